//! Controls of the player's own (issue 48): every keyboard action with its keys, the defaults in
//! one table, the player's changes kept in the settings file by the keys' names
//! (`settings::keys`). Every system that reads a key asks [`pressed`] for its action, and every
//! text that names a key takes it from here (`$key-<action>` in any message, `i18n::Tr`), so
//! they show the keys as bound. The answers' digits 1–9 and 0 stay fixed: they are the rows'
//! numbers on screen.

use bevy::prelude::*;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// An action a key starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Action {
    Place,
    Turn,
    NextCell,
    PreviousCell,
    Confirm,
    Undo,
    Hint,
    NoMeeple,
    Recentre,
    Menu,
    Rules,
    Settings,
    Screenshot,
    Point,
    Fullscreen,
}

impl Action {
    pub const ALL: [Action; 15] = [
        Action::Place,
        Action::Turn,
        Action::NextCell,
        Action::PreviousCell,
        Action::Confirm,
        Action::Undo,
        Action::Hint,
        Action::NoMeeple,
        Action::Recentre,
        Action::Menu,
        Action::Rules,
        Action::Settings,
        Action::Screenshot,
        Action::Point,
        Action::Fullscreen,
    ];

    /// The keys it has unless the player changed them (Undo with Ctrl held).
    pub fn defaults(self) -> &'static [KeyCode] {
        match self {
            Action::Place => &[KeyCode::Space],
            Action::Turn => &[KeyCode::KeyR],
            Action::NextCell => &[KeyCode::ArrowRight],
            Action::PreviousCell => &[KeyCode::ArrowLeft],
            Action::Confirm => &[KeyCode::Enter, KeyCode::NumpadEnter],
            Action::Undo => &[KeyCode::KeyZ],
            Action::Hint => &[KeyCode::KeyH],
            Action::NoMeeple => &[KeyCode::KeyN],
            Action::Recentre => &[KeyCode::Home, KeyCode::KeyC],
            Action::Menu => &[KeyCode::Escape],
            Action::Rules => &[KeyCode::F1],
            Action::Settings => &[KeyCode::F2],
            Action::Screenshot => &[KeyCode::F12],
            Action::Point => &[KeyCode::KeyP],
            Action::Fullscreen => &[KeyCode::F11],
        }
    }

    /// The argument every message may use for its keys (`{ $key-undo }`).
    pub fn arg_name(self) -> &'static str {
        match self {
            Action::Place => "key-place",
            Action::Turn => "key-turn",
            Action::NextCell => "key-next-cell",
            Action::PreviousCell => "key-previous-cell",
            Action::Confirm => "key-confirm",
            Action::Undo => "key-undo",
            Action::Hint => "key-hint",
            Action::NoMeeple => "key-no-meeple",
            Action::Recentre => "key-recentre",
            Action::Menu => "key-menu",
            Action::Rules => "key-rules",
            Action::Settings => "key-settings",
            Action::Screenshot => "key-screenshot",
            Action::Point => "key-point",
            Action::Fullscreen => "key-fullscreen",
        }
    }

    /// Its name's message id.
    pub fn text_id(self) -> &'static str {
        match self {
            Action::Place => "action-place",
            Action::Turn => "action-turn",
            Action::NextCell => "action-next-cell",
            Action::PreviousCell => "action-previous-cell",
            Action::Confirm => "action-confirm",
            Action::Undo => "action-undo",
            Action::Hint => "action-hint",
            Action::NoMeeple => "action-no-meeple",
            Action::Recentre => "action-recentre",
            Action::Menu => "action-menu",
            Action::Rules => "action-rules",
            Action::Settings => "action-settings",
            Action::Screenshot => "action-screenshot",
            Action::Point => "action-point",
            Action::Fullscreen => "action-fullscreen",
        }
    }
}

