//! Our own search for QR finder patterns (issue 56, sixth session). Most labels the live scan
//! still missed were never located by zxing-cpp, so the codebook ([`codebook`]) never saw them.
//! This search looks for the three finder patterns of a version-1 symbol in the enlarged,
//! sharpened tile the live scan already makes, outlines the 21×21 symbol they span, and hands
//! it to the codebook with its thresholds unchanged: a symbol is taken only as one of our labels
//! that it surely matches, never decoded.
//!
//! 1. **Binarised lazily, twice.** Each 4×4 block gets one limit: 6 % under the mean of the
//!    32 px square around it (block sums summed over an integral of blocks); a pixel is
//!    compared with its block's limit only when a scan looks at it. Every sixth line is cut
//!    again against the mean of an 80 px square (seventh session: a blurred finder's light ring
//!    is lost in one or the other; the sixth session's search, [`SEARCH_SIXTH`], had one
//!    binarisation at 12 %).
//! 2. **Runs.** Every third row and every third column (sixth in the second binarisation) is
//!    cut into dark and light runs, columns in one pass down the frame; five
//!    runs dark, light, dark, light, dark in the ratio 1:1:3:1:1 (each up to 70 % off its share,
//!    the middle one the longest by half) are a candidate. It is confirmed across (a column for
//!    a row's candidate, a row for a column's), then re-centred along. Across, a finder smeared
//!    by motion into one dark run of about its whole width (the outer ratio: five to eleven
//!    modules) counts too.
//! 3. **Finders.** Candidates near each other with similar module sizes are one finder.
//! 4. **Symbols.** Three finders with matching module sizes where two legs from one of them are
//!    of similar length, 8.5–19 modules long (14 in a version-1 symbol) and at about a right
//!    angle make a symbol; the fourth corner completes the parallelogram. Finder centres sit
//!    3.5 modules in from the symbol's outer edge. Perspective moves the true fourth corner off
//!    the parallelogram, so the codebook also tries it half a module along each edge either way
//!    ([`codebook::best_match_free_corner`], seventh session).

use super::codebook::{self, Corners};
use super::frame::Frame;
use super::outline;
use super::payload::Label;

/// How far under the local mean a pixel must be to count as dark, in hundredths of the mean
/// (the sixth session's search; [`SEARCH`] takes 6).
pub const THRESHOLD_PCT: u32 = 12;
/// Pixels a block shares one limit along each side.
const BLOCK: usize = 4;
/// Blocks across the square whose mean sets a block's limit (32 px).
const WINDOW_BLOCKS: usize = 8;
/// Every this many rows and columns are scanned for runs.
pub const LINE_STEP: usize = 3;
/// How far each run may be off its share of the pattern, as a fraction of the share.
const RUN_TOLERANCE: f32 = 0.7;
/// The smallest module (pixels) looked for: a finder of 7 px.
const MIN_MODULE: f32 = 1.0;
/// A finder smeared across into one dark run counts when that run is this many modules long.
const SMEAR_MODULES: (f32, f32) = (5.0, 11.0);
/// At most this many finders (those with the most confirmed candidates) are paired up.
const MAX_FINDERS: usize = 40;
/// How many modules (as the runs measured them) a leg between two finders' centres may be: 14
/// in a version-1 symbol, but a run across a finder turned by 45° is √2 times its side (9.9),
/// and perspective stretches one leg or the other.
const LEG_MODULES: (f32, f32) = (8.5, 19.0);
/// Two finders say a code is in view ([`Outlined::pairs`]) only when each was confirmed on at
/// least this many lines: a checked cloth makes stray finders of two.
const PAIR_MIN_HITS: u32 = 3;
/// At most this many pairs of finders (those confirmed most often) are completed by
/// [`guessed_from_pair`].
const MAX_PAIRS: usize = 10;
/// A symbol guessed from two finders goes to the codebook only when its shared modules
/// (finders, separators, timing) sampled as guessed correlate this well with their colours
/// ([`codebook::outline_score`]): on the tuning split, guesses within two modules of a
/// label's true corners scored 0.6–0.9, most others under 0.3.
const MIN_GUESSED_OUTLINE: f32 = 0.4;
/// How well a finder that no symbol holds and whose partners were not found must look like one
/// ([`outline::finder_likeness`]) to count as a code in view for "hold the cards closer" (issue
/// 56, tenth session: at the largest shrink of the hard set's frames at which no label is read,
/// 0.8 asks in 11 of 49 frames, 0.6 in 15, 0.5 in 16; no frame without labels asks at 0.6).
const LONE_FINDER_LIKENESS: f32 = 0.6;
/// At most this many outlined symbols go to the codebook in one reading.
pub const MAX_SYMBOLS: usize = 6;

/// The choices of the search that the benches compare.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Search {
    /// The middle dark run must be at least this many tenths of the longest of the other four
    /// (a checked cloth has runs of equal length, which 70 % would let through); 0 = not.
    pub centre_dominance_tenths: u32,
    /// A finder needs at least this many confirmed candidates.
    pub min_hits: u32,
    /// A candidate confirmed across is confirmed again along its line through the centre found
    /// across (and re-centred there); without, its centre along is the first line's.
    pub recentre: bool,
    /// How far under the local mean a pixel must be to count as dark, in hundredths.
    pub threshold_pct: u32,
    /// Blocks (of 4×4 px) across the square whose mean sets a block's limit.
    pub window_blocks: u32,
    /// A second binarisation with this window (blocks) whose candidates join the first's; 0 =
    /// none.
    pub second_window_blocks: u32,
    /// Every this many rows and columns are cut into runs in the second binarisation.
    pub second_line_step: u32,
    /// Every this many rows and columns are cut into runs.
    pub line_step: u32,
    /// The symbol's bottom-right corner (guessed from the other three) is searched by the
    /// codebook ([`codebook::best_match_free_corner`]).
    pub free_corner: bool,
    /// At most this many symbols a reading outlines from two finders, the third guessed where
    /// it would be (see [`guessed_from_pair`]); 0 = none.
    pub pair_guesses: u32,
    /// At most this many finders that no symbol read holds (confirmed most often first) are
    /// each completed alone, their partners looked for where the finder's turn and size put
    /// them (see [`completed_from_one`]); 0 = none.
    pub single_guesses: u32,
}

/// The search of issue 56's sixth session: one binarisation (12 % under the mean of a 32 px
/// square), the parallelogram's fourth corner as guessed.
pub const SEARCH_SIXTH: Search = Search {
    centre_dominance_tenths: 15,
    min_hits: 2,
    recentre: true,
    threshold_pct: THRESHOLD_PCT,
    window_blocks: WINDOW_BLOCKS as u32,
    second_window_blocks: 0,
    second_line_step: LINE_STEP as u32,
    line_step: LINE_STEP as u32,
    free_corner: false,
    pair_guesses: 0,
    single_guesses: 0,
};

