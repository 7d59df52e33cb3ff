//! The decision bar under the board: the question at the top, then one row per place it is about
//! (a meeple spot with a button per colour, a lettered tile with a button per ghost count); undo,
//! the hint and the teammate switch sit in the left column (`turn_panel`). Options with the same effect are shown once
//! (`Table::distinct_options`); every row has a number key, N is "no meeple"; clicking a ring or
//! a lettered tile on the board answers as its row does. A ring with several colours opens a
//! small colour chooser beside the ring, never under the pointer.

use super::ChosenSpot;
use super::answer_mark;
use super::marks::Marks;
use super::words::{self, label, title};
use crate::input::BoardCamera;
use crate::layout::dock::{Dock, Slot};
use crate::play::answer::{Answerer, Teammate, answerer};
use crate::play::hint::{AskHint, HINT_LINES, Hint};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use mists_board::{AreaIdx, Cell};
use mists_rules::{Decision, DecisionKind, PendingDecision, Table};

/// Digits 1–9 then 0 answer the rows in the order shown.
const DIGITS: [egui::Key; 10] = [
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

/// The lesson's expected option: its button gets a gold outline.
const EXPECTED: egui::Color32 = egui::Color32::from_rgb(255, 200, 50);

#[derive(SystemParam)]
pub(super) struct Panel<'w> {
    pending: Res<'w, mists_rules::Pending>,
    table: Res<'w, Table>,
    mate: ResMut<'w, Teammate>,
    chosen: ResMut<'w, ChosenSpot>,
    chosen_tile: ResMut<'w, super::ChosenTile>,
    hint: Res<'w, Hint>,
    ask: MessageWriter<'w, AskHint>,
    setup: Res<'w, crate::setup::GameSetup>,
    flow: Res<'w, mists_rules::Flow>,
    undo: MessageWriter<'w, crate::undo::UndoRequest>,
    answering: crate::play::answer_odds::Answering<'w>,
    rules: ResMut<'w, crate::ui::rules_ref::RulesRef>,
    tr: Res<'w, crate::i18n::Tr>,
    lesson: Option<Res<'w, crate::tutorial::Tutorial>>,
    elsewhere: Option<Res<'w, crate::play::answer::Elsewhere>>,
    thinking: Option<Res<'w, crate::play::think::Thinking>>,
    playing_out: Option<Res<'w, crate::play::think::PlayingOut>>,
    turn: Res<'w, mists_rules::Turn>,
    marks: Res<'w, Marks>,
    menu: Res<'w, State<crate::shared::Menu>>,
    shown: ResMut<'w, crate::ui::shown_options::ShownOptions>,
}

impl Panel<'_> {
    /// A menu is open: the panels stay (the board must not move) but take no answer.
    fn paused(&self) -> bool {
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

    /// A button for `d`, outlined when the lesson expects it (red when it loses at once), its
    /// consequence beside it and in its card (issue 62); answers when clicked.
    fn option_button(&mut self, ui: &mut egui::Ui, d: Decision, text: egui::RichText) {
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
        let label = text.text().to_owned();
        let mut response = crate::ui::shown_options::option_button(ui, &mut self.shown, b, &label);
        if let Some(m) = &mark {
            response = response.on_hover_text(&m.card);
            let danger = self
                .pending
                .0
                .as_ref()
                .and_then(|p| self.answering.odds().danger(p, d));
            self.shown
                .consequence(m.loses, danger.map(|x| [x.ghosts, x.pile, x.tried]));
            ui.label(egui::RichText::new(&m.text).small().color(m.colour));
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
    // Number keys go to the colour chooser while it is open, and never while typing.
    let keys_free = !ctx.egui_wants_keyboard_input() && cx.chosen.0.is_none() && !cx.paused();
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
        let asks = cx.players_answer(&p) && !matches!(p.kind, DecisionKind::PlaceTile { .. });
        question(ui, &mut cx, &p);
        if asks {
            let options = cx.table.distinct_options(&p);
            if let DecisionKind::PlaceMeeple { cell } = p.kind {
                meeple_rows(ui, &mut cx, cell, &options, keys_free);
            } else {
                rows(ui, &mut cx, &options, keys_free);
            }
        }
    });
    Ok(())
}

