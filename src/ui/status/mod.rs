//! What the physical game shows on the table: the scoring track against the thresholds, the ghost
//! supply (warning when it can no longer cover the worst tile still to come), tiles per pile,
//! the active player with colours and meeple supplies, and a short log of what just happened.

use crate::i18n::{Tr, colour};
use crate::setup::colour_rgb;
use crate::shared::Screen;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use mists_rules::loss::PileNeed;
use mists_rules::{Flow, HoundState, PlayerView, RuleLog, Table, Turn};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ShortageRisk>();
    app.add_systems(
        Update,
        update_risk.run_if(in_state(Screen::Playing).and_then(resource_exists::<Table>)),
    );
    app.add_systems(
        EguiPrimaryContextPass,
        status_panel
            .in_set(crate::shared::UiPass::Docked)
            .run_if(in_state(Screen::Playing).and_then(resource_exists::<Table>)),
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

/// A scoring meeple's figure standing on its track at `share` of the way to the goal (after the
/// bar's numbers when it is that far back, so they stay readable).
fn track_figure(ui: &egui::Ui, bar: &egui::Rect, share: f32, text_w: f32, id: egui::TextureId) {
    let size = bar.height() + 10.0;
    let x = figure_x(bar.left(), bar.right(), share, text_w, size);
    let at =
        egui::Rect::from_center_size(egui::pos2(x, bar.center().y - 2.0), egui::vec2(size, size));
    let uv = egui::Rect::from_min_max(egui::pos2(0.0, 0.0), egui::pos2(1.0, 1.0));
    ui.painter().image(id, at, uv, egui::Color32::WHITE);
}

/// Where a figure `size` wide stands on a bar from `left` to `right`: at `share` of it, but after
/// its numbers (`text_w` wide) and never past its end.
fn figure_x(left: f32, right: f32, share: f32, text_w: f32, size: f32) -> f32 {
    let lo = left + text_w + 10.0 + size / 2.0;
    // Not `clamp`: on a narrow bar `lo` may pass the right end, and the end wins.
    (left + (right - left) * share.clamp(0.0, 1.0))
        .max(lo)
        .min(right - size / 2.0)
}

/// The pile in play: its tiles and each need (RULES §14.3), red when the rules' bound says the
/// pile runs dry first whatever is played, or when the planner playing on from here rarely
/// reached the threshold (`play::odds`; docs/game.md "The pile in play").
fn pile_lines(
    ui: &mut egui::Ui,
    tr: &Tr,
    need: &PileNeed,
    odds: Option<mists_bot::odds::PileOdds>,
    individual: bool,
) {
    let red = egui::Color32::from_rgb(255, 110, 90);
    let words = pile_need_words(tr, need, individual);
    let tip = tr!(tr, "table-pile-need-tip");
    let odds = odds.filter(|o| o.pile == need.pile && o.tried > 0);
    let lost = !need.out_of_reach().is_empty();
    if lost || odds.is_some_and(|o| o.in_danger()) {
        ui.colored_label(red, words).on_hover_text(tip);
    } else {
        ui.label(words).on_hover_text(tip);
    }
    if lost {
        ui.label(tr!(
            tr,
            "table-pile-out-of-reach",
            reach = need.reach as usize
        ));
    } else if let Some(o) = odds {
        let (reached, tried) = (o.reached as usize, o.tried as usize);
        let line = if o.in_danger() {
            tr!(tr, "table-pile-at-risk", reached = reached, tried = tried)
        } else {
            tr!(tr, "table-pile-odds", reached = reached, tried = tried)
        };
        ui.label(line).on_hover_text(tr!(tr, "table-pile-odds-tip"));
    }
}

/// The pile in play against the threshold in force, in words.
pub fn pile_need_words(tr: &Tr, need: &PileNeed, individual: bool) -> String {
    let who: Vec<String> = need
        .needs
        .iter()
        .map(|(c, n)| {
            if individual {
                tr!(
                    tr,
                    "table-need-colour",
                    colour = colour(tr, *c),
                    n = *n as usize
                )
            } else {
                tr!(tr, "table-need-team", n = *n as usize)
            }
        })
        .collect();
    tr!(
        tr,
        "table-pile-need",
        tiles = need.tiles_left,
        who = who.join(", "),
        threshold = need.threshold as usize
    )
}

fn status_panel(
    mut contexts: EguiContexts,
    table: Res<Table>,
    watch: Res<crate::play::odds::PileWatch>,
    estimate: Res<crate::play::odds::PileEstimate>,
    // A lesson deals a short pile for its point, not a game to win: no estimate there.
    lesson: Option<Res<crate::tutorial::Tutorial>>,
    // The scoring meeples' figures, stood on the track (absent in headless tests).
    pieces: Option<Res<crate::board_view::pieces::PieceArt>>,
    risk: Res<ShortageRisk>,
    log: Res<RuleLog>,
    setup: Res<crate::setup::GameSetup>,
    time: Res<Time>,
    mut shown: Local<Vec<f32>>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
    tr: Res<Tr>,
    mut dock: ResMut<crate::layout::dock::Dock>,
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
    let figures: Vec<Option<egui::TextureId>> = score
        .holders
        .iter()
        .map(|c| {
            let i = mists_rules::Colour::ALL.iter().position(|x| x == c)?;
            let h = pieces.as_ref()?.meeple(i).id();
            Some(contexts.add_image(bevy_egui::EguiTextureHandle::Weak(h)))
        })
        .collect();
    let ctx = contexts.ctx_mut()?;
    let cfg = table.cfg();
    dock.show(ctx, crate::layout::dock::Slot::Right, "table", |ui| {
        ui.heading(tr!(tr, "table-title"));
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
            // The bar shows the numbers only (it cannot wrap in a narrow column); the track's
            // space and lap are in its tip.
            let bar = egui::ProgressBar::new((*t as f32 / goal as f32).min(1.0))
                .text(format!("{t} / {goal}"))
                .fill(egui::Color32::from_rgb(r, g, b).gamma_multiply(0.8));
            let track = tr!(
                tr,
                "table-total",
                total = *t,
                goal = goal,
                space = t % 50,
                lap = t / 50 + 1
            );
            let text_w = ui
                .painter()
                .layout_no_wrap(
                    format!("{t} / {goal}"),
                    egui::TextStyle::Body.resolve(ui.style()),
                    egui::Color32::WHITE,
                )
                .size()
                .x;
            let bar = ui
                .add(bar)
                .on_hover_text(format!("{track}\n{}", tr!(tr, "table-total-tip")));
            if let Some(Some(id)) = figures.get(i) {
                track_figure(ui, &bar.rect, *t as f32 / goal as f32, text_w, *id);
            }
            // The threshold in force, marked on the track.
            if next < goal {
                let x = bar.rect.left() + bar.rect.width() * next as f32 / goal as f32;
                ui.painter().line_segment(
                    [
                        egui::pos2(x, bar.rect.top() - 2.0),
                        egui::pos2(x, bar.rect.bottom() + 2.0),
                    ],
                    egui::Stroke::new(2.0, egui::Color32::from_rgb(250, 240, 200)),
                );
            }
        }
        if cfg.has_hounds() {
            let marks: Vec<String> = cfg
                .thresholds
                .iter()
                .enumerate()
                .map(|(k, th)| {
                    let who = if k + 1 == cfg.thresholds.len() {
                        tr!(tr, "table-goal")
                    } else {
                        crate::i18n::hound(&tr, k)
                    };
                    let done = if k < score.markers_resolved {
                        " ✔"
                    } else {
                        ""
                    };
                    tr!(
                        tr,
                        "table-pile-mark",
                        pile = k + 1,
                        who = who,
                        threshold = *th
                    ) + done
                })
                .collect();
            ui.small(marks.join(" · "))
                .on_hover_text(tr!(tr, "table-marks-tip"));
            ui.small(tr!(tr, "table-next", next = next));
        }
        ui.separator();
        let text = tr!(
            tr,
            "table-ghosts",
            supply = ghosts.supply,
            board = ghosts.on_board(),
            total = ghosts.total
        );
        let tip = tr!(tr, "table-ghosts-tip");
        if setup.aids && risk.copies > 0 {
            ui.colored_label(egui::Color32::from_rgb(255, 110, 90), text)
                .on_hover_text(tip);
            ui.small(tr!(tr, "table-ghost-warning", n = risk.copies));
        } else {
            ui.label(text).on_hover_text(tip);
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
        ui.label(tr!(tr, "table-piles", piles = pile_text.join(" · ")))
            .on_hover_text(tr!(tr, "table-piles-tip"));
        if let Some(need) = &watch.0
            && !need.needs.is_empty()
        {
            pile_lines(
                ui,
                &tr,
                need,
                estimate.this_turn(&table).filter(|_| lesson.is_none()),
                cfg.individual_scoring,
            );
        }
        for (i, h) in hounds.0.iter().enumerate() {
            let state = match h {
                HoundState::OnMarker => tr!(tr, "hound-waiting"),
                HoundState::Attached(_) => tr!(tr, "hound-with-meeple"),
                HoundState::Lost => tr!(tr, "hound-lost"),
                HoundState::Scored => tr!(tr, "hound-scored"),
            };
            ui.small(format!("{}: {state}", crate::i18n::hound(&tr, i)))
                .on_hover_text(tr!(tr, "table-hound-tip"));
        }
        ui.separator();
        for (seat, colours) in players.colours.iter().enumerate() {
            ui.horizontal_wrapped(|ui| {
                let me = seat == players.current;
                let label = format!(
                    "{}{}",
                    if me { "▶ " } else { "" },
                    tr!(tr, "table-player", n = seat + 1)
                );
                if me {
                    ui.strong(label)
                } else {
                    ui.label(label)
                };
                for &c in colours {
                    ui.label(crate::ui::coloured(
                        c,
                        format!("■{}", meeples.supply_count(c)),
                    ))
                    .on_hover_text(tr!(
                        tr,
                        "table-supply-tip",
                        colour = colour(&tr, c),
                        n = meeples.supply_count(c)
                    ));
                }
            });
        }
        ui.separator();
        for line in log
            .0
            .iter()
            .rev()
            .filter_map(|e| describe(&tr, &table, e))
            .take(6)
        {
            ui.small(line);
        }
    });
    Ok(())
}

mod words;
pub use words::describe;

#[cfg(test)]
mod tests;
