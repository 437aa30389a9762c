/**
 * The widest column of empty space beside content on a page, as a designer sees it: the page is
 * cut into a grid of CELL px squares; a square is filled where a box of text (a paragraph, a
 * heading, a list item, a button), a picture, a control or a framed box (a card, a bordered or
 * shaded panel narrower than the page: a band from edge to edge is a background) covers it. A column is a
 * run of empty squares side by side that stays empty over at least `minHeight` px of rows that
 * hold content (rows of pure spacing between sections neither count nor break it), so a short
 * heading's line or a paragraph's last line is no column, but a picture's or a text's whole
 * side is. Passed to page.evaluate: it must not use anything from outside its own body.
 */
export interface EmptyColumn {
  width: number;
  /** Where it is: its left edge, and a row of content beside it (page px). */
  left: number;
  at: number;
}

export function widestEmptyColumn(minHeight: number): EmptyColumn {
  const CELL = 8;
  const pageWidth = document.documentElement.clientWidth;
  const pageHeight = document.documentElement.scrollHeight;
  const columns = Math.ceil(pageWidth / CELL);
  const rows = Math.ceil(pageHeight / CELL);
  const filled = Array.from({ length: rows }, () => new Uint8Array(columns));

  const fill = (rect: DOMRect) => {
    if (rect.width < 2 || rect.height < 2) return;
    const top = rect.top + window.scrollY;
    const left = rect.left + window.scrollX;
    for (
      let row = Math.max(0, Math.floor(top / CELL));
      row < Math.min(rows, Math.ceil((top + rect.height) / CELL));
      row++
    ) {
      const line = filled[row];
      if (!line) continue;
      for (
        let column = Math.max(0, Math.floor(left / CELL));
        column < Math.min(columns, Math.ceil((left + rect.width) / CELL));
        column++
      ) {
        line[column] = 1;
      }
    }
  };

  const shown = (element: Element) =>
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && !element.closest('.sr-only');

  // Text fills the box that holds it (a paragraph, a heading, a button), not only its inked
  // lines: a text column is a column even where its lines end short.
  const textBoxes = new Set<Element>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    let box = node.parentElement;
    while (box && getComputedStyle(box).display === 'inline' && box.parentElement) box = box.parentElement;
    if (node.textContent?.trim() && box && shown(box)) textBoxes.add(box);
  }
  for (const box of textBoxes) fill(box.getBoundingClientRect());

  const framed = (style: CSSStyleDeclaration) =>
    style.boxShadow !== 'none' ||
    parseFloat(style.borderTopWidth) + parseFloat(style.borderLeftWidth) > 0 ||
    style.backgroundImage !== 'none' ||
    !/^(transparent|rgba\(0, 0, 0, 0\))$/.test(style.backgroundColor);
  for (const element of document.body.querySelectorAll('*')) {
    if (!shown(element)) continue;
    const rect = element.getBoundingClientRect();
    const replaced = element.matches('img, svg, picture, iframe, video, canvas, input, select, textarea, button');
    if (replaced || (rect.width < pageWidth - 16 && framed(getComputedStyle(element)))) fill(rect);
  }

  // Per column, how many content rows in a row it has stayed empty; the widest run of columns
  // that have all stayed empty long enough is the widest empty column.
  const emptyFor = new Array<number>(columns).fill(0);
  const minRows = Math.ceil(minHeight / CELL);
  let widest: EmptyColumn = { width: 0, left: 0, at: 0 };
  filled.forEach((line, row) => {
    if (!line.includes(1)) return;
    let run = 0;
    for (let column = 0; column <= columns; column++) {
      if (column < columns) emptyFor[column] = line[column] ? 0 : (emptyFor[column] ?? 0) + 1;
      if (column < columns && (emptyFor[column] ?? 0) >= minRows) {
        run++;
        continue;
      }
      const width = Math.min(run * CELL, pageWidth);
      if (width > widest.width) widest = { width, left: (column - run) * CELL, at: row * CELL };
      run = 0;
    }
  });
  return widest;
}
