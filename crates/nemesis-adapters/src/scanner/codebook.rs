//! Reading one of our own labels from a code that zxing-cpp located but could not read (issue
//! 56). The app prints every label it will ever read: each is a version-1 QR symbol (21×21
//! modules, level Q) whose modules are known exactly. So a located code does not have to be
//! decoded: its grid is sampled from its four corners and compared with every label's modules.
//! A label is taken only when it matches well and clearly better than every other label; a
//! foreign code (another text, our shape with a wrong check character, another version) differs
//! from every label in dozens of modules because of the Reed–Solomon parity and is not taken.

use super::frame::Frame;
use super::labels::{SYMBOL_MODULES, modules};
use super::payload::{Deck, Label};
use std::sync::OnceLock;

/// The lowest correlation between a code's sampled modules and a label's that takes the label.
/// A code printed with a payload one character away from a label (same version, same error
/// correction level) correlates at most 0.67 with that label when drawn sharp (the unit test
/// `no_payload_one_character_from_a_label_is_taken_for_a_label`; 0.67 at 2.5 px a module and
/// blurred in the lab); the codes located but not read in the tuning split's frames that were
/// no label in view scored at most 0.36, and the labels in view 0.85 at the median
/// (docs/scanner.md, "Issue 56, fifth session").
pub const MIN_SCORE: f32 = 0.82;
/// How far the best label's correlation must stand above the second best (the tuning split's
/// codes that were no label in view: at most 0.11).
pub const MIN_MARGIN: f32 = 0.25;

/// A code's corners in frame pixels: top-left, top-right, bottom-right, bottom-left of the
/// symbol (the outer corners of its finder patterns), as zxing-cpp reports them.
pub type Corners = [(f32, f32); 4];

/// How well a located code matched the labels: the best one, its correlation and the second
/// best correlation.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Match {
    pub label: Label,
    pub score: f32,
    pub runner_up: f32,
}

impl Match {
    /// Whether the match is strong and clear enough to take the label.
    pub fn is_sure(&self) -> bool {
        self.score >= MIN_SCORE && self.score - self.runner_up >= MIN_MARGIN
    }
}

/// The label read from the code at `corners` in `frame`, if one matches surely.
pub fn read_label(frame: &Frame, corners: Corners) -> Option<Label> {
    best_match(frame, corners)
        .filter(Match::is_sure)
        .map(|m| m.label)
}

/// How a code's sampled modules are cleaned before they are compared.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Cleaning {
    /// Light that changes across the code (a gradient, a reflection's edge) is taken out: a
    /// plane fitted to the shared modules, whose colours are known.
    pub flatten_light: bool,
    /// Each module is pushed away from the mean of its four neighbours by this much (blur
    /// mixes a module with its neighbours); 0 = not.
    pub unblur: f32,
    /// Each label is compared as it would look through this code's blur: how much of a
    /// module's neighbours mixes into it is measured on the modules every code shares (the
    /// finders and their separators, whose neighbours are known too), and each label's
    /// modules are mixed the same way before they are compared (a matched filter). Takes the
    /// place of `flatten_light` (the light is fitted with the blur) and `unblur`.
    pub blurred_labels: bool,
    /// With `blurred_labels`: each module, sampled and expected alike, is compared less the
    /// mean of the modules within this many of it (light that changes within a code: a
    /// sleeve's reflection, the edge of a shadow); 0 = not. One of [`LOCAL_RADII`].
    pub local_light: usize,
}

/// The cleaning [`best_match`] uses: labels compared through the code's own blur, less the
/// light of the modules within two (issue 56, eighth session). On the tuning split's frames,
/// given each label's true corners (`cargo bench --bench scanner_codebook`), the codebook
/// takes 316 of the 345 labels at 640×480 (247 with sharp labels, the seventh session's
/// `flatten_light` and `unblur` 0.6, still used when the blur cannot be fitted), 336 of 346
/// at 720p (315), 344 of 346 at 1080p (340), none as another label; the true label's score is
/// 0.95 at the tenth percentile (0.78). The closest payload one character from a label still
/// scores 0.69 (unit tests below).
pub const CLEANING: Cleaning = Cleaning {
    flatten_light: true,
    unblur: 0.6,
    blurred_labels: true,
    local_light: 2,
};

/// The label that the code at `corners` in `frame` matches best, with the scores; none for a
/// code whose grid cannot be sampled (degenerate corners, a flat patch).
pub fn best_match(frame: &Frame, corners: Corners) -> Option<Match> {
    best_match_with(frame, corners, CLEANING)
}

/// [`best_match`] with the modules cleaned by `cleaning`.
pub fn best_match_with(frame: &Frame, corners: Corners, cleaning: Cleaning) -> Option<Match> {
    let book = codebook();
    let grid = Grid::new(corners)?;
    let (shift, scale) = aligned(frame, &grid, book)?;
    matched(frame, &grid, shift, scale, cleaning, book)
}

