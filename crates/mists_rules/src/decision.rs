//! Player decisions in (one Message type for the UI, the bot and replays) and the pending
//! decision with its legal options out (RULES §7, every "team choice").

use crate::model::{Colour, MeepleId, MeepleLoc, Meeples};
use bevy_ecs::prelude::*;
use mists_board::{AreaIdx, Cell, Rotation, TileId};
use serde::{Deserialize, Serialize};

/// One decision. Cells and areas are board coordinates; meeples are ids of [`crate::Meeples`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Decision {
    /// 1a: where and how the drawn tile goes (RULES §8.2).
    PlaceTile { cell: Cell, rot: Rotation },
    /// 2a: which mist area leaves a symbol empty when the tile gets one ghost less.
    LeaveEmpty { area: AreaIdx },
    /// 2a: which open cemetery takes the extra ghost (Levels 2–4, RULES §13.2).
    CemeteryGhost { cell: Cell },
    /// 2a: which mist area of a neighbour takes a haunted-cemetery ghost (Levels 5–6, §13.3).
    HauntArea { cell: Cell, area: AreaIdx },
    /// 2b: a meeple of `colour` onto an area of the new tile (RULES §11.1).
    PlaceMeeple { area: AreaIdx, colour: Colour },
    /// 2b: no meeple this turn.
    SkipMeeple,
    /// 3a: which completed feature is resolved next; named by one of its areas.
    ScoreNext { cell: Cell, area: AreaIdx },
    /// 3a: take the points (RULES §12.4).
    Score,
    /// 3a: forgo the points and remove up to 3 ghosts from one tile (`count` 0 removes none).
    Pacify { cell: Option<Cell>, count: u8 },
    /// 3a (Level 6): which scoring meeple takes an award for a colour without one.
    AssignPoints { index: u8 },
    /// 1c / 3c: which meeple is buried (RULES §13.1).
    Bury { meeple: MeepleId },
    /// 3b: which meeple the hound joins (RULES §14.4).
    AttachHound { meeple: MeepleId },
    /// 3b: remove up to 3 ghosts from a tile in the hound's vicinity.
    HoundClear { cell: Cell, count: u8 },
    /// 3b: the hound removes no (more) ghosts.
    HoundDone,
    /// 3c: where the facedown tile goes.
    Facedown { cell: Cell },
}

impl Decision {
    /// The board cell an answer other than a tile placement is about: the tile that takes or loses
    /// ghosts, the cemetery, the feature resolved next, the cell of the meeple buried or joined
    /// by a hound. None for a placement (its cell is chosen among the legal ones) and for answers
    /// about no cell. The window marks these cells and the tutorial points at them.
    pub fn points_at(&self, meeples: &Meeples) -> Option<Cell> {
        match *self {
            Decision::CemeteryGhost { cell }
            | Decision::HauntArea { cell, .. }
            | Decision::ScoreNext { cell, .. }
            | Decision::HoundClear { cell, .. }
            | Decision::Facedown { cell } => Some(cell),
            Decision::Pacify { cell, .. } => cell,
            Decision::Bury { meeple } | Decision::AttachHound { meeple } => {
                match meeples.get(meeple).loc {
                    MeepleLoc::Board { cell, .. } => Some(cell),
                    _ => None,
                }
            }
            _ => None,
        }
    }
}

/// What is being decided, with what the players need to see to decide it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DecisionKind {
    PlaceTile {
        tile: TileId,
    },
    LeaveEmpty {
        cell: Cell,
    },
    CemeteryGhost,
    HauntArea {
        cell: Cell,
    },
    PlaceMeeple {
        cell: Cell,
    },
    ScoringOrder,
    ScoreOrPacify {
        cell: Cell,
        area: AreaIdx,
        value: u32,
        colours: Vec<Colour>,
    },
    AssignPoints {
        colour: Colour,
        points: u32,
    },
    Bury {
        cemetery: Cell,
    },
    AttachHound {
        hound: u8,
    },
    HoundClear {
        hound: u8,
        meeple: MeepleId,
    },
    Facedown,
}

/// The decision the engine waits for, with every legal option (the UI highlights them,
/// the bot picks one, the CLI prints them).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PendingDecision {
    pub kind: DecisionKind,
    pub options: Vec<Decision>,
}

/// The decision the players are asked now (the window's copy of [`crate::Flow::pending`]: it
/// changes only when the question does, so views rebuild on change).
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct Pending(pub Option<PendingDecision>);

/// The decision Message: the mouse, the bot and replays all send this.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Decide(pub Decision);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Meeple;

    #[test]
    fn an_answer_points_at_its_tile_or_at_its_meeples_cell() {
        let (a, b) = (Cell::new(2, -1), Cell::new(0, 3));
        let meeples = Meeples(vec![
            Meeple {
                colour: Colour::Red,
                loc: MeepleLoc::Board {
                    cell: b,
                    area: AreaIdx(1),
                },
            },
            Meeple {
                colour: Colour::Blue,
                loc: MeepleLoc::Supply,
            },
        ]);
        let at = |d: Decision| d.points_at(&meeples);
        assert_eq!(at(Decision::CemeteryGhost { cell: a }), Some(a));
        assert_eq!(at(Decision::Facedown { cell: a }), Some(a));
        assert_eq!(at(Decision::HoundClear { cell: a, count: 2 }), Some(a));
        assert_eq!(
            at(Decision::Pacify {
                cell: Some(a),
                count: 3
            }),
            Some(a)
        );
        assert_eq!(
            at(Decision::Pacify {
                cell: None,
                count: 0
            }),
            None
        );
        // A meeple's answer points at the cell it stands on; one in a supply points nowhere.
        assert_eq!(
            at(Decision::Bury {
                meeple: MeepleId(0)
            }),
            Some(b)
        );
        assert_eq!(
            at(Decision::AttachHound {
                meeple: MeepleId(0)
            }),
            Some(b)
        );
        assert_eq!(
            at(Decision::Bury {
                meeple: MeepleId(1)
            }),
            None
        );
        // A placement is chosen among the legal cells, not pointed at.
        let rot = mists_board::Rotation::default();
        assert_eq!(at(Decision::PlaceTile { cell: a, rot }), None);
        assert_eq!(at(Decision::SkipMeeple), None);
    }
}
