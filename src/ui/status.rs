//! What the physical game shows on the table: the scoring track against the thresholds, the ghost
//! supply (warning when it can no longer cover the worst tile still to come), tiles per pile,
//! the active player with colours and meeple supplies, and a short log of what just happened.

use crate::screens::Screen;
use crate::setup::colour_rgb;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use mists_rules::{Flow, HOUND_NAMES, HoundState, PlayerView, RuleEvent, RuleLog, Table, Turn};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ShortageRisk>();
    app.add_systems(
        Update,
        update_risk.run_if(in_state(Screen::Playing).and_then(resource_exists::<Table>)),
    );
    app.add_systems(
        EguiPrimaryContextPass,
        status_panel.run_if(in_state(Screen::Playing).and_then(resource_exists::<Table>)),
    );
}

/// Unseen tiles that, drawn now, could not be laid anywhere without a ghost shortage (the
/// engine's own check on the players' view, RULES §10.3, §16.2): how many copies in all.
#[derive(Resource, Default, Debug, Clone, PartialEq, Eq)]
pub struct ShortageRisk {
    pub copies: usize,
    /// What the answer was computed for: turn, ghosts in supply, tiles on the board.
    key: Option<(u32, u8, usize)>,
}

/// Recompute the risk when the table it depends on changed (once a turn or so: it tries every
/// unseen kind where the supply might not cover it).
fn update_risk(
    table: Res<Table>,
    turn: Res<Turn>,
    flow: Res<Flow>,
    setup: Res<crate::setup::GameSetup>,
    mut risk: ResMut<ShortageRisk>,
) {
    let key = (
        table.turn,
        table.ghosts.supply,
        table.board.placed().len() + table.board.facedown_cells().len(),
    );
    if !setup.aids || risk.key == Some(key) {
        return;
    }
    let copies = PlayerView::new(&table, &turn, &flow)
        .shortage_risks()
        .iter()
        .map(|(_, n)| n)
        .sum();
    *risk = ShortageRisk {
        copies,
        key: Some(key),
    };
}

/// A rule event in the players' words.
pub fn describe(e: &RuleEvent) -> Option<String> {
    Some(match e {
        RuleEvent::TilePlaced { cell, tile, .. } => format!("tile {tile} placed at {cell}"),
        RuleEvent::TileDiscarded { tile } => format!("tile {tile} fits nowhere: removed"),
        RuleEvent::BankCompleted { cells } => {
            format!("a mist bank over {} tiles is closed", cells.len())
        }
        RuleEvent::GhostsPlaced { cell, count } => format!("{count} ghost(s) rise at {cell}"),
        RuleEvent::GhostsRemoved { cell, count, cause } => {
            format!("{count} ghost(s) leave {cell} ({cause:?})")
        }
        RuleEvent::MeeplePlaced { cell, .. } => format!("meeple placed at {cell}"),
        RuleEvent::MeepleReturned { .. } => "a meeple returns".into(),
        RuleEvent::MeepleBuried { cemetery, .. } => format!("a meeple is buried at {cemetery}"),
        RuleEvent::FeatureScored {
            kind,
            value,
            colours,
        } => {
            format!("{kind:?} scored: {value} × {} colour(s)", colours.len())
        }
        RuleEvent::Pacified { count, .. } => format!("pacified: {count} ghost(s) removed"),
        RuleEvent::PointsAwarded { points, total, .. } => format!("+{points} → {total}"),
        RuleEvent::HoundDeployed { hound, .. } => {
            format!("{} is deployed", HOUND_NAMES[*hound as usize % 2])
        }
        RuleEvent::HoundLost { hound } => format!("{} is lost", HOUND_NAMES[*hound as usize % 2]),
        RuleEvent::HoundScored { hound, points } => {
            format!("{} scores {points}", HOUND_NAMES[*hound as usize % 2])
        }
        RuleEvent::PileAdvanced { active } => format!("pile {} is now active", active + 1),
        RuleEvent::FacedownPlaced { cell } => format!("a facedown tile at {cell}"),
        RuleEvent::CemeteryClosed { cell } => format!("the cemetery at {cell} closes"),
        RuleEvent::Rejected { reason, .. } => format!("refused: {reason}"),
        RuleEvent::GameWon => "the goal is reached!".into(),
        RuleEvent::GameLost { reason } => format!("lost: {}", reason.key()),
        RuleEvent::TileDrawn { .. } => return None,
        RuleEvent::TurnStarted { turn, player } => format!("turn {turn}: player {}", player + 1),
    })
}

