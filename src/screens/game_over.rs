//! Game over: won or lost, and why (RULES §16), with the final totals.

use crate::play::driver::Driver;
use crate::setup::GameSetup;
use crate::shared::Screen;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use mists_rules::{GameOver, LossReason, Outcome, Table};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        game_over_ui
            .in_set(crate::shared::UiPass::Docked)
            .run_if(in_state(Screen::GameOver)),
    );
    app.add_systems(
        Update,
        record_action.run_if(in_state(Screen::GameOver).and_then(resource_exists::<RecordAction>)),
    );
    app.add_systems(OnEnter(Screen::GameOver), record_result);
    app.add_systems(OnExit(Screen::GameOver), |mut commands: Commands| {
        commands.remove_resource::<SavedAs>();
    });
}

/// The level's result into the progress: its best, and a win opens the next level.
fn record_result(
    over: Option<Res<mists_rules::GameOver>>,
    setup: Res<GameSetup>,
    table: Option<Res<mists_rules::Table>>,
    replay: Option<Res<crate::play::answer::FromRecord>>,
    mut progress: ResMut<crate::progress::Progress>,
) {
    // A watched record or a preset is not the player's own result on the level.
    if setup.preset.is_some() || replay.is_some() {
        return;
    }
    if let Some(t) = &table {
        progress.record(t.cfg().level, t.score.measure());
    }
    if over.is_some_and(|o| o.0 == Some(mists_rules::Outcome::Won)) {
        progress.won(setup.level);
    }
}

/// The headline and the reason in the players' words.
pub fn verdict(tr: &crate::i18n::Tr, outcome: Option<Outcome>) -> (String, String) {
    match outcome {
        Some(Outcome::Won) => (tr!(tr, "over-won"), tr!(tr, "over-won-why")),
        Some(Outcome::Lost(LossReason::GhostShortage)) => {
            (tr!(tr, "over-lost"), tr!(tr, "over-lost-ghosts"))
        }
        Some(Outcome::Lost(LossReason::TilesExhausted)) => {
            (tr!(tr, "over-lost"), tr!(tr, "over-lost-tiles"))
        }
        None => (tr!(tr, "over-title"), String::new()),
    }
}

/// The game-over screen's record actions, carried out with the whole world.
#[derive(Resource, Debug, Clone)]
enum RecordAction {
    Replay,
    /// Replay it with its review (issue 51): the record is kept as `last-game.ron` so the review
    /// is kept beside it.
    Review,
    SaveAs(String),
}

fn record_action(world: &mut World) {
    let Some(action) = world.remove_resource::<RecordAction>() else {
        return;
    };
    let (Some(table), Some(flow)) = (
        world.get_resource::<mists_rules::Table>(),
        world.get_resource::<mists_rules::Flow>(),
    ) else {
        return;
    };
    let setup = world.resource::<GameSetup>();
    let players = crate::play::record::dealt_players(setup, table);
    let record = crate::play::record::record_of(table, flow, players);
    let dir = world
        .get_resource::<crate::storage::DataDir>()
        .and_then(|d| d.0.clone())
        .unwrap_or_else(std::env::temp_dir);
    match action {
        RecordAction::Replay | RecordAction::Review => {
            let path = dir.join("records").join("last-game.ron");
            let review = matches!(action, RecordAction::Review);
            let write = |text: String| {
                crate::storage::write_atomic(&path, &text).map_err(|e| e.to_string())
            };
            let written = record.to_ron_checked().map_err(|e| e.to_string());
            if review && let Err(e) = written.and_then(write) {
                warn!("{}: {e}", path.display());
            }
            match crate::replay::ReplayMode::new(record, path) {
                Ok(mode) => crate::replay::watch(world, mode, 0),
                Err(e) => error!("{e}"),
            }
            if review {
                world.write_message(crate::review::StartReview);
            }
        }
        RecordAction::SaveAs(name) => {
            let name: String = name
                .chars()
                .filter(|c| c.is_alphanumeric() || matches!(c, '-' | '_' | ' '))
                .collect();
            let name = if name.trim().is_empty() {
                "game".to_string()
            } else {
                name
            };
            let path = dir.join("records").join(format!("{}.ron", name.trim()));
            let saved = (record.to_ron_checked().map_err(|e| e.to_string()))
                .and_then(|text| {
                    crate::storage::write_atomic(&path, &text).map_err(|e| e.to_string())
                })
                .map(|()| format!("✔ {}", path.display()))
                .unwrap_or_else(|e| format!("⚠ {}: {e}", path.display()));
            world.insert_resource(SavedAs(saved));
        }
    }
}

/// Where the record was saved (shown on the game-over screen).
#[derive(Resource, Debug, Clone)]
struct SavedAs(String);

/// What the game-over column shows: how the game ended and what it was.
#[derive(bevy::ecs::system::SystemParam)]
struct Ending<'w> {
    saved_as: Option<Res<'w, SavedAs>>,
    driver: Option<Res<'w, Driver>>,
    over: Option<Res<'w, GameOver>>,
    table: Option<Res<'w, Table>>,
    history: Res<'w, crate::ui::history::History>,
    loss: Res<'w, super::loss::Loss>,
    setup: Res<'w, GameSetup>,
    replayed: Option<Res<'w, crate::play::answer::FromRecord>>,
    tr: Res<'w, crate::i18n::Tr>,
}

impl Ending<'_> {
    fn level(&self) -> u8 {
        self.table
            .as_ref()
            .map_or(self.setup.level, |t| t.cfg().level)
    }
}

