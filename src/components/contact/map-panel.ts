/** Makes the map's frame only when "Show map" is pressed. */
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
      frame.className = 'mb-4 aspect-video w-full rounded-md border border-line';
      frame.referrerPolicy = 'no-referrer';
      slot.append(frame);
      button.remove();
    });
  }
}

customElements.define('map-panel', MapPanel);
