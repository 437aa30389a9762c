/**
 * Every page opens at the top (spec), also when reached with Back/Forward, which would
 * otherwise restore the old position. Links to a #fragment keep their own scrolling.
 */
history.scrollRestoration = 'manual';
window.addEventListener('pageshow', (event) => {
  if (event.persisted && !window.location.hash) window.scrollTo(0, 0);
});
