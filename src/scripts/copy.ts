/** Shows the Copy buttons where the Clipboard API exists and copies their value. */
for (const button of document.querySelectorAll<HTMLButtonElement>('[data-copy]')) {
  if (!navigator.clipboard) continue;
  button.hidden = false;
  const label = button.querySelector('[data-copy-label]');
  button.addEventListener('click', async () => {
    await navigator.clipboard.writeText(button.dataset['copy'] ?? '');
    if (label) label.textContent = button.dataset['copiedLabel'] ?? '';
  });
}
