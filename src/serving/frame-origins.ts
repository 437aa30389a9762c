/** Apart, so the code making a map or video link needs none of the other serving facts. */

export const mapOrigin = 'https://www.openstreetmap.org';

export const videoPlayerOrigins = { youtube: 'https://www.youtube-nocookie.com', vimeo: 'https://player.vimeo.com' };

/** Each allowed only on a page that offers it (src/serving/page-policy.ts). */
export const frameOrigins = [mapOrigin, ...Object.values(videoPlayerOrigins)];
