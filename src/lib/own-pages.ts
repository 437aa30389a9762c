/**
 * A link in her text to a page of her own site, however it is written: a path ("/clinics/phobias/"), her site's
 * own address ("https://www.her-practice.co.uk/blog/x?from=y#part"), a relative one ("../blog/x"), each read
 * as a browser reads it from the page the text is on. No Node here: the editor's preview reads links too.
 */
import { pagePath, paths } from '#/config/paths.ts';

/** The page of each content folder's file. */
export const entryPage = { blog: paths.post, services: paths.service, clinics: paths.clinic, pages: pagePath } as const;

/**
 * "/clinics/phobias" for any address of that page, as written but canonical (no trailing slash or .html);
 * undefined for another site's, a mail or phone address, or a part of the page it is on.
 */
export function ownPagePath(address: string, page: string, siteUrl: string): string | undefined {
  const written = address.trim();
  if (!written || /^[#?]/.test(written)) return undefined;
  // The editor's preview may hold an address she is still typing: paths are read all the same.
  const here = URL.parse(page, siteUrl) ?? new URL(page, 'https://site.invalid');
  const url = URL.parse(written, here);
  // Her text links only to https:// (the content check refuses http://, the allow-list removes it).
  if (url?.protocol !== 'https:' || hostOf(url) !== hostOf(here)) return undefined;
  const path = decodedAddress(url.pathname)
    .replace(/\/{2,}/g, '/')
    .replace(/\.html$/, '')
    .replace(/^\/index$/, '/');
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** With or without "www.": the hosts answer for both. */
const hostOf = (url: URL) => url.hostname.replace(/^www\./, '');

/** As the host reads "/blog/teen%5Fanxiety", and the parser writes "my photo.png" ("my%20photo.png"). */
export function decodedAddress(address: string): string {
  try {
    return decodeURI(address);
  } catch {
    return address;
  }
}
