/** The /services cards are spread over the services' files; two with one anchor would share one #address. */
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
