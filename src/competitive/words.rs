//! The seats and spots of the competitive game in words, as every panel, card and log line of it
//! says them.

use super::table::seat_colour;
use crate::i18n::Tr;
use bevy_egui::egui;
use mists_board::{AreaKind, Cell};
use mists_rules::competitive::{Match, Spot};

/// "Player 2 (green)".
pub fn who(tr: &Tr, seat: u8) -> String {
    format!(
        "{} ({})",
        tr!(tr, "competitive-seat", n = seat as usize + 1),
        crate::i18n::colour(tr, seat_colour(seat))
    )
}

pub fn coloured(seat: u8, text: String) -> egui::RichText {
    crate::ui::coloured(seat_colour(seat), text)
}

/// A spot of the new tile in words: "the field", "the road over 3 tiles", "the cemetery".
pub fn spot_words(tr: &Tr, m: &Match, cell: Cell, spot: Spot) -> String {
    let Spot::Area(a) = spot else {
        return tr!(tr, "competitive-keeper");
    };
    let Some(def) = m.board.def_at(cell) else {
        return String::new();
    };
    let info = m.board.feature_of(cell, a).map(|f| m.board.feature(f));
    let tiles = info.as_ref().map_or(1, |i| i.cells.len());
    match &def.area(a).kind {
        AreaKind::Road { .. } => tr!(tr, "words-road", tiles = tiles),
        AreaKind::City { .. } => tr!(
            tr,
            "words-city",
            tiles = tiles,
            arms = info.map_or(0, |i| i.arms)
        ),
        AreaKind::Castle => tr!(tr, "words-castle"),
        AreaKind::Monastery => tr!(tr, "words-monastery"),
        AreaKind::Field { .. } => tr!(tr, "words-field"),
        AreaKind::Mist => String::new(),
    }
}
