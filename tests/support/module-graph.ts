import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A built JavaScript module (a URL path under dir) and every module it imports, once each: static
 * imports, and dynamic ones (which the minifier may write as a template literal).
 */
export function moduleGraph(dir: string, url: string, seen = new Set<string>()): Set<string> {
  if (seen.has(url) || !existsSync(join(dir, url))) return seen;
  seen.add(url);
  const code = readFileSync(join(dir, url), 'utf8');
  for (const [, path] of code.matchAll(/(?:from|import)\s*\(?\s*["'`](\.\.?\/[^"'`]+\.js)["'`]/g)) {
    moduleGraph(dir, new URL(path ?? '', `file://${url}`).pathname, seen);
  }
  return seen;
}
