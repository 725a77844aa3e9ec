# Cue recipes for generate.sh: sourced, not run. Each builds a mono work file named after the
# cue and hands it to `finish ID CATEGORY PRIORITY LOOP SECONDS DESCRIPTION`.
# Priorities: 100 wins over everything; alerts 80-100, actions 40-70, soft cues 10-30.

# --- Noise --------------------------------------------------------------------------------

cue_noise_marker() {
  metal nm_m 1.2 310 742 1233 1891
  thump nm_t 0.35 120/60
  noise nm_s0 0.5
  fx nm_s0 nm_s bandpass 2500 1o fade h 0.05 0.5 0.4 pad 0.25
  mix nm_dry nm_m 0.8 nm_t 0.6 nm_s 0.25
  fx nm_dry noise_marker lowpass 3000 pad 0 2 reverb 70 50 100 100 30
  finish noise_marker cue_action 48 false 1.4 "a knock somewhere in the ship, metal ringing in a far room"
}

cue_noise_corridor() {
  skitter nc_s 1.8 "0:1 0.07:0.8 0.12:0.9 0.2:0.6 0.26:1 0.31:0.7 0.4:0.9 0.47:0.5 0.55:0.8 0.6:0.6 0.71:0.7 0.8:0.5 0.86:0.6 0.97:0.4 1.08:0.4 1.2:0.3"
  noise nc_r0 1.8
  fx nc_r0 nc_r lowpass 300 tremolo 9 70 fade h 0.1 1.8 0.8
  mix nc_dry nc_s 0.8 nc_r 0.9
  fx nc_dry noise_corridor flanger 2 2 0 70 1 sine 25 lowpass 5000 pad 0 2 reverb 40 70 40 100 5
  finish noise_corridor cue_action 50 false 1.8 "something crawling inside the technical corridors, hollow duct echo"
}

cue_danger() {
  thump dg_t 1.5 70/35
  partials dg_c0 1.8 "233.08:0.4 246.94:0.35 349.23:0.3 370:0.2" sawtooth
  fx dg_c0 dg_c lowpass 2500 fade h 0.03 1.8 1.5
  syn dg_s 1.2 sine 2400/1900 tremolo 17 70 fade h 0.05 1.2 1.0
  mix dg_dry dg_t 0.9 dg_c 0.5 dg_s 0.15
  fx dg_dry danger pad 0 2 reverb 60 40 100 100 0
  finish danger cue_alert 86 false 2.2 "danger stinger: low blow, dissonant brass cluster, thin screech"
}

# --- Encounters -----------------------------------------------------------------------------

cue_encounter_larva() {
  syn el_c1 0.18 sine 1800/2600 tremolo 40 90 fade h 0.01 0.18 0.08
  syn el_c2 0.22 sine 2100/1500 tremolo 37 90 fade h 0.01 0.22 0.1
  at el_ch el_c1 "0:1 0.3:0.8 0.62:0.9"
  at el_ch2 el_c2 "0.14:0.7 0.45:0.9 0.9:0.6"
  noise el_w0 1.4
  fx el_w0 el_w bandpass 600 1o tremolo 13 90 fade h 0.05 1.4 0.8
  thump el_t 0.6 110/60
  mix el_dry el_ch 0.45 el_ch2 0.4 el_w 0.8 el_t 0.5
  fx el_dry encounter_larva highpass 80 pad 0 2 reverb 30 50 40 100 0
  finish encounter_larva cue_alert 82 false 1.6 "larva: wet chittering squeals and a squelch"
}

cue_encounter_creeper() {
  skitter ec_s 1.0 "0:1 0.04:0.8 0.08:0.9 0.12:0.7 0.16:1 0.21:0.8 0.25:0.9 0.3:0.7 0.34:0.8 0.39:0.6 0.44:0.7 0.5:0.5"
  noise ec_h0 1.6
  fx ec_h0 ec_h highpass 3000 bandpass 5000 1o fade h 0.2 1.6 0.9
  voice ec_v 1.3 230/170 25
  fx ec_v ec_vp pad 0.35
  mix ec_dry ec_s 0.7 ec_h 0.5 ec_vp 0.8
  fx ec_dry encounter_creeper pad 0 2 reverb 40 50 60 100 0
  finish encounter_creeper cue_alert 83 false 2.0 "creeper: a rush of claws, a hiss, a rasping growl"
}

cue_encounter_adult() {
  voice ea_v 2.2 140/85 31
  syn ea_s 1.6 sine 1250/900 tremolo 7 60 fade h 0.1 1.6 1.0
  thump ea_t 0.5 90/45
  mix ea_dry ea_v 1 ea_s 0.12 ea_t 0.5
  fx ea_dry encounter_adult pad 0 2 reverb 50 50 80 100 10
  finish encounter_adult cue_alert 84 false 2.4 "adult: a full-throated roar"
}

