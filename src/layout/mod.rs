//! How the window is laid out, below every feature: the text style (`theme`), the dock of fixed
//! slots round the board while a table is shown (`dock`) and the full-window pages of the title
//! page (`page`). It names no feature; features show their panels through it.

#[cfg(test)]
pub mod colour_sight;
pub mod dock;
pub mod page;
pub mod switches;
pub mod theme;

use bevy::prelude::*;
use bevy_egui::egui;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((theme::plugin, dock::plugin));
}

/// `response`'s control named for a screen reader (issue 48): a field, a list or a slider whose
/// words stand beside it rather than on it.
pub fn named(response: egui::Response, name: impl Into<String>) -> egui::Response {
    let name = name.into();
    response
        .ctx
        .accesskit_node_builder(response.id, |n| n.set_label(name));
    response
}

/// A slider named `name` with its value written beside it (`suffix` after the number): egui's own
/// number box beside a slider is a second control no screen reader could name.
pub fn slider(
    ui: &mut egui::Ui,
    value: &mut f32,
    range: std::ops::RangeInclusive<f32>,
    step: f64,
    name: &str,
    suffix: &str,
) -> egui::Response {
    let r = ui.add(
        egui::Slider::new(value, range)
            .step_by(step)
            .show_value(false),
    );
    ui.label(format!("{value:.2}{suffix}"));
    named(r, name)
}

/// The legend's swatch: a short thick line, as the chart draws its lines.
pub const SWATCH: egui::Vec2 = egui::vec2(16.0, 5.0);

/// A chart's legend above it (issue 49: egui_plot's own sat over the lines with grey dots; the game-over and statistics charts): each
/// line's colour as a swatch and its name in that colour.
pub fn legend(ui: &mut egui::Ui, entries: &[(String, egui::Color32)]) {
    ui.horizontal_wrapped(|ui| {
        for (name, colour) in entries {
            let (rect, _) = ui.allocate_exact_size(SWATCH, egui::Sense::hover());
            ui.painter().rect_filled(rect, 1.0, *colour);
            ui.label(egui::RichText::new(name).small().color(*colour));
        }
    });
}

/// A count axis's label (games, turns): whole numbers only, so a chart of one or two games is
/// not read against 0.5 … 1.4 (issue 64).
pub fn count_label(value: f64) -> String {
    if value.fract().abs() < 1e-9 && value >= 0.0 {
        format!("{value:.0}")
    } else {
        String::new()
    }
}

/// A count axis's grid: marks on whole numbers (1, 5, 10 apart as the chart zooms).
pub fn count_marks(input: egui_plot::GridInput) -> Vec<egui_plot::GridMark> {
    egui_plot::uniform_grid_spacer(|_| [1.0, 5.0, 10.0])(input)
}

#[cfg(test)]
mod count_tests {
    #[test]
    fn a_count_axis_says_whole_numbers_only() {
        assert_eq!(super::count_label(3.0), "3");
        assert_eq!(super::count_label(0.0), "0");
        assert_eq!(super::count_label(0.5), "");
        assert_eq!(super::count_label(1.4), "");
        assert_eq!(super::count_label(-1.0), "");
    }
}
