/**
 * A _redirects file read as Cloudflare Pages documents it (and Netlify, for whole-segment
 * placeholders): the first rule whose source matches the path wins; `*` matches anything and
 * `:name` one path segment, or part of one, each put back into the destination.
 */
export interface RedirectRule {
  from: string;
  to: string;
  status: string;
}

export const redirectRules = (text: string): RedirectRule[] =>
  text
    .split('\n')
    .filter((line) => line.startsWith('/'))
    .map((line) => {
      const [from = '', to = '', status = ''] = line.split(' ');
      return { from, to, status };
    });

/** A rule with a placeholder or a splat: Cloudflare Pages takes 100 of these, and 2,000 others. */
export const isDynamic = ({ from }: RedirectRule) => /[:*]/.test(from);

function sourcePattern(from: string): RegExp {
  const escaped = from.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replaceAll('*', '(?<splat>.*)').replace(/:([A-Za-z]\w*)/g, '(?<$1>[^/]+)')}$`);
}

/** Where the host sends a path, and with which status; undefined when no rule matches. */
export function cdnRedirect(rules: RedirectRule[], path: string): { location: string; status: string } | undefined {
  for (const { from, to, status } of rules) {
    const match = sourcePattern(from).exec(path);
    if (!match) continue;
    const location = Object.entries(match.groups ?? {}).reduce(
      (target, [name, value]) => target.replaceAll(`:${name}`, value),
      to,
    );
    return { location, status };
  }
  return undefined;
}
