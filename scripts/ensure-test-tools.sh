#!/usr/bin/env bash
# Makes sure the browser the tests drive is installed: Debian's Chromium headless shell
# (Playwright cannot download its own browser here, so it is pointed at
# /usr/bin/chromium-headless-shell). The full Chromium only takes screenshots for people
# (`npm run docs:screenshots`), and is not needed to test. With it, Roboto: the site's text is in
# the visitor's system font (src/styles/tokens.css), so pages are drawn here as on an Android phone,
# and the visual baselines do not depend on which fonts a machine happens to have.
set -euo pipefail

has_font() { fc-list 2>/dev/null | grep -q 'Roboto-Regular'; }
[ -n "${CHROMIUM_PATH:-}" ] && exit 0
command -v chromium-headless-shell >/dev/null 2>&1 && has_font && exit 0

if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing chromium-headless-shell and Roboto with apt-get (needed by the tests)..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium-headless-shell \
    fonts-roboto-unhinted >/dev/null
else
  echo "The tests need Chromium's headless shell and Roboto: install them, e.g." >&2
  echo "'sudo apt-get install chromium-headless-shell fonts-roboto-unhinted'" >&2
  echo "on Debian/Ubuntu, or set CHROMIUM_PATH to an installed Chromium/Chrome, then run 'npm test' again." >&2
  exit 1
fi
