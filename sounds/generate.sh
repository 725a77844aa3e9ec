#!/usr/bin/env bash
# Regenerates every sound in sounds/ and sounds/manifest.json from nothing but SoX.
#
#   bash sounds/generate.sh          # needs: sox libsox-fmt-all (Debian/Ubuntu packages)
#
# The output is deterministic: the same SoX version writes the same bytes. Each sound is a
# small recipe below (layers of oscillators and shaped white noise, envelopes, filters, reverb);
# `finish` then fits it to its length, sets its loudness to its category's target and encodes
# it as Ogg Vorbis. Ambience layers are built one period at a time by `periodic`, so they loop
# without a seam. sounds/measure.sh reports what came out.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
command -v sox >/dev/null || { echo "generate.sh needs sox (apt-get install sox libsox-fmt-all)" >&2; exit 1; }
source ./lib.sh

TMP=$(mktemp -d)
[ -n "${KEEP_TMP:-}" ] && echo "work files: $TMP" || trap 'rm -rf "$TMP"' EXIT
OUT=$PWD

# Loudness target per category (loudest 400 ms window, dBFS) and the peak ceiling for all.
declare -A TARGET=([ambience]=-24 [cue_alert]=-15 [cue_action]=-18 [cue_soft]=-22)
CEILING=-1.5
LOOP_PAD=4096
MANIFEST=()

# finish ID CATEGORY PRIORITY LOOP SECONDS DESCRIPTION: work file ID -> ID.ogg + manifest entry.
finish() {
  local id=$1 category=$2 priority=$3 loop=$4 len=$5 what=$6 quality=2 extra=""
  if [ "$loop" = true ]; then
    # Loops are exact periods already: only gain, never a limiter (it would break the seam).
    exact "$id" "${id}_fit" trim 0 "$len"
    local loud peak gain
    read -r loud peak _ < <(measure "$(w "${id}_fit")")
    gain=$(awk -v t="${TARGET[$category]}" -v l="$loud" 'BEGIN { printf "%.3f", t - l }')
    if awk -v g="$gain" -v p="$peak" -v c="$CEILING" 'BEGIN { exit !(p + g > c) }'; then
      echo "loop $id: peak $peak dB + gain $gain dB would pass the ceiling" >&2
      exit 1
    fi
    exact "${id}_fit" "${id}_period" gain "$gain"
    # Lossy coding smears a file's first and last blocks, so the loop point must not touch
    # either end: the file is the period's last LOOP_PAD frames, the period, then its first
    # LOOP_PAD frames. The player skips the first LOOP_PAD frames, plays loop_frames frames
    # and starts over; the padding itself is never heard.
    exact "${id}_period" "${id}_head" trim 0 "${LOOP_PAD}s"
    exact "${id}_period" "${id}_tail" trim "-${LOOP_PAD}s"
    cat_ "${id}_level" "${id}_tail" "${id}_period" "${id}_head"
    extra=$(awk -v l="$len" -v r="$RATE" -v p="$LOOP_PAD" \
      'BEGIN { printf ", \"loop_start\": %d, \"loop_frames\": %d", p, l * r + 0.5 }')
    quality=4
  else
    # Cues start at once (2 ms fade-in against a click) and die away over their last quarter
    # (at most 0.4 s), so a reverb tail is never cut off.
    local tail
    tail=$(awk -v l="$len" 'BEGIN { t = l / 4; if (t > 0.4) t = 0.4; print t }')
    exact "$id" "${id}_fit" pad 0 "$len" trim 0 "$len" fade h 0.002 "$len" "$tail"
    level "${id}_fit" "${id}_level" "${TARGET[$category]}" "$CEILING"
  fi
  S -D "$(w "${id}_level")" -C "$quality" "$OUT/$id.ogg"
  MANIFEST+=("$(printf '    {"id": "%s", "file": "%s.ogg", "category": "%s", "loop": %s, "duration_s": %s%s, "priority": %s, "description": "%s"}' \
    "$id" "$id" "$category" "$loop" "$len" "$extra" "$priority" "$what")")
  echo "  $id"
}

write_manifest() {
  {
    echo '{'
    echo '  "generator": "sounds/generate.sh",'
    echo '  "sample_rate": '"$RATE"','
    echo '  "peak_ceiling_db": '"$CEILING"','
    echo '  "loudness": "loudest 400 ms window, RMS over all channels, dBFS",'
    printf '  "categories": {"ambience": %s, "cue_alert": %s, "cue_action": %s, "cue_soft": %s},\n' \
      "${TARGET[ambience]}" "${TARGET[cue_alert]}" "${TARGET[cue_action]}" "${TARGET[cue_soft]}"
    echo '  "sounds": ['
    local i
    for i in "${!MANIFEST[@]}"; do
      if [ "$i" -lt $((${#MANIFEST[@]} - 1)) ]; then echo "${MANIFEST[$i]},"; else echo "${MANIFEST[$i]}"; fi
    done
    echo '  ]'
    echo '}'
  } >"$OUT/manifest.json"
}

source ./instruments.sh
source ./ambience.sh
source ./cues.sh

make_noise_bank
echo "ambience:"
amb_hum
amb_tension
# The alarm and heartbeat beds were 6 s and 4.8 s and took 21.6 s of noise; at 60 s they draw
# from the bank's far end instead, so the cues below start where they always did. (Their bytes
# still changed with this commit: SoX builds differ in their noise, and the committed files
# did not come out of this machine's SoX either.)
cue_noise=$(awk -v p="$NOISE_POS" 'BEGIN { print p + 21.6 }')
NOISE_POS=900
amb_alarm
amb_heartbeat
NOISE_POS=$cue_noise
echo "cues:"
for recipe in $(grep -o '^cue_[a-z_]*' cues.sh); do
  "$recipe"
done
write_manifest
