/** Decides what a path gets, as the hosts do with dist/_headers and dist/_redirects. */
import { allowedMethods, isHidden, nonCanonicalEndings } from '#/serving/http-headers.ts';

type Route =
  | { kind: 'method-not-allowed' }
  | { kind: 'bad-request' }
  | { kind: 'redirect'; location: string }
  | { kind: 'not-found' }
  | { kind: 'file'; path: string };

export function route(method: string, target: string, pages: ReadonlySet<string>): Route {
  if (!allowedMethods.includes(method)) return { kind: 'method-not-allowed' };
  const url = originForm(target);
  if (url === undefined) return { kind: 'bad-request' };
  const queryAt = url.indexOf('?');
  const path = decodePath(queryAt === -1 ? url : url.slice(0, queryAt));
  if (path === undefined || isHidden(path)) return { kind: 'not-found' };
  if (pages.has(path)) return { kind: 'file', path };

  const ending = nonCanonicalEndings.find((end) => path.endsWith(end));
  if (ending === undefined) return { kind: 'file', path };
  const page = path.slice(0, -ending.length) || '/';
  if (!pages.has(page)) return { kind: 'not-found' };
  const query = queryAt === -1 ? '' : url.slice(queryAt + 1);
  // A query is passed on as sent, but a header may only carry visible ASCII.
  const escaped = query.replace(/[^\x21-\x7e]/g, (character) => encodeURIComponent(character));
  return { kind: 'redirect', location: query ? `${page}?${escaped}` : page };
}

/** Absolute-form targets ("http://host/about", RFC 9112 3.2.2) are read for path and query. */
function originForm(target: string): string | undefined {
  const withoutFragment = target.split('#')[0] ?? '';
  if (withoutFragment.startsWith('/')) return withoutFragment;
  if (!URL.canParse(withoutFragment)) return undefined;
  const { protocol, pathname, search } = new URL(withoutFragment);
  return /^https?:$/.test(protocol) ? pathname + search : undefined;
}

/** As web servers do: decoded once, slashes merged, so "/%2F_headers" is hidden here too. */
function decodePath(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw).replace(/\/{2,}/g, '/');
  } catch {
    return undefined;
  }
}
