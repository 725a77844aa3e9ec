# Building blocks for sounds/generate.sh: sourced, not run.
# Every sound is synthesised with SoX from white noise and oscillators, so the files are ours
# and the same SoX version rebuilds them byte for byte (-R seeds SoX's random generators).

RATE=48000

# sox, repeatable, failing loudly on any clipping inside a chain.
S() {
  local log
  log=$(sox -R -V2 "$@" 2>&1) || { echo "sox $*: $(head -c 400 <<<"$log")" >&2; return 1; }
  if grep -qi "clip" <<<"$log"; then
    echo "sox clipped in: sox $*" >&2
    echo "$log" >&2
    return 1
  fi
}

w() { echo "$TMP/$1.wav"; }

# Every work file must carry sound: a layer that came out near silent is a recipe mistake.
audible() {
  local pk
  pk=$(sox "$1" -n stats 2>&1 | awk '/^Pk lev dB/ { print $4 }')
  if awk -v p="$pk" 'BEGIN { exit !(p < -40) }'; then
    echo "near silent work file $1 (peak $pk dB)" >&2
    return 1
  fi
}

# syn NAME SECONDS SYNTH-ARGS... [EFFECTS...]: a mono float file from `synth`.
syn() {
  local name=$1 len=$2
  shift 2
  S -n -r "$RATE" -c 1 -b 32 -e floating-point "$(w "$name")" synth "$len" "$@"
  audible "$(w "$name")"
}

# fx IN OUT EFFECTS...: runs an effects chain from one work file to another, 3 dB down first
# so that resonant filters have headroom (levels are set at the end anyway).
fx() {
  local in=$1 out=$2
  shift 2
  S "$(w "$in")" -b 32 -e floating-point "$(w "$out")" gain -3 "$@"
  audible "$(w "$out")"
}

# exact IN OUT EFFECTS...: like fx but without the headroom step, for level setting.
exact() {
  local in=$1 out=$2
  shift 2
  S "$(w "$in")" -b 32 -e floating-point "$(w "$out")" "$@"
}

