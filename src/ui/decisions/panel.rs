//! The decision bar under the board: the question at the top, then one row per place it is about
//! (a meeple spot with a button per colour, a lettered tile with a button per ghost count); undo,
//! the hint and the teammate switch sit at the top of the right column (`turn_panel`). Options with the same effect are shown once
//! (`Table::distinct_options`); every row has a number key, N is "no meeple"; clicking a ring or
//! a lettered tile on the board answers as its row does. A ring with several colours opens a
//! small colour chooser beside the ring, never under the pointer.

use super::ChosenSpot;
use super::answer_mark;
use super::answers;
use super::marks::Marks;
use super::words::{self, label, title};
use crate::input::BoardCamera;
use crate::layout::dock::{Dock, Slot};
use crate::play::answer::{Answerer, Teammate, answerer};
use crate::play::hint::{AskHint, HINT_LINES, Hint};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use mists_rules::{Decision, DecisionKind, PendingDecision, Table};

/// The lesson's expected option: its button gets a gold outline.
const EXPECTED: egui::Color32 = egui::Color32::from_rgb(255, 200, 50);

#[derive(SystemParam)]
pub(super) struct Panel<'w> {
    pub(super) pending: Res<'w, mists_rules::Pending>,
    pub(super) table: Res<'w, Table>,
    pub(super) mate: ResMut<'w, Teammate>,
    pub(super) chosen: ResMut<'w, ChosenSpot>,
    pub(super) chosen_tile: ResMut<'w, super::ChosenTile>,
    pub(super) hint: Res<'w, Hint>,
    pub(super) ask: MessageWriter<'w, AskHint>,
    pub(super) setup: Res<'w, crate::setup::GameSetup>,
    pub(super) flow: Res<'w, mists_rules::Flow>,
    pub(super) undo: MessageWriter<'w, crate::undo::UndoRequest>,
    pub(super) answering: crate::play::answer_odds::Answering<'w>,
    pub(super) rules: ResMut<'w, crate::ui::rules_ref::RulesRef>,
    pub(super) tr: Res<'w, crate::i18n::Tr>,
    pub(super) lesson: Option<Res<'w, crate::tutorial::Tutorial>>,
    pub(super) elsewhere: Option<Res<'w, crate::play::answer::Elsewhere>>,
    pub(super) thinking: Option<Res<'w, crate::play::think::Thinking>>,
    pub(super) playing_out: Option<Res<'w, crate::play::think::PlayingOut>>,
    pub(super) turn: Res<'w, mists_rules::Turn>,
    pub(super) marks: Res<'w, Marks>,
    pub(super) menu: Res<'w, State<crate::shared::Menu>>,
    pub(super) shown: ResMut<'w, crate::ui::shown_options::ShownOptions>,
}

