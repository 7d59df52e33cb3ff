//! Load the tile set and draw every tile face once; on failure show the located error.

use crate::shared::Screen;
use crate::shared::{AssetRoot, Launch};
use crate::tile_textures::{LoadError, TileArt, Tiles};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use mists_board::TileSet;
use std::sync::Arc;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Loading), load_tile_set);
    app.add_systems(
        EguiPrimaryContextPass,
        loading_ui.run_if(in_state(Screen::Loading)),
    );
}

fn load_tile_set(
    mut commands: Commands,
    root: Res<AssetRoot>,
    launch: Res<Launch>,
    mut images: ResMut<Assets<Image>>,
    mut next: ResMut<NextState<Screen>>,
) {
    let path = root.0.join("tiles/mists.ron");
    match TileSet::load(&path) {
        Ok(set) => {
            let set = Arc::new(set);
            let (art, faces) = TileArt::start(&set, &mut images);
            commands.insert_resource(faces);
            // The New game page's rows come from the built-in presets (RULES §5 is in those files).
            let mut levels = Vec::new();
            for n in 1..=6 {
                let path = mists_rules::LevelConfig::builtin_path(&root.0, n);
                match mists_rules::LevelConfig::load(&path) {
                    Ok(cfg) => levels.push(crate::setup::LevelInfo::from_preset(&cfg, &set)),
                    Err(e) => {
                        error!("{e}");
                        commands.insert_resource(LoadError(e.to_string()));
                        return;
                    }
                }
            }
            commands.insert_resource(crate::setup::Levels(levels));
            info!("tile set {:?}: {} types", set.name, set.types.len());
            commands.insert_resource(Tiles(set));
            commands.insert_resource(art);
            next.set(if launch.competitive {
                Screen::Competitive
            } else if launch.start_at_once {
                Screen::Playing
            } else {
                Screen::Title
            });
        }
        Err(e) => {
            error!("{e}");
            commands.insert_resource(LoadError(e.to_string()));
        }
    }
}

fn loading_ui(
    mut contexts: EguiContexts,
    error: Option<Res<LoadError>>,
    mut exit: MessageWriter<AppExit>,
    tr: Res<crate::i18n::Tr>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    egui::Window::new("Mists")
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .collapsible(false)
        .resizable(false)
        .show(ctx, |ui| match &error {
            None => {
                ui.label(tr!(tr, "loading"));
            }
            Some(e) => {
                ui.colored_label(egui::Color32::LIGHT_RED, tr!(tr, "loading-failed"));
                ui.monospace(&e.0);
                ui.label(tr!(tr, "loading-hint"));
                if ui.button(tr!(tr, "menu-quit")).clicked() {
                    exit.write(AppExit::error());
                }
            }
        });
    Ok(())
}
