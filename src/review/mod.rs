//! The review (issues 51, 65): a review of a finished game (`mists_bot::review`) in the replay — asked
//! for on the game-over screen or from the replay controls, run on a background task with its
//! progress and a Cancel, kept beside the record (`NAME.review.ron`) and read back when that
//! record is watched again. `panel.rs` shows it; choosing a mistake steps the replay there and
//! shows the better option as the hint does ([`Focus`]).

pub mod again;
mod again_panel;
pub mod panel;
#[cfg(test)]
mod tests;
mod verdict;

use crate::play::hint::Hint;
use crate::replay::ReplayMode;
use crate::shared::AppSystems;
use bevy::prelude::*;
use mists_bot::mc::Estimate;
use mists_bot::review::{Review, Settings};
use mists_rules::record::Record;
use mists_rules::{Flow, Pending};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

pub(super) fn plugin(app: &mut App) {
    app.add_message::<StartReview>();
    app.init_resource::<ReviewDeals>();
    app.add_systems(
        Update,
        (
            show_kept.run_if(resource_exists::<ReplayMode>),
            start.run_if(on_message::<StartReview>),
            collect.run_if(resource_exists::<ReviewJob>),
            show_better.run_if(resource_exists::<Focus>),
        )
            .chain()
            .in_set(AppSystems::Publish),
    );
    app.add_plugins((panel::plugin, again::plugin, again_panel::plugin));
}

/// Review the record being watched (from the game-over screen or the replay controls).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct StartReview;

/// Deals an option the window's reviews spend (tests ask for fewer).
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub struct ReviewDeals(pub u32);

impl Default for ReviewDeals {
    fn default() -> Self {
        ReviewDeals(mists_bot::review::DEALS)
    }
}

/// A review under way on a thread of its own (a cooperative [`Review`], or a competitive
/// match's): not on Bevy's task pools, whose few threads serve the hint, the bots and
/// screenshots, which a review of minutes would hold up. Dropping it stops the work.
#[derive(Resource)]
pub struct ReviewJob<R: Send + Sync + 'static = Review> {
    path: PathBuf,
    /// Decisions looked at, of `total`.
    pub done: Arc<AtomicUsize>,
    pub total: usize,
    stop: Arc<AtomicBool>,
    result: Arc<Mutex<Option<Result<R, String>>>>,
}

impl<R: Send + Sync + 'static> ReviewJob<R> {
    /// Run `work` on its own thread for the record at `path`: it reports its progress (of
    /// `total`) and stops when its flag is set.
    pub fn spawn(
        path: PathBuf,
        total: usize,
        work: impl FnOnce(&mut dyn FnMut(usize, usize), Arc<AtomicBool>) -> Result<R, String>
        + Send
        + 'static,
    ) -> Self {
        let (done, stop) = (
            Arc::new(AtomicUsize::new(0)),
            Arc::new(AtomicBool::new(false)),
        );
        let result = Arc::new(Mutex::new(None));
        let (d, s, slot) = (done.clone(), stop.clone(), result.clone());
        let spawned = std::thread::Builder::new()
            .name("review".into())
            .spawn(move || {
                let r = work(&mut |n: usize, _: usize| d.store(n, Ordering::Relaxed), s);
                if let Ok(mut slot) = slot.lock() {
                    *slot = Some(r);
                }
            });
        if let Err(e) = spawned
            && let Ok(mut slot) = result.lock()
        {
            *slot = Some(Err(format!("no thread for the review: {e}")));
        }
        ReviewJob {
            path,
            done,
            total,
            stop,
            result,
        }
    }

    /// Stop it; the panel offers to start again.
    pub fn cancel(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }

    pub fn cancelled(&self) -> bool {
        self.stop.load(Ordering::Relaxed)
    }

    /// The record it reviews.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Its result once the work is done.
    pub fn poll(&mut self) -> Option<Result<R, String>> {
        self.result.lock().ok()?.take()
    }
}

