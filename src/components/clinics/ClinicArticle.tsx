import type { CollectionEntry } from 'astro:content';
import type { ReactNode } from 'react';
import TopicCards from '#/components/clinics/TopicCards.tsx';
import { clinicTint } from '#/components/clinics/clinic-tint.ts';
import BackLink from '#/components/ui/BackLink.tsx';
import ButtonLink from '#/components/ui/ButtonLink.tsx';
import type { Cta } from '#/components/ui/CtaBanner.tsx';
import PageHero from '#/components/ui/PageHero.tsx';
import UrgentHelp, { type Helpline } from '#/components/ui/UrgentHelp.tsx';
import { labels } from '#/config/labels.ts';
import type { NavLink } from '#/lib/nav-links.ts';
import { paths } from '#/config/paths.ts';

type Clinic = CollectionEntry<'clinics'>['data'];

interface Props extends Pick<Clinic, 'title' | 'subtitle' | 'topics' | 'action' | 'colour'> {
  /** The clinic's text, in <Prose>. */
  children: ReactNode;
  helplines: Helpline[];
  /** A page someone may need to leave in a hurry (pro bono): help is its subject, so the helplines show in full. */
  quickExit?: boolean | undefined;
}

/** The clinic's closing band (the layout draws it, BaseLayout's `cta`): its banner, with the clinic's action. */
export const clinicCta = ({ banner, action }: Pick<Clinic, 'banner' | 'action'>): Cta & { actions: NavLink[] } => ({
  ...banner,
  actions: [{ href: paths[action.to], label: action.label }],
});

/**
 * A clinic page as published (src/pages/clinics/[id].astro) and as the web editor previews it.
 * The page's "Leave this page" link (QuickExit.tsx) and closing band are the shell's and the layout's.
 */
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
      <PageHero heading={title} lead={subtitle}>
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
          <TopicCards topics={topics} tint={clinicTint[colour]} />
        </div>
        <p className="mt-12 text-center">
          <ButtonLink href={actionHref}>{action.label}</ButtonLink>
        </p>
      </div>
    </>
  );
}
