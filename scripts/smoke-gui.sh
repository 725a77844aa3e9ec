#!/usr/bin/env bash
# Smoke test of the real window: starts the app under Xvfb with the software renderer and sound
# off, waits for its window, takes a screenshot, checks the screenshot is not blank, then quits the
# app with Ctrl+Q and checks it exits with status 0.
#
#   bash scripts/smoke-gui.sh [BINARY]        (default: ${CARGO_TARGET_DIR:-target}/debug/nemesis-companion)
#
# SMOKE_LANGS (default "C ko_KR.UTF-8") runs once per locale; screenshots go to
# ${CARGO_TARGET_DIR:-target}/smoke/. Prints how long the window took to appear and to paint.
# Needs: xvfb xauth xdotool imagemagick (in BUILD_PACKAGES).
set -euo pipefail
cd "$(dirname "$0")/.."

target_dir=${CARGO_TARGET_DIR:-target}
bin=${1:-$target_dir/debug/nemesis-companion}
out=$target_dir/smoke
langs=${SMOKE_LANGS:-C ko_KR.UTF-8}
title="Nemesis Companion"
mkdir -p "$out"
[ -x "$bin" ] || { echo "smoke: no binary at $bin (build it first)" >&2; exit 1; }

now() { date +%s.%N; }
since() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.2f", b - a }'; }

# shellcheck source=scripts/xvfb.sh
. scripts/xvfb.sh
start_xvfb 97 || { echo "smoke: Xvfb did not start" >&2; exit 1; }

run_one() {
  local lang=$1 name=$2
  local data="$work/data-$name"
  mkdir -p "$data"
  local started
  started=$(now)
  # sound off: the first run by the environment switch, the others by the --no-sound flag
  local audio=off flag=()
  if [ "${name%%-*}" != 0 ]; then audio=""; flag=(--no-sound); fi
  LANG=$lang LC_ALL=$lang ICED_BACKEND=tiny-skia NEMESIS_AUDIO=$audio NEMESIS_DATA_DIR="$data" \
    "$bin" "${flag[@]}" >"$work/app-$name.log" 2>&1 &
  app_pid=$!

  local window=""
  for _ in $(seq 600); do
    window=$(xdotool search --name "^$title\$" 2>/dev/null | head -n1 || true)
    [ -n "$window" ] && break
    kill -0 "$app_pid" 2>/dev/null || break
    sleep 0.05
  done
  if [ -z "$window" ]; then
    echo "smoke[$name]: no window appeared" >&2
    cat "$work/app-$name.log" >&2
    return 1
  fi
  local appeared
  appeared=$(since "$started")

  # wait for the first frame: the screenshot has more than a handful of colours
  local shot="$out/smoke-$name.png" colours=0
  for _ in $(seq 100); do
    import -window root "$shot" 2>/dev/null || true
    colours=$(identify -format '%k' "$shot" 2>/dev/null || echo 0)
    [ "$colours" -ge 16 ] && break
    sleep 0.1
  done
  local painted
  painted=$(since "$started")
  if [ "$colours" -lt 16 ]; then
    echo "smoke[$name]: the window stayed blank ($colours colours), see $shot" >&2
    cat "$work/app-$name.log" >&2
    return 1
  fi

  xdotool windowfocus --sync "$window" 2>/dev/null || true
  xdotool key --clearmodifiers ctrl+q
  local status=0
  for _ in $(seq 100); do
    kill -0 "$app_pid" 2>/dev/null || break
    sleep 0.05
  done
  if kill -0 "$app_pid" 2>/dev/null; then
    echo "smoke[$name]: Ctrl+Q did not close the app" >&2
    return 1
  fi
  wait "$app_pid" || status=$?
  app_pid=""
  if [ "$status" -ne 0 ]; then
    echo "smoke[$name]: exit status $status" >&2
    cat "$work/app-$name.log" >&2
    return 1
  fi
  if grep -qE "panicked|internal error" "$work/app-$name.log"; then
    echo "smoke[$name]: the app panicked" >&2
    cat "$work/app-$name.log" >&2
    return 1
  fi
  echo "smoke[$name]: window after ${appeared}s, painted after ${painted}s ($colours colours), closed cleanly: $shot"
}

i=0
for lang in $langs; do
  run_one "$lang" "$i-${lang%%.*}"
  i=$((i + 1))
done
