//! The try's panel in the bar under the board (issue 65: try again from here): the decision and
//! what the game chose, then the new choice weighed against it and the best option the review
//! found, with "Try again" and "Back to the review".

use super::again::{LeaveTry, Try, TryAgain};
use crate::i18n::Tr;
use crate::layout::dock::{Dock, Slot};
use crate::shared::Screen;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use mists_bot::mc::Estimate;
use mists_bot::review::MIN_COST;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        panel
            .in_set(crate::shared::UiPass::DockedThen)
            .run_if(in_state(Screen::Playing).and_then(resource_exists::<TryAgain>)),
    );
}

fn pct(e: &Estimate) -> i64 {
    (100.0 * e.win_chance().unwrap_or(0.0)).round() as i64
}

fn panel(
    mut contexts: EguiContexts,
    again: Res<TryAgain>,
    tr: Res<Tr>,
    mut dock: ResMut<Dock>,
    mut leave: MessageWriter<LeaveTry>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut ask = None;
    dock.show(ctx, Slot::Bar, "try-again", |ui| {
        ask = body(ui, &tr, &again);
    });
    if let Some(back) = ask {
        leave.write(LeaveTry(back));
    }
    Ok(())
}

/// The panel's words and buttons: Some(true) back to the review, Some(false) again.
fn body(ui: &mut egui::Ui, tr: &Tr, again: &TryAgain) -> Option<bool> {
    let step = &again.step;
    let (game, best) = (pct(&step.chosen), pct(&step.best));
    ui.strong(tr!(tr, "again-title", turn = step.turn));
    match &again.state {
        Try::Choosing { .. } => {
            ui.label(tr!(tr, "again-choose", chosen = game, best = best));
        }
        Try::Weighing(_) => {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label(tr!(tr, "again-weighing"));
            });
        }
        Try::Weighed(e) => {
            ui.label(tr!(
                tr,
                "again-result",
                new = pct(e),
                chosen = game,
                best = best
            ));
            ui.strong(tr.get(verdict(e, step), None));
        }
        Try::Failed(e) => {
            ui.label(e.as_str());
        }
    }
    let mut ask = None;
    ui.horizontal_wrapped(|ui| {
        let chosen = !matches!(again.state, Try::Choosing { .. });
        if chosen && ui.button(tr!(tr, "again-again")).clicked() {
            ask = Some(false);
        }
        if ui.button(tr!(tr, "again-back")).clicked() {
            ask = Some(true);
        }
    });
    ask
}

/// How the new choice compares, by the smallest drop a review shows ([`MIN_COST`]).
fn verdict(new: &Estimate, step: &mists_bot::review::Step) -> &'static str {
    let chance = |e: &Estimate| e.win_chance().unwrap_or(0.0);
    let (n, chosen, best) = (chance(new), chance(&step.chosen), chance(&step.best));
    if new.decision == step.chosen.decision {
        "again-same-choice"
    } else if n >= best - MIN_COST {
        "again-as-best"
    } else if n >= chosen + MIN_COST {
        "again-better"
    } else if n <= chosen - MIN_COST {
        "again-worse"
    } else {
        "again-same"
    }
}
