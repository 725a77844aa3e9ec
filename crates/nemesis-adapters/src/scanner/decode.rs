//! Every QR code in a frame, read by rxing from the luma plane, sorted by [`payload::parse`].

use super::codebook::{self, Corners};
use super::finder;
use super::frame::Frame;
use super::payload::{self, Parsed};
use rxing::common::{GlobalHistogramBinarizer, HybridBinarizer};
use rxing::multi::MultipleBarcodeReader;
use rxing::qrcode::cpp_port::QrReader;
use rxing::{BarcodeFormat, BinaryBitmap, DecodeHints, Luma8Source};
use serde::Serialize;
use std::collections::HashSet;

/// Frames wider than this are halved before decoding: a 1080p frame costs twice a 720p one and a
/// label at the intended distance still has enough pixels per module after halving.
pub const MAX_DECODE_WIDTH: u32 = 1280;
/// Foreign texts are cut to this many characters for display.
const MAX_TEXT_CHARS: usize = 80;

/// One code found in a frame.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Detection {
    pub parsed: Parsed,
    /// The decoded text (cut to 80 characters), for showing foreign codes.
    pub text: String,
    /// Centre of the code, in pixels of the frame given to [`decode`].
    pub center: (f32, f32),
    /// The points rxing located (corners or finder patterns), same coordinates.
    pub points: Vec<(f32, f32)>,
}

/// Which library reads the codes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Engine {
    /// rxing, the Rust port of ZXing (the first release's decoder).
    Rxing,
    /// zxing-cpp, the C++ library through its official bindings.
    ZxingCpp,
}

/// How a frame is read: by which library, at which sizes, with which binarizers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Strategy {
    pub engine: Engine,
    /// Frames wider than this are halved (again) first.
    pub max_width: u32,
    /// Frames narrower than this are also read at twice their size: small labels on small
    /// frames have too few pixels per module for the finder.
    pub upscale_below: u32,
    /// rxing only: a second pass with the global histogram binarizer (glare and uneven light
    /// defeat the local one in places, and the other way round).
    pub histogram: bool,
    /// rxing only: a last pass over overlapping tiles at full size, for many small codes.
    pub tiles: bool,
    /// How many times larger small frames are read (2 or 3; with `upscale_below`).
    pub enlarge: u32,
    /// The enlarged frame is sharpened (an unsharp mask) before it is read.
    pub sharpen: bool,
    /// zxing-cpp only: small frames are read once more with the global histogram binarizer.
    pub second_binarizer: bool,
    /// zxing-cpp only: a code located in the enlarged frame but not read is cut out, enlarged
    /// twice more and sharpened, and read again.
    pub retry_unread: bool,
    /// zxing-cpp only: frames at least `upscale_below` wide but narrower than this (720p) are
    /// read again `mid_halves` halves larger (3 = 1.5×, 4 = 2×) and sharpened; 0 = never.
    pub mid_below: u32,
    pub mid_halves: u32,
    /// The larger reading of `mid_below` frames only when the first one located a code it could
    /// not read.
    pub mid_only_when_unread: bool,
    /// Codes located but not read in the larger reading of `mid_below` frames are cut out and
    /// read again as in small frames (`retry_unread`).
    pub mid_retry: bool,
    /// zxing-cpp only: a code located but not read in a frame that is not enlarged is cut out,
    /// enlarged three times and sharpened, and read again.
    pub retry_unread_full: bool,
    /// zxing-cpp only: also look for light-on-dark codes (the library's default). Labels are
    /// printed dark on white; the second look costs time on every reading (on the held-out
    /// split, turning it off with `downscale_enlarged` lost 1.8 points at 640×480).
    pub inverted: bool,
    /// zxing-cpp only: enlarged frames are also read shrunk again (the library's default);
    /// the frame at its own size was read already.
    pub downscale_enlarged: bool,
    /// zxing-cpp only, spread over frames ([`read_step_with`]): every step reads the frame at its
    /// own size besides its tile read larger, instead of a step of its own once a round.
    pub plain_each_step: bool,
    /// zxing-cpp only: the frame at its own size is also looked at for light-on-dark codes
    /// (with `inverted`; the larger readings have their own).
    pub plain_inverted: bool,
    /// zxing-cpp only, spread over frames: the tiles (columns, rows) the larger reading is cut
    /// into, one a frame.
    pub schedule_tiles: (u32, u32),
    /// zxing-cpp only: small frames (narrower than `upscale_below`) read larger are also
    /// thresholded against the mean of the square around each pixel, this many pixels of the
    /// enlarged frame wide, and read again (a second binarisation); 0 = not. Spread over frames,
    /// that reading is a round of tiles of its own after the first.
    pub mean_window: u32,
    /// The same for the larger reading of `mid_below` frames (720p); 0 = not.
    pub mid_mean_window: u32,
    /// Spread over frames: a tile's mean-threshold reading is done in the same step as its
    /// reading with zxing-cpp's threshold (one round of tiles), not in a round of its own.
    pub mean_same_step: bool,
    /// Spread over frames: each tile grows on its inner sides by at least this many thousandths
    /// of the frame's short side (besides a fifth of a tile).
    pub schedule_growth_permille: u32,
    /// zxing-cpp only: the frame at its own size is looked at for QR codes of model 2 only (what
    /// the labels are), not also for Micro QR and rMQR codes at every finder pattern that no QR
    /// code took.
    pub model2_only: bool,
    /// The same for the larger reading of `mid_below` frames (720p).
    pub mid_model2_only: bool,
    /// Spread over frames: the tiles of `mid_below` frames (720p), if not `schedule_tiles`;
    /// (0, 0) = `schedule_tiles`.
    pub mid_schedule_tiles: (u32, u32),
    /// A code located but not read and cut out again (`retry_unread`, `mid_retry`) that neither
    /// zxing-cpp threshold reads is also thresholded against the mean of this wide a square of
    /// the cut-out (`mean_threshold`) and read once more; 0 = not.
    pub retry_mean_window: u32,
    /// zxing-cpp only: the own-size reading also reads zxing-cpp's copies of the frame shrunk
    /// three times (the library's default; a label of at most a quarter of the short side is
    /// too small to read shrunk).
    pub plain_downscale: bool,
    /// zxing-cpp only: the own-size reading of a frame that is read larger afterwards (640×480,
    /// 720p) looks for finder patterns on every third row (the library's "try harder");
    /// without, on every fifth at 720p; frames read only at their own size (1080p) always try
    /// harder.
    pub plain_try_harder: bool,
    /// zxing-cpp only: a code located but not read (at its own size, or in a larger reading
    /// after its cut-outs failed) is compared with our labels' known modules
    /// ([`codebook`](super::codebook)) and taken as the label it surely matches.
    pub codebook: bool,
    /// With `codebook`: the larger reading of frames narrower than this also looks for finder
    /// patterns itself ([`finder`](super::finder)) and gives the symbols they outline that no
    /// code read lies in to the codebook (at most [`finder::MAX_SYMBOLS`] a reading); 0 = not.
    pub finders_below: u32,
    /// How the finder search looks ([`finder::SEARCH`] live).
    pub finder_search: finder::Search,
}

