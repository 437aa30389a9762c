import type { Thing } from 'schema-dts';

/** What a page tells search engines and link previews about itself. */
export interface PageMeta {
  /** The page's own title; " | practice name" is added in <title> when it fits (lib/page-title). */
  title: string;
  description: string;
  type?: 'website' | 'article';
  /** An article's publication date. */
  published?: Date | undefined;
  structuredData?: readonly Thing[] | undefined;
  /** The not-found page: kept out of search results, with no canonical URL of its own. */
  noindex?: boolean;
}
