import { LifeBuoy } from 'lucide-react';
import type { CollectionEntry } from 'astro:content';
import { phoneText } from '#/lib/contact-links.ts';

export type Helpline = CollectionEntry<'helplines'>['data'];

interface Props {
  heading: string;
  text?: string | undefined;
  helplines: Helpline[];
  /** Quiet where it is not the page's subject (the booking page): clear, but not as loud as the way to book. */
  tone?: keyof typeof TONES;
  /** Across a wide page: the helplines in two columns from 1024 px. */
  wide?: boolean;
}

const TONES = { alert: 'border-2 border-accent', quiet: 'border border-line' } as const;

/** Short codes (the emergency and Samaritans numbers) are dialled as written, never with +44. */
const dial = (number: string) => `tel:${number.replace(/\s/g, '')}`;

/** Safeguarding note: where to get help now, with the helplines the page names (src/content/helplines.yaml). */
export default function UrgentHelp({ heading, text, helplines, tone = 'alert', wide = false }: Props) {
  return (
    <aside aria-labelledby="urgent-heading" className={`rounded-lg bg-surface p-6 ${TONES[tone]}`}>
      <h2 id="urgent-heading" className="flex items-center gap-3 text-2xl text-ink">
        <LifeBuoy className="size-6 text-accent" aria-hidden="true" />
        {heading}
      </h2>
      {text && <p className="mt-3 text-ink-soft">{text}</p>}
      <ul className={`mt-4 space-y-3 text-ink-soft ${wide ? 'lg:columns-2 lg:gap-12' : ''}`}>
        {helplines.map((line) => (
          <li key={line.id} className={wide ? 'break-inside-avoid' : undefined}>
            <span className="font-semibold text-ink">{line.area ? `${line.name} (${line.area})` : line.name}</span>
            {': '}
            <a href={dial(line.number)} className="py-1 font-semibold text-primary-strong underline">
              {phoneText(line.number)}
            </a>
            {`, ${line.detail}`}
          </li>
        ))}
      </ul>
    </aside>
  );
}
