#!/usr/bin/env bash
# Regenerates the screenshots in docs/screenshots from the app itself (see README.md here): the
# iced_test Simulator renders the real views with the software renderer, from fixed seeds, so the
# pictures only change when the screens do. Needs ImageMagick (in scripts/lib.sh's BUILD_PACKAGES).
set -euo pipefail
cd "$(dirname "$0")/../.."
export ICED_TEST_BACKEND=tiny-skia
gallery=target/gallery
out=docs/screenshots
# the table of a game in play (normal text size) and the scanner reading labels, per language
GALLERY=played-log,normal cargo test --quiet --locked --test gui_flow -- --ignored gallery
cargo test --quiet --locked --test gui_scan -- --ignored gallery
for code in en ko ja; do
  # rendered at scale 2; halved to 1920×1080
  convert "$gallery/played-log-$code-normal-tiny-skia.png" -resize 50% -strip "$out/table-$code.png"
  convert "$gallery/scan-reading-$code-tiny-skia.png" -resize 50% -strip "$out/scanner-$code.png"
done
ls -l "$out"/*.png
