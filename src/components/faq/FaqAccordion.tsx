import { ChevronDown } from 'lucide-react';
import type { CollectionEntry } from 'astro:content';

interface Props {
  /** Items sharing a name open one at a time (native <details name>). */
  group: string;
  items: CollectionEntry<'faq'>['data'][];
}

export default function FaqAccordion({ group, items }: Props) {
  return (
    <div className="divide-y divide-line rounded-lg border border-line bg-surface">
      {items.map((item) => (
        <details key={item.id} name={group} id={item.id} className="group">
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold text-ink [&::-webkit-details-marker]:hidden">
            {item.question}
            <ChevronDown
              className="size-5 shrink-0 text-primary transition-transform group-open:rotate-180"
              aria-hidden="true"
            />
          </summary>
          <div className="px-5 pb-5 text-ink-soft">
            {item.answer.split(/\n\s*\n/).map((paragraph) => (
              <p key={paragraph} className="mt-2 first:mt-0">
                {paragraph}
              </p>
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}
