//! Level 6 diagnostic: looking several turns ahead along the true order of the piles.
//!
//! The `oracle` bot reads the engine's hidden pile order (players never see it, RULES §4) and
//! plays the planner's turns forward along it. It is not a teammate: it measures what the tile
//! set allows when the draws are known, an optimistic bound for the balance report
//! (docs/balance.md). Along the order the table is played forward turn by turn with the
//! planner's own turn simulation (placement, ghosts, meeple, scoring), keeping the best few
//! tables after each turn (a beam), each player in turn order choosing. The pile clock is
//! followed (RULES §14.2–14.3: a pile advances when its threshold is reached; drawing from an
//! empty active pile loses), and while a haunted cemetery is open each turn also uses up one
//! tile facedown (RULES §13.3: its cell, burials and hounds are not simulated).

use crate::heur::{Demand, Placed, meeple_choices, simulate_place};
use crate::view::{Side, View};
use mists_board::{Board, CopyIdx};
use mists_rules::level::CemeteryRule;

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

/// A value for a table at the end of a line: a win or loss ends it (bounded so that the sort
/// stays in the planner's range of points).
const LINE_WIN: f64 = 600.0;
const LINE_LOSS: f64 = -600.0;

/// The order of the tiles still to come.
pub struct Order {
    seq: Vec<CopyIdx>,
    /// `ends[k]`: the index in `seq` where the pile `active + k` ends (its tiles and the ones
    /// put on top of it when earlier piles advanced, RULES §14.2).
    ends: Vec<usize>,
}

impl Order {
    /// The engine's true order (top of a pile is its last element).
    pub fn of(v: &View) -> Order {
        let mut seq = Vec::new();
        let mut ends = Vec::new();
        for p in &v.piles.piles[v.piles.active.min(v.piles.piles.len())..] {
            seq.extend(p.iter().rev().copied());
            ends.push(seq.len());
        }
        Order { seq, ends }
    }

    /// The tiles in drawing order.
    #[cfg(test)]
    pub fn tiles(&self) -> &[CopyIdx] {
        &self.seq
    }

    /// Where the active pile `pile` ends in the order.
    fn end(&self, v: &View, pile: usize) -> usize {
        let k = pile.saturating_sub(v.piles.active);
        self.ends.get(k).copied().unwrap_or(self.seq.len())
    }
}

/// A table on a line.
struct Node {
    board: Board,
    side: Side,
    /// The player who lays the next tile.
    player: usize,
    /// Next index of the order to draw.
    pos: usize,
    /// The active pile (index into the level's thresholds).
    pile: usize,
    value: f64,
    done: bool,
}

/// The value of each of `roots` (tables after this turn): the best table a beam reaches along
/// the true order.
pub fn judge(v: &View, demand: &Demand, lines: Lines, roots: &[(f64, &Placed, &Side)]) -> Vec<f64> {
    let order = Order::of(v);
    roots
        .iter()
        .map(|&(e, p, side)| {
            let start = Node {
                board: p.board.clone(),
                side: side.clone(),
                player: v.players.current,
                pos: 0,
                pile: v.piles.active,
                value: e,
                done: false,
            };
            beam(v, demand, lines, &order, after_turn(v, start, &order))
        })
        .collect()
}

/// Steps 3b–3c of a simulated turn and the pile clock, then hand over to the next player.
fn after_turn(v: &View, mut n: Node, order: &Order) -> Node {
    if n.side.lost {
        n.value = LINE_LOSS;
        n.done = true;
        return n;
    }
    if n.side.won {
        n.value = LINE_WIN;
        n.done = true;
        return n;
    }
    n.value = n.value.clamp(LINE_LOSS + 1.0, LINE_WIN - 1.0);
    let th = &v.cfg.thresholds;
    // 3b: a pile advances when every scoring meeple reached its threshold (RULES §15.3).
    while n.pile + 1 < th.len() && n.side.measure() >= th[n.pile] {
        n.pile += 1;
    }
    // 3c: an open haunted cemetery takes one tile facedown from the active pile (RULES §13.3).
    if v.cfg.cemeteries == CemeteryRule::Haunted {
        let hood = v.cfg.cemetery_hood();
        let open = n
            .board
            .cemeteries()
            .any(|c| !v.closed.0.contains(&c) && !n.board.cemetery_closed(c, hood));
        if open {
            if n.pos >= order.end(v, n.pile) {
                // Nothing to draw facedown: the pile failed (RULES §14.3, A-9).
                n.value = LINE_LOSS;
                n.done = true;
                return n;
            }
            n.pos += 1;
        }
    }
    n.player = (n.player + 1) % v.players.colours.len();
    n
}

/// The best value a beam of `lines.width` tables reaches in `lines.depth` turns along `order`.
fn beam(v: &View, demand: &Demand, lines: Lines, order: &Order, start: Node) -> f64 {
    let mut best = start.value;
    let mut front = vec![start];
    for _ in 0..lines.depth {
        if front.iter().all(|n| n.done) {
            break;
        }
        let mut next: Vec<Node> = Vec::new();
        for n in front {
            if n.done {
                // A won or lost line keeps its value.
                next.push(n);
            } else {
                next.extend(turn(v, demand, lines.width, order, &n));
            }
        }
        next.sort_by(|a, b| b.value.total_cmp(&a.value));
        next.truncate(lines.width);
        best = next[0].value;
        front = next;
    }
    best
}

/// One turn from `n` along `order`: the best `width` tables after it.
fn turn(v: &View, demand: &Demand, width: usize, order: &Order, n: &Node) -> Vec<Node> {
    let mut pos = n.pos;
    // Draw (RULES §8.1); a tile that fits nowhere is set aside and another drawn.
    let (copy, placements) = loop {
        if pos >= order.end(v, n.pile) {
            // The active pile ran dry below its threshold (RULES §14.3).
            return vec![Node {
                board: n.board.clone(),
                side: n.side.clone(),
                value: LINE_LOSS,
                done: true,
                ..*n
            }];
        }
        let copy = order.seq[pos];
        pos += 1;
        let ty = n.board.tiles().copy(copy).ty;
        let placements = n.board.legal_placements(ty);
        if !placements.is_empty() {
            break (copy, placements);
        }
    };
    let mut placed: Vec<Placed> = Vec::new();
    let mut cands: Vec<(f64, usize, Side)> = Vec::new();
    for (cell, rots) in placements {
        for rot in rots.iter() {
            let p = simulate_place(v, &n.board, &n.side, copy, cell, rot);
            for (e, _, side) in meeple_choices(v, demand, &p, n.player) {
                cands.push((e, placed.len(), side));
            }
            placed.push(p);
        }
    }
    cands.sort_by(|a, b| b.0.total_cmp(&a.0));
    cands.truncate(width);
    cands
        .into_iter()
        .map(|(e, i, side)| {
            let node = Node {
                board: placed[i].board.clone(),
                side,
                player: n.player,
                pos,
                pile: n.pile,
                // A won or lost table (evaluated as WIN / LOSS) is bounded by `after_turn`.
                value: e,
                done: false,
            };
            after_turn(v, node, order)
        })
        .collect()
}
