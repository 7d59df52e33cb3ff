//! The heuristic bots: `greedy` (one-turn deltas) and `planner` (the whole turn simulated on a
//! cloned table, a table evaluation and a one-draw look-ahead at the ghost loss line).
//!
//! Every rule effect comes from the board core (`place_unchecked`, `feature`, `value`, `members`,
//! `misty_around`, `cemetery_closed`, `legal_placements`) or the engine's pure step-2a rule
//! (`plan_for`); the bot only weighs outcomes.

use crate::Bot;
use crate::search::{Lines, judge};
use crate::view::*;
use bevy_ecs::world::World;
use mists_board::{
    AreaKind, Board, Cell, CopyIdx, FeatureId, PlaceOutcome, Rotation, Special, TypeIdx,
};
use mists_rules::level::CemeteryRule;
use mists_rules::steps::ghosts::plan_for;
use mists_rules::{Decision, DecisionKind, HoundState, MeepleLoc, PendingDecision};

/// How hard the bot thinks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Strength {
    Greedy,
    Planner,
}

/// The greedy and planner bots (deterministic: no randomness at all).
pub struct Heuristic {
    strength: Strength,
    /// Level 6: the meeple the two-ply search chose with its placement (drawn copy, cell), for
    /// the meeple decision that follows it.
    planned: Option<(CopyIdx, Cell, Decision)>,
    /// Level 6: judge the best placements by the second ply (off only to measure what it adds).
    second_ply: bool,
    /// Level 6, the `oracle` diagnostic: judge them by lines of several turns along the true pile
    /// order instead (`search`).
    lines: Option<Lines>,
}

impl Heuristic {
    pub fn new(strength: Strength) -> Self {
        Heuristic {
            strength,
            planned: None,
            second_ply: true,
            lines: None,
        }
    }

    /// The `oracle` diagnostic: the planner judging its Level 6 choices by lines of several
    /// turns along the true (hidden) pile order instead of the second ply. Not a fair player.
    pub fn oracle(lines: Lines) -> Self {
        Heuristic {
            lines: Some(lines),
            ..Heuristic::new(Strength::Planner)
        }
    }

    /// The planner as it was before the second ply (tests compare the two).
    #[cfg(test)]
    pub(crate) fn one_ply(mut self) -> Self {
        self.second_ply = false;
        self
    }

    /// The meeple chosen together with the last Level 6 placement, if still pending.
    #[cfg(test)]
    pub(crate) fn planned(&self) -> Option<Decision> {
        self.planned.map(|(_, _, m)| m)
    }
}

/// Weight of one fully stuck ghost on the board, in points.
const STUCK: f64 = 3.0;
/// Reaching a hound marker: the pile clock restarts and a hound clears up to 6 ghosts.
const MARKER_BONUS: f64 = 15.0;
const WIN: f64 = 1e6;
const LOSS: f64 = -1e6;
/// Planner: how many best placements get the exact next-draw loss check.
const LOOKAHEAD: usize = 4;
/// Planner, Level 6: how many best (placement, meeple) pairs get the second ply.
const PLY2_PAIRS: usize = 8;
/// Planner, Level 6: a next tile with which the next player wins (a large bonus, but a chance of
/// winning must not outweigh everything else as [`WIN`] would).
const NEXT_TURN_WIN: f64 = 500.0;
const NEXT_DRAW_LOSS: f64 = 250.0;
/// Per empty cell around an open cemetery: Levels 2–4 (ghosts), Levels 5–6 (times the point weight: tiles).
const CEM_FOUR: f64 = 3.0;
const CEM_HAUNTED: f64 = 0.8;
/// The pile clock: points a turn is assumed to make at best, and the weight of missing a threshold.
const CLOCK_RATE: f64 = 3.0;
const CLOCK_SCALE: f64 = 100.0;
/// Weight of the spare meeples a player keeps in supply.
const SPARE: f64 = 2.0;

/// The ghost demand of the tiles still to come: the loss line of RULES §10.3.
pub(crate) struct Demand {
    /// Per remaining copy: its ghost symbols (+1 for an owed cemetery ghost in Levels 2–4).
    needs: Vec<u32>,
}

impl Demand {
    fn new(v: &View) -> Demand {
        let tiles = v.board.tiles();
        let cem = v.cfg.cemeteries == CemeteryRule::FourSides
            && v.board.cemeteries().any(|c| !v.closed.0.contains(&c));
        let needs = v
            .remaining()
            .into_iter()
            .map(|c| {
                let s = tiles.copy(c).total_symbols();
                s + (cem && s > 1) as u32
            })
            .collect();
        Demand { needs }
    }

