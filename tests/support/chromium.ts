/**
 * Debian's Chromium, and the flags it needs on this closed network (or it stalls on lookups): its
 * headless shell runs every test and benchmark; the full browser takes the screenshots a person
 * looks at (`npm run docs:screenshots`, scripts/screenshot.ts).
 */
export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium-headless-shell';
export const SCREENSHOT_CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