cue_encounter_breeder() {
  voice eb_v1 2.6 95/60 19
  voice eb_v2 2.6 101/63 23
  thump eb_t 0.8 70/35
  noise eb_g0 1.6
  fx eb_g0 eb_g bandpass 350 1o tremolo 21 90 fade h 0.3 1.6 0.8 pad 0.6
  mix eb_dry eb_v1 0.7 eb_v2 0.6 eb_t 0.6 eb_g 0.5
  fx eb_dry encounter_breeder lowpass 3500 pad 0 2 reverb 60 50 100 100 15
  finish encounter_breeder cue_alert 85 false 2.8 "breeder: a deep doubled roar with a wet gurgle"
}

cue_encounter_queen() {
  voice eq_v1 3.4 70/42 13
  voice eq_v2 3.0 210/140 37
  fx eq_v2 eq_v2p pad 0.25
  thump eq_t 1.2 60/30
  metal eq_m 2.0 180 431 777 1190
  mix eq_dry eq_v1 0.8 eq_v2p 0.35 eq_t 0.7 eq_m 0.3
  fx eq_dry encounter_queen pad 0 2 reverb 80 40 100 100 20
  finish encounter_queen cue_alert 94 false 3.6 "queen: a huge layered roar that shakes the hull"
}

# --- Combat -----------------------------------------------------------------------------------

cue_surprise_attack() {
  thump sa_t 0.5 90/40
  noise sa_n0 0.6
  fx sa_n0 sa_n highpass 800 fade l 0.002 0.6 0.59
  voice sa_v 0.9 420/300 45
  syn sa_h 0.7 sine 2900/2100 tremolo 23 60 fade h 0.02 0.7 0.5
  mix sa_dry sa_t 0.8 sa_n 0.5 sa_v 0.7 sa_h 0.12
  fx sa_dry surprise_attack pad 0 2 reverb 40 50 60 100 0
  finish surprise_attack cue_alert 91 false 1.6 "surprise attack: a sudden crash and a shriek"
}

cue_attack_hit() {
  thump ah_t 0.35 150/55
  noise ah_c0 0.25
  fx ah_c0 ah_c bandpass 1800 1.5o fade l 0.002 0.25 0.24
  noise ah_sl0 0.2
  fx ah_sl0 ah_sl bandpass 2500 1o fade h 0.01 0.2 0.17 bend 0,-700,0.18
  mix ah_dry ah_sl 0.5 ah_t 0.9 ah_c 0.6
  fx ah_dry attack_hit pad 0 2 reverb 25 50 40 100 0
  finish attack_hit cue_action 68 false 0.9 "attack hit: a claw slash, a heavy thud, a wet crunch"
}

cue_attack_miss() {
  noise am_w0 0.6
  fx am_w0 am_w bandpass 900 1.5o fade h 0.02 0.6 0.4 bend 0,+900,0.3 0.3,-600,0.3
  click am_k 0.006 3000
  metal am_m 0.45 1700 2380 3150 4420
  fx am_m am_mp pad 0.35
  mix am_dry am_k 0.2 am_w 0.9 am_mp 0.3
  fx am_dry attack_miss pad 0 2 reverb 30 50 50 100 0
  finish attack_miss cue_action 60 false 0.8 "attack miss: claws cut the air and scrape the wall"
}

cue_larva_infestation() {
  noise li_n0 2.2
  fx li_n0 li_n bandpass 700 1o tremolo 11 80 tremolo 3.7 60 fade h 0.05 2.2 1.0
  syn li_c 0.2 sine 2000/2800 tremolo 43 90 fade h 0.01 0.2 0.1
  at li_ch li_c "0:0.8 0.2:0.7 0.5:0.5 0.75:0.8 1.1:0.4 1.3:0.6"
  partials li_d0 2.2 "73.42:0.5 77.78:0.5 146.83:0.2"
  fx li_d0 li_d fade h 0.5 2.2 1.2
  mix li_dry li_n 0.8 li_ch 0.3 li_d 0.5
  fx li_dry larva_infestation pad 0 2 reverb 40 50 50 100 0
  finish larva_infestation cue_action 66 false 2.2 "larva infestation: squirming wet noise, small squeals, a low dread"
}

# --- Intruder fate ----------------------------------------------------------------------------

cue_intruder_injured() {
  voice ii_v 1.1 380/240 41
  syn ii_s 1.0 sine 1600/1100 tremolo 9 60 fade h 0.02 1.0 0.7
  mix ii_dry ii_v 1 ii_s 0.15
  fx ii_dry intruder_injured highpass 200 pad 0 2 reverb 40 50 60 100 0
  finish intruder_injured cue_action 62 false 1.3 "intruder injured: a pained shriek"
}

