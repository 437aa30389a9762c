/**
 * The facts every host's rules and each page's policy are made from: the build writes them into
 * dist/_headers, Astro into each page's <meta> policy (security.csp). Imports nothing.
 */

/** Vite's content-hashed files change name when they change, so they may be cached for good. */
export const hashedAssetsPrefix = '/_astro/';
export const immutable = 'public, max-age=31536000, immutable';

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

/**
 * Where a page may post a form: the site, and her enquiry form's service while one is set
 * (src/config/enquiry-form.ts). The header's policy allows the service on every page: both hosts
 * join two matching rules' values into two policies, each enforced, so no rule for the form's pages
 * alone could loosen the site-wide one. While one is set, every page's own policy narrows it back to
 * the site, and the pages that show the form add the service (src/serving/page-policy.ts).
 */
export const formAction = (formOrigin?: string): `form-action${string}` =>
  `form-action 'self'${formOrigin ? ` ${formOrigin}` : ''}`;

/**
 * The header's policy, on every response: what a <meta> cannot carry (frame-ancestors) and what
 * every page shares. It names no script, style or default source, so it cannot block what a
 * page's own policy allows.
 */
const headerContentSecurityPolicy = (formOrigin?: string) =>
  `object-src 'none'; base-uri 'self'; ${formAction(formOrigin)}; frame-ancestors 'none'`;

/** No Cross-Origin-Opener-Policy: `same-origin` costs a fresh renderer per first visit (commit 20-45 ms vs 10-26 ms). */
export const securityHeaders = (formOrigin?: string): Record<string, string> => ({
  'Content-Security-Policy': headerContentSecurityPolicy(formOrigin),
  // preload: ready for the browsers' HSTS preload list (README, HSTS preload).
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Permissions-Policy': deniedFeatures.map((feature) => `${feature}=()`).join(', '),
  'Cross-Origin-Resource-Policy': 'same-origin',
});

/** Sandboxed: script in a file opened as a document (an SVG) cannot reach the storage holding the editor's GitHub token. */
export const fileContentSecurityPolicy = "default-src 'none'; sandbox";

/**
 * Every page's own policy, which Astro writes into its <meta> with its scripts' and styles'
 * hashes (astro.config.ts); a page adds a frame's or the counter's origin where it offers one
 * (src/serving/page-policy.ts).
 */
export const pageDirectives = [
  "default-src 'none'",
  "img-src 'self' data:",
  "font-src 'self'",
  "manifest-src 'self'",
  // 'self': Lighthouse's robots.txt check fetches under the page's policy.
  "connect-src 'self'",
] as const;

export const EDITOR_PATH = '/admin';
export const editorHeaders = { 'X-Robots-Tag': 'noindex, nofollow' };
export const isEditorPath = (path: string) => new RegExp(`^${EDITOR_PATH}(\\.html|/|$)`).test(path);

/**
 * What the editor's pages add to the pages' policy: Sveltia styles itself inline, shows pictures
 * from blob: URLs and talks to GitHub's API.
 */
export const editorPolicy = {
  directives: [
    'img-src blob: https://avatars.githubusercontent.com',
    "media-src 'self' blob:",
    // The preview pane: a frame Sveltia writes as a blob: document (it inherits this policy).
    "frame-src 'self' blob:",
    'connect-src blob: data: https://api.github.com https://www.githubstatus.com',
  ],
  // blob:: the preview's stylesheet, which Sveltia links from the text the preview's script hands it.
  styleSources: ["'self'", "'unsafe-inline'", 'blob:'],
} as const;
