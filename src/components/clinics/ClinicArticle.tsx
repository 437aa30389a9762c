import type { CollectionEntry } from 'astro:content';
import type { ReactNode } from 'react';
import TopicCards from '~/components/clinics/TopicCards';
import { clinicTint } from '~/components/clinics/clinic-tint';
import BackLink from '~/components/ui/BackLink';
import ButtonLink from '~/components/ui/ButtonLink';
import CtaBanner from '~/components/ui/CtaBanner';
import PageHero from '~/components/ui/PageHero';
import UrgentHelp, { type Helpline } from '~/components/ui/UrgentHelp';
import { labels } from '~/config/labels';
import { paths } from '~/lib/paths';

type Clinic = CollectionEntry<'clinics'>['data'];

interface Props extends Pick<Clinic, 'title' | 'subtitle' | 'topics' | 'action' | 'banner' | 'colour'> {
  /** The clinic's text, in <Prose>. */
  children: ReactNode;
  helplines: Helpline[];
}

/** A clinic page as published (src/pages/clinics/[id].astro) and as the web editor previews it. */
export default function ClinicArticle({ title, subtitle, topics, action, banner, colour, children, helplines }: Props) {
  const actionHref = paths[action.to];
  return (
    <>
      <PageHero heading={title} lead={subtitle}>
        <BackLink href={paths.clinics} label={labels.backToClinics} />
      </PageHero>
      <div className="mx-auto max-w-page px-5 py-14 sm:px-8">
        {children}
        {helplines.length > 0 && (
          <div className="mt-10 max-w-prose">
            <UrgentHelp heading={labels.urgentHelp} helplines={helplines} />
          </div>
        )}
        <div className="mt-12">
          <TopicCards topics={topics} tint={clinicTint[colour]} />
        </div>
        <p className="mt-12 text-center">
          <ButtonLink href={actionHref}>{action.label}</ButtonLink>
        </p>
      </div>
      <CtaBanner id="banner" heading={banner.heading} text={banner.text}>
        <ButtonLink href={actionHref} variant="inverse">
          {action.label}
        </ButtonLink>
      </CtaBanner>
    </>
  );
}