impl<R: Send + Sync + 'static> Drop for ReviewJob<R> {
    /// A job nobody waits for any more (the record left, the game closed) stops its work.
    fn drop(&mut self) {
        self.cancel();
    }
}

/// Threads a review in the window spreads over: one core is left to the window, which keeps
/// drawing (the numbers do not depend on it).
pub fn review_threads() -> usize {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    cores.saturating_sub(1).max(1)
}

/// The review of the record at `path`, or why it could not be made.
#[derive(Resource, Debug, Clone)]
pub struct GameReview<R: Send + Sync + 'static = Review> {
    pub path: PathBuf,
    pub result: Result<R, String>,
}

/// A mistake chosen in the panel: the replay steps to its decision and shows `better` there.
#[derive(Resource, Debug, Clone, Copy)]
pub struct Focus {
    pub index: usize,
    pub better: Estimate,
    /// The replay has stood at the decision (leaving it ends the focus).
    arrived: bool,
}

/// What is kept beside a record: the review and what it reviewed (a record changed since is
/// reviewed again).
#[derive(serde::Serialize, serde::Deserialize)]
struct Kept<D, R> {
    seed: u64,
    decisions: Vec<D>,
    review: R,
}

/// `games/x.ron` → `games/x.review.ron` (the folders of saves pass it over).
pub fn kept_path(record: &Path) -> PathBuf {
    crate::storage::kept_review_path(record)
}

/// The review kept beside the record at `path`, if it was made of this very record (its seed
/// and decisions) and ran to the end.
pub fn read_kept<D, R>(
    path: &Path,
    seed: u64,
    decisions: &[D],
    complete: fn(&R) -> bool,
) -> Option<R>
where
    D: serde::de::DeserializeOwned + PartialEq,
    R: serde::de::DeserializeOwned,
{
    let text = std::fs::read_to_string(kept_path(path)).ok()?;
    let kept: Kept<D, R> = ron::from_str(&text)
        .inspect_err(|e| warn!("{}: {e}", kept_path(path).display()))
        .ok()?;
    (kept.seed == seed && kept.decisions == decisions && complete(&kept.review))
        .then_some(kept.review)
}

/// Keep `review` beside the record at `path` (a failure is logged: the review is still shown).
pub fn write_kept<D, R>(path: &Path, seed: u64, decisions: &[D], review: &R)
where
    D: serde::Serialize + serde::de::DeserializeOwned + Clone,
    R: serde::Serialize + serde::de::DeserializeOwned + Clone,
{
    let kept = Kept {
        seed,
        decisions: decisions.to_vec(),
        review: review.clone(),
    };
    // Read back before it is written (issue 61): a review that would not load is never kept.
    let text = ron::ser::to_string(&kept).map_err(|e| e.to_string());
    let text =
        text.and_then(|t| (ron::from_str::<Kept<D, R>>(&t).map(|_| t)).map_err(|e| e.to_string()));
    let text = match text {
        Ok(t) => t,
        Err(e) => return warn!("the review could not be written: {e}"),
    };
    if let Err(e) = crate::storage::write_atomic(&kept_path(path), &text) {
        warn!("{}: {e}", kept_path(path).display());
    }
}

fn read(path: &Path, rec: &Record) -> Option<Review> {
    read_kept(path, rec.seed, &rec.decisions, |r: &Review| r.complete)
}

fn write(path: &Path, rec: &Record, review: &Review) {
    write_kept(path, rec.seed, &rec.decisions, review);
}

/// A watched record whose review lies beside it shows it at once.
fn show_kept(
    mut commands: Commands,
    mode: Res<ReplayMode>,
    have: Option<Res<GameReview>>,
    job: Option<Res<ReviewJob>>,
) {
    let known =
        have.is_some_and(|r| r.path == mode.path) || job.is_some_and(|j| j.path == mode.path);
    if known || !mode.is_changed() {
        return;
    }
    if let Some(review) = read(&mode.path, &mode.record) {
        commands.insert_resource(GameReview {
            path: mode.path.clone(),
            result: Ok(review),
        });
    } else {
        commands.remove_resource::<GameReview>();
    }
}