/// How well the modules every code shares (finders, separators, timing) sampled on the grid
/// `corners` outline match their colours, as outlined (no shift): a quick test of a guessed
/// outline before the codebook compares it; none for degenerate corners or a flat patch.
pub fn outline_score(frame: &Frame, corners: Corners) -> Option<f32> {
    let book = codebook();
    let grid = Grid::new(corners)?;
    let mut values: Vec<f32> = book
        .shared
        .iter()
        .map(|&(row, col)| grid.sample(frame, (row, col), (0.0, 0.0), 1.0, &MODULE_CENTRE))
        .collect();
    normalise(&mut values).then(|| {
        values
            .iter()
            .zip(&book.shared_template)
            .map(|(a, b)| a * b)
            .sum()
    })
}

/// How far (in modules, along the symbol's bottom and right edges) the bottom-right corner of
/// a symbol outlined from its three finders is moved, each way, by [`best_match_free_corner`].
pub const CORNER_STEP: f32 = 0.5;
/// How many [`CORNER_STEP`]s the corner is moved each way.
pub const CORNER_REACH: u32 = 1;

/// The score under which a symbol as guessed is not worth moving its corner for: the other
/// eight grids are for labels nearly found, not for symbols that look like no label at all
/// (stray triples of finders in a table's grain, wrong guesses from two finders). On the
/// tuning split the live schedule read the same 925 labels with this cut as without it, its
/// 480p step p95 22.7 ms against 26.7, 720p 12.0 against 12.7.
pub const FREE_CORNER_FROM: f32 = 0.45;

/// [`best_match`] for a symbol whose bottom-right corner was not seen but guessed (our finder
/// search completes a parallelogram; perspective moves the true corner by up to about a
/// module): the grid is aligned on the shared modules as outlined, then the bottom-right
/// corner is also tried [`CORNER_STEP`] modules along each edge either way (nine grids), and
/// the grid whose best label scores highest is kept, with that grid's runner-up.
pub fn best_match_free_corner(frame: &Frame, corners: Corners) -> Option<Match> {
    let book = codebook();
    let grid = Grid::new(corners)?;
    let (shift, scale) = aligned(frame, &grid, book)?;
    let n = SYMBOL_MODULES as f32;
    let [_, tr, br, bl] = corners;
    let along = ((br.0 - bl.0) / n, (br.1 - bl.1) / n);
    let down = ((br.0 - tr.0) / n, (br.1 - tr.1) / n);
    let as_guessed = matched(frame, &grid, shift, scale, CLEANING, book)?;
    if as_guessed.score < FREE_CORNER_FROM {
        return Some(as_guessed);
    }
    let mut best: Option<Match> = None;
    let reach = CORNER_REACH as i32;
    for a in (-reach..=reach).map(|a| a as f32) {
        for d in (-reach..=reach).map(|d| d as f32) {
            let moved = (
                br.0 + CORNER_STEP * (a * along.0 + d * down.0),
                br.1 + CORNER_STEP * (a * along.1 + d * down.1),
            );
            let mut c = corners;
            c[2] = moved;
            let Some(grid) = Grid::new(c) else {
                continue;
            };
            let Some(m) = matched(frame, &grid, shift, scale, CLEANING, book) else {
                continue;
            };
            if best.is_none_or(|b| m.score > b.score) {
                best = Some(m);
            }
        }
    }
    best
}

/// The label whose modules the code sampled on `grid` (moved by `shift`, scaled by `scale`)
/// matches best, with the scores.
fn matched(
    frame: &Frame,
    grid: &Grid,
    shift: (f32, f32),
    scale: f32,
    cleaning: Cleaning,
    book: &Codebook,
) -> Option<Match> {
    let n = SYMBOL_MODULES;
    let mut values = vec![0.0f32; n * n];
    for (i, v) in values.iter_mut().enumerate() {
        *v = grid.sample(frame, (i / n, i % n), shift, scale, &MODULE_MIDDLE);
    }
    if cleaning.flatten_light {
        flatten_light(&mut values, book);
    }
    if cleaning.blurred_labels
        && let Some(m) = matched_through_blur(&values, book, cleaning.local_light)
    {
        return Some(m);
    }
    let value = |r: usize, c: usize| values[r * n + c];
    let mut sampled: Vec<f32> = book
        .compared
        .iter()
        .map(|&(r, c)| {
            let v = value(r, c);
            if cleaning.unblur == 0.0 {
                return v;
            }
            let around = [
                (r.wrapping_sub(1), c),
                (r + 1, c),
                (r, c.wrapping_sub(1)),
                (r, c + 1),
            ];
            let (sum, count) = around
                .iter()
                .filter(|&&(r, c)| r < n && c < n)
                .fold((0.0, 0.0), |(s, k), &(r, c)| (s + value(r, c), k + 1.0));
            if count == 0.0 {
                v
            } else {
                v + cleaning.unblur * (v - sum / count)
            }
        })
        .collect();
    if !normalise(&mut sampled) {
        return None;
    }
    best_of(book.labels.iter().map(|(label, template)| {
        let score: f32 = sampled.iter().zip(template).map(|(a, b)| a * b).sum();
        (*label, score)
    }))
}

