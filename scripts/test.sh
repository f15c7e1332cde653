#!/usr/bin/env bash
# Every test: type check, engine/DATC/content tests, then the browser tests against a real build.
set -euo pipefail
cd "$(dirname "$0")/.."
# astro sync writes .astro/types.d.ts (the `astro:content` types) that the type check needs.
npx astro sync >/dev/null
npx tsc --noEmit -p tsconfig.json
npx vitest run
if [ -f astro.config.mjs ] && [ -d tests/e2e ] && ls tests/e2e/*.test.ts >/dev/null 2>&1; then
  bash scripts/ensure-chromium.sh
  npx astro build
  npx tsx --test tests/e2e/*.test.ts
fi
