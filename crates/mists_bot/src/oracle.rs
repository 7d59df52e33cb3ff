//! Level 6 diagnostic: looking several turns ahead along the true order of the piles.
//!
//! The `oracle` bot reads the engine's hidden pile order (players never see it, RULES §4) and
//! plays the planner's turns forward along it. It is not a teammate: it measures what the tile
//! set allows when the draws are known, an optimistic bound for the balance report
//! (docs/balance.md). The lines are played on the engine's own machine from the true table: it
//! draws (setting aside tiles that fit nowhere, A-23), advances the piles at their thresholds,
//! lays the facedown tiles and ends the game exactly as in play; each turn keeps the best few
//! tables (a beam), each player in turn order choosing with the planner's own answers.

use crate::eval::{Demand, LOSS, WIN};
use crate::heur::{Heuristic, Judge, Placed, choices_after, play_on, simulate_place};
use crate::view::View;
use mists_rules::{Outcome, Sim, Stepping};

/// How far and how wide the search looks.
#[derive(Clone, Copy, Debug)]
pub struct Lines {
    /// Best (placement, meeple) pairs of this turn that are searched further.
    pub pairs: usize,
    /// Turns after this one.
    pub depth: usize,
    /// Tables kept after each turn, per pair.
    pub width: usize,
}

/// The `oracle` bot's search: 8 pairs, 8 turns deep, 8 tables wide (first tile design, 2 players,
/// 50 games: depth 4 and width 6 made 40 points a game, depth 8 and width 8 made 52;
/// docs/balance.md).
pub const ORACLE: Lines = Lines {
    pairs: 8,
    depth: 8,
    width: 8,
};

impl Heuristic {
    /// The `oracle` diagnostic: the planner judging its Level 6 choices by lines of several
    /// turns along the true (hidden) pile order instead of the second ply. Not a fair player.
    pub fn oracle(lines: Lines) -> Self {
        Heuristic::judged_by(Judge {
            pairs: lines.pairs,
            value: Box::new(move |v, demand, roots| judge(v, demand, lines, roots)),
        })
    }
}

/// A value for a table at the end of a line: a win or loss ends it (bounded so that the sort
/// stays in the planner's range of points).
const LINE_WIN: f64 = 600.0;
const LINE_LOSS: f64 = -600.0;

/// A table on a line, at the end of a turn.
struct Node {
    sim: Sim,
    value: f64,
}

impl Node {
    fn done(&self) -> bool {
        self.sim.outcome().is_some()
    }
}

/// The value of each of `roots` (this turn's tables after step 3a, with their values): the best
/// table a beam reaches along the true order.
fn judge(v: &View, demand: &Demand, lines: Lines, roots: &[(f64, &Sim)]) -> Vec<f64> {
    roots
        .iter()
        .map(|&(e, sim)| {
            let start = finish_turn(v, demand, sim.fork(), e);
            beam(v, demand, lines, start)
        })
        .collect()
}

/// Play the rest of the turn (3b, 3c: the pile clock and the facedown tile) with the planner's
/// answers, and bound the value of a line that ended.
fn finish_turn(v: &View, demand: &Demand, mut sim: Sim, value: f64) -> Node {
    sim.run(Stepping::UntilTurnEnd);
    play_on(v, demand, &mut sim, Stepping::UntilTurnEnd, |_| true);
    let value = match sim.outcome() {
        Some(Outcome::Won) => LINE_WIN,
        Some(Outcome::Lost(_)) => LINE_LOSS,
        None if value >= WIN => LINE_WIN,
        None if value <= LOSS => LINE_LOSS,
        None => value.clamp(LINE_LOSS + 1.0, LINE_WIN - 1.0),
    };
    Node { sim, value }
}

/// The best value a beam of `lines.width` tables reaches in `lines.depth` turns.
fn beam(v: &View, demand: &Demand, lines: Lines, start: Node) -> f64 {
    let mut best = start.value;
    let mut front = vec![start];
    for _ in 0..lines.depth {
        if front.iter().all(Node::done) {
            break;
        }
        let mut next: Vec<Node> = Vec::new();
        for n in front {
            if n.done() {
                // A won or lost line keeps its value.
                next.push(n);
            } else {
                next.extend(turn(v, demand, lines.width, &n));
            }
        }
        next.sort_by(|a, b| b.value.total_cmp(&a.value));
        next.truncate(lines.width);
        best = next[0].value;
        front = next;
    }
    best
}

/// One turn from `n`: the engine draws the next tile of the true order; the best `width` tables
/// after it.
fn turn(v: &View, demand: &Demand, width: usize, n: &Node) -> Vec<Node> {
    let mut drawn = n.sim.fork();
    let Some(copy) = drawn.draw() else {
        // The draw failed: the pile ran dry (RULES §14.3).
        return vec![Node {
            value: LINE_LOSS,
            sim: drawn,
        }];
    };
    let ty = drawn.table.board.tiles().copy(copy).ty;
    let mut cands: Vec<(f64, Sim)> = Vec::new();
    for (cell, rots) in drawn.table.board.legal_placements(ty) {
        for rot in rots.iter() {
            let placed: Placed = simulate_place(v, demand, &drawn, copy, cell, rot);
            for (e, _, after) in choices_after(v, demand, &placed) {
                cands.push((e, after));
            }
        }
    }
    cands.sort_by(|a, b| b.0.total_cmp(&a.0));
    cands.truncate(width);
    cands
        .into_iter()
        .map(|(e, after)| finish_turn(v, demand, after, e))
        .collect()
}
