import type { ReactNode } from 'react';

interface Props {
  id: string;
  heading: string;
  text?: string | undefined;
  children: ReactNode;
}

/** Closing call-to-action band: heading, a sentence and its buttons. */
export default function CtaBanner({ id, heading, text, children }: Props) {
  return (
    <section aria-labelledby={`${id}-heading`} className="px-5 py-16 sm:px-8">
      <div className="mx-auto max-w-page rounded-lg bg-primary-strong px-6 py-12 text-center text-on-primary sm:px-12">
        <h2 id={`${id}-heading`} className="text-3xl">
          {heading}
        </h2>
        {text && <p className="mx-auto mt-4 max-w-prose text-lg">{text}</p>}
        <div className="mt-8 flex flex-wrap justify-center gap-4">{children}</div>
      </div>
    </section>
  );
}
