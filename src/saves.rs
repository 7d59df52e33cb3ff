//! Keeping a game: after every applied decision the game in progress is written to
//! `<data>/saves/` as a record (docs/records.md: its preset and tile set carried whole, issue 61),
//! through a temporary file and a rename, so a crash or `kill -9` loses at most the decision in
//! flight. The title page lists the saves (a damaged one is moved aside and named, never in the
//! way of the others) and continues the latest unfinished one; `mists --continue` does the same.

use crate::play::answer::Teammate;
use crate::play::record::{dealt_players, record_of};
use crate::play::start::{GameBegan, Resume};
use crate::setup::GameSetup;
use crate::shared::AppSystems;
use crate::shared::Screen;
use crate::storage::{DataDir, unique_path, write_atomic};
use bevy::prelude::*;
use mists_rules::record::Record;
use mists_rules::{Flow, Table};
use std::path::{Path, PathBuf};
use std::time::SystemTime;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Saves>();
    app.add_observer(choose_save);
    app.add_systems(OnEnter(Screen::Title), rescan);
    app.add_systems(
        Update,
        autosave
            .in_set(AppSystems::Publish)
            .run_if(resource_exists::<CurrentSave>.and_then(resource_changed::<Flow>)),
    );
}

/// The file the game in progress goes to, and how many decisions it holds.
#[derive(Resource, Debug, Clone)]
pub struct CurrentSave {
    pub path: PathBuf,
    written: Option<u32>,
}

impl CurrentSave {
    pub fn new(path: PathBuf) -> Self {
        CurrentSave {
            path,
            written: None,
        }
    }
}

/// One saved game as the list shows it.
#[derive(Debug, Clone)]
pub struct SavedGame {
    pub path: PathBuf,
    pub record: Record,
    pub level: u8,
    pub players: u8,
    pub turn: u32,
    pub totals: Vec<u32>,
    /// "playing", "won" or "lost".
    pub status: &'static str,
    pub modified: SystemTime,
    pub bots: Vec<bool>,
}

/// A save that could not be loaded, moved aside under `file` (never deleted), and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SetAside {
    pub file: String,
    pub why: String,
}

/// The saved games, newest first, and the damaged files moved aside.
#[derive(Resource, Debug, Clone, Default)]
pub struct Saves {
    pub games: Vec<SavedGame>,
    pub problems: Vec<SetAside>,
}

impl Saves {
    /// The latest game still being played.
    pub fn latest_unfinished(&self) -> Option<&SavedGame> {
        self.games.iter().find(|g| g.status == "playing")
    }
}

/// `<data>/saves`.
pub fn save_dir(data: &DataDir) -> Option<PathBuf> {
    data.0.as_ref().map(|d| d.join("saves"))
}

/// A new save file for a game starting now.
pub fn new_save_path(dir: &Path, seed: u64) -> PathBuf {
    unique_path(dir, "game", seed)
}

/// The first line of a save: which seats bots play (not part of the record's rules).
const SEATS: &str = "// mists save, bot seats: ";

/// The text of a save: the seats line, then the record.
#[cfg(test)]
pub fn save_text(record: &Record, bots: &[bool]) -> String {
    with_seats(&record.to_ron(), bots)
}

/// A record's text behind the seats line.
fn with_seats(record: &str, bots: &[bool]) -> String {
    format!("{SEATS}{bots:?}\n{record}")
}

fn bots_of(text: &str) -> Vec<bool> {
    text.lines()
        .next()
        .and_then(|l| l.strip_prefix(SEATS))
        .and_then(|b| ron::from_str(b).ok())
        .unwrap_or_default()
}

fn autosave(
    table: Res<Table>,
    flow: Res<Flow>,
    setup: Res<GameSetup>,
    mut save: ResMut<CurrentSave>,
) {
    if save.written == Some(flow.applied) {
        return;
    }
    let record = record_of(&table, &flow, dealt_players(&setup, &table));
    // Read back before it replaces the last good save: a text that would not load is never
    // written (issue 61).
    let written = record
        .to_ron_checked()
        .map_err(|e| e.to_string())
        .and_then(|text| {
            write_atomic(&save.path, &with_seats(&text, &setup.bots)).map_err(|e| e.to_string())
        });
    match written {
        Ok(()) => save.written = Some(flow.applied),
        Err(e) => error!("cannot save to {}: {e}", save.path.display()),
    }
}

