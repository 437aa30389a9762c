#!/usr/bin/env bash
# Makes sure the browser the tests drive is installed: Debian's Chromium (Playwright cannot
# download its own browser here, so it is pointed at /usr/bin/chromium).
set -euo pipefail

[ -n "${CHROMIUM_PATH:-}" ] && exit 0
command -v chromium >/dev/null 2>&1 && exit 0

if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing chromium with apt-get (needed by the tests)..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium >/dev/null
else
  echo "The tests need Chromium: install it, e.g. 'sudo apt-get install chromium' on Debian/Ubuntu," >&2
  echo "or set CHROMIUM_PATH to an installed Chromium/Chrome, then run 'npm test' again." >&2
  exit 1
fi
