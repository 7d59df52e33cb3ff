//! The pause menu (Esc during play): resume, restart, back to the level select, quit.

use super::Menu;
use crate::screens::Screen;
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
    mut exit: MessageWriter<AppExit>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    egui::Window::new("Paused")
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .collapsible(false)
        .resizable(false)
        .show(ctx, |ui| {
            ui.vertical_centered_justified(|ui| {
                if ui.button("Resume").clicked() {
                    menu.set(Menu::None);
                }
                if ui.button("Restart level").clicked() {
                    menu.set(Menu::None);
                    screen.set(Screen::Playing);
                }
                if ui.button("Level select").clicked() {
                    menu.set(Menu::None);
                    screen.set(Screen::Title);
                }
                // Every applied decision is saved already (autosave): this only says so.
                if ui
                    .button("Save and quit")
                    .on_hover_text("The game is saved after every decision; Continue in the level select goes on with it.")
                    .clicked()
                {
                    exit.write(AppExit::Success);
                }
            });
        });
    Ok(())
}
