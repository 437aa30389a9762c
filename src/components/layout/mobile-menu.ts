/** A tapped link closes the menu (so Back never returns to it open), Tab wraps, invoker commands polyfilled. */
const focusables = (dialog: HTMLDialogElement) => [
  ...dialog.querySelectorAll<HTMLElement>('a[href], button:not([disabled])'),
];

function wrapTab(dialog: HTMLDialogElement, event: KeyboardEvent) {
  if (event.key !== 'Tab') return;
  const items = focusables(dialog);
  const edge = event.shiftKey ? items[0] : items[items.length - 1];
  if (document.activeElement !== edge) return;
  event.preventDefault();
  (event.shiftKey ? items[items.length - 1] : items[0])?.focus();
}

class MobileMenu extends HTMLElement {
  connectedCallback() {
    const dialog = this.querySelector('dialog');
    if (!dialog) return;
    dialog.addEventListener('click', (event) => {
      if (event.target instanceof Element && event.target.closest('a')) dialog.close();
    });
    dialog.addEventListener('keydown', (event) => wrapTab(dialog, event));
    if ('command' in HTMLButtonElement.prototype) return;
    for (const button of this.querySelectorAll('button[command]')) {
      const opens = button.getAttribute('command') === 'show-modal';
      button.addEventListener('click', () => (opens ? dialog.showModal() : dialog.close()));
    }
  }
}

customElements.define('mobile-menu', MobileMenu);
