/**
 * How the built site is served: the ONE source for the security headers, cache rules,
 * canonical-URL redirects and compression. `npm run build` turns it into each page's <meta>
 * policy, dist/_headers and dist/_redirects (Netlify, Cloudflare Pages) and
 * src/serving/nginx/site-rules.conf; the local server (src/serving/node/serve.ts) reads it directly, so the
 * three can never disagree.
 *
 * src/serving/ is the home both the build and the servers import; it imports nothing outside
 * itself (eslint.config.js keeps it so). Relative imports with .ts extensions: Node runs this
 * file without Vite.
 */
import { canonicalPath } from './canonical-path.ts';
import { frameOrigins, mapOrigin, videoPlayerOrigins } from './frame-origins.ts';

/** Methods the site answers; any other gets 405 with an Allow header. */
export const allowedMethods = ['GET', 'HEAD'];

/**
 * Canonical URLs have no trailing slash and no .html. A URL ending in one of these (longest
 * first) redirects (301, one hop) to the page without the ending, when that page exists.
 */
export const nonCanonicalEndings = ['/index.html', '.html', '/index', '/'];

/** Served, with status 404, for every path that is not a page or a file of the site. */
export const notFoundPage = '/404.html';

/** Files in dist/ that only CDN hosts read: never served as content. */
export const cdnFiles = { headers: '_headers', redirects: '_redirects' };

/** Precompressed at build time and served to clients that accept them (brotli preferred). */
export const compression = {
  extensions: ['.html', '.css', '.js', '.mjs', '.svg', '.txt', '.xml', '.json', '.webmanifest', '.yml'],
  encodings: [
    { name: 'br', suffix: '.br' },
    { name: 'gzip', suffix: '.gz' },
  ] as const,
};

/** Vite's content-hashed files change name when they change, so they may be cached for good. */
export const hashedAssetsPrefix = '/_astro/';
export const cacheControl = {
  hashedAssets: 'public, max-age=31536000, immutable',
  everythingElse: 'no-cache',
};

export function cacheControlFor(path: string): string {
  return path.startsWith(hashedAssetsPrefix) ? cacheControl.hashedAssets : cacheControl.everythingElse;
}

/** sha256 hashes (base64) of the inline <script> and <style> bodies found in the built pages. */
export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

export { frameOrigins, mapOrigin, videoPlayerOrigins };

/** Browser features the site never uses, denied to it and to the map frame. */
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

/** What every page and the web editor share, and what a <meta> policy cannot carry (frame-ancestors). */
const siteDirectives: Record<string, string[]> = {
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * A page's own policy, carried in its <meta> element (src/serving/build/page-policies.ts): nothing
 * is loaded unless named (`default-src 'none'`): each kind of file the pages use from the site
 * itself, the page's inline code only by hash, and the frames it offers. The header adds the rest.
 */
function pageDirectives(
  { scripts, styles }: InlineHashes,
  frames: string[],
  counter: string[],
): Record<string, string[]> {
  return {
    'default-src': ["'none'"],
    'script-src': ["'self'", ...hashSources(scripts)],
    'style-src': ["'self'", ...hashSources(styles)],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'manifest-src': ["'self'"],
    // The page fetches nothing itself, but crawlers' tools (Lighthouse's robots.txt check) fetch
    // the site's own files from the page, under its policy.
    // ...and the enquiry counter's origin, on a page that counts (set in the settings).
    'connect-src': ["'self'", ...counter],
    // None on a page that frames nothing: default-src 'none' then refuses every frame.
    ...(frames.length > 0 ? { 'frame-src': frames } : {}),
  };
}

const serialised = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');

/**
 * The one header policy, the same for every response on every host. A browser enforces it and a
 * page's <meta> policy both, so it names no script, style or default source: those would have
 * to allow every page's inline code by hash, and so grow with the pages.
 */
export const siteContentSecurityPolicy = serialised(siteDirectives);

/**
 * A page's <meta> policy (a <meta> cannot carry frame-ancestors: the header does); `frames`, the
 * origins of frameOrigins the page offers to load; `counter`, the enquiry counter's origin where one is set.
 */
export function pageContentSecurityPolicy(hashes: InlineHashes, frames: string[] = [], counter: string[] = []): string {
  return serialised(pageDirectives(hashes, frames, counter));
}

/**
 * The second policy of every response that is not a page (src/serving/build/cdn-files.ts
 * sends it beside the site's; a browser enforces both): nothing runs, and a file opened as a
 * document (an SVG, a feed, a picture) gets an opaque origin, so even script slipped into it could
 * not reach the site's storage, where the web editor keeps her GitHub token. A browser ignores a
 * policy on a file it loads into a page (script, stylesheet, font, picture): the same one fits them.
 */
export const fileContentSecurityPolicy = "default-src 'none'; sandbox";

/**
 * Whether a response may run script: a page (an .html file, or a path that is no file: a page's
 * URL, a redirect), never among the hashed assets, where pictures and bundles go. Anything else
 * gets fileContentSecurityPolicy too.
 */
export function isPagePath(path: string): boolean {
  if (path.startsWith(hashedAssetsPrefix)) return false;
  const name = path.slice(path.lastIndexOf('/') + 1);
  return name.endsWith('.html') || !name.includes('.');
}

/**
 * The Content-Security-Policy header of a response carrying this file (or answering this path):
 * the site's policy, and for anything but a page the file policy too, joined as the CDN hosts
 * join two rules' values (a comma separates policies, and a browser enforces each).
 */
export const contentSecurityPolicyFor = (path: string): string =>
  isPagePath(path) ? siteContentSecurityPolicy : `${siteContentSecurityPolicy}, ${fileContentSecurityPolicy}`;

/**
 * Sent with every response, whatever its status. No Cross-Origin-Opener-Policy: the site keeps no
 * cross-origin state worth isolating, and `same-origin` makes the browser start every first visit
 * in a fresh renderer process (commit 20-45 ms instead of 10-26 ms on the benchmark machine).
 */
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

/**
 * The web editor (Sveltia CMS, /admin): out of search engines, and its own <meta> policy (the
 * header's applies too, and allows it: frame-ancestors, object, base and form). Its script is
 * served from the site; it styles itself inline, shows pictures from blob: URLs and, once signed
 * in, talks to GitHub's API (GitHub sign-in opens in a window of its own, which the CSP does not govern).
 */
export const EDITOR_PATH = '/admin';
export const editorHeaders = { 'X-Robots-Tag': 'noindex, nofollow' };
export const editorContentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
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

/** "/admin", "/admin.html" (its file) and everything under "/admin/". */
export const isEditorPath = (path: string) => new RegExp(`^${EDITOR_PATH}(\\.html|/|$)`).test(path);

/**
 * Never served as content: the not-found page by its own URLs, CDN files, precompressed copies,
 * and any path with a segment starting with a dot (dotfiles, and "." or ".." that could climb out).
 */
export function isHidden(path: string): boolean {
  return (
    path.split('/').some((segment) => segment.startsWith('.')) ||
    path === notFoundPage ||
    path === canonicalPath(notFoundPage) ||
    Object.values(cdnFiles).some((file) => path === `/${file}`) ||
    compression.encodings.some(({ suffix }) => path.endsWith(suffix))
  );
}
