/** Click-to-load map: the third-party frame is created only after the visitor presses "Show map". */
for (const panel of document.querySelectorAll<HTMLElement>('[data-map-panel]')) {
  const button = panel.querySelector<HTMLButtonElement>('[data-show-map]');
  const slot = panel.querySelector<HTMLElement>('[data-map-frame]');
  if (!button || !slot) continue;
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