/// The one pass of the first release: frames wider than 1280 halved, the hybrid binarizer.
pub const SINGLE_PASS: Strategy = Strategy {
    engine: Engine::Rxing,
    max_width: MAX_DECODE_WIDTH,
    upscale_below: 0,
    histogram: false,
    tiles: false,
    enlarge: 2,
    sharpen: false,
    second_binarizer: false,
    retry_unread: false,
    mid_below: 0,
    mid_halves: 0,
    mid_only_when_unread: false,
    mid_retry: false,
    retry_unread_full: false,
    inverted: true,
    downscale_enlarged: true,
    plain_each_step: false,
    plain_inverted: true,
    schedule_tiles: (2, 2),
    mean_window: 0,
    mid_mean_window: 0,
    mean_same_step: false,
    schedule_growth_permille: 0,
    model2_only: false,
    mid_model2_only: false,
    mid_schedule_tiles: (0, 0),
    retry_mean_window: 0,
    plain_downscale: true,
    plain_try_harder: true,
    codebook: false,
    finders_below: 0,
    finder_search: finder::SEARCH,
};

/// The live reading of issue 56's fourth session (docs/scanner.md): zxing-cpp at full size up to
/// 1080p; small frames (narrower than 800 px) read again three times larger and sharpened, where a
/// code located but not read is cut out and read once more twice larger again (issue 37); 720p
/// frames (narrower than 1400 px) read again 1.5 times larger and sharpened (issue 56: a label of
/// 10–13 % of the short side has under 3.5 px a module at 720p, too few for the finder). The live
/// scan spreads it over frames ([`read_step`]): every frame is read at its own size and one tile of
/// it larger, the next tile the next frame. Issue 56's fourth session, chosen on the tuning split
/// of the second generator (docs/scanner.md): the own-size reading looks for dark-on-light codes of
/// QR model 2 only (labels are printed so; the inverted look cost about a fifth of it); 720p frames
/// are cut into 3×2 tiles (a step costs less; 640×480 frames keep their quarters, where 3×2 tiles
/// read fewer labels); codes located but not read in the 720p larger reading are cut out and read
/// again (720p labels 83.2 → 85.0 %); and a cut-out that neither of zxing-cpp's thresholds reads is
/// thresholded against the mean of an 18 px square and read once more (640×480 labels 66.4 →
/// 67.5 %). The own-size reading skips zxing-cpp's shrunk copies of the frame and, where a larger
/// reading follows, its denser finder search (no label fewer on the tuning split, a 720p step about
/// a seventh cheaper; 1080p frames, read only at their own size, lost labels without it).
pub const LIVE_ISSUE_56_FOURTH: Strategy = Strategy {
    plain_inverted: false,
    model2_only: true,
    mid_model2_only: true,
    mid_retry: true,
    mid_schedule_tiles: (3, 2),
    retry_mean_window: 18,
    plain_downscale: false,
    plain_try_harder: false,
    ..LIVE_ISSUE_56
};

/// The live reading of issue 56's fifth session: [`LIVE_ISSUE_56_FOURTH`], and a code that
/// zxing-cpp locates but cannot read (at a frame's own size, or in a larger reading once its
/// cut-outs failed) is compared with our 27 labels' known modules and taken as the label it
/// surely matches ([`codebook`]: on the tuning split 859 → 864 of 1037 labels, 640×480 67.5 →
/// 68.7 %, no misread); kept so the benches can compare.
pub const LIVE_ISSUE_56_FIFTH: Strategy = Strategy {
    codebook: true,
    ..LIVE_ISSUE_56_FOURTH
};

/// What the live scan uses (docs/scanner.md): [`LIVE_ISSUE_56_FIFTH`], and the larger reading
/// of 640×480 and 720p frames looks for QR finder patterns itself ([`finder`], issue 56's
/// sixth session): most labels still missed were never located by zxing-cpp, so the codebook
/// never saw them; the symbols three finders outline go to the codebook too. Since the seventh
/// session the search binarises twice at 6 % (not once at 12 %) and the codebook searches the
/// fourth corner ([`finder::SEARCH`]; the sixth session's is [`LIVE_ISSUE_56_SIXTH`]).
pub const LIVE: Strategy = Strategy {
    finders_below: 1400,
    ..LIVE_ISSUE_56_FIFTH
};

/// The live reading of issue 56's sixth session: [`LIVE`] with the sixth session's finder
/// search ([`finder::SEARCH_SIXTH`]: one binarisation at 12 % under the local mean, the
/// parallelogram's fourth corner as guessed); kept so the benches can compare.
pub const LIVE_ISSUE_56_SIXTH: Strategy = Strategy {
    finder_search: finder::SEARCH_SIXTH,
    ..LIVE
};

/// [`LIVE`] with the finder search on 640×480 frames only (narrower than 800 px), should the
/// search cost a 720p step too much.
pub const LIVE_SMALL_FINDERS: Strategy = Strategy {
    finders_below: 800,
    ..LIVE
};

/// The third session's reading (branch `scan-56`): the own size dark on light only, a ninth of
/// the frame larger a frame, the mean threshold a round of tiles of its own (18 frames a round).
pub const LIVE_ISSUE_56_THIRD: Strategy = Strategy {
    plain_inverted: false,
    schedule_tiles: (3, 3),
    mean_window: 18,
    mid_mean_window: 25,
    schedule_growth_permille: 120,
    ..LIVE_ISSUE_56
};

/// The live reading of issue 56's first two sessions: [`LIVE_ISSUE_37`] and 720p frames read
/// again 1.5 times larger and sharpened, spread over quarters, the frame at its own size looked
/// at for light-on-dark codes too; kept so the benches can compare.
pub const LIVE_ISSUE_56: Strategy = Strategy {
    mid_below: 1400,
    mid_halves: 3,
    plain_each_step: true,
    ..LIVE_ISSUE_37
};

/// The live reading of issue 37 (only frames narrower than 800 px read again, 3× sharpened),
/// kept so the benches can compare.
pub const LIVE_ISSUE_37: Strategy = Strategy {
    engine: Engine::ZxingCpp,
    max_width: 1920,
    upscale_below: 800,
    histogram: false,
    tiles: false,
    enlarge: 3,
    sharpen: true,
    second_binarizer: false,
    retry_unread: true,
    mid_below: 0,
    mid_halves: 0,
    mid_only_when_unread: false,
    mid_retry: false,
    retry_unread_full: false,
    inverted: true,
    downscale_enlarged: true,
    plain_each_step: false,
    plain_inverted: true,
    schedule_tiles: (2, 2),
    mean_window: 0,
    mid_mean_window: 0,
    mean_same_step: false,
    schedule_growth_permille: 0,
    model2_only: false,
    mid_model2_only: false,
    mid_schedule_tiles: (0, 0),
    retry_mean_window: 0,
    plain_downscale: true,
    plain_try_harder: true,
    codebook: false,
    finders_below: 0,
    finder_search: finder::SEARCH,
};

/// The live reading of issue 16 (small frames at twice their size, not sharpened), kept so the
/// bench can compare.
pub const LIVE_ISSUE_16: Strategy = Strategy {
    enlarge: 2,
    sharpen: false,
    retry_unread: false,
    ..LIVE_ISSUE_37
};

