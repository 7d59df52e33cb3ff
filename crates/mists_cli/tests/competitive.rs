//! The competitive game on the command line (RULES §20, docs/competitive.md): real binary,
//! real files, exit codes.

use std::path::{Path, PathBuf};

mod common;
use common::{cli, json_of, moved_elsewhere, repo, tmp};

const PRESET: &str = "assets/levels/competitive.ron";

#[test]
fn play_json_gives_one_score_per_seat_and_replays_to_the_same_state() {
    let rec = tmp("play").join("game.ron");
    let out = cli()
        .args([
            "play",
            "--preset",
            &repo(PRESET),
            "--players",
            "3",
            "--seed",
            "11",
        ])
        .args(["--policy", "random", "--json", "--record"])
        .arg(&rec)
        .output()
        .unwrap();
    let v = json_of(out);
    assert_eq!(v["status"], "over");
    assert_eq!(v["scores"].as_array().unwrap().len(), 3);
    // Every tile is on the board or set aside: 60 Mists + 71 base tiles + 4 start quarters.
    let laid = v["tiles_on_board"].as_u64().unwrap() + v["set_aside"].as_u64().unwrap();
    assert_eq!(laid, 135);
    assert_eq!(v["ghost_supply"], 15);
    let again = json_of(
        cli()
            .arg("replay")
            .arg(&rec)
            .arg("--json")
            .output()
            .unwrap(),
    );
    assert_eq!(again, v);
    let check = cli().arg("check").arg(&rec).output().unwrap();
    assert!(String::from_utf8_lossy(&check.stdout).contains("competitive record"));
    // Issue 61: the record carries its preset and both tile sets; moved to another folder, as
    // on another machine where the assets lie elsewhere, it replays the same.
    let moved = moved_elsewhere(&rec, "play-moved");
    let there = cli().arg("replay").arg(&moved).arg("--json").output();
    assert_eq!(json_of(there.unwrap()), v);
}

#[test]
fn sim_reports_the_mean_score_of_every_seat() {
    let out = cli()
        .args([
            "sim",
            "--preset",
            &repo(PRESET),
            "--players",
            "2",
            "--games",
            "2",
        ])
        .args(["--bot", "random", "--json"])
        .output()
        .unwrap();
    let v = json_of(out);
    assert_eq!(v["mean_scores"].as_array().unwrap().len(), 2);
    let shares: f64 = v["win_share"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_f64().unwrap())
        .sum();
    assert!((shares - 1.0).abs() < 1e-9, "{v}");
}

#[test]
fn bad_competitive_input_gets_a_located_error_and_exit_2() {
    // One player is too few (RULES §20.1).
    let out = cli()
        .args(["play", "--preset", &repo(PRESET), "--players", "1"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("2 to 5 players"));
    // The planner is the cooperative game's bot.
    let out = cli()
        .args(["sim", "--preset", &repo(PRESET), "--bot", "planner"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    // A misspelt key in a preset: the file, the line, and the nearest key.
    let dir = tmp("bad");
    let text = std::fs::read_to_string(repo(PRESET))
        .unwrap()
        .replace("guard_supply:", "guard_suply:")
        .replace("\"../tiles/", &format!("\"{}/", repo("assets/tiles")));
    let bad = dir.join("bad.ron");
    std::fs::write(&bad, text).unwrap();
    let out = cli().arg("check").arg(&bad).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("bad.ron:") && err.contains("guard_supply"),
        "{err}"
    );
    // A scenario whose second board tile lies off the board: the file and the entry.
    let text = std::fs::read_to_string(repo(PRESET))
        .unwrap()
        .replace("\"../tiles/", &format!("\"{}/", repo("assets/tiles")))
        .replace(
            "ghosts: 15,",
            "ghosts: 15, scenario: Some((board: [(cell: (2, 0), tile: 221, rot: 1), (cell: (9, 9), tile: 221)])),",
        );
    let puzzle = dir.join("puzzle.ron");
    std::fs::write(&puzzle, text).unwrap();
    let out = cli().arg("check").arg(&puzzle).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("puzzle.ron") && err.contains("scenario board entry 2 (tile 221 at (9, 9))"),
        "{err}"
    );
    // A cut-off preset: its own parse error, located.
    let cut = dir.join("cut.ron");
    std::fs::write(&cut, "(variant: Competitive").unwrap();
    let out = cli().arg("check").arg(&cut).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("cut.ron:1:"), "{err}");
    assert!(!err.contains("TileSetSpec"), "{err}");
    // An illegal play in a record names its index and the rule.
    let rec = dir.join("rec.ron");
    std::fs::write(
        &rec,
        format!(
            "(competitive: {:?}, players: 2, seed: 1, plays: [Place(cell: (x: 9, y: 9), rot: 0)])",
            repo(PRESET)
        ),
    )
    .unwrap();
    let out = cli().arg("replay").arg(&rec).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("play #0") && err.contains("RULES §8.2"),
        "{err}"
    );
}

