//! Issue 61: the files online play and play by turns write (a peer's copy hosted on, a host's
//! competitive save, a turn file) load from another folder, as on another machine where the
//! game's assets lie elsewhere, to the very same game.

use mists_net::turns::{TurnFile, load_or_create_key};
use mists_net::{Game, GameCopy, Host, SeatKind};
use mists_rules::record::{PresetRef, Record};
use std::path::{Path, PathBuf};

fn assets() -> PathBuf {
    std::fs::canonicalize(concat!(env!("CARGO_MANIFEST_DIR"), "/../../assets")).unwrap()
}

fn folder(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("mists-net-round-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// `text` written into a folder of its own under `dir`, every mention of this game's assets
/// folder pointing to one that does not exist (another machine).
fn moved(text: &str, dir: &Path, name: &str) -> PathBuf {
    let there = dir.join("another/machine");
    std::fs::create_dir_all(&there).unwrap();
    let path = there.join(name);
    let text = text.replace(&*assets().to_string_lossy(), "/nowhere/assets");
    std::fs::write(&path, text).unwrap();
    path
}

fn bot() -> Box<dyn mists_bot::Bot + Send + Sync> {
    Box::new(mists_bot::RandomBot::new(0))
}

#[test]
fn an_online_copy_hosted_on_from_another_folder_is_the_same_game() {
    let dir = folder("copy");
    let preset = mists_rules::LevelConfig::builtin_path(&assets(), 4);
    let kinds = vec![SeatKind::Host, SeatKind::Remote];
    let mut host = Host::for_preset(&preset, 2, 17, kinds, bot()).unwrap();
    let game = host.game.coop_mut().unwrap();
    for _ in 0..12 {
        let d = game.sim.pending().unwrap().options[0];
        game.apply(d).unwrap();
    }
    let path = dir.join("copy.ron");
    host.copy().save(&path).unwrap();
    let there = moved(&std::fs::read_to_string(&path).unwrap(), &dir, "copy.ron");
    let copy = GameCopy::load(&there).unwrap();
    let on = Host::from_copy(&copy, None, SeatKind::Host, bot()).unwrap();
    let (a, b) = (host.game.coop().unwrap(), on.game.coop().unwrap());
    assert_eq!(b.snapshot(), a.snapshot());
    assert_eq!(b.record(), a.record());
}

#[test]
fn a_competitive_hosts_save_loads_from_another_folder_with_its_preset_carried() {
    let dir = folder("competitive");
    let preset = assets().join("levels/competitive.ron");
    let kinds = vec![SeatKind::Host, SeatKind::Bot];
    let mut host = Host::competitive(&preset, 2, 23, kinds).unwrap();
    let Game::Competitive(g) = &mut host.game else {
        panic!("a competitive game")
    };
    for _ in 0..15 {
        let play = g.m.legal()[0];
        g.apply(play).unwrap();
    }
    let copy = host.copy();
    assert!(
        copy.record.contains("whole:"),
        "the save carries its preset"
    );
    let there = moved(&copy.to_ron(), &dir, "match.ron");
    let on = Host::from_copy(
        &GameCopy::load(&there).unwrap(),
        None,
        SeatKind::Host,
        bot(),
    )
    .unwrap();
    let (a, b) = (
        host.game.competitive().unwrap(),
        on.game.competitive().unwrap(),
    );
    assert_eq!(b.m.plays, a.m.plays);
    assert_eq!(on.game.state_json(), host.game.state_json());
}

#[test]
fn a_turn_file_played_on_loads_from_another_folder() {
    let dir = folder("turns");
    let path = mists_rules::LevelConfig::builtin_path(&assets(), 3);
    let cfg = mists_rules::level::LevelConfig::load(&path).unwrap();
    let (_, tiles) =
        mists_rules::level::load_tiles_and_text_for(&cfg, path.parent().unwrap()).unwrap();
    let record = Record {
        preset: PresetRef::Inline(Box::new(cfg)),
        players: mists_rules::PlayerSetup::new(2),
        seed: 4,
        decisions: Vec::new(),
        tiles_version: None,
    };
    let mut file = TurnFile::new(&record, tiles).unwrap();
    let keys: Vec<_> = (0..2)
        .map(|i| load_or_create_key(&dir.join(format!("seat{i}.key"))).unwrap())
        .collect();
    let mut bots: Vec<_> = (0..2)
        .map(|i| mists_bot::by_name("greedy", i).unwrap())
        .collect();
    for turn in 0..4 {
        file.play(&keys[turn % 2], bots[turn % 2].as_mut()).unwrap();
    }
    let there = moved(&file.to_ron(), &dir, "game.turn");
    let text = std::fs::read_to_string(&there).unwrap();
    let back = TurnFile::from_ron(&text, "game.turn").unwrap();
    assert_eq!(
        back.replay().unwrap().snapshot(),
        file.replay().unwrap().snapshot()
    );
}
