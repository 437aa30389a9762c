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
