//! The planner's answers to the turn's smaller decisions (which symbol stays empty, where the
//! cemetery ghost goes, score or pacify, whom to bury, where the hound runs, where the facedown
//! tile lies). The same answers serve the real decision and the look-ahead's simulated turns,
//! judged on the table they are asked on.

use crate::eval::*;
use crate::view::View;
use mists_board::{AreaIdx, AreaKind, Board, Cell, FeatureId};
use mists_rules::{
    AwardTo, Decision, DecisionKind, Ghosts, HoundState, MeepleId, MeepleLoc, PendingDecision,
    Table,
};

/// The option with the highest score (the first one on ties: deterministic).
pub(crate) fn best(opts: &[Decision], score: impl Fn(&Decision) -> f64) -> Decision {
    let mut top = (f64::NEG_INFINITY, opts[0]);
    for d in opts {
        let s = score(d);
        if s > top.0 {
            top = (s, *d);
        }
    }
    top.1
}

/// The planner's answer to any decision but a tile placement or a meeple, asked on table `t`.
pub(crate) fn answer(v: &View, demand: &Demand, t: &Table, p: &PendingDecision) -> Decision {
    let board = &t.board;
    let opts = &p.options;
    match &p.kind {
        DecisionKind::LeaveEmpty { cell } => best(opts, |d| match d {
            // leave empty the symbol whose ghost would be hardest to remove.
            Decision::LeaveEmpty { area } => stickiness(board, *cell, *area),
            _ => f64::MIN,
        }),
        DecisionKind::CemeteryGhost => best(opts, |d| match d {
            Decision::CemeteryGhost { cell } => -cemetery_stickiness(board, *cell),
            _ => f64::MIN,
        }),
        DecisionKind::HauntArea { .. } => best(opts, |d| match d {
            Decision::HauntArea { cell, area } => -stickiness(board, *cell, *area),
            _ => f64::MIN,
        }),
        DecisionKind::ScoringOrder => best(opts, |d| match d {
            Decision::ScoreNext { cell, area } => board
                .feature_of(*cell, *area)
                .map_or(0.0, |f| board.value(f) as f64),
            _ => f64::MIN,
        }),
        DecisionKind::ScoreOrPacify { value, colours, .. } => {
            let mut after = t.score.totals.clone();
            for &c in colours {
                award(t, &mut after, c, *value);
            }
            match pacify_choice(v, board, &t.ghosts, demand, &t.score.totals, &after) {
                Some((cell, count)) => Decision::Pacify {
                    cell: Some(cell),
                    count,
                },
                None => Decision::Score,
            }
        }
        DecisionKind::AssignPoints { .. } => Decision::AssignPoints {
            index: lowest(&t.score.totals) as u8,
        },
        DecisionKind::Bury { .. } => best(opts, |d| match d {
            Decision::Bury { meeple } => -burial_cost(t, *meeple),
            _ => f64::MIN,
        }),
        DecisionKind::AttachHound { .. } => best(opts, |d| match d {
            Decision::AttachHound { meeple } => hound_spot(t, *meeple),
            _ => f64::MIN,
        }),
        DecisionKind::HoundClear { .. } => best(opts, |d| match d {
            Decision::HoundClear { cell, count } => {
                *count as f64 * (1.0 + cell_stickiness(board, &t.ghosts, *cell))
            }
            _ => 0.0,
        }),
        DecisionKind::Facedown => best(opts, |d| match d {
            Decision::Facedown { cell } => -facedown_harm(t, *cell),
            _ => f64::MIN,
        }),
        DecisionKind::PlaceTile { .. } | DecisionKind::PlaceMeeple { .. } => opts[opts.len() - 1],
    }
}

/// Add an award to `totals` as the engine would (Level 6: to the colour's scoring meeple; a colour
/// without one goes where the team sends it, A-25: the planner sends it to the lowest).
pub(crate) fn award(t: &Table, totals: &mut [u32], colour: mists_rules::Colour, points: u32) {
    let i = match t.award_to(colour) {
        AwardTo::Index(i) => i as usize,
        AwardTo::TeamChooses => lowest(totals),
    };
    if let Some(x) = totals.get_mut(i) {
        *x = x.saturating_add(points);
    }
}

