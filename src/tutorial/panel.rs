//! What the player sees of a lesson: the step's text at the bottom left, beside the board (Next or Enter on
//! text to read; the explanation after another decision), a gold mark on the cells the step is
//! about, the lesson list on the Learn to play page with the lessons done ticked.

use super::competitive::CompetitiveTutorial;
use super::{LessonSteps, Note, Tutorial, start_lesson};
use crate::grid::{CELL_SIZE, cell_centre};
use crate::i18n::Tr;
use crate::progress::Progress;
use crate::shared::Screen;
use crate::shared::{AppSystems, PausableSystems};
use crate::tile_textures::TileArt;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use mists_board::Cell;
use mists_rules::competitive::lesson::CompetitiveLesson;
use mists_rules::lesson::Lesson;
use mists_rules::{Decision, Table};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            next_key::<Lesson>.in_set(PausableSystems),
            mark_cells.run_if(resource_exists::<Table>.and_then(resource_exists::<TileArt>)),
        )
            .in_set(AppSystems::Update)
            .run_if(in_state(Screen::Playing).and_then(resource_exists::<Tutorial>)),
    );
    app.add_systems(
        Update,
        next_key::<CompetitiveLesson>
            .in_set(PausableSystems)
            .in_set(AppSystems::Update)
            .run_if(in_state(Screen::Competitive).and_then(resource_exists::<CompetitiveTutorial>)),
    );
    app.add_systems(
        EguiPrimaryContextPass,
        (
            lesson_panel::<Lesson>
                .in_set(crate::shared::UiPass::DockedBelow)
                .run_if(in_state(Screen::Playing).and_then(resource_exists::<Tutorial>)),
            lesson_panel::<CompetitiveLesson>
                .in_set(crate::shared::UiPass::DockedBelow)
                .run_if(
                    in_state(Screen::Competitive).and_then(resource_exists::<CompetitiveTutorial>),
                ),
            lesson_list
                .in_set(crate::shared::UiPass::Docked)
                .run_if(in_state(Screen::Title).and_then(in_state(crate::shared::Page::Lessons))),
        ),
    );
    // Not before the tile set is loaded (`--tutorial N` asks at launch).
    app.add_systems(
        Update,
        start_chosen
            .run_if(resource_exists::<StartLesson>.and_then(not(in_state(Screen::Loading)))),
    );
}

/// A lesson chosen in the list, in the panel or by `--tutorial N` (started with the whole world).
#[derive(Resource, Debug, Clone, Copy)]
pub struct StartLesson(pub usize);

fn start_chosen(world: &mut World) {
    let Some(StartLesson(n)) = world.remove_resource::<StartLesson>() else {
        return;
    };
    if let Err(e) = start_lesson(world, n) {
        error!("{e}");
        world.insert_resource(crate::play::start::StartError(e.to_string()));
        world.resource_mut::<NextState<Screen>>().set(Screen::Title);
    }
}

fn next_key<L: LessonSteps>(
    keys: Res<ButtonInput<KeyCode>>,
    map: Option<Res<crate::keymap::KeyMap>>,
    mut tut: ResMut<Tutorial<L>>,
) {
    if crate::keymap::pressed(map.as_deref(), &keys, crate::keymap::Action::Confirm) {
        tut.next();
    }
}

/// Marks the cells of the step: the expected decision's and the step's own.
#[derive(Component)]
pub(super) struct LessonMark;

const GOLD: Color = Color::srgba(1.0, 0.78, 0.2, 0.9);

fn step_cells(tut: &Tutorial, table: &Table) -> Vec<Cell> {
    let Some(step) = tut.current() else {
        return Vec::new();
    };
    let mut cells = step.highlight.clone();
    match step.expect {
        Some(Decision::PlaceTile { cell, .. }) => cells.push(cell),
        Some(d) => cells.extend(d.points_at(&table.meeples)),
        None => {}
    }
    cells
}

