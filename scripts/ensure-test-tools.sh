#!/usr/bin/env bash
# Makes sure what the tests drive is installed from Debian: Chromium for the browser tests
# (Playwright cannot download its own browser here, so it is pointed at /usr/bin/chromium),
# nginx with its brotli_static module, which the server tests run with the shipped config,
# and openssl, which makes the throwaway certificate `nginx -t` checks that config with.
set -euo pipefail

packages=()
if [ -z "${CHROMIUM_PATH:-}" ]; then
  command -v chromium >/dev/null 2>&1 || packages+=(chromium)
fi
[ -x /usr/sbin/nginx ] || packages+=(nginx)
command -v openssl >/dev/null 2>&1 || packages+=(openssl)
[ -e /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] || packages+=(libnginx-mod-http-brotli-static)
[ ${#packages[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing ${packages[*]} with apt-get (needed by the tests)..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null
else
  echo "The tests need: ${packages[*]}." >&2
  echo "Install them, e.g. 'sudo apt-get install ${packages[*]}' on Debian/Ubuntu," >&2
  echo "(for Chromium you may instead set CHROMIUM_PATH to an installed Chromium/Chrome), then run 'npm test' again." >&2
  exit 1
fi
