import { siteSettings } from '#/config/site.ts';

/** The page language: <html lang>, og:locale and the structured data's inLanguage. */
export const LANGUAGE = 'en-GB';

/** A site path as an absolute URL on the settings' site address. */
export const absoluteUrl = (path: string) => new URL(path, siteSettings().siteUrl).href;
