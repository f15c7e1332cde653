#!/usr/bin/env bash
# Every test: type check, engine/DATC/content tests, then the browser tests against a real build.
# Each part's time is printed at the end, so a slow part is seen, never asserted.
set -euo pipefail
cd "$(dirname "$0")/.."
times=()
part() {
  local name="$1"
  shift
  local start=$SECONDS
  "$@"
  times+=("$(printf '  %-16s %4d s' "$name" $((SECONDS - start)))")
}
# astro sync writes .astro/types.d.ts (the `astro:content` types) that the type check needs.
part "types" bash -c 'npx astro sync >/dev/null && npx tsc --noEmit -p tsconfig.json'
part "unit tests" npx vitest run
if [ -f astro.config.mjs ] && [ -d tests/e2e ] && ls tests/e2e/*.test.ts >/dev/null 2>&1; then
  part "chromium" bash scripts/ensure-chromium.sh
  part "site build" npx astro build
  part "browser tests" npx tsx --test tests/e2e/*.test.ts
fi
echo "Time by part:"
printf '%s\n' "${times[@]}"
