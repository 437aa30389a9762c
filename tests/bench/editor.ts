/**
 * The web editor's first load (run `npm run build` first): the built site, served by the local
 * server (brotli), opened at /admin in Chromium (a laptop-sized window, where the list and the form
 * show side by side) on a simulated mobile connection (Lighthouse's:
 * 150 ms round trip, 1.6 Mbit/s down, CPU four times slower), in local mode with the repository's
 * content, every request off this machine refused. Measured from navigation until the first
 * entry's form is shown (the collections, then the first post opened) and the network is quiet:
 * the bytes transferred (the preview's included) and the time. The preview's build check
 * (src/editor/preview/build-check.ts) is asked for once the preview has drawn: its chunk is counted
 * in the total, apart from the preview's first load, and only if requested after the preview
 * frame's first paint. Exits non-zero over budget.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { parse } from 'yaml';
import { PREVIEW_FOLDER } from '#/editor/preview-bundle.ts';
import { paths } from '#/config/paths.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.ts';
import { startLocalServer } from '../support/local-server.ts';
import { sentBytes } from '../policy/budgets.ts';
import { fillPrivateFileSystem, repositoryFiles, stubDirectoryPicker } from '../e2e/admin/local-repository.ts';

const BUDGET_BYTES = 800 * 1024;
/** Bytes as the host sends the file (tests/policy/budgets.ts), not as the local server does; 0 off the site (a blob: too). */
function hostBytes(url: string): number {
  const { origin, pathname, protocol } = new URL(url);
  if (origin !== server.url || !protocol.startsWith('http')) return 0;
  const file = [pathname, `${pathname}.html`].find(
    (path) => existsSync(join('dist', path)) && statSync(join('dist', path)).isFile(),
  );
  if (!file) throw new Error(`${pathname} is no file of dist/`);
  return sentBytes(file);
}
/**
 * What the preview brings (src/editor/preview): its bundle and the site's CSS, the React renderer and Immutable.js
 * Sveltia asks for. 115 KB since the preview reads her text with its own marked (12 KB), not Sveltia's; 120 KB since it
 * draws her practice's answers as the build does (the sentences they rule out) and a card's link to its page's heading
 * (named as Astro names headings): 116.4 KB then, the whole editor still 736 of its 800 KB.
 */
const PREVIEW_BUDGET_BYTES = 120 * 1024;
const PREVIEW_FOLDERS = [PREVIEW_FOLDER, `${paths.editor}/chunks`, `${paths.editor}/modules`];
/** The build check's chunk, named by its module (one file: what else it needs is in the first load). */
const isCheckFile = (path: string) => path.startsWith(`${PREVIEW_FOLDER}/build-check-`);
const CHECK_BUDGET_BYTES = 70 * 1024;
const isPreviewFile = (path: string) =>
  PREVIEW_FOLDERS.some((folder) => path.startsWith(`${folder}/`)) && !isCheckFile(path);
