import type { ReactNode } from 'react';
import AuthorCard, { authorProps } from '#/components/about/AuthorCard.tsx';
import ClientFeedback from '#/components/services/ClientFeedback.tsx';
import ServiceTabs, { serviceTabs } from '#/components/services/ServiceTabs.tsx';
import ButtonLink from '#/components/ui/ButtonLink.tsx';
import Card from '#/components/ui/Card.tsx';
import Icon from '#/components/ui/Icon.tsx';
import PageHero from '#/components/ui/PageHero.tsx';
import UrgentHelp from '#/components/ui/UrgentHelp.tsx';
import { labels } from '#/config/labels.ts';
import type { Photo } from '#/lib/art.ts';
import { fullBookingLabel } from '#/lib/nav-links.ts';
import { paths } from '#/config/paths.ts';
import { namedHelplines, pageOf, type Entry, type SiteContent } from '#/lib/site-content.ts';
import { topicQuote } from '#/lib/testimonials.ts';

export const serviceProps = (content: SiteContent, { id, data }: Entry<'services'>) => ({
  /** The Services page's heading. */
  eyebrow: pageOf(content, 'services').heading,
  title: data.title,
  subtitle: data.subtitle,
  icon: data.icon,
  /** The first quote about this service; none, no section. */
  feedback: topicQuote(content.testimonials, id),
  helplines: namedHelplines(data.helplines, content.helplines),
  tabs: serviceTabs(content),
  currentPath: paths.service(id),
  author: authorProps(content),
  bookingLabel: fullBookingLabel(content.settings),
  /** Its closing band leaves out the booking page: the page's own last action. */
  frame: { pageAction: paths.booking },
});

type Props = Omit<ReturnType<typeof serviceProps>, 'frame'> & { portrait?: Photo | undefined; children: ReactNode };

/** The person behind the service, then its text and its booking button. */
export default function ServiceArticle({
  eyebrow,
  title,
  subtitle,
  icon,
  tabs,
  currentPath,
  children,
  helplines,
  feedback,
  author,
  portrait,
  bookingLabel,
}: Props) {
  return (
    <>
      <PageHero eyebrow={eyebrow} heading={title} lead={subtitle} />
      <ServiceTabs services={tabs} currentPath={currentPath} />
      <div className="mx-auto max-w-4xl px-5 py-10 sm:px-8 sm:py-14">
        <AuthorCard {...author} photo={portrait} className="mb-8" />
        <Card className="max-sm:border-0 max-sm:bg-transparent max-sm:p-0 max-sm:shadow-none">
          <span className="mb-6 flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary-strong">
            <Icon name={icon} className="size-7" />
          </span>
          {children}
        </Card>
        {helplines.length > 0 && (
          <div className="mt-12">
            <UrgentHelp heading={labels.urgentHelp} helplines={helplines} />
          </div>
        )}
        {feedback?.content && <ClientFeedback feedback={feedback} />}
        <p className="mt-12 text-center">
          <ButtonLink href={paths.booking}>{bookingLabel}</ButtonLink>
        </p>
      </div>
    </>
  );
}
