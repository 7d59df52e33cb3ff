//! A refused placement in words (RULES §8.2, in the rulebook's terms): what the HUD shows after a
//! click, Space or a turn that did nothing, and a card beside the pointer while it rests on that
//! cell (issue 47: help where the player looks). The reason itself comes from the board's rule
//! (`Driver::why_not`); this file only says it.

use crate::i18n::Tr;
use crate::input::Pointer;
use crate::play::placement::{Refusal, Why};
use crate::shared::UiPass;
use bevy::prelude::*;
use bevy_egui::{EguiPrimaryContextPass, egui};
use mists_board::{PlacementError, Side, SideSet};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        by_the_pointer
            .in_set(UiPass::Over)
            .run_if(super::cell_card::shown_with::<Refusal>()),
    );
}

/// Where the refusal's card stands: a little inside the cell's lower right (cell widths).
const CARD_AT: Vec2 = Vec2::new(0.2, -0.2);

/// The refusal's words in a card by the refused cell while the pointer is over that cell (the
/// HUD keeps them too).
fn by_the_pointer(
    mut card: super::cell_card::CellCard,
    refusal: Res<Refusal>,
    pointer: Res<Pointer>,
    tr: Res<Tr>,
) -> Result {
    let (Some((cell, why)), Some(world)) = (&refusal.0, pointer.world) else {
        return Ok(());
    };
    if pointer.over_ui || crate::grid::cell_at(world) != *cell {
        return Ok(());
    }
    let red = egui::Color32::from_rgb(255, 140, 120);
    card.show("refusal", *cell, CARD_AT, red, &words(&tr, why))
}

/// The sides as a player sees them on the screen (north is up).
fn sides_words(tr: &Tr, sides: SideSet) -> String {
    let names: Vec<String> = sides
        .iter()
        .map(|s| match s {
            Side::N => tr!(tr, "side-top"),
            Side::E => tr!(tr, "side-right"),
            Side::S => tr!(tr, "side-bottom"),
            Side::W => tr!(tr, "side-left"),
        })
        .collect();
    names.join(", ")
}