/// Read every save of `dir`, newest first; damaged ones are renamed `….bad` and named.
pub fn scan(dir: &Path) -> Saves {
    let mut saves = Saves::default();
    let Ok(files) = crate::asset_root::files_with_ext(dir, "ron") else {
        return saves;
    };
    // A review kept beside a watched save is not a save (`storage::is_kept_review`).
    for path in files
        .into_iter()
        .filter(|p| !crate::storage::is_kept_review(p))
    {
        match read_save(&path) {
            Ok(g) => saves.games.push(g),
            Err(e) => set_aside(&path, &e.to_string()),
        }
    }
    // Files set aside now and before stay named, with their reason, until the player removes them.
    saves.problems = set_aside_before(dir);
    saves.games.sort_by_key(|g| std::cmp::Reverse(g.modified));
    saves
}

/// Move a save that cannot be loaded out of the way (never deleted), keep why beside it (the
/// Saved games page says it), and say so in the log.
fn set_aside(path: &Path, why: &str) {
    let bad = path.with_extension("ron.bad");
    let _ = std::fs::rename(path, &bad);
    let _ = write_atomic(&why_path(&bad), why);
    warn!(
        "{} could not be loaded and is kept aside as {}: {why}",
        file_name(path),
        file_name(&bad)
    );
}

fn why_path(bad: &Path) -> PathBuf {
    bad.with_extension("bad.why")
}

/// The saves set aside now and at earlier starts, each with the reason kept beside it.
fn set_aside_before(dir: &Path) -> Vec<SetAside> {
    let bad = crate::asset_root::files_with_ext(dir, "bad").unwrap_or_default();
    bad.iter()
        .map(|b| SetAside {
            file: file_name(b),
            why: std::fs::read_to_string(why_path(b))
                .unwrap_or_default()
                .trim()
                .to_string(),
        })
        .collect()
}

fn file_name(p: &Path) -> String {
    p.file_name()
        .map_or_else(|| p.display().to_string(), |n| n.to_string_lossy().into())
}

/// One save, replayed to its end to show where it stands.
pub fn read_save(path: &Path) -> Result<SavedGame, mists_rules::record::RecordError> {
    let text = mists_board::input::read_text(path)?;
    let file = path.display().to_string();
    let record = Record::from_ron(&text, &file)?;
    let dir = path.parent().unwrap_or(Path::new("."));
    let sim = record.replay_sim(dir, &file, None)?;
    Ok(SavedGame {
        level: sim.table.cfg().level,
        players: sim.table.players.colours.len() as u8,
        turn: sim.table.turn,
        totals: sim.table.score.totals.clone(),
        status: match sim.outcome() {
            None => "playing",
            Some(mists_rules::Outcome::Won) => "won",
            Some(mists_rules::Outcome::Lost(_)) => "lost",
        },
        modified: std::fs::metadata(path)
            .and_then(|m| m.modified())
            .unwrap_or(SystemTime::UNIX_EPOCH),
        bots: bots_of(&text),
        path: path.to_path_buf(),
        record,
    })
}

pub(crate) fn rescan(mut saves: ResMut<Saves>, data: Res<DataDir>) {
    *saves = save_dir(&data).map(|d| scan(&d)).unwrap_or_default();
}

/// Go on with a saved game: the New game page's choices follow it, and the game screen starts it.
pub fn continue_game(world: &mut World, game: &SavedGame) {
    {
        let mut setup = world.resource_mut::<GameSetup>();
        setup.level = game.level;
        setup.players = game.players;
        if let Some(c) = &game.record.players.colours {
            setup.colours = c.clone();
        }
        setup.seed = Some(game.record.seed);
        setup.preset = None;
        if !game.bots.is_empty() {
            setup.bots = game.bots.clone();
        }
    }
    world.insert_resource(Resume {
        record: game.record.clone(),
        path: game.path.clone(),
        until: None,
        keep: true,
    });
    world.resource_mut::<Teammate>().forget_answers();
    world
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Playing);
}

/// Where the game that just began is kept: a fresh game gets a new file, a resumed one goes on in
/// its own (unless it is watched or a lesson), a game built elsewhere is kept by whoever built it.
fn choose_save(began: On<GameBegan>, data: Res<DataDir>, mut commands: Commands) {
    let path = match &*began {
        GameBegan::Fresh { seed } => save_dir(&data).map(|d| new_save_path(&d, *seed)),
        GameBegan::Resumed { path, keep: true } => Some(path.clone()),
        GameBegan::Resumed { keep: false, .. } | GameBegan::Prepared => None,
    };
    match path {
        Some(p) => commands.insert_resource(CurrentSave::new(p)),
        None => commands.remove_resource::<CurrentSave>(),
    }
}

