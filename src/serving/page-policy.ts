/**
 * What a page adds to the policy every page carries (pageDirectives, astro.config.ts), through
 * Astro's per-page API (Astro.csp, undefined where Astro writes no policy); Astro writes the whole into
 * the page's <meta>.
 */
import type { AstroGlobal } from 'astro';
import { createHash } from 'node:crypto';
import { frameOrigins } from '#/serving/frame-origins.ts';
import { editorPolicy, formAction } from '#/serving/http-headers.ts';

type PagePolicy = AstroGlobal['csp'];

/**
 * A frame's origin only on a page that offers one, waiting to be loaded on a click (the map, a
 * video): content cannot write a data-src (the allow-list removes it). The counter's origin only
 * where the layout writes its endpoint. While her enquiry form posts off the site, every page may
 * post to the site alone, and the pages showing the form to its service too (content cannot write
 * a form: the allow-list removes it).
 */
export function allowWhatThePageOffers(
  csp: PagePolicy,
  html: string,
  counterEndpoint: string | undefined,
  formOrigin?: string,
): void {
  const frames = frameOrigins.filter((origin) => new RegExp(`<[^>]+\\sdata-src="${RegExp.escape(origin)}/`).test(html));
  if (frames.length > 0) csp?.insertDirective(`frame-src ${frames.join(' ')}`);
  if (counterEndpoint) csp?.insertDirective(`connect-src ${new URL(counterEndpoint).origin}`);
  if (formOrigin && new RegExp(`<form\\s[^>]*action="${RegExp.escape(formOrigin)}/`).test(html))
    csp?.insertDirective(formAction(formOrigin));
}

/** The editor's pages (under /admin) loosen it for Sveltia; `inlineScripts`: the page's own (its import map). */
export function allowTheEditor(csp: PagePolicy, inlineScripts: readonly string[] = []): void {
  for (const directive of editorPolicy.directives) csp?.insertDirective(directive);
  for (const script of inlineScripts)
    csp?.insertScriptHash(`sha256-${createHash('sha256').update(script).digest('base64')}`);
  for (const source of editorPolicy.styleSources) csp?.insertStyleResource(source);
}
