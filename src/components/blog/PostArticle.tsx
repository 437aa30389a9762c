import type { ReactNode } from 'react';
import AuthorCard, { authorProps } from '#/components/about/AuthorCard.tsx';
import PostDate from '#/components/blog/PostDate.tsx';
import PostNav from '#/components/blog/PostNav.tsx';
import BackLink from '#/components/ui/BackLink.tsx';
import PageHero from '#/components/ui/PageHero.tsx';
import UrgentHelp from '#/components/ui/UrgentHelp.tsx';
import { labels } from '#/config/labels.ts';
import { paths } from '#/config/paths.ts';
import type { Photo } from '#/lib/art.ts';
import { buildChain } from '#/lib/blog-chain.ts';
import { live, namedHelplines, namesOf, type Entry, type SiteContent } from '#/lib/site-content.ts';

export const coverClass = 'mt-8 aspect-[3/2] w-full rounded-lg object-cover';

/** Its cover and text aside. */
export function postProps(content: SiteContent, posts: readonly Entry<'blog'>[], { id, data }: Entry<'blog'>) {
  const { settings, clinics, helplines } = content;
  const author = data.author || settings.practitioner.name;
  const links = buildChain(posts.map((post) => ({ id: post.id, date: post.data.date }))).get(id);
  const link = (to: string | undefined) => {
    const post = posts.find((each) => each.id === to);
    return post && { href: paths.post(post.id), title: post.data.title };
  };
  const [named] = namesOf(data.clinic ? [data.clinic] : []);
  const clinic = live(clinics).find((each) => each.id === named);
  return {
    title: data.title,
    subtitle: data.subtitle,
    date: data.date,
    author,
    /** Hers, when she wrote it. */
    authorCard: author === settings.practitioner.name ? authorProps(content) : undefined,
    clinic: clinic && { href: paths.clinic(clinic.id), title: clinic.data.title },
    helplines: namedHelplines(data.helplines, helplines),
    previous: link(links?.previous),
    next: link(links?.next),
  };
}

type Props = ReturnType<typeof postProps> & { cover?: ReactNode; portrait?: Photo | undefined; children: ReactNode };

export default function PostArticle({
  title,
  subtitle,
  date,
  author,
  authorCard,
  portrait,
  cover,
  children,
  helplines,
  ...links
}: Props) {
  return (
    <article>
      <PageHero heading={title} lead={subtitle}>
        <BackLink href={paths.blog} label={labels.backToBlog} />
      </PageHero>
      <div className="mx-auto max-w-prose px-5 py-12 sm:px-0">
        <p className="text-ink-soft">
          <PostDate date={date} />
          <span aria-hidden="true"> · </span>
          {`${labels.byline} `}
          <span className="font-semibold text-ink">{author}</span>
        </p>
        {cover}
        <div className="mt-10">{children}</div>
        {helplines.length > 0 && (
          <div className="mt-10">
            <UrgentHelp heading={labels.urgentHelp} helplines={helplines} />
          </div>
        )}
        {links.clinic && (
          <p className="mt-10 rounded-lg bg-primary-soft p-5">
            {`${labels.relatedClinic}: `}
            <a href={links.clinic.href} className="inline-block py-2 font-semibold text-primary-strong underline">
              {links.clinic.title}
            </a>
          </p>
        )}
        {authorCard && <AuthorCard {...authorCard} photo={portrait} className="mt-12" />}
        <PostNav previous={links.previous} next={links.next} />
      </div>
    </article>
  );
}
