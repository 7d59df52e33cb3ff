//! Look-ahead on the engine's own machine: a placement is laid on a copy of the players' game
//! ([`Sim::lay`]) and the turn played forward with the planner's own answers ([`answer`]); nothing
//! here decides what a rule does.

use super::policy::answer;
use crate::eval::*;
use crate::view::View;
use mists_board::{Cell, CopyIdx, Rotation, TypeIdx};
use mists_rules::{Decision, DecisionKind, Outcome, PlacedTile, Sim, Stepping};

/// Planner, Level 6: a next tile with which the next player wins (a large bonus, but a chance of
/// winning must not outweigh everything else as [`WIN`] would).
const NEXT_TURN_WIN: f64 = 500.0;
pub(super) const NEXT_DRAW_LOSS: f64 = 250.0;

/// A placement played forward to its meeple decision (steps 1a–2a).
pub(crate) struct Placed {
    /// The game at the meeple decision (or past it when there was nothing to choose, or over).
    pub(crate) sim: Sim,
    /// What the placement did to the features (None: it was refused).
    pub(crate) tile: Option<PlacedTile>,
    /// Points on the table right after the placement: the completed features that hold meeples.
    pub(crate) points_now: u32,
    /// Ghosts gained by the supply through 1b–2a (freed minus placed; negative when it pays).
    pub(crate) ghost_delta: i32,
}

/// Answer the game's decisions with the planner's own answers while `go_on` says so and the
/// machine has not stopped (see [`Stepping`]).
pub(crate) fn play_on(
    v: &View,
    demand: &Demand,
    s: &mut Sim,
    stepping: Stepping,
    go_on: impl Fn(&DecisionKind) -> bool,
) {
    while let Some(p) = s.pending() {
        if !go_on(&p.kind) {
            return;
        }
        let d = answer(v, demand, &s.table, p);
        if s.decide_until(d, stepping).is_err() {
            return;
        }
    }
}

fn not_meeple(k: &DecisionKind) -> bool {
    !matches!(k, DecisionKind::PlaceMeeple { .. })
}

/// Lay `copy` at `cell` turned `rot` on a copy of `from` and play on to the meeple decision.
pub(crate) fn simulate_place(
    v: &View,
    demand: &Demand,
    from: &Sim,
    copy: CopyIdx,
    cell: Cell,
    rot: Rotation,
) -> Placed {
    let mut sim = from.fork();
    let before = sim.table.ghosts.supply as i32;
    // The placement comes from the legal placements; a refusal leaves the table unchanged. One
    // step (1b) leaves the meeples where they were: what completed with meeples on it?
    let tile = sim.lay(copy, cell, rot, Stepping::OneStep).ok();
    let t = &sim.table;
    let points_now = tile.as_ref().map_or(0, |tile| {
        tile.outcome
            .completed
            .iter()
            .filter(|f| t.occupied(**f))
            .map(|f| t.board.value(*f))
            .sum()
    });
    sim.run(Stepping::UntilClose);
    play_on(v, demand, &mut sim, Stepping::UntilClose, not_meeple);
    let ghost_delta = sim.table.ghosts.supply as i32 - before;
    Placed {
        sim,
        tile,
        points_now,
        ghost_delta,
    }
}

/// Every meeple choice after a placement (no meeple first), each played through step 3a,
/// with its value. Outside Level 6 a new meeple takes the preferred colour only.
pub(crate) fn meeple_choices(v: &View, demand: &Demand, p: &Placed) -> Vec<(f64, Decision, Sim)> {
    let Some(choices) = meeple_decisions(v, p) else {
        return vec![(
            evaluate(v, demand, &p.sim),
            Decision::SkipMeeple,
            p.sim.fork(),
        )];
    };
    choices
        .into_iter()
        .map(|d| {
            let sim = play_meeple(v, demand, p, d);
            (evaluate(v, demand, &sim), d, sim)
        })
        .collect()
}

/// The value of [`best_meeple`] alone: each choice's table is dropped once judged (the second
/// ply asks this for every reply; keeping every table until the best was known cost memory churn).
pub(crate) fn best_meeple_value(v: &View, demand: &Demand, p: &Placed) -> f64 {
    let Some(choices) = meeple_decisions(v, p) else {
        return evaluate(v, demand, &p.sim);
    };
    choices
        .into_iter()
        .map(|d| evaluate(v, demand, &play_meeple(v, demand, p, d)))
        .fold(None, |top: Option<f64>, c| match top {
            Some(t) if t >= c => Some(t),
            _ => Some(c),
        })
        .unwrap_or(LOSS)
}

