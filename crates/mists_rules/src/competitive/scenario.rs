//! Competitive scenarios (docs/competitive.md "Scenarios"): a fixed start for puzzles, rule tests
//! and bug reports — tiles on the board, pieces with their ghosts, scores, guard meeples left in
//! the general supply, the seat to move and the pile order. Whatever is not given is set up as in
//! a normal match (RULES §20.1). Every entry is checked; a bad one is refused naming it.

use super::*;
use crate::level::{ScenarioTile, cell};

/// A fixed start (a preset's `scenario:`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct CompetitiveScenario {
    /// The pile by tile id, bottom first, top (drawn first) last; replaces the shuffle.
    pub pile: Option<Vec<TileId>>,
    /// Tiles on the board besides the start tile (not face down: the competitive game has none).
    pub board: Vec<ScenarioTile>,
    pub pieces: Vec<ScenarioPiece>,
    /// One per seat (default: all 0).
    pub scores: Option<Vec<u32>>,
    /// Guard meeples of each seat still in the general supply (default: the preset's
    /// `guard_supply` each); the others are in the seat's own supply.
    pub general_guards: Option<Vec<u8>>,
    /// The seat to play the first tile (0 = first).
    pub current: Seat,
}

/// A piece on a scenario board, taken from its seat's supply.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScenarioPiece {
    pub seat: Seat,
    #[serde(default = "meeple")]
    pub kind: PieceKind,
    pub cell: (i16, i16),
    /// `Area(n)` of the tile there, or `Keeper` on its cemetery (as `Deploy` plays name them).
    pub spot: Spot,
    /// Ghosts on it, from the ghost supply: 0 to 2 (a third sends it home, RULES §20.3).
    #[serde(default)]
    pub ghosts: u8,
}

fn meeple() -> PieceKind {
    PieceKind::Meeple
}

fn bad(entry: String) -> SetupError {
    SetupError::Scenario(entry)
}

impl Match {
    /// A match from `scenario` (None: a normal start); `seed` shuffles what the scenario's pile
    /// does not fix.
    pub fn start(
        tiles: Arc<TileSet>,
        setup: CompetitiveSetup,
        seed: u64,
        scenario: Option<&CompetitiveScenario>,
    ) -> Result<Match, SetupError> {
        let Some(sc) = scenario else {
            return Match::new(tiles, setup, seed);
        };
        let mut used = Vec::new();
        let mut laid = Vec::new();
        for (i, t) in sc.board.iter().enumerate() {
            let copy = crate::setup::take_copy(&tiles, t.tile, &mut used).ok_or_else(|| {
                bad(format!(
                    "board entry {}: no copy of tile {} left",
                    i + 1,
                    t.tile
                ))
            })?;
            laid.push(copy);
        }
        let pile = match &sc.pile {
            Some(ids) => ids
                .iter()
                .enumerate()
                .map(|(i, &id)| {
                    crate::setup::take_copy(&tiles, id, &mut used).ok_or_else(|| {
                        bad(format!("pile entry {}: no copy of tile {id} left", i + 1))
                    })
                })
                .collect::<Result<Vec<_>, _>>()?,
            None => {
                let mut rest: Vec<CopyIdx> =
                    tiles.copy_indices().filter(|c| !used.contains(c)).collect();
                crate::setup::shuffle(&mut rest, &mut ChaCha8Rng::seed_from_u64(seed));
                rest
            }
        };
        let mut m = Match::undrawn(tiles, setup, pile, Some(seed))?;
        m.lay_board(sc, &laid)?;
        // The general supply first: guard meeples keepers took may stand on the board.
        m.set_counts(sc)?;
        m.set_pieces(sc)?;
        m.scenario = Some(Arc::new(sc.clone()));
        m.draw();
        Ok(m)
    }

    /// This match as it began (None on a peer's copy, which knows no seed).
    pub(super) fn as_begun(&self) -> Option<Match> {
        let sc = self.scenario.as_deref();
        Match::start(self.tiles().clone(), self.setup.clone(), self.seed?, sc).ok()
    }

    /// Whether it began from a scenario (such a match is not played online: its peers would
    /// need the scenario too).
    pub fn from_scenario(&self) -> bool {
        self.scenario.is_some()
    }

    fn lay_board(&mut self, sc: &CompetitiveScenario, laid: &[CopyIdx]) -> Result<(), SetupError> {
        for (i, (t, &copy)) in sc.board.iter().zip(laid).enumerate() {
            let at = cell(t.cell);
            let entry = format!("board entry {} (tile {} at {at})", i + 1, t.tile);
            if t.facedown {
                return Err(bad(format!(
                    "{entry}: the competitive game has no face-down tiles"
                )));
            }
            if t.rot > 3 {
                return Err(bad(format!("{entry}: rotation {} (0 to 3)", t.rot)));
            }
            if !self.board.is_empty(at) {
                return Err(bad(format!(
                    "{entry}: the cell is taken (given twice, or the start tile)"
                )));
            }
            let ty = self.tiles().copy(copy).ty;
            // Laid as a player would lay it: next to the board, its sides matching (RULES §8.2).
            self.board
                .place(at, ty, Some(copy), Rotation(t.rot))
                .map_err(|e| bad(format!("{entry}: {e}")))?;
        }
        Ok(())
    }