cue_intruder_killed() {
  voice ik_v 1.6 300/90 23
  noise ik_g0 1.0
  fx ik_g0 ik_g bandpass 400 1o tremolo 17 90 fade h 0.1 1.0 0.6 pad 0.8
  thump ik_t 0.5 90/45
  fx ik_t ik_tp pad 1.6
  mix ik_dry ik_v 1 ik_g 0.6 ik_tp 0.9
  fx ik_dry intruder_killed pad 0 2 reverb 50 50 70 100 0
  finish intruder_killed cue_action 70 false 2.4 "intruder killed: a falling death cry, a gurgle, the body drops"
}

cue_intruder_retreat() {
  noise ir_h0 1.0
  fx ir_h0 ir_h highpass 2500 bandpass 4000 1o fade h 0.01 1.0 0.6
  skitter ir_s 1.8 "0.3:1 0.38:0.9 0.45:0.9 0.55:0.8 0.63:0.7 0.74:0.6 0.85:0.5 0.97:0.4 1.1:0.3 1.25:0.2 1.4:0.15"
  fx ir_s ir_sf lowpass 2500
  mix ir_dry ir_h 0.6 ir_sf 0.9
  fx ir_dry intruder_retreat pad 0 2 reverb 50 60 70 100 0
  finish intruder_retreat cue_action 52 false 1.8 "intruder retreats: a hiss, claws running away"
}

cue_intruder_vanish() {
  metal iv_m 0.7 420 1020 1710 2650
  skitter iv_s 1.5 "0.1:1 0.15:0.9 0.2:0.8 0.26:0.8 0.31:0.6 0.37:0.5 0.44:0.4 0.52:0.3 0.6:0.2"
  fx iv_s iv_sf echos 0.8 0.8 11 0.5 17 0.4 lowpass 4500 gain 6
  noise iv_a0 1.3
  fx iv_a0 iv_a bandpass 500 2o fade h 0.1 1.3 1.0
  mix iv_dry iv_m 0.6 iv_sf 0.8 iv_a 0.35
  fx iv_dry intruder_vanish pad 0 2 reverb 40 50 50 100 0
  finish intruder_vanish cue_action 54 false 1.6 "intruder vanishes: a vent grate clanks, scurrying deep in a duct"
}

# --- Events and the bag -----------------------------------------------------------------------

cue_event_card() {
  partials ev_c0 1.6 "98:0.4 103.83:0.3 155.56:0.25" sawtooth
  fx ev_c0 ev_c lowpass 800 fade h 0.4 1.6 1.0
  noise ev_s0 0.25
  fx ev_s0 ev_s bandpass 3000 1.5o fade h 0.005 0.25 0.2
  mix ev_dry ev_c 0.7 ev_s 0.35
  fx ev_dry event_card pad 0 2 reverb 60 50 80 100 0
  finish event_card cue_soft 28 false 1.6 "event card: a card slides out over an ominous swell"
}

cue_bag_alarm() {
  partials ba_b0 0.35 "620:0.5 930:0.4" sawtooth
  fx ba_b0 ba_b bandpass 1200 2o overdrive 8 fade h 0.01 0.35 0.05
  at ba_dry ba_b "0:1 0.55:1 1.1:1"
  fx ba_dry bag_alarm pad 0 2 reverb 40 60 40 100 0
  finish bag_alarm cue_alert 80 false 2.0 "bag development: three klaxon blasts, everybody rolls"
}

cue_bag_queen() {
  partials bq_h0 3.0 "55:0.5 82.41:0.35 110:0.2" sawtooth
  fx bq_h0 bq_h lowpass 500 fade h 0.6 3.0 1.2
  voice bq_v0 2.5 80/55 13
  fx bq_v0 bq_v lowpass 2500 pad 0.5
  thump bq_t 0.6 70/40
  mix bq_dry bq_t 0.5 bq_h 0.6 bq_v 0.8
  fx bq_dry bag_queen pad 0 2 reverb 90 40 100 100 30
  finish bag_queen cue_alert 93 false 3.2 "the Queen stirs: a deep blow, a horn and a distant roar"
}

# --- Time and the ship ------------------------------------------------------------------------

cue_time_tick() {
  click tt_c 0.01 2000
  metal tt_m 0.4 1870 2630 4110 5350
  syn tt_t 0.15 sine 220 fade l 0.002 0.15 0.148
  mix tt_dry tt_c 0.6 tt_m 0.4 tt_t 0.5
  fx tt_dry time_tick pad 0 2 reverb 20 50 30 100 0
  finish time_tick cue_soft 10 false 0.6 "time track: the tick of a heavy mechanism"
}

