#!/usr/bin/env bash
# `npm test`: every check, in order. Debian's test tools (ensure-test-tools.sh) install meanwhile
# the checks and unit tests, which need none of them, run: apt mostly waits on the network, they
# mostly use the CPU.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-test-tools.sh &
tools=$!
npm run check
npm run test:unit
wait "$tools"
npm run bench:ci
npm run test:dist
npm run test:e2e
# After the e2e specs: their setup project has built the launched practice this bench serves.
npm run bench:launched
npm run test:owner
npm run bench:editor
