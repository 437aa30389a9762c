import { ArrowLeft, ArrowRight } from 'lucide-react';
import { labels } from '#/config/labels.ts';

interface Props {
  /** The first is page 1. */
  hrefs: string[];
  /** 1-based. */
  current: number;
}

const link = 'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg border px-3 font-semibold';
const idle = `${link} border-line bg-surface text-primary-strong hover:border-primary`;

/** None for one page. */
export default function Pager({ hrefs, current }: Props) {
  if (hrefs.length < 2) return null;
  const previous = hrefs[current - 2];
  const next = hrefs[current];
  return (
    <nav aria-label={labels.blogPages} className="mx-auto max-w-page px-5 pb-14 sm:px-8">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {previous && (
          <li>
            <a href={previous} rel="prev" className={idle}>
              <ArrowLeft className="size-4" aria-hidden="true" /> {labels.previousPost}
            </a>
          </li>
        )}
        {hrefs.map((href, index) => (
          <li key={href}>
            <a
              href={href}
              aria-current={index + 1 === current ? 'page' : undefined}
              className={index + 1 === current ? `${link} border-primary bg-primary text-on-primary` : idle}
            >
              {index + 1}
            </a>
          </li>
        ))}
        {next && (
          <li>
            <a href={next} rel="next" className={idle}>
              {labels.nextPost} <ArrowRight className="size-4" aria-hidden="true" />
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