    /// Chance that the next tile needs more than `s` ghosts; most tiles can join a bank and get
    /// one ghost less (RULES §10.3 item 3), some cannot.
    fn p_over(&self, s: i64) -> f64 {
        if self.needs.is_empty() {
            return 0.0;
        }
        let mut p = 0.0;
        for &n in &self.needs {
            let n = n as i64;
            if (n - 1).max(0) > s {
                p += 0.7;
            }
            if n > s {
                p += 0.3;
            }
        }
        p / self.needs.len() as f64
    }

    /// Danger of a supply of `s` ghosts, in points.
    fn danger(&self, s: u8) -> f64 {
        let s = s as i64;
        50.0 * self.p_over(s) + 20.0 * self.p_over(s - 1) + 8.0 * self.p_over(s - 2)
    }
}

impl Bot for Heuristic {
    fn decide(&mut self, world: &World, pending: &PendingDecision) -> Decision {
        let v = View::new(world);
        let opts = &pending.options;
        let d = match &pending.kind {
            DecisionKind::PlaceTile { .. } => self.place(&v, opts),
            DecisionKind::LeaveEmpty { cell } => best(opts, |d| match d {
                // leave empty the symbol whose ghost would be hardest to remove.
                Decision::LeaveEmpty { area } => stickiness(v.board, *cell, *area),
                _ => f64::MIN,
            }),
            DecisionKind::CemeteryGhost => best(opts, |d| match d {
                Decision::CemeteryGhost { cell } => -cemetery_stickiness(v.board, *cell),
                _ => f64::MIN,
            }),
            DecisionKind::HauntArea { .. } => best(opts, |d| match d {
                Decision::HauntArea { cell, area } => -stickiness(v.board, *cell, *area),
                _ => f64::MIN,
            }),
            DecisionKind::PlaceMeeple { cell } => self.meeple(&v, *cell, opts),
            DecisionKind::ScoringOrder => best(opts, |d| match d {
                Decision::ScoreNext { cell, area } => v
                    .board
                    .feature_of(*cell, *area)
                    .map_or(0.0, |f| v.board.value(f) as f64),
                _ => f64::MIN,
            }),
            DecisionKind::ScoreOrPacify { value, colours, .. } => {
                let demand = Demand::new(&v);
                let mut after = v.score.totals.clone();
                for &c in colours {
                    award_to(&v, &mut after, c, *value);
                }
                match pacify_choice(&v, v.board, v.ghosts, &demand, &v.score.totals, &after) {
                    Some((cell, count)) => Decision::Pacify {
                        cell: Some(cell),
                        count,
                    },
                    None => Decision::Score,
                }
            }
            DecisionKind::AssignPoints { .. } => Decision::AssignPoints {
                index: lowest(&v.score.totals) as u8,
            },
            DecisionKind::Bury { .. } => best(opts, |d| match d {
                Decision::Bury { meeple } => match v.meeples.get(*meeple).loc {
                    MeepleLoc::Board { cell, area } => {
                        let hound = v.hounds.0.contains(&HoundState::Attached(*meeple));
                        let worth = v
                            .board
                            .feature_of(cell, area)
                            .map_or(0.0, |f| meeple_prospect(v.board, f));
                        -(worth + 6.0 * hound as u8 as f64)
                    }
                    _ => v.meeples.supply_count(v.meeples.get(*meeple).colour) as f64,
                },
                _ => f64::MIN,
            }),
            DecisionKind::AttachHound { .. } => best(opts, |d| match d {
                Decision::AttachHound { meeple } => hound_spot(&v, *meeple),
                _ => f64::MIN,
            }),
            DecisionKind::HoundClear { .. } => best(opts, |d| match d {
                Decision::HoundClear { cell, count } => {
                    *count as f64 * (1.0 + cell_stickiness(v.board, v.ghosts, *cell))
                }
                _ => 0.0,
            }),
            DecisionKind::Facedown => best(opts, |d| match d {
                Decision::Facedown { cell } => -facedown_harm(&v, *cell),
                _ => f64::MIN,
            }),
        };
        if opts.contains(&d) { d } else { opts[0] }
    }

    fn name(&self) -> &'static str {
        match self.strength {
            Strength::Greedy => "greedy",
            Strength::Planner if self.lines.is_some() => "oracle",
            Strength::Planner => "planner",
        }
    }
}

/// The option with the highest score (the first one on ties: deterministic).
fn best(opts: &[Decision], score: impl Fn(&Decision) -> f64) -> Decision {
    let mut top = (f64::NEG_INFINITY, opts[0]);
    for d in opts {
        let s = score(d);
        if s > top.0 {
            top = (s, *d);
        }
    }
    top.1
}

