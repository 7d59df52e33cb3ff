//! Level progress in the user's data folder (`progress.ron`) and custom level presets found in
//! its `levels/` subfolder. `MISTS_DATA_DIR` overrides the folder (tests, portable installs).
//! A damaged progress file is moved aside (`progress.ron.bad`), never silently overwritten.

use crate::shared::Screen;
use crate::storage::{DataDir, data_dir};
use bevy::prelude::*;
use mists_rules::LevelConfig;
use mists_rules::level::LevelError;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};
use std::sync::Arc;

pub(super) fn plugin(app: &mut App) {
    let dir = data_dir();
    let progress = dir.as_deref().map(load).unwrap_or_default();
    app.insert_resource(progress);
    app.insert_resource(DataDir(dir));
    app.init_resource::<CustomPresets>();
    app.add_systems(OnEnter(Screen::Title), scan_presets);
    app.add_systems(Update, save_on_change.run_if(resource_changed::<Progress>));
}

/// Which levels are open; winning a level opens the next one (saved across sessions).
#[derive(Resource, Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Progress {
    pub highest_open: u8,
    pub unlock_all: bool,
    /// Tutorial lessons finished (1-based; files written before lessons existed have none).
    #[serde(default)]
    pub lessons_done: Vec<u8>,
    /// Levels won at least once (files from before this have none).
    #[serde(default)]
    pub won: Vec<u8>,
    /// The best result reached per level, won or lost (RULES §16.1's measure: the total, or the
    /// lowest total on Level 6).
    #[serde(default)]
    pub best: Vec<(u8, u32)>,
}

impl Default for Progress {
    fn default() -> Self {
        Progress {
            highest_open: 1,
            unlock_all: false,
            lessons_done: Vec::new(),
            won: Vec::new(),
            best: Vec::new(),
        }
    }
}

impl Progress {
    pub fn is_open(&self, level: u8) -> bool {
        self.unlock_all || level <= self.highest_open
    }

    pub fn won(&mut self, level: u8) {
        self.highest_open = self.highest_open.max((level + 1).min(6));
        if !self.won.contains(&level) {
            self.won.push(level);
        }
    }

    pub fn is_won(&self, level: u8) -> bool {
        self.won.contains(&level)
    }

    pub fn best(&self, level: u8) -> Option<u32> {
        self.best.iter().find(|(l, _)| *l == level).map(|(_, b)| *b)
    }

    /// Keep `result` if it beats the level's best.
    pub fn record(&mut self, level: u8, result: u32) {
        match self.best.iter_mut().find(|(l, _)| *l == level) {
            Some((_, b)) => *b = (*b).max(result),
            None => self.best.push((level, result)),
        }
    }
}

/// Custom level presets of the user's `levels/` folder: each one loaded, or why not.
#[derive(Resource, Debug, Clone, Default)]
pub struct CustomPresets(pub Vec<(PathBuf, Result<LevelConfig, Arc<LevelError>>)>);

/// Read `progress.ron`; a missing file is a fresh start, a damaged one is kept aside.
pub fn load(dir: &Path) -> Progress {
    let path = dir.join("progress.ron");
    let Ok(text) = std::fs::read_to_string(&path) else {
        return Progress::default();
    };
    match ron::from_str::<Progress>(&text) {
        Ok(p) => p,
        Err(e) => {
            let bad = dir.join("progress.ron.bad");
            warn!(
                "{}: {e}; kept as {} and starting afresh",
                path.display(),
                bad.display()
            );
            let _ = std::fs::rename(&path, &bad);
            Progress::default()
        }
    }
}

/// Write atomically (temporary file, then rename) so a crash never leaves half a file.
pub fn save(dir: &Path, p: &Progress) -> std::io::Result<()> {
    std::fs::create_dir_all(dir)?;
    let tmp = dir.join("progress.ron.tmp");
    std::fs::write(&tmp, ron::to_string(p).expect("progress serialises"))?;
    std::fs::rename(&tmp, dir.join("progress.ron"))
}

/// `*.ron` presets of `dir/levels`, sorted by name.
pub fn scan(dir: &Path) -> Vec<(PathBuf, Result<LevelConfig, Arc<LevelError>>)> {
    crate::asset_root::files_with_ext(&dir.join("levels"), "ron")
        .unwrap_or_default()
        .into_iter()
        .map(|p| {
            let cfg = mists_rules::level::load_preset(&p)
                .map(|(cfg, _)| cfg)
                .map_err(Arc::new);
            (p, cfg)
        })
        .collect()
}

fn scan_presets(dir: Res<DataDir>, mut presets: ResMut<CustomPresets>) {
    presets.0 = dir.0.as_deref().map(scan).unwrap_or_default();
}

fn save_on_change(dir: Res<DataDir>, progress: Res<Progress>) {
    if let Some(d) = &dir.0
        && let Err(e) = save(d, &progress)
    {
        warn!("cannot save progress in {}: {e}", d.display());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tmp(name: &str) -> PathBuf {
        let d = std::env::temp_dir().join(format!("mists-progress-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        std::fs::create_dir_all(&d).unwrap();
        d
    }

    #[test]
    fn progress_round_trips_and_a_win_opens_the_next_level() {
        let d = tmp("rt");
        assert_eq!(load(&d), Progress::default());
        let mut p = Progress::default();
        p.won(1);
        assert!(p.is_open(2) && !p.is_open(3));
        p.won(6);
        assert_eq!(p.highest_open, 6);
        assert!(p.is_won(1) && p.is_won(6) && !p.is_won(2));
        p.record(2, 30);
        p.record(2, 12);
        assert_eq!((p.best(2), p.best(3)), (Some(30), None));
        save(&d, &p).unwrap();
        assert_eq!(load(&d), p);
    }

    #[test]
    fn a_progress_file_from_before_wins_were_listed_still_loads() {
        let d = tmp("old");
        std::fs::write(
            d.join("progress.ron"),
            "(highest_open: 3, unlock_all: false)",
        )
        .unwrap();
        let p = load(&d);
        assert_eq!((p.highest_open, p.won.len(), p.best(1)), (3, 0, None));
    }

    #[test]
    fn a_damaged_progress_file_is_kept_aside_not_lost() {
        let d = tmp("bad");
        std::fs::write(d.join("progress.ron"), "(highest_open: oops").unwrap();
        assert_eq!(load(&d), Progress::default());
        assert!(d.join("progress.ron.bad").exists());
        assert_eq!(
            std::fs::read_to_string(d.join("progress.ron.bad")).unwrap(),
            "(highest_open: oops"
        );
    }

    #[test]
    fn custom_presets_are_listed_with_their_errors() {
        let d = tmp("presets");
        std::fs::create_dir_all(d.join("levels")).unwrap();
        let builtin = concat!(env!("CARGO_MANIFEST_DIR"), "/assets/levels/level2.ron");
        let tiles = concat!(env!("CARGO_MANIFEST_DIR"), "/assets/tiles/mists.ron");
        let text = std::fs::read_to_string(builtin)
            .unwrap()
            .replace("../tiles/mists.ron", tiles);
        std::fs::write(d.join("levels/a_mine.ron"), text).unwrap();
        std::fs::write(d.join("levels/b_broken.ron"), "(level: 2,").unwrap();
        std::fs::write(d.join("levels/notes.txt"), "ignored").unwrap();
        let found = scan(&d);
        assert_eq!(found.len(), 2);
        assert!(found[0].1.is_ok());
        let err = found[1].1.as_ref().unwrap_err().to_string();
        assert!(err.contains("b_broken.ron:"), "{err}");
    }
}
