//! The in-game overlay beyond the placement HUD: the score/ghost/pile panel, the log, and the
//! decision panel that lets the mouse answer every decision of the rules engine.

pub mod cell_card;
pub mod consequence;
pub mod decisions;
pub mod history;
pub mod lesson_card;
mod names;
pub mod refusal;
pub mod rules_ref;
pub mod shown_options;
pub mod status;
pub mod tile_card;
#[cfg(test)]
mod words_tests;

use bevy::prelude::*;
use bevy_egui::egui;
use mists_rules::Colour;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        status::plugin,
        decisions::plugin,
        history::plugin,
        rules_ref::plugin,
        names::plugin,
        refusal::plugin,
        lesson_card::plugin,
        shown_options::plugin,
        tile_card::plugin,
        consequence::plugin,
    ));
}

/// `text` in a meeple colour, readable on the dark theme: black gets light text on a black chip.
pub fn coloured(c: Colour, text: impl Into<String>) -> egui::RichText {
    let rgb = crate::setup::colour_rgb(c);
    let text = egui::RichText::new(text);
    if c == Colour::Black {
        let [r, g, b] = rgb;
        text.color(egui::Color32::from_gray(220))
            .background_color(egui::Color32::from_rgb(r, g, b))
    } else {
        let [r, g, b] = crate::layout::theme::readable(rgb, crate::layout::theme::PANEL);
        text.color(egui::Color32::from_rgb(r, g, b))
    }
}
