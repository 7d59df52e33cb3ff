//! Rule events out, for the view to animate and the log to show.

use crate::model::{Colour, MeepleId};
use bevy_ecs::prelude::*;
use mists_board::{Cell, FeatureKind, Rotation, TileId};
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum GhostCause {
    BankCompleted,
    Pacified,
    CemeteryClosed,
    Hound,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum LossReason {
    /// Step 2a needs more ghosts than the supply holds (RULES §16.2.1).
    GhostShortage,
    /// A tile must be drawn and the active pile is empty (RULES §16.2.2, §14.3).
    TilesExhausted,
}

impl LossReason {
    pub fn key(self) -> &'static str {
        match self {
            LossReason::GhostShortage => "ghost_shortage",
            LossReason::TilesExhausted => "tiles_exhausted",
        }
    }
}

#[derive(Message, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum RuleEvent {
    /// A turn begins: `player` (seat index) draws (RULES §7).
    TurnStarted {
        turn: u32,
        player: usize,
    },
    TileDrawn {
        tile: TileId,
        pile: usize,
    },
    TileDiscarded {
        tile: TileId,
    },
    TilePlaced {
        cell: Cell,
        tile: TileId,
        rot: Rotation,
    },
    BankCompleted {
        cells: Vec<Cell>,
    },
    GhostsPlaced {
        cell: Cell,
        count: u8,
    },
    GhostsRemoved {
        cell: Cell,
        count: u8,
        cause: GhostCause,
    },
    MeeplePlaced {
        meeple: MeepleId,
        cell: Cell,
    },
    MeepleReturned {
        meeple: MeepleId,
    },
    MeepleBuried {
        meeple: MeepleId,
        cemetery: Cell,
    },
    FeatureScored {
        kind: FeatureKind,
        value: u32,
        colours: Vec<Colour>,
    },
    Pacified {
        cell: Option<Cell>,
        count: u8,
    },
    PointsAwarded {
        index: u8,
        points: u32,
        total: u32,
    },
    HoundDeployed {
        hound: u8,
        meeple: MeepleId,
    },
    HoundLost {
        hound: u8,
    },
    HoundScored {
        hound: u8,
        points: u32,
    },
    PileAdvanced {
        active: usize,
    },
    FacedownPlaced {
        cell: Cell,
    },
    CemeteryClosed {
        cell: Cell,
    },
    GameWon,
    GameLost {
        reason: LossReason,
    },
    Rejected {
        decision: crate::Decision,
        reason: String,
    },
}

/// Every event since the game began (the HUD log, records, tests).
#[derive(Resource, Clone, Debug, Default)]
pub struct RuleLog(pub Vec<RuleEvent>);
