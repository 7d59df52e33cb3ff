//! The keys on the settings page (issue 48): the map follows the settings file's changes, the
//! texts name the keys as bound, and an action waiting for its key takes the next one pressed.

use crate::keymap::{Action, BindError, KeyMap};
use bevy::prelude::*;

/// Where a waiting action takes its key: after the keyboard (and a script's keys) are read, before
/// anything else acts on them.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct KeyCapture;

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
    last: Option<Res<crate::keymap::LastInput>>,
) {
    if settings.is_changed() {
        let fresh = KeyMap::from_changes(&settings.keys);
        if *map != fresh {
            *map = fresh;
        }
    }
    let Some(mut tr) = tr else { return };
    // Only when something they are made of changed (a new language's texts, the map, the input).
    if !(tr.is_changed() || map.is_changed() || last.as_ref().is_some_and(|l| l.is_changed())) {
        return;
    }
    let pad = last.is_some_and(|l| *l == crate::keymap::LastInput::Pad);
    let names = tr.key_args(&map, pad);
    if tr.keys() != names.as_slice() {
        tr.set_keys(names);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The settings page's capture: a held key is refused with its owner, Esc gives up, a free
    /// key is taken and kept in the settings.
    #[test]
    fn a_waiting_action_takes_the_next_free_key_and_refuses_a_held_one() {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, bevy::input::InputPlugin));
        app.init_resource::<super::super::UserSettings>();
        app.insert_resource(Rebinding {
            waiting: Some(Action::Turn),
            refused: None,
        });
        app.add_systems(PreUpdate, capture.after(bevy::input::InputSystems));
        let press = crate::testing::tap;
        press(&mut app, KeyCode::KeyH);
        let r = app.world().resource::<Rebinding>().clone();
        assert_eq!(r.refused, Some(BindError::Taken(Action::Hint)));
        assert_eq!(r.waiting, Some(Action::Turn), "still waiting");
        press(&mut app, KeyCode::KeyT);
        let s = app.world().resource::<super::super::UserSettings>();
        assert_eq!(s.keys.get(&Action::Turn).map(String::as_str), Some("T"));
        assert_eq!(*app.world().resource::<Rebinding>(), Rebinding::default());
        // Esc gives up without a change.
        app.insert_resource(Rebinding {
            waiting: Some(Action::Hint),
            refused: None,
        });
        press(&mut app, KeyCode::Escape);
        assert_eq!(app.world().resource::<Rebinding>().waiting, None);
        let s = app.world().resource::<super::super::UserSettings>();
        assert_eq!(s.keys.len(), 1);
    }
}
