//! Game records (docs/records.md): preset + players + seed + decisions. Replaying a record
//! reproduces the game exactly, because a game is a pure function of those four.

use crate::decision::Decision;
use crate::engine::Engine;
use crate::level::{LevelConfig, LevelError, load_preset, load_tiles_for};
use crate::setup::PlayerSetup;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// Which preset a record plays: a file (relative to the record), or written inline.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PresetRef {
    Path(PathBuf),
    Inline(Box<LevelConfig>),
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Record {
    pub preset: PresetRef,
    pub players: PlayerSetup,
    pub seed: u64,
    #[serde(default)]
    pub decisions: Vec<Decision>,
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
}

impl Record {
    pub fn load(path: &Path) -> Result<Record, RecordError> {
        let text = mists_board::input::read_text(path)?;
        Self::from_ron(&text, &path.display().to_string())
    }

    pub fn from_ron(text: &str, file: &str) -> Result<Record, RecordError> {
        Ok(mists_board::tileset::parse_ron(text, file)?)
    }

    pub fn to_ron(&self) -> String {
        ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::default().struct_names(false))
            .expect("records always serialise")
    }

    /// Start the recorded game; `dir` resolves relative paths (the record's folder).
    pub fn start(&self, dir: &Path, file: &str) -> Result<Engine, RecordError> {
        let preset = |source| RecordError::Preset {
            file: file.to_string(),
            source,
        };
        let (cfg, tiles) = match &self.preset {
            PresetRef::Path(p) => load_preset(&dir.join(p)).map_err(preset)?,
            PresetRef::Inline(cfg) => {
                cfg.validate().map_err(|source| {
                    preset(LevelError::Invalid {
                        file: file.to_string(),
                        source,
                    })
                })?;
                ((**cfg).clone(), load_tiles_for(cfg, dir).map_err(preset)?)
            }
        };
        Engine::new(cfg, &tiles, &self.players, self.seed).map_err(|source| RecordError::Setup {
            file: file.into(),
            source,
        })
    }

    /// Replay the first `until` decisions (all if None). A bad decision names its index and the rule.
    pub fn replay(
        &self,
        dir: &Path,
        file: &str,
        until: Option<usize>,
    ) -> Result<Engine, RecordError> {
        let mut e = self.start(dir, file)?;
        let n = until
            .unwrap_or(self.decisions.len())
            .min(self.decisions.len());
        for (index, &d) in self.decisions[..n].iter().enumerate() {
            if e.outcome().is_some() {
                return Err(RecordError::AfterEnd {
                    file: file.into(),
                    index,
                });
            }
            e.decide(d).map_err(|reason| RecordError::Illegal {
                file: file.into(),
                index,
                decision: d,
                reason,
            })?;
        }
        Ok(e)
    }
}
