#!/usr/bin/env bash
# Makes the four font files in src/client/app/fonts, which src/client/app/fonts.css declares:
#
#   inter-core.woff2      Inter (the body face) for English text: ASCII and common punctuation,
#                         its weight axis cut to the 400-700 the site uses. Preloaded.
#   inter-extra.woff2     the rest of Inter's Latin file (accented letters and rarer signs),
#                         fetched only by a page that shows one of them (its unicode-range).
#   rajdhani-core.woff2   Rajdhani 700 (headings, navigation, buttons) for the same characters,
#                         without TrueType hinting instructions (they were 40 % of the file and
#                         only matter for small text on Windows; Rajdhani is drawn large). Preloaded.
#   rajdhani-extra.woff2  the rest of Rajdhani's Latin file, on demand like inter-extra.
#
# A first view downloads 26 KB of fonts instead of 42 (the two Latin files as the packages ship
# them cut to 400-700). The results are committed, so nothing here runs at install time; run it
# again after upgrading either package. Needs Debian's fonttools (apt-get install fonttools
# python3-brotli). Both faces are under the SIL Open Font License (the LICENSE files beside them).
set -euo pipefail
cd "$(dirname "$0")/.."
INTER=node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2
RAJDHANI=node_modules/@fontsource/rajdhani/files/rajdhani-latin-700-normal.woff2
OUT=src/client/app/fonts
# Keep both lists in step with the unicode-range lines in src/client/app/fonts.css.
CORE="U+0020-007E,U+00A0,U+00A9,U+00AB,U+00AE,U+00B0,U+00B7,U+00BB,U+00D7,U+2013-2014,U+2018-201E,U+2022,U+2026,U+2032-2033,U+20AC,U+2122,U+2191,U+2193,U+2212,U+FEFF,U+FFFD"
EXTRA="U+00A1-00A8,U+00AA,U+00AC-00AD,U+00AF,U+00B1-00B6,U+00B8-00BA,U+00BC-00D6,U+00D8-00FF,U+0131,U+0152-0153,U+02C6,U+02DA,U+02DC,U+2020-2021,U+2030,U+2039-203A"
FEATURES="kern,liga,calt,tnum"
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
fonttools varLib.instancer "$INTER" wght=400:700 -o "$WORK/inter.ttf"
pyftsubset "$WORK/inter.ttf" --unicodes="$CORE" --flavor=woff2 --layout-features="$FEATURES" \
  --output-file="$OUT/inter-core.woff2"
pyftsubset "$WORK/inter.ttf" --unicodes="$EXTRA" --flavor=woff2 --layout-features="$FEATURES" \
  --output-file="$OUT/inter-extra.woff2"
pyftsubset "$RAJDHANI" --unicodes="$CORE" --flavor=woff2 --layout-features="$FEATURES" \
  --no-hinting --output-file="$OUT/rajdhani-core.woff2"
pyftsubset "$RAJDHANI" --unicodes="$EXTRA" --flavor=woff2 --layout-features="$FEATURES" \
  --no-hinting --output-file="$OUT/rajdhani-extra.woff2"
cp node_modules/@fontsource/rajdhani/LICENSE "$OUT/rajdhani-LICENSE.txt"
ls -l "$OUT"/*.woff2
