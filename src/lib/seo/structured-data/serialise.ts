import type { Graph, Thing } from 'schema-dts';

/**
 * One page's structured data as the text of its JSON-LD script. "<" is escaped so no content
 * (a title with "</script>" in it, say) can close the script element early.
 */
export function serialiseJsonLd(nodes: readonly Thing[]): string {
  const graph: Graph = { '@context': 'https://schema.org', '@graph': nodes };
  return JSON.stringify(graph).replace(/</g, '\\u003c');
}
