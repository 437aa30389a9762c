/**
 * What an address in her text is, read as a browser reads it: the WHATWG URL parser first strips
 * what browsers strip (leading and trailing control characters and spaces; tabs and newlines
 * anywhere), so "java\tscript:" is the javascript: address a browser would follow. Judged by the
 * parsed scheme and host, never by how it is written. The settings' addresses: web-address.ts.
 *
 * No Zod here: the web editor's preview asks it as she types. Relative imports with .ts
 * extensions: the content check runs this without Vite.
 */

/** What an address in her text is to a browser; `page`: on the site itself (a path, a #part, a picture file). */
export type AddressKind = 'page' | 'web' | 'mail' | 'phone' | 'insecure' | 'code' | 'other';

const HERE = 'https://site.invalid/page';
const KINDS: Partial<Record<string, AddressKind>> = {
  'https:': 'web',
  'mailto:': 'mail',
  'tel:': 'phone',
  'http:': 'insecure',
  'javascript:': 'code',
  'vbscript:': 'code',
  'data:': 'code',
};

export function addressKind(written: string): AddressKind {
  const url = URL.parse(written, HERE);
  if (!url) return 'other';
  if (url.origin === new URL(HERE).origin) return 'page';
  const kind = KINDS[url.protocol] ?? 'other';
  return kind === 'web' && !url.hostname.includes('.') ? 'other' : kind;
}
