#!/usr/bin/env bash
# Makes sure the browser the end-to-end tests drive is installed: Debian's Chromium.
# Playwright cannot download its own browser here, so it is pointed at /usr/bin/chromium.
set -euo pipefail

[ -n "${CHROMIUM_PATH:-}" ] && exit 0
packages=()
command -v chromium >/dev/null 2>&1 || packages+=(chromium)
[ ${#packages[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing ${packages[*]} with apt-get (needed by the browser tests)..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null
else
  echo "The browser tests need: ${packages[*]}." >&2
  echo "Install it, e.g. 'sudo apt-get install ${packages[*]}' on Debian/Ubuntu," >&2
  echo "or set CHROMIUM_PATH to an installed Chromium/Chrome, then run 'npm test' again." >&2
  exit 1
fi
