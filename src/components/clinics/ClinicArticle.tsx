import type { ReactNode } from 'react';
import AuthorCard, { authorProps } from '#/components/about/AuthorCard.tsx';
import { clinicTint } from '#/components/clinics/clinic-tint.ts';
import BackLink from '#/components/ui/BackLink.tsx';
import IconCard from '#/components/ui/IconCard.tsx';
import PageHero from '#/components/ui/PageHero.tsx';
import UrgentHelp from '#/components/ui/UrgentHelp.tsx';
import { labels } from '#/config/labels.ts';
import type { Photo } from '#/lib/art.ts';
import { namedHelplines, type Entry, type SiteContent } from '#/lib/site-content.ts';
import { paths } from '#/config/paths.ts';

/** `frame`: the banner with the clinic's action, the page's one way on. */
export const clinicProps = (content: SiteContent, { data }: Entry<'clinics'>) => {
  const { title, subtitle, topics, colour, banner, quickExit, helplines } = data;
  return {
    title,
    subtitle,
    topics,
    colour,
    /** Help is its subject, so the helplines show in full. */
    quickExit,
    helplines: namedHelplines(helplines, content.helplines),
    author: authorProps(content),
    frame: {
      cta: { ...banner, actions: [{ href: paths[data.action.to], label: data.action.label }] },
      quickExit,
    },
  };
};

type Props = Omit<ReturnType<typeof clinicProps>, 'frame'> & { portrait?: Photo | undefined; children: ReactNode };

/** What the clinic helps with first, then its text, with the person beside it; the "Exit this page" bar and closing band are the frame's. */
export default function ClinicArticle({
  title,
  subtitle,
  topics,
  colour,
  children,
  helplines,
  quickExit = false,
  author,
  portrait,
}: Props) {
  return (
    <>
      <PageHero heading={title} lead={subtitle} tint={clinicTint[colour]}>
        <BackLink href={paths.clinics} label={labels.backToClinics} />
      </PageHero>
      <div className="article-grid mx-auto max-w-page px-5 py-10 sm:px-8 sm:py-14">
        <AuthorCard
          {...author}
          photo={portrait}
          layout="aside"
          className="mb-10 [grid-area:aside] lg:sticky lg:top-24 lg:mb-0"
        />
        <div className="[grid-area:text]">
          <ul className="grid gap-6 sm:grid-cols-2">
            {topics.map((topic) => (
              <li key={topic.title}>
                <IconCard icon={topic.icon} title={topic.title} tint={clinicTint[colour]}>
                  <p>{topic.text}</p>
                </IconCard>
              </li>
            ))}
          </ul>
          <div className="mt-12 max-w-prose">{children}</div>
          {helplines.length > 0 && (
            <div className="mt-10 max-w-prose">
              <UrgentHelp heading={labels.urgentHelp} helplines={helplines} size={quickExit ? 'full' : 'strip'} />
            </div>
          )}
        </div>
      </div>
    </>
  );
}
