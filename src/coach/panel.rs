//! The review in the replay, above its controls: a button to ask for it, its progress with a
//! Cancel, then the team's chance to win turn by turn and the three costliest decisions in plain
//! words; choosing one steps the replay there and shows the better option ([`super::Focus`]).

use super::{Focus, GameReview, ReviewJob, StartReview};
use crate::i18n::Tr;
use crate::layout::dock::{Dock, Slot};
use crate::replay::ReplayMode;
use crate::shared::Screen;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use mists_bot::mc::Estimate;
use mists_bot::review::{Review, Step};
use mists_rules::{Decision, Flow, Table};
use std::path::PathBuf;
use std::sync::atomic::Ordering;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        panel.in_set(crate::shared::UiPass::DockedThen).run_if(
            in_state(Screen::Playing)
                .or_else(in_state(Screen::GameOver))
                .and_then(resource_exists::<ReplayMode>),
        ),
    );
}

/// Mistakes listed under the curve.
const LISTED: usize = 3;

/// The curve's height in points.
const CURVE_HEIGHT: f32 = 56.0;

#[derive(SystemParam)]
struct Panel<'w, 's> {
    commands: Commands<'w, 's>,
    mode: ResMut<'w, ReplayMode>,
    review: Option<Res<'w, GameReview>>,
    job: Option<Res<'w, ReviewJob>>,
    flow: Option<Res<'w, Flow>>,
    tr: Res<'w, Tr>,
    dock: ResMut<'w, Dock>,
    start: MessageWriter<'w, StartReview>,
    /// The listed mistakes in words, for (record, language).
    words: Local<'s, Option<(PathBuf, crate::i18n::Lang, Vec<String>)>>,
}

fn panel(mut contexts: EguiContexts, mut p: Panel) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut ask: Option<Ask> = None;
    let at = p.flow.as_ref().map_or(0, |f| f.applied as usize);
    let lines = words(&mut p);
    let (tr, job, review) = (&*p.tr, p.job.as_deref(), p.review.as_deref());
    p.dock.show(ctx, Slot::Bar, "review", |ui| {
        ui.strong(tr!(tr, "review-title"));
        ask = match (job, review) {
            (Some(job), _) => running(ui, tr, job),
            (None, Some(GameReview { result: Ok(r), .. })) => shown(ui, tr, r, &lines, at),
            (None, Some(GameReview { result: Err(e), .. })) => failed(ui, tr, e),
            (None, None) => offer(ui, tr),
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
            p.mode.jump_to(index);
            p.commands.insert_resource(Focus {
                index,
                better,
                arrived: false,
            });
        }
        None => {}
    }
    Ok(())
}

enum Ask {
    Start,
    Cancel,
    /// Step the replay to this decision and show the better option there.
    Show(usize, Estimate),
}

fn offer(ui: &mut egui::Ui, tr: &Tr) -> Option<Ask> {
    ui.small(tr!(tr, "review-start-note"));
    ui.button(tr!(tr, "review-start"))
        .clicked()
        .then_some(Ask::Start)
}

fn running(ui: &mut egui::Ui, tr: &Tr, job: &ReviewJob) -> Option<Ask> {
    let done = job.done.load(Ordering::Relaxed).min(job.total);
    let mut ask = None;
    ui.horizontal_wrapped(|ui| {
        ui.label(tr!(tr, "review-running", done = done, total = job.total));
        ui.add(egui::ProgressBar::new(done as f32 / job.total.max(1) as f32).desired_width(160.0));
        if ui.button(tr!(tr, "review-cancel")).clicked() {
            ask = Some(Ask::Cancel);
        }
    });
    ask
}

fn failed(ui: &mut egui::Ui, tr: &Tr, e: &str) -> Option<Ask> {
    ui.colored_label(
        egui::Color32::from_rgb(255, 140, 120),
        tr!(tr, "review-failed"),
    );
    ui.small(e);
    ui.button(tr!(tr, "review-start"))
        .clicked()
        .then_some(Ask::Start)
}

fn shown(ui: &mut egui::Ui, tr: &Tr, r: &Review, lines: &[String], at: usize) -> Option<Ask> {
    let mut ask = curve(ui, tr, r, at).map(|s| Ask::Show(s.index, s.best));
    let worst = r.worst(LISTED);
    if worst.is_empty() {
        ui.label(tr!(tr, "review-no-mistakes"));
    }
    for (step, text) in worst.into_iter().zip(lines) {
        let here = step.index == at;
        if ui.selectable_label(here, text).clicked() {
            ask = Some(Ask::Show(step.index, step.best));
        }
    }
    ask
}

