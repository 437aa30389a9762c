/** /services#sleep: after 300 ms, scroll smoothly to the card, 100 px below the top (spec). */
export const HASH_SCROLL_DELAY_MS = 300;
export const HASH_SCROLL_OFFSET_PX = 100;

const target = window.location.hash ? document.getElementById(decodeURIComponent(window.location.hash.slice(1))) : null;
if (target) {
  window.setTimeout(() => {
    const top = target.getBoundingClientRect().top + window.scrollY - HASH_SCROLL_OFFSET_PX;
    window.scrollTo({ top, behavior: 'smooth' });
  }, HASH_SCROLL_DELAY_MS);
}
