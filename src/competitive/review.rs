//! The review of a watched competitive match, seat by seat (issue 51,
//! `mists_bot::competitive::review`): asked for from the replay controls or the match's end
//! (*Review this match*), run on a background task with its progress and a Cancel, kept beside the
//! record (`NAME.review.ron`, as the cooperative review keeps its own) and read back when that record
//! is watched again. Shown above the replay controls: each player's points ahead of the best rival
//! turn by turn, and the three costliest plays in words; choosing one steps the replay there and
//! shows the better play as the hint does.

use super::help::CompetitiveHint;
use super::replay::ReplayMatch;
use super::table::seat_colour;
use super::words::who;
use crate::i18n::Tr;
use crate::layout::dock::{Dock, Slot};
use crate::review::panel::{
    Curve, Words, by_turn, cached_words, draw, failed_again, offer_button, progress,
};
use crate::review::{
    GameReview, ReviewDeals, ReviewJob, StartReview, read_kept, review_threads, write_kept,
};
use crate::shared::{AppSystems, Screen};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use mists_bot::competitive::review::{MatchReview, SeatStep};
use mists_bot::review::Settings;
use mists_rules::competitive::{Match, PieceKind, Play};
use std::path::PathBuf;
use std::sync::atomic::Ordering;

#[cfg(test)]
#[path = "review_tests.rs"]
mod tests;

type Job = ReviewJob<MatchReview>;
type Shown = GameReview<MatchReview>;

pub(super) fn plugin(app: &mut App) {
    // The review plugin's own (added again here for apps without it: both are idempotent).
    app.add_message::<StartReview>();
    app.init_resource::<ReviewDeals>();
    app.add_message::<crate::camera::ShowCells>();
    app.add_systems(
        Update,
        (
            show_kept,
            start.run_if(on_message::<StartReview>),
            collect.run_if(resource_exists::<Job>),
        )
            .chain()
            .in_set(AppSystems::Publish)
            .run_if(resource_exists::<ReplayMatch>),
    );
    app.add_systems(
        EguiPrimaryContextPass,
        panel.in_set(crate::shared::UiPass::DockedThen).run_if(
            in_state(Screen::Competitive)
                .and_then(resource_exists::<ReplayMatch>)
                .and_then(resource_exists::<Match>),
        ),
    );
}

/// Plays listed under the curve.
const LISTED: usize = 3;

/// Deals a play in the window: the competitive default, fewer when a test asks for fewer.
fn deals(asked: &ReviewDeals) -> u32 {
    asked.0.min(mists_bot::competitive::review::DEALS)
}

/// A watched record whose review lies beside it shows it at once (looked for once per record).
fn show_kept(
    mut commands: Commands,
    w: Res<ReplayMatch>,
    have: Option<Res<Shown>>,
    job: Option<Res<Job>>,
    mut looked: Local<Option<(PathBuf, usize)>>,
) {
    let this = (w.path.clone(), w.record.plays.len());
    let known = have.is_some_and(|r| r.path == w.path) || job.is_some_and(|j| j.path() == w.path);
    if known || looked.as_ref() == Some(&this) {
        return;
    }
    *looked = Some(this);
    match read_kept(
        &w.path,
        w.record.seed,
        &w.record.plays,
        |r: &MatchReview| r.complete,
    ) {
        Some(review) => commands.insert_resource(Shown {
            path: w.path.clone(),
            result: Ok(review),
        }),
        None => commands.remove_resource::<Shown>(),
    }
}

fn start(mut commands: Commands, w: Res<ReplayMatch>, asked: Res<ReviewDeals>) {
    let (record, path) = (w.record.clone(), w.path.clone());
    let settings = Settings {
        deals: deals(&asked),
        threads: review_threads(),
        ..Settings::default()
    };
    let file = path.display().to_string();
    let dir = path.parent().map(PathBuf::from).unwrap_or_default();
    let total = record.plays.len();
    info!(
        "reviewing {file}: {total} plays, {} deals a play",
        settings.deals
    );
    let job = Job::spawn(path, total, move |progress, stop| {
        mists_bot::competitive::review::review(&record, &dir, &file, settings, progress, Some(stop))
            .map_err(|e| e.to_string())
    });
    commands.remove_resource::<Shown>();
    commands.insert_resource(job);
}