/// The best scored label, with its score and the second best score.
fn best_of(scores: impl Iterator<Item = (Label, f32)>) -> Option<Match> {
    let mut best: Option<(Label, f32)> = None;
    let mut runner_up = -1.0f32;
    for (label, score) in scores {
        match best {
            Some((_, s)) if score <= s => runner_up = runner_up.max(score),
            _ => {
                if let Some((_, s)) = best {
                    runner_up = runner_up.max(s);
                }
                best = Some((label, score));
            }
        }
    }
    best.map(|(label, score)| Match {
        label,
        score,
        runner_up,
    })
}

/// How a code's sampled modules depend on the modules printed: grey = a + b·column + c·row +
/// k·(own colour, sum of the 4 side neighbours' colours, sum of the 4 corner neighbours'),
/// fitted on the modules whose whole neighbourhood every code shares.
struct Blur {
    plane: [f32; 3],
    mix: [f32; 3],
}

/// Fits [`Blur`] to `values` (every module, row by row); none when the fit is singular or
/// says dark modules are not darker than light ones.
fn fitted_blur(values: &[f32], book: &Codebook) -> Option<Blur> {
    let n = SYMBOL_MODULES;
    let mut m = [[0.0f64; 7]; 6];
    for &(r, c, parts) in &book.fit_rows {
        let x = [
            1.0,
            c as f64,
            r as f64,
            f64::from(parts[0]),
            f64::from(parts[1]),
            f64::from(parts[2]),
        ];
        let y = f64::from(values[r * n + c]);
        for i in 0..6 {
            for j in 0..6 {
                m[i][j] += x[i] * x[j];
            }
            m[i][6] += x[i] * y;
        }
    }
    let [a, b, c, k0, k1, k2] = solve(m)?;
    (k0 > 0.0).then_some(Blur {
        plane: [a as f32, b as f32, c as f32],
        mix: [k0 as f32, k1 as f32, k2 as f32],
    })
}

/// [`matched`] with each label's modules mixed by the code's fitted [`Blur`]: the label whose
/// blurred modules correlate best with the sampled ones.
fn matched_through_blur(values: &[f32], book: &Codebook, radius: usize) -> Option<Match> {
    let n = SYMBOL_MODULES;
    let blur = fitted_blur(values, book)?;
    let [a, b, c] = blur.plane;
    let flat: Vec<f32> = values
        .iter()
        .enumerate()
        .map(|(i, v)| v - (a + b * (i % n) as f32 + c * (i / n) as f32))
        .collect();
    let flat = local_contrast(&flat, radius);
    let mut sampled: Vec<f32> = book
        .compared
        .iter()
        .map(|&(r, col)| flat[r * n + col])
        .collect();
    if !normalise(&mut sampled) {
        return None;
    }
    let k = blur.mix;
    let index = LOCAL_RADII.iter().position(|&r| r == radius)?;
    best_of(book.blurred.iter().filter_map(|(label, all)| {
        let parts = &all[index];
        let dots = parts
            .columns
            .each_ref()
            .map(|col| sampled.iter().zip(col).map(|(s, t)| s * t).sum::<f32>());
        let along: f32 = (0..3).map(|i| k[i] * dots[i]).sum();
        let length: f32 = (0..3)
            .flat_map(|i| (0..3).map(move |j| (i, j)))
            .map(|(i, j)| k[i] * k[j] * parts.gram[i][j])
            .sum::<f32>();
        (length > 1e-9).then(|| (*label, along / length.sqrt()))
    }))
}

/// Takes out of `values` (every module of the symbol, row by row) the light that changes
/// across the code: fits grey = a + b·column + c·row + k·colour to the shared modules (colour
/// ±1, known) by least squares and subtracts a + b·column + c·row everywhere.
fn flatten_light(values: &mut [f32], book: &Codebook) {
    let n = SYMBOL_MODULES;
    // normal equations of the 4 unknowns (a, b, c, k)
    let mut m = [[0.0f64; 5]; 4];
    for (&(r, c), &t) in book.shared.iter().zip(&book.shared_colours) {
        let x = [1.0, c as f64, r as f64, f64::from(t)];
        let y = f64::from(values[r * n + c]);
        for i in 0..4 {
            for j in 0..4 {
                m[i][j] += x[i] * x[j];
            }
            m[i][4] += x[i] * y;
        }
    }
    let Some([a, b, c, _]) = solve(m) else {
        return;
    };
    for (i, v) in values.iter_mut().enumerate() {
        let (row, col) = ((i / n) as f64, (i % n) as f64);
        *v -= (a + b * col + c * row) as f32;
    }
}

