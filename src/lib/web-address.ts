/**
 * Addresses read as browsers read them. The WHATWG URL parser (`URL.parse`, Zod's z.url) first
 * strips what browsers strip (leading and trailing control characters and spaces; tabs and
 * newlines anywhere), so "java\tscript:" is the javascript: address a browser would follow; an
 * address is then judged by its parsed scheme and host, never by how it is written.
 *
 * Relative imports with .ts extensions: the content check runs this without Vite.
 */
import { z } from 'astro/zod';

/**
 * An https address on a named host, without a user name or password (https://www.facebook.com@evil.example
 * goes to evil.example), handed on as the parser writes it. For every setting a page links out to.
 */
export const httpsAddress = (message: string) =>
  z
    .url({ protocol: /^https$/, error: message })
    .pipe(z.url({ hostname: z.regexes.domain, normalize: true, error: message }))
    .pipe(
      z.string().refine((address) => {
        const { username, password } = new URL(address);
        return !username && !password;
      }, message),
    );

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
  return kind === 'web' && !z.regexes.domain.test(url.hostname) ? 'other' : kind;
}
