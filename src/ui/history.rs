//! Turn-by-turn history of the totals and the ghosts on the board, for the game-over chart.

use crate::shared::AppSystems;
use crate::shared::Screen;
use bevy::prelude::*;
use bevy_egui::egui;
use egui_plot::{HLine, Legend, Line, Plot, PlotPoints};
use mists_rules::{LevelConfig, Score, Table};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<History>();
    app.add_systems(OnEnter(Screen::Playing), |mut h: ResMut<History>| {
        *h = History::default()
    });
    app.add_systems(
        Update,
        record
            .in_set(AppSystems::Publish)
            .run_if(resource_exists::<Table>),
    );
}

/// One row per turn: the totals and the ghosts on the board when it ended.
#[derive(Resource, Debug, Clone, Default, PartialEq)]
pub struct History {
    pub rows: Vec<(u32, Vec<u32>, u32)>,
}

impl History {
    /// Record the state of `turn`, replacing the row of the same turn (the last state wins).
    pub fn note(&mut self, turn: u32, totals: &[u32], ghosts: u32) {
        match self.rows.last_mut() {
            Some(row) if row.0 == turn => *row = (turn, totals.to_vec(), ghosts),
            _ => self.rows.push((turn, totals.to_vec(), ghosts)),
        }
    }
}

fn record(mut history: ResMut<History>, table: Res<Table>) {
    if table.is_changed() {
        history.note(table.turn, &table.score.totals, table.ghosts.on_board());
    }
}

/// Score against the thresholds, and ghosts on the board, turn by turn.
pub fn charts(
    ui: &mut egui::Ui,
    tr: &crate::i18n::Tr,
    history: &History,
    level: &LevelConfig,
    score: &Score,
) {
    ui.label(tr!(tr, "chart-score"));
    Plot::new("score")
        .height(160.0)
        .legend(Legend::default())
        .allow_scroll(false)
        .show(ui, |plot| {
            for (i, holder) in score.holders.iter().enumerate() {
                let points: PlotPoints = history
                    .rows
                    .iter()
                    .map(|(t, tot, _)| [*t as f64, tot[i] as f64])
                    .collect();
                let name = tr!(tr, "chart-total", colour = crate::i18n::colour(tr, *holder));
                plot.line(Line::new(name, points));
            }
            for th in &level.thresholds {
                plot.hline(
                    HLine::new(tr!(tr, "chart-threshold", n = *th), *th as f64)
                        .style(egui_plot::LineStyle::dashed_loose()),
                );
            }
        });
    ui.label(tr!(tr, "chart-ghosts"));
    Plot::new("ghosts")
        .height(110.0)
        .allow_scroll(false)
        .show(ui, |plot| {
            let points: PlotPoints = history
                .rows
                .iter()
                .map(|(t, _, g)| [*t as f64, *g as f64])
                .collect();
            plot.line(Line::new(tr!(tr, "chart-ghosts-line"), points));
            plot.hline(HLine::new(
                tr!(tr, "chart-all-ghosts", n = level.ghosts),
                level.ghosts as f64,
            ));
        });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_row_per_turn_with_its_last_state() {
        let mut h = History::default();
        h.note(1, &[0], 3);
        h.note(1, &[2], 4);
        h.note(2, &[5], 2);
        assert_eq!(h.rows, vec![(1, vec![2], 4), (2, vec![5], 2)]);
    }
}
