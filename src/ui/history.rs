//! The game's history turn by turn for the game-over charts: the totals and the ghosts on the
//! board when each turn ended, replayed from the game's record when the game ends, so every route
//! to game over (played, continued, replayed) shows the whole game.

use crate::play::record::{dealt_players, record_of};
use crate::setup::GameSetup;
use crate::shared::Screen;
use bevy::prelude::*;
use bevy_egui::egui;
use egui_plot::{HLine, Line, Plot, PlotPoints};
use mists_board::TileSet;
use mists_rules::breakdown::Breakdown;
use mists_rules::record::Record;
use mists_rules::{Colour, Flow, LevelConfig, Score, Sim, Stepping, Table};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<History>();
    app.add_systems(
        OnEnter(Screen::GameOver),
        from_the_record.run_if(resource_exists::<Table>.and_then(resource_exists::<Flow>)),
    );
}

/// One row per turn: the totals and the ghosts on the board when it ended; and where the
/// points came from (the ending's breakdown, from the same replay).
#[derive(Resource, Debug, Clone, Default, PartialEq)]
pub struct History {
    pub rows: Vec<(u32, Vec<u32>, u32)>,
    pub breakdown: Option<Breakdown>,
}

impl History {
    /// Record the state of `turn`, replacing the row of the same turn (the last state wins).
    pub fn note(&mut self, turn: u32, totals: &[u32], ghosts: u32) {
        match self.rows.last_mut() {
            Some(row) if row.0 == turn => *row = (turn, totals.to_vec(), ghosts),
            _ => self.rows.push((turn, totals.to_vec(), ghosts)),
        }
    }

    fn note_table(&mut self, t: &Table) {
        self.note(t.turn, &t.score.totals, t.ghosts.on_board());
    }

    /// The history of `record` on `tiles`: its game replayed one rule step at a time, as the
    /// window plays it, each turn's last state kept.
    pub fn replayed(record: &Record, cfg: LevelConfig, tiles: &TileSet) -> Result<History, String> {
        let mut sim =
            Sim::new(cfg, tiles, &record.players, record.seed).map_err(|e| e.to_string())?;
        let mut h = History::default();
        let mut events = sim.take_events();
        h.note_table(&sim.table);
        for (i, &d) in record.decisions.iter().enumerate() {
            sim.decide_until(d, Stepping::OneStep)
                .map_err(|e| format!("decision {i}: {e}"))?;
            h.note_table(&sim.table);
            while sim.outcome().is_none() && sim.pending().is_none() {
                sim.run(Stepping::OneStep);
                h.note_table(&sim.table);
            }
            events.extend(sim.take_events());
        }
        h.breakdown = Some(Breakdown::of(&events, sim.table.score.totals.len()));
        Ok(h)
    }
}

/// At game over: the history of the game on the table, from its record.
fn from_the_record(
    table: Res<Table>,
    flow: Res<Flow>,
    setup: Res<GameSetup>,
    mut history: ResMut<History>,
) {
    let record = record_of(&table, &flow, dealt_players(&setup, &table));
    *history =
        History::replayed(&record, table.cfg().clone(), table.board.tiles()).unwrap_or_else(|e| {
            warn!("the charts cannot replay the game: {e}");
            History::default()
        });
}

/// The hound thresholds and the goal: amber, as the score track's marks, apart from every
/// meeple colour (issue 64: grey guides read as debug plots).
const THRESHOLD: egui::Color32 = egui::Color32::from_rgb(200, 160, 90);
const GOAL: egui::Color32 = egui::Color32::from_rgb(240, 200, 110);
/// The ghosts' line, pale as a ghost, and the supply's end, in the colour of danger.
const GHOSTS: egui::Color32 = egui::Color32::from_rgb(225, 228, 240);
const ALL_GHOSTS: egui::Color32 = egui::Color32::from_rgb(230, 120, 110);

/// A total's line: named for its scoring meeple (Level 6) or the team, in the meeple's colour
/// (the shared meeple's black made light enough to read on the dark panel).
pub fn line_style(
    tr: &crate::i18n::Tr,
    level: &LevelConfig,
    holder: Colour,
) -> (String, egui::Color32) {
    let name = if level.individual_scoring {
        tr!(tr, "chart-total", colour = crate::i18n::colour(tr, holder))
    } else {
        tr!(tr, "chart-team-total")
    };
    let [r, g, b] = crate::setup::colour_on_dark(holder);
    (name, egui::Color32::from_rgb(r, g, b))
}