/// The pile clock penalty (see [`View::clock_penalty`]).
fn clock(v: &View, totals: &[u32]) -> f64 {
    v.clock_penalty(totals, CLOCK_RATE, CLOCK_SCALE)
}

/// Pacify instead of scoring when the ghosts removed are worth more than the points
/// (RULES §12.4): never when the points win the game.
fn pacify_choice(
    v: &View,
    board: &Board,
    ghosts: &mists_rules::Ghosts,
    demand: &Demand,
    before: &[u32],
    after: &[u32],
) -> Option<(Cell, u8)> {
    let measure = before.iter().copied().min().unwrap_or(0);
    let reached = after.iter().copied().min().unwrap_or(0);
    if reached >= v.cfg.goal() {
        return None;
    }
    let f = |t: &[u32]| v.progress(&t.iter().map(|&x| x as f64).collect::<Vec<_>>());
    let mut score_util = (f(after) - f(before)) * v.point_weight(before);
    if v.cfg.thresholds.len() > 1
        && v.score.markers_resolved < v.cfg.thresholds.len() - 1
        && measure < v.next_threshold()
        && reached >= v.next_threshold()
    {
        score_util += MARKER_BONUS;
    }
    score_util += clock(v, before) - clock(v, after);
    let s = ghosts.supply;
    let mut top: Option<(f64, Cell, u8)> = None;
    for cell in ghosts.cells() {
        let k = ghosts.on_cell(cell).min(3);
        let gain = STUCK * k as f64 * cell_stickiness(board, ghosts, cell) + demand.danger(s)
            - demand.danger(s + k);
        if top.is_none_or(|(g, _, _)| gain > g) {
            top = Some((gain, cell, k));
        }
    }
    top.filter(|(g, _, _)| *g > score_util)
        .map(|(_, c, k)| (c, k))
}

/// Where a hound does most good: many (stuck) ghosts in its vicinity, on a meeple that may score it.
fn hound_spot(v: &View, meeple: mists_rules::MeepleId) -> f64 {
    let MeepleLoc::Board { cell, area } = v.meeples.get(meeple).loc else {
        return f64::MIN;
    };
    let mut gains: Vec<f64> = std::iter::once(cell)
        .chain(v.cfg.settings.hound_vicinity.cells(cell))
        .map(|c| {
            let n = v.ghosts.on_cell(c).min(3) as f64;
            n * (0.5 + cell_stickiness(v.board, v.ghosts, c))
        })
        .collect();
    gains.sort_by(|a, b| b.total_cmp(a));
    let prospect = v
        .board
        .feature_of(cell, area)
        .map_or(0.0, |f| meeple_prospect(v.board, f));
    gains.iter().take(2).sum::<f64>() + 0.1 * prospect
}

/// What a facedown tile at `cell` spoils (RULES §13.3, A-11, A-12): features it haunts, banks it
/// blocks; closing a cemetery ends its facedown draws.
fn facedown_harm(v: &View, cell: Cell) -> f64 {
    let mut after = v.board.clone();
    after.place_facedown(cell);
    let mut harm = 0.0;
    let mut seen: Vec<FeatureId> = Vec::new();
    for n in cell.n8() {
        let Some(def) = v.board.def_at(n) else {
            continue;
        };
        for i in 0..def.areas.len() {
            let a = mists_board::AreaIdx(i as u8);
            let (Some(fb), Some(fa)) = (v.board.feature_of(n, a), after.feature_of(n, a)) else {
                continue;
            };
            if seen.contains(&fb) {
                continue;
            }
            seen.push(fb);
            let (before, now) = (v.board.feature(fb), after.feature(fa));
            if before.blocked > 0 || now.blocked == 0 {
                continue;
            }
            harm += match def.area(a).kind {
                AreaKind::Mist => 1.0 + 3.0 * bank_ghosts(v.board, v.ghosts, fb) as f64,
                _ => {
                    if occupied(v.board, v.meeples, fb) {
                        8.0
                    } else {
                        0.3 * v.board.value(fb) as f64
                    }
                }
            };
        }
    }
    // Filling the last cells around a cemetery ends the facedown draws sooner.
    let hood = v.cfg.cemetery_hood();
    for c in v.board.cemeteries() {
        if v.closed.0.contains(&c) || !hood.cells(c).contains(&cell) {
            continue;
        }
        let left = hood
            .cells(c)
            .into_iter()
            .filter(|n| after.is_empty(*n))
            .count();
        harm -= if left == 0 { 4.0 } else { 1.5 / left as f64 };
    }
    harm
}

