//! Try again from here (issue 65): a graded decision of a reviewed game played again. The table
//! is set at that decision (the record replayed to it, nobody else answering), the player
//! chooses, and the review weighs the new choice with the review's own numbers: an option the
//! review judged keeps its estimate; another is played out on the same deals from the same seed
//! (`review::chances` with the review's seed, dealt with the options it judged), so the three compare. The graded decisions of a kept review are the puzzles.

use super::{Focus, GameReview, ReviewJob};
use crate::play::answer::{FromRecord, Teammate};
use crate::play::rules::KeepTable;
use crate::play::start::Resume;
use crate::replay::ReplayMode;
use crate::setup::GameSetup;
use crate::shared::{AppSystems, Screen};
use bevy::prelude::*;
use mists_bot::mc::Estimate;
use mists_bot::review::{Step, chances};
use mists_rules::record::Record;
use mists_rules::{Decision, Flow, PlayerView};
use std::path::PathBuf;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<TryAgainAt>();
    app.add_message::<LeaveTry>();
    app.add_systems(
        Update,
        (
            begin.run_if(on_message::<TryAgainAt>),
            weigh.run_if(resource_exists::<TryAgain>.and_then(resource_exists::<Flow>)),
            leave.run_if(on_message::<LeaveTry>),
        )
            .chain()
            .in_set(AppSystems::Publish),
    );
    app.add_systems(OnEnter(Screen::Title), |mut commands: Commands| {
        commands.remove_resource::<TryAgain>();
        commands.remove_resource::<KeepTable>();
    });
}

/// Play the reviewed game's decision at this index again.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct TryAgainAt(pub usize);

/// Leave the try: `true` back to the review (the replay at that decision, the better option
/// shown), `false` the same decision again.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct LeaveTry(pub bool);

/// A decision being tried again.
#[derive(Resource)]
pub struct TryAgain {
    pub record: Record,
    pub path: PathBuf,
    /// The review's judgement there, and the deals and seed it was made with.
    pub step: Step,
    pub deals: u32,
    pub seed: u64,
    /// The teammate's switch and the bot seats before the try (the player answers every
    /// question of it); put back when it ends.
    auto: bool,
    bots: Vec<bool>,
    pub state: Try,
}

/// Where a try stands.
pub enum Try {
    /// The player has not chosen yet; `ready` once the table stands at the decision (the game
    /// before the try may have stood past it).
    Choosing {
        ready: bool,
    },
    /// The new choice is being played out.
    Weighing(ReviewJob<Estimate>),
    /// The new choice's estimate (the same deals and seed as the review's).
    Weighed(Estimate),
    Failed(String),
}

/// Set the table at the decision asked for: the record replayed to it, the players answering.
fn begin(
    mut commands: Commands,
    mut asked: MessageReader<TryAgainAt>,
    mode: Option<Res<ReplayMode>>,
    review: Option<Res<GameReview>>,
    mut setup: ResMut<GameSetup>,
    mut mate: ResMut<Teammate>,
    mut next: ResMut<NextState<Screen>>,
) {
    let Some(&TryAgainAt(index)) = asked.read().last() else {
        return;
    };
    let (Some(mode), Some(GameReview { result: Ok(r), .. })) = (mode, review.as_deref()) else {
        return;
    };
    let Some(step) = r.steps.iter().find(|s| s.index == index) else {
        return;
    };
    let auto = std::mem::replace(&mut mate.auto, false);
    let seats = setup.bots.len();
    let bots = std::mem::replace(&mut setup.bots, vec![false; seats]);
    commands.insert_resource(TryAgain {
        record: mode.record.clone(),
        path: mode.path.clone(),
        step: step.clone(),
        deals: r.settings.deals,
        seed: r.settings.seed,
        auto,
        bots,
        state: Try::Choosing { ready: false },
    });
    restart(&mut commands, &mode.record, &mode.path, index);
    commands.remove_resource::<ReplayMode>();
    commands.remove_resource::<FromRecord>();
    commands.remove_resource::<Focus>();
    // A choice that loses at once is judged on the table, not on the game-over screen.
    commands.insert_resource(KeepTable);
    next.set(Screen::Playing);
}

