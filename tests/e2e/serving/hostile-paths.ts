/**
 * 1,000 hostile request paths, the same on every run: traversal (plain, encoded, double-encoded,
 * overlong UTF-8, backslashes), null bytes, 8 KB paths, unicode, query-string junk, open-redirect
 * shapes. Each is sent as written (bytes 0x21-0xFF; raw UTF-8 is written one byte a character).
 */
const count = 1000;

const climbs = [
  '../',
  '..%2f',
  '..%2F',
  '%2e%2e/',
  '%2e%2e%2f',
  '%2E%2E%2F',
  '.%2e/',
  '%2e./',
  '..%5c',
  '..\\',
  '%252e%252e%252f',
  '..%252f',
  '%c0%ae%c0%ae/',
  '..%c0%af',
  '..%e0%80%af',
  '....//',
  '..;/',
  '..%00/',
  '%u002e%u002e/',
];
const starts = ['/', '/about/', '/_astro/', '/_astro/fonts/', '/blog/', '/clinics/dental/', '//', '/./'];
const targets = [
  'etc/passwd',
  'etc/hosts',
  'proc/self/environ',
  'root/.bashrc',
  'package.json',
  'src/config/site.ts',
  'src/serving/http-headers.ts',
  'src/serving/node/serve.ts',
  '.git/config',
  'node_modules/sirv/package.json',
  'dist/_headers',
  'windows/win.ini',
];
const endings = ['', '%00', '%00.html', '.html', '/', '?x=1', '%00/index.html', '%20', '.', '\\'];

const utf8 = (text: string) => Buffer.from(text, 'utf8').toString('latin1');

const fixed = [
  '/%00',
  '/about%00',
  '/about%00.html',
  '/index.html%00.js',
  '/_headers%00',
  '/404.html%00',
  '/%',
  '/%2',
  '/%zz',
  '/%ff%fe',
  '/%ed%a0%80',
  '/.',
  '/..',
  '/./about',
  '/about/.',
  '/about/..',
  '/.git/config',
  '/.env',
  '/.htaccess',
  '/_HEADERS',
  '/_astro/..%2f_headers',
  '/' + 'a'.repeat(8192),
  '/about/' + '../'.repeat(2800),
  '/' + '%2e%2e/'.repeat(1200),
  '/about?' + 'q'.repeat(8192),
  '/blog/' + 'x/'.repeat(4096),
  encodeURI('/café'),
  encodeURI('/ábout'),
  encodeURI('/\u202eabout'),
  encodeURI('/😀'),
  encodeURI('/ａｂｏｕｔ'),
  utf8('/café'),
  utf8('/😀/about'),
  utf8('/ａｂｏｕｔ/'),
  '/\\etc\\passwd',
  '/about\\',
  '/\\\\evil.example',
  '/%5c%5cevil.example',
  '//evil.example/',
  '//evil.example/%2e%2e',
  '/%2f%2fevil.example/',
  '///evil.example//',
  '/\\evil.example/about/',
  'http://evil.example/about/',
  'http://127.0.0.1/../../etc/passwd',
  ...[
    '<script>alert(1)</script>',
    '\'"',
    '%00',
    '../../etc/passwd',
    '%0d%0aSet-Cookie:x=1',
    '&&&==',
    '%%%',
    '%zz',
    'a[]=1&a[]=2',
  ].flatMap((junk) => [`/?${junk}`, `/about?${junk}`, `/about/?${junk}`, `/nope?${junk}`]),
];

/** A small seeded generator, so the list is the same on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function hostilePaths(): string[] {
  const next = random(7);
  const pick = <T>(list: T[]): T => list[Math.floor(next() * list.length)] as T;
  const paths = new Set(fixed);
  while (paths.size < count) {
    const depth = 1 + Math.floor(next() * 10);
    paths.add(pick(starts) + pick(climbs).repeat(depth) + pick(targets) + pick(endings));
  }
  return [...paths];
}