cue_hibernation_open() {
  thump ho_t 0.4 130/70
  metal ho_m 0.6 420 980 1530 2210
  noise ho_h0 1.8
  fx ho_h0 ho_h highpass 1500 fade h 0.05 1.8 1.2 pad 0.1
  syn ho_r 1.4 sine 200/600 fade h 0.5 1.4 0.6 pad 0.6
  mix ho_dry ho_t 0.7 ho_m 0.4 ho_h 0.35 ho_r 0.2
  fx ho_dry hibernation_open pad 0 2 reverb 50 50 70 100 0
  finish hibernation_open cue_action 56 false 2.6 "hibernatorium opens: a clunk, a pneumatic hiss, pods powering up"
}

cue_self_destruct_started() {
  tone sd_a 0.35 880 triangle
  tone sd_b 0.35 740 triangle
  tone sd_c 0.5 587.33 triangle
  at sd_v sd_a "0:1"
  at sd_v2 sd_b "0.45:1"
  at sd_v3 sd_c "0.9:1"
  syn sd_s 1.4 sawtooth 220/330 fade h 0.4 1.4 0.5
  fx sd_s sd_sf bandpass 900 2o pad 1.3
  mix sd_dry sd_v 0.5 sd_v2 0.5 sd_v3 0.5 sd_sf 0.5
  fx sd_dry self_destruct_started pad 0 2 reverb 50 50 70 100 0
  finish self_destruct_started cue_alert 96 false 2.8 "self-destruct armed: three falling computer tones, a rising siren"
}

cue_self_destruct_no_return() {
  thump sn_t 0.6 80/40
  metal sn_m 1.0 260 610 1050 1620
  partials sn_c0 3.0 "65.41:0.5 77.78:0.4 92.5:0.35 130.81:0.2" sawtooth
  fx sn_c0 sn_c lowpass 900 fade h 0.2 3.0 2.0 pad 0.1
  mix sn_dry sn_t 0.8 sn_m 0.4 sn_c 0.6
  fx sn_dry self_destruct_no_return pad 0 2 reverb 70 50 100 100 10
  finish self_destruct_no_return cue_alert 97 false 3.2 "point of no return: a lock slams, a grim low chord"
}

cue_self_destruct_countdown() {
  # Hard-edged beeps (a sine pair over a filtered sawtooth) that race faster and faster.
  partials sc_b0 0.08 "1320:0.5 1760:0.3"
  syn sc_b1 0.08 sawtooth 660 bandpass 1600 1o
  mix sc_b2 sc_b0 0.7 sc_b1 0.5
  fx sc_b2 sc_b fade h 0.003 0.08 0.015
  at sc_dry0 sc_b "0:1 0.5:1 0.9:1 1.25:1 1.55:1 1.8:1 2.0:1 2.15:1 2.28:1 2.38:1"
  thump sc_t 0.5 70/35
  fx sc_t sc_tp pad 2.5
  mix sc_dry sc_dry0 1 sc_tp 0.35
  fx sc_dry self_destruct_countdown pad 0 2 reverb 30 50 40 100 0
  finish self_destruct_countdown cue_alert 98 false 3.0 "final countdown: beeps racing faster, then a blow"
}

cue_first_death() {
  metal fd_m 3.0 220 531 887 1210
  partials fd_d0 3.4 "55:0.5 82.41:0.3" sawtooth
  fx fd_d0 fd_d lowpass 300 fade h 0.8 3.4 1.6
  mix fd_dry fd_m 0.7 fd_d 0.5
  fx fd_dry first_death pad 0 2 reverb 90 40 100 100 20
  finish first_death cue_alert 92 false 3.4 "first death: a tolling bell over a low drone"
}

cue_pods_opening() {
  metal po_m 0.5 480 1130 1760 2540
  thump po_t 0.3 120/70
  mix po_k po_m 0.6 po_t 0.7
  at po_kk po_k "0:1 0.35:0.8"
  noise po_h0 1.7
  fx po_h0 po_h bandpass 2500 1.5o fade h 0.1 1.7 1.0 pad 0.3
  syn po_w 1.5 sine 400/1200 fade h 0.4 1.5 0.6 pad 0.5
  mix po_dry po_kk 0.8 po_h 0.35 po_w 0.15
  fx po_dry pods_opening pad 0 2 reverb 40 50 60 100 0
  finish pods_opening cue_action 58 false 2.2 "escape pods unlock: two latches, a hydraulic hiss, a rising whine"
}

# warning NAME FREQ: two short warning beeps, used by the near-the-limit cues.
warning() {
  partials "$1_b0" 0.12 "$2:0.5 $(awk -v f="$2" 'BEGIN { print f * 1.5 }'):0.25" triangle
  fx "$1_b0" "$1_b" fade h 0.005 0.12 0.02
  at "$1" "$1_b" "1.2:1 1.5:1"
}

