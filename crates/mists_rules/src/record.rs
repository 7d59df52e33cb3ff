//! Game records (docs/records.md): preset + players + seed + decisions. Replaying a record
//! reproduces the game exactly, because a game is a pure function of those four.

use crate::decision::Decision;
use crate::engine::Engine;
use crate::level::{LevelConfig, LevelError, load_preset, load_tiles_for};
use crate::machine::{Outcome, Rejected};
use crate::setup::PlayerSetup;
use crate::sim::Sim;
use mists_board::TileSet;
use mists_board::tileset::TileSetSpec;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// Which preset a record plays: a file (relative to the record), written inline (its tile set
/// still by path), or whole: the preset and the tile set it was played on, both carried.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PresetRef {
    Path(PathBuf),
    Inline(Box<LevelConfig>),
    /// What every file the game and the CLI write carries (issue 61): it loads from any folder
    /// on any machine, whatever becomes of the preset and tile files.
    Whole(Box<WholePreset>),
}

/// A preset with its tile set inside ([`PresetRef::Whole`]); the preset's `tiles` path only
/// says where the set came from and is never read.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WholePreset {
    pub preset: LevelConfig,
    pub tile_set: TileSetSpec,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Record {
    pub preset: PresetRef,
    pub players: PlayerSetup,
    pub seed: u64,
    #[serde(default)]
    pub decisions: Vec<Decision>,
    /// The version of the tile set it was played on (docs/tiles.md); replaying it on another
    /// version is refused, naming both. Records from before versions have none and replay on
    /// whatever set their preset names.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tiles_version: Option<u32>,
}

impl PresetRef {
    /// The preset itself when the record carries it (inline or whole), not a path to it.
    pub fn carried(&self) -> Option<&LevelConfig> {
        match self {
            PresetRef::Path(_) => None,
            PresetRef::Inline(cfg) => Some(cfg),
            PresetRef::Whole(w) => Some(&w.preset),
        }
    }
}

impl WholePreset {
    /// The carried preset, validated, and its tile set compiled; errors name `file`.
    fn tiles(&self, file: &str) -> Result<TileSet, LevelError> {
        let invalid = |source| LevelError::Invalid {
            file: file.to_string(),
            source,
        };
        self.preset.validate().map_err(invalid)?;
        let tiles = TileSet::from_spec(self.tile_set.clone(), &format!("{file}: its tile set"))?;
        if !tiles.has_start() {
            return Err(invalid(crate::error::InvalidLevel::NoStart));
        }
        Ok(tiles)
    }
}

/// Version `version` of the tile set `cfg` names, kept beside it as `NAME-vN.EXT` (docs/tiles.md),
/// if there is one and it says it is that version.
fn older_set(cfg: &LevelConfig, dir: &Path, version: u32) -> Option<TileSet> {
    let stem = cfg.tiles.file_stem()?.to_str()?;
    let ext = cfg
        .tiles
        .extension()
        .and_then(|e| e.to_str())
        .unwrap_or("ron");
    let mut old = cfg.clone();
    old.tiles = cfg.tiles.with_file_name(format!("{stem}-v{version}.{ext}"));
    load_tiles_for(&old, dir)
        .ok()
        .filter(|t| t.version == version)
}

#[derive(Debug, thiserror::Error)]
pub enum RecordError {
    #[error(transparent)]
    Read(#[from] mists_board::input::ReadError),
    #[error(transparent)]
    Syntax(#[from] mists_board::tileset::RonError),
    #[error("{file}: its preset: {source}")]
    Preset {
        file: String,
        #[source]
        source: LevelError,
    },
    #[error("{file}: cannot start the game: {source}")]
    Setup {
        file: String,
        source: crate::setup::SetupError,
    },
    #[error("{file}: decision #{index} {decision:?} is illegal: {reason}")]
    Illegal {
        file: String,
        index: usize,
        decision: Decision,
        reason: crate::machine::Rejected,
    },
    #[error("{file}: decision #{index} comes after the game ended")]
    AfterEnd { file: String, index: usize },
    #[error("the record would not read back as written: nothing was written")]
    NotReadBack,
    #[error(
        "{file}: it was played on version {theirs} of the tile set, and this program has version {ours}: it cannot be replayed on other tiles"
    )]
    TileVersion {
        file: String,
        theirs: u32,
        ours: u32,
    },
}

impl Record {
    /// The record of a game played on `cfg` and `tiles`, carrying both whole: it replays from
    /// wherever it is kept (issue 61).
    pub fn whole(
        cfg: &LevelConfig,
        tiles: &TileSet,
        players: PlayerSetup,
        seed: u64,
        decisions: Vec<Decision>,
    ) -> Record {
        Record {
            preset: PresetRef::Whole(Box::new(WholePreset {
                preset: cfg.clone(),
                tile_set: tiles.to_spec(),
            })),
            players,
            seed,
            decisions,
            tiles_version: Some(tiles.version),
        }
    }

    /// This record with its preset and tile set resolved now (paths against `dir`) and carried
    /// whole: what to write when a game read from one folder is kept in another.
    pub fn made_whole(&self, dir: &Path, file: &str) -> Result<Record, RecordError> {
        if matches!(self.preset, PresetRef::Whole(_)) {
            return Ok(self.clone());
        }
        let (cfg, tiles) = self.preset(dir, file)?;
        Ok(Record::whole(
            &cfg,
            &tiles,
            self.players.clone(),
            self.seed,
            self.decisions.clone(),
        ))
    }