/// The search the live scan uses (issue 56, seventh session; chosen on the tuning split): dark
/// is 6 % under the local mean, the runs are cut in two binarisations (against the mean of a
/// 32 px square on every third line, and of an 80 px one on every sixth: a blurred finder's
/// light ring is lost in one or the other), and the fourth corner is searched by the codebook.
/// Since the tenth session, the 4 finders confirmed most often that no symbol read holds are
/// completed alone ([`completed_from_one`]; ninth session: held out 86.3 → 89.6 %, 640×480
/// 72.8 → 79.2 %, no misread; with finders of two lines as well as of three, 90.1 % and
/// 80.6 %).
pub const SEARCH: Search = Search {
    threshold_pct: 6,
    single_guesses: 4,
    second_window_blocks: 20,
    second_line_step: 6,
    free_corner: true,
    pair_guesses: 12,
    ..SEARCH_SIXTH
};

/// One finder pattern: its centre (frame pixels) and module size, and how many scan lines
/// confirmed it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Finder {
    pub x: f32,
    pub y: f32,
    pub module: f32,
    pub hits: u32,
}

/// A version-1 symbol outlined from three finders: its outer corners (top-left, top-right,
/// bottom-right, bottom-left, as [`codebook`] takes them), the finders (indices into the list
/// [`finders`] gave) and how far from a perfect square it is (0 is perfect).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Symbol {
    pub corners: Corners,
    pub finders: [usize; 3],
    pub skew: f32,
}

/// The runs of a line whose pixels' darkness is packed 64 to a word (bit `i` of word `j` is
/// pixel `64j + i`, bits past `length` clear), appended to `out`. A run ends where a pixel's
/// colour differs from the one before it; the changes are found a word at a time, so the work
/// goes with the runs, not with the pixels.
fn runs_from_bits(words: &[u64], length: usize, out: &mut Vec<Run>) {
    if length == 0 {
        return;
    }
    let bit = |t: usize| words.get(t / 64).is_some_and(|w| (w >> (t % 64)) & 1 == 1);
    let mut start = 0;
    // pixel −1 counts as the colour of pixel 0: no change there
    let mut carry = words.first().map_or(0, |w| w & 1);
    for (j, &word) in words.iter().enumerate() {
        let mut changes = word ^ ((word << 1) | carry);
        carry = word >> 63;
        let left = length.saturating_sub(64 * j);
        if left < 64 {
            changes &= (1u64 << left) - 1;
        }
        while changes != 0 {
            let t = 64 * j + changes.trailing_zeros() as usize;
            out.push((bit(t - 1), start, t - start));
            start = t;
            changes &= changes - 1;
        }
    }
    out.push((bit(length - 1), start, length - start));
}

/// The frame binarised on demand: one limit a block, a pixel dark when under its block's limit.
struct Binary<'a> {
    luma: &'a [u8],
    w: usize,
    h: usize,
    bw: usize,
    limits: Vec<u16>,
}

/// The frame's sums over blocks of [`BLOCK`]×[`BLOCK`] pixels, as integrals (of the sums and
/// of the pixel counts, edge blocks being partial): every binarisation of one search shares
/// them.
struct BlockSums<'a> {
    frame: &'a Frame,
    bw: usize,
    bh: usize,
    isum: Vec<u64>,
    icount: Vec<u64>,
}

impl<'a> BlockSums<'a> {
    fn new(frame: &'a Frame) -> BlockSums<'a> {
        let (w, h) = (frame.width as usize, frame.height as usize);
        let (bw, bh) = (w.div_ceil(BLOCK), h.div_ceil(BLOCK));
        let mut sums = vec![0u32; bw * bh];
        for (y, row) in frame.luma.chunks_exact(w.max(1)).take(h).enumerate() {
            let start = (y / BLOCK) * bw;
            if let Some(blocks) = sums.get_mut(start..start + bw) {
                for (s, c) in blocks.iter_mut().zip(row.chunks(BLOCK)) {
                    *s += c.iter().map(|&v| u32::from(v)).sum::<u32>();
                }
            }
        }
        let stride = bw + 1;
        let mut isum = vec![0u64; stride * (bh + 1)];
        let mut icount = vec![0u64; stride * (bh + 1)];
        for by in 0..bh {
            let rows = (h - by * BLOCK).min(BLOCK) as u64;
            let (mut rs, mut rc) = (0u64, 0u64);
            for bx in 0..bw {
                let cols = (w - bx * BLOCK).min(BLOCK) as u64;
                rs += u64::from(sums[by * bw + bx]);
                rc += rows * cols;
                isum[(by + 1) * stride + bx + 1] = isum[by * stride + bx + 1] + rs;
                icount[(by + 1) * stride + bx + 1] = icount[by * stride + bx + 1] + rc;
            }
        }
        BlockSums {
            frame,
            bw,
            bh,
            isum,
            icount,
        }
    }

    /// The frame binarised against the mean of the `window_blocks` blocks square around each
    /// block, `threshold_pct` hundredths under it.
    fn binary(&self, window_blocks: usize, threshold_pct: u32) -> Binary<'a> {
        let (bw, bh, stride) = (self.bw, self.bh, self.bw + 1);
        let half = (window_blocks / 2).max(1);
        let mut limits = vec![0u16; bw * bh];
        for by in 0..bh {
            let (y0, y1) = (by.saturating_sub(half), (by + half).min(bh));
            for bx in 0..bw {
                let (x0, x1) = (bx.saturating_sub(half), (bx + half).min(bw));
                let at = |v: &[u64], y: usize, x: usize| v[y * stride + x];
                let window =
                    |v: &[u64]| at(v, y1, x1) + at(v, y0, x0) - at(v, y0, x1) - at(v, y1, x0);
                let (sum, count) = (window(&self.isum), window(&self.icount).max(1));
                // dark when v · count · 100 < sum · (100 − t): v < ⌈sum · (100 − t) / (count · 100)⌉
                let limit = (sum * u64::from(100 - threshold_pct.min(100))).div_ceil(count * 100);
                limits[by * bw + bx] = limit.min(256) as u16;
            }
        }
        Binary {
            luma: &self.frame.luma,
            w: self.frame.width as usize,
            h: self.frame.height as usize,
            bw,
            limits,
        }
    }
}

