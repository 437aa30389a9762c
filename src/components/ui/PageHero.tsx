import type { ReactNode } from 'react';

interface Props {
  heading: string;
  lead?: string | undefined;
  eyebrow?: string | undefined;
  children?: ReactNode;
}

/** The band at the top of inner pages: optional eyebrow, the page's h1 and lead. */
export default function PageHero({ heading, lead, eyebrow, children }: Props) {
  return (
    <header className="bg-primary-soft">
      <div className="mx-auto max-w-page px-5 py-14 sm:px-8 sm:py-20">
        {children}
        {eyebrow && <p className="mb-3 text-sm font-semibold tracking-wide text-accent uppercase">{eyebrow}</p>}
        <h1 className="max-w-3xl text-4xl text-ink">{heading}</h1>
        {lead && <p className="mt-5 max-w-prose text-lg text-ink-soft">{lead}</p>}
      </div>
    </header>
  );
}
