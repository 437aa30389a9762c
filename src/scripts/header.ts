/** Marks the header as scrolled once the page is more than 50 px down (spec threshold). */
export const SCROLL_THRESHOLD = 50;

const header = document.getElementById('site-header');
if (header) {
  const update = () => {
    header.dataset['scrolled'] = String(window.scrollY > SCROLL_THRESHOLD);
  };
  window.addEventListener('scroll', update, { passive: true });
  update();
}
