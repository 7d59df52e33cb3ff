//! How the planner values a table: points against the thresholds, the ghosts that will need
//! pacifying, the ghost demand of the tiles still to come, meeples and their prospects. Measures,
//! not rules: what a placement does comes from playing it on the engine's machine.

use crate::view::View;
use mists_board::{AreaIdx, Board, Cell, FeatureHead, FeatureId, FeatureKind};
use mists_rules::level::JointScoring;
use mists_rules::steps::ghosts::need_of_symbols;
use mists_rules::{Colour, Ghosts, HoundState, MeepleId, Outcome, Sim, Table};

/// Level 6: [`View::progress`] of the current table with its meeples' prospects (cached in the
/// view: every candidate of one decision is measured against it).
pub(crate) fn base_progress(v: &View) -> f64 {
    *v.base_progress
        .get_or_init(|| v.progress(&projected(v, v.t)))
}

/// Weight of one fully stuck ghost on the board, in points.
pub(crate) const STUCK: f64 = 3.0;
/// Reaching a hound marker: the pile clock restarts and a hound clears up to 6 ghosts.
pub(crate) const MARKER_BONUS: f64 = 15.0;
pub(crate) const WIN: f64 = 1e6;
pub(crate) const LOSS: f64 = -1e6;
/// Per empty cell around an open cemetery: Levels 2–4 (ghosts), Levels 5–6 (times the point weight: tiles).
const CEM_FOUR: f64 = 3.0;
const CEM_HAUNTED: f64 = 0.8;
/// The pile clock: points a turn is assumed to make at best, and the weight of missing a threshold.
const CLOCK_RATE: f64 = 3.0;
const CLOCK_SCALE: f64 = 100.0;
/// Weight of the spare meeples a player keeps in supply.
const SPARE: f64 = 2.0;
/// Weight of a possible join (times the chance that a joining tile is drawn before the pile
/// ends). Above 1 because a join also evens out the three totals; 2.0 gave the best Level 6
/// totals of 0.3 / 1 / 2 / 4 on 200 games (docs/balance.md).
const JOIN: f64 = 2.0;

/// The ghost demand of the tiles still to come: the loss line of RULES §10.3.
pub(crate) struct Demand {
    /// Per unseen tile: the ghosts it needs if it joins no bank, and if it expands one.
    needs: Vec<(u32, u32)>,
    /// [`Demand::danger`] by supply, once worked out (NaN: not yet): every table a decision's
    /// look-ahead judges asks it, for a handful of supplies.
    dangers: [std::cell::Cell<f64>; 32],
}

impl Demand {
    pub(crate) fn new(v: &View) -> Demand {
        let tiles = v.board.tiles();
        let open = !v.t.open_cemeteries().is_empty();
        let needs =
            v.pv.unseen()
                .iter()
                .map(|&c| {
                    let s = tiles.copy(c).total_symbols();
                    (
                        need_of_symbols(v.cfg, s, false, open),
                        need_of_symbols(v.cfg, s, true, open),
                    )
                })
                .collect();
        Demand {
            needs,
            dangers: std::array::from_fn(|_| std::cell::Cell::new(f64::NAN)),
        }
    }

    /// Chance that the next tile needs more than `s` ghosts; most tiles can join a bank and get
    /// one ghost less (RULES §10.3 item 3), some cannot.
    fn p_over(&self, s: i64) -> f64 {
        if self.needs.is_empty() {
            return 0.0;
        }
        let mut p = 0.0;
        for &(alone, joined) in &self.needs {
            if joined as i64 > s {
                p += 0.7;
            }
            if alone as i64 > s {
                p += 0.3;
            }
        }
        p / self.needs.len() as f64
    }

    /// Danger of a supply of `s` ghosts, in points.
    pub(crate) fn danger(&self, s: u8) -> f64 {
        let known = self.dangers.get(s as usize).map(std::cell::Cell::get);
        if let Some(d) = known.filter(|d| !d.is_nan()) {
            return d;
        }
        let d = {
            let s = s as i64;
            50.0 * self.p_over(s) + 20.0 * self.p_over(s - 1) + 8.0 * self.p_over(s - 2)
        };
        if let Some(c) = self.dangers.get(s as usize) {
            c.set(d);
        }
        d
    }
}

