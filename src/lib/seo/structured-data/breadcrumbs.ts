import type { BreadcrumbList } from 'schema-dts';
import { siteSettings } from '#/config/site.ts';
import { paths } from '#/config/paths.ts';
import { absoluteUrl } from '#/lib/seo/urls.ts';

/** From the home page (named after the practice). */
export function breadcrumbList(trail: { name: string; path: string }[]): BreadcrumbList {
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