/// One line: why the tile did not go there, and what would help.
pub fn words(tr: &Tr, why: &Why) -> String {
    match why {
        Why::OneWayOnly => tr!(tr, "why-one-way"),
        Why::Board { error, turns } => match error {
            PlacementError::Occupied(_) => tr!(tr, "why-occupied"),
            PlacementError::NoContact(_) => tr!(tr, "why-no-contact"),
            PlacementError::OnlyFacedown(_) => tr!(tr, "why-only-facedown"),
            PlacementError::Mismatch { sides, .. } => {
                let clash = tr!(
                    tr,
                    "why-mismatch",
                    sides = sides_words(tr, *sides),
                    count = sides.iter().count()
                );
                let next = if *turns {
                    tr!(tr, "why-turn-it")
                } else {
                    tr!(tr, "why-no-turn")
                };
                format!("{clash} {next}")
            }
            // The cursor only shows the four rotations; a fifth never reaches a click.
            PlacementError::Rotation(_) => tr!(tr, "why-no-turn"),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use mists_board::Cell;

    fn tr(lang: Lang) -> Tr {
        Tr::load(
            std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/assets")),
            lang,
        )
        .unwrap()
    }

    /// The card of a refusal at `cell` with the pointer resting on `pointer` (`also` adds to
    /// the window: a dialog, the board's part of it): its text's rectangles, and where the card
    /// should stand.
    fn refusal_card(
        cell: Cell,
        pointer: Cell,
        also: impl FnOnce(&mut App),
    ) -> (Vec<[f32; 4]>, Vec2) {
        let why = Why::Board {
            error: PlacementError::Occupied(cell),
            turns: false,
        };
        let text = words(&tr(Lang::En), &why);
        let mut app = crate::testing::card::card_app(|app| {
            app.insert_resource(Refusal(Some((cell, why))));
            app.insert_resource(Pointer {
                screen: Some(Vec2::new(400.0, 300.0)),
                world: Some(crate::grid::cell_centre(pointer)),
                over_ui: false,
            });
            app.add_plugins(plugin);
            also(app);
        });
        // One frame more: egui tells a modal from the frame before.
        app.update();
        crate::testing::card::drawn(&mut app, &text, cell, CARD_AT)
    }

    /// The refusal at cell (0, 0), the pointer over `at`.
    fn card(at: Cell) -> (Vec<[f32; 4]>, Vec2) {
        refusal_card(Cell::new(0, 0), at, |_| {})
    }

    #[test]
    fn a_refusal_shows_by_its_cell_while_the_pointer_rests_there() {
        let (on, at) = card(Cell::new(0, 0));
        assert_eq!(on.len(), 1, "{on:?}");
        let r = on[0];
        assert!(
            (r[0] - at.x).abs() < 30.0 && (r[1] - at.y).abs() < 30.0,
            "{r:?} vs {at}"
        );
        assert!(card(Cell::new(3, 2)).0.is_empty(), "off its cell");
    }

    /// Issue 64: while a dialog is open (the rules, settings) no card by a cell stands over it.
    #[test]
    fn no_card_stands_over_an_open_dialog() {
        let cell = Cell::new(0, 0);
        let (on, _) = refusal_card(cell, cell, |app| {
            app.add_systems(
                bevy_egui::EguiPrimaryContextPass,
                |mut contexts: bevy_egui::EguiContexts| -> Result {
                    egui::Modal::new(egui::Id::new("a dialog"))
                        .show(contexts.ctx_mut()?, |ui| ui.label("dialog"));
                    Ok(())
                },
            );
        });
        assert!(on.is_empty(), "the card stands over the dialog: {on:?}");
    }

    /// Issue 64: a card by a cell near the right column is kept over the board, not hung over
    /// the column (the Table panel's score track, the hint): it stands on the cell's left
    /// instead, clear of the cell.
    #[test]
    fn a_card_by_a_cell_beside_the_column_stays_over_the_board() {
        let cell = Cell::new(1, 0);
        // The board ends 60 px past the card's corner: a card of this text is wider.
        let corner = crate::testing::card::on_screen(cell, CARD_AT);
        let edge = corner.x + 60.0;
        let (on, _) = refusal_card(cell, cell, |app| {
            app.insert_resource(crate::shared::BoardArea(Some(Rect::new(
                0.0, 0.0, edge, 800.0,
            ))));
        });
        assert_eq!(on.len(), 1, "{on:?}");
        let [left, _, right, _] = on[0];
        assert!(
            right <= edge,
            "the card runs to {right}, the board ends at {edge}"
        );
        // It stands on the cell's other side, clear of the cell itself.
        let mirror = crate::testing::card::on_screen(cell, Vec2::new(-CARD_AT.x, CARD_AT.y));
        assert!(
            right <= mirror.x + 1.0,
            "{right} covers the cell (from {})",
            mirror.x
        );
        assert!(
            right - left > 60.0,
            "wider than the room left: it had to move ({left}..{right}, edge {edge})"
        );
    }

    #[test]
    fn every_kind_of_refusal_says_its_rule_in_every_language() {
        let c = Cell::new(1, 0);
        let mut two = SideSet::default();
        two.insert(Side::N);
        two.insert(Side::W);
        let board = |error, turns| Why::Board { error, turns };
        let cases = [
            board(PlacementError::Occupied(c), false),
            board(PlacementError::NoContact(c), false),
            board(PlacementError::OnlyFacedown(c), false),
            board(
                PlacementError::Mismatch {
                    cell: c,
                    sides: two,
                },
                true,
            ),
            board(
                PlacementError::Mismatch {
                    cell: c,
                    sides: two,
                },
                false,
            ),
            Why::OneWayOnly,
        ];
        for lang in [Lang::En, Lang::De, Lang::Fr, Lang::Ru] {
            let t = tr(lang);
            let said: Vec<String> = cases.iter().map(|w| words(&t, w)).collect();
            for (w, s) in cases.iter().zip(&said) {
                // A missing message shows its id; a reason never names a coordinate.
                assert!(
                    !s.contains("why-") && !s.contains("side-"),
                    "{lang:?} {w:?}: {s}"
                );
                assert!(!s.contains("(1, 0)") && !s.contains("1,0"), "{lang:?}: {s}");
            }
            let distinct: std::collections::BTreeSet<&String> = said.iter().collect();
            assert_eq!(distinct.len(), cases.len(), "{lang:?}: {said:?}");
        }
        // The clashing sides are named as the screen shows them.
        let en = tr(Lang::En);
        let s = words(&en, &cases[3]);
        assert!(s.contains("top") && s.contains("left"), "{s}");
        assert!(words(&en, &cases[2]).contains("facedown"));
    }
}
