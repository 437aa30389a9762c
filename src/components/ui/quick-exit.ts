/** Shift pressed three times within five seconds: GOV.UK's "Exit this page" shortcut. */
const SHIFT_PRESSES = 3;
const WITHIN_MS = 5000;

class QuickExit extends HTMLElement {
  connectedCallback() {
    const link = this.querySelector('a');
    if (!link) return;
    const leave = () => window.location.replace(link.href);
    link.addEventListener('click', (event) => {
      event.preventDefault();
      leave();
    });
    let presses: number[] = [];
    document.addEventListener('keydown', (event) => {
      if (event.key !== 'Shift' || event.repeat) return;
      presses = [...presses, event.timeStamp].filter((time) => event.timeStamp - time < WITHIN_MS);
      if (presses.length >= SHIFT_PRESSES) leave();
    });
  }
}

customElements.define('quick-exit', QuickExit);
