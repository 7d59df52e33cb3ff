//! Menus that overlay a screen without tearing it down (a second state machine).

mod pause;

use crate::shared::Menu;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.init_state::<Menu>();
    app.add_plugins(pause::plugin);
}
