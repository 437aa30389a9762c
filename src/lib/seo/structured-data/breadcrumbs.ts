import type { BreadcrumbList } from 'schema-dts';
import { siteSettings } from '#/config/site.ts';
import { paths } from '#/config/paths.ts';
import { absoluteUrl } from '#/lib/seo/urls.ts';

export interface Crumb {
  name: string;
  path: string;
}

/** The trail from the home page (named after the practice) down to this page. */
export function breadcrumbList(trail: Crumb[]): BreadcrumbList {
  const home = { name: siteSettings().practiceName, path: paths.home };
  return {
    '@type': 'BreadcrumbList',
    itemListElement: [home, ...trail].map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}