# mix OUT NAME VOL [NAME VOL]...: sums work files with the given relative volumes; when the
# volumes add up to more than 1 they are scaled down together, so a sum can never clip.
# Shorter inputs are padded with silence at their end.
mix() {
  local out=$1 args=() sum scale
  shift
  sum=$(printf '%s\n' "$@" | awk 'NR % 2 == 0 { s += $1 } END { print s }')
  scale=$(awk -v s="$sum" 'BEGIN { print (s > 1) ? 1 / s : 1 }')
  while [ $# -gt 0 ]; do
    args+=(-v "$(awk -v v="$2" -v k="$scale" 'BEGIN { print v * k }')" "$(w "$1")")
    shift 2
  done
  if [ ${#args[@]} -eq 3 ]; then
    S "${args[@]}" -b 32 -e floating-point "$(w "$out")"
  else
    S -m "${args[@]}" -b 32 -e floating-point "$(w "$out")"
  fi
  audible "$(w "$out")"
}

# cat_ OUT NAME...: plays the work files one after the other.
cat_() {
  local out=$1 files=()
  shift
  for n in "$@"; do files+=("$(w "$n")"); done
  S "${files[@]}" -b 32 -e floating-point "$(w "$out")"
}

# at OUT SOUND "T1:V1 T2:V2 ...": copies SOUND at each time T (seconds) with volume V, mixed.
at() {
  local out=$1 src=$2 hits=$3 i=0 parts=()
  for hit in $hits; do
    fx "$src" "${out}_hit$i" pad "${hit%%:*}"
    parts+=("${out}_hit$i" "${hit##*:}")
    i=$((i + 1))
  done
  mix "$out" "${parts[@]}"
}

# place OUT SOUND SECONDS "T1:V1 T2:V2 ...": like `at`, for hits that never overlap (times
# rising, each gap at least the sound's length), laid end to end so that dozens of them keep
# their level; OUT lasts SECONDS.
place() {
  local out=$1 src=$2 len=$3 i=0 parts=() times=() vols=()
  for hit in $4; do times+=("${hit%%:*}"); vols+=("${hit##*:}"); done
  S -n -r "$RATE" -c 1 -b 32 -e floating-point "$(w "${out}_lead")" trim 0 "${times[0]}"
  parts+=("${out}_lead")
  for i in "${!times[@]}"; do
    local next=${times[$((i + 1))]:-$len} gap
    gap=$(awk -v a="${times[$i]}" -v b="$next" 'BEGIN { print b - a }')
    exact "$src" "${out}_seg$i" vol "${vols[$i]}" pad 0 "$gap" trim 0 "$gap"
    parts+=("${out}_seg$i")
  done
  cat_ "$out" "${parts[@]}"
}

# partials NAME SECONDS "F:V F:V ..." [SHAPE]: a sum of oscillators at the given volumes.
partials() {
  local name=$1 len=$2 i=0 parts=()
  for p in $3; do
    syn "${name}_p$i" "$len" "${4:-sine}" "${p%%:*}"
    parts+=("${name}_p$i" "${p##*:}")
    i=$((i + 1))
  done
  mix "$name" "${parts[@]}"
}

# White noise that does not repeat across calls: each call takes the next slice of one long
# seeded noise file, so left and right channels and separate layers stay uncorrelated.
NOISE_POS=0
noise() {
  local name=$1 len=$2
  S "$(w noise_bank)" -b 32 -e floating-point "$(w "$name")" trim "$NOISE_POS" "$len"
  NOISE_POS=$(awk -v a="$NOISE_POS" -v b="$len" 'BEGIN { print a + b }')
}
make_noise_bank() {
  S -n -r "$RATE" -c 1 -b 32 -e floating-point "$(w noise_bank)" synth 1200 whitenoise vol 0.5
}

# periodic IN OUT LOOP-SECONDS EFFECTS...: IN is one dry period of a loop layer. It is played
# three times through the effects and the middle period is kept: filters, reverbs and noise
# shaping then reach their steady state, so the last sample leads into the first exactly as
# every other sample leads into the next. White noise may be cut anywhere (its samples are
# independent), and oscillators are tuned to whole cycles per period.
periodic() {
  local in=$1 out=$2 len=$3
  shift 3
  S "$(w "$in")" -b 32 -e floating-point "$(w "$out")" repeat 2 "$@" trim "$len" "$len"
}

# measure FILE: prints "LOUDNESS PEAK RMS" in dBFS. LOUDNESS is the loudest 400 ms window
# (windows start every 50 ms; mean square over all channels), the measure the tests use too.
measure() {
  sox "$1" -t dat - | awk '
    /^;/ { if ($2 == "Sample") rate = $4; if ($2 == "Channels") ch = $3; next }
    {
      sq = 0
      for (c = 2; c < 2 + ch; c++) { v = $c; sq += v * v; if (v < 0) v = -v; if (v > pk) pk = v }
      f[n++] = sq / ch; total += sq / ch
    }
    END {
      win = int(rate * 0.4); hop = int(rate * 0.05)
      if (n <= win) best = total / n
      else {
        s = 0
        for (i = 0; i < win; i++) s += f[i]
        best = s
        for (start = hop; start + win <= n; start += hop) {
          for (i = start - hop; i < start; i++) s -= f[i]
          for (i = start + win - hop; i < start + win; i++) s += f[i]
          if (s > best) best = s
        }
        best = best / win
      }
      printf "%.2f %.2f %.2f\n", 10 * log(best) / log(10), 20 * log(pk) / log(10), 10 * log(total / n) / log(10)
    }'
}

# level IN OUT TARGET-DB CEILING-DB: sets the loudness of IN to TARGET. Peaks that would pass
# CEILING go through a look-ahead limiter first; a few rounds converge within 0.1 dB.
level() {
  local in=$1 out=$2 target=$3 ceiling=$4 cur round loud peak gain
  exact "$in" "${out}_r0" gain -n -6
  cur="${out}_r0"
  for round in 1 2 3 4 5 6; do
    read -r loud peak _ < <(measure "$(w "$cur")")
    gain=$(awk -v t="$target" -v l="$loud" 'BEGIN { printf "%.3f", t - l }')
    if awk -v g="$gain" -v p="$peak" -v c="$ceiling" 'BEGIN { exit !((g < 0.1 && g > -0.1) && p <= c) }'; then
      break
    fi
    if awk -v g="$gain" -v p="$peak" -v c="$ceiling" 'BEGIN { exit !(p + g <= c) }'; then
      exact "$cur" "${out}_r$round" gain "$gain"
    else
      # Raise by GAIN below the knee and bend the top 6 dB down to end at CEILING, with a
      # 5 ms look-ahead and an instant attack, so no peak gets through.
      local knee_in knee_out lo
      knee_in=$(awk -v g="$gain" -v c="$ceiling" 'BEGIN { printf "%.2f", c - 6 - g }')
      knee_out=$(awk -v c="$ceiling" 'BEGIN { printf "%.2f", c - 6 }')
      lo=$(awk -v g="$gain" 'BEGIN { printf "%.2f", -90 + g }')
      exact "$cur" "${out}_r$round" compand 0,0.12 "-90,$lo,$knee_in,$knee_out,0,$ceiling" 0 -90 0.005 \
        trim 0.005 pad 0 0.005
    fi
    cur="${out}_r$round"
  done
  read -r loud peak _ < <(measure "$(w "$cur")")
  if awk -v l="$loud" -v t="$target" -v p="$peak" -v c="$ceiling" 'BEGIN { exit !(l - t > 0.3 || t - l > 0.3 || p > c) }'; then
    echo "level $in: stuck at loudness $loud dB (target $target), peak $peak dB (ceiling $ceiling)" >&2
    return 1
  fi
  exact "$cur" "$out"
}
