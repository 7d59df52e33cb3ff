//! Lessons on the competitive game (`assets/tutorial/competitive/*.ron`, format in
//! `mists_rules::competitive::lesson`), numbered after the cooperative ones. The lesson's
//! position starts on the competitive screen, every seat played here; between the engine's
//! intake and its step the gate lets only the expected play through, as the cooperative gate
//! does, and the panel and gold marks are the cooperative lessons' own.

use super::panel::{LessonMark, place_marks, pulse};
use super::{LessonStartError, Tutorial};
use crate::shared::{AppSystems, AssetRoot, CompetitiveStart, Screen, StartFrom};
use crate::tile_textures::TileArt;
use bevy::prelude::*;
use mists_board::Cell;
use mists_rules::competitive::lesson::CompetitiveLesson;
use mists_rules::competitive::plugin::Inbox;
use mists_rules::competitive::{Loc, Match, Play, Stage};
use mists_rules::lesson::LessonError;
use std::path::{Path, PathBuf};
use std::sync::Arc;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<CompetitiveLessons>();
    app.add_systems(
        OnEnter(Screen::Competitive),
        set_up
            .before(CompetitiveStart)
            .run_if(resource_exists::<CompetitiveTutorial>),
    );
    app.add_systems(
        Update,
        gate.in_set(AppSystems::Gate).run_if(
            resource_exists::<CompetitiveTutorial>
                .and_then(resource_exists::<Match>)
                .and_then(in_state(Screen::Competitive)),
        ),
    );
    app.add_systems(
        Update,
        mark_cells.in_set(AppSystems::Update).run_if(
            in_state(Screen::Competitive)
                .and_then(resource_exists::<CompetitiveTutorial>)
                .and_then(resource_exists::<Match>),
        ),
    );
}

/// A competitive lesson being played.
pub type CompetitiveTutorial = Tutorial<CompetitiveLesson>;

/// The shipped competitive lessons, in file-name order: each one read, or why not.
#[derive(Resource, Debug, Clone)]
pub struct CompetitiveLessons(pub Vec<(PathBuf, Result<CompetitiveLesson, Arc<LessonError>>)>);

impl FromWorld for CompetitiveLessons {
    fn from_world(world: &mut World) -> Self {
        let root = world.resource::<AssetRoot>().0.clone();
        CompetitiveLessons(load_all(&root.join("tutorial/competitive")))
    }
}

pub fn load_all(dir: &Path) -> Vec<(PathBuf, Result<CompetitiveLesson, Arc<LessonError>>)> {
    super::load_each(dir, CompetitiveLesson::load)
}

/// Start lesson `number` (1-based over all lessons; the cooperative ones count `before`).
pub(super) fn start(
    world: &mut World,
    number: usize,
    before: usize,
) -> Result<(), LessonStartError> {
    let lessons = world.resource::<CompetitiveLessons>().0.clone();
    let (path, lesson) = lessons
        .get(number - before - 1)
        .ok_or(LessonStartError::Missing {
            number,
            count: before + lessons.len(),
        })?;
    let lesson = lesson.clone().map_err(LessonStartError::Unreadable)?;
    // Check it starts before leaving the page (the screen starts it again, as a restart does).
    lesson_match(path, &lesson)?;
    world.remove_resource::<Tutorial>();
    world.insert_resource(CompetitiveTutorial::new(number, path.clone(), lesson));
    world
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Competitive);
    Ok(())
}

pub(super) fn lesson_match(path: &Path, lesson: &CompetitiveLesson) -> Result<Match, LessonError> {
    let dir = path.parent().unwrap_or(Path::new("."));
    lesson.start(dir, &path.display().to_string())
}

/// On entering the screen (a start or a restart): the lesson from its first step, its position
/// handed to the competitive screen.
fn set_up(
    mut commands: Commands,
    mut tut: ResMut<CompetitiveTutorial>,
    mut next: ResMut<NextState<Screen>>,
) {
    match lesson_match(&tut.path, &tut.lesson) {
        Ok(m) => {
            commands.insert_resource(StartFrom {
                m,
                from: tut.path.clone(),
            });
            tut.step = 0;
            tut.note = None;
        }
        Err(e) => {
            error!("cannot start the lesson: {e}");
            commands.insert_resource(crate::play::start::StartError(e.to_string()));
            next.set(Screen::Title);
        }
    }
}

/// Two placements of the drawn tile on one cell whose turns look the same.
fn same_look(m: &Match, a: Play, b: Play) -> bool {
    let (Play::Place { cell: ca, rot: ra }, Play::Place { cell: cb, rot: rb }, Stage::Place(copy)) =
        (a, b, m.stage)
    else {
        return false;
    };
    let tiles = m.tiles();
    ca == cb && tiles.def(tiles.copy(copy).ty).looks_the_same(ra, rb)
}

