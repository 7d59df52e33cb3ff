//! The heuristic bots: `greedy` (one-turn deltas) and `planner` (the whole turn played forward on
//! the engine's machine, a table evaluation and a one-draw look-ahead at the ghost loss line).

mod look;
mod ply2;
mod policy;

use crate::eval::*;
use crate::view::View;
use crate::{Bot, Seat};
use look::{NEXT_DRAW_LOSS, meeple_choices, next_draw_loss};
pub(crate) use look::{
    Placed, best_meeple, meeple_choices as choices_after, play_on, simulate_place,
};
use mists_board::{Cell, CopyIdx, Rotation};
use mists_rules::{Decision, DecisionKind, PendingDecision, Sim};
use ply2::second_ply_values;
use policy::{answer, best};

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
    planned: Option<(CopyIdx, Decision, Decision)>,
    /// Level 6: judge the best placements by the second ply (off only to measure what it adds).
    second_ply: bool,
    /// How many best placements get the next-draw loss check ([`LOOKAHEAD`]; 0 in the search's
    /// light playouts).
    lookahead: usize,
    /// Level 6, the `oracle` diagnostic: judge them by lines of several turns along the true pile
    /// order instead (`oracle.rs` builds it; the planner does not know how it judges).
    judge: Option<Judge>,
}

/// Another way to value the planner's best Level 6 (placement, meeple) pairs than the second ply:
/// given the first `pairs` tables after step 3a with their evaluations, a value for each.
pub(crate) struct Judge {
    pub pairs: usize,
    pub value: Box<dyn Fn(&View, &Demand, &[(f64, &Sim)]) -> Vec<f64> + Send + Sync>,
}

impl Heuristic {
    pub fn new(strength: Strength) -> Self {
        Heuristic {
            strength,
            planned: None,
            second_ply: true,
            lookahead: LOOKAHEAD,
            judge: None,
        }
    }

    /// The planner judging its Level 6 choices with `judge` instead of the second ply.
    pub(crate) fn judged_by(judge: Judge) -> Self {
        Heuristic {
            judge: Some(judge),
            ..Heuristic::new(Strength::Planner)
        }
    }

    /// The planner as it was before the second ply (tests compare the two; the search bot's
    /// playouts use it).
    pub(crate) fn one_ply(mut self) -> Self {
        self.second_ply = false;
        self
    }

    /// Without the next-draw loss check (the search's light playouts: the check tries every
    /// unseen kind on the best placements and is most of a playout's cost).
    pub(crate) fn without_lookahead(mut self) -> Self {
        self.lookahead = 0;
        self
    }

    /// Level 6: answer the meeple decision after `copy` is laid as `placement` (a
    /// `PlaceTile`: cell and rotation) with `m`, chosen with the placement by someone else (the
    /// search bot, also when it runs on a background task).
    pub fn plan_meeple(&mut self, copy: CopyIdx, placement: Decision, m: Decision) {
        self.planned = Some((copy, placement, m));
    }

    /// The meeple chosen together with the last Level 6 placement.
    #[cfg(test)]
    pub(crate) fn planned(&self) -> Option<Decision> {
        self.planned.map(|(_, _, m)| m)
    }

    /// The planned meeple if the tile just laid is the planned placement: the same copy, cell
    /// and rotation (a person may lay the hinted tile turned otherwise). Read, not taken: asking
    /// again (the hint, then the bot seat) gives the same answer.
    fn plan_for(&self, v: &View, opts: &[Decision]) -> Option<Decision> {
        let (copy, placement, m) = self.planned?;
        let laid = v.board.placed().last()?;
        let ok = v.turn.drawn() == Some(copy)
            && laid.copy == Some(copy)
            && placement
                == (Decision::PlaceTile {
                    cell: laid.cell,
                    rot: laid.rot,
                })
            && opts.contains(&m);
        ok.then_some(m)
    }
}

/// Planner: how many best placements get the exact next-draw loss check.
const LOOKAHEAD: usize = 4;
/// Planner, Level 6: how many best (placement, meeple) pairs get the second ply.
pub(crate) const PLY2_PAIRS: usize = 8;

impl Bot for Heuristic {
    fn decide(&mut self, seat: &Seat, pending: &PendingDecision) -> Decision {
        let v = View::new(seat.view());
        let opts = &pending.options;
        let demand = Demand::new(&v);
        let d = match &pending.kind {
            DecisionKind::PlaceTile { .. } => self.place(&v, &demand, opts),
            DecisionKind::PlaceMeeple { cell } => self.meeple(&v, &demand, *cell, opts),
            _ => answer(&v, &demand, v.t, pending),
        };
        if opts.contains(&d) { d } else { opts[0] }
    }

