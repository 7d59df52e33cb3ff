//! What the physical game shows on the table: the scoring track against the thresholds, the ghost
//! supply (warning when it can no longer cover the worst tile still to come), tiles per pile,
//! the active player with colours and meeple supplies, and a short log of what just happened.

use crate::i18n::{Tr, colour};
use crate::shared::Screen;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use mists_rules::loss::PileNeed;
use mists_rules::{Flow, PlayerView, RuleLog, Table, Turn};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ShortageRisk>();
    app.add_systems(
        Update,
        update_risk.run_if(in_state(Screen::Playing).and_then(resource_exists::<Table>)),
    );
    app.add_systems(
        EguiPrimaryContextPass,
        status_panel
            // Under the turn's panels in the one column: it takes the room they left.
            .in_set(crate::shared::UiPass::DockedLast)
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

/// Where a figure `size` wide stands on a bar from `left` to `right`: at `share` of it, but after
/// its numbers (`text_w` wide) and never past its end.
fn figure_x(left: f32, right: f32, share: f32, text_w: f32, size: f32) -> f32 {
    let lo = left + text_w + 10.0 + size / 2.0;
    // Not `clamp`: on a narrow bar `lo` may pass the right end, and the end wins.
    (left + (right - left) * share.clamp(0.0, 1.0))
        .max(lo)
        .min(right - size / 2.0)
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

/// What the table panel shows, and where it draws it.
#[derive(SystemParam)]
struct StatusPanel<'w, 's> {
    contexts: EguiContexts<'w, 's>,
    table: Res<'w, Table>,
    watch: Res<'w, crate::play::odds::PileWatch>,
    estimate: Res<'w, crate::play::odds::PileEstimate>,
    // Issue 62: before an answer, the danger the answers leave, best to worst.
    answers: Res<'w, crate::play::answer_odds::AnswerOdds>,
    pending: Res<'w, mists_rules::Pending>,
    // A lesson deals a short pile for its point, not a game to win: no estimate there.
    lesson: Option<Res<'w, crate::tutorial::Tutorial>>,
    // The scoring meeples' figures, stood on the track (absent in headless tests).
    pieces: Option<Res<'w, crate::board_view::pieces::PieceArt>>,
    risk: Res<'w, ShortageRisk>,
    log: Res<'w, RuleLog>,
    setup: Res<'w, crate::setup::GameSetup>,
    time: Res<'w, Time>,
    /// The totals as shown, counting up towards the engine's.
    shown: Local<'s, Vec<f32>>,
    redraw: MessageWriter<'w, bevy::window::RequestRedraw>,
    tr: Res<'w, Tr>,
    dock: ResMut<'w, crate::layout::dock::Dock>,
}

fn status_panel(mut p: StatusPanel) -> Result {
    let table = &*p.table;
    let dt = p.time.delta_secs().min(0.1);
    count_up(&mut p.shown, &table.score.totals, dt, &mut p.redraw);
    let figures = figures(&mut p.contexts, &table.score.holders, p.pieces.as_deref());
    let ghost = p.pieces.as_deref().map(|a| {
        let h = a.ghosts(1).id();
        p.contexts.add_image(bevy_egui::EguiTextureHandle::Weak(h))
    });
    let tr = &*p.tr;
    let cfg = table.cfg();
    let goal = cfg.goal();
    let track = sections::Track {
        goal,
        next: cfg
            .thresholds
            .get(table.score.markers_resolved)
            .copied()
            .unwrap_or(goal),
        totals: p.shown.iter().map(|s| s.round() as u32).collect(),
        holders: &table.score.holders,
        figures,
    };
    let warning = (p.setup.aids && p.risk.copies > 0).then_some(p.risk.copies);
    let pile = p.watch.0.as_ref().filter(|need| !need.needs.is_empty());
    let danger = p
        .estimate
        .danger_this_turn(table)
        .filter(|_| p.setup.aids && p.lesson.is_none());
    let pile = pile.map(|need| {
        // The danger gauge says it now: the older count of tries only without it.
        let odds = p
            .estimate
            .this_turn(table)
            .filter(|_| p.lesson.is_none() && danger.is_none());
        (need, odds)
    });
    let range = answer_range(&p);
    let log: Vec<String> = p
        .log
        .0
        .iter()
        .rev()
        .filter_map(|e| describe(tr, table, e))
        .take(6)
        .collect();
    let ctx = p.contexts.ctx_mut()?;
    p.dock
        .show(ctx, crate::layout::dock::Slot::Right, "table", |ui| {
            sections::track(ui, tr, &track);
            // The gauges straight under the track: during a long question the column's foot
            // is all this panel gets (issue 62), and the danger is what the answers change.
            ui.separator();
            sections::ghosts(ui, tr, &table.ghosts, danger, warning, ghost);
            sections::piles(ui, tr, &table.piles, &cfg.thresholds, danger);
            if let Some((best, worst, tried)) = range {
                ui.small(tr!(
                    tr,
                    "table-danger-range",
                    best = best,
                    worst = worst,
                    tried = tried
                ));
            }
            if let Some((need, odds)) = pile {
                sections::pile_lines(ui, tr, need, odds, cfg.individual_scoring);
            }
            if cfg.has_hounds() {
                let resolved = table.score.markers_resolved;
                sections::marks(ui, tr, &cfg.thresholds, resolved, track.next);
            }
            sections::hounds(ui, tr, &table.hounds);
            ui.separator();
            sections::players(ui, tr, &table.players, &table.meeples);
            ui.separator();
            sections::log(ui, &log);
        });
    Ok(())
}

/// Before an answer, the games lost after the least and the most dangerous answers of those
/// played on (issue 62: the gauge's range over the answers); None while the answers are alike.
fn answer_range(p: &StatusPanel) -> Option<(u32, u32, u32)> {
    let q = p.pending.0.as_ref()?;
    let (best, worst) = p.answers.range(q)?;
    let lost = |d: &mists_bot::odds::Danger| d.ghosts.max(d.pile);
    (p.setup.aids && p.lesson.is_none() && lost(&worst) > lost(&best))
        .then(|| (lost(&best), lost(&worst), worst.tried))
}

/// Totals count up towards the engine's values (about 0.5 s for any jump); a total that went
/// down, or a change of seats, shows at once.
fn count_up(
    shown: &mut Local<Vec<f32>>,
    totals: &[u32],
    dt: f32,
    redraw: &mut MessageWriter<bevy::window::RequestRedraw>,
) {
    if shown.len() != totals.len() || totals.iter().zip(shown.iter()).any(|(t, s)| *s > *t as f32) {
        **shown = totals.iter().map(|&t| t as f32).collect();
    }
    for (s, &t) in shown.iter_mut().zip(totals) {
        let gap = t as f32 - *s;
        if gap > 0.0 {
            *s = (*s + (gap * 6.0 * dt).max(20.0 * dt)).min(t as f32);
            redraw.write(bevy::window::RequestRedraw);
        }
    }
}

/// Each scoring meeple's figure as an egui texture (none without the piece art).
fn figures(
    contexts: &mut EguiContexts,
    holders: &[mists_rules::Colour],
    pieces: Option<&crate::board_view::pieces::PieceArt>,
) -> Vec<Option<egui::TextureId>> {
    holders
        .iter()
        .map(|c| {
            let i = mists_rules::Colour::ALL.iter().position(|x| x == c)?;
            let h = pieces?.meeple(i).id();
            Some(contexts.add_image(bevy_egui::EguiTextureHandle::Weak(h)))
        })
        .collect()
}

mod gauges;
mod sections;
mod tray;
mod words;
pub use words::describe;

#[cfg(test)]
mod tests;
