//! A part of the window that the software renderer redraws as one rectangle when it changes.
//!
//! Why: iced's software renderer (tiny-skia) redraws only what differs from the last frame, and
//! finds it by comparing each layer's quads, texts and shapes with the last frame's, one by one,
//! in the order they were drawn. When a panel's content changes, a line added near its top moves
//! every later item to another place in those lists, so every one of them differs: 80 to 110
//! small rectangles a frame. Each rectangle is drawn on its own, and for each one the renderer
//! clears and refills a clipping mask the size of the window, once per layer and twice per group
//! of shapes, and rasterises whole every shape that crosses the rectangle's edge (a panel's or a
//! map's background is filled again for every small rectangle on it): 100 to 270 ms a frame at
//! 1920×1080 where drawing the whole window takes about 17 (`cargo bench --bench
//! input_latency`, issue 57). A layer whose bounds differ from the last frame's is not compared
//! item by item: it is redrawn whole, as one rectangle. [`region`] draws its content in a layer
//! of its own whose bounds (and the content, with any layer inside it) move by a few
//! thousandths of a pixel when its key changes: too little to change a pixel, enough for the
//! renderer to redraw the region whole, at the cost of that region alone.
//!
//! A [`part`] is a layer with no key: while it stays where it is, its items are compared with
//! the last frame's one by one (an unchanged part costs nothing, a changed word one small
//! rectangle), and when it moves or changes size it is redrawn whole, as one rectangle. A long
//! panel made of parts repaints what changed in it and what moved, not all of it (issue 57).
//! Both are drawn only over what of them is in view: inside a scrollable a layer is not clipped
//! by the scrollable's, so a part scrolled half out of sight would otherwise draw outside it.

use iced::advanced::layout::{self, Layout};
use iced::advanced::renderer::{self, Renderer as _};
use iced::advanced::widget::{Operation, Tree, tree};
use iced::advanced::{Clipboard, Shell, Widget, mouse, overlay};
use iced::{Element, Event, Length, Rectangle, Renderer, Size, Theme, Vector};

/// How far a region moves per step of its key, in logical pixels: a thousandth of a pixel's
/// height and more (f32 keeps it at the coordinates of a 4K window), never a pixel's worth.
const STEP: f32 = 1.0 / 512.0;

/// The shift for a key: four different ones, so that a key moved by one, two or three since
/// the last frame is seen (an input may count more than once).
pub fn shift(key: u64) -> f32 {
    (key % 4) as f32 * STEP
}

/// `content` in a layer of its own, redrawn whole when `key` changes (see the module's notes);
/// while `key` stays, the renderer compares its items with the last frame's as usual.
pub fn region<'a, Message: 'a>(
    content: impl Into<Element<'a, Message>>,
    key: u64,
) -> Element<'a, Message> {
    Element::new(Region {
        inner: content.into(),
        key: Key::Of(key),
    })
}

/// `content` in a layer of its own with no key: redrawn whole when it moves or changes size,
/// compared item by item with the last frame's while it stays (see the module's notes).
pub fn part<'a, Message: 'a>(content: impl Into<Element<'a, Message>>) -> Element<'a, Message> {
    Element::new(Region {
        inner: content.into(),
        key: Key::None,
    })
}

/// A scrollable in a part of its own, drawn moved down by less than a pixel so that its top
/// edge is on a whole pixel. Its scroller is drawn in a layer of its own (iced's) whose top is
/// the scrollable's: off a whole pixel, the scroller's top row, when the scroller is at the top
/// and changes length, was blended again over itself without being cleared: 13 levels of 255
/// off the window drawn whole (measured on the Retaliation panel when its corrections opened;
/// the layer reaches two pixels past the scrollable's bottom, so the bottom is not at risk).
pub fn scrolled<'a, Message: 'a>(
    content: iced::widget::Scrollable<'a, Message>,
) -> Element<'a, Message> {
    Element::new(Region {
        inner: content.into(),
        key: Key::Snap,
    })
}

/// The layer for `bounds` seen through `viewport`, on whole pixels: outwards at the content's
/// own edges (a layer's edge inside a pixel would leave that pixel's row out of the redrawn
/// rectangle while the shapes along the edge still blend into it, frame after frame), inwards
/// where the viewport cuts it (nothing drawn outside a scrollable). `None` when out of view.
fn layer_in_view(bounds: Rectangle, viewport: &Rectangle) -> Option<Rectangle> {
    let seen = bounds.intersection(viewport)?;
    let cut = |own: f32, seen: f32, round: fn(f32) -> f32, inward: fn(f32) -> f32| {
        if (own - seen).abs() < f32::EPSILON {
            round(seen)
        } else {
            inward(seen)
        }
    };
    let left = cut(bounds.x, seen.x, f32::floor, f32::ceil);
    let top = cut(bounds.y, seen.y, f32::floor, f32::ceil);
    let right = cut(
        bounds.x + bounds.width,
        seen.x + seen.width,
        f32::ceil,
        f32::floor,
    );
    let bottom = cut(
        bounds.y + bounds.height,
        seen.y + seen.height,
        f32::ceil,
        f32::floor,
    );
    (right > left && bottom > top).then_some(Rectangle {
        x: left,
        y: top,
        width: right - left,
        height: bottom - top,
    })
}

struct Region<'a, Message> {
    inner: Element<'a, Message>,
    key: Key,
}

/// What a region's layer is redrawn whole for.
enum Key {
    /// A change of this number.
    Of(u64),
    /// Nothing: a part (it is still redrawn whole when it moves).
    None,
    /// Nothing, and its content is drawn with its top on a whole pixel (see [`scrolled`]).
    Snap,
}