/// The game rebuilt at decision `index` of `record` (not kept: a try is not a game to save).
fn restart(commands: &mut Commands, record: &Record, path: &std::path::Path, index: usize) {
    commands.insert_resource(Resume {
        record: record.clone(),
        path: path.to_path_buf(),
        until: Some(index),
        keep: false,
    });
}

/// Once the player has chosen: nobody answers on, and the choice is weighed.
fn weigh(mut commands: Commands, mut again: ResMut<TryAgain>, flow: Res<Flow>) {
    let index = again.step.index;
    let chosen = flow.record.get(index).copied();
    match (&mut again.state, chosen) {
        (Try::Choosing { ready }, _) if !*ready => {
            *ready = flow.applied as usize == index && flow.pending.is_some();
        }
        (Try::Choosing { .. }, Some(d)) => {
            commands.insert_resource(FromRecord);
            again.state = match judged(&again.step, d) {
                Some(e) => Try::Weighed(e),
                None => Try::Weighing(spawn(&again, d)),
            };
        }
        (Try::Weighing(job), _) => match job.poll() {
            Some(Ok(e)) => again.state = Try::Weighed(e),
            Some(Err(e)) => again.state = Try::Failed(e),
            None => {}
        },
        _ => {}
    }
}

/// The review's own estimate of `d` at `step`, if it judged that option.
fn judged(step: &Step, d: Decision) -> Option<Estimate> {
    step.options.iter().copied().find(|e| e.decision == d)
}

/// Play `d` out from the tried decision on the review's deals, on a thread of its own.
fn spawn(again: &TryAgain, d: Decision) -> ReviewJob<Estimate> {
    let (record, path) = (again.record.clone(), again.path.clone());
    let (index, deals) = (again.step.index, again.deals);
    let judged = again.step.options.clone();
    let seed = again.seed;
    ReviewJob::spawn(path.clone(), 1, move |_, stop| {
        let dir = path.parent().map(PathBuf::from).unwrap_or_default();
        let file = path.display().to_string();
        let sim = record
            .replay_sim(&dir, &file, Some(index))
            .map_err(|e| e.to_string())?;
        let view = PlayerView::new(&sim.table, &sim.turn, &sim.flow);
        // With the options the review judged: whether the deals stop early (a decided
        // position) depends on all of them, so the new one is dealt exactly as they were.
        let mut options: Vec<(Decision, Option<Decision>)> =
            judged.iter().map(|e| (e.decision, e.meeple)).collect();
        options.push((d, None));
        let threads = super::review_threads();
        let est = chances(&view, &options, deals, seed, threads, None, Some(stop));
        est.last()
            .copied()
            .filter(|e| e.playouts > 0)
            .ok_or_else(|| "stopped".to_string())
    })
}

/// Back to the review (the replay at the decision, the better option shown), or the same
/// decision again.
fn leave(
    mut commands: Commands,
    mut asked: MessageReader<LeaveTry>,
    again: Option<ResMut<TryAgain>>,
    mut mate: ResMut<Teammate>,
    mut setup: ResMut<GameSetup>,
    mut next: ResMut<NextState<Screen>>,
) {
    let (Some(&LeaveTry(back)), Some(mut again)) = (asked.read().last(), again) else {
        return;
    };
    let index = again.step.index;
    restart(&mut commands, &again.record, &again.path, index);
    next.set(Screen::Playing);
    if !back {
        commands.remove_resource::<FromRecord>();
        again.state = Try::Choosing { ready: false };
        return;
    }
    mate.auto = again.auto;
    setup.bots = std::mem::take(&mut again.bots);
    commands.remove_resource::<KeepTable>();
    match ReplayMode::new(again.record.clone(), again.path.clone()) {
        Ok(mode) => {
            commands.insert_resource(mode);
            commands.insert_resource(FromRecord);
            commands.insert_resource(Focus {
                index,
                better: again.step.best,
                arrived: false,
            });
        }
        Err(e) => error!("cannot watch the record again: {e}"),
    }
    commands.remove_resource::<TryAgain>();
}
