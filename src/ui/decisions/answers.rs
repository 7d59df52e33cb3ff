//! The answers of a question, in the right column under the game's heading (issue 62: questions
//! on the board): the question, then the answers about no cell ("take the points", "no meeple")
//! as buttons and the cells' answers as one small chip per lettered tile; a tile with several
//! answers (remove 1 / remove 2) opens its chooser beside the tile on the board. The bar under
//! the board is then not used and the board keeps most of the window, however long the
//! question. Every answer carries its consequence (`answer_mark`).

use super::asked::{Buttons, DIGITS, Question, key_name, question};
use super::marks::Marks;
use super::words::{self, label};
use super::{ChosenSpot, ChosenTile};
use crate::layout::dock::{Dock, Slot};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use mists_board::{AreaIdx, Cell};
use mists_rules::{Decision, DecisionKind, Table};

/// What the answers column shows: the question, its answers, the tiles' letters; which chooser
/// a row opens.
#[derive(SystemParam)]
pub(super) struct Column<'w> {
    q: Question<'w>,
    b: Buttons<'w>,
    chosen: ResMut<'w, ChosenSpot>,
    chosen_tile: ResMut<'w, ChosenTile>,
    marks: Res<'w, Marks>,
    rules: ResMut<'w, crate::ui::rules_ref::RulesRef>,
}

/// The question and its answers, when the players answer one that is not a placement.
pub(super) fn answers_panel(
    mut contexts: EguiContexts,
    mut cx: Column,
    mut dock: ResMut<Dock>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Some(p) = cx.q.pending.0.clone().filter(|p| cx.q.asks(p)) else {
        return Ok(());
    };
    // Number keys go to a chooser while one is open, and never while typing.
    let paused = cx.q.paused();
    let keys_free = !ctx.egui_wants_keyboard_input()
        && cx.chosen.0.is_none()
        && cx.chosen_tile.0.is_none()
        && !paused;
    dock.show(ctx, Slot::Right, "answers", |ui| {
        if paused {
            ui.disable();
        }
        question(ui, &cx.q, &mut cx.rules, &p);
        let options = cx.q.table.distinct_options(&p);
        if let DecisionKind::PlaceMeeple { cell } = p.kind {
            meeple_rows(ui, &mut cx, cell, &options, keys_free);
        } else {
            rows(ui, &mut cx, &options, keys_free);
        }
    });
    Ok(())
}

/// Any other question: the answers about no tile, one row each; then one chip per lettered tile.
fn rows(ui: &mut egui::Ui, cx: &mut Column, options: &[Decision], keys_free: bool) {
    let meeples = cx.q.table.meeples.clone();
    let groups = by_tile(options, &meeples);
    let digit = |ui: &egui::Ui, k: usize| {
        keys_free
            && DIGITS
                .get(k)
                .is_some_and(|key| ui.input(|inp| inp.key_pressed(*key)))
    };
    for (i, (_, group)) in groups.iter().enumerate().filter(|(_, g)| g.0.is_none()) {
        ui.horizontal_wrapped(|ui| {
            ui.label(key_name(i));
            for d in group {
                let text = egui::RichText::new(label(&cx.q.tr, d, &cx.q.table));
                cx.b.option(ui, &cx.q, *d, text);
            }
        });
        if let ([one], true) = (group.as_slice(), digit(ui, i)) {
            cx.b.answering.answer(*one);
        }
    }
    if !groups.iter().any(|(c, _)| c.is_some()) {
        return;
    }
    ui.label(tr!(cx.q.tr, "panel-click-tiles"));
    ui.horizontal_wrapped(|ui| {
        for (i, (cell, group)) in groups.iter().enumerate() {
            let Some(c) = *cell else { continue };
            tile_chip(ui, cx, i, c, group);
            if digit(ui, i) {
                match group.as_slice() {
                    [one] => {
                        cx.b.answering.answer(*one);
                    }
                    _ => cx.chosen_tile.0 = Some(c),
                }
            }
        }
    });
}

/// A lettered tile's chip: its key and letter; its one answer, or its chooser when it has
/// several. Its card lists what each answer does.
fn tile_chip(ui: &mut egui::Ui, cx: &mut Column, i: usize, c: Cell, group: &[Decision]) {
    let letter = cx.marks.letter(c).map(String::from).unwrap_or_default();
    let text = egui::RichText::new(format!("{} {letter}", key_name(i))).strong();
    match group {
        [one] => {
            let card = label(&cx.q.tr, one, &cx.q.table);
            cx.b.option_with(ui, &cx.q, *one, text, Some(&card));
        }
        _ => {
            let card = words::tile(&cx.q.tr, &cx.q.table, c);
            let b = egui::Button::new(text.color(egui::Color32::from_rgb(250, 220, 90)));
            let label = format!("{letter}: {card}");
            if crate::ui::shown_options::option_button(ui, &mut cx.b.shown, b, &label)
                .on_hover_text(&card)
                .clicked()
            {
                cx.chosen_tile.0 = Some(c);
            }
        }
    }
}

/// A meeple: "no meeple" first, then one row per free spot with a button per colour.
fn meeple_rows(
    ui: &mut egui::Ui,
    cx: &mut Column,
    cell: Cell,
    options: &[Decision],
    keys_free: bool,
) {
    ui.horizontal_wrapped(|ui| {
        if options.contains(&Decision::SkipMeeple) {
            let text = egui::RichText::new(tr!(cx.q.tr, "opt-no-meeple"));
            cx.b.option(ui, &cx.q, Decision::SkipMeeple, text);
        }
        // A ring click places at once where the colour does not matter now (`quick_colour`):
        // said on hover, so a long question keeps its answers in sight.
        let colours = spots(options).first().map_or(0, |(_, c)| c.len());
        let label = ui.label(tr!(cx.q.tr, "panel-click-spot"));
        if colours > 1 && !cx.q.table.cfg().individual_scoring {
            label.on_hover_text(tr!(cx.q.tr, "panel-click-spot-quick"));
        }
    });
    for (i, (area, colours)) in spots(options).into_iter().enumerate() {
        let key = DIGITS.get(i).copied();
        ui.horizontal_wrapped(|ui| {
            let what = format!(
                "{}  {} ({})",
                key_name(i),
                words::feature(&cx.q.tr, &cx.q.table, cell, area),
                words::side(&cx.q.tr, &cx.q.table.board, cell, area)
            );
            ui.label(what);
            for &c in &colours {
                let d = Decision::PlaceMeeple { area, colour: c };
                let text = crate::ui::coloured(c, crate::i18n::colour(&cx.q.tr, c)).strong();
                cx.b.option(ui, &cx.q, d, text);
            }
        });
        if keys_free && key.is_some_and(|k| ui.input(|inp| inp.key_pressed(k))) {
            match colours.as_slice() {
                [one] => {
                    cx.b.answering
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
pub(super) fn short(tr: &crate::i18n::Tr, d: &Decision, table: &Table) -> String {
    match *d {
        Decision::Pacify { count, .. } | Decision::HoundClear { count, .. } => {
            tr!(tr, "opt-remove-n", n = count)
        }
        _ => label(tr, d, table),
    }
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
