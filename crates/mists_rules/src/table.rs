//! The table as plain data: everything the rule steps change, what the bots clone for look-ahead
//! and what the window draws. The queries here are the rules' own answers to "who scores this",
//! "where may a meeple go", "which ghosts may the hound chase": the steps, the bots, the hints and
//! the warnings all ask them here, so each rule is written once.

use crate::decision::Decision;
use crate::level::{CemeteryRule, JointScoring, LevelConfig};
use crate::model::*;
use bevy_ecs::prelude::*;
use mists_board::{AreaKind, Board, Cell, FeatureId};
use std::collections::BTreeSet;
use std::sync::Arc;

/// Everything on the table (RULES §21 checklist).
#[derive(Resource, Clone, Debug)]
pub struct Table {
    /// The level being played (shared: look-ahead clones the table thousands of times).
    pub level: Arc<LevelConfig>,
    /// Shared until a placement changes it (look-ahead clones the table far more often than it
    /// places tiles).
    pub board: Arc<Board>,
    pub ghosts: Ghosts,
    pub meeples: Meeples,
    /// Shared until changed, as the board (the piles and seats rarely change in look-ahead).
    pub players: Arc<Players>,
    pub piles: Arc<Piles>,
    pub score: Score,
    pub hounds: Hounds,
    /// Cemeteries already closed, their burial done (RULES §13).
    pub closed: BTreeSet<Cell>,
    /// The turn being played, 1-based.
    pub turn: u32,
    /// The seed the piles were shuffled with (shown so a game can be replayed).
    pub seed: u64,
}

/// Who receives an award (RULES §12.3, §15.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AwardTo {
    /// The scoring meeple with this index.
    Index(u8),
    /// Level 6, a colour without a scoring meeple: the team picks the receiver.
    TeamChooses,
}

impl Table {
    pub fn cfg(&self) -> &LevelConfig {
        &self.level
    }

    /// Meeples standing on feature `f`.
    pub fn meeples_on(&self, f: FeatureId) -> Vec<MeepleId> {
        self.meeples
            .on_board()
            .filter(|(_, c, a)| self.board.feature_of(*c, *a) == Some(f))
            .map(|(m, _, _)| m)
            .collect()
    }

    /// Whether any meeple stands on feature `f` (RULES §11.1: the whole feature must be empty).
    pub fn occupied(&self, f: FeatureId) -> bool {
        self.meeples
            .on_board()
            .any(|(_, c, a)| self.board.feature_of(c, a) == Some(f))
    }

    /// Colours that score feature `f`, in colour order (RULES §12.3: mode A every colour present;
    /// mode B the colours with most meeples).
    pub fn scoring_colours(&self, f: FeatureId) -> Vec<Colour> {
        let mut counts: Vec<(Colour, usize)> = Vec::new();
        for m in self.meeples_on(f) {
            let c = self.meeples.get(m).colour;
            match counts.iter_mut().find(|(k, _)| *k == c) {
                Some((_, n)) => *n += 1,
                None => counts.push((c, 1)),
            }
        }
        counts.sort();
        let max = counts.iter().map(|(_, n)| *n).max().unwrap_or(0);
        counts
            .into_iter()
            .filter(|(_, n)| {
                self.cfg().settings.joint_scoring == JointScoring::ColorsMultiply || *n == max
            })
            .map(|(c, _)| c)
            .collect()
    }

    /// Step 2b's options for `player` on the new tile at `cell` (RULES §11.1, A-30): a free road,
    /// city or (Level 2+) castle, one option per colour with a meeple in supply; skipping last.
    pub fn meeple_options(&self, player: usize, cell: Cell) -> Vec<Decision> {
        let mut out = Vec::new();
        if let Some(def) = self.board.def_at(cell) {
            let colours = &self.players.colours[player];
            for (area, f) in self.board.meeple_spots(cell) {
                if def.area(area).kind == AreaKind::Castle && !self.cfg().castle_meeples {
                    continue;
                }
                if self.occupied(f) {
                    continue;
                }
                for &colour in colours {
                    if self.meeples.in_supply(colour).is_some() {
                        out.push(Decision::PlaceMeeple { area, colour });
                    }
                }
            }
        }
        out.push(Decision::SkipMeeple);
        out
    }

