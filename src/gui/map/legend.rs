//! What the map's marks mean: each drawn as the map draws it, with a few words beside it. Opened
//! over the map with L (or its button), for the player who asks "what is the red triangle?".

use super::{fonts, net_color};
use crate::gui::theme::MapColors;
use crate::gui::widgets::{self, Ctx};
use crate::rules::ids::{Ring, TechNet};
use crate::tr;
use iced::widget::canvas::{self, Frame, Geometry, Path, Stroke, Text};
use iced::widget::{canvas as canvas_widget, column, row};
use iced::{Alignment, Color, Element, Length, Point, Rectangle, Renderer, Theme, mouse};

/// The marks the map draws, in the order the legend lists them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mark {
    Character,
    Intruder,
    Fire,
    Malfunction,
    Eggs,
    Remains,
    Noise,
    TechEntrance,
    TechNoiseSpace,
}

impl Mark {
    pub const ALL: [Mark; 9] = [
        Mark::Character,
        Mark::Intruder,
        Mark::Fire,
        Mark::Malfunction,
        Mark::Eggs,
        Mark::Remains,
        Mark::Noise,
        Mark::TechEntrance,
        Mark::TechNoiseSpace,
    ];

    fn words(self, ctx: Ctx<'_>) -> String {
        let i = ctx.i18n;
        match self {
            Mark::Character => tr!(i, "legend-character"),
            Mark::Intruder => tr!(i, "legend-intruder"),
            Mark::Fire => tr!(i, "legend-fire"),
            Mark::Malfunction => tr!(i, "legend-malfunction"),
            Mark::Eggs => tr!(i, "legend-eggs"),
            Mark::Remains => tr!(i, "legend-remains"),
            Mark::Noise => tr!(i, "legend-noise"),
            Mark::TechEntrance => tr!(i, "legend-tech-entrance"),
            Mark::TechNoiseSpace => tr!(i, "legend-tech-noise"),
        }
    }
}

