#!/usr/bin/env bash
# Builds every game in retro-games/ into a js-dos v8 bundle in retro-games/bundles/ (committed, so installs need no nasm).
#
# Convention: each game lives in retro-games/<name>/ with <name>.asm and
# dosbox.conf. The DOS file name is the folder name with non-letters removed,
# cut to 8 characters and upper-cased, plus .COM (star-courier -> STARCOUR.COM).
#
# A bundle (.jsdos) is a zip holding the program at its root and the config at
# .jsdos/dosbox.conf. Timestamps, permissions and time zone are fixed so a
# rebuild gives byte-identical output.
#
# Needs: nasm, zip (Debian: apt-get install nasm zip).
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
DIST="$HERE/bundles"
STAMP='2026-01-01 00:00:00'
export TZ=UTC

for tool in nasm zip; do
  command -v "$tool" >/dev/null || { echo "build.sh: '$tool' not found (apt-get install nasm zip)" >&2; exit 1; }
done

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$DIST"

built=0
for dir in "$HERE"/*/; do
  name="$(basename "$dir")"
  src="$dir$name.asm"
  conf="${dir}dosbox.conf"
  [[ -f "$src" && -f "$conf" ]] || continue

  base="$(printf '%s' "$name" | tr -cd 'A-Za-z0-9' | cut -c1-8 | tr 'a-z' 'A-Z')"
  exe="$base.COM"
  if ! grep -qi "^[[:space:]]*$exe[[:space:]]*\$" "$conf"; then
    echo "build.sh: $conf does not run $exe in [autoexec]" >&2
    exit 1
  fi

  stage="$WORK/$name"
  mkdir -p "$stage/.jsdos"
  (cd "$dir" && nasm -f bin -w+all -o "$stage/$exe" "$name.asm")
  cp "$conf" "$stage/.jsdos/dosbox.conf"
  chmod 644 "$stage/$exe" "$stage/.jsdos/dosbox.conf"
  chmod 755 "$stage/.jsdos"
  touch -d "$STAMP" "$stage/$exe" "$stage/.jsdos/dosbox.conf" "$stage/.jsdos"

  out="$DIST/$name.jsdos"
  rm -f "$out"
  # -X: no extra attributes, -D: no directory entries, so the zip holds
  # exactly the program and .jsdos/dosbox.conf.
  (cd "$stage" && zip -X -q -r -D "$out" "$exe" .jsdos)

  echo "$name: $exe $(stat -c %s "$stage/$exe") bytes -> bundles/$name.jsdos $(stat -c %s "$out") bytes"
  built=$((built + 1))
done

if [[ $built -eq 0 ]]; then
  echo "build.sh: no games found" >&2
  exit 1
fi
