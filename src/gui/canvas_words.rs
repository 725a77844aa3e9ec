//! A map's words drawn by the window's text renderer over its canvas, instead of inside it.
//!
//! Why: the software renderer (tiny-skia, what this app runs on a laptop without a GPU) gives a
//! canvas's text no bounds of its own, so it clips every word with a mask the size of the whole
//! window, cleared and refilled once per word: with the ship's hundred-odd labels that was about
//! 40 ms of every frame, most of it spent clearing that mask (`cargo bench --bench
//! input_latency`, issue 57). Text drawn with bounds that fit inside the region being redrawn
//! needs no mask at all. The words keep the canvas's own anchors, sizes and wrapping, and, as
//! before, they are drawn above the canvas's shapes.
//!
//! A painter records its words in [`Words`] while it draws a cached layer; [`over`] wraps the
//! canvas and draws them after it, offset to where the canvas sits.

use iced::advanced::layout::{self, Layout};
use iced::advanced::renderer;
use iced::advanced::text::Renderer as _;
use iced::advanced::widget::{Operation, Tree, tree};
use iced::advanced::{Clipboard, Shell, Widget, mouse};
use iced::widget::canvas::Text;
use iced::{Element, Event, Length, Rectangle, Renderer, Size, Theme, Vector};
use std::cell::RefCell;

/// A height no map's word reaches: "no limit", kept finite (see [`Words::draw`]).
const UNBOUNDED: f32 = 1.0e6;

/// The words of one cached layer, in the canvas's coordinates: one list, or one per piece of a
/// layer drawn in pieces ([`Words::set`]).
///
/// Each piece keeps as many places in the renderer's list of texts as it ever had words, the
/// places it does not use drawn as nothing: the renderer compares a frame's texts with the last
/// frame's one by one, in order, so a word more in one piece would otherwise move every later
/// word to another place and repaint each of them (issue 57).
#[derive(Debug, Default)]
pub struct Words(RefCell<Vec<Piece>>);

/// The places a piece keeps grow by this many at a time.
const PLACES_STEP: usize = 8;

/// One piece's words, and how many places it keeps.
#[derive(Debug, Default)]
struct Piece {
    words: Vec<Text>,
    places: usize,
}

impl Words {
    /// Forgets the words: the layer is being drawn again (the places stay).
    pub fn clear(&self) {
        for piece in self.0.borrow_mut().iter_mut() {
            piece.words.clear();
        }
    }

    /// Adds a word to the first piece.
    pub fn push(&self, text: Text) {
        let mut pieces = self.0.borrow_mut();
        if pieces.is_empty() {
            pieces.push(Piece::default());
        }
        if let Some(piece) = pieces.first_mut() {
            piece.words.push(text);
            piece.places = piece.places.max(piece.words.len());
        }
    }

    /// The words of piece `index`, drawn anew: they replace the piece's earlier ones.
    pub fn set(&self, index: usize, words: Vec<Text>) {
        let mut pieces = self.0.borrow_mut();
        if pieces.len() <= index {
            pieces.resize_with(index + 1, Piece::default);
        }
        if let Some(piece) = pieces.get_mut(index) {
            // in steps of eight: a room gaining a figure keeps its places
            piece.places = piece.places.max(words.len().next_multiple_of(PLACES_STEP));
            piece.words = words;
        }
    }

    /// Takes the words recorded so far, leaving none.
    pub fn take(&self) -> Vec<Text> {
        let mut pieces = self.0.borrow_mut();
        pieces
            .iter_mut()
            .flat_map(|piece| std::mem::take(&mut piece.words))
            .collect()
    }

    /// Draws the words with the canvas's top left at `origin`.
    fn draw(&self, renderer: &mut Renderer, origin: Vector) {
        for piece in self.0.borrow().iter() {
            for word in &piece.words {
                draw_word(renderer, word, origin);
            }
            for _ in piece.words.len()..piece.places {
                draw_nothing(renderer);
            }
        }
    }
}

/// A place in the renderer's list of texts that draws nothing and is the same in every frame:
/// no text, clipped to an empty box outside any window.
fn draw_nothing(renderer: &mut Renderer) {
    let nowhere = iced::Point::new(-UNBOUNDED, -UNBOUNDED);
    renderer.fill_text(
        iced::advanced::Text {
            content: String::new(),
            bounds: Size::ZERO,
            size: iced::Pixels(1.0),
            line_height: iced::widget::text::LineHeight::default(),
            font: iced::Font::default(),
            align_x: iced::advanced::text::Alignment::Default,
            align_y: iced::alignment::Vertical::Top,
            shaping: iced::widget::text::Shaping::Basic,
            wrapping: iced::advanced::text::Wrapping::None,
        },
        nowhere,
        iced::Color::TRANSPARENT,
        Rectangle::new(nowhere, Size::ZERO),
    );
}

