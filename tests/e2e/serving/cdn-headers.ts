/** dist/_headers read as Netlify and Cloudflare Pages read it. */
import { distFile } from './site-files';

/** dist/_headers as [pattern, headers by lower-case name] rules, in file order. */
export function headerRules(): [string, Map<string, string>][] {
  const rules: [string, Map<string, string>][] = [];
  for (const line of distFile('/_headers').toString('utf8').split('\n')) {
    if (line.startsWith('/')) rules.push([line, new Map()]);
    else if (line.startsWith('  ')) {
      const [name = '', ...value] = line.trim().split(': ');
      rules.at(-1)?.[1].set(name.toLowerCase(), value.join(': '));
    }
  }
  return rules;
}

export const matches = (pattern: string, path: string) =>
  new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '.*')}$`).test(path);

/** The headers a CDN host adds to the answer for a path: every matching rule's, a repeated one joined with ", ". */
export function cdnHeadersFor(path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [pattern, rule] of headerRules()) {
    if (!matches(pattern, path)) continue;
    for (const [name, value] of rule)
      headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
  }
  return headers;
}