/// What one reading of a frame found: the codes read, and the codes located but not read.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Reading {
    pub found: Vec<Detection>,
    /// How wide (in pixels of the frame given) each code is that was located but not read:
    /// finder patterns and a grid were found, the modules were not. A frame with such codes and
    /// no label is worth "hold the cards closer" (issue 37).
    pub unread_widths: Vec<f32>,
}

/// Reads every QR code in `frame` the live way. Never fails: an unreadable frame has no
/// detections.
pub fn decode(frame: &Frame) -> Vec<Detection> {
    read(frame).found
}

/// [`decode`], with the codes located but not read.
pub fn read(frame: &Frame) -> Reading {
    read_with(frame, LIVE)
}

/// Reads every QR code in `frame` with `strategy`; a code found by several passes counts once.
pub fn decode_with(frame: &Frame, strategy: Strategy) -> Vec<Detection> {
    read_with(frame, strategy).found
}

/// [`decode_with`], with the codes located but not read (zxing-cpp only; rxing reports none).
pub fn read_with(frame: &Frame, strategy: Strategy) -> Reading {
    let mut work = std::borrow::Cow::Borrowed(frame);
    let mut scale = 1.0;
    while work.width > strategy.max_width {
        work = std::borrow::Cow::Owned(work.half());
        scale *= 2.0;
    }
    if strategy.engine == Engine::ZxingCpp {
        let plain = Look {
            inverted: strategy.inverted && strategy.plain_inverted,
            downscale: strategy.plain_downscale,
            harder: strategy.plain_try_harder || larger_pass(frame.width, true, strategy).is_none(),
            model2_only: strategy.model2_only,
        };
        let big_look = Look {
            inverted: strategy.inverted,
            downscale: strategy.downscale_enlarged,
            harder: true,
            model2_only: strategy.model2_only,
        };
        let first = zxing(&work, zxingcpp::Binarizer::LocalAverage, plain);
        let mut found = first.found;
        if strategy.codebook {
            let known = by_codebook(&work, &first.unread, &found);
            merge(&mut found, known);
        }
        let mut found = shifted(found, scale, (0.0, 0.0));
        let mut unread: Vec<f32> = first.unread.iter().map(|b| b.width() * scale).collect();
        if frame.width >= strategy.upscale_below && strategy.retry_unread_full {
            let again = retried(&work, &first.unread, FULL_RETRY_ENLARGE, true, big_look, 0);
            merge(&mut found, shifted(again, scale, (0.0, 0.0)));
        }
        if let Some(pass) = larger_pass(frame.width, !first.unread.is_empty(), strategy) {
            let (more, more_unread) = read_larger(frame, pass, strategy, Binarisation::Both);
            merge(&mut found, more);
            unread.extend(more_unread);
        }
        sort(&mut found);
        return Reading {
            found,
            unread_widths: unread,
        };
    }
    let mut found = decode_luma(&work, scale, Binarizer::Hybrid);
    if strategy.histogram {
        merge(&mut found, decode_luma(&work, scale, Binarizer::Histogram));
    }
    if frame.width < strategy.upscale_below {
        let double = frame.double();
        merge(&mut found, decode_luma(&double, 0.5, Binarizer::Hybrid));
    }
    if strategy.tiles {
        for (tile, (x, y)) in frame.tiles(2, 2, 0.3) {
            let more = decode_luma(&tile, 1.0, Binarizer::Hybrid);
            merge(&mut found, shifted(more, 1.0, (x as f32, y as f32)));
        }
    }
    sort(&mut found);
    Reading {
        found,
        unread_widths: Vec::new(),
    }
}

/// The second, larger reading of a frame: how many halves larger, sharpened or not, how
/// zxing-cpp looks, and whether codes located but not read are cut out and read again.
#[derive(Debug, Clone, Copy)]
struct LargerPass {
    halves: u32,
    sharpen: bool,
    look: Look,
    retry: bool,
    /// The window of the mean threshold read besides (small frames only), 0 = none.
    mean_window: u32,
    /// Our own finder search feeds the codebook too (`Strategy::finders_below`).
    finders: bool,
}

/// Which larger reading `strategy` gives a frame `width` pixels wide, given whether its first
/// reading left a code located but not read at its own size; none for frames read well enough
/// at their own size.
fn larger_pass(width: u32, first_left_unread: bool, strategy: Strategy) -> Option<LargerPass> {
    if width < strategy.upscale_below {
        return Some(LargerPass {
            halves: strategy.enlarge * 2,
            sharpen: strategy.sharpen,
            look: Look {
                inverted: strategy.inverted,
                downscale: strategy.downscale_enlarged,
                harder: true,
                model2_only: false,
            },
            retry: strategy.retry_unread,
            mean_window: strategy.mean_window,
            finders: strategy.codebook && width < strategy.finders_below,
        });
    }
    if width < strategy.mid_below
        && strategy.mid_halves > 2
        && (!strategy.mid_only_when_unread || first_left_unread)
    {
        // the frame at its own size was read already, labels are dark on light
        return Some(LargerPass {
            halves: strategy.mid_halves,
            sharpen: true,
            look: Look {
                inverted: false,
                downscale: false,
                harder: true,
                model2_only: strategy.mid_model2_only,
            },
            retry: strategy.mid_retry,
            mean_window: strategy.mid_mean_window,
            finders: strategy.codebook && width < strategy.finders_below,
        });
    }
    None
}

/// Which binarisations of the larger frame are read: zxing-cpp's local average, the mean
/// threshold of `Strategy::mean_window`, or both.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Binarisation {
    Local,
    Mean,
    Both,
}

/// `frame` (or a tile of it) read with `pass`: the codes read and the widths of those located
/// but not read, in `frame`'s pixels.
fn read_larger(
    frame: &Frame,
    pass: LargerPass,
    strategy: Strategy,
    binarisation: Binarisation,
) -> (Vec<Detection>, Vec<f32>) {
    let big = if pass.halves == 4 && !pass.sharpen {
        frame.double()
    } else {
        scaled(frame, pass.halves, pass.sharpen)
    };
    let back = 2.0 / pass.halves as f32;
    let mean = pass.mean_window > 0 && binarisation != Binarisation::Local;
    if binarisation == Binarisation::Mean {
        if !mean {
            return (Vec::new(), Vec::new());
        }
        let binary = mean_threshold(&big, pass.mean_window as usize);
        let found = zxing(
            &binary,
            zxingcpp::Binarizer::BoolCast,
            dark_on_light(pass.look),
        )
        .found;
        return (shifted(found, back, (0.0, 0.0)), Vec::new());
    }
    let second = zxing(&big, zxingcpp::Binarizer::LocalAverage, pass.look);
    let mut found = second.found;
    let mut unread: Vec<f32> = second.unread.iter().map(|b| b.width() * back).collect();
    if pass.retry {
        // the crop comes from the sharpened frame: sharpening it twice loses labels
        // (79.5 % of the 640×480 ones against 81.6 %)
        let again = retried(
            &big,
            &second.unread,
            RETRY_ENLARGE,
            false,
            pass.look,
            strategy.retry_mean_window,
        );
        merge(&mut found, again);
    }
    if strategy.codebook {
        let known = by_codebook(&big, &second.unread, &found);
        merge(&mut found, known);
    }
    if pass.finders {
        let taken: Vec<(f32, f32)> = found.iter().map(|d| d.center).collect();
        let outlined = finder::labels_with(&big, &taken, strategy.finder_search);
        let known = outlined
            .read
            .into_iter()
            .map(|(label, corners)| detection(&label.payload(), corners.to_vec()))
            .collect();
        merge(&mut found, known);
        // a symbol our search outlined and the codebook did not take was located, not read
        for corners in outlined.unread {
            let (xs, ys) = (corners.map(|p| p.0), corners.map(|p| p.1));
            let span = |v: [f32; 4]| {
                v.iter().copied().fold(f32::MIN, f32::max)
                    - v.iter().copied().fold(f32::MAX, f32::min)
            };
            unread.push(span(xs).max(span(ys)) * back);
        }
        // parts of a symbol (two finders, or one alone): a code in view, not read
        unread.extend(outlined.partial.iter().map(|w| w * back));
    }
    let mut found = shifted(found, back, (0.0, 0.0));
    if strategy.second_binarizer {
        let third = zxing(&big, zxingcpp::Binarizer::GlobalHistogram, pass.look);
        merge(&mut found, shifted(third.found, back, (0.0, 0.0)));
    }
    if mean {
        let binary = mean_threshold(&big, pass.mean_window as usize);
        let more = zxing(
            &binary,
            zxingcpp::Binarizer::BoolCast,
            dark_on_light(pass.look),
        )
        .found;
        merge(&mut found, shifted(more, back, (0.0, 0.0)));
    }
    (found, unread)
}

