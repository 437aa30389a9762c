import { labels } from '#/config/labels.ts';
import { paths } from '#/config/paths.ts';
import ButtonLink from '#/components/ui/ButtonLink.tsx';
import type { SiteContent } from '#/lib/site-content.ts';
import type { PageData } from '#/schemas/page.ts';

export const notFoundProps = (_content: SiteContent, page: PageData<'not-found'>) => ({
  heading: page.heading,
  lead: page.lead,
  frame: {},
});

export default function NotFoundPage({ heading, lead }: Omit<ReturnType<typeof notFoundProps>, 'frame'>) {
  return (
    <div className="mx-auto max-w-2xl px-5 py-24 text-center sm:px-8">
      <p className="font-display text-5xl text-primary" aria-hidden="true">
        {labels.notFoundCode}
      </p>
      <h1 className="mt-4 text-4xl text-ink">
        <span className="sr-only">{`${labels.notFoundCode}: `}</span>
        {heading}
      </h1>
      {lead && <p className="mt-5 text-lg text-ink-soft">{lead}</p>}
      <p className="mt-10">
        <ButtonLink href={paths.home}>{labels.returnHome}</ButtonLink>
      </p>
    </div>
  );
}
