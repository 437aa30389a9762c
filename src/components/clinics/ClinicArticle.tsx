import type { ReactNode } from 'react';
import AuthorCard, { authorProps } from '#/components/about/AuthorCard.tsx';
import { clinicTint } from '#/components/clinics/clinic-tint.ts';
import BackLink from '#/components/ui/BackLink.tsx';
import ButtonLink from '#/components/ui/ButtonLink.tsx';
import IconCard from '#/components/ui/IconCard.tsx';
import PageHero from '#/components/ui/PageHero.tsx';
import UrgentHelp from '#/components/ui/UrgentHelp.tsx';
import { labels } from '#/config/labels.ts';
import type { Photo } from '#/lib/art.ts';
import { namedHelplines, type Entry, type SiteContent } from '#/lib/site-content.ts';
import { paths } from '#/config/paths.ts';

/** `frame`: the banner with the clinic's action, which the closing band leaves out as the page's own last action. */
export const clinicProps = (content: SiteContent, { data }: Entry<'clinics'>) => {
  const { title, subtitle, topics, action, colour, banner, quickExit, helplines } = data;
  const actionHref = paths[action.to];
  return {
    title,
    subtitle,
    topics,
    action,
    colour,
    /** Help is its subject, so the helplines show in full. */
    quickExit,
    helplines: namedHelplines(helplines, content.helplines),
    author: authorProps(content),
    frame: {
      cta: { ...banner, actions: [{ href: actionHref, label: action.label }] },
      pageAction: actionHref,
      quickExit,
    },
  };
};

type Props = Omit<ReturnType<typeof clinicProps>, 'frame'> & { portrait?: Photo | undefined; children: ReactNode };

/** What the clinic helps with, the person behind it, its text and its own action; the "Exit this page" bar and closing band are the frame's. */
export default function ClinicArticle({
  title,
  subtitle,
  topics,
  action,
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
      <div className="mx-auto max-w-3xl px-5 py-10 sm:px-8 sm:py-14">
        <ul className="grid gap-6 sm:grid-cols-2">
          {topics.map((topic) => (
            <li key={topic.title}>
              <IconCard icon={topic.icon} title={topic.title} tint={clinicTint[colour]} headingLevel="h2">
                <p>{topic.text}</p>
              </IconCard>
            </li>
          ))}
        </ul>
        <AuthorCard {...author} photo={portrait} className="mt-10" />
        <div className="mt-12">{children}</div>
        {helplines.length > 0 && (
          <div className="mt-10">
            <UrgentHelp heading={labels.urgentHelp} helplines={helplines} size={quickExit ? 'full' : 'strip'} />
          </div>
        )}
        <p className="mt-12 text-center">
          <ButtonLink href={paths[action.to]}>{action.label}</ButtonLink>
        </p>
      </div>
    </>
  );
}
