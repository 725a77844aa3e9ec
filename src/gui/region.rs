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
        shift: shift(key),
    })
}

struct Region<'a, Message> {
    inner: Element<'a, Message>,
    shift: f32,
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
        self.inner.as_widget_mut().layout(tree, renderer, limits)
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
        draw_shifted(renderer, layout.bounds(), self.shift, |renderer| {
            self.inner
                .as_widget()
                .draw(tree, renderer, theme, style, layout, cursor, viewport);
        });
    }

    fn tag(&self) -> tree::Tag {
        self.inner.as_widget().tag()
    }

    fn state(&self) -> tree::State {
        self.inner.as_widget().state()
    }

    fn children(&self) -> Vec<Tree> {
        self.inner.as_widget().children()
    }

    fn diff(&self, tree: &mut Tree) {
        self.inner.as_widget().diff(tree);
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
            .operate(tree, layout, renderer, operation);
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
            tree, event, layout, cursor, renderer, clipboard, shell, viewport,
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
        self.inner
            .as_widget()
            .mouse_interaction(tree, layout, cursor, viewport, renderer)
    }

    fn overlay<'b>(
        &'b mut self,
        tree: &'b mut Tree,
        layout: Layout<'b>,
        renderer: &Renderer,
        viewport: &Rectangle,
        translation: Vector,
    ) -> Option<overlay::Element<'b, Message, Theme, Renderer>> {
        self.inner
            .as_widget_mut()
            .overlay(tree, layout, renderer, viewport, translation)
    }
}
