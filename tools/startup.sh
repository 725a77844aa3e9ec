#!/usr/bin/env bash
# Cold start and idle memory of the real window, as a person starts it: the time from launching
# the app to its window and to its first painted frame, then the resident memory after it has
# sat idle, on the start screen and on a table (a saved four-player game, opened with its
# Continue button). Runs under Xvfb with the software renderer and sound off.
#
#   bash tools/startup.sh [RUNS] [BINARY]   (default 5 runs of ${CARGO_TARGET_DIR:-target}/release/nemesis-companion)
#
# Prints one line per run and the medians. It asserts nothing: speed is measured, not tested.
# Needs: xvfb xdotool imagemagick (as scripts/smoke-gui.sh) and xwd (Debian: x11-apps).
set -euo pipefail
cd "$(dirname "$0")/.."

runs=${1:-5}
target_dir=${CARGO_TARGET_DIR:-target}
bin=${2:-$target_dir/release/nemesis-companion}
[ -x "$bin" ] || { echo "startup: no binary at $bin (cargo build --release first)" >&2; exit 1; }
for tool in Xvfb xdotool xwd identify convert import; do
  command -v "$tool" >/dev/null || { echo "startup: needs $tool (Debian: apt-get install xvfb xdotool x11-apps imagemagick)" >&2; exit 1; }
done
title="Nemesis Companion"
idle=${STARTUP_IDLE:-3}

now() { date +%s%N; }
ms_since() { echo $(( ($(now) - $1) / 1000000 )); }
rss_mb() { awk '/^VmRSS:/ { printf "%.1f", $2 / 1024 }' "/proc/$1/status"; }

# shellcheck source=scripts/xvfb.sh
. scripts/xvfb.sh
start_xvfb 77 || exit 1

# a saved game for "Continue": the headless player writes it where the window reads
data="$work/data"
mkdir -p "$data"
printf '' | NEMESIS_DATA_DIR="$data" "$bin" headless --data-dir "$data" --players 4 --seed 7 --lang ko >/dev/null
# the language chosen (as after the first run), so the start screen comes first
echo '{"language":"ko"}' >"$data/settings.json"

window_ms=() frame_ms=() home_mb=() table_mb=()
for run in $(seq "$runs"); do
  started=$(now)
  LANG=ko_KR.UTF-8 LC_ALL=ko_KR.UTF-8 ICED_BACKEND=tiny-skia NEMESIS_AUDIO=off NEMESIS_DATA_DIR="$data" \
    "$bin" >"$work/app.log" 2>&1 &
  app_pid=$!
  window=""
  for _ in $(seq 1000); do
    window=$(xdotool search --name "^$title\$" 2>/dev/null | head -n1 || true)
    [ -n "$window" ] && break
    sleep 0.01
  done
  [ -n "$window" ] || { echo "startup: no window" >&2; cat "$work/app.log" >&2; exit 1; }
  appeared=$(ms_since "$started")
  # the first frame: the first grab where the screen has more than a handful of colours. A
  # grab takes about 40 ms (xwd) and counting its colours about 100 ms more, so the grabs are
  # taken back to back for a while, each kept only if the screen changed, and their colours
  # counted afterwards; the time is when that grab ended (issue 57: counting between grabs left
  # the first frame unseen for 100 ms whenever a grab caught the window still blank)
  last="" painted="" shots=()
  for n in $(seq 60); do
    xwd -root -silent >"$work/grab.xwd" 2>/dev/null || true
    grabbed=$(ms_since "$started")
    sum=$(md5sum <"$work/grab.xwd")
    if [ "$sum" != "$last" ]; then
      last=$sum
      mv "$work/grab.xwd" "$work/shot-$n.xwd"
      shots+=("$n:$grabbed")
    fi
    # the window settles within a second or two; later changes are not the first frame
    [ "$grabbed" -gt 2500 ] && break
  done
  for shot in "${shots[@]}"; do
    n=${shot%%:*}
    if [ -z "$painted" ] && [ "$(identify -format '%k' "$work/shot-$n.xwd" 2>/dev/null || echo 0)" -ge 16 ]; then
      painted=${shot#*:}
      cp "$work/shot-$n.xwd" "$work/shot.xwd"
    fi
    rm -f "$work/shot-$n.xwd"
  done
  painted=${painted:-$(ms_since "$started")}
  convert "$work/shot.xwd" "$work/shot.png" 2>/dev/null || true
  # the frame counted as the first, to be looked at
  cp "$work/shot.png" "$target_dir/startup-first-frame.png" 2>/dev/null || true
  sleep "$idle"
  home=$(rss_mb "$app_pid")
  # "Continue" on the start screen opens the saved game: a table (keys sent by xdotool do not
  # reach the window under Xvfb, a click does; the button is the first one, top left, at the
  # window's first size)
  before=$(md5sum <"$work/shot.png")
  xdotool mousemove 158 142
  sleep 0.3
  xdotool click 1
  changed=""
  for _ in $(seq 300); do
    import -window root "$work/shot.png" 2>/dev/null || true
    if [ "$(md5sum <"$work/shot.png")" != "$before" ]; then changed=1; break; fi
    sleep 0.02
  done
  [ -n "$changed" ] || echo "startup: the table did not open (the click missed Continue)" >&2
  sleep "$idle"
  table=$(rss_mb "$app_pid")
  cp "$work/shot.png" "$target_dir/startup-table.png" 2>/dev/null || true
  xdotool key --clearmodifiers ctrl+q
  for _ in $(seq 100); do kill -0 "$app_pid" 2>/dev/null || break; sleep 0.05; done
  kill -TERM "$app_pid" 2>/dev/null || true
  wait "$app_pid" 2>/dev/null || true
  app_pid=""
  echo "run $run: window ${appeared} ms, first frame ${painted} ms, idle resident ${home} MB on the start screen, ${table} MB on a table"
  window_ms+=("$appeared") frame_ms+=("$painted") home_mb+=("$home") table_mb+=("$table")
done
median() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
echo "median of $runs: window $(median "${window_ms[@]}") ms, first frame $(median "${frame_ms[@]}") ms, idle resident $(median "${home_mb[@]}") MB (start screen), $(median "${table_mb[@]}") MB (table)"
