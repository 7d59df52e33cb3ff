//! Menus that overlay a screen without tearing it down (a second state machine).

mod pause;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.init_state::<Menu>();
    app.add_plugins(pause::plugin);
}

#[derive(States, Copy, Clone, Eq, PartialEq, Hash, Debug, Default)]
pub enum Menu {
    #[default]
    None,
    Pause,
}