impl Panel<'_> {
    /// A menu is open: the panels stay (the board must not move) but take no answer.
    pub(super) fn paused(&self) -> bool {
        *self.menu.get() != crate::shared::Menu::None
    }

    fn in_lesson(&self) -> bool {
        self.lesson.as_ref().is_some_and(|t| !t.finished())
    }

    fn expected(&self) -> Option<Decision> {
        self.lesson.as_ref().and_then(|t| t.expected())
    }

    /// Whether the players answer `p` here (not a bot seat, the teammate or a peer online).
    fn players_answer(&self, p: &PendingDecision) -> bool {
        let seat_bot = crate::play::answer::bot_seat(&self.setup, &self.table);
        let remote = self
            .elsewhere
            .as_ref()
            .is_some_and(|e| e.has(self.table.players.current));
        !remote && answerer(&p.kind, seat_bot, self.mate.auto) == Answerer::Players
    }

    /// Whether the players answer `p` here and it is not a placement: its answers are asked.
    pub(super) fn asks(&self, p: &PendingDecision) -> bool {
        self.players_answer(p) && !matches!(p.kind, DecisionKind::PlaceTile { .. })
    }

    /// A button for `d`, outlined when the lesson expects it (red when it loses at once), its
    /// consequence beside it and in its card (issue 62); answers when clicked.
    pub(super) fn option_button(&mut self, ui: &mut egui::Ui, d: Decision, text: egui::RichText) {
        self.option_button_with(ui, d, text, None);
    }

    /// [`Self::option_button`] with `card` said first on hover (a chip's full answer).
    pub(super) fn option_button_with(
        &mut self,
        ui: &mut egui::Ui,
        d: Decision,
        text: egui::RichText,
        card: Option<&str>,
    ) {
        let mut b = egui::Button::new(text.clone());
        let mark = self.pending.0.as_ref().and_then(|p| {
            let held = self.answering.held() == Some(d);
            answer_mark::mark(&self.tr, self.answering.odds(), p, d, held)
        });
        if self.expected() == Some(d) {
            b = b.stroke(egui::Stroke::new(2.5, EXPECTED));
        } else if mark.as_ref().is_some_and(|m| m.loses) {
            b = b.stroke(egui::Stroke::new(2.0, answer_mark::LOSES));
        }
        let label = card.map_or_else(|| text.text().to_owned(), String::from);
        let mut response = crate::ui::shown_options::option_button(ui, &mut self.shown, b, &label);
        let hover = match (card, &mark) {
            (Some(c), Some(m)) => Some(format!("{c}\n{}", m.card)),
            (Some(c), None) => Some(c.to_owned()),
            (None, Some(m)) => Some(m.card.clone()),
            (None, None) => None,
        };
        if let Some(h) = hover {
            response = response.on_hover_text(h);
        }
        if let Some(m) = &mark {
            let danger = self
                .pending
                .0
                .as_ref()
                .and_then(|p| self.answering.odds().danger(p, d));
            self.shown
                .consequence(m.loses, danger.map(|x| [x.ghosts, x.pile, x.tried]));
            let text = if card.is_some() { &m.short } else { &m.text };
            ui.label(egui::RichText::new(text).small().color(m.colour));
        }
        if response.clicked() {
            self.answering.answer(d);
        }
    }
}

pub(super) fn decision_panel(
    mut contexts: EguiContexts,
    mut cx: Panel,
    mut dock: ResMut<Dock>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    if cx.pending.is_changed() {
        if cx.chosen.0.is_some() {
            cx.chosen.0 = None;
        }
        if cx.chosen_tile.0.is_some() {
            cx.chosen_tile.0 = None;
        }
    }
    let p = cx.pending.0.clone();
    // The players' own questions stand with their answers in the right column (`answers`): the
    // board keeps the room under it.
    if p.as_ref().is_some_and(|p| cx.asks(p)) {
        return Ok(());
    }
    let paused = cx.paused();
    dock.show(ctx, Slot::Bar, "decision", |ui| {
        if paused {
            ui.disable();
        }
        let Some(p) = p else {
            ui.label("…");
            return;
        };
        let seat = cx.table.players.current;
        if cx.elsewhere.as_ref().is_some_and(|e| e.has(seat)) {
            // Another computer (or, by turns, another player later) answers: say so, ask nothing.
            ui.label(tr!(cx.tr, "panel-elsewhere", n = seat + 1));
            return;
        }
        question(ui, &mut cx, &p);
    });
    Ok(())
}

/// Undo, the hint and the teammate switch, and the hint's words: at the top of the right column,
/// under the drawn tile, so the bar keeps its room for the question.
pub(super) fn turn_panel(
    mut contexts: EguiContexts,
    mut cx: Panel,
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
    let paused = cx.paused();
    dock.show(ctx, Slot::RightTop, "turn", |ui| {
        if paused {
            ui.disable();
        }
        controls(ui, &mut cx, &p);
        hint_lines(ui, &cx, &p);
    });
    Ok(())
}

/// The question and the rules section that explains it.
pub(super) fn question(ui: &mut egui::Ui, cx: &mut Panel, p: &PendingDecision) {
    let (q, section) = title(&cx.tr, &p.kind, &cx.table);
    ui.horizontal_wrapped(|ui| {
        ui.strong(egui::RichText::new(q).size(17.0));
        if ui.button(tr!(cx.tr, "panel-why")).clicked() {
            cx.rules.open_at(section);
        }
    });
}

