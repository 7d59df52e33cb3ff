//! The screens of the game, one state machine: loading → title (level select) → playing → game over;
//! the competitive game is one screen of its own (`crate::versus`).

mod about;
mod game_over;
pub mod loading;
mod playing;
pub mod saved;
mod title;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.init_state::<Screen>();
    app.add_plugins((
        loading::plugin,
        title::plugin,
        about::plugin,
        saved::plugin,
        playing::plugin,
        game_over::plugin,
    ));
}

#[derive(States, Copy, Clone, Eq, PartialEq, Hash, Debug, Default)]
pub enum Screen {
    #[default]
    Loading,
    /// The level select.
    Title,
    Playing,
    GameOver,
    /// The competitive game (RULES §20), its own screen from first tile to final scores.
    Versus,
}

pub use loading::LoadError;
