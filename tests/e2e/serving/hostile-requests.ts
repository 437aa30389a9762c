/**
 * Hostile requests written byte for byte (for tests/e2e/serving/hostile-requests.spec.ts), by
 * class, each with the statuses that would be a fitting answer. Strings are bytes, one a
 * character ("\xc0" is the byte 0xC0). Every request asks the server to close the connection.
 */
import { hostilePaths } from './hostile-paths';

export interface Probe {
  request: string;
  /** Fitting statuses; 0 means the server closed the connection without a word (HTTP/0.9). */
  fitting: number[];
  /** For a Range request: the bytes of the file that a 206 must carry, by [start, end] inclusive. */
  range?: { file: string; start: number; end: number };
}

/** A marker in targets and headers: no answer may repeat it in its body or add it as a header. */
export const reflectionMarker = 'zq7reflect';

const notFound = [400, 403, 404];

export function request(
  target: string,
  { method = 'GET', headers = [] as string[], version = ' HTTP/1.1' } = {},
): string {
  return [`${method} ${target}${version}`, 'Host: localhost', ...headers, 'Connection: close', '', ''].join('\r\n');
}

const probes = (fitting: number[], requests: string[]): Probe[] => requests.map((text) => ({ request: text, fitting }));

/** Every 8th of the 1,000 hostile paths (all encodings of traversal), sent raw; a redirect may only strip a slash. */
const traversal = () =>
  probes(
    [...notFound, 200, 301, 414],
    hostilePaths()
      .filter((_, index) => index % 8 === 0)
      .map((path) => request(path)),
  );

const nulBytes = () =>
  probes(notFound, [
    request('/%00'),
    request('/about%00'),
    request('/about%00.html'),
    request('/_headers%00'),
    request('/index.html%00.br'),
    request('/\x00'),
    request('/about\x00.html'),
    request('/', { headers: ['X-Test: a\x00b'] }),
    request('/', { headers: ['Accept-Encoding: br\x00gzip'] }),
    request('/%00/../_headers'),
  ]);

const longTargets = () =>
  probes(
    [...notFound, 200, 414, 431],
    [1024, 8192, 16 * 1024, 64 * 1024].flatMap((length) => [
      request(`/${'a'.repeat(length)}`),
      request(`/about?${'q'.repeat(length)}`),
      request(`/${'%2e%2e/'.repeat(length / 7)}`),
    ]),
  );

const invalidUtf8 = () =>
  probes(notFound, [
    request('/\xc0\xae\xc0\xae/etc/passwd'),
    request('/\xff\xfe'),
    request('/\xed\xa0\x80'),
    request('/about\x80'),
    request('/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd'),
    request('/%ff%fe'),
    request('/%ed%a0%80'),
    request('/%e0%80%af'),
    request('/caf\xe9'),
    request('/\xf0\x9f\x98'),
  ]);

/** A raw "#" is not allowed in a request target; what follows it is dropped or the request refused, never served. */
const fragments = () => [
  ...probes(notFound, [
    request('/_headers#x'),
    request('/_redirects#x'),
    request('/404.html#x'),
    request('/index.html.br#x'),
    request('/.git/config#x'),
    request(`/nope#${reflectionMarker}`),
  ]),
  ...probes([200, 400], [request('/about#x'), request('/#'), request('/about#/../_headers')]),
];