/// A region's memory between frames: its last key, and how many times it changed (modulo four:
/// the layer is moved by that many steps, so that any change since the last frame is seen,
/// even where two keys' [`shift`]s would be equal).
#[derive(Default)]
struct Turns {
    last: Option<u64>,
    turn: u8,
}

impl Key {
    fn of(&self) -> Option<u64> {
        match self {
            Key::Of(key) => Some(*key),
            Key::None | Key::Snap => None,
        }
    }
}

/// Draws `draw` in a layer over `bounds`, moved down by `shift` (the layer's bounds and the
/// content both, and so any layer inside it).
pub fn draw_shifted(
    renderer: &mut Renderer,
    bounds: Rectangle,
    shift: f32,
    draw: impl FnOnce(&mut Renderer),
) {
    // on whole pixels: a layer's edge inside a pixel would leave that pixel's row out of the
    // redrawn rectangle while the shapes along the edge still blend into it, frame after frame
    let (left, top) = (bounds.x.floor(), bounds.y.floor());
    let layer = Rectangle {
        x: left,
        y: top + shift,
        width: (bounds.x + bounds.width).ceil() - left,
        height: (bounds.y + bounds.height).ceil() - top,
    };
    renderer.with_layer(layer, |renderer| {
        if shift == 0.0 {
            draw(renderer);
        } else {
            renderer.with_translation(Vector::new(0.0, shift), draw);
        }
    });
}

impl<Message> Widget<Message, Theme, Renderer> for Region<'_, Message> {
    fn size(&self) -> Size<Length> {
        self.inner.as_widget().size()
    }

    fn size_hint(&self) -> Size<Length> {
        self.inner.as_widget().size_hint()
    }

    fn layout(
        &mut self,
        tree: &mut Tree,
        renderer: &Renderer,
        limits: &layout::Limits,
    ) -> layout::Node {
        let node = self
            .inner
            .as_widget_mut()
            .layout(&mut tree.children[0], renderer, limits);
        let key = self.key.of();
        let turns = tree.state.downcast_mut::<Turns>();
        if key != turns.last {
            turns.turn = (turns.turn + 1) % 4;
            turns.last = key;
        }
        node
    }

    fn draw(
        &self,
        tree: &Tree,
        renderer: &mut Renderer,
        theme: &Theme,
        style: &renderer::Style,
        layout: Layout<'_>,
        cursor: mouse::Cursor,
        viewport: &Rectangle,
    ) {
        let Some(seen) = layer_in_view(layout.bounds(), viewport) else {
            // out of sight: an empty layer keeps the later layers' places in the renderer's
            // list, which it compares with the last frame's one by one
            renderer.with_layer(Rectangle::default(), |_| {});
            return;
        };
        let draw = |renderer: &mut Renderer| {
            self.inner.as_widget().draw(
                &tree.children[0],
                renderer,
                theme,
                style,
                layout,
                cursor,
                viewport,
            );
        };
        match self.key {
            Key::Of(_) => {
                let turn = tree.state.downcast_ref::<Turns>().turn;
                draw_shifted(renderer, seen, f32::from(turn) * STEP, draw);
            }
            Key::None => draw_shifted(renderer, seen, 0.0, draw),
            Key::Snap => {
                let top = layout.bounds().y;
                let down = Vector::new(0.0, top.ceil() - top);
                draw_shifted(renderer, seen, 0.0, |renderer| {
                    renderer.with_translation(down, draw);
                });
            }
        }
    }

    fn tag(&self) -> tree::Tag {
        tree::Tag::of::<Turns>()
    }

    fn state(&self) -> tree::State {
        tree::State::new(Turns::default())
    }

    fn children(&self) -> Vec<Tree> {
        vec![Tree::new(&self.inner)]
    }

    fn diff(&self, tree: &mut Tree) {
        tree.diff_children(std::slice::from_ref(&self.inner));
    }

    fn operate(
        &mut self,
        tree: &mut Tree,
        layout: Layout<'_>,
        renderer: &Renderer,
        operation: &mut dyn Operation,
    ) {
        self.inner
            .as_widget_mut()
            .operate(&mut tree.children[0], layout, renderer, operation);
    }

    fn update(
        &mut self,
        tree: &mut Tree,
        event: &Event,
        layout: Layout<'_>,
        cursor: mouse::Cursor,
        renderer: &Renderer,
        clipboard: &mut dyn Clipboard,
        shell: &mut Shell<'_, Message>,
        viewport: &Rectangle,
    ) {
        self.inner.as_widget_mut().update(
            &mut tree.children[0],
            event,
            layout,
            cursor,
            renderer,
            clipboard,
            shell,
            viewport,
        );
    }

    fn mouse_interaction(
        &self,
        tree: &Tree,
        layout: Layout<'_>,
        cursor: mouse::Cursor,
        viewport: &Rectangle,
        renderer: &Renderer,
    ) -> mouse::Interaction {
        self.inner.as_widget().mouse_interaction(
            &tree.children[0],
            layout,
            cursor,
            viewport,
            renderer,
        )
    }

    fn overlay<'b>(
        &'b mut self,
        tree: &'b mut Tree,
        layout: Layout<'b>,
        renderer: &Renderer,
        viewport: &Rectangle,
        translation: Vector,
    ) -> Option<overlay::Element<'b, Message, Theme, Renderer>> {
        self.inner.as_widget_mut().overlay(
            &mut tree.children[0],
            layout,
            renderer,
            viewport,
            translation,
        )
    }
}
