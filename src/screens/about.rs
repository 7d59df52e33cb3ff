//! The About box of the level select (version, commit, the licences of everything bundled, generated
//! by cargo-about into `assets/about/licenses.txt`) and the notice of a crash report from an
//! earlier session.

use crate::crash::CrashNotice;
use crate::shared::AssetRoot;
use crate::shared::Screen;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<About>();
    app.add_systems(
        EguiPrimaryContextPass,
        (about, crash_notice).run_if(in_state(Screen::LevelSelect)),
    );
}

/// Whether the About box is open, and the licence text once read.
#[derive(Resource, Default)]
struct About {
    open: bool,
    licenses: Option<String>,
}

fn about(
    mut contexts: EguiContexts,
    mut state: ResMut<About>,
    root: Res<AssetRoot>,
    tr: Res<crate::i18n::Tr>,
    mut settings: ResMut<crate::settings::SettingsOpen>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    egui::Area::new(egui::Id::new("about button"))
        .anchor(egui::Align2::LEFT_BOTTOM, [12.0, -12.0])
        .show(ctx, |ui| {
            ui.horizontal(|ui| {
                if ui.button(tr!(tr, "about-button")).clicked() {
                    state.open = !state.open;
                }
                if ui.button(tr!(tr, "settings-button")).clicked() {
                    settings.0 = !settings.0;
                }
            });
        });
    if !state.open {
        return Ok(());
    }
    if state.licenses.is_none() {
        let path = root.0.join("about/licenses.txt");
        state.licenses =
            Some(mists_board::input::read_text(&path).unwrap_or_else(|e| e.to_string()));
    }
    let mut open = state.open;
    egui::Window::new(tr!(tr, "about-button"))
        .open(&mut open)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .default_size([640.0, 520.0])
        .collapsible(false)
        .show(ctx, |ui| {
            ui.strong(format!("Mists {}", mists_version::LONG));
            ui.label(tr!(tr, "about-what"));
            ui.small(tr!(tr, "about-fonts"));
            ui.separator();
            ui.label(tr!(tr, "about-crates"));
            egui::ScrollArea::vertical()
                .max_height(360.0)
                .show(ui, |ui| {
                    ui.add(
                        egui::Label::new(
                            egui::RichText::new(state.licenses.as_deref().unwrap_or_default())
                                .monospace()
                                .small(),
                        )
                        .wrap(),
                    );
                });
        });
    state.open = open;
    Ok(())
}

fn crash_notice(
    mut contexts: EguiContexts,
    mut notice: ResMut<CrashNotice>,
    tr: Res<crate::i18n::Tr>,
) -> Result {
    let Some(path) = notice.0.clone() else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    egui::Window::new(tr!(tr, "crash-title"))
        .anchor(egui::Align2::RIGHT_TOP, [-12.0, 12.0])
        .collapsible(false)
        .resizable(false)
        .show(ctx, |ui| {
            ui.label(tr!(tr, "crash-where"));
            ui.monospace(path.display().to_string());
            ui.label(tr!(tr, "crash-send"));
            if ui.button(tr!(tr, "ok")).clicked() {
                notice.dismiss();
            }
        });
    Ok(())
}