/// `host --competitive` and `join` play a whole match online and print the same final state;
/// the host's `--save` is a competitive record (with the seed: only the host keeps it) that
/// replays to that state.
#[test]
fn host_competitive_and_join_play_a_match_to_the_same_end() {
    use std::io::{BufRead, BufReader};
    use std::process::Stdio;
    let dir = tmp("online");
    let save = dir.join("match.ron");
    let mut host = cli()
        .args(["host", "--competitive", "--players", "2", "--seed", "5"])
        .args([
            "--port",
            "0",
            "--bind",
            "127.0.0.1",
            "--seats",
            "remote,bot",
        ])
        .args(["--json", "--save"])
        .arg(&save)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut err = BufReader::new(host.stderr.take().unwrap());
    let mut line = String::new();
    let port = loop {
        line.clear();
        assert!(err.read_line(&mut line).unwrap() > 0, "the host ended");
        if let Some(rest) = line.strip_prefix("hosting on port ") {
            break rest.split_whitespace().next().unwrap().to_string();
        }
    };
    let drain = std::thread::spawn(move || {
        let mut rest = String::new();
        std::io::Read::read_to_string(&mut err, &mut rest).unwrap();
        rest
    });
    let joined = json_of(
        cli()
            .args(["join", &format!("127.0.0.1:{port}"), "--seat", "0"])
            .args(["--json"])
            .output()
            .unwrap(),
    );
    let hosted = host.wait_with_output().unwrap();
    let log = drain.join().unwrap();
    assert!(hosted.status.success(), "{log}");
    let hosted: serde_json::Value = serde_json::from_slice(&hosted.stdout).unwrap();
    assert_eq!(hosted, joined);
    assert_eq!(hosted["variant"], "competitive");
    assert_eq!(hosted["status"], "over");
    // The host's save holds the copy with its record: replayed, the same end.
    let copy = mists_net::GameCopy::load(&save).unwrap().record;
    let rec = dir.join("rec.ron");
    std::fs::write(&rec, copy).unwrap();
    let replayed = json_of(
        cli()
            .arg("replay")
            .arg(&rec)
            .arg("--json")
            .output()
            .unwrap(),
    );
    assert_eq!(replayed, hosted);
    std::fs::remove_dir_all(&dir).ok();
}

/// The record's first `k` plays, as a file of their own.
fn cut(rec: &mists_rules::competitive::file::CompetitiveRecord, k: usize, dir: &Path) -> PathBuf {
    let mut r = rec.clone();
    r.plays.truncate(k);
    let file = dir.join(format!("cut-{k}.ron"));
    std::fs::write(&file, r.to_ron()).unwrap();
    file
}

