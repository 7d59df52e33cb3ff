//! The answers of a question, in the right column under the game's heading (issue 62: questions
//! on the board): the question, then the answers about no cell ("take the points", "no meeple")
//! as buttons and the cells' answers as one small chip per lettered tile; a tile with several
//! answers (remove 1 / remove 2) opens its chooser beside the tile on the board. The bar under
//! the board is then not used and the board keeps most of the window, however long the
//! question. Every answer carries its consequence (`answer_mark`).

use super::panel::{Panel, question};
use super::words::{self, label};
use crate::input::BoardCamera;
use crate::layout::dock::{Dock, Slot};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use mists_board::{AreaIdx, Cell};
use mists_rules::{Decision, DecisionKind, Table};

/// The question and its answers, when the players answer one that is not a placement.
pub(super) fn answers_panel(
    mut contexts: EguiContexts,
    mut cx: Panel,
    mut dock: ResMut<Dock>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Some(p) = cx.pending.0.clone().filter(|p| cx.asks(p)) else {
        return Ok(());
    };
    // Number keys go to a chooser while one is open, and never while typing.
    let keys_free = !ctx.egui_wants_keyboard_input()
        && cx.chosen.0.is_none()
        && cx.chosen_tile.0.is_none()
        && !cx.paused();
    let paused = cx.paused();
    dock.show(ctx, Slot::Right, "answers", |ui| {
        if paused {
            ui.disable();
        }
        question(ui, &mut cx, &p);
        let options = cx.table.distinct_options(&p);
        if let DecisionKind::PlaceMeeple { cell } = p.kind {
            meeple_rows(ui, &mut cx, cell, &options, keys_free);
        } else {
            rows(ui, &mut cx, &options, keys_free);
        }
    });
    Ok(())
}

/// Any other question: the answers about no tile, one row each; then one chip per lettered tile.
fn rows(ui: &mut egui::Ui, cx: &mut Panel, options: &[Decision], keys_free: bool) {
    let meeples = cx.table.meeples.clone();
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
                let text = egui::RichText::new(label(&cx.tr, d, &cx.table));
                cx.option_button(ui, *d, text);
            }
        });
        if let ([one], true) = (group.as_slice(), digit(ui, i)) {
            cx.answering.answer(*one);
        }
    }
    if !groups.iter().any(|(c, _)| c.is_some()) {
        return;
    }
    ui.label(tr!(cx.tr, "panel-click-tiles"));
    ui.horizontal_wrapped(|ui| {
        for (i, (cell, group)) in groups.iter().enumerate() {
            let Some(c) = *cell else { continue };
            tile_chip(ui, cx, i, c, group);
            if digit(ui, i) {
                match group.as_slice() {
                    [one] => {
                        cx.answering.answer(*one);
                    }
                    _ => cx.chosen_tile.0 = Some(c),
                }
            }
        }
    });
}

/// A lettered tile's chip: its key and letter; its one answer, or its chooser when it has
/// several. Its card lists what each answer does.
fn tile_chip(ui: &mut egui::Ui, cx: &mut Panel, i: usize, c: Cell, group: &[Decision]) {
    let letter = cx.marks.letter(c).map(String::from).unwrap_or_default();
    let text = egui::RichText::new(format!("{} {letter}", key_name(i))).strong();
    match group {
        [one] => {
            let card = label(&cx.tr, one, &cx.table);
            cx.option_button_with(ui, *one, text, Some(&card));
        }
        _ => {
            let card = words::tile(&cx.tr, &cx.table, c);
            let b = egui::Button::new(text.color(egui::Color32::from_rgb(250, 220, 90)));
            let label = format!("{letter}: {card}");
            if crate::ui::shown_options::option_button(ui, &mut cx.shown, b, &label)
                .on_hover_text(&card)
                .clicked()
            {
                cx.chosen_tile.0 = Some(c);
            }
        }
    }
}

