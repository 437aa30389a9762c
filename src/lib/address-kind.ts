/** As a browser reads it ("java\tscript:" is javascript:). No Zod here: the preview asks it as she types. */

/** `page`: on the site itself (a path, a #part, a picture file). */
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
