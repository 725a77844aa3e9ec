//! The contamination scanner: printed QR labels, camera frames, decoding and the lighting
//! diagnosis. Which label is infected, and what a scan does to the game, belong to the rules core;
//! this module only tells it which labels were read, reliably.
//!
//! - [`payload`]: the text inside a label's code, and how any decoded text is sorted.
//! - [`labels`]: the printable sheet (SVG, PDF) and label rasters for tests.
//! - [`frame`]: a grey camera frame.
//! - [`decode`]: every QR code in a frame, with positions.
//! - [`codebook`]: our labels read from codes located but not decoded, by their known modules.
//! - [`finder`]: our own search for finder patterns, outlining symbols zxing-cpp did not locate.
//! - [`outline`]: a symbol's outline guessed from one or two finders and fitted to it.
//! - [`diagnose`]: why nothing was read, in words.
//! - [`debounce`]: a label counts when seen in two frames of the last second.
//! - [`session`]: one scan, frame by frame: what was confirmed, what was refused.
//! - [`camera`]: frame sources (webcam, image files) and the worker thread that drives a scan.

pub mod camera;
pub mod codebook;
pub mod debounce;
pub mod decode;
pub mod diagnose;
pub mod finder;
pub mod frame;
pub mod labels;
pub mod outline;
pub mod payload;
pub mod session;
#[cfg(test)]
mod test_scenes;
