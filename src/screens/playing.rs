//! The game screen: the board (see `board_view`) and the HUD; Esc opens the pause menu.

use crate::play::driver::Driver;
use crate::play::placement::{PlacementCursor, Refusal};
use crate::setup::GameSetup;
use crate::shared::Menu;
use crate::shared::Screen;
use crate::tile_textures::{TileArt, Tiles};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, EguiTextureHandle, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, toggle_pause.run_if(in_state(Screen::Playing)));
    app.add_systems(OnExit(Screen::Playing), close_menu);
    app.add_systems(
        EguiPrimaryContextPass,
        hud.in_set(crate::shared::UiPass::Docked)
            .run_if(in_state(Screen::Playing).and_then(resource_exists::<Driver>)),
    );
}

fn toggle_pause(
    keys: Res<ButtonInput<KeyCode>>,
    map: Option<Res<crate::keymap::KeyMap>>,
    menu: Res<State<Menu>>,
    mut next: ResMut<NextState<Menu>>,
) {
    if crate::keymap::pressed(map.as_deref(), &keys, crate::keymap::Action::Menu) {
        next.set(match menu.get() {
            Menu::None => Menu::Pause,
            Menu::Pause => Menu::None,
        });
    }
}

fn close_menu(mut next: ResMut<NextState<Menu>>) {
    next.set(Menu::None);
}

/// The most ghosts the drawn tile can need wherever it is laid (the rules' own bound, RULES
/// §10.3), red when the supply holds fewer (issue 47: the tile's need shown before it is laid).
fn drawn_needs(
    ui: &mut egui::Ui,
    tr: &crate::i18n::Tr,
    table: &mists_rules::Table,
    tiles: &Tiles,
    copy: mists_board::CopyIdx,
) {
    let n = mists_rules::steps::ghosts::most_needed(table.cfg(), &tiles.0, copy);
    if n == 0 {
        return;
    }
    let words = tr!(tr, "hud-needs", n = n as usize);
    if n > u32::from(table.ghosts.supply) {
        ui.colored_label(REFUSAL, words);
    } else {
        ui.label(words);
    }
}

/// A refusal's words: a warm red that reads on the panel's dark grey.
const REFUSAL: egui::Color32 = egui::Color32::from_rgb(255, 140, 120);

/// What the HUD shows: the level and its goal, the pile, the drawn tile as turned, a refusal.
#[derive(SystemParam)]
struct Hud<'w> {
    driver: Res<'w, Driver>,
    setup: Res<'w, GameSetup>,
    levels: Res<'w, crate::setup::Levels>,
    tiles: Res<'w, Tiles>,
    art: Res<'w, TileArt>,
    cursor: Res<'w, PlacementCursor>,
    refusal: Res<'w, Refusal>,
    table: Option<Res<'w, mists_rules::Table>>,
    tr: Res<'w, crate::i18n::Tr>,
}

fn hud(mut contexts: EguiContexts, h: Hud, mut dock: ResMut<crate::layout::dock::Dock>) -> Result {
    let face = (h.driver.current())
        .map(|d| h.art.copy_face(&h.tiles.0, d.copy))
        .map(|img| contexts.add_image(EguiTextureHandle::Weak(img.id())));
    let ctx = contexts.ctx_mut()?;
    // The level on the table (a continued game or a replay may differ from the New game page).
    let level = h.table.as_ref().map_or(h.setup.level, |t| t.cfg().level);
    let Some(info) = h.levels.get(level) else {
        return Ok(());
    };
    // Half the column at most: Undo and the hint under it keep room on a short window (the HUD
    // scrolls instead).
    dock.show_within(ctx, crate::layout::dock::Slot::RightTop, "hud", 0.5, |ui| {
        level_and_pile(ui, &h, info);
        if let Some(id) = face {
            ui.separator();
            drawn(ui, &h, id);
        }
        ui.separator();
        controls(ui, &h.tr);
    });
    Ok(())
}

/// The level and its goal, the pile, the seed (and the day of a daily game).
fn level_and_pile(ui: &mut egui::Ui, h: &Hud, info: &crate::setup::LevelInfo) {
    let (tr, driver, setup) = (&h.tr, &h.driver, &h.setup);
    let each = if info.each { "each" } else { "total" };
    ui.strong(format!(
        "{} · {}",
        tr!(tr, "level-n", n = info.number),
        tr!(tr, "title-goal", goal = info.goal, each = each)
    ));
    ui.label(tr!(
        tr,
        "hud-tiles",
        left = driver.pile_len(),
        placed = driver.placed_count(),
        discarded = driver.discarded()
    ))
    .on_hover_text(tr!(tr, "hud-tiles-tip"));
    ui.small(tr!(tr, "hud-seed", seed = driver.seed().to_string()))
        .on_hover_text(tr!(tr, "hud-seed-tip"));
    // The daily game says so (docs/daily.md).
    if let Some(day) = setup.daily.filter(|_| setup.seed == Some(driver.seed())) {
        ui.small(tr!(tr, "hud-daily", date = day.to_string()));
    }
}

/// The drawn tile as turned, where it fits and what it needs, and why the last click was refused.
fn drawn(ui: &mut egui::Ui, h: &Hud, id: egui::TextureId) {
    let (tr, driver) = (&h.tr, &h.driver);
    let Some(d) = driver.current() else {
        return;
    };
    ui.horizontal(|ui| {
        let angle = h.cursor.rot.0 as f32 * std::f32::consts::FRAC_PI_2;
        ui.add(
            egui::Image::new(egui::load::SizedTexture::new(id, [72.0, 72.0]))
                .rotate(angle, egui::Vec2::splat(0.5)),
        );
        ui.vertical(|ui| {
            ui.label(tr!(tr, "hud-drawn"));
            ui.label(tr!(tr, "hud-fits", cells = driver.legal().len()));
            if let Some(t) = &h.table {
                drawn_needs(ui, tr, t, &h.tiles, d.copy);
            }
        });
    });
    if let Some((_, why)) = &h.refusal.0 {
        ui.colored_label(REFUSAL, crate::ui::refusal::words(tr, why));
    }
}

/// The controls, folded away on a short window (open by default where there is room), so Undo
/// and the hint below keep theirs. (900: the Table panel shares the column, and its gauges must
/// show without scrolling at 1024×640 and 1280×800.)
fn controls(ui: &mut egui::Ui, tr: &crate::i18n::Tr) {
    let tall = ui.ctx().content_rect().height() >= 900.0;
    egui::CollapsingHeader::new(tr!(tr, "hud-controls"))
        .default_open(tall)
        .show(ui, |ui| {
            // The keys as bound (issue 48): `$key-…` in the texts.
            ui.small(tr!(tr, "hud-help-place"));
            ui.small(tr!(tr, "hud-help-view"));
            ui.small(tr!(tr, "hud-help-keys"));
        });
}
