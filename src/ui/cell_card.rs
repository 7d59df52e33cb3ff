//! A small card by a board cell (issue 47: help where the player looks): the refusal's words and
//! the hint's reason stand beside their cell, where the camera shows it. One shape for both.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use mists_board::Cell;

/// What a card needs to stand by a cell: egui, the board camera and the window.
#[derive(SystemParam)]
pub struct CellCard<'w, 's> {
    contexts: EguiContexts<'w, 's>,
    camera:
        Query<'w, 's, (&'static Transform, &'static Projection), With<crate::input::BoardCamera>>,
    window: Query<'w, 's, &'static Window, With<bevy::window::PrimaryWindow>>,
}

impl CellCard<'_, '_> {
    /// `words` in `colour`, in a card whose top left stands at `at` of `cell` (cell widths from
    /// its centre, y up), over the board and the panels, taking no clicks.
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
        let corner = crate::grid::cell_centre(cell) + at * crate::grid::CELL_SIZE;
        let px = crate::camera::world_to_screen(
            tf.translation.truncate(),
            o.scale,
            window.size(),
            corner,
        );
        let ctx = self.contexts.ctx_mut()?;
        let pos = egui::pos2(px.x, px.y) / ctx.zoom_factor();
        egui::Area::new(egui::Id::new(("cell card", id)))
            .order(egui::Order::Tooltip)
            .fixed_pos(pos)
            .interactable(false)
            .show(ctx, |ui| {
                egui::Frame::popup(ui.style()).show(ui, |ui| {
                    ui.set_max_width(270.0);
                    ui.colored_label(colour, words);
                });
            });
        Ok(())
    }
}