/// The answers of the tile whose chip, key or letter was chosen, beside it on the board (never
/// under the pointer that chose it): a click or a number key picks one.
pub(super) fn tile_chooser(
    mut contexts: EguiContexts,
    mut cx: Panel,
    camera: Single<(&Transform, &Projection), With<BoardCamera>>,
    window: Single<&Window, With<bevy::window::PrimaryWindow>>,
) -> Result {
    let (Some(c), Some(p)) = (cx.chosen_tile.0, cx.pending.0.clone()) else {
        return Ok(());
    };
    if cx.paused() || !cx.asks(&p) {
        return Ok(());
    }
    let options = cx.table.distinct_options(&p);
    let meeples = cx.table.meeples.clone();
    let Some((_, group)) = by_tile(&options, &meeples)
        .into_iter()
        .find(|(g, _)| *g == Some(c))
    else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let Some((pivot, pos)) = beside(ctx, &camera, &window, crate::grid::cell_centre(c)) else {
        return Ok(());
    };
    let letter = cx.marks.letter(c).map(String::from).unwrap_or_default();
    let title = format!("{letter}: {}", words::tile(&cx.tr, &cx.table, c));
    let answers: Vec<(Decision, egui::RichText)> = group
        .iter()
        .enumerate()
        .map(|(k, d)| {
            let text = format!("{}  {}", key_name(k), short(&cx.tr, d, &cx.table));
            (*d, egui::RichText::new(text))
        })
        .collect();
    if chooser(ctx, "tile chooser", (pivot, pos), &mut cx, &title, &answers) {
        cx.chosen_tile.0 = None;
    }
    Ok(())
}

/// A chooser beside a piece on the board (a tile's answers, a ring's colours): its title, one
/// answer a line, each with its consequence and its digit, then Back. Whether Back was clicked.
pub(super) fn chooser(
    ctx: &egui::Context,
    id: &str,
    (pivot, pos): (egui::Align2, egui::Pos2),
    cx: &mut Panel,
    title: &str,
    answers: &[(Decision, egui::RichText)],
) -> bool {
    let typing = ctx.egui_wants_keyboard_input();
    let mut back = false;
    egui::Area::new(egui::Id::new(id))
        .pivot(pivot)
        .fixed_pos(pos)
        .order(egui::Order::Foreground)
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                ui.label(title);
                for (k, (d, text)) in answers.iter().enumerate() {
                    ui.horizontal(|ui| cx.option_button(ui, *d, text.clone()));
                    let pressed = !typing
                        && DIGITS
                            .get(k)
                            .is_some_and(|key| ui.input(|inp| inp.key_pressed(*key)));
                    if pressed {
                        cx.answering.answer(*d);
                    }
                }
                back = ui.button(tr!(cx.tr, "panel-back")).clicked();
            });
        });
    back
}

/// Where a chooser stands beside a point of the board (world units): its pivot and position
/// in egui points, right of it or, near the board's right edge, left of it; 40 points off it.
pub(super) fn beside(
    ctx: &egui::Context,
    camera: &(&Transform, &Projection),
    window: &Window,
    world: Vec2,
) -> Option<(egui::Align2, egui::Pos2)> {
    let (tf, projection) = *camera;
    let Projection::Orthographic(o) = projection else {
        return None;
    };
    let px =
        crate::camera::world_to_screen(tf.translation.truncate(), o.scale, window.size(), world);
    let zoom = ctx.zoom_factor();
    let at = egui::pos2(px.x / zoom, px.y / zoom);
    let right = at.x + 220.0 < ctx.content_rect().max.x;
    Some(if right {
        (egui::Align2::LEFT_CENTER, at + egui::vec2(40.0, 0.0))
    } else {
        (egui::Align2::RIGHT_CENTER, at - egui::vec2(40.0, 0.0))
    })
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

/// A meeple: "no meeple" first, then one row per free spot with a button per colour.
pub(super) fn meeple_rows(
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
        // A ring click places at once where the colour does not matter now (`quick_colour`):
        // said on hover, so a long question keeps its answers in sight.
        let colours = spots(options).first().map_or(0, |(_, c)| c.len());
        let label = ui.label(tr!(cx.tr, "panel-click-spot"));
        if colours > 1 && !cx.table.cfg().individual_scoring {
            label.on_hover_text(tr!(cx.tr, "panel-click-spot-quick"));
        }
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

pub(super) fn key_name(i: usize) -> String {
    match i {
        0..=8 => format!("{}", i + 1),
        9 => "0".into(),
        _ => String::new(),
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
