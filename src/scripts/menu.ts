/** Mobile menu enhancements: close when a link is tapped; open/close where invoker commands are missing. */
const menu = document.getElementById('mobile-menu');
if (menu instanceof HTMLDialogElement) {
  menu.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a')) menu.close();
  });

  if (!('command' in HTMLButtonElement.prototype)) {
    for (const button of document.querySelectorAll<HTMLButtonElement>('[commandfor="mobile-menu"]')) {
      const command = button.getAttribute('command');
      button.addEventListener('click', () => (command === 'show-modal' ? menu.showModal() : menu.close()));
    }
  }
}
