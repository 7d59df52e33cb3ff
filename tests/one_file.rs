//! The shipped file is the game and the headless tools at once (issue 45): `mists cli …` and the
//! same file started by the name `mists-cli` run the tools, with the tools' exit codes.

use std::process::{Command, Output};

fn game() -> Command {
    Command::new(env!("CARGO_BIN_EXE_mists"))
}

fn tiles_file() -> String {
    concat!(env!("CARGO_MANIFEST_DIR"), "/assets/tiles/mists.ron").to_string()
}

fn ok_json(out: Output) -> serde_json::Value {
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("the tools' JSON")
}

#[test]
fn mists_cli_subcommand_runs_the_tools() {
    let v = ok_json(
        game()
            .args(["cli", "tiles", &tiles_file(), "--json"])
            .output()
            .unwrap(),
    );
    // RULES §2: 60 land tiles; the tools read the set, the game's flags never saw `tiles`.
    assert_eq!(v["copies"], 60);
    assert_eq!(v["types"], 52);
}

#[test]
fn the_file_started_as_mists_cli_is_the_tools() {
    let dir = std::env::temp_dir().join(format!("mists-one-file-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let link = dir.join("mists-cli");
    let _ = std::fs::remove_file(&link);
    // What the archive ships on Linux: a link; elsewhere a copy does the same.
    #[cfg(unix)]
    std::os::unix::fs::symlink(env!("CARGO_BIN_EXE_mists"), &link).unwrap();
    #[cfg(not(unix))]
    std::fs::copy(env!("CARGO_BIN_EXE_mists"), &link).unwrap();
    let out = Command::new(&link).arg("--version").output().unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.starts_with("mists-cli "), "{text}");
}

#[test]
fn the_tools_errors_keep_their_exit_code() {
    let out = game()
        .args(["cli", "check", "/nonexistent/level9.ron"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.starts_with("error: ") && err.contains("level9.ron"),
        "{err}"
    );
    // A flag the game does not know is still the game's error, not the tools'.
    let out = game().arg("--no-such-flag").output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).starts_with("mists: "));
}
