//! The competitive game "Ghosts, Castles and Cemeteries" (RULES §20): the Mists tiles shuffled
//! into the base game's, majority scoring, ghosts landing on meeples, guard meeples, keepers and
//! farmers. Plain data and plain functions like the cooperative machine: [`Match::legal`] lists
//! what the player to act may decide, [`Match::apply`] checks and plays one decision and runs the
//! automatic steps until the next decision. A match is a pure function of (tiles, setup, seed,
//! decisions).
//!
//! Turn (RULES §20 over the base game's turn): 1 place the drawn tile (a tile that fits nowhere is
//! set aside and another drawn); 2a ghosts on meeples — expand the mist: one ghost on another
//! player's meeple, then limit the mist: one on your own (§20.3); 2b optionally one meeple or guard
//! meeple on the new tile (a farmer on a clear field, a keeper on its cemetery, §20.2); 3 score
//! what the tile completed (§20.4). When the tiles run out, final scoring (§20.5).

mod consequence;
pub use consequence::Effect;
pub mod file;
pub mod lesson;
pub mod plugin;
mod rules;
pub mod scenario;
#[cfg(test)]
mod scenario_tests;
mod score;
pub mod seen;
pub mod state;
#[cfg(test)]
mod tests;

use mists_board::{AreaIdx, Board, Cell, CopyIdx, FeatureKind, Rotation, TileId, TileSet};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

pub use score::Category;

/// How many pieces a match uses (RULES §20.1).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CompetitiveSetup {
    /// 2–5 players, each a colour in seat order.
    pub players: u8,
    /// Normal meeples per player (RULES §20.1: 5; a 6th marks the score).
    #[serde(default = "five")]
    pub meeples: u8,
    /// Guard meeples each player starts with.
    #[serde(default = "two")]
    pub guards: u8,
    /// Guard meeples of each colour in play left in the general supply.
    #[serde(default = "three")]
    pub guard_supply: u8,
    /// Ghosts in the general supply.
    #[serde(default = "fifteen")]
    pub ghosts: u8,
}

fn five() -> u8 {
    5
}
fn two() -> u8 {
    2
}
fn three() -> u8 {
    3
}
fn fifteen() -> u8 {
    15
}

impl CompetitiveSetup {
    pub fn players(n: u8) -> Self {
        Self {
            players: n,
            meeples: 5,
            guards: 2,
            guard_supply: 3,
            ghosts: 15,
        }
    }
}

/// Seat index (0 = first player).
pub type Seat = u8;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PieceKind {
    Meeple,
    /// Never receives ghosts (RULES §20.3).
    Guard,
}

/// Where a piece may stand on the new tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Spot {
    /// A road, city, castle, monastery or clear field area of the tile.
    Area(AreaIdx),
    /// The cemetery of a cemetery tile ("cemetery keeper", RULES §20.2).
    Keeper,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Loc {
    Supply,
    /// A guard meeple still in the general supply (taken by keepers, RULES §20.4).
    General,
    Board {
        cell: Cell,
        spot: Spot,
    },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Piece {
    pub owner: Seat,
    pub kind: PieceKind,
    pub loc: Loc,
    pub ghosts: u8,
}

/// Index into [`Match::pieces`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct PieceId(pub u8);

/// What the player to act decides.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Play {
    Place {
        cell: Cell,
        rot: Rotation,
    },
    /// A ghost onto this meeple (2a).
    Ghost(PieceId),
    /// A meeple or guard meeple onto the new tile (2b).
    Deploy {
        kind: PieceKind,
        spot: Spot,
    },
    /// Place no piece (2b).
    Pass,
}

/// Where the turn stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Stage {
    /// 1: place this tile.
    Place(CopyIdx),
    /// 2a "expand the mist": a ghost on another player's meeple.
    GhostOther,
    /// 2a "limit the mist": a ghost on one of your own meeples.
    GhostOwn,
    /// 2b: a piece on the new tile, or pass.
    Deploy,
    /// The tiles ran out and final scoring is done.
    Over,
}

/// What happened, for logs, sounds and tests.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Happening {
    /// The tile fits nowhere and is set aside (base game).
    SetAside(TileId),
    Placed {
        seat: Seat,
        tile: TileId,
        cell: Cell,
    },
    Ghost {
        piece: PieceId,
        ghosts: u8,
    },
    /// A third ghost sends the meeple home and its ghosts to the supply (RULES §20.3).
    Haunted {
        piece: PieceId,
    },
    Deployed {
        piece: PieceId,
        cell: Cell,
        spot: Spot,
    },
    /// A scoring: each seat's points after ghost penalties (before the floor at 0).
    Scored {
        kind: Category,
        cells: Vec<Cell>,
        points: Vec<(Seat, i32)>,
        final_scoring: bool,
    },
    /// A closed cemetery's keeper goes home; the owner takes a guard meeple if one is left.
    Keeper {
        seat: Seat,
        cell: Cell,
        guard: bool,
        penalty: i32,
    },
    GameOver {
        scores: Vec<u32>,
    },
}

