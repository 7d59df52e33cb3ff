//! Records that carry their preset and tile set whole (issue 61) load with no file beside them.

use crate::level::{LevelConfig, load_preset};
use crate::record::{PresetRef, Record, RecordError};
use crate::snapshot::snapshot;
use crate::{PlayerSetup, Sim};
use std::path::{Path, PathBuf};

fn level(n: u8) -> PathBuf {
    LevelConfig::builtin_path(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("../../assets"),
        n,
    )
}

/// A game of Level `n` after `k` decisions (each the first option), and its record by path.
fn played(n: u8, k: usize) -> (Sim, Record) {
    let (cfg, tiles) = load_preset(&level(n)).unwrap();
    let players = PlayerSetup::new(2);
    let mut sim = Sim::new(cfg, &tiles, &players, 9).unwrap();
    for _ in 0..k {
        let d = sim.pending().unwrap().options[0];
        sim.decide(d).unwrap();
    }
    let record = Record {
        preset: PresetRef::Path(level(n)),
        players,
        seed: 9,
        decisions: sim.flow.record.clone(),
        tiles_version: None,
    };
    (sim, record)
}

#[test]
fn a_whole_record_replays_from_a_folder_with_no_file_in_it() {
    for n in [1, 3, 5, 6] {
        let (sim, by_path) = played(n, 12);
        let whole = by_path.made_whole(Path::new("/"), "game.ron").unwrap();
        assert!(matches!(whole.preset, PresetRef::Whole(_)));
        let text = whole.to_ron_checked().unwrap();
        let back = Record::from_ron(&text, "game.ron").unwrap();
        assert_eq!(back, whole);
        let replayed = back
            .replay_sim(Path::new("/nowhere/at/all"), "game.ron", None)
            .unwrap();
        assert_eq!(
            snapshot(&replayed.table, &replayed.flow),
            snapshot(&sim.table, &sim.flow),
            "Level {n}"
        );
        // Its preset's tile path is where the set came from, never read: named nowhere, the same.
        let mut elsewhere = back.clone();
        if let PresetRef::Whole(w) = &mut elsewhere.preset {
            w.preset.tiles = "/nowhere/mists.ron".into();
        }
        assert!(elsewhere.replay_sim(Path::new("/"), "x", None).is_ok());
    }
}

#[test]
fn a_record_by_path_or_inline_does_not_load_once_its_tile_file_is_gone() {
    // What issue 61 mends: the same record without its set loads only beside the files.
    let (_, by_path) = played(3, 4);
    let (cfg, _) = load_preset(&level(3)).unwrap();
    let inline = Record {
        preset: PresetRef::Inline(Box::new(cfg)),
        ..by_path
    };
    let e = inline
        .replay_sim(Path::new("/nowhere/saves"), "game.ron", None)
        .unwrap_err();
    assert!(matches!(e, RecordError::Preset { .. }), "{e}");
    let whole = inline
        .made_whole(level(3).parent().unwrap(), "game.ron")
        .unwrap();
    assert!(
        whole
            .replay_sim(Path::new("/nowhere/saves"), "game.ron", None)
            .is_ok()
    );
}

#[test]
fn a_whole_record_with_a_broken_tile_set_names_the_file_and_its_tile_set() {
    let (_, by_path) = played(2, 3);
    let mut whole = by_path.made_whole(Path::new("/"), "game.ron").unwrap();
    if let PresetRef::Whole(w) = &mut whole.preset {
        w.tile_set.copies[0].tile = mists_board::TileId(9999);
    }
    let e = whole.to_ron_checked().unwrap_err().to_string();
    assert!(e.contains("its tile set") && e.contains("9999"), "{e}");
    let e = whole
        .replay_sim(Path::new("/"), "kept.ron", None)
        .unwrap_err()
        .to_string();
    assert!(e.contains("kept.ron") && e.contains("9999"), "{e}");
}