/// The pile clock penalty (see [`View::clock_penalty`]).
pub(crate) fn clock(v: &View, totals: &[u32]) -> f64 {
    v.clock_penalty(totals, CLOCK_RATE, CLOCK_SCALE)
}

/// The planner's value of a simulated table after a turn, in points.
pub(crate) fn evaluate(v: &View, demand: &Demand, s: &Sim) -> f64 {
    match s.outcome() {
        Some(Outcome::Lost(_)) => return LOSS,
        Some(Outcome::Won) => return WIN,
        None => {}
    }
    let t = &s.table;
    let board = &t.board;
    let m0 = v.t.score.measure();
    let m1 = t.score.measure();
    let w = v.point_weight(&v.t.score.totals);
    // Level 6: the three totals with the meeples' prospects, judged by how far each is from the
    // threshold (RULES §15.3), so a meeple of a lagging colour is worth more than a leading one's.
    // Each meeple's feature, looked up once for the prospects and the loop below.
    let placed = meeple_features(t);
    let mut e = if v.cfg.individual_scoring {
        w * (v.progress(&projected_from(v, t, &placed)) - base_progress(v))
    } else {
        w * (m1 as f64 - m0 as f64)
    };
    if v.t.has_hounds()
        && v.t.score.markers_resolved < v.cfg.markers()
        && m0 < v.t.next_threshold()
        && m1 >= v.t.next_threshold()
    {
        e += MARKER_BONUS;
    }
    e += clock(v, &v.t.score.totals) - clock(v, &t.score.totals);
    e -= STUCK * sticky_ghosts(board, &t.ghosts);
    e -= demand.danger(t.ghosts.supply);
    // Level 6 counted the prospects above.
    let share = if v.cfg.individual_scoring { 0.0 } else { 1.0 };
    // Meeples in play: their prospects, minus those stuck for good; spare meeples to grab completions.
    for &(m, f) in &placed {
        if board.feature_head(f).never_completable() {
            e -= 2.0;
        } else if share != 0.0 {
            e += share * w * meeple_prospect(board, f);
        }
        if t.hounds.0.contains(&HoundState::Attached(m)) {
            e += 0.2 * t.ghosts.on_board() as f64 / (1.0 + distance(board, f));
        }
    }
    // Spare meeples take the points (or the pacify) of features completed later, but only on
    // their owner's turn: count them per player (worth more when points are urgent).
    let per_player: f64 = t
        .players
        .colours
        .iter()
        .map(|cs| {
            let n: usize = cs.iter().map(|c| t.meeples.supply_count(*c)).sum();
            n.min(2) as f64 + 0.5 * n.min(4) as f64
        })
        .sum::<f64>()
        / t.players.colours.len() as f64;
    e += SPARE * w.max(1.0) * per_player;
    // Open cemeteries cost every turn: an extra ghost (Levels 2–4) or a facedown draw from the
    // pile (Levels 5–6) until they close; count the empty cells still around them.
    if v.cfg.cemeteries != mists_rules::level::CemeteryRule::None {
        let hood = v.cfg.cemetery_hood();
        let empty: usize = t
            .open_cemeteries()
            .into_iter()
            .filter(|c| !board.cemetery_closed(*c, hood))
            .map(|c| {
                hood.cells(c)
                    .into_iter()
                    .filter(|n| board.is_empty(*n))
                    .count()
            })
            .sum();
        let per_cell = match v.cfg.cemeteries {
            mists_rules::level::CemeteryRule::FourSides => CEM_FOUR,
            _ => CEM_HAUNTED * w,
        };
        e -= per_cell * empty as f64;
    }
    // Levels 3–6: a hound is lost if no meeple stands on the board when it comes.
    if v.t.has_hounds() && t.meeples.on_board().next().is_none() {
        e -= 2.0;
    }
    e
}