#[test]
fn legal_lists_the_plays_and_replay_json_has_the_full_state() {
    let dir = tmp("state");
    let rec = dir.join("game.ron");
    let out = cli()
        .args(["play", "--preset", &repo(PRESET), "--players", "3"])
        .args(["--seed", "4", "--policy", "greedy", "--record"])
        .arg(&rec)
        .output()
        .unwrap();
    assert!(out.status.success());
    let full = mists_rules::competitive::file::CompetitiveRecord::load(&rec).unwrap();
    let (preset, _) =
        mists_rules::competitive::file::load_preset(Path::new(&repo(PRESET))).unwrap();
    let setup = preset.setup(3);
    let (mut ghosts_seen, mut checked) = (false, 0);
    for k in (0..full.plays.len()).step_by(7) {
        ghosts_seen |= check_position_after(&full, k, &dir, &setup);
        checked += 1;
    }
    assert!(checked > 20, "{checked} positions");
    assert!(
        ghosts_seen,
        "a ghost happening was among this turn's events somewhere"
    );
    let over = json_of(cli().arg("legal").arg(&rec).arg("--json").output().unwrap());
    assert_eq!(over["options"], serde_json::json!([]));
    assert!(over["waiting"].is_null());
}

/// The match of `full` after its first `k` plays: `legal --json` lists the plays it could go
/// on with and `replay --json` has the full state. Whether a ghost happened this turn.
fn check_position_after(
    full: &mists_rules::competitive::file::CompetitiveRecord,
    k: usize,
    dir: &Path,
    setup: &mists_rules::competitive::CompetitiveSetup,
) -> bool {
    use mists_rules::competitive::Play;
    let file = cut(full, k, dir);
    let legal = json_of(
        cli()
            .arg("legal")
            .arg(&file)
            .arg("--json")
            .output()
            .unwrap(),
    );
    let state = json_of(
        cli()
            .arg("replay")
            .arg(&file)
            .arg("--json")
            .output()
            .unwrap(),
    );
    // The options are the plays the record could go on with: the one played is among them.
    let options: Vec<Play> = serde_json::from_value(legal["options"].clone()).unwrap();
    assert!(options.contains(&full.plays[k]), "play {k} is listed");
    assert_eq!(legal["options"], state["legal"]);
    assert_eq!(legal["seat"], state["current"]);
    assert_eq!(state["options"].as_u64().unwrap() as usize, options.len());
    assert_every_piece_is_accounted_for(&state, setup, k);
    assert!(state["drawn"]["tile"].is_u64() && state["drawn"]["copy"].is_u64());
    assert_this_turns_events(&state, k)
}

/// Supplies, the general supply and the board account for every piece (RULES §20.1); a piece
/// on an area stands on a feature that lists its cell, a keeper on none.
fn assert_every_piece_is_accounted_for(
    state: &serde_json::Value,
    setup: &mists_rules::competitive::CompetitiveSetup,
    k: usize,
) {
    let pieces = state["pieces"].as_array().unwrap();
    for seat in 0..3u64 {
        let on_board = |guard: bool| {
            pieces
                .iter()
                .filter(|p| p["seat"] == seat && p["guard"] == guard)
                .count()
        };
        let s = &state["supplies"][seat as usize];
        let n = |key: &str| s[key].as_u64().unwrap() as usize;
        assert_eq!(on_board(false) + n("meeples"), setup.meeples as usize);
        assert_eq!(
            on_board(true) + n("guards") + n("general_guards"),
            (setup.guards + setup.guard_supply) as usize,
            "seat {seat} after {k} plays"
        );
    }
    for p in pieces {
        assert!(p["id"].is_u64());
        // A piece on an area stands on a feature that lists its cell; a keeper on none.
        match p["keeper"].as_bool().unwrap() {
            true => assert!(p["feature"].is_null()),
            false => {
                let cells = p["feature"]["cells"].as_array().unwrap();
                assert!(cells.contains(&p["cell"]), "{p}");
                assert!(p["feature"]["kind"].is_string());
            }
        }
    }
}

