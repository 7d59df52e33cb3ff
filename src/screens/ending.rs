//! The result first (issue 49: endings with weight): on game over a card at the board's centre
//! says "Victory" or "The mist won" in large letters, the level and the totals against the goal,
//! then where the points came from (by feature and by scoring meeple), the ghosts, the tiles and
//! the turn the game was decided — `mists_rules::breakdown` over the game's replay
//! (`ui::history`). *See the board* puts it away; the side panel keeps the rest.

use crate::i18n::Tr;
use crate::shared::Screen;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use mists_board::FeatureKind;
use mists_rules::breakdown::{Breakdown, Source};
use mists_rules::{GameOver, Outcome, Table};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<CardShown>();
    app.add_systems(OnEnter(Screen::GameOver), |mut c: ResMut<CardShown>| {
        c.0 = true
    });
    app.add_systems(
        EguiPrimaryContextPass,
        card.in_set(crate::shared::UiPass::Over)
            .run_if(in_state(Screen::GameOver).and_then(resource_exists::<Table>)),
    );
}

/// Whether the result card stands over the board (until *See the board*).
#[derive(Resource, Debug, Default)]
pub struct CardShown(pub bool);

/// The headline's colours: the ghosts' gold for a win, the warning red for a loss.
const WON: egui::Color32 = egui::Color32::from_rgb(240, 200, 90);
const LOST: egui::Color32 = egui::Color32::from_rgb(230, 110, 90);

fn card(
    mut contexts: EguiContexts,
    mut shown: ResMut<CardShown>,
    over: Option<Res<GameOver>>,
    table: Res<Table>,
    history: Res<crate::ui::history::History>,
    loss: Res<super::loss::Loss>,
    dock: Res<crate::layout::dock::Dock>,
    tr: Res<Tr>,
) -> Result {
    if !shown.0 {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let board = dock.board_now().unwrap_or(dock.screen);
    let outcome = over.and_then(|o| o.0);
    egui::Area::new(egui::Id::new("ending card"))
        .order(egui::Order::Foreground)
        .pivot(egui::Align2::CENTER_CENTER)
        .fixed_pos(board.center())
        .constrain_to(board)
        .show(ctx, |ui| {
            egui::Frame::window(ui.style()).show(ui, |ui| {
                ui.set_max_width((board.width() - 24.0).clamp(200.0, 460.0));
                headline(ui, &tr, outcome, &table);
                // The way back to the board first: what follows may scroll on a small window.
                if ui.button(tr!(tr, "end-see-board")).clicked() {
                    shown.0 = false;
                }
                egui::ScrollArea::vertical()
                    .max_height((board.height() - 160.0).max(60.0))
                    .show(ui, |ui| {
                        // A loss: its cause, and the tile it names is marked on the board.
                        if let Some(d) = &loss.detail {
                            ui.label(super::game_over::verdict(&tr, outcome).1);
                            ui.colored_label(LOST, super::loss::words(&tr, d, loss.individual));
                        }
                        if let Some(b) = &history.breakdown {
                            ui.separator();
                            breakdown(ui, &tr, b, &table);
                        }
                    });
            });
        });
    Ok(())
}

/// The result in large letters, the level and the totals against the goal.
fn headline(ui: &mut egui::Ui, tr: &Tr, outcome: Option<Outcome>, table: &Table) {
    let (words, colour) = match outcome {
        Some(Outcome::Won) => (tr!(tr, "end-won"), WON),
        _ => (tr!(tr, "end-lost"), LOST),
    };
    ui.vertical_centered(|ui| {
        let display = egui::FontId::new(44.0, crate::layout::theme::display());
        ui.label(egui::RichText::new(words).font(display).color(colour));
        // Level 6 scores each meeple apart: its lowest total is what the goal is measured by
        // (RULES §16.1, `Score::measure`), not the sum.
        let level = table.cfg().level as usize;
        let goal = table.cfg().goal() as usize;
        let words = if table.cfg().individual_scoring {
            let total = table.score.measure() as usize;
            tr!(
                tr,
                "end-level-each",
                level = level,
                total = total,
                goal = goal
            )
        } else {
            let total: u32 = table.score.totals.iter().sum();
            let total = total as usize;
            tr!(
                tr,
                "end-level-total",
                level = level,
                total = total,
                goal = goal
            )
        };
        ui.label(egui::RichText::new(words).size(18.0));
    });
}

/// Where the points came from, by feature and by scoring meeple; the ghosts, tiles and turns.
fn breakdown(ui: &mut egui::Ui, tr: &Tr, b: &Breakdown, table: &Table) {
    ui.strong(tr!(tr, "end-points-from"));
    egui::Grid::new("ending points")
        .num_columns(2)
        .show(ui, |ui| {
            for (source, points) in &b.by_source {
                ui.label(source_words(tr, *source));
                ui.label(points.to_string());
                ui.end_row();
            }
            if b.by_source.is_empty() {
                ui.label(tr!(tr, "end-no-points"));
                ui.end_row();
            }
        });
    if b.by_index.len() > 1 {
        ui.horizontal_wrapped(|ui| {
            for (&holder, points) in table.score.holders.iter().zip(&b.by_index) {
                let (name, colour) = crate::ui::history::line_style(tr, table.cfg(), holder);
                ui.colored_label(colour, format!("{name}: {points}"));
            }
        });
    }
    ui.label(tr!(
        tr,
        "end-ghosts",
        pacified = b.pacified as usize,
        removed = b.ghosts_removed as usize,
        left = table.ghosts.on_board() as usize
    ));
    ui.label(tr!(
        tr,
        "end-tiles",
        n = b.tiles_placed as usize,
        turn = b.last_turn as usize
    ));
}

/// A source of points in the players' words.
fn source_words(tr: &Tr, source: Source) -> String {
    match source {
        Source::Feature(FeatureKind::Road) => tr!(tr, "end-from-roads"),
        Source::Feature(FeatureKind::City) => tr!(tr, "end-from-cities"),
        Source::Feature(FeatureKind::Castle) => tr!(tr, "end-from-castles"),
        Source::Feature(FeatureKind::Monastery) => tr!(tr, "end-from-monasteries"),
        Source::Feature(FeatureKind::Field) => tr!(tr, "end-from-fields"),
        Source::Feature(FeatureKind::MistBank) => tr!(tr, "end-from-mist"),
        Source::Hound => tr!(tr, "end-from-hounds"),
    }
}