/// Draws `word` with the canvas's top left at `origin`.
fn draw_word(renderer: &mut Renderer, word: &Text, origin: Vector) {
    let size = word.size.0;
    let line = word.line_height.to_absolute(word.size).0;
    let at = word.position + origin;
    // the box the word can take: its wrapping width across, four lines high, around
    // its anchor (centred words, as the maps draw them); text outside it would be cut,
    // and a box inside the region redrawn costs no clipping mask
    let width = if word.max_width.is_finite() {
        word.max_width
    } else {
        UNBOUNDED
    };
    let height = line.max(size) * 4.0;
    let left = match word.align_x {
        iced::advanced::text::Alignment::Center => at.x - width / 2.0,
        iced::advanced::text::Alignment::Right => at.x - width,
        _ => at.x,
    };
    let top = match word.align_y {
        iced::alignment::Vertical::Center => at.y - height / 2.0,
        iced::alignment::Vertical::Bottom => at.y - height,
        iced::alignment::Vertical::Top => at.y,
    };
    let clip = Rectangle {
        x: left,
        y: top,
        width,
        height,
    };
    renderer.fill_text(
        iced::advanced::Text {
            content: word.content.clone(),
            // finite: the renderer multiplies the bounds by the layer's transformation as
            // a vector, and an infinite side times a zero in it wraps every glyph
            bounds: Size::new(width, UNBOUNDED),
            size: word.size,
            line_height: word.line_height,
            font: word.font,
            align_x: word.align_x,
            align_y: word.align_y,
            shaping: word.shaping,
            wrapping: iced::advanced::text::Wrapping::default(),
        },
        at,
        word.color,
        clip,
    );
}

/// `canvas` with the words of `layers` drawn over it, in a layer of its own that is redrawn
/// whole when `drawn` changes: how many times the canvas's cached layers were cleared, counted
/// before the canvas draws (see [`crate::gui::region`]).
pub fn over<'a, Message: 'a>(
    canvas: impl Into<Element<'a, Message>>,
    layers: [&'a Words; 2],
    drawn: u64,
) -> Element<'a, Message> {
    Element::new(Over {
        inner: canvas.into(),
        layers,
        drawn,
    })
}

struct Over<'a, Message> {
    inner: Element<'a, Message>,
    layers: [&'a Words; 2],
    drawn: u64,
}

impl<Message> Widget<Message, Theme, Renderer> for Over<'_, Message> {
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
        // the map in a layer of its own, redrawn whole (one rectangle) when its cached layers
        // are drawn again, instead of word by word: a word more or fewer moves every later one
        // in the renderer's list, and each becomes a rectangle of its own (see `gui::region`)
        let bounds = layout.bounds();
        crate::gui::region::draw_shifted(
            renderer,
            bounds,
            crate::gui::region::shift(self.drawn),
            |renderer| {
                // (the canvas first: it records the words when it draws its cached layers anew;
                // its geometries are as many in every frame, so that the words keep their
                // places in the renderer's list)
                self.inner
                    .as_widget()
                    .draw(tree, renderer, theme, style, layout, cursor, viewport);
                let origin = Vector::new(bounds.x, bounds.y);
                for words in self.layers {
                    words.draw(renderer, origin);
                }
            },
        );
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
}

/// A canvas frame whose words go to [`Words`] when it paints a cached layer: shapes are drawn
/// in the frame (it dereferences to it), and `fill_text` records the word instead.
pub struct Pen<'f> {
    pub frame: &'f mut iced::widget::canvas::Frame,
    pub words: Option<&'f Words>,
}

impl Pen<'_> {
    pub fn fill_text(&mut self, text: Text) {
        match self.words {
            Some(words) => words.push(text),
            None => self.frame.fill_text(text),
        }
    }
}

impl std::ops::Deref for Pen<'_> {
    type Target = iced::widget::canvas::Frame;

    fn deref(&self) -> &Self::Target {
        self.frame
    }
}

impl std::ops::DerefMut for Pen<'_> {
    fn deref_mut(&mut self) -> &mut Self::Target {
        self.frame
    }
}
