#!/usr/bin/env bash
# Every test: type check, engine/DATC/content tests, then the browser tests against a real build.
# Each part's time is printed at the end, so a slow part is seen, never asserted.
set -euo pipefail
cd "$(dirname "$0")/.."
times=()
part() {
  local name="$1"
  shift
  local start=$SECONDS status=0
  "$@" || status=$?
  times+=("$(printf '  %-28s %4d s%s' "$name" $((SECONDS - start)) "$([ $status = 0 ] || echo ' (failed)')")")
  return $status
}
# The times are printed however the run ends, a failed part included.
print_times() {
  echo "Time by part:"
  printf '%s\n' "${times[@]}"
}
trap print_times EXIT
# astro sync writes .astro/types.d.ts (the `astro:content` types) that the type check needs.
part "types" bash -c 'npx astro sync >/dev/null && npx tsc --noEmit -p tsconfig.json'
if [ -f astro.config.mjs ] && [ -d tests/e2e ] && ls tests/e2e/*.test.ts >/dev/null 2>&1; then
  part "chromium" bash scripts/ensure-chromium.sh
  # The site is built while the unit tests run: neither reads what the other writes, and the build
  # leaves a core idle much of the time. Its log is shown when it fails.
  build_log="$(mktemp)"
  build_start=$SECONDS
  npx astro build >"$build_log" 2>&1 &
  build_pid=$!
  # A failed unit test still lets the build finish and the browser tests run: one run says all.
  units=0
  part "unit tests" npx vitest run || units=$?
  if ! wait "$build_pid"; then
    cat "$build_log"
    echo "The site build failed." >&2
    exit 1
  fi
  tail -n 3 "$build_log"
  times+=("$(printf '  %-28s %4d s' "site build (beside the units)" $((SECONDS - build_start)))")
  # Two test files at a time: a browser test waits on pages much of the time. Its waits have no
  # limit of their own; the runner's timeout, ten minutes a test, is the one guard against a hang.
  part "browser tests" npx tsx --test --test-concurrency=2 --test-timeout=600000 tests/e2e/*.test.ts
  exit "$units"
else
  part "unit tests" npx vitest run
fi