/// The result of one placement's steps 1a–2a on a cloned table.
pub(crate) struct Placed {
    pub(crate) board: Board,
    pub(crate) side: Side,
    cell: Cell,
    outcome: PlaceOutcome,
    /// Ghosts removed in 1b/1c and placed in 2a.
    removed: u32,
    added: u32,
    /// Mist ghosts of this tile that went into blocked banks.
    stuck_new: u32,
}

/// Steps 1a–2a of a placement: the board core decides completions; ghosts follow RULES §10.3.
pub(crate) fn simulate_place(
    v: &View,
    from: &Board,
    base: &Side,
    copy: CopyIdx,
    cell: Cell,
    rot: Rotation,
) -> Placed {
    let tiles = from.tiles().clone();
    let cd = tiles.copy(copy);
    let mut board = from.clone();
    let mut side = base.clone();
    let outcome = board.place_unchecked(cell, cd.ty, Some(copy), rot);
    let mut removed = 0u32;
    // 1b: completed banks lose their ghosts.
    for &bank in &outcome.banks_completed {
        for (c, a) in board.members(bank) {
            removed += side.ghosts.clear_mist(c, a) as u32;
        }
    }
    // 1c: closed cemeteries (Levels 2–4 return their ghosts); the burial takes the least useful meeple.
    let hood = v.cfg.cemetery_hood();
    let mut open_cems = 0;
    if v.cfg.cemeteries != CemeteryRule::None {
        for c in board.cemeteries().collect::<Vec<_>>() {
            // Closed before this placement (by the engine, or earlier on a simulated board); a
            // cemetery laid now into a full hole closes now.
            if v.closed.0.contains(&c) || (c != cell && from.cemetery_closed(c, hood)) {
                continue;
            }
            if board.cemetery_closed(c, hood) {
                if v.cfg.cemeteries == CemeteryRule::FourSides {
                    removed += side.ghosts.take_from_cell(c, u8::MAX) as u32;
                }
                let worst = side
                    .meeples
                    .on_board()
                    .map(|(m, mc, ma)| {
                        let w = board
                            .feature_of(mc, ma)
                            .map_or(0.0, |f| meeple_prospect(&board, f));
                        (w, m)
                    })
                    .min_by(|a, b| a.0.total_cmp(&b.0));
                if let Some((_, m)) = worst {
                    side.meeples.0[m.0 as usize].loc = MeepleLoc::Buried { cell: c };
                }
            } else {
                open_cems += 1;
            }
        }
    }
    // 2a: N + C + H, by the engine's own rule (RULES §10.3).
    let plan = plan_for(&board, copy, cell, &outcome, v.cfg, open_cems > 0);
    let (areas, reduce, c, haunt) = (
        plan.areas.clone(),
        plan.reduce,
        plan.cemetery_ghost as u32,
        Vec::from(plan.haunt.clone()),
    );
    let need = plan.needed();
    let mut stuck_new = 0;
    if (side.ghosts.supply as u32) < need {
        side.lost = true;
    } else {
        let empty_in = if reduce {
            areas
                .iter()
                .filter(|(_, k)| *k > 0)
                .map(|(a, _)| (*a, stickiness(&board, cell, *a)))
                .max_by(|x, y| x.1.total_cmp(&y.1))
                .map(|(a, _)| a)
        } else {
            None
        };
        for &(a, k) in &areas {
            let k = k - (empty_in == Some(a)) as u8;
            if k > 0 {
                side.ghosts.add_mist(cell, a, k);
                if stickiness(&board, cell, a) >= 1.0 {
                    stuck_new += k as u32;
                }
            }
        }
        if c == 1 {
            let cem = board
                .cemeteries()
                .filter(|cc| !v.closed.0.contains(cc) && !board.cemetery_closed(*cc, hood))
                .min_by(|x, y| {
                    cemetery_stickiness(&board, *x).total_cmp(&cemetery_stickiness(&board, *y))
                });
            if let Some(cem) = cem {
                side.ghosts.add_cemetery(cem, 1);
            }
        }
        for t in haunt {
            let area = board
                .mist_areas_at(t)
                .into_iter()
                .map(|(a, _)| (a, stickiness(&board, t, a)))
                .min_by(|x, y| x.1.total_cmp(&y.1))
                .map(|(a, _)| a);
            if let Some(a) = area {
                side.ghosts.add_mist(t, a, 1);
            }
        }
    }
    Placed {
        board,
        side,
        cell,
        outcome,
        removed,
        added: need,
        stuck_new,
    }
}

