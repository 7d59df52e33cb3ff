//! Competitive presets, records and the state JSON (docs/competitive.md).
//!
//! A preset names the Mists tile set, the base game's tiles and the pieces (RULES §20.1); a
//! record is preset + players + seed + plays, and replaying it reproduces the match. The keys
//! differ from the cooperative files' (`variant: Competitive`, `plays`), so `mists-cli check`
//! tells them apart by parsing.

use super::*;
use crate::level::LevelError;
use mists_board::input::{ReadError, read_text};
use mists_board::tileset::{RonError, parse_ron};
use std::path::{Path, PathBuf};

/// The one variant a competitive preset names (a marker key that cooperative presets lack).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Variant {
    Competitive,
}

/// `assets/levels/competitive.ron`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CompetitivePreset {
    pub variant: Variant,
    pub name: String,
    #[serde(default)]
    pub blurb: String,
    /// The Mists tile set (with the 2×2 start tile), relative to the preset.
    pub tiles: PathBuf,
    /// The base game's tiles, shuffled in (RULES §20.1).
    pub base_tiles: PathBuf,
    /// The base start tile the 2×2 start tile replaces (one copy left out).
    #[serde(default)]
    pub leave_out: Option<TileId>,
    /// Players when none are asked for.
    #[serde(default = "two_players")]
    pub players: u8,
    #[serde(default = "five")]
    pub meeples: u8,
    #[serde(default = "two")]
    pub guards: u8,
    #[serde(default = "three")]
    pub guard_supply: u8,
    #[serde(default = "fifteen")]
    pub ghosts: u8,
    /// A fixed start (docs/competitive.md "Scenarios").
    #[serde(default)]
    pub scenario: Option<super::scenario::CompetitiveScenario>,
}

fn two_players() -> u8 {
    2
}

impl CompetitivePreset {
    pub fn setup(&self, players: u8) -> CompetitiveSetup {
        CompetitiveSetup {
            players,
            meeples: self.meeples,
            guards: self.guards,
            guard_supply: self.guard_supply,
            ghosts: self.ghosts,
        }
    }
}

