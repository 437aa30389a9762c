import { LifeBuoy } from 'lucide-react';
import type { CollectionEntry } from 'astro:content';
import { labels } from '#/config/labels.ts';
import { phoneText } from '#/lib/contact-links.ts';

export type Helpline = CollectionEntry<'helplines'>['data'];

interface Props {
  heading: string;
  text?: string | undefined;
  helplines: Helpline[];
  /** 'toggle' (the contact page): the strip with the full list behind a toggle, so her own details come first. */
  size?: 'strip' | 'full' | 'toggle';
}

const STRIP_LINES = 3;

/** Short codes (the emergency and Samaritans numbers) are dialled as written, never with +44. */
const dial = (number: string) => `tel:${number.replace(/\s/g, '')}`;
const nameOf = (line: Helpline) => (line.area ? `${line.name} (${line.area})` : line.name);
const number = 'py-1 font-semibold whitespace-nowrap text-primary-strong underline';

/** The line's name with its number linked, the number written once, also where the name holds it (the NHS line). */
function NameAndNumber({ line, strong = false }: { line: Helpline; strong?: boolean }) {
  const name = nameOf(line);
  const at = name.indexOf(line.number);
  const link = (
    <a href={dial(line.number)} className={number}>
      {phoneText(line.number)}
    </a>
  );
  const words = (text: string) =>
    strong && text.trim() ? <span className="font-semibold text-ink">{text}</span> : text;
  if (at < 0)
    return (
      <>
        {words(name)}
        {strong ? ': ' : ' '}
        {link}
      </>
    );
  return (
    <>
      {words(name.slice(0, at))}
      {link}
      {words(name.slice(at + line.number.length))}
    </>
  );
}

function FullList({ helplines, wide }: { helplines: Helpline[]; wide: boolean }) {
  return (
    <ul className={`mt-4 space-y-3 text-ink-soft ${wide ? 'lg:columns-2 lg:gap-12' : ''}`}>
      {helplines.map((line) => (
        <li key={line.id} className="break-inside-avoid">
          <NameAndNumber line={line} strong />
          {`, ${line.detail}`}
        </li>
      ))}
    </ul>
  );
}

function Strip({ helplines, inline }: { helplines: Helpline[]; inline: boolean }) {
  return (
    <ul className={`flex flex-wrap gap-x-5 gap-y-1 text-ink-soft ${inline ? '' : 'mt-1'}`}>
      {helplines.map((line) => (
        <li key={line.id}>
          <NameAndNumber line={line} />
        </li>
      ))}
    </ul>
  );
}

export default function UrgentHelp({ heading, text, helplines, size = 'strip' }: Props) {
  const heavy = size === 'full';
  const shown = size === 'toggle' ? helplines.slice(0, STRIP_LINES) : helplines;
  // One line of help and nothing more to say: the heading and its number in one row, never a box holding a single number.
  const oneLine = size === 'strip' && !text && helplines.length === 1;
  return (
    <aside
      aria-labelledby="urgent-heading"
      className={
        heavy
          ? 'rounded-lg border-2 border-accent bg-surface p-6'
          : `rounded-md border-l-4 border-accent bg-surface px-4 py-3 ${oneLine ? 'flex flex-wrap items-center gap-x-3' : ''}`
      }
    >
      <h2
        id="urgent-heading"
        className={
          heavy
            ? 'flex items-center gap-3 text-2xl text-ink'
            : 'flex items-center gap-2 font-sans text-base font-semibold text-ink'
        }
      >
        <LifeBuoy className={`${heavy ? 'size-6' : 'size-5'} shrink-0 text-accent`} aria-hidden="true" />
        {heading}
      </h2>
      {text && <p className={heavy ? 'mt-3 text-ink-soft' : 'mt-1 text-ink-soft'}>{text}</p>}
      {heavy ? <FullList helplines={helplines} wide={false} /> : <Strip helplines={shown} inline={oneLine} />}
      {size === 'toggle' && helplines.length > STRIP_LINES && (
        <details className="mt-2">
          <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-primary-strong">
            {labels.allHelplines(helplines.length)}
          </summary>
          <FullList helplines={helplines} wide />
        </details>
      )}
    </aside>
  );
}
