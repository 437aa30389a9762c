/**
 * Measures run in the page (page.evaluate): how headings and buttons break into lines, and
 * which calls to action share one screen. Self-contained: the browser runs each function alone.
 */

/** Headings and buttons whose last line holds one word, or that break a line at a hyphen. */
export function badBreaks(): string[] {
  const selector = 'h1, h2, h3, a[class*="rounded-full"]';
  const found: string[] = [];
  for (const element of document.querySelectorAll<HTMLElement>(selector)) {
    if (element.offsetParent === null || element.closest('.sr-only, dialog')) continue;
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const words: { text: string; tops: number[] }[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const value = node.textContent ?? '';
      for (const match of value.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top));
        if (tops.length > 0) words.push({ text: match[0], tops });
      }
    }
    const name = `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().replace(/\s+/g, ' ')}"`;
    if (words.some((word) => new Set(word.tops).size > 1)) found.push(`${name}: breaks inside a word`);
    const lines = [...new Set(words.map((word) => word.tops[0]))];
    const last = words.filter((word) => word.tops[0] === lines.at(-1));
    if (lines.length > 1 && last.length === 1) found.push(`${name}: one word on its last line`);
  }
  return found;
}

/**
 * Pairs of identical calls to action (same words, same address) that fit in one screen of the
 * given height: in the page, the lower one's bottom within that height of the upper one's top.
 */
export function identicalActionsInOneScreen(screenHeight: number): string[] {
  const actions = [...document.querySelectorAll<HTMLAnchorElement>('main a[href]')]
    .filter((link) => link.offsetParent !== null && /book|consultation/i.test(link.textContent ?? ''))
    .map((link) => {
      const box = link.getBoundingClientRect();
      return {
        key: `"${(link.textContent ?? '').trim()}" -> ${link.getAttribute('href')}`,
        top: box.top + scrollY,
        bottom: box.bottom + scrollY,
      };
    })
    .sort((a, b) => a.top - b.top);
  const found: string[] = [];
  actions.forEach((upper, index) => {
    for (const lower of actions.slice(index + 1)) {
      if (lower.key === upper.key && lower.bottom - upper.top <= screenHeight) {
        found.push(`${upper.key} at ${Math.round(upper.top)} and ${Math.round(lower.top)}`);
      }
    }
  });
  return found;
}
