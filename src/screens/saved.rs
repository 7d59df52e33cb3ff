//! Saved games on the title page: Continue the latest unfinished game, or pick one from the list
//! (level, players, turn, totals, when) to continue, watch or delete. Damaged saves are named; they
//! were moved aside and do not block the rest. `mists --continue` and `mists --replay FILE` start
//! here too.

use crate::replay::{ReplayMode, watch};
use crate::saves::{Saves, continue_game};
use crate::shared::Screen;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use std::path::PathBuf;
use std::time::SystemTime;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        saved_games
            .in_set(crate::shared::UiPass::Docked)
            .run_if(in_state(Screen::Title).and_then(in_state(crate::shared::Page::Saves))),
    );
    app.add_systems(OnEnter(Screen::Title), launch.after(crate::saves::rescan));
    app.add_systems(
        Update,
        act.run_if(in_state(Screen::Title).and_then(resource_exists::<SaveAction>)),
    );
}

/// What the command line asked for at launch (done once the saves are read).
#[derive(Resource, Debug, Clone)]
pub enum LaunchAction {
    /// `--continue`: the latest unfinished game.
    Continue,
    /// `--replay FILE [--until K]`.
    Replay { path: PathBuf, until: usize },
}

/// A choice made in the list, carried out by [`act`] (it needs the whole world).
#[derive(Resource, Debug, Clone)]
enum SaveAction {
    Continue(usize),
    Replay(usize),
    /// Replay it with its review (issue 51), kept beside the save.
    Review(usize),
    Delete(usize),
    Launch(LaunchAction),
}

/// Turn the launch flags into an action once the title page has read the saves.
pub fn launch(mut commands: Commands, action: Option<Res<LaunchAction>>) {
    if let Some(a) = action {
        commands.insert_resource(SaveAction::Launch(a.clone()));
        commands.remove_resource::<LaunchAction>();
    }
}

fn ago(tr: &crate::i18n::Tr, t: SystemTime) -> String {
    let secs = SystemTime::now()
        .duration_since(t)
        .map_or(0, |d| d.as_secs());
    match secs {
        0..60 => tr!(tr, "ago-now"),
        60..3600 => tr!(tr, "ago-minutes", n = secs / 60),
        3600..86_400 => tr!(tr, "ago-hours", n = secs / 3600),
        _ => tr!(tr, "ago-days", n = secs / 86_400),
    }
}

/// A save's status in words.
fn status(tr: &crate::i18n::Tr, status: &str) -> String {
    match status {
        "won" => tr!(tr, "save-won"),
        "lost" => tr!(tr, "save-lost"),
        _ => tr!(tr, "save-playing"),
    }
}

/// The latest unfinished game, if any (Continue on the title page).
fn latest(saves: &Saves) -> Option<(usize, &crate::saves::SavedGame)> {
    saves
        .games
        .iter()
        .enumerate()
        .find(|(_, g)| g.status == "playing")
}

/// "Continue: level 2, 3 players, turn 14", when there is a game to continue.
pub fn continue_label(tr: &crate::i18n::Tr, saves: &Saves) -> Option<String> {
    latest(saves).map(|(_, g)| {
        tr!(
            tr,
            "saves-continue",
            level = g.level,
            players = g.players,
            turn = g.turn
        )
    })
}

/// Continue the latest unfinished game.
pub fn continue_latest(commands: &mut Commands, saves: &Saves) {
    if let Some((i, _)) = latest(saves) {
        commands.insert_resource(SaveAction::Continue(i));
    }
}

fn saved_games(
    mut contexts: EguiContexts,
    saves: Res<Saves>,
    kept_online: Res<crate::online::keep::KeptOnline>,
    mut commands: Commands,
    tr: Res<crate::i18n::Tr>,
    mut page: ResMut<NextState<crate::shared::Page>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let body = |ui: &mut egui::Ui| {
        if saves.games.is_empty() && saves.problems.is_empty() {
            ui.label(tr!(tr, "saves-none"));
        }
        if let Some(text) = continue_label(&tr, &saves)
            && ui.button(egui::RichText::new(text).strong()).clicked()
        {
            continue_latest(&mut commands, &saves);
        }
        if let Some(text) = crate::online::keep::continue_label(&tr, &kept_online)
            && ui.button(egui::RichText::new(text).strong()).clicked()
        {
            crate::online::keep::continue_online(&mut commands);
        }
        for p in &saves.problems {
            let said = tr!(
                tr,
                "saves-set-aside",
                file = p.file.as_str(),
                why = p.why.as_str()
            );
            ui.colored_label(egui::Color32::from_rgb(255, 150, 140), said);
        }
        egui::Grid::new("saves").striped(true).show(ui, |ui| {
            for (i, g) in saves.games.iter().enumerate() {
                row(ui, &tr, &mut commands, i, g);
            }
        });
    };
    let title = tr!(tr, "saves-title");
    if crate::layout::page::show(ctx, "saves", &title, &tr!(tr, "page-back"), body, None) {
        page.set(crate::shared::Page::Title);
    }
    Ok(())
}

