import type { APIRequestContext, Page } from '@playwright/test';
import { siteSettings } from '#/config/site.ts';

const site = siteSettings();

/** The head tags every page must carry exactly once. */
export const ONE_EACH = [
  'og:title',
  'og:description',
  'og:type',
  'og:url',
  'og:image',
  'og:image:width',
  'og:image:height',
  'og:image:alt',
  'twitter:card',
] as const;

export interface BuiltPage {
  lang: string;
  titles: string[];
  descriptions: string[];
  canonicals: string[];
  robots: string[];
  meta: Record<string, string[]>;
  links: { rel: string; href: string; type: string; sizes: string }[];
  jsonLd: string[];
  /** Questions shown on the page (FAQ accordions). */
  questions: string[];
  /** datetime of the article's <time>. */
  dates: string[];
}

/** A page as served, parsed by the browser's own HTML parser (no scripts run, nothing else loads). */
export async function readBuiltPage(page: Page, route: string, status = 200): Promise<BuiltPage> {
  const response = await page.request.get(route);
  if (response.status() !== status) throw new Error(`${route} answered ${response.status()}, not ${status}`);
  return page.evaluate(
    ([html, keys]) => {
      const doc = new DOMParser().parseFromString(html, 'text/html');
      const all = (selector: string) => [...doc.querySelectorAll(selector)];
      const attr = (selector: string, name: string) => all(selector).map((element) => element.getAttribute(name) ?? '');
      const meta = (key: string) => attr(`head meta[property="${key}"], head meta[name="${key}"]`, 'content');
      return {
        lang: doc.documentElement.lang,
        titles: all('title').map((title) => title.textContent ?? ''),
        descriptions: meta('description'),
        canonicals: attr('link[rel="canonical"]', 'href'),
        robots: meta('robots'),
        meta: Object.fromEntries(keys.map((key) => [key, meta(key)])),
        links: all('head link').map((link) => ({
          rel: link.getAttribute('rel') ?? '',
          href: link.getAttribute('href') ?? '',
          type: link.getAttribute('type') ?? '',
          sizes: link.getAttribute('sizes') ?? '',
        })),
        jsonLd: all('script[type="application/ld+json"]').map((script) => script.textContent ?? ''),
        questions: all('main details > summary').map((summary) => summary.textContent?.trim() ?? ''),
        dates: attr('main time[datetime]', 'datetime'),
      };
    },
    [await response.text(), ONE_EACH] as const,
  );
}

/** A site URL as the local server's path: "https://www.example.com/og/x.png" -> "/og/x.png". */
export function localPath(url: string): string {
  if (!url.startsWith(site.siteUrl)) throw new Error(`${url} is not on ${site.siteUrl}`);
  return new URL(url).pathname;
}

/** Width and height from a PNG's IHDR chunk; throws when the bytes are not a PNG. */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (!bytes.subarray(0, 8).equals(signature)) throw new Error('not a PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

export async function fetchPng(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  if (!response.ok()) throw new Error(`${path} answered ${response.status()}`);
  return { type: response.headers()['content-type'], ...pngSize(await response.body()) };
}

export interface XmlNode {
  name: string;
  text: string;
  children: XmlNode[];
}

/** Parses XML with the browser's parser; a document that is not well-formed throws with its message. */
export async function readXml(page: Page, xml: string): Promise<XmlNode> {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'application/xml');
    const error = doc.querySelector('parsererror');
    if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
    const walk = (element: Element): XmlNode => ({
      name: element.tagName,
      text: element.textContent ?? '',
      children: [...element.children].map(walk),
    });
    return walk(doc.documentElement);
  }, xml);
}

/** Every element under `node` with this tag name, in document order. */
export function elements(node: XmlNode, name: string): XmlNode[] {
  return node.children.flatMap((child) => [...(child.name === name ? [child] : []), ...elements(child, name)]);
}

/** The text of `node`'s first child element of this name. */
export const childText = (node: XmlNode, name: string) => node.children.find((child) => child.name === name)?.text;
