//! The interactive tutorial: lessons (`assets/tutorial/*.ron`, format in `mists_rules::lesson`)
//! played on the real engine. A lesson starts like a resumed game (its record without
//! decisions); while it runs, the players' decisions pass a gate between the engine's intake and
//! its step: the one the lesson expects goes on, any other is held back with an explanation and
//! the question is asked again. Finished lessons are remembered in the progress file.

pub mod competitive;
mod panel;
mod pictures;

pub use panel::StartLesson;

use crate::play::start::Resume;
use crate::progress::Progress;
use crate::setup::GameSetup;
use crate::shared::Screen;
use crate::shared::{AppSystems, AssetRoot};
use bevy::prelude::*;
use mists_rules::competitive::lesson::CompetitiveLesson;
use mists_rules::lesson::{Lesson, LessonError, LessonStep};
use mists_rules::{Decision, Flow, Pending, Table, Turn};
use std::collections::VecDeque;
use std::path::{Path, PathBuf};
use std::sync::Arc;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Lessons>();
    app.add_plugins((panel::plugin, competitive::plugin, pictures::plugin));
    app.add_systems(
        Update,
        gate.in_set(AppSystems::Gate)
            .run_if(resource_exists::<Tutorial>.and_then(resource_exists::<Table>)),
    );
    app.add_systems(
        Update,
        (
            remember_done::<Lesson>
                .run_if(resource_exists::<Tutorial>.and_then(resource_changed::<Tutorial>)),
            remember_done::<CompetitiveLesson>.run_if(
                resource_exists::<competitive::CompetitiveTutorial>
                    .and_then(resource_changed::<competitive::CompetitiveTutorial>),
            ),
        ),
    );
    app.add_systems(
        OnEnter(Screen::Playing),
        restart_lesson.run_if(resource_exists::<Tutorial>),
    );
    app.add_systems(OnEnter(Screen::Title), |mut commands: Commands| {
        commands.remove_resource::<Tutorial>();
        commands.remove_resource::<competitive::CompetitiveTutorial>();
    });
}

/// The shipped lessons, in file-name order: each one read, or why not.
#[derive(Resource, Debug, Clone)]
pub struct Lessons(pub Vec<(PathBuf, Result<Lesson, Arc<LessonError>>)>);

/// Both lists of lessons, cooperative then competitive (numbered on in that order).
#[derive(bevy::ecs::system::SystemParam)]
pub(crate) struct AllLessons<'w> {
    pub lessons: Res<'w, Lessons>,
    pub competitive: Res<'w, competitive::CompetitiveLessons>,
}

/// Why a lesson could not start.
#[derive(Debug, thiserror::Error)]
pub enum LessonStartError {
    #[error("there is no lesson {number} (there are {count})")]
    Missing { number: usize, count: usize },
    #[error(transparent)]
    Unreadable(Arc<LessonError>),
    #[error(transparent)]
    Lesson(#[from] LessonError),
    #[error(transparent)]
    Record(#[from] mists_rules::record::RecordError),
}

impl FromWorld for Lessons {
    fn from_world(world: &mut World) -> Self {
        let root = world.resource::<AssetRoot>().0.clone();
        Lessons(load_all(&root.join("tutorial")))
    }
}

/// Every `*.ron` lesson of `dir`, sorted by file name.
pub fn load_all(dir: &Path) -> Vec<(PathBuf, Result<Lesson, Arc<LessonError>>)> {
    load_each(dir, Lesson::load)
}

/// Every `*.ron` file of `dir`, sorted by file name, read by `load`: both games' lessons (a
/// damaged one is kept with its error, shown in the list).
pub fn load_each<L>(
    dir: &Path,
    load: impl Fn(&Path) -> Result<L, LessonError>,
) -> Vec<(PathBuf, Result<L, Arc<LessonError>>)> {
    crate::asset_root::files_with_ext(dir, "ron")
        .unwrap_or_default()
        .into_iter()
        .map(|p| {
            let l = load(&p).map_err(Arc::new);
            (p, l)
        })
        .collect()
}

/// Why a decision was held back.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Note {
    /// Another decision than the lesson's: the step's explanation (a Fluent id) or the general one.
    Wrong(Option<String>),
    /// The step is text to read first (Next).
    ReadFirst,
}

/// What the window needs of a lesson of either game: its title and its steps, whose expected
/// decisions are the cooperative [`mists_rules::Decision`] or the competitive `Play`.
pub trait LessonSteps: Clone + Send + Sync + 'static {
    type D: Copy + PartialEq + Send + Sync + std::fmt::Debug + 'static;
    fn title(&self) -> &str;
    fn steps(&self) -> &[LessonStep<Self::D>];
}

