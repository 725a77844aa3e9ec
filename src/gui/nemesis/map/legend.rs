//! What the map's marks mean: each drawn as the map draws it, with a few words beside it. Opened
//! over the map with L (or its button), for the player who asks "what is the red triangle?".

use super::layout::Layout;
use super::{Painter, marks, net_color};
use crate::gui::rings;
use crate::gui::theme::MapColors;
use crate::gui::widgets::{self, Ctx};
use crate::rules::ids::{Ring, TechNet};
use crate::tr;
use iced::widget::canvas::{self, Frame, Geometry};
use iced::widget::{canvas as canvas_widget, column, row};
use iced::{Alignment, Element, Length, Rectangle, Renderer, Theme, Vector, mouse};

/// The marks the map draws, in the order the legend lists them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mark {
    Character,
    Intruder,
    Lair,
    Fire,
    Malfunction,
    Airlock,
    Eggs,
    Carcasses,
    Corpses,
    Noise,
    DoorOpen,
    DoorClosed,
    DoorDestroyed,
    TechEntrance,
    TechNoiseSpace,
    PodLocked,
    PodUnlocked,
    PodLaunched,
}

impl Mark {
    pub const ALL: [Mark; 18] = [
        Mark::Character,
        Mark::Intruder,
        Mark::Lair,
        Mark::Fire,
        Mark::Malfunction,
        Mark::Airlock,
        Mark::Eggs,
        Mark::Carcasses,
        Mark::Corpses,
        Mark::Noise,
        Mark::DoorOpen,
        Mark::DoorClosed,
        Mark::DoorDestroyed,
        Mark::TechEntrance,
        Mark::TechNoiseSpace,
        Mark::PodLocked,
        Mark::PodUnlocked,
        Mark::PodLaunched,
    ];

    fn words(self, ctx: Ctx<'_>) -> String {
        let i = ctx.i18n;
        match self {
            Mark::Character => tr!(i, "legend-character"),
            Mark::Intruder => tr!(i, "legend-intruder"),
            Mark::Lair => tr!(i, "legend-lair"),
            Mark::Fire => tr!(i, "legend-fire"),
            Mark::Malfunction => tr!(i, "legend-malfunction"),
            Mark::Airlock => tr!(i, "legend-airlock"),
            Mark::Eggs => tr!(i, "legend-eggs"),
            Mark::Carcasses => tr!(i, "legend-carcasses"),
            Mark::Corpses => tr!(i, "legend-corpses"),
            Mark::Noise => tr!(i, "legend-noise"),
            Mark::DoorOpen => tr!(i, "legend-door-open"),
            Mark::DoorClosed => tr!(i, "legend-door-closed"),
            Mark::DoorDestroyed => tr!(i, "legend-door-destroyed"),
            Mark::TechEntrance => tr!(i, "legend-tech-entrance"),
            Mark::TechNoiseSpace => tr!(i, "legend-tech-noise"),
            Mark::PodLocked => tr!(i, "legend-pod-locked"),
            Mark::PodUnlocked => tr!(i, "legend-pod-unlocked"),
            Mark::PodLaunched => tr!(i, "legend-pod-launched"),
        }
    }
}

/// The legend: one line per mark, the mark drawn a little taller than the line of text beside
/// it. The caller puts it where it may scroll.
pub fn view<'a, M: 'a>(ctx: Ctx<'_>, colors: MapColors) -> Element<'a, M> {
    let mut list = column![].spacing(ctx.ty.space * 0.3);
    for mark in Mark::ALL {
        list = list.push(entry(ctx, colors, mark));
    }
    list.into()
}

fn entry<'a, M: 'a>(ctx: Ctx<'_>, colors: MapColors, mark: Mark) -> Element<'a, M> {
    let size = ctx.ty.body * 1.5;
    row![
        canvas_widget(Symbol { mark, colors })
            .width(Length::Fixed(size))
            .height(Length::Fixed(size)),
        widgets::small(ctx, mark.words(ctx)),
    ]
    .spacing(ctx.ty.space * 0.6)
    .align_y(Alignment::Center)
    .into()
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
        // the marks are about 20 board units across: this square is 24 units, centred on 0
        let layout = Layout {
            scale: bounds.width.min(bounds.height) / 24.0,
            stretch: 1.0,
            offset: Vector::new(bounds.width / 2.0, bounds.height / 2.0),
        };
        let p = &mut Painter::new(&mut frame, layout, None);
        let mid = (0.0, 0.0);
        match self.mark {
            Mark::Character => {
                let ring = Ring::default_for(1);
                marks::figure(p, mid, "1", rings::fill(ring), rings::ink(ring), &c);
            }
            Mark::Intruder => marks::intruder(p, mid, "", &c),
            Mark::Lair => marks::lair(p, mid, "", &c),
            Mark::Fire => marks::fire(p, mid, &c),
            Mark::Malfunction => marks::malfunction(p, mid, &c),
            Mark::Airlock => marks::airlock(p, mid, 10.0, &c),
            Mark::Eggs => marks::eggs(p, mid, 2, &c),
            Mark::Carcasses => marks::carcasses(p, mid, 1, &c),
            Mark::Corpses => marks::corpses(p, mid, 1, &c),
            Mark::Noise => {
                p.line((-12.0, 0.0), (12.0, 0.0), c.corridor, 5.0);
                marks::noise(p, mid, &c);
            }
            Mark::DoorOpen | Mark::DoorClosed | Mark::DoorDestroyed => {
                use crate::gui::door_marks::{self, DoorMark};
                let door = match self.mark {
                    Mark::DoorOpen => DoorMark::Open,
                    Mark::DoorClosed => DoorMark::Closed,
                    _ => DoorMark::Destroyed,
                };
                door_marks::draw_symbol(p.frame.frame, bounds.size(), door, &c);
            }
            Mark::TechEntrance => {
                marks::tech_entrance(p, mid, "3", net_color(&c, TechNet::Main), &c)
            }
            // the map's space is 20 units across; here at half size, to fit the line
            Mark::TechNoiseSpace => {
                p.layout.scale /= 2.0;
                marks::tech_space(p, mid, net_color(&c, TechNet::Main), false, &c);
            }
            // the pod is 50 units long: at half size it fits the square
            Mark::PodLocked | Mark::PodUnlocked | Mark::PodLaunched => {
                let state = match self.mark {
                    Mark::PodLocked => super::PodState::Locked,
                    Mark::PodUnlocked => super::PodState::Unlocked,
                    _ => super::PodState::Launched,
                };
                p.layout.scale /= 2.0;
                marks::pod(p, (-1.0, 0.0), Some((2, state)), &c);
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
                repaint: 0,
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
