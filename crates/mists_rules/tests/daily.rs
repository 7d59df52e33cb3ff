//! The daily game (issue 36): the same date deals the same game, and a shared daily record is
//! refused when it is another day's, on another tile set version, not that day's game, or when
//! it does not replay to the result it claims.

use mists_rules::daily::{Claim, DailyError, DailyGame, DailyRecord, Day};
use mists_rules::level::{LevelConfig, load_preset};
use mists_rules::record::{PresetRef, Record};
use mists_rules::{Outcome, PlayerSetup, Sim};
use std::path::PathBuf;

fn assets() -> PathBuf {
    PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../../assets"))
}

/// The day's game played to its end by a player who always takes the first option.
fn played(day: Day) -> DailyRecord {
    let level = DailyGame::of(day, tiles_version()).level;
    let (cfg, tiles) = load_preset(&LevelConfig::builtin_path(&assets(), level)).unwrap();
    let game = DailyGame::of(day, tiles.version);
    let players = PlayerSetup::new(1);
    let mut sim = Sim::new(cfg.clone(), &tiles, &players, game.seed).unwrap();
    let mut decisions = Vec::new();
    while sim.outcome().is_none() {
        let d = sim.pending().expect("a question").options[0];
        sim.decide(d).unwrap();
        decisions.push(d);
    }
    DailyRecord {
        day,
        tiles_version: tiles.version,
        level: game.level,
        claim: Claim {
            won: sim.outcome() == Some(Outcome::Won),
            totals: sim.table.score.totals.clone(),
        },
        record: Record {
            preset: PresetRef::Inline(Box::new(cfg)),
            players,
            seed: game.seed,
            decisions,
            tiles_version: None,
        },
    }
}

fn tiles_version() -> u32 {
    mists_board::TileSet::load(&assets().join("tiles/mists.ron"))
        .unwrap()
        .version
}

#[test]
fn the_same_date_deals_the_same_game() {
    let day: Day = "2026-12-03".parse().unwrap();
    assert_eq!(played(day), played(day));
    assert_eq!(DailyGame::of(day, 1).level, 4, "a Thursday is Level 4");
}

#[test]
fn a_shared_daily_record_is_checked_and_a_tampered_one_refused() {
    let day: Day = "2026-12-03".parse().unwrap();
    let good = played(day);
    // Written and read back as a player shares it.
    let back: DailyRecord = ron::from_str(&good.to_ron()).unwrap();
    assert_eq!(back, good);
    let ok = good.verify(&assets(), Some(day), "good.ron").unwrap();
    assert_eq!(ok.decisions, good.record.decisions);
    assert!(good.verify(&assets(), None, "good.ron").is_ok());

    let refused =
        |r: &DailyRecord, today: Option<Day>| r.verify(&assets(), today, "shared.ron").unwrap_err();
    assert!(matches!(
        refused(&good, Some(day.next())),
        DailyError::OtherDay { .. }
    ));
    let mut claim = good.clone();
    claim.claim.totals[0] += 1;
    let e = refused(&claim, Some(day));
    assert!(matches!(e, DailyError::Claim { .. }), "{e}");
    assert!(e.to_string().contains("shared.ron"), "{e}");
    let mut won = good.clone();
    won.claim.won = !won.claim.won;
    assert!(matches!(refused(&won, Some(day)), DailyError::Claim { .. }));
    let mut seed = good.clone();
    seed.record.seed ^= 1;
    assert!(matches!(
        refused(&seed, Some(day)),
        DailyError::NotTheDaily { .. }
    ));
    // Another day's record relabelled as today's.
    let mut relabelled = played(day.prev());
    relabelled.day = day;
    relabelled.level = good.level;
    assert!(matches!(
        refused(&relabelled, Some(day)),
        DailyError::NotTheDaily { .. }
    ));
    let mut version = good.clone();
    version.tiles_version += 1;
    let e = refused(&version, Some(day));
    assert!(matches!(e, DailyError::TileVersion { .. }), "{e}");
    // An easier preset (more ghosts) under the day's level.
    let mut easier = good.clone();
    if let PresetRef::Inline(cfg) = &mut easier.record.preset {
        cfg.ghosts += 5;
    }
    assert!(matches!(
        refused(&easier, Some(day)),
        DailyError::NotTheDaily { .. }
    ));
    // A decision cut off the end: the replay stops short of the claimed end.
    let mut cut = good.clone();
    cut.record.decisions.pop();
    assert!(matches!(refused(&cut, Some(day)), DailyError::Claim { .. }));
}
