//! Where the game keeps things on disk, and how it writes them: the user's data folder
//! (`MISTS_DATA_DIR` overrides it: tests, portable installs) and writes that are all or nothing.
//! Progress, settings, saves and crash reports all go through here.

use bevy::prelude::*;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

/// The user's data folder, if one can be found.
#[derive(Resource, Debug, Clone)]
pub struct DataDir(pub Option<PathBuf>);

/// The data folder: `MISTS_DATA_DIR`, else the platform's place for application data (shared
/// with `mists-cli stats`).
pub fn data_dir() -> Option<PathBuf> {
    mists_rules::results::data_dir()
}

/// `DIR/KIND-TIME-SEED.ron`, numbered if taken (the competitive game's saves use it too).
pub fn unique_path(dir: &Path, kind: &str, seed: u64) -> PathBuf {
    let secs = SystemTime::now()
        .duration_since(SystemTime::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let mut path = dir.join(format!("{kind}-{secs}-{seed}.ron"));
    let mut n = 1;
    while path.exists() {
        path = dir.join(format!("{kind}-{secs}-{seed}-{n}.ron"));
        n += 1;
    }
    path
}

/// A review kept beside a record (`NAME.review.ron`, `crate::review`): not itself a save or a
/// record, so the folders of saves pass it over.
pub fn is_kept_review(path: &Path) -> bool {
    path.file_name()
        .and_then(|n| n.to_str())
        .is_some_and(|n| n.ends_with(".review.ron"))
}

/// The kept review of the record at `record`: `games/x.ron` → `games/x.review.ron`.
pub fn kept_review_path(record: &Path) -> PathBuf {
    record.with_extension("review.ron")
}

/// Write `text` to `path` all or nothing: a temporary file next to it, synced, then renamed.
pub fn write_atomic(path: &Path, text: &str) -> std::io::Result<()> {
    use std::io::Write;
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)?;
    }
    let tmp = path.with_extension("ron.tmp");
    let mut f = std::fs::File::create(&tmp)?;
    f.write_all(text.as_bytes())?;
    f.sync_all()?;
    std::fs::rename(&tmp, path)
}
