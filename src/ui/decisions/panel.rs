//! The decision bar under the board and the turn's controls. The bar names a placement, or a
//! question another computer answers (the players' own questions stand with their answers in the
//! right column, `answers`); undo, the hint and the teammate switch, with the hint's words, sit
//! at the top of the right column (`turn_panel`). Options with the same effect are shown once
//! (`Table::distinct_options`); the choosers beside a ring or a tile are in `choosers`.

use super::asked::{Question, question};
use super::marks::Marks;
use super::words::{self, label};
use super::{ChosenSpot, ChosenTile};
use crate::i18n::Tr;
use crate::layout::dock::{Dock, Slot};
use crate::play::answer::Teammate;
use crate::play::hint::{AskHint, HINT_LINES, Hint, HintLine};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use mists_rules::{Decision, PendingDecision, Table};

/// What the bar under the board shows: the question (when others answer it, or a placement)
/// and its rules section; a new question forgets the last one's open chooser.
#[derive(SystemParam)]
pub(super) struct Bar<'w> {
    q: Question<'w>,
    chosen: ResMut<'w, ChosenSpot>,
    chosen_tile: ResMut<'w, ChosenTile>,
    rules: ResMut<'w, crate::ui::rules_ref::RulesRef>,
}

pub(super) fn decision_panel(
    mut contexts: EguiContexts,
    mut cx: Bar,
    mut dock: ResMut<Dock>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    if cx.q.pending.is_changed() {
        if cx.chosen.0.is_some() {
            cx.chosen.0 = None;
        }
        if cx.chosen_tile.0.is_some() {
            cx.chosen_tile.0 = None;
        }
    }
    let p = cx.q.pending.0.clone();
    // The players' own questions stand with their answers in the right column (`answers`): the
    // board keeps the room under it.
    if p.as_ref().is_some_and(|p| cx.q.asks(p)) {
        return Ok(());
    }
    let paused = cx.q.paused();
    dock.show(ctx, Slot::Bar, "decision", |ui| {
        if paused {
            ui.disable();
        }
        let Some(p) = p else {
            ui.label("…");
            return;
        };
        let seat = cx.q.table.players.current;
        if cx.q.elsewhere(seat) {
            // Another computer (or, by turns, another player later) answers: say so, ask nothing.
            ui.label(tr!(cx.q.tr, "panel-elsewhere", n = seat + 1));
            return;
        }
        question(ui, &cx.q, &mut cx.rules, &p);
    });
    Ok(())
}

/// What the turn's controls show and change: undo, the hint, the teammate switch, whether the
/// search thinks.
#[derive(SystemParam)]
pub(super) struct Controls<'w> {
    pending: Res<'w, mists_rules::Pending>,
    table: Res<'w, Table>,
    tr: Res<'w, Tr>,
    setup: Res<'w, crate::setup::GameSetup>,
    flow: Res<'w, mists_rules::Flow>,
    undo: MessageWriter<'w, crate::undo::UndoRequest>,
    ask: MessageWriter<'w, AskHint>,
    mate: ResMut<'w, Teammate>,
    elsewhere: Option<Res<'w, crate::play::answer::Elsewhere>>,
    lesson: Option<Res<'w, crate::tutorial::Tutorial>>,
    thinking: Option<Res<'w, crate::play::think::Thinking>>,
    menu: Res<'w, State<crate::shared::Menu>>,
}

impl Controls<'_> {
    fn in_lesson(&self) -> bool {
        self.lesson.as_ref().is_some_and(|t| !t.finished())
    }
}

/// What the hint's lines show: its suggestion, the search's alternatives lettered on the board.
#[derive(SystemParam)]
pub(super) struct HintShown<'w> {
    hint: Res<'w, Hint>,
    marks: Res<'w, Marks>,
    turn: Res<'w, mists_rules::Turn>,
    playing_out: Option<Res<'w, crate::play::think::PlayingOut>>,
}

/// Undo, the hint and the teammate switch, and the hint's words: at the top of the right column,
/// under the drawn tile, so the bar keeps its room for the question.
pub(super) fn turn_panel(
    mut contexts: EguiContexts,
    mut cx: Controls,
    hint: HintShown,
    mut dock: ResMut<Dock>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Some(p) = cx.pending.0.clone() else {
        return Ok(());
    };
    // A lesson leads: no undo, hint or teammate, so no panel.
    if cx.in_lesson() {
        return Ok(());
    }
    let paused = *cx.menu.get() != crate::shared::Menu::None;
    dock.show(ctx, Slot::RightTop, "turn", |ui| {
        if paused {
            ui.disable();
        }
        controls(ui, &mut cx, &p);
        if cx.setup.aids {
            hint_lines(ui, &cx.tr, &cx.table, &hint, &p);
        }
    });
    Ok(())
}

