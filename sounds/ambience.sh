# Ambience loops for generate.sh: sourced, not run. Each is stereo and built one exact period
# at a time (see `periodic` in lib.sh): oscillators are tuned to whole cycles per loop and
# every tremolo rate to whole cycles per loop, so the last sample leads into the first.

# Calm: the ship itself. A machinery drone, the hull's rumble, the air vents, one far creak.
amb_hum() {
  # 72 s: an evening hears it for hours, so the period is long enough not to be noticed
  local L=72
  # 41.25 Hz and its harmonics up to 330 Hz (laptop speakers still hear the upper ones),
  # breathing slowly at 1/8 Hz. 41.25 Hz x 72 s = 2970 whole cycles.
  partials hum_t0 "$L" "41.25:0.35 82.5:0.3 123.75:0.25 165:0.2 247.5:0.12 330:0.08"
  periodic hum_t0 hum_t1 "$L" tremolo 0.125 30 lowpass 600
  to_stereo hum_t1 hum_t
  noise_pair hum_r "$L" lowpass 110 lowpass 110 gain -n -3
  noise_pair hum_v "$L" bandpass 1100 2o tremolo 0.0833333 35 highpass 300 gain -n -3
  # Stick-slip pulses slowing down through metal resonances: a hull plate creaking far away.
  syn hum_c0 2.5 sawtooth 30/11 highpass 300 highpass 300 equalizer 620 8q +18 equalizer 1430 10q +14 \
    equalizer 2300 12q +10 lowpass 4000 fade h 0.3 2.5 1.0 gain -n -3
  # twice a period, at uneven places, the second one fainter
  fx hum_c0 hum_ca pad 9 "$(awk -v l="$L" 'BEGIN { print l - 9 - 2.5 }')"
  fx hum_c0 hum_cb pad 47.5 "$(awk -v l="$L" 'BEGIN { print l - 47.5 - 2.5 }')"
  mix hum_cm hum_ca 1 hum_cb 0.6
  to_stereo hum_cm hum_c1
  periodic hum_c1 hum_c "$L" reverb 80 60 100 100 20
  mix amb_hum hum_t 0.3 hum_r 0.5 hum_v 0.3 hum_c 0.3
  finish amb_hum ambience 0 true "$L" "ship hum: machinery drone, hull rumble, air vents, a far creak"
}

# Tension: intruders are aboard. A dissonant low cluster, glassy beating tones, something
# breathing in the vents and claws skittering far off, once left and once right.
amb_tension() {
  # 64 s (it was 16 s, and an evening heard it go round): every rate below is a multiple of
  # 1/16 Hz, so it still closes on whole cycles
  local L=64
  partials ten_d0 "$L" "55:0.4 58.25:0.3 82.5:0.2 87.3125:0.15" sawtooth
  periodic ten_d0 ten_d1 "$L" lowpass 500 lowpass 700 tremolo 0.25 30
  to_stereo ten_d1 ten_d
  partials ten_g0 "$L" "1244.5:0.3 1318.5:0.3 1864.75:0.15"
  periodic ten_g0 ten_g1 "$L" tremolo 0.1875 70 tremolo 0.3125 50
  to_stereo ten_g1 ten_g
  noise_pair ten_b "$L" bandpass 450 1o tremolo 0.25 90 highpass 150 gain -n -3
  skitter ten_s 1.4 "0:0.6 0.09:0.9 0.16:0.5 0.27:1 0.33:0.7 0.45:0.8 0.52:0.4 0.61:0.9 0.74:0.6 0.8:0.5 0.95:0.4 1.1:0.3"
  # four skitters at uneven places, two on each side
  fx ten_s ten_sl pad 5.3 "$(awk -v l="$L" 'BEGIN { print l - 5.3 - 1.4 }')"
  fx ten_s ten_sr pad 12.1 "$(awk -v l="$L" 'BEGIN { print l - 12.1 - 1.4 }')"
  fx ten_s ten_sl3 pad 33.7 "$(awk -v l="$L" 'BEGIN { print l - 33.7 - 1.4 }')"
  fx ten_s ten_sr3 pad 49.2 "$(awk -v l="$L" 'BEGIN { print l - 49.2 - 1.4 }')"
  mix ten_sl1 ten_sl 1 ten_sl3 0.7
  mix ten_sr1 ten_sr 1 ten_sr3 0.8
  mix ten_sl2 ten_sl1 1 ten_sr1 0.25
  mix ten_sr2 ten_sr1 1 ten_sl1 0.25
  S -M "$(w ten_sl2)" "$(w ten_sr2)" -b 32 -e floating-point "$(w ten_s0)"
  periodic ten_s0 ten_s2 "$L" lowpass 3500 reverb 70 50 100 100 15
  mix amb_tension ten_d 0.35 ten_g 0.06 ten_b 0.45 ten_s2 0.35
  finish amb_tension ambience 0 true "$L" "tension: dissonant drone, glassy beating, breathing vents, far skittering"
}

