//! One file per rule step of RULES §7; each registers its system for its phase.

use bevy_app::App;

pub mod burial;
pub mod end_turn;
pub mod facedown;
pub mod ghosts;
pub mod hounds;
pub mod meeple;
pub mod mist;
pub mod place_tile;
pub mod scoring;

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((
        place_tile::plugin,
        mist::plugin,
        burial::plugin,
        ghosts::plugin,
        meeple::plugin,
        scoring::plugin,
        hounds::plugin,
        facedown::plugin,
        end_turn::plugin,
    ));
}
