//! The screens of the game, one state machine (`shared::Screen`): loading → title page → playing →
//! game over; the competitive game is one screen of its own (`crate::competitive`). A screen may
//! use every feature: nothing below imports a screen (README "Layers").

mod about;
mod celebrate;
mod competitive_setup;
mod ending;
mod game_over;
mod level_pictures;
pub(crate) mod level_select;
pub mod loading;
mod loss;
mod playing;
pub mod saved;
mod title;

#[cfg(test)]
mod layout_tests;
#[cfg(test)]
mod question_layout_tests;

use crate::shared::Screen;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.init_state::<Screen>();
    app.add_plugins((
        title::plugin,
        competitive_setup::plugin,
        loading::plugin,
        level_select::plugin,
        about::plugin,
        saved::plugin,
        playing::plugin,
        game_over::plugin,
        level_pictures::plugin,
        ending::plugin,
        celebrate::plugin,
        loss::plugin,
    ));
}
