//! What each answer of the pending question does, before it is given (issue 62): the answers that
//! lose the game at once (the engine's own steps on a copy of the players' view,
//! `Sim::answer_loses`) and, with the player aids on, the danger each answer leaves (the gauges'
//! estimate for the position after it, `mists_bot::odds::answer_dangers`, on a background task).
//! The bar marks every answer with them and a losing answer waits for a second click or Enter
//! ([`Answering`]), as a losing placement does (`placement::must_confirm`).

use super::odds::DangerTries;
use crate::input::KeyPlacement;
use crate::setup::GameSetup;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, block_on, poll_once};
use bevy::window::RequestRedraw;
use mists_bot::odds::{Alarm, DANGER_HORIZON, Danger, answer_dangers};
use mists_rules::{
    Decide, Decision, DecisionKind, Flow, LossReason, Pending, PendingDecision, PlayerView, Table,
    Turn,
};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<AnswerOdds>();
    app.init_resource::<HeldAnswer>();
    app.add_systems(
        Update,
        (mark, start, collect)
            .chain()
            .in_set(crate::shared::AppSystems::Publish)
            .run_if(resource_exists::<Table>),
    );
    app.add_systems(
        Update,
        confirm_key
            .in_set(crate::shared::AppSystems::Update)
            .in_set(crate::shared::PausableSystems)
            .run_if(super::answer::players_answer),
    );
}

/// Each answer's consequence for one question.
#[derive(Resource, Default, Debug, Clone, PartialEq)]
pub struct AnswerOdds {
    /// The question they are about.
    pub for_pending: Option<PendingDecision>,
    /// The answers that lose the game before anything else is asked, and how.
    pub loses: Vec<(Decision, LossReason)>,
    /// The danger each answer leaves (the table's distinct answers), once estimated.
    pub danger: Vec<(Decision, Danger)>,
}

impl AnswerOdds {
    fn about(&self, p: &PendingDecision) -> bool {
        self.for_pending.as_ref() == Some(p)
    }

    /// How answering `p` with `d` loses the game at once, if it does.
    pub fn loses(&self, p: &PendingDecision, d: Decision) -> Option<LossReason> {
        self.about(p)
            .then(|| self.loses.iter().find(|(o, _)| *o == d).map(|(_, w)| *w))
            .flatten()
    }

    /// The danger answering `p` with `d` leaves, once estimated.
    pub fn danger(&self, p: &PendingDecision, d: Decision) -> Option<Danger> {
        self.about(p)
            .then(|| self.danger.iter().find(|(o, _)| *o == d).map(|(_, x)| *x))
            .flatten()
    }

    /// The least and the most danger over the answers (by the way to lose that is worse), for
    /// the gauges' range before the players answer; None until estimated or with one answer.
    pub fn range(&self, p: &PendingDecision) -> Option<(Danger, Danger)> {
        if !self.about(p) || self.danger.len() < 2 {
            return None;
        }
        let worst = |d: &Danger| d.ghosts.max(d.pile);
        let best = self.danger.iter().map(|(_, d)| *d).min_by_key(worst)?;
        let most = self.danger.iter().map(|(_, d)| *d).max_by_key(worst)?;
        Some((best, most))
    }
}

/// How one answer's danger is shown: the worse way to lose and its alarm.
pub fn answer_alarm(d: &Danger) -> (Alarm, u32, bool) {
    let ghosts = d.ghosts >= d.pile;
    let lost = d.ghosts.max(d.pile);
    (d.alarm(lost as f64 / d.tried.max(1) as f64), lost, ghosts)
}

/// Mark the answers that lose at once when a new question is asked (every question but the
/// placement, whose cells carry their own marks: `Driver::need`).
fn mark(
    pending: Res<Pending>,
    table: Res<Table>,
    turn: Res<Turn>,
    flow: Res<Flow>,
    mut odds: ResMut<AnswerOdds>,
) {
    if !pending.is_changed() {
        return;
    }
    let Some(p) = pending.0.as_ref().filter(|p| !placement(p)) else {
        if *odds != AnswerOdds::default() {
            *odds = AnswerOdds::default();
        }
        return;
    };
    let view = PlayerView::new(&table, &turn, &flow);
    let loses = table
        .distinct_options(p)
        .into_iter()
        .filter_map(|d| view.sim().answer_loses(d).map(|why| (d, why)))
        .collect();
    *odds = AnswerOdds {
        for_pending: Some(p.clone()),
        loses,
        danger: Vec::new(),
    };
}

fn placement(p: &PendingDecision) -> bool {
    matches!(p.kind, DecisionKind::PlaceTile { .. })
}

