/** Judged by the parsed scheme and host (the WHATWG parser reads "java\tscript:" as javascript:), never as written. */
import { z } from 'astro/zod';

/** No user name or password (https://www.facebook.com@evil.example goes to evil.example). */
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
