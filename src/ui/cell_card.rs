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

/// A headless window for a card's system (`add` adds it and its resources): egui on the board
/// camera at the origin, scale 1, 1280×800, in English, the game screen on.
#[cfg(test)]
pub fn card_app(add: impl FnOnce(&mut App)) -> App {
    use crate::shared::{Menu, Screen};
    use bevy::state::app::StatesPlugin;
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, bevy::input::InputPlugin));
    crate::testing::headless::add_egui(&mut app);
    app.init_state::<Screen>();
    app.init_state::<Menu>();
    let assets = std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/assets"));
    let tr = crate::i18n::Tr::load(assets, crate::i18n::Lang::En).expect("texts load");
    app.insert_resource(tr);
    add(&mut app);
    app.world_mut().spawn((Camera2d, crate::input::BoardCamera));
    crate::testing::one_thread(&mut app);
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Playing);
    for _ in 0..3 {
        app.update();
    }
    app
}

/// Where `words` were drawn (text rectangles), and where `at` of `cell` lies on the screen of
/// [`card_app`].
#[cfg(test)]
pub fn drawn(app: &mut App, words: &str, cell: Cell, at: Vec2) -> (Vec<[f32; 4]>, Vec2) {
    let v = crate::script_view::dump(app.world_mut());
    let rects = v
        .texts
        .into_iter()
        .filter(|t| t.text == words)
        .map(|t| t.rect)
        .collect();
    let corner = crate::grid::cell_centre(cell) + at * crate::grid::CELL_SIZE;
    let screen = crate::camera::world_to_screen(Vec2::ZERO, 1.0, Vec2::new(1280.0, 800.0), corner);
    (rects, screen)
}
