//! Play by turns in the window (docs/online.md "Play by turns"), for friends who are never online
//! together: start a game by turns or open one (a turn file, or the text a friend pasted), play
//! this player's seat at the table, and when the turn ends the window signs it with this
//! player's key (`<data>/turn-key`), saves the file (`<data>/turns/`) and offers its text to send
//! on. Every check is `mists_net::turns`' own, as for `mists-cli turn`.

use crate::i18n::Tr;
use crate::play::answer::Elsewhere;
use crate::play::start::GameBegan;
use crate::setup::GameSetup;
use crate::shared::Screen;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use mists_net::turns::{SecretKey, TurnError, TurnFile};
use mists_rules::record::{PresetRef, Record};
use mists_rules::{Flow, LevelConfig, Table};
use std::path::{Path, PathBuf};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<TurnForm>();
    app.add_systems(
        Update,
        act.run_if(resource_exists::<TurnAction>.and_then(in_state(Screen::Title))),
    );
    app.add_systems(
        Update,
        end_of_turn
            .in_set(crate::shared::AppSystems::Update)
            .run_if(resource_exists::<ByTurns>.and_then(in_state(Screen::Playing))),
    );
    app.add_systems(
        bevy_egui::EguiPrimaryContextPass,
        panel
            .in_set(crate::shared::UiPass::DockedBelow)
            .run_if(resource_exists::<ByTurns>.and_then(in_state(Screen::Playing))),
    );
    app.add_systems(OnEnter(Screen::Title), |mut commands: Commands| {
        commands.remove_resource::<ByTurns>()
    });
    app.add_observer(seats_elsewhere);
}

/// The Online page's "Play by turns" section.
#[derive(Resource, Debug, Default)]
pub struct TurnForm {
    /// A pasted text form, or the path of a turn file.
    pub input: String,
    pub status: Option<String>,
    /// The last turn played here, ready to send on.
    pub sent: Option<Sent>,
}

/// A turn signed and saved, to send to the next player.
#[derive(Debug, Clone)]
pub struct Sent {
    /// The file's short text form (`mists-turn:…`).
    pub text: String,
    pub path: PathBuf,
    /// The seat that plays next (None: the game is over).
    pub next: Option<usize>,
}

/// A button of the section was pressed.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub enum TurnAction {
    /// Start a game by turns from the New game page's choices.
    New,
    /// Open the pasted text or the named file.
    Open,
}

/// The turn being played at this table.
#[derive(Resource)]
pub struct ByTurns {
    file: TurnFile,
    key: SecretKey,
    /// The seat this player plays (counted from 0).
    seat: usize,
    /// How many decisions the game had when this turn began.
    from: usize,
    path: PathBuf,
    done: bool,
}

