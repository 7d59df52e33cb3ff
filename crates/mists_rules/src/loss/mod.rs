//! Losing by the pile, watched (RULES §14.1–§14.3), and why a lost game was lost, in numbers
//! (RULES §16.2): what the table panel and the game-over screen state and mark on the board.
//! Read from the table and the turn; the pile sizes are public (the piles stand on the table).

use crate::event::LossReason;
use crate::flow::{Flow, Outcome};
use crate::model::{Colour, HoundState};
use crate::table::Table;
use crate::turn::{TileStep, Turn};
use mists_board::{AreaKind, Cell, FeatureKind};

/// The cause of a loss.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LossDetail {
    /// RULES §10.6, §16.2: the tile laid at `cell` needed `needed` ghosts in step 2a and the
    /// supply held `supply`.
    Ghosts {
        cell: Cell,
        needed: u32,
        supply: u32,
    },
    /// RULES §14.3, §16.2: a tile had to be drawn from pile `pile` (0-based, of `piles`) and it
    /// was empty before `threshold` was reached; `short` lists each scoring meeple still below it
    /// with its total (one shared meeple in Levels 1–5).
    Tiles {
        pile: usize,
        piles: usize,
        threshold: u32,
        short: Vec<(Colour, u32)>,
    },
}

/// The pile in play against the threshold in force: how many tiles it still holds and how many
/// points each scoring meeple still needs before it runs dry (RULES §14.3; Levels 1–2: the one
/// pile against the goal; Level 6: each scoring meeple, §15.3).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PileNeed {
    /// The pile in play (0-based) and the tiles it holds.
    pub pile: usize,
    pub tiles_left: usize,
    pub threshold: u32,
    /// Each scoring meeple below the threshold, with the points it still needs.
    pub needs: Vec<(Colour, u32)>,
    /// An upper bound of the points any one scoring meeple (or the team) can still gain before
    /// the pile in play runs dry ([`reach_bound`]).
    pub reach: u32,
}

impl PileNeed {
    /// The scoring meeples whose need is past [`PileNeed::reach`]: the pile will run dry first,
    /// whatever is played (RULES §14.3). Empty while the threshold is still within reach.
    pub fn out_of_reach(&self) -> Vec<Colour> {
        self.needs
            .iter()
            .filter(|(_, n)| *n > self.reach)
            .map(|(c, _)| *c)
            .collect()
    }
}

/// An upper bound of the points one scoring meeple (or the team's total) can still gain before
/// the pile in play runs dry, from what the players see (docs/game.md "The pile in play"):
/// points come only from features completed by a face-up tile and from hounds (RULES §12, §14.5).
/// With `n` = the tiles left in the pile in play plus the tile of this turn:
/// - an open road, city or castle completes only once every empty cell its open edges face holds a
///   tile, so only those facing at most `n` such cells count, each once (merged ones once in
///   all): at most the sum of their values now, plus what `n` tiles can add, each at most `g`,
///   the largest value one tile still unseen can bring (a road area 1, a city area 2 + 2 per coat
///   of arms, a castle 18 if some empty cell has 9 - n face-up neighbours already, and 2 for
///   each castle on the board whose block a misty tile may join);
/// - each award is multiplied at most by the colours in play (joint scoring, §12.3); a Level 6
///   meeple takes its own colour's award and may be given those of colours without a scoring
///   meeple, so at most 1 + those colours;
/// - each hound already with a meeple scores at most every ghost of the game (§14.5).
pub fn reach_bound(table: &Table, tiles: usize) -> u32 {
    let board = &table.board;
    let cfg = table.cfg();
    let n = tiles as u32 + 1;
    // A feature completes only once every empty cell its open edges face holds a tile.
    let open: u32 = board
        .features()
        .into_iter()
        .filter(|&f| {
            let info = board.feature_head(f);
            matches!(
                info.kind,
                FeatureKind::Road | FeatureKind::City | FeatureKind::Castle
            ) && !info.complete()
                && info.blocked == 0
                && board.open_cells(f).len() as u32 <= n
        })
        .map(|f| board.value(f))
        .sum();
    let castles = board
        .features()
        .into_iter()
        .filter(|&f| board.feature_head(f).kind == FeatureKind::Castle)
        .count() as u32;
    // Only the kinds still unseen can come (their number is public; their order is not).
    let set = board.tiles();
    let piles = &table.piles;
    let unseen = piles
        .piles
        .iter()
        .flatten()
        .chain(piles.facedown.iter().map(|(_, c)| c));
    // A new castle scores only once its 8 neighbours hold tiles (RULES §9.3): some empty cell must
    // already have 9 - n of them, the other tiles filling the rest.
    let castle_fits = board.placed().iter().any(|p| {
        p.cell.n8().into_iter().any(|c| {
            board.is_empty(c)
                && c.n8().into_iter().filter(|x| board.is_face_up(*x)).count() as u32 + n >= 9
        })
    });
    let g = unseen
        .map(|&c| set.copy_def(c))
        .map(|def| {
            let areas: u32 = def
                .areas
                .iter()
                .map(|a| match a.kind {
                    AreaKind::Road { .. } => 1,
                    AreaKind::City { arms } => 2 + 2 * arms as u32,
                    AreaKind::Castle if castle_fits => 18,
                    _ => 0,
                })
                .sum();
            areas + if def.misty() { 2 * castles } else { 0 }
        })
        .max()
        .unwrap_or(0);
    let in_play: Vec<Colour> = table.players.colours.iter().flatten().copied().collect();
    let mult = if cfg.individual_scoring {
        1 + in_play
            .iter()
            .filter(|c| !table.score.holders.contains(c))
            .count() as u32
    } else {
        in_play.len().max(1) as u32
    };
    let hounds = table
        .hounds
        .0
        .iter()
        .filter(|h| matches!(h, HoundState::Attached(_)))
        .count() as u32;
    mult.saturating_mul(open.saturating_add(n.saturating_mul(g)))
        .saturating_add(hounds.saturating_mul(table.ghosts.total as u32))
}

