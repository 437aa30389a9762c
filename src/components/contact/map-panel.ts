/** Puts the map's frame where its drawing was, only when "Show map" is pressed. */
class MapPanel extends HTMLElement {
  connectedCallback() {
    const button = this.querySelector('button');
    const slot = this.querySelector<HTMLElement>('[data-src]');
    if (!button || !slot) return;
    button.hidden = false;
    button.addEventListener('click', () => {
      const frame = document.createElement('iframe');
      frame.src = slot.dataset['src'] ?? '';
      frame.title = slot.dataset['title'] ?? '';
      frame.className = 'size-full';
      frame.referrerPolicy = 'no-referrer';
      slot.replaceChildren(frame);
      button.remove();
    });
  }
}

customElements.define('map-panel', MapPanel);
