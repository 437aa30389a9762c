/**
 * Measures run in the page (page.evaluate): whether the page fits its width and its controls are
 * big enough to tap. Self-contained: the browser runs each function alone.
 */

/** Each problem of fit: sideways scroll, an element past the viewport, a target too small to tap. */
export function misfits(): string[] {
  const limit = document.documentElement.clientWidth + 1;
  const problems: string[] = [];
  if (document.documentElement.scrollWidth > document.documentElement.clientWidth)
    problems.push(`sideways scroll: ${document.documentElement.scrollWidth} px`);
  // Outside the rows that scroll sideways on purpose.
  for (const element of document.querySelectorAll<HTMLElement>('body *')) {
    if (element.closest('dialog, .overflow-x-auto, .sr-only')) continue;
    const box = element.getBoundingClientRect();
    if (box.right > limit && box.width > 0)
      problems.push(`past the edge: ${element.tagName.toLowerCase()}.${element.className.toString().split(' ')[0]}`);
  }
  // Inline links in running text need 24 px of height; every other control 44 x 44.
  for (const element of document.querySelectorAll<HTMLElement>('a[href], button, summary, [tabindex="0"]')) {
    if (element.offsetParent === null || element.closest('dialog, .sr-only')) continue;
    const box = element.getBoundingClientRect();
    const inline = Boolean(element.closest('p, li, dd, address')) && getComputedStyle(element).display === 'inline';
    if (inline ? box.height >= 24 : box.width >= 44 && box.height >= 44) continue;
    const name = (element.textContent ?? '').trim().slice(0, 30) || element.getAttribute('aria-label');
    problems.push(
      `too small: ${element.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}x${Math.round(box.height)}`,
    );
  }
  return problems;
}
