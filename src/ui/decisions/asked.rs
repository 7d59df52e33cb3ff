//! What every part of the decision bar reads to ask a question — the question and the table,
//! who answers it here, the lesson, the pause — and the answer buttons they share (each part's
//! own `SystemParam` adds only what it shows: issue 66 split the one 21-field parameter).

use super::answer_mark;
use super::words::title;
use crate::i18n::Tr;
use crate::play::answer::{Answerer, Elsewhere, Teammate, answerer};
use crate::play::answer_odds::Answering;
use crate::ui::shown_options::ShownOptions;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::egui;
use mists_rules::{Decision, DecisionKind, PendingDecision, Table};

/// The lesson's expected option: its button gets a gold outline.
const EXPECTED: egui::Color32 = egui::Color32::from_rgb(255, 200, 50);

/// The question waiting, the table it is asked on, and who answers it here.
#[derive(SystemParam)]
pub(super) struct Question<'w> {
    pub(super) pending: Res<'w, mists_rules::Pending>,
    pub(super) table: Res<'w, Table>,
    pub(super) tr: Res<'w, Tr>,
    setup: Res<'w, crate::setup::GameSetup>,
    mate: Res<'w, Teammate>,
    elsewhere: Option<Res<'w, Elsewhere>>,
    lesson: Option<Res<'w, crate::tutorial::Tutorial>>,
    menu: Res<'w, State<crate::shared::Menu>>,
}

impl Question<'_> {
    /// A menu is open: the panels stay (the board must not move) but take no answer.
    pub(super) fn paused(&self) -> bool {
        *self.menu.get() != crate::shared::Menu::None
    }

    fn expected(&self) -> Option<Decision> {
        self.lesson.as_ref().and_then(|t| t.expected())
    }

    /// Whether another computer (or, by turns, another player later) answers for `seat`.
    pub(super) fn elsewhere(&self, seat: usize) -> bool {
        self.elsewhere.as_ref().is_some_and(|e| e.has(seat))
    }

    /// Whether the players answer `p` here (not a bot seat, the teammate or a peer online).
    fn players_answer(&self, p: &PendingDecision) -> bool {
        let seat_bot = crate::play::answer::bot_seat(&self.setup, &self.table);
        !self.elsewhere(self.table.players.current)
            && answerer(&p.kind, seat_bot, self.mate.auto) == Answerer::Players
    }

    /// Whether the players answer `p` here and it is not a placement: its answers are asked.
    pub(super) fn asks(&self, p: &PendingDecision) -> bool {
        self.players_answer(p) && !matches!(p.kind, DecisionKind::PlaceTile { .. })
    }
}

/// The question and the rules section that explains it.
pub(super) fn question(
    ui: &mut egui::Ui,
    q: &Question,
    rules: &mut crate::ui::rules_ref::RulesRef,
    p: &PendingDecision,
) {
    let (text, section) = title(&q.tr, &p.kind, &q.table);
    ui.horizontal_wrapped(|ui| {
        ui.strong(egui::RichText::new(text).size(17.0));
        if ui.button(tr!(q.tr, "panel-why")).clicked() {
            rules.open_at(section);
        }
    });
}

/// The answer buttons: each with its consequence (issue 62) and the lesson's outline, counted
/// among the options shown; a click answers.
#[derive(SystemParam)]
pub(super) struct Buttons<'w> {
    pub(super) answering: Answering<'w>,
    pub(super) shown: ResMut<'w, ShownOptions>,
}

impl Buttons<'_> {
    /// A button for `d`, outlined when the lesson expects it (red when it loses at once), its
    /// consequence beside it and in its card (issue 62); answers when clicked.
    pub(super) fn option(
        &mut self,
        ui: &mut egui::Ui,
        q: &Question,
        d: Decision,
        text: egui::RichText,
    ) {
        self.option_with(ui, q, d, text, None);
    }

    /// [`Self::option`] with `card` said first on hover (a chip's full answer).
    pub(super) fn option_with(
        &mut self,
        ui: &mut egui::Ui,
        q: &Question,
        d: Decision,
        text: egui::RichText,
        card: Option<&str>,
    ) {
        let mut b = egui::Button::new(text.clone());
        let mark = q.pending.0.as_ref().and_then(|p| {
            let held = self.answering.held() == Some(d);
            answer_mark::mark(&q.tr, self.answering.odds(), p, d, held)
        });
        if q.expected() == Some(d) {
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
            let danger = (q.pending.0.as_ref()).and_then(|p| self.answering.odds().danger(p, d));
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

/// Digits 1–9 then 0 answer the rows in the order shown.
pub(super) const DIGITS: [egui::Key; 10] = [
    egui::Key::Num1,
    egui::Key::Num2,
    egui::Key::Num3,
    egui::Key::Num4,
    egui::Key::Num5,
    egui::Key::Num6,
    egui::Key::Num7,
    egui::Key::Num8,
    egui::Key::Num9,
    egui::Key::Num0,
];

/// The digit that answers the `i`-th row, as shown beside it.
pub(super) fn key_name(i: usize) -> String {
    match i {
        0..=8 => format!("{}", i + 1),
        9 => "0".into(),
        _ => String::new(),
    }
}
