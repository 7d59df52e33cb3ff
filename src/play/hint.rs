//! The hint (a player aid: `H` or the Hint button), owned here. The players ask with [`AskHint`];
//! the planner answers at once, or the search bot's task (`think.rs`) reports its placements
//! ([`Searched`]) and then their win chances ([`PlayedOut`]); `explain.rs` works out what the
//! suggested placement does. Only this file writes [`Hint`]: the decision panel and the board
//! read it and phrase it from its data alone.

use super::answer::suggest;
use super::explain::effects_of;
use super::think::{self, PlayedOut, Purpose, Searched};
use crate::setup::GameSetup;
use crate::shared::{AppSystems, Screen};
use bevy::prelude::*;
use mists_rules::{Decision, Pending, PendingDecision, PlayerView, Table};

pub use super::explain::Effects;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Hint>();
    app.add_message::<AskHint>();
    app.add_observer(take_search);
    app.add_observer(take_chances);
    app.add_systems(
        Update,
        (
            take_ask.run_if(in_state(Screen::Playing).and_then(on_message::<AskHint>)),
            explain_hint.run_if(resource_changed::<Hint>),
        )
            .chain()
            .in_set(AppSystems::Publish),
    );
}

/// Placements the hint lists (and plays out for their win chances).
pub const HINT_LINES: usize = 3;

/// The players ask for a hint on the pending decision (`H`, the Hint button).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct AskHint;

/// The hint, both games' (issue 46: one type): the question it answers (`Q`: the pending decision
/// here; the competitive game names it by the plays made, `competitive/help.rs`), the answer
/// suggested (`A`: a `Decision`; a `Play` there) and, in the cooperative game, the planner's or the
/// search bot's alternatives and why (placements). Each game's hint has one writer: this module,
/// and `competitive/help.rs` for `Hint<usize, Play>`.
#[derive(Resource, Debug, Clone)]
pub struct Hint<Q = PendingDecision, A = Decision> {
    pub for_pending: Option<Q>,
    pub decision: Option<A>,
    /// With the stronger bot: the placements searched, best first.
    pub lines: Vec<HintLine>,
    /// With the stronger bot: how far the lines' ratings look ahead.
    pub lookahead: Option<Lookahead>,
    /// Level 6 with the stronger bot: the meeple searched with the suggested placement.
    pub meeple: Option<Decision>,
    /// What the suggested placement does before the next question (`explain.rs`).
    pub effects: Option<(Decision, Effects)>,
}

impl<Q, A> Default for Hint<Q, A> {
    fn default() -> Self {
        Hint {
            for_pending: None,
            decision: None,
            lines: Vec::new(),
            lookahead: None,
            meeple: None,
            effects: None,
        }
    }
}

impl<Q: PartialEq, A: Copy> Hint<Q, A> {
    /// The answer while it answers `question` (a stale hint says nothing).
    pub fn answer_to(&self, question: &Q) -> Option<A> {
        self.decision
            .filter(|_| self.for_pending.as_ref() == Some(question))
    }
}

/// One searched placement in the hint.
#[derive(Debug, Clone, PartialEq)]
pub struct HintLine {
    pub decision: Decision,
    /// Level 6: the meeple searched with it.
    pub meeple: Option<Decision>,
    /// The mean playout value, 0 to 1 (playouts cut at the search's horizon).
    pub rating: Option<f64>,
    /// Then, played to the end of the game: (games won, games played).
    pub chance: Option<(u32, u32)>,
}

/// How far the search's playouts look before they are rated: the hint's words say it, without
/// naming the bot's internals.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Lookahead {
    pub turns: u32,
    /// Level 6: playouts near a pile's end play on to it (`mists_bot::mc`).
    pub to_pile_end: bool,
}

impl Hint {
    /// A new answer for `for_pending` (None while a search runs): the last one's search goes.
    fn set_answer(&mut self, for_pending: Option<PendingDecision>, decision: Option<Decision>) {
        self.for_pending = for_pending;
        self.decision = decision;
        self.lines.clear();
        self.lookahead = None;
        self.meeple = None;
    }
}

/// Answer the hint asked for: the planner on the spot, or the search bot on a background task
/// (its report comes to [`take_search`]).
fn take_ask(world: &mut World) {
    let Some(p) = world.resource::<Pending>().0.clone() else {
        return;
    };
    if think::searched(world.resource::<GameSetup>(), &p) {
        world.resource_mut::<Hint>().set_answer(None, None);
        // A new search replaces the last one's win chances (dropping them stops their task).
        world.remove_resource::<think::PlayingOut>();
        think::start(world, &p, Purpose::Hint);
        return;
    }
    let d = suggest(world, &p);
    world.resource_mut::<Hint>().set_answer(Some(p), Some(d));
}

/// The search's placements, best first; then their win chances, as a second task: the choice
/// shows at once, the chances follow (not when a bot seat plays the choice now: the decision is
/// gone next frame).
fn take_search(
    searched: On<Searched>,
    table: Option<Res<Table>>,
    mut hint: ResMut<Hint>,
    mut commands: Commands,
) {
    let Some(best) = searched.estimates.first() else {
        return;
    };
    hint.set_answer(Some(searched.for_pending.clone()), Some(best.decision));
    hint.meeple = best.meeple;
    hint.lines = searched
        .estimates
        .iter()
        .map(|e| HintLine {
            decision: e.decision,
            meeple: e.meeple,
            rating: e.rating(),
            chance: None,
        })
        .collect();
    hint.lookahead = Some(Lookahead {
        // The search is tuned by level (issue 51): its playouts' length depends on the table.
        turns: table.as_ref().map_or(mists_bot::mc::PLANNER_TURNS, |t| {
            mists_bot::mc::playout_turns(t)
        }),
        to_pile_end: table.is_some_and(|t| mists_bot::mc::plays_on_to_pile_end(&t)),
    });
    if !searched.seat && searched.estimates.iter().any(|e| e.playouts > 0) {
        let p = searched.for_pending.clone();
        let top: Vec<_> = searched
            .estimates
            .iter()
            .take(HINT_LINES)
            .copied()
            .collect();
        commands.queue(move |world: &mut World| think::play_out(world, p, top));
    }
}

/// The listed placements' win chances, while the hint is still for their decision.
fn take_chances(played: On<PlayedOut>, mut hint: ResMut<Hint>) {
    if hint.for_pending.as_ref() != Some(&played.for_pending) {
        return;
    }
    // `play_out` keeps the order of the lines it was given (the first HINT_LINES).
    for (line, e) in hint.lines.iter_mut().zip(&played.estimates) {
        line.chance = Some((e.wins, e.playouts));
    }
}

/// Keep the hint's reason in step with its suggestion (placements only).
fn explain_hint(world: &mut World) {
    let hint = world.resource::<Hint>();
    let Some(d @ Decision::PlaceTile { .. }) = hint.decision else {
        return;
    };
    if hint.effects.is_some_and(|(of, _)| of == d) {
        return;
    }
    let pending = world.resource::<Pending>().0.clone();
    if pending.is_none() || pending != hint.for_pending {
        return;
    }
    let effects = effects_of(&PlayerView::of_world(world), d);
    world.resource_mut::<Hint>().effects = effects.map(|e| (d, e));
}