/// Undo, the hint and the teammate switch, and the hint's words: in the left column under the
/// drawn tile, so the bar keeps its room for the question.
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
    dock.show(ctx, Slot::Left, "turn", |ui| {
        if paused {
            ui.disable();
        }
        controls(ui, &mut cx, &p);
        hint_lines(ui, &cx, &p);
    });
    Ok(())
}

/// The question and the rules section that explains it.
fn question(ui: &mut egui::Ui, cx: &mut Panel, p: &PendingDecision) {
    let (q, section) = title(&cx.tr, &p.kind, &cx.table);
    ui.horizontal_wrapped(|ui| {
        ui.strong(egui::RichText::new(q).size(17.0));
        if ui.button(tr!(cx.tr, "panel-why")).clicked() {
            cx.rules.open_at(section);
        }
    });
}

/// A meeple: "no meeple" first, then one row per free spot with a button per colour.
fn meeple_rows(
    ui: &mut egui::Ui,
    cx: &mut Panel,
    cell: Cell,
    options: &[Decision],
    keys_free: bool,
) {
    ui.horizontal_wrapped(|ui| {
        if options.contains(&Decision::SkipMeeple) {
            let text = egui::RichText::new(tr!(cx.tr, "opt-no-meeple"));
            cx.option_button(ui, Decision::SkipMeeple, text);
        }
        ui.label(tr!(cx.tr, "panel-click-spot"));
    });
    for (i, (area, colours)) in spots(options).into_iter().enumerate() {
        let key = DIGITS.get(i).copied();
        ui.horizontal_wrapped(|ui| {
            let what = format!(
                "{}  {} ({})",
                key_name(i),
                words::feature(&cx.tr, &cx.table, cell, area),
                words::side(&cx.tr, &cx.table.board, cell, area)
            );
            ui.label(what);
            for &c in &colours {
                let d = Decision::PlaceMeeple { area, colour: c };
                let text = crate::ui::coloured(c, crate::i18n::colour(&cx.tr, c)).strong();
                cx.option_button(ui, d, text);
            }
        });
        if keys_free && key.is_some_and(|k| ui.input(|inp| inp.key_pressed(k))) {
            match colours.as_slice() {
                [one] => {
                    cx.answering
                        .answer(Decision::PlaceMeeple { area, colour: *one });
                }
                _ => cx.chosen.0 = Some(area),
            }
        }
    }
}

/// The meeple options by spot, in the engine's order: each spot with its colours.
pub fn spots(options: &[Decision]) -> Vec<(AreaIdx, Vec<mists_rules::Colour>)> {
    let mut out: Vec<(AreaIdx, Vec<mists_rules::Colour>)> = Vec::new();
    for d in options {
        if let Decision::PlaceMeeple { area, colour } = *d {
            match out.iter_mut().find(|(a, _)| *a == area) {
                Some((_, cs)) => cs.push(colour),
                None => out.push((area, vec![colour])),
            }
        }
    }
    out
}

