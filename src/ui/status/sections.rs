//! The table panel's blocks, top to bottom, each drawn from plain data the panel gathered.

use super::gauges::{Gauge, Way, gauge};
use super::{figure_x, pile_need_words};
use crate::i18n::{Tr, colour};
use crate::setup::colour_rgb;
use bevy_egui::egui;
use mists_bot::odds::{Alarm, Danger};
use mists_rules::loss::PileNeed;
use mists_rules::{Colour, Ghosts, HoundState, Hounds, Meeples, Piles, Players};

/// The scoring track as the panel shows it: totals (as counted up so far) against the goal.
pub(super) struct Track<'a> {
    pub goal: u32,
    /// The threshold in force.
    pub next: u32,
    pub totals: Vec<u32>,
    pub holders: &'a [Colour],
    /// Each scoring meeple's figure (absent in headless tests).
    pub figures: Vec<Option<egui::TextureId>>,
}

/// The panel's heading and the scoring track: totals against the absolute thresholds (RULES §5,
///
pub(super) fn track(ui: &mut egui::Ui, tr: &Tr, track: &Track) {
    crate::layout::theme::heading(ui, tr!(tr, "table-title"));
    for (i, &t) in track.totals.iter().enumerate() {
        track_bar(ui, tr, track, i, t);
    }
}