/// Why a decision was refused; names the rule it breaks.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PlayError {
    #[error("the game is over")]
    Over,
    #[error("now is the time to {0} (RULES §20)")]
    WrongStage(&'static str),
    #[error(transparent)]
    Placement(#[from] mists_board::PlacementError),
    #[error("that piece cannot take a ghost: {0} (RULES §20.3)")]
    Ghost(&'static str),
    #[error("that piece cannot go there: {0} (RULES §20.2)")]
    Deploy(&'static str),
}

/// Why a match cannot start.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    #[error("the competitive game is for 2 to 5 players, not {0} (RULES §20.1)")]
    Players(u8),
    #[error("{0} meeples or guards per player: at most 20")]
    Pieces(u8),
    #[error("{0} pieces in all: at most 255")]
    TooManyPieces(usize),
    #[error("{0} ghosts in the supply: at most 60")]
    Ghosts(u8),
    #[error("the tile set has no start tile (RULES §20.1 uses the 2x2 start tile)")]
    NoStart,
    #[error("scenario {0}")]
    Scenario(String),
}

/// Points per player and kind of feature, and the ghost penalties, for the final breakdown.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Breakdown {
    pub points: [i32; Category::COUNT],
    pub ghost_penalty: i32,
}

/// One competitive game (a resource when played in an App, see [`plugin`]).
#[derive(Clone, Debug, bevy_ecs::resource::Resource)]
pub struct Match {
    pub setup: CompetitiveSetup,
    pub board: Board,
    /// Face-down tiles; drawn from the end. Hidden from the players except its length.
    pile: Vec<CopyIdx>,
    pub pieces: Vec<Piece>,
    pub scores: Vec<u32>,
    pub breakdown: Vec<Breakdown>,
    pub ghost_supply: u8,
    pub current: Seat,
    pub stage: Stage,
    /// The tile placed this turn and what it did.
    turn: Option<TurnFacts>,
    pub happenings: Vec<Happening>,
    pub set_aside: Vec<CopyIdx>,
    /// Every play applied, in order (a record's plays).
    pub plays: Vec<Play>,
    /// The seed the pile was shuffled with: with the setup and the plays, the whole match.
    /// None on a peer's copy of an online match, which never learns it ([`seen`]).
    seed: Option<u64>,
    /// Every tile drawn from the pile so far, in order (set-aside ones too): public, since each
    /// is shown when drawn; what a peer receives instead of the seed.
    drawn: Vec<CopyIdx>,
    /// The fixed start it began from, if any (an undo replays from it).
    scenario: Option<Arc<scenario::CompetitiveScenario>>,
}

#[derive(Clone, Debug)]
struct TurnFacts {
    cell: Cell,
    outcome: mists_board::PlaceOutcome,
    own_ghost_due: bool,
}

impl Match {
    /// A new match: the tiles shuffled with the seed, the start tile laid, the first tile drawn.
    pub fn new(
        tiles: Arc<TileSet>,
        setup: CompetitiveSetup,
        seed: u64,
    ) -> Result<Match, SetupError> {
        let mut pile: Vec<CopyIdx> = tiles.copy_indices().collect();
        crate::setup::shuffle(&mut pile, &mut ChaCha8Rng::seed_from_u64(seed));
        Match::with_pile(tiles, setup, pile, Some(seed))
    }

    /// A match on this pile (drawn from the end): the start tile laid, the first tile drawn.
    fn with_pile(
        tiles: Arc<TileSet>,
        setup: CompetitiveSetup,
        pile: Vec<CopyIdx>,
        seed: Option<u64>,
    ) -> Result<Match, SetupError> {
        let mut m = Match::undrawn(tiles, setup, pile, seed)?;
        m.draw();
        Ok(m)
    }

    /// A match on this pile with the start tile laid and nothing drawn yet (a scenario sets
    /// the table first).
    fn undrawn(
        tiles: Arc<TileSet>,
        setup: CompetitiveSetup,
        pile: Vec<CopyIdx>,
        seed: Option<u64>,
    ) -> Result<Match, SetupError> {
        if !(2..=5).contains(&setup.players) {
            return Err(SetupError::Players(setup.players));
        }
        for n in [setup.meeples, setup.guards, setup.guard_supply] {
            if n > 20 {
                return Err(SetupError::Pieces(n));
            }
        }
        let per_seat = setup.meeples as usize + setup.guards as usize + setup.guard_supply as usize;
        if per_seat * setup.players as usize > u8::MAX as usize {
            return Err(SetupError::TooManyPieces(per_seat * setup.players as usize));
        }
        if setup.ghosts > 60 {
            return Err(SetupError::Ghosts(setup.ghosts));
        }
        if !tiles.has_start() {
            return Err(SetupError::NoStart);
        }
        let mut pieces = Vec::new();
        for owner in 0..setup.players {
            let mut add = |piece, loc, n| {
                for _ in 0..n {
                    pieces.push(Piece {
                        owner,
                        kind: piece,
                        loc,
                        ghosts: 0,
                    });
                }
            };
            add(PieceKind::Meeple, Loc::Supply, setup.meeples);
            add(PieceKind::Guard, Loc::Supply, setup.guards);
            add(PieceKind::Guard, Loc::General, setup.guard_supply);
        }
        let n = setup.players as usize;
        let m = Match {
            board: Board::with_start_and_fields(tiles),
            pile,
            pieces,
            scores: vec![0; n],
            breakdown: vec![Breakdown::default(); n],
            ghost_supply: setup.ghosts,
            current: 0,
            stage: Stage::Over,
            turn: None,
            happenings: Vec::new(),
            set_aside: Vec::new(),
            plays: Vec::new(),
            setup,
            seed,
            drawn: Vec::new(),
            scenario: None,
        };
        Ok(m)
    }

    pub fn tiles(&self) -> &Arc<TileSet> {
        self.board.tiles()
    }

    /// Sort the face-down pile: for a bot's copy, so that nothing it plays on the copy can
    /// depend on the hidden order (which tiles are left is public: the box less those seen).
    pub fn forget_order(&mut self) {
        self.pile.sort();
    }

    /// Reshuffle the face-down pile (tests: what must not depend on the hidden order).
    #[doc(hidden)]
    pub fn shuffle_pile_for_test(&mut self, seed: u64) {
        self.guess_pile(seed);
    }

    /// Deal the face-down pile in an order drawn from `seed`: a bot's guess at the hidden order
    /// on its copy (after [`Match::forget_order`], so the guess cannot depend on the real one).
    pub fn guess_pile(&mut self, seed: u64) {
        self.pile.sort();
        crate::setup::shuffle(&mut self.pile, &mut ChaCha8Rng::seed_from_u64(seed));
    }

    /// Tiles still face down (public knowledge: the pile's height).
    pub fn tiles_left(&self) -> usize {
        self.pile.len()
    }

    /// The seed the pile was shuffled with (None on a peer's copy, which never learns it).
    pub fn seed(&self) -> Option<u64> {
        self.seed
    }

    /// Every tile drawn so far, in the order drawn (what every player has seen).
    pub fn drawn(&self) -> &[CopyIdx] {
        &self.drawn
    }

    pub fn is_over(&self) -> bool {
        self.stage == Stage::Over
    }

    /// The cell of the tile placed this turn (from 2a to the end of the turn).
    pub fn placed_cell(&self) -> Option<Cell> {
        self.turn.as_ref().map(|t| t.cell)
    }

    pub fn piece(&self, id: PieceId) -> &Piece {
        &self.pieces[id.0 as usize]
    }

    pub fn piece_ids(&self) -> impl Iterator<Item = PieceId> + use<> {
        (0..self.pieces.len() as u8).map(PieceId)
    }

    /// The feature a piece on the board stands on (keepers stand on no feature).
    pub fn feature_of(&self, id: PieceId) -> Option<mists_board::FeatureId> {
        match self.piece(id).loc {
            Loc::Board {
                cell,
                spot: Spot::Area(a),
            } => self.board.feature_of(cell, a),
            _ => None,
        }
    }

    /// Pieces standing on feature `f`.
    pub fn pieces_on(&self, f: mists_board::FeatureId) -> Vec<PieceId> {
        self.piece_ids()
            .filter(|&p| self.feature_of(p) == Some(f))
            .collect()
    }

    /// Pieces of `seat` in its supply, by kind.
    pub fn in_supply(&self, seat: Seat, kind: PieceKind) -> Option<PieceId> {
        self.piece_ids().find(|&p| {
            let x = self.piece(p);
            x.owner == seat && x.kind == kind && x.loc == Loc::Supply
        })
    }

    fn feature_kind(&self, f: mists_board::FeatureId) -> FeatureKind {
        self.board.feature(f).kind
    }
}
