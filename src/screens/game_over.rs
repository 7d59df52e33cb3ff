//! Game over: won or lost, and why (RULES §16), with the final totals.

use super::Screen;
use crate::play::driver::Driver;
use crate::setup::GameSetup;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use mists_rules::{GameOver, LossReason, Outcome, Table};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        game_over_ui.run_if(in_state(Screen::GameOver)),
    );
}

/// The headline and the reason in the players' words.
pub fn verdict(outcome: Option<Outcome>) -> (&'static str, &'static str) {
    match outcome {
        Some(Outcome::Won) => ("Victory!", "The goal was reached: the ghosts are at peace."),
        Some(Outcome::Lost(LossReason::GhostShortage)) => (
            "Defeat",
            "The mist needed more ghosts than the supply held (RULES §16.2).",
        ),
        Some(Outcome::Lost(LossReason::TilesExhausted)) => (
            "Defeat",
            "A tile had to be drawn but the pile was empty: the pile's threshold was not reached in time (RULES §14.3).",
        ),
        None => ("Game over", ""),
    }
}

fn game_over_ui(
    mut contexts: EguiContexts,
    driver: Option<Res<Driver>>,
    over: Option<Res<GameOver>>,
    table: Option<Res<Table>>,
    history: Res<crate::ui::history::History>,
    setup: Res<GameSetup>,
    mut next: ResMut<NextState<Screen>>,
    mut exit: MessageWriter<AppExit>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let (title, reason) = verdict(over.and_then(|o| o.0));
    egui::Window::new(title)
        .anchor(egui::Align2::RIGHT_TOP, [-10.0, 10.0])
        .default_width(420.0)
        .collapsible(false)
        .resizable(false)
        .show(ctx, |ui| {
            ui.label(reason);
            ui.label(format!("Level {}", setup.level));
            if let Some(t) = &table {
                ui.label(format!(
                    "Totals: {:?} (goal {})",
                    t.score.totals,
                    t.cfg().goal()
                ));
            }
            if let Some(d) = &driver {
                ui.label(format!(
                    "{} tiles placed, {} discarded (fit nowhere)",
                    d.placed_count(),
                    d.discarded()
                ));
                ui.small(format!("seed {}", d.seed()));
            }
            if let Some(t) = &table {
                ui.separator();
                crate::ui::history::charts(ui, &history, t.cfg(), &t.score);
            }
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