fn start(mut commands: Commands, mode: Option<Res<ReplayMode>>, deals: Res<ReviewDeals>) {
    let Some(mode) = mode else {
        return;
    };
    let (record, path) = (mode.record.clone(), mode.path.clone());
    let settings = Settings {
        deals: deals.0,
        threads: review_threads(),
        ..Settings::default()
    };
    let file = path.display().to_string();
    let dir = path.parent().map(PathBuf::from).unwrap_or_default();
    let total = record.decisions.len();
    info!(
        "reviewing {file}: {total} decisions, {} deals an option",
        settings.deals
    );
    let job = ReviewJob::spawn(path, total, move |progress, stop| {
        mists_bot::review::review(&record, &dir, &file, settings, progress, Some(stop))
            .map_err(|e| e.to_string())
    });
    commands.remove_resource::<GameReview>();
    commands.insert_resource(job);
}

/// A finished review: shown, and kept beside its record (its accuracy noted for the statistics,
/// `reviews.ron`); a cancelled one is dropped.
fn collect(
    mut commands: Commands,
    mut job: ResMut<ReviewJob>,
    mode: Option<Res<ReplayMode>>,
    table: Option<Res<mists_rules::Table>>,
    data: Option<Res<crate::storage::DataDir>>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
) {
    let Some(result) = job.poll() else {
        // Redraw while it runs: the progress bar moves.
        redraw.write(bevy::window::RequestRedraw);
        return;
    };
    commands.remove_resource::<ReviewJob>();
    if job.cancelled() {
        return;
    }
    if let (Ok(review), Some(mode)) = (&result, &mode)
        && mode.path == job.path
    {
        write(&job.path, &mode.record, review);
        let dir = data.and_then(|d| d.0.clone());
        if let (Some(dir), Some(table)) = (dir, table) {
            note_accuracy(&dir, &mode.record, table.cfg().level, review);
        }
    }
    commands.insert_resource(GameReview {
        path: job.path.clone(),
        result,
    });
}

/// A finished review's accuracy into the data folder's `reviews.ron` (the statistics page).
fn note_accuracy(dir: &Path, rec: &Record, level: u8, review: &Review) {
    let (Some(a), true) = (&review.accuracy, review.complete) else {
        return;
    };
    let entry = mists_rules::results::Reviewed {
        day: mists_rules::daily::Day::today(),
        level,
        players: rec.players.players,
        won: review.outcome == Some(mists_rules::Outcome::Won),
        seed: rec.seed,
        decisions: rec.decisions.len(),
        accuracy: a.game,
    };
    if let Err(e) = mists_rules::results::append_reviewed(dir, &entry) {
        error!("cannot note the review in {}: {e}", dir.display());
    }
}

/// While the replay stands at the chosen mistake, the board shows the better option as a hint.
fn show_better(
    mut commands: Commands,
    mut focus: ResMut<Focus>,
    flow: Option<Res<Flow>>,
    pending: Option<Res<Pending>>,
    mut hint: ResMut<Hint>,
) {
    let at = flow.map(|f| f.applied as usize);
    let here = pending
        .and_then(|p| p.0.clone())
        .filter(|_| at == Some(focus.index));
    match here {
        Some(p) => {
            focus.arrived = true;
            if hint.for_pending.as_ref() != Some(&p) || hint.decision != Some(focus.better.decision)
            {
                *hint = Hint {
                    for_pending: Some(p),
                    decision: Some(focus.better.decision),
                    meeple: focus.better.meeple,
                    ..Hint::default()
                };
            }
        }
        None if focus.arrived => commands.remove_resource::<Focus>(),
        None => {}
    }
}
