#!/usr/bin/env bash
# Makes src/client/app/fonts/inter-latin-400-700.woff2, the body font every page's first view
# downloads: Inter's Latin file from @fontsource-variable/inter, its weight axis cut to the
# 400-700 the site uses (font-normal to font-bold) and its characters to those English text
# needs. 26 KB instead of 48 KB. The result is committed, so nothing here runs at install time;
# run it again after upgrading the package. Needs Debian's fonttools (apt-get install fonttools
# python3-brotli). Inter is under the SIL Open Font License (inter-LICENSE.txt beside the file).
set -euo pipefail
cd "$(dirname "$0")/.."
SOURCE=node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2
OUTPUT=src/client/app/fonts/inter-latin-400-700.woff2
# Keep in step with the unicode-range in src/client/app/fonts.css.
UNICODES="U+0020-007E,U+00A0-00FF,U+0131,U+0152-0153,U+02C6,U+02DA,U+02DC,U+2013-2014,U+2018-201E,U+2020-2022,U+2026,U+2030,U+2032-2033,U+2039-203A,U+20AC,U+2122,U+2191,U+2193,U+2212,U+FEFF,U+FFFD"
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
fonttools varLib.instancer "$SOURCE" wght=400:700 -o "$WORK/inter.ttf"
pyftsubset "$WORK/inter.ttf" --unicodes="$UNICODES" --flavor=woff2 \
  --layout-features='kern,liga,calt,tnum' --output-file="$OUTPUT"
ls -l "$OUTPUT"
