//! The choosers beside a piece on the board, never under the pointer that opened them: a ring's
//! colours (a ring clicked where several colours could go) and a lettered tile's answers (remove
//! 1 / remove 2). A click or a number key picks one; Back closes it.

use super::answers::{by_tile, short, spots};
use super::asked::{Buttons, DIGITS, Question, key_name};
use super::marks::Marks;
use super::words;
use super::{ChosenSpot, ChosenTile};
use crate::input::BoardCamera;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use mists_rules::{Decision, DecisionKind};

/// The board's camera and window: where a point of the board is on the screen.
#[derive(SystemParam)]
pub(super) struct OnScreen<'w, 's> {
    camera: Single<'w, 's, (&'static Transform, &'static Projection), With<BoardCamera>>,
    window: Single<'w, 's, &'static Window, With<bevy::window::PrimaryWindow>>,
}

/// The answers of the tile whose chip, key or letter was chosen, beside it on the board (never
/// under the pointer that chose it): a click or a number key picks one.
pub(super) fn tile_chooser(
    mut contexts: EguiContexts,
    q: Question,
    mut b: Buttons,
    mut chosen_tile: ResMut<ChosenTile>,
    marks: Res<Marks>,
    screen: OnScreen,
) -> Result {
    let (Some(c), Some(p)) = (chosen_tile.0, q.pending.0.clone()) else {
        return Ok(());
    };
    if q.paused() || !q.asks(&p) {
        return Ok(());
    }
    let options = q.table.distinct_options(&p);
    let meeples = q.table.meeples.clone();
    let Some((_, group)) = by_tile(&options, &meeples)
        .into_iter()
        .find(|(g, _)| *g == Some(c))
    else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let Some(place) = beside(ctx, &screen, crate::grid::cell_centre(c)) else {
        return Ok(());
    };
    let letter = marks.letter(c).map(String::from).unwrap_or_default();
    let title = format!("{letter}: {}", words::tile(&q.tr, &q.table, c));
    let answers: Vec<(Decision, egui::RichText)> = group
        .iter()
        .enumerate()
        .map(|(k, d)| {
            let text = format!("{}  {}", key_name(k), short(&q.tr, d, &q.table));
            (*d, egui::RichText::new(text))
        })
        .collect();
    if chooser(ctx, "tile chooser", place, &q, &mut b, &title, &answers) {
        chosen_tile.0 = None;
    }
    Ok(())
}

/// A chooser beside a piece on the board (a tile's answers, a ring's colours): its title, one
/// answer a line, each with its consequence and its digit, then Back. Whether Back was clicked.
fn chooser(
    ctx: &egui::Context,
    id: &str,
    (pivot, pos): (egui::Align2, egui::Pos2),
    q: &Question,
    b: &mut Buttons,
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
                    ui.horizontal(|ui| b.option(ui, q, *d, text.clone()));
                    let pressed = !typing
                        && DIGITS
                            .get(k)
                            .is_some_and(|key| ui.input(|inp| inp.key_pressed(*key)));
                    if pressed {
                        b.answering.answer(*d);
                    }
                }
                back = ui.button(tr!(q.tr, "panel-back")).clicked();
            });
        });
    back
}

/// Where a chooser stands beside a point of the board (world units): its pivot and position
/// in egui points, right of it or, near the board's right edge, left of it; 40 points off it.
fn beside(
    ctx: &egui::Context,
    screen: &OnScreen,
    world: Vec2,
) -> Option<(egui::Align2, egui::Pos2)> {
    let (tf, projection) = *screen.camera;
    let window = &*screen.window;
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

/// The colours for the ring clicked, beside the ring (right of it, or left near the board's
/// right edge): a click or a number key picks one.
pub(super) fn colour_chooser(
    mut contexts: EguiContexts,
    q: Question,
    mut b: Buttons,
    mut chosen: ResMut<ChosenSpot>,
    screen: OnScreen,
) -> Result {
    let (Some(area), Some(p)) = (chosen.0, q.pending.0.clone()) else {
        return Ok(());
    };
    if q.paused() {
        return Ok(());
    }
    let DecisionKind::PlaceMeeple { cell } = p.kind else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let options = q.table.distinct_options(&p);
    let Some((_, colours)) = spots(&options).into_iter().find(|(a, _)| *a == area) else {
        return Ok(());
    };
    let ring = crate::grid::cell_centre(cell)
        + crate::board_view::pieces::area_anchor(&q.table.board, cell, area);
    let Some(place) = beside(ctx, &screen, ring) else {
        return Ok(());
    };
    let what = words::feature(&q.tr, &q.table, cell, area);
    let title = tr!(q.tr, "panel-colour-for", feature = what);
    let answers: Vec<(Decision, egui::RichText)> = colours
        .iter()
        .enumerate()
        .map(|(i, &c)| {
            let text = format!("{}  {}", key_name(i), crate::i18n::colour(&q.tr, c));
            let d = Decision::PlaceMeeple { area, colour: c };
            (d, crate::ui::coloured(c, text).strong().size(17.0))
        })
        .collect();
    if chooser(ctx, "colour chooser", place, &q, &mut b, &title, &answers) {
        chosen.0 = None;
    }
    Ok(())
}