impl LessonSteps for Lesson {
    type D = Decision;
    fn title(&self) -> &str {
        &self.title
    }
    fn steps(&self) -> &[LessonStep<Decision>] {
        &self.steps
    }
}

impl LessonSteps for CompetitiveLesson {
    type D = mists_rules::competitive::Play;
    fn title(&self) -> &str {
        &self.title
    }
    fn steps(&self) -> &[LessonStep<Self::D>] {
        &self.steps
    }
}

/// The lesson being played (a cooperative one; [`competitive::CompetitiveTutorial`] for the
/// competitive game's).
#[derive(Resource, Debug, Clone)]
pub struct Tutorial<L: LessonSteps = Lesson> {
    /// 1-based, as the lesson list counts (the competitive lessons after the cooperative ones).
    pub number: usize,
    pub path: PathBuf,
    pub lesson: L,
    /// Index of the step shown; `steps.len()` once the lesson is done.
    pub step: usize,
    pub note: Option<Note>,
    /// The cell the decision held back was about (a tile's cell, the new tile of a meeple, the
    /// tile an answer names): the correction's card stands there while the note says Wrong.
    pub wrong_at: Option<mists_board::Cell>,
}

impl<L: LessonSteps> Tutorial<L> {
    pub fn new(number: usize, path: PathBuf, lesson: L) -> Tutorial<L> {
        Tutorial {
            number,
            path,
            lesson,
            step: 0,
            note: None,
            wrong_at: None,
        }
    }

    pub fn current(&self) -> Option<&LessonStep<L::D>> {
        self.lesson.steps().get(self.step)
    }

    /// The decision the current step waits for.
    pub fn expected(&self) -> Option<L::D> {
        self.current().and_then(|s| s.expect)
    }

    pub fn finished(&self) -> bool {
        self.step >= self.lesson.steps().len()
    }

    /// Next on a step to read.
    pub fn next(&mut self) {
        if self.current().is_some_and(|s| s.expect.is_none()) {
            self.step += 1;
            self.note = None;
        }
    }

    /// A decision the players sent: what goes on to the engine (the expected one — also for a
    /// decision `alike` to it, such as a turn of a tile that looks the same — or any once the
    /// lesson is done); None holds it back and says why.
    pub fn judge(&mut self, d: L::D, alike: impl Fn(L::D, L::D) -> bool) -> Option<L::D> {
        let Some(step) = self.current() else {
            return Some(d);
        };
        match step.expect {
            Some(e) if e == d || alike(e, d) => {
                self.step += 1;
                self.note = None;
                Some(e)
            }
            Some(_) => {
                self.note = Some(Note::Wrong(step.wrong.clone()));
                None
            }
            None => {
                self.note = Some(Note::ReadFirst);
                None
            }
        }
    }
}

/// Start lesson `number` (1-based): the lesson's record is resumed with no decisions, nobody
/// else answers, nothing is saved.
pub fn start_lesson(world: &mut World, number: usize) -> Result<(), LessonStartError> {
    let lessons = world.resource::<Lessons>().0.clone();
    // The competitive lessons are numbered after the cooperative ones.
    if number > lessons.len() {
        return competitive::start(world, number, lessons.len());
    }
    let (path, lesson) = lessons
        .get(number.wrapping_sub(1))
        .ok_or(LessonStartError::Missing {
            number,
            count: lessons.len(),
        })?;
    let lesson = lesson.clone().map_err(LessonStartError::Unreadable)?;
    let (record, level) = lesson_record(path, &lesson)?;
    {
        let mut setup = world.resource_mut::<GameSetup>();
        setup.level = level;
        setup.players = record.players.players;
        setup.seed = Some(record.seed);
        setup.preset = None;
        setup.bots = vec![false; 5];
        if let Some(c) = &record.players.colours {
            setup.colours = c.clone();
        }
    }
    world.insert_resource(Resume {
        record,
        path: path.clone(),
        until: None,
        keep: false,
    });
    world.insert_resource(Tutorial::new(number, path.clone(), lesson));
    let mut mate = world.resource_mut::<crate::play::answer::Teammate>();
    mate.auto = false;
    mate.forget_answers();
    world
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Playing);
    Ok(())
}

fn lesson_record(
    path: &Path,
    lesson: &Lesson,
) -> Result<(mists_rules::record::Record, u8), LessonStartError> {
    let dir = path.parent().unwrap_or(Path::new("."));
    let file = path.display().to_string();
    let record = lesson.record(dir, &file)?;
    let (cfg, _) = record.preset(dir, &file)?;
    Ok((record, cfg.level))
}