/// What the buttons of the column do: a screen, leaving, an action on the record.
#[derive(bevy::ecs::system::SystemParam)]
struct Next<'w, 's> {
    commands: Commands<'w, 's>,
    screen: ResMut<'w, NextState<Screen>>,
    exit: MessageWriter<'w, AppExit>,
    name: Local<'s, String>,
}

fn game_over_ui(
    mut contexts: EguiContexts,
    cx: Ending,
    mut next: Next,
    mut dock: ResMut<crate::layout::dock::Dock>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    dock.show(ctx, crate::layout::dock::Slot::Right, "game over", |ui| {
        verdict_section(ui, &cx);
        // What to do next comes before the numbers and charts: on a short window those scroll,
        // the buttons do not hide under them.
        next_section(ui, &cx.tr, &mut next);
        ui.separator();
        record_section(ui, &cx, &mut next);
        ui.separator();
        numbers_section(ui, &cx);
    });
    Ok(())
}

/// Won or lost and why; what a win opened.
fn verdict_section(ui: &mut egui::Ui, cx: &Ending) {
    let tr = &cx.tr;
    let outcome = cx.over.as_ref().and_then(|o| o.0);
    let (title, reason) = verdict(tr, outcome);
    crate::layout::theme::heading(ui, title);
    ui.label(reason);
    // What the win opened (the New game page marks it won, `progress.rs`). A replayed record's
    // win opens nothing (`record_result`).
    let level = cx.level();
    let opens = cx.setup.preset.is_none() && cx.replayed.is_none();
    if outcome == Some(Outcome::Won) && level < 6 && opens {
        ui.colored_label(
            egui::Color32::from_rgb(140, 220, 140),
            tr!(tr, "over-unlocked", level = level + 1),
        );
    }
    if let Some(d) = &cx.loss.detail {
        ui.colored_label(
            egui::Color32::from_rgb(255, 140, 120),
            super::loss::words(tr, d, cx.loss.individual),
        );
    }
}

/// Play again, the title page, quit.
fn next_section(ui: &mut egui::Ui, tr: &crate::i18n::Tr, next: &mut Next) {
    ui.horizontal_wrapped(|ui| {
        if ui.button(tr!(tr, "over-play-again")).clicked() {
            next.screen.set(Screen::Playing);
        }
        if ui.button(tr!(tr, "menu-title-page")).clicked() {
            next.screen.set(Screen::Title);
        }
        if ui.button(tr!(tr, "menu-quit")).clicked() {
            next.exit.write(AppExit::Success);
        }
    });
}

/// The game's record: replay it, review it, save it under a name (and where it went).
fn record_section(ui: &mut egui::Ui, cx: &Ending, next: &mut Next) {
    let tr = &cx.tr;
    ui.horizontal_wrapped(|ui| {
        if ui.button(tr!(tr, "over-replay")).clicked() {
            next.commands.insert_resource(RecordAction::Replay);
        }
        if ui.button(tr!(tr, "review-start")).clicked() {
            next.commands.insert_resource(RecordAction::Review);
        }
        let field = ui.add(
            egui::TextEdit::singleline(&mut *next.name)
                .hint_text(tr!(tr, "over-record-name"))
                .desired_width(140.0),
        );
        crate::layout::named(field, tr!(tr, "over-record-name"));
        if ui.button(tr!(tr, "over-save-record")).clicked() {
            let name = next.name.clone();
            next.commands.insert_resource(RecordAction::SaveAs(name));
        }
    });
    if let Some(s) = &cx.saved_as {
        ui.small(&s.0);
    }
}

/// The level, the totals against the goal, the tiles, the shuffle; the charts.
fn numbers_section(ui: &mut egui::Ui, cx: &Ending) {
    let tr = &cx.tr;
    ui.label(tr!(tr, "level-n", n = cx.level()));
    if let Some(t) = &cx.table {
        let totals: Vec<String> = t.score.totals.iter().map(|x| x.to_string()).collect();
        let (totals, goal) = (totals.join(" · "), t.cfg().goal());
        ui.label(tr!(tr, "over-totals", totals = totals, goal = goal));
    }
    if let Some(d) = &cx.driver {
        let (placed, discarded) = (d.placed_count(), d.discarded());
        ui.label(tr!(
            tr,
            "over-tiles",
            placed = placed,
            discarded = discarded
        ));
        ui.small(tr!(tr, "hud-seed", seed = d.seed().to_string()));
    }
    if let Some(t) = &cx.table {
        ui.separator();
        crate::ui::history::charts(ui, tr, &cx.history, t.cfg(), &t.score);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 64: *Watch replay* (and *Review this game*, the same path) from the game-over screen
    /// opens the replay of that game at its decision 0, on the game screen, not a stale ending.
    #[test]
    fn replaying_from_the_game_over_screen_opens_the_replay_at_its_start() {
        let mut app = crate::testing::rules_app_with(1, 4, |app| {
            app.init_resource::<crate::progress::Progress>();
            app.add_plugins(plugin);
        });
        crate::testing::play_to_game_over(&mut app);
        let played = app.world().resource::<mists_rules::Flow>().applied;
        assert!(played > 10, "{played} decisions");
        app.insert_resource(RecordAction::Replay);
        for _ in 0..30 {
            app.update();
        }
        let w = app.world();
        assert_eq!(*w.resource::<State<Screen>>().get(), Screen::Playing);
        assert_eq!(
            w.resource::<mists_rules::Flow>().applied,
            0,
            "at decision 0"
        );
        assert_eq!(w.resource::<mists_rules::GameOver>().0, None);
        let mode = w.resource::<crate::replay::ReplayMode>();
        assert_eq!(mode.len(), played as usize, "the replay of that very game");
    }
}