/// Any other question: options about no tile first, then one row per lettered tile.
fn rows(ui: &mut egui::Ui, cx: &mut Panel, options: &[Decision], keys_free: bool) {
    let meeples = cx.table.meeples.clone();
    let groups = by_tile(options, &meeples);
    if groups.iter().any(|(c, _)| c.is_some()) {
        ui.label(tr!(cx.tr, "panel-click-tiles"));
    }
    // A tile's row opened by its key: its options are numbered and the digits pick among them.
    let open = cx
        .chosen_tile
        .0
        .filter(|c| groups.iter().any(|(g, _)| *g == Some(*c)));
    let digit = |ui: &egui::Ui, k: usize| {
        keys_free
            && DIGITS
                .get(k)
                .is_some_and(|key| ui.input(|inp| inp.key_pressed(*key)))
    };
    for (i, (cell, group)) in groups.into_iter().enumerate() {
        let opened = cell.is_some() && cell == open;
        ui.horizontal_wrapped(|ui| {
            ui.label(if open.is_none() {
                key_name(i)
            } else {
                String::new()
            });
            match cell {
                Some(c) => {
                    let letter = cx.marks.letter(c).map(String::from).unwrap_or_default();
                    ui.label(
                        egui::RichText::new(letter)
                            .strong()
                            .color(egui::Color32::from_rgb(250, 220, 90)),
                    );
                    if let [one] = group.as_slice() {
                        let text = egui::RichText::new(label(&cx.tr, one, &cx.table));
                        cx.option_button(ui, *one, text);
                    } else {
                        ui.label(words::tile(&cx.tr, &cx.table, c));
                        for (k, d) in group.iter().enumerate() {
                            let mut text = short(&cx.tr, d, &cx.table);
                            if opened {
                                text = format!("{}  {text}", key_name(k));
                            }
                            cx.option_button(ui, *d, egui::RichText::new(text));
                        }
                        if opened && ui.button(tr!(cx.tr, "panel-back")).clicked() {
                            cx.chosen_tile.0 = None;
                        }
                    }
                }
                None => {
                    for d in &group {
                        let text = egui::RichText::new(label(&cx.tr, d, &cx.table));
                        cx.option_button(ui, *d, text);
                    }
                }
            }
        });
        if opened {
            // The row is open: each digit is one of its options.
            if let Some(d) = (0..group.len()).find(|&k| digit(ui, k)).map(|k| group[k]) {
                cx.answering.answer(d);
            }
        } else if open.is_none() && digit(ui, i) {
            // A row's key answers its only option, or opens the tile's options (at most one
            // more key, as a ring's colours).
            match (group.as_slice(), cell) {
                ([one], _) => {
                    cx.answering.answer(*one);
                }
                (_, Some(c)) => cx.chosen_tile.0 = Some(c),
                _ => {}
            }
        }
    }
}

/// Options grouped by the tile they point at (about no tile: one row each, first), each group in
/// the engine's order, which puts larger ghost counts last.
pub fn by_tile(
    options: &[Decision],
    meeples: &mists_rules::Meeples,
) -> Vec<(Option<Cell>, Vec<Decision>)> {
    let mut out: Vec<(Option<Cell>, Vec<Decision>)> = options
        .iter()
        .filter(|d| d.points_at(meeples).is_none())
        .map(|d| (None, vec![*d]))
        .collect();
    let mut tiles: Vec<(Option<Cell>, Vec<Decision>)> = Vec::new();
    for d in options {
        let Some(c) = d.points_at(meeples) else {
            continue;
        };
        match tiles.iter_mut().find(|(k, _)| *k == Some(c)) {
            Some((_, g)) => g.push(*d),
            None => tiles.push((Some(c), vec![*d])),
        }
    }
    tiles.sort_by_key(|(c, _)| *c);
    out.extend(tiles);
    out
}

/// A button's words inside a tile's row: the count for ghost removals, else the full label.
fn short(tr: &crate::i18n::Tr, d: &Decision, table: &Table) -> String {
    match *d {
        Decision::Pacify { count, .. } | Decision::HoundClear { count, .. } => {
            tr!(tr, "opt-remove-n", n = count)
        }
        _ => label(tr, d, table),
    }
}

fn key_name(i: usize) -> String {
    match i {
        0..=8 => format!("{}", i + 1),
        9 => "0".into(),
        _ => String::new(),
    }
}