/// The keys a player may bind, by the name the settings file keeps.
const NAMED: &[(KeyCode, &str)] = &[
    (KeyCode::KeyA, "A"),
    (KeyCode::KeyB, "B"),
    (KeyCode::KeyC, "C"),
    (KeyCode::KeyD, "D"),
    (KeyCode::KeyE, "E"),
    (KeyCode::KeyF, "F"),
    (KeyCode::KeyG, "G"),
    (KeyCode::KeyH, "H"),
    (KeyCode::KeyI, "I"),
    (KeyCode::KeyJ, "J"),
    (KeyCode::KeyK, "K"),
    (KeyCode::KeyL, "L"),
    (KeyCode::KeyM, "M"),
    (KeyCode::KeyN, "N"),
    (KeyCode::KeyO, "O"),
    (KeyCode::KeyP, "P"),
    (KeyCode::KeyQ, "Q"),
    (KeyCode::KeyR, "R"),
    (KeyCode::KeyS, "S"),
    (KeyCode::KeyT, "T"),
    (KeyCode::KeyU, "U"),
    (KeyCode::KeyV, "V"),
    (KeyCode::KeyW, "W"),
    (KeyCode::KeyX, "X"),
    (KeyCode::KeyY, "Y"),
    (KeyCode::KeyZ, "Z"),
    (KeyCode::F1, "F1"),
    (KeyCode::F2, "F2"),
    (KeyCode::F3, "F3"),
    (KeyCode::F4, "F4"),
    (KeyCode::F5, "F5"),
    (KeyCode::F6, "F6"),
    (KeyCode::F7, "F7"),
    (KeyCode::F8, "F8"),
    (KeyCode::F9, "F9"),
    (KeyCode::F10, "F10"),
    (KeyCode::F11, "F11"),
    (KeyCode::F12, "F12"),
    (KeyCode::Space, "Space"),
    (KeyCode::Enter, "Enter"),
    (KeyCode::NumpadEnter, "Enter (keypad)"),
    (KeyCode::Escape, "Esc"),
    (KeyCode::Tab, "Tab"),
    (KeyCode::Backspace, "Backspace"),
    (KeyCode::Delete, "Delete"),
    (KeyCode::Insert, "Insert"),
    (KeyCode::Home, "Home"),
    (KeyCode::End, "End"),
    (KeyCode::PageUp, "PageUp"),
    (KeyCode::PageDown, "PageDown"),
    (KeyCode::ArrowLeft, "◀"),
    (KeyCode::ArrowRight, "▶"),
    (KeyCode::ArrowUp, "Up"),
    (KeyCode::ArrowDown, "Down"),
    (KeyCode::Minus, "-"),
    (KeyCode::Equal, "="),
    (KeyCode::Comma, ","),
    (KeyCode::Period, "."),
    (KeyCode::Slash, "/"),
    (KeyCode::Semicolon, ";"),
    (KeyCode::Quote, "'"),
    (KeyCode::BracketLeft, "["),
    (KeyCode::BracketRight, "]"),
    (KeyCode::Backslash, "\\"),
];

/// A key's name as the screen and the settings file show it; None for a key that cannot be bound
/// (the digits answer rows; modifiers and the rest are not offered).
pub fn key_name(k: KeyCode) -> Option<&'static str> {
    NAMED.iter().find(|(c, _)| *c == k).map(|(_, n)| *n)
}

fn key_named(name: &str) -> Option<KeyCode> {
    NAMED.iter().find(|(_, n)| *n == name).map(|(c, _)| *c)
}

/// The keys in force: the defaults with the player's changes.
#[derive(Resource, Debug, Clone, PartialEq)]
pub struct KeyMap(BTreeMap<Action, Vec<KeyCode>>);

impl Default for KeyMap {
    fn default() -> Self {
        KeyMap::from_changes(&BTreeMap::new())
    }
}

/// Why a key was not bound.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum BindError {
    #[error("the key is already used by {0:?}")]
    Taken(Action),
    #[error("that key cannot be bound")]
    NotBindable,
}

impl KeyMap {
    /// The defaults with `changes` (action → key name, as the settings file keeps them); a name
    /// not known, or a key another action holds, is skipped (the default stays).
    pub fn from_changes(changes: &BTreeMap<Action, String>) -> KeyMap {
        let mut map = KeyMap(
            Action::ALL
                .iter()
                .map(|&a| (a, a.defaults().to_vec()))
                .collect(),
        );
        let wanted: Vec<(Action, KeyCode)> = changes
            .iter()
            .filter_map(|(&a, name)| Some((a, key_named(name)?)))
            .collect();
        // The changed actions let go of their defaults first, so two may swap keys.
        for (a, _) in &wanted {
            map.0.insert(*a, Vec::new());
        }
        for (a, k) in wanted {
            if map.bind(a, k).is_err() {
                let free: Vec<KeyCode> = a
                    .defaults()
                    .iter()
                    .copied()
                    .filter(|d| map.owner(*d).is_none())
                    .collect();
                map.0.insert(a, free);
            }
        }
        map
    }

    pub fn keys(&self, a: Action) -> &[KeyCode] {
        self.0.get(&a).map_or(&[], Vec::as_slice)
    }

    /// Which action holds `k`.
    pub fn owner(&self, k: KeyCode) -> Option<Action> {
        self.0
            .iter()
            .find(|(_, ks)| ks.contains(&k))
            .map(|(a, _)| *a)
    }

    /// `a` on `k` alone; refused when another action holds `k`.
    pub fn bind(&mut self, a: Action, k: KeyCode) -> Result<(), BindError> {
        if key_name(k).is_none() {
            return Err(BindError::NotBindable);
        }
        match self.owner(k) {
            Some(other) if other != a => Err(BindError::Taken(other)),
            _ => {
                self.0.insert(a, vec![k]);
                Ok(())
            }
        }
    }

