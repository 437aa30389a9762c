/**
 * Only inline code Astro's build wrote is the site's own: a script from content (were one ever to
 * pass the sanitiser) stays unhashed, so the policy refuses to run it.
 */
import islandRuntime from 'astro/runtime/server/astro-island.prebuilt.js';
import { ISLAND_STYLES } from 'astro/runtime/server/astro-island-styles.js';
import idle from 'astro/runtime/client/idle.prebuilt.js';
import load from 'astro/runtime/client/load.prebuilt.js';
import media from 'astro/runtime/client/media.prebuilt.js';
import only from 'astro/runtime/client/only.prebuilt.js';
import visible from 'astro/runtime/client/visible.prebuilt.js';
import type { Plugin } from 'vite';
import { all, textOf, type PageDocument, type PageElement } from '#/serving/build/page-dom.ts';

export type OwnScripts = ReadonlySet<string>;

export const isOwnScript = (body: string, own: OwnScripts): boolean => own.has(body.trim());

/** A style is the site's own in the head (Astro puts the page's CSS there) or as Astro's island style. */
const isOwnStyle = (style: PageElement, document: PageDocument): boolean =>
  all(document, 'head style').includes(style) || textOf(style) === ISLAND_STYLES;

/** A script with a src is a file, and JSON-LD is data, never run: neither is inline code. */
const runs = (element: PageElement) => !('src' in element.attribs) && element.attribs['type'] !== 'application/ld+json';

export function siteOwnCode(document: PageDocument, tag: 'script' | 'style', own: OwnScripts): PageElement[] {
  const isOwn = (element: PageElement) =>
    tag === 'script' ? isOwnScript(textOf(element), own) : isOwnStyle(element, document);
  return all(document, tag).filter((element) => runs(element) && isOwn(element));
}

export const astroRuntimeScripts = [islandRuntime, idle, load, media, only, visible].map((code) => code.trim());

/** Recorded before Astro inlines the small chunks into the pages (as their code, trimmed). */
export const recordBuiltScripts = (own: Set<string>): Plugin => ({
  name: 'record-built-scripts',
  applyToEnvironment: (environment) => environment.name === 'client',
  generateBundle: {
    order: 'pre',
    handler(_options, bundle) {
      for (const output of Object.values(bundle)) if (output.type === 'chunk') own.add(output.code.trim());
    },
  },
});
