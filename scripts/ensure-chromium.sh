#!/usr/bin/env bash
# Playwright drives Debian's chromium; `npx playwright install` cannot work offline.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
echo "chromium is missing: installing Debian's package with apt-get" >&2
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq >&2
$SUDO apt-get install -y -qq chromium >&2
test -x /usr/bin/chromium
