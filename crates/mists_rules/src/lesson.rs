//! Tutorial lessons (`assets/tutorial/*.ron`, docs/game.md): a scenario preset plus steps. Each
//! step shows a text and either waits for the player to read it or expects one decision; the
//! lesson is the sequence of real decisions a record would hold, so it plays on the same engine.
//! Texts are Fluent message ids (`assets/i18n/<lang>/lessons-*.ftl`), never prose.

use crate::decision::Decision;
use crate::level::LevelConfig;
use crate::machine::{Outcome, Rejected};
use crate::record::{PresetRef, Record, RecordError};
use crate::setup::PlayerSetup;
use crate::sim::Sim;
use mists_board::Cell;
use serde::{Deserialize, Serialize};
use std::path::Path;

/// Most steps a lesson may have (a lesson is short; this bounds a hostile file).
pub const MAX_STEPS: usize = 200;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Lesson {
    /// Fluent id of the lesson's title.
    pub title: String,
    /// The situation: a preset (usually with a scenario fixing board and piles).
    pub preset: PresetRef,
    /// Who plays (default: the preset's `players`, else one player).
    #[serde(default)]
    pub players: Option<PlayerSetup>,
    /// For what the scenario leaves to chance (usually nothing).
    #[serde(default)]
    pub seed: u64,
    pub steps: Vec<LessonStep>,
}

/// One step of a lesson; `D` is what the players decide (the cooperative [`Decision`], or the
/// competitive game's `Play`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LessonStep<D = Decision> {
    /// Fluent id of the text shown.
    pub text: String,
    /// The decision the player is to take; None: read, then press Next.
    #[serde(default = "none")]
    pub expect: Option<D>,
    /// Fluent id of the explanation shown after another decision (else a general one).
    #[serde(default)]
    pub wrong: Option<String>,
    /// Board cells to point at besides the expected decision's own.
    #[serde(default)]
    pub highlight: Vec<Cell>,
}

fn none<D>() -> Option<D> {
    None
}

#[derive(Debug, thiserror::Error)]
pub enum LessonError {
    #[error(transparent)]
    Read(#[from] mists_board::input::ReadError),
    #[error(transparent)]
    Syntax(#[from] mists_board::tileset::RonError),
    #[error(transparent)]
    Preset(#[from] RecordError),
    #[error("{file}: a lesson needs at least one step and at most {MAX_STEPS} (it has {steps})")]
    Steps { file: String, steps: usize },
    #[error("{file}: step {step} expects {expected:?}, but {found}")]
    Unexpected {
        file: String,
        step: usize,
        expected: Decision,
        found: String,
    },
    #[error("{file}: step {step}: {reason}")]
    Illegal {
        file: String,
        step: usize,
        reason: Rejected,
    },
    /// A competitive lesson's preset (named by the lesson file).
    #[error(transparent)]
    Competitive(#[from] crate::competitive::file::FileError),
    #[error("{file}: step {step} expects {expected:?}, but {found}")]
    UnexpectedPlay {
        file: String,
        step: usize,
        expected: crate::competitive::Play,
        found: String,
    },
}

/// Every Fluent id of a lesson: its title, its steps' texts and explanations.
pub fn step_message_ids<'a, D>(
    title: &'a str,
    steps: &'a [LessonStep<D>],
) -> impl Iterator<Item = &'a str> {
    std::iter::once(title).chain(
        steps
            .iter()
            .flat_map(|s| std::iter::once(s.text.as_str()).chain(s.wrong.as_deref())),
    )
}

impl Lesson {
    pub fn load(path: &Path) -> Result<Lesson, LessonError> {
        let text = mists_board::input::read_text(path)?;
        Self::from_ron(&text, &path.display().to_string())
    }

    pub fn from_ron(text: &str, file: &str) -> Result<Lesson, LessonError> {
        let lesson: Lesson = mists_board::tileset::parse_ron(text, file)?;
        if lesson.steps.is_empty() || lesson.steps.len() > MAX_STEPS {
            return Err(LessonError::Steps {
                file: file.into(),
                steps: lesson.steps.len(),
            });
        }
        Ok(lesson)
    }

    /// The lesson as a record without decisions: its preset, players and seed.
    pub fn record(&self, dir: &Path, file: &str) -> Result<Record, LessonError> {
        let players = match &self.players {
            Some(p) => p.clone(),
            None => {
                let (cfg, _) = self.preset_of(dir, file)?;
                cfg.players.unwrap_or_else(|| PlayerSetup::new(1))
            }
        };
        Ok(Record {
            preset: self.preset.clone(),
            players,
            seed: self.seed,
            decisions: Vec::new(),
            tiles_version: None,
        })
    }

    fn preset_of(
        &self,
        dir: &Path,
        file: &str,
    ) -> Result<(LevelConfig, mists_board::TileSet), LessonError> {
        let probe = Record {
            preset: self.preset.clone(),
            players: PlayerSetup::new(1),
            seed: 0,
            decisions: Vec::new(),
            tiles_version: None,
        };
        Ok(probe.preset(dir, file)?)
    }

    /// Every Fluent id the lesson names (its title, texts and explanations).
    pub fn message_ids(&self) -> impl Iterator<Item = &str> {
        step_message_ids(&self.title, &self.steps)
    }

    /// Play the lesson's expected decisions from its start, in order, on the engine: each must be
    /// one of the options of the question asked at that moment. Returns the game after the last
    /// step (the lesson's end state).
    pub fn play_through(&self, dir: &Path, file: &str) -> Result<Sim, LessonError> {
        let mut sim = self.record(dir, file)?.replay_sim(dir, file, None)?;
        for (i, step) in self.steps.iter().enumerate() {
            let Some(d) = step.expect else { continue };
            let step_no = i + 1;
            let found = match (sim.outcome(), sim.pending()) {
                (Some(Outcome::Won), _) => Some("the game is already won".to_string()),
                (Some(Outcome::Lost(why)), _) => {
                    Some(format!("the game is already lost ({why:?})"))
                }
                (None, Some(p)) if !p.options.contains(&d) => Some(format!(
                    "the question is {:?} with options {:?}",
                    p.kind, p.options
                )),
                (None, None) => Some("nothing is asked".to_string()),
                _ => None,
            };
            if let Some(found) = found {
                return Err(LessonError::Unexpected {
                    file: file.into(),
                    step: step_no,
                    expected: d,
                    found,
                });
            }
            sim.decide(d).map_err(|reason| LessonError::Illegal {
                file: file.into(),
                step: step_no,
                reason,
            })?;
        }
        Ok(sim)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_lesson_without_steps_or_with_unknown_keys_is_refused() {
        let none = r#"(title: "t", preset: Path("x.ron"), steps: [])"#;
        assert!(matches!(
            Lesson::from_ron(none, "l.ron"),
            Err(LessonError::Steps { steps: 0, .. })
        ));
        let typo = r#"(title: "t", preset: Path("x.ron"), steps: [(txt: "a")])"#;
        let e = Lesson::from_ron(typo, "l.ron").unwrap_err().to_string();
        assert!(e.contains("l.ron") && e.contains("txt"), "{e}");
    }

    #[test]
    fn message_ids_name_title_texts_and_explanations() {
        let l = Lesson::from_ron(
            r#"(title: "t", preset: Path("x.ron"), steps: [
                (text: "a"), (text: "b", expect: Some(SkipMeeple), wrong: Some("c"))])"#,
            "l.ron",
        )
        .unwrap();
        assert_eq!(l.message_ids().collect::<Vec<_>>(), ["t", "a", "b", "c"]);
    }
}
