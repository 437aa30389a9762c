/**
 * The one pass over each built page: read, parsed once, each step applied to that document in
 * turn, written once. Beasties parses the page (htmlparser2, the parser and serialiser that
 * wrote the pages before) and calls two of its own methods on the document, around its cut of the
 * CSS: the pass takes both. Each step's opening comment gives the figure that keeps it.
 * 1. island-scripts.ts: an island page's scripts into one file (first flight of the home page);
 * 2. used-css.ts: each page's CSS cut to what it uses, in one <style> (first flight, bytes);
 * 3. page-policies.ts: each page's policy in a <meta>, hashing the code as served (security).
 */
import Beasties from 'beasties';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { liftScripts, type IslandFile } from './island-scripts.ts';
import { addPagePolicy } from './page-policies.ts';
import { siteOwnCode, type OwnScripts } from './own-code.ts';
import type { PageDocument, PageElement } from './page-dom.ts';
import { declaresFonts, keptSelectors, mergeStyles } from './used-css.ts';

/** Beasties for one page, with the pass's steps before and after its cut (its methods, pinned with its version). */
class PagePass extends Beasties {
  island: IslandFile | null = null;
  private finished = false;
  private ownStyles: PageElement[] = [];
  private readonly dir: string;
  private readonly page: string;
  private readonly own: OwnScripts;

  constructor(dir: string, page: string, own: OwnScripts) {
    // Astro preloads the fonts, and their @font-face rules are not given to Beasties (used-css.ts).
    super({ path: dir, logLevel: 'warn', fonts: false });
    this.dir = dir;
    this.page = page;
    this.own = own;
  }

  /** Before the cut: which rules this page keeps whatever its HTML, and the site's own styles Beasties may cut. */
  getAffectedStyleTags(document: PageDocument): PageElement[] {
    (this as unknown as { options: { allowRules: RegExp[] } }).options.allowRules = keptSelectors(
      this.dir,
      document,
      this.own,
    );
    // Decided before the cut, which rewrites the island style Astro wrote in the body.
    this.ownStyles = siteOwnCode(document, 'style', this.own);
    const styles = this.ownStyles.filter((style) => !declaresFonts(style));
    // No style to cut: Beasties would not call mergeStylesheets, so the pass finishes here.
    if (styles.length === 0) this.mergeStylesheets(document);
    return styles;
  }

  /** After the cut: the steps that rewrite the document, the policy last. */
  mergeStylesheets(document: PageDocument): void {
    if (this.finished) return;
    this.finished = true;
    this.island = liftScripts(document, this.page, this.own);
    mergeStyles(document, this.ownStyles);
    addPagePolicy(document, this.page, this.own);
  }
}

/** One page through the pass: the page as served, and its island file if its scripts moved. */
export async function finishPage(dir: string, page: string, html: string, own: OwnScripts) {
  const pass = new PagePass(dir, page, own);
  return { html: await pass.process(html), island: pass.island };
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