/// Undo, the hint and the teammate switch.
fn controls(ui: &mut egui::Ui, cx: &mut Panel, p: &PendingDecision) {
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
fn hint_lines(ui: &mut egui::Ui, cx: &Panel, p: &PendingDecision) {
    let (tr, table, hint) = (&cx.tr, &cx.table, &cx.hint);
    if !cx.setup.aids || cx.in_lesson() || hint.for_pending.as_ref() != Some(p) {
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
        let m = words::meeple_after(tr, table, &d, &m, cx.turn.drawn());
        ui.label(tr!(tr, "panel-then", option = m));
    }
    for line in hint.lines.iter().take(HINT_LINES) {
        let d = &line.decision;
        let mut option = match d {
            Decision::PlaceTile { cell, rot } => tr!(
                tr,
                "panel-placement-at",
                mark = cx.marks.letter(*cell).map(String::from).unwrap_or_default(),
                degrees = 90 * rot.0 as u32
            ),
            _ => label(tr, d, table),
        };
        if let Some(m) = &line.meeple {
            let meeple = words::meeple_after(tr, table, d, m, cx.turn.drawn());
            option = tr!(tr, "panel-with-meeple", option = option, meeple = meeple);
        }
        let (Some(c), Some(ahead)) = (line.rating, hint.lookahead) else {
            continue;
        };
        let rating = (100.0 * c).round() as u32;
        let turns = ahead.turns;
        let mut text = if ahead.to_pile_end {
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
        if let Some((won, games)) = line.chance.filter(|c| c.1 > 0) {
            let percent = (100.0 * won as f64 / games as f64).round() as u32;
            let chance = tr!(tr, "panel-chance", percent = percent, games = games);
            text = format!("{text} · {chance}");
        }
        ui.small(text);
    }
    if cx
        .playing_out
        .as_ref()
        .is_some_and(|po| &po.for_pending == p)
    {
        ui.small(tr!(tr, "panel-playing-out"));
    }
}

/// The colours for the ring clicked, beside the ring (right of it, or left near the board's
/// right edge): a click or a number key picks one.
pub(super) fn colour_chooser(
    mut contexts: EguiContexts,
    mut cx: Panel,
    camera: Single<(&Transform, &Projection), With<BoardCamera>>,
    window: Single<&Window, With<bevy::window::PrimaryWindow>>,
) -> Result {
    let (Some(area), Some(p)) = (cx.chosen.0, cx.pending.0.clone()) else {
        return Ok(());
    };
    if cx.paused() {
        return Ok(());
    }
    let DecisionKind::PlaceMeeple { cell } = p.kind else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let options = cx.table.distinct_options(&p);
    let Some((_, colours)) = answers::spots(&options)
        .into_iter()
        .find(|(a, _)| *a == area)
    else {
        return Ok(());
    };
    let ring = crate::grid::cell_centre(cell)
        + crate::board_view::pieces::area_anchor(&cx.table.board, cell, area);
    let Some((pivot, pos)) = answers::beside(ctx, &camera, &window, ring) else {
        return Ok(());
    };
    let what = words::feature(&cx.tr, &cx.table, cell, area);
    let title = tr!(cx.tr, "panel-colour-for", feature = what);
    let answers: Vec<(Decision, egui::RichText)> = colours
        .iter()
        .enumerate()
        .map(|(i, &c)| {
            let text = format!(
                "{}  {}",
                answers::key_name(i),
                crate::i18n::colour(&cx.tr, c)
            );
            let d = Decision::PlaceMeeple { area, colour: c };
            (d, crate::ui::coloured(c, text).strong().size(17.0))
        })
        .collect();
    if answers::chooser(
        ctx,
        "colour chooser",
        (pivot, pos),
        &mut cx,
        &title,
        &answers,
    ) {
        cx.chosen.0 = None;
    }
    Ok(())
}
