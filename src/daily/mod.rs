//! The daily game and the statistics in the window (issue 36, docs/daily.md). Each finished
//! game is appended to the data folder's `results.ron`; a daily game also keeps its record in
//! `daily/DATE.ron`, which *Share* writes out as a [`DailyRecord`] another player can watch once
//! it checks out. The day's game comes from `mists_rules::daily` alone.

mod pages;

pub use pages::title_label;

use crate::play::answer::FromRecord;
use crate::setup::GameSetup;
use crate::shared::{AssetRoot, Screen};
use crate::storage::DataDir;
use bevy::prelude::*;
use mists_rules::daily::{Claim, DailyGame, DailyRecord, Day};
use mists_rules::results::{GameResult, Stats};
use mists_rules::{GameOver, Outcome, Table};
use std::path::{Path, PathBuf};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Results>();
    app.add_plugins(pages::plugin);
    app.add_systems(OnEnter(Screen::GameOver), note_result);
    app.add_systems(OnEnter(Screen::Title), reload);
}

/// Today's game and what the data folder says of the games played.
#[derive(Resource, Debug, Clone)]
pub struct Results {
    pub today: DailyGame,
    pub stats: Stats,
    /// Every finished game read, oldest first (the statistics page's chart).
    pub games: Vec<mists_rules::results::GameResult>,
    /// Lines of `results.ron` (and `reviews.ron`) that could not be read.
    pub skipped: Vec<String>,
    /// Every reviewed game, each once (issue 65: the accuracy on the statistics page).
    pub reviews: Vec<mists_rules::results::Reviewed>,
    /// The tile set's version the day's game is dealt for.
    pub tiles_version: u32,
}

impl FromWorld for Results {
    fn from_world(world: &mut World) -> Self {
        let root = world.resource::<AssetRoot>().0.clone();
        let data = world.get_resource::<DataDir>().and_then(|d| d.0.clone());
        load(&root, data.as_deref(), Day::today())
    }
}

/// The shipped tile set's version (1 if it cannot be read: the game will say why elsewhere).
fn tiles_version(assets: &Path) -> u32 {
    mists_board::TileSet::load(&assets.join("tiles/mists.ron")).map_or(1, |t| t.version)
}

pub fn load(assets: &Path, data: Option<&Path>, today: Day) -> Results {
    let version = tiles_version(assets);
    let (games, mut skipped) = data.map(mists_rules::results::read).unwrap_or_default();
    let (reviews, bad) = data
        .map(mists_rules::results::read_reviewed)
        .unwrap_or_default();
    skipped.extend(bad);
    for s in &skipped {
        warn!("results: skipped {s}");
    }
    Results {
        today: DailyGame::of(today, version),
        stats: Stats::of(&games, today),
        games,
        skipped,
        reviews,
        tiles_version: version,
    }
}

fn reload(mut results: ResMut<Results>, root: Res<AssetRoot>, data: Option<Res<DataDir>>) {
    let data = data.and_then(|d| d.0.clone());
    *results = load(&root.0, data.as_deref(), Day::today());
}

/// Set up the day's game: its level and seed, the level's own rules, seat 1 a person and
/// `bots` teammates played by the bot.
pub fn set_up_daily(setup: &mut GameSetup, game: &DailyGame, bots: u8) {
    setup.level = game.level;
    setup.seed = Some(game.seed);
    setup.preset = None;
    setup.daily = Some(game.day);
    setup.players = 1 + bots.min(4);
    setup.bots = (0..5).map(|s| s > 0).collect();
    setup.assign_default_colours();
}

/// The daily folder's record of `day`, kept when its game ended.
pub fn kept_path(data: &Path, day: Day) -> PathBuf {
    data.join("daily").join(format!("{day}.ron"))
}

/// Whether the game on the table is the daily game of `day`: its level, its seed, the level's
/// own preset (not a custom one, no rule switched).
fn is_daily(table: &Table, setup: &GameSetup, day: Day, version: u32, assets: &Path) -> bool {
    let game = DailyGame::of(day, version);
    let shipped = mists_rules::LevelConfig::builtin_path(assets, game.level);
    setup.preset.is_none()
        && mists_rules::level::load_preset(&shipped)
            .is_ok_and(|(cfg, _)| game.played_as(table.cfg(), table.seed, &cfg).is_ok())
}

/// A finished game into `results.ron`; a daily game's record kept for sharing (the first
/// finished that day).
#[allow(clippy::too_many_arguments)]
fn note_result(
    over: Option<Res<GameOver>>,
    setup: Res<GameSetup>,
    table: Option<Res<Table>>,
    flow: Option<Res<mists_rules::Flow>>,
    replay: Option<Res<FromRecord>>,
    data: Option<Res<DataDir>>,
    root: Res<AssetRoot>,
    results: Res<Results>,
) {
    // A watched record or a lesson is not a game the player finished.
    let (Some(table), Some(flow), Some(over)) = (table, flow, over) else {
        return;
    };
    if replay.is_some() || over.0.is_none() {
        return;
    }
    let Some(dir) = data.and_then(|d| d.0.clone()) else {
        return;
    };
    let today = Day::today();
    let daily = setup
        .daily
        .filter(|&d| is_daily(&table, &setup, d, results.tiles_version, &root.0));
    let won = over.0 == Some(Outcome::Won);
    let entry = GameResult {
        day: today,
        level: table.cfg().level,
        players: table.players.colours.len() as u8,
        won,
        totals: table.score.totals.clone(),
        result: table.score.measure(),
        daily,
    };
    if let Err(e) = mists_rules::results::append(&dir, &entry) {
        error!("cannot note the result in {}: {e}", dir.display());
    }
    let Some(day) = daily else { return };
    let kept = kept_path(&dir, day);
    if kept.exists() {
        return; // the day's first game is the one that counts
    }
    let players = crate::play::record::dealt_players(&setup, &table);
    let shared = DailyRecord {
        day,
        tiles_version: results.tiles_version,
        level: table.cfg().level,
        claim: Claim {
            won,
            totals: table.score.totals.clone(),
        },
        record: crate::play::record::record_of(&table, &flow, players),
    };
    let written = kept
        .parent()
        .map_or(Ok(()), std::fs::create_dir_all)
        .and_then(|()| {
            let text = shared.to_ron_checked().ok_or_else(|| {
                std::io::Error::other("the record would not read back as written")
            })?;
            crate::storage::write_atomic(&kept, &text)
        });
    match written {
        Ok(()) => info!("the daily game of {day} kept in {}", kept.display()),
        Err(e) => error!("cannot keep the daily game in {}: {e}", kept.display()),
    }
}

#[cfg(test)]
mod tests;
