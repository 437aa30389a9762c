/** /services#sleep scrolls smoothly after 300 ms with a 100 px offset (spec); without script the browser jumps. */
const HASH_SCROLL_DELAY_MS = 300;
const HASH_SCROLL_OFFSET_PX = 100;

class ServiceCards extends HTMLElement {
  connectedCallback() {
    const id = decodeURIComponent(window.location.hash.slice(1));
    const card = id ? document.getElementById(id) : null;
    if (!card || !this.contains(card)) return;
    // Take the id away until our own scroll, so the browser's instant jump finds nothing.
    card.removeAttribute('id');
    window.scrollTo(0, 0);
    window.setTimeout(() => {
      card.id = id;
      const top = card.getBoundingClientRect().top + window.scrollY - HASH_SCROLL_OFFSET_PX;
      window.scrollTo({ top, behavior: 'smooth' });
    }, HASH_SCROLL_DELAY_MS);
  }
}

customElements.define('service-cards', ServiceCards);
