//! Setup per RULES §4.1, §5, §6 and §15.1, on the shipped presets.

mod common;
use common::*;
use mists_rules::level::{CemeteryRule, Level6Setup};
use mists_rules::*;

fn supply(e: &Engine) -> Vec<(Colour, usize)> {
    let m = &e.table().meeples;
    let mut colours: Vec<Colour> = m.0.iter().map(|x| x.colour).collect();
    colours.dedup();
    colours
        .into_iter()
        .map(|c| {
            (
                c,
                m.0.iter()
                    .filter(|x| x.colour == c && x.loc == MeepleLoc::Supply)
                    .count(),
            )
        })
        .collect()
}

#[test]
fn rules_4_1_meeples_per_player_count() {
    let cases: [(u8, usize, usize); 5] = [(1, 4, 3), (2, 4, 3), (3, 3, 5), (4, 4, 5), (5, 5, 5)];
    for (players, colours, each) in cases {
        let e = engine(1, players, 1);
        let s = supply(&e);
        assert_eq!(s.len(), colours, "{players} players: colours in play");
        assert!(
            s.iter().all(|(_, n)| *n == each),
            "{players} players: {each} meeples per colour: {s:?}"
        );
        let seats = &e.table().players.colours;
        assert_eq!(seats.len(), players as usize);
        // The shared scoring meeple is of a colour not in play.
        let holder = e.table().score.holders[0];
        assert!(s.iter().all(|(c, _)| *c != holder));
        assert_eq!(e.table().score.totals, vec![0]);
    }
}

#[test]
fn rules_4_bad_player_setups_are_rejected_with_a_reason() {
    let (cfg, tiles) = level(1);
    let err = Engine::new(cfg.clone(), &tiles, &PlayerSetup::new(6), 0)
        .err()
        .unwrap()
        .to_string();
    assert!(err.contains("1 to 5"), "{err}");
    let mut p = PlayerSetup::new(2);
    p.colours = Some(vec![
        vec![Colour::Red, Colour::Green],
        vec![Colour::Red, Colour::Blue],
    ]);
    let err = Engine::new(cfg, &tiles, &p, 0).err().unwrap().to_string();
    assert!(err.contains("two seats"), "{err}");
}

