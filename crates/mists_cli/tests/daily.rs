//! `mists-cli daily` and `stats` (docs/daily.md): real binary, real files, exit codes.

use mists_rules::daily::{Claim, DailyGame, DailyRecord, Day};
use mists_rules::level::{LevelConfig, load_preset};
use mists_rules::record::{PresetRef, Record};
use mists_rules::results::{GameResult, append};
use mists_rules::{Outcome, PlayerSetup, Sim};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn cli() -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_mists-cli"));
    c.env("MISTS_ASSETS", assets());
    c
}

fn assets() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../assets")
}

fn tmp(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("mists-cli-daily-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn text(o: &Output) -> (String, String) {
    (
        String::from_utf8_lossy(&o.stdout).into(),
        String::from_utf8_lossy(&o.stderr).into(),
    )
}

/// The day's game played to its end taking the first option each time, as a shared record.
fn shared(day: Day) -> DailyRecord {
    let version = mists_board::TileSet::load(&assets().join("tiles/mists.ron"))
        .unwrap()
        .version;
    let game = DailyGame::of(day, version);
    let (cfg, tiles) = load_preset(&LevelConfig::builtin_path(&assets(), game.level)).unwrap();
    let players = PlayerSetup::new(1);
    let mut sim = Sim::new(cfg.clone(), &tiles, &players, game.seed).unwrap();
    let mut decisions = Vec::new();
    while sim.outcome().is_none() {
        let d = sim.pending().unwrap().options[0];
        sim.decide(d).unwrap();
        decisions.push(d);
    }
    DailyRecord {
        day,
        tiles_version: version,
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

#[test]
fn daily_show_gives_the_days_game_and_check_refuses_another_day_or_a_false_claim() {
    let out = cli()
        .args(["daily", "show", "--date", "2026-12-03", "--json"])
        .output()
        .unwrap();
    let (said, err) = text(&out);
    assert!(out.status.success(), "{err}");
    let v: serde_json::Value = serde_json::from_str(&said).unwrap();
    let day: Day = "2026-12-03".parse().unwrap();
    let version = mists_board::TileSet::load(&assets().join("tiles/mists.ron"))
        .unwrap()
        .version;
    let game = DailyGame::of(day, version);
    assert_eq!(v["level"], 4);
    assert_eq!(v["seed"].as_u64(), Some(game.seed));

    let dir = tmp("check");
    let good = shared(day);
    let file = dir.join("mists-daily-2026-12-03.ron");
    std::fs::write(&file, good.to_ron()).unwrap();
    let check = |f: &Path, date: &str| {
        cli()
            .args(["daily", "check"])
            .arg(f)
            .args(["--date", date])
            .output()
            .unwrap()
    };
    let out = check(&file, "2026-12-03");
    assert!(out.status.success(), "{:?}", text(&out));
    assert!(text(&out).0.contains("ok:"));
    let out = check(&file, "2026-12-04");
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out).1.contains("not of 2026-12-04"),
        "{:?}",
        text(&out)
    );
    let mut tampered = good.clone();
    tampered.claim.totals[0] += 3;
    let bad = dir.join("tampered.ron");
    std::fs::write(&bad, tampered.to_ron()).unwrap();
    let out = check(&bad, "2026-12-03");
    assert_eq!(out.status.code(), Some(2));
    let err = text(&out).1;
    assert!(
        err.contains("tampered.ron") && err.contains("claimed result"),
        "{err}"
    );
    let out = cli()
        .args(["daily", "show", "--date", "2026-02-30"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn stats_json_counts_the_data_folders_games_and_names_a_damaged_line() {
    let dir = tmp("stats");
    let day: Day = "2026-12-01".parse().unwrap();
    let game = |level, players, won, result| GameResult {
        day,
        level,
        players,
        won,
        totals: vec![result],
        result,
        daily: None,
    };
    append(&dir, &game(4, 1, true, 80)).unwrap();
    append(&dir, &game(4, 1, false, 95)).unwrap();
    std::fs::write(
        dir.join("results.ron"),
        std::fs::read_to_string(dir.join("results.ron")).unwrap() + "(level: oops\n",
    )
    .unwrap();
    append(&dir, &game(2, 3, true, 30)).unwrap();
    let out = cli()
        .args(["stats", "--json", "--data"])
        .arg(&dir)
        .output()
        .unwrap();
    let (said, err) = text(&out);
    assert!(out.status.success(), "{err}");
    assert!(err.contains("results.ron:3"), "{err}");
    let v: serde_json::Value = serde_json::from_str(&said).unwrap();
    assert_eq!(v["cells"]["4-1"]["games"], 2);
    assert_eq!(v["cells"]["4-1"]["wins"], 1);
    assert_eq!(v["cells"]["4-1"]["best"], 95);
    assert_eq!(v["cells"]["4-1"]["streak"], 0);
    assert_eq!(v["cells"]["2-3"]["streak"], 1);
    std::fs::remove_dir_all(&dir).unwrap();
}
