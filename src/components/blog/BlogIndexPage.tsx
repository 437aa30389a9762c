import type { CollectionEntry } from 'astro:content';
import { cardGrid, cardGridItem } from '#/components/ui/card-grid.ts';
import PageHero from '#/components/ui/PageHero.tsx';
import WideScreenArt from '#/components/ui/WideScreenArt.tsx';
import type { ArtSources } from '#/lib/art.ts';
import { paths } from '#/config/paths.ts';
import type { PageData } from '#/schemas/page.ts';
import FeedLink from '#/components/blog/FeedLink.tsx';
import Pager from '#/components/blog/Pager.tsx';
import PostCard from '#/components/blog/PostCard.tsx';

export interface PostListing extends Pick<CollectionEntry<'blog'>['data'], 'title' | 'excerpt' | 'date'> {
  slug: string;
  cover?: ArtSources | undefined;
}

type Pages = Parameters<typeof Pager>[0];

/** One page of the list: its posts (newest first, each cover as its shell has it) and the pager's place. */
export const blogIndexProps = (page: PageData<'blog'>, posts: PostListing[], pager: Pages) => ({
  heading: page.heading,
  lead: page.lead,
  posts,
  pager,
  frame: {},
});

function Card({ post, first }: { post: PostListing; first: boolean }) {
  return (
    <PostCard href={paths.post(post.slug)} title={post.title} excerpt={post.excerpt} date={post.date} featured={first}>
      {post.cover && (
        <WideScreenArt
          art={post.cover}
          minWidth="0px"
          sizes={
            first ? '(min-width: 1024px) 600px, 100vw' : '(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw'
          }
          loading={first ? 'eager' : 'lazy'}
          className={`w-full object-cover sm:aspect-[3/2] @3xl:h-full ${first ? 'aspect-[4/3]' : 'aspect-[2/1]'}`}
        />
      )}
    </PostCard>
  );
}

/** The newest across the row, its picture beside its words; the older ones in a grid under it, never larger. */
export default function BlogIndexPage({
  heading,
  lead,
  posts,
  pager,
}: Omit<ReturnType<typeof blogIndexProps>, 'frame'>) {
  const [newest, ...older] = posts;
  return (
    <>
      <PageHero heading={heading} lead={lead} />
      <div className="mx-auto max-w-page px-5 py-10 sm:px-8 sm:py-14">
        <p className="-mt-2 mb-4 flex justify-end sm:-mt-6">
          <FeedLink />
        </p>
        {newest && (
          <div className="@container">
            <Card post={newest} first />
          </div>
        )}
        {older.length > 0 && (
          <ul className={`mt-6 ${cardGrid(older.length)}`}>
            {older.map((post, index) => (
              <li key={post.slug} className={`@container ${cardGridItem(index, older.length) ?? ''}`}>
                <Card post={post} first={false} />
              </li>
            ))}
          </ul>
        )}
      </div>
      <Pager {...pager} />
    </>
  );
}