impl Binary<'_> {
    /// The dark and light runs of every `step`th row (or column when `columns`), from the
    /// `step / 2`th: (line, its runs). Each line's pixels are first packed dark or light into
    /// bits ([`runs_from_bits`]); columns are packed in one pass down the frame, row by row, as
    /// rows are (a column at a time would read a cache line for every pixel).
    fn runs_on_lines(&self, columns: bool, step: usize) -> Vec<(usize, Vec<Run>)> {
        let step = step.max(1);
        let length = if columns { self.h } else { self.w };
        let lines: Vec<usize> = (step / 2..if columns { self.w } else { self.h })
            .step_by(step)
            .collect();
        let words = length.div_ceil(64);
        let mut bits = vec![0u64; lines.len() * words];
        let (w, bw) = (self.w, self.bw);
        let rows = if columns {
            (0..self.h).collect::<Vec<_>>()
        } else {
            lines.clone()
        };
        for (k, &y) in rows.iter().enumerate() {
            let by = y / BLOCK;
            let whole = (
                self.luma.get(y * w..(y + 1) * w),
                self.limits.get(by * bw..(by + 1) * bw),
            );
            if columns {
                let (word, shift) = (y / 64, y % 64);
                for (line, &x) in bits.chunks_exact_mut(words.max(1)).zip(&lines) {
                    let dark = match whole {
                        (Some(row), Some(limits)) => match (row.get(x), limits.get(x / BLOCK)) {
                            (Some(&v), Some(&limit)) => u16::from(v) < limit,
                            _ => false,
                        },
                        // a frame shorter than its size says: pixel by pixel
                        _ => self.dark(x, y),
                    };
                    if let Some(wd) = line.get_mut(word) {
                        *wd |= u64::from(dark) << shift;
                    }
                }
            } else if let Some(line) = bits.get_mut(k * words..(k + 1) * words) {
                match whole {
                    (Some(row), Some(limits)) => {
                        for (j, (wd, pixels)) in line.iter_mut().zip(row.chunks(64)).enumerate() {
                            let blocks = limits.get(j * 64 / BLOCK..).unwrap_or(&[]);
                            let mut packed = 0u64;
                            for (b, (four, &limit)) in pixels.chunks(BLOCK).zip(blocks).enumerate()
                            {
                                for (i, &v) in four.iter().enumerate() {
                                    packed |= u64::from(u16::from(v) < limit) << (b * BLOCK + i);
                                }
                            }
                            *wd = packed;
                        }
                    }
                    _ => {
                        for x in 0..w {
                            if let Some(wd) = line.get_mut(x / 64) {
                                *wd |= u64::from(self.dark(x, y)) << (x % 64);
                            }
                        }
                    }
                }
            }
        }
        let mut runs = Vec::with_capacity(lines.len());
        for (k, line) in lines.into_iter().enumerate() {
            let mut cut = Vec::new();
            if let Some(packed) = bits.get(k * words..(k + 1) * words) {
                runs_from_bits(packed, length, &mut cut);
            }
            runs.push((line, cut));
        }
        runs
    }

    /// Whether the pixel at (`x`, `y`) is dark; false outside the frame.
    fn dark(&self, x: usize, y: usize) -> bool {
        if x >= self.w || y >= self.h {
            return false;
        }
        let v = self.luma.get(y * self.w + x).copied().unwrap_or(255);
        let limit = self
            .limits
            .get((y / BLOCK) * self.bw + x / BLOCK)
            .copied()
            .unwrap_or(0);
        u16::from(v) < limit
    }
}

/// The module size of five runs (dark, light, dark, light, dark) in the ratio 1:1:3:1:1, each
/// within [`RUN_TOLERANCE`] of its share and the middle one dominant; none otherwise.
fn finder_ratio(runs: [f32; 5], search: Search) -> Option<f32> {
    let total: f32 = runs.iter().sum();
    let module = total / 7.0;
    if module < MIN_MODULE {
        return None;
    }
    let shares = [1.0, 1.0, 3.0, 1.0, 1.0];
    let fits = runs
        .iter()
        .zip(shares)
        .all(|(&r, s)| (r - s * module).abs() <= RUN_TOLERANCE * s * module);
    let others = runs[0].max(runs[1]).max(runs[3]).max(runs[4]);
    let dominance = search.centre_dominance_tenths as f32 / 10.0;
    (fits && runs[2] >= dominance * others).then_some(module)
}

/// Checks a candidate along one line through it: `dark(t)` is the line's pixel `t` (none
/// outside the frame), `at` the candidate's pixel on it, `module` the module size the
/// candidate was found with. The finder's centre on the line and its module size when the
/// line crosses a finder there (1:1:3:1:1 of about that module size, or one dark run five to
/// eleven modules long: a finder smeared along the line by motion).
fn confirm(
    dark: impl Fn(isize) -> Option<bool>,
    at: isize,
    module: f32,
    search: Search,
) -> Option<(f32, f32)> {
    if dark(at) != Some(true) {
        return None;
    }
    let reach = (12.0 * module).ceil() as isize + 2;
    // the length of the run of `colour` starting at `from` going `dir`; none if it reaches the
    // frame's edge or runs on past `reach`
    let run = |from: isize, dir: isize, colour: bool| -> Option<isize> {
        let mut n = 0;
        loop {
            match dark(from + dir * n) {
                Some(c) if c == colour => n += 1,
                Some(_) => return Some(n),
                None => return None,
            }
            if n > reach {
                return None;
            }
        }
    };
    let back = run(at, -1, true)?;
    let ahead = run(at, 1, true)?;
    let (start, end) = (at - back + 1, at + ahead - 1);
    let centre_run = (end - start + 1) as f32;
    let middle = (start + end) as f32 / 2.0 + 0.5;
    if centre_run >= SMEAR_MODULES.0 * module {
        return (centre_run <= SMEAR_MODULES.1 * module).then_some((middle, module));
    }
    let light_back = run(start - 1, -1, false)?;
    let dark_back = run(start - 1 - light_back, -1, true)?;
    let light_ahead = run(end + 1, 1, false)?;
    let dark_ahead = run(end + 1 + light_ahead, 1, true)?;
    let runs = [
        dark_back,
        light_back,
        end - start + 1,
        light_ahead,
        dark_ahead,
    ]
    .map(|r| r as f32);
    let found = finder_ratio(runs, search)?;
    (found >= 0.5 * module && found <= 2.0 * module).then_some((middle, found))
}

/// A run of a line: dark or not, where it starts, how long it is.
type Run = (bool, usize, usize);

/// Candidates on every [`LINE_STEP`]th line (rows, or columns when `columns`), each confirmed
/// across and re-centred along: (x, y, module).
fn line_hits(bin: &Binary, columns: bool, search: Search, hits: &mut Vec<(f32, f32, f32)>) {
    // (along, line) → pixel
    let dark = |a: isize, b: isize| -> Option<bool> {
        if a < 0 || b < 0 {
            return None;
        }
        let (x, y) = if columns {
            (b as usize, a as usize)
        } else {
            (a as usize, b as usize)
        };
        (x < bin.w && y < bin.h).then(|| bin.dark(x, y))
    };
    for (b, runs) in bin.runs_on_lines(columns, search.line_step as usize) {
        for i in 1..runs.len().saturating_sub(5) {
            let five = &runs[i..i + 5];
            // the middle run's dominance checked in integers first: most runs of a table's
            // texture fail it, and the ratio's arithmetic is the search's dearest step there
            let others = five[0].2.max(five[1].2).max(five[3].2).max(five[4].2);
            if !five[0].0 || five[2].2 * 11 < search.centre_dominance_tenths as usize * others {
                continue;
            }
            let Some(module) = finder_ratio([0, 1, 2, 3, 4].map(|k| five[k].2 as f32), search)
            else {
                continue;
            };
            let (_, start, len) = five[2];
            let a = (start + len / 2) as isize;
            let Some((cb, m_across)) = confirm(|t| dark(a, t), b as isize, module, search) else {
                continue;
            };
            let (ca, m_along) = if search.recentre {
                let Some(again) = confirm(|t| dark(t, cb as isize), a, module, search) else {
                    continue;
                };
                again
            } else {
                (start as f32 + len as f32 / 2.0, module)
            };
            let m = (m_across + m_along) / 2.0;
            hits.push(if columns { (cb, ca, m) } else { (ca, cb, m) });
        }
    }
}

