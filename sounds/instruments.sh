# Instruments for the recipes in ambience.sh and cues.sh: sourced, not run.

# click NAME SECONDS HIGHPASS: a dry noise tick.
click() {
  noise "$1_n" "$2"
  fx "$1_n" "$1" highpass "$3" fade l 0 "$2" "$2" gain -n -3
}

# metal NAME SECONDS F1 F2 F3 F4: a struck metal plate (inharmonic partials, each dying at its
# own rate, the highest first) with a noise strike on top.
metal() {
  local name=$1 len=$2
  syn "${name}_1" "$len" sine "$3" fade l 0 "$len" "$len"
  syn "${name}_2" "$len" sine "$4" fade l 0 "$len" "$(awk -v l="$len" 'BEGIN { print l * 0.7 }')"
  syn "${name}_3" "$len" sine "$5" fade l 0 "$len" "$(awk -v l="$len" 'BEGIN { print l * 0.45 }')"
  syn "${name}_4" "$len" sine "$6" fade l 0 "$len" "$(awk -v l="$len" 'BEGIN { print l * 0.25 }')"
  click "${name}_c" 0.03 1500
  mix "$name" "${name}_1" 0.35 "${name}_2" 0.3 "${name}_3" 0.22 "${name}_4" 0.15 "${name}_c" 0.5
}

# thump NAME SECONDS FROM/TO: a body blow, a sine falling in pitch, saturated so that small
# speakers still hear its harmonics, over a muffled noise slap.
thump() {
  local name=$1 len=$2
  syn "${name}_s" "$len" sine "$3" overdrive 8 0 fade h 0.004 fade l 0 "$len" "$len"
  noise "${name}_n" 0.08
  fx "${name}_n" "${name}_f" lowpass 900 lowpass 900 fade l 0.001 0.08 0.079
  mix "$name" "${name}_s" 0.8 "${name}_f" 0.9
}

# voice NAME SECONDS FROM/TO ROUGHNESS: a creature's throat: a sawtooth glottis swept in pitch,
# chopped by a fast tremolo (the growl), breath noise, then vocal-tract resonances and grit.
voice() {
  local name=$1 len=$2 sweep=$3 rough=$4
  syn "${name}_g" "$len" sawtooth "$sweep" tremolo "$rough" 70
  noise "${name}_b" "$len"
  fx "${name}_b" "${name}_bf" bandpass 1400 1.2o tremolo "$rough" 50
  mix "${name}_m" "${name}_g" 0.5 "${name}_bf" 0.6
  fx "${name}_m" "$name" gain -6 equalizer 650 1.2q +9 equalizer 1250 1.5q +7 equalizer 2700 2q +5 \
    overdrive 14 30 lowpass 5000 highpass 90 \
    fade h 0.04 "$len" "$(awk -v l="$len" 'BEGIN { print l * 0.55 }')"
}

# skitter NAME SECONDS "T:V ...": claws on metal: ticks at the given times, through a short
# tube resonance.
skitter() {
  click "$1_tick" 0.012 2500
  at "$1_dry" "$1_tick" "$3"
  fx "$1_dry" "$1" pad 0 "$2" trim 0 "$2" echos 0.8 0.9 3.1 0.5 5.3 0.35 7.9 0.25 equalizer 3200 1q +6 gain -n -3
}

# tone NAME SECONDS FREQ SHAPE: a plain oscillator with soft ends.
tone() {
  syn "$1" "$2" "${4:-sine}" "$3" fade h 0.01 "$2" 0.04
}

# Stereo pair of shaped noise for a loop: periodic LEFT/RIGHT from different noise slices.
noise_pair() {
  local name=$1 len=$2
  shift 2
  noise "${name}_l0" "$len"
  noise "${name}_r0" "$len"
  periodic "${name}_l0" "${name}_l" "$len" "$@"
  periodic "${name}_r0" "${name}_r" "$len" "$@"
  S -M "$(w "${name}_l")" "$(w "${name}_r")" -b 32 -e floating-point "$(w "$name")"
}

# Mono layer made stereo (same signal in both channels).
to_stereo() {
  S "$(w "$1")" -b 32 -e floating-point "$(w "$2")" channels 2
}