/// Meeple spots of the new tile a meeple may take now (RULES §11.1), with the colour to use.
fn meeple_spots(
    v: &View,
    player: usize,
    board: &Board,
    side: &Side,
    cell: Cell,
) -> Vec<(Decision, FeatureId)> {
    let colours = v.colours_of(player, &side.meeples);
    // Level 6: which colour scores matters (RULES §15.2), so every colour is tried.
    let colours = if v.cfg.individual_scoring {
        colours
    } else {
        v.preferred_colour(&colours).into_iter().collect()
    };
    let def = board.def_at(cell).expect("placed");
    board
        .meeple_spots(cell)
        .into_iter()
        .filter(|(a, _)| v.cfg.castle_meeples || def.area(*a).kind != AreaKind::Castle)
        .filter(|(_, f)| !occupied(board, &side.meeples, *f))
        .flat_map(|(area, f)| {
            colours
                .iter()
                .map(move |&colour| (Decision::PlaceMeeple { area, colour }, f))
        })
        .collect()
}

/// Steps 2b–3a on a simulated table: put the meeple, then score or pacify what completed.
fn simulate_rest(
    v: &View,
    demand: &Demand,
    board: &Board,
    side: &mut Side,
    cell: Cell,
    completed: &[FeatureId],
    meeple: Decision,
) {
    if let Decision::PlaceMeeple { area, colour } = meeple
        && let Some(m) = side.meeples.in_supply(colour)
    {
        side.meeples.0[m.0 as usize].loc = MeepleLoc::Board { cell, area };
    }
    let mut order: Vec<FeatureId> = completed.to_vec();
    order.sort_by_key(|f| std::cmp::Reverse(board.value(*f)));
    for f in order {
        if side.won {
            return;
        }
        let on = side.meeples_on(board, f);
        if on.is_empty() {
            continue;
        }
        let value = board.value(f);
        let colours = side.scoring_colours(board, f, v.cfg.settings.joint_scoring);
        let mut after = side.totals.clone();
        for &colour in &colours {
            award_to(v, &mut after, colour, value);
        }
        match pacify_choice(v, board, &side.ghosts, demand, &side.totals, &after) {
            Some((c, k)) => {
                side.ghosts.take_from_cell(c, k);
            }
            None => {
                for &colour in &colours {
                    side.award(v, colour, value);
                }
            }
        }
        for m in on {
            let colour = side.meeples.get(m).colour;
            side.meeples.0[m.0 as usize].loc = MeepleLoc::Supply;
            for h in 0..side.hounds.len() {
                if side.hounds[h] == HoundState::Attached(m) {
                    side.hounds[h] = HoundState::Scored;
                    let pts = side.ghosts.on_board();
                    side.award(v, colour, pts);
                }
            }
        }
    }
}

/// The planner's value of a table after a turn, in points.
fn evaluate(v: &View, demand: &Demand, board: &Board, side: &Side) -> f64 {
    if side.lost {
        return LOSS;
    }
    if side.won {
        return WIN;
    }
    let m0 = v.score.measure();
    let m1 = side.measure();
    let w = v.point_weight(&v.score.totals);
    // Level 6: the three totals with the meeples' prospects, judged by how far each is from the
    // threshold (RULES §15.3), so a meeple of a lagging colour is worth more than a leading one's.
    let mut e = if v.cfg.individual_scoring {
        w * (v.progress(&side.projected(v, board)) - v.base_progress())
    } else {
        w * (m1 as f64 - m0 as f64)
    };
    if v.cfg.thresholds.len() > 1
        && v.score.markers_resolved < v.cfg.thresholds.len() - 1
        && m0 < v.next_threshold()
        && m1 >= v.next_threshold()
    {
        e += MARKER_BONUS;
    }
    e += clock(v, &v.score.totals) - clock(v, &side.totals);
    e -= STUCK * sticky_ghosts(board, &side.ghosts);
    e -= demand.danger(side.ghosts.supply);
    // Level 6 counted the prospects above.
    let share = if v.cfg.individual_scoring { 0.0 } else { 1.0 };
    // Meeples in play: their prospects, minus those stuck for good; spare meeples to grab completions.
    for (m, c, a) in side.meeples.on_board() {
        let Some(f) = board.feature_of(c, a) else {
            continue;
        };
        if board.feature(f).never_completable() {
            e -= 2.0;
        } else {
            e += share * w * meeple_prospect(board, f);
        }
        if side.hounds.contains(&HoundState::Attached(m)) {
            e += 0.2 * side.ghosts.on_board() as f64 / (1.0 + distance(board, f));
        }
    }
    // Spare meeples take the points (or the pacify) of features completed later, but only on
    // their owner's turn: count them per player (worth more when points are urgent).
    let per_player: f64 = v
        .players
        .colours
        .iter()
        .map(|cs| {
            let n: usize = cs.iter().map(|c| side.meeples.supply_count(*c)).sum();
            n.min(2) as f64 + 0.5 * n.min(4) as f64
        })
        .sum::<f64>()
        / v.players.colours.len() as f64;
    e += SPARE * w.max(1.0) * per_player;
    // Open cemeteries cost every turn: an extra ghost (Levels 2–4) or a facedown draw from the
    // pile (Levels 5–6) until they close; count the empty cells still around them.
    if v.cfg.cemeteries != CemeteryRule::None {
        let hood = v.cfg.cemetery_hood();
        let empty: usize = board
            .cemeteries()
            .filter(|c| !board.cemetery_closed(*c, hood))
            .filter(|c| !v.closed.0.contains(c))
            .map(|c| {
                hood.cells(c)
                    .into_iter()
                    .filter(|n| board.is_empty(*n))
                    .count()
            })
            .sum();
        let per_cell = match v.cfg.cemeteries {
            CemeteryRule::FourSides => CEM_FOUR,
            _ => CEM_HAUNTED * w,
        };
        e -= per_cell * empty as f64;
    }
    // Levels 3–6: a hound is lost if no meeple stands on the board when it comes.
    if v.cfg.thresholds.len() > 1 && side.meeples.on_board().next().is_none() {
        e -= 2.0;
    }
    e
}

