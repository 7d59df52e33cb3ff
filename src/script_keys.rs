//! The keys a script names (`Key("Z")`, `CtrlKey("Z")`, `Key("Space")`).

use bevy::prelude::*;

/// A key as scripts name it.
pub fn key_code(name: &str) -> Option<KeyCode> {
    use KeyCode::*;
    const LETTERS: [KeyCode; 26] = [
        KeyA, KeyB, KeyC, KeyD, KeyE, KeyF, KeyG, KeyH, KeyI, KeyJ, KeyK, KeyL, KeyM, KeyN, KeyO,
        KeyP, KeyQ, KeyR, KeyS, KeyT, KeyU, KeyV, KeyW, KeyX, KeyY, KeyZ,
    ];
    const DIGITS: [KeyCode; 10] = [
        Digit0, Digit1, Digit2, Digit3, Digit4, Digit5, Digit6, Digit7, Digit8, Digit9,
    ];
    let mut chars = name.chars();
    if let (Some(c), None) = (chars.next(), chars.next()) {
        if c.is_ascii_alphabetic() {
            return Some(LETTERS[(c.to_ascii_uppercase() as u8 - b'A') as usize]);
        }
        if let Some(d) = c.to_digit(10) {
            return Some(DIGITS[d as usize]);
        }
    }
    Some(match name {
        "Space" => Space,
        "Escape" => Escape,
        "Enter" => Enter,
        "Left" => ArrowLeft,
        "Right" => ArrowRight,
        "Home" => Home,
        "F1" => F1,
        "F2" => F2,
        "F12" => F12,
        _ => return None,
    })
}