/// A level line (a threshold, the goal, all the ghosts) with its words inside the plot, at
/// its left end, just above it.
fn marked_line(
    plot: &mut egui_plot::PlotUi,
    (name, y, colour): (String, f64, egui::Color32),
    first_turn: f64,
    dashed: bool,
) {
    let line = HLine::new(name.clone(), y).color(colour).width(1.5);
    let line = if dashed {
        line.style(egui_plot::LineStyle::dashed_loose())
    } else {
        line
    };
    plot.hline(line);
    let words = egui::RichText::new(&name).small().color(colour);
    plot.text(
        egui_plot::Text::new(name, egui_plot::PlotPoint::new(first_turn, y), words)
            .anchor(egui::Align2::LEFT_BOTTOM),
    );
}

/// Score against the thresholds and the goal, and ghosts on the board, turn by turn; every
/// line in its own colour, the level's lines named inside the plot, whole numbers on the axes.
pub fn charts(
    ui: &mut egui::Ui,
    tr: &crate::i18n::Tr,
    history: &History,
    level: &LevelConfig,
    score: &Score,
) {
    let first_turn = history.rows.first().map_or(0.0, |r| r.0 as f64);
    ui.label(tr!(tr, "chart-score"));
    let totals: Vec<(String, egui::Color32)> = score
        .holders
        .iter()
        .map(|h| line_style(tr, level, *h))
        .collect();
    crate::layout::legend(ui, &totals);
    let goal = level.thresholds.last().copied().unwrap_or(0);
    turns_plot("score", 160.0)
        // Room above the goal for its words: a line on the border is not seen.
        .include_y(0.0)
        .include_y(goal as f64 * 1.15)
        .show(ui, |plot| {
            for (i, (name, colour)) in totals.iter().enumerate() {
                let points: PlotPoints = history
                    .rows
                    .iter()
                    .map(|(t, tot, _)| [*t as f64, tot[i] as f64])
                    .collect();
                plot.line(Line::new(name.clone(), points).color(*colour).width(2.0));
            }
            for &th in &level.thresholds {
                let mark = if th == goal {
                    (tr!(tr, "chart-goal", n = th), th as f64, GOAL)
                } else {
                    (tr!(tr, "chart-threshold", n = th), th as f64, THRESHOLD)
                };
                marked_line(plot, mark, first_turn, th != goal);
            }
        });
    ui.label(tr!(tr, "chart-ghosts"));
    let all = tr!(tr, "chart-all-ghosts", n = level.ghosts);
    crate::layout::legend(
        ui,
        &[
            (tr!(tr, "chart-ghosts-line"), GHOSTS),
            (all.clone(), ALL_GHOSTS),
        ],
    );
    turns_plot("ghosts", 120.0)
        .include_y(0.0)
        .include_y(level.ghosts as f64 * 1.25)
        .y_grid_spacer(crate::layout::count_marks)
        .y_axis_formatter(|mark, _| crate::layout::count_label(mark.value))
        .show(ui, |plot| {
            let points: PlotPoints = history
                .rows
                .iter()
                .map(|(t, _, g)| [*t as f64, *g as f64])
                .collect();
            let name = tr!(tr, "chart-ghosts-line");
            plot.line(Line::new(name, points).color(GHOSTS).width(2.0));
            let mark = (all, level.ghosts as f64, ALL_GHOSTS);
            marked_line(plot, mark, first_turn, false);
        });
}

/// A chart over the game's turns: turns counted in whole numbers, not zoomed by the wheel.
fn turns_plot(id: &str, height: f32) -> Plot<'static> {
    Plot::new(id)
        .height(height)
        .allow_scroll(false)
        .x_grid_spacer(crate::layout::count_marks)
        .x_axis_formatter(|mark, _| crate::layout::count_label(mark.value))
}

#[cfg(test)]
#[path = "history_tests.rs"]
mod tests;