/// Undo, the hint and the teammate switch.
fn controls(ui: &mut egui::Ui, cx: &mut Controls, p: &PendingDecision) {
    let in_lesson = cx.in_lesson();
    ui.horizontal_wrapped(|ui| {
        // Online, the host's table is the record: nothing is undone; nor in a lesson.
        if crate::undo::can_undo(&cx.flow, &cx.setup, &cx.table)
            && cx.elsewhere.is_none()
            && cx.lesson.is_none()
            && ui.button(tr!(cx.tr, "panel-undo")).clicked()
        {
            cx.undo.write(crate::undo::UndoRequest);
        }
        if cx.setup.aids && !in_lesson && ui.button(tr!(cx.tr, "panel-hint")).clicked() {
            cx.ask.write(AskHint);
        }
        if !in_lesson {
            ui.checkbox(&mut cx.mate.auto, tr!(cx.tr, "panel-teammate"))
                .on_hover_text(tr!(cx.tr, "panel-teammate-tip"));
        }
        if cx.thinking.as_ref().is_some_and(|t| &t.for_pending == p) {
            ui.label(tr!(cx.tr, "panel-thinking"));
        }
    });
}

/// The hint's suggestion, why, and the search's alternatives (lettered on the board).
fn hint_lines(ui: &mut egui::Ui, tr: &Tr, table: &Table, shown: &HintShown, p: &PendingDecision) {
    let hint = &shown.hint;
    if hint.for_pending.as_ref() != Some(p) {
        return;
    }
    if let Some(d) = hint.decision {
        let option = match d {
            Decision::PlaceTile { .. } => tr!(tr, "hint-place"),
            _ => label(tr, &d, table),
        };
        ui.label(if hint.lines.is_empty() {
            tr!(tr, "panel-suggests", option = option)
        } else {
            tr!(tr, "panel-search-suggests", option = option)
        });
    }
    if let Some((d, e)) = hint.effects
        && Some(d) == hint.decision
    {
        ui.label(words::hint_why(tr, &e));
    }
    if let (Some(d), Some(m)) = (hint.decision, hint.meeple) {
        let m = words::meeple_after(tr, table, &d, &m, shown.turn.drawn());
        ui.label(tr!(tr, "panel-then", option = m));
    }
    for line in hint.lines.iter().take(HINT_LINES) {
        if let Some(text) = alternative(tr, table, shown, line) {
            ui.small(text);
        }
    }
    if (shown.playing_out.as_ref()).is_some_and(|po| &po.for_pending == p) {
        ui.small(tr!(tr, "panel-playing-out"));
    }
}

/// One of the search's alternatives in words: the option (a placement by its letter on the board),
/// its rating over the turns it looked ahead and the games it won; None without a rating.
fn alternative(tr: &Tr, table: &Table, shown: &HintShown, line: &HintLine) -> Option<String> {
    let d = &line.decision;
    let mut option = match d {
        Decision::PlaceTile { cell, rot } => {
            let mark = shown.marks.letter(*cell).map(String::from);
            let degrees = 90 * rot.0 as u32;
            tr!(
                tr,
                "panel-placement-at",
                mark = mark.unwrap_or_default(),
                degrees = degrees
            )
        }
        _ => label(tr, d, table),
    };
    if let Some(m) = &line.meeple {
        let meeple = words::meeple_after(tr, table, d, m, shown.turn.drawn());
        option = tr!(tr, "panel-with-meeple", option = option, meeple = meeple);
    }
    let (Some(c), Some(ahead)) = (line.rating, shown.hint.lookahead) else {
        return None;
    };
    let (rating, turns) = ((100.0 * c).round() as u32, ahead.turns);
    let text = if ahead.to_pile_end {
        tr!(
            tr,
            "panel-rating-pile",
            option = option,
            rating = rating,
            turns = turns
        )
    } else {
        tr!(
            tr,
            "panel-rating",
            option = option,
            rating = rating,
            turns = turns
        )
    };
    Some(match line.chance.filter(|c| c.1 > 0) {
        Some((won, games)) => {
            let percent = (100.0 * won as f64 / games as f64).round() as u32;
            let chance = tr!(tr, "panel-chance", percent = percent, games = games);
            format!("{text} · {chance}")
        }
        None => text,
    })
}
