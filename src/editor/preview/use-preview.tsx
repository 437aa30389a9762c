import { shownCopy } from '#/schemas/copy-text.ts';
import { paths } from '#/config/paths.ts';
import { entryKey, fieldsOf, pictureUrl, type PreviewProps, shownFields } from '#/editor/preview/entry.ts';
import { markdownBody } from '#/editor/preview/markdown.ts';
import { useSiteData, type SiteData } from '#/editor/preview/site-data.ts';
import { useBuildCheck } from '#/editor/preview/use-build-check.ts';

export type Fields = Record<string, unknown> & { body?: string };

/** An entry's fields as the site shows them, its text drawn as the build writes it, and what the build would say. */
export function usePreview(props: PreviewProps) {
  const { body: text, ...written } = fieldsOf<Fields>(props.entry);
  const site = useSiteData(props);
  const shown = shownFields(
    written,
    (value) => shownCopy(value, site?.tokens ?? {}, site?.unsetTokens, site?.lapsedNames).text,
  );
  const fields: Fields = { ...shown, ...(text === undefined ? {} : { body: text }) };
  const picture = (path: string) => pictureUrl(props, path);
  const body = (data: SiteData) =>
    markdownBody(text ?? '', { tokens: data.tokens, unset: data.unsetTokens, lapsed: data.lapsedNames }, picture);
  const problems = useBuildCheck(
    site && {
      file: entryKey(props, 'path'),
      collection: entryKey(props, 'collection'),
      slug: entryKey(props, 'slug'),
      fields: [written],
      body: text,
      site,
      page: entryKey(props, 'collection') === 'blog' ? paths.post(entryKey(props, 'slug')) : '',
      picture,
    },
  );
  return { fields, site, picture, body, problems };
}
