//! Hostile input never panics (issue "Hostile input"): one regression test per defect the fuzzing
//! found, run as a user runs the CLI, and a short run of the fuzz harness itself.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

mod common;
use common::{cli, repo, tmp};

/// A refusal: exit 2, one line on stderr naming `file` and containing every `words`, no panic.
fn refused(out: &Output, file: &str, words: &[&str]) -> String {
    let err = String::from_utf8_lossy(&out.stderr).to_string();
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert_eq!(err.lines().count(), 1, "one line: {err}");
    assert!(!err.contains("panicked"), "{err}");
    assert!(err.contains(file), "names {file}: {err}");
    for w in words {
        assert!(err.contains(w), "says {w:?}: {err}");
    }
    err
}

/// A Level 1 preset with a scenario body, written next to the shipped tile set.
fn preset_with(dir: &Path, name: &str, replace: (&str, &str)) -> PathBuf {
    let text = std::fs::read_to_string(repo("assets/levels/level1.ron"))
        .unwrap()
        .replace("../tiles/mists.ron", &repo("assets/tiles/mists.ron"))
        .replace(replace.0, replace.1);
    let p = dir.join(name);
    std::fs::write(&p, text).unwrap();
    p
}

#[test]
fn a_record_with_rotation_5_is_refused_with_the_rule() {
    // Next to the start tile (x = 2 touches it): the rotation was used before being checked.
    let dir = tmp("rot");
    let rec = dir.join("rot.ron");
    for rot in [5, 4, 255] {
        std::fs::write(
            &rec,
            format!(
                "(preset: Path({:?}), players: (players: 1), seed: 3, decisions: [PlaceTile(cell: (x: 2, y: 0), rot: {rot})])",
                repo("assets/levels/level1.ron")
            ),
        )
        .unwrap();
        let out = cli().arg("replay").arg(&rec).output().unwrap();
        refused(&out, "rot.ron", &["decision #0", "RULES §8.2", "rotation"]);
    }
    // An occupied cell names the rule too.
    std::fs::write(
        &rec,
        format!(
            "(preset: Path({:?}), players: (players: 1), seed: 3, decisions: [PlaceTile(cell: (x: 0, y: 0), rot: 0)])",
            repo("assets/levels/level1.ron")
        ),
    )
    .unwrap();
    let out = cli().arg("replay").arg(&rec).output().unwrap();
    refused(&out, "rot.ron", &["RULES §8.2", "not empty"]);
}

#[test]
fn scenario_numbers_beyond_the_rules_are_refused_at_load() {
    let dir = tmp("numbers");
    for (name, scenario, words) in [
        (
            "far.ron",
            "scenario: (board: [(cell: (32767, 0), tile: 9)]),",
            &["32767", "board limit"][..],
        ),
        (
            "far2.ron",
            "scenario: (board: [(cell: (-32768, 0), tile: 9)]),",
            &["-32768"][..],
        ),
        (
            "total.ron",
            "scenario: (totals: [4294967295]),",
            &["4294967295", "at most"][..],
        ),
        (
            "goal.ron",
            "scenario: (totals: [50]),",
            &["already at the goal"][..],
        ),
    ] {
        let p = preset_with(
            &dir,
            name,
            ("settings: (", &format!("{scenario}\n    settings: (")),
        );
        let out = cli().arg("check").arg(&p).output().unwrap();
        refused(&out, name, words);
    }
}

#[test]
fn misspelt_keys_are_errors_with_the_nearest_key() {
    let dir = tmp("keys");
    for (name, from, to, want) in [
        ("k1.ron", "tile58Ghosts", "tile58ghosts", "tile58Ghosts"),
        ("k2.ron", "houndVicinity", "houndsVicinity", "houndVicinity"),
        (
            "k3.ron",
            "settings: (",
            "scenaro: (),\n    settings: (",
            "scenario",
        ),
    ] {
        let p = preset_with(&dir, name, (from, to));
        let out = cli().arg("check").arg(&p).output().unwrap();
        refused(
            &out,
            name,
            &["field named", &format!("did you mean `{want}`")],
        );
    }
}

#[test]
fn an_empty_tile_path_names_the_preset_and_the_field() {
    let dir = tmp("empty");
    let p = preset_with(&dir, "empty.ron", (&repo("assets/tiles/mists.ron"), ""));
    let out = cli().arg("check").arg(&p).output().unwrap();
    refused(&out, "empty.ron", &["tiles", "empty"]);
}

#[test]
fn devices_fifos_and_huge_files_are_not_read() {
    let out = cli().args(["tiles", "/dev/zero"]).output().unwrap();
    refused(&out, "/dev/zero", &["not a regular file"]);
    let dir = tmp("dev");
    let p = preset_with(
        &dir,
        "zero.ron",
        (&repo("assets/tiles/mists.ron"), "/dev/zero"),
    );
    let out = cli().arg("check").arg(&p).output().unwrap();
    refused(&out, "/dev/zero", &["not a regular file"]);
    let fifo = dir.join("pipe.ron");
    if Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .is_ok_and(|s| s.success())
    {
        // Would block forever if opened.
        let out = cli().arg("check").arg(&fifo).output().unwrap();
        refused(&out, "pipe.ron", &["not a regular file"]);
    }
    let big = dir.join("big.ron");
    std::fs::write(&big, vec![b' '; 5 << 20]).unwrap();
    let out = cli().arg("check").arg(&big).output().unwrap();
    refused(&out, "big.ron", &["larger than"]);
}

