//! iced's software renderer is patched (`crates/iced_tiny_skia`, issue 57): its clip mask is
//! cleared where it was last filled instead of whole at every call. Here the patched
//! `adjust_clip_mask` is checked against a mask made anew for each rectangle, over sequences of
//! rectangles that overlap, leave the window, sit on fractions of a pixel, and alternate between
//! two masks (the window's and a screenshot's).
#![allow(clippy::unwrap_used, clippy::expect_used)] // a broken assumption ends the test

use iced_tiny_skia::core::Rectangle;
use proptest::prelude::*;

const W: u32 = 97;
const H: u32 = 61;

/// The mask upstream leaves: clear, then the rectangle filled without anti-aliasing.
fn fresh(bounds: Rectangle) -> tiny_skia::Mask {
    let mut mask = tiny_skia::Mask::new(W, H).unwrap();
    let rect = tiny_skia::Rect::from_xywh(bounds.x, bounds.y, bounds.width, bounds.height).unwrap();
    let path = tiny_skia::PathBuilder::from_rect(rect);
    mask.fill_path(
        &path,
        tiny_skia::FillRule::EvenOdd,
        false,
        tiny_skia::Transform::default(),
    );
    mask
}

fn rectangle() -> impl Strategy<Value = Rectangle> {
    // quarters of a pixel, from outside the window on every side to past its far edges
    (-80i32..440, -80i32..280, 1i32..480, 1i32..320).prop_map(|(x, y, w, h)| Rectangle {
        x: x as f32 / 4.0,
        y: y as f32 / 4.0,
        width: w as f32 / 4.0,
        height: h as f32 / 4.0,
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn the_clip_mask_is_what_a_new_one_would_be(
        steps in prop::collection::vec((rectangle(), any::<bool>()), 1..24)
    ) {
        let mut window = tiny_skia::Mask::new(W, H).unwrap();
        let mut screenshot = tiny_skia::Mask::new(W, H).unwrap();
        for (bounds, on_screenshot) in steps {
            let mask = if on_screenshot { &mut screenshot } else { &mut window };
            iced_tiny_skia::adjust_clip_mask(mask, bounds);
            prop_assert!(
                mask.data() == fresh(bounds).data(),
                "the mask differs from a new one after {bounds:?}"
            );
        }
    }
}

/// A mask dropped and made again (the window resized) is cleared whole, whatever the last call
/// filled: the new one's size differs, or its data sits elsewhere.
#[test]
fn a_mask_made_again_is_filled_alone() {
    let big = Rectangle {
        x: 0.0,
        y: 0.0,
        width: W as f32,
        height: H as f32,
    };
    let small = Rectangle {
        x: 3.5,
        y: 4.25,
        width: 10.0,
        height: 6.0,
    };
    let mut mask = tiny_skia::Mask::new(W, H).unwrap();
    iced_tiny_skia::adjust_clip_mask(&mut mask, big);
    drop(mask);
    for (w, h) in [(W, H), (W + 3, H), (W, H - 2)] {
        let mut again = tiny_skia::Mask::new(w, h).unwrap();
        iced_tiny_skia::adjust_clip_mask(&mut again, small);
        let filled = again.data().iter().filter(|&&v| v != 0).count();
        assert_eq!(filled, 10 * 6, "{w}x{h}");
    }
}
