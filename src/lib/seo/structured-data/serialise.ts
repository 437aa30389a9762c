import type { Graph, Thing } from 'schema-dts';

/** "<" escaped, so no content (a title with "</script>") can close the script element early. */
export function serialiseJsonLd(nodes: readonly Thing[]): string {
  const graph: Graph = { '@context': 'https://schema.org', '@graph': nodes };
  return JSON.stringify(graph).replace(/</g, '\\u003c');
}
