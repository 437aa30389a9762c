import { mapOrigin } from '#/serving/frame-origins.ts';

interface Point {
  latitude: number;
  longitude: number;
}

/** OpenStreetMap sets no cookies; loaded only when the visitor asks. */
export function mapEmbedUrl({ latitude, longitude }: Point): string {
  const bbox = [longitude - 0.006, latitude - 0.003, longitude + 0.006, latitude + 0.003].map((n) => n.toFixed(5));
  return `${mapOrigin}/export/embed.html?bbox=${bbox.join('%2C')}&layer=mapnik&marker=${latitude}%2C${longitude}`;
}

export function openInMapsUrl({ latitude, longitude }: Point): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
}