fn mark_cells(
    mut commands: Commands,
    tut: Res<Tutorial>,
    table: Res<Table>,
    art: Res<TileArt>,
    time: Res<Time>,
    mut marks: Query<(Entity, &mut Sprite), With<LessonMark>>,
) {
    if tut.is_changed() || table.is_changed() {
        let cells = step_cells(&tut, &table);
        place_marks(&mut commands, &marks, &cells, &art, Screen::Playing);
        return;
    }
    pulse(&time, &mut marks);
}

/// The gold marks on `cells`, in place of the ones there (they leave with `screen`).
pub(super) fn place_marks(
    commands: &mut Commands,
    marks: &Query<(Entity, &mut Sprite), With<LessonMark>>,
    cells: &[Cell],
    art: &TileArt,
    screen: Screen,
) {
    for (e, _) in marks {
        commands.entity(e).despawn();
    }
    for &cell in cells {
        commands.spawn((
            Name::new(format!("Lesson mark at {cell}")),
            LessonMark,
            Sprite {
                image: art.slot.clone(),
                color: GOLD,
                custom_size: Some(Vec2::splat(CELL_SIZE * 1.08)),
                ..default()
            },
            Transform::from_translation(
                cell_centre(cell).extend(crate::board_view::Z_HIGHLIGHT + 0.5),
            ),
            DespawnOnExit(screen),
        ));
    }
}

/// A slow pulse, so the mark reads as "here" and not as part of the board.
pub(super) fn pulse(time: &Time, marks: &mut Query<(Entity, &mut Sprite), With<LessonMark>>) {
    let a = 0.55 + 0.35 * (time.elapsed_secs() * 3.0).sin();
    for (_, mut s) in marks {
        s.color = GOLD.with_alpha(a);
    }
}

fn lesson_panel<L: LessonSteps>(
    mut contexts: EguiContexts,
    mut tut: ResMut<Tutorial<L>>,
    all: super::AllLessons,
    tr: Res<Tr>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut commands: Commands,
    mut hidden: Local<bool>,
    mut dock: ResMut<crate::layout::dock::Dock>,
) -> Result {
    let super::AllLessons {
        lessons,
        competitive,
    } = all;
    let ctx = contexts.ctx_mut()?;
    let title = format!(
        "{} · {}",
        tr!(tr, "tutorial-lesson-n", n = tut.number),
        tr.get(tut.lesson.title(), None)
    );
    if *hidden {
        dock.show(ctx, crate::layout::dock::Slot::LeftColumn, "lesson", |ui| {
            if ui.button(format!("📖 {title}")).clicked() {
                *hidden = false;
            }
        });
        return Ok(());
    }
    let steps = tut.lesson.steps().len();
    let count = lessons.0.len() + competitive.0.len();
    dock.show(ctx, crate::layout::dock::Slot::LeftColumn, "lesson", |ui| {
        ui.strong(title);
        let Some(step) = tut.current().cloned() else {
            ui.label(egui::RichText::new(tr!(tr, "tutorial-done")).strong());
            ui.horizontal_wrapped(|ui| {
                if tut.number < count && ui.button(tr!(tr, "tutorial-next-lesson")).clicked() {
                    commands.insert_resource(StartLesson(tut.number + 1));
                }
                if ui.button(tr!(tr, "tutorial-keep-playing")).clicked() {
                    *hidden = true;
                }
                if ui.button(tr!(tr, "menu-title-page")).clicked() {
                    next_screen.set(Screen::Title);
                }
            });
            return;
        };
        ui.small(tr!(tr, "tutorial-step", k = tut.step + 1, n = steps));
        ui.label(tr.get(&step.text, None));
        match &tut.note {
            Some(Note::Wrong(why)) => {
                let text = why
                    .as_deref()
                    .map_or_else(|| tr!(tr, "tutorial-wrong"), |id| tr.get(id, None));
                ui.colored_label(egui::Color32::from_rgb(240, 170, 70), text);
                ui.small(tr!(tr, "tutorial-try-again"));
            }
            Some(Note::ReadFirst) => {
                ui.colored_label(
                    egui::Color32::from_rgb(240, 170, 70),
                    tr!(tr, "tutorial-read-first"),
                );
            }
            None => {}
        }
        ui.horizontal_wrapped(|ui| {
            if step.expect.is_none() {
                if ui.button(tr!(tr, "tutorial-next")).clicked() {
                    tut.next();
                }
            } else {
                ui.small(tr!(tr, "tutorial-your-move"));
            }
            if ui.small_button(tr!(tr, "tutorial-hide")).clicked() {
                *hidden = true;
            }
        });
    });
    Ok(())
}