const knownMethods = ['GET', 'HEAD'];
const otherMethods = [
  ...['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'CONNECT', 'PROPFIND', 'PROPPATCH', 'MKCOL'],
  ...['COPY', 'MOVE', 'LOCK', 'UNLOCK', 'SEARCH', 'PURGE', 'REPORT', 'LINK', 'UNLINK', 'QUERY'],
  ...['FOO', 'get', 'G\x00T'],
];

const methods = () => [
  ...knownMethods.map((method) => ({ request: request('/about', { method }), fitting: [200] })),
  // 405 for a method the server knows but the site does not allow; 501 for one it does not know.
  ...otherMethods.map((method) => ({ request: request('/about', { method }), fitting: [400, 405, 501] })),
];

const absoluteForm = () =>
  probes(
    [...notFound, 200, 301, 405],
    [
      request('http://evil.example/about/'),
      request('http://evil.example/about'),
      request('https://evil.example/_headers'),
      request('http://127.0.0.1/../../etc/passwd'),
      request('http://localhost/%2e%2e/%2e%2e/etc/passwd'),
      request('//evil.example/'),
      request('*'),
      request('evil.example:443', { method: 'CONNECT' }),
      request('javascript:alert(1)'),
      request('file:///etc/passwd'),
    ],
  );

/** Dotfiles, including one the test puts into dist/ (dotfile). */
const dotfiles = (dotfile: string) =>
  probes(notFound, [
    request(dotfile),
    request(dotfile.replace('/.', '/%2e')),
    request(dotfile.replace('/.', '/%2E')),
    request(`/about/..${dotfile}`),
    request('/.git/config'),
    request('/.git/HEAD'),
    request('/%2egit/config'),
    request('/.env'),
    request('/.htaccess'),
    request('/_astro/.env'),
    request('/.well-known/../.env'),
  ]);

/**
 * The CDN files, the not-found page's URL and names of compressed copies behind doubled or encoded
 * slashes: a server decides on the path as web servers normalise it (slashes merged, decoded once).
 */
const doubledSlashes = () =>
  probes(
    [404],
    [
      '//_headers',
      '/%2F_headers',
      '/%2f_headers',
      '///_redirects',
      '//_redirects',
      '/%2F%2F_redirects',
      '/%2F/_headers',
      '//index.html.br',
      '/%2Findex.html.gz',
      '//404',
      '/%2F404.html',
    ].map((target) => request(target)),
  );

const crlfInjection = () => [
  ...probes(
    [...notFound, 301],
    [
      request(`/%0d%0aX-Injected:%20${reflectionMarker}`),
      request(`/about/?%0d%0aX-Injected:%20${reflectionMarker}`),
      request(`/about.html?x=%0d%0aX-Injected:${reflectionMarker}`),
      request(`/about/%0aX-Injected:${reflectionMarker}`),
    ],
  ),
  ...probes(
    [200, 400],
    [
      request('/', { headers: [`X-Test: a\rX-Injected: ${reflectionMarker}`] }),
      request('/', { headers: [`X-Test: a\nX-Injected: ${reflectionMarker}`] }),
      request('/', { headers: ['X-Test: a', ` X-Injected: ${reflectionMarker}`] }),
      request('/', { headers: [`X-Test\r\n: ${reflectionMarker}`] }),
    ],
  ),
];

const hugeHeaders = () =>
  probes(
    [400, 431],
    [
      request('/', { headers: [`X-Big: ${'b'.repeat(20 * 1024)}`] }),
      request('/', { headers: [`Cookie: ${'c=1; '.repeat(4 * 1024)}`] }),
      request('/', { headers: Array.from({ length: 500 }, (_, index) => `X-H${index}: ${'h'.repeat(60)}`) }),
      request('/', { headers: [`Referer: /${'r'.repeat(70 * 1024)}`] }),
    ],
  );

/** Range and conditional requests on a file of `size` bytes served at `path`. */
const rangesAndConditions = (path: string, file: string, size: number, etag: string) => {
  const ranged = (range: string, start: number, end: number): Probe => ({
    request: request(path, { headers: [`Range: ${range}`] }),
    fitting: [206],
    range: { file, start, end },
  });
  const whole = (headers: string[]): Probe => ({ request: request(path, { headers }), fitting: [200] });
  return [
    ranged('bytes=0-0', 0, 0),
    ranged('bytes=-100', size - 100, size - 1),
    ranged('bytes=10-19', 10, 19),
    ranged(`bytes=${size - 5}-`, size - 5, size - 1),
    ranged(`bytes=0-${size * 2}`, 0, size - 1),
    { request: request(path, { headers: ['Range: bytes=10-5'] }), fitting: [200, 416] },
    { request: request(path, { headers: [`Range: bytes=${size}-`] }), fitting: [200, 416] },
    // Syntax the server may ignore (RFC 9110 14.2): the whole file, or 416.
    ...['bytes=abc', 'items=0-5', 'bytes=0-1,5-9', 'bytes=-', 'bytes=--1', 'bytes=0-0,-1', 'bytes= 1-2 '].map(
      (range) => ({ request: request(path, { headers: [`Range: ${range}`] }), fitting: [200, 206, 416] }),
    ),
    whole(['Range: bytes=0-5', 'If-Range: "not-the-etag"']),
    whole(['Range: bytes=0-5', 'If-Range: Wed, 21 Oct 2015 07:28:00 GMT']),
    { request: request(path, { headers: ['If-None-Match: *'] }), fitting: [304] },
    { request: request(path, { headers: [`If-None-Match: ${etag}`] }), fitting: [304] },
    whole(['If-None-Match: "not-the-etag"']),
    { request: request(path, { headers: ['If-Match: "not-the-etag"'] }), fitting: [200, 412] },
    whole(['If-Modified-Since: not a date']),
    {
      request: request(path, { headers: ['If-Unmodified-Since: Thu, 01 Jan 1970 00:00:00 GMT'] }),
      fitting: [200, 412],
    },
    { request: request('/no-such-page', { headers: ['Range: bytes=0-5'] }), fitting: [404] },
    { request: request('/no-such-page', { headers: ['If-None-Match: *'] }), fitting: [404] },
  ];
};

const versions = () => [
  // A later HTTP/1 minor version should be answered as HTTP/1.1 (RFC 9112 2.3); Node's parser refuses it.
  ...probes([200, 505], [request('/', { version: ' HTTP/1.2' })]),
  ...probes(
    [400, 505],
    ['HTTP/2.0', 'HTTP/3.0', 'HTTP/9.9', 'HTTP/1', 'http/1.1', 'HTTP/1.1 extra', 'HTTP/11.1'].map((version) =>
      request('/', { version: ` ${version}` }),
    ),
  ),
  // No version is HTTP/0.9, whose answer is a bare body: refused with a status, or closed.
  ...probes([0, 400, 505], ['GET /\r\n\r\n', 'GET /about\r\n\r\n']),
  // HTTP/1.1 requires Host.
  ...probes([400], ['GET / HTTP/1.1\r\nConnection: close\r\n\r\n']),
];

export interface ProbeClass {
  name: string;
  probes: Probe[];
}

/** Every class; the Range class needs a file's path, its dist/ file, size and ETag as this server sends it. */
export function probeClasses(dotfile: string, rangeTarget: Parameters<typeof rangesAndConditions>): ProbeClass[] {
  return [
    { name: 'traversal in every encoding', probes: traversal() },
    { name: 'NUL bytes', probes: nulBytes() },
    { name: 'very long targets', probes: longTargets() },
    { name: 'invalid UTF-8', probes: invalidUtf8() },
    { name: 'fragments', probes: fragments() },
    { name: 'methods', probes: methods() },
    { name: 'absolute-form targets', probes: absoluteForm() },
    { name: 'dotfiles', probes: dotfiles(dotfile) },
    { name: 'doubled and encoded slashes', probes: doubledSlashes() },
    { name: 'CRLF injection', probes: crlfInjection() },
    { name: 'huge headers', probes: hugeHeaders() },
    { name: 'Range and conditional requests', probes: rangesAndConditions(...rangeTarget) },
    { name: 'HTTP versions', probes: versions() },
  ];
}
