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

export default function BlogIndexPage({
  heading,
  lead,
  posts,
  pager,
}: Omit<ReturnType<typeof blogIndexProps>, 'frame'>) {
  return (
    <>
      <PageHero heading={heading} lead={lead}>
        <FeedLink />
      </PageHero>
      <div className="mx-auto max-w-page px-5 py-14 sm:px-8">
        <ul className={cardGrid(posts.length)}>
          {posts.map((post, index) => (
            <li key={post.slug} className={`@container ${cardGridItem(index, posts.length)}`}>
              <PostCard href={paths.post(post.slug)} title={post.title} excerpt={post.excerpt} date={post.date}>
                {post.cover && (
                  <WideScreenArt
                    art={post.cover}
                    minWidth="0px"
                    sizes="(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw"
                    loading={index === 0 ? 'eager' : 'lazy'}
                    className="aspect-[2/1] w-full object-cover sm:aspect-[3/2] @3xl:h-full"
                  />
                )}
              </PostCard>
            </li>
          ))}
        </ul>
      </div>
      <Pager {...pager} />
    </>
  );
}