cue_fire_near_limit() {
  noise fi_r0 2.2
  fx fi_r0 fi_r lowpass 600 tremolo 5 40 fade h 0.05 2.2 0.6
  click fi_k 0.008 1500
  at fi_cr fi_k "0:1 0.05:0.7 0.13:1 0.21:0.4 0.3:0.8 0.34:0.5 0.46:0.9 0.58:0.3 0.63:0.7 0.77:1 0.85:0.4 0.98:0.6 1.04:0.8 1.16:0.5 1.31:0.9 1.38:0.4 1.52:0.7 1.67:0.5 1.74:0.8 1.9:0.4"
  warning fi_w 988
  mix fire_near_limit fi_r 0.8 fi_cr 0.5 fi_w 0.35
  finish fire_near_limit cue_action 64 false 2.2 "fire near the limit: roaring crackling flames and a warning"
}

cue_malfunction_near_limit() {
  partials mf_z0 2.2 "60:0.5 120:0.4" sawtooth
  fx mf_z0 mf_z bandpass 500 2o overdrive 10 tremolo 7 80 fade h 0.01 2.2 0.6
  click mf_k 0.004 4000
  at mf_sp mf_k "0:1 0.02:0.7 0.1:1 0.12:0.8 0.13:0.9 0.15:0.6 0.5:0.9 0.51:1 0.53:0.7 0.9:0.8 0.92:0.9 0.93:0.5 1.35:1 1.36:0.7 1.38:0.9"
  warning mf_w 784
  mix malfunction_near_limit mf_z 0.6 mf_sp 0.5 mf_w 0.35
  finish malfunction_near_limit cue_action 63 false 2.2 "malfunctions near the limit: failing electrics, sparks, a warning"
}

# --- Scanner ----------------------------------------------------------------------------------

cue_scan_clean() {
  syn sc2_s 0.3 sine 600/1200 fade h 0.02 0.3 0.1
  partials sc2_c0 1.0 "659.26:0.5 987.77:0.35 1318.5:0.1" triangle
  fx sc2_c0 sc2_c fade l 0.005 1.0 0.99 pad 0.28
  mix sc2_dry sc2_s 0.3 sc2_c 0.8
  fx sc2_dry scan_clean pad 0 2 reverb 60 50 60 100 0
  finish scan_clean cue_soft 26 false 1.2 "scan clean: a sweep and a calm chime"
}

cue_scan_infected() {
  syn si_s 0.3 sine 600/1200 fade h 0.02 0.3 0.1
  partials si_z0 0.9 "110:0.5 116.54:0.5" sawtooth
  fx si_z0 si_z overdrive 12 gain -6 bandpass 800 2o fade h 0.01 0.9 0.3 pad 0.28
  syn si_h 0.8 sine 1864.66/1760 fade h 0.02 0.8 0.5 pad 0.28
  thump si_t 0.4 90/45
  fx si_t si_tp pad 0.28
  mix si_dry si_s 0.3 si_z 0.8 si_h 0.15 si_tp 0.6
  fx si_dry scan_infected pad 0 2 reverb 40 50 50 100 0
  finish scan_infected cue_alert 88 false 1.8 "scan INFECTED: the sweep breaks into a harsh dissonant buzz"
}

# --- The end ----------------------------------------------------------------------------------

cue_jump() {
  noise jp_w0 2.7
  fx jp_w0 jp_w bandpass 500 2o fade h 2.4 2.7 0.3 bend 0,+2400,2.6
  syn jp_r 2.7 sawtooth 55/220 fade h 2.2 2.7 0.3
  fx jp_r jp_rf lowpass 1200
  thump jp_t 1.2 60/30
  noise jp_b0 1.3
  fx jp_b0 jp_b lowpass 400 fade l 0.005 1.3 1.29
  mix jp_boom0 jp_t 0.8 jp_b 0.7
  fx jp_boom0 jp_boom pad 2.7
  metal jp_m 0.5 140 330 610 990
  thump jp_k 0.4 90/50
  mix jp_engage jp_m 0.5 jp_k 0.7
  mix jp_dry jp_engage 0.5 jp_w 0.6 jp_rf 0.4 jp_boom 0.9
  fx jp_dry jump pad 0 2 reverb 60 50 100 100 0
  finish jump cue_alert 95 false 4.0 "hyperspace jump: the drive engages, a rising rush, then its blow"
}

cue_explosion() {
  thump ex_t 1.5 70/28
  noise ex_n0 4.0
  fx ex_n0 ex_n lowpass 1200 overdrive 10 fade l 0.005 4.0 3.99
  metal ex_m 0.5 880 1430 2210 3370
  at ex_d ex_m "0.4:0.6 0.8:0.4 1.3:0.5 1.9:0.3 2.5:0.2"
  mix ex_dry ex_t 0.9 ex_n 0.7 ex_d 0.25
  fx ex_dry explosion pad 0 2 reverb 80 50 100 100 0
  finish explosion cue_alert 100 false 4.0 "explosion: a blast, a long rumble, falling debris"
}