/// The solution of `N` linear equations (an augmented N×(N+1) matrix, `M` = N + 1) by
/// Gaussian elimination with partial pivoting; none if singular.
fn solve<const N: usize, const M: usize>(mut m: [[f64; M]; N]) -> Option<[f64; N]> {
    for col in 0..N {
        let pivot = (col..N).max_by(|&i, &j| m[i][col].abs().total_cmp(&m[j][col].abs()))?;
        if m[pivot][col].abs() < 1e-9 {
            return None;
        }
        m.swap(col, pivot);
        let pivot_row = m[col];
        for (row, equation) in m.iter_mut().enumerate() {
            if row != col {
                let f = equation[col] / pivot_row[col];
                for (value, p) in equation.iter_mut().zip(pivot_row).skip(col) {
                    *value -= f * p;
                }
            }
        }
    }
    Some(std::array::from_fn(|i| m[i][N] / m[i][i]))
}

/// Every label's modules where labels differ (the data and format areas), as zero-mean unit
/// vectors (dark = −, light = +), and the modules every version-1 code shares (finder
/// patterns, separators, timing) with their colours, to align the grid on.
struct Codebook {
    compared: Vec<(usize, usize)>,
    labels: Vec<(Label, Vec<f32>)>,
    shared: Vec<(usize, usize)>,
    /// The shared modules' colours (dark = −1, light = +1).
    shared_colours: Vec<f32>,
    /// The same, zero-mean with unit length.
    shared_template: Vec<f32>,
    /// The shared modules whose eight neighbours are shared too (or outside the symbol, or the
    /// dark module), with their own colour and their neighbours' sums (see [`Blur`]).
    fit_rows: Vec<(usize, usize, [f32; 3])>,
    /// Every label's compared modules as [`Blur`] mixes them.
    blurred: Vec<(Label, [BlurParts; LOCAL_RADII.len()])>,
}

/// A label's compared modules split the way [`Blur`] mixes them: own colour, the sum of the
/// side neighbours' and the sum of the corner neighbours' (outside the symbol is light), each
/// zero-mean; and their inner products.
struct BlurParts {
    columns: [Vec<f32>; 3],
    gram: [[f32; 3]; 3],
}

/// A module's colour and its neighbours' sums in a symbol whose modules are `bits` (dark =
/// −1, light = +1, outside the symbol light).
fn blur_parts(bits: &[bool], r: usize, c: usize) -> [f32; 3] {
    let n = SYMBOL_MODULES as isize;
    let tone = |dr: isize, dc: isize| {
        let (r, c) = (r as isize + dr, c as isize + dc);
        let inside = (0..n).contains(&r) && (0..n).contains(&c);
        if inside && bits[(r * n + c) as usize] {
            -1.0
        } else {
            1.0
        }
    };
    [
        tone(0, 0),
        tone(-1, 0) + tone(1, 0) + tone(0, -1) + tone(0, 1),
        tone(-1, -1) + tone(-1, 1) + tone(1, -1) + tone(1, 1),
    ]
}

/// Whether every neighbour of (`row`, `col`) is the same in every version-1 code.
fn neighbourhood_shared(row: usize, col: usize) -> bool {
    let n = SYMBOL_MODULES as isize;
    (-1..=1).all(|dr| {
        (-1..=1).all(|dc| {
            let (r, c) = (row as isize + dr, col as isize + dc);
            let inside = (0..n).contains(&r) && (0..n).contains(&c);
            !inside || is_shared(r as usize, c as usize) || is_dark_module(r as usize, c as usize)
        })
    })
}

/// The radii of [`Cleaning::local_light`] the codebook is built for.
pub const LOCAL_RADII: [usize; 2] = [0, 2];

/// `values` (every module, row by row) less the mean of the modules within `radius` of each
/// (in the symbol); unchanged for radius 0.
fn local_contrast(values: &[f32], radius: usize) -> Vec<f32> {
    if radius == 0 {
        return values.to_vec();
    }
    let n = SYMBOL_MODULES;
    // sums over every rectangle from the top-left corner, one row and column of zeros first
    let mut sums = vec![0.0f32; (n + 1) * (n + 1)];
    for r in 0..n {
        for c in 0..n {
            sums[(r + 1) * (n + 1) + c + 1] =
                values[r * n + c] + sums[r * (n + 1) + c + 1] + sums[(r + 1) * (n + 1) + c]
                    - sums[r * (n + 1) + c];
        }
    }
    let at = |r: usize, c: usize| sums[r * (n + 1) + c];
    (0..n * n)
        .map(|i| {
            let (r, c) = (i / n, i % n);
            let (top, bottom) = (r.saturating_sub(radius), (r + radius + 1).min(n));
            let (left, right) = (c.saturating_sub(radius), (c + radius + 1).min(n));
            let count = ((bottom - top) * (right - left)) as f32;
            let sum = at(bottom, right) - at(top, right) - at(bottom, left) + at(top, left);
            values[i] - sum / count
        })
        .collect()
}