/// The mean threshold's reading of a larger frame read with `look`: labels are dark on light,
/// and the frame was enlarged.
fn dark_on_light(look: Look) -> Look {
    Look {
        inverted: false,
        downscale: false,
        ..look
    }
}

/// How much darker than the mean around it a pixel must be to count as dark in
/// [`mean_threshold`], in hundredths of the mean.
const MEAN_OFFSET_PCT: u64 = 5;

/// `frame` thresholded pixel by pixel against the mean of the `window`-wide square around it
/// (clamped at the edges): black where the pixel is darker than the mean by
/// [`MEAN_OFFSET_PCT`] %, white elsewhere. zxing-cpp's own local threshold works on 8×8 blocks
/// and their 5×5 neighbourhood; a narrower window follows the small, blurred modules of a
/// label enlarged from a 640×480 frame more closely.
fn mean_threshold(frame: &Frame, window: usize) -> Frame {
    let (w, h) = (frame.width as usize, frame.height as usize);
    let stride = w + 1;
    // sums of everything above and to the left, wrapping: a square's sum (the difference of
    // four of them) is still exact while it stays below 2³², any square of a 16-megapixel frame
    let mut sums = vec![0u32; stride * (h + 1)];
    for y in 0..h {
        let mut row = 0u32;
        for x in 0..w {
            row = row.wrapping_add(u32::from(frame.luma[y * w + x]));
            sums[(y + 1) * stride + x + 1] = sums[y * stride + x + 1].wrapping_add(row);
        }
    }
    let r = window / 2;
    let mut luma = vec![255u8; w * h];
    for y in 0..h {
        let (y0, y1) = (y.saturating_sub(r), (y + r + 1).min(h));
        for x in 0..w {
            let (x0, x1) = (x.saturating_sub(r), (x + r + 1).min(w));
            let sum = u64::from(
                sums[y1 * stride + x1]
                    .wrapping_add(sums[y0 * stride + x0])
                    .wrapping_sub(sums[y0 * stride + x1])
                    .wrapping_sub(sums[y1 * stride + x0]),
            );
            let n = ((y1 - y0) * (x1 - x0)) as u64;
            let v = u64::from(frame.luma[y * w + x]);
            if v * n * 100 < sum * (100 - MEAN_OFFSET_PCT) {
                luma[y * w + x] = 0;
            }
        }
    }
    Frame {
        width: frame.width,
        height: frame.height,
        luma,
    }
}

/// How many frames one round of the live schedule takes ([`schedule_steps`] of [`LIVE`]).
pub const SCHEDULE_STEPS: usize = schedule_steps(LIVE);
/// The larger reading of a frame is spread over tiles (`Strategy::schedule_tiles`, 2×2 or
/// 3×3) each grown on its inner sides by a fifth of a tile, and by at least
/// `Strategy::schedule_growth_permille` of the frame's short side, so neighbours share a band
/// wider than a small label (and its quiet zone): a label cut by one tile's edge is whole in
/// its neighbour.
const SCHEDULE_OVERLAP: f32 = 0.2;

/// How many frames one round of `strategy`'s schedule takes: one a tile (twice as many with a
/// second binarisation, `mean_window`), and one more for the frame at its own size unless every
/// step reads it.
pub const fn schedule_steps(strategy: Strategy) -> usize {
    let (a, b) = (strategy.schedule_tiles, strategy.mid_schedule_tiles);
    let (a, b) = (a.0 as usize * a.1 as usize, b.0 as usize * b.1 as usize);
    let tiles = if a > b { a } else { b };
    let tiles =
        if (strategy.mean_window > 0 || strategy.mid_mean_window > 0) && !strategy.mean_same_step {
            2 * tiles
        } else {
            tiles
        };
    if strategy.plain_each_step {
        tiles
    } else {
        tiles + 1
    }
}

/// How many frames one round of `strategy`'s schedule takes for a frame `width` pixels wide (at
/// most [`schedule_steps`]).
pub fn steps_for(width: u32, strategy: Strategy) -> usize {
    let (cols, rows) = tiles_of(width, strategy);
    let tiles = (cols * rows).max(1) as usize;
    let tiles =
        if (strategy.mean_window > 0 || strategy.mid_mean_window > 0) && !strategy.mean_same_step {
            2 * tiles
        } else {
            tiles
        };
    if strategy.plain_each_step {
        tiles
    } else {
        tiles + 1
    }
}

/// The tiles a frame `width` pixels wide is read larger in, spread over frames.
fn tiles_of(width: u32, strategy: Strategy) -> (u32, u32) {
    if width >= strategy.upscale_below
        && strategy.mid_schedule_tiles.0 * strategy.mid_schedule_tiles.1 > 0
    {
        strategy.mid_schedule_tiles
    } else {
        strategy.schedule_tiles
    }
}

/// One frame's share of the live reading (issue 56): a whole live reading of a 720p frame
/// takes about 34 ms against a 15 ms frame budget, so each frame does one step of a rotating
/// schedule instead (see [`read_step_with`]). Over [`SCHEDULE_STEPS`] frames of a card held
/// still every part of the live reading is tried; the debouncer (two reads in the last 30
/// frames) counts reads across the schedule. Steps wrap around.
pub fn read_step(frame: &Frame, step: usize) -> Reading {
    read_step_with(frame, step, LIVE)
}

