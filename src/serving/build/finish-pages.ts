/** Beasties works on its own copy (used-css.ts): a second parse is cheaper than a subclass. */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { liftScripts } from '#/serving/build/island-scripts.ts';
import { addPagePolicy } from '#/serving/build/page-policies.ts';
import { siteOwnCode, type OwnScripts } from '#/serving/build/own-code.ts';
import { parsePage, writePage } from '#/serving/build/page-dom.ts';
import { cutStyles, mergeStyles } from '#/serving/build/used-css.ts';

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
