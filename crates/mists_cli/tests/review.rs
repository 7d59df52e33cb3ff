//! `mists-cli review` as a user runs it (issue 51): the documented JSON fields, the text report,
//! and a record that does not replay refused with its reason before any work.

mod common;
use common::{cli, json_of, repo, tmp};

/// The keys of a `review --json` table in docs/cli.md, in the section whose heading starts
/// with `heading`: (top-level keys, keys of a step).
fn documented_keys_under(heading: &str) -> (Vec<String>, Vec<String>) {
    let doc = std::fs::read_to_string(repo("docs/cli.md")).unwrap();
    let section = doc
        .split(heading)
        .nth(1)
        .and_then(|s| s.split("\n## ").next())
        .unwrap_or_else(|| panic!("docs/cli.md has a section {heading}"));
    let (mut top, mut step) = (Vec::new(), Vec::new());
    for row in section.lines().filter(|l| l.starts_with("| `")) {
        let cell = row.split('|').nth(1).unwrap_or_default();
        // `steps[].index`, `turn`: the first names the step, the others follow it.
        let keys = cell.split(',').map(|k| k.trim().trim_matches('`'));
        if row.starts_with("| `steps[].") {
            step.extend(keys.map(|k| k.trim_start_matches("steps[].").to_string()));
        } else {
            top.extend(keys.map(str::to_string));
        }
    }
    (top, step)
}

/// The cooperative table (the first `review` section).
fn documented_keys() -> (Vec<String>, Vec<String>) {
    documented_keys_under("## `review`: ")
}

/// `review REC --budget 2 --json`, checked to hold every documented key (at least `least` of
/// them: (top-level, a step's)) at the top and in every step, of which there is one at least.
fn reviewed_json(
    rec: &std::path::Path,
    (top, step): (Vec<String>, Vec<String>),
    least: (usize, usize),
) -> serde_json::Value {
    let v = json_of(
        cli()
            .arg("review")
            .arg(rec)
            .args(["--budget", "2", "--json"])
            .output()
            .unwrap(),
    );
    assert!(
        top.len() >= least.0 && step.len() >= least.1,
        "{top:?} {step:?}"
    );
    for k in &top {
        assert!(v.get(k).is_some(), "top-level key {k} missing: {v}");
    }
    let steps = v["steps"].as_array().unwrap();
    assert!(!steps.is_empty());
    for s in steps {
        for k in &step {
            assert!(s.get(k).is_some(), "step key {k} missing: {s}");
        }
    }
    v
}

#[test]
fn review_json_has_the_documented_fields_and_text_names_the_game() {
    let dir = tmp("review");
    let rec = dir.join("game.ron");
    let out = cli()
        .args([
            "play",
            "--level",
            "1",
            "--players",
            "1",
            "--seed",
            "2",
            "--policy",
            "planner",
        ])
        .arg("--record")
        .arg(&rec)
        .output()
        .unwrap();
    assert!(out.status.success());
    let v = reviewed_json(&rec, documented_keys(), (6, 9));
    let steps = v["steps"].as_array().unwrap();
    assert_eq!(v["outcome"], "Won");
    assert_eq!(v["deals"], 2);
    assert_eq!(steps[0]["chosen"]["playouts"], 2);

    let out = cli()
        .arg("review")
        .arg(&rec)
        .args(["--budget", "2"])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.starts_with(&format!("{}: ", rec.display())), "{text}");
    assert!(text.contains("win chance by turn: 1:"), "{text}");
}

#[test]
fn a_record_that_does_not_replay_is_refused_with_the_decision_and_the_rule() {
    let dir = tmp("review-bad");
    let rec = dir.join("bad.ron");
    let preset = repo("assets/levels/level1.ron");
    std::fs::write(
        &rec,
        format!(
            "(preset: Path({preset:?}), players: (players: 1), seed: 3, decisions: [PlaceTile(cell: (x: 7, y: 7), rot: 0)])"
        ),
    )
    .unwrap();
    let out = cli().arg("review").arg(&rec).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("bad.ron") && err.contains("decision #0") && err.contains("RULES §8.2"),
        "{err}"
    );
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(out.stdout.is_empty());
}

/// The competitive table.
fn documented_competitive_keys() -> (Vec<String>, Vec<String>) {
    documented_keys_under("## `review` of a competitive record")
}

/// A competitive record is judged seat by seat: the documented fields, a text line per seat.
#[test]
fn a_competitive_record_is_reviewed_seat_by_seat() {
    use mists_rules::competitive::file::CompetitiveRecord;
    let dir = tmp("review-competitive");
    let rec = dir.join("match.ron");
    let out = cli()
        .args(["play", "--preset", &repo("assets/levels/competitive.ron")])
        .args([
            "--players",
            "2",
            "--seed",
            "4",
            "--policy",
            "greedy",
            "--record",
        ])
        .arg(&rec)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // Its first 12 plays: a whole match is 130 turns, too long for a test.
    let mut short = CompetitiveRecord::load(&rec).unwrap();
    short.plays.truncate(12);
    std::fs::write(&rec, short.to_ron()).unwrap();
    let v = reviewed_json(&rec, documented_competitive_keys(), (8, 8));
    let steps = v["steps"].as_array().unwrap();
    assert_eq!(
        (v["kind"].as_str(), v["plays"].as_u64()),
        (Some("competitive"), Some(12))
    );
    assert!(v["scores"].is_null(), "the match had not ended");
    assert_eq!(steps[0]["chosen"]["deals"], 2);

    let out = cli()
        .arg("review")
        .arg(&rec)
        .args(["--budget", "2"])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.starts_with(&format!("{}: competitive match, 2 seats", rec.display())),
        "{text}"
    );
    assert!(
        text.contains("seat 1 ahead of the best rival, by turn: 1:"),
        "{text}"
    );
    assert!(
        text.contains("seat 2 ahead of the best rival, by turn: "),
        "{text}"
    );
}
