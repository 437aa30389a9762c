import type { Thing } from 'schema-dts';

export interface PageMeta {
  /** " | practice name" is added in <title> when it fits. */
  title: string;
  description: string;
  type?: 'website' | 'article';
  published?: Date | undefined;
  structuredData?: readonly Thing[] | undefined;
  /** Kept out of search results, with no canonical URL of its own. */
  noindex?: boolean;
}
