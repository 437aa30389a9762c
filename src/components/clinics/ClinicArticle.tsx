import type { ReactNode } from 'react';
import { clinicTint } from '#/components/clinics/clinic-tint.ts';
import BackLink from '#/components/ui/BackLink.tsx';
import ButtonLink from '#/components/ui/ButtonLink.tsx';
import IconCard from '#/components/ui/IconCard.tsx';
import PageHero from '#/components/ui/PageHero.tsx';
import UrgentHelp from '#/components/ui/UrgentHelp.tsx';
import { labels } from '#/config/labels.ts';
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
    frame: {
      cta: { ...banner, actions: [{ href: actionHref, label: action.label }] },
      pageAction: actionHref,
      quickExit,
    },
  };
};

type Props = Omit<ReturnType<typeof clinicProps>, 'frame'> & { children: ReactNode };

/** Its "Exit this page" bar and closing band are the frame's (clinicProps' `frame`). */
export default function ClinicArticle({
  title,
  subtitle,
  topics,
  action,
  colour,
  children,
  helplines,
  quickExit = false,
}: Props) {
  const actionHref = paths[action.to];
  return (
    <>
      <PageHero heading={title} lead={subtitle} tint={clinicTint[colour]}>
        <BackLink href={paths.clinics} label={labels.backToClinics} />
      </PageHero>
      <div className="mx-auto max-w-page px-5 py-14 sm:px-8">
        <div className="mx-auto max-w-prose">{children}</div>
        {helplines.length > 0 && (
          <div className="mx-auto mt-10 max-w-prose">
            <UrgentHelp heading={labels.urgentHelp} helplines={helplines} size={quickExit ? 'full' : 'strip'} />
          </div>
        )}
        <div className="mt-12">
          <ul className="grid gap-6 sm:grid-cols-2">
            {topics.map((topic) => (
              <li key={topic.title}>
                <IconCard icon={topic.icon} title={topic.title} tint={clinicTint[colour]}>
                  <p>{topic.text}</p>
                </IconCard>
              </li>
            ))}
          </ul>
        </div>
        <p className="mt-12 text-center">
          <ButtonLink href={actionHref}>{action.label}</ButtonLink>
        </p>
      </div>
    </>
  );
}
