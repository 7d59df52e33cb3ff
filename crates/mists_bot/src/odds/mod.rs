//! The pile's danger, estimated (issue: both ways to lose in view). The rules' bound
//! (`mists_rules::loss::reach_bound`) says when the pile in play runs dry *whatever* is played; it
//! must stay loose to stay sound, so it is silent in positions like "4 tiles left, 8 points
//! needed", where a good continuation may exist but few do. This asks the planner instead: from
//! the players' view, it deals the unseen tiles in random orders (as the search bot does, never
//! the true order) and plays on with the one-ply planner until the requirement of the pile in play
//! is settled (`mists_rules::loss::pile_settled`), and counts how often it was reached.
//! docs/game.md "The pile in play" says how the window uses it.

use crate::heur::{Heuristic, Strength};
use crate::mc::deal;
use crate::{Bot, Seat};
use mists_rules::PlayerView;
use mists_rules::loss::pile_settled;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::sync::atomic::{AtomicBool, Ordering};

/// Tries the window runs for its estimate (each plays at most the rest of the pile: at 4-6 tiles
/// left, this module's three tests, 160 tries in all, run in 0.2 s of the dev build).
pub const TRIES: u32 = 64;

/// The estimate counts as a danger below this share of reached tries: the planner, a weaker
/// player than a careful person, still reaches a threshold from most positions that are safe.
pub const DANGER: f64 = 0.25;

/// How often the planner reached the threshold of the pile in play before it ran dry.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PileOdds {
    /// The pile the estimate is about (0-based).
    pub pile: usize,
    pub reached: u32,
    pub tried: u32,
}

impl PileOdds {
    /// The share of tries that reached the threshold.
    pub fn share(&self) -> f64 {
        self.reached as f64 / self.tried.max(1) as f64
    }

    /// Whether the estimate says the pile will probably run dry first ([`DANGER`]).
    pub fn in_danger(&self) -> bool {
        self.tried > 0 && self.share() < DANGER
    }
}

/// Plays `tries` continuations of the position in `view` (a pending decision; the deal is random
/// only at a tile placement, when every unseen tile lies in a pile or facedown slot) and counts
/// those that reached the pile's threshold. The same view and `seed` give the same count.
/// Stops early (with the tries so far) once `stop` is set; None if the game is over.
pub fn pile_odds(
    view: &PlayerView,
    tries: u32,
    seed: u64,
    stop: Option<&AtomicBool>,
) -> Option<PileOdds> {
    view.pending()?;
    let pile = view.table().piles.active;
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x0DD5_0F9A_11E5_7A7E);
    let mut odds = PileOdds {
        pile,
        reached: 0,
        tried: 0,
    };
    for _ in 0..tries {
        if stop.is_some_and(|s| s.load(Ordering::Relaxed)) {
            break;
        }
        let mut deal_rng = ChaCha8Rng::seed_from_u64(rng.next_u64());
        if let Some(reached) = play_on(view, pile, &mut deal_rng) {
            odds.tried += 1;
            odds.reached += reached as u32;
        }
    }
    Some(odds)
}

/// One continuation: whether the pile's threshold was reached (None if the engine refused a
/// decision, which the planner never should).
fn play_on(view: &PlayerView, pile: usize, rng: &mut ChaCha8Rng) -> Option<bool> {
    // A clone, not a fork: it keeps the pending question.
    let mut sim = view.sim().clone();
    deal(&mut sim, view.unseen(), rng);
    let mut planner = Heuristic::new(Strength::Planner).one_ply();
    // A pile holds at most 60 tiles; a turn takes a handful of decisions.
    for _ in 0..2000 {
        if let Some(done) = pile_settled(pile, &sim.table, &sim.flow) {
            return Some(done);
        }
        let p = sim.pending()?.clone();
        let d = planner.decide(&Seat::of_sim(&sim), &p);
        sim.decide(d).ok()?;
    }
    None
}

#[cfg(test)]
mod tests;
