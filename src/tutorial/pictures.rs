//! A small picture by each lesson in the list (issue 49): the tile the lesson hands the player
//! first, drawn by the tile art from the lesson's own set-up (its record at its start), so a new
//! or changed lesson pictures itself. A lesson that cannot be set up has no picture (the list says
//! why it cannot be read).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiTextureHandle, egui};
use mists_rules::DecisionKind;
use mists_rules::lesson::Lesson;
use std::path::Path;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        build.run_if(
            in_state(crate::shared::Page::Lessons).and_then(not(resource_exists::<LessonPictures>)),
        ),
    );
}

/// Each lesson's picture (by its place in the list: the cooperative ones, then the competitive
/// ones), registered with egui.
#[derive(Resource, Default)]
pub struct LessonPictures {
    pub ids: Vec<Option<egui::TextureId>>,
    _images: Vec<Handle<Image>>,
}

/// The first tile lesson `lesson` (the file at `path`) hands the player, drawn `px` square.
pub fn first_tile(path: &Path, lesson: &Lesson, px: u32) -> Option<tiny_skia::Pixmap> {
    let (record, _) = super::lesson_record(path, lesson).ok()?;
    let dir = path.parent().unwrap_or(Path::new("."));
    let sim = record
        .replay_sim(dir, &path.display().to_string(), Some(0))
        .ok()?;
    let DecisionKind::PlaceTile { tile } = sim.pending()?.kind else {
        return None;
    };
    let set = sim.table.board.tiles();
    let def = set.def(set.by_id(tile)?);
    let symbols: Vec<u8> = def.mist_areas().map(|_| 1).collect();
    Some(crate::tile_art::render_tile(def, &symbols, px))
}

/// The tile a competitive lesson's match hands its player first (the drawn tile of its position).
pub fn first_competitive_tile(
    path: &Path,
    lesson: &mists_rules::competitive::lesson::CompetitiveLesson,
    px: u32,
) -> Option<tiny_skia::Pixmap> {
    let m = super::competitive::lesson_match(path, lesson).ok()?;
    let mists_rules::competitive::Stage::Place(copy) = m.stage else {
        return None;
    };
    let def = m.tiles().copy_def(copy);
    let symbols: Vec<u8> = def.mist_areas().map(|_| 1).collect();
    Some(crate::tile_art::render_tile(def, &symbols, px))
}

fn build(
    mut commands: Commands,
    mut contexts: EguiContexts,
    all: super::AllLessons,
    mut images: ResMut<Assets<Image>>,
) {
    let super::AllLessons {
        lessons,
        competitive,
    } = all;
    let mut pictures = LessonPictures::default();
    let cooperative = lessons
        .0
        .iter()
        .map(|(path, l)| l.as_ref().ok().and_then(|l| first_tile(path, l, 48)));
    let competitive = competitive.0.iter().map(|(path, l)| {
        l.as_ref()
            .ok()
            .and_then(|l| first_competitive_tile(path, l, 48))
    });
    for pm in cooperative.chain(competitive) {
        pictures.ids.push(pm.map(|pm| {
            let h = images.add(crate::tile_textures::to_image(&pm));
            let id = contexts.add_image(EguiTextureHandle::Weak(h.id()));
            pictures._images.push(h);
            id
        }));
    }
    commands.insert_resource(pictures);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every shipped lesson has its picture: the tile it hands the player first.
    #[test]
    fn every_lesson_pictures_its_first_tile() {
        let dir = std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/assets/tutorial"));
        let files = crate::asset_root::files_with_ext(dir, "ron").expect("the lessons");
        let mut seen = 0;
        for f in files {
            let lesson = Lesson::load(&f).expect("a lesson");
            let pm = first_tile(&f, &lesson, 32).unwrap_or_else(|| panic!("{}", f.display()));
            assert_eq!(pm.width(), 32);
            seen += 1;
        }
        assert_eq!(seen, 8, "the eight cooperative lessons");
        let dir = dir.join("competitive");
        let files = crate::asset_root::files_with_ext(&dir, "ron").expect("the lessons");
        assert!(!files.is_empty());
        for f in files {
            let lesson = mists_rules::competitive::lesson::CompetitiveLesson::load(&f)
                .expect("a competitive lesson");
            assert!(
                first_competitive_tile(&f, &lesson, 32).is_some(),
                "{}",
                f.display()
            );
        }
    }
}