/// Undo, the hint and the teammate switch.
fn controls(ui: &mut egui::Ui, cx: &mut Panel, p: &PendingDecision) {
    let in_lesson = cx.in_lesson();
    ui.horizontal_wrapped(|ui| {
        // Online, the host's table is the record: nothing is taken back; nor in a lesson.
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
    let Some((_, colours)) = spots(&options).into_iter().find(|(a, _)| *a == area) else {
        return Ok(());
    };
    let ring = crate::grid::cell_centre(cell)
        + crate::board_view::pieces::area_anchor(&cx.table.board, cell, area);
    let (tf, projection) = *camera;
    let Projection::Orthographic(o) = projection else {
        return Ok(());
    };
    let px =
        crate::camera::world_to_screen(tf.translation.truncate(), o.scale, window.size(), ring);
    let zoom = ctx.zoom_factor();
    let ring = egui::pos2(px.x / zoom, px.y / zoom);
    // 40 points off the ring's centre: the pointer that clicked the ring is not on a colour.
    let right = ring.x + 220.0 < ctx.content_rect().max.x;
    let (pivot, pos) = if right {
        (egui::Align2::LEFT_CENTER, ring + egui::vec2(40.0, 0.0))
    } else {
        (egui::Align2::RIGHT_CENTER, ring - egui::vec2(40.0, 0.0))
    };
    let typing = ctx.egui_wants_keyboard_input();
    egui::Area::new(egui::Id::new("colour chooser"))
        .pivot(pivot)
        .fixed_pos(pos)
        .order(egui::Order::Foreground)
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                let what = words::feature(&cx.tr, &cx.table, cell, area);
                ui.label(tr!(cx.tr, "panel-colour-for", feature = what));
                for (i, &c) in colours.iter().enumerate() {
                    let d = Decision::PlaceMeeple { area, colour: c };
                    let text = format!("{}  {}", key_name(i), crate::i18n::colour(&cx.tr, c));
                    let pressed = !typing
                        && DIGITS
                            .get(i)
                            .is_some_and(|k| ui.input(|inp| inp.key_pressed(*k)));
                    let text = crate::ui::coloured(c, text).strong().size(17.0);
                    cx.option_button(ui, d, text);
                    if pressed {
                        cx.answering.answer(d);
                    }
                }
                if ui.button(tr!(cx.tr, "panel-back")).clicked() {
                    cx.chosen.0 = None;
                }
            });
        });
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use mists_rules::Colour;

    #[test]
    fn meeple_options_become_one_row_per_spot_with_its_colours() {
        let (a, b) = (AreaIdx(1), AreaIdx(4));
        let options = [
            Decision::PlaceMeeple {
                area: a,
                colour: Colour::Red,
            },
            Decision::PlaceMeeple {
                area: a,
                colour: Colour::Blue,
            },
            Decision::PlaceMeeple {
                area: b,
                colour: Colour::Red,
            },
            Decision::SkipMeeple,
        ];
        assert_eq!(
            spots(&options),
            vec![(a, vec![Colour::Red, Colour::Blue]), (b, vec![Colour::Red])]
        );
    }

    #[test]
    fn options_about_no_tile_come_first_then_one_group_per_tile() {
        let (x, y) = (Cell::new(2, 0), Cell::new(-1, 0));
        let options = [
            Decision::Score,
            Decision::Pacify {
                cell: None,
                count: 0,
            },
            Decision::Pacify {
                cell: Some(x),
                count: 1,
            },
            Decision::Pacify {
                cell: Some(x),
                count: 2,
            },
            Decision::Pacify {
                cell: Some(y),
                count: 1,
            },
        ];
        let g = by_tile(&options, &mists_rules::Meeples::default());
        assert_eq!(g.len(), 4);
        assert_eq!(g[0], (None, vec![Decision::Score]));
        assert_eq!(g[2].0, Some(y));
        assert_eq!(g[3].1.len(), 2);
        // A row's key picks its last option: the most ghosts, as a click on the tile does.
        assert_eq!(
            g[3].1.last(),
            Some(&Decision::Pacify {
                cell: Some(x),
                count: 2
            })
        );
    }
}