/** The site's own web fonts (the public pages' files), which the preview's headings and text are drawn in. */
const isSiteFont = (path: string) => path.startsWith('/_astro/fonts/');
const MOBILE = { latency: 150, downloadThroughput: (1638.4 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;
const QUIET_MS = 1000;
/** The post opened (any post has the same form). */
const POST = 'src/content/blog/finding_calm_harpenden.md';
const POST_TITLE = String(
  (parse(/^---\n([\s\S]*?)\n---/.exec(readFileSync(POST, 'utf8'))?.[1] ?? '') as { title?: unknown }).title,
);

const server = await startLocalServer();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
let failed = false;
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, baseURL: server.url });
  page.setDefaultTimeout(120_000);
  await page.route('**', (route) =>
    new URL(route.request().url()).hostname === 'localhost' ? route.continue() : route.abort(),
  );
  // A page of the site's origin: any other file is sandboxed (no storage, http-headers.ts).
  await page.goto('/terms');
  await fillPrivateFileSystem(page, repositoryFiles(resolve('.')));
  await stubDirectoryPicker(page);

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...MOBILE });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const files = new Map<string, { url: string; bytes: number; asked: number }>();
  const requests = new Map<string, { url: string; asked: number }>();
  cdp.on('Network.requestWillBeSent', ({ requestId, request, wallTime }) =>
    requests.set(requestId, { url: request.url, asked: wallTime * 1000 }),
  );
  cdp.on('Network.loadingFinished', ({ requestId }) => {
    const request = requests.get(requestId);
    if (request) files.set(requestId, { ...request, bytes: hostBytes(request.url) });
  });
  let lastRequest = performance.now();
  cdp.on('Network.requestWillBeSent', () => (lastRequest = performance.now()));

  const started = performance.now();
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Work with Local Repository' }).click();
  await page.getByRole('row', { name: POST_TITLE, exact: true }).click();
  await page.getByRole('group', { name: 'Content Editor' }).getByRole('textbox').first().waitFor();
  const formShown = performance.now() - started;
  // The preview drawn, in the site's fonts: what it fetches is counted on every run, not only when quick enough.
  const frame = page.locator('iframe.preview').contentFrame();
  await frame.getByRole('heading', { level: 1, name: POST_TITLE }).waitFor();
  await frame.locator('body').evaluate(async (body) => {
    await body.ownerDocument.fonts.ready;
  });
  while (performance.now() - lastRequest < QUIET_MS) await page.waitForTimeout(100);
  // When the preview frame first painted, on the same clock as the requests (ms since 1970).
  const painted = await frame.locator('body').evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    return paint ? performance.timeOrigin + paint.startTime : Number.NaN;
  });

  const list = [...files.values()].filter((file) => file.url.startsWith('http'));
  const total = list.reduce((sum, file) => sum + file.bytes, 0);
  for (const file of list.sort((a, b) => b.bytes - a.bytes)) {
    console.log(`${(file.bytes / 1024).toFixed(1).padStart(8)} KB  ${new URL(file.url).pathname}`);
  }
  console.log(
    `/admin to its first form: ${(total / 1024).toFixed(0)} KB transferred in ${list.length} files, ` +
      `form shown after ${(formShown / 1000).toFixed(1)} s (simulated mobile). Budget ${BUDGET_BYTES / 1024} KB.`,
  );
  const bytesOf = (test: (path: string) => boolean) =>
    list.filter((file) => test(new URL(file.url).pathname)).reduce((sum, file) => sum + file.bytes, 0);
  const preview = bytesOf(isPreviewFile);
  const fonts = bytesOf(isSiteFont);
  console.log(
    `Of which the preview: ${(preview / 1024).toFixed(1)} KB (budget ${PREVIEW_BUDGET_BYTES / 1024} KB), ` +
      `and the site's fonts it draws with: ${(fonts / 1024).toFixed(1)} KB (in the total's budget).`,
  );
  const check = list.filter((file) => isCheckFile(new URL(file.url).pathname));
  const checkBytes = check.reduce((sum, file) => sum + file.bytes, 0);
  const after = check.map((file) => file.asked - painted);
  console.log(
    `The build check beside the entry: ${(checkBytes / 1024).toFixed(1)} KB (budget ${CHECK_BUDGET_BYTES / 1024} KB), ` +
      `asked ${after.map((ms) => `${ms.toFixed(0)} ms`).join(', ') || 'never'} after the preview first painted.`,
  );
  if (check.length === 0 || after.some((ms) => !(ms >= 0))) {
    console.error(
      "The build check's chunk was not asked for after the preview drew: it would count in its first load.",
    );
    failed = true;
  }
  if (checkBytes > CHECK_BUDGET_BYTES) {
    console.error(`The build check adds ${(checkBytes / 1024).toFixed(1)} KB > ${CHECK_BUDGET_BYTES / 1024} KB.`);
    failed = true;
  }
  if (preview > PREVIEW_BUDGET_BYTES) {
    console.error(`The preview adds ${(preview / 1024).toFixed(1)} KB > ${PREVIEW_BUDGET_BYTES / 1024} KB.`);
    failed = true;
  }
  if (total > BUDGET_BYTES) {
    console.error(`The editor's first load is ${(total / 1024).toFixed(0)} KB > ${BUDGET_BYTES / 1024} KB.`);
    failed = true;
  }
} finally {
  await browser.close();
  server.stop();
}
process.exit(failed ? 1 : 0);
