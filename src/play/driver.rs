//! The view's window onto the rules engine: the board, the drawn tile and its legal placements,
//! mirrored from the engine's resources by [`super::rules`] whenever they change. The UI talks to
//! it only through [`Driver::current`], [`Driver::rotations_at`], [`Driver::legal`] and
//! [`Driver::submit`]; a submitted placement becomes the same `Decide(Decision::PlaceTile)` Message
//! the bot and record replays send.

use bevy::prelude::*;
use mists_board::{Board, Cell, CopyIdx, PlacementError, Rotation, RotationSet, TypeIdx};
use mists_rules::consequence::PlacementNeed;
use mists_rules::{Decision, DecisionKind, PendingDecision, Sim};
use std::sync::Arc;

/// The tile waiting to be placed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Drawn {
    pub copy: CopyIdx,
    pub ty: TypeIdx,
}

#[derive(Resource, Clone)]
pub struct Driver {
    board: Arc<Board>,
    current: Option<Drawn>,
    legal: Vec<(Cell, RotationSet)>,
    /// Decisions from the UI, sent to the engine by the bridge.
    outbox: Vec<Decision>,
    pile_len: usize,
    discarded: usize,
    seed: u64,
    /// What each legal placement does before anything else is asked (issue 62), as the engine
    /// works it out ([`mists_rules::consequence`]).
    needs: Vec<(Cell, Rotation, PlacementNeed)>,
}

/// Why a submission was refused (nothing is sent then).
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum SubmitError {
    #[error("no tile is waiting to be placed")]
    NoTile,
    #[error("the tile does not fit at {0} with rotation {1:?} (RULES §8.2)")]
    Illegal(Cell, Rotation),
}

impl Driver {
    /// Mirror the engine: `drawn` is the engine's drawn tile, `pending` its awaited decision.
    pub fn mirror(
        board: Arc<Board>,
        pending: Option<&PendingDecision>,
        drawn: Option<CopyIdx>,
        pile_len: usize,
        discarded: usize,
        seed: u64,
    ) -> Driver {
        let mut legal: Vec<(Cell, RotationSet)> = Vec::new();
        let mut current = None;
        if let (Some(p), Some(copy)) = (pending, drawn)
            && matches!(p.kind, DecisionKind::PlaceTile { .. })
        {
            current = Some(Drawn {
                copy,
                ty: board.tiles().copy(copy).ty,
            });
            for o in &p.options {
                if let Decision::PlaceTile { cell, rot } = *o {
                    match legal.iter_mut().find(|(c, _)| *c == cell) {
                        Some((_, set)) => set.insert(rot),
                        None => {
                            let mut set = RotationSet::default();
                            set.insert(rot);
                            legal.push((cell, set));
                        }
                    }
                }
            }
        }
        Driver {
            board,
            current,
            legal,
            outbox: Vec::new(),
            pile_len,
            discarded,
            seed,
            needs: Vec::new(),
        }
    }

    /// Each legal placement's consequence, laid by the engine on a copy of `sim` (the table
    /// now): the marks on losing cells and the cards by the pointer read them.
    pub fn with_needs(mut self, sim: &Sim) -> Driver {
        let Some(d) = self.current else {
            return self;
        };
        self.needs = (self.legal.iter())
            .flat_map(|&(cell, rots)| rots.iter().map(move |rot| (cell, rot)))
            .filter_map(|(cell, rot)| Some((cell, rot, sim.placement_need(d.copy, cell, rot)?)))
            .collect();
        self
    }

    /// The same placements' consequences as `other` worked out (a mirror of the same question).
    pub fn keep_needs_of(mut self, other: &Driver) -> Driver {
        if self.current == other.current && self.legal == other.legal {
            self.needs = other.needs.clone();
        }
        self
    }

    /// What laying the drawn tile at `cell` turned `rot` does (None: it does not fit there).
    pub fn need(&self, cell: Cell, rot: Rotation) -> Option<PlacementNeed> {
        (self.needs.iter())
            .find(|(c, r, _)| *c == cell && *r == rot)
            .map(|(_, _, n)| *n)
    }

    /// Whether the drawn tile loses the game at once at `cell` whichever way it is turned there
    /// (issue 62: such a cell is marked on the board).
    pub fn losing_cell(&self, cell: Cell) -> bool {
        let mut at = self.needs.iter().filter(|(c, _, _)| *c == cell).peekable();
        at.peek().is_some() && at.all(|(_, _, n)| n.loses)
    }

    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The board shared with the engine's table (the same question while it is the same one).
    pub fn board_arc(&self) -> &Arc<Board> {
        &self.board
    }

    /// The drawn tile, while the engine waits for its placement.
    pub fn current(&self) -> Option<Drawn> {
        self.current
    }

    /// Every cell the drawn tile fits, with the rotations that fit there (from the engine's options).
    pub fn legal(&self) -> &[(Cell, RotationSet)] {
        &self.legal
    }

    /// Rotations of the drawn tile that fit at `cell` (empty if none or no tile).
    pub fn rotations_at(&self, cell: Cell) -> RotationSet {
        self.legal
            .iter()
            .find(|(c, _)| *c == cell)
            .map(|(_, r)| *r)
            .unwrap_or_default()
    }

    /// Why the drawn tile may not go at `cell` turned `rot`, in the board's own terms (RULES §8.2:
    /// occupied, no contact, only facedown contact, the clashing sides); None when it fits there or
    /// no tile waits.
    pub fn why_not(&self, cell: Cell, rot: Rotation) -> Option<PlacementError> {
        let d = self.current?;
        self.board.check_placement(cell, d.ty, rot).err()
    }

    /// Queue the placement decision; an illegal one is refused here and never sent.
    /// The drawn tile is cleared at once so a second click cannot submit twice.
    pub fn submit(&mut self, cell: Cell, rot: Rotation) -> Result<(), SubmitError> {
        if self.current.is_none() {
            return Err(SubmitError::NoTile);
        }
        if !self.rotations_at(cell).contains(rot) {
            return Err(SubmitError::Illegal(cell, rot));
        }
        self.outbox.push(Decision::PlaceTile { cell, rot });
        self.current = None;
        self.legal.clear();
        self.needs.clear();
        Ok(())
    }

    pub fn outbox_is_empty(&self) -> bool {
        self.outbox.is_empty()
    }

    pub fn take_outbox(&mut self) -> Vec<Decision> {
        std::mem::take(&mut self.outbox)
    }

    pub fn pile_len(&self) -> usize {
        self.pile_len
    }

    /// Land tiles placed face up (the start tile's quarters not counted).
    pub fn placed_count(&self) -> u32 {
        self.board
            .placed()
            .iter()
            .filter(|p| p.copy.is_some())
            .count() as u32
    }

    pub fn discarded(&self) -> usize {
        self.discarded
    }

    pub fn seed(&self) -> u64 {
        self.seed
    }
}
