/**
 * The one pass over each built page: read, parsed once, each step applied to that document in
 * turn, written once (page-dom.ts). Beasties, used through its documented API only, works on a
 * copy of its own (used-css.ts): a second parse of a page is cheaper than a subclass. Each step's
 * opening comment gives the figure that keeps it.
 * 1. used-css.ts: each page's CSS cut to what it uses by Beasties (first flight, bytes);
 * 2. island-scripts.ts: an island page's scripts into one file (first flight of the home page);
 * 3. used-css.ts: the page's styles in one <style>;
 * 4. page-policies.ts: each page's policy in a <meta>, hashing the code as served (security).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { liftScripts } from './island-scripts.ts';
import { addPagePolicy } from './page-policies.ts';
import { siteOwnCode, type OwnScripts } from './own-code.ts';
import { parsePage, writePage } from './page-dom.ts';
import { cutStyles, mergeStyles } from './used-css.ts';

/** One page through the pass: the page as served, and its island file if its scripts moved. */
export async function finishPage(dir: string, page: string, html: string, own: OwnScripts) {
  const document = parsePage(html);
  const styles = siteOwnCode(document, 'style', own);
  await cutStyles(dir, html, document, styles, own);
  const island = liftScripts(document, page, own);
  mergeStyles(document, styles);
  addPagePolicy(document, page, own);
  return { html: writePage(document), island };
}

export async function finishPages(dir: string, pages: string[], own: OwnScripts): Promise<void> {
  await Promise.all(
    pages.map(async (page) => {
      const file = join(dir, page);
      const { html, island } = await finishPage(dir, page, readFileSync(file, 'utf8'), own);
      if (island) {
        mkdirSync(dirname(join(dir, island.url)), { recursive: true });
        writeFileSync(join(dir, island.url), island.code);
      }
      writeFileSync(file, html);
    }),
  );
}
