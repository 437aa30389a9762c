import type { CollectionEntry } from 'astro:content';
import { cardGrid, cardGridItem } from '#/components/ui/card-grid.ts';
import WideScreenArt from '#/components/ui/WideScreenArt.tsx';
import type { ArtSources } from '#/lib/art.ts';
import { paths } from '#/config/paths.ts';
import Pager from '#/components/blog/Pager.tsx';
import PostCard from '#/components/blog/PostCard.tsx';

export interface PostListing extends Pick<CollectionEntry<'blog'>['data'], 'title' | 'excerpt' | 'date'> {
  slug: string;
  cover?: ArtSources | undefined;
}

interface Props {
  /** Newest first. */
  posts: PostListing[];
  pager: Parameters<typeof Pager>[0];
}

export default function BlogIndexPage({ posts, pager }: Props) {
  return (
    <>
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
