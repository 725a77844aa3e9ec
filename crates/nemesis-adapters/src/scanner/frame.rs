//! A grey camera frame: the luma plane, row by row, one byte per pixel.

use image::GrayImage;

/// The largest image the scanner decodes: a webcam frame is at most 4K, a phone photo 50
/// megapixels (8160 × 6120). A file that declares more is refused before it is decoded, so a
/// small file claiming a huge picture cannot take the machine's memory.
pub const MAX_IMAGE_SIDE: u32 = 10_000;
pub const MAX_IMAGE_PIXELS: u64 = 50_000_000;

/// The decoder's limits for every image the scanner reads (files, MJPEG frames).
pub fn image_limits() -> image::Limits {
    let mut limits = image::Limits::default();
    limits.max_image_width = Some(MAX_IMAGE_SIDE);
    limits.max_image_height = Some(MAX_IMAGE_SIDE);
    // an RGBA decode of the largest picture, with room for the decoder's own buffers
    limits.max_alloc = Some(MAX_IMAGE_PIXELS * 4 + 64 * 1024 * 1024);
    limits
}

/// Why bytes or pixels are not a frame the scanner can read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FrameError {
    #[error("not a readable PNG or JPEG image: {0}")]
    Unreadable(String),
    #[error(
        "the picture is {width}×{height} pixels, larger than a camera frame or phone photo \
         (at most {MAX_IMAGE_SIDE} pixels a side and {} megapixels); make it smaller",
        MAX_IMAGE_PIXELS / 1_000_000
    )]
    TooLarge { width: u32, height: u32 },
    #[error("empty frame ({width}x{height})")]
    Empty { width: u32, height: u32 },
    #[error("frame of {width}x{height} needs {needed} bytes, got {got}")]
    WrongLength {
        width: u32,
        height: u32,
        needed: u64,
        got: usize,
    },
}

