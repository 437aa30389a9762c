/** The built site's pages, read from dist/ after a build. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isEditorPath } from '#/serving/http-headers.ts';
import { moduleGraph } from './module-graph.ts';

export const DIST = 'dist';

/** Every built HTML page of the public site (not the web editor), as a path relative to dist/. */
export function builtPages(): string[] {
  return readdirSync(DIST, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && !isEditorPath(`/${file}`))
    .sort();
}

/** The values of one attribute on the tags (of one name) that match a filter. */
export const attributes = (html: string, tag: string, name: string, where = /./) =>
  [...html.matchAll(new RegExp(`<${tag}\\s[^>]*>`, 'g'))]
    .map(([element]) => element)
    .filter((element) => where.test(element))
    .map((element) => new RegExp(`\\s${name}="([^"]+)"`).exec(element)?.[1])
    .filter((value): value is string => Boolean(value));

const scriptsOf = (entries: string[]) => {
  const modules = new Set<string>();
  for (const url of entries) moduleGraph(DIST, url, modules);
  return modules;
};

const pageHtml = (page: string) => readFileSync(join(DIST, page), 'utf8');

/** The script files a page loads as it opens, and what they import, once each. */
export const openingScripts = (page: string) => scriptsOf(attributes(pageHtml(page), 'script', 'src'));

/** Every script file a page may load: those, and its islands' (loaded when each hydrates). */
export function pageScripts(page: string): Set<string> {
  const html = pageHtml(page);
  return scriptsOf([
    ...attributes(html, 'script', 'src'),
    ...attributes(html, 'astro-island', 'component-url'),
    ...attributes(html, 'astro-island', 'renderer-url'),
  ]);
}
