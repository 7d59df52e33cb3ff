//! Who answers the pending decision, worked out once: the players (mouse and keys), a bot seat,
//! or the teammate switch (every decision but the tile placement); and the [`Teammate`], the bots
//! that answer for them. Systems that act for one of them run under the matching run condition;
//! all of them sit in [`crate::shared::PausableSystems`].

use crate::setup::GameSetup;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use mists_bot::Seat;
use mists_rules::{DecisionKind, Pending, PendingDecision, Table};

/// Who answers a pending decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answerer {
    /// The person at the seat: mouse, keys, the decision panel.
    Players,
    /// The active seat is played by a bot.
    BotSeat,
    /// The teammate switch answers everything but the tile placement.
    Teammate,
    /// A record being watched answers everything (`crate::replay`).
    Replay,
    /// An online game's seat played at another computer or by the host's bots: the window waits.
    Elsewhere,
}

/// Decisions come from a record being watched (`crate::replay` inserts it with its tape).
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct FromRecord;

/// In an online game, the seats this window does not answer for (`crate::online`).
#[derive(Resource, Debug, Clone, PartialEq, Eq)]
pub struct Elsewhere(pub Vec<bool>);

impl Elsewhere {
    pub fn has(&self, seat: usize) -> bool {
        self.0.get(seat).copied().unwrap_or(true)
    }
}

/// The greedy bot that answers every decision but the tile placement when `auto` is on
/// (the "teammate decides" switch; autoplay turns it on), and the planner that plays bot seats
/// and gives hints. Both see only the players' view.
#[derive(Resource)]
pub struct Teammate {
    pub auto: bool,
    pub(super) bot: mists_bot::Heuristic,
    pub(super) planner: mists_bot::Heuristic,
    /// Time a bot seat has waited on the current decision.
    pub(super) waited: f32,
    /// The pending decision last answered, so a refused answer is not sent again every frame.
    pub(super) answered: Option<PendingDecision>,
}

impl Default for Teammate {
    fn default() -> Self {
        Teammate {
            auto: false,
            bot: mists_bot::Heuristic::new(mists_bot::Strength::Greedy),
            planner: mists_bot::Heuristic::new(mists_bot::Strength::Planner),
            waited: 0.0,
            answered: None,
        }
    }
}

impl Teammate {
    /// A game was resumed or a decision undone: answer the questions as new ones.
    pub fn forget_answers(&mut self) {
        self.answered = None;
        self.waited = 0.0;
    }

    /// A bot seat's answer to `p` went out (the search bot answers from a background task).
    pub fn answered_with(&mut self, p: PendingDecision) {
        self.waited = 0.0;
        self.answered = Some(p);
    }

    /// Level 6: the search chose `m` with `placement` of `copy`; the planner answers the meeple
    /// decision after that very placement with it (bot seats and the hint alike).
    pub fn plan_meeple(
        &mut self,
        copy: mists_board::CopyIdx,
        placement: mists_rules::Decision,
        m: mists_rules::Decision,
    ) {
        self.planner.plan_meeple(copy, placement, m);
    }

    pub fn auto_on() -> Self {
        Teammate {
            auto: true,
            ..Default::default()
        }
    }
}

/// The planner's suggestion for a pending decision (the hint button): it sees the players' view
/// and picks among the engine's options.
pub fn suggest(world: &mut World, p: &PendingDecision) -> mists_rules::Decision {
    world.resource_scope(|world, mut mate: Mut<Teammate>| {
        mists_bot::ask(&mut mate.planner, Seat::of_world(world), p)
    })
}

/// Who answers `kind` when the active seat is (not) a bot and the teammate switch is on (off).
pub fn answerer(kind: &DecisionKind, bot_seat: bool, teammate: bool) -> Answerer {
    if bot_seat {
        Answerer::BotSeat
    } else if teammate && !matches!(kind, DecisionKind::PlaceTile { .. }) {
        Answerer::Teammate
    } else {
        Answerer::Players
    }
}

/// Whether the active seat is played by a bot.
pub fn bot_seat(setup: &GameSetup, table: &Table) -> bool {
    setup
        .bots
        .get(table.players.current)
        .copied()
        .unwrap_or(false)
}

/// What decides who answers: the question, the active seat, the seat setup, the switch.
#[derive(SystemParam)]
pub struct WhoAnswers<'w> {
    pending: Res<'w, Pending>,
    table: Option<Res<'w, Table>>,
    setup: Res<'w, GameSetup>,
    mate: Res<'w, Teammate>,
    replay: Option<Res<'w, FromRecord>>,
    elsewhere: Option<Res<'w, Elsewhere>>,
}

impl WhoAnswers<'_> {
    /// Who answers the pending decision; None when nothing is asked.
    pub fn get(&self) -> Option<Answerer> {
        let p = self.pending.0.as_ref()?;
        if self.replay.is_some() {
            return Some(Answerer::Replay);
        }
        if let (Some(e), Some(t)) = (&self.elsewhere, &self.table)
            && e.has(t.players.current)
        {
            return Some(Answerer::Elsewhere);
        }
        let seat_bot = self
            .table
            .as_ref()
            .is_some_and(|t| bot_seat(&self.setup, t));
        Some(answerer(&p.kind, seat_bot, self.mate.auto))
    }
}

/// Run condition: the players answer the pending decision.
pub fn players_answer(who: WhoAnswers) -> bool {
    who.get() == Some(Answerer::Players)
}

/// Run condition: a bot (a bot seat or the teammate) answers the pending decision.
pub fn bots_answer(who: WhoAnswers) -> bool {
    matches!(who.get(), Some(Answerer::BotSeat | Answerer::Teammate))
}
