import { LifeBuoy } from 'lucide-react';
import type { PageSection } from '~/lib/content';

interface Props {
  copy: PageSection;
}

/** Safeguarding note: this is not an emergency service, and where to go instead. */
export default function UrgentHelp({ copy }: Props) {
  return (
    <aside aria-labelledby="urgent-heading" className="rounded-lg border-2 border-accent bg-surface p-6">
      <h2 id="urgent-heading" className="flex items-center gap-3 text-2xl text-ink">
        <LifeBuoy className="size-6 text-accent" aria-hidden="true" />
        {copy.heading}
      </h2>
      {copy.text && <p className="mt-3 text-ink-soft">{copy.text}</p>}
    </aside>
  );
}