cue_victory_won() {
  partials vw_c0 3.0 "196:0.4 246.94:0.35 293.66:0.3 369.99:0.2" triangle
  fx vw_c0 vw_c tremolo 4 15 fade h 0.6 3.0 2.0
  metal vw_m 2.5 392 784 1176 1568
  mix vw_dry vw_m 0.35 vw_c 0.8
  fx vw_dry victory_won pad 0 2 reverb 80 50 100 100 20
  finish victory_won cue_soft 30 false 3.0 "victory check, survived: a chime, then a slow warm chord with a cold edge"
}

cue_victory_lost() {
  partials vl_c0 3.0 "98:0.4 116.54:0.35 138.59:0.3" sawtooth
  fx vl_c0 vl_c lowpass 700 fade h 0.5 3.0 2.2
  noise vl_n0 3.0
  fx vl_n0 vl_n lowpass 400 fade h 1 3.0 2
  metal vl_m 2.5 98 233 401 587
  mix vl_dry vl_m 0.35 vl_c 0.8 vl_n 0.3
  fx vl_dry victory_lost pad 0 2 reverb 80 50 100 100 20
  finish victory_lost cue_soft 30 false 3.0 "victory check, lost: a low bell, a diminished chord, a cold wind"
}

# --- Carnomorphs ------------------------------------------------------------------------------

cue_encounter_metagorger() {
  # small and wet: a bubbling gulp, a squeal, a sucking squelch
  noise mg_g0 1.4
  fx mg_g0 mg_g bandpass 320 1o tremolo 19 95 tremolo 6 70 fade h 0.04 1.4 0.7
  syn mg_q 0.35 sine 1300/2100 tremolo 31 90 fade h 0.01 0.35 0.2
  fx mg_q mg_qp pad 0.25
  noise mg_s0 0.4
  fx mg_s0 mg_s bandpass 900 2o fade h 0.01 0.4 0.3 bend 0,-900,0.35 pad 0.9
  thump mg_t 0.4 130/70
  mix mg_dry mg_g 0.9 mg_qp 0.35 mg_s 0.6 mg_t 0.4
  fx mg_dry encounter_metagorger highpass 70 pad 0 2 reverb 30 50 40 100 0
  finish encounter_metagorger cue_alert 83 false 1.8 "metagorger: a bubbling gulp, a squeal, a sucking squelch"
}

cue_encounter_shambler() {
  # slow and heavy: a long hollow moan and two feet dragged over a steel floor
  voice sh_v 2.6 118/92 9
  noise sh_d0 0.7
  fx sh_d0 sh_d bandpass 1400 1.5o fade q 0.25 0.7 0.35
  at sh_dd sh_d "0.1:1 1.3:0.8"
  thump sh_t 0.3 95/60
  at sh_tt sh_t "0.05:1 1.25:0.8"
  mix sh_dry sh_v 0.9 sh_dd 0.4 sh_tt 0.5
  fx sh_dry encounter_shambler lowpass 3500 pad 0 2 reverb 50 50 70 100 10
  finish encounter_shambler cue_alert 83 false 2.8 "shambler: a long hollow moan, feet dragged over steel"
}

cue_encounter_fleshbeast() {
  # a wall of meat: a deep bellow over a wet slap and a second, higher throat
  voice fb_v1 2.6 82/52 15
  voice fb_v2 2.2 165/118 29
  fx fb_v2 fb_v2p pad 0.2
  thump fb_t 0.7 75/36
  noise fb_w0 0.5
  fx fb_w0 fb_w bandpass 600 1o fade l 0.002 0.5 0.45
  mix fb_dry fb_v1 0.8 fb_v2p 0.35 fb_t 0.7 fb_w 0.5
  fx fb_dry encounter_fleshbeast lowpass 4000 pad 0 2 reverb 60 50 90 100 10
  finish encounter_fleshbeast cue_alert 85 false 3.0 "fleshbeast: a deep bellow over a wet slap, a second throat"
}

cue_encounter_butcher() {
  # a blade dragged along a bulkhead, then a heavy roar and a chop
  metal bu_m0 1.0 1480 2210 3170 4620
  fx bu_m0 bu_m bend 0,+200,0.9 tremolo 23 40 fade h 0 1.0 0.3
  noise bu_s0 1.0
  fx bu_s0 bu_s bandpass 3800 2o fade h 0.1 1.0 0.3
  voice bu_v 2.2 125/72 27
  fx bu_v bu_vp pad 0.8
  thump bu_t 0.5 110/45
  fx bu_t bu_tp pad 2.3
  mix bu_dry bu_m 0.35 bu_s 0.3 bu_vp 0.9 bu_tp 0.6
  fx bu_dry encounter_butcher pad 0 2 reverb 60 50 80 100 10
  finish encounter_butcher cue_alert 90 false 3.4 "butcher: a blade dragged along a bulkhead, a heavy roar, a chop"
}

