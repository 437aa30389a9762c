/** Writes what the site turns into a click-to-load video: [![Title](picture.jpg)](https://youtu.be/…). */
import { PICTURE_ACCEPT } from '#/content-check/picture-formats.ts';
import { supportedVideoHosts } from '#/lib/video-links.ts';

const VIDEO_LINE =
  /^\[(?:!\[(?<posterTitle>[^\]\n]*)\]\((?<poster>[^)\s]+)\)|(?<title>[^\]\n]*))\]\((?<url>https:\/\/(?:www\.|m\.)?(?:youtube\.com|youtu\.be|youtube-nocookie\.com|vimeo\.com|player\.vimeo\.com)\/[^)\s]+)\)$/m;

const definition = {
  id: 'video',
  label: `Video (${supportedVideoHosts})`,
  icon: 'smart_display',
  fields: [
    {
      name: 'url',
      label: 'Link to the video',
      widget: 'string',
      hint: `The address of the video's page on ${supportedVideoHosts}, e.g. https://www.youtube.com/watch?v=… or https://vimeo.com/…. Visitors see your picture and title; the video loads only when they press play.`,
    },
    { name: 'title', label: 'Title shown on the video', widget: 'string' },
    {
      name: 'poster',
      label: 'Picture shown before it plays',
      widget: 'image',
      accept: PICTURE_ACCEPT,
      required: false,
      hint: 'Optional: without one the site shows the title on its own colours.',
    },
  ],
};

/** The pattern and Markdown written in TypeScript here, serialised for the browser. */
export function videoComponentScript(): string {
  return `CMS.registerEditorComponent(Object.assign(${JSON.stringify(definition)}, {
  pattern: new RegExp(${JSON.stringify(VIDEO_LINE.source)}, 'm'),
  fromBlock: (match) => ({ url: match.groups.url, title: match.groups.title || match.groups.posterTitle || '', poster: match.groups.poster || '' }),
  toBlock: ${toBlock.toString()},
  toPreview: ${toPreview.toString()},
}));
`;
}

/** Her title is text: `<` and `&` in it are shown, never read as markup. */
export function toPreview({ url = '', title = '' }: { url?: string; title?: string }) {
  const text = (title || url).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
  return `<p>▶ ${text}</p>`;
}

export function toBlock({ url = '', title = '', poster = '' }: { url?: string; title?: string; poster?: string }) {
  const text = title.replace(/[[\]]/g, '');
  return poster ? `[![${text}](${poster})](${url})` : `[${text}](${url})`;
}
