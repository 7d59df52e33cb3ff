//! Lessons on the competitive game (`assets/tutorial/competitive/*.ron`, docs/game.md): like the
//! cooperative ones (`crate::lesson`), a position and steps, each a text to read or a play to
//! make, played on the engine's own [`Match`]. The position is a competitive preset (usually with
//! a scenario), inline or a file relative to the lesson; the person plays every seat.

use super::file::CompetitivePreset;
use super::{Match, Play, Stage};
use crate::lesson::{LessonError, LessonStep, MAX_STEPS, step_message_ids};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// Which competitive preset a lesson plays.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PresetSource {
    /// A preset file, relative to the lesson.
    Path(PathBuf),
    Inline(Box<CompetitivePreset>),
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CompetitiveLesson {
    /// Fluent id of the lesson's title.
    pub title: String,
    pub competitive: PresetSource,
    /// Seats (default: the preset's `players`).
    #[serde(default)]
    pub players: Option<u8>,
    /// For what the scenario leaves to chance (usually nothing).
    #[serde(default)]
    pub seed: u64,
    pub steps: Vec<LessonStep<Play>>,
}

impl CompetitiveLesson {
    pub fn load(path: &Path) -> Result<CompetitiveLesson, LessonError> {
        let text = mists_board::input::read_text(path)?;
        Self::from_ron(&text, &path.display().to_string())
    }

    pub fn from_ron(text: &str, file: &str) -> Result<CompetitiveLesson, LessonError> {
        let lesson: CompetitiveLesson = mists_board::tileset::parse_ron(text, file)?;
        if lesson.steps.is_empty() || lesson.steps.len() > MAX_STEPS {
            return Err(LessonError::Steps {
                file: file.into(),
                steps: lesson.steps.len(),
            });
        }
        Ok(lesson)
    }

    /// Every Fluent id the lesson names.
    pub fn message_ids(&self) -> impl Iterator<Item = &str> {
        step_message_ids(&self.title, &self.steps)
    }

    /// The match at the lesson's start; `dir` is the lesson's folder, `file` names it in errors.
    pub fn start(&self, dir: &Path, file: &str) -> Result<Match, LessonError> {
        let (preset, preset_file, preset_dir) = match &self.competitive {
            PresetSource::Inline(p) => ((**p).clone(), file.to_string(), dir.to_path_buf()),
            PresetSource::Path(rel) => {
                let path = dir.join(rel);
                let (p, _) = super::file::load_preset(&path)?;
                let at = path.parent().unwrap_or(Path::new(".")).to_path_buf();
                (p, path.display().to_string(), at)
            }
        };
        let tiles = preset.tiles_in(&preset_file, &preset_dir)?;
        let setup = preset.setup(self.players.unwrap_or(preset.players));
        Match::start(tiles, setup, self.seed, preset.scenario.as_ref()).map_err(|source| {
            super::file::FileError::Setup {
                file: preset_file,
                source,
            }
            .into()
        })
    }

    /// Play the lesson's expected plays from its start, in order: each must be legal at that
    /// moment. Returns the match after the last step.
    pub fn play_through(&self, dir: &Path, file: &str) -> Result<Match, LessonError> {
        let mut m = self.start(dir, file)?;
        for (i, step) in self.steps.iter().enumerate() {
            let Some(play) = step.expect else { continue };
            let unexpected = |found: String| LessonError::UnexpectedPlay {
                file: file.into(),
                step: i + 1,
                expected: play,
                found,
            };
            if m.stage == Stage::Over {
                return Err(unexpected("the match is over".into()));
            }
            if !m.legal().contains(&play) {
                return Err(unexpected(format!(
                    "the match is at {:?} with plays {:?}",
                    m.stage,
                    m.legal()
                )));
            }
            m.apply(play).map_err(|e| unexpected(e.to_string()))?;
        }
        Ok(m)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_lesson_without_steps_or_with_a_cooperative_decision_is_refused() {
        let none = r#"(title: "t", competitive: Path("x.ron"), steps: [])"#;
        assert!(matches!(
            CompetitiveLesson::from_ron(none, "l.ron"),
            Err(LessonError::Steps { steps: 0, .. })
        ));
        let coop = r#"(title: "t", competitive: Path("x.ron"), steps: [(text: "a", expect: Some(SkipMeeple))])"#;
        let e = CompetitiveLesson::from_ron(coop, "l.ron")
            .unwrap_err()
            .to_string();
        assert!(e.contains("l.ron") && e.contains("SkipMeeple"), "{e}");
    }
}