/// Restart (pause menu, Play again): the lesson from its first step.
fn restart_lesson(mut commands: Commands, resume: Option<Res<Resume>>, mut tut: ResMut<Tutorial>) {
    if resume.is_some() {
        return; // the lesson is just starting
    }
    match lesson_record(&tut.path, &tut.lesson) {
        Ok((record, _)) => {
            commands.insert_resource(Resume {
                record,
                path: tut.path.clone(),
                until: None,
                keep: false,
            });
            tut.step = 0;
            tut.note = None;
        }
        Err(e) => error!("cannot restart the lesson: {e}"),
    }
}

/// Two placements of the drawn tile on one cell whose turns look the same.
fn same_look(table: &Table, turn: &Turn, a: Decision, b: Decision) -> bool {
    let (
        Decision::PlaceTile { cell: ca, rot: ra },
        Decision::PlaceTile { cell: cb, rot: rb },
        Turn::Draw(Some(copy)),
    ) = (a, b, turn)
    else {
        return false;
    };
    let tiles = table.board.tiles();
    ca == cb && tiles.def(tiles.copy(*copy).ty).looks_the_same(ra, rb)
}

/// Between the engine's intake and its step: only the expected decision goes on.
fn gate(
    mut flow: ResMut<Flow>,
    mut tut: ResMut<Tutorial>,
    mut pending: ResMut<Pending>,
    table: Res<Table>,
    turn: Res<Turn>,
) {
    if flow.inbox.is_empty() {
        return;
    }
    let mut kept = VecDeque::new();
    let mut held = false;
    for d in flow.inbox.drain(..).collect::<Vec<_>>() {
        match tut.judge(d, |a, b| same_look(&table, &turn, a, b)) {
            Some(pass) => kept.push_back(pass),
            None => {
                held = true;
                tut.wrong_at = cell_of(d, &table, pending.0.as_ref());
            }
        }
    }
    flow.inbox = kept;
    if held {
        // The view rebuilds the question (a held-back placement's tile comes back to the cursor).
        pending.set_changed();
    }
}

/// The cell a decision is about, for the correction's card: a tile's cell, the new tile a
/// meeple goes on (or not), else the cell an answer names.
fn cell_of(
    d: Decision,
    table: &Table,
    pending: Option<&mists_rules::PendingDecision>,
) -> Option<mists_board::Cell> {
    match (d, pending.map(|p| &p.kind)) {
        (Decision::PlaceTile { cell, .. }, _) => Some(cell),
        (
            Decision::PlaceMeeple { .. } | Decision::SkipMeeple,
            Some(mists_rules::DecisionKind::PlaceMeeple { cell }),
        ) => Some(*cell),
        _ => d.points_at(&table.meeples),
    }
}