    /// `p`'s options without those that have the same effect as one before them, for a player to
    /// choose from (the engine keeps offering them all, so records stay valid). Two options are
    /// one when they differ only in which area of one tile names one feature:
    /// - a meeple of one colour on two areas of the new tile that the board already joins into one
    ///   road or city (RULES §11.1): it stands in the same feature, on the same tile;
    /// - the symbol left empty or a haunted cemetery's ghost (RULES §13.3) in two mist
    ///   areas of one tile that belong to one mist bank: the ghosts count on the same tile and
    ///   leave with the same bank (§10.4), pacifying and hounds take them by tile (§12.4, §14.4);
    /// - burying, or a hound joining, one of two meeples of one colour in one feature on one tile
    ///   (RULES §13.1, §14.4; for a burial, neither has a hound with it).
    pub fn distinct_options(&self, p: &crate::decision::PendingDecision) -> Vec<Decision> {
        let new_cell = self.board.placed().last().map(|t| t.cell);
        let feature = |cell: Option<Cell>, area| cell.and_then(|c| self.board.feature_of(c, area));
        let key = |d: &Decision| match *d {
            Decision::PlaceMeeple { area, colour } => {
                feature(new_cell, area).map(|f| (0, new_cell, f, Some(colour)))
            }
            Decision::LeaveEmpty { area } => {
                feature(new_cell, area).map(|f| (1, new_cell, f, None))
            }
            Decision::HauntArea { cell, area } => {
                feature(Some(cell), area).map(|f| (2, Some(cell), f, None))
            }
            Decision::Bury { meeple } if !self.hounds.0.contains(&HoundState::Attached(meeple)) => {
                self.meeple_key(meeple)
                    .map(|(c, f, colour)| (3, Some(c), f, Some(colour)))
            }
            Decision::AttachHound { meeple } => self
                .meeple_key(meeple)
                .map(|(c, f, colour)| (4, Some(c), f, Some(colour))),
            _ => None,
        };
        let mut seen = BTreeSet::new();
        p.options
            .iter()
            .filter(|d| key(d).is_none_or(|k| seen.insert(k)))
            .copied()
            .collect()
    }

    /// A meeple on the board by what tells it apart: its tile, its feature and its colour.
    fn meeple_key(&self, m: MeepleId) -> Option<(Cell, FeatureId, Colour)> {
        let mp = self.meeples.get(m);
        match mp.loc {
            MeepleLoc::Board { cell, area } => self
                .board
                .feature_of(cell, area)
                .map(|f| (cell, f, mp.colour)),
            _ => None,
        }
    }

    /// The scoring meeple an award for `colour` goes to (RULES §12.3, §15.2, A-25).
    pub fn award_to(&self, colour: Colour) -> AwardTo {
        if !self.cfg().individual_scoring {
            return AwardTo::Index(0);
        }
        match self.score.holders.iter().position(|&h| h == colour) {
            Some(i) => AwardTo::Index(i as u8),
            None => AwardTo::TeamChooses,
        }
    }

    /// Burial options (RULES §13.1): any meeple on the board; else one per colour from the supplies
    /// (meeples of one colour in supply are interchangeable). Empty: nothing to bury.
    pub fn burial_options(&self) -> Vec<Decision> {
        let on_board: Vec<Decision> = self
            .meeples
            .on_board()
            .map(|(m, _, _)| Decision::Bury { meeple: m })
            .collect();
        if !on_board.is_empty() {
            return on_board;
        }
        Colour::ALL
            .iter()
            .filter_map(|&c| self.meeples.in_supply(c))
            .map(|m| Decision::Bury { meeple: m })
            .collect()
    }

    /// Open cemeteries on the board, in placement order.
    pub fn open_cemeteries(&self) -> Vec<Cell> {
        self.open_cemetery_cells().collect()
    }

