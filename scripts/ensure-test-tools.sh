#!/usr/bin/env bash
# Makes sure the browser the tests drive is installed: Debian's Chromium headless shell
# (Playwright cannot download its own browser here, so it is pointed at
# /usr/bin/chromium-headless-shell). The full Chromium only takes screenshots for people
# (`npm run docs:screenshots`), and is not needed to test.
set -euo pipefail

[ -n "${CHROMIUM_PATH:-}" ] && exit 0
command -v chromium-headless-shell >/dev/null 2>&1 && exit 0

if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing chromium-headless-shell with apt-get (needed by the tests)..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium-headless-shell >/dev/null
else
  echo "The tests need Chromium's headless shell: install it, e.g. 'sudo apt-get install chromium-headless-shell'" >&2
  echo "on Debian/Ubuntu, or set CHROMIUM_PATH to an installed Chromium/Chrome, then run 'npm test' again." >&2
  exit 1
fi