/// Level 6 (RULES §15.2): each scoring meeple's total plus the expected points of the meeples
/// in play that would go to it; a colour without a scoring meeple feeds the lowest.
/// Several meeples of one colour on one feature count once (§12.3 mode A). Two occupied roads
/// or cities that one tile could join add a chance that each colour also scores the other's
/// value: colours multiply (§12.3 mode A), the way a team feeds three totals at once.
pub(crate) fn projected(v: &View, t: &Table) -> Vec<f64> {
    projected_from(v, t, &meeple_features(t))
}

/// [`projected`] with each meeple's feature known ([`meeple_features`]).
fn projected_from(v: &View, t: &Table, placed: &[(MeepleId, FeatureId)]) -> Vec<f64> {
    let board = &t.board;
    let mut p: Vec<f64> = t.score.totals.iter().map(|&x| x as f64).collect();
    let mut flex = Vec::new();
    let feats = occupied_features(t, placed);
    let mut give = |colour: Colour, pts: f64, p: &mut Vec<f64>| match t.award_to(colour) {
        mists_rules::AwardTo::Index(i) => p[i as usize] += pts,
        mists_rules::AwardTo::TeamChooses => flex.push(pts),
    };
    for o in &feats {
        let pr = prospect(board, o.f, o.dist);
        for &colour in o.colours.as_slice() {
            give(colour, pr, &mut p);
        }
    }
    if v.cfg.settings.joint_scoring == JointScoring::ColorsMultiply {
        for (colour, pts) in join_prospects(v, board, &feats) {
            give(colour, pts, &mut p);
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

/// A feature's meeple colours, each once, in the order they were found (inline: the planner
/// asks for them on every table it judges, and an allocation each was a tenth of its time).
#[derive(Clone, Copy)]
struct Colours {
    list: [Colour; Colour::ALL.len()],
    len: usize,
}

impl Colours {
    fn one(c: Colour) -> Colours {
        Colours {
            list: [c; Colour::ALL.len()],
            len: 1,
        }
    }

    fn as_slice(&self) -> &[Colour] {
        &self.list[..self.len]
    }

    fn contains(&self, c: &Colour) -> bool {
        self.as_slice().contains(c)
    }

    fn push(&mut self, c: Colour) {
        if self.len < self.list.len() {
            self.list[self.len] = c;
            self.len += 1;
        }
    }
}

/// A feature with meeples on it: its meeples' colours (each once), kind and [`distance`].
struct Occupied {
    f: FeatureId,
    colours: Colours,
    kind: FeatureKind,
    dist: f64,
}

/// Each meeple on the board with its feature, in the board's order (one on no feature is left
/// out).
fn meeple_features(t: &Table) -> Vec<(MeepleId, FeatureId)> {
    t.meeples
        .on_board()
        .filter_map(|(m, c, a)| Some((m, t.board.feature_of(c, a)?)))
        .collect()
}

/// The features with meeples on them (`placed`: [`meeple_features`]), in the order their first
/// meeple was found.
fn occupied_features(t: &Table, placed: &[(MeepleId, FeatureId)]) -> Vec<Occupied> {
    let board = &t.board;
    let mut feats: Vec<Occupied> = Vec::new();
    for &(m, f) in placed {
        let colour = t.meeples.get(m).colour;
        match feats.iter_mut().find(|o| o.f == f) {
            Some(o) if o.colours.contains(&colour) => continue,
            Some(o) => o.colours.push(colour),
            None => {
                let head = board.feature_head(f);
                feats.push(Occupied {
                    f,
                    colours: Colours::one(colour),
                    kind: head.kind,
                    dist: distance_of(&head),
                })
            }
        }
    }
    feats
}

/// An occupied road or city that may still complete, with its open cells.
struct Joinable<'a> {
    colours: &'a [Colour],
    f: FeatureId,
    kind: FeatureKind,
    dist: f64,
    open: Vec<Cell>,
}

/// Colours multiply (§12.3 mode A): for each pair of occupied roads or cities one tile could
/// join, the points each colour may also score from the other's value, in order.
fn join_prospects(v: &View, board: &Board, feats: &[Occupied]) -> Vec<(Colour, f64)> {
    let mut joinable: Vec<Joinable> = feats
        .iter()
        .filter_map(|o| {
            let (kind, dist) = (o.kind, o.dist);
            (matches!(kind, FeatureKind::Road | FeatureKind::City) && dist.is_finite()).then_some(
                Joinable {
                    colours: o.colours.as_slice(),
                    f: o.f,
                    kind,
                    dist,
                    open: Vec::new(),
                },
            )
        })
        .collect();
    // Open cells only where another joinable feature of the same kind exists: only pairs use them.
    for i in 0..joinable.len() {
        if joinable
            .iter()
            .filter(|y| y.kind == joinable[i].kind)
            .count()
            > 1
        {
            joinable[i].open = board.open_cells(joinable[i].f);
        }
    }
    let mut gifts = Vec::new();
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
                gifts.push((colour, chance * board.value(x.f) as f64));
            }
            for &colour in x.colours.iter().filter(|c| !y.colours.contains(c)) {
                gifts.push((colour, chance * board.value(y.f) as f64));
            }
        }
    }
    gifts
}