    /// [`Table::open_cemeteries`] without collecting them (the look-ahead asks per placement).
    pub fn open_cemetery_cells(&self) -> impl Iterator<Item = Cell> + '_ {
        self.board.cemeteries().filter(|c| !self.closed.contains(c))
    }

    /// Cemeteries the board now closes that were not closed before (RULES §13.2–§13.3).
    pub fn closing_cemeteries(&self) -> Vec<Cell> {
        let hood = self.cfg().cemetery_hood();
        self.board
            .cemeteries()
            .filter(|c| !self.closed.contains(c) && self.board.cemetery_closed(*c, hood))
            .collect()
    }

    /// Empty cells a facedown tile may take: around open cemeteries (A-10: N8, or N4 with the switch).
    pub fn facedown_cells(&self) -> Vec<Cell> {
        let hood = self.cfg().settings.facedown_cells;
        let set: BTreeSet<Cell> = self
            .open_cemeteries()
            .into_iter()
            .flat_map(|c| hood.cells(c))
            .filter(|c| self.board.is_empty(*c))
            .collect();
        set.into_iter().collect()
    }

    /// Pacify options of step 3a (RULES §12.4): score, pacify nothing, or 1–3 ghosts (at most those
    /// present) from one tile.
    pub fn score_or_pacify_options(&self) -> Vec<Decision> {
        let mut options = vec![
            Decision::Score,
            Decision::Pacify {
                cell: None,
                count: 0,
            },
        ];
        for cell in self.ghosts.cells() {
            for count in 1..=self.ghosts.on_cell(cell).min(3) {
                options.push(Decision::Pacify {
                    cell: Some(cell),
                    count,
                });
            }
        }
        options
    }

    /// The hound's vicinity: its meeple's tile and N8, or N4 with the switch.
    pub fn hound_vicinity(&self, cell: Cell) -> Vec<Cell> {
        let mut v = vec![cell];
        v.extend(self.cfg().settings.hound_vicinity.cells(cell));
        v
    }

    /// Step 3b's options once the hound stands by its meeple at `cell` (RULES §14.4, C-10): up to 3
    /// ghosts from each of up to 2 different tiles of its vicinity; `cleared` are the tiles done.
    pub fn hound_clear_options(&self, cell: Cell, cleared: &[Cell]) -> Vec<Decision> {
        let mut options = vec![Decision::HoundDone];
        if cleared.len() < 2 {
            for c in self.hound_vicinity(cell) {
                if cleared.contains(&c) {
                    continue;
                }
                for count in 1..=self.ghosts.on_cell(c).min(3) {
                    options.push(Decision::HoundClear { cell: c, count });
                }
            }
        }
        options
    }

    /// Whether the level has piles with hound markers (Levels 3–6, RULES §14).
    pub fn has_hounds(&self) -> bool {
        self.cfg().has_hounds()
    }

    /// The next threshold still to reach: a hound marker, or the goal (RULES §14.2, §16.1).
    pub fn next_threshold(&self) -> u32 {
        let th = &self.cfg().thresholds;
        th[self.score.markers_resolved.min(th.len() - 1)]
    }

    /// Whether a marker threshold is reached and not yet resolved (RULES §14.2; A-36: Level 6
    /// compares the lowest total).
    pub fn marker_reached(&self) -> bool {
        let k = self.score.markers_resolved;
        k < self.cfg().markers() && self.score.measure() >= self.cfg().thresholds[k]
    }

    /// Whether the goal is reached (RULES §16.1, §15.3).
    pub fn goal_reached(&self) -> bool {
        self.score.measure() >= self.cfg().goal()
    }

    /// Open Level 5–6 cemeteries, each drawing one more tile per turn (RULES §13.3).
    pub fn facedown_draws_per_turn(&self) -> usize {
        (self.cfg().cemeteries == CemeteryRule::Haunted && !self.open_cemeteries().is_empty())
            as usize
    }
}
