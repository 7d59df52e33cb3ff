//! A read-only view of the table for the bots, and the simulated table the planner plays on.
//! Everything rule-shaped comes from the board core or the engine's resources.

use bevy_ecs::world::World;
use mists_board::{AreaIdx, Board, Cell, CopyIdx, FeatureId, FeatureKind, JoinProbe, TypeIdx};
use mists_rules::game::{Level, Turn};
use mists_rules::level::{CemeteryRule, JointScoring, LevelConfig};
use mists_rules::{
    BoardRes, ClosedCemeteries, Colour, Ghosts, HoundState, Hounds, MeepleId, Meeples, Piles,
    Players, Score,
};
use std::cell::{OnceCell, RefCell};
use std::collections::HashMap;

/// The table as the bot sees it.
pub struct View<'w> {
    pub board: &'w Board,
    pub ghosts: &'w Ghosts,
    pub meeples: &'w Meeples,
    pub cfg: &'w LevelConfig,
    pub score: &'w Score,
    pub piles: &'w Piles,
    pub players: &'w Players,
    pub closed: &'w ClosedCemeteries,
    pub hounds: &'w Hounds,
    pub turn: &'w Turn,
    /// Tile types still in the piles, with their copies.
    pub pool: Vec<(TypeIdx, usize)>,
    /// Level 6: the progress of the table as it is, computed once per decision.
    base_progress: OnceCell<f64>,
    /// [`View::join_share`] by probe, for this decision.
    join_cache: RefCell<HashMap<JoinProbe, f64>>,
}

impl<'w> View<'w> {
    pub fn new(w: &'w World) -> Self {
        let board = &w.resource::<BoardRes>().0;
        let piles = w.resource::<Piles>();
        let mut pool: Vec<(TypeIdx, usize)> = Vec::new();
        for &c in piles.piles.iter().flatten() {
            let ty = board.tiles().copy(c).ty;
            match pool.iter_mut().find(|(t, _)| *t == ty) {
                Some((_, n)) => *n += 1,
                None => pool.push((ty, 1)),
            }
        }
        View {
            base_progress: OnceCell::new(),
            join_cache: RefCell::new(HashMap::new()),
            pool,
            board,
            ghosts: w.resource::<Ghosts>(),
            meeples: w.resource::<Meeples>(),
            cfg: &w.resource::<Level>().0,
            score: w.resource::<Score>(),
            piles,
            players: w.resource::<Players>(),
            closed: w.resource::<ClosedCemeteries>(),
            hounds: w.resource::<Hounds>(),
            turn: w.resource::<Turn>(),
        }
    }

    /// Tiles not yet seen: the piles as a multiset (their order is hidden from the players).
    pub fn remaining(&self) -> Vec<CopyIdx> {
        self.piles.piles.iter().flatten().copied().collect()
    }

    /// Level 6: [`View::progress`] of the current table with its meeples' prospects.
    pub fn base_progress(&self) -> f64 {
        *self.base_progress.get_or_init(|| {
            self.progress(&projected(
                self,
                self.board,
                &self.score.totals,
                self.meeples,
            ))
        })
    }

    /// The share of the tiles still to come that could be laid at `cell` so that they join
    /// features `a` and `b` (board core: `join_probe`, `probe_fits`). Cached by probe for the
    /// decision: the look-ahead asks the same question on many simulated boards.
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

    /// Colours of the active player with a meeple in supply.
    pub fn colours_with_supply(&self, meeples: &Meeples) -> Vec<Colour> {
        self.colours_of(self.players.current, meeples)
    }

    /// Colours of player `player` with a meeple in supply.
    pub fn colours_of(&self, player: usize, meeples: &Meeples) -> Vec<Colour> {
        self.players.colours[player]
            .iter()
            .copied()
            .filter(|&c| meeples.in_supply(c).is_some())
            .collect()
    }

    /// The colour a new meeple should be (Level 6: the one whose scoring meeple lags most).
    pub fn preferred_colour(&self, options: &[Colour]) -> Option<Colour> {
        if self.cfg.individual_scoring {
            options.iter().copied().min_by_key(|c| {
                // A colour without a scoring meeple awards to the team's choice: the lowest.
                match self.score.holders.iter().position(|h| h == c) {
                    Some(i) => (self.score.totals[i], 0),
                    None => (0, usize::MAX - self.meeples.supply_count(*c)),
                }
            })
        } else {
            options
                .iter()
                .copied()
                .max_by_key(|c| (self.meeples.supply_count(*c), std::cmp::Reverse(*c)))
        }
    }