fn blurred_label(bits: &[bool], compared: &[(usize, usize)], radius: usize) -> BlurParts {
    let n = SYMBOL_MODULES;
    let whole: Vec<[f32; 3]> = (0..n * n).map(|i| blur_parts(bits, i / n, i % n)).collect();
    let filtered: [Vec<f32>; 3] = std::array::from_fn(|k| {
        let plane: Vec<f32> = whole.iter().map(|p| p[k]).collect();
        local_contrast(&plane, radius)
    });
    let rows: Vec<[f32; 3]> = compared
        .iter()
        .map(|&(r, c)| std::array::from_fn(|k| filtered[k][r * n + c]))
        .collect();
    let columns: [Vec<f32>; 3] = std::array::from_fn(|i| {
        let column: Vec<f32> = rows.iter().map(|p| p[i]).collect();
        let mean = column.iter().sum::<f32>() / column.len().max(1) as f32;
        column.iter().map(|v| v - mean).collect()
    });
    let gram = std::array::from_fn(|i| {
        std::array::from_fn(|j| columns[i].iter().zip(&columns[j]).map(|(a, b)| a * b).sum())
    });
    BlurParts { columns, gram }
}

fn codebook() -> &'static Codebook {
    static BOOK: OnceLock<Codebook> = OnceLock::new();
    BOOK.get_or_init(build_codebook)
}

/// Whether the module at (`row`, `col`) of a version-1 symbol is a finder pattern, its
/// separator or a timing pattern: the same in every version-1 code.
fn is_shared(row: usize, col: usize) -> bool {
    let n = SYMBOL_MODULES;
    let in_corner = |r: usize, c: usize| r < 8 && c < 8;
    in_corner(row, col)
        || in_corner(row, n - 1 - col)
        || in_corner(n - 1 - row, col)
        || row == 6
        || col == 6
}

/// The module always dark beside the bottom-left finder (version 1: row 13, column 8).
fn is_dark_module(row: usize, col: usize) -> bool {
    row == SYMBOL_MODULES - 8 && col == 8
}

fn build_codebook() -> Codebook {
    let n = SYMBOL_MODULES;
    let cells = (0..n).flat_map(|r| (0..n).map(move |c| (r, c)));
    let compared: Vec<(usize, usize)> = cells
        .clone()
        .filter(|&(r, c)| !is_shared(r, c) && !is_dark_module(r, c))
        .collect();
    let shared: Vec<(usize, usize)> = cells.filter(|&(r, c)| is_shared(r, c)).collect();
    let tone = |dark: bool| if dark { -1.0 } else { 1.0 };
    let mut labels = Vec::new();
    let mut shared_template = Vec::new();
    let mut shared_colours = Vec::new();
    let mut blurred = Vec::new();
    let mut fit_rows = Vec::new();
    for deck in Deck::ALL {
        for label in deck.labels() {
            let bits = modules(label);
            if bits.len() != n * n {
                continue;
            }
            let mut template: Vec<f32> = compared
                .iter()
                .map(|&(r, c)| tone(bits[r * n + c]))
                .collect();
            if !normalise(&mut template) {
                continue;
            }
            if shared_template.is_empty() {
                shared_colours = shared.iter().map(|&(r, c)| tone(bits[r * n + c])).collect();
                shared_template = shared_colours.clone();
                normalise(&mut shared_template);
                fit_rows = shared
                    .iter()
                    .filter(|&&(r, c)| neighbourhood_shared(r, c))
                    .map(|&(r, c)| (r, c, blur_parts(&bits, r, c)))
                    .collect();
            }
            blurred.push((
                label,
                LOCAL_RADII.map(|radius| blurred_label(&bits, &compared, radius)),
            ));
            labels.push((label, template));
        }
    }
    Codebook {
        compared,
        labels,
        shared,
        shared_colours,
        shared_template,
        fit_rows,
        blurred,
    }
}

/// Makes `values` zero-mean with unit length; false when they are all the same.
fn normalise(values: &mut [f32]) -> bool {
    if values.is_empty() {
        return false;
    }
    let mean = values.iter().sum::<f32>() / values.len() as f32;
    let norm = values
        .iter()
        .map(|v| (v - mean) * (v - mean))
        .sum::<f32>()
        .sqrt();
    if norm < 1e-3 {
        return false;
    }
    for v in values.iter_mut() {
        *v = (*v - mean) / norm;
    }
    true
}

/// Where a module is sampled while the grid is aligned: its centre.
const MODULE_CENTRE: [(f32, f32); 1] = [(0.0, 0.0)];
/// Where a module is sampled to be compared (offsets in modules): its centre and four points a
/// quarter module from it, the middle of the module, away from its blurred edges.
const MODULE_MIDDLE: [(f32, f32); 5] = [
    (0.0, 0.0),
    (-0.25, -0.25),
    (0.25, -0.25),
    (-0.25, 0.25),
    (0.25, 0.25),
];

