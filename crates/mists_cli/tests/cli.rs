//! The CLI as a user runs it: real binary, real files, exit codes.

use std::path::Path;
use std::process::Command;

fn cli() -> Command {
    Command::new(env!("CARGO_BIN_EXE_mists-cli"))
}

fn repo(p: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .join(p)
        .display()
        .to_string()
}

#[test]
fn tiles_json_summarises_the_shipped_set() {
    let out = cli()
        .args(["tiles", &repo("assets/tiles/mists.ron"), "--json"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
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