/// [`read_step`] with `strategy` (zxing-cpp strategies; others read whole at every step). With
/// `plain_each_step`, step k reads the frame at its own size and tile k larger; without, step
/// 0 reads the frame at its own size and step k ≥ 1 tile k − 1 larger. Tiles are read
/// larger as the strategy reads whole frames larger; a frame that the strategy does not read
/// larger (1080p) is read at its own size at every step. With `mean_window`, the first round of
/// tiles reads them with zxing-cpp's local threshold and the second with the mean threshold
/// (frames whose larger reading has one; others read their tiles the first way again).
pub fn read_step_with(frame: &Frame, step: usize, strategy: Strategy) -> Reading {
    if strategy.engine != Engine::ZxingCpp || frame.width > strategy.max_width {
        return read_with(frame, strategy);
    }
    // `mid_only_when_unread` cannot be judged on a tile: the tile is read larger anyway
    let pass = larger_pass(frame.width, true, strategy);
    let step = step % steps_for(frame.width, strategy);
    let (plain, larger) = match (pass.is_some(), strategy.plain_each_step) {
        (false, _) => (true, None),
        (true, true) => (true, Some(step)),
        (true, false) if step == 0 => (true, None),
        (true, false) => (false, Some(step - 1)),
    };
    let mut reading = Reading::default();
    if plain {
        let look = Look {
            inverted: strategy.inverted && strategy.plain_inverted,
            downscale: strategy.plain_downscale,
            harder: strategy.plain_try_harder || pass.is_none(),
            model2_only: strategy.model2_only,
        };
        let first = zxing(frame, zxingcpp::Binarizer::LocalAverage, look);
        reading.found = first.found;
        reading.unread_widths = first.unread.iter().map(Bounds::width).collect();
        if strategy.codebook {
            let known = by_codebook(frame, &first.unread, &reading.found);
            merge(&mut reading.found, known);
        }
        if frame.width >= strategy.upscale_below && strategy.retry_unread_full {
            let again = retried(frame, &first.unread, FULL_RETRY_ENLARGE, true, look, 0);
            merge(&mut reading.found, again);
        }
    }
    if let (Some(pass), Some(k)) = (pass, larger) {
        let (cols, rows) = tiles_of(frame.width, strategy);
        let tiles = (cols * rows).max(1) as usize;
        let binarisation = if strategy.mean_same_step {
            Binarisation::Both
        } else if k >= tiles && pass.mean_window > 0 {
            Binarisation::Mean
        } else {
            Binarisation::Local
        };
        let growth = frame.width.min(frame.height) * strategy.schedule_growth_permille / 1000;
        if let Some((tile, (x, y))) = frame
            .tiles_grown_by(cols, rows, SCHEDULE_OVERLAP, growth)
            .get(k % tiles)
        {
            let (found, unread) = read_larger(tile, pass, strategy, binarisation);
            merge(
                &mut reading.found,
                shifted(found, 1.0, (*x as f32, *y as f32)),
            );
            reading.unread_widths.extend(unread);
        }
    }
    sort(&mut reading.found);
    reading
}

/// The codes located in `frame` but not read (`unread`, at most [`MAX_RETRIES`]), each cut out
/// with a margin, enlarged `factor` times (sharpened if asked) and read again; where the local
/// threshold reads nothing, a threshold for the whole crop (glare or uneven light on one card).
/// Positions in `frame`'s pixels.
fn retried(
    frame: &Frame,
    unread: &[Bounds],
    factor: u32,
    sharpen: bool,
    look: Look,
    mean_window: u32,
) -> Vec<Detection> {
    let mut found = Vec::new();
    for b in unread.iter().take(MAX_RETRIES) {
        let (x0, y0, x1, y1) = b.widened(frame.width, frame.height);
        if x1 <= x0 + 1 || y1 <= y0 + 1 {
            continue;
        }
        let crop = enlarged(&frame.crop(x0, y0, x1, y1), factor, sharpen);
        let mut again = zxing(&crop, zxingcpp::Binarizer::LocalAverage, look).found;
        if again.is_empty() {
            again = zxing(&crop, zxingcpp::Binarizer::GlobalHistogram, look).found;
        }
        if again.is_empty() && mean_window > 0 {
            let binary = mean_threshold(&crop, (mean_window * factor) as usize);
            again = zxing(&binary, zxingcpp::Binarizer::BoolCast, dark_on_light(look)).found;
        }
        let again = shifted(again, 1.0 / factor as f32, (x0 as f32, y0 as f32));
        merge(&mut found, again);
    }
    found
}

/// The codes located in `frame` but not read (`unread`, at most [`MAX_RETRIES`]) that no code in
/// `found` lies in, each compared with our labels' known modules: the labels they surely are.
/// Positions in `frame`'s pixels.
fn by_codebook(frame: &Frame, unread: &[Bounds], found: &[Detection]) -> Vec<Detection> {
    let mut known = Vec::new();
    for b in unread.iter().take(MAX_RETRIES) {
        let inside = |(x, y): (f32, f32)| {
            x >= b.x0 as f32 && x <= b.x1 as f32 && y >= b.y0 as f32 && y <= b.y1 as f32
        };
        if found.iter().any(|d| inside(d.center)) {
            continue;
        }
        if let Some(label) = codebook::read_label(frame, b.corners) {
            known.push(detection(&label.payload(), b.corners.to_vec()));
        }
    }
    known
}

/// How much larger a code located but not read in a frame that was not enlarged is cut out and
/// read again.
const FULL_RETRY_ENLARGE: u32 = 3;

/// At most this many located but unread codes are cut out and read again in one frame.
const MAX_RETRIES: usize = 8;

/// Reading order: top to bottom, then left to right, so output is stable.
fn sort(found: &mut [Detection]) {
    found.sort_by(|a, b| {
        (a.center.1, a.center.0)
            .partial_cmp(&(b.center.1, b.center.0))
            .unwrap_or(std::cmp::Ordering::Equal)
    });
}

/// How zxing-cpp looks at a frame, beyond the binarizer.
#[derive(Debug, Clone, Copy)]
struct Look {
    inverted: bool,
    downscale: bool,
    /// zxing-cpp's `try_harder`.
    harder: bool,
    /// QR codes of model 2 only (`Strategy::model2_only`).
    model2_only: bool,
}

/// What one zxing-cpp reading found, in the reading frame's pixels.
struct Codes {
    found: Vec<Detection>,
    unread: Vec<Bounds>,
}

/// The box around a code's corners, and the corners.
#[derive(Debug, Clone, Copy)]
struct Bounds {
    x0: i32,
    y0: i32,
    x1: i32,
    y1: i32,
    corners: Corners,
}

impl Bounds {
    fn width(&self) -> f32 {
        (self.x1 - self.x0).max(self.y1 - self.y0) as f32
    }

    /// Widened by half its size (and a few pixels) on each side, inside a `w`×`h` frame.
    fn widened(&self, w: u32, h: u32) -> (u32, u32, u32, u32) {
        let (mx, my) = ((self.x1 - self.x0) / 2 + 4, (self.y1 - self.y0) / 2 + 4);
        let clamp = |v: i32, max: u32| v.clamp(0, max as i32) as u32;
        (
            clamp(self.x0 - mx, w),
            clamp(self.y0 - my, h),
            clamp(self.x1 + mx, w),
            clamp(self.y1 + my, h),
        )
    }
}