/// Shifts (in modules) and scales about the symbol's centre tried when aligning the grid: the
/// corners of a small blurred code are off by a fraction of a module.
const SHIFTS: [f32; 5] = [-0.5, -0.25, 0.0, 0.25, 0.5];
const SCALES: [f32; 3] = [0.96, 1.0, 1.04];

/// The shift and scale under which the sampled shared modules (finders, separators, timing)
/// match their known colours best.
fn aligned(frame: &Frame, grid: &Grid, book: &Codebook) -> Option<((f32, f32), f32)> {
    let mut best: Option<(f32, (f32, f32), f32)> = None;
    let mut values = vec![0.0f32; book.shared.len()];
    for &scale in &SCALES {
        for &dy in &SHIFTS {
            for &dx in &SHIFTS {
                for (v, &(row, col)) in values.iter_mut().zip(&book.shared) {
                    *v = grid.sample(frame, (row, col), (dx, dy), scale, &MODULE_CENTRE);
                }
                if !normalise(&mut values) {
                    continue;
                }
                let score: f32 = values
                    .iter()
                    .zip(&book.shared_template)
                    .map(|(a, b)| a * b)
                    .sum();
                if best.is_none_or(|(s, _, _)| score > s) {
                    best = Some((score, (dx, dy), scale));
                }
            }
        }
    }
    best.map(|(_, shift, scale)| (shift, scale))
}

/// The projective map from the symbol's module grid (0..21 on each side) to frame pixels.
struct Grid {
    /// x = (a u + b v + c) / (g u + h v + 1), y = (d u + e v + f) / (g u + h v + 1), with u, v
    /// in 0..1 across the symbol.
    m: [f32; 8],
}

impl Grid {
    /// The map taking the unit square's corners to `corners`; none if they are degenerate.
    fn new(corners: Corners) -> Option<Grid> {
        let [(x0, y0), (x1, y1), (x2, y2), (x3, y3)] = corners;
        let (dx1, dx2, dx3) = (x1 - x2, x3 - x2, x0 - x1 + x2 - x3);
        let (dy1, dy2, dy3) = (y1 - y2, y3 - y2, y0 - y1 + y2 - y3);
        let den = dx1 * dy2 - dx2 * dy1;
        if den.abs() < 1e-6 {
            return None;
        }
        let g = (dx3 * dy2 - dx2 * dy3) / den;
        let h = (dx1 * dy3 - dx3 * dy1) / den;
        let m = [
            x1 - x0 + g * x1,
            x3 - x0 + h * x3,
            x0,
            y1 - y0 + g * y1,
            y3 - y0 + h * y3,
            y0,
            g,
            h,
        ];
        m.iter().all(|v| v.is_finite()).then_some(Grid { m })
    }

    /// Frame pixel coordinates of grid point (`col`, `row`) in modules.
    fn at(&self, col: f32, row: f32) -> (f32, f32) {
        let n = SYMBOL_MODULES as f32;
        let (u, v) = (col / n, row / n);
        let [a, b, c, d, e, f, g, h] = self.m;
        let w = g * u + h * v + 1.0;
        let w = if w.abs() < 1e-6 { 1e-6 } else { w };
        ((a * u + b * v + c) / w, (d * u + e * v + f) / w)
    }

    /// Where the centre of module (`row`, `col`) lies once the grid is moved by `shift`
    /// modules and scaled by `scale` about the symbol's centre, plus (`ox`, `oy`) modules.
    fn module_point(
        &self,
        row: usize,
        col: usize,
        shift: (f32, f32),
        scale: f32,
        (ox, oy): (f32, f32),
    ) -> (f32, f32) {
        let half = SYMBOL_MODULES as f32 / 2.0;
        let col = half + (col as f32 + 0.5 + ox - half) * scale + shift.0;
        let row = half + (row as f32 + 0.5 + oy - half) * scale + shift.1;
        self.at(col, row)
    }

    /// The mean grey level at `points` (offsets in modules) around the centre of module
    /// (`row`, `col`).
    fn sample(
        &self,
        frame: &Frame,
        (row, col): (usize, usize),
        shift: (f32, f32),
        scale: f32,
        points: &[(f32, f32)],
    ) -> f32 {
        points
            .iter()
            .map(|&o| {
                let (x, y) = self.module_point(row, col, shift, scale, o);
                bilinear(frame, x, y)
            })
            .sum::<f32>()
            / points.len().max(1) as f32
    }
}

