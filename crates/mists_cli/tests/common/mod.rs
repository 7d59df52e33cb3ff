//! Helpers the CLI's test binaries share: the real binary, paths into the repository, a scratch
//! folder per test binary, JSON from a successful run. (Each test binary compiles this module
//! and uses part of it.)
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// The `mists-cli` binary cargo built for these tests.
pub fn cli() -> Command {
    Command::new(env!("CARGO_BIN_EXE_mists-cli"))
}

/// A path in the repository, as a string for an argument.
pub fn repo(p: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .join(p)
        .display()
        .to_string()
}

/// A scratch folder for `name`, one per test binary and process.
pub fn tmp(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "mists-{}-{}-{name}",
        env!("CARGO_CRATE_NAME"),
        std::process::id()
    ));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The file `rec` copied into a folder of its own under `name`'s scratch folder, as on another
/// machine: every mention of this repository's assets folder points to one that does not exist
/// (issue 61: a record carries what it needs to load anywhere).
pub fn moved_elsewhere(rec: &Path, name: &str) -> PathBuf {
    let assets = std::fs::canonicalize(repo("assets")).unwrap();
    let text = std::fs::read_to_string(rec).unwrap();
    let away = tmp(name).join("another/machine");
    std::fs::create_dir_all(&away).unwrap();
    let moved = away.join(rec.file_name().unwrap());
    std::fs::write(&moved, text.replace(&*assets.to_string_lossy(), "/nowhere")).unwrap();
    moved
}

/// Parse a successful run's stdout as JSON; a failed run fails the test with its stderr.
pub fn json_of(out: Output) -> serde_json::Value {
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}