/// Every QR code zxing-cpp finds in `frame` (any rotation, trying harder), and those it locates
/// but cannot read. A frame the library cannot take has neither.
fn zxing(frame: &Frame, binarizer: zxingcpp::Binarizer, look: Look) -> Codes {
    let mut codes = Codes {
        found: Vec::new(),
        unread: Vec::new(),
    };
    let Ok(view) = zxingcpp::ImageView::from_slice(
        &frame.luma,
        frame.width,
        frame.height,
        zxingcpp::ImageFormat::Lum,
    ) else {
        return codes;
    };
    let format = if look.model2_only {
        zxingcpp::BarcodeFormat::QRCodeModel2
    } else {
        zxingcpp::BarcodeFormat::QRCode
    };
    let reader = zxingcpp::read()
        .formats([format])
        .try_harder(look.harder)
        .try_rotate(true)
        .binarizer(binarizer)
        .try_invert(look.inverted)
        .try_downscale(look.downscale)
        .return_errors(true);
    let Ok(read) = reader.from(view) else {
        return codes;
    };
    for c in read {
        let p = c.position();
        let corners = [p.top_left, p.top_right, p.bottom_right, p.bottom_left];
        if c.is_valid() {
            let points = corners.iter().map(|q| (q.x as f32, q.y as f32)).collect();
            codes.found.push(detection(&c.text(), points));
        } else {
            let xs = corners.map(|q| q.x);
            let ys = corners.map(|q| q.y);
            codes.unread.push(Bounds {
                x0: xs.into_iter().min().unwrap_or(0),
                y0: ys.into_iter().min().unwrap_or(0),
                x1: xs.into_iter().max().unwrap_or(0),
                y1: ys.into_iter().max().unwrap_or(0),
                corners: corners.map(|q| (q.x as f32, q.y as f32)),
            });
        }
    }
    codes
}

/// Positions times `scale`, then moved by `offset` (a tile's or a crop's corner).
fn shifted(found: Vec<Detection>, scale: f32, offset: (f32, f32)) -> Vec<Detection> {
    let at = |p: (f32, f32)| (p.0 * scale + offset.0, p.1 * scale + offset.1);
    found
        .into_iter()
        .map(|mut d| {
            d.center = at(d.center);
            for p in &mut d.points {
                *p = at(*p);
            }
            d
        })
        .collect()
}

/// How much larger again a code located but not read is cut out and read (3 read fewer on
/// the hard set than 2: 78.4 % of the 640×480 labels against 79.5 %, both sharpened again).
const RETRY_ENLARGE: u32 = 2;

/// How strongly an enlarged frame is sharpened: the difference from its blur is added this
/// many halves (4 = twice), chosen on the hard set (docs/scanner.md: of the
/// 640×480 labels when enlarged 3×: 1× 75.3 %, 1.5× 76.3 %, 2× 76.8 %).
const SHARPEN_HALVES: i32 = 4;

/// `frame` enlarged `factor` times (bilinear), then sharpened with an unsharp mask when asked:
/// the small labels of a 640×480 frame get enough pixels per module, and edges that the
/// camera's blur and JPEG softened come back. Integer arithmetic throughout (a 640×480 frame
/// enlarged 3× is 2.8 million pixels).
pub fn enlarged(frame: &Frame, factor: u32, sharpen: bool) -> Frame {
    scaled(frame, factor.max(1) * 2, sharpen)
}

/// [`enlarged`] by `halves` / 2 (3 = 1.5 times larger), the unsharp mask's radius rounded up to
/// the factor.
pub fn scaled(frame: &Frame, halves: u32, sharpen: bool) -> Frame {
    let halves = halves.max(2) as usize;
    let (sw, sh) = (frame.width as usize, frame.height as usize);
    let (w, h) = (sw * halves / 2, sh * halves / 2);
    let f = halves.div_ceil(2);
    // per output column (and row): the source index and the weight of the next one, in 256ths
    let taps = |n: usize, len: usize| -> Vec<(usize, u32)> {
        (0..n)
            .map(|o| {
                // (o + 0.5) · 2 / halves − 0.5
                let pos = ((2 * o + 1) * 256 * 2 / halves).saturating_sub(256) / 2;
                let i = (pos / 256).min(len - 1);
                (i, (pos % 256) as u32)
            })
            .collect()
    };
    let xs = taps(w, sw);
    let ys = taps(h, sh);
    let src = &frame.luma;
    // each source row is interpolated along the row once (at most 255 · 256, a u16), then
    // output rows blend two of them: the same sums as pixel by pixel, a third of the work at
    // 1.5× and a loop the compiler vectorises
    let across = |y: usize, out: &mut Vec<u16>| {
        let row = &src[y * sw..(y + 1) * sw];
        out.clear();
        out.extend(xs.iter().map(|&(x0, tx)| {
            let x1 = (x0 + 1).min(sw - 1);
            (u32::from(row[x0]) * (256 - tx) + u32::from(row[x1]) * tx) as u16
        }));
    };
    let (mut upper, mut lower) = (Vec::with_capacity(w), Vec::with_capacity(w));
    let mut rows_held: Option<(usize, usize)> = None;
    let mut luma = vec![0u8; w * h];
    for (y, &(y0, ty)) in ys.iter().enumerate() {
        let y1 = (y0 + 1).min(sh - 1);
        match rows_held {
            Some(held) if held == (y0, y1) => {}
            Some((_, below)) if below == y0 => {
                std::mem::swap(&mut upper, &mut lower);
                across(y1, &mut lower);
            }
            _ => {
                across(y0, &mut upper);
                across(y1, &mut lower);
            }
        }
        rows_held = Some((y0, y1));
        let out = &mut luma[y * w..(y + 1) * w];
        for ((o, &top), &bottom) in out.iter_mut().zip(&upper).zip(&lower) {
            *o = ((u32::from(top) * (256 - ty) + u32::from(bottom) * ty + (1 << 15)) >> 16) as u8;
        }
    }
    if sharpen {
        luma = unsharp(&luma, w, h, f);
    }
    Frame {
        width: w as u32,
        height: h as u32,
        luma,
    }
}

/// An unsharp mask: the image plus `SHARPEN_HALVES / 2` times its difference from its box blur
/// of radius `r` (the mean of each row's window in 16ths, rounded down, then the mean of those
/// down the column, rounded down). Radii up to 4 (every enlargement up to 4×) go through
/// [`unsharp_radius`], the same pixels in loops the compiler vectorises.
fn unsharp(luma: &[u8], w: usize, h: usize, r: usize) -> Vec<u8> {
    match r {
        1 => unsharp_radius::<1>(luma, w, h),
        2 => unsharp_radius::<2>(luma, w, h),
        3 => unsharp_radius::<3>(luma, w, h),
        4 => unsharp_radius::<4>(luma, w, h),
        _ => unsharp_running(luma, w, h, r),
    }
}