    /// The player's changes, by key name, for the settings file.
    pub fn changes(&self) -> BTreeMap<Action, String> {
        self.0
            .iter()
            .filter(|(a, ks)| ks.as_slice() != a.defaults())
            .filter_map(|(a, ks)| Some((*a, key_name(*ks.first()?)?.to_owned())))
            .collect()
    }

    /// Whether one of `a`'s keys went down this frame.
    pub fn just_pressed(&self, keys: &ButtonInput<KeyCode>, a: Action) -> bool {
        keys.any_just_pressed(self.keys(a).iter().copied())
    }

    /// `a`'s keys as the screen names them ("Home or C"), each name through `local` (a language's
    /// own word for Space, Enter, …).
    pub fn names(&self, a: Action, or: &str, local: &dyn Fn(&str) -> String) -> String {
        let keys = self.keys(a);
        // The keypad's Enter goes without saying beside the Enter key.
        let names: Vec<String> = keys
            .iter()
            .filter(|k| !(**k == KeyCode::NumpadEnter && keys.contains(&KeyCode::Enter)))
            .filter_map(|k| key_name(*k))
            .map(local)
            .collect();
        names.join(&format!(" {or} "))
    }
}

/// [`KeyMap::just_pressed`], with the defaults where there is no map (a test's app).
pub fn pressed(map: Option<&KeyMap>, keys: &ButtonInput<KeyCode>, a: Action) -> bool {
    match map {
        Some(m) => m.just_pressed(keys, a),
        None => keys.any_just_pressed(a.defaults().iter().copied()),
    }
}

/// Which the player used last, the keyboard or a gamepad (`pad`): the texts name its buttons.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub enum LastInput {
    #[default]
    Keyboard,
    Pad,
}

/// An action's button on a gamepad, by the name printed on it (`pad` maps them).
pub fn pad_name(a: Action) -> Option<&'static str> {
    Some(match a {
        Action::PreviousCell => "◀",
        Action::NextCell => "▶",
        Action::Place | Action::Confirm => "A",
        Action::Turn => "X",
        Action::Undo => "B",
        Action::Hint => "Y",
        Action::NoMeeple => "Select",
        Action::Menu => "Start",
        Action::Recentre => "R3",
        _ => return None,
    })
}

/// Each action's argument name and its keys' names (`or` between two keys), for the texts; with
/// `pad`, the pad's button where the action has one.
pub fn key_args(
    map: &KeyMap,
    or: &str,
    local: &dyn Fn(&str) -> String,
    pad: bool,
) -> Vec<(String, String)> {
    Action::ALL
        .iter()
        .map(|&a| {
            let name = pad_name(a)
                .filter(|_| pad)
                .map_or_else(|| map.names(a, or, local), str::to_owned);
            (a.arg_name().to_string(), name)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_key_another_action_holds_is_refused_and_names_its_owner() {
        let mut m = KeyMap::default();
        assert_eq!(
            m.bind(Action::Turn, KeyCode::KeyH),
            Err(BindError::Taken(Action::Hint))
        );
        assert_eq!(m.keys(Action::Turn), &[KeyCode::KeyR]);
        assert_eq!(
            m.bind(Action::Turn, KeyCode::Digit1),
            Err(BindError::NotBindable)
        );
        assert_eq!(m.bind(Action::Turn, KeyCode::KeyT), Ok(()));
        assert_eq!(m.owner(KeyCode::KeyT), Some(Action::Turn));
        assert_eq!(m.owner(KeyCode::KeyR), None, "the old key is free again");
        // Kept by name, and read back the same.
        let changes = m.changes();
        assert_eq!(changes, BTreeMap::from([(Action::Turn, "T".to_string())]));
        assert_eq!(KeyMap::from_changes(&changes), m);
        // A damaged or clashing change leaves the default.
        let odd = BTreeMap::from([
            (Action::Turn, "Klingon".to_string()),
            (Action::Hint, "N".to_string()),
        ]);
        assert_eq!(KeyMap::from_changes(&odd), KeyMap::default());
        // Two actions may swap keys in the file.
        let swap = BTreeMap::from([
            (Action::Hint, "N".to_string()),
            (Action::NoMeeple, "H".to_string()),
        ]);
        let m = KeyMap::from_changes(&swap);
        assert_eq!(
            (m.owner(KeyCode::KeyN), m.owner(KeyCode::KeyH)),
            (Some(Action::Hint), Some(Action::NoMeeple))
        );
    }

    #[test]
    fn every_default_key_has_a_name_and_one_owner() {
        let m = KeyMap::default();
        for a in Action::ALL {
            for &k in a.defaults() {
                assert!(key_name(k).is_some(), "{k:?}");
                assert_eq!(m.owner(k), Some(a), "{k:?}");
            }
        }
        assert_eq!(
            m.names(Action::Recentre, "or", &|n| n.to_string()),
            "Home or C"
        );
    }
}
