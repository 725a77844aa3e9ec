//! The live picture: the latest frame fitted into the space, the framing guide over it (where
//! labels read best, see `Frame::framing_guide`), and an outline around every code found, green
//! for a usable label, amber for anything else. The picture is an `image` widget and the drawing a
//! canvas stacked on top (iced draws a layer's images above its shapes, so they cannot share one).

use super::feed::{Mark, Preview};
use iced::widget::canvas::{self, Frame, Geometry, Path, Stroke, Text};
use iced::{Color, Point, Rectangle, Renderer, Size, Theme, mouse};

/// Share of the picture left outside the guide on each side (as in `Frame::framing_guide`).
const GUIDE_MARGIN: f32 = 0.1;

/// The picture and the canvas over it, filling the width at `height`.
pub fn view<'a, Message: 'a>(
    preview: Option<&'a Preview>,
    marks: &'a [Mark],
    text_size: f32,
    height: f32,
) -> iced::Element<'a, Message> {
    use iced::widget::{container, image, stack};
    use iced::{ContentFit, Length};
    let picture: iced::Element<'a, Message> = match preview {
        Some(p) => image(p.handle.clone())
            .content_fit(ContentFit::Contain)
            .width(Length::Fill)
            .height(Length::Fill)
            .into(),
        None => iced::widget::space().into(),
    };
    let over = iced::widget::canvas(LivePicture {
        preview,
        marks,
        text_size,
    })
    .width(Length::Fill)
    .height(Length::Fill);
    container(stack![picture, over])
        .width(Length::Fill)
        .height(Length::Fixed(height))
        .style(|_| container::Style {
            background: Some(iced::Background::Color(Color::from_rgb8(12, 12, 14))),
            ..container::Style::default()
        })
        .into()
}

pub struct LivePicture<'a> {
    pub preview: Option<&'a Preview>,
    pub marks: &'a [Mark],
    pub text_size: f32,
}

/// Where a picture of `size` lands when fitted inside `space`, centred, keeping its shape.
pub fn fit(size: (u32, u32), space: Size) -> Rectangle {
    let (w, h) = (size.0.max(1) as f32, size.1.max(1) as f32);
    let scale = (space.width / w).min(space.height / h);
    let (fw, fh) = (w * scale, h * scale);
    Rectangle::new(
        Point::new((space.width - fw) / 2.0, (space.height - fh) / 2.0),
        Size::new(fw, fh),
    )
}

impl<Message> canvas::Program<Message> for LivePicture<'_> {
    type State = ();

    fn draw(
        &self,
        _state: &(),
        renderer: &Renderer,
        theme: &Theme,
        bounds: Rectangle,
        _cursor: mouse::Cursor,
    ) -> Vec<Geometry> {
        let palette = theme.extended_palette();
        let mut frame = Frame::new(renderer, bounds.size());
        // without a picture the guide still shows the shape of the camera's view (16:9)
        let size = self.preview.map_or((16, 9), |p| (p.width, p.height));
        let area = fit(size, bounds.size());
        let guide = Rectangle::new(
            Point::new(
                area.x + area.width * GUIDE_MARGIN,
                area.y + area.height * GUIDE_MARGIN,
            ),
            Size::new(
                area.width * (1.0 - 2.0 * GUIDE_MARGIN),
                area.height * (1.0 - 2.0 * GUIDE_MARGIN),
            ),
        );
        let guide_color = palette.primary.strong.color;
        let width = (self.text_size / 7.0).max(2.0);
        frame.stroke(
            &Path::rectangle(guide.position(), guide.size()),
            Stroke::default()
                .with_color(guide_color.scale_alpha(0.45))
                .with_width(width * 0.5),
        );
        let arm = guide.width.min(guide.height) * 0.12;
        for (corner, dx, dy) in [
            (Point::new(guide.x, guide.y), 1.0, 1.0),
            (Point::new(guide.x + guide.width, guide.y), -1.0, 1.0),
            (Point::new(guide.x, guide.y + guide.height), 1.0, -1.0),
            (
                Point::new(guide.x + guide.width, guide.y + guide.height),
                -1.0,
                -1.0,
            ),
        ] {
            let bracket = Path::new(|b| {
                b.move_to(Point::new(corner.x + dx * arm, corner.y));
                b.line_to(corner);
                b.line_to(Point::new(corner.x, corner.y + dy * arm));
            });
            frame.stroke(
                &bracket,
                Stroke::default().with_color(guide_color).with_width(width),
            );
        }
        let to_screen =
            |p: (f32, f32)| Point::new(area.x + p.0 * area.width, area.y + p.1 * area.height);
        for mark in self.marks {
            let color = if mark.label.is_some() {
                palette.success.base.color
            } else {
                palette.warning.base.color
            };
            if mark.points.len() >= 3 {
                let outline = Path::new(|b| {
                    for (i, &p) in mark.points.iter().enumerate() {
                        if i == 0 {
                            b.move_to(to_screen(p));
                        } else {
                            b.line_to(to_screen(p));
                        }
                    }
                    b.close();
                });
                frame.stroke(
                    &outline,
                    Stroke::default().with_color(color).with_width(width),
                );
            }
            let label = mark
                .label
                .map_or_else(|| "?".to_string(), |l| l.to_string());
            let at = to_screen(mark.center);
            frame.fill_rectangle(
                Point::new(at.x - self.text_size * 1.6, at.y - self.text_size * 0.65),
                Size::new(self.text_size * 3.2, self.text_size * 1.3),
                Color::BLACK.scale_alpha(0.7),
            );
            frame.fill_text(Text {
                content: label,
                position: at,
                color,
                size: self.text_size.into(),
                font: crate::gui::fonts::BOLD,
                align_x: iced::widget::text::Alignment::Center,
                align_y: iced::alignment::Vertical::Center,
                ..Text::default()
            });
        }
        vec![frame.into_geometry()]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_picture_keeps_its_shape_and_is_centred() {
        let r = fit((1280, 720), Size::new(800.0, 600.0));
        assert_eq!((r.width, r.height), (800.0, 450.0));
        assert_eq!((r.x, r.y), (0.0, 75.0));
        let tall = fit((640, 480), Size::new(1000.0, 300.0));
        assert_eq!((tall.width, tall.height), (400.0, 300.0));
        assert_eq!(tall.x, 300.0);
    }
}
