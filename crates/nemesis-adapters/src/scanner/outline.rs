//! A symbol completed from one finder (issue 56, ninth session). At 640×480 most labels still
//! missed had only one or two of their finders found by [`finder`]'s runs: a small, blurred
//! finder loses its light ring in one binarisation or the other. A found finder says where one
//! corner of its symbol is and how large its modules are, and its edges say how it is turned
//! (within a quarter turn, [`turn_of`]). Its two partners then stand fourteen modules from it
//! along its axes, or one along an axis and the other past that one ([`partners_of`]):
//! each is looked for there by correlating the 9×9 modules around each place within two modules
//! with a finder's colours, sampled along the finder's own axes, which a blur weakens but does
//! not undo as it undoes the 1:1:3:1:1 runs. [`finder`](super::finder) makes a symbol of the
//! three as of three found ones, and only the codebook, with its thresholds unchanged, can take
//! it for a label.

use super::codebook;
use super::frame::Frame;

/// How far (modules, along each axis) from where a symbol would put it a finder is looked for.
const NEAR_REACH: f32 = 2.0;
/// The least correlation with a finder's colours a finder looked for near where it would be
/// must have.
pub const MIN_FINDER_SCORE: f32 = 0.4;
/// Module sizes tried, as fractions of the one a finder's runs gave: it is off by up to a
/// sixth, which fourteen modules away is more than two.
const SINGLE_SCALES: [f32; 3] = [1.0, 0.87, 1.15];

/// How the finder centred at (`x`, `y`) with modules of `module` pixels is turned, in radians within a
/// quarter turn: the edges of its squares all lie along two directions at right angles, so the
/// fourth power of the gradient (as a complex number) points the same way for all of them.
/// None on a flat patch.
pub fn turn_of(frame: &Frame, (x, y): (f32, f32), module: f32) -> Option<f32> {
    let (w, h) = (frame.width as i64, frame.height as i64);
    let reach = (3.5 * module).ceil() as i64;
    let (cx, cy) = (x.floor() as i64, y.floor() as i64);
    let at = |x: i64, y: i64| -> f32 {
        let (x, y) = (x.clamp(0, w - 1), y.clamp(0, h - 1));
        frame
            .luma
            .get((y * w + x) as usize)
            .copied()
            .map_or(0.0, f32::from)
    };
    // differences across half a module, summed over as many lines beside: across one pixel,
    // or along one line, a staircase edge (an enlarged frame's, or a sharp one's) pulls the
    // turn towards the pixel grid
    let d = ((module / 2.0).round() as i64).max(1);
    let (mut re, mut im) = (0.0f64, 0.0f64);
    for y in (cy - reach).max(d)..=(cy + reach).min(h - 1 - d) {
        for x in (cx - reach).max(d)..=(cx + reach).min(w - 1 - d) {
            let (mut gx, mut gy) = (0.0f64, 0.0f64);
            for k in -d..=d {
                gx += f64::from(at(x + d, y + k) - at(x - d, y + k));
                gy += f64::from(at(x + k, y + d) - at(x + k, y - d));
            }
            // z² then z⁴, weighted by |z|² (strong edges count most, noise little)
            let (a, b) = (gx * gx - gy * gy, 2.0 * gx * gy);
            let norm = (gx * gx + gy * gy).max(1e-9);
            re += (a * a - b * b) / norm;
            im += 2.0 * a * b / norm;
        }
    }
    (re.hypot(im) > 1e-6).then(|| (im.atan2(re) / 4.0) as f32)
}

/// How well the finder centred at `at` with modules of about `module` pixels looks like one:
/// the best correlation of its 9×9 modules, along its own axes ([`turn_of`]), with a finder's
/// colours, over module sizes from a fifth under to a third over (a blurred finder's runs
/// overstate its modules by up to a third), with the module size that gave it. None on a flat
/// patch.
pub fn finder_likeness(frame: &Frame, at: (f32, f32), module: f32) -> Option<(f32, f32)> {
    let turn = turn_of(frame, at, module)?;
    [0.75, 0.87, 1.0, 1.15, 1.3]
        .into_iter()
        .filter_map(|scale| {
            let m = module * scale;
            let (u, v) = axes(turn, m);
            finder_score(frame, at, u, v).map(|score| (score, m))
        })
        .reduce(|a, b| if b.0 > a.0 { b } else { a })
}

