/** The one source every host's rules are built from, so they never disagree. It imports only the other facts and node: built-ins, with extensions: Node runs it without Vite. */
import { canonicalPath } from '#/serving/canonical-path.ts';

export const allowedMethods = ['GET', 'HEAD'];

/** Longest first, so one 301 hop reaches the canonical URL. */
export const nonCanonicalEndings = ['/index.html', '.html', '/index', '/'];

export const notFoundPage = '/404.html';

export const cdnFiles = { headers: '_headers', redirects: '_redirects' };

export const compression = {
  extensions: ['.html', '.css', '.js', '.mjs', '.svg', '.txt', '.xml', '.json', '.webmanifest', '.yml'],
  encodings: [
    { name: 'br', suffix: '.br' },
    { name: 'gzip', suffix: '.gz' },
  ] as const,
};

/** Vite's content-hashed files change name when they change, so they may be cached for good. */
export const hashedAssetsPrefix = '/_astro/';

export function cacheControlFor(path: string): string {
  return path.startsWith(hashedAssetsPrefix) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

const deniedFeatures = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'sync-xhr',
  'usb',
  'xr-spatial-tracking',
];

const hashSources = (hashes: string[]) => hashes.map((hash) => `'sha256-${hash}'`);

/** A <meta> policy cannot carry frame-ancestors, so the header does. */
const siteDirectives: Record<string, string[]> = {
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

const serialised = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');

/** Names no script or style source: those would list every page's inline hashes and grow with the site. */
const siteContentSecurityPolicy = serialised(siteDirectives);

export function pageContentSecurityPolicy(
  { scripts, styles }: InlineHashes,
  frames: string[] = [],
  counter: string[] = [],
): string {
  return serialised({
    'default-src': ["'none'"],
    'script-src': ["'self'", ...hashSources(scripts)],
    'style-src': ["'self'", ...hashSources(styles)],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'manifest-src': ["'self'"],
    // 'self': Lighthouse's robots.txt check fetches under the page's policy.
    'connect-src': ["'self'", ...counter],
    // None on a page that frames nothing: default-src 'none' then refuses every frame.
    ...(frames.length > 0 ? { 'frame-src': frames } : {}),
  });
}

/** Sandboxed: script in a file opened as a document (an SVG) cannot reach the storage holding the editor's GitHub token. */
export const fileContentSecurityPolicy = "default-src 'none'; sandbox";

/** A path that is no file is a page's URL or a redirect. */
export function isPagePath(path: string): boolean {
  if (path.startsWith(hashedAssetsPrefix)) return false;
  const name = path.slice(path.lastIndexOf('/') + 1);
  return name.endsWith('.html') || !name.includes('.');
}

/** Comma-joined as CDN hosts join two rules' values; a browser enforces each policy. */
export const contentSecurityPolicyFor = (path: string): string =>
  isPagePath(path) ? siteContentSecurityPolicy : `${siteContentSecurityPolicy}, ${fileContentSecurityPolicy}`;

/** No Cross-Origin-Opener-Policy: `same-origin` costs a fresh renderer per first visit (commit 20-45 ms vs 10-26 ms). */
export const securityHeaders: Record<string, string> = {
  'Content-Security-Policy': siteContentSecurityPolicy,
  // preload: ready for the browsers' HSTS preload list (README, Deploy).
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Permissions-Policy': deniedFeatures.map((feature) => `${feature}=()`).join(', '),
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/** Sveltia styles itself inline, shows pictures from blob: URLs and talks to GitHub's API. */
export const EDITOR_PATH = '/admin';
export const editorHeaders = { 'X-Robots-Tag': 'noindex, nofollow' };
/** `scriptHashes`: its page's one inline script, the import map (src/editor/sveltia-files.ts). */
export const editorContentSecurityPolicy = (scriptHashes: readonly string[]) =>
  [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes.map((hash) => `'sha256-${hash}'`)].join(' '),
    // Sveltia's web fonts come from a CDN: refused, it draws in system fonts (its icons: the page's own face).
    "font-src 'self'",
    // blob:: the preview's stylesheet, which Sveltia links from the text the preview's script hands it.
    "style-src 'self' 'unsafe-inline' blob:",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com",
    "media-src 'self' blob:",
    // The preview pane: a frame Sveltia writes as a blob: document (it inherits this policy).
    "frame-src 'self' blob:",
    "connect-src 'self' blob: data: https://api.github.com https://www.githubstatus.com",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');

export const isEditorPath = (path: string) => new RegExp(`^${EDITOR_PATH}(\\.html|/|$)`).test(path);

/** A dot segment also covers "." and "..", which could climb out of dist/. */
export function isHidden(path: string): boolean {
  return (
    path.split('/').some((segment) => segment.startsWith('.')) ||
    path === notFoundPage ||
    path === canonicalPath(notFoundPage) ||
    Object.values(cdnFiles).some((file) => path === `/${file}`)
  );
}
