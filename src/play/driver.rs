//! A stand-in for the rules engine: the board, a shuffled pile, the drawn tile and its legal
//! placements. The UI talks to it only through [`Driver::current`], [`Driver::rotations_at`],
//! [`Driver::legal`] and [`Driver::submit`], so it can later be swapped for the engine's decision
//! Messages without touching the board view or the input code.

use bevy::prelude::*;
use mists_board::{
    Board, Cell, CopyIdx, PlacementError, Rotation, RotationSet, Special, TileSet, TypeIdx,
};
use rand::SeedableRng;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;
use std::sync::Arc;

/// Why [`Driver::submit`] refused a placement; nothing changed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SubmitError {
    #[error("no tile is waiting to be placed")]
    NoTile,
    #[error(transparent)]
    Illegal(#[from] PlacementError),
}

/// The tile waiting to be placed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Drawn {
    pub copy: CopyIdx,
    pub ty: TypeIdx,
}

#[derive(Resource, Clone)]
pub struct Driver {
    board: Board,
    /// Facedown pile; the next tile is the last element.
    pile: Vec<CopyIdx>,
    current: Option<Drawn>,
    legal: Vec<(Cell, RotationSet)>,
    discarded: Vec<CopyIdx>,
    placed: u32,
    seed: u64,
}

impl Driver {
    /// A new game: the start tile, the level's tile pool shuffled with `seed` (RULES §6), and the
    /// first tile drawn. Level 1 plays without castles and cemeteries (RULES §5).
    pub fn new(tiles: Arc<TileSet>, level: u8, seed: u64) -> Driver {
        let mut pile: Vec<CopyIdx> = tiles
            .copy_indices()
            .filter(|&c| {
                level >= 2
                    || !matches!(
                        tiles.copy_def(c).special,
                        Special::Castle | Special::Cemetery
                    )
            })
            .collect();
        pile.shuffle(&mut ChaCha8Rng::seed_from_u64(seed));
        let mut d = Driver {
            board: Board::with_start(tiles),
            pile,
            current: None,
            legal: Vec::new(),
            discarded: Vec::new(),
            placed: 0,
            seed,
        };
        d.draw();
        d
    }

    /// Draw until a tile fits somewhere; a tile that fits nowhere leaves the game (RULES §8.3, A-23).
    fn draw(&mut self) {
        self.current = None;
        self.legal.clear();
        while let Some(copy) = self.pile.pop() {
            let ty = self.board.tiles().copy(copy).ty;
            let legal = self.board.legal_placements(ty);
            if legal.is_empty() {
                self.discarded.push(copy);
                continue;
            }
            self.current = Some(Drawn { copy, ty });
            self.legal = legal;
            return;
        }
    }

    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The drawn tile; `None` once the pile is exhausted (game over for now).
    pub fn current(&self) -> Option<Drawn> {
        self.current
    }

    /// Every cell the drawn tile fits, with the rotations that fit there.
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

    /// Place the drawn tile; an illegal placement changes nothing. Draws the next tile.
    pub fn submit(&mut self, cell: Cell, rot: Rotation) -> Result<(), SubmitError> {
        let Some(drawn) = self.current else {
            return Err(SubmitError::NoTile);
        };
        self.board.place(cell, drawn.ty, Some(drawn.copy), rot)?;
        self.placed += 1;
        self.draw();
        Ok(())
    }

    pub fn pile_len(&self) -> usize {
        self.pile.len()
    }

    pub fn placed_count(&self) -> u32 {
        self.placed
    }

    pub fn discarded(&self) -> &[CopyIdx] {
        &self.discarded
    }

    pub fn seed(&self) -> u64 {
        self.seed
    }

    pub fn is_finished(&self) -> bool {
        self.current.is_none()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::play::tests::tiles;

    #[test]
    fn same_seed_same_game_and_level_1_has_no_castles_or_cemeteries() {
        let a = Driver::new(tiles(), 1, 7);
        let b = Driver::new(tiles(), 1, 7);
        assert_eq!(a.current(), b.current());
        assert_eq!(a.pile, b.pile);
        let total = a.pile_len() + 1 + a.discarded().len();
        assert_eq!(total, 50, "RULES §5: Level 1 plays 50 tiles");
        assert_eq!(Driver::new(tiles(), 2, 7).pile_len() + 1, 60);
    }

    #[test]
    fn submit_accepts_only_legal_placements_and_runs_to_the_end() {
        let mut d = Driver::new(tiles(), 2, 3);
        let mut steps = 0;
        while let Some(drawn) = d.current() {
            let (cell, rots) = d.legal()[0];
            // A rotation that does not fit (if any) is refused and changes nothing.
            if let Some(bad) = Rotation::ALL.into_iter().find(|r| !rots.contains(*r)) {
                assert!(d.submit(cell, bad).is_err());
                assert_eq!(d.current(), Some(drawn));
            }
            assert!(
                d.submit(Cell::new(500, 500), rots.iter().next().unwrap())
                    .is_err()
            );
            d.submit(cell, rots.iter().next().unwrap()).unwrap();
            steps += 1;
        }
        assert_eq!(steps + d.discarded().len(), 60);
        assert_eq!(d.board().placed().len(), 4 + steps);
        assert!(d.is_finished());
    }
}
