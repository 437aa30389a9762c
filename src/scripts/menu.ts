/**
 * Mobile menu: a modal <dialog> opened by invoker commands (no script needed where supported).
 * This adds what the platform leaves out: a tapped link closes it (so Back never returns to an
 * open menu), Tab wraps inside it, and browsers without invoker commands get click handlers.
 */
const menu = document.getElementById('mobile-menu');

function focusables(dialog: HTMLDialogElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')];
}

if (menu instanceof HTMLDialogElement) {
  menu.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a')) menu.close();
  });

  menu.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab') return;
    const items = focusables(menu);
    const edge = event.shiftKey ? items[0] : items[items.length - 1];
    if (document.activeElement !== edge) return;
    event.preventDefault();
    (event.shiftKey ? items[items.length - 1] : items[0])?.focus();
  });

  if (!('command' in HTMLButtonElement.prototype)) {
    for (const button of document.querySelectorAll<HTMLButtonElement>('[commandfor="mobile-menu"]')) {
      const command = button.getAttribute('command');
      button.addEventListener('click', () => (command === 'show-modal' ? menu.showModal() : menu.close()));
    }
  }
}