/// Between the engine's intake and its step: only the expected play goes on.
fn gate(mut inbox: ResMut<Inbox>, mut tut: ResMut<CompetitiveTutorial>, m: Res<Match>) {
    if inbox.0.is_empty() {
        return;
    }
    let came: Vec<Play> = inbox.0.drain(..).collect();
    for play in came {
        if let Some(pass) = tut.judge(play, |a, b| same_look(&m, a, b)) {
            inbox.0.push_back(pass);
        }
    }
}

/// The cells the step is about: its own, and the expected play's (the cell to place on, the
/// meeple to haunt, the new tile to put a piece on).
fn step_cells(tut: &CompetitiveTutorial, m: &Match) -> Vec<Cell> {
    let Some(step) = tut.current() else {
        return Vec::new();
    };
    let mut cells = step.highlight.clone();
    match step.expect {
        Some(Play::Place { cell, .. }) => cells.push(cell),
        Some(Play::Ghost(p)) => {
            if let Loc::Board { cell, .. } = m.piece(p).loc {
                cells.push(cell);
            }
        }
        Some(Play::Deploy { .. }) => cells.extend(m.placed_cell()),
        Some(Play::Pass) | None => {}
    }
    cells
}

fn mark_cells(
    mut commands: Commands,
    tut: Res<CompetitiveTutorial>,
    m: Res<Match>,
    art: Res<TileArt>,
    time: Res<Time>,
    mut marks: Query<(Entity, &mut Sprite), With<LessonMark>>,
) {
    if tut.is_changed() || m.is_changed() {
        let cells = step_cells(&tut, &m);
        place_marks(&mut commands, &marks, &cells, &art, Screen::Competitive);
        return;
    }
    pulse(&time, &mut marks);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, Tr};
    use bevy::state::app::StatesPlugin;
    use mists_rules::competitive::plugin::{Choose, CompetitivePlugin};

    fn assets() -> PathBuf {
        PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/assets"))
    }

    /// The competitive engine and the lesson's gate, on the lesson's position.
    fn app(path: &Path, lesson: &CompetitiveLesson) -> App {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, StatesPlugin));
        crate::shared::configure_app_systems(&mut app);
        app.init_state::<Screen>();
        app.init_state::<crate::shared::Menu>();
        app.add_plugins(CompetitivePlugin);
        app.add_systems(Update, gate.in_set(AppSystems::Gate));
        app.insert_resource(lesson_match(path, lesson).unwrap());
        app.insert_resource(CompetitiveTutorial::new(9, path.into(), lesson.clone()));
        app
    }

    /// Each competitive lesson in the game's engine: a play other than the step's is held back
    /// (the match does not move, the step's explanation shows), the expected ones play the lesson
    /// to its end.
    #[test]
    fn a_competitive_lesson_holds_back_another_play_and_plays_to_its_end() {
        let lessons = load_all(&assets().join("tutorial/competitive"));
        assert_eq!(lessons.len(), 2);
        let en = Tr::load(&assets(), Lang::En).unwrap();
        for (path, lesson) in &lessons {
            let lesson = lesson.as_ref().unwrap_or_else(|e| panic!("{e}"));
            for id in lesson.message_ids() {
                assert!(en.has(id), "{}: no English text {id}", path.display());
            }
            let mut app = app(path, lesson);
            let mut held_back = 0;
            for _ in 0..50 {
                let tut = app.world().resource::<CompetitiveTutorial>().clone();
                if tut.finished() {
                    break;
                }
                let Some(want) = tut.expected() else {
                    app.world_mut().resource_mut::<CompetitiveTutorial>().next();
                    continue;
                };
                let m = app.world().resource::<Match>().clone();
                assert!(m.legal().contains(&want), "step {}: {want:?}", tut.step + 1);
                let other = m
                    .legal()
                    .into_iter()
                    .find(|&p| p != want && !same_look(&m, want, p));
                if let Some(other) = other {
                    app.world_mut().write_message(Choose(other));
                    app.update();
                    let t = app.world().resource::<CompetitiveTutorial>();
                    assert_eq!(t.step, tut.step, "a wrong play does not move the lesson");
                    assert!(matches!(t.note, Some(super::super::Note::Wrong(Some(_)))));
                    assert_eq!(app.world().resource::<Match>().plays, m.plays, "held back");
                    held_back += 1;
                }
                app.world_mut().write_message(Choose(want));
                app.update();
                assert_eq!(
                    app.world().resource::<Match>().plays.len(),
                    m.plays.len() + 1
                );
                assert_eq!(
                    app.world().resource::<CompetitiveTutorial>().step,
                    tut.step + 1
                );
            }
            assert!(app.world().resource::<CompetitiveTutorial>().finished());
            assert!(held_back > 0, "{}: a choice to get wrong", path.display());
        }
    }
}
