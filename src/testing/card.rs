//! A headless window for a card by a cell (`ui::cell_card`): the refusal's and the hint's tests.

use bevy::prelude::*;
use mists_board::Cell;

/// A headless window for a card's system (`add` adds it and its resources): egui on the board
/// camera at the origin, scale 1, 1280×800, in English, the game screen on.
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
    app.init_resource::<crate::shared::BoardArea>();
    // The game's fonts, so a card's words have their real width.
    app.add_systems(
        PreUpdate,
        crate::layout::theme::install_fonts
            .after(bevy_egui::EguiPreUpdateSet::InitContexts)
            .before(bevy_egui::EguiPreUpdateSet::BeginPass),
    );
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
pub fn drawn(app: &mut App, words: &str, cell: Cell, at: Vec2) -> (Vec<[f32; 4]>, Vec2) {
    let v = crate::script_view::dump(app.world_mut());
    let rects = v
        .texts
        .into_iter()
        .filter(|t| t.text == words)
        .map(|t| t.rect)
        .collect();
    (rects, on_screen(cell, at))
}

/// Where `at` of `cell` (cell widths from its centre, y up) lies on the screen of [`card_app`].
pub fn on_screen(cell: Cell, at: Vec2) -> Vec2 {
    let corner = crate::grid::cell_centre(cell) + at * crate::grid::CELL_SIZE;
    crate::camera::world_to_screen(Vec2::ZERO, 1.0, Vec2::new(1280.0, 800.0), corner)
}