/// The legend: one line per mark, the mark drawn a little taller than the line of text beside
/// it. The caller puts it where it may scroll.
pub fn view<'a, M: 'a>(ctx: Ctx<'_>, colors: MapColors) -> Element<'a, M> {
    let size = ctx.ty.body * 1.5;
    let mut list = column![].spacing(ctx.ty.space * 0.3);
    for mark in Mark::ALL {
        list = list.push(
            row![
                canvas_widget(Symbol { mark, colors })
                    .width(Length::Fixed(size))
                    .height(Length::Fixed(size)),
                widgets::small(ctx, mark.words(ctx)),
            ]
            .spacing(ctx.ty.space * 0.6)
            .align_y(Alignment::Center),
        );
    }
    list.into()
}

struct Symbol {
    mark: Mark,
    colors: MapColors,
}

impl<M> canvas::Program<M> for Symbol {
    type State = ();

    fn draw(
        &self,
        _state: &(),
        renderer: &Renderer,
        _theme: &Theme,
        bounds: Rectangle,
        _cursor: mouse::Cursor,
    ) -> Vec<Geometry> {
        let mut frame = Frame::new(renderer, bounds.size());
        let c = self.colors;
        // the map's marks are about 20 board units across; this square is 24 units
        let unit = bounds.width.min(bounds.height) / 24.0;
        let mid = Point::new(bounds.width / 2.0, bounds.height / 2.0);
        let at = |x: f32, y: f32| Point::new(mid.x + x * unit, mid.y + y * unit);
        let outline = |frame: &mut Frame, path: &Path, color: Color, width: f32| {
            frame.stroke(
                path,
                Stroke::default().with_color(color).with_width(width * unit),
            );
        };
        let label = |frame: &mut Frame, s: &str, ink: Color| {
            frame.fill_text(Text {
                content: s.to_string(),
                position: mid,
                color: ink,
                size: (13.0 * unit).into(),
                font: fonts::BOLD,
                align_x: iced::widget::text::Alignment::Center,
                align_y: iced::alignment::Vertical::Center,
                ..Text::default()
            });
        };
        let polygon = |points: &[(f32, f32)]| {
            Path::new(|b| {
                for (i, &(x, y)) in points.iter().enumerate() {
                    if i == 0 {
                        b.move_to(at(x, y));
                    } else {
                        b.line_to(at(x, y));
                    }
                }
                b.close();
            })
        };
        match self.mark {
            Mark::Character => {
                let ring = Ring::default_for(1);
                let disc = Path::circle(mid, 10.0 * unit);
                frame.fill(&disc, crate::gui::rings::fill(ring));
                outline(&mut frame, &disc, c.hull, 1.5);
                label(&mut frame, "1", crate::gui::rings::ink(ring));
            }
            Mark::Intruder => {
                let disc = Path::circle(mid, 10.0 * unit);
                frame.fill(&disc, c.intruder);
                outline(&mut frame, &disc, c.hull, 1.5);
            }
            Mark::Fire => {
                let p = polygon(&[(0.0, -11.0), (9.0, 8.0), (-9.0, 8.0)]);
                frame.fill(&p, c.fire);
                outline(&mut frame, &p, c.hull, 1.5);
            }
            Mark::Malfunction => {
                let p = polygon(&[(-8.0, -8.0), (8.0, -8.0), (8.0, 8.0), (-8.0, 8.0)]);
                frame.fill(&p, c.malfunction);
                outline(&mut frame, &p, c.hull, 1.5);
                label(&mut frame, "!", Color::BLACK);
            }
            Mark::Eggs => {
                let disc = Path::circle(mid, 9.0 * unit);
                frame.fill(&disc, c.text);
                outline(&mut frame, &disc, c.hull, 1.5);
                label(&mut frame, "2", c.hull);
            }
            Mark::Remains => {
                let p = polygon(&[(0.0, -9.0), (9.0, 0.0), (0.0, 9.0), (-9.0, 0.0)]);
                frame.fill(&p, c.text_dim);
                outline(&mut frame, &p, c.hull, 1.5);
                label(&mut frame, "1", c.hull);
            }
            Mark::Noise => {
                let line = Path::line(at(-12.0, 0.0), at(12.0, 0.0));
                outline(&mut frame, &line, c.corridor, 5.0);
                let disc = Path::circle(mid, 8.0 * unit);
                frame.fill(&disc, c.noise);
                outline(&mut frame, &disc, c.hull, 2.0);
            }
            Mark::TechEntrance => {
                let r = 11.0;
                let p = polygon(&[(0.0, -r), (r, 0.0), (0.0, r), (-r, 0.0)]);
                frame.fill(&p, net_color(&c, TechNet::Main));
                outline(&mut frame, &p, c.hull, 1.5);
                label(&mut frame, "3", Color::BLACK);
            }
            Mark::TechNoiseSpace => {
                let ring = Path::circle(mid, 9.0 * unit);
                outline(&mut frame, &ring, net_color(&c, TechNet::Main), 3.0);
            }
        }
        vec![frame.into_geometry()]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gui::i18n::{I18n, Language};
    use crate::gui::theme::{TextSize, ThemeChoice};

    #[test]
    fn every_mark_has_its_own_words_in_every_language() {
        for language in [Language::En, Language::Ko, Language::Ja] {
            let i18n = I18n::new(language).expect("bundled words");
            let ctx = Ctx {
                i18n: &i18n,
                ty: TextSize::Normal.typography(),
                theme: ThemeChoice::Dark,
            };
            let mut words: Vec<String> = Mark::ALL.iter().map(|m| m.words(ctx)).collect();
            assert!(words.iter().all(|w| !w.trim().is_empty()), "{words:?}");
            words.sort();
            words.dedup();
            assert_eq!(
                words.len(),
                Mark::ALL.len(),
                "{language:?}: two marks, one meaning"
            );
        }
    }
}
