import type { CollectionEntry } from 'astro:content';
import HeadingText from '#/components/ui/HeadingText.tsx';

interface Props {
  steps: CollectionEntry<'process'>['data'][];
  /** Names the list of steps. */
  label: string;
}

/**
 * A path of numbered steps: down the page on a phone, each number beside its title; from 640 px two by two and from
 * 1024 px all four across, each joined to the next (.process-step in global.css).
 */
export default function ProcessSteps({ steps, label }: Props) {
  return (
    <ol aria-label={label} className="grid gap-5 sm:grid-cols-2 sm:gap-10 lg:grid-cols-4">
      {steps.map((step) => (
        <li key={step.id} className="process-step relative">
          <div className="flex items-center gap-3 sm:block">
            <span className="relative flex size-9 shrink-0 items-center justify-center rounded-full bg-primary font-display text-lg text-on-primary sm:size-11 sm:text-xl">
              {step.number}
            </span>
            <h3 className="text-xl text-ink sm:mt-4">
              <HeadingText text={step.title} />
            </h3>
          </div>
          <p className="mt-1.5 text-[0.9375rem] leading-6 text-ink-soft sm:mt-2 sm:text-base sm:leading-7">
            {step.description}
          </p>
        </li>
      ))}
    </ol>
  );
}
