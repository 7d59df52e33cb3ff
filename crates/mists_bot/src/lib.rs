//! Bot teammates for Mists: evaluation and search only, over what the players may know.
//!
//! A [`Bot`] is asked for one of a pending decision's options and sees the game through a
//! [`Seat`]: the players' view ([`PlayerView`]: the board, the supplies, the unseen tiles as one
//! group, never the piles' order or which tiles went facedown). Three strengths:
//!
//! * `random`: a seeded uniform choice (the baseline).
//! * `greedy`: one-turn heuristics: the ghost balance of each placement (banks it completes, ghosts it
//!   adds, banks it blocks), points it makes possible now, meeples on features that just completed.
//! * `planner`: plays each placement's whole turn forward on the engine's own machine ([`Sim`]),
//!   answering the turn's other decisions as it would answer them for real, evaluates the resulting
//!   table (ghost supply against the tiles still to come, how stuck the ghosts on the board are,
//!   points against the pile clock, meeples in play) and, for the best candidates, checks every
//!   kind of unseen tile for a forced ghost shortage. In Level 6 it judges the three scoring
//!   meeples' totals by how far each is from the threshold and searches a second ply: its best
//!   (placement, meeple) pairs are judged by the next player's best reply to every unseen kind.
//!
//! And one diagnostic that is not a fair player: `oracle` is the planner reading the hidden pile
//! order and, in Level 6, playing several turns along it (`oracle.rs`): an optimistic bound on what
//! the tile set allows, for the balance report.
//!
//! No rule is computed here: options come from the engine's [`PendingDecision`], every effect of
//! a decision from playing it on a [`Sim`], questions like "who scores this feature" from
//! [`mists_rules::Table`].

mod budget;
pub mod competitive;
mod eval;
mod heur;
pub mod mc;
pub mod odds;
mod oracle;
pub mod review;
mod view;

use mists_rules::{
    Decision, Engine, Flow, LossReason, Outcome, PendingDecision, PlayerView, Sim, Table, Turn,
};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::cell::OnceCell;

pub use heur::{Heuristic, Strength};
pub use oracle::{Lines, ORACLE};

/// What a bot may look at for one decision: the players' view, made when first asked for
/// (the random baseline never asks).
pub struct Seat<'a> {
    table: &'a Table,
    turn: &'a Turn,
    flow: &'a Flow,
    omniscient: bool,
    view: OnceCell<PlayerView>,
}

impl<'a> Seat<'a> {
    pub fn new(table: &'a Table, turn: &'a Turn, flow: &'a Flow) -> Seat<'a> {
        Seat {
            table,
            turn,
            flow,
            omniscient: false,
            view: OnceCell::new(),
        }
    }

    /// The seat of a game in a world holding the rules' resources.
    pub fn of_world(world: &'a bevy_ecs::world::World) -> Seat<'a> {
        Seat::new(world.resource(), world.resource(), world.resource())
    }

    pub fn of_engine(e: &'a Engine) -> Seat<'a> {
        Seat::new(e.table(), e.turn(), e.flow())
    }

    pub fn of_sim(s: &'a Sim) -> Seat<'a> {
        Seat::new(&s.table, &s.turn, &s.flow)
    }

    /// The view for `bot`: the players' view, or the true order for an omniscient diagnostic.
    fn for_bot(mut self, bot: &dyn Bot) -> Seat<'a> {
        self.omniscient = bot.omniscient();
        self
    }

    /// What the players may know.
    pub fn view(&self) -> &PlayerView {
        self.view.get_or_init(|| {
            if self.omniscient {
                PlayerView::omniscient(self.table, self.turn, self.flow)
            } else {
                PlayerView::new(self.table, self.turn, self.flow)
            }
        })
    }
}

/// A bot teammate: picks one of `pending.options`.
pub trait Bot {
    fn decide(&mut self, seat: &Seat, pending: &PendingDecision) -> Decision;
    fn name(&self) -> &'static str;
    /// Reads the hidden pile order: a diagnostic, never a teammate or a hint.
    fn omniscient(&self) -> bool {
        false
    }
}

/// Ask `bot` about the pending decision of the game `seat` shows.
pub fn ask(bot: &mut dyn Bot, seat: Seat, pending: &PendingDecision) -> Decision {
    let seat = seat.for_bot(bot);
    bot.decide(&seat, pending)
}

/// The bots by name, strongest first.
pub const BOT_NAMES: [&str; 3] = ["planner", "greedy", "random"];

/// The search bot ([`mc`]): the planner with playouts. By name it gets 48 playouts a placement,
/// chosen by the level ([`mc::SearchBot::tuned`]); [`mc::SearchBot::new`] takes any budget.
pub const SEARCH: &str = "search";

/// Bots for measuring, not for playing with: `oracle` reads the hidden pile order.
pub const DIAGNOSTIC_BOTS: [&str; 1] = ["oracle"];

/// The strongest bot's name (the default of `mists-cli sim`).
pub const STRONGEST: &str = "planner";

/// A bot by name ([`BOT_NAMES`], [`DIAGNOSTIC_BOTS`]), seeded; None for an unknown name.
pub fn by_name(name: &str, seed: u64) -> Option<Box<dyn Bot + Send + Sync>> {
    match name {
        "random" => Some(Box::new(RandomBot::new(seed))),
        "greedy" => Some(Box::new(Heuristic::new(Strength::Greedy))),
        "planner" => Some(Box::new(Heuristic::new(Strength::Planner))),
        "oracle" => Some(Box::new(Heuristic::oracle(ORACLE))),
        SEARCH => Some(Box::new(
            mc::SearchBot::new(seed, mc::Budget::Playouts(48)).tuned(),
        )),
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
    fn decide(&mut self, _seat: &Seat, pending: &PendingDecision) -> Decision {
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

/// Why a bot game stopped before its end.
#[derive(Debug, thiserror::Error)]
pub enum PlayError {
    #[error("bot {bot} chose {decision:?}, not an option of {kind:?}")]
    NotAnOption {
        bot: &'static str,
        decision: Decision,
        kind: mists_rules::DecisionKind,
    },
    #[error("the engine refused its own option: {0}")]
    Refused(#[from] mists_rules::Rejected),
    #[error("the game waits for no decision and is not over")]
    Stuck,
}

/// Play a game to its end with `bot` making every decision. An error is a bug (a bot choosing
/// no option, the engine refusing one of its own).
pub fn play(engine: &mut Engine, bot: &mut dyn Bot) -> Result<GameResult, PlayError> {
    let mut decisions = 0;
    while engine.outcome().is_none() {
        let pending = engine.pending().ok_or(PlayError::Stuck)?.clone();
        let d = ask(bot, Seat::of_engine(engine), &pending);
        if !pending.options.contains(&d) {
            return Err(PlayError::NotAnOption {
                bot: bot.name(),
                decision: d,
                kind: pending.kind,
            });
        }
        engine.decide(d)?;
        decisions += 1;
    }
    Ok(GameResult {
        outcome: engine.outcome().unwrap_or(Outcome::Won),
        turns: engine.table().turn,
        decisions,
    })
}

#[cfg(test)]
mod tests;
