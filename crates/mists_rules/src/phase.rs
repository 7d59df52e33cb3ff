//! The order of the rule steps (RULES §7) in one place: [`STEPS`] lists them with the levels they
//! apply in; [`run`] sends the turn to its step and [`next`] enters the next applicable one.
//! The game status and the turn-phase SubState live with the turn (`turn.rs`).

use crate::flow::{Cx, Step};
use crate::level::{CemeteryRule, LevelConfig};
use crate::steps::*;
use crate::turn::{CloseStep, HoundStep, PlacedTile, TileStep, Turn};
pub use crate::turn::{Phase, Status};

/// A rule step and the levels it applies in (RULES §7 "Levels" column; a skipped step does nothing).
pub struct StepDef {
    pub phase: Phase,
    pub applies: fn(&LevelConfig) -> bool,
}

fn always(_: &LevelConfig) -> bool {
    true
}

/// RULES §7, in order.
pub const STEPS: [StepDef; 9] = [
    StepDef {
        phase: Phase::PlaceTile,
        applies: always,
    },
    StepDef {
        phase: Phase::Mist,
        applies: always,
    },
    StepDef {
        phase: Phase::Burial,
        applies: |c| c.cemeteries != CemeteryRule::None,
    },
    StepDef {
        phase: Phase::Ghosts,
        applies: always,
    },
    StepDef {
        phase: Phase::Meeple,
        applies: always,
    },
    StepDef {
        phase: Phase::Scoring,
        applies: always,
    },
    StepDef {
        phase: Phase::Hounds,
        applies: |c| c.has_hounds(),
    },
    StepDef {
        phase: Phase::Facedown,
        applies: |c| c.cemeteries == CemeteryRule::Haunted,
    },
    StepDef {
        phase: Phase::EndTurn,
        applies: always,
    },
];

/// Whether a step applies in this level.
pub fn applies(phase: Phase, cfg: &LevelConfig) -> bool {
    STEPS
        .iter()
        .find(|s| s.phase == phase)
        .is_some_and(|s| (s.applies)(cfg))
}

/// The step after `phase` in this level (the next turn's 1a after the last).
pub fn after(phase: Phase, cfg: &LevelConfig) -> Phase {
    let i = STEPS.iter().position(|s| s.phase == phase).unwrap_or(0);
    STEPS[i + 1..]
        .iter()
        .find(|s| (s.applies)(cfg))
        .map_or(Phase::PlaceTile, |s| s.phase)
}

/// Run the step the turn stands at.
pub(crate) fn run(cx: &mut Cx, turn: &mut Turn) -> Step {
    match turn {
        Turn::Draw(drawn) => place_tile::run(cx, drawn),
        Turn::Tile(tile, step) => match step {
            TileStep::Mist => mist::run(cx, tile),
            TileStep::Burial(queue) => cx.run_burials(queue).into(),
            TileStep::Ghosts(plan) => ghosts::run(cx, tile, plan),
            TileStep::Meeple => meeple::run(cx, tile),
            TileStep::Scoring(st) => scoring::run(cx, st),
        },
        Turn::Close(step) => match step {
            CloseStep::Hounds(h) => hounds::run(cx, h),
            CloseStep::Facedown(fd) => facedown::run(cx, fd),
            CloseStep::EndTurn => end_turn::run(cx),
        },
    }
}

/// Leave the finished step and enter the next applicable one; its state is made on entry.
/// `placed` is the tile 1a just placed; the tile steps (1b–3a) carry it from one to the next.
pub(crate) fn next(cx: &mut Cx, turn: &mut Turn, placed: Option<PlacedTile>) {
    let old = std::mem::take(turn);
    let mut phase = old.phase();
    let mut tile = placed.or(match old {
        Turn::Tile(t, _) => Some(t),
        _ => None,
    });
    *turn = loop {
        phase = after(phase, cx.t.cfg());
        match phase {
            Phase::PlaceTile => break Turn::Draw(None),
            Phase::Hounds => break Turn::Close(CloseStep::Hounds(HoundStep::Check)),
            Phase::Facedown => match facedown::enter(cx) {
                Some(step) => break Turn::Close(CloseStep::Facedown(step)),
                None => continue, // no open cemetery with an empty cell, or the game ended
            },
            Phase::EndTurn => break Turn::Close(CloseStep::EndTurn),
            // The tile steps come right after 1a (STEPS), so the tile is there; if a level
            // skipped them all, the tile is simply no longer needed.
            Phase::Mist | Phase::Burial | Phase::Ghosts | Phase::Meeple | Phase::Scoring => {
                let Some(t) = tile.take() else { continue };
                let step = match phase {
                    Phase::Burial => TileStep::Burial(cx.close_cemeteries()),
                    Phase::Ghosts => TileStep::Ghosts(ghosts::enter(cx, &t)),
                    Phase::Meeple => TileStep::Meeple,
                    Phase::Scoring => TileStep::Scoring(scoring::enter(cx, &t)),
                    _ => TileStep::Mist,
                };
                break Turn::Tile(t, step);
            }
        }
    };
}
