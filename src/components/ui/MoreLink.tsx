import { ArrowRight } from 'lucide-react';

interface Props {
  href: string;
  label: string;
  /** Names what the link is about, for screen readers (e.g. the card title). */
  about?: string;
}

/** "Learn more →" at the foot of a card; the card title keeps it meaningful out of context. */
export default function MoreLink({ href, label, about }: Props) {
  return (
    <a
      href={href}
      className="mt-auto inline-flex min-h-11 items-center gap-1 pt-4 font-semibold text-primary-strong hover:underline"
    >
      {label}
      {about && <span className="sr-only">{`: ${about}`}</span>}
      <ArrowRight className="size-4" aria-hidden="true" />
    </a>
  );
}
