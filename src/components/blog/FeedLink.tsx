import { Rss } from 'lucide-react';
import { labels } from '#/config/labels.ts';
import { paths } from '#/config/paths.ts';

export default function FeedLink() {
  return (
    <a
      href={paths.rss}
      type="application/rss+xml"
      className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary-strong hover:underline"
    >
      <Rss className="size-4" aria-hidden="true" />
      {labels.rssFeed}
    </a>
  );
}