/// Why a competitive preset or record cannot be used: the file, and where or which play.
#[derive(Debug, thiserror::Error)]
pub enum FileError {
    #[error(transparent)]
    Read(#[from] ReadError),
    #[error(transparent)]
    Syntax(#[from] RonError),
    /// The two sets do not combine (the error names the preset). No `From`: a `?` on a tile file
    /// must go through [`FileError::TileFile`], which names the preset.
    #[error(transparent)]
    Tiles(mists_board::TileSetError),
    /// A tile file the preset names (the preset is named first: that is the file to mend).
    #[error("{file}: its tiles: {source}")]
    TileFile {
        file: String,
        #[source]
        source: mists_board::TileSetError,
    },
    #[error("{file}: cannot start the match: {source}")]
    Setup {
        file: String,
        #[source]
        source: SetupError,
    },
    #[error("{file}: play #{index} {play:?} is illegal: {source}")]
    Illegal {
        file: String,
        index: usize,
        play: Play,
        #[source]
        source: PlayError,
    },
    #[error("{file}: its preset: {source}")]
    Preset {
        file: String,
        #[source]
        source: Box<FileError>,
    },
    #[error(transparent)]
    Level(#[from] LevelError),
}

/// Whether a preset file is a competitive one (it says `variant: Competitive`).
pub fn is_competitive(text: &str) -> bool {
    #[derive(Deserialize)]
    struct Probe {
        #[serde(default)]
        variant: Option<Variant>,
    }
    mists_board::tileset::ron_options()
        .from_str::<Probe>(text)
        .is_ok_and(|p| p.variant.is_some())
}

/// Whether a record file is a competitive one (it names its preset in `competitive:`), so a
/// viewer can tell it from a cooperative record before reading it as one.
pub fn is_competitive_record(text: &str) -> bool {
    #[derive(Deserialize)]
    struct Probe {
        #[serde(default)]
        competitive: Option<PathBuf>,
    }
    mists_board::tileset::ron_options()
        .from_str::<Probe>(text)
        .is_ok_and(|p| p.competitive.is_some())
}

/// A preset and its tiles (the Mists set with the base game's shuffled in).
pub fn load_preset(path: &Path) -> Result<(CompetitivePreset, Arc<TileSet>), FileError> {
    let file = path.display().to_string();
    let dir = path.parent().unwrap_or(Path::new("."));
    preset_from_text(&read_text(path)?, &file, dir)
}

/// A preset read from `text` (named `file` in errors), its tile files relative to `dir`.
pub fn preset_from_text(
    text: &str,
    file: &str,
    dir: &Path,
) -> Result<(CompetitivePreset, Arc<TileSet>), FileError> {
    let preset: CompetitivePreset = parse_ron(text, file)?;
    let tiles = preset.tiles_in(file, dir)?;
    Ok((preset, tiles))
}

impl CompetitivePreset {
    /// Its tiles (the Mists set with the base game's shuffled in), its tile files relative to
    /// `dir`; errors name `file`, the preset (or the lesson that holds it).
    pub fn tiles_in(&self, file: &str, dir: &Path) -> Result<Arc<TileSet>, FileError> {
        let (preset, file) = (self, file.to_string());
        let tile_file = |source| FileError::TileFile {
            file: file.clone(),
            source,
        };
        let mists = TileSet::load(&dir.join(&preset.tiles)).map_err(tile_file)?;
        let base = TileSet::load(&dir.join(&preset.base_tiles)).map_err(tile_file)?;
        let tiles = mists
            .with_addition(&base, preset.leave_out, &file)
            .map_err(FileError::Tiles)?;
        if !tiles.has_start() {
            return Err(FileError::Setup {
                file,
                source: SetupError::NoStart,
            });
        }
        Ok(Arc::new(tiles))
    }
}

/// A competitive game record.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CompetitiveRecord {
    /// The preset file, relative to the record (or absolute).
    pub competitive: PathBuf,
    pub players: u8,
    pub seed: u64,
    /// The pile by tile id, bottom first, top (drawn first) last: replaces the shuffle (and a
    /// preset scenario's pile).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub piles: Option<Vec<TileId>>,
    #[serde(default)]
    pub plays: Vec<Play>,
}

impl CompetitiveRecord {
    pub fn load(path: &Path) -> Result<Self, FileError> {
        let file = path.display().to_string();
        Ok(parse_ron(&read_text(path)?, &file)?)
    }

    pub fn to_ron(&self) -> String {
        ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::default().struct_names(false))
            .expect("records always serialise")
    }

    /// Replay the first `until` plays (all if None); a bad play names its index and the rule.
    pub fn replay(&self, dir: &Path, file: &str, until: Option<usize>) -> Result<Match, FileError> {
        let (preset, tiles) =
            load_preset(&dir.join(&self.competitive)).map_err(|e| FileError::Preset {
                file: file.to_string(),
                source: Box::new(e),
            })?;
        let mut scenario = preset.scenario.clone();
        if let Some(pile) = &self.piles {
            scenario.get_or_insert_default().pile = Some(pile.clone());
        }
        let setup = preset.setup(self.players);
        let mut m = Match::start(tiles, setup, self.seed, scenario.as_ref()).map_err(|source| {
            FileError::Setup {
                file: file.to_string(),
                source,
            }
        })?;
        let n = until.unwrap_or(self.plays.len()).min(self.plays.len());
        apply_plays(&mut m, &self.plays[..n], file, |_| {})?;
        Ok(m)
    }
}

/// Apply a record's `plays` to `m` in order, calling `after` on the match after each; a play the
/// rules refuse is an error naming `file`, the play's index and the rule.
pub fn apply_plays(
    m: &mut Match,
    plays: &[Play],
    file: &str,
    mut after: impl FnMut(&Match),
) -> Result<(), FileError> {
    for (index, &play) in plays.iter().enumerate() {
        m.apply(play).map_err(|source| FileError::Illegal {
            file: file.to_string(),
            index,
            play,
            source,
        })?;
        after(m);
    }
    Ok(())
}

pub use super::state::{BreakdownView, CompetitiveSnapshot, PieceView};
