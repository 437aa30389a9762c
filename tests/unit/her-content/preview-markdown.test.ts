/**
 * The web editor's preview shows a body as the built page does: the same HTML, as a visitor sees
 * it, from the build's pipeline (satteri with the plugins astro.config.ts gives it) and from the
 * preview's (src/editor/preview/markdown.ts: the editor's own marked, the version Sveltia CMS
 * bundles, then the build's allow-list and video blocks), for samples of what she may write and for
 * every body in the content. The comparison sees what a visitor sees: tags, attributes and text,
 * not the line breaks between blocks, nor a heading's id.
 */
import { marked } from 'marked';
import { readFileSync } from 'node:fs';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { satteri } from '@astrojs/markdown-satteri';
import { settingsFillIns } from '#/lib/settings-fill-ins.ts';
import { markdownBody } from '#/editor/preview/markdown.ts';
import { markdownProcessing } from '#/lib/markdown-processing.ts';
import { readEntries } from '#/lib/entries.ts';
import { contentSources } from '#/schemas/collections.ts';

const settingsTokens = settingsFillIns().tokens;

/**
 * A browser window for the preview's code (jsdom parses HTML as browsers do), holding the editor's
 * marked. Only `window` and `document` become global: the build's native parser needs Node's own.
 */
async function editorWindow(): Promise<Window> {
  const jsdom = 'jsdom'; // No types are installed for it (@types/jsdom): this one line needs none.
  const { JSDOM } = (await import(/* @vite-ignore */ jsdom)) as { JSDOM: new () => { window: Window } };
  const { window } = new JSDOM();
  return Object.assign(window, { marked });
}

let build: { render(markdown: string, options: object): Promise<{ code: string }> };
/** Drawn by React in the browser, as the preview draws it. */
let drawn: (node: ReactNode) => string;
beforeAll(async () => {
  const window = await editorWindow();
  Object.assign(globalThis, { window, document: window.document });
  // React's renderer sees the document when it loads.
  const [{ flushSync }, { createRoot }] = await Promise.all([import('react-dom'), import('react-dom/client')]);
  drawn = (node) => {
    const holder = window.document.createElement('div');
    const root = createRoot(holder);
    flushSync(() => root.render(node));
    const html = holder.innerHTML;
    root.unmount();
    return html;
  };
  // As astro.config.ts configures it (syntaxHighlight: false; GFM and typographic punctuation by default).
  build = await satteri(markdownProcessing({ heldBack: () => [] })).createRenderer({ syntaxHighlight: false });
});

/** The editor's copy of a picture the text names. */
const picture = (path: string) => `blob:editor/${path}`;

const BLOCKS = new Set(
  'address article aside blockquote details div dl dd dt figcaption figure h1 h2 h3 h4 h5 h6 hr li ol p pre section summary table tbody td tfoot th thead tr ul'.split(
    ' ',
  ),
);

const isBlock = (node: Node | undefined) =>
  node?.nodeType === node?.ELEMENT_NODE && BLOCKS.has((node as Element).localName);

/** An element as a visitor meets it: its tag, attributes (a picture's as the build will write them) and content. */
function seen(element: Element, inPre: boolean): string {
  const tag = element.localName;
  const attributes = new Map([...element.attributes].map(({ name, value }) => [name, value]));
  // The build marks a picture for Astro to optimise: its address and attributes are in the marker,
  // with its index on the page (Astro's) and its class (kept on the element).
  const marker = attributes.get('__astro_image_');
  if (marker) {
    attributes.delete('__astro_image_');
    const written = JSON.parse(marker) as Record<string, unknown>;
    for (const [name, value] of Object.entries({ ...written, src: picture(String(written['src'])) }))
      if (name !== 'index' && name !== 'className') attributes.set(name, String(value));
  }
  if (/^h\d$/.test(tag)) attributes.delete('id');
  const written = [...attributes].sort().map(([name, value]) => ` ${name}="${value}"`);
  return `<${tag}${written.join('')}>${contentOf(element, inPre || tag === 'pre')}</${tag}>`;
}

/** The children as seen: white space runs show as one space, and none at a block's edges. */
function contentOf(parent: ParentNode, inPre: boolean): string {
  const children = [...parent.childNodes];
  const atEdge = (node: Node | undefined) =>
    node ? isBlock(node) : parent.nodeType !== parent.ELEMENT_NODE || isBlock(parent as Node);
  return children
    .map((child, at) => {
      if (child.nodeType === child.ELEMENT_NODE) return seen(child as Element, inPre);
      if (child.nodeType !== child.TEXT_NODE) return '';
      if (inPre) return child.nodeValue ?? '';
      let text = (child.nodeValue ?? '').replace(/\s+/g, ' ');
      if (atEdge(children[at - 1])) text = text.trimStart();
      if (atEdge(children[at + 1])) text = text.trimEnd();
      return text;
    })
    .join('');
}

