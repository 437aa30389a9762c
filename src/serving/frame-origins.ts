/**
 * The only third parties, each framed only after the visitor asks: the map and the video players.
 * On their own (http-headers.ts re-exports them) so that the pages' and the editor's code that
 * makes a map or video link carries these addresses without the rest of the serving facts.
 */

/** The map, framed only after the visitor presses "Show map" (src/lib/map-links.ts). */
export const mapOrigin = 'https://www.openstreetmap.org';

/** The video players, each framed only after the visitor presses play (src/lib/video-links.ts). */
export const videoPlayerOrigins = { youtube: 'https://www.youtube-nocookie.com', vimeo: 'https://player.vimeo.com' };

/** Each allowed only on a page that offers it (src/serving/build/page-policies.ts). */
export const frameOrigins = [mapOrigin, ...Object.values(videoPlayerOrigins)];
