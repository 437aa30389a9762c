import type { ReactNode } from 'react';
import { labels } from '#/config/labels.ts';
import MoreLink from '#/components/ui/MoreLink.tsx';
import PostDate from '#/components/blog/PostDate.tsx';
import HeadingText from '#/components/ui/HeadingText.tsx';

interface Props {
  href: string;
  title: string;
  excerpt: string;
  date: Date;
  /** The cover, rendered by the page shell through Astro's image pipeline. */
  children?: ReactNode;
  /** The newest, across the row: its title a size larger. */
  featured?: boolean;
}

export default function PostCard({ href, title, excerpt, date, children, featured = false }: Props) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-lg border border-line bg-surface shadow-card @3xl:flex-row">
      {/* A card across a whole row (see card-grid) puts its picture beside its words. */}
      {children && <div className="@3xl:w-1/2 @3xl:shrink-0">{children}</div>}
      <div className={`flex flex-1 flex-col p-6 ${featured ? '@3xl:justify-center @3xl:p-10' : ''}`}>
        <p className="text-sm text-ink-soft">
          <PostDate date={date} />
        </p>
        <h2 className={`mt-2 text-ink ${featured ? 'text-2xl sm:text-3xl' : 'text-xl'}`}>
          <a href={href} className="hover:text-primary-strong hover:underline">
            <HeadingText text={title} />
          </a>
        </h2>
        <p className="mt-3 text-ink-soft">{excerpt}</p>
        <MoreLink href={href} label={labels.readArticle} about={title} />
      </div>
    </article>
  );
}