/// [`unsharp`] for a radius known when compiling: inside the frame the window holds
/// 2R + 1 pixels, so the sums are of that many shifted slices (16-bit: at most 9 · 4080) and
/// the divisions by a constant; only the R pixels at each edge divide by a smaller count.
fn unsharp_radius<const R: usize>(luma: &[u8], w: usize, h: usize) -> Vec<u8> {
    let full = 2 * R + 1;
    // the row means of the last 2R + 1 rows (row y in slot y mod 2R + 1): a few rows that stay
    // in the cache, where a whole frame of them did not (a 640×480 frame enlarged 3×)
    let mut ring = vec![0u16; full * w];
    let mut row_acc = vec![0u16; w];
    let mut row_mean = |y: usize, out: &mut [u16]| {
        let line = &luma[y * w..(y + 1) * w];
        for x in (0..R.min(w)).chain(R.max(w.saturating_sub(R))..w) {
            let (x0, x1) = (x.saturating_sub(R), (x + R).min(w - 1));
            let sum: u32 = line[x0..=x1].iter().map(|&v| u32::from(v)).sum();
            out[x] = (sum * 16 / (x1 - x0 + 1) as u32) as u16;
        }
        if w > 2 * R {
            let inner = w - 2 * R;
            let acc = &mut row_acc[..inner];
            acc.fill(0);
            for k in 0..full {
                for (a, &v) in acc.iter_mut().zip(&line[k..k + inner]) {
                    *a += u16::from(v);
                }
            }
            for (o, &a) in out[R..R + inner].iter_mut().zip(acc.iter()) {
                *o = (u32::from(a) * 16 / full as u32) as u16;
            }
        }
    };
    let mut acc = vec![0u16; w];
    let mut out = vec![0u8; w * h];
    let mut ready = 0;
    for y in 0..h {
        let (y0, y1) = (y.saturating_sub(R), (y + R).min(h - 1));
        while ready <= y1 {
            let slot = ready % full;
            row_mean(ready, &mut ring[slot * w..(slot + 1) * w]);
            ready += 1;
        }
        acc.fill(0);
        for yy in y0..=y1 {
            let slot = yy % full;
            for (a, &v) in acc.iter_mut().zip(&ring[slot * w..(slot + 1) * w]) {
                *a += v;
            }
        }
        let line = &luma[y * w..(y + 1) * w];
        let dst = &mut out[y * w..(y + 1) * w];
        let sharpen = |d: &mut u8, v: u8, blurred: i32| {
            let v16 = i32::from(v) * 16;
            let sharp = v16 + (v16 - blurred) * SHARPEN_HALVES / 2;
            *d = ((sharp + 8) / 16).clamp(0, 255) as u8;
        };
        let n = (y1 - y0 + 1) as u32;
        if n == full as u32 {
            for ((d, &v), &a) in dst.iter_mut().zip(line).zip(acc.iter()) {
                sharpen(d, v, (u32::from(a) / full as u32) as i32);
            }
        } else {
            for ((d, &v), &a) in dst.iter_mut().zip(line).zip(acc.iter()) {
                sharpen(d, v, (u32::from(a) / n) as i32);
            }
        }
    }
    out
}

/// [`unsharp`] for any radius, with running sums.
fn unsharp_running(luma: &[u8], w: usize, h: usize, r: usize) -> Vec<u8> {
    // the box's pixel counts run from r + 1 to 2r + 1; dividing by multiplying with
    // ⌈2³² / n⌉ is exact here (every dividend is at most 4080 n, far below 2³² / n) and spares
    // a division a pixel
    let reciprocals: Vec<u64> = (0..=2 * r as u64 + 1)
        .map(|n| (1u64 << 32).div_ceil(n.max(1)))
        .collect();
    let divide = |x: u32, n: u32| ((u64::from(x) * reciprocals[n as usize]) >> 32) as u32;
    let mut rows = vec![0u32; w * h];
    for y in 0..h {
        let line = &luma[y * w..(y + 1) * w];
        let out = &mut rows[y * w..(y + 1) * w];
        let mut sum: u32 = 0;
        let mut n: u32 = 0;
        for &v in line.iter().take(r + 1) {
            sum += u32::from(v);
            n += 1;
        }
        for x in 0..w {
            // kept at 16× precision so the column pass rounds once
            out[x] = divide(sum * 16, n);
            if x + r + 1 < w {
                sum += u32::from(line[x + r + 1]);
                n += 1;
            }
            if x >= r {
                sum -= u32::from(line[x - r]);
                n -= 1;
            }
        }
    }
    let mut out = vec![0u8; w * h];
    let mut sums = vec![0u32; w];
    let mut n: u32 = 0;
    for y in 0..=r.min(h - 1) {
        for (s, v) in sums.iter_mut().zip(&rows[y * w..(y + 1) * w]) {
            *s += v;
        }
        n += 1;
    }
    for y in 0..h {
        let line = &luma[y * w..(y + 1) * w];
        let dst = &mut out[y * w..(y + 1) * w];
        let reciprocal = reciprocals[n as usize];
        for ((d, &v), &s) in dst.iter_mut().zip(line).zip(&sums) {
            let blurred = ((u64::from(s) * reciprocal) >> 32) as i32; // 16ths
            let v16 = i32::from(v) * 16;
            let sharp = v16 + (v16 - blurred) * SHARPEN_HALVES / 2;
            *d = ((sharp + 8) / 16).clamp(0, 255) as u8;
        }
        if y + r + 1 < h {
            for (s, v) in sums.iter_mut().zip(&rows[(y + r + 1) * w..(y + r + 2) * w]) {
                *s += v;
            }
            n += 1;
        }
        if y >= r {
            for (s, v) in sums.iter_mut().zip(&rows[(y - r) * w..(y - r + 1) * w]) {
                *s -= v;
            }
            n -= 1;
        }
    }
    out
}

/// A code read with its text and the points the library located, centred between them.
fn detection(text: &str, points: Vec<(f32, f32)>) -> Detection {
    let n = points.len().max(1) as f32;
    let center = (
        points.iter().map(|p| p.0).sum::<f32>() / n,
        points.iter().map(|p| p.1).sum::<f32>() / n,
    );
    Detection {
        parsed: payload::parse(text),
        text: text.chars().take(MAX_TEXT_CHARS).collect(),
        center,
        points,
    }
}

/// Adds the detections of another pass that are not already there (same text, near the same
/// place: a code seen twice; the same text far away is a second card).
fn merge(found: &mut Vec<Detection>, more: Vec<Detection>) {
    for d in more {
        let seen = found.iter().any(|f| {
            f.text == d.text && (f.center.0 - d.center.0).hypot(f.center.1 - d.center.1) < 80.0
        });
        if !seen {
            found.push(d);
        }
    }
}

#[derive(Debug, Clone, Copy)]
enum Binarizer {
    Hybrid,
    Histogram,
}