/// This turn's happenings (and, after `k` > 10 plays, last turn's) in the state after `k`
/// plays; whether a ghost happened this turn.
fn assert_this_turns_events(state: &serde_json::Value, k: usize) -> bool {
    // This turn's happenings begin with its placement once the tile is down.
    let this = state["turn_events"].as_array().unwrap();
    match state["waiting"].as_str().unwrap() {
        "place_tile" => assert!(this.is_empty()),
        _ => {
            // … of the tile the seat to act holds, by that seat.
            let placed = &this[0]["Placed"];
            assert_eq!(placed["seat"], state["current"], "{this:?}");
            let at = &state["drawn"]["cell"];
            assert_eq!(
                [&placed["cell"]["x"], &placed["cell"]["y"]],
                [&at[0], &at[1]]
            );
        }
    }
    if k > 10 {
        let last = state["last_turn_events"].as_array().unwrap();
        assert!(last.iter().any(|h| h.get("Placed").is_some()), "{last:?}");
    }
    this.iter().any(|h| h.get("Ghost").is_some())
}

/// A puzzle preset with a three-tile pile, played to its end by the search bot on every seat.
#[test]
fn the_search_bot_plays_a_scenario_preset_to_its_end() {
    let dir = tmp("search");
    let text = std::fs::read_to_string(repo(PRESET))
        .unwrap()
        .replace("\"../tiles/", &format!("\"{}/", repo("assets/tiles")))
        .replace(
            "ghosts: 15,",
            "ghosts: 15, scenario: Some((pile: Some([221, 222, 224]), scores: Some([3, 0]))),",
        );
    let puzzle = dir.join("puzzle.ron");
    std::fs::write(&puzzle, text).unwrap();
    let out = cli()
        .args(["play", "--preset"])
        .arg(&puzzle)
        .args(["--policy", "search", "--json"])
        .output()
        .unwrap();
    let v = json_of(out);
    assert_eq!(v["status"], "over");
    // The start tile's four quarters and the three tiles of the pile (none set aside there).
    let laid = v["tiles_on_board"].as_u64().unwrap() + v["set_aside"].as_u64().unwrap();
    assert_eq!(laid, 7);
    assert!(
        v["scores"][0].as_u64().unwrap() >= 3,
        "the scenario's score is kept: {v}"
    );
}

/// `check` plays a competitive lesson through; one whose expected play the rules do not offer
/// there is refused naming the lesson file and the step.
#[test]
fn check_plays_the_competitive_lessons_and_names_a_broken_step() {
    for f in [
        "assets/tutorial/competitive/01-ghosts-and-guards.ron",
        "assets/tutorial/competitive/02-keepers-and-penalties.ron",
    ] {
        let out = cli().args(["check", &repo(f)]).output().unwrap();
        let said = String::from_utf8_lossy(&out.stdout);
        assert!(
            out.status.success() && said.contains("competitive lesson"),
            "{f}: {said}{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    // The same lesson elsewhere (its tile files named whole), its first placement moved east.
    let good =
        std::fs::read_to_string(repo("assets/tutorial/competitive/01-ghosts-and-guards.ron"))
            .unwrap();
    let good = good.replace("\"../../tiles/", &format!("\"{}/", repo("assets/tiles")));
    let bad = good.replace(
        "Place(cell: (x: -2, y: 1), rot: 0)",
        "Place(cell: (x: -1, y: 1), rot: 0)",
    );
    assert_ne!(bad, good);
    let dir = tmp("lesson");
    std::fs::write(dir.join("fine.ron"), &good).unwrap();
    let out = cli()
        .args(["check"])
        .arg(dir.join("fine.ron"))
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let path = dir.join("broken.ron");
    std::fs::write(&path, bad).unwrap();
    let out = cli().args(["check"]).arg(&path).output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(
        err.contains("broken.ron") && err.contains("step 2"),
        "{err}"
    );
}