/// Reads an encoded image (PNG, JPEG) into a frame, refusing pictures larger than the limits
/// above with a message that says so, before anything large is allocated.
pub fn decode_image(bytes: &[u8], format: Option<image::ImageFormat>) -> Result<Frame, FrameError> {
    let unreadable = |e: &dyn std::fmt::Display| FrameError::Unreadable(e.to_string());
    let reader = |limited: bool| {
        let cursor = std::io::Cursor::new(bytes);
        let mut r = match format {
            Some(f) => image::ImageReader::with_format(cursor, f),
            None => image::ImageReader::new(cursor)
                .with_guessed_format()
                .map_err(|e| unreadable(&e))?,
        };
        if limited {
            r.limits(image_limits());
        } else {
            // reading the header allocates nothing, but the decoders check the default limits
            // against the size the header claims and would say only "Memory limit exceeded"
            r.no_limits();
        }
        Ok::<_, FrameError>(r)
    };
    // the header alone: its size is checked here, to say what is wrong
    let (width, height) = reader(false)?
        .into_dimensions()
        .map_err(|e| unreadable(&e))?;
    if width > MAX_IMAGE_SIDE
        || height > MAX_IMAGE_SIDE
        || u64::from(width) * u64::from(height) > MAX_IMAGE_PIXELS
    {
        return Err(FrameError::TooLarge { width, height });
    }
    let image = reader(true)?.decode().map_err(|e| unreadable(&e))?;
    Frame::from_gray(image.to_luma8())
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Frame {
    pub width: u32,
    pub height: u32,
    pub luma: Vec<u8>,
}

impl Frame {
    /// A frame, if `luma` holds exactly `width × height` bytes and neither side is zero.
    pub fn new(width: u32, height: u32, luma: Vec<u8>) -> Result<Frame, FrameError> {
        if width == 0 || height == 0 {
            return Err(FrameError::Empty { width, height });
        }
        let needed = u64::from(width) * u64::from(height);
        if luma.len() as u64 != needed {
            return Err(FrameError::WrongLength {
                width,
                height,
                needed,
                got: luma.len(),
            });
        }
        Ok(Frame {
            width,
            height,
            luma,
        })
    }

    pub fn from_gray(image: GrayImage) -> Result<Frame, FrameError> {
        let (width, height) = image.dimensions();
        Frame::new(width, height, image.into_raw())
    }

    /// The frame as an image (for saving or further processing).
    pub fn to_gray(&self) -> GrayImage {
        GrayImage::from_raw(self.width, self.height, self.luma.clone())
            .unwrap_or_else(|| GrayImage::new(self.width, self.height))
    }

    /// The framing guide drawn over the live preview: a centred rectangle (x, y, width, height) in
    /// frame pixels, leaving a margin of one tenth on each side, where the labels read best.
    pub fn framing_guide(&self) -> (u32, u32, u32, u32) {
        let (mx, my) = (self.width / 10, self.height / 10);
        (mx, my, self.width - 2 * mx, self.height - 2 * my)
    }

    /// Halves both sides by averaging 2×2 blocks.
    pub fn half(&self) -> Frame {
        let (w, h) = ((self.width / 2).max(1), (self.height / 2).max(1));
        let src = |x: u32, y: u32| {
            let (x, y) = (x.min(self.width - 1), y.min(self.height - 1));
            u16::from(self.luma[(y * self.width + x) as usize])
        };
        let mut luma = Vec::with_capacity((w * h) as usize);
        for y in 0..h {
            for x in 0..w {
                let sum = src(2 * x, 2 * y)
                    + src(2 * x + 1, 2 * y)
                    + src(2 * x, 2 * y + 1)
                    + src(2 * x + 1, 2 * y + 1);
                luma.push(((sum + 2) / 4) as u8);
            }
        }
        Frame {
            width: w,
            height: h,
            luma,
        }
    }

    /// Doubles both sides, interpolating linearly between pixels.
    pub fn double(&self) -> Frame {
        let (w, h) = (self.width * 2, self.height * 2);
        let at = |x: u32, y: u32| {
            let (x, y) = (x.min(self.width - 1), y.min(self.height - 1));
            u16::from(self.luma[(y * self.width + x) as usize])
        };
        let mut luma = Vec::with_capacity((w * h) as usize);
        for y in 0..h {
            let (y0, fy) = (y / 2, y % 2);
            for x in 0..w {
                let (x0, fx) = (x / 2, x % 2);
                let v = match (fx, fy) {
                    (0, 0) => at(x0, y0) * 4,
                    (1, 0) => (at(x0, y0) + at(x0 + 1, y0)) * 2,
                    (0, _) => (at(x0, y0) + at(x0, y0 + 1)) * 2,
                    _ => at(x0, y0) + at(x0 + 1, y0) + at(x0, y0 + 1) + at(x0 + 1, y0 + 1),
                };
                luma.push(((v + 2) / 4) as u8);
            }
        }
        Frame {
            width: w,
            height: h,
            luma,
        }
    }

    /// `columns × rows` tiles covering the frame, each grown by `overlap` of its size on every
    /// inner side, with their top-left corners.
    /// The part of the frame from (`x0`, `y0`) up to (`x1`, `y1`), clamped to the frame.
    pub fn crop(&self, x0: u32, y0: u32, x1: u32, y1: u32) -> Frame {
        let (x1, y1) = (
            x1.min(self.width).max(x0 + 1),
            y1.min(self.height).max(y0 + 1),
        );
        let (x0, y0) = (x0.min(x1 - 1), y0.min(y1 - 1));
        let (w, h) = (x1 - x0, y1 - y0);
        let mut luma = Vec::with_capacity((w * h) as usize);
        for y in y0..y1 {
            let row = (y * self.width) as usize;
            luma.extend_from_slice(&self.luma[row + x0 as usize..row + x1 as usize]);
        }
        Frame {
            width: w,
            height: h,
            luma,
        }
    }

    pub fn tiles(&self, columns: u32, rows: u32, overlap: f32) -> Vec<(Frame, (u32, u32))> {
        self.tiles_grown_by(columns, rows, overlap, 0)
    }

    /// [`tiles`](Frame::tiles), each grown on every inner side by at least `at_least` pixels.
    pub fn tiles_grown_by(
        &self,
        columns: u32,
        rows: u32,
        overlap: f32,
        at_least: u32,
    ) -> Vec<(Frame, (u32, u32))> {
        let (tw, th) = (self.width / columns.max(1), self.height / rows.max(1));
        let (ox, oy) = (
            ((tw as f32 * overlap) as u32).max(at_least),
            ((th as f32 * overlap) as u32).max(at_least),
        );
        let mut out = Vec::new();
        for r in 0..rows {
            for c in 0..columns {
                let x0 = (c * tw).saturating_sub(ox);
                let y0 = (r * th).saturating_sub(oy);
                let x1 = ((c + 1) * tw + ox).min(self.width);
                let y1 = ((r + 1) * th + oy).min(self.height);
                let mut luma = Vec::with_capacity(((x1 - x0) * (y1 - y0)) as usize);
                for y in y0..y1 {
                    let row = (y * self.width) as usize;
                    luma.extend_from_slice(&self.luma[row + x0 as usize..row + x1 as usize]);
                }
                out.push((
                    Frame {
                        width: x1 - x0,
                        height: y1 - y0,
                        luma,
                    },
                    (x0, y0),
                ));
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn size_is_checked() {
        assert!(Frame::new(2, 2, vec![0; 4]).is_ok());
        assert!(Frame::new(2, 2, vec![0; 3]).is_err());
        assert!(Frame::new(0, 2, vec![]).is_err());
    }

    #[test]
    fn the_guide_sits_inside_the_frame() {
        let f = Frame::new(1280, 720, vec![0; 1280 * 720]).unwrap();
        assert_eq!(f.framing_guide(), (128, 72, 1024, 576));
    }

    #[test]
    fn double_interpolates_and_tiles_cover_the_frame() {
        let f = Frame::new(2, 1, vec![0, 100]).unwrap();
        let d = f.double();
        assert_eq!((d.width, d.height), (4, 2));
        assert_eq!(d.luma, vec![0, 50, 100, 100, 0, 50, 100, 100]);
        let big = Frame::new(10, 6, (0..60).collect()).unwrap();
        let tiles = big.tiles(2, 2, 0.4);
        assert_eq!(tiles.len(), 4);
        // every pixel is in some tile, at its own value
        for y in 0..6u32 {
            for x in 0..10u32 {
                assert!(tiles.iter().any(|(t, (x0, y0))| {
                    x >= *x0
                        && y >= *y0
                        && x < x0 + t.width
                        && y < y0 + t.height
                        && t.luma[((y - y0) * t.width + x - x0) as usize]
                            == big.luma[(y * 10 + x) as usize]
                }));
            }
        }
    }

    #[test]
    fn half_averages_blocks() {
        let f = Frame::new(4, 2, vec![0, 100, 200, 200, 100, 0, 200, 200]).unwrap();
        let h = f.half();
        assert_eq!((h.width, h.height), (2, 1));
        assert_eq!(h.luma, vec![50, 200]);
        let odd = Frame::new(3, 3, vec![10; 9]).unwrap().half();
        assert_eq!((odd.width, odd.height, odd.luma[0]), (1, 1, 10));
    }
}
