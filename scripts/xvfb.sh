# Sourced by the scripts that run the real window under Xvfb (scripts/smoke-gui.sh,
# tools/startup.sh): a virtual 1920×1080 screen on a free display, a work directory, and the
# cleanup on exit that stops the app (`app_pid`) and the screen and removes the directory.
#
#   start_xvfb FIRST_DISPLAY_NUMBER    sets DISPLAY, work, xvfb_pid; returns 1 if Xvfb did not start

app_pid=""
xvfb_pid=""
work=""

stop_xvfb() {
  if [ -n "$app_pid" ] && kill -0 "$app_pid" 2>/dev/null; then kill -TERM "$app_pid" 2>/dev/null || true; fi
  if [ -n "$xvfb_pid" ]; then kill -TERM "$xvfb_pid" 2>/dev/null || true; wait "$xvfb_pid" 2>/dev/null || true; fi
  [ -n "$work" ] && rm -rf "$work"
}

start_xvfb() {
  local display_number=$1
  # a free display number: the first without a lock file
  while [ -e "/tmp/.X${display_number}-lock" ]; do display_number=$((display_number + 1)); done
  export DISPLAY=":$display_number"
  work=$(mktemp -d)
  trap stop_xvfb EXIT
  # -noreset: without it Xvfb resets when the last client leaves (the first run quitting), and a
  # run that connects during the reset fails with XOpenDisplayFailed (seen once in a clean-clone run)
  Xvfb "$DISPLAY" -screen 0 1920x1080x24 -nolisten tcp -noreset >"$work/xvfb.log" 2>&1 &
  xvfb_pid=$!
  for _ in $(seq 100); do
    xdotool getdisplaygeometry >/dev/null 2>&1 && return 0
    sleep 0.1
  done
  echo "Xvfb did not start" >&2
  cat "$work/xvfb.log" >&2
  return 1
}
