import type { BlogPosting, Person } from 'schema-dts';
import { siteSettings } from '#/config/site.ts';
import { isoDay } from '#/lib/dates.ts';
import { paths } from '#/config/paths.ts';
import { absoluteUrl, LANGUAGE } from '#/lib/seo/urls.ts';
import { SHARE_IMAGE_SIZE } from '#/lib/seo/share-image/size.ts';
import { logo, practiceRef, practitionerRef } from '#/lib/seo/structured-data/practice.ts';

interface Post {
  path: string;
  title: string;
  excerpt: string;
  /** An invalid Date is left out rather than published wrong. */
  date: Date;
  author: string;
}

/** Its image is its share image. */
export function blogPosting({ path, title, excerpt, date, author }: Post): BlogPosting {
  const url = absoluteUrl(path);
  const published = isoDay(date);
  const writer: Person =
    author === siteSettings().practitioner.name ? practitionerRef() : { '@type': 'Person', name: author };
  return {
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    headline: title,
    description: excerpt,
    url,
    mainEntityOfPage: url,
    inLanguage: LANGUAGE,
    ...(published && { datePublished: published, dateModified: published }),
    author: writer,
    publisher: { ...practiceRef(), logo: logo() },
    image: {
      '@type': 'ImageObject',
      url: absoluteUrl(paths.shareImage(path)),
      width: String(SHARE_IMAGE_SIZE.width),
      height: String(SHARE_IMAGE_SIZE.height),
    },
  };
}