/// One module along a finder turned by `turn` (radians) and one module across it, for modules
/// of `m` pixels.
fn axes(turn: f32, m: f32) -> ((f32, f32), (f32, f32)) {
    let (ux, uy) = (turn.cos() * m, turn.sin() * m);
    ((ux, uy), (-uy, ux))
}

/// How well the 9×9 modules around `centre` (a finder and its light ring of separator or quiet
/// zone), sampled along `u` and `v` (one module each), correlate with a finder's colours.
fn finder_score(frame: &Frame, centre: (f32, f32), u: (f32, f32), v: (f32, f32)) -> Option<f32> {
    let mut values = [0.0f32; 81];
    let mut template = [0.0f32; 81];
    for (k, (value, dark)) in values.iter_mut().zip(template.iter_mut()).enumerate() {
        let (a, b) = ((k % 9) as f32 - 4.0, (k / 9) as f32 - 4.0);
        *value = codebook::bilinear(
            frame,
            centre.0 + a * u.0 + b * v.0,
            centre.1 + a * u.1 + b * v.1,
        );
        let ring = a.abs().max(b.abs());
        // dark core (3×3), light ring, dark ring, light around: dark is low grey
        *dark = if ring <= 1.0 || ring == 3.0 {
            -1.0
        } else {
            1.0
        };
    }
    correlation(&values, &template)
}

/// The correlation of `a` and `b` (means taken out); none when `a` is flat.
fn correlation(a: &[f32], b: &[f32]) -> Option<f32> {
    let n = a.len().min(b.len()) as f32;
    let (ma, mb) = (a.iter().sum::<f32>() / n, b.iter().sum::<f32>() / n);
    let (mut ab, mut aa, mut bb) = (0.0f32, 0.0f32, 0.0f32);
    for (x, y) in a.iter().zip(b) {
        let (x, y) = (x - ma, y - mb);
        ab += x * y;
        aa += x * x;
        bb += y * y;
    }
    (aa > 1e-3 && bb > 1e-3).then(|| ab / (aa * bb).sqrt())
}

/// The best finder within [`NEAR_REACH`] modules of `at`, turned as `u`, `v` say: its centre
/// and score. Searched every module, then every half module around the best.
fn finder_near(
    frame: &Frame,
    at: (f32, f32),
    u: (f32, f32),
    v: (f32, f32),
) -> Option<((f32, f32), f32)> {
    let moved = |p: (f32, f32), a: f32, b: f32| (p.0 + a * u.0 + b * v.0, p.1 + a * u.1 + b * v.1);
    let best_of = |around: (f32, f32), reach: i32, step: f32| {
        let mut best: Option<((f32, f32), f32)> = None;
        for j in -reach..=reach {
            for i in -reach..=reach {
                let centre = moved(around, i as f32 * step, j as f32 * step);
                if let Some(score) = finder_score(frame, centre, u, v)
                    && best.is_none_or(|(_, s)| score > s)
                {
                    best = Some((centre, score));
                }
            }
        }
        best
    };
    let coarse = best_of(at, NEAR_REACH as i32, 1.0)?;
    best_of(coarse.0, 1, 0.5)
}

/// The partners of the finder centred at `at` with modules of `module` pixels, found where a
/// symbol turned as that finder is would put them: fourteen modules along either
/// axis either way, or (when `finder` is not the corner one) across a diagonal. Each finder so
/// found must correlate [`MIN_FINDER_SCORE`] with a finder's colours; best pairs first, at each
/// of [`SINGLE_SCALES`] in turn (lazily: the caller stops at the first it reads).
pub fn partners_of(
    frame: &Frame,
    at: (f32, f32),
    module: f32,
) -> impl Iterator<Item = Partners> + '_ {
    let turn = turn_of(frame, at, module);
    SINGLE_SCALES.into_iter().flat_map(move |scale| {
        turn.map(|t| partners_at(frame, at, t, module * scale))
            .unwrap_or_default()
    })
}

