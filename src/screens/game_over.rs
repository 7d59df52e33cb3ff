//! Game over: for now the pile ran out (the rules engine will add wins and losses).

use super::Screen;
use crate::play::driver::Driver;
use crate::setup::GameSetup;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        game_over_ui.run_if(in_state(Screen::GameOver)),
    );
}

fn game_over_ui(
    mut contexts: EguiContexts,
    driver: Option<Res<Driver>>,
    setup: Res<GameSetup>,
    mut next: ResMut<NextState<Screen>>,
    mut exit: MessageWriter<AppExit>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    egui::Window::new("The pile is empty")
        .anchor(egui::Align2::RIGHT_TOP, [-10.0, 10.0])
        .collapsible(false)
        .resizable(false)
        .show(ctx, |ui| {
            ui.label(format!("Level {}", setup.level));
            if let Some(d) = &driver {
                ui.label(format!(
                    "{} tiles placed, {} discarded (fit nowhere)",
                    d.placed_count(),
                    d.discarded().len()
                ));
                ui.small(format!("seed {}", d.seed()));
            }
            ui.small("Scoring, ghosts and the win/loss checks come with the rules engine.");
            ui.separator();
            ui.horizontal(|ui| {
                if ui.button("Play again").clicked() {
                    next.set(Screen::Playing);
                }
                if ui.button("Level select").clicked() {
                    next.set(Screen::Title);
                }
                if ui.button("Quit").clicked() {
                    exit.write(AppExit::Success);
                }
            });
        });
    Ok(())
}
