//! The person's input at the competitive table: clicks and keys become the same [`Play`]s the
//! bots make (`mists_rules::competitive` checks and plays them); Esc pauses. Mouse: click a lit
//! cell to place the drawn tile (right-click or R turns it), then a ring on the new tile for a
//! meeple there (Shift-click: a guard meeple), or a lit meeple for a ghost. Keys: 1–9 pick a spot
//! (Shift: guard), Space passes, Ctrl+Z undoes the turn's last play (◀/▶ and Space: `cursor`).

use super::cursor::{self, KeyCell};
use super::places::play_at;
use super::table::{CompetitiveTable, TableSystems, kind_for};
use crate::input::{BoardClick, Pointer, RotateDrawn};
use crate::shared::Screen;
use bevy::prelude::*;
use mists_board::Rotation;
use mists_rules::competitive::plugin::{Choose, Undo};
use mists_rules::competitive::{Match, Play, Stage};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<KeyCell>();
    app.add_systems(Update, toggle_pause.run_if(in_state(Screen::Competitive)));
    app.add_systems(Update, turn_input().in_set(TableSystems::Input));
}

/// The turn's input, in this order (the plugin's, and the tests' apps).
pub(super) fn turn_input() -> bevy::ecs::schedule::ScheduleConfigs<bevy::ecs::system::ScheduleSystem>
{
    (rotate, cursor::cell_keys, clicks, keys).chain()
}

fn toggle_pause(
    keys: Res<ButtonInput<KeyCode>>,
    map: Option<Res<crate::keymap::KeyMap>>,
    menu: Res<State<crate::shared::Menu>>,
    mut next: ResMut<NextState<crate::shared::Menu>>,
) {
    use crate::shared::Menu;
    if crate::keymap::pressed(map.as_deref(), &keys, crate::keymap::Action::Menu) {
        next.set(match menu.get() {
            Menu::None => Menu::Pause,
            Menu::Pause => Menu::None,
        });
    }
}

/// Right-click or R: the next rotation that fits at the aim (the keys' cell or the pointer's;
/// any next one elsewhere).
fn rotate(
    mut msgs: MessageReader<RotateDrawn>,
    mut clicks: MessageReader<BoardClick>,
    pointer: Res<Pointer>,
    key: Res<KeyCell>,
    m: Res<Match>,
    mut v: ResMut<CompetitiveTable>,
) {
    let right = clicks
        .read()
        .filter(|c| c.button == MouseButton::Right)
        .count();
    let turns = msgs.read().count() + right;
    if turns == 0 || !v.person_to_act(&m) || !matches!(m.stage, Stage::Place(_)) {
        return;
    }
    for _ in 0..turns {
        let fits = cursor::aim(&key, &pointer)
            .map(|w| m.rotations_at(crate::grid::cell_at(w)))
            .unwrap_or_default();
        let next = (1..=4)
            .map(|k| Rotation((v.rot.0 + k) % 4))
            .find(|r| fits.is_empty() || fits.contains(r))
            .unwrap_or(v.rot);
        v.rot = next;
    }
}

/// Left clicks: a lit cell places the tile; on the new tile, the nearest ring takes a meeple
/// (Shift: a guard meeple); near a lit meeple, a ghost.
fn clicks(
    mut clicks: MessageReader<BoardClick>,
    keys: Res<ButtonInput<KeyCode>>,
    m: Res<Match>,
    v: Res<CompetitiveTable>,
    mut choose: MessageWriter<Choose>,
) {
    // One play a frame: the engine plays it this frame, the next click sees the new table.
    let Some(click) = clicks
        .read()
        .filter(|c| c.button == MouseButton::Left)
        .last()
    else {
        return;
    };
    if !v.person_to_act(&m) {
        return;
    }
    let shift = keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
    if let Some(play) = play_at(&v, &m, click.world, shift) {
        choose.write(Choose(play));
    }
}

/// 1–9: the n-th spot of the new tile (Shift: guard meeple); Space: pass; in a ghost step,
/// 1–9 pick the n-th meeple listed; Ctrl+Z takes back the turn's last play.
fn keys(
    keys: Res<ButtonInput<KeyCode>>,
    map: Option<Res<crate::keymap::KeyMap>>,
    m: Res<Match>,
    v: Res<CompetitiveTable>,
    mut choose: MessageWriter<Choose>,
    mut undo: MessageWriter<Undo>,
) {
    if !v.person_to_act(&m) {
        return;
    }
    use crate::keymap::{Action, pressed};
    let map = map.as_deref();
    let ctrl = keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight]);
    if ctrl && pressed(map, &keys, Action::Undo) {
        undo.write(Undo);
        return;
    }
    let shift = keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
    let digits = [
        KeyCode::Digit1,
        KeyCode::Digit2,
        KeyCode::Digit3,
        KeyCode::Digit4,
        KeyCode::Digit5,
        KeyCode::Digit6,
        KeyCode::Digit7,
        KeyCode::Digit8,
        KeyCode::Digit9,
    ];
    let n = digits.iter().position(|&k| keys.just_pressed(k));
    let play = match (m.stage, n) {
        (Stage::Deploy, _) if pressed(map, &keys, Action::Place) => Some(Play::Pass),
        (Stage::Deploy, Some(i)) => m.free_spots().get(i).map(|&spot| Play::Deploy {
            kind: kind_for(&m, shift),
            spot,
        }),
        (Stage::GhostOther | Stage::GhostOwn, Some(i)) => m.legal().get(i).copied(),
        _ => None,
    };
    if let Some(p) = play {
        choose.write(Choose(p));
    }
}
