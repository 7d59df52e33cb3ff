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
use mists_rules::loss::pile_settled;
use mists_rules::{Decision, LossReason, Outcome, PlayerView};
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

/// How often continuations from the players' view ended in each way to lose (RULES §16.2): the
/// ghost supply running out, or a pile running dry below its threshold (issue 47: danger shown
/// turns before the loss). Each continuation deals the unseen tiles at random and plays on with
/// the one-ply planner to the game's end.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Danger {
    pub ghosts: u32,
    pub pile: u32,
    pub tried: u32,
}

/// Continuations the window runs for its danger estimate (each to the game's end; measured with
/// the same number in docs/balance.md "Danger").
pub const DANGER_TRIES: u32 = 32;

/// How many turns ahead the window's danger looks (docs/balance.md "Danger": the whole game
/// was measured too, and warned later with more false alarms).
pub const DANGER_HORIZON: Option<u32> = Some(8);

/// How a danger share is shown: calm, amber, red.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub enum Alarm {
    #[default]
    Calm,
    Amber,
    Red,
}

/// A share of lost continuations at or above this is shown amber; at or above [`RED`], red.
/// Chosen from the measurement in docs/balance.md "Danger" (Levels 4–6, planner and greedy).
pub const AMBER: f64 = 0.25;
pub const RED: f64 = 0.4;

impl Danger {
    pub fn ghosts_share(&self) -> f64 {
        self.ghosts as f64 / self.tried.max(1) as f64
    }
    pub fn pile_share(&self) -> f64 {
        self.pile as f64 / self.tried.max(1) as f64
    }
    /// The alarm for a share (none without tries).
    pub fn alarm(&self, share: f64) -> Alarm {
        if self.tried == 0 || share < AMBER {
            Alarm::Calm
        } else if share < RED {
            Alarm::Amber
        } else {
            Alarm::Red
        }
    }
}

/// Whether a gauge shows red after an estimate of `share`, given whether it showed red before:
/// red from the `red` line up, and once red it holds until the share falls below [`AMBER`]. An
/// estimate of 32 continuations wavers by about ±0.09 around 0.4, so without this a warning in
/// force flickered back to amber for a turn and the player was told the danger had passed when
/// nothing had changed (docs/balance.md "Danger" measures both).
pub fn stays_red(red: f64, was_red: bool, share: f64) -> bool {
    share >= red || (was_red && share >= AMBER)
}

impl Alarm {
    /// The alarm shown for `share` after one that was `before` ([`stays_red`] at [`RED`]).
    pub fn after(before: Alarm, share: f64, tried: u32) -> Alarm {
        if tried == 0 || share < AMBER {
            Alarm::Calm
        } else if stays_red(RED, before == Alarm::Red, share) {
            Alarm::Red
        } else {
            Alarm::Amber
        }
    }
}

/// Plays `tries` continuations of the position in `view`, each to the game's end or for at most
/// `horizon` turns, and counts how many were lost each way (a continuation still going at the
/// horizon counts as not lost). The same view and `seed` give the same counts; stops early (with
/// the tries so far) once `stop` is set; None if nothing is asked (the game is over).
pub fn danger(
    view: &PlayerView,
    tries: u32,
    horizon: Option<u32>,
    seed: u64,
    stop: Option<&AtomicBool>,
) -> Option<Danger> {
    view.pending()?;
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x0D4A_6E12_57A7_E0F1);
    let mut d = Danger::default();
    for _ in 0..tries {
        if stop.is_some_and(|s| s.load(Ordering::Relaxed)) {
            break;
        }
        let mut deal_rng = ChaCha8Rng::seed_from_u64(rng.next_u64());
        if let Some(end) = play_to_end(view, horizon, &mut deal_rng) {
            d.count(end);
        }
    }
    Some(d)
}

/// The danger each answer of the pending question leaves (issue 62: every answer tells its
/// consequence): for each of `answers`, [`danger`] of the position after it. Each try deals the
/// unseen tiles once and plays every answer on that same deal, so two answers differ by what
/// they do, not by their luck. None if nothing is asked; an answer the engine refuses counts
/// no tries. Stops early (with the tries so far) once `stop` is set.
pub fn answer_dangers(
    view: &PlayerView,
    answers: &[Decision],
    tries: u32,
    horizon: Option<u32>,
    seed: u64,
    stop: Option<&AtomicBool>,
) -> Option<Vec<Danger>> {
    view.pending()?;
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x0A45_7E12_D4A6_3E55);
    let mut out = vec![Danger::default(); answers.len()];
    for _ in 0..tries {
        let deal_seed = rng.next_u64();
        for (d, &answer) in out.iter_mut().zip(answers) {
            if stop.is_some_and(|s| s.load(Ordering::Relaxed)) {
                return Some(out);
            }
            let mut deal_rng = ChaCha8Rng::seed_from_u64(deal_seed);
            if let Some(end) = play_after(view, Some(answer), horizon, &mut deal_rng) {
                d.count(end);
            }
        }
    }
    Some(out)
}

impl Danger {
    /// One continuation's end counted.
    fn count(&mut self, end: Option<LossReason>) {
        self.tried += 1;
        match end {
            Some(LossReason::GhostShortage) => self.ghosts += 1,
            Some(LossReason::TilesExhausted) => self.pile += 1,
            None => {}
        }
    }
}

/// One continuation to the end (or the horizon): Some(the loss) or Some(None) for a win or a game
/// still going; None if the engine refused a decision (the planner never should) or the game ran
/// past any real length.
fn play_to_end(
    view: &PlayerView,
    horizon: Option<u32>,
    rng: &mut ChaCha8Rng,
) -> Option<Option<LossReason>> {
    play_after(view, None, horizon, rng)
}

/// [`play_to_end`] after `first` answers the pending question (the planner answers it if None).
fn play_after(
    view: &PlayerView,
    first: Option<Decision>,
    horizon: Option<u32>,
    rng: &mut ChaCha8Rng,
) -> Option<Option<LossReason>> {
    let mut sim = view.sim().clone();
    deal(&mut sim, view.unseen(), rng);
    if let Some(d) = first {
        sim.decide(d).ok()?;
    }
    // The one-ply planner: the two-ply one the players' bot uses costs about ten times as much,
    // too slow for an estimate at every placement (measured: docs/balance.md "Danger").
    let mut planner = Heuristic::new(Strength::Planner).one_ply();
    let last = horizon.map(|h| sim.table.turn.saturating_add(h));
    // At most 180 tiles in any preset; a turn takes a handful of decisions.
    for _ in 0..5000 {
        match sim.flow.over {
            Some(Outcome::Won) => return Some(None),
            Some(Outcome::Lost(why)) => return Some(Some(why)),
            None if last.is_some_and(|l| sim.table.turn > l) => return Some(None),
            None => {}
        }
        let p = sim.pending()?.clone();
        let d = planner.decide(&Seat::of_sim(&sim), &p);
        sim.decide(d).ok()?;
    }
    None
}

#[cfg(test)]
mod tests;
