#!/usr/bin/env bash
# Renders the app icon to PNGs at the freedesktop sizes (hicolor/<N>x<N>/apps/<app-id>.png)
# and to a Windows .ico. 16 and 24 px come from the hand-tuned small.svg, the rest from the
# main SVG. The outputs are committed, so packaging does not need this script; run it again
# after changing either SVG (needs rsvg-convert from librsvg2-bin and icotool from icoutils).
set -euo pipefail
cd "$(dirname "$0")"
APP_ID=io.github.nemesiscompanion.NemesisCompanion
SIZES=(16 24 32 48 64 128 256 512)
for tool in rsvg-convert icotool; do
  command -v "$tool" >/dev/null || { echo "render.sh: $tool is missing (apt-get install librsvg2-bin icoutils)" >&2; exit 1; }
done
for n in "${SIZES[@]}"; do
  src="$APP_ID.svg"
  [ "$n" -le 24 ] && src=small.svg
  mkdir -p "hicolor/${n}x${n}/apps"
  rsvg-convert -w "$n" -h "$n" "$src" -o "hicolor/${n}x${n}/apps/$APP_ID.png"
done
# Windows wants one .ico holding several sizes; 256 is stored as PNG inside it.
icotool -c -o "$APP_ID.ico" \
  hicolor/16x16/apps/$APP_ID.png hicolor/24x24/apps/$APP_ID.png hicolor/32x32/apps/$APP_ID.png \
  hicolor/48x48/apps/$APP_ID.png hicolor/64x64/apps/$APP_ID.png -r hicolor/256x256/apps/$APP_ID.png
echo "rendered ${SIZES[*]} px and $APP_ID.ico"
