//! Issue 61: nothing lost. Every way a cooperative game begins in the window is begun, played a
//! few decisions and kept; the files it wrote are copied to another folder "on another machine"
//! (the game's assets folder named somewhere that does not exist) and loaded there: the same
//! table. The online copy, the turn file and the competitive game have their own round trips
//! beside their files (`mists_net` tests/round_trip.rs, `src/competitive/tests.rs`).

use super::*;
use crate::testing::{begin, rules_app_with};
use mists_rules::snapshot::{Snapshot, snapshot};

const ASSETS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/assets");

/// A fresh folder for one case.
fn folder(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("mists-round-trip-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// A game with the autosave into `data`, begun as `more` asks (before the first frame).
fn game(data: &Path, level: u8, seed: u64, more: impl FnOnce(&mut App)) -> App {
    let data = data.to_path_buf();
    let mut app = rules_app_with(level, seed, move |app| {
        // A custom tile set's faces are drawn when its game begins.
        app.init_resource::<Assets<Image>>();
        app.insert_resource(DataDir(Some(data)));
        app.add_plugins(plugin);
        more(app);
    });
    app.world_mut().resource_mut::<Teammate>().auto = false;
    app
}

/// Make `n` decisions (each the first option asked), then let the autosave run.
fn decide(app: &mut App, n: usize) {
    let mut made = 0;
    for _ in 0..5_000 {
        if made >= n || app.world().resource::<Flow>().over.is_some() {
            break;
        }
        let f = app.world().resource::<Flow>();
        if let (Some(p), true) = (f.pending.clone(), f.inbox.is_empty()) {
            app.world_mut()
                .write_message(mists_rules::Decide(p.options[0]));
            made += 1;
        }
        app.update();
    }
    assert_eq!(made, n, "the game asked for {n} decisions");
    for _ in 0..20 {
        app.update();
    }
}

fn live(app: &App) -> Snapshot {
    let w = app.world();
    snapshot(w.resource::<Table>(), w.resource::<Flow>())
}

/// `file` copied into a folder of its own elsewhere, as on another machine: wherever the text
/// names this game's assets folder, it now names one that does not exist.
fn moved(file: &Path, to: &Path) -> PathBuf {
    let text = std::fs::read_to_string(file).unwrap();
    let elsewhere = to.join("another/machine");
    std::fs::create_dir_all(&elsewhere).unwrap();
    let path = elsewhere.join(file.file_name().unwrap());
    let assets = std::fs::canonicalize(ASSETS).unwrap();
    let text = text
        .replace(&*assets.to_string_lossy(), "/nowhere/assets")
        .replace(ASSETS, "/nowhere/assets");
    std::fs::write(&path, text).unwrap();
    path
}

/// The game's autosave and the record every other file carries (crash report, last game, the
/// daily game's), each moved elsewhere, load there as the table stands now.
fn check_files(app: &App, data: &Path) {
    let want = live(app);
    let (w, mut kept) = (app.world(), Vec::new());
    if let Some(save) = w.get_resource::<CurrentSave>() {
        kept.push(save.path.clone());
    }
    let players = dealt_players(w.resource::<GameSetup>(), w.resource::<Table>());
    let record = record_of(w.resource::<Table>(), w.resource::<Flow>(), players);
    let last = data.join("records/last-game.ron");
    write_atomic(&last, &record.to_ron_checked().unwrap()).unwrap();
    kept.push(last);
    for file in kept {
        let there = moved(&file, data);
        let g = read_save(&there).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        let sim = (g.record)
            .replay_sim(there.parent().unwrap(), "moved", None)
            .unwrap();
        assert_eq!(snapshot(&sim.table, &sim.flow), want, "{}", file.display());
    }
}

/// A record of `decisions` first options on Level `level`, as `mists-cli play --record` wrote
/// it before issue 61: the preset by path (`preset`), nothing carried.
fn record_by_path(preset: PathBuf, level: u8, seed: u64, decisions: usize) -> Record {
    let (cfg, tiles) = mists_rules::level::load_preset(&preset).unwrap();
    let players = mists_rules::PlayerSetup::new(2);
    let mut sim = mists_rules::Sim::new(cfg, &tiles, &players, seed).unwrap();
    let mut made = Vec::new();
    while made.len() < decisions {
        let d = sim.pending().unwrap().options[0];
        sim.decide(d).unwrap();
        made.push(d);
    }
    assert!(level > 0);
    Record {
        preset: mists_rules::record::PresetRef::Path(preset),
        players,
        seed,
        decisions: made,
        tiles_version: None,
    }
}

/// Go on with `record` kept at `path`, as Continue and `--continue` do.
fn go_on(app: &mut App, record: Record, path: PathBuf) {
    app.world_mut().insert_resource(Resume {
        record,
        path,
        until: None,
        keep: true,
    });
    begin(app);
    assert!(!app.world().contains_resource::<StartError>());
}

use crate::play::start::StartError;

#[test]
fn a_fresh_game_and_a_daily_game_load_from_another_folder() {
    let data = folder("fresh");
    let mut app = game(&data, 3, 7, |_| {});
    decide(&mut app, 6);
    check_files(&app, &data);
    let data = folder("daily");
    let day = mists_rules::daily::Day::today();
    let version = crate::testing::tiles().version;
    let today = mists_rules::daily::DailyGame::of(day, version);
    let mut app = game(&data, today.level, today.seed, |app| {
        let mut setup = app.world_mut().resource_mut::<GameSetup>();
        crate::daily::set_up_daily(&mut setup, &today, 0);
    });
    decide(&mut app, 4);
    check_files(&app, &data);
}

/// A preset in a folder of its own with a tile set beside it, the set's own name and one copy's
/// symbols changed: the custom set the game must carry.
fn custom_preset(dir: &Path) -> PathBuf {
    let (levels, tiles) = (dir.join("levels"), dir.join("tiles"));
    std::fs::create_dir_all(&levels).unwrap();
    std::fs::create_dir_all(&tiles).unwrap();
    let mut spec = crate::testing::tiles().to_spec();
    spec.name = "A custom set".into();
    let misty = spec
        .copies
        .iter_mut()
        .find(|c| c.symbols.len() == 1)
        .unwrap();
    misty.symbols[0] = if misty.symbols[0] == 1 { 2 } else { 1 };
    std::fs::write(tiles.join("custom.ron"), ron::to_string(&spec).unwrap()).unwrap();
    let text = std::fs::read_to_string(LevelConfig::builtin_path(Path::new(ASSETS), 2)).unwrap();
    let text = text.replace("\"../tiles/mists.ron\"", "\"../tiles/custom.ron\"");
    let path = levels.join("mine.ron");
    std::fs::write(&path, text).unwrap();
    path
}

use mists_rules::LevelConfig;

#[test]
fn a_preset_by_path_and_a_custom_preset_with_its_own_tiles_load_after_their_files_are_gone() {
    for custom in [false, true] {
        let data = folder(&format!("preset-{custom}"));
        let presets = data.join("presets");
        let preset = if custom {
            custom_preset(&presets)
        } else {
            // The level's preset and tile set copied where the player keeps presets.
            let levels = presets.join("levels");
            std::fs::create_dir_all(&levels).unwrap();
            std::fs::create_dir_all(presets.join("tiles")).unwrap();
            let tiles = Path::new(ASSETS).join("tiles/mists.ron");
            std::fs::copy(tiles, presets.join("tiles/mists.ron")).unwrap();
            let path = levels.join("level4.ron");
            std::fs::copy(LevelConfig::builtin_path(Path::new(ASSETS), 4), &path).unwrap();
            path
        };
        let path = preset.clone();
        let mut app = game(&data, 4, 5, move |app| {
            app.world_mut().resource_mut::<GameSetup>().preset = Some(path);
        });
        decide(&mut app, 5);
        std::fs::remove_dir_all(&presets).unwrap();
        check_files(&app, &data);
        // Continued at the next start, the custom set's faces are the ones drawn.
        let save = app.world().resource::<CurrentSave>().path.clone();
        let g = read_save(&save).unwrap();
        let mut next = game(&data, 1, 1, |_| {});
        go_on(&mut next, g.record, save);
        assert_eq!(live(&next), live(&app));
        let drawn = &next.world().resource::<crate::tile_textures::Tiles>().0;
        assert_eq!(drawn.name == "A custom set", custom);
    }
}

#[test]
fn a_cli_record_by_path_continued_and_played_on_is_continued_again() {
    // The case: `mists-cli play --record` put into `saves/`, continued, a tile placed,
    // the game started again.
    let data = folder("cli-record");
    let saves = data.join("saves");
    std::fs::create_dir_all(&saves).unwrap();
    let level3 = std::fs::canonicalize(LevelConfig::builtin_path(Path::new(ASSETS), 3)).unwrap();
    let record = record_by_path(level3, 3, 7, 9);
    let path = saves.join("cli.ron");
    write_atomic(&path, &record.to_ron()).unwrap();
    let found = scan(&saves);
    assert!(found.problems.is_empty(), "{:?}", found.problems);
    let latest = found
        .latest_unfinished()
        .expect("the record, unfinished")
        .clone();
    let mut app = game(&data.join("first"), 1, 1, |_| {});
    go_on(&mut app, latest.record, latest.path);
    decide(&mut app, 2);
    let again = scan(&saves);
    assert!(again.problems.is_empty(), "{:?}", again.problems);
    let g = again.latest_unfinished().expect("still listed, unfinished");
    assert_eq!(g.record.decisions.len(), 11);
    check_files(&app, &data);
}

#[test]
fn an_inline_preset_with_a_relative_tile_path_and_a_lesson_load_from_another_folder() {
    let data = folder("inline");
    // A record beside a tile set, its preset inline naming the tiles relative to it.
    let here = data.join("kept");
    std::fs::create_dir_all(here.join("tiles")).unwrap();
    std::fs::create_dir_all(here.join("games")).unwrap();
    std::fs::copy(
        Path::new(ASSETS).join("tiles/mists.ron"),
        here.join("tiles/mists.ron"),
    )
    .unwrap();
    let level5 = LevelConfig::builtin_path(Path::new(ASSETS), 5);
    let mut record = record_by_path(level5.clone(), 5, 3, 4);
    let (cfg, _) = mists_rules::level::load_preset(&level5).unwrap();
    record.preset = mists_rules::record::PresetRef::Inline(Box::new(cfg));
    let path = here.join("games/inline.ron");
    write_atomic(&path, &record.to_ron()).unwrap();
    let mut app = game(&data, 1, 1, |_| {});
    go_on(&mut app, record, path);
    decide(&mut app, 3);
    std::fs::remove_dir_all(here.join("tiles")).unwrap();
    check_files(&app, &data);
    // A lesson is not saved, but what a crash report or the last game keeps of it loads too.
    let data = folder("lesson");
    let file = Path::new(ASSETS).join("tutorial/04-score-or-pacify.ron");
    let lesson = mists_rules::lesson::Lesson::load(&file).unwrap();
    let record = lesson.record(file.parent().unwrap(), "lesson").unwrap();
    let mut app = game(&data, 1, 1, |_| {});
    app.world_mut().insert_resource(Resume {
        record,
        path: file,
        until: None,
        keep: false,
    });
    begin(&mut app);
    decide(&mut app, 2);
    assert!(!app.world().contains_resource::<CurrentSave>());
    check_files(&app, &data);
}
