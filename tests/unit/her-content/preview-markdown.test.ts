/**
 * Her text in the editor's preview (src/editor/preview/markdown.ts): read by marked, then the build's own steps:
 * her {fill-ins} from the settings (not in code; a sentence naming a detail she left empty goes), smart
 * punctuation, the owner-text allow-list, the video blocks, and her pictures as the editor holds them. Run in a
 * browser window (jsdom), as the preview runs.
 */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { labels } from '#/config/labels.ts';
import { settingsFillIns } from '#/lib/settings-fill-ins.ts';

const { tokens } = settingsFillIns();
let previewed: (markdown: string) => string;
beforeAll(async () => {
  const jsdom = 'jsdom'; // No types are installed for it (@types/jsdom): this one line needs none.
  const { JSDOM } = (await import(/* @vite-ignore */ jsdom)) as { JSDOM: new () => { window: Window } };
  const { window } = new JSDOM();
  Object.assign(globalThis, { window, document: window.document });
  const { markdownBody } = await import('#/editor/preview/markdown.ts');
  const picture = (path: string) => `blob:editor/${path}`;
  previewed = (markdown) =>
    renderToStaticMarkup(markdownBody(markdown, { tokens, unset: ['dentalPartner'] }, picture) as ReactNode).trim();
});

describe("her text in the editor's preview", () => {
  it('fills in her details, not in code, and leaves out a sentence naming one she left empty', () => {
    expect(previewed('Call {phone} at {venue}. Ask {dentalPartner} too. Type `{phone}` to show yours.')).toBe(
      `<p>Call ${tokens['phone']} at ${tokens['venue']}. Type <code>{phone}</code> to show yours.</p>`,
    );
  });

  it('typesets it as the build does', () => {
    expect(previewed(`"It's [Sarah's page](/about)" -- she said...`)).toBe(
      '<p>“It’s <a href="/about">Sarah’s page</a>” – she said…</p>',
    );
  });

  it('shows a video link as the video block, drops pasted code, and shows her picture from the editor', () => {
    const html = previewed(
      'https://youtu.be/dQw4w9WgXcQ\n\n<script>alert(1)</script>\n\n![A calm room](../../assets/art/calm.jpg)\n',
    );
    expect(html).toMatch(/<figure data-video="YouTube">.*<\/figure>/);
    expect(html).toContain(`${labels.playVideo}: `);
    expect(html).not.toMatch(/script|alert/);
    expect(html).toContain('<img src="blob:editor/../../assets/art/calm.jpg" alt="A calm room"/>');
  });
});
