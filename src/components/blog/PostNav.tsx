import { ArrowLeft, ArrowRight } from 'lucide-react';
import { labels } from '#/config/labels.ts';

interface Neighbour {
  href: string;
  title: string;
}

interface Props {
  previous?: Neighbour | undefined;
  next?: Neighbour | undefined;
}

export default function PostNav({ previous, next }: Props) {
  const link = 'flex min-h-11 flex-col rounded-lg border border-line bg-surface p-4 hover:border-primary';
  // The first and last article have one neighbour: it takes the whole row rather than leave half of it empty.
  const both = Boolean(previous && next);
  return (
    <nav aria-label="More articles" className={`mt-12 grid gap-4 ${both ? 'sm:grid-cols-2' : ''}`}>
      {previous && (
        <a href={previous.href} rel="prev" className={link}>
          <span className="flex items-center gap-1 text-sm font-semibold text-primary-strong">
            <ArrowLeft className="size-4" aria-hidden="true" /> {labels.previousPost}
          </span>
          <span className="mt-1 text-ink">{previous.title}</span>
        </a>
      )}
      {next && (
        <a href={next.href} rel="next" className={`${link} sm:text-right ${both ? 'sm:col-start-2' : ''}`}>
          <span className="flex items-center gap-1 text-sm font-semibold text-primary-strong sm:justify-end">
            {labels.nextPost} <ArrowRight className="size-4" aria-hidden="true" />
          </span>
          <span className="mt-1 text-ink">{next.title}</span>
        </a>
      )}
    </nav>
  );
}
