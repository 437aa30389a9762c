import type { CollectionEntry } from 'astro:content';
import Icon from '#/components/ui/Icon.tsx';
import HeadingText from '#/components/ui/HeadingText.tsx';

interface Props {
  steps: CollectionEntry<'process'>['data'][];
}

export default function ProcessSteps({ steps }: Props) {
  return (
    <ol className="grid gap-6 sm:grid-cols-2">
      {steps.map((step) => (
        <li key={step.id} className="rounded-lg border border-line bg-surface p-5 shadow-card sm:p-6">
          {/* On a phone the number leads the heading on one line; the icon joins it from 640 px. */}
          <div className="flex items-center gap-3 sm:flex-wrap">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary font-display text-lg text-on-primary">
              {step.number}
            </span>
            <Icon name={step.icon} className="hidden size-6 text-primary sm:block" />
            <h3 className="text-xl text-ink sm:mt-2 sm:w-full">
              <HeadingText text={step.title} />
            </h3>
          </div>
          <p className="mt-2 text-ink-soft">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
