import type { CollectionEntry } from 'astro:content';
import Icon from '#/components/ui/Icon.tsx';

interface Props {
  steps: CollectionEntry<'process'>['data'][];
}

export default function ProcessSteps({ steps }: Props) {
  return (
    <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {steps.map((step) => (
        <li key={step.id} className="rounded-lg border border-line bg-surface p-6 shadow-card">
          <div className="flex items-center gap-3">
            <span className="flex size-10 items-center justify-center rounded-full bg-primary font-display text-lg text-on-primary">
              {step.number}
            </span>
            <Icon name={step.icon} className="size-6 text-primary" />
          </div>
          <h3 className="mt-4 text-xl text-ink">{step.title}</h3>
          <p className="mt-2 text-ink-soft">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