/// The chance that the next draw cannot be placed without a ghost shortage (RULES §10.3, §16.2):
/// every kind of remaining tile is tried at every legal position of the simulated board.
fn next_draw_loss(v: &View, board: &Board, side: &Side) -> f64 {
    let remaining = v.remaining();
    if remaining.is_empty() {
        return 0.0;
    }
    let tiles = board.tiles().clone();
    let supply = side.ghosts.supply as u32;
    let hood = v.cfg.cemetery_hood();
    let open_cem = v.cfg.cemeteries == CemeteryRule::FourSides
        && board
            .cemeteries()
            .any(|c| !v.closed.0.contains(&c) && !board.cemetery_closed(c, hood));
    let mut lost = 0usize;
    for (copy, ty, count) in kinds(board, &remaining) {
        let cd = tiles.copy(copy);
        let def = tiles.def(ty);
        let haunted = v.cfg.cemeteries == CemeteryRule::Haunted && def.special == Special::Cemetery;
        let upper = cd.total_symbols() + open_cem as u32 + if haunted { 8 } else { 0 };
        if upper <= supply {
            continue;
        }
        let placements = board.legal_placements(ty);
        if placements.is_empty() {
            continue; // discarded
        }
        let mut safe = false;
        'search: for (cell, rots) in placements {
            for rot in rots.iter() {
                let mut b = board.clone();
                let out = b.place_unchecked(cell, ty, Some(copy), rot);
                // Ghosts its completed banks would free first (1b).
                let freed: u32 = out
                    .banks_completed
                    .iter()
                    .map(|f| bank_ghosts(&b, &side.ghosts, *f))
                    .sum();
                let need = plan_for(&b, copy, cell, &out, v.cfg, open_cem).needed();
                if need <= supply + freed {
                    safe = true;
                    break 'search;
                }
            }
        }
        if !safe {
            lost += count;
        }
    }
    lost as f64 / remaining.len() as f64
}

impl Heuristic {
    fn place(&mut self, v: &View, opts: &[Decision]) -> Decision {
        let Some(copy) = v.turn.drawn else {
            return opts[0];
        };
        let demand = Demand::new(v);
        let base = Side::from_view(v);
        match self.strength {
            Strength::Greedy => best(opts, |d| {
                let Decision::PlaceTile { cell, rot } = d else {
                    return f64::MIN;
                };
                greedy_score(v, &base, copy, *cell, *rot)
            }),
            Strength::Planner if self.second_ply && v.cfg.individual_scoring => {
                self.place_two_ply(v, &demand, &base, copy, opts)
            }
            Strength::Planner => {
                let mut scored: Vec<(f64, Decision, Placed, Side)> = Vec::new();
                for d in opts {
                    let Decision::PlaceTile { cell, rot } = d else {
                        continue;
                    };
                    let p = simulate_place(v, v.board, &base, copy, *cell, *rot);
                    let (s, side) = best_meeple(v, &demand, &p, v.players.current);
                    scored.push((s, *d, p, side));
                }
                // Stable sort: ties keep the engine's option order (deterministic).
                scored.sort_by(|a, b| b.0.total_cmp(&a.0));
                let mut top = (f64::NEG_INFINITY, opts[0]);
                for (i, (s, d, p, side)) in scored.iter().enumerate() {
                    let mut s = *s;
                    if i < LOOKAHEAD && !side.won && !side.lost {
                        s -= NEXT_DRAW_LOSS * next_draw_loss(v, &p.board, side);
                    }
                    if s > top.0 {
                        top = (s, *d);
                    }
                }
                top.1
            }
        }
    }