/// A danger estimate of every answer on a background task.
#[derive(Resource)]
struct Estimating {
    for_pending: PendingDecision,
    task: Task<Option<Vec<Danger>>>,
    answers: Vec<Decision>,
    stop: Arc<AtomicBool>,
}

impl Drop for Estimating {
    /// An estimate nobody waits for any more stops at its next try.
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

/// The game as it stands: its table, turn and flow of decisions.
#[derive(bevy::ecs::system::SystemParam)]
struct Game<'w> {
    table: Res<'w, Table>,
    turn: Res<'w, Turn>,
    flow: Res<'w, Flow>,
}

/// Start estimating the answers' danger for a question the players answer, with the aids on.
fn start(
    mut commands: Commands,
    odds: Res<AnswerOdds>,
    running: Option<Res<Estimating>>,
    game: Game,
    setup: Res<GameSetup>,
    tries: Res<DangerTries>,
    who: super::answer::WhoAnswers,
) {
    let Game { table, turn, flow } = game;
    let Some(p) = odds.for_pending.as_ref() else {
        return;
    };
    if !setup.aids
        || !odds.danger.is_empty()
        || running.is_some_and(|r| &r.for_pending == p)
        || who.get() != Some(super::answer::Answerer::Players)
    {
        return;
    }
    let answers = table.distinct_options(p);
    if answers.len() < 2 {
        return;
    }
    let view = PlayerView::new(&table, &turn, &flow);
    let seed = flow.applied as u64;
    let stop = Arc::new(AtomicBool::new(false));
    let (flag, tries, asked) = (stop.clone(), tries.0, answers.clone());
    let task = AsyncComputeTaskPool::get().spawn(async move {
        answer_dangers(&view, &asked, tries, DANGER_HORIZON, seed, Some(&flag))
    });
    commands.insert_resource(Estimating {
        for_pending: p.clone(),
        task,
        answers,
        stop,
    });
}

/// Take a finished estimate; one for a question no longer asked is dropped, which stops it.
fn collect(world: &mut World) {
    let Some(mut running) = world.remove_resource::<Estimating>() else {
        return;
    };
    if world.resource::<AnswerOdds>().for_pending.as_ref() != Some(&running.for_pending) {
        return;
    }
    match block_on(poll_once(&mut running.task)) {
        Some(Some(dangers)) => {
            let danger = running.answers.iter().copied().zip(dangers).collect();
            world.resource_mut::<AnswerOdds>().danger = danger;
            world.write_message(RequestRedraw);
        }
        Some(None) => {}
        None => {
            world.write_message(RequestRedraw);
            world.insert_resource(running);
        }
    }
}

/// An answer that loses the game at once, held by its first click (issue 62): a second click on
/// it or Enter gives it.
#[derive(Resource, Default, Debug, Clone, PartialEq, Eq)]
pub struct HeldAnswer(pub Option<(PendingDecision, Decision)>);

impl HeldAnswer {
    /// The answer held for `p`, if any.
    pub fn of(&self, p: &PendingDecision) -> Option<Decision> {
        self.0.as_ref().filter(|(q, _)| q == p).map(|(_, d)| *d)
    }
}

/// The players' answers go out through here: a losing one is held first unless the setting
/// "ask again before a move that loses" is off.
#[derive(SystemParam)]
pub struct Answering<'w> {
    pending: Res<'w, Pending>,
    odds: Res<'w, AnswerOdds>,
    held: ResMut<'w, HeldAnswer>,
    settings: Option<Res<'w, crate::settings::UserSettings>>,
    decide: MessageWriter<'w, Decide>,
}

impl Answering<'_> {
    /// Answer with `d`; returns whether it went out (false: held for a confirmation).
    pub fn answer(&mut self, d: Decision) -> bool {
        let confirm = self.settings.as_ref().is_none_or(|s| s.confirm_losing);
        if let Some(p) = self.pending.0.as_ref()
            && confirm
            && self.odds.loses(p, d).is_some()
            && self.held.of(p) != Some(d)
        {
            self.held.0 = Some((p.clone(), d));
            return false;
        }
        self.held.0 = None;
        self.decide.write(Decide(d));
        true
    }

    /// Each answer's consequence for the question asked now.
    pub fn odds(&self) -> &AnswerOdds {
        &self.odds
    }

    /// The answer held for the question asked now.
    pub fn held(&self) -> Option<Decision> {
        self.pending.0.as_ref().and_then(|p| self.held.of(p))
    }
}

/// Enter gives the held answer.
fn confirm_key(mut keys: MessageReader<KeyPlacement>, mut answering: Answering) {
    let confirm = keys.read().any(|k| *k == KeyPlacement::Confirm);
    if confirm && let Some(d) = answering.held() {
        answering.answer(d);
    }
}

#[cfg(test)]
#[path = "answer_odds_tests.rs"]
mod tests;
