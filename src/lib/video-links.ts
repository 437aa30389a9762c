/** A link to a video on one of these hosts becomes its privacy-friendly player, click to load (like the map). */
import { videoPlayerOrigins } from '#/serving/frame-origins.ts';

export interface Video {
  host: VideoHost['name'];
  /** Where a visitor without JavaScript watches it. */
  watchUrl: string;
  /** Framed only once the visitor presses play. */
  playerUrl: string;
  /** Whatever form of link was given (an embed address too). */
  pageUrl: string;
}

interface VideoHost {
  name: string;
  playerOrigin: string;
  /** Undefined when the link is not to one of its videos. */
  idOf(url: URL): string | undefined;
  player(id: string): string;
  page(id: string): string;
}

const YOUTUBE_ID = /^[\w-]{11}$/;
const youtubeHosts = [
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
];

export const videoHosts: readonly VideoHost[] = [
  {
    name: 'YouTube',
    playerOrigin: videoPlayerOrigins.youtube,
    idOf(url) {
      const id =
        url.hostname === 'youtu.be'
          ? url.pathname.slice(1)
          : youtubeHosts.includes(url.hostname)
            ? (url.searchParams.get('v') ?? /^\/(?:embed|shorts|live)\/([^/]+)/.exec(url.pathname)?.[1])
            : undefined;
      return id && YOUTUBE_ID.test(id) ? id : undefined;
    },
    player: (id) => `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`,
    page: (id) => `https://www.youtube.com/watch?v=${id}`,
  },
  {
    name: 'Vimeo',
    playerOrigin: videoPlayerOrigins.vimeo,
    idOf(url) {
      if (url.hostname === 'player.vimeo.com') return /^\/video\/(\d+)$/.exec(url.pathname)?.[1];
      if (url.hostname !== 'vimeo.com' && url.hostname !== 'www.vimeo.com') return undefined;
      // An unlisted video's link carries its key: vimeo.com/123456/abcdef.
      const [, id, key] = /^\/(\d+)(?:\/([\da-f]+))?\/?$/.exec(url.pathname) ?? [];
      return id && (key ? `${id}?h=${key}` : id);
    },
    player: (id) => `https://player.vimeo.com/video/${id}${id.includes('?') ? '&' : '?'}autoplay=1&dnt=1`,
    page: (id) => `https://vimeo.com/${id.replace('?h=', '/')}`,
  },
];

export const supportedVideoHosts = videoHosts.map(({ name }) => name).join(' or ');

export function videoOf(link: string): Video | undefined {
  const url = URL.canParse(link) ? new URL(link) : undefined;
  if (!url || url.protocol !== 'https:') return undefined;
  for (const host of videoHosts) {
    const id = host.idOf(url);
    if (id) return { host: host.name, watchUrl: link, playerUrl: host.player(id), pageUrl: host.page(id) };
  }
  return undefined;
}

/** A link to one on a line of its own is refused by name. */
const otherVideoSites = [
  'dailymotion.com',
  'dai.ly',
  'tiktok.com',
  'facebook.com/watch',
  'fb.watch',
  'instagram.com/reel',
  'instagram.com/tv',
  'loom.com/share',
  'wistia.com',
  'twitch.tv',
  'rumble.com',
  'vimeo.com',
  'youtube.com',
  'youtu.be',
];

/** Another host, or a page of a supported host that is not a video. */
export function isUnsupportedVideoLink(link: string): boolean {
  if (!URL.canParse(link) || videoOf(link)) return false;
  const { hostname, pathname } = new URL(link);
  const place = `${hostname.replace(/^(www|m)\./, '')}${pathname}`;
  return /\.(mp4|mov|webm|m4v|avi)$/i.test(pathname) || otherVideoSites.some((site) => place.startsWith(site));
}
