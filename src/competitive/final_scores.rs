//! The match's end, in the bar under the board: the winners, the breakdown per player, what to
//! do next and the scores turn by turn (beside the match panel, `panel`).

use super::table::{CompetitiveArt, CompetitiveTable, at_table, seat_colour};
use super::words::{coloured, who};
use crate::i18n::Tr;
use crate::shared::Screen;
use crate::storage::DataDir;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use egui_plot::{Legend, Line, Plot, PlotPoints};
use mists_rules::competitive::{Category, Match};

pub(super) fn plugin(app: &mut App) {
    // The match's end asks for its review (idempotent: the review plugin adds it too).
    app.add_message::<crate::review::StartReview>();
    // Drawn under the pause menu too, disabled, as the match panel.
    app.add_systems(
        EguiPrimaryContextPass,
        final_scores
            .in_set(crate::shared::UiPass::DockedThen)
            .run_if(at_table().and_then(resource_exists::<CompetitiveArt>)),
    );
}

/// What the end of the match shows, and what its buttons change.
#[derive(SystemParam)]
struct FinalScores<'w, 's> {
    commands: Commands<'w, 's>,
    contexts: EguiContexts<'w, 's>,
    v: Res<'w, CompetitiveTable>,
    m: Res<'w, Match>,
    tr: Res<'w, Tr>,
    next: ResMut<'w, NextState<Screen>>,
    data: Option<Res<'w, DataDir>>,
    /// Where the record was saved (or why not), shown under the buttons.
    saved: Local<'s, Option<String>>,
    dock: ResMut<'w, crate::layout::dock::Dock>,
    menu: Res<'w, State<crate::shared::Menu>>,
    review: MessageWriter<'w, crate::review::StartReview>,
}

/// A button at the end of the match.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Then {
    Again,
    Replay,
    /// Replay it with its review, the record kept in the data folder beside the review.
    Review,
    TitlePage,
    SaveRecord,
}

/// The final breakdown per player and the scores turn by turn.
fn final_scores(mut cx: FinalScores) -> Result {
    let paused = *cx.menu.get() != crate::shared::Menu::None;
    if !cx.m.is_over() {
        // The next match's end starts without the last one's saved path.
        *cx.saved = None;
        return Ok(());
    }
    let ctx = cx.contexts.ctx_mut()?;
    let (tr, v, m) = (&*cx.tr, &*cx.v, &*cx.m);
    let data = cx.data.as_deref();
    let saved = &mut *cx.saved;
    let bar = crate::layout::dock::Slot::Bar;
    let (_, then) = cx.dock.show(ctx, bar, "match over", |ui| {
        if paused {
            ui.disable();
        }
        winners(ui, tr, m);
        breakdown(ui, tr, m);
        let then = buttons(ui, tr, v, m);
        if then == Some(Then::SaveRecord) {
            *saved = Some(save_record(data, v, m));
        }
        if let Some(s) = saved.as_ref() {
            ui.small(s.as_str());
        }
        chart(ui, tr, &v.history, m.setup.players);
        then
    });
    match then {
        Some(Then::Again) => cx.next.set(Screen::Competitive),
        Some(Then::Replay) => replay_again(&mut cx.commands, &mut cx.next, v, m, None),
        Some(Then::Review) => {
            let path = records_dir(data).join("last-match.ron");
            let text = v.record(m).to_ron_checked().map_err(std::io::Error::other);
            if let Err(e) = text.and_then(|t| crate::storage::write_atomic(&path, &t)) {
                warn!("{}: {e}", path.display());
            }
            replay_again(&mut cx.commands, &mut cx.next, v, m, Some(path));
            cx.review.write(crate::review::StartReview);
        }
        Some(Then::TitlePage) => cx.next.set(Screen::Title),
        Some(Then::SaveRecord) | None => {}
    }
    Ok(())
}

/// The match is over, and who won it with how many points.
fn winners(ui: &mut egui::Ui, tr: &Tr, m: &Match) {
    let best = m.scores.iter().copied().max().unwrap_or(0);
    let winners: Vec<String> = (0..m.setup.players)
        .filter(|&s| m.scores[s as usize] == best)
        .map(|s| who(tr, s))
        .collect();
    ui.strong(tr!(tr, "competitive-over"));
    crate::layout::theme::heading(
        ui,
        tr!(
            tr,
            "competitive-winners",
            who = winners.join(", "),
            points = best as usize
        ),
    );
}

