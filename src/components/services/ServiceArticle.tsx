import type { ReactNode } from 'react';
import AuthorCard, { authorProps } from '#/components/about/AuthorCard.tsx';
import ClientFeedback from '#/components/services/ClientFeedback.tsx';
import ServiceTabs, { serviceTabs } from '#/components/services/ServiceTabs.tsx';
import Card from '#/components/ui/Card.tsx';
import Icon from '#/components/ui/Icon.tsx';
import PageHero from '#/components/ui/PageHero.tsx';
import UrgentHelp from '#/components/ui/UrgentHelp.tsx';
import { labels } from '#/config/labels.ts';
import type { Photo } from '#/lib/art.ts';
import { paths } from '#/config/paths.ts';
import { namedHelplines, pageOf, type Entry, type SiteContent } from '#/lib/site-content.ts';

export const serviceProps = (content: SiteContent, { id, data }: Entry<'services'>) => ({
  /** The Services page's heading. */
  eyebrow: pageOf(content, 'services').heading,
  title: data.title,
  subtitle: data.subtitle,
  icon: data.icon,
  /** Without them (or with no words in them), no section. */
  feedback: data.feedback,
  helplines: namedHelplines(data.helplines, content.helplines),
  tabs: serviceTabs(content),
  currentPath: paths.service(id),
  author: authorProps(content),
  /** The closing band is the page's one way to book. */
  frame: {},
});

type Props = Omit<ReturnType<typeof serviceProps>, 'frame'> & { portrait?: Photo | undefined; children: ReactNode };

/** The text, with the person beside it (a card above it on a phone); the closing band is its one way to book. */
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
}: Props) {
  return (
    <>
      <PageHero eyebrow={eyebrow} heading={title} lead={subtitle} />
      <ServiceTabs services={tabs} currentPath={currentPath} />
      <div className="article-grid mx-auto max-w-page px-5 py-10 sm:px-8 sm:py-14">
        <AuthorCard
          {...author}
          photo={portrait}
          layout="aside"
          className="mb-8 [grid-area:aside] lg:sticky lg:top-24 lg:mb-0"
        />
        <div className="[grid-area:text]">
          <Card>
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
        </div>
      </div>
    </>
  );
}