function visible(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return contentOf(template.content, false);
}

const built = async (markdown: string) => visible((await build.render(markdown, {})).code);
const previewed = (markdown: string) => visible(drawn(markdownBody(markdown, settingsTokens, picture)));

const samples: Record<string, string> = {
  'a video link on its own line':
    'Intro.\n\nhttps://youtu.be/dQw4w9WgXcQ\n\n[A short introduction](https://www.youtube.com/watch?v=dQw4w9WgXcQ)\n',
  'a video link inside a sentence': 'Watch [this talk](https://vimeo.com/76979871) before your first session.\n',
  'a video with her poster': '[![Me in my therapy room](../../assets/art/room.jpg)](https://youtu.be/dQw4w9WgXcQ)\n',
  'a pasted script': 'Intro.\n\n<script>alert("hi")</script>\n\nAfter.\n',
  'a picture with an event handler': 'A photo <img src="x.jpg" onerror="alert(1)"> here.\n',
  'a javascript: link': '[Click](javascript:alert(1)) and <a href="javascript:alert(1)">this</a>.\n',
  'a table': '| Session | Length |\n|:--|--:|\n| First | {firstSessionLength} |\n| Later | 50 min |\n',
  headings: '## A heading\n\n### A smaller one with *emphasis*\n',
  emphasis: 'Some *emphasis*, **strong words**, ~~struck~~, `code` and <b>bold</b>, <mark>marked</mark>.\n',
  lists: '- one\n- two\n  1. nested\n  2. list\n\n1. first\n\n   a loose item\n2. second\n',
  'a picture': '![A calm room](../../assets/art/calm.jpg "The room")\n\nText after.\n',
  'her tokens': 'Call {phone} or come to {venue} ({town}).\n',
  'typographic punctuation': `It's "quoted" -- and --- also... 'single' quotes, the '90s, rock 'n' roll.\n\n"Hello," she said. "It's 'nested' now."\n\n*"Emphasised"* and "[a link](/booking)" and "\`code\`", [Sarah's page](/about)'s, (the NHS)'s, a 24" frame, \\"as typed\\".\n`,
  'a quote and a rule': '> A quote\n> over two lines\n\n---\n\nAfter.\n',
  'pasted harmless markup':
    'H<sub>2</sub>O, x<sup>2</sup>, <abbr title="National Health Service">NHS</abbr>,<br>a line<br>\nbreak and <details open><summary>More</summary>Hidden text</details>\n',
  'links and addresses':
    'See [the NHS](https://www.nhs.uk "NHS"), <https://www.nhs.uk>, www.nhs.uk, [mail](mailto:a@b.co) and [call](tel:+441632960000).\n',
  'pasted embed and style':
    '<iframe src="https://www.example.org/widget"></iframe>\n\n<p style="position:fixed">Look</p>\n\n<div class="x" onclick="alert(1)">\n\nInside a div\n\n</div>\n',
};

const versionOf = (pkg: string) =>
  (JSON.parse(readFileSync(`node_modules/${pkg}/package.json`, 'utf8')) as { version: string }).version;

/**
 * Sveltia CMS bundles marked into its script and leaves it on `window.marked`; the tests run the
 * same version from npm (a devDependency), pinned to the one the pinned Sveltia's release bundles.
 */
it('runs the marked the editor bundles', () => {
  expect(
    { sveltia: versionOf('@sveltia/cms'), marked: versionOf('marked') },
    'Sveltia CMS moved: pin the devDependency marked to the version its release bundles, then both here',
  ).toEqual({ sveltia: '0.221.1', marked: '18.0.14' });
});

describe('the preview renders a body as the build does', () => {
  it.each(Object.entries(samples))('%s', async (_name, markdown) => {
    expect(previewed(markdown)).toBe(await built(markdown));
  });

  const bodies = (['blog', 'services', 'clinics', 'pages'] as const).flatMap((collection) =>
    readEntries(contentSources[collection].source).map(
      (entry) => [`${collection}/${entry.id}`, entry.body?.text ?? ''] as const,
    ),
  );
  it.each(bodies)('%s', async (_name, markdown) => {
    expect(previewed(markdown)).toBe(await built(markdown));
  });

  // Known: marked has no footnotes, so the preview shows one as she wrote it. No content has one.
  it.fails('a footnote', async () => {
    const markdown = 'A claim.[^1]\n\n[^1]: Its source.\n';
    expect(previewed(markdown)).toBe(await built(markdown));
  });
});
