//! What a placement does, in a card by the cell the pointer rests on (issue 62: consequences
//! before the click): the banks it closes, the ghosts it brings and the supply left, in the hint's
//! words; or, in red, that the game is lost there at once and how to lay it anyway. The numbers
//! are the engine's (`Driver::need`, `mists_rules::consequence`); this file only says them.

use crate::i18n::Tr;
use crate::input::Pointer;
use crate::play::driver::Driver;
use crate::play::placement::{ConfirmPlacement, PlacementCursor, Refusal};
use crate::shared::UiPass;
use bevy::prelude::*;
use bevy_egui::{EguiPrimaryContextPass, egui};
use mists_rules::consequence::PlacementNeed;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        by_the_pointer
            .in_set(UiPass::Over)
            .run_if(super::cell_card::shown_with::<Driver>()),
    );
}

/// Where the card stands: a little inside the cell's lower right (cell widths), as a refusal's.
const CARD_AT: Vec2 = Vec2::new(0.2, -0.2);

fn by_the_pointer(
    mut card: super::cell_card::CellCard,
    driver: Res<Driver>,
    cursor: Res<PlacementCursor>,
    confirm: Res<ConfirmPlacement>,
    pointer: Res<Pointer>,
    refusal: Res<Refusal>,
    lesson: Option<Res<crate::tutorial::Tutorial>>,
    tr: Res<Tr>,
) -> Result {
    let Some(cell) = cursor.hovered.filter(|_| !pointer.over_ui) else {
        return Ok(());
    };
    // A refusal at the cell speaks there instead, and so does a lesson's correction.
    if refusal.0.as_ref().is_some_and(|(c, _)| *c == cell) {
        return Ok(());
    }
    let corrected = lesson.is_some_and(|t| {
        matches!(t.note, Some(crate::tutorial::Note::Wrong(_))) && t.wrong_at == Some(cell)
    });
    if corrected {
        return Ok(());
    }
    let Some(need) = driver.need(cell, cursor.rot) else {
        return Ok(());
    };
    let held = confirm.held == Some((cell, cursor.rot));
    let colour = if need.loses {
        egui::Color32::from_rgb(255, 140, 120)
    } else {
        egui::Color32::from_rgb(235, 228, 205)
    };
    card.show(
        "consequence",
        cell,
        CARD_AT,
        colour,
        &words(&tr, &need, held),
    )
}

/// The placement's consequence in the rulebook's words; `held`: a first click holds it.
pub fn words(tr: &Tr, need: &PlacementNeed, held: bool) -> String {
    if need.loses {
        let lost = tr!(
            tr,
            "cell-loses",
            needs = need.needs as usize,
            supply = need.supply as usize
        );
        let then = if held {
            tr!(tr, "cell-loses-held")
        } else {
            tr!(tr, "cell-loses-ask")
        };
        return format!("{lost} {then}");
    }
    let left = need.supply - need.needs;
    let parts =
        super::decisions::words::placement_effects(tr, need.banks, need.back, need.needs, left);
    tr!(tr, "cell-here", what = parts.join("; "))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    #[test]
    fn a_losing_placement_says_so_with_its_numbers_in_every_language() {
        let root = std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/assets"));
        let losing = PlacementNeed {
            needs: 2,
            supply: 1,
            loses: true,
            ..Default::default()
        };
        let safe = PlacementNeed {
            banks: 1,
            back: 3,
            needs: 2,
            supply: 9,
            loses: false,
        };
        for lang in Lang::ALL {
            let tr = Tr::load(root, lang).unwrap();
            let (lost, held, fine) = (
                words(&tr, &losing, false),
                words(&tr, &losing, true),
                words(&tr, &safe, false),
            );
            for s in [&lost, &held, &fine] {
                assert!(!s.contains("cell-") && !s.contains('{'), "{lang:?}: {s}");
            }
            assert!(
                lost.contains('2') && lost.contains('1') && lost != held,
                "{lang:?}"
            );
            assert!(fine.contains('3') && fine.contains('7'), "{lang:?}: {fine}");
        }
        let tr = Tr::load(root, Lang::En).unwrap();
        assert!(
            words(&tr, &losing, false).contains("lost"),
            "{}",
            words(&tr, &losing, false)
        );
    }
}
