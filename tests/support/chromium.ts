/**
 * Debian's Chromium, and the flags it needs on this closed network (or it stalls on lookups): its
 * headless shell runs every test and benchmark; the full browser takes the screenshots a person
 * looks at (`npm run docs:screenshots`, scripts/screenshot.ts).
 */
export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium-headless-shell';
export const SCREENSHOT_CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  // The headless shell hints fonts fully by default, which lays text out narrower or wider than
  // Chrome does for visitors (a line more on /booking at 1280 px); unhinted, the same heights.
  '--font-render-hinting=none',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