    /// Level 6: every placement with every meeple choice is evaluated after this turn; the best
    /// [`PLY2_PAIRS`] are judged by the expected value of the next player's best reply to every
    /// tile that may come ([`second_ply`]); the `oracle` judges them by lines along the true pile
    /// order instead (`search::judge`). The chosen meeple is kept for the meeple decision.
    fn place_two_ply(
        &mut self,
        v: &View,
        demand: &Demand,
        base: &Side,
        copy: CopyIdx,
        opts: &[Decision],
    ) -> Decision {
        let mut placed: Vec<(Decision, Placed)> = Vec::new();
        let mut pairs: Vec<(f64, usize, Decision, Side)> = Vec::new();
        for d in opts {
            let Decision::PlaceTile { cell, rot } = d else {
                continue;
            };
            let p = simulate_place(v, v.board, base, copy, *cell, *rot);
            for (e, m, side) in meeple_choices(v, demand, &p, v.players.current) {
                pairs.push((e, placed.len(), m, side));
            }
            placed.push((*d, p));
        }
        // Stable sort: ties keep the engine's option order (deterministic).
        pairs.sort_by(|a, b| b.0.total_cmp(&a.0));
        let values: Vec<f64> = match self.lines {
            Some(lines) => {
                let roots: Vec<(f64, &Placed, &Side)> = pairs
                    .iter()
                    .take(lines.pairs)
                    .map(|(e, i, _, side)| (*e, &placed[*i].1, side))
                    .collect();
                judge(v, demand, lines, &roots)
            }
            None => {
                let next = kinds(v.board, &v.remaining());
                pairs
                    .iter()
                    .take(PLY2_PAIRS)
                    .map(|(e, i, _, side)| {
                        if side.won || side.lost {
                            *e
                        } else {
                            second_ply(v, demand, &next, &placed[*i].1, side, *e)
                        }
                    })
                    .collect()
            }
        };
        let mut top: Option<(f64, usize, Decision)> = None;
        for (s, (_, i, m, _)) in values.into_iter().zip(&pairs) {
            if top.is_none_or(|(t, _, _)| s > t) {
                top = Some((s, *i, *m));
            }
        }
        let Some((_, i, m)) = top else {
            return opts[0];
        };
        let (d, p) = &placed[i];
        self.planned = Some((copy, p.cell, m));
        *d
    }

    fn meeple(&mut self, v: &View, cell: Cell, opts: &[Decision]) -> Decision {
        if let Some((copy, at, m)) = self.planned.take()
            && v.turn.drawn == Some(copy)
            && at == cell
            && opts.contains(&m)
        {
            return m;
        }
        let demand = Demand::new(v);
        let completed = &v.turn.outcome.completed;
        match self.strength {
            Strength::Planner => {
                let base = Side::from_view(v);
                best(opts, |d| {
                    if let Decision::PlaceMeeple { colour, .. } = d
                        && !v.cfg.individual_scoring
                    {
                        let want = v.preferred_colour(&v.colours_with_supply(v.meeples));
                        if want != Some(*colour) {
                            return f64::MIN;
                        }
                    }
                    let mut side = base.clone();
                    simulate_rest(v, &demand, v.board, &mut side, cell, completed, *d);
                    evaluate(v, &demand, v.board, &side)
                })
            }
            Strength::Greedy => {
                let spare: usize = v.players.colours[v.players.current]
                    .iter()
                    .map(|c| v.meeples.supply_count(*c))
                    .sum();
                let want = v.preferred_colour(&v.colours_with_supply(v.meeples));
                best(opts, |d| match d {
                    Decision::PlaceMeeple { area, colour } => {
                        if want != Some(*colour) {
                            return f64::MIN;
                        }
                        let Some(f) = v.board.feature_of(cell, *area) else {
                            return f64::MIN;
                        };
                        let d = distance(v.board, f);
                        if d == 0.0 {
                            100.0 + v.board.value(f) as f64
                        } else if spare >= 2 && d <= 2.0 {
                            meeple_prospect(v.board, f) - 1.0
                        } else {
                            -1.0
                        }
                    }
                    _ => 0.0,
                })
            }
        }
    }
}

/// The planner's value of a placement: the best meeple choice after it, evaluated.
fn best_meeple(v: &View, demand: &Demand, p: &Placed, player: usize) -> (f64, Side) {
    meeple_choices(v, demand, p, player)
        .into_iter()
        .fold(None, |top: Option<(f64, Side)>, (e, _, side)| match top {
            Some((t, _)) if t >= e => top,
            _ => Some((e, side)),
        })
        .expect("skip is always a choice")
}