/// One saved game: level and players, turn and totals, status and age, its buttons.
fn row(
    ui: &mut egui::Ui,
    tr: &crate::i18n::Tr,
    commands: &mut Commands,
    i: usize,
    g: &crate::saves::SavedGame,
) {
    ui.label(tr!(
        tr,
        "saves-row-level",
        level = g.level,
        players = g.players
    ));
    let totals: Vec<String> = g.totals.iter().map(|t| t.to_string()).collect();
    ui.label(tr!(
        tr,
        "saves-row-turn",
        turn = g.turn,
        totals = totals.join(" · ")
    ));
    ui.label(format!(
        "{} · {}",
        status(tr, g.status),
        ago(tr, g.modified)
    ));
    ui.horizontal(|ui| {
        if g.status == "playing" && ui.button(tr!(tr, "saves-continue-one")).clicked() {
            commands.insert_resource(SaveAction::Continue(i));
        }
        if ui.button(tr!(tr, "saves-replay")).clicked() {
            commands.insert_resource(SaveAction::Replay(i));
        }
        // A finished game can be reviewed (an unfinished one goes on instead).
        if g.status != "playing" && ui.button(tr!(tr, "saves-review")).clicked() {
            commands.insert_resource(SaveAction::Review(i));
        }
        if ui.button(tr!(tr, "saves-delete")).clicked() {
            commands.insert_resource(SaveAction::Delete(i));
        }
    });
    ui.end_row();
}

/// Carry out a choice of the list (or of the command line).
fn act(world: &mut World) {
    let Some(action) = world.remove_resource::<SaveAction>() else {
        return;
    };
    let saves = world.resource::<Saves>().clone();
    match action {
        SaveAction::Continue(i) => {
            if let Some(g) = saves.games.get(i) {
                continue_game(world, g);
            }
        }
        SaveAction::Replay(i) => {
            if let Some(g) = saves.games.get(i) {
                start_watching(world, g.record.clone(), g.path.clone(), 0);
            }
        }
        SaveAction::Review(i) => {
            if let Some(g) = saves.games.get(i) {
                start_watching(world, g.record.clone(), g.path.clone(), 0);
                world.write_message(crate::review::StartReview);
            }
        }
        SaveAction::Delete(i) => {
            if let Some(g) = saves.games.get(i) {
                if let Err(e) = std::fs::remove_file(&g.path) {
                    error!("cannot delete {}: {e}", g.path.display());
                }
                // Its kept review goes with it (there may be none).
                let _ = std::fs::remove_file(crate::storage::kept_review_path(&g.path));
                world.resource_mut::<Saves>().games.remove(i);
            }
        }
        SaveAction::Launch(LaunchAction::Continue) => match saves.latest_unfinished() {
            Some(g) => continue_game(world, g),
            None => warn!("--continue: no unfinished saved game"),
        },
        SaveAction::Launch(LaunchAction::Replay { path, until }) => {
            // Read as every input file is (no devices, no giant files); a file that cannot be
            // read gets its error from the cooperative reader below.
            let competitive = mists_board::input::read_text(&path)
                .is_ok_and(|t| mists_rules::competitive::file::is_competitive_record(&t));
            if competitive {
                return watch_match(world, path, until);
            }
            match mists_rules::record::Record::load(&path) {
                Ok(record) => start_watching(world, record, path, until),
                Err(e) => {
                    error!("{e}");
                    world.insert_resource(crate::play::start::StartError(e.to_string()));
                }
            }
        }
    }
}

/// Replay a competitive record on the competitive screen (`crate::competitive::replay`).
fn watch_match(world: &mut World, path: PathBuf, until: usize) {
    match crate::competitive::replay::ReplayMatch::open(&path, until) {
        Ok(w) => {
            world.insert_resource(w);
            world
                .resource_mut::<NextState<Screen>>()
                .set(Screen::Competitive);
        }
        Err(e) => {
            error!("{e}");
            world.insert_resource(crate::play::start::StartError(e.to_string()));
        }
    }
}

fn start_watching(
    world: &mut World,
    record: mists_rules::record::Record,
    path: PathBuf,
    until: usize,
) {
    let until = until.min(record.decisions.len());
    match ReplayMode::new(record, path) {
        Ok(mode) => watch(world, mode, until),
        Err(e) => {
            error!("{e}");
            world.insert_resource(crate::play::start::StartError(e.to_string()));
        }
    }
}
