//! The CLI as a user runs it: real binary, real files, exit codes.

use std::path::Path;

mod common;
use common::{cli, json_of, moved_elsewhere, repo, tmp};

#[test]
fn tiles_json_summarises_the_shipped_set() {
    let out = cli()
        .args(["tiles", &repo("assets/tiles/mists.ron"), "--json"])
        .output()
        .unwrap();
    let v = json_of(out);
    for (key, want) in [
        ("types", 52),
        ("copies", 60),
        ("castles", 5),
        ("cemeteries", 5),
        ("villages", 3),
        ("misty", 43),
        ("ghost_symbols", 75),
        ("start_ghost_symbols", 3),
    ] {
        assert_eq!(v[key], want, "{key}");
    }
    assert!(v["city_segments"].as_u64().unwrap() > 0);
    assert!(v["road_segments"].as_u64().unwrap() > 0);
}

#[test]
fn malformed_tile_file_gives_a_located_error_and_exit_2() {
    let dir = std::env::temp_dir().join(format!("mists-cli-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let bad = dir.join("bad.ron");
    std::fs::write(
        &bad,
        "(\n  name: \"x\",\n  tiles: [ (id: 1, sides: oops) ],\n)",
    )
    .unwrap();
    let out = cli()
        .args(["tiles", bad.to_str().unwrap(), "--json"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("bad.ron:3:"), "names file and line: {err}");
    assert_eq!(err.lines().count(), 1, "one clear line: {err}");
    assert!(!err.contains("panicked"));

    // A semantic error names the tile.
    std::fs::write(&bad, r#"(name: "x", tiles: [(id: 5, sides: (n: "cCC", e: "FFF", s: "FFF", w: "FFF"))], copies: [], start: [])"#).unwrap();
    let out = cli()
        .args(["check", bad.to_str().unwrap()])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("tile 05") && err.contains("city"), "{err}");

    let out = cli()
        .args(["tiles", dir.join("missing.ron").to_str().unwrap()])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("missing.ron"));
}

#[test]
fn bad_arguments_exit_2() {
    let out = cli().args(["tiles"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn play_json_has_the_documented_keys_and_replays_to_the_same_state() {
    let dir = tmp("play");
    let rec = dir.join("game.ron");
    let out = cli()
        .args([
            "play",
            "--level",
            "3",
            "--players",
            "2",
            "--seed",
            "5",
            "--policy",
            "random",
            "--json",
            "--record",
        ])
        .arg(&rec)
        .output()
        .unwrap();
    let v = json_of(out);
    assert_play_json_keys(&v);
    assert_record_replays_to(&rec, &v);
    // Issue 61: the record carries its preset and tile set; moved to another folder, as on
    // another machine where the assets lie elsewhere, it replays the same.
    assert_record_replays_to(&moved_elsewhere(&rec, "play-moved"), &v);
}

/// `play --json` of a finished game has the documented keys, per cell and per feature too.
fn assert_play_json_keys(v: &serde_json::Value) {
    for key in [
        "status",
        "reason",
        "level",
        "turn",
        "totals",
        "ghost_supply",
        "ghost_total",
        "cells",
        "meeples",
        "piles",
        "active_pile",
        "hounds",
        "pending",
        "scoring_meeples",
        "features",
        "turn_events",
        "last_turn_events",
    ] {
        assert!(v.get(key).is_some(), "missing key {key}");
    }
    // Ghosts by slot add up to the cell's count; features say what they are.
    for c in v["cells"].as_array().unwrap() {
        let slots: u64 = c["mist_ghosts"]
            .as_array()
            .unwrap()
            .iter()
            .map(|g| g["ghosts"].as_u64().unwrap())
            .sum();
        assert_eq!(
            slots + c["cemetery_ghosts"].as_u64().unwrap(),
            c["ghosts"].as_u64().unwrap()
        );
    }
    let features = v["features"].as_array().unwrap();
    assert!(features.iter().any(|f| f["kind"] == "mist_bank"));
    for f in features {
        assert!(["open", "complete", "blocked", "haunted"].contains(&f["state"].as_str().unwrap()));
        assert!(!f["cells"].as_array().unwrap().is_empty());
    }
    assert_eq!(v["scoring_meeples"].as_array().unwrap().len(), 1);
    assert!(
        v["turn_events"].as_array().unwrap()[0]
            .get("TurnStarted")
            .is_some(),
        "{}",
        v["turn_events"]
    );
    assert!(["won", "lost"].contains(&v["status"].as_str().unwrap()));
    let cell = &v["cells"][0];
    for key in ["x", "y", "tile", "rotation", "facedown", "ghosts"] {
        assert!(cell.get(key).is_some(), "cell key {key}");
    }
    assert_eq!(v["hounds"][0]["name"], "Rufus");
}

/// The record `rec` of the game `v` replays to `v` (and part of it to a game in play), and
/// `check` takes it as a record.
fn assert_record_replays_to(rec: &Path, v: &serde_json::Value) {
    let replay = cli().arg("replay").arg(rec).arg("--json").output().unwrap();
    assert!(
        replay.status.success(),
        "{}",
        String::from_utf8_lossy(&replay.stderr)
    );
    let mut w: serde_json::Value = serde_json::from_slice(&replay.stdout).unwrap();
    // The replay adds the danger estimate (issue 47): none once the game is over.
    let danger = w.as_object_mut().unwrap().remove("danger");
    assert_eq!(
        danger,
        Some(serde_json::Value::Null),
        "a finished game has no danger"
    );
    assert_eq!(*v, w, "replaying the record reproduces the game");

    let early = cli()
        .arg("replay")
        .arg(rec)
        .args(["--until", "3", "--json"])
        .output()
        .unwrap();
    let w: serde_json::Value = serde_json::from_slice(&early.stdout).unwrap();
    assert_eq!(w["status"], "playing");
    assert_eq!(w["decisions"], 3);
    for way in ["ghosts", "pile"] {
        let p = w["danger"][way].as_f64().unwrap_or(-1.0);
        assert!((0.0..=1.0).contains(&p), "danger {way}: {}", w["danger"]);
    }

    let check = cli().arg("check").arg(rec).output().unwrap();
    assert!(check.status.success());
    assert!(String::from_utf8_lossy(&check.stdout).contains("record"));
}

#[test]
fn legal_lists_the_pending_options_of_a_record() {
    let dir = tmp("legal");
    let rec = dir.join("start.ron");
    let preset = repo("assets/levels/level1.ron");
    std::fs::write(
        &rec,
        format!("(preset: Path({preset:?}), players: (players: 1), seed: 3, decisions: [])"),
    )
    .unwrap();
    let out = cli().arg("legal").arg(&rec).arg("--json").output().unwrap();
    let v = json_of(out);
    assert!(v["kind"]["PlaceTile"].is_object(), "{v}");
    assert!(!v["options"].as_array().unwrap().is_empty());
}

#[test]
fn an_illegal_decision_in_a_record_names_its_index_and_the_rule() {
    let dir = tmp("bad");
    let rec = dir.join("bad.ron");
    let preset = repo("assets/levels/level1.ron");
    std::fs::write(
        &rec,
        format!(
            "(preset: Path({preset:?}), players: (players: 1), seed: 3, decisions: [PlaceTile(cell: (x: 7, y: 7), rot: 0)])"
        ),
    )
    .unwrap();
    let out = cli().arg("replay").arg(&rec).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("decision #0") && err.contains("RULES §8.2"),
        "{err}"
    );
    assert_eq!(err.lines().count(), 1);

    std::fs::write(
        &rec,
        "(preset: Path(\"nowhere.ron\"), players: (players: 1), seed: 3)",
    )
    .unwrap();
    let out = cli().arg("replay").arg(&rec).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("nowhere.ron"));
}

#[test]
fn check_validates_level_presets_and_locates_errors() {
    let out = cli()
        .args(["check", &repo("assets/levels/level5.ron")])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let dir = tmp("preset");
    let bad = dir.join("bad.ron");
    let text = std::fs::read_to_string(repo("assets/levels/level3.ron"))
        .unwrap()
        .replace("../tiles/mists.ron", &repo("assets/tiles/mists.ron"))
        .replace("thresholds: [15, 50, 100]", "thresholds: [50, 15, 100]");
    std::fs::write(&bad, text).unwrap();
    let out = cli().arg("check").arg(&bad).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("bad.ron") && err.contains("increase"), "{err}");
}

#[test]
fn play_rejects_bad_arguments() {
    let out = cli().args(["play", "--level", "7"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let out = cli()
        .args(["play", "--level", "1", "--players", "0"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn sim_json_reports_wins_with_a_wilson_interval() {
    for bot in ["random", "greedy"] {
        assert_sim_json_of_four_level_1_games(bot);
    }
    assert_sim_counts_hound_markers_on_level_3();
    assert_sim_times_the_search_bots_placements();
    // A budget that is neither is refused before any game, naming the forms it may take.
    let out = cli()
        .args([
            "sim", "--level", "1", "--bot", "search", "--budget", "4/5000",
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("192/900ms"));
    // An unknown bot is a one-line error with exit code 2.
    let out = cli()
        .args(["sim", "--level", "1", "--games", "1", "--bot", "nobody"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("unknown bot"));
}

/// `sim --json` of four Level 1 games with `bot`: wins, their rate and Wilson interval, losses
/// by reason and games by markers passed add up.
fn assert_sim_json_of_four_level_1_games(bot: &str) {
    let out = cli()
        .args([
            "sim",
            "--level",
            "1",
            "--players",
            "2",
            "--games",
            "4",
            "--seed",
            "3",
            "--bot",
            bot,
            "--json",
        ])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.stderr.is_empty(), "no progress bar with --json");
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    for key in [
        "games",
        "wins",
        "win_rate",
        "ci95",
        "mean_turns",
        "losses_by_reason",
        "games_per_sec",
    ] {
        assert!(v.get(key).is_some(), "{key} missing: {v}");
    }
    assert_eq!(v["games"], 4);
    let (wins, rate) = (v["wins"].as_u64().unwrap(), v["win_rate"].as_f64().unwrap());
    assert_eq!(rate, wins as f64 / 4.0);
    let ci = v["ci95"].as_array().unwrap();
    let (lo, hi) = (ci[0].as_f64().unwrap(), ci[1].as_f64().unwrap());
    assert_eq!(ci.len(), 2);
    assert!(
        0.0 <= lo && lo <= rate && rate <= hi && hi <= 1.0,
        "{lo} {rate} {hi}"
    );
    assert!(hi - lo > 0.2, "4 games give a wide interval: {lo}..{hi}");
    let losses: u64 = v["losses_by_reason"]
        .as_object()
        .unwrap()
        .values()
        .map(|n| n.as_u64().unwrap())
        .sum();
    assert_eq!(wins + losses, 4);
    // Every game is counted once, by the hound markers it passed: Level 1 has none
    // (RULES §5), so all four passed 0.
    let by_markers = v["games_by_markers_passed"].as_object().unwrap();
    assert_eq!(by_markers.len(), 1, "{by_markers:?}");
    assert_eq!(by_markers["0"], 4, "{by_markers:?}");
    assert!(v["mean_turns"].as_f64().unwrap() >= 1.0);
    assert!(v["games_per_sec"].as_f64().unwrap() > 0.0);
}

/// Level 3 has hound markers on the score track: a counter stuck at 0 would show here.
fn assert_sim_counts_hound_markers_on_level_3() {
    let out = cli()
        .args([
            "sim",
            "--level",
            "3",
            "--players",
            "2",
            "--games",
            "6",
            "--seed",
            "3",
            "--bot",
            "greedy",
            "--json",
        ])
        .output()
        .unwrap();
    let v = json_of(out);
    let by_markers = v["games_by_markers_passed"].as_object().unwrap();
    let counted: u64 = by_markers.values().map(|n| n.as_u64().unwrap()).sum();
    assert_eq!(counted, 6, "{by_markers:?}");
    assert!(
        by_markers
            .iter()
            .any(|(k, n)| k != "0" && n.as_u64() > Some(0)),
        "no game passed a marker: {by_markers:?}"
    );
}

/// The search bot under the window's kind of budget: playouts within a time cap.
fn assert_sim_times_the_search_bots_placements() {
    let out = cli()
        .args([
            "sim",
            "--level",
            "1",
            "--games",
            "1",
            "--bot",
            "search",
            "--budget",
            "4/5000ms",
            "--horizon",
            "1",
            "--json",
        ])
        .output()
        .unwrap();
    let v = json_of(out);
    assert!(v["playouts"].as_u64().unwrap() > 0, "{v}");
    let (p95, longest) = (
        v["p95_placement_ms"].as_f64().unwrap(),
        v["longest_placement_ms"].as_f64().unwrap(),
    );
    assert!(0.0 < p95 && p95 <= longest, "{v}");
    // Some placement took over a second exactly when the longest did.
    let over = v["placements_over_1s"].as_u64().unwrap();
    assert_eq!(over > 0, longest > 1000.0, "{v}");
}

#[test]
fn play_with_the_planner_bot_finishes_the_game() {
    let out = cli()
        .args([
            "play", "--level", "2", "--seed", "4", "--policy", "planner", "--json",
        ])
        .output()
        .unwrap();
    let v = json_of(out);
    assert_ne!(v["status"], "playing");
}

/// `host` and `join` play a whole game on 127.0.0.1 (docs/online.md): both print the same final
/// state, with the keys `play --json` prints.
#[test]
fn host_and_join_play_a_whole_game_and_print_the_same_state() {
    let (host, port, drain) = spawn_level_3_host();
    assert_a_stranger_asking_for_the_bots_seat_is_let_go(&port);
    let join = cli()
        .args([
            "join",
            &format!("127.0.0.1:{port}"),
            "--seat",
            "0",
            "--bot",
            "greedy",
            "--json",
        ])
        .output()
        .unwrap();
    let joined = json_of(join);
    let hosted = host.wait_with_output().unwrap();
    let host_log = drain.join().unwrap();
    assert!(hosted.status.success(), "{host_log}");
    let hosted: serde_json::Value = serde_json::from_slice(&hosted.stdout).unwrap();
    assert_eq!(hosted, joined, "host and client end on the same table");
    assert_eq!(host_log.matches("refused").count(), 1, "{host_log}");
    // The same keys as `play --json`.
    let played = json_of(
        cli()
            .args([
                "play",
                "--level",
                "3",
                "--players",
                "2",
                "--seed",
                "4",
                "--json",
            ])
            .output()
            .unwrap(),
    );
    let keys = |v: &serde_json::Value| v.as_object().unwrap().keys().cloned().collect::<Vec<_>>();
    assert_eq!(keys(&hosted), keys(&played));
    assert_ne!(
        hosted["status"], "playing",
        "the game ended: {}",
        hosted["status"]
    );
}

/// A host of Level 3 for two (seat 2 its greedy bot's) on a free port of 127.0.0.1: the
/// process, its port, and the thread draining its stderr (the rest of its log).
fn spawn_level_3_host() -> (std::process::Child, String, std::thread::JoinHandle<String>) {
    use std::io::{BufRead, BufReader};
    use std::process::Stdio;
    let mut host = cli()
        .args([
            "host",
            "--level",
            "3",
            "--players",
            "2",
            "--seed",
            "4",
            "--port",
            "0",
        ])
        .args([
            "--bind",
            "127.0.0.1",
            "--seats",
            "remote,bot",
            "--bot",
            "greedy",
            "--json",
        ])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // The host names its port on its first line of stderr.
    let mut err = BufReader::new(host.stderr.take().unwrap());
    let mut line = String::new();
    let port = loop {
        line.clear();
        assert!(
            err.read_line(&mut line).unwrap() > 0,
            "the host ended before serving"
        );
        if let Some(rest) = line.strip_prefix("hosting on port ") {
            break rest.split_whitespace().next().unwrap().to_string();
        }
    };
    // Keep draining the host's stderr so it never blocks on a full pipe.
    let drain = std::thread::spawn(move || {
        let mut rest = String::new();
        std::io::Read::read_to_string(&mut err, &mut rest).unwrap();
        rest
    });
    (host, port, drain)
}

/// Asking for the bot's seat: this host takes no watchers, so the client is told why and let
/// go (exit 2, the reason named), and nothing changes at the host.
fn assert_a_stranger_asking_for_the_bots_seat_is_let_go(port: &str) {
    let stranger = cli()
        .args(["join", &format!("127.0.0.1:{port}"), "--seat", "1"])
        .output()
        .unwrap();
    assert_eq!(stranger.status.code(), Some(2));
    let said = String::from_utf8_lossy(&stranger.stderr);
    assert!(
        said.contains("seat 2 is not played from another computer")
            && said.contains("takes no watchers"),
        "{said}"
    );
}

#[test]
fn host_refuses_a_seat_list_of_the_wrong_length() {
    let out = cli()
        .args([
            "host",
            "--level",
            "1",
            "--players",
            "3",
            "--seats",
            "remote,bot",
        ])
        .args(["--bind", "127.0.0.1", "--port", "0"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("--seats names 2 seats for 3 players"), "{err}");
}

/// `turn new` and `host` take the rule switches (RULES §18) and colours (§4.1) a preset would: a
/// new turn file's game starts with them; a bad one is refused naming it, before anything starts.
#[test]
fn rule_switches_and_colours_reach_the_game_and_bad_ones_are_named() {
    let dir = std::env::temp_dir().join(format!("mists-switches-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("g.turn");
    let made = cli()
        .args(["turn", "new", "--level", "4", "--players", "2", "--out"])
        .arg(&file)
        .args([
            "--set",
            "houndVicinity=N4",
            "--set",
            "pacifyOnUnoccupied=true",
        ])
        .args(["--colours", "red+pink,blue+yellow"])
        .output()
        .unwrap();
    assert!(
        made.status.success(),
        "{}",
        String::from_utf8_lossy(&made.stderr)
    );
    let text = std::fs::read_to_string(&file).unwrap();
    let turn = mists_net::turns::TurnFile::from_ron(&text, "g.turn").unwrap();
    let start = mists_rules::record::Record::from_ron(&turn.start, "start").unwrap();
    let mists_rules::record::PresetRef::Inline(cfg) = &start.preset else {
        panic!("inline preset");
    };
    assert_eq!(cfg.settings.hound_vicinity, mists_board::Neighbourhood::N4);
    assert!(cfg.settings.pacify_on_unoccupied);
    use mists_rules::Colour::*;
    assert_eq!(
        start.players.colours,
        Some(vec![vec![Red, Pink], vec![Blue, Yellow]])
    );
    for (arg, value, says) in [
        (
            "--set",
            "houndVicnity=N4",
            "no rule switch \"houndVicnity\"",
        ),
        ("--set", "houndVicinity=N7", "--set houndVicinity=N7"),
        (
            "--colours",
            "red+red,blue+yellow",
            "--colours red+red,blue+yellow",
        ),
    ] {
        let out = cli()
            .args(["host", "--level", "3", "--players", "2", "--port", "0"])
            .args(["--bind", "127.0.0.1", arg, value])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2));
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(says), "{err}");
    }
    std::fs::remove_dir_all(&dir).ok();
}

/// Three friends pass a game by turns as pasted text: each saves the text they got, plays on
/// from it and sends the text of the result; a text cut short is refused with its reason.
#[test]
fn a_game_by_turns_travels_as_short_text() {
    let dir = std::env::temp_dir().join(format!("mists-turn-text-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("g.turn");
    let ok = |out: std::process::Output| {
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).unwrap()
    };
    ok(cli()
        .args(["turn", "new", "--level", "2", "--players", "3", "--out"])
        .arg(&file)
        .output()
        .unwrap());
    let mut current = file.clone();
    for round in 0..6 {
        let key = dir.join(format!("key{}", round % 3));
        let next = dir.join(format!("after{round}.turn"));
        ok(cli()
            .args(["turn", "play"])
            .arg(&current)
            .arg("--key")
            .arg(&key)
            .arg("--out")
            .arg(&next)
            .output()
            .unwrap());
        let text = ok(cli().args(["turn", "text"]).arg(&next).output().unwrap());
        assert!(text.starts_with("mists-turn:"), "{text}");
        let file_len = std::fs::metadata(&next).unwrap().len() as usize;
        assert!(text.len() * 5 < file_len, "{} vs {file_len}", text.len());
        // What the next player pastes into a file.
        current = dir.join(format!("pasted{round}.txt"));
        std::fs::write(&current, &text).unwrap();
    }
    let pasted = json_of(
        cli()
            .args(["turn", "check", "--json"])
            .arg(&current)
            .output()
            .unwrap(),
    );
    let whole = json_of(
        cli()
            .args(["turn", "check", "--json"])
            .arg(dir.join("after5.turn"))
            .output()
            .unwrap(),
    );
    assert_eq!(pasted, whole);
    let text = std::fs::read_to_string(&current).unwrap();
    std::fs::write(&current, &text[..text.len() / 2]).unwrap();
    let out = cli()
        .args(["turn", "check"])
        .arg(&current)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("cut short or mistyped"), "{err}");
    std::fs::remove_dir_all(&dir).ok();
}
