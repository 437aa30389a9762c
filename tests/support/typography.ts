/**
 * Measures run in the page (page.evaluate): how headings and buttons break into lines, and
 * which calls to action share one screen. Self-contained: the browser runs each function alone.
 */

/** Headings and buttons whose last line holds one word (of three or more), or that break inside a word. */
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
    // Two words alone can only break one a line: no orphan, a heading set on two lines.
    if (lines.length > 1 && last.length === 1 && words.length > 2) found.push(`${name}: one word on its last line`);
  }
  return found;
}

/**
 * Pairs of identical actions (the same words, in any case, to the same address) that fit in one
 * screen of the given height: in the page, the lower one's bottom within that height of the upper
 * one's top. An action: a link drawn as a button, or one to the booking or contact page or to
 * her (`her`: her tel: and mailto: addresses), in the page's content or its closing band.
 */
export function identicalActionsInOneScreen({ screenHeight, her }: { screenHeight: number; her: string[] }): string[] {
  const isAction = (link: HTMLAnchorElement) =>
    /rounded-full/.test(link.className) ||
    ['/booking', '/contact'].includes(link.getAttribute('href') ?? '') ||
    her.includes(link.href.split('?')[0] ?? '');
  const actions = [...document.querySelectorAll<HTMLAnchorElement>('main a[href]')]
    .filter((link) => link.offsetParent !== null && isAction(link))
    .map((link) => {
      const box = link.getBoundingClientRect();
      const words = (link.textContent ?? '').replace(/\s+/g, ' ').trim().toLowerCase();
      return {
        key: `"${words}" -> ${link.getAttribute('href')}`,
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

/** The font size of the page's h1, and of every other visible text it is not larger than. */
export function typeLargerThanHeading(): string[] {
  const heading = document.querySelector('h1');
  if (!heading) return ['no h1'];
  const size = (element: Element) => parseFloat(getComputedStyle(element).fontSize);
  const own = size(heading);
  const found: string[] = [];
  for (const element of document.querySelectorAll<HTMLElement>('body *')) {
    if (element === heading || heading.contains(element) || element.offsetParent === null) continue;
    if (element.closest('.sr-only, dialog, [aria-hidden="true"], svg')) continue;
    const text = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
    if (text && size(element) >= own)
      found.push(
        `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 30)}" ${size(element)} px >= ${own} px`,
      );
  }
  return found;
}

/**
 * Where her address, shown as text, breaks a line other than after its @ or a dot: each line's
 * start is read from where its characters are drawn. Also each copy button beside an address
 * that does not sit on the address's last line, right after it.
 */
export function brokenAddresses(address: string): string[] {
  const found: string[] = [];
  const holders = [...document.querySelectorAll<HTMLElement>('body *')].filter(
    (element) =>
      element.offsetParent !== null &&
      !element.closest('.sr-only, dialog') &&
      (element.textContent ?? '').includes(address) &&
      ![...element.children].some((child) => (child.textContent ?? '').includes(address)),
  );
  for (const holder of holders) {
    const letters: { letter: string; box: DOMRect }[] = [];
    const walker = document.createTreeWalker(holder, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let index = 0; index < (node.textContent ?? '').length; index += 1) {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const box = range.getBoundingClientRect();
        if (box.width > 0) letters.push({ letter: node.textContent?.[index] ?? '', box });
      }
    }
    const text = letters.map(({ letter }) => letter).join('');
    const start = text.indexOf(address);
    if (start < 0) continue;
    const name = `${holder.tagName.toLowerCase()} in ${holder.closest('header, main, footer')?.tagName.toLowerCase()}`;
    for (let index = start + 1; index < start + address.length; index += 1) {
      const [before, after] = [letters[index - 1], letters[index]];
      if (before && after && after.box.top > before.box.bottom - 2 && !'@.'.includes(before.letter))
        found.push(`${name}: "${address.slice(0, index - start)} | ${address.slice(index - start)}"`);
    }
    const last = letters[start + address.length - 1]?.box;
    // EmailLink's: the address and its button held together in one unbreakable span.
    const copy = holder.closest('span.whitespace-nowrap')?.querySelector<HTMLElement>('button[data-copy]');
    if (last && copy && copy.offsetParent !== null) {
      const box = copy.getBoundingClientRect();
      const beside = box.top < last.bottom && box.bottom > last.top && box.left >= last.right - 1;
      if (!beside) found.push(`${name}: its copy button is not right after it`);
    }
  }
  return found;
}