/// The frame's grey level at (`x`, `y`) (pixel centres at half-integers), interpolated between
/// the four nearest pixels; points outside take the nearest edge pixel.
pub(crate) fn bilinear(frame: &Frame, x: f32, y: f32) -> f32 {
    let (w, h) = (frame.width as usize, frame.height as usize);
    if w == 0 || h == 0 {
        return 0.0;
    }
    let fx = (x - 0.5).clamp(0.0, (w - 1) as f32);
    let fy = (y - 0.5).clamp(0.0, (h - 1) as f32);
    let (x0, y0) = (fx as usize, fy as usize);
    let (x1, y1) = ((x0 + 1).min(w - 1), (y0 + 1).min(h - 1));
    let (tx, ty) = (fx - x0 as f32, fy - y0 as f32);
    let p = |x: usize, y: usize| f32::from(frame.luma.get(y * w + x).copied().unwrap_or(0));
    let top = p(x0, y0) * (1.0 - tx) + p(x1, y0) * tx;
    let bottom = p(x0, y1) * (1.0 - tx) + p(x1, y1) * tx;
    top * (1.0 - ty) + bottom * ty
}

#[cfg(test)]
mod tests {
    use super::*;
    use qrcode::{EcLevel, QrCode, Version};

    /// Pixels a module in the rendered test codes.
    const PX: f32 = 3.0;
    /// White modules around the symbol.
    const QUIET: f32 = 4.0;

    /// A code with `dark` modules (`n`×`n`, row by row) drawn at [`PX`] pixels a module, then
    /// blurred with a 3×3 box `blurs` times; and the
    /// symbol's corners.
    fn rendered(dark: &[bool], n: usize, blurs: usize) -> (Frame, Corners) {
        rendered_at(dark, n, blurs, PX)
    }

    /// [`rendered`] at `px` pixels a module.
    fn rendered_at(dark: &[bool], n: usize, blurs: usize, px: f32) -> (Frame, Corners) {
        let side = ((n as f32 + 2.0 * QUIET) * px) as usize;
        let mut luma = vec![0.0f32; side * side];
        for y in 0..side {
            for x in 0..side {
                let mx = (x as f32 + 0.5) / px - QUIET;
                let my = (y as f32 + 0.5) / px - QUIET;
                let inside = mx >= 0.0 && my >= 0.0 && (mx as usize) < n && (my as usize) < n;
                let is_dark = inside && dark[my as usize * n + mx as usize];
                luma[y * side + x] = if is_dark { 30.0 } else { 220.0 };
            }
        }
        crate::scanner::test_scenes::box_blur(&mut luma, side, side, blurs);
        let frame = Frame {
            width: side as u32,
            height: side as u32,
            luma: luma.iter().map(|v| v.round() as u8).collect(),
        };
        let (a, b) = (QUIET * px, (QUIET + n as f32) * px);
        (frame, [(a, a), (b, a), (b, b), (a, b)])
    }

    fn matrix(text: &str, level: EcLevel) -> Option<Vec<bool>> {
        let code = QrCode::with_version(text, Version::Normal(1), level).ok()?;
        Some(
            code.to_colors()
                .into_iter()
                .map(|c| c == qrcode::Color::Dark)
                .collect(),
        )
    }

    #[test]
    fn every_label_reads_as_itself_sharp_blurred_and_from_corners_off_by_a_third_of_a_module() {
        for label in Deck::Base.labels() {
            let bits = modules(label);
            for blurs in [0, 2] {
                let (frame, corners) = rendered(&bits, SYMBOL_MODULES, blurs);
                assert_eq!(
                    read_label(&frame, corners),
                    Some(label),
                    "{label} blurs {blurs}"
                );
                let off = PX / 3.0;
                let moved = corners.map(|(x, y)| (x + off, y - off));
                assert_eq!(read_label(&frame, moved), Some(label), "{label} moved");
            }
        }
    }

