/**
 * A page of running text (src/layouts/ProsePageLayout.astro), drawn by ProsePage from the page file
 * as she types it, with the page's own parts; the privacy notice has none.
 */
import type { ReactNode } from 'react';
import type { Cta } from '#/components/ui/CtaBanner.tsx';
import ProsePage from '#/components/ui/ProsePage.tsx';
import type { Helpline } from '#/components/ui/UrgentHelp.tsx';
import { pagePath } from '#/config/paths.ts';
import type { PageData } from '#/schemas/page.ts';
import { dayOf, entryKey, type PreviewProps } from '#/editor/preview/entry.ts';
import { markdownBody } from '#/editor/preview/markdown.ts';
import PreviewPage from '#/editor/preview/PreviewPage.tsx';
import type { SiteData } from '#/editor/preview/site-data.ts';
import { usePhoto } from '#/editor/preview/use-photo.ts';
import { usePreview, type Fields } from '#/editor/preview/use-preview.tsx';

/** What a page's parts are made from: its fields as shown, the site, and the helplines it names. */
interface PageView {
  fields: Fields;
  site: SiteData;
  helplines: Helpline[];
}

/** A page's own parts, as its route shell gives them to the layout. */
interface Parts {
  hero?: ReactNode;
  top?: ReactNode;
  before?: ReactNode;
  after?: ReactNode;
  end?: ReactNode;
  /** The closing band, as the shell passes it (none: the home page's). */
  cta?: Cta | undefined;
  /** Instead of the page's own picture (her portrait on the about page). */
  picture?: { url: string | undefined; alt: string } | undefined;
}

/** The page's own sections as she types them (each page's are in its schema: src/schemas/page.ts). */
export const sectionsOf = <Id extends string>(_page: Id, fields: Fields) =>
  fields['sections'] as PageData<Id> extends { sections: infer Sections } ? Sections : never;

/** The date the page was last updated, as the schema reads it; none while it is not a whole date. */
function updatedOf(written: unknown): Date | undefined {
  const day = dayOf(written);
  return Number.isNaN(day.getTime()) ? undefined : day;
}

export function ProsePagePreview({ entry, parts }: { entry: PreviewProps; parts?: (page: PageView) => Parts }) {
  const { fields, site, picture, problems, helplines } = usePreview(entry);
  const own = site && (parts?.({ fields, site, helplines: helplines(site) }) ?? {});
  const chosen = own?.picture ?? { url: picture(String(fields['image'] ?? '')), alt: String(fields['imageAlt'] ?? '') };
  const photo = usePhoto(chosen.url, chosen.alt);
  if (!site || !own) return null;
  const { cta, hero, top, before, after, end } = own;
  return (
    <PreviewPage
      frame={entry.document}
      problems={problems}
      site={site}
      path={pagePath(entryKey(entry, 'slug'))}
      cta={cta}
    >
      <ProsePage
        heading={String(fields['heading'] ?? '')}
        lead={fields['lead'] as string | undefined}
        picture={photo}
        updated={updatedOf(fields['updated'])}
        hero={hero}
        top={top}
        before={before}
        after={after}
        end={end}
      >
        {markdownBody(fields.body ?? '', site.tokens, picture)}
      </ProsePage>
    </PreviewPage>
  );
}

export default function TextPagePreview(props: PreviewProps) {
  return <ProsePagePreview entry={props} />;
}
