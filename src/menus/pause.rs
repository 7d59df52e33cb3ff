//! The pause menu (Esc during play): resume, restart, back to the title page, quit.

use crate::shared::Menu;
use crate::shared::Screen;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        pause_menu
            .in_set(crate::shared::UiPass::Over)
            // Settings opened from the menu: the modal shown later is the one on top.
            .before(crate::settings::settings_window)
            .run_if(in_state(Menu::Pause)),
    );
}

/// What is played without being kept: a lesson (either game's) or a record being watched.
#[derive(bevy::ecs::system::SystemParam)]
struct Unsaved<'w> {
    lesson: Option<Res<'w, crate::tutorial::Tutorial>>,
    competitive_lesson: Option<Res<'w, crate::tutorial::competitive::CompetitiveTutorial>>,
    replay: Option<Res<'w, crate::replay::ReplayMode>>,
}

impl Unsaved<'_> {
    fn any(&self) -> bool {
        self.lesson.is_some() || self.competitive_lesson.is_some() || self.replay.is_some()
    }
}

fn pause_menu(
    mut contexts: EguiContexts,
    mut menu: ResMut<NextState<Menu>>,
    mut screen: ResMut<NextState<Screen>>,
    current: Res<State<Screen>>,
    mut exit: MessageWriter<AppExit>,
    tr: Res<crate::i18n::Tr>,
    mut settings: ResMut<crate::settings::SettingsOpen>,
    unsaved: Unsaved,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    // A lesson or a watched replay is never saved: its menu says Quit, not Save and quit.
    let (quit, tip) = if unsaved.any() {
        ("menu-quit", "menu-quit-unsaved-tip")
    } else {
        ("menu-save-quit", "menu-save-quit-tip")
    };
    // A modal: the table behind is dimmed and takes no clicks while the game is paused.
    egui::Modal::new(egui::Id::new("pause menu")).show(ctx, |ui| {
        ui.set_width(260.0);
        ui.vertical_centered(|ui| crate::layout::theme::heading(ui, tr!(tr, "menu-paused")));
        ui.vertical_centered_justified(|ui| {
            if ui.button(tr!(tr, "menu-resume")).clicked() {
                menu.set(Menu::None);
            }
            if ui.button(tr!(tr, "menu-restart")).clicked() {
                menu.set(Menu::None);
                // The competitive game restarts as itself.
                screen.set(match current.get() {
                    Screen::Competitive => Screen::Competitive,
                    _ => Screen::Playing,
                });
            }
            if ui.button(tr!(tr, "settings-button")).clicked() {
                settings.0 = true;
            }
            if ui.button(tr!(tr, "menu-title-page")).clicked() {
                menu.set(Menu::None);
                screen.set(Screen::Title);
            }
            // Every applied decision (every play of the competitive game) is saved already
            // (autosave): this only says so.
            if ui
                .button(tr.get(quit, None))
                .on_hover_text(tr.get(tip, None))
                .clicked()
            {
                exit.write(AppExit::Success);
            }
        });
    });
    Ok(())
}
