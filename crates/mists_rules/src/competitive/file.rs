//! Competitive presets, records and the state JSON (docs/competitive.md).
//!
//! A preset names the Mists tile set, the base game's tiles and the pieces (RULES §20.1); a
//! record is preset + players + seed + plays, and replaying it reproduces the match. The keys
//! differ from the cooperative files' (`variant: Competitive`, `plays`), so `mists-cli check`
//! tells them apart by parsing.

use super::*;
use crate::level::LevelError;
use mists_board::input::{ReadError, read_text};
use mists_board::tileset::{RonError, TileSetSpec, parse_ron};
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
    #[error("the record would not read back as written: nothing was written")]
    NotReadBack,
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
        self.combine(&mists, &base, &file)
    }

    /// The Mists set with the base game's shuffled in (RULES §20.1); errors name `file`.
    pub fn combine(
        &self,
        mists: &TileSet,
        base: &TileSet,
        file: &str,
    ) -> Result<Arc<TileSet>, FileError> {
        let tiles = mists
            .with_addition(base, self.leave_out, file)
            .map_err(FileError::Tiles)?;
        if !tiles.has_start() {
            return Err(FileError::Setup {
                file: file.to_string(),
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
    /// The preset and its tile sets carried whole (issue 61): when present, `competitive` only
    /// says where the preset came from.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub whole: Option<Box<WholeCompetitive>>,
}

impl CompetitiveRecord {
    pub fn load(path: &Path) -> Result<Self, FileError> {
        let file = path.display().to_string();
        Ok(parse_ron(&read_text(path)?, &file)?)
    }

    pub fn to_ron(&self) -> String {
        // Depth 3 keeps a play or a tile on one line: a whole record stays readable.
        let pretty = ron::ser::PrettyConfig::default()
            .struct_names(false)
            .depth_limit(3);
        ron::ser::to_string_pretty(self, pretty).expect("records always serialise")
    }

    /// Replay the first `until` plays (all if None); a bad play names its index and the rule.
    pub fn replay(&self, dir: &Path, file: &str, until: Option<usize>) -> Result<Match, FileError> {
        let (preset, tiles) = self.preset_and_tiles(dir, file)?;
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

// A competitive preset carried whole inside a record (issue 61): the preset and both tile sets
// it names, so a save, an autosave or a kept record loads from any folder on any machine.

/// [`CompetitivePreset`] with the Mists tile set and the base game's tiles inside; its tile
/// paths only say where the sets came from and are never read.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WholeCompetitive {
    pub preset: CompetitivePreset,
    pub tile_set: TileSetSpec,
    pub base_tiles: TileSetSpec,
}

impl WholeCompetitive {
    /// A preset file and the tile files it names (relative to it), read now.
    pub fn load(path: &Path) -> Result<WholeCompetitive, FileError> {
        let file = path.display().to_string();
        let preset: CompetitivePreset = parse_ron(&read_text(path)?, &file)?;
        let dir = path.parent().unwrap_or(Path::new("."));
        let spec = |name: &Path| -> Result<TileSetSpec, FileError> {
            let p = dir.join(name);
            let set = TileSet::load(&p).map_err(|source| FileError::TileFile {
                file: file.clone(),
                source,
            })?;
            Ok(set.to_spec())
        };
        Ok(WholeCompetitive {
            tile_set: spec(&preset.tiles)?,
            base_tiles: spec(&preset.base_tiles)?,
            preset,
        })
    }

    /// The match's tiles (the Mists set with the base game's shuffled in), as
    /// [`CompetitivePreset::tiles_in`] makes them from files; errors name `file`.
    pub fn tiles(&self, file: &str) -> Result<Arc<TileSet>, FileError> {
        let set = |spec: &TileSetSpec| {
            TileSet::from_spec(spec.clone(), file).map_err(|source| FileError::TileFile {
                file: file.to_string(),
                source,
            })
        };
        self.preset
            .combine(&set(&self.tile_set)?, &set(&self.base_tiles)?, file)
    }
}

impl CompetitiveRecord {
    /// The preset and tiles it plays: carried whole, or read from its preset file (relative to
    /// `dir`, the record's folder).
    pub fn preset_and_tiles(
        &self,
        dir: &Path,
        file: &str,
    ) -> Result<(CompetitivePreset, Arc<TileSet>), FileError> {
        let in_preset = |e| FileError::Preset {
            file: file.to_string(),
            source: Box::new(e),
        };
        match &self.whole {
            Some(w) => Ok((w.preset.clone(), w.tiles(file).map_err(in_preset)?)),
            None => load_preset(&dir.join(&self.competitive)).map_err(in_preset),
        }
    }

    /// This record carrying its preset whole (read now against `dir` if it does not yet).
    pub fn made_whole(&self, dir: &Path, file: &str) -> Result<CompetitiveRecord, FileError> {
        if self.whole.is_some() {
            return Ok(self.clone());
        }
        let whole = WholeCompetitive::load(&dir.join(&self.competitive)).map_err(|e| {
            FileError::Preset {
                file: file.to_string(),
                source: Box::new(e),
            }
        })?;
        Ok(CompetitiveRecord {
            whole: Some(Box::new(whole)),
            ..self.clone()
        })
    }

    /// [`CompetitiveRecord::to_ron`], read back first: a text that would not load as this very
    /// record is an error, never a file (issue 61).
    pub fn to_ron_checked(&self) -> Result<String, FileError> {
        let text = self.to_ron();
        let file = "the record being written";
        let back: CompetitiveRecord = parse_ron(&text, file)?;
        if back != *self {
            return Err(FileError::NotReadBack);
        }
        if let Some(w) = &back.whole {
            w.tiles(file)?;
        }
        Ok(text)
    }
}

pub use super::state::{BreakdownView, CompetitiveSnapshot, PieceView};