/// Each player's total and points by category.
fn breakdown(ui: &mut egui::Ui, tr: &Tr, m: &Match) {
    let cols = [
        (tr!(tr, "competitive-col-roads"), Some(Category::Road)),
        (tr!(tr, "competitive-col-cities"), Some(Category::City)),
        (
            tr!(tr, "competitive-col-monasteries"),
            Some(Category::Monastery),
        ),
        (tr!(tr, "competitive-col-fields"), Some(Category::Field)),
        (tr!(tr, "competitive-col-castles"), Some(Category::Castle)),
        (tr!(tr, "competitive-col-ghosts"), None),
    ];
    // A narrow window scrolls the table sideways rather than cutting its totals off.
    egui::ScrollArea::horizontal().show(ui, |ui| {
        egui::Grid::new("breakdown").striped(true).show(ui, |ui| {
            // The total first: on a narrow window the categories scroll, the total stays.
            ui.label("");
            ui.label(egui::RichText::new(tr!(tr, "competitive-col-total")).strong());
            for (label, _) in &cols {
                ui.label(label.as_str());
            }
            ui.end_row();
            for seat in 0..m.setup.players {
                let b = &m.breakdown[seat as usize];
                ui.label(coloured(seat, who(tr, seat)));
                ui.label(egui::RichText::new(m.scores[seat as usize].to_string()).strong());
                for (_, cat) in &cols {
                    let n = cat.map_or(b.ghost_penalty, |c| b.points[c as usize]);
                    ui.label(n.to_string());
                }
                ui.end_row();
            }
        });
    });
}

/// Play again, watch the match, back to the title page, save its record: the one clicked.
fn buttons(ui: &mut egui::Ui, tr: &Tr, v: &CompetitiveTable, m: &Match) -> Option<Then> {
    let mut then = None;
    ui.horizontal_wrapped(|ui| {
        // A record being watched is not a game to play again.
        if !v.replaying && ui.button(tr!(tr, "competitive-again")).clicked() {
            then = Some(Then::Again);
        }
        // The match just played, from its first play, with the replay's controls.
        let recordable = !v.replaying && v.recordable(m);
        if recordable && ui.button(tr!(tr, "over-replay")).clicked() {
            then = Some(Then::Replay);
        }
        if recordable && ui.button(tr!(tr, "review-match-start")).clicked() {
            then = Some(Then::Review);
        }
        if ui.button(tr!(tr, "menu-title-page")).clicked() {
            then = Some(Then::TitlePage);
        }
        // The record replays with `mists-cli replay` (docs/competitive.md).
        if v.recordable(m) && ui.button(tr!(tr, "competitive-save-record")).clicked() {
            then = Some(Then::SaveRecord);
        }
    });
    then
}

/// Watch the match just played from its first play (kept at `path`, or under a name of its own).
fn replay_again(
    commands: &mut Commands,
    next: &mut NextState<Screen>,
    v: &CompetitiveTable,
    m: &Match,
    path: Option<std::path::PathBuf>,
) {
    let rec = v.record(m);
    let name =
        path.unwrap_or_else(|| std::path::PathBuf::from(format!("competitive-{}.ron", rec.seed)));
    match super::replay::ReplayMatch::of_record(rec, &name, 0) {
        Ok(w) => {
            commands.insert_resource(w);
            next.set(Screen::Competitive);
        }
        Err(e) => error!("cannot watch the match: {e}"),
    }
}

/// The records folder in the data folder (else in the temporary one).
fn records_dir(data: Option<&DataDir>) -> std::path::PathBuf {
    data.and_then(|d| d.0.clone())
        .unwrap_or_else(std::env::temp_dir)
        .join("records")
}

/// Save the match's record in the data folder (else the temporary one): where, or why not.
fn save_record(data: Option<&DataDir>, v: &CompetitiveTable, m: &Match) -> String {
    let rec = v.record(m);
    let path = records_dir(data).join(format!("competitive-{}.ron", rec.seed));
    (rec.to_ron_checked().map_err(std::io::Error::other))
        .and_then(|text| crate::storage::write_atomic(&path, &text))
        .map(|()| format!("✔ {}", path.display()))
        .unwrap_or_else(|e| format!("⚠ {}: {e}", path.display()))
}

/// Each player's score after every turn, in the room left (none on a short window).
fn chart(ui: &mut egui::Ui, tr: &Tr, history: &[Vec<u32>], players: u8) {
    // The chart takes the room left under the buttons (none on a short window).
    let height = (ui.available_height() - 24.0).min(170.0);
    if height < 60.0 {
        return;
    }
    ui.label(tr!(tr, "competitive-chart"));
    Plot::new("competitive-scores")
        .height(height)
        .legend(Legend::default())
        .allow_scroll(false)
        .show(ui, |plot| {
            for seat in 0..players {
                let points: PlotPoints = history
                    .iter()
                    .enumerate()
                    .map(|(t, row)| [t as f64, row[seat as usize] as f64])
                    .collect();
                let [r, g, b] = crate::setup::colour_rgb(seat_colour(seat));
                plot.line(Line::new(who(tr, seat), points).color(egui::Color32::from_rgb(r, g, b)));
            }
        });
}
