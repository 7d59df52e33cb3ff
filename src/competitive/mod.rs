//! The competitive game in the window (RULES §20, docs/competitive.md): 2–5 seats, each a person
//! or the greedy bot, on one screen from the first tile to the final breakdown. This file only
//! wires its rooms: the table's resources, condition and order (`table`), the person's input
//! (`input`, `cursor`) and the bot seats (`bots`, `think`) making the same plays the engine checks
//! and plays, the board (`view`, `marks`, `places`), the panels and cards (`panel`, `card`,
//! `consequence`, `help`, `log`, `final_scores`, `words`), the match's start, saves, replays and
//! review. A gamepad presses the same keys (`crate::pad`) and answers the bar's questions.

pub mod autosave;
mod bots;
mod card;
mod consequence;
mod cursor;
mod final_scores;
mod help;
mod input;
mod log;
mod marks;
mod panel;
mod places;
pub mod replay;
mod review;
mod start;
mod table;
#[cfg(test)]
pub(crate) mod tests;
mod think;
mod view;
mod words;

pub use table::{
    CompetitiveArt, CompetitiveChoices, CompetitiveTable, MatchBegan, at_table, busy, seat_colour,
};

use bevy::prelude::*;
use mists_rules::competitive::plugin::CompetitivePlugin;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        CompetitivePlugin,
        table::plugin,
        start::plugin,
        input::plugin,
        bots::plugin,
        view::plugin,
        marks::plugin,
    ));
    app.add_plugins((
        panel::plugin,
        final_scores::plugin,
        card::plugin,
        consequence::plugin,
        help::plugin,
        log::plugin,
        autosave::plugin,
        replay::plugin,
        review::plugin,
    ));
}
