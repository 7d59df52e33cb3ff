//! The two ways to lose as gauges (issue 47): the ghost supply and the pile in play, each a bar
//! that fills with the danger the window estimated (`play::odds`, from the players' view) and
//! turns amber then red (`mists_bot::odds::AMBER`, `RED`), with the state in plain words on it and
//! one line of why once it is amber or red.

use crate::i18n::Tr;
use bevy_egui::egui;
use mists_bot::odds::{Alarm, Danger};

/// One gauge's data.
pub(super) struct Gauge {
    /// The state on the bar ("Ghosts in the supply: 3 of 13 …").
    pub state: String,
    /// Continuations lost this way, the estimate and the alarm shown for it (None before the
    /// first one is in).
    pub lost: Option<(u32, Danger, Alarm)>,
    pub way: Way,
}

/// Which way to lose a gauge shows.
#[derive(Clone, Copy)]
pub(super) enum Way {
    Ghosts,
    Pile,
}

impl Gauge {
    fn share(&self) -> f64 {
        self.lost
            .map_or(0.0, |(n, d, _)| n as f64 / d.tried.max(1) as f64)
    }
    pub(super) fn alarm(&self) -> Alarm {
        self.lost.map_or(Alarm::Calm, |(.., alarm)| alarm)
    }
}

/// The colour of an alarm: calm is the mist's blue; amber and red as the rulebook's warnings.
pub fn alarm_colour(alarm: Alarm) -> egui::Color32 {
    match alarm {
        Alarm::Calm => egui::Color32::from_rgb(96, 132, 168),
        Alarm::Amber => egui::Color32::from_rgb(214, 150, 40),
        Alarm::Red => egui::Color32::from_rgb(200, 60, 50),
    }
}

/// The gauge: the state in words, under it a bar filled to the danger (marks at amber and red),
/// and the line of why once it is amber or red.
pub(super) fn gauge(ui: &mut egui::Ui, tr: &Tr, g: &Gauge) {
    let alarm = g.alarm();
    let tried = g.lost.map_or(0, |(_, d, _)| d.tried as usize);
    let turns = mists_bot::odds::DANGER_HORIZON.unwrap_or(0) as usize;
    let tip = tr!(tr, "table-danger-tip", tried = tried, turns = turns);
    ui.label(&g.state).on_hover_text(&tip);
    let (rect, response) =
        ui.allocate_exact_size(egui::vec2(ui.available_width(), 8.0), egui::Sense::hover());
    response.on_hover_text(&tip);
    let painter = ui.painter();
    painter.rect_filled(rect, 3.0, egui::Color32::from_gray(30));
    let share = g.share() as f32;
    if g.lost.is_some() {
        // At least a sliver, so a calm gauge still reads as one.
        let w = (rect.width() * share).max(4.0);
        let fill = egui::Rect::from_min_size(rect.min, egui::vec2(w, rect.height()));
        painter.rect_filled(fill, 3.0, alarm_colour(alarm));
    }
    for mark in [mists_bot::odds::AMBER, mists_bot::odds::RED] {
        let x = rect.left() + rect.width() * mark as f32;
        painter.line_segment(
            [egui::pos2(x, rect.top()), egui::pos2(x, rect.bottom())],
            egui::Stroke::new(1.0, egui::Color32::from_gray(120)),
        );
    }
    if let (Some((lost, ..)), Alarm::Amber | Alarm::Red) = (g.lost, alarm) {
        let lost = lost as usize;
        let why = match g.way {
            Way::Ghosts => tr!(
                tr,
                "table-danger-ghosts",
                lost = lost,
                tried = tried,
                turns = turns
            ),
            Way::Pile => tr!(
                tr,
                "table-danger-pile",
                lost = lost,
                tried = tried,
                turns = turns
            ),
        };
        // Lighter than the bar: words on the panel's grey stay readable (4.5:1).
        let words = match alarm {
            Alarm::Red => egui::Color32::from_rgb(255, 110, 90),
            _ => egui::Color32::from_rgb(240, 185, 90),
        };
        ui.colored_label(words, why);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::layout::colour_sight::closest;

    /// Issue 48: the colours the table tells apart stay apart under simulated protanopia,
    /// deuteranopia and tritanopia (Machado 2009, `layout::colour_sight`): the meeple colours (on
    /// the board, the score track and the seats) by ΔE 24 or more, the gauges' calm, amber and
    /// red by 20 or more.
    #[test]
    fn meeple_and_danger_colours_stay_apart_for_colour_blind_eyes() {
        let meeples: Vec<(&str, [u8; 3])> = mists_rules::Colour::ALL
            .iter()
            .map(|&c| (c.name(), crate::setup::colour_rgb(c)))
            .collect();
        let (e, which) = closest(&meeples);
        assert!(e >= 24.0, "meeples: ΔE {e:.1} for {which}");
        let rgb = |a| {
            let c = alarm_colour(a);
            [c.r(), c.g(), c.b()]
        };
        let alarms = [
            ("calm", rgb(Alarm::Calm)),
            ("amber", rgb(Alarm::Amber)),
            ("red", rgb(Alarm::Red)),
        ];
        let (e, which) = closest(&alarms);
        assert!(e >= 20.0, "gauges: ΔE {e:.1} for {which}");
    }
}