cue_mutation() {
  # flesh changing shape: a wet swell bending up and down over a low dissonant groan
  noise mu_n0 2.0
  fx mu_n0 mu_n bandpass 500 1o tremolo 9 70 fade h 0.3 2.0 0.8 bend 0,+700,0.8 0.8,-1100,0.9
  partials mu_d0 2.0 "61.74:0.5 65.41:0.5 92.5:0.3" sawtooth
  fx mu_d0 mu_d lowpass 500 fade h 0.6 2.0 1.0 bend 0.3,-200,1.4
  syn mu_c 0.5 sine 900/500 tremolo 27 80 fade h 0.02 0.5 0.3
  fx mu_c mu_cp pad 0.9
  thump mu_t 0.3 110/60
  mix mu_dry mu_t 0.5 mu_n 0.8 mu_d 0.5 mu_cp 0.25
  fx mu_dry mutation pad 0 2 reverb 40 50 60 100 0
  finish mutation cue_action 66 false 2.2 "mutation: a wet swell bending up and down, a low groan"
}

cue_feeding() {
  # eating: crunches and wet tearing at uneven times, a low growl under them
  noise fe_c0 0.12
  fx fe_c0 fe_c bandpass 2200 1o fade l 0.002 0.12 0.11
  at fe_cc fe_c "0.05:1 0.31:0.7 0.42:0.9 0.78:1 0.93:0.6 1.3:0.9 1.41:0.7 1.7:0.8"
  noise fe_t0 0.4
  fx fe_t0 fe_t bandpass 450 1o fade h 0.02 0.4 0.3
  at fe_tt fe_t "0.2:1 0.9:0.8 1.5:0.9"
  voice fe_v 2.2 90/75 21
  mix fe_dry fe_cc 0.6 fe_tt 0.6 fe_v 0.5
  fx fe_dry feeding pad 0 2 reverb 30 50 40 100 0
  finish feeding cue_action 69 false 2.4 "feeding: crunches and wet tearing over a low growl"
}

# --- Void Seeders -----------------------------------------------------------------------------

cue_encounter_lurker() {
  # close, in the dark: a long breath through something that is not a mouth, a click
  noise lu_b0 1.6
  fx lu_b0 lu_b bandpass 2300 1.5o tremolo 2.5 60 fade q 0.5 1.6 0.9
  voice lu_v 1.5 88/80 7
  fx lu_v lu_vf lowpass 900
  click lu_k 0.01 3000
  at lu_kk lu_k "1.1:1 1.18:0.6"
  mix lu_dry lu_b 0.6 lu_vf 0.5 lu_kk 0.3
  fx lu_dry encounter_lurker pad 0 2 reverb 40 50 60 100 0
  finish encounter_lurker cue_alert 82 false 2.0 "lurker: a long breath close in the dark, a click"
}

cue_encounter_whisperer() {
  # whispers from every side: breath noise through vowel-like resonances, chopped at the rate
  # of syllables, three voices a little apart, over a glassy tone
  noise wh_a0 1.8
  fx wh_a0 wh_a bandpass 1100 2o equalizer 2400 2q +8 tremolo 6.3 95 fade h 0.005 1.8 0.6
  noise wh_b0 1.6
  fx wh_b0 wh_b bandpass 1600 2o equalizer 800 2q +8 tremolo 5.1 95 fade h 0.2 1.6 0.6 pad 0.25
  noise wh_c0 1.4
  fx wh_c0 wh_c bandpass 2800 2o tremolo 7.4 95 fade h 0.2 1.4 0.6 pad 0.45
  partials wh_g0 2.0 "1975.5:0.5 2093:0.4"
  fx wh_g0 wh_g fade h 0.6 2.0 0.8
  mix wh_dry wh_a 0.7 wh_b 0.6 wh_c 0.5 wh_g 0.06
  fx wh_dry encounter_whisperer highpass 300 pad 0 2 reverb 70 50 100 100 10
  finish encounter_whisperer cue_alert 83 false 2.4 "whisperer: whispers from every side over a glassy tone"
}

cue_encounter_stalker() {
  # it has been following: clicks that race closer, then a low snarl
  click st_k 0.008 2800
  at st_kk st_k "0:1 0.22:0.5 0.4:0.6 0.55:0.7 0.67:0.8 0.77:0.85 0.85:0.9 0.91:1 0.96:1"
  voice st_v 1.6 150/95 37
  fx st_v st_vp pad 1.0
  thump st_t 0.4 100/50
  fx st_t st_tp pad 1.0
  mix st_dry st_kk 0.5 st_vp 0.9 st_tp 0.5
  fx st_dry encounter_stalker pad 0 2 reverb 40 50 60 100 0
  finish encounter_stalker cue_alert 85 false 2.6 "stalker: clicks racing closer, then a low snarl"
}

