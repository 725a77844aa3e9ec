//! Camera buffers to a luma plane. Kept apart from nokhwa's types so it is tested without a camera.

use super::CameraError;
use crate::scanner::frame::Frame;

/// How a camera buffer is laid out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PixelLayout {
    /// A JPEG image per frame (decoded with the pure-Rust decoder of the `image` crate).
    Mjpeg,
    /// Y0 U Y1 V: luma is every other byte.
    Yuyv,
    /// A full luma plane followed by interleaved chroma.
    Nv12,
    Gray,
    Rgb,
    Bgr,
}

/// Extracts the luma plane of a `width × height` buffer.
pub fn to_frame(
    layout: PixelLayout,
    width: u32,
    height: u32,
    data: &[u8],
) -> Result<Frame, CameraError> {
    let pixels = width as usize * height as usize;
    let short = |needed: usize| {
        CameraError::Failed(format!(
            "short {layout:?} frame: {} bytes for {width}x{height}, needed {needed}",
            data.len()
        ))
    };
    let luma = match layout {
        PixelLayout::Mjpeg => {
            return crate::scanner::frame::decode_image(data, Some(image::ImageFormat::Jpeg))
                .map_err(|e| CameraError::Failed(format!("bad JPEG frame: {e}")));
        }
        PixelLayout::Yuyv => {
            let needed = pixels * 2;
            if data.len() < needed {
                return Err(short(needed));
            }
            data[..needed].iter().step_by(2).copied().collect()
        }
        PixelLayout::Nv12 | PixelLayout::Gray => {
            if data.len() < pixels {
                return Err(short(pixels));
            }
            data[..pixels].to_vec()
        }
        PixelLayout::Rgb | PixelLayout::Bgr => {
            let needed = pixels * 3;
            if data.len() < needed {
                return Err(short(needed));
            }
            data[..needed]
                .chunks_exact(3)
                .map(|p| {
                    let (r, g, b) = if layout == PixelLayout::Rgb {
                        (p[0], p[1], p[2])
                    } else {
                        (p[2], p[1], p[0])
                    };
                    // BT.601 luma, in integers.
                    ((299 * u32::from(r) + 587 * u32::from(g) + 114 * u32::from(b) + 500) / 1000)
                        as u8
                })
                .collect()
        }
    };
    Frame::new(width, height, luma).map_err(|e| CameraError::Failed(e.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn yuyv_keeps_every_other_byte() {
        let f = to_frame(PixelLayout::Yuyv, 2, 1, &[10, 128, 20, 128]).unwrap();
        assert_eq!(f.luma, vec![10, 20]);
    }

    #[test]
    fn rgb_and_bgr_weigh_green_most() {
        let rgb = to_frame(PixelLayout::Rgb, 1, 1, &[0, 255, 0]).unwrap();
        let bgr = to_frame(PixelLayout::Bgr, 1, 1, &[255, 0, 0]).unwrap();
        assert_eq!(rgb.luma, vec![150]);
        assert_eq!(bgr.luma, vec![29]);
    }

    #[test]
    fn nv12_and_gray_take_the_plane() {
        let f = to_frame(PixelLayout::Nv12, 2, 1, &[1, 2, 99, 99]).unwrap();
        assert_eq!(f.luma, vec![1, 2]);
    }

    #[test]
    fn short_and_broken_buffers_are_errors_not_panics() {
        assert!(to_frame(PixelLayout::Yuyv, 640, 480, &[0; 10]).is_err());
        assert!(to_frame(PixelLayout::Rgb, 2, 2, &[0; 11]).is_err());
        assert!(to_frame(PixelLayout::Gray, 0, 0, &[]).is_err());
        assert!(matches!(
            to_frame(PixelLayout::Mjpeg, 2, 2, b"not a jpeg"),
            Err(CameraError::Failed(_))
        ));
    }

    #[test]
    fn mjpeg_is_decoded_to_luma() {
        let img = image::GrayImage::from_pixel(16, 8, image::Luma([200]));
        let mut jpeg = Vec::new();
        image::DynamicImage::ImageLuma8(img)
            .write_to(
                &mut std::io::Cursor::new(&mut jpeg),
                image::ImageFormat::Jpeg,
            )
            .unwrap();
        let f = to_frame(PixelLayout::Mjpeg, 16, 8, &jpeg).unwrap();
        assert_eq!((f.width, f.height), (16, 8));
        assert!(f.luma.iter().all(|&v| v.abs_diff(200) <= 2));
    }
}