/// The finder patterns in `frame`, those confirmed most often first.
pub fn finders(frame: &Frame) -> Vec<Finder> {
    finders_with(frame, SEARCH)
}

/// [`finders`] searched with `search`.
pub fn finders_with(frame: &Frame, search: Search) -> Vec<Finder> {
    if frame.width < 7 || frame.height < 7 {
        return Vec::new();
    }
    let sums = BlockSums::new(frame);
    let bin = sums.binary(search.window_blocks as usize, search.threshold_pct);
    let mut hits = Vec::new();
    line_hits(&bin, false, search, &mut hits);
    line_hits(&bin, true, search, &mut hits);
    if search.second_window_blocks > 0 {
        let bin = sums.binary(search.second_window_blocks as usize, search.threshold_pct);
        let second = Search {
            line_step: search.second_line_step.max(1),
            ..search
        };
        line_hits(&bin, false, second, &mut hits);
        line_hits(&bin, true, second, &mut hits);
    }
    // hits near each other with similar module sizes are one finder (running means)
    let mut found: Vec<(f32, f32, f32, u32)> = Vec::new();
    for (x, y, m) in hits {
        let near = found.iter_mut().find(|(fx, fy, fm, _)| {
            (fx - x).hypot(fy - y) < 2.0 * fm.max(m) && fm.max(m) < 1.5 * fm.min(m)
        });
        match near {
            Some((fx, fy, fm, n)) => {
                let k = *n as f32;
                *fx = (*fx * k + x) / (k + 1.0);
                *fy = (*fy * k + y) / (k + 1.0);
                *fm = (*fm * k + m) / (k + 1.0);
                *n += 1;
            }
            None => found.push((x, y, m, 1)),
        }
    }
    let mut finders: Vec<Finder> = found
        .into_iter()
        .filter(|f| f.3 >= search.min_hits)
        .map(|(x, y, module, hits)| Finder { x, y, module, hits })
        .collect();
    finders.sort_by_key(|f| std::cmp::Reverse(f.hits));
    finders.truncate(MAX_FINDERS);
    finders
}

/// The version-1 symbols that three of `finders` span, the squarest first.
pub fn symbols(finders: &[Finder]) -> Vec<Symbol> {
    let mut out = Vec::new();
    let n = finders.len();
    for i in 0..n {
        for j in i + 1..n {
            for k in j + 1..n {
                let best = [(i, j, k), (j, i, k), (k, i, j)]
                    .into_iter()
                    .filter_map(|(b, p, q)| symbol(finders, b, p, q))
                    .min_by(|a, b| a.skew.total_cmp(&b.skew));
                out.extend(best);
            }
        }
    }
    out.sort_by(|a, b| a.skew.total_cmp(&b.skew));
    out
}

/// The symbol with its top-left finder `b` and the other two `p`, `q`, if they make one.
pub(crate) fn symbol(finders: &[Finder], b: usize, p: usize, q: usize) -> Option<Symbol> {
    let (fb, fp, fq) = (finders.get(b)?, finders.get(p)?, finders.get(q)?);
    let modules = [fb.module, fp.module, fq.module];
    let (lo, hi) = modules
        .iter()
        .fold((f32::MAX, 0.0f32), |(lo, hi), &m| (lo.min(m), hi.max(m)));
    if hi > 1.5 * lo {
        return None;
    }
    let module = modules.iter().sum::<f32>() / 3.0;
    let (v1, v2) = ((fp.x - fb.x, fp.y - fb.y), (fq.x - fb.x, fq.y - fb.y));
    let (l1, l2) = (v1.0.hypot(v1.1), v2.0.hypot(v2.1));
    if l1.min(l2) < 0.75 * l1.max(l2) {
        return None;
    }
    for l in [l1, l2] {
        let in_modules = l / module;
        if !(LEG_MODULES.0..=LEG_MODULES.1).contains(&in_modules) {
            return None;
        }
    }
    let cos = (v1.0 * v2.0 + v1.1 * v2.1) / (l1 * l2);
    if cos.abs() > 0.25 {
        return None;
    }
    // y points down: the top-right finder is the one from which the bottom-left is clockwise
    let cross = v1.0 * v2.1 - v1.1 * v2.0;
    let (tr, bl, order) = if cross > 0.0 {
        (fp, fq, [b, p, q])
    } else {
        (fq, fp, [b, q, p])
    };
    // one module along the top edge (u) and down the left edge (v): the centres are 14 apart
    let u = ((tr.x - fb.x) / 14.0, (tr.y - fb.y) / 14.0);
    let v = ((bl.x - fb.x) / 14.0, (bl.y - fb.y) / 14.0);
    let at = |(x, y): (f32, f32), a: f32, c: f32| (x + a * u.0 + c * v.0, y + a * u.1 + c * v.1);
    let corners = [
        at((fb.x, fb.y), -3.5, -3.5),
        at((tr.x, tr.y), 3.5, -3.5),
        at((tr.x + bl.x - fb.x, tr.y + bl.y - fb.y), 3.5, 3.5),
        at((bl.x, bl.y), -3.5, 3.5),
    ];
    Some(Symbol {
        corners,
        finders: order,
        skew: cos.abs() + (1.0 - l1.min(l2) / l1.max(l2)),
    })
}

