//! Which of the webcam's formats to ask for (issue 37): the highest resolution it offers at a
//! frame rate a steady hand can use, MJPEG where it has it, up to the table's cap. A cheap
//! webcam left to its default often gives 640×480, where small labels go unread; the same camera
//! usually offers 1280×720 or more when asked. Pure: the webcam adapter lists the formats.

use serde::{Deserialize, Serialize};

/// The slowest frame rate worth having: below it a moving hand blurs every frame and the
/// two-in-three confirmation waits too long.
pub const STEADY_FPS: u32 = 15;

/// One format the camera offers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Offer {
    pub width: u32,
    pub height: u32,
    pub fps: u32,
    /// Compressed (MJPEG): more pixels through the same USB bandwidth.
    pub mjpeg: bool,
}

impl Offer {
    fn pixels(&self) -> u64 {
        u64::from(self.width) * u64::from(self.height)
    }
}

/// How large the table lets the frames be (Settings → Camera).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CameraQuality {
    /// The highest up to 1920×1080 (more is decoded at half size anyway and costs a slow
    /// machine its frame rate).
    #[default]
    Best,
    /// Up to 1280×720.
    Hd,
    /// Up to 640×480: a slow machine, or a camera that stutters at more.
    Low,
}

impl CameraQuality {
    pub const ALL: [CameraQuality; 3] =
        [CameraQuality::Best, CameraQuality::Hd, CameraQuality::Low];

    fn cap(self) -> (u32, u32) {
        match self {
            CameraQuality::Best => (1920, 1080),
            CameraQuality::Hd => (1280, 720),
            CameraQuality::Low => (640, 480),
        }
    }
}

/// Why the format was chosen, for Settings → Camera.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Why {
    /// The highest the camera offers at [`STEADY_FPS`] or more, within the cap.
    Highest,
    /// Nothing within the cap reaches [`STEADY_FPS`]: the fastest it has.
    NoSteadyRate,
    /// The camera could not list its formats: the one closest to 1280×720 MJPEG at 30 fps.
    Unlisted,
}

/// What was asked of the camera, and why.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Negotiated {
    pub offer: Offer,
    pub why: Why,
    /// How many formats the camera offered.
    pub offered: usize,
}

/// The format to ask for among `offers`, or `None` when the camera offers none.
pub fn choose(offers: &[Offer], quality: CameraQuality) -> Option<Negotiated> {
    let (cap_w, cap_h) = quality.cap();
    let fits = |o: &&Offer| o.width <= cap_w && o.height <= cap_h && o.fps > 0;
    let within: Vec<&Offer> = offers.iter().filter(fits).collect();
    // a camera whose smallest format is above the cap still has to be asked for something
    let pool: Vec<&Offer> = if within.is_empty() {
        let smallest = offers.iter().map(Offer::pixels).min()?;
        offers.iter().filter(|o| o.pixels() == smallest).collect()
    } else {
        within
    };
    let steady: Vec<&Offer> = pool
        .iter()
        .copied()
        .filter(|o| o.fps >= STEADY_FPS)
        .collect();
    let (pick, why) = if steady.is_empty() {
        // the fastest, then the largest
        let best = pool
            .iter()
            .copied()
            .max_by_key(|o| (o.fps, o.pixels(), o.mjpeg))?;
        (best, Why::NoSteadyRate)
    } else {
        // the largest; then MJPEG; then a rate near 30 (60 only costs decoding time)
        let best = steady
            .iter()
            .copied()
            .max_by_key(|o| (o.pixels(), o.mjpeg, std::cmp::Reverse(o.fps.abs_diff(30))))?;
        (best, Why::Highest)
    };
    Some(Negotiated {
        offer: *pick,
        why,
        offered: offers.len(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn o(width: u32, height: u32, fps: u32, mjpeg: bool) -> Offer {
        Offer {
            width,
            height,
            fps,
            mjpeg,
        }
    }

    /// A typical cheap USB webcam: YUYV up to 640×480 at 30, and 1280×720 only at 10 fps, MJPEG
    /// up to 1280×720 at 30.
    fn cheap() -> Vec<Offer> {
        vec![
            o(640, 480, 30, false),
            o(1280, 720, 10, false),
            o(320, 240, 30, true),
            o(640, 480, 30, true),
            o(1280, 720, 30, true),
        ]
    }

    #[test]
    fn the_highest_steady_format_is_asked_for_mjpeg_first() {
        let n = choose(&cheap(), CameraQuality::Best).unwrap();
        assert_eq!(n.offer, o(1280, 720, 30, true));
        assert_eq!(n.why, Why::Highest);
        assert_eq!(n.offered, 5);
        // YUYV 1280×720 at 10 fps is not steady: never chosen over MJPEG at 30
        let yuyv_only = [o(640, 480, 30, false), o(1280, 720, 10, false)];
        assert_eq!(
            choose(&yuyv_only, CameraQuality::Best).unwrap().offer,
            o(640, 480, 30, false)
        );
    }

    #[test]
    fn the_table_caps_the_size_and_4k_is_never_asked_for() {
        let mut offers = cheap();
        offers.push(o(1920, 1080, 30, true));
        offers.push(o(3840, 2160, 30, true));
        assert_eq!(
            choose(&offers, CameraQuality::Best).unwrap().offer,
            o(1920, 1080, 30, true)
        );
        assert_eq!(
            choose(&offers, CameraQuality::Hd).unwrap().offer,
            o(1280, 720, 30, true)
        );
        assert_eq!(
            choose(&offers, CameraQuality::Low).unwrap().offer,
            o(640, 480, 30, true)
        );
    }

    #[test]
    fn a_rate_near_30_beats_60_and_a_slow_camera_gives_its_fastest() {
        let offers = [o(1280, 720, 60, true), o(1280, 720, 30, true)];
        assert_eq!(choose(&offers, CameraQuality::Best).unwrap().offer.fps, 30);
        let slow = [o(1920, 1080, 5, false), o(1280, 720, 8, false)];
        let n = choose(&slow, CameraQuality::Best).unwrap();
        assert_eq!(
            (n.offer, n.why),
            (o(1280, 720, 8, false), Why::NoSteadyRate)
        );
    }

    #[test]
    fn nothing_offered_nothing_chosen_and_a_camera_above_the_cap_gives_its_smallest() {
        assert_eq!(choose(&[], CameraQuality::Best), None);
        let big = [o(2592, 1944, 15, true), o(3840, 2160, 30, true)];
        assert_eq!(
            choose(&big, CameraQuality::Low).unwrap().offer,
            o(2592, 1944, 15, true)
        );
    }
}