# Alarm: self-destruct, which can sound for several rounds. A rising whoop every 1.5 s, a mains
# buzz pulsing with the warning lights, a reverberant metal corridor; over them, at uneven
# places in the minute, what a failing ship does: a two-tone chime and a garbled announcement,
# steam bursting from a pipe, a far blast, a hull plate groaning.
amb_alarm() {
  # 60 s (it was 6 s and turned round ten times a minute): every rate is a multiple of 1/60 Hz
  local L=60
  syn alm_w1 1.1 sawtooth 300/900 fade h 0.03 1.1 0.15
  syn alm_w2 1.1 sawtooth 303/909 fade h 0.03 1.1 0.15
  mix alm_w alm_w1 0.5 alm_w2 0.5
  fx alm_w alm_wp pad 0 0.4
  exact alm_wp alm_s0 repeat 39
  to_stereo alm_s0 alm_s1
  periodic alm_s1 alm_s "$L" gain -8 bandpass 1000 2o overdrive 12 gain -6 lowpass 3500 reverb 40 50 60 100 10 gain -n -3
  partials alm_b0 "$L" "60:0.5 120:0.3 180:0.2" sawtooth
  periodic alm_b0 alm_b1 "$L" tremolo 0.6666667 90 lowpass 400 gain -n -3
  to_stereo alm_b1 alm_b
  noise_pair alm_h "$L" highpass 2500 lowpass 7000 tremolo 0.5 60 gain -n -3
  # the chime and the announcement: a falling two-tone, then a tinny voice through a PA
  tone alm_c1 0.45 784 triangle
  tone alm_c2 0.7 622.25 triangle
  at alm_c alm_c1 "0:1"
  at alm_cc alm_c2 "0.45:1"
  voice alm_v0 2.6 150/130 4.7
  fx alm_v0 alm_v gain -6 bandpass 1100 1.2o overdrive 6 lowpass 3000 pad 1.3
  mix alm_pa0 alm_c 0.5 alm_cc 0.5 alm_v 0.7
  # steam from a broken pipe
  noise alm_st0 2.2
  fx alm_st0 alm_st highpass 1800 bandpass 4500 0.8o fade h 0.02 2.2 1.4
  # a far blast and what falls after it
  thump alm_x0 1.4 55/28
  noise alm_xn0 2.5
  fx alm_xn0 alm_xn lowpass 350 fade l 0.01 2.5 2.4
  mix alm_x1 alm_x0 0.8 alm_xn 0.6
  fx alm_x1 alm_x lowpass 900
  # a hull plate bending under heat
  syn alm_g0 3.0 sawtooth 47/38 tremolo 13 40
  fx alm_g0 alm_g lowpass 600 equalizer 210 4q +12 fade h 0.8 3.0 1.5
  # uneven places, none near the loop point; the announcement once left, once right
  fx alm_pa0 alm_pa_a pad 11.3 "$(awk -v l="$L" 'BEGIN { print l - 11.3 - 3.9 }')"
  fx alm_pa0 alm_pa_b pad 41.8 "$(awk -v l="$L" 'BEGIN { print l - 41.8 - 3.9 }')"
  fx alm_st alm_st_a pad 24.6 "$(awk -v l="$L" 'BEGIN { print l - 24.6 - 2.2 }')"
  fx alm_x alm_x_a pad 33.1 "$(awk -v l="$L" 'BEGIN { print l - 33.1 - 2.5 }')"
  fx alm_x alm_x_b pad 52.7 "$(awk -v l="$L" 'BEGIN { print l - 52.7 - 2.5 }')"
  fx alm_g alm_g_a pad 4.2 "$(awk -v l="$L" 'BEGIN { print l - 4.2 - 3.0 }')"
  mix alm_el alm_pa_a 0.8 alm_pa_b 0.25 alm_st_a 0.5 alm_x_a 0.9 alm_x_b 0.35 alm_g_a 0.025
  mix alm_er alm_pa_a 0.25 alm_pa_b 0.8 alm_st_a 0.2 alm_x_a 0.5 alm_x_b 0.8 alm_g_a 0.015
  S -M "$(w alm_el)" "$(w alm_er)" -b 32 -e floating-point "$(w alm_e0)"
  periodic alm_e0 alm_e "$L" reverb 60 50 90 100 10 gain -n -3
  mix amb_alarm alm_s 0.5 alm_b 0.35 alm_h 0.08 alm_e 0.15
  finish amb_alarm ambience 0 true "$L" "self-destruct alarm: rising whoops, pulsing buzz, corridor echo; a chime and an announcement, steam, far blasts, a groaning hull"
}

