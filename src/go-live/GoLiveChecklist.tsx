import { goLiveWords } from '#/config/go-live-words.ts';
import type { ChecklistItem } from '#/go-live/checklist.ts';
import DeployStatus from '#/go-live/DeployStatus.tsx';

interface Props {
  items: ChecklistItem[];
  /** Worth doing, never required to go live. */
  recommended: ChecklistItem[];
  /** Her dates: never required to go live, never taking the site offline (reminders.ts). */
  reminders: ChecklistItem[];
  editorHref: string;
  /** Which of her saves is live. */
  deploy: Parameters<typeof DeployStatus>[0];
}

const words = goLiveWords.checklist;

/** Each line links to its entry in the editor. */
export default function GoLiveChecklist({ items, recommended, reminders, editorHref, deploy }: Props) {
  return (
    <>
      <h1 className="text-3xl">{words.title}</h1>
      <p className="mt-4 text-lg text-ink-soft">{items.length === 0 ? words.done : words.intro}</p>
      <DeployStatus {...deploy} />
      <Items heading={words.remaining(items.length)} items={items} />
      <Items heading={words.reminders} items={reminders} />
      <Items heading={words.recommended} items={recommended} />
      <p className="mt-10">
        <a href={editorHref} className="font-semibold text-primary-strong underline underline-offset-4">
          {words.editor}
        </a>
      </p>
    </>
  );
}

function Items({ heading, items }: { heading: string; items: ChecklistItem[] }) {
  if (items.length === 0) return null;
  return (
    <>
      <h2 className="mt-10 text-2xl">{heading}</h2>
      <ol className="mt-4 space-y-4">
        {items.map((item) => (
          <li key={item.source} className="rounded-lg border border-line bg-surface p-5 shadow-card">
            <a href={item.href} className="text-lg font-semibold text-primary-strong underline underline-offset-4">
              {item.place}
            </a>
            <p className="mt-2">{item.todo}</p>
          </li>
        ))}
      </ol>
    </>
  );
}
