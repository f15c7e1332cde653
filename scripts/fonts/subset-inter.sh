#!/usr/bin/env bash
# The board images embed Inter in every file they make. Only the characters the images write are
# kept (ASCII, the Latin-1 letters of names, dashes, quotes, arrows), so each file stays small.
# Named *.on-demand.*, they are fetched on the first image, not precached (src/integrations/offlineCore.ts).
# Run again after updating @fontsource/inter; needs fonttools and brotli (pip install fonttools
# brotli). Not part of the build.
set -euo pipefail
cd "$(dirname "$0")/../.."
from=node_modules/@fontsource/inter/files
to=src/assets/fonts
chars='U+0020-007E,U+00A0-00FF,U+2013-2014,U+2018-201D,U+2026,U+2022,U+2192,U+00B7'
for weight in 400 700; do
  pyftsubset "$from/inter-latin-$weight-normal.woff2" --unicodes="$chars" --flavor=woff2 --layout-features='kern' --output-file="$to/inter-$weight.on-demand.woff2"
done
cp node_modules/@fontsource/inter/LICENSE "$to/LICENSE-Inter.txt"
ls -l "$to"
