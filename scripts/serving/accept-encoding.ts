/**
 * The Accept-Encoding header without the codings the client refuses ("br;q=0"): sirv looks only
 * for the names, nginx reads the weights.
 */
export function withoutRefusedCodings(header: string | undefined): string {
  return (header ?? '')
    .split(',')
    .filter((coding) => !/;\s*q=0(?:\.0{0,3})?\s*$/i.test(coding))
    .join(',');
}