fn status_panel(
    mut contexts: EguiContexts,
    table: Res<Table>,
    risk: Res<ShortageRisk>,
    log: Res<RuleLog>,
    setup: Res<crate::setup::GameSetup>,
    time: Res<Time>,
    mut shown: Local<Vec<f32>>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
) -> Result {
    let (score, ghosts, piles, players, meeples, hounds) = (
        &table.score,
        &table.ghosts,
        &table.piles,
        &table.players,
        &table.meeples,
        &table.hounds,
    );
    // Totals count up towards the engine's values (about 0.5 s for any jump).
    if shown.len() != score.totals.len()
        || score
            .totals
            .iter()
            .zip(shown.iter())
            .any(|(t, s)| *s > *t as f32)
    {
        *shown = score.totals.iter().map(|&t| t as f32).collect();
    }
    let dt = time.delta_secs().min(0.1);
    for (s, &t) in shown.iter_mut().zip(&score.totals) {
        let gap = t as f32 - *s;
        if gap > 0.0 {
            *s = (*s + (gap * 6.0 * dt).max(20.0 * dt)).min(t as f32);
            redraw.write(bevy::window::RequestRedraw);
        }
    }
    let ctx = contexts.ctx_mut()?;
    let cfg = table.cfg();
    egui::Window::new("Table")
        .anchor(egui::Align2::RIGHT_TOP, [-10.0, 10.0])
        .resizable(false)
        .default_width(300.0)
        .show(ctx, |ui| {
            // Scoring track: totals against the absolute thresholds (RULES §5, A-24).
            let goal = cfg.goal();
            let next = cfg
                .thresholds
                .get(score.markers_resolved)
                .copied()
                .unwrap_or(goal);
            for (i, t) in shown.iter().map(|s| s.round() as u32).enumerate() {
                let t = &t;
                let [r, g, b] = colour_rgb(score.holders[i]);
                let bar = egui::ProgressBar::new((*t as f32 / goal as f32).min(1.0))
                    .text(format!(
                        "{t} / {goal} (space {}, lap {})",
                        t % 50,
                        t / 50 + 1
                    ))
                    .fill(egui::Color32::from_rgb(r, g, b).gamma_multiply(0.8));
                ui.add(bar);
            }
            if cfg.has_hounds() {
                let marks: Vec<String> = cfg
                    .thresholds
                    .iter()
                    .enumerate()
                    .map(|(k, th)| {
                        let who = if k + 1 == cfg.thresholds.len() {
                            "goal".to_string()
                        } else {
                            HOUND_NAMES[k % 2].into()
                        };
                        let done = if k < score.markers_resolved {
                            " ✔"
                        } else {
                            ""
                        };
                        format!("pile {}: {who} {th}{done}", k + 1)
                    })
                    .collect();
                ui.small(marks.join(" · "));
                ui.small(format!("next threshold {next}"));
            }
            ui.separator();
            let text = format!(
                "Ghosts: {} in supply · {} on the board · {} in the game",
                ghosts.supply,
                ghosts.on_board(),
                ghosts.total
            );
            if setup.aids && risk.copies > 0 {
                ui.colored_label(egui::Color32::from_rgb(255, 110, 90), text);
                ui.small(format!(
                    "⚠ {} of the tiles still to come could not be laid without running out of ghosts",
                    risk.copies
                ));
            } else {
                ui.label(text);
            }
            let left = piles.left();
            let pile_text: Vec<String> = left
                .iter()
                .enumerate()
                .map(|(i, n)| {
                    if i == piles.active {
                        format!("[{n}]")
                    } else {
                        n.to_string()
                    }
                })
                .collect();
            ui.label(format!(
                "Tiles left: {} (active in brackets)",
                pile_text.join(" · ")
            ));
            for (i, h) in hounds.0.iter().enumerate() {
                let state = match h {
                    HoundState::OnMarker => "waiting on its marker",
                    HoundState::Attached(_) => "with a meeple",
                    HoundState::Lost => "gone (lost)",
                    HoundState::Scored => "scored",
                };
                ui.small(format!("{}: {state}", HOUND_NAMES[i % 2]));
            }
            ui.separator();
            for (seat, colours) in players.colours.iter().enumerate() {
                ui.horizontal(|ui| {
                    let me = seat == players.current;
                    let label = format!("{}Player {}", if me { "▶ " } else { "" }, seat + 1);
                    if me {
                        ui.strong(label)
                    } else {
                        ui.label(label)
                    };
                    for &c in colours {
                        let [r, g, b] = colour_rgb(c);
                        ui.colored_label(
                            egui::Color32::from_rgb(r, g, b),
                            format!("■{}", meeples.supply_count(c)),
                        );
                    }
                });
            }
            ui.separator();
            for line in log.0.iter().rev().filter_map(describe).take(6) {
                ui.small(line);
            }
        });
    Ok(())
}