#[cfg(test)]
mod round_trip;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::rules_app;
    use mists_rules::snapshot::snapshot;

    /// A headless game with autosave into `data`, its first `n` decisions made by the first option.
    fn saving_game(data: &Path, n: usize) -> App {
        let mut app = rules_app(3, 31);
        app.insert_resource(DataDir(Some(data.to_path_buf())));
        app.add_plugins(plugin);
        let dir = save_dir(app.world().resource::<DataDir>()).unwrap();
        app.insert_resource(CurrentSave::new(new_save_path(&dir, 31)));
        app.world_mut().resource_mut::<Teammate>().auto = false;
        let mut made = 0;
        while made < n && app.world().resource::<Flow>().over.is_none() {
            let f = app.world().resource::<Flow>();
            if let (Some(p), true) = (f.pending.clone(), f.inbox.is_empty()) {
                app.world_mut()
                    .write_message(mists_rules::Decide(p.options[0]));
                made += 1;
            }
            app.update();
        }
        for _ in 0..20 {
            app.update();
        }
        app
    }

    #[test]
    fn the_autosave_replays_to_the_live_game_and_survives_a_kill() {
        let data = std::env::temp_dir().join(format!("mists-autosave-{}", std::process::id()));
        let app = saving_game(&data, 10);
        let live = {
            let w = app.world();
            snapshot(w.resource::<Table>(), w.resource::<Flow>())
        };
        assert!(live.decisions >= 8 && live.status == "playing", "{live:?}");
        // The save on disk replays to exactly the live table.
        let saves = scan(&data.join("saves"));
        assert_eq!(saves.games.len(), 1, "{:?}", saves.problems);
        let g = &saves.games[0];
        let file = g.path.display().to_string();
        let sim = g.record.replay_sim(Path::new("/"), &file, None).unwrap();
        assert_eq!(snapshot(&sim.table, &sim.flow), live);
        // Killed here (no shutdown at all), with a write cut off half-way: the next start
        // ignores the broken temporary file and goes on from the last whole save.
        drop(app);
        std::fs::write(g.path.with_extension("ron.tmp"), "(preset: Inl").unwrap();
        let mut next = rules_app(1, 99);
        let saves = scan(&data.join("saves"));
        assert!(saves.problems.is_empty(), "{:?}", saves.problems);
        let latest = saves
            .latest_unfinished()
            .expect("an unfinished game")
            .clone();
        next.insert_resource(DataDir(Some(data.to_path_buf())));
        next.add_plugins(plugin);
        next.world_mut().resource_mut::<Teammate>().auto = false;
        next.world_mut().insert_resource(Resume {
            record: latest.record,
            path: latest.path,
            until: None,
            keep: true,
        });
        crate::testing::begin(&mut next);
        assert!(
            !next
                .world()
                .contains_resource::<crate::play::start::StartError>()
        );
        let w = next.world();
        assert_eq!(snapshot(w.resource::<Table>(), w.resource::<Flow>()), live);
        assert!(
            w.contains_resource::<CurrentSave>(),
            "the game goes on saving to its file"
        );
        std::fs::remove_dir_all(&data).unwrap();
    }

    #[test]
    fn a_damaged_save_is_moved_aside_and_the_others_still_load() {
        let dir = std::env::temp_dir().join(format!("mists-saves-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let preset = mists_rules::LevelConfig::builtin_path(
            Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/assets")),
            1,
        );
        let record = Record {
            preset: mists_rules::record::PresetRef::Path(preset),
            players: mists_rules::PlayerSetup::new(1),
            seed: 3,
            decisions: Vec::new(),
            tiles_version: None,
        };
        write_atomic(&dir.join("good.ron"), &save_text(&record, &[true, false])).unwrap();
        write_atomic(&dir.join("bad.ron"), "(preset: Path(\"x\"), players: oops").unwrap();
        // A review kept beside a save is passed over, not taken for a damaged save.
        write_atomic(
            &dir.join("good.review.ron"),
            "(seed: 3, decisions: [], review: ())",
        )
        .unwrap();
        let saves = scan(&dir);
        assert_eq!(saves.games.len(), 1);
        assert_eq!(saves.games[0].bots, vec![true, false]);
        assert_eq!(saves.games[0].status, "playing");
        assert_eq!(saves.problems.len(), 1, "{:?}", saves.problems);
        assert_eq!(saves.problems[0].file, "bad.ron.bad");
        assert!(
            saves.problems[0].why.contains("bad.ron"),
            "{:?}",
            saves.problems
        );
        // Named again at the next start, with its reason, until the player removes it.
        assert_eq!(scan(&dir).problems, saves.problems);
        assert!(dir.join("bad.ron.bad").exists() && !dir.join("bad.ron").exists());
        assert!(dir.join("good.review.ron").exists());
        assert!(
            !dir.join("good.ron.tmp").exists(),
            "the temporary file is renamed"
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
