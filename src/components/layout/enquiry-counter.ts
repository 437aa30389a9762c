/** Ours, not count.js (a tenth of its size); nothing stored, nothing sent under Global Privacy Control or DNT. */
const { counter, counterCall, counterEmail } = document.body.dataset;
const { globalPrivacyControl } = navigator as Navigator & { globalPrivacyControl?: boolean };
const declined = globalPrivacyControl === true || navigator.doNotTrack === '1';

const kindOf = (target: Element) => {
  const href = target.closest('a')?.getAttribute('href') ?? '';
  if (href === counterCall) return 'call';
  if (counterEmail && href.startsWith(counterEmail)) return 'email';
  if (href === '/booking' || target.closest('a[data-booking]')) return 'booking';
  return target.closest('button[data-copy]') ? 'copy' : undefined;
};
const send = (fields: Record<string, string>) => navigator.sendBeacon(`${counter}?${new URLSearchParams(fields)}`);

if (counter && !declined) {
  send({ p: location.pathname, r: document.referrer });
  document.addEventListener('click', (event) => {
    const kind = event.target instanceof Element && kindOf(event.target);
    if (kind) send({ p: `${kind} ${location.pathname}`, e: 'true' });
  });
}
