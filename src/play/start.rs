//! The game start, one path for every way a game begins: from the New game page's choices (RULES
//! §6), from a record (Continue, a saved game, a lesson, a replay) or from a table built elsewhere
//! (online: the host's game). Features ask for a start with the resources below and hear of it
//! through [`GameBegan`] and [`GameLeft`]: the start names none of them (README "Layers").

use super::answer::Teammate;
use crate::setup::GameSetup;
use crate::shared::{AssetRoot, Screen};
use crate::tile_textures::{TileArt, Tiles};
use bevy::prelude::*;
use mists_board::TileSet;
use mists_rules::level::{LevelConfig, load_preset};
use mists_rules::record::{Record, RecordError};
use mists_rules::{Sim, Status};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// A new game is wanted (entering the game screen, restart, play again).
#[derive(Resource, Debug, Clone, Copy)]
pub struct StartRequest;

/// Why the last game could not start (shown by the title page).
#[derive(Resource, Debug, Clone)]
pub struct StartError(pub String);

/// A game to go on with from its record (Continue, a saved game, `--continue`, a lesson) or to
/// watch from decision `until` (a replay): taken by the game start.
#[derive(Resource, Debug, Clone)]
pub struct Resume {
    pub record: Record,
    pub path: PathBuf,
    /// Replay only this many decisions (None: all).
    pub until: Option<usize>,
    /// The game goes on being kept in `path` (a replay is watched, not played on, and a lesson
    /// is not a game to keep: neither is saved).
    pub keep: bool,
}

/// A table built elsewhere (online: the host's game), begun as it stands with its tile set.
#[derive(Resource)]
pub struct PreparedStart {
    pub sim: Sim,
    pub tiles: TileSet,
}

/// A game began: the engine's table is set. Observers react (saves choose the autosave file,
/// online follows the network game).
#[derive(Event, Clone, Debug, PartialEq, Eq)]
pub enum GameBegan {
    /// From the New game page's choices, dealt with this seed.
    Fresh { seed: u64 },
    /// From a record kept at `path`; `keep`: go on saving the game there ([`Resume::keep`]).
    Resumed { path: PathBuf, keep: bool },
    /// From a [`PreparedStart`]: whoever built it keeps its record.
    Prepared,
}

/// The window starts a game of its own (anything but a [`PreparedStart`]): a game followed until
/// now is left, even if the new one then fails to start.
#[derive(Event, Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameLeft;

pub(super) fn request_start(mut commands: Commands, mut status: ResMut<NextState<Status>>) {
    commands.insert_resource(StartRequest);
    commands.remove_resource::<super::driver::Driver>();
    // Leave the previous game's states first, so a restart begins at step 1a again.
    status.set(Status::Setup);
}

/// Build the engine's resources for the start asked for.
pub(super) fn begin_game(world: &mut World) {
    if *world.resource::<State<Status>>().get() == Status::Playing {
        return; // the transition to Setup happens next frame
    }
    world.remove_resource::<StartRequest>();
    if let Some(start) = world.remove_resource::<PreparedStart>() {
        use_tiles(world, start.tiles);
        mists_rules::resume_game(world, start.sim);
        world.resource_mut::<Teammate>().forget_answers();
        world.trigger(GameBegan::Prepared);
        return;
    }
    world.trigger(GameLeft);
    let began = match world.remove_resource::<Resume>() {
        Some(resume) => {
            resume_from(world, resume).map_err(|e| ("cannot continue the game", e.to_string()))
        }
        None => fresh(world).map_err(|e| ("cannot start the game", e)),
    };
    match began {
        Ok(began) => world.trigger(began),
        Err((what, e)) => {
            error!("{what}: {e}");
            world.insert_resource(StartError(e));
            world.resource_mut::<NextState<Screen>>().set(Screen::Title);
        }
    }
}

/// Draw the faces of a tile set that is not the one in use (a custom preset's, the host's; a
/// headless app without images keeps only the set).
fn use_tiles(world: &mut World, tiles: TileSet) {
    if *world.resource::<Tiles>().0 != tiles {
        if world.contains_resource::<Assets<Image>>() {
            let art = world.resource_scope(|_, mut images: Mut<Assets<Image>>| {
                TileArt::build(&tiles, &mut images)
            });
            world.insert_resource(art);
        }
        world.insert_resource(Tiles(Arc::new(tiles)));
    }
}

/// The game of a record, replayed up to its `until` on the table.
fn resume_from(world: &mut World, resume: Resume) -> Result<GameBegan, RecordError> {
    let file = resume.path.display().to_string();
    let dir = resume.path.parent().unwrap_or(Path::new(".")).to_path_buf();
    // A record may carry a tile set of its own (a custom preset's): draw its faces.
    let (_, tiles) = resume.record.preset(&dir, &file)?;
    use_tiles(world, tiles);
    let sim = resume.record.replay_sim(&dir, &file, resume.until)?;
    mists_rules::resume_game(world, sim);
    Ok(GameBegan::Resumed {
        path: resume.path,
        keep: resume.keep,
    })
}

/// A new game from the New game page's choices (RULES §6).
fn fresh(world: &mut World) -> Result<GameBegan, String> {
    let setup = world.resource::<GameSetup>().clone();
    let root = world.resource::<AssetRoot>().0.clone();
    let path = setup
        .preset
        .clone()
        .unwrap_or_else(|| LevelConfig::builtin_path(&root, setup.level));
    let (mut cfg, tiles) = load_preset(&path).map_err(|e| e.to_string())?;
    // A custom preset may bring its own tile set: draw its faces before play.
    use_tiles(world, tiles.clone());
    // The daily game is played on its level's own rules, the same for everyone.
    if setup.preset.is_none() && setup.daily.is_none() {
        cfg.settings = setup.rules;
    }
    // The tile set by absolute path, so the game's record (autosave, crash report) replays from
    // wherever it is kept.
    let tiles_path = path.parent().unwrap_or(Path::new(".")).join(&cfg.tiles);
    cfg.tiles = std::fs::canonicalize(&tiles_path).unwrap_or(tiles_path);
    let seed = setup.seed.unwrap_or_else(super::random_seed);
    info!("{} with seed {seed}", path.display());
    mists_rules::start_game(world, cfg, &tiles, &setup.player_setup(), seed)
        .map_err(|e| e.to_string())?;
    Ok(GameBegan::Fresh { seed })
}