    fn name(&self) -> &'static str {
        match self.strength {
            Strength::Greedy => "greedy",
            Strength::Planner if self.judge.is_some() => "oracle",
            Strength::Planner => "planner",
        }
    }

    fn omniscient(&self) -> bool {
        self.judge.is_some()
    }
}

impl Heuristic {
    fn place(&mut self, v: &View, demand: &Demand, opts: &[Decision]) -> Decision {
        let Some(copy) = v.turn.drawn() else {
            return opts[0];
        };
        let placements = opts.iter().filter_map(|d| match d {
            Decision::PlaceTile { cell, rot } => Some((*d, *cell, *rot)),
            _ => None,
        });
        match self.strength {
            Strength::Greedy => best(opts, |d| match d {
                Decision::PlaceTile { cell, rot } => greedy_score(v, demand, copy, *cell, *rot),
                _ => f64::MIN,
            }),
            Strength::Planner if self.second_ply && v.cfg.individual_scoring => {
                self.place_two_ply(v, demand, copy, opts)
            }
            Strength::Planner => {
                let mut scored: Vec<(f64, Decision, Sim)> = placements
                    .map(|(d, cell, rot)| {
                        let p = simulate_place(v, demand, v.sim(), copy, cell, rot);
                        let (s, _, after) = best_meeple(v, demand, &p);
                        (s, d, after)
                    })
                    .collect();
                // Stable sort: ties keep the engine's option order (deterministic).
                scored.sort_by(|a, b| b.0.total_cmp(&a.0));
                let mut top = (f64::NEG_INFINITY, opts[0]);
                for (i, (s, d, after)) in scored.iter().enumerate() {
                    let mut s = *s;
                    if i < self.lookahead && after.outcome().is_none() {
                        s -= NEXT_DRAW_LOSS * next_draw_loss(v, after);
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
    /// unseen kind ([`second_ply`]); the `oracle` judges them by lines along the true pile order
    /// instead (`Judge`). The chosen meeple is kept for the meeple decision.
    fn place_two_ply(
        &mut self,
        v: &View,
        demand: &Demand,
        copy: CopyIdx,
        opts: &[Decision],
    ) -> Decision {
        let (placed, pairs) = first_ply_pairs(v, demand, copy, opts);
        let values: Vec<f64> = match &self.judge {
            Some(judge) => {
                let roots: Vec<(f64, &Sim)> = pairs
                    .iter()
                    .take(judge.pairs)
                    .map(|(e, _, _, after)| (*e, after))
                    .collect();
                (judge.value)(v, demand, &roots)
            }
            None => second_ply_values(v, demand, &pairs, 1),
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
        let (d, _) = placed[i];
        self.planned = Some((copy, d, m));
        d
    }

    fn meeple(&mut self, v: &View, demand: &Demand, cell: Cell, opts: &[Decision]) -> Decision {
        if let Some(m) = self.plan_for(v, opts) {
            return m;
        }
        match self.strength {
            Strength::Planner => {
                // The players' game already stands at this meeple decision.
                let here = Placed {
                    sim: v.sim().clone(),
                    tile: None,
                    points_now: 0,
                    ghost_delta: 0,
                };
                let mut top = (f64::NEG_INFINITY, opts[0]);
                for (e, d, _) in meeple_choices(v, demand, &here) {
                    if e > top.0 {
                        top = (e, d);
                    }
                }
                top.1
            }
            Strength::Greedy => {
                let t = v.t;
                let spare: usize = t.players.colours[t.players.current]
                    .iter()
                    .map(|c| t.meeples.supply_count(*c))
                    .sum();
                let colours: Vec<_> = opts
                    .iter()
                    .filter_map(|d| match d {
                        Decision::PlaceMeeple { colour, .. } => Some(*colour),
                        _ => None,
                    })
                    .collect();
                let want = v.preferred_colour(&colours);
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

/// Level 6: every placement with every meeple choice, played through step 3a and evaluated, best
/// first (ties in the engine's option order); each pair names its placement in the first list.
fn first_ply_pairs(
    v: &View,
    demand: &Demand,
    copy: CopyIdx,
    opts: &[Decision],
) -> (Vec<(Decision, Cell)>, Vec<(f64, usize, Decision, Sim)>) {
    let mut placed: Vec<(Decision, Cell)> = Vec::new();
    let mut pairs: Vec<(f64, usize, Decision, Sim)> = Vec::new();
    for d in opts {
        let Decision::PlaceTile { cell, rot } = d else {
            continue;
        };
        let p = simulate_place(v, demand, v.sim(), copy, *cell, *rot);
        for (e, m, after) in meeple_choices(v, demand, &p) {
            pairs.push((e, placed.len(), m, after));
        }
        placed.push((*d, *cell));
    }
    // Stable sort: ties keep the engine's option order (deterministic).
    pairs.sort_by(|a, b| b.0.total_cmp(&a.0));
    (placed, pairs)
}

/// Level 6: the planner's best (placement, meeple) pairs by their second-ply value, best first
/// (the candidates the search bot plays out).
pub(crate) fn two_ply_pairs(
    v: &View,
    demand: &Demand,
    copy: CopyIdx,
    opts: &[Decision],
    judged: usize,
    threads: usize,
) -> Vec<(f64, Decision, Decision)> {
    let (placed, pairs) = first_ply_pairs(v, demand, copy, opts);
    let pairs = &pairs[..pairs.len().min(judged)];
    let mut ranked: Vec<(f64, Decision, Decision)> = second_ply_values(v, demand, pairs, threads)
        .into_iter()
        .zip(pairs)
        .map(|(s, (_, i, m, _))| (s, placed[*i].0, *m))
        .collect();
    // Stable: ties keep the first-ply order, as the planner's strict `>` does.
    ranked.sort_by(|a, b| b.0.total_cmp(&a.0));
    ranked
}

/// Level 6: the planner's best (placement, meeple) pairs by their first-ply value alone, best
/// first (the light search's candidates: the playouts judge them instead of the second ply).
pub(crate) fn one_ply_pairs(
    v: &View,
    demand: &Demand,
    copy: CopyIdx,
    opts: &[Decision],
) -> Vec<(f64, Decision, Decision)> {
    let (placed, pairs) = first_ply_pairs(v, demand, copy, opts);
    pairs
        .into_iter()
        .map(|(s, i, m, _)| (s, placed[i].0, m))
        .collect()
}

/// Greedy: this turn's deltas only (ghosts freed and added, points now, banks blocked).
fn greedy_score(v: &View, demand: &Demand, copy: CopyIdx, cell: Cell, rot: Rotation) -> f64 {
    let p = simulate_place(v, demand, v.sim(), copy, cell, rot);
    let t = &p.sim.table;
    let tile = match (p.sim.outcome(), &p.tile) {
        (Some(mists_rules::Outcome::Won), _) => return WIN,
        (Some(mists_rules::Outcome::Lost(_)), _) | (None, None) => return LOSS,
        (None, Some(tile)) => tile,
    };
    let board = &t.board;
    // Points now: completed features with meeples, or one a meeple of ours can take on the new tile.
    let mut points = p.points_now;
    let grab = p
        .sim
        .pending()
        .map(|q| &q.options[..])
        .unwrap_or_default()
        .iter()
        .filter_map(|d| match d {
            Decision::PlaceMeeple { area, .. } => board.feature_of(cell, *area),
            _ => None,
        })
        .filter(|f| tile.outcome.completed.contains(f))
        .map(|f| board.value(f))
        .max()
        .unwrap_or(0);
    points += grab;
    if v.t.score.measure().saturating_add(points) >= v.cfg.goal() {
        return WIN;
    }
    let after = t.ghosts.supply as f64;
    let ghost_w = 1.5 + 12.0 / (after + 1.0);
    let mut s = points as f64 * v.point_weight(&v.t.score.totals);
    s += p.ghost_delta as f64 * ghost_w;
    // Mist ghosts of this tile that went into blocked banks stay for good.
    let stuck_new: u32 = board
        .mist_areas_at(cell)
        .into_iter()
        .filter(|(a, _)| stickiness(board, cell, *a) >= 1.0)
        .map(|(a, _)| t.ghosts.mist.get(&(cell, a)).copied().unwrap_or(0) as u32)
        .sum();
    s -= 1.5 * stuck_new as f64;
    // Banks next to the tile that this placement blocked, with their ghosts.
    let mut seen = Vec::new();
    for n in cell.n4() {
        for (a, f_after) in board.mist_areas_at(n) {
            let Some(f_before) = v.board.feature_of(n, a) else {
                continue;
            };
            if seen.contains(&f_before) {
                continue;
            }
            seen.push(f_before);
            if v.board.feature_head(f_before).blocked == 0
                && board.feature_head(f_after).blocked > 0
            {
                s -= 3.0 * bank_ghosts(v.board, &v.t.ghosts, f_before) as f64 + 0.5;
            }
        }
    }
    // Progress of features our meeples stand on.
    for (_, c, a) in v.t.meeples.on_board() {
        if let (Some(fb), Some(fa)) = (v.board.feature_of(c, a), board.feature_of(c, a)) {
            let (db, da) = (distance(v.board, fb), distance(board, fa));
            if da.is_infinite() && db.is_finite() {
                s -= 3.0;
            } else if da.is_finite() && db.is_finite() {
                s += 0.5 * (db - da);
            }
        }
    }
    s
}
