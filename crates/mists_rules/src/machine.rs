//! The rules machine: runs the steps of RULES §7 on a [`Table`] and a [`Turn`] until the players
//! must decide or the game ends. Plain Rust: the ECS systems (`plugin`), the headless [`crate::Sim`]
//! and the bots' look-ahead all run it. What every step shares ([`Cx`], [`Flow`]) is in `flow`.

pub use crate::flow::{Cx, Flow, Outcome, Rejected, Step};
use crate::phase;
use crate::table::Table;
use crate::turn::Turn;
use bevy_ecs::prelude::*;

/// How far the machine runs before it returns.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Stepping {
    /// Every step that needs no decision, until the players must decide (headless, look-ahead).
    #[default]
    UntilDecision,
    /// One step (the window shows one step per frame for its animations).
    OneStep,
    /// Like `UntilDecision`, but stop when the turn reaches step 3b (look-ahead: the turn's
    /// own effects are done; the pile clock and the facedown tile come after).
    UntilClose,
    /// Like `UntilDecision`, but stop before the next turn's draw (look-ahead of one turn).
    UntilTurnEnd,
}

/// Run the steps from where the turn stands. Returns whether anything ran.
pub fn advance(t: &mut Table, turn: &mut Turn, f: &mut Flow, stepping: Stepping) -> bool {
    let mut ran = false;
    while f.over.is_none() {
        let stop = match stepping {
            Stepping::UntilTurnEnd => *turn == Turn::Draw(None),
            Stepping::UntilClose => matches!(turn, Turn::Close(_) | Turn::Draw(None)),
            _ => false,
        };
        if stop && ran {
            break;
        }
        ran = true;
        let mut cx = Cx { t, f };
        let placed = match phase::run(&mut cx, turn) {
            Step::Wait => break,
            Step::Done => None,
            Step::Placed(tile) => Some(tile),
        };
        phase::next(&mut cx, turn, placed);
        if stepping == Stepping::OneStep {
            break;
        }
    }
    ran
}
