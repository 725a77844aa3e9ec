#!/usr/bin/env bash
# Measures every sound in sounds/ through the decoder that plays it and prints a Markdown
# table: length against the manifest's promise, loudness (loudest 400 ms window), peak, RMS,
# onset, and for loops how the end joins the start. The tests check the same numbers.
#
#   bash sounds/measure.sh
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
exec cargo run --quiet --example sound_report -- sounds