fn remember_done<L: LessonSteps>(tut: Res<Tutorial<L>>, mut progress: ResMut<Progress>) {
    let n = tut.number as u8;
    if tut.finished() && !progress.lessons_done.contains(&n) {
        progress.lessons_done.push(n);
        progress.lessons_done.sort_unstable();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, Tr};

    fn assets() -> PathBuf {
        PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/assets"))
    }

    fn step(expect: Option<Decision>, wrong: Option<&str>) -> LessonStep {
        LessonStep {
            text: "t".into(),
            expect,
            wrong: wrong.map(String::from),
            highlight: Vec::new(),
        }
    }

    #[test]
    fn only_the_expected_decision_passes_and_a_wrong_one_is_explained() {
        let lesson = Lesson {
            title: "t".into(),
            preset: mists_rules::record::PresetRef::Path("x.ron".into()),
            players: None,
            seed: 0,
            steps: vec![
                step(None, None),
                step(Some(Decision::SkipMeeple), Some("why")),
                step(Some(Decision::Score), None),
            ],
        };
        let mut t = Tutorial::new(1, "x".into(), lesson);
        let never = |_, _| false;
        assert_eq!(
            t.judge(Decision::SkipMeeple, never),
            None,
            "held while there is text to read"
        );
        assert_eq!(t.note, Some(Note::ReadFirst));
        t.next();
        assert_eq!(t.judge(Decision::Score, never), None);
        assert_eq!(t.note, Some(Note::Wrong(Some("why".into()))));
        assert_eq!(t.step, 1, "a wrong decision does not move the lesson on");
        assert_eq!(
            t.judge(Decision::SkipMeeple, never),
            Some(Decision::SkipMeeple)
        );
        assert_eq!((t.step, t.note.clone()), (2, None));
        t.next();
        assert_eq!(
            t.step, 2,
            "Next does not skip a step that waits for a decision"
        );
        assert_eq!(t.judge(Decision::SkipMeeple, never), None);
        assert_eq!(t.note, Some(Note::Wrong(None)));
        // A decision alike to the expected one passes as the expected one.
        let alike = |e: Decision, d: Decision| e == Decision::Score && d == Decision::HoundDone;
        assert_eq!(t.judge(Decision::HoundDone, alike), Some(Decision::Score));
        assert!(t.finished());
        assert_eq!(
            t.judge(Decision::SkipMeeple, never),
            Some(Decision::SkipMeeple),
            "after the lesson the game is free"
        );
    }

    /// Lesson 1 in the game's own app: text steps wait for Next, a decision other than the
    /// lesson's is held back (the engine never sees it), the expected ones play the lesson to its
    /// end, and the progress remembers it.
    #[test]
    fn a_lesson_plays_in_the_game_and_holds_back_another_decision() {
        use mists_rules::{Decide, RuleEvent, RuleLog};
        let mut app = crate::testing::rules_app(1, 0);
        app.insert_resource(Progress::default());
        app.add_plugins(plugin);
        start_lesson(app.world_mut(), 1).unwrap();
        let frames = |app: &mut App, n: usize| (0..n).for_each(|_| app.update());
        frames(&mut app, 5);
        assert!(
            !app.world().resource::<crate::play::answer::Teammate>().auto,
            "nobody answers for the player in a lesson"
        );
        let (mut held_back, mut by_a_cell) = (0, 0);
        for _ in 0..100 {
            let tut = app.world().resource::<Tutorial>().clone();
            if tut.finished() {
                break;
            }
            let Some(want) = tut.expected() else {
                app.world_mut().resource_mut::<Tutorial>().next();
                continue;
            };
            frames(&mut app, 10);
            let p = app
                .world()
                .resource::<Pending>()
                .0
                .clone()
                .expect("a question");
            assert!(
                p.options.contains(&want),
                "step {}: {want:?} not offered",
                tut.step + 1
            );
            let same_cell = |o: Decision| match (o, want) {
                (Decision::PlaceTile { cell: a, .. }, Decision::PlaceTile { cell: b, .. }) => {
                    a == b
                }
                _ => false,
            };
            if let Some(&other) = p.options.iter().find(|&&o| o != want && !same_cell(o)) {
                let applied = app.world().resource::<Flow>().applied;
                app.world_mut().write_message(Decide(other));
                frames(&mut app, 5);
                let t = app.world().resource::<Tutorial>();
                assert_eq!(t.step, tut.step, "a wrong answer does not move the lesson");
                assert!(matches!(t.note, Some(Note::Wrong(_))));
                // The correction's card stands by the cell the held decision was about.
                if let Decision::PlaceTile { cell, .. } = other {
                    assert_eq!(t.wrong_at, Some(cell), "the correction by its cell");
                    by_a_cell += 1;
                }
                assert_eq!(app.world().resource::<Flow>().applied, applied, "held back");
                assert_eq!(app.world().resource::<Pending>().0.as_ref(), Some(&p));
                held_back += 1;
            }
            app.world_mut().write_message(Decide(want));
            frames(&mut app, 5);
            assert_eq!(app.world().resource::<Tutorial>().step, tut.step + 1);
        }
        assert!(app.world().resource::<Tutorial>().finished());
        assert!(held_back > 0, "the lesson offered a choice to get wrong");
        assert!(by_a_cell > 0, "a wrong placement was tried");
        frames(&mut app, 2);
        assert_eq!(app.world().resource::<Progress>().lessons_done, vec![1]);
        let log = &app.world().resource::<RuleLog>().0;
        assert!(!log.iter().any(|e| matches!(e, RuleEvent::Rejected { .. })));
        assert!(
            !app.world().contains_resource::<crate::saves::CurrentSave>(),
            "a lesson is not saved"
        );
    }

    #[test]
    fn every_lesson_loads_and_its_texts_exist() {
        let lessons = load_all(&assets().join("tutorial"));
        assert!(lessons.len() >= 8, "{} lessons", lessons.len());
        let en = Tr::load(&assets(), Lang::En).unwrap();
        for (path, l) in &lessons {
            let l = l.as_ref().unwrap_or_else(|e| panic!("{e}"));
            for id in l.message_ids() {
                assert!(en.has(id), "{}: no English text {id}", path.display());
            }
        }
    }
}