    /// Tiles the team may still draw before the next requirement is judged, counting the extra
    /// facedown draw of Levels 5–6 while a cemetery is open.
    pub fn tiles_left(&self) -> f64 {
        let left = if self.cfg.thresholds.len() > 1 {
            self.piles
                .piles
                .get(self.piles.active)
                .map_or(0, |p| p.len())
        } else {
            self.piles.piles.iter().map(|p| p.len()).sum()
        };
        let open = self.board.cemeteries().any(|c| !self.closed.0.contains(&c));
        let per_turn = if self.cfg.cemeteries == CemeteryRule::Haunted && open {
            2.0
        } else {
            1.0
        };
        left as f64 / per_turn
    }

    /// The next threshold still to reach (a hound marker or the goal).
    pub fn next_threshold(&self) -> u32 {
        let k = self
            .score
            .markers_resolved
            .min(self.cfg.thresholds.len() - 1);
        self.cfg.thresholds[k]
    }

    /// Points still missing for the next threshold. Level 6 judges each scoring meeple
    /// (RULES §15.3): the missing points of the three add up.
    pub fn need(&self, totals: &[u32]) -> f64 {
        let t = self.next_threshold();
        if self.cfg.individual_scoring {
            totals.iter().map(|&x| t.saturating_sub(x) as f64).sum()
        } else {
            t.saturating_sub(totals.iter().copied().min().unwrap_or(0)) as f64
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
        let t = self.next_threshold() as f64;
        let f = |x: f64| {
            let y = x.min(t);
            LAG_FIRST * y - (LAG_FIRST - LAG_LAST) * y * y / (2.0 * t) + LAG_LAST * (x - t).max(0.0)
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

/// The parts of the table a turn changes besides the board (cheap to copy per meeple choice).
#[derive(Clone)]
pub struct Side {
    pub ghosts: Ghosts,
    pub meeples: Meeples,
    pub totals: Vec<u32>,
    pub hounds: Vec<HoundState>,
    pub lost: bool,
    pub won: bool,
}

impl Side {
    pub fn from_view(v: &View) -> Side {
        Side {
            ghosts: v.ghosts.clone(),
            meeples: v.meeples.clone(),
            totals: v.score.totals.clone(),
            hounds: v.hounds.0.clone(),
            lost: false,
            won: false,
        }
    }

    pub fn measure(&self) -> u32 {
        self.totals.iter().copied().min().unwrap_or(0)
    }

    /// See [`projected`].
    pub fn projected(&self, v: &View, board: &Board) -> Vec<f64> {
        projected(v, board, &self.totals, &self.meeples)
    }

    pub fn meeples_on(&self, board: &Board, f: FeatureId) -> Vec<MeepleId> {
        self.meeples
            .on_board()
            .filter(|(_, c, a)| board.feature_of(*c, *a) == Some(f))
            .map(|(m, _, _)| m)
            .collect()
    }

    /// Colours scoring feature `f` (RULES §12.3), as the engine computes them.
    pub fn scoring_colours(&self, board: &Board, f: FeatureId, mode: JointScoring) -> Vec<Colour> {
        let mut counts: Vec<(Colour, usize)> = Vec::new();
        for m in self.meeples_on(board, f) {
            let c = self.meeples.get(m).colour;
            match counts.iter_mut().find(|(k, _)| *k == c) {
                Some((_, n)) => *n += 1,
                None => counts.push((c, 1)),
            }
        }
        let max = counts.iter().map(|(_, n)| *n).max().unwrap_or(0);
        counts
            .into_iter()
            .filter(|(_, n)| mode == JointScoring::ColorsMultiply || *n == max)
            .map(|(c, _)| c)
            .collect()
    }

    /// Add an award (see [`award_to`]).
    pub fn award(&mut self, v: &View, colour: Colour, points: u32) {
        award_to(v, &mut self.totals, colour, points);
        if self.measure() >= v.cfg.goal() {
            self.won = true;
        }
    }
}

/// Add an award to `totals` (Level 6: to the colour's scoring meeple, else the lowest one, A-25).
pub fn award_to(v: &View, totals: &mut [u32], colour: Colour, points: u32) {
    let i = if v.cfg.individual_scoring {
        match v.score.holders.iter().position(|&h| h == colour) {
            Some(i) => i,
            None => lowest(totals),
        }
    } else {
        0
    };
    totals[i] += points;
}

/// Ghosts sitting in the mist areas of bank `f`.
pub fn bank_ghosts(board: &Board, ghosts: &Ghosts, f: FeatureId) -> u32 {
    board
        .members(f)
        .iter()
        .map(|k| ghosts.mist.get(k).copied().unwrap_or(0) as u32)
        .sum()
}

/// Level 6 (RULES §15.2): each scoring meeple's total plus the expected points of the meeples
/// in play that would go to it; a colour without a scoring meeple feeds the lowest.
/// Several meeples of one colour on one feature count once (§12.3 mode A). Two occupied roads
/// or cities that one tile could join add a chance that each colour also scores the other's
/// value: colours multiply (§12.3 mode A), the way a team feeds three totals at once.
pub fn projected(v: &View, board: &Board, totals: &[u32], meeples: &Meeples) -> Vec<f64> {
    let mut p: Vec<f64> = totals.iter().map(|&t| t as f64).collect();
    let mut flex = Vec::new();
    let mut feats: Vec<(FeatureId, Vec<Colour>)> = Vec::new();
    for (m, c, a) in meeples.on_board() {
        let Some(f) = board.feature_of(c, a) else {
            continue;
        };
        let colour = meeples.get(m).colour;
        match feats.iter_mut().find(|(g, _)| *g == f) {
            Some((_, cs)) if cs.contains(&colour) => continue,
            Some((_, cs)) => cs.push(colour),
            None => feats.push((f, vec![colour])),
        }
    }
    let mut give = |colour: Colour, pts: f64, p: &mut Vec<f64>| match v
        .score
        .holders
        .iter()
        .position(|&h| h == colour)
    {
        Some(i) => p[i] += pts,
        None => flex.push(pts),
    };
    for (f, cs) in &feats {
        let pr = meeple_prospect(board, *f);
        for &colour in cs {
            give(colour, pr, &mut p);
        }
    }
    if v.cfg.settings.joint_scoring == JointScoring::ColorsMultiply {
        // Occupied roads and cities that may still complete, with their open cells.
        struct Joinable<'a> {
            colours: &'a [Colour],
            f: FeatureId,
            kind: FeatureKind,
            dist: f64,
            open: Vec<Cell>,
        }
        let joinable: Vec<Joinable> = feats
            .iter()
            .filter_map(|(f, cs)| {
                let kind = board.feature(*f).kind;
                let dist = distance(board, *f);
                (matches!(kind, FeatureKind::Road | FeatureKind::City) && dist.is_finite()).then(
                    || Joinable {
                        colours: cs,
                        f: *f,
                        kind,
                        dist,
                        open: board.open_cells(*f),
                    },
                )
            })
            .collect();
        for (i, x) in joinable.iter().enumerate() {
            for y in &joinable[i + 1..] {
                if x.kind != y.kind {
                    continue;
                }
                let q = x
                    .open
                    .iter()
                    .filter(|c| y.open.contains(c))
                    .map(|&c| v.join_share(board, c, x.f, y.f))
                    .fold(0.0, f64::max);
                if q == 0.0 {
                    continue;
                }
                let arrive = 1.0 - (1.0 - q).powf(v.tiles_left());
                let chance = JOIN * arrive / (1.0 + 0.6 * x.dist.max(y.dist).powi(2));
                for &colour in y.colours.iter().filter(|c| !x.colours.contains(c)) {
                    give(colour, chance * board.value(x.f) as f64, &mut p);
                }
                for &colour in x.colours.iter().filter(|c| !y.colours.contains(c)) {
                    give(colour, chance * board.value(y.f) as f64, &mut p);
                }
            }
        }
    }
    for pr in flex {
        let i = (0..p.len())
            .min_by(|&a, &b| p[a].total_cmp(&p[b]))
            .unwrap_or(0);
        p[i] += pr;
    }
    p
}

/// Level 6 progress: what a point is worth to a scoring meeple at 0 and at the threshold.
const LAG_FIRST: f64 = 1.5;
const LAG_LAST: f64 = 0.5;

/// Weight of a possible join (times the chance that a joining tile is drawn before the pile
/// ends). Above 1 because a join also evens out the three totals; 2.0 gave the best Level 6
/// totals of 0.3 / 1 / 2 / 4 on 200 games (docs/balance.md).
const JOIN: f64 = 2.0;

pub fn lowest(totals: &[u32]) -> usize {
    (0..totals.len()).min_by_key(|&i| totals[i]).unwrap_or(0)
}

/// How unlikely the ghosts in a mist area are to leave by completing their bank:
/// 1 for a blocked bank (they stay for good), less the fewer open segments the bank has.
pub fn stickiness(board: &Board, cell: Cell, area: AreaIdx) -> f64 {
    match board.feature_of(cell, area) {
        Some(f) => bank_stickiness(board, f),
        None => 1.0,
    }
}

pub fn bank_stickiness(board: &Board, f: FeatureId) -> f64 {
    let info = board.feature(f);
    if info.blocked > 0 {
        1.0
    } else if info.open == 0 {
        0.0
    } else {
        (0.15 + 0.09 * info.open as f64).min(0.95)
    }
}

/// Stickiness of a cemetery's extra ghosts (Levels 2–4): they leave when it closes.
pub fn cemetery_stickiness(board: &Board, cell: Cell) -> f64 {
    let empty = cell.n4().iter().filter(|c| board.is_empty(**c)).count();
    (0.1 + 0.2 * empty as f64).min(0.95)
}

/// The weighted stickiness of everything on the board (the ghosts that will need pacifying).
pub fn sticky_ghosts(board: &Board, ghosts: &Ghosts) -> f64 {
    let mut s = 0.0;
    for (&(cell, area), &n) in &ghosts.mist {
        s += n as f64 * stickiness(board, cell, area);
    }
    for (&cell, &n) in &ghosts.cemetery {
        s += n as f64 * cemetery_stickiness(board, cell);
    }
    s
}

/// Stickiness of the ghosts on one cell (for choosing where to pacify or clear).
pub fn cell_stickiness(board: &Board, ghosts: &Ghosts, cell: Cell) -> f64 {
    let mut s = 0.0;
    let mut n_all = 0.0;
    for (&(c, area), &n) in ghosts
        .mist
        .range((cell, AreaIdx(0))..=(cell, AreaIdx(u8::MAX)))
    {
        debug_assert_eq!(c, cell);
        s += n as f64 * stickiness(board, c, area);
        n_all += n as f64;
    }
    if let Some(&n) = ghosts.cemetery.get(&cell) {
        s += n as f64 * cemetery_stickiness(board, cell);
        n_all += n as f64;
    }
    if n_all > 0.0 { s / n_all } else { 0.0 }
}

/// How far a feature is from completion, in tiles (roughly): 0 when complete, infinite if never.
pub fn distance(board: &Board, f: FeatureId) -> f64 {
    let info = board.feature(f);
    if info.blocked > 0 {
        return f64::INFINITY;
    }
    match info.kind {
        FeatureKind::Road => info.open as f64,
        FeatureKind::City => (info.open as f64 / 3.0).ceil() + 0.5 * (info.open > 3) as u8 as f64,
        FeatureKind::Castle => info.open as f64,
        FeatureKind::MistBank => (info.open as f64 / 3.0).ceil(),
    }
}

/// Expected value of a meeple standing on `f`: its points times a completion chance.
pub fn meeple_prospect(board: &Board, f: FeatureId) -> f64 {
    let d = distance(board, f);
    if !d.is_finite() {
        return 0.0;
    }
    board.value(f) as f64 / (1.0 + 0.6 * d * d)
}

/// Distinct tile kinds among `copies` (type and symbols), with their counts.
pub fn kinds(board: &Board, copies: &[CopyIdx]) -> Vec<(CopyIdx, TypeIdx, usize)> {
    let tiles = board.tiles();
    let mut out: Vec<(CopyIdx, TypeIdx, usize)> = Vec::new();
    for &c in copies {
        let cd = tiles.copy(c);
        match out
            .iter_mut()
            .find(|(k, ty, _)| *ty == cd.ty && tiles.copy(*k).symbols == cd.symbols)
        {
            Some((_, _, n)) => *n += 1,
            None => out.push((c, cd.ty, 1)),
        }
    }
    out
}

/// Meeples on the board by feature, for the placement checks (RULES §11.1: one per feature).
pub fn occupied(board: &Board, meeples: &Meeples, f: FeatureId) -> bool {
    meeples
        .on_board()
        .any(|(_, c, a)| board.feature_of(c, a) == Some(f))
}
