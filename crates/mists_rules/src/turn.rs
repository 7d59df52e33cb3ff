//! Where the turn stands (RULES §7), as typed data per step: each variant holds what its step
//! still has to do, made when the step is entered (see `phase::next`). Steps 1b–3a act on the
//! tile placed in 1a, so those steps carry it; 3b, 3c and the end of the turn do not need it.

use crate::model::MeepleId;
use bevy_ecs::prelude::*;
use bevy_state::prelude::*;
use mists_board::{AreaIdx, Cell, CopyIdx, PlaceOutcome};
use std::collections::VecDeque;

#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Status {
    /// Resources not built yet (see [`crate::setup::start_game`]).
    #[default]
    Setup,
    Playing,
    Won,
    Lost,
}

/// One SubState per rule step of RULES §7, mirroring [`Turn::phase`] for the window.
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

/// The tile of this turn once placed (1a), with what the placement did to the features.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlacedTile {
    pub copy: CopyIdx,
    pub cell: Cell,
    pub outcome: PlaceOutcome,
}

/// The turn's state. The `Phase` SubState mirrors [`Turn::phase`] for the window's run conditions.
#[derive(Resource, Clone, Debug, PartialEq, Eq)]
pub enum Turn {
    /// 1a: the tile drawn face up (None before the draw), waiting for its placement.
    Draw(Option<CopyIdx>),
    /// 1b–3a: steps on the tile just placed.
    Tile(PlacedTile, TileStep),
    /// 3b, 3c and the hand-over to the next player.
    Close(CloseStep),
}

impl Default for Turn {
    fn default() -> Self {
        Turn::Draw(None)
    }
}

/// Steps 1b–3a.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TileStep {
    /// 1b: completed mist banks lose their ghosts.
    Mist,
    /// 1c: cemeteries closed by the placement, each waiting for its burial.
    Burial(VecDeque<Cell>),
    /// 2a: what is still to be placed.
    Ghosts(GhostPlan),
    /// 2b: optionally a meeple.
    Meeple,
    /// 3a: completed occupied features still to be resolved.
    Scoring(ScoringState),
}

/// Steps 3b, 3c and the end of the turn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CloseStep {
    Hounds(HoundStep),
    Facedown(FacedownStep),
    EndTurn,
}

/// What step 2a still has to place this turn (RULES §10.3).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GhostPlan {
    /// Mist areas of the new tile outside completed banks, with their symbols (`S`).
    pub areas: Vec<(AreaIdx, u8)>,
    /// One symbol stays empty (`E`: the tile expanded a bank and has symbols left).
    pub reduce: bool,
    /// The mist ghosts (`N`) are placed.
    pub mist_done: bool,
    /// Levels 2–4: the extra ghost on an open cemetery is still owed (`C`).
    pub cemetery_ghost: bool,
    /// Levels 5–6: misty neighbours of a new haunted cemetery, one ghost each (`H`).
    pub haunt: VecDeque<Cell>,
}

impl GhostPlan {
    /// `N` of RULES §10.3.
    pub fn mist_ghosts(&self) -> u32 {
        let s: u32 = self.areas.iter().map(|(_, n)| *n as u32).sum();
        if self.reduce { s.saturating_sub(1) } else { s }
    }

    /// `N + C + H`.
    pub fn needed(&self) -> u32 {
        self.mist_ghosts() + self.cemetery_ghost as u32 + self.haunt.len() as u32
    }
}

/// A feature named by one of its areas (stable while step 3a runs).
pub type FeatureKey = (Cell, AreaIdx);

/// An award step 3a still has to make.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Award {
    /// Feature points for a colour.
    Points {
        colour: crate::model::Colour,
        points: u32,
    },
    /// A hound on a returned meeple of `colour` scores the ghosts on the board (§14.5).
    Hound {
        hound: u8,
        colour: crate::model::Colour,
    },
}

/// Step 3a: the features still to resolve and where the current one stands.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ScoringState {
    pub queue: Vec<FeatureKey>,
    pub now: Resolving,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Resolving {
    /// The team picks the next feature.
    #[default]
    Choose,
    /// Score or pacify this feature (RULES §12.4).
    Decide(FeatureKey),
    /// The awards of the feature just resolved, one by one (RULES §12.5).
    Awards(VecDeque<Award>),
}

/// Step 3b: markers reached, and the hound being deployed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HoundStep {
    /// Look for the next marker reached (A-7: in order).
    Check,
    /// The hound of marker `hound` waits to join a meeple (RULES §14.4).
    Attach { hound: u8 },
    /// It stands by `meeple` and may chase ghosts from up to 2 tiles (`cleared` done).
    Chase {
        hound: u8,
        meeple: MeepleId,
        cleared: Vec<Cell>,
    },
}

/// Step 3c (Levels 5–6, RULES §13.3).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FacedownStep {
    /// The tile drawn unseen waits for its cell.
    Place { drawn: CopyIdx },
    /// Cemeteries the facedown tile closed, each waiting for its burial.
    Bury(VecDeque<Cell>),
}

impl Turn {
    /// The rule step this state belongs to.
    pub fn phase(&self) -> Phase {
        match self {
            Turn::Draw(_) => Phase::PlaceTile,
            Turn::Tile(_, s) => match s {
                TileStep::Mist => Phase::Mist,
                TileStep::Burial(_) => Phase::Burial,
                TileStep::Ghosts(_) => Phase::Ghosts,
                TileStep::Meeple => Phase::Meeple,
                TileStep::Scoring(_) => Phase::Scoring,
            },
            Turn::Close(s) => match s {
                CloseStep::Hounds(_) => Phase::Hounds,
                CloseStep::Facedown(_) => Phase::Facedown,
                CloseStep::EndTurn => Phase::EndTurn,
            },
        }
    }

    /// The tile drawn face up this turn (public: it is shown, RULES §8.1).
    pub fn drawn(&self) -> Option<CopyIdx> {
        match self {
            Turn::Draw(d) => *d,
            Turn::Tile(t, _) => Some(t.copy),
            Turn::Close(_) => None,
        }
    }

    /// Tiles drawn and not laid yet: the face-up tile before its placement, a facedown tile
    /// before its cell is chosen.
    pub fn tiles_in_hand(&self) -> usize {
        match self {
            Turn::Draw(Some(_)) | Turn::Close(CloseStep::Facedown(FacedownStep::Place { .. })) => 1,
            _ => 0,
        }
    }

    /// The tile placed this turn, during steps 1b–3a.
    pub fn placed(&self) -> Option<&PlacedTile> {
        match self {
            Turn::Tile(t, _) => Some(t),
            _ => None,
        }
    }
}