fn lesson_list(
    mut contexts: EguiContexts,
    all: super::AllLessons,
    pictures: Option<Res<super::pictures::LessonPictures>>,
    progress: Res<Progress>,
    tr: Res<Tr>,
    mut commands: Commands,
    mut page: ResMut<NextState<crate::shared::Page>>,
) -> Result {
    let super::AllLessons {
        lessons,
        competitive,
    } = all;
    let ctx = contexts.ctx_mut()?;
    let picture = |n: usize| {
        pictures
            .as_ref()
            .and_then(|p| p.ids.get(n - 1).copied().flatten())
    };
    let body = |ui: &mut egui::Ui| {
        ui.label(tr!(tr, "tutorial-intro"));
        ui.add_space(6.0);
        for (i, (path, lesson)) in lessons.0.iter().enumerate() {
            let title = lesson.as_ref().map(|l| l.title.as_str());
            ui.horizontal(|ui| {
                lesson_picture(ui, picture(i + 1));
                lesson_button(ui, &tr, &progress, &mut commands, i + 1, path, title);
            });
        }
        // The competitive lessons, numbered after the cooperative ones.
        ui.add_space(12.0);
        ui.label(
            egui::RichText::new(tr!(tr, "tutorial-competitive"))
                .font(egui::FontId::new(24.0, crate::layout::theme::display()))
                .color(crate::layout::page::TITLE),
        );
        for (i, (path, lesson)) in competitive.0.iter().enumerate() {
            let title = lesson.as_ref().map(|l| l.title.as_str());
            let n = lessons.0.len() + i + 1;
            ui.horizontal(|ui| {
                lesson_picture(ui, picture(n));
                lesson_button(ui, &tr, &progress, &mut commands, n, path, title);
            });
        }
    };
    let title = tr!(tr, "tutorial-title");
    if crate::layout::page::show(ctx, "lessons", &title, &tr!(tr, "page-back"), body, None) {
        page.set(crate::shared::Page::Title);
    }
    Ok(())
}

/// Height of a lesson's row: its picture and its button.
const ROW: f32 = 44.0;

/// The lesson's tile picture (its table's first tile), or the room it would take.
fn lesson_picture(ui: &mut egui::Ui, picture: Option<egui::TextureId>) {
    match picture {
        Some(id) => {
            ui.add(egui::Image::new(egui::load::SizedTexture::new(
                id,
                [ROW, ROW],
            )));
        }
        None => {
            ui.add_space(ROW);
        }
    }
}

/// Lesson `n` in the list, a button the page's width: ticked when done, or why it cannot be
/// read.
fn lesson_button<E: std::fmt::Display>(
    ui: &mut egui::Ui,
    tr: &Tr,
    progress: &Progress,
    commands: &mut Commands,
    n: usize,
    path: &std::path::Path,
    title: Result<&str, &E>,
) {
    match title {
        Ok(title) => {
            let done = progress.lessons_done.contains(&(n as u8));
            let text = format!(
                "{} {}: {}",
                if done { "✔" } else { "○" },
                n,
                tr.get(title, None)
            );
            let tip = if done {
                tr!(tr, "tutorial-done-tip")
            } else {
                tr!(tr, "tutorial-start-tip")
            };
            let button = egui::Button::new(egui::RichText::new(text).size(17.0))
                .min_size(egui::vec2(ui.available_width(), ROW));
            if ui.add(button).on_hover_text(tip).clicked() {
                commands.insert_resource(StartLesson(n));
            }
        }
        Err(e) => {
            ui.colored_label(
                egui::Color32::from_rgb(230, 120, 90),
                tr!(tr, "tutorial-broken", file = path.display().to_string()),
            )
            .on_hover_text(e.to_string());
        }
    }
}