/// A finished review: shown, and kept beside its record; a cancelled one is dropped.
fn collect(
    mut commands: Commands,
    mut job: ResMut<Job>,
    w: Res<ReplayMatch>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
) {
    let Some(result) = job.poll() else {
        redraw.write(bevy::window::RequestRedraw);
        return;
    };
    commands.remove_resource::<Job>();
    if job.cancelled() {
        return;
    }
    if let Ok(review) = &result
        && w.path == job.path()
    {
        write_kept(&w.path, w.record.seed, &w.record.plays, review);
    }
    commands.insert_resource(Shown {
        path: job.path().to_path_buf(),
        result,
    });
}

#[derive(SystemParam)]
struct Panel<'w, 's> {
    w: ResMut<'w, ReplayMatch>,
    m: Res<'w, Match>,
    review: Option<Res<'w, Shown>>,
    job: Option<Res<'w, Job>>,
    hint: ResMut<'w, CompetitiveHint>,
    tr: Res<'w, Tr>,
    dock: ResMut<'w, Dock>,
    start: MessageWriter<'w, StartReview>,
    cells: MessageWriter<'w, crate::camera::ShowCells>,
    words: Local<'s, Words>,
}

enum Ask {
    Start,
    Cancel,
    /// Step the replay to this play and show the better one there.
    Show(usize, Play),
}

fn panel(mut contexts: EguiContexts, mut p: Panel) -> Result {
    let ctx = contexts.ctx_mut()?;
    let lines = words(&mut p);
    let at = p.m.plays.len();
    let (tr, job, review) = (&*p.tr, p.job.as_deref(), p.review.as_deref());
    let mut ask = None;
    p.dock.show(ctx, Slot::Bar, "match review", |ui| {
        ask = match (job, review) {
            (Some(job), _) => {
                let done = job.done.load(Ordering::Relaxed);
                progress(ui, tr, "review-match-running", done, job.total).then_some(Ask::Cancel)
            }
            (None, Some(Shown { result: Ok(r), .. })) => {
                ui.strong(tr!(tr, "review-title"));
                shown(ui, tr, r, &lines, at)
            }
            (None, Some(Shown { result: Err(e), .. })) => {
                failed_again(ui, tr, e).then_some(Ask::Start)
            }
            (None, None) => offer_button(ui, tr, "review-match-start-note").then_some(Ask::Start),
        };
    });
    match ask {
        Some(Ask::Start) => {
            p.start.write(StartReview);
        }
        Some(Ask::Cancel) => {
            if let Some(job) = &p.job {
                job.cancel();
            }
        }
        Some(Ask::Show(index, better)) => {
            show(&mut p.w, &mut p.hint, index, better);
            // Asked for: the better placement's cell glides into view if it is not.
            if let Play::Place { cell, .. } = better {
                p.cells.write(crate::camera::ShowCells(vec![cell]));
            }
        }
        None => {}
    }
    Ok(())
}

/// Step the replay to the match before play `index` and show `better` there as the hint does
/// (it holds while the match stands there: the hint answers that many plays).
fn show(w: &mut ReplayMatch, hint: &mut CompetitiveHint, index: usize, better: Play) {
    w.jump_to(index);
    hint.for_pending = Some(index);
    hint.decision = Some(better);
}

fn shown(ui: &mut egui::Ui, tr: &Tr, r: &MatchReview, lines: &[String], at: usize) -> Option<Ask> {
    let mut ask = curve(ui, tr, r, at).map(|s| Ask::Show(s.index, s.best.play));
    let worst = r.worst(None, LISTED);
    if worst.is_empty() {
        ui.label(tr!(tr, "review-match-no-mistakes"));
    }
    for (step, text) in worst.into_iter().zip(lines) {
        if ui.selectable_label(step.index == at, text).clicked() {
            ask = Some(Ask::Show(step.index, step.best.play));
        }
    }
    ask
}