    pub fn load(path: &Path) -> Result<Record, RecordError> {
        let text = mists_board::input::read_text(path)?;
        Self::from_ron(&text, &path.display().to_string())
    }

    pub fn from_ron(text: &str, file: &str) -> Result<Record, RecordError> {
        Ok(mists_board::tileset::parse_ron(text, file)?)
    }

    pub fn to_ron(&self) -> String {
        // Depth 3 keeps a decision or a tile on one line: a whole record stays readable.
        let pretty = ron::ser::PrettyConfig::default()
            .struct_names(false)
            .depth_limit(3);
        ron::ser::to_string_pretty(self, pretty).expect("records always serialise")
    }

    /// [`Record::to_ron`], read back before it is handed out: a text that would not load as this
    /// very record is an error, never a file (issue 61). A whole record's preset and tile set are
    /// compiled too (cheap: nothing is read from disk).
    pub fn to_ron_checked(&self) -> Result<String, RecordError> {
        let text = self.to_ron();
        let file = "the record being written";
        let back = Record::from_ron(&text, file)?;
        if back != *self {
            return Err(RecordError::NotReadBack);
        }
        if let PresetRef::Whole(w) = &back.preset {
            w.tiles(file).map_err(|source| RecordError::Preset {
                file: file.into(),
                source,
            })?;
        }
        Ok(text)
    }

    /// The preset and tile set the record plays; `dir` resolves relative paths (the record's
    /// folder).
    pub fn preset(&self, dir: &Path, file: &str) -> Result<(LevelConfig, TileSet), RecordError> {
        let preset = |source| RecordError::Preset {
            file: file.to_string(),
            source,
        };
        // The folder the preset's tile path is relative to.
        let (cfg, tiles, tiles_dir) = match &self.preset {
            PresetRef::Path(p) => {
                let path = dir.join(p);
                let (cfg, tiles) = load_preset(&path).map_err(preset)?;
                (
                    cfg,
                    tiles,
                    path.parent().unwrap_or(Path::new(".")).to_path_buf(),
                )
            }
            PresetRef::Inline(cfg) => {
                cfg.validate().map_err(|source| {
                    preset(LevelError::Invalid {
                        file: file.to_string(),
                        source,
                    })
                })?;
                let tiles = load_tiles_for(cfg, dir).map_err(preset)?;
                ((**cfg).clone(), tiles, dir.to_path_buf())
            }
            PresetRef::Whole(whole) => {
                let tiles = whole.tiles(file).map_err(preset)?;
                (whole.preset.clone(), tiles, dir.to_path_buf())
            }
        };
        match self.tiles_version {
            Some(theirs) if theirs != tiles.version => {
                // An older set kept beside the new one (`mists-v1.ron` beside `mists.ron`).
                let old = older_set(&cfg, &tiles_dir, theirs).ok_or(RecordError::TileVersion {
                    file: file.to_string(),
                    theirs,
                    ours: tiles.version,
                })?;
                Ok((cfg, old))
            }
            _ => Ok((cfg, tiles)),
        }
    }

    fn setup_err(file: &str) -> impl Fn(crate::setup::SetupError) -> RecordError + '_ {
        move |source| RecordError::Setup {
            file: file.into(),
            source,
        }
    }

    /// Start the recorded game in an [`Engine`].
    pub fn start(&self, dir: &Path, file: &str) -> Result<Engine, RecordError> {
        let (cfg, tiles) = self.preset(dir, file)?;
        Engine::new(cfg, &tiles, &self.players, self.seed).map_err(Self::setup_err(file))
    }

    /// Replay the first `until` decisions (all if None) in an [`Engine`]. A bad decision names its
    /// index and the rule.
    pub fn replay(
        &self,
        dir: &Path,
        file: &str,
        until: Option<usize>,
    ) -> Result<Engine, RecordError> {
        self.replay_on(self.start(dir, file)?, file, until)
    }

    /// [`Record::replay`] on the App-free machine (saves, undo, the replay viewer).
    pub fn replay_sim(
        &self,
        dir: &Path,
        file: &str,
        until: Option<usize>,
    ) -> Result<Sim, RecordError> {
        let (cfg, tiles) = self.preset(dir, file)?;
        let sim = Sim::new(cfg, &tiles, &self.players, self.seed).map_err(Self::setup_err(file))?;
        self.replay_on(sim, file, until)
    }

    fn replay_on<G: Plays>(
        &self,
        mut g: G,
        file: &str,
        until: Option<usize>,
    ) -> Result<G, RecordError> {
        let n = until
            .unwrap_or(self.decisions.len())
            .min(self.decisions.len());
        for (index, &d) in self.decisions[..n].iter().enumerate() {
            if g.outcome().is_some() {
                return Err(RecordError::AfterEnd {
                    file: file.into(),
                    index,
                });
            }
            g.decide(d).map_err(|reason| RecordError::Illegal {
                file: file.into(),
                index,
                decision: d,
                reason,
            })?;
        }
        Ok(g)
    }
}

/// A game a record can be replayed on.
trait Plays {
    fn outcome(&self) -> Option<Outcome>;
    fn decide(&mut self, d: Decision) -> Result<(), Rejected>;
}

impl Plays for Engine {
    fn outcome(&self) -> Option<Outcome> {
        Engine::outcome(self)
    }
    fn decide(&mut self, d: Decision) -> Result<(), Rejected> {
        Engine::decide(self, d)
    }
}

impl Plays for Sim {
    fn outcome(&self) -> Option<Outcome> {
        Sim::outcome(self)
    }
    fn decide(&mut self, d: Decision) -> Result<(), Rejected> {
        Sim::decide(self, d)
    }
}
