/**
 * Shared by the build's Markdown plugin and the editor's preview, so a video looks the same in both. Without
 * JavaScript it is a link; VideoPlayer.astro swaps in the host's privacy-friendly player only on play. A picture
 * in the link is its poster (its description the title, so the picture itself is decorative).
 */
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { labels } from '#/config/labels.ts';
import { paths } from '#/config/paths.ts';
import { videoOf, type Video } from '#/lib/video-links.ts';

/** Undefined for any other paragraph. */
export function videoBlockOf(paragraph: Element): { block: Element; host: string } | undefined {
  const link = loneLink(paragraph);
  const video = link && videoOf(String(link.properties['href'] ?? ''));
  if (!link || !video) return undefined;
  return { block: videoBlock(video, link, textOf(link).trim()), host: video.host };
}

export function withVideoBlocks<T extends Root | Element>(node: T): T {
  const children = node.children.map((child: RootContent) => {
    if (child.type !== 'element') return child;
    return (child.tagName === 'p' && videoBlockOf(child)?.block) || withVideoBlocks(child);
  });
  return { ...node, children };
}

function loneLink(paragraph: Element): Element | undefined {
  const [only, ...rest] = paragraph.children.filter((child) => !(child.type === 'text' && !child.value.trim()));
  return !rest.length && only?.type === 'element' && only.tagName === 'a' ? only : undefined;
}

const textOf = (node: ElementContent): string =>
  node.type === 'text' ? node.value : node.type === 'element' ? node.children.map(textOf).join('') : '';

const element = (tagName: string, properties: Element['properties'], children: ElementContent[] = []): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const text = (value: string): ElementContent => ({ type: 'text', value });

const classes = (list: string) => list.split(' ');

function videoBlock(video: Video, link: Element, written: string): Element {
  const poster = link.children.find((child): child is Element => child.type === 'element' && child.tagName === 'img');
  const title =
    written && written !== video.watchUrl ? written : String(poster?.properties['alt'] ?? '') || labels.aVideo;
  const posterArt = poster
    ? element('img', { ...poster.properties, alt: '', className: classes('absolute inset-0 size-full object-cover') })
    : element('span', {
        className: classes('absolute inset-0 bg-linear-to-br from-primary-strong to-primary'),
        ariaHidden: 'true',
      });
  const playIcon = element(
    'span',
    {
      className: classes(
        'relative m-auto flex size-16 shrink-0 items-center justify-center rounded-full bg-ink/80 text-on-primary shadow-card group-hover:bg-ink',
      ),
      ariaHidden: 'true',
    },
    [
      element('svg', { viewBox: '0 0 24 24', className: ['size-8'] }, [
        element('path', { d: 'M8 5v14l11-7z', fill: 'currentColor' }),
      ]),
    ],
  );
  const caption = element(
    'span',
    { className: classes('relative w-full bg-ink/80 p-4 font-semibold text-on-primary') },
    [element('span', { className: ['sr-only'] }, [text(`${labels.playVideo}: `)]), text(title)],
  );
  const play = element(
    'a',
    {
      href: video.watchUrl,
      dataSrc: video.playerUrl,
      dataTitle: title,
      className: classes('group relative flex aspect-video flex-col overflow-hidden rounded-lg p-0 no-underline'),
    },
    [posterArt, playIcon, caption],
  );
  const notice = element('figcaption', { className: classes('mt-2 text-sm') }, [
    text(`${labels.videoNotice(video.host)} `),
    element('a', { href: paths.privacy }, [text(labels.privacyNotice)]),
  ]);
  return element('figure', { dataVideo: video.host }, [play, notice]);
}
