//! Placing without the mouse in the competitive game, as in the cooperative one
//! (`play/placement.rs`): ◀/▶ (the pad's D-pad) move a cursor over the cells the drawn tile fits,
//! turning it to a rotation that fits there; Space (the pad's A) places it at the cursor, or under
//! the pointer when no cursor was set. Moving the mouse hands the aim back to the pointer.

use super::places::play_at;
use super::table::CompetitiveTable;
use crate::grid::cell_centre;
use crate::input::{KeyPlacement, Pointer};
use bevy::prelude::*;
use mists_board::{Cell, Rotation};
use mists_rules::competitive::plugin::Choose;
use mists_rules::competitive::{Match, Stage};

/// The cell the keys or the pad chose, and where the pointer was then.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq)]
pub struct KeyCell {
    pub cell: Option<Cell>,
    pointer_then: Option<Vec2>,
}

/// Where the player aims on the board: the keys' cell, else the pointer over the board.
pub fn aim(key: &KeyCell, pointer: &Pointer) -> Option<Vec2> {
    key.cell
        .map(cell_centre)
        .or(pointer.world.filter(|_| !pointer.over_ui))
}

/// The cells where the drawn tile fits, in the engine's order, each once.
fn cells(m: &Match) -> Vec<Cell> {
    let mut cells: Vec<Cell> = Vec::new();
    for play in m.legal() {
        if let mists_rules::competitive::Play::Place { cell, .. } = play
            && !cells.contains(&cell)
        {
            cells.push(cell);
        }
    }
    cells
}

/// ◀/▶ move the cursor, Space places at the aim (the cooperative `keyboard`'s rules).
pub(super) fn cell_keys(
    mut keys: MessageReader<KeyPlacement>,
    m: Res<Match>,
    mut v: ResMut<CompetitiveTable>,
    pointer: Res<Pointer>,
    mut key: ResMut<KeyCell>,
    mut choose: MessageWriter<Choose>,
) {
    let placing = v.person_to_act(&m) && matches!(m.stage, Stage::Place(_));
    if !placing || (key.cell.is_some() && pointer.screen != key.pointer_then) {
        key.set_if_neq(KeyCell::default());
    }
    if !placing {
        keys.clear();
        return;
    }
    for k in keys.read() {
        let step: i32 = match k {
            KeyPlacement::NextCell => 1,
            KeyPlacement::PreviousCell => -1,
            KeyPlacement::Confirm => continue,
            KeyPlacement::Place => {
                let play = aim(&key, &pointer).and_then(|w| play_at(&v, &m, w, false));
                if let Some(play) = play {
                    choose.write(Choose(play));
                }
                // One play a frame: the next key sees the new table.
                return;
            }
        };
        let cells = cells(&m);
        if cells.is_empty() {
            continue;
        }
        let n = cells.len() as i32;
        let at = key.cell.and_then(|c| cells.iter().position(|&x| x == c));
        let pick = match at {
            Some(i) => (i as i32 + step).rem_euclid(n),
            None if step > 0 => 0,
            None => n - 1,
        };
        let cell = cells[pick as usize];
        *key = KeyCell {
            cell: Some(cell),
            pointer_then: pointer.screen,
        };
        v.rot = fitting(&m.rotations_at(cell), v.rot);
    }
}

/// The tile's turn if it fits, else the first that does.
fn fitting(fits: &[Rotation], rot: Rotation) -> Rotation {
    if fits.contains(&rot) {
        rot
    } else {
        fits.first().copied().unwrap_or(rot)
    }
}
