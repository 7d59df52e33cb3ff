//! The bots' window on the players' view for one decision: the tables they judge and the
//! measures they judge them by (progress against the thresholds, the pile clock), with the caches
//! a decision's look-ahead shares.

use mists_board::board::CellHasher;
use mists_board::{Board, Cell, FeatureId, JoinProbe, TypeIdx};
use mists_rules::level::LevelConfig;
use mists_rules::{Colour, PlayerView, Sim, Table, Turn};
use std::cell::{OnceCell, RefCell};
use std::collections::HashMap;
use std::hash::BuildHasherDefault;

/// The game as the bot sees it for one decision.
pub struct View<'v> {
    pub pv: &'v PlayerView,
    /// The table now (the players' view of it).
    pub t: &'v Table,
    pub cfg: &'v LevelConfig,
    pub board: &'v Board,
    pub turn: &'v Turn,
    /// Unseen tile types with their copies (the tiles still to come, as far as anyone knows).
    pub pool: Vec<(TypeIdx, usize)>,
    /// Level 6: the progress of the table as it is, with its meeples' prospects, computed once
    /// per decision (`eval::base_progress` fills it).
    pub(crate) base_progress: OnceCell<f64>,
    /// [`View::tiles_left`], computed once per decision.
    tiles_left: OnceCell<f64>,
    /// [`View::join_share`] by probe, for this decision (the board's cheap hasher: the default
    /// SipHash was a visible share of a Level 6 search).
    join_cache: RefCell<HashMap<JoinProbe, f64, BuildHasherDefault<CellHasher>>>,
}

impl<'v> View<'v> {
    pub fn new(pv: &'v PlayerView) -> Self {
        let t = pv.table();
        let mut pool: Vec<(TypeIdx, usize)> = Vec::new();
        for &c in pv.unseen() {
            let ty = t.board.tiles().copy(c).ty;
            match pool.iter_mut().find(|(x, _)| *x == ty) {
                Some((_, n)) => *n += 1,
                None => pool.push((ty, 1)),
            }
        }
        View {
            pv,
            t,
            cfg: t.cfg(),
            board: &t.board,
            turn: pv.turn(),
            pool,
            base_progress: OnceCell::new(),
            tiles_left: OnceCell::new(),
            join_cache: RefCell::new(HashMap::default()),
        }
    }

    /// The game to play forward (a clone per line of look-ahead).
    pub fn sim(&self) -> &Sim {
        self.pv.sim()
    }

    /// The share of the unseen tiles that could be laid at `cell` so that they join features `a`
    /// and `b` (board core: `join_probe`, `probe_fits`). Cached by probe for the decision: the
    /// look-ahead asks the same question on many simulated boards.
    pub fn join_share(&self, board: &Board, cell: Cell, a: FeatureId, b: FeatureId) -> f64 {
        let Some(probe) = board.join_probe(cell, a, b) else {
            return 0.0;
        };
        if let Some(&share) = self.join_cache.borrow().get(&probe) {
            return share;
        }
        let total: usize = self.pool.iter().map(|(_, n)| n).sum();
        let fit: usize = self
            .pool
            .iter()
            .filter(|(ty, _)| board.probe_fits(&probe, *ty))
            .map(|(_, n)| n)
            .sum();
        let share = if total == 0 {
            0.0
        } else {
            fit as f64 / total as f64
        };
        self.join_cache.borrow_mut().insert(probe, share);
        share
    }

    /// The colour a new meeple should be, among `options` (Level 6: the one whose scoring meeple
    /// lags most; otherwise the colour with most meeples left).
    pub fn preferred_colour(&self, options: &[Colour]) -> Option<Colour> {
        let t = self.t;
        if self.cfg.individual_scoring {
            options.iter().copied().min_by_key(|c| {
                // A colour without a scoring meeple awards to the team's choice: the lowest.
                match t.score.holders.iter().position(|h| h == c) {
                    Some(i) => (t.score.totals[i], 0),
                    None => (0, usize::MAX - t.meeples.supply_count(*c)),
                }
            })
        } else {
            options
                .iter()
                .copied()
                .max_by_key(|c| (t.meeples.supply_count(*c), std::cmp::Reverse(*c)))
        }
    }

    /// Tiles the team may still draw before the next requirement is judged, counting the extra
    /// facedown draw of Levels 5–6 while a cemetery is open.
    pub fn tiles_left(&self) -> f64 {
        *self.tiles_left.get_or_init(|| {
            let sizes = self.pv.pile_sizes();
            let left: usize = if self.t.has_hounds() {
                sizes.get(self.t.piles.active).copied().unwrap_or(0)
            } else {
                sizes.iter().sum()
            };
            left as f64 / (1 + self.t.facedown_draws_per_turn()) as f64
        })
    }

    /// Points still missing for the next threshold. Level 6 judges each scoring meeple
    /// (RULES §15.3): the missing points of the three add up.
    pub fn need(&self, totals: &[u32]) -> f64 {
        let th = self.t.next_threshold();
        if self.cfg.individual_scoring {
            totals.iter().map(|&x| th.saturating_sub(x) as f64).sum()
        } else {
            th.saturating_sub(totals.iter().copied().min().unwrap_or(0)) as f64
        }
    }

    /// Progress towards the thresholds of a table's totals (or projected totals), in points.
    /// Levels 1–5: the shared total. Level 6: points up to the next threshold count fully for
    /// each scoring meeple, a point to a lagging one more (1.5 at 0 falling to 0.5 at the
    /// threshold), points above it half (they only help from the next pile on).
    pub fn progress(&self, totals: &[f64]) -> f64 {
        if !self.cfg.individual_scoring {
            return totals.first().copied().unwrap_or(0.0);
        }
        let th = self.t.next_threshold() as f64;
        let f = |x: f64| {
            let y = x.min(th);
            LAG_FIRST * y - (LAG_FIRST - LAG_LAST) * y * y / (2.0 * th)
                + LAG_LAST * (x - th).max(0.0)
        };
        totals.iter().map(|&x| f(x)).sum()
    }

    /// The pile clock as a cliff: the chance-like penalty of missing the next threshold with
    /// `totals`, given the tiles left (Levels 3–6 lose when the pile runs dry; Levels 1–2
    /// when the tiles run out).
    pub fn clock_penalty(&self, totals: &[u32], rate: f64, scale: f64) -> f64 {
        let need = self.need(totals);
        if need <= 0.0 {
            return 0.0;
        }
        let x = (need - rate * self.tiles_left()) / 3.0;
        scale / (1.0 + (-x).exp())
    }

    /// How much a point is worth now: the points still needed per tile left, against the pile clock.
    pub fn point_weight(&self, totals: &[u32]) -> f64 {
        let rate = self.need(totals) / self.tiles_left().max(1.0);
        (0.4 + 1.5 * rate).clamp(0.4, 8.0)
    }
}

/// Level 6 progress: what a point is worth to a scoring meeple at 0 and at the threshold.
const LAG_FIRST: f64 = 1.5;
const LAG_LAST: f64 = 0.5;