#[test]
fn a_tile_set_with_too_many_copies_or_symbols_is_refused() {
    let dir = tmp("copies");
    let text = std::fs::read_to_string(repo("assets/tiles/mists.ron")).unwrap();
    let many = dir.join("many.ron");
    std::fs::write(
        &many,
        text.replacen(
            "copies: [",
            &format!("copies: [{}", "(tile: 9),".repeat(65_536)),
            1,
        ),
    )
    .unwrap();
    let out = cli().arg("check").arg(&many).output().unwrap();
    refused(&out, "many.ron", &["at most 1000"]);
    // Tile 58 with 200 + 100 symbols (and tile58Ghosts: 2 would add to them).
    let start = text.find("tile: 58,").expect("tile 58 has copies");
    let end = start + text[start..].find(')').unwrap();
    let symbols = dir.join("symbols.ron");
    std::fs::write(
        &symbols,
        format!("{}tile: 58, symbols: [200]{}", &text[..start], &text[end..]),
    )
    .unwrap();
    let out = cli().arg("check").arg(&symbols).output().unwrap();
    refused(&out, "symbols.ron", &["tile 58", "ghost symbols"]);
}

#[test]
fn a_closed_stdout_ends_the_command_quietly() {
    // `mists-cli play … --json | head -c 20`: the reader is gone before the game is printed.
    let mut child = cli()
        .args(["play", "--level", "2", "--seed", "4", "--json"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    let mut err = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut err)
        .unwrap();
    let status = child.wait().unwrap();
    assert!(!err.contains("panicked"), "{err}");
    assert_eq!(status.code(), Some(0), "{err}");
}

#[test]
fn argument_errors_are_one_line() {
    for args in [
        &["play", "--level", "7"][..],
        &["play"][..],
        &["tiles"][..],
        &["sim", "--level", "1", "--games", "x"][..],
        &["frobnicate"][..],
    ] {
        let out = cli().args(args).output().unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.starts_with("error: "), "{args:?}: {err}");
    }
    let out = cli().arg("--help").output().unwrap();
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stdout).contains("fuzz"));
}

#[test]
fn the_fuzz_harness_finds_no_panic_in_a_short_run() {
    let out = cli()
        .args([
            "fuzz",
            "--decisions",
            "20000",
            "--files",
            "400",
            "--seed",
            "11",
            "--json",
        ])
        .env("MISTS_ASSETS", repo("assets"))
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{err}");
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["panics"], 0);
    assert_eq!(v["wrong"], 0);
    assert!(v["decisions"].as_u64().unwrap() >= 20_000);
    assert!(v["refused"].as_u64().unwrap() > 1000, "made-up decisions");
    assert!(v["matches"].as_u64().unwrap() > 0, "competitive matches");
    assert_eq!(v["files"], 400);
    assert!(
        v["files_played"].as_u64().unwrap() > 0,
        "some damaged files still play"
    );
}

#[test]
fn a_preset_may_name_its_players_so_a_pink_meeple_checks() {
    let dir = tmp("players");
    let scenario = "scenario: (meeples: [(colour: Pink, cell: (0, 0), area: 0)]),";
    let without = preset_with(
        &dir,
        "nopink.ron",
        ("settings: (", &format!("{scenario}\n    settings: (")),
    );
    let out = cli().arg("check").arg(&without).output().unwrap();
    refused(&out, "nopink.ron", &["no pink meeple"]);
    let with = preset_with(
        &dir,
        "pink.ron",
        (
            "settings: (",
            &format!(
                "{scenario}\n    players: (players: 2, colours: [[Red, Pink], [Blue, Green]]),\n    settings: ("
            ),
        ),
    );
    let out = cli().arg("check").arg(&with).output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // `play` takes the preset's players when --players is not given.
    let out = cli()
        .args(["play", "--preset"])
        .arg(&with)
        .args(["--seed", "2", "--json"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert!(
        v["meeples"]
            .as_array()
            .unwrap()
            .iter()
            .any(|m| m["color"] == "pink")
    );
}

#[test]
fn a_competitive_preset_whose_tile_file_is_missing_names_the_preset() {
    // Found by the fuzz harness: the error named only the tile file, not the preset to mend.
    let dir = tmp("competitive-tiles");
    let text = std::fs::read_to_string(repo("assets/levels/competitive.ron")).unwrap();
    let path = dir.join("rivals.ron");
    let tiles = repo("assets/tiles/mists-v1.ron");
    let text = text
        .replace("\"../tiles/mists-v1.ron\"", &format!("{tiles:?}"))
        .replace("\"../tiles/base.ron\"", "\"no-such-base.ron\"");
    std::fs::write(&path, text).unwrap();
    let out = cli().arg("check").arg(&path).output().unwrap();
    refused(
        &out,
        "rivals.ron",
        &["its tiles", "no-such-base.ron", "cannot read"],
    );
}
