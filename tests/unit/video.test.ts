import type { AstroGlobal } from 'astro';
import { markdownToHtml } from 'satteri';
import { describe, expect, it } from 'vitest';
import { frameOrigins } from '#/serving/frame-origins.ts';
import { pageDirectives } from '#/serving/http-headers.ts';
import { allowWhatThePageOffers } from '#/serving/page-policy.ts';
import { videoComponentScript } from '#/editor/video-component.ts';
import { sanitizePlugin } from '#/lib/markdown-sanitize.ts';
import { videoPlugin } from '#/lib/markdown-video.ts';
import { isUnsupportedVideoLink, videoHosts, videoOf } from '#/lib/video-links.ts';

/** The frame-src a page with this body adds to its policy through Astro's API. */
function framesOf(body: string): string | undefined {
  const added: string[] = [];
  const ignored = () => undefined;
  const csp: AstroGlobal['csp'] = {
    insertDirective: (directive) => added.push(directive),
    insertScriptResource: ignored,
    insertScriptHash: ignored,
    insertStyleResource: ignored,
    insertStyleHash: ignored,
  };
  allowWhatThePageOffers(csp, body, undefined);
  return added.find((directive) => directive.startsWith('frame-src'));
}

const render = async (markdown: string) => {
  const frontmatter: { videoHosts?: string[] } = {};
  const data = {
    astro: { frontmatter, headings: [], localImagePaths: new Set<string>(), remoteImagePaths: new Set<string>() },
  };
  const { html } = await markdownToHtml(markdown, {
    hastPlugins: [sanitizePlugin, videoPlugin],
    features: { rawHtml: true },
    data,
  });
  return { html, videoHosts: frontmatter.videoHosts };
};

describe('a link to a video', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1'],
    ['https://vimeo.com/76979871/a1b2c3d4e5', 'https://player.vimeo.com/video/76979871?h=a1b2c3d4e5&autoplay=1&dnt=1'],
  ])('%s plays from %s', (link, player) => {
    expect(videoOf(link)?.playerUrl).toBe(player);
  });

  it('is not a video when it is a channel, another host or not https', () => {
    for (const link of [
      'https://www.youtube.com/@someone',
      'http://youtu.be/dQw4w9WgXcQ',
      'https://example.org/watch?v=dQw4w9WgXcQ',
    ])
      expect(videoOf(link), link).toBeUndefined();
    expect(isUnsupportedVideoLink('https://www.tiktok.com/@me/video/1')).toBe(true);
    expect(isUnsupportedVideoLink('https://example.org/clip.mp4')).toBe(true);
    expect(isUnsupportedVideoLink('https://www.nhs.uk/conditions/')).toBe(false);
  });

  it('names the video’s own page, whatever form of link was given', () => {
    expect(videoOf('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')?.pageUrl).toBe(
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
    expect(videoOf('https://vimeo.com/76979871/a1b2c3d4e5')?.pageUrl).toBe('https://vimeo.com/76979871/a1b2c3d4e5');
  });

  it('every player origin is one a page may frame', () => {
    for (const host of videoHosts) expect(frameOrigins).toContain(host.playerOrigin);
  });
});

describe('a video link on a line of its own becomes a click-to-load video', () => {
  it('a link to the video, holding the player address for later and no frame', async () => {
    const { html, videoHosts: hosts } = await render(
      'Intro.\n\n[A short introduction](https://youtu.be/dQw4w9WgXcQ)\n',
    );
    expect(html).toContain('<figure data-video="YouTube">');
    expect(html).toContain('href="https://youtu.be/dQw4w9WgXcQ"');
    expect(html).toContain('data-src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1"');
    expect(html).toContain('data-title="A short introduction"');
    expect(html).toContain('href="/privacy"');
    expect(html).not.toContain('<iframe');
    expect(hosts).toEqual(['YouTube']);
  });

  it('a bare address gets a title of its own; her picture in the link is the poster', async () => {
    expect((await render('https://vimeo.com/76979871\n')).html).toContain('data-title="A video"');
    const { html } = await render('[![Me in my therapy room](./room.jpg)](https://vimeo.com/76979871)\n');
    expect(html).toContain('src="./room.jpg" alt=""');
    expect(html).toContain('data-title="Me in my therapy room"');
  });

  it('a video link inside a sentence stays a link', async () => {
    const { html, videoHosts: hosts } = await render('Watch [this](https://youtu.be/dQw4w9WgXcQ) first.\n');
    expect(html).not.toContain('data-video');
    expect(hosts).toBeUndefined();
  });

  it('its page may frame that player, a page without one nothing', async () => {
    const { html } = await render('https://youtu.be/dQw4w9WgXcQ\n');
    expect(framesOf(html)).toBe('frame-src https://www.youtube-nocookie.com');
    expect(framesOf('<p>https://www.youtube-nocookie.com/embed/x</p>')).toBeUndefined();
    expect(framesOf('<p>data-src="https://www.youtube-nocookie.com/embed/x"</p>')).toBeUndefined();
    expect(pageDirectives.join(';')).not.toContain('frame-src');
  });
});

describe('the web editor’s video block', () => {
  interface Component {
    pattern: RegExp;
    fromBlock: (match: RegExpMatchArray) => Record<string, string>;
    toBlock: (props: Record<string, string>) => string;
    toPreview: (props: Record<string, string>) => string;
  }
  const registered = (): Component => {
    let component: Component | undefined;
    new Function('CMS', videoComponentScript())({ registerEditorComponent: (given: Component) => (component = given) });
    if (!component) throw new Error('no component registered');
    return component;
  };

  it('writes what the site shows as a video, and reads it back', async () => {
    const block = registered();
    for (const props of [
      { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: 'Relaxing breath', poster: '' },
      { url: 'https://vimeo.com/76979871', title: 'A talk', poster: '../../assets/art/talk.jpg' },
    ]) {
      const markdown = block.toBlock(props);
      const match = block.pattern.exec(markdown);
      expect(match && block.fromBlock(match)).toEqual(props);
      expect((await render(`${markdown}\n`)).html).toContain(`data-title="${props.title}"`);
    }
  });

  it('shows her title in the editor as text, never as markup (issue 49)', () => {
    const title = '<img src=x onerror="alert(1)"> & more';
    expect(registered().toPreview({ url: 'https://youtu.be/dQw4w9WgXcQ', title, poster: '' })).toBe(
      '<p>▶ &#60;img src=x onerror=&#34;alert(1)&#34;&#62; &#38; more</p>',
    );
  });
});
