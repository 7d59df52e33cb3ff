//! How the window is laid out, below every feature: the text style (`theme`), the dock of fixed
//! slots round the board while a table is shown (`dock`) and the full-window pages of the level
//! select (`page`). It names no feature; features show their panels through it.

#[cfg(test)]
pub mod colour_sight;
pub mod dock;
pub mod page;
pub mod theme;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((theme::plugin, dock::plugin));
}