    /// Every payload one character from one of ours (the dashes kept), with how it is drawn:
    /// sharp, and for the check character (the likeliest misprint) also blurred twice.
    fn near_payloads() -> Vec<(String, &'static [usize])> {
        const ALPHABET: &[u8] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
        let ours: Vec<String> = Deck::Base.labels().map(Label::payload).collect();
        let mut near = Vec::new();
        for payload in &ours {
            for (i, original) in payload.bytes().enumerate() {
                if original == b'-' {
                    continue;
                }
                for &c in ALPHABET.iter().filter(|&&c| c != original) {
                    let mut changed = payload.clone().into_bytes();
                    changed[i] = c;
                    let Ok(text) = String::from_utf8(changed) else {
                        continue;
                    };
                    if ours.contains(&text) {
                        continue;
                    }
                    let looks: &'static [usize] = if i == payload.len() - 1 {
                        &[0, 2]
                    } else {
                        &[0]
                    };
                    near.push((text, looks));
                }
            }
        }
        near
    }

    /// Draws every near payload each way it is looked at, and asserts `read` never takes one
    /// for a label; the best score any of them got.
    fn worst_near_payload(read: impl Fn(&Frame, Corners) -> Option<Match>) -> f32 {
        let mut worst: f32 = -1.0;
        let mut tried = 0;
        for (text, looks) in near_payloads() {
            let Some(bits) = matrix(&text, EcLevel::Q) else {
                continue;
            };
            for &blurs in looks {
                let (frame, corners) = rendered(&bits, SYMBOL_MODULES, blurs);
                let found = read(&frame, corners);
                if let Some(m) = found {
                    worst = worst.max(m.score);
                }
                assert!(
                    !found.is_some_and(|m| m.is_sure()),
                    "{text} (blurs {blurs}) taken for {found:?}"
                );
                tried += 1;
            }
        }
        assert_eq!(tried, 27 * 8 * 35 + 27 * 35, "every changed payload drawn");
        worst
    }

    #[test]
    fn no_payload_one_character_from_a_label_is_taken_for_a_label() {
        // drawn sharp the foreign code is closest to the label (the lab's worst case)
        let worst = worst_near_payload(best_match);
        // the closest foreign code must stay well below the threshold
        assert!(worst < MIN_SCORE - 0.1, "a foreign code scored {worst}");
    }

    /// The corner search gives a foreign code nine grids to fit a label instead of one: every
    /// payload one character from a label, drawn sharp and blurred, with its bottom-right
    /// corner guessed a third of a module off, must still score well under the threshold, and
    /// every label (its corner as far off) must still read.
    #[test]
    fn the_corner_search_takes_no_payload_one_character_from_a_label() {
        let off = |mut c: Corners| {
            c[2] = (c[2].0 + PX / 3.0, c[2].1 - PX / 3.0);
            c
        };
        for label in Deck::Base.labels() {
            for blurs in [0, 2] {
                let (frame, corners) = rendered(&modules(label), SYMBOL_MODULES, blurs);
                let m = best_match_free_corner(&frame, off(corners));
                assert!(
                    m.is_some_and(|m| m.is_sure() && m.label == label),
                    "{label} blurs {blurs}: {m:?}"
                );
            }
        }
        let worst =
            worst_near_payload(|frame, corners| best_match_free_corner(frame, off(corners)));
        assert!(worst < MIN_SCORE - 0.1, "a foreign code scored {worst}");
        eprintln!("worst foreign score with the corner search: {worst}");
    }

    /// A label drawn small (2 px a module) and blurred twice, under a reflection that
    /// brightens one side of it (a sleeve's), with its corners a third of a module off.
    fn small_blurred_reflected(label: Label) -> (Frame, Corners) {
        let px = 2.0;
        let (mut frame, corners) = rendered_at(&modules(label), SYMBOL_MODULES, 2, px);
        let side = frame.width as usize;
        for (i, v) in frame.luma.iter_mut().enumerate() {
            let x = (i % side) as f32 / side as f32;
            *v = (f32::from(*v) * 0.55 + 90.0 * x * x).round().min(255.0) as u8;
        }
        let off = px / 3.0;
        (frame, corners.map(|(x, y)| (x + off, y - off)))
    }

    #[test]
    fn small_blurred_labels_under_a_reflection_read_through_their_blur() {
        let sharp = Cleaning {
            blurred_labels: false,
            ..CLEANING
        };
        let (mut through, mut against) = (0.0, 0.0);
        for label in Deck::Base.labels() {
            let (frame, corners) = small_blurred_reflected(label);
            let m = best_match(&frame, corners);
            assert!(
                m.is_some_and(|m| m.is_sure() && m.label == label),
                "{label}: {m:?}"
            );
            through += m.map_or(0.0, |m| m.score);
            against += best_match_with(&frame, corners, sharp).map_or(0.0, |m| m.score);
        }
        // compared with their sharp modules the same labels match clearly worse
        assert!(
            through > against + 27.0 * 0.05,
            "blurred labels {through}, sharp {against}"
        );
    }

    #[test]
    fn other_versions_and_texts_are_not_taken_for_a_label() {
        for text in [
            "NMC2-C-07-K",
            "https://boardgames.example/s/1f2e3d",
            "lot 4821",
            "NMC1-C-07-K and more text",
        ] {
            let Ok(code) = QrCode::new(text.as_bytes()) else {
                continue;
            };
            let n = code.width();
            let bits: Vec<bool> = code
                .to_colors()
                .into_iter()
                .map(|c| c == qrcode::Color::Dark)
                .collect();
            let (frame, corners) = rendered(&bits, n, 1);
            assert_eq!(read_label(&frame, corners), None, "{text}");
        }
    }

    #[test]
    fn a_flat_patch_or_degenerate_corners_match_nothing() {
        let frame = Frame {
            width: 90,
            height: 90,
            luma: vec![128; 90 * 90],
        };
        let corners = [(10.0, 10.0), (70.0, 10.0), (70.0, 70.0), (10.0, 70.0)];
        assert_eq!(best_match(&frame, corners), None);
        let line = [(10.0, 10.0), (20.0, 10.0), (30.0, 10.0), (40.0, 10.0)];
        assert_eq!(best_match(&frame, line), None);
    }
}
