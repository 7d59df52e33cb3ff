//! Game status and the turn-phase SubStates. The order of the rule steps lives here, in one place
//! (RULES §7); each step's system only says "done" and [`after`] picks the next applicable step.

use crate::level::{CemeteryRule, LevelConfig};
use bevy_ecs::prelude::*;
use bevy_state::prelude::*;

#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Status {
    /// Resources not built yet (see [`crate::setup::start_game`]).
    #[default]
    Setup,
    Playing,
    Won,
    Lost,
}

/// One SubState per rule step of RULES §7.
#[derive(SubStates, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[source(Status = Status::Playing)]
pub enum Phase {
    /// 1a: draw and place a tile.
    #[default]
    PlaceTile,
    /// 1b: completed mist banks lose their ghosts.
    Mist,
    /// 1c: bury a meeple per closed cemetery (Levels 2–6).
    Burial,
    /// 2a: ghosts for the new tile (and cemetery ghosts).
    Ghosts,
    /// 2b: optionally place a meeple.
    Meeple,
    /// 3a: score or pacify completed occupied features; hounds on them score.
    Scoring,
    /// 3b: reached markers advance the pile and deploy hounds (Levels 3–6).
    Hounds,
    /// 3c: a facedown tile next to an open cemetery (Levels 5–6).
    Facedown,
    /// Next player.
    EndTurn,
}

const ORDER: [Phase; 9] = [
    Phase::PlaceTile,
    Phase::Mist,
    Phase::Burial,
    Phase::Ghosts,
    Phase::Meeple,
    Phase::Scoring,
    Phase::Hounds,
    Phase::Facedown,
    Phase::EndTurn,
];

/// Whether a step applies in this level (RULES §7 "Levels" column; a skipped step does nothing).
pub fn applies(phase: Phase, cfg: &LevelConfig) -> bool {
    match phase {
        Phase::Burial => cfg.cemeteries != CemeteryRule::None,
        Phase::Hounds => cfg.thresholds.len() > 1,
        Phase::Facedown => cfg.cemeteries == CemeteryRule::Haunted,
        _ => true,
    }
}

/// The step after `phase` in this level.
pub fn after(phase: Phase, cfg: &LevelConfig) -> Phase {
    let i = ORDER.iter().position(|p| *p == phase).unwrap_or(0);
    ORDER[i + 1..]
        .iter()
        .copied()
        .find(|p| applies(*p, cfg))
        .unwrap_or(Phase::PlaceTile)
}

/// Ordering of the engine's systems in one frame: decisions in, then the active step.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RulesSet {
    /// Read `Decide` messages into the inbox.
    Intake,
    /// The active rule step (exactly one runs, by phase).
    Step,
}