/// Each scoring meeple (the shared one in Levels 1–5) still below `threshold`, with its total.
fn below(table: &Table, threshold: u32) -> impl Iterator<Item = (Colour, u32)> + '_ {
    let score = &table.score;
    score
        .holders
        .iter()
        .zip(&score.totals)
        .filter(move |(_, t)| **t < threshold)
        .map(|(c, t)| (*c, *t))
}

/// The pile in play and what it still needs; None once the game is over.
pub fn pile_need(table: &Table, flow: &Flow) -> Option<PileNeed> {
    if flow.over.is_some() {
        return None;
    }
    let threshold = table.next_threshold();
    let needs = below(table, threshold)
        .map(|(c, t)| (c, threshold - t))
        .collect();
    let tiles_left = table
        .piles
        .left()
        .get(table.piles.active)
        .copied()
        .unwrap_or(0);
    Some(PileNeed {
        pile: table.piles.active,
        tiles_left,
        threshold,
        needs,
        reach: reach_bound(table, tiles_left),
    })
}

/// Whether the requirement of pile `pile` (0-based) has been settled on this table: `Some(true)`
/// once its threshold was reached (the next pile is in play, RULES §14.2, or the game is won,
/// §16.1), `Some(false)` once the game was lost before that (its pile ran dry, §14.3, or the
/// ghosts ran out first, §10.6), `None` while pile `pile` is still in play and the game goes on.
/// Playouts that estimate the pile's danger stop here (`mists_bot::odds`).
pub fn pile_settled(pile: usize, table: &Table, flow: &Flow) -> Option<bool> {
    match flow.over {
        Some(Outcome::Won) => Some(true),
        Some(Outcome::Lost(_)) => Some(table.piles.active > pile),
        None => (table.piles.active > pile).then_some(true),
    }
}

/// The cause of the game's loss; None while it goes on or after a win.
pub fn loss_detail(table: &Table, turn: &Turn, flow: &Flow) -> Option<LossDetail> {
    match flow.over? {
        Outcome::Won => None,
        Outcome::Lost(LossReason::GhostShortage) => match turn {
            Turn::Tile(tile, TileStep::Ghosts(plan)) => Some(LossDetail::Ghosts {
                cell: tile.cell,
                needed: plan.needed(),
                supply: table.ghosts.supply as u32,
            }),
            _ => None,
        },
        Outcome::Lost(LossReason::TilesExhausted) => {
            let threshold = table.next_threshold();
            let short = below(table, threshold).collect();
            Some(LossDetail::Tiles {
                pile: table.piles.active,
                piles: table.piles.piles.len(),
                threshold,
                short,
            })
        }
    }
}

#[cfg(test)]
mod tests;