/// The symbols two of `finders` could belong to when the third was not found: for two finders
/// of about the same module size, the third where it would stand beside either of them on
/// either side (the two as neighbours along a side), or across (the two at the ends of a
/// diagonal); each with the two finders' indices. Pairs confirmed most often first.
pub fn guessed_from_pair(finders: &[Finder]) -> Vec<(usize, usize, Symbol)> {
    let mut pairs: Vec<(usize, usize)> = (0..finders.len())
        .flat_map(|i| (i + 1..finders.len()).map(move |j| (i, j)))
        .filter(|&(i, j)| {
            let (a, b) = (finders[i], finders[j]);
            a.hits.min(b.hits) >= PAIR_MIN_HITS
                && a.module.max(b.module) <= 1.5 * a.module.min(b.module)
        })
        .collect();
    pairs.sort_by_key(|&(i, j)| std::cmp::Reverse(finders[i].hits.min(finders[j].hits)));
    let mut out = Vec::new();
    let mut outlined_pairs = 0;
    for (i, j) in pairs {
        if outlined_pairs >= MAX_PAIRS {
            break;
        }
        let before = out.len();
        let (a, b) = (finders[i], finders[j]);
        let (dx, dy) = (b.x - a.x, b.y - a.y);
        let (mx, my) = ((a.x + b.x) / 2.0, (a.y + b.y) / 2.0);
        let third = |x: f32, y: f32| Finder {
            x,
            y,
            module: (a.module + b.module) / 2.0,
            hits: 0,
        };
        let guesses = [
            third(a.x - dy, a.y + dx),
            third(a.x + dy, a.y - dx),
            third(b.x - dy, b.y + dx),
            third(b.x + dy, b.y - dx),
            third(mx - dy / 2.0, my + dx / 2.0),
            third(mx + dy / 2.0, my - dx / 2.0),
        ];
        for c in guesses {
            let three = [a, b, c];
            let best = [(0, 1, 2), (1, 0, 2), (2, 0, 1)]
                .into_iter()
                .filter_map(|(t, p, q)| symbol(&three, t, p, q))
                .min_by(|x, y| x.skew.total_cmp(&y.skew));
            if let Some(mut s) = best {
                s.finders = s.finders.map(|k| [i, j, usize::MAX][k]);
                out.push((i, j, s));
            }
        }
        if out.len() > before {
            outlined_pairs += 1;
        }
    }
    out
}

/// The outlines of the symbols `finder` could be one of the three finders of, its partners
/// found where its turn and size put them ([`outline::partners_of`]), best first.
pub fn completed_from_one<'a>(
    frame: &'a Frame,
    finder: &Finder,
) -> impl Iterator<Item = Corners> + 'a {
    outline::partners_of(frame, (finder.x, finder.y), finder.module).filter_map(|p| {
        let three = p.centres.map(|(x, y)| Finder {
            x,
            y,
            module: p.module,
            hits: 0,
        });
        let (b, q) = (p.corner, 2);
        let other = if p.corner == 0 { 1 } else { 0 };
        symbol(&three, b, other, q).map(|s| s.corners)
    })
}

/// Whether (`x`, `y`) lies inside the quadrilateral `corners` (convex, either winding).
fn inside(corners: &Corners, (x, y): (f32, f32)) -> bool {
    let mut sign = 0.0f32;
    for i in 0..4 {
        let (ax, ay) = corners[i];
        let (bx, by) = corners[(i + 1) % 4];
        let side = (bx - ax) * (y - ay) - (by - ay) * (x - ax);
        if side * sign < 0.0 {
            return false;
        }
        if side != 0.0 {
            sign = side;
        }
    }
    true
}

/// Our labels read from the symbols this search outlines in `frame` that none of `taken` (the
/// centres of codes already read, frame pixels) lies in: at most [`MAX_SYMBOLS`] symbols are
/// compared with the codebook (its thresholds unchanged), a finder read once is not used again.
pub fn labels(frame: &Frame, taken: &[(f32, f32)]) -> Vec<(Label, Corners)> {
    labels_with(frame, taken, SEARCH).read
}

/// What [`labels_with`] made of the symbols it outlined: the labels read, and the symbols
/// compared with the codebook and not taken (located, not read: "hold the cards closer" when
/// small).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Outlined {
    pub read: Vec<(Label, Corners)>,
    pub unread: Vec<Corners>,
    /// Parts of a symbol in no symbol read, as the width (pixels) of the symbol they would be
    /// part of: two finders of about the same module size as far apart as two finders of a
    /// version-1 symbol (the third finder of a small, blurred label is often not found;
    /// seventh session), and a finder confirmed on three lines that looks like one
    /// ([`LONE_FINDER_LIKENESS`]) and whose partners were not found (tenth session). They are
    /// still a code in view, for "hold the cards closer".
    pub partial: Vec<f32>,
}