pub(crate) fn lowest(totals: &[u32]) -> usize {
    (0..totals.len()).min_by_key(|&i| totals[i]).unwrap_or(0)
}

/// Ghosts sitting in the mist areas of bank `f`.
pub(crate) fn bank_ghosts(board: &Board, ghosts: &Ghosts, f: FeatureId) -> u32 {
    board
        .members(f)
        .iter()
        .map(|k| ghosts.mist.get(k).copied().unwrap_or(0) as u32)
        .sum()
}

/// How unlikely the ghosts in a mist area are to leave by completing their bank:
/// 1 for a blocked bank (they stay for good), less the fewer open segments the bank has.
pub(crate) fn stickiness(board: &Board, cell: Cell, area: AreaIdx) -> f64 {
    match board.feature_of(cell, area) {
        Some(f) => bank_stickiness(board, f),
        None => 1.0,
    }
}

fn bank_stickiness(board: &Board, f: FeatureId) -> f64 {
    let info = board.feature_head(f);
    if info.blocked > 0 {
        1.0
    } else if info.open == 0 {
        0.0
    } else {
        (0.15 + 0.09 * info.open as f64).min(0.95)
    }
}

/// Stickiness of a cemetery's extra ghosts (Levels 2–4): they leave when it closes.
pub(crate) fn cemetery_stickiness(board: &Board, cell: Cell) -> f64 {
    let empty = cell.n4().iter().filter(|c| board.is_empty(**c)).count();
    (0.1 + 0.2 * empty as f64).min(0.95)
}

/// The weighted stickiness of everything on the board (the ghosts that will need pacifying).
fn sticky_ghosts(board: &Board, ghosts: &Ghosts) -> f64 {
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
pub(crate) fn cell_stickiness(board: &Board, ghosts: &Ghosts, cell: Cell) -> f64 {
    let mut s = 0.0;
    let mut n_all = 0.0;
    for (&(c, area), &n) in ghosts
        .mist
        .range((cell, AreaIdx(0))..=(cell, AreaIdx(u8::MAX)))
    {
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
pub(crate) fn distance(board: &Board, f: FeatureId) -> f64 {
    distance_of(&board.feature_head(f))
}

/// [`distance`] from a feature's counters.
fn distance_of(info: &FeatureHead) -> f64 {
    if info.blocked > 0 {
        return f64::INFINITY;
    }
    match info.kind {
        FeatureKind::Road => info.open as f64,
        FeatureKind::City => (info.open as f64 / 3.0).ceil() + 0.5 * (info.open > 3) as u8 as f64,
        FeatureKind::Castle | FeatureKind::Monastery => info.open as f64,
        FeatureKind::MistBank => (info.open as f64 / 3.0).ceil(),
        // Fields never complete (base game: farmers score at the end).
        FeatureKind::Field => f64::INFINITY,
    }
}

/// Expected value of a meeple standing on `f`: its points times a completion chance.
pub(crate) fn meeple_prospect(board: &Board, f: FeatureId) -> f64 {
    prospect(board, f, distance(board, f))
}

/// [`meeple_prospect`] with the feature's [`distance`] `d` known.
fn prospect(board: &Board, f: FeatureId, d: f64) -> f64 {
    if !d.is_finite() {
        return 0.0;
    }
    board.value(f) as f64 / (1.0 + 0.6 * d * d)
}