    fn set_pieces(&mut self, sc: &CompetitiveScenario) -> Result<(), SetupError> {
        for (i, sp) in sc.pieces.iter().enumerate() {
            let at = cell(sp.cell);
            let entry = format!("piece entry {} (seat {} at {at})", i + 1, sp.seat + 1);
            let spot_ok = match sp.spot {
                Spot::Area(a) => self.board.meeple_spots(at).iter().any(|&(x, _)| x == a),
                Spot::Keeper => {
                    self.board.def_at(at).map(|d| d.special) == Some(mists_board::Special::Cemetery)
                }
            };
            if !spot_ok {
                return Err(bad(format!(
                    "{entry}: {:?} is no place for a piece there (RULES §20.2)",
                    sp.spot
                )));
            }
            if sp.ghosts > 2 || (sp.ghosts > 0 && sp.kind == PieceKind::Guard) {
                return Err(bad(format!(
                    "{entry}: {} ghosts (a meeple holds at most 2, a guard meeple none, RULES §20.3)",
                    sp.ghosts
                )));
            }
            if sp.ghosts > self.ghost_supply {
                return Err(bad(format!("{entry}: no ghosts left in the supply")));
            }
            let p = self.in_supply(sp.seat, sp.kind).ok_or_else(|| {
                bad(format!(
                    "{entry}: no {:?} left in that seat's supply",
                    sp.kind
                ))
            })?;
            self.ghost_supply -= sp.ghosts;
            let piece = &mut self.pieces[p.0 as usize];
            piece.loc = Loc::Board {
                cell: at,
                spot: sp.spot,
            };
            piece.ghosts = sp.ghosts;
        }
        Ok(())
    }

    fn set_counts(&mut self, sc: &CompetitiveScenario) -> Result<(), SetupError> {
        let n = self.setup.players as usize;
        if let Some(scores) = &sc.scores {
            if scores.len() != n || scores.iter().any(|&s| s > 10_000) {
                return Err(bad(format!(
                    "scores: one per seat ({n}), each at most 10000; given {scores:?}"
                )));
            }
            self.scores = scores.clone();
        }
        if let Some(general) = &sc.general_guards {
            if general.len() != n || general.iter().any(|&g| g > self.setup.guard_supply) {
                return Err(bad(format!(
                    "general_guards: one per seat ({n}), each at most {}; given {general:?}",
                    self.setup.guard_supply
                )));
            }
            for (seat, &keep) in general.iter().enumerate() {
                // Guard meeples beyond `keep` were taken by keepers: into the seat's supply.
                let mut taken = self.setup.guard_supply - keep;
                for p in self.pieces.iter_mut() {
                    if taken > 0 && p.owner as usize == seat && p.loc == Loc::General {
                        p.loc = Loc::Supply;
                        taken -= 1;
                    }
                }
            }
        }
        if sc.current as usize >= n {
            return Err(bad(format!("current: seat {} of {n}", sc.current + 1)));
        }
        self.current = sc.current;
        Ok(())
    }
}

impl Match {
    /// The position as a scenario, at a turn's start (a tile waiting to be placed): the board in
    /// the order it was laid, the pieces with their ghosts, scores, the general supply, the seat
    /// to move and the pile with the waiting tile on top. `Match::start` from it gives the same
    /// table (a puzzle or a bug report from a real match). None mid-turn or when over.
    pub fn to_scenario(&self) -> Option<CompetitiveScenario> {
        let Stage::Place(waiting) = self.stage else {
            return None;
        };
        let id = |c: CopyIdx| self.tiles().def(self.tiles().copy(c).ty).id;
        let board = self
            .board
            .placed()
            .iter()
            .filter_map(|p| {
                Some(ScenarioTile {
                    cell: (p.cell.x, p.cell.y),
                    tile: id(p.copy?),
                    rot: p.rot.0,
                    facedown: false,
                })
            })
            .collect();
        let pieces = self
            .pieces
            .iter()
            .filter_map(|p| match p.loc {
                Loc::Board { cell, spot } => Some(ScenarioPiece {
                    seat: p.owner,
                    kind: p.kind,
                    cell: (cell.x, cell.y),
                    spot,
                    ghosts: p.ghosts,
                }),
                _ => None,
            })
            .collect();
        let general = (0..self.setup.players)
            .map(|s| {
                let n = self
                    .pieces
                    .iter()
                    .filter(|p| p.owner == s && p.loc == Loc::General);
                n.count() as u8
            })
            .collect();
        let mut pile: Vec<TileId> = self.pile.iter().map(|&c| id(c)).collect();
        pile.push(id(waiting));
        Some(CompetitiveScenario {
            pile: Some(pile),
            board,
            pieces,
            scores: Some(self.scores.clone()),
            general_guards: Some(general),
            current: self.current,
        })
    }
}