# Heartbeat: the last rounds. 75 lub-dubs a minute whose pace drifts as a real pulse does
# (faster, slower, one early beat and the pause after it), breathing that catches now and
# then, and a faint ringing in the ears that comes and goes.
amb_heartbeat() {
  # 60 s (it was 4.8 s, six identical beats): the beat times come from the awk below
  local L=60
  thump hb_lub 0.18 64/38
  thump hb_dub 0.14 72/46
  fx hb_dub hb_dubp pad 0.28
  mix hb_beat hb_lub 1 hb_dubp 0.7
  # 75 beats in exactly 60 s: intervals of 0.8 s varied by two slow swings (they sum to zero
  # over the minute) and one early beat at 38 whose lost time the next pause takes back; the
  # first beat sits 0.2 s in, so the loop joins in the quiet between beats.
  local hits
  hits=$(awk 'BEGIN {
    n = 75; pi = 3.14159265358979; t = 0.2; out = ""
    for (k = 0; k < n; k++) {
      d[k] = 0.8 * (1 + 0.06 * sin(2 * pi * 2 * k / n) + 0.025 * sin(2 * pi * 5 * k / n + 1))
      s += d[k]
    }
    for (k = 0; k < n; k++) d[k] = d[k] * 60 / s
    d[37] -= 0.3; d[38] += 0.3
    for (k = 0; k < n; k++) {
      v = 0.8 + 0.12 * sin(2 * pi * k / n) + ((k % 2) ? -0.06 : 0.06)
      if (k == 38) v = 0.62
      out = out sprintf("%.4f:%.3f ", t, v)
      t += d[k]
    }
    print out
  }')
  place hb_p0 hb_beat "$L" "$hits"
  to_stereo hb_p0 hb_p1
  periodic hb_p1 hb_p "$L" lowpass 500 equalizer 120 1q +6 reverb 20 80 30 50 0 gain -n -3
  # the rush of blood, pulsing with the mean rate (1.25 Hz: 75 cycles a minute)
  noise_pair hb_r "$L" lowpass 160 tremolo 1.25 60 gain -n -3
  # breaths: in through the teeth, out slower; eleven of them, unevenly spaced
  noise hb_in0 1.3
  fx hb_in0 hb_in bandpass 1800 1.2o fade q 0.9 1.3 0.4
  noise hb_out0 1.8
  fx hb_out0 hb_out bandpass 900 1o fade q 0.2 1.8 1.3 pad 1.4
  mix hb_br hb_in 0.6 hb_out 0.5
  place hb_b1 hb_br "$L" "1.5:1 6.4:0.8 10.9:1 16.2:0.7 21.0:0.9 27.5:0.6 32.8:1 36.1:0.9 42.7:0.7 48.4:0.9 53.6:0.8"
  to_stereo hb_b1 hb_b2
  periodic hb_b2 hb_b "$L" lowpass 3000 reverb 15 50 20 100 0 gain -n -3
  # the ringing: 6 kHz and 6.03 kHz beating, swelling once a minute
  partials hb_t0 "$L" "6000:0.5 6030:0.5"
  periodic hb_t0 hb_t1 "$L" tremolo 0.0166667 100 gain -n -3
  to_stereo hb_t1 hb_t
  mix amb_heartbeat hb_p 0.8 hb_r 0.2 hb_b 0.12 hb_t 0.012
  finish amb_heartbeat ambience 0 true "$L" "heartbeat: a drifting pulse near 75 per minute, ragged breathing, a ringing that comes and goes"
}
