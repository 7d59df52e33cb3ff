//! The in-game overlay beyond the placement HUD: the score/ghost/pile panel, the log, and the
//! decision panel that lets the mouse answer every decision of the rules engine.

pub mod decisions;
pub mod history;
pub mod status;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((status::plugin, decisions::plugin, history::plugin));
}