/// (level, ghosts, piles, thresholds, cemetery rule, castle meeples, individual scoring)
type LevelRow = (u8, u8, u8, &'static [u32], CemeteryRule, bool, bool);

#[test]
fn rules_5_presets_carry_the_level_parameters() {
    let table: [LevelRow; 6] = [
        (1, 15, 1, &[50], CemeteryRule::None, false, false),
        (2, 15, 1, &[75], CemeteryRule::FourSides, true, false),
        (
            3,
            15,
            3,
            &[15, 50, 100],
            CemeteryRule::FourSides,
            true,
            false,
        ),
        (
            4,
            13,
            3,
            &[20, 60, 120],
            CemeteryRule::FourSides,
            true,
            false,
        ),
        (5, 13, 3, &[15, 50, 100], CemeteryRule::Haunted, true, false),
        (6, 12, 3, &[10, 25, 50], CemeteryRule::Haunted, true, true),
    ];
    for (n, ghosts, piles, thresholds, cem, castle, indiv) in table {
        let (cfg, _) = level(n);
        assert_eq!(
            (cfg.level, cfg.ghosts, cfg.piles),
            (n, ghosts, piles),
            "level {n}"
        );
        assert_eq!(cfg.thresholds, thresholds, "level {n}");
        assert_eq!(
            (cfg.cemeteries, cfg.castle_meeples, cfg.individual_scoring),
            (cem, castle, indiv),
            "level {n}"
        );
        assert_eq!(
            cfg.settings,
            Settings::default(),
            "level {n}: RULES §18 defaults"
        );
    }
}

#[test]
fn rules_6_setup_piles_ghosts_and_start_tile() {
    let e = engine(1, 1, 9);
    // Level 1: 50 tiles (castles and cemeteries removed), one is in hand.
    assert_eq!(e.table().piles.left(), vec![49]);
    let g = &e.table().ghosts;
    assert_eq!(
        (g.total, g.supply, g.on_board()),
        (15, 12, 3),
        "3 ghosts on the start tile's symbols"
    );
    let e = engine(3, 1, 9);
    assert_eq!(
        e.table().piles.left(),
        vec![19, 20, 20],
        "three piles of 20"
    );
    assert_eq!(e.table().hounds.0, vec![HoundState::OnMarker; 2]);
    let e = engine(4, 1, 9);
    let g = &e.table().ghosts;
    assert_eq!((g.total, g.supply), (13, 10));
    let e = engine(1, 1, 9);
    assert_eq!(
        e.table().board.placed().len(),
        4,
        "RULES §3: four start quarters"
    );
}

#[test]
fn rules_15_1_level6_revised_three_scoring_meeples() {
    // Solo: from the box; supplies stay at 3 each.
    let e = engine(6, 1, 1);
    assert_eq!(e.table().score.totals, vec![0, 0, 0]);
    assert!(supply(&e).iter().all(|(_, n)| *n == 3));
    // 4 players: from the personal supplies of three colours (4 left each), the fourth keeps 5.
    let e = engine(6, 4, 1);
    let s = supply(&e);
    assert_eq!(s.iter().filter(|(_, n)| *n == 4).count(), 3, "{s:?}");
    assert_eq!(s.iter().filter(|(_, n)| *n == 5).count(), 1);
    let on_track = e
        .table()
        .meeples
        .0
        .iter()
        .filter(|m| matches!(m.loc, MeepleLoc::Scoring { .. }))
        .count();
    assert_eq!(on_track, 3);
}

#[test]
fn rules_15_1_level6_original_2022_one_scoring_meeple_per_colour() {
    let (mut cfg, tiles) = level(6);
    cfg.settings.level6_setup = Level6Setup::Original2022;
    let e = Engine::new(cfg, &tiles, &PlayerSetup::new(1), 0).unwrap();
    assert_eq!(e.table().score.totals.len(), 4, "solo plays 4 colours");
}

#[test]
fn bad_scenarios_are_rejected_with_the_entry_named() {
    let (mut cfg, tiles) = level(1);
    let sc: mists_rules::level::Scenario = mists_board::tileset::ron_options()
        .from_str("(piles: [[999]])")
        .unwrap();
    cfg.scenario = Some(sc);
    let err = Engine::new(cfg, &tiles, &PlayerSetup::new(1), 0)
        .err()
        .unwrap()
        .to_string();
    assert!(
        err.contains("scenario piles") && err.contains("999"),
        "{err}"
    );
}

/// Bad input never panics: damaged presets and records give located errors (or still work).
/// A record carries the tile set version it was played on (issue 36): on the same version it
/// replays, on another it is refused with both versions named, never replayed on other tiles;
/// a record from before versions replays as before.
#[test]
fn a_record_of_another_tile_set_version_is_refused_naming_both() {
    let preset_path = LevelConfig::builtin_path(&assets(), 2);
    let text = |version: &str| {
        format!(
            "(preset: Path({preset_path:?}), players: (players: 1), seed: 3, decisions: []{version})"
        )
    };
    let dir = std::path::Path::new("/");
    let ours = mists_board::TileSet::load(&assets().join("tiles/mists.ron"))
        .unwrap()
        .version;
    for (version, ok) in [
        (String::new(), true),
        (format!(", tiles_version: {ours}"), true),
        (format!(", tiles_version: {}", ours + 1), false),
    ] {
        let rec = mists_rules::record::Record::from_ron(&text(&version), "old.ron").unwrap();
        match rec.replay(dir, "old.ron", None) {
            Ok(_) => assert!(ok, "{version}: replayed on other tiles"),
            Err(e) => {
                assert!(!ok, "{version}: {e}");
                let e = e.to_string();
                assert!(
                    e.starts_with("old.ron")
                        && e.contains(&format!("version {}", ours + 1))
                        && e.contains(&format!("version {ours}")),
                    "{e}"
                );
            }
        }
    }
}

/// The tile set changed (version 2, issue 36) and version 1 is kept beside it as `mists-v1.ron`:
/// a record made on version 1 replays on its own tiles, as it was played; a version nobody kept
/// is refused, naming both versions.
#[test]
fn a_record_of_an_older_version_replays_on_the_set_kept_beside_the_new_one() {
    let preset = LevelConfig::builtin_path(&assets(), 2);
    let (cfg, shipped) = mists_rules::level::load_preset(&preset).unwrap();
    let v1 = mists_board::TileSet::load(&assets().join("tiles/mists-v1.ron")).unwrap();
    assert_eq!((v1.version, shipped.version), (1, 2));
    // A game played on version 1, to its end.
    let mut sim = mists_rules::Sim::new(cfg, &v1, &PlayerSetup::new(1), 9).unwrap();
    let mut decisions = Vec::new();
    while sim.outcome().is_none() {
        let d = sim.pending().unwrap().options[0];
        sim.decide(d).unwrap();
        decisions.push(d);
    }
    let rec = |version| mists_rules::record::Record {
        preset: mists_rules::record::PresetRef::Path(preset.clone()),
        players: PlayerSetup::new(1),
        seed: 9,
        decisions: decisions.clone(),
        tiles_version: version,
    };
    let dir = assets();
    let back = rec(Some(1)).replay_sim(&dir, "v1.ron", None).unwrap();
    assert_eq!(back.table.score.totals, sim.table.score.totals);
    assert_eq!(back.outcome(), sim.outcome());
    assert_eq!(
        back.table.board.tiles().version,
        1,
        "played on the kept set"
    );
    // Without a version it is read as before, on the set the preset names (version 2); its
    // start is enough to see which (version 1's decisions need not be legal there).
    let on_v2 = rec(None).replay_sim(&dir, "v2.ron", Some(0)).unwrap();
    assert_eq!(on_v2.table.board.tiles().version, 2);
    let e = rec(Some(3))
        .replay_sim(&dir, "v3.ron", None)
        .unwrap_err()
        .to_string();
    assert!(e.contains("version 3") && e.contains("version 2"), "{e}");
}

#[test]
fn damaged_presets_and_records_give_errors_not_panics() {
    let preset_path = LevelConfig::builtin_path(&assets(), 5);
    let preset = std::fs::read_to_string(&preset_path).unwrap();
    let record = format!(
        "(preset: Path({:?}), players: (players: 2), seed: 3, decisions: [PlaceTile(cell: (x: 2, y: 0), rot: 1), SkipMeeple, Score])",
        preset_path
    );
    let mut state = 0x2545_F491_4F6C_DD1Du64;
    let mut next = |n: usize| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % n as u64) as usize
    };
    let junk = [
        "", "(", ")", ",", "9", "x", "[", "]", ":", "\"", "Some(", "-1",
    ];
    for i in 0..400 {
        let text = if i % 2 == 0 { &preset } else { &record };
        let mut start = next(text.len());
        while !text.is_char_boundary(start) {
            start -= 1;
        }
        let mut end = (start + next(12)).min(text.len());
        while !text.is_char_boundary(end) {
            end -= 1;
        }
        let damaged = format!(
            "{}{}{}",
            &text[..start],
            junk[next(junk.len())],
            &text[end..]
        );
        if i % 2 == 0 {
            match LevelConfig::from_ron(&damaged, "damaged.ron") {
                Err(e) => assert!(e.to_string().starts_with("damaged.ron"), "{e}"),
                // A preset that still parses starts a game or says why not.
                Ok(cfg) => {
                    if let Ok(tiles) =
                        mists_rules::level::load_tiles_for(&cfg, preset_path.parent().unwrap())
                    {
                        let _ = Engine::new(cfg, &tiles, &PlayerSetup::new(2), 1);
                    }
                }
            }
        } else if let Ok(rec) = mists_rules::record::Record::from_ron(&damaged, "damaged.ron") {
            // A record that still parses replays or names what is wrong.
            let _ = rec.replay(std::path::Path::new("/"), "damaged.ron", None);
        }
    }
}

