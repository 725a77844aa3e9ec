#!/usr/bin/env bash
# Input latency of the real window, as a person sees it: sends a key to the app and times how long
# until the screen differs (each grab takes about 40 ms at 1920×1080, so read the numbers as
# "within one grab"). The app must already be running on $DISPLAY with the table on screen, e.g.
#
#   Xvfb :55 -screen 0 1920x1080x24 &
#   DISPLAY=:55 ICED_BACKEND=tiny-skia NEMESIS_AUDIO=off target/release/nemesis-companion &
#   (make the window 1920×1080, start or continue a game)
#   DISPLAY=:55 bash tools/window_latency.sh 10 Tab m
#
# Needs xdotool and xwd (Debian: xdotool, x11-apps). Prints one line per key: the times in ms.
set -euo pipefail
rounds=${1:-10}
shift || true
keys=("${@:-Tab}")
grab() { xwd -root -silent | md5sum; }
now() { date +%s%N; }
declare -A times
for _ in $(seq "$rounds"); do
  for key in "${keys[@]}"; do
    before=$(grab)
    t0=$(now)
    xdotool key "$key"
    while [ "$(grab)" = "$before" ]; do
      if [ $(( ($(now) - t0) / 1000000 )) -gt 3000 ]; then break; fi
    done
    times[$key]+=" $(( ($(now) - t0) / 1000000 ))"
    sleep 0.4
  done
done
for key in "${keys[@]}"; do echo "$key:${times[$key]}"; done
