//! A small card by a board cell (issue 47: help where the player looks): the refusal's words and
//! the hint's reason stand beside their cell, where the camera shows it. One shape for both.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use mists_board::Cell;

/// When a card by a cell of the cooperative game may stand: on the game screen with no menu
/// open, while `R` (what it tells of) exists. One condition for the refusal's, the
/// consequence's, the hint's and the lesson's cards.
pub fn shown_with<R: Resource>() -> impl bevy::ecs::schedule::SystemCondition<()> {
    in_state(crate::shared::Screen::Playing)
        .and_then(in_state(crate::shared::Menu::None))
        .and_then(resource_exists::<R>)
}

/// The widest a card gets (points): its words wrap past it.
const MAX_WIDTH: f32 = 270.0;

/// What a card needs to stand by a cell: egui, the board camera, the window and the board's part
/// of it.
#[derive(SystemParam)]
pub struct CellCard<'w, 's> {
    contexts: EguiContexts<'w, 's>,
    area: Res<'w, crate::shared::BoardArea>,
    camera:
        Query<'w, 's, (&'static Transform, &'static Projection), With<crate::input::BoardCamera>>,
    window: Query<'w, 's, &'static Window, With<bevy::window::PrimaryWindow>>,
}

impl CellCard<'_, '_> {
    /// `words` in `colour`, in a card whose top left stands at `at` of `cell` (cell widths from
    /// its centre, y up), over the board, taking no clicks. It stays inside the board's part of
    /// the window: a card by a cell near a column is pushed back over the board rather than over
    /// the panel beside it (issue 64).
    pub fn show(
        &mut self,
        id: &str,
        cell: Cell,
        at: Vec2,
        colour: egui::Color32,
        words: &str,
    ) -> Result {
        let (Ok((tf, Projection::Orthographic(o))), Ok(window)) =
            (self.camera.single(), self.window.single())
        else {
            return Ok(());
        };
        let ctx = self.contexts.ctx_mut()?;
        // A dialog (the rules, the pause menu, settings) stands over the board: no card over it
        // (issue 64). egui knows last frame's modal, so a card may show for one frame at most.
        if ctx.memory(|m| m.top_modal_layer()).is_some() {
            return Ok(());
        }
        let zoom = ctx.zoom_factor();
        // The corner `at` of the cell, and its mirror on the cell's other side, in points.
        let screen = |at: Vec2| {
            let world = crate::grid::cell_centre(cell) + at * crate::grid::CELL_SIZE;
            let px = crate::camera::world_to_screen(
                tf.translation.truncate(),
                o.scale,
                window.size(),
                world,
            );
            egui::pos2(px.x, px.y) / zoom
        };
        let (want, mirror) = (screen(at), screen(Vec2::new(-at.x, at.y)));
        let board = self.area.0.map_or(ctx.content_rect(), |r| {
            egui::Rect::from_min_max(
                egui::pos2(r.min.x, r.min.y) / zoom,
                egui::pos2(r.max.x, r.max.y) / zoom,
            )
        });
        let id = egui::Id::new(("cell card", id));
        // Its size from the last frame (the widest a card gets before that). A card that would
        // hang over the column beside the board stands on the cell's other side instead, and
        // where neither side has room, as far right as the board allows.
        let size = ctx
            .memory(|m| m.area_rect(id))
            .map_or(egui::vec2(MAX_WIDTH, 40.0), |r| r.size());
        let x = if want.x + size.x <= board.right() {
            want.x
        } else if mirror.x - size.x >= board.left() {
            mirror.x - size.x
        } else {
            (board.right() - size.x).max(board.left())
        };
        let y = want.y.min(board.bottom() - size.y).max(board.top());
        let pos = egui::pos2(x, y);
        egui::Area::new(id)
            .order(egui::Order::Tooltip)
            .fixed_pos(pos)
            .interactable(false)
            .show(ctx, |ui| {
                egui::Frame::popup(ui.style()).show(ui, |ui| {
                    ui.set_max_width(MAX_WIDTH);
                    ui.colored_label(colour, words);
                });
            });
        Ok(())
    }
}
