//! The pause menu (Esc during play): resume, restart, back to the level select, quit.

use crate::shared::Menu;
use crate::shared::Screen;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        pause_menu.run_if(in_state(Menu::Pause)),
    );
}

fn pause_menu(
    mut contexts: EguiContexts,
    mut menu: ResMut<NextState<Menu>>,
    mut screen: ResMut<NextState<Screen>>,
    current: Res<State<Screen>>,
    mut exit: MessageWriter<AppExit>,
    tr: Res<crate::i18n::Tr>,
    mut settings: ResMut<crate::settings::SettingsOpen>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    egui::Window::new(tr!(tr, "menu-paused"))
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .collapsible(false)
        .resizable(false)
        .show(ctx, |ui| {
            ui.vertical_centered_justified(|ui| {
                if ui.button(tr!(tr, "menu-resume")).clicked() {
                    menu.set(Menu::None);
                }
                if ui.button(tr!(tr, "menu-restart")).clicked() {
                    menu.set(Menu::None);
                    // The competitive game restarts as itself.
                    screen.set(match current.get() {
                        Screen::Versus => Screen::Versus,
                        _ => Screen::Playing,
                    });
                }
                if ui.button(tr!(tr, "settings-button")).clicked() {
                    settings.0 = true;
                }
                if ui.button(tr!(tr, "menu-level-select")).clicked() {
                    menu.set(Menu::None);
                    screen.set(Screen::LevelSelect);
                }
                // Every applied decision (every play of the competitive game) is saved already
                // (autosave): this only says so.
                if ui
                    .button(tr!(tr, "menu-save-quit"))
                    .on_hover_text(tr!(tr, "menu-save-quit-tip"))
                    .clicked()
                {
                    exit.write(AppExit::Success);
                }
            });
        });
    Ok(())
}