/// [`labels`] searched with `search`, with the symbols outlined but not read.
pub fn labels_with(frame: &Frame, taken: &[(f32, f32)], search: Search) -> Outlined {
    let found = finders_with(frame, search);
    let mut read: Vec<(Label, Corners)> = Vec::new();
    let mut unread: Vec<Corners> = Vec::new();
    let mut used = vec![false; found.len()];
    let mut asked = 0;
    for s in symbols(&found) {
        if asked >= MAX_SYMBOLS {
            break;
        }
        if s.finders
            .iter()
            .any(|&f| used.get(f).copied().unwrap_or(true))
            || taken.iter().any(|&c| inside(&s.corners, c))
        {
            continue;
        }
        asked += 1;
        let sure = if search.free_corner {
            codebook::best_match_free_corner(frame, s.corners)
        } else {
            codebook::best_match(frame, s.corners)
        }
        .filter(codebook::Match::is_sure);
        if let Some(label) = sure.map(|m| m.label) {
            for &f in &s.finders {
                if let Some(u) = used.get_mut(f) {
                    *u = true;
                }
            }
            read.push((label, s.corners));
        } else {
            unread.push(s.corners);
        }
    }
    // a symbol not taken whose finders another symbol was read with was a wrong triple
    unread.retain(|c| !read.iter().any(|(_, r)| c.iter().any(|&p| inside(r, p))));
    let inside_read = |f: &Finder, read: &[(Label, Corners)]| {
        read.iter().any(|(_, r)| inside(r, (f.x, f.y)))
            || taken
                .iter()
                .any(|&(x, y)| (f.x - x).hypot(f.y - y) < 14.0 * f.module)
    };
    let mut guesses: Vec<(f32, usize, usize, Symbol)> = Vec::new();
    if search.pair_guesses > 0 {
        for (i, j, guess) in guessed_from_pair(&found) {
            let in_read = |k: usize| found.get(k).is_none_or(|f| inside_read(f, &read));
            if used.get(i).copied().unwrap_or(true)
                || used.get(j).copied().unwrap_or(true)
                || in_read(i)
                || in_read(j)
                || taken.iter().any(|&c| inside(&guess.corners, c))
            {
                continue;
            }
            if let Some(score) = codebook::outline_score(frame, guess.corners)
                .filter(|&score| score >= MIN_GUESSED_OUTLINE)
            {
                guesses.push((score, i, j, guess));
            }
        }
    }
    guesses.sort_by(|a, b| b.0.total_cmp(&a.0));
    guesses.truncate(search.pair_guesses as usize);
    for (_, i, j, guess) in guesses {
        if used.get(i).copied().unwrap_or(true) || used.get(j).copied().unwrap_or(true) {
            continue;
        }
        let corners = guess.corners;
        let sure =
            codebook::best_match_free_corner(frame, corners).filter(codebook::Match::is_sure);
        if let Some(m) = sure {
            for f in [i, j] {
                if let Some(u) = used.get_mut(f) {
                    *u = true;
                }
            }
            read.push((m.label, corners));
        }
    }
    let mut partial = Vec::new();
    let lone: Vec<usize> = (0..found.len())
        .filter(|&i| {
            // every finder the search keeps (two lines at least): on the tuning split, only
            // those of three read 3 labels fewer (962 against 965)
            found[i].hits >= search.min_hits
                && !used.get(i).copied().unwrap_or(true)
                && !inside_read(&found[i], &read)
        })
        .take(search.single_guesses as usize)
        .collect();
    for i in lone {
        let f = found[i];
        if used.get(i).copied().unwrap_or(true) || inside_read(&f, &read) {
            continue;
        }
        let mut first = None;
        let sure = completed_from_one(frame, &f)
            .filter(|c| !taken.iter().any(|&t| inside(c, t)))
            .find_map(|c| {
                first.get_or_insert(c);
                codebook::best_match_free_corner(frame, c)
                    .filter(codebook::Match::is_sure)
                    .map(|m| (m, c))
            });
        if let Some((m, corners)) = sure {
            if let Some(u) = used.get_mut(i) {
                *u = true;
            }
            read.push((m.label, corners));
        } else if let Some(corners) = first {
            // a finder whose two partners were found where a symbol's are: a code in view
            // that the codebook could not read (too small, blurred), for "hold the cards closer"
            unread.push(corners);
        } else if let Some((_, module)) = outline::finder_likeness(frame, (f.x, f.y), f.module)
            .filter(|&(score, _)| f.hits >= PAIR_MIN_HITS && score >= LONE_FINDER_LIKENESS)
        {
            partial.push(module * 21.0);
        }
    }
    for (i, a) in found.iter().enumerate() {
        for b in found.iter().skip(i + 1) {
            if a.hits.min(b.hits) < PAIR_MIN_HITS
                || inside_read(a, &read)
                || inside_read(b, &read)
                || a.module.max(b.module) > 1.5 * a.module.min(b.module)
            {
                continue;
            }
            let leg = (a.x - b.x).hypot(a.y - b.y);
            let modules = leg / ((a.module + b.module) / 2.0);
            if (LEG_MODULES.0..=LEG_MODULES.1).contains(&modules) {
                // the finders' centres are 14 modules apart along a side of 21
                partial.push(leg * 21.0 / 14.0);
            }
        }
    }
    Outlined {
        read,
        unread,
        partial,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scanner::labels::{SYMBOL_MODULES, modules};
    use crate::scanner::payload::Deck;
    use qrcode::{EcLevel, QrCode, Version};

    /// A scene `w`×`h` of light paper (grey 200) with the symbol `dark` (`n`×`n` modules)
    /// drawn at `px` pixels a module, its centre at `centre`, turned by `angle` radians, in a
    /// white quiet zone of 4 modules; 3×3 samples a pixel, then blurred with a 3×3 box `blurs`
    /// times. Also where each module (column, row) lands.
    #[allow(clippy::too_many_arguments)] // a test scene: each argument is one thing drawn
    fn scene(
        w: usize,
        h: usize,
        dark: &[bool],
        n: usize,
        px: f32,
        centre: (f32, f32),
        angle: f32,
        blurs: usize,
    ) -> (Frame, impl Fn(f32, f32) -> (f32, f32)) {
        let (s, c) = angle.sin_cos();
        let half = n as f32 / 2.0;
        // module coordinates (col, row) → pixel
        let to_px = move |col: f32, row: f32| {
            let (dx, dy) = ((col - half) * px, (row - half) * px);
            (centre.0 + dx * c - dy * s, centre.1 + dx * s + dy * c)
        };
        let mut luma = vec![0.0f32; w * h];
        for y in 0..h {
            for x in 0..w {
                let mut sum = 0.0;
                for sy in 0..3 {
                    for sx in 0..3 {
                        let (fx, fy) = (
                            x as f32 + (sx as f32 + 0.5) / 3.0 - centre.0,
                            y as f32 + (sy as f32 + 0.5) / 3.0 - centre.1,
                        );
                        let col = (fx * c + fy * s) / px + half;
                        let row = (-fx * s + fy * c) / px + half;
                        let quiet = col >= -4.0
                            && row >= -4.0
                            && col < n as f32 + 4.0
                            && row < n as f32 + 4.0;
                        let inside = col >= 0.0 && row >= 0.0 && col < n as f32 && row < n as f32;
                        sum += if inside && dark[row as usize * n + col as usize] {
                            35.0
                        } else if quiet {
                            230.0
                        } else {
                            200.0
                        };
                    }
                }
                luma[y * w + x] = sum / 9.0;
            }
        }
        crate::scanner::test_scenes::box_blur(&mut luma, w, h, blurs);
        let frame = Frame {
            width: w as u32,
            height: h as u32,
            luma: luma.iter().map(|v| v.round() as u8).collect(),
        };
        (frame, to_px)
    }

    fn near(a: (f32, f32), b: (f32, f32), tolerance: f32) -> bool {
        (a.0 - b.0).hypot(a.1 - b.1) <= tolerance
    }

    #[test]
    fn the_three_finders_of_turned_labels_are_found_at_their_centres() {
        let n = SYMBOL_MODULES;
        for (k, label) in Deck::Base.labels().enumerate().step_by(5) {
            let bits = modules(label);
            for (angle, px, blurs) in [(0.0f32, 4.0f32, 0), (0.5, 4.5, 1), (2.4, 5.0, 1)] {
                let angle = angle + k as f32 * 0.1;
                let (frame, to_px) = scene(220, 200, &bits, n, px, (110.0, 100.0), angle, blurs);
                let found = finders(&frame);
                for (col, row) in [(3.5, 3.5), (17.5, 3.5), (3.5, 17.5)] {
                    let want = to_px(col, row);
                    let hit = found.iter().find(|f| near((f.x, f.y), want, px));
                    assert!(
                        // a line across a turned square is up to √2 times its side
                        hit.is_some_and(|f| f.module > 0.7 * px && f.module < 1.6 * px),
                        "{label} angle {angle} px {px}: no finder at {want:?} in {found:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn a_turned_label_is_outlined_at_its_corners_and_read_as_itself() {
        let n = SYMBOL_MODULES;
        for (k, label) in Deck::Base.labels().enumerate().step_by(3) {
            let bits = modules(label);
            let angle = -1.3 + 0.37 * k as f32;
            let px = 3.5 + (k % 4) as f32 * 0.5;
            let (frame, to_px) = scene(240, 220, &bits, n, px, (118.0, 112.0), angle, 1);
            let found = finders(&frame);
            let outlined = symbols(&found);
            let want =
                [(0.0, 0.0), (21.0, 0.0), (21.0, 21.0), (0.0, 21.0)].map(|(c, r)| to_px(c, r));
            let symbol = outlined.first();
            assert!(
                symbol.is_some_and(|s| s.corners.iter().zip(&want).all(|(&a, &b)| near(a, b, px))),
                "{label} angle {angle}: outlined {symbol:?}, corners {want:?}"
            );
            let read = labels(&frame, &[]);
            assert_eq!(
                read.iter().map(|r| r.0).collect::<Vec<_>>(),
                vec![label],
                "{label} angle {angle}"
            );
            // a code already read where it lies: not asked again
            assert!(labels(&frame, &[to_px(10.5, 10.5)]).is_empty());
        }
    }

    /// `bits` (a 21×21 symbol) with the finder at `corner` (0 top-left, 1 top-right, 2
    /// bottom-left) and its separator painted light, as under a thumb.
    fn finder_lost(bits: &[bool], corner: usize) -> Vec<bool> {
        let n = SYMBOL_MODULES;
        let (rows, cols) = match corner {
            0 => (0..8, 0..8),
            1 => (0..8, n - 8..n),
            _ => (n - 8..n, 0..8),
        };
        let mut bits = bits.to_vec();
        for r in rows {
            for c in cols.clone() {
                bits[r * n + c] = false;
            }
        }
        bits
    }

    /// A label whose bottom-left finder is lost outlines no symbol from three finders; without
    /// the guesses from two finders, those two say a code of about its width is in view; with
    /// them (the live search), the label is read from its two finders whichever one is lost,
    /// and a label read says nothing of a code in view.
    #[test]
    fn a_label_whose_third_finder_is_lost_is_read_from_the_other_two() {
        let n = SYMBOL_MODULES;
        let px = 4.0;
        let no_guesses = Search {
            pair_guesses: 0,
            single_guesses: 0,
            ..SEARCH
        };
        for (k, label) in Deck::Base.labels().enumerate().step_by(4) {
            let whole = modules(label);
            let angle = 0.4 + 0.3 * k as f32;
            let lost = finder_lost(&whole, k % 3);
            let (frame, _) = scene(220, 200, &lost, n, px, (110.0, 100.0), angle, 1);
            assert!(symbols(&finders(&frame)).is_empty(), "{label}");
            let outlined = labels_with(&frame, &[], no_guesses);
            assert!(outlined.read.is_empty(), "{:?}", outlined.read);
            // two finders across a diagonal (the top-left one lost) are √2 times as far apart
            let width = 21.0 * px;
            assert!(
                a_part_about(&outlined, width, 1.6),
                "{label}: {:?}",
                outlined.partial
            );
            let outlined = labels_with(&frame, &[], SEARCH);
            let read: Vec<Label> = outlined.read.iter().map(|r| r.0).collect();
            assert_eq!(read, vec![label], "finder {} lost", k % 3);
            assert!(outlined.partial.is_empty(), "{:?}", outlined.partial);
            let (frame, _) = scene(220, 200, &whole, n, px, (110.0, 100.0), angle, 1);
            let outlined = labels_with(&frame, &[], SEARCH);
            assert_eq!(outlined.read.len(), 1);
            assert!(outlined.partial.is_empty(), "{:?}", outlined.partial);
        }
    }

    /// Whether `outlined` holds a part of a symbol from three quarters of `width` to `max` times
    /// it.
    fn a_part_about(outlined: &Outlined, width: f32, max: f32) -> bool {
        outlined
            .partial
            .iter()
            .any(|&w| w > 0.75 * width && w < max * width)
    }

    /// A label with two of its finders lost is no symbol and cannot be read, but its one finder
    /// left still says a code of about its width is in view.
    #[test]
    fn a_label_with_one_finder_left_is_a_code_in_view() {
        let n = SYMBOL_MODULES;
        let px = 4.0;
        for (k, label) in Deck::Base.labels().enumerate().step_by(6) {
            let kept = k % 3;
            let mut bits = modules(label);
            for corner in (0..3).filter(|&c| c != kept) {
                bits = finder_lost(&bits, corner);
            }
            let angle = 0.2 + 0.3 * k as f32;
            let (frame, _) = scene(220, 200, &bits, n, px, (110.0, 100.0), angle, 1);
            let outlined = labels_with(&frame, &[], SEARCH);
            assert!(outlined.read.is_empty(), "{:?}", outlined.read);
            let width = 21.0 * px;
            assert!(
                a_part_about(&outlined, width, 1.3),
                "{label}, finder {kept} kept: {:?} {:?}",
                outlined.partial,
                finders(&frame)
            );
        }
    }

    /// The runs cut from rows and columns are the pixels' colours, run by run: every pixel of
    /// each line in exactly one run, runs alternating in colour, on frames of odd sizes too.
    #[test]
    fn runs_cover_every_pixel_of_a_line_in_alternating_colours() {
        for (w, h, seed) in [
            (37usize, 23usize, 1u32),
            (64, 48, 2),
            (5, 9, 3),
            (101, 7, 4),
        ] {
            let frame = crate::scanner::test_scenes::frame_of(w, h, |x, y| {
                let (x, y) = (x as u32, y as u32);
                ((x * 73 + y * 151 + seed * 29 + x * y * 13) % 251) as u8
            });
            let bin = BlockSums::new(&frame).binary(8, 6);
            for columns in [false, true] {
                for step in [1usize, 3] {
                    for (line, runs) in bin.runs_on_lines(columns, step) {
                        let mut expected: Vec<bool> = Vec::new();
                        let length = if columns { h } else { w };
                        for t in 0..length {
                            let (x, y) = if columns { (line, t) } else { (t, line) };
                            expected.push(bin.dark(x, y));
                        }
                        let mut got: Vec<bool> = Vec::new();
                        for (k, &(dark, start, len)) in runs.iter().enumerate() {
                            assert_eq!(start, got.len(), "{w}x{h} line {line}");
                            assert!(len > 0);
                            if k > 0 {
                                assert_ne!(runs[k - 1].0, dark, "{w}x{h} line {line}");
                            }
                            got.extend(std::iter::repeat_n(dark, len));
                        }
                        assert_eq!(got, expected, "{w}x{h} columns {columns} line {line}");
                    }
                }
            }
        }
    }

    /// Texts that are none of our labels: near misses of one (another version, a wrong check
    /// character, a number out of range) and a lot number.
    const FOREIGN_TEXTS: [&str; 4] = [
        "NMC0-C-12-T",
        "NMC1-C-12-X",
        "NMC1-C-99-K",
        "LOT 4821 BATCH",
    ];

    /// The modules of `text` as a version-1 code at level Q, like our labels.
    fn foreign_in_our_shape(text: &str) -> Option<Vec<bool>> {
        let code = QrCode::with_version(text, Version::Normal(1), EcLevel::Q).ok()?;
        Some(
            code.to_colors()
                .into_iter()
                .map(|c| c == qrcode::Color::Dark)
                .collect(),
        )
    }

    /// Where `to_px` puts the three finders' centres, as found by runs a pixel off and with
    /// modules a tenth too large.
    fn finders_as_found(to_px: impl Fn(f32, f32) -> (f32, f32), px: f32) -> [Finder; 3] {
        [(3.5, 3.5), (17.5, 3.5), (3.5, 17.5)].map(|(col, row)| {
            let (x, y) = to_px(col, row);
            Finder {
                x: x + 1.0,
                y: y - 1.0,
                module: 1.1 * px,
                hits: 3,
            }
        })
    }

    /// A label completed from any one of its finders (its partners looked for where that
    /// finder's turn and size put them) is read as itself, turned any way and blurred.
    #[test]
    fn a_label_is_completed_from_any_one_of_its_finders() {
        let n = SYMBOL_MODULES;
        let px = 4.0;
        for (k, label) in Deck::Base.labels().enumerate().step_by(5) {
            let angle = 0.3 + 1.1 * k as f32;
            let bits = modules(label);
            let (frame, to_px) = scene(240, 220, &bits, n, px, (120.0, 110.0), angle, 1);
            for (corner, finder) in finders_as_found(to_px, px).iter().enumerate() {
                let read = completed_from_one(&frame, finder).find_map(|c| {
                    codebook::best_match_free_corner(&frame, c).filter(codebook::Match::is_sure)
                });
                assert_eq!(
                    read.map(|m| m.label),
                    Some(label),
                    "{label} from finder {corner}, turned {angle}"
                );
            }
        }
    }

    /// A foreign code in our shape is completed from any one of its finders just as a label
    /// is, and never taken for one.
    #[test]
    fn a_foreign_code_completed_from_one_finder_is_not_taken() {
        for (k, text) in FOREIGN_TEXTS.into_iter().enumerate() {
            let Some(bits) = foreign_in_our_shape(text) else {
                continue;
            };
            let angle = 0.5 + 0.9 * k as f32;
            let (frame, to_px) = scene(240, 220, &bits, 21, 4.0, (120.0, 110.0), angle, 1);
            for finder in finders_as_found(to_px, 4.0) {
                let outlines: Vec<Corners> = completed_from_one(&frame, &finder).collect();
                assert!(!outlines.is_empty(), "{text}: not completed");
                for c in outlines {
                    let m = codebook::best_match_free_corner(&frame, c);
                    assert!(!m.is_some_and(|m| m.is_sure()), "{text} taken: {m:?}");
                }
            }
        }
    }

    /// A foreign code in our shape with a finder lost gets every guess of the live search (the
    /// third finder on either side of either, or across), and is still not taken.
    #[test]
    fn a_foreign_code_missing_a_finder_is_not_taken_from_the_other_two() {
        for (k, text) in FOREIGN_TEXTS.into_iter().enumerate() {
            let Some(bits) = foreign_in_our_shape(text) else {
                continue;
            };
            for (corner, blurs) in [(0, 0), (1, 1), (2, 0), (2, 1)] {
                let lost = finder_lost(&bits, corner);
                let angle = 0.2 + 0.7 * k as f32;
                let (frame, _) = scene(220, 200, &lost, 21, 4.0, (110.0, 100.0), angle, blurs);
                assert!(
                    !guessed_from_pair(&finders(&frame)).is_empty(),
                    "{text}: nothing guessed"
                );
                let outlined = labels_with(&frame, &[], SEARCH);
                assert!(outlined.read.is_empty(), "{text} taken for a label");
            }
        }
    }

    #[test]
    fn a_foreign_code_in_our_shape_is_outlined_but_not_taken() {
        for text in FOREIGN_TEXTS {
            let Some(bits) = foreign_in_our_shape(text) else {
                continue;
            };
            for (angle, blurs) in [(0.3f32, 0), (-0.8, 1)] {
                let (frame, to_px) = scene(220, 200, &bits, 21, 4.0, (110.0, 100.0), angle, blurs);
                let outlined = symbols(&finders(&frame));
                let centre = to_px(10.5, 10.5);
                assert!(
                    outlined.iter().any(|s| inside(&s.corners, centre)),
                    "{text}: not outlined"
                );
                assert!(labels(&frame, &[]).is_empty(), "{text} taken for a label");
            }
        }
    }

    #[test]
    fn flat_paper_and_a_checked_cloth_outline_nothing() {
        let (w, h) = (320usize, 240usize);
        let noise = |x: usize, y: usize| ((x * 37 + y * 91 + x * y * 7) % 13) as f32 - 6.0;
        let paper: Vec<u8> = (0..w * h)
            .map(|i| (190.0 + noise(i % w, i / w) + (i % w) as f32 * 0.1) as u8)
            .collect();
        let paper = Frame {
            width: w as u32,
            height: h as u32,
            luma: paper,
        };
        assert!(symbols(&finders(&paper)).is_empty());
        assert!(labels(&paper, &[]).is_empty());
        assert!(labels_with(&paper, &[], SEARCH).partial.is_empty());
        for square in [4usize, 6, 9, 13, 20] {
            // a checkerboard, and a gingham (dark where a dark band crosses a dark band)
            let check = |x: usize, y: usize| (x / square + y / square).is_multiple_of(2);
            let gingham = |x: usize, y: usize| {
                let (a, b) = (
                    (x / square).is_multiple_of(2),
                    (y / square).is_multiple_of(2),
                );
                match (a, b) {
                    (true, true) => 50.0,
                    (false, false) => 220.0,
                    _ => 135.0,
                }
            };
            let cloth = |f: &dyn Fn(usize, usize) -> f32| Frame {
                width: w as u32,
                height: h as u32,
                luma: (0..w * h)
                    .map(|i| (f(i % w, i / w) + noise(i % w, i / w)) as u8)
                    .collect(),
            };
            let board = cloth(&|x, y| if check(x, y) { 60.0 } else { 200.0 });
            let gingham = cloth(&gingham);
            for frame in [board, gingham] {
                let outlined = symbols(&finders(&frame));
                assert!(outlined.is_empty(), "squares of {square}: {outlined:?}");
                // nor a part of one ("hold the cards closer" on a bare table)
                let partial = labels_with(&frame, &[], SEARCH).partial;
                assert!(
                    partial.is_empty(),
                    "squares of {square}: {partial:?} {:?}",
                    finders(&frame)
                );
            }
        }
    }
    /// Frames of every small size (a camera may deliver one), of noise and of bars whose runs
    /// fit the finder ratio at the frame's edges: the search outlines what it may, and never
    /// reads past a row or a block.
    #[test]
    fn frames_of_any_size_are_searched_without_reading_past_them() {
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        for w in 1..48u32 {
            for h in (1..48u32).step_by(5) {
                let noise: Vec<u8> = (0..w * h).map(|_| next() as u8).collect();
                let bars: Vec<u8> = (0..w * h)
                    .map(|i| {
                        if [0, 2, 3, 4, 6].contains(&((i % w) % 7)) {
                            20
                        } else {
                            230
                        }
                    })
                    .collect();
                for luma in [noise, bars] {
                    let frame = Frame::new(w, h, luma).unwrap();
                    let outlined = labels_with(&frame, &[(0.0, 0.0)], SEARCH);
                    assert!(outlined.read.is_empty(), "{w}×{h} read {:?}", outlined.read);
                }
            }
        }
    }
}
