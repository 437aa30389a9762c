import { siteSettings } from '#/config/site.ts';

/** <html lang>, og:locale and the structured data's inLanguage. */
export const LANGUAGE = 'en-GB';

export const absoluteUrl = (path: string) => new URL(path, siteSettings().siteUrl).href;