/// The meeple choices after placement `p` (no meeple first), or None when it asks for none.
fn meeple_decisions(v: &View, p: &Placed) -> Option<Vec<Decision>> {
    let pending = p.sim.pending().filter(|q| !not_meeple(&q.kind))?;
    let colours: Vec<_> = pending
        .options
        .iter()
        .filter_map(|d| match d {
            Decision::PlaceMeeple { colour, .. } => Some(*colour),
            _ => None,
        })
        .collect();
    // Level 6: which colour scores matters (RULES §15.2), so every colour is tried.
    let want = (!v.cfg.individual_scoring)
        .then(|| v.preferred_colour(&colours))
        .flatten();
    let mut choices = vec![Decision::SkipMeeple];
    choices.extend(pending.options.iter().copied().filter(|d| match d {
        Decision::PlaceMeeple { colour, .. } => want.is_none_or(|w| w == *colour),
        _ => false,
    }));
    Some(choices)
}

/// Meeple choice `d` after placement `p`, played through step 3a.
fn play_meeple(v: &View, demand: &Demand, p: &Placed, d: Decision) -> Sim {
    let mut sim = p.sim.fork();
    if sim.decide_until(d, Stepping::UntilClose).is_ok() {
        play_on(v, demand, &mut sim, Stepping::UntilClose, |_| true);
    }
    sim
}

/// The planner's value of a placement: the best meeple choice after it, evaluated.
pub(crate) fn best_meeple(v: &View, demand: &Demand, p: &Placed) -> (f64, Decision, Sim) {
    meeple_choices(v, demand, p)
        .into_iter()
        .fold(None, |top: Option<(f64, Decision, Sim)>, c| match top {
            Some(t) if t.0 >= c.0 => Some(t),
            _ => Some(c),
        })
        .unwrap_or_else(|| (LOSS, Decision::SkipMeeple, p.sim.fork()))
}

/// The chance that the next draw cannot be laid without a ghost shortage (RULES §10.3, §16.2):
/// every kind of unseen tile, every legal position, on the table `s` after this turn.
pub(crate) fn next_draw_loss(v: &View, s: &Sim) -> f64 {
    let total = v.pv.unseen().len();
    if total == 0 {
        return 0.0;
    }
    let lost: usize =
        v.pv.unseen_kinds()
            .into_iter()
            .filter(|(copy, _, _)| s.can_lay_safely(*copy) == Some(false))
            .map(|(_, _, n)| n)
            .sum();
    lost as f64 / total as f64
}

/// The rest of the turn after a (placement, meeple) pair `after`, played with the planner's
/// answers; the value instead when the game ended on the way.
pub(crate) fn turn_end(v: &View, demand: &Demand, after: &Sim) -> Result<Sim, f64> {
    let mut end = after.fork();
    end.run(Stepping::UntilTurnEnd);
    play_on(v, demand, &mut end, Stepping::UntilTurnEnd, |_| true);
    match end.outcome() {
        Some(Outcome::Lost(_)) => Err(LOSS),
        Some(Outcome::Won) => Err(WIN),
        None => Ok(end),
    }
}

/// The next player's best placement and meeple with `copy` (of kind `ty`) drawn at the turn's
/// `end`, evaluated (minus infinity: it fits nowhere).
pub(crate) fn best_reply(v: &View, demand: &Demand, end: &Sim, copy: CopyIdx, ty: TypeIdx) -> f64 {
    let mut top = f64::NEG_INFINITY;
    let mut drawn = end.fork();
    if drawn.draw_this(copy).is_ok() {
        for (cell, rots) in end.table.board.legal_placements(ty) {
            for rot in rots.iter() {
                let q = simulate_place(v, demand, &drawn, copy, cell, rot);
                top = top.max(best_meeple_value(v, demand, &q));
            }
        }
    }
    top
}

/// The second ply's value of one kind's best reply `top` after a pair worth `s1` at the first:
/// a kind that fits nowhere changes nothing; one that can only be laid with a ghost
/// shortage (RULES §16.2) costs [`NEXT_DRAW_LOSS`]; a win next turn earns [`NEXT_TURN_WIN`].
pub(crate) fn reply_value(top: f64, s1: f64) -> f64 {
    if top == f64::NEG_INFINITY {
        s1
    } else if top <= LOSS {
        s1 - NEXT_DRAW_LOSS
    } else if top >= WIN {
        s1 + NEXT_TURN_WIN
    } else {
        top
    }
}
