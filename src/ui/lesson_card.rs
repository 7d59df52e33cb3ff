//! A lesson's correction by the cell it is about (issue 64): the lesson held back a decision
//! and its panel, in the far column, says why; the same words stand in a card by the cell while
//! the pointer rests there, where the player looks, as a refused placement's card does.

use crate::i18n::Tr;
use crate::input::Pointer;
use crate::shared::UiPass;
use crate::tutorial::{Note, Tutorial};
use bevy::prelude::*;
use bevy_egui::{EguiPrimaryContextPass, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        by_the_cell
            .in_set(UiPass::Over)
            .run_if(super::cell_card::shown_with::<Tutorial>()),
    );
}

/// Where the card stands: a little inside the cell's lower right (cell widths), as the
/// refusal's.
const CARD_AT: Vec2 = Vec2::new(0.2, -0.2);

/// The lesson's amber, as its panel says the correction.
const AMBER: egui::Color32 = egui::Color32::from_rgb(240, 170, 70);

fn by_the_cell(
    mut card: super::cell_card::CellCard,
    tut: Res<Tutorial>,
    pointer: Res<Pointer>,
    tr: Res<Tr>,
) -> Result {
    let (Some(Note::Wrong(why)), Some(cell), Some(world)) =
        (&tut.note, tut.wrong_at, pointer.world)
    else {
        return Ok(());
    };
    if pointer.over_ui || crate::grid::cell_at(world) != cell {
        return Ok(());
    }
    card.show(
        "lesson correction",
        cell,
        CARD_AT,
        AMBER,
        &words(&tr, why.as_deref()),
    )
}

/// The step's explanation (or the general one), then how to go on.
pub fn words(tr: &Tr, why: Option<&str>) -> String {
    let why = why.map_or_else(|| tr!(tr, "tutorial-wrong"), |id| tr.get(id, None));
    format!("{why} {}", tr!(tr, "tutorial-try-again"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use mists_board::Cell;

    /// The card of a lesson's correction at `cell` with the pointer resting on `pointer`.
    fn correction(cell: Cell, pointer: Cell, note: Option<Note>) -> Vec<[f32; 4]> {
        let tr = Tr::load(
            std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/assets")),
            crate::i18n::Lang::En,
        )
        .unwrap();
        let text = words(&tr, None);
        let mut app = crate::testing::card::card_app(|app| {
            let lesson = mists_rules::lesson::Lesson {
                title: "t".into(),
                preset: mists_rules::record::PresetRef::Path("x.ron".into()),
                players: None,
                seed: 0,
                steps: Vec::new(),
            };
            let mut tut = Tutorial::new(1, "lesson.ron".into(), lesson);
            tut.note = note;
            tut.wrong_at = Some(cell);
            app.insert_resource(tut);
            app.insert_resource(Pointer {
                screen: Some(Vec2::new(400.0, 300.0)),
                world: Some(crate::grid::cell_centre(pointer)),
                over_ui: false,
            });
            app.add_plugins(plugin);
        });
        app.update();
        crate::testing::card::drawn(&mut app, &text, cell, CARD_AT).0
    }

    #[test]
    fn a_lessons_correction_stands_by_its_cell_while_the_pointer_rests_there() {
        let cell = Cell::new(1, 0);
        let wrong = Some(Note::Wrong(None));
        assert_eq!(
            correction(cell, cell, wrong.clone()).len(),
            1,
            "by its cell"
        );
        assert!(
            correction(cell, Cell::new(3, 2), wrong).is_empty(),
            "off its cell"
        );
        assert!(
            correction(cell, cell, Some(Note::ReadFirst)).is_empty(),
            "only a correction"
        );
    }
}