cue_encounter_despoiler() {
  # the biggest thing aboard: a sub-bass blow, a huge torn roar, metal giving way
  thump ds_t 1.4 50/25
  voice ds_v1 3.6 62/40 11
  voice ds_v2 3.2 190/120 33
  fx ds_v2 ds_v2p pad 0.3
  metal ds_m0 2.4 150 377 690 1120
  fx ds_m0 ds_m bend 0.2,-300,2.0
  mix ds_dry ds_t 0.8 ds_v1 0.8 ds_v2p 0.3 ds_m 0.35
  fx ds_dry encounter_despoiler lowpass 4500 pad 0 2 reverb 90 40 100 100 20
  finish encounter_despoiler cue_alert 94 false 4.0 "despoiler: a sub-bass blow, a huge torn roar, metal giving way"
}

cue_lair_appears() {
  # something grown into the room: a slow organic throb, wet sounds, a breath drawn in
  partials la_p0 2.6 "46:0.5 69:0.3 92:0.2" sawtooth
  fx la_p0 la_p lowpass 300 tremolo 2.2 90 fade h 0.4 2.6 1.0
  noise la_w0 2.4
  fx la_w0 la_w bandpass 450 1o tremolo 13 90 tremolo 1.1 80 fade h 0.3 2.4 1.0
  noise la_b0 1.2
  fx la_b0 la_b bandpass 2000 1o fade q 0.9 1.2 0.2 pad 1.2
  thump la_t 0.3 90/50
  mix la_dry la_t 0.5 la_p 0.8 la_w 0.6 la_b 0.25
  fx la_dry lair_appears pad 0 2 reverb 60 50 80 100 0
  finish lair_appears cue_alert 84 false 2.8 "a lair: a slow organic throb, wet sounds, a drawn breath"
}

cue_lair_destroyed() {
  # torn apart: a wet rip, the mass collapsing, a dying hiss
  noise ld_r0 0.6
  fx ld_r0 ld_r bandpass 1200 1o fade l 0.003 0.6 0.55 bend 0,-800,0.5
  thump ld_t 0.9 70/32
  fx ld_t ld_tp pad 0
  noise ld_c0 1.5
  fx ld_c0 ld_c lowpass 500 tremolo 8 80 fade l 0.05 1.5 1.4 pad 0.4
  noise ld_h0 1.4
  fx ld_h0 ld_h highpass 2500 fade h 0.1 1.4 1.2 pad 0.9
  mix ld_dry ld_r 0.6 ld_tp 0.8 ld_c 0.5 ld_h 0.3
  fx ld_dry lair_destroyed pad 0 2 reverb 50 50 70 100 0
  finish lair_destroyed cue_action 70 false 2.6 "lair destroyed: a wet rip, the mass collapsing, a dying hiss"
}

cue_panic() {
  # fear takes over: shrill bowed stabs that rise, a heartbeat that runs away
  partials pa_s0 0.25 "1244.5:0.5 1318.5:0.5 1760:0.3" sawtooth
  fx pa_s0 pa_s bandpass 1500 1o fade h 0.005 0.25 0.12
  at pa_ss pa_s "0:1 0.3:0.9 0.55:1 0.75:0.9"
  syn pa_r 1.8 sawtooth 440/1400 fade h 0.6 1.8 0.4
  fx pa_r pa_rf bandpass 1600 1.5o
  thump pa_h 0.16 64/40
  at pa_hh pa_h "0:1 0.45:0.9 0.82:1 1.12:0.9 1.36:1 1.56:0.9 1.72:1"
  mix pa_dry pa_ss 0.45 pa_rf 0.25 pa_hh 0.7
  fx pa_dry panic pad 0 2 reverb 40 50 60 100 0
  finish panic cue_alert 89 false 2.2 "panic: shrill rising stabs, a heartbeat running away"
}

cue_insanity_rise() {
  # the mind slips: two glassy tones beating, a whisper passing from ear to ear
  partials ins_g0 1.8 "1567.98:0.5 1661.22:0.5 3135.96:0.2"
  fx ins_g0 ins_g fade h 0.5 1.8 0.9 bend 0.4,-100,1.2
  noise ins_w0 1.3
  fx ins_w0 ins_w bandpass 1900 2o tremolo 6 95 fade h 0.3 1.3 0.6 pad 0.3
  syn ins_p 0.8 sine 3135.96 fade l 0.002 0.8 0.79
  mix ins_dry ins_p 0.2 ins_g 0.4 ins_w 0.6
  fx ins_dry insanity_rise pad 0 2 reverb 70 50 90 100 10
  finish insanity_rise cue_soft 24 false 2.0 "insanity rises: two glassy tones beating, a passing whisper"
}