/// One scoring meeple's bar, its figure and the threshold in force.
fn track_bar(ui: &mut egui::Ui, tr: &Tr, track: &Track, i: usize, t: u32) {
    let goal = track.goal;
    let [r, g, b] = crate::setup::colour_on_dark(track.holders[i]);
    // The bar shows the numbers only (it cannot wrap in a narrow column); the track's
    // space and lap are in its tip.
    let bar = egui::ProgressBar::new((t as f32 / goal as f32).min(1.0))
        .text(format!("{t} / {goal}"))
        .fill(egui::Color32::from_rgb(r, g, b).gamma_multiply(0.8));
    let words = tr!(
        tr,
        "table-total",
        total = t,
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
        .on_hover_text(format!("{words}\n{}", tr!(tr, "table-total-tip")));
    if let Some(Some(id)) = track.figures.get(i) {
        let halo = halo(colour_rgb(track.holders[i]), ui.visuals().extreme_bg_color);
        track_figure(ui, &bar.rect, t as f32 / goal as f32, text_w, *id, halo);
    }
    // The threshold in force, marked on the track.
    if track.next < goal {
        let x = bar.rect.left() + bar.rect.width() * track.next as f32 / goal as f32;
        ui.painter().line_segment(
            [
                egui::pos2(x, bar.rect.top() - 2.0),
                egui::pos2(x, bar.rect.bottom() + 2.0),
            ],
            egui::Stroke::new(2.0, egui::Color32::from_rgb(250, 240, 200)),
        );
    }
}

/// A scoring meeple's figure standing on its track at `share` of the way to the goal (after the
/// bar's numbers when it is that far back, so they stay readable).
fn track_figure(
    ui: &egui::Ui,
    bar: &egui::Rect,
    share: f32,
    text_w: f32,
    id: egui::TextureId,
    halo: Option<egui::Color32>,
) {
    let size = bar.height() + 10.0;
    let x = figure_x(bar.left(), bar.right(), share, text_w, size);
    let at =
        egui::Rect::from_center_size(egui::pos2(x, bar.center().y - 2.0), egui::vec2(size, size));
    if let Some(h) = halo {
        ui.painter().circle_filled(at.center(), size * 0.5, h);
    }
    let uv = egui::Rect::from_min_max(egui::pos2(0.0, 0.0), egui::pos2(1.0, 1.0));
    ui.painter().image(id, at, uv, egui::Color32::WHITE);
}

/// The pale disc a scoring meeple stands on when its colour is too dark for the track (issue 49:
/// the black meeple on the dark track): under 3:1 contrast (WCAG's for shapes).
pub fn halo(meeple: [u8; 3], track: egui::Color32) -> Option<egui::Color32> {
    let track = [track.r(), track.g(), track.b()];
    (crate::layout::theme::contrast(meeple, track) < 3.0).then_some(HALO)
}

/// The halo's colour: the tiles' parchment.
const HALO: egui::Color32 = egui::Color32::from_rgb(226, 216, 190);

/// Each pile's threshold and who watches it (a hound or the goal), ✔ once resolved; the next.
pub(super) fn marks(ui: &mut egui::Ui, tr: &Tr, thresholds: &[u32], resolved: usize, next: u32) {
    let marks: Vec<String> = thresholds
        .iter()
        .enumerate()
        .map(|(k, th)| {
            let who = if k + 1 == thresholds.len() {
                tr!(tr, "table-goal")
            } else {
                crate::i18n::hound(tr, k)
            };
            let done = if k < resolved { " ✔" } else { "" };
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

/// The ghost supply as a gauge of its danger; `warning`: the unseen copies a shortage may follow.
pub(super) fn ghosts(
    ui: &mut egui::Ui,
    tr: &Tr,
    ghosts: &Ghosts,
    danger: Option<(Danger, [Alarm; 2])>,
    warning: Option<usize>,
    figure: Option<egui::TextureId>,
) {
    let state = tr!(
        tr,
        "table-gauge-ghosts",
        left = ghosts.supply,
        total = ghosts.total,
        board = ghosts.on_board()
    );
    let g = Gauge {
        state,
        lost: danger.map(|(d, alarms)| (d.ghosts, d, alarms[0])),
        way: Way::Ghosts,
    };
    // The figures take the gauge's colour once it is amber or red.
    let tint = match g.alarm() {
        mists_bot::odds::Alarm::Calm => egui::Color32::WHITE,
        alarm => super::gauges::alarm_colour(alarm),
    };
    super::tray::ghost_tray(ui, figure, ghosts.supply, ghosts.total, tint);
    gauge(ui, tr, &g);
    if let Some(n) = warning {
        ui.small(tr!(tr, "table-ghost-warning", n = n));
    }
}

/// The pile in play as a gauge of its danger, and every pile as a stack with its threshold.
pub(super) fn piles(
    ui: &mut egui::Ui,
    tr: &Tr,
    piles: &Piles,
    thresholds: &[u32],
    danger: Option<(Danger, [Alarm; 2])>,
) {
    let left = piles.left();
    let now = left.get(piles.active).copied().unwrap_or(0);
    let state = tr!(tr, "table-gauge-pile", left = now);
    gauge(
        ui,
        tr,
        &Gauge {
            state,
            lost: danger.map(|(d, alarms)| (d.pile, d, alarms[1])),
            way: Way::Pile,
        },
    );
    let stacks: Vec<super::tray::Stack> = left
        .iter()
        .enumerate()
        .map(|(k, &n)| super::tray::Stack {
            left: n,
            threshold: thresholds
                .get(k)
                .map(|&t| tr!(tr, "table-stack-threshold", points = t)),
            active: k == piles.active,
        })
        .collect();
    let most = left.iter().copied().max().unwrap_or(1);
    super::tray::pile_stacks(ui, &stacks, most).on_hover_text(tr!(tr, "table-piles-tip"));
}

/// The pile in play: its tiles and each need (RULES §14.3), red when the rules' bound says the
/// pile runs dry first whatever is played, or when the planner playing on from here rarely
/// reached the threshold (`play::odds`; docs/game.md "The pile in play").
pub(super) fn pile_lines(
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

/// Where each hound is.
pub(super) fn hounds(ui: &mut egui::Ui, tr: &Tr, hounds: &Hounds) {
    for (i, h) in hounds.0.iter().enumerate() {
        let state = match h {
            HoundState::OnMarker => tr!(tr, "hound-waiting"),
            HoundState::Attached(_) => tr!(tr, "hound-with-meeple"),
            HoundState::Lost => tr!(tr, "hound-lost"),
            HoundState::Scored => tr!(tr, "hound-scored"),
        };
        ui.small(format!("{}: {state}", crate::i18n::hound(tr, i)))
            .on_hover_text(tr!(tr, "table-hound-tip"));
    }
}

/// One row per player: the one to play marked, then each colour's meeples in supply.
pub(super) fn players(ui: &mut egui::Ui, tr: &Tr, players: &Players, meeples: &Meeples) {
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
                    colour = colour(tr, c),
                    n = meeples.supply_count(c)
                ));
            }
        });
    }
}

/// The last lines of what happened, newest first.
pub(super) fn log(ui: &mut egui::Ui, lines: &[String]) {
    for line in lines {
        ui.small(line.as_str());
    }
}

#[cfg(test)]
mod halo_tests {
    use super::*;

    /// Issue 49: every scoring meeple stands out from what it stands on, the dark track or the
    /// pale disc it gets when too dark for the track (the black one).
    #[test]
    fn every_scoring_meeple_stands_out_on_the_track() {
        use crate::layout::theme::contrast;
        let track = egui::Visuals::dark().extreme_bg_color;
        let rgb = |c: egui::Color32| [c.r(), c.g(), c.b()];
        for c in Colour::ALL {
            let meeple = colour_rgb(c);
            let under = halo(meeple, track).unwrap_or(track);
            assert!(contrast(meeple, rgb(under)) >= 3.0, "{c:?} on {under:?}");
        }
        assert!(halo(colour_rgb(Colour::Black), track).is_some());
    }
}
