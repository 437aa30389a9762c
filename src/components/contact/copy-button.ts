class CopyButton extends HTMLElement {
  connectedCallback() {
    const button = this.querySelector<HTMLButtonElement>('button[data-copy]');
    const label = this.querySelector<HTMLElement>('[data-copied]');
    if (!button || !navigator.clipboard) return;
    button.classList.remove('invisible');
    button.addEventListener('click', async () => {
      await navigator.clipboard.writeText(button.dataset['copy'] ?? '');
      button.dataset['done'] = '';
      if (label) label.textContent = label.dataset['copied'] ?? '';
    });
  }
}

customElements.define('copy-button', CopyButton);