#[derive(Debug, thiserror::Error)]
enum OpenError {
    #[error("no data folder to keep your key and the game's file in")]
    NoData,
    #[error(transparent)]
    File(#[from] mists_board::input::ReadError),
    #[error(transparent)]
    Turn(#[from] TurnError),
    #[error(transparent)]
    Level(#[from] mists_rules::level::LevelError),
}

/// The section on the Online page: start or open a game by turns; the last turn sent.
pub fn section(
    ui: &mut egui::Ui,
    form: &mut TurnForm,
    setup: &GameSetup,
    tr: &Tr,
) -> Option<TurnAction> {
    let mut action = None;
    egui::CollapsingHeader::new(tr!(tr, "turns-heading"))
        .id_salt("by turns")
        .default_open(form.sent.is_some() || form.status.is_some() || !form.input.is_empty())
        .show(ui, |ui| {
            ui.add(egui::Label::new(egui::RichText::new(tr!(tr, "turns-tip")).small()).wrap());
            let new = tr!(
                tr,
                "turns-new",
                level = setup.level,
                players = setup.players
            );
            if ui.button(new).clicked() {
                action = Some(TurnAction::New);
            }
            ui.label(tr!(tr, "turns-open-label"));
            let field = ui.add(
                egui::TextEdit::multiline(&mut form.input)
                    .desired_rows(2)
                    .desired_width(f32::INFINITY),
            );
            crate::layout::named(field, tr!(tr, "turns-open-label"));
            if ui.button(tr!(tr, "turns-open")).clicked() {
                action = Some(TurnAction::Open);
            }
            if let Some(sent) = &form.sent {
                sent_section(ui, sent, tr);
            }
            if let Some(status) = &form.status {
                ui.colored_label(egui::Color32::from_rgb(230, 120, 90), status);
            }
        });
    action
}

/// Where the last turn was saved and what to send on.
fn sent_section(ui: &mut egui::Ui, sent: &Sent, tr: &Tr) {
    let text = match sent.next {
        Some(n) => tr!(tr, "turns-sent", n = n + 1),
        None => tr!(tr, "turns-sent-over"),
    };
    ui.label(text);
    ui.add(egui::Label::new(egui::RichText::new(sent.path.display().to_string()).small()).wrap());
    if ui.button(tr!(tr, "turns-copy")).clicked() {
        ui.ctx().copy_text(sent.text.clone());
    }
}

/// `mists --turn FILE`: open it at the first frame of the title page, as *Open* would (a
/// refusal shows on the Online page).
pub fn launch(app: &mut App, file: &Path) {
    app.insert_resource(TurnForm {
        input: file.display().to_string(),
        ..default()
    });
    app.insert_resource(TurnAction::Open);
}

/// Carry out the section's button.
fn act(world: &mut World) {
    let Some(action) = world.remove_resource::<TurnAction>() else {
        return;
    };
    let opened = match action {
        TurnAction::New => new_file(world).and_then(|(file, path)| open(world, file, path)),
        TurnAction::Open => read_input(world).and_then(|(file, path)| open(world, file, path)),
    };
    let tr = world.resource::<Tr>();
    let status = match opened {
        Ok(()) => None,
        Err(OpenError::Turn(TurnError::NotYourSeat { active })) => {
            Some(tr!(tr, "turns-not-yours", n = active))
        }
        Err(OpenError::Turn(TurnError::Over)) => Some(tr!(tr, "turns-over")),
        Err(e) => Some(tr!(tr, "turns-error", error = e.to_string())),
    };
    if let Some(s) = &status {
        warn!("{s}");
        // Said where the section is (`mists --turn` starts on the title page).
        if let Some(mut page) = world.get_resource_mut::<NextState<crate::shared::Page>>() {
            page.set(crate::shared::Page::Online);
        }
    }
    world.resource_mut::<TurnForm>().status = status;
}

fn data_dir(world: &World) -> Result<PathBuf, OpenError> {
    world
        .resource::<crate::storage::DataDir>()
        .0
        .clone()
        .ok_or(OpenError::NoData)
}

/// A new game by turns from the New game page's level, players, rule switches and seed.
fn new_file(world: &mut World) -> Result<(TurnFile, PathBuf), OpenError> {
    let setup = world.resource::<GameSetup>().clone();
    let root = world.resource::<crate::shared::AssetRoot>().0.clone();
    let path =
        (setup.preset.clone()).unwrap_or_else(|| LevelConfig::builtin_path(&root, setup.level));
    let mut cfg = LevelConfig::load(&path)?;
    if setup.preset.is_none() {
        cfg.settings = setup.rules;
    }
    let dir = path.parent().unwrap_or(Path::new("."));
    let (_, tiles) = mists_rules::level::load_tiles_and_text_for(&cfg, dir)?;
    let record = Record {
        preset: PresetRef::Inline(Box::new(cfg)),
        players: setup.player_setup(),
        seed: setup.seed.unwrap_or_else(crate::play::random_seed),
        decisions: Vec::new(),
        tiles_version: None,
    };
    let file = TurnFile::new(&record, tiles)?;
    let path = file_path(&data_dir(world)?, &file);
    Ok((file, path))
}

/// Where this player keeps a game's file: one per game, the same at every turn.
fn file_path(data: &Path, file: &TurnFile) -> PathBuf {
    data.join("turns")
        .join(format!("game-{}.turn", file.game_id()))
}

/// The pasted text, or the file the input names.
fn read_input(world: &World) -> Result<(TurnFile, PathBuf), OpenError> {
    let input = world.resource::<TurnForm>().input.trim().to_string();
    let root = world.resource::<crate::shared::AssetRoot>().0.clone();
    let shipped = mists_net::turn_text::shipped(&root);
    let file = match input.starts_with(mists_net::turn_text::PREFIX) {
        true => TurnFile::from_text(&input, &shipped)?,
        false => {
            let text = mists_board::input::read_text(Path::new(&input))?;
            TurnFile::from_either(&text, &input, &shipped)?
        }
    };
    let path = file_path(&data_dir(world)?, &file);
    Ok((file, path))
}

/// Check the file and this player's right to the turn, then start the table at it.
fn open(world: &mut World, file: TurnFile, path: PathBuf) -> Result<(), OpenError> {
    let key = mists_net::turns::load_or_create_key(&data_dir(world)?.join("turn-key"))?;
    let (seat, game) = file.claim(&key)?;
    let mut sim = game.sim.clone();
    sim.flow.record = game.record().decisions.clone();
    let from = sim.flow.record.len();
    let tiles = (**sim.table.board.tiles()).clone();
    info!(
        "playing seat {} of a game by turns ({})",
        seat + 1,
        path.display()
    );
    world.insert_resource(ByTurns {
        file,
        key,
        seat,
        from,
        path,
        done: false,
    });
    world.resource_mut::<TurnForm>().sent = None;
    super::start_table(world, sim, tiles);
    Ok(())
}

/// At a table by turns, every seat but this player's waits (nobody here answers for it).
fn seats_elsewhere(
    began: On<GameBegan>,
    by: Option<Res<ByTurns>>,
    table: Option<Res<Table>>,
    mut commands: Commands,
) {
    if *began != GameBegan::Prepared {
        return;
    }
    if let (Some(by), Some(table)) = (by, table) {
        let players = table.players.colours.len();
        commands.insert_resource(Elsewhere((0..players).map(|s| s != by.seat).collect()));
    }
}

/// When this player's turn ends (the next seat is asked, or the game is over), sign it, add it
/// to the file, save the file and offer its text.
fn end_of_turn(
    mut by: ResMut<ByTurns>,
    flow: Option<Res<Flow>>,
    table: Option<Res<Table>>,
    root: Res<crate::shared::AssetRoot>,
    mut form: ResMut<TurnForm>,
    tr: Res<Tr>,
) {
    // The table is set a frame after the game screen opens.
    let (Some(flow), Some(table)) = (flow, table) else {
        return;
    };
    let moved_on = flow.pending.is_some() && table.players.current != by.seat;
    if by.done || flow.record.len() <= by.from || !(moved_on || flow.over.is_some()) {
        return;
    }
    by.done = true;
    let decisions = flow.record[by.from..].to_vec();
    let by = &mut *by;
    let saved = by
        .file
        .add_turn(&by.key, decisions)
        .map_err(|e| e.to_string())
        .and_then(|()| {
            // Read back before it is written (issue 61): a turn file that would not load is not.
            let text = by.file.to_ron();
            mists_net::turns::TurnFile::from_ron(&text, "the turn file being written")
                .map_err(|e| e.to_string())?;
            mists_net::copy::write_whole(&by.path, text.as_bytes())
                .map_err(|e| format!("{}: {e}", by.path.display()))
        });
    match saved {
        Ok(()) => {
            let next = by.file.replay().ok().and_then(|g| g.active_seat());
            let text = by.file.to_text(&mists_net::turn_text::shipped(&root.0));
            info!(
                "turn signed and saved in {} ({} characters to send)",
                by.path.display(),
                text.len()
            );
            form.status = None;
            form.sent = Some(Sent {
                text,
                path: by.path.clone(),
                next,
            });
        }
        Err(e) => {
            let text = tr!(tr, "turns-save-error", error = e);
            error!("{text}");
            form.status = Some(text);
        }
    }
}

/// At the table: whose turn this is, and once it is played, what to send on.
fn panel(
    mut contexts: EguiContexts,
    by: Res<ByTurns>,
    form: Res<TurnForm>,
    tr: Res<Tr>,
    mut dock: ResMut<crate::layout::dock::Dock>,
    mut screen: ResMut<NextState<Screen>>,
    mut page: ResMut<NextState<crate::shared::Page>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    dock.show(
        ctx,
        crate::layout::dock::Slot::LeftColumn,
        "by turns",
        |ui| {
            ui.strong(tr!(tr, "turns-title"));
            match (&form.sent, by.done) {
                (Some(sent), true) => {
                    sent_section(ui, sent, &tr);
                    if ui.button(tr!(tr, "turns-back")).clicked() {
                        screen.set(Screen::Title);
                        page.set(crate::shared::Page::Online);
                    }
                }
                _ => {
                    ui.label(tr!(tr, "turns-you-play", n = by.seat + 1));
                }
            }
            if let Some(status) = &form.status {
                ui.colored_label(egui::Color32::from_rgb(230, 120, 90), status);
            }
        },
    );
    Ok(())
}

#[cfg(test)]
mod tests;