/// What burying `meeple` costs: its feature's prospect and any hound on it; from a supply, the
/// fewer of its colour are left the more it hurts.
fn burial_cost(t: &Table, meeple: MeepleId) -> f64 {
    match t.meeples.get(meeple).loc {
        MeepleLoc::Board { cell, area } => {
            let hound = t.hounds.0.contains(&HoundState::Attached(meeple));
            let worth = t
                .board
                .feature_of(cell, area)
                .map_or(0.0, |f| meeple_prospect(&t.board, f));
            worth + 6.0 * hound as u8 as f64
        }
        _ => -(t.meeples.supply_count(t.meeples.get(meeple).colour) as f64),
    }
}

/// Pacify instead of scoring when the ghosts removed are worth more than the points
/// (RULES §12.4): never when the points win the game.
pub(crate) fn pacify_choice(
    v: &View,
    board: &Board,
    ghosts: &Ghosts,
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
    if v.t.has_hounds()
        && v.t.score.markers_resolved < v.cfg.markers()
        && measure < v.t.next_threshold()
        && reached >= v.t.next_threshold()
    {
        score_util += MARKER_BONUS;
    }
    score_util += clock(v, before) - clock(v, after);
    let s = ghosts.supply;
    let mut top: Option<(f64, Cell, u8)> = None;
    for cell in ghosts.cells() {
        let k = ghosts.on_cell(cell).min(3);
        let gain = STUCK * k as f64 * cell_stickiness(board, ghosts, cell) + demand.danger(s)
            - demand.danger(s.saturating_add(k));
        if top.is_none_or(|(g, _, _)| gain > g) {
            top = Some((gain, cell, k));
        }
    }
    top.filter(|(g, _, _)| *g > score_util)
        .map(|(_, c, k)| (c, k))
}

/// Where a hound does most good: many (stuck) ghosts in its vicinity, on a meeple that may score it.
fn hound_spot(t: &Table, meeple: MeepleId) -> f64 {
    let MeepleLoc::Board { cell, area } = t.meeples.get(meeple).loc else {
        return f64::MIN;
    };
    let mut gains: Vec<f64> = t
        .hound_vicinity(cell)
        .into_iter()
        .map(|c| {
            let n = t.ghosts.on_cell(c).min(3) as f64;
            n * (0.5 + cell_stickiness(&t.board, &t.ghosts, c))
        })
        .collect();
    gains.sort_by(|a, b| b.total_cmp(a));
    let prospect = t
        .board
        .feature_of(cell, area)
        .map_or(0.0, |f| meeple_prospect(&t.board, f));
    gains.iter().take(2).sum::<f64>() + 0.1 * prospect
}

/// What a facedown tile at `cell` spoils (RULES §13.3, A-11, A-12): features it haunts, banks it
/// blocks; closing a cemetery ends its facedown draws.
fn facedown_harm(t: &Table, cell: Cell) -> f64 {
    let board = &t.board;
    let mut after = (**board).clone();
    after.place_facedown(cell);
    let mut harm = 0.0;
    let mut seen: Vec<FeatureId> = Vec::new();
    for n in cell.n8() {
        let Some(def) = board.def_at(n) else {
            continue;
        };
        for i in 0..def.areas.len() {
            let a = AreaIdx(i as u8);
            let (Some(fb), Some(fa)) = (board.feature_of(n, a), after.feature_of(n, a)) else {
                continue;
            };
            if seen.contains(&fb) {
                continue;
            }
            seen.push(fb);
            let (before, now) = (board.feature_head(fb), after.feature_head(fa));
            if before.blocked > 0 || now.blocked == 0 {
                continue;
            }
            harm += match def.area(a).kind {
                AreaKind::Mist => 1.0 + 3.0 * bank_ghosts(board, &t.ghosts, fb) as f64,
                _ if t.occupied(fb) => 8.0,
                _ => 0.3 * board.value(fb) as f64,
            };
        }
    }
    // Filling the last cells around a cemetery ends the facedown draws sooner.
    let hood = t.cfg().cemetery_hood();
    for c in t.open_cemeteries() {
        if !hood.cells(c).contains(&cell) {
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