#[test]
fn level6_scoring_colours_must_be_three_different_colours_in_play() {
    // RULES §15.1: three scoring meeples of colours in play; [Red, Red, Red] was accepted.
    let (cfg, tiles) = level(6);
    for (colours, words) in [
        (vec![Colour::Red, Colour::Red, Colour::Red], "exactly 3"),
        (vec![Colour::Red, Colour::Green], "exactly 3"),
        (
            vec![Colour::Red, Colour::Green, Colour::Pink],
            "colours in play",
        ),
    ] {
        let mut p = PlayerSetup::new(1);
        p.scoring_colours = Some(colours.clone());
        let err = Engine::new(cfg.clone(), &tiles, &p, 0)
            .err()
            .unwrap_or_else(|| panic!("{colours:?} accepted"))
            .to_string();
        assert!(err.contains(words) && err.contains("§15.1"), "{err}");
    }
}

#[test]
fn scenario_limits_and_unknown_keys_are_checked_at_load() {
    let text = |extra: &str| {
        format!(
            "(level: 3, name: \"x\", tiles: \"t.ron\", ghosts: 15, piles: 3, thresholds: [15, 50, 100], cemeteries: FourSides, castle_meeples: true{extra})"
        )
    };
    assert!(mists_rules::LevelConfig::from_ron(&text(""), "p.ron").is_ok());
    for (extra, words) in [
        (
            ", scenario: (board: [(cell: (1001, 0), tile: 9)])",
            "board limit",
        ),
        (
            ", scenario: (meeples: [(colour: Red, cell: (0, -2000), area: 0)])",
            "board limit",
        ),
        (", scenario: (totals: [100])", "already at the goal"),
        (", scenario: (totals: [200000])", "at most"),
        (", scenaro: ()", "did you mean `scenario`"),
        (", thresholds2: [1]", "thresholds2"),
    ] {
        let err = mists_rules::LevelConfig::from_ron(&text(extra), "p.ron")
            .err()
            .unwrap_or_else(|| panic!("{extra} accepted"))
            .to_string();
        assert!(
            err.starts_with("p.ron") && err.contains(words),
            "{extra}: {err}"
        );
        assert_eq!(err.lines().count(), 1, "{err}");
    }
}
