/** Only what a URL or a double-quoted attribute cannot hold is escaped: a third shorter than base64. */
export function svgDataUrl(svg: string): string {
  const escaped = svg
    .replace(/"/g, "'")
    .replace(/[\r\n]+/g, ' ')
    .replace(/[%#<>{}|\\^`]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
  return `data:image/svg+xml,${escaped}`;
}
