//! Bot teammates for Mists (issue "Bot teammate, hints and the balance report").
//!
//! A [`Bot`] looks at the engine's world and the pending decision and returns one of its legal
//! options. Three strengths:
//!
//! * `random`: a seeded uniform choice (the baseline).
//! * `greedy`: one-turn heuristics: the ghost balance of each placement (banks it completes, ghosts it
//!   adds, banks it blocks), points it makes possible now, meeples on features that just completed.
//! * `planner`: simulates each placement's whole turn on cloned state (mist, ghosts, the best meeple
//!   choice, score-or-pacify), evaluates the resulting table (ghost supply against the tiles still to
//!   come, how stuck the ghosts on the board are, points against the pile clock, meeples in play) and,
//!   for the best candidates, checks every tile type that may come next for a forced ghost shortage.
//!   In Level 6 it judges the three scoring meeples' totals (with the meeples' prospects and the
//!   chance that one tile joins two occupied features) by how far each is from the threshold, and
//!   searches a second ply: its best (placement, meeple) pairs are judged by the next player's best
//!   reply to every tile kind still in the piles (tens of milliseconds per placement).
//!
//! And one diagnostic that is not a fair player: `oracle` is the planner reading the hidden pile
//! order and, in Level 6, searching several turns along it (`search`): an optimistic bound on
//! what the tile set allows, for the balance report.
//!
//! Bots never re-implement a rule: placements and completions come from the board core
//! (`Board::place_unchecked`, `feature`, `value`), the ghosts a placement costs from the engine's
//! own step-2a rule (`mists_rules::steps::ghosts::plan_for`), options only from [`PendingDecision`].

mod heur;
mod search;
mod view;

use bevy_ecs::world::World;
use mists_rules::{Decision, Engine, LossReason, Outcome, PendingDecision, TurnCount};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

pub use heur::{Heuristic, Strength};
pub use search::{Lines, ORACLE};

/// A bot teammate: picks one of `pending.options`.
pub trait Bot {
    fn decide(&mut self, world: &World, pending: &PendingDecision) -> Decision;
    fn name(&self) -> &'static str;
}

/// The bots by name, strongest first.
pub const BOT_NAMES: [&str; 3] = ["planner", "greedy", "random"];

/// Bots for measuring, not for playing with: `oracle` reads the hidden pile order.
pub const DIAGNOSTIC_BOTS: [&str; 1] = ["oracle"];

/// The strongest bot's name (the default of `mists-cli sim`).
pub const STRONGEST: &str = "planner";

/// A bot by name ([`BOT_NAMES`], [`DIAGNOSTIC_BOTS`]), seeded; None for an unknown name.
pub fn by_name(name: &str, seed: u64) -> Option<Box<dyn Bot>> {
    match name {
        "random" => Some(Box::new(RandomBot::new(seed))),
        "greedy" => Some(Box::new(Heuristic::new(Strength::Greedy))),
        "planner" => Some(Box::new(Heuristic::new(Strength::Planner))),
        "oracle" => Some(Box::new(Heuristic::oracle(ORACLE))),
        _ => None,
    }
}

/// A uniformly random legal option (seeded ChaCha8).
pub struct RandomBot {
    rng: ChaCha8Rng,
}

impl RandomBot {
    pub fn new(seed: u64) -> Self {
        RandomBot {
            rng: ChaCha8Rng::seed_from_u64(seed ^ 0xB07_5EED),
        }
    }
}

impl Bot for RandomBot {
    fn decide(&mut self, _world: &World, pending: &PendingDecision) -> Decision {
        pending.options[(self.rng.next_u64() % pending.options.len() as u64) as usize]
    }
    fn name(&self) -> &'static str {
        "random"
    }
}

/// How one bot game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameResult {
    pub outcome: Outcome,
    /// Turns played (the turn counter when the game ended, 1-based).
    pub turns: u32,
    /// Decisions the bot made.
    pub decisions: u32,
}

impl GameResult {
    pub fn won(&self) -> bool {
        self.outcome == Outcome::Won
    }
    pub fn loss(&self) -> Option<LossReason> {
        match self.outcome {
            Outcome::Lost(r) => Some(r),
            Outcome::Won => None,
        }
    }
}

/// Play a game to its end with `bot` making every decision.
///
/// Panics if the bot returns an option that is not legal (a bot bug) or the engine rejects one
/// of its own options (an engine bug).
pub fn play(engine: &mut Engine, bot: &mut dyn Bot) -> GameResult {
    let mut decisions = 0;
    while engine.outcome().is_none() {
        let pending = engine
            .pending()
            .expect("a running game waits for a decision")
            .clone();
        let d = bot.decide(engine.world(), &pending);
        assert!(
            pending.options.contains(&d),
            "bot {} chose {d:?}, not an option of {:?}",
            bot.name(),
            pending.kind
        );
        engine
            .decide(d)
            .unwrap_or_else(|r| panic!("engine rejected its own option {d:?}: {r}"));
        decisions += 1;
    }
    GameResult {
        outcome: engine.outcome().unwrap(),
        turns: engine.resource::<TurnCount>().turn,
        decisions,
    }
}

#[cfg(test)]
mod tests;
