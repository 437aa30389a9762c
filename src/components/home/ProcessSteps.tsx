import type { CollectionEntry } from 'astro:content';
import HeadingText from '#/components/ui/HeadingText.tsx';

interface Props {
  steps: CollectionEntry<'process'>['data'][];
  /** Names the row a keyboard can scroll on a phone. */
  label: string;
}

/**
 * A path of numbered steps, each joined to the next (.process-step in global.css): across the page at every width. On a phone
 * a row of cards that scrolls sideways (the next card's edge showing, so a cut line reads as more to come), from 640 px
 * two by two, from 1024 px all four.
 */
export default function ProcessSteps({ steps, label }: Props) {
  return (
    <ol
      tabIndex={0}
      aria-label={label}
      className="-mx-5 flex snap-x snap-mandatory gap-6 overflow-x-auto scroll-px-5 px-5 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-10 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-4"
    >
      {steps.map((step) => (
        <li
          key={step.id}
          className="process-step relative w-[85%] shrink-0 snap-start rounded-lg border border-line bg-surface p-4 shadow-card sm:w-auto sm:rounded-none sm:border-0 sm:bg-transparent sm:p-0 sm:shadow-none"
        >
          <span className="relative flex size-11 items-center justify-center rounded-full bg-primary font-display text-xl text-on-primary">
            {step.number}
          </span>
          <h3 className="mt-4 text-xl text-ink">
            <HeadingText text={step.title} />
          </h3>
          <p className="mt-2 text-ink-soft">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
