#!/usr/bin/env bash
# Regenerates the screenshots in docs/screenshots from the app itself (see README.md here).
# Pending the GUI: until the binary has a `screenshots` subcommand, this says so and exits 0.
set -euo pipefail
cd "$(dirname "$0")/../.."
out=docs/screenshots
if ! cargo run --quiet --locked --release -- help screenshots >/dev/null 2>&1; then
  echo "generate.sh: the app has no 'screenshots' subcommand yet (the GUI is still being built); nothing generated"
  exit 0
fi
cargo run --quiet --locked --release -- screenshots --out "$out"
ls -l "$out"/*.png