/// The chance the choices left after each turn, over the turns; the mistakes as red dots, the
/// replay's turn as a line. A click on a dot shows that mistake.
fn curve(ui: &mut egui::Ui, tr: &Tr, r: &Review, at: usize) -> Option<Step> {
    let mut points: Vec<(u32, f64)> = Vec::new();
    for s in &r.steps {
        let c = s.chosen.win_chance().unwrap_or(0.0);
        match points.last_mut() {
            Some((t, v)) if *t == s.turn => *v = c,
            _ => points.push((s.turn, c)),
        }
    }
    let (first, last) = (points.first()?.0, points.last()?.0.max(points[0].0 + 1));
    ui.small(tr!(tr, "review-curve"));
    let width = ui.available_width().clamp(120.0, 900.0);
    let (rect, response) =
        ui.allocate_exact_size(egui::vec2(width, CURVE_HEIGHT), egui::Sense::click());
    let x = |t: u32| rect.left() + rect.width() * (t - first) as f32 / (last - first) as f32;
    let y = |c: f64| rect.bottom() - rect.height() * c as f32;
    let painter = ui.painter_at(rect.expand(4.0));
    let theme = ui.visuals();
    painter.rect_stroke(
        rect,
        2.0,
        theme.widgets.noninteractive.bg_stroke,
        egui::StrokeKind::Inside,
    );
    painter.line_segment(
        [
            egui::pos2(rect.left(), y(0.5)),
            egui::pos2(rect.right(), y(0.5)),
        ],
        egui::Stroke::new(1.0, theme.weak_text_color()),
    );
    let line: Vec<egui::Pos2> = points
        .iter()
        .map(|&(t, c)| egui::pos2(x(t), y(c)))
        .collect();
    painter.add(egui::Shape::line(
        line,
        egui::Stroke::new(2.0, theme.strong_text_color()),
    ));
    let turn_now = r.steps.iter().rev().find(|s| s.index <= at).map(|s| s.turn);
    if let Some(t) = turn_now {
        painter.line_segment(
            [
                egui::pos2(x(t), rect.top()),
                egui::pos2(x(t), rect.bottom()),
            ],
            egui::Stroke::new(1.0, egui::Color32::from_rgb(120, 170, 255)),
        );
    }
    let marked: Vec<&Step> = r.steps.iter().filter(|s| s.mistake).collect();
    for s in &marked {
        let c = s.chosen.win_chance().unwrap_or(0.0);
        painter.circle_filled(
            egui::pos2(x(s.turn), y(c)),
            4.0,
            egui::Color32::from_rgb(230, 80, 60),
        );
    }
    let click = response
        .interact_pointer_pos()
        .filter(|_| response.clicked())?;
    marked
        .into_iter()
        .min_by(|a, b| {
            (x(a.turn) - click.x)
                .abs()
                .total_cmp(&(x(b.turn) - click.x).abs())
        })
        .filter(|s| (x(s.turn) - click.x).abs() < 12.0)
        .cloned()
}

/// The listed mistakes in the players' words, made once per review and language: each names
/// what was chosen and what was better on the table of its moment.
fn words(p: &mut Panel) -> Vec<String> {
    let Some(GameReview {
        path,
        result: Ok(r),
    }) = p.review.as_deref()
    else {
        return Vec::new();
    };
    let lang = p.tr.lang;
    if let Some((pp, l, w)) = p.words.as_ref()
        && pp == path
        && *l == lang
    {
        return w.clone();
    }
    let dir = path.parent().map(PathBuf::from).unwrap_or_default();
    let file = path.display().to_string();
    let made: Vec<String> = r
        .worst(LISTED)
        .into_iter()
        .map(
            |s| match p.mode.record.replay_sim(&dir, &file, Some(s.index)) {
                Ok(sim) => mistake(&p.tr, s, &sim.table),
                Err(_) => String::new(),
            },
        )
        .collect();
    *p.words = Some((path.clone(), lang, made.clone()));
    made
}

/// "Turn 14: pacifying … instead of scoring … cost about 12 %."
pub fn mistake(tr: &Tr, s: &Step, table: &Table) -> String {
    let said = |d: &Decision, key: &str| match d {
        Decision::PlaceTile { .. } => tr.get(key, None),
        _ => crate::ui::decisions::words::label(tr, d, table),
    };
    let cost = s.cost.map_or(0.0, |c| c.mean);
    tr!(
        tr,
        "review-mistake",
        turn = s.turn,
        chosen = said(&s.chosen.decision, "review-place-chosen"),
        better = said(&s.best.decision, "review-place-better"),
        cost = (100.0 * cost).round() as i64
    )
}