/// Each player's points ahead of the best rival after each of its turns, in its colour; the
/// marked plays as red dots, the replay's turn as a line. A click on a dot shows that play.
fn curve(ui: &mut egui::Ui, tr: &Tr, r: &MatchReview, at: usize) -> Option<SeatStep> {
    let marked: Vec<&SeatStep> = r.steps.iter().filter(|s| s.mistake).collect();
    let bound = r
        .steps
        .iter()
        .map(|s| s.chosen.points.abs())
        .fold(10.0, f64::max);
    ui.small(tr!(tr, "review-match-curve"));
    let lines = (0..r.players)
        .map(|seat| {
            let [red, green, blue] = crate::setup::colour_rgb(seat_colour(seat));
            let own: Vec<&SeatStep> = r.steps.iter().filter(|s| s.seat == seat).collect();
            let colour = egui::Color32::from_rgb(red, green, blue);
            (colour, by_turn(&own, |s| s.turn, |s| s.chosen.points))
        })
        .collect();
    let c = Curve {
        lines,
        low: -bound,
        high: bound,
        middle: 0.0,
        dots: marked
            .iter()
            .map(|s| {
                (
                    s.turn,
                    s.chosen.points,
                    egui::Color32::from_rgb(230, 80, 60),
                )
            })
            .collect(),
        now: r.steps.iter().rev().find(|s| s.index <= at).map(|s| s.turn),
    };
    draw(ui, &c).map(|i| marked[i].clone())
}

/// The listed plays in the players' words: each names the seat, what it played and what was
/// better, on the table of its moment.
fn words(p: &mut Panel) -> Vec<String> {
    let Some(Shown {
        path,
        result: Ok(r),
    }) = p.review.as_deref()
    else {
        return Vec::new();
    };
    let (tr, w) = (&*p.tr, &*p.w);
    cached_words(&mut p.words, path, tr.lang, || {
        r.worst(None, LISTED)
            .into_iter()
            .map(|s| match w.rebuild(s.index) {
                Ok((m, _)) => mistake(tr, s, &m),
                Err(_) => String::new(),
            })
            .collect()
    })
}

/// "Turn 14, Red: placing no piece instead of a meeple on choice 2 gave away about 8 points."
pub fn mistake(tr: &Tr, s: &SeatStep, m: &Match) -> String {
    tr!(
        tr,
        "review-match-mistake",
        turn = s.turn,
        seat = who(tr, s.seat),
        chosen = play_words(tr, m, s.chosen.play, "review-place-chosen"),
        better = play_words(tr, m, s.best.play, "review-place-better"),
        points = s.cost.map_or(0.0, |c| c.mean).round() as i64
    )
}

/// A play in words on the table `m` it was made on; a placement by `place_key` (it is shown on
/// the board), a choice by its number in the bar.
fn play_words(tr: &Tr, m: &Match, play: Play, place_key: &str) -> String {
    match play {
        Play::Place { .. } => tr.get(place_key, None),
        Play::Ghost(_) => {
            let n = m.legal().iter().position(|&p| p == play).unwrap_or(0) + 1;
            tr!(tr, "review-play-ghost", n = n)
        }
        Play::Deploy { kind, spot } => {
            let n = m.free_spots().iter().position(|&s| s == spot).unwrap_or(0) + 1;
            let piece = match kind {
                PieceKind::Meeple => tr!(tr, "competitive-meeple"),
                PieceKind::Guard => tr!(tr, "competitive-guard"),
            };
            tr!(tr, "review-play-piece", piece = piece, n = n)
        }
        Play::Pass => tr!(tr, "review-play-pass"),
    }
}
