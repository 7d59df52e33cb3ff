//! The keys on the settings page (issue 48): the map follows the settings file's changes, the
//! texts name the keys as bound, and an action waiting for its key takes the next one pressed.

use crate::keymap::{Action, BindError, KeyMap};
use bevy::prelude::*;

/// The action waiting for its new key on the settings page, and what the last try said.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct Rebinding {
    pub waiting: Option<Action>,
    pub refused: Option<BindError>,
}

/// While an action waits for its key, the next key pressed is bound to it (Esc gives up); the
/// key goes no further this frame (it does not also act in the game).
pub(super) fn capture(
    mut keys: ResMut<ButtonInput<KeyCode>>,
    mut rebinding: ResMut<Rebinding>,
    mut settings: ResMut<super::UserSettings>,
) {
    let Some(a) = rebinding.waiting else {
        return;
    };
    let Some(k) = keys.get_just_pressed().next().copied() else {
        return;
    };
    keys.clear_just_pressed(k);
    if k == KeyCode::Escape {
        rebinding.waiting = None;
        return;
    }
    let mut map = KeyMap::from_changes(&settings.keys);
    match map.bind(a, k) {
        Ok(()) => {
            settings.keys = map.changes();
            *rebinding = Rebinding::default();
        }
        Err(e) => rebinding.refused = Some(e),
    }
}

/// The map follows the settings (a change on the settings page, a file read at start), and the
/// texts name its keys (`$key-undo` and so on, in the language's word for "or").
pub(crate) fn follow_settings(
    settings: Res<super::UserSettings>,
    mut map: ResMut<KeyMap>,
    tr: Option<ResMut<crate::i18n::Tr>>,
) {
    if settings.is_changed() {
        let fresh = KeyMap::from_changes(&settings.keys);
        if *map != fresh {
            *map = fresh;
        }
    }
    let Some(mut tr) = tr else { return };
    let names = tr.key_args(&map);
    if tr.keys() != names.as_slice() {
        tr.set_keys(names);
    }
}