/// A lone finder's two partners as found: the three finders' centres (the lone one first) and
/// which of them is the symbol's corner finder (0: the lone one, 1: the first partner), with
/// the module size they were looked for at.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Partners {
    pub centres: [(f32, f32); 3],
    pub corner: usize,
    pub module: f32,
}

/// [`partners_of`] the finder at `f` for modules of `m` pixels, turned by `turn`.
fn partners_at(frame: &Frame, f: (f32, f32), turn: f32, m: f32) -> Vec<Partners> {
    let (u, v) = axes(turn, m);
    let dirs = [u, v, (-u.0, -u.1), (-v.0, -v.1)];
    let plus = |p: (f32, f32), d: (f32, f32)| (p.0 + 14.0 * d.0, p.1 + 14.0 * d.1);
    // the finder found along each axis
    let partner = |at: (f32, f32)| finder_near(frame, at, u, v).filter(|x| x.1 >= MIN_FINDER_SCORE);
    let along: Vec<Option<((f32, f32), f32)>> = dirs.iter().map(|&d| partner(plus(f, d))).collect();
    let partners = |score: f32, centres: [(f32, f32); 3], corner: usize| {
        (
            score,
            Partners {
                centres,
                corner,
                module: m,
            },
        )
    };
    // (the lesser score of the two, the partners)
    let mut found: Vec<(f32, Partners)> = Vec::new();
    for i in 0..4 {
        let k = (i + 1) % 4;
        if let (Some(a), Some(b)) = (along[i], along[k]) {
            found.push(partners(a.1.min(b.1), [f, a.0, b.0], 0));
        }
        // the corner finder along one axis, the third past it along the other
        for (first, other) in [(i, k), (k, i)] {
            let Some(corner) = along[first] else {
                continue;
            };
            let Some(third) = partner(plus(corner.0, dirs[other])) else {
                continue;
            };
            found.push(partners(corner.1.min(third.1), [f, corner.0, third.0], 1));
        }
    }
    found.sort_by(|a, b| b.0.total_cmp(&a.0));
    found.into_iter().map(|(_, p)| p).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A light frame with a dark square of `side` px turned by `angle`, centred at (50, 50).
    fn square(angle: f32, side: f32) -> Frame {
        let (w, h) = (100u32, 100u32);
        let (c, s) = (angle.cos(), angle.sin());
        let luma = (0..w * h)
            .map(|i| {
                let (x, y) = ((i % w) as f32 + 0.5 - 50.0, (i / w) as f32 + 0.5 - 50.0);
                let (a, b) = (x * c + y * s, -x * s + y * c);
                if a.abs() < side / 2.0 && b.abs() < side / 2.0 {
                    30
                } else {
                    220
                }
            })
            .collect();
        Frame {
            width: w,
            height: h,
            luma,
        }
    }

    #[test]
    fn a_squares_turn_is_read_from_its_edges_within_a_quarter_turn() {
        for degrees in [0.0f32, 10.0, 25.0, 40.0, -30.0] {
            let angle = degrees.to_radians();
            let frame = square(angle, 40.0);
            let turn = turn_of(&frame, (50.0, 50.0), 7.0).unwrap_or(f32::NAN);
            // the same square turned by a quarter: compare within a quarter turn
            let quarter = std::f32::consts::FRAC_PI_2;
            let off = (turn - angle).rem_euclid(quarter);
            let off = off.min(quarter - off);
            assert!(off < 0.05, "{degrees}°: turn {turn}");
        }
    }

    #[test]
    fn a_flat_patch_has_no_turn() {
        let frame = Frame {
            width: 40,
            height: 40,
            luma: vec![128; 1600],
        };
        assert_eq!(turn_of(&frame, (20.0, 20.0), 2.0), None);
    }
}