/// Every meeple choice after a placement (skip first), with the table it leaves, evaluated.
pub(crate) fn meeple_choices(
    v: &View,
    demand: &Demand,
    p: &Placed,
    player: usize,
) -> Vec<(f64, Decision, Side)> {
    if p.side.lost {
        return vec![(LOSS, Decision::SkipMeeple, p.side.clone())];
    }
    let mut choices = vec![Decision::SkipMeeple];
    choices.extend(
        meeple_spots(v, player, &p.board, &p.side, p.cell)
            .into_iter()
            .map(|(d, _)| d),
    );
    choices
        .into_iter()
        .map(|d| {
            let mut side = p.side.clone();
            simulate_rest(
                v,
                demand,
                &p.board,
                &mut side,
                p.cell,
                &p.outcome.completed,
                d,
            );
            (evaluate(v, demand, &p.board, &side), d, side)
        })
        .collect()
}

/// Greedy: this turn's deltas only (ghosts freed and added, points now, banks blocked).
fn greedy_score(v: &View, base: &Side, copy: CopyIdx, cell: Cell, rot: Rotation) -> f64 {
    let p = simulate_place(v, v.board, base, copy, cell, rot);
    if p.side.lost {
        return LOSS;
    }
    // Points now: completed features with meeples, or one a meeple of ours can take on the new tile.
    let mut points = 0u32;
    for &f in &p.outcome.completed {
        if !p.side.meeples_on(&p.board, f).is_empty() {
            points += p.board.value(f);
        }
    }
    let grab = meeple_spots(v, v.players.current, &p.board, &p.side, cell)
        .into_iter()
        .filter(|(_, f)| p.outcome.completed.contains(f))
        .map(|(_, f)| p.board.value(f))
        .max()
        .unwrap_or(0);
    points += grab;
    if v.score.measure() + points >= v.cfg.goal() {
        return WIN;
    }
    let after = p.side.ghosts.supply as f64;
    let ghost_w = 1.5 + 12.0 / (after + 1.0);
    let mut s = points as f64 * v.point_weight(&v.score.totals);
    s += (p.removed as f64 - p.added as f64) * ghost_w;
    s -= 1.5 * p.stuck_new as f64;
    // Banks next to the tile that this placement blocked, with their ghosts.
    let mut seen = Vec::new();
    for n in cell.n4() {
        for (a, f_after) in p.board.mist_areas_at(n) {
            let Some(f_before) = v.board.feature_of(n, a) else {
                continue;
            };
            if seen.contains(&f_before) {
                continue;
            }
            seen.push(f_before);
            if v.board.feature(f_before).blocked == 0 && p.board.feature(f_after).blocked > 0 {
                s -= 3.0 * bank_ghosts(v.board, &base.ghosts, f_before) as f64 + 0.5;
            }
        }
    }
    // Progress of features our meeples stand on.
    for (_, c, a) in base.meeples.on_board() {
        if let (Some(fb), Some(fa)) = (v.board.feature_of(c, a), p.board.feature_of(c, a)) {
            let (db, da) = (distance(v.board, fb), distance(&p.board, fa));
            if da.is_infinite() && db.is_finite() {
                s -= 3.0;
            } else if da.is_finite() && db.is_finite() {
                s += 0.5 * (db - da);
            }
        }
    }
    s
}

/// The expected value of the next player's best turn after a placement: for every tile kind that
/// may come next (`next`, weighted by its copies left), the best legal position and meeple for the
/// next player, evaluated. A kind that fits nowhere changes nothing (it is set aside, A-23); one
/// that can only be laid with a ghost shortage (RULES §16.2) costs [`NEXT_DRAW_LOSS`].
fn second_ply(
    v: &View,
    demand: &Demand,
    next: &[(CopyIdx, TypeIdx, usize)],
    p: &Placed,
    side: &Side,
    s1: f64,
) -> f64 {
    let next_player = (v.players.current + 1) % v.players.colours.len();
    let total: usize = next.iter().map(|k| k.2).sum();
    if total == 0 {
        return s1;
    }
    let mut sum = 0.0;
    for &(copy, ty, n) in next {
        let mut top = f64::NEG_INFINITY;
        for (cell, rots) in p.board.legal_placements(ty) {
            for rot in rots.iter() {
                let q = simulate_place(v, &p.board, side, copy, cell, rot);
                let (e, _) = best_meeple(v, demand, &q, next_player);
                top = top.max(e);
            }
        }
        let e = if top == f64::NEG_INFINITY {
            s1
        } else if top <= LOSS {
            s1 - NEXT_DRAW_LOSS
        } else if top >= WIN {
            s1 + NEXT_TURN_WIN
        } else {
            top
        };
        sum += e * n as f64;
    }
    sum / total as f64
}
