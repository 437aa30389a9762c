/**
 * The /services cards are spread over the services' files; two with one anchor would share one #address, and a card
 * opening at a heading its page does not have would open nowhere in particular.
 */
import type { Problem } from '#/config/problems/problem.ts';
import { fieldName } from '#/config/problems/yaml-source.ts';
import type { SourceEntry } from '#/lib/entries.ts';

export function duplicateCardAnchors(services: SourceEntry[]): Problem[] {
  const seen = new Map<string, string>();
  return services.flatMap((entry) => {
    const cards = (entry.data as { servicesCards?: unknown } | null)?.servicesCards;
    if (!Array.isArray(cards)) return [];
    return cards.flatMap((card: unknown, index) => {
      const anchor = (card as { anchor?: unknown } | null)?.anchor;
      if (typeof anchor !== 'string') return [];
      const path = ['servicesCards', index, 'anchor'];
      const at = `${entry.file}, line ${entry.yaml.lineOf(path)}`;
      const first = seen.get(anchor);
      if (!first) {
        seen.set(anchor, at);
        return [];
      }
      const message = `"${anchor}" is used twice (also in ${first}). Give each card its own anchor.`;
      return [{ file: entry.file, line: entry.yaml.lineOf(path), field: fieldName(path), message }];
    });
  });
}

const HEADING = /^#{2,6}[ \t]+(.+?)[ \t#]*$/gm;

export function cardHeadingsMissing(services: SourceEntry[]): Problem[] {
  return services.flatMap((entry) => {
    const cards = (entry.data as { servicesCards?: unknown } | null)?.servicesCards;
    if (!Array.isArray(cards)) return [];
    const headings = [...(entry.body?.text ?? '').matchAll(HEADING)].map(([, heading = '']) => heading);
    return cards.flatMap((card: unknown, index) => {
      const opensAt = (card as { opensAt?: unknown } | null)?.opensAt;
      if (typeof opensAt !== 'string' || headings.includes(opensAt.trim())) return [];
      const path = ['servicesCards', index, 'opensAt'];
      const message = `"${opensAt}" is not a heading of this service's text. Copy one of its headings exactly, or leave it empty.`;
      return [{ file: entry.file, line: entry.yaml.lineOf(path), field: fieldName(path), message }];
    });
  });
}