fn decode_luma(frame: &Frame, scale: f32, binarizer: Binarizer) -> Vec<Detection> {
    let Ok(source) = Luma8Source::new_with_slice(&frame.luma, frame.width, frame.height) else {
        return Vec::new();
    };
    let hints = DecodeHints {
        PossibleFormats: Some(HashSet::from([BarcodeFormat::QR_CODE])),
        TryHarder: Some(true),
        ..DecodeHints::default()
    };
    let results = match binarizer {
        Binarizer::Hybrid => QrReader.decode_multiple_with_hints(
            &mut BinaryBitmap::new(HybridBinarizer::new(source)),
            &hints,
        ),
        Binarizer::Histogram => QrReader.decode_multiple_with_hints(
            &mut BinaryBitmap::new(GlobalHistogramBinarizer::new(source)),
            &hints,
        ),
    }
    .unwrap_or_default();
    results
        .iter()
        .map(|r| {
            let points = r
                .getPoints()
                .iter()
                .map(|p| (p.x * scale, p.y * scale))
                .collect();
            detection(r.getText(), points)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn frame(width: u32, height: u32, f: impl Fn(u32, u32) -> u8) -> Frame {
        let luma = (0..height)
            .flat_map(|y| (0..width).map(move |x| (x, y)))
            .map(|(x, y)| f(x, y))
            .collect();
        Frame {
            width,
            height,
            luma,
        }
    }

    #[test]
    fn enlarging_keeps_flat_grey_flat_and_lands_pixels_where_they_were() {
        let flat = enlarged(&frame(7, 5, |_, _| 117), 3, true);
        assert_eq!((flat.width, flat.height), (21, 15));
        assert!(flat.luma.iter().all(|&v| v == 117), "{:?}", flat.luma);
        // a step from dark to light stays at the same place, three times further out
        let step = frame(8, 2, |x, _| if x < 4 { 40 } else { 200 });
        let plain = enlarged(&step, 3, false);
        let row = &plain.luma[..24];
        assert_eq!(row[..10], [40; 10]);
        assert_eq!(row[14..], [200; 10]);
        assert!(row[10..14].windows(2).all(|p| p[0] <= p[1]), "{row:?}");
    }

    /// [`scaled`] pixel by pixel, as it was written first (not sharpened).
    fn scaled_by_pixel(frame: &Frame, halves: u32) -> Vec<u8> {
        let halves = halves.max(2) as usize;
        let (sw, sh) = (frame.width as usize, frame.height as usize);
        let (w, h) = (sw * halves / 2, sh * halves / 2);
        let tap = |o: usize, len: usize| {
            let pos = ((2 * o + 1) * 256 * 2 / halves).saturating_sub(256) / 2;
            ((pos / 256).min(len - 1), (pos % 256) as u32)
        };
        let at = |x: usize, y: usize| u32::from(frame.luma[y * sw + x]);
        let mut out = vec![0u8; w * h];
        for y in 0..h {
            let (y0, ty) = tap(y, sh);
            let y1 = (y0 + 1).min(sh - 1);
            for x in 0..w {
                let (x0, tx) = tap(x, sw);
                let x1 = (x0 + 1).min(sw - 1);
                let top = at(x0, y0) * (256 - tx) + at(x1, y0) * tx;
                let bottom = at(x0, y1) * (256 - tx) + at(x1, y1) * tx;
                out[y * w + x] = ((top * (256 - ty) + bottom * ty + (1 << 15)) >> 16) as u8;
            }
        }
        out
    }

    #[test]
    fn enlarging_row_by_row_gives_the_pixels_of_enlarging_pixel_by_pixel() {
        let noisy = frame(37, 23, |x, y| ((x * 97 + y * 61 + x * y * 13) % 256) as u8);
        for halves in 2..=8 {
            assert_eq!(
                scaled(&noisy, halves, false).luma,
                scaled_by_pixel(&noisy, halves),
                "{halves} halves"
            );
        }
        let one_row = frame(5, 1, |x, _| (x * 50) as u8);
        assert_eq!(
            scaled(&one_row, 3, false).luma,
            scaled_by_pixel(&one_row, 3)
        );
    }

    /// The unsharp mask with a division a pixel, as it was written first.
    fn unsharp_by_division(luma: &[u8], w: usize, h: usize, r: usize) -> Vec<u8> {
        let at = |x: usize, y: usize| u32::from(luma[y * w + x]);
        let mut out = vec![0u8; w * h];
        for y in 0..h {
            for x in 0..w {
                // the mean of each row's window (16ths, floored), then the mean of those
                let (y0, y1) = (y.saturating_sub(r), (y + r).min(h - 1));
                let (x0, x1) = (x.saturating_sub(r), (x + r).min(w - 1));
                let rows: u32 = (y0..=y1)
                    .map(|yy| {
                        (x0..=x1).map(|xx| at(xx, yy)).sum::<u32>() * 16 / (x1 - x0 + 1) as u32
                    })
                    .sum();
                let blurred = (rows / (y1 - y0 + 1) as u32) as i32;
                let v16 = at(x, y) as i32 * 16;
                let sharp = v16 + (v16 - blurred) * SHARPEN_HALVES / 2;
                out[y * w + x] = ((sharp + 8) / 16).clamp(0, 255) as u8;
            }
        }
        out
    }

    #[test]
    fn the_unsharp_mask_divides_exactly_as_by_division() {
        let noisy = frame(37, 23, |x, y| ((x * 97 + y * 61 + x * y * 13) % 256) as u8);
        let light = frame(29, 17, |x, y| 200 + ((x * 7 + y * 3) % 56) as u8);
        let thin = frame(3, 40, |x, y| ((x * 90 + y * 37) % 256) as u8);
        for f in [&noisy, &light, &thin] {
            let (w, h) = (f.width as usize, f.height as usize);
            for r in 1..=5 {
                let expected = unsharp_by_division(&f.luma, w, h, r);
                assert_eq!(unsharp(&f.luma, w, h, r), expected, "radius {r}, {w}×{h}");
                assert_eq!(unsharp_running(&f.luma, w, h, r), expected, "radius {r}");
            }
        }
    }

    #[test]
    fn the_mean_threshold_blackens_what_is_darker_than_around_it_and_nothing_on_flat_grey() {
        let flat = mean_threshold(&frame(9, 7, |_, _| 90), 5);
        assert!(flat.luma.iter().all(|&v| v == 255), "{:?}", flat.luma);
        // a dark module on light paper, under a light gradient: only the module is black
        let dot = frame(12, 12, |x, y| {
            if (5..7).contains(&x) && (5..7).contains(&y) {
                60
            } else {
                150 + 5 * x as u8
            }
        });
        let binary = mean_threshold(&dot, 7);
        for y in 0..12 {
            for x in 0..12 {
                let dark = binary.luma[y * 12 + x] == 0;
                assert_eq!(dark, (5..7).contains(&x) && (5..7).contains(&y), "{x},{y}");
            }
        }
    }

    #[test]
    fn each_frame_size_has_a_round_of_its_own_tiles() {
        // 720p in 3×2 tiles, 640×480 in quarters; the session keeps a round of the longer
        assert_eq!(tiles_of(1280, LIVE), (3, 2));
        assert_eq!(tiles_of(640, LIVE), (2, 2));
        assert_eq!(steps_for(1280, LIVE), 6);
        assert_eq!(steps_for(640, LIVE), 4);
        assert_eq!(SCHEDULE_STEPS, 6);
        // the earlier schedules are as they were
        assert_eq!(steps_for(1280, LIVE_ISSUE_56), 4);
        assert_eq!(schedule_steps(LIVE_ISSUE_56_THIRD), 18);
    }

    #[test]
    fn sharpening_steepens_an_edge_and_stays_in_range() {
        let step = frame(8, 3, |x, _| if x < 4 { 40 } else { 200 });
        let soft = enlarged(&step, 3, false);
        let sharp = enlarged(&step, 3, true);
        let row = |f: &Frame| f.luma[f.width as usize..2 * f.width as usize].to_vec();
        let (soft, sharp) = (row(&soft), row(&sharp));
        // darker just before the edge, lighter just after: more contrast across it
        assert!(
            sharp[10] < soft[10] && sharp[13] > soft[13],
            "{soft:?} {sharp:?}"
        );
        // far from the edge nothing changes
        assert_eq!((sharp[0], sharp[23]), (40, 200));
        let burnt = enlarged(&frame(8, 3, |x, _| if x < 4 { 0 } else { 255 }), 3, true);
        assert!(burnt.luma.contains(&0) && burnt.luma.contains(&255));
    }
}
