//! The review in the replay, above its controls: a button to ask for it, its progress with a
//! Cancel, then the team's chance to win turn by turn and the three costliest decisions in plain
//! words; choosing one steps the replay there and shows the better option ([`super::Focus`]).

use super::{Focus, GameReview, ReviewJob, StartReview, verdict};
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
    // The camera's (added again for apps without it: idempotent).
    app.add_message::<crate::camera::ShowCells>();
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
    again: MessageWriter<'w, super::again::TryAgainAt>,
    cells: MessageWriter<'w, crate::camera::ShowCells>,
    words: Local<'s, Words>,
}

fn panel(mut contexts: EguiContexts, mut p: Panel) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut ask: Option<Ask> = None;
    let at = p.flow.as_ref().map_or(0, |f| f.applied as usize);
    let lines = words(&mut p);
    let (tr, job, review) = (&*p.tr, p.job.as_deref(), p.review.as_deref());
    p.dock.show(ctx, Slot::Bar, "review", |ui| {
        ask = match (job, review) {
            (Some(job), _) => running(ui, tr, job),
            (None, Some(GameReview { result: Ok(r), .. })) => {
                ui.strong(tr!(tr, "review-title"));
                shown(ui, tr, r, &lines, at)
            }
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
            // Asked for: the better placement's cell glides into view if it is not.
            if let Decision::PlaceTile { cell, .. } = better.decision {
                p.cells.write(crate::camera::ShowCells(vec![cell]));
            }
            p.mode.jump_to(index);
            p.commands.insert_resource(Focus {
                index,
                better,
                arrived: false,
            });
        }
        Some(Ask::TryAgain(index)) => {
            p.again.write(super::again::TryAgainAt(index));
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
    /// Play this decision again (issue 65).
    TryAgain(usize),
}

fn offer(ui: &mut egui::Ui, tr: &Tr) -> Option<Ask> {
    offer_button(ui, tr, "review-start-note").then_some(Ask::Start)
}

fn running(ui: &mut egui::Ui, tr: &Tr, job: &ReviewJob) -> Option<Ask> {
    let done = job.done.load(Ordering::Relaxed);
    progress(ui, tr, "review-running", done, job.total).then_some(Ask::Cancel)
}

fn failed(ui: &mut egui::Ui, tr: &Tr, e: &str) -> Option<Ask> {
    failed_again(ui, tr, e).then_some(Ask::Start)
}

/// What a review does (the `note` key) and the button that asks for it: true when clicked.
/// The panel's title and the button on one row: a crowded bar (a match's final scores under it)
/// leaves the panel a row, and may cut the note off.
pub fn offer_button(ui: &mut egui::Ui, tr: &Tr, note: &str) -> bool {
    let clicked = ui
        .horizontal_wrapped(|ui| {
            ui.strong(tr!(tr, "review-title"));
            ui.button(tr!(tr, "review-start")).clicked()
        })
        .inner;
    ui.small(tr.get(note, None));
    clicked
}

/// A review under way ("`key`: done of total"), its bar and Cancel: true when cancelled.
pub fn progress(ui: &mut egui::Ui, tr: &Tr, key: &str, done: usize, total: usize) -> bool {
    let done = done.min(total);
    let mut args = fluent_bundle::FluentArgs::new();
    args.set("done", done);
    args.set("total", total);
    let mut cancel = false;
    ui.horizontal_wrapped(|ui| {
        ui.strong(tr!(tr, "review-title"));
        ui.label(tr.get(key, Some(&args)));
        ui.add(egui::ProgressBar::new(done as f32 / total.max(1) as f32).desired_width(160.0));
        cancel = ui.button(tr!(tr, "review-cancel")).clicked();
    });
    cancel
}

/// Why a review could not be made, and a button to try again: true when clicked.
pub fn failed_again(ui: &mut egui::Ui, tr: &Tr, e: &str) -> bool {
    ui.strong(tr!(tr, "review-title"));
    ui.colored_label(
        egui::Color32::from_rgb(255, 140, 120),
        tr!(tr, "review-failed"),
    );
    ui.small(e);
    ui.button(tr!(tr, "review-start")).clicked()
}

fn shown(ui: &mut egui::Ui, tr: &Tr, r: &Review, lines: &[String], at: usize) -> Option<Ask> {
    let show = |s: &Step| Ask::Show(s.index, s.best);
    let mut ask = curve(ui, tr, r, at).map(|s| show(&s));
    verdict::accuracy(ui, tr, r);
    ui.horizontal_wrapped(|ui| {
        if let Some(i) = verdict::turning_point(ui, tr, r, at) {
            ask = r.steps.iter().find(|s| s.index == i).map(show);
        }
        if let Some(first) = r.turning_point.as_ref().and_then(|t| t.decisions.first())
            && ui.small_button(tr!(tr, "again-start")).clicked()
        {
            ask = Some(Ask::TryAgain(*first));
        }
    });
    let graded = r.graded(LISTED);
    if graded.is_empty() {
        ui.label(tr!(tr, "review-no-mistakes"));
    }
    for (step, text) in graded.into_iter().zip(lines) {
        let here = step.index == at;
        // The button first: after a long line it would wrap onto a line of its own.
        ui.horizontal_wrapped(|ui| {
            if ui.small_button(tr!(tr, "again-start")).clicked() {
                ask = Some(Ask::TryAgain(step.index));
            }
            ui.colored_label(verdict::colour(step), verdict::grade(tr, step));
            if ui.selectable_label(here, text).clicked() {
                ask = Some(show(step));
            }
        });
        if let Some(why) = verdict::why(tr, step) {
            ui.small(why);
        }
    }
    ask
}

/// The chance the choices left after each turn, over the turns; the graded decisions as dots
/// (red: certain, amber: likely), the replay's turn as a line. A click on a dot shows that one.
fn curve(ui: &mut egui::Ui, tr: &Tr, r: &Review, at: usize) -> Option<Step> {
    let chance = |s: &Step| s.chosen.win_chance().unwrap_or(0.0);
    let marked: Vec<&Step> = r.steps.iter().filter(|s| s.grade().is_some()).collect();
    ui.small(tr!(tr, "review-curve"));
    let c = Curve {
        lines: vec![(
            ui.visuals().strong_text_color(),
            by_turn(&r.steps, |s| s.turn, chance),
        )],
        low: 0.0,
        high: 1.0,
        middle: 0.5,
        dots: marked
            .iter()
            .map(|s| (s.turn, chance(s), verdict::colour(s)))
            .collect(),
        now: r.steps.iter().rev().find(|s| s.index <= at).map(|s| s.turn),
    };
    draw(ui, &c).map(|i| marked[i].clone())
}

/// One point a turn: the value `value` gives the last of the turn's steps.
pub fn by_turn<S>(
    steps: &[S],
    turn: impl Fn(&S) -> u32,
    value: impl Fn(&S) -> f64,
) -> Vec<(u32, f64)> {
    let mut points: Vec<(u32, f64)> = Vec::new();
    for s in steps {
        let (t, v) = (turn(s), value(s));
        match points.last_mut() {
            Some((pt, pv)) if *pt == t => *pv = v,
            _ => points.push((t, v)),
        }
    }
    points
}

/// A review's curve: lines of (turn, value) between `low` and `high`, a faint rule at `middle`,
/// dots in their colours (the marked decisions) and the replay's turn as a blue line.
pub struct Curve {
    pub lines: Vec<(egui::Color32, Vec<(u32, f64)>)>,
    pub low: f64,
    pub high: f64,
    pub middle: f64,
    pub dots: Vec<(u32, f64, egui::Color32)>,
    pub now: Option<u32>,
}

/// Draw `c` across the panel; the index of the dot clicked, if one was.
pub fn draw(ui: &mut egui::Ui, c: &Curve) -> Option<usize> {
    let turns = c.lines.iter().flat_map(|(_, l)| l.iter().map(|p| p.0));
    let (first, last) = (turns.clone().min()?, turns.max()?);
    let last = last.max(first + 1);
    let width = ui.available_width().clamp(120.0, 900.0);
    let (rect, response) =
        ui.allocate_exact_size(egui::vec2(width, CURVE_HEIGHT), egui::Sense::click());
    let x = |t: u32| rect.left() + rect.width() * (t - first) as f32 / (last - first) as f32;
    let span = (c.high - c.low).max(f64::EPSILON);
    let y =
        |v: f64| rect.bottom() - rect.height() * ((v.clamp(c.low, c.high) - c.low) / span) as f32;
    let painter = ui.painter_at(rect.expand(4.0));
    let theme = ui.visuals();
    painter.rect_stroke(
        rect,
        2.0,
        theme.widgets.noninteractive.bg_stroke,
        egui::StrokeKind::Inside,
    );
    let rule = [
        egui::pos2(rect.left(), y(c.middle)),
        egui::pos2(rect.right(), y(c.middle)),
    ];
    painter.line_segment(rule, egui::Stroke::new(1.0, theme.weak_text_color()));
    // The first and last turns at the bottom corners: where along the game a dot stands.
    for (t, at, align) in [
        (
            first,
            rect.left_bottom() + egui::vec2(3.0, -1.0),
            egui::Align2::LEFT_BOTTOM,
        ),
        (
            last,
            rect.right_bottom() + egui::vec2(-3.0, -1.0),
            egui::Align2::RIGHT_BOTTOM,
        ),
    ] {
        let font = egui::FontId::proportional(12.0);
        painter.text(at, align, t.to_string(), font, theme.weak_text_color());
    }
    for (colour, line) in &c.lines {
        let points = line.iter().map(|&(t, v)| egui::pos2(x(t), y(v))).collect();
        painter.add(egui::Shape::line(points, egui::Stroke::new(2.0, *colour)));
    }
    if let Some(t) = c.now {
        let at = [
            egui::pos2(x(t), rect.top()),
            egui::pos2(x(t), rect.bottom()),
        ];
        painter.line_segment(
            at,
            egui::Stroke::new(1.0, egui::Color32::from_rgb(120, 170, 255)),
        );
    }
    for &(t, v, colour) in &c.dots {
        painter.circle_filled(egui::pos2(x(t), y(v)), 4.0, colour);
    }
    let click = response
        .interact_pointer_pos()
        .filter(|_| response.clicked())?;
    let off = |i: usize| (x(c.dots[i].0) - click.x).abs();
    (0..c.dots.len())
        .min_by(|&a, &b| off(a).total_cmp(&off(b)))
        .filter(|&i| off(i) < 12.0)
}

/// A review's listed mistakes in words, for (record, language): made again only when either
/// changes (each wording replays the record to its moment).
pub type Words = Option<(PathBuf, crate::i18n::Lang, Vec<String>)>;

/// The words kept in `cache` for (`path`, `lang`), or `make`'s, kept.
pub fn cached_words(
    cache: &mut Words,
    path: &std::path::Path,
    lang: crate::i18n::Lang,
    make: impl FnOnce() -> Vec<String>,
) -> Vec<String> {
    if let Some((p, l, w)) = cache.as_ref()
        && p == path
        && *l == lang
    {
        return w.clone();
    }
    let made = make();
    *cache = Some((path.to_path_buf(), lang, made.clone()));
    made
}

/// The listed decisions in the players' words: each names what was chosen and what was better
/// on the table of its moment.
fn words(p: &mut Panel) -> Vec<String> {
    let Some(GameReview {
        path,
        result: Ok(r),
    }) = p.review.as_deref()
    else {
        return Vec::new();
    };
    let (tr, record) = (&*p.tr, &p.mode.record);
    cached_words(&mut p.words, path, tr.lang, || {
        let dir = path.parent().map(PathBuf::from).unwrap_or_default();
        let file = path.display().to_string();
        r.graded(LISTED)
            .into_iter()
            .map(|s| match record.replay_sim(&dir, &file, Some(s.index)) {
                Ok(sim) => mistake(tr, s, &sim.table),
                Err(_) => String::new(),
            })
            .collect()
    })
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
