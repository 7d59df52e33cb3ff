//! The hint's reason in a small card by the hinted cell (issue 47: help where the player looks):
//! while a hint for the drawn tile is shown and its effects are known, the words the decision
//! panel gives (`words::hint_why`) also stand by the cell, at the corner beside the fewest tiles
//! (issue 64). The panel keeps them.

use crate::i18n::Tr;
use crate::play::hint::Hint;
use crate::shared::UiPass;
use bevy::prelude::*;
use bevy_egui::{EguiPrimaryContextPass, egui};
use mists_board::Cell;
use mists_rules::{Decision, Pending};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        by_the_cell
            .in_set(UiPass::Over)
            .run_if(super::super::cell_card::shown_with::<Hint>()),
    );
}

/// The card's colour: the hint's blue, light enough on the popup's grey.
pub const HINT_BLUE: egui::Color32 = egui::Color32::from_rgb(140, 190, 255);

/// Where the hint's card stands by default: at the hinted cell's lower right corner (cell
/// widths from its centre, y up), reading rightwards and down.
const CARD_AT: Vec2 = Vec2::new(0.5, -0.5);

/// Cells a card covers beside the corner it stands at: about three cells wide, under one tall
/// (at the default zoom; zoomed out it covers more, which is not counted).
const CARD_CELLS: i16 = 3;

/// The hinted cell's corners, those where the card covers the fewest tiles first (issue 64: at
/// the lower right it hid the tiles and meeples beside the cell the hint is about), the lower
/// right first among equals; each with the card's corner that stands there. The card takes the
/// first where it fits over the board (`CellCard::show_by`).
pub fn emptiest_corners(cell: Cell, taken: impl Fn(Cell) -> bool) -> Vec<(Vec2, egui::Align2)> {
    let mut corners = [
        (CARD_AT, egui::Align2::LEFT_TOP, 1, -1),
        (Vec2::new(-0.5, -0.5), egui::Align2::RIGHT_TOP, -1, -1),
        (Vec2::new(0.5, 0.5), egui::Align2::LEFT_BOTTOM, 1, 1),
        (Vec2::new(-0.5, 0.5), egui::Align2::RIGHT_BOTTOM, -1, 1),
    ];
    let covered = |dx: i16, dy: i16| {
        (1..=CARD_CELLS)
            .filter(|k| taken(Cell::new(cell.x + dx * k, cell.y + dy)))
            .count()
    };
    corners.sort_by_key(|&(_, _, dx, dy)| covered(dx, dy));
    corners.iter().map(|&(at, pivot, ..)| (at, pivot)).collect()
}

fn by_the_cell(
    mut card: crate::ui::cell_card::CellCard,
    hint: Res<Hint>,
    pending: Res<Pending>,
    table: Option<Res<mists_rules::Table>>,
    tr: Res<Tr>,
) -> Result {
    let Some(p) = &pending.0 else {
        return Ok(());
    };
    let (Some(Decision::PlaceTile { cell, .. }), Some((hinted, effects))) =
        (hint.answer_to(p), &hint.effects)
    else {
        return Ok(());
    };
    if !matches!(hinted, Decision::PlaceTile { cell: c, .. } if *c == cell) {
        return Ok(());
    }
    let words = super::words::hint_why(&tr, effects);
    let corners = emptiest_corners(cell, |c| {
        table.as_ref().is_some_and(|t| !t.board.is_empty(c))
    });
    card.show_by("hint", cell, &corners, HINT_BLUE, &words)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::play::hint::Effects;
    use mists_board::Rotation;

    /// The card's text rectangles for a hint placing at `hinted`, its effects known (`stale`: the
    /// hint answers another question than the pending one); where the card should stand.
    fn cards(hinted: Cell, stale: bool) -> (Vec<[f32; 4]>, Vec2) {
        let e = Effects {
            banks: 1,
            pacified: 2,
            arrive: 1,
            supply: 5,
            neediest: 3,
        };
        let d = Decision::PlaceTile {
            cell: hinted,
            rot: Rotation(0),
        };
        let question = |options| mists_rules::PendingDecision {
            kind: mists_rules::DecisionKind::PlaceTile {
                tile: mists_board::TileId(0),
            },
            options,
        };
        let pending = question(vec![d]);
        let hinted_for = if stale {
            question(Vec::new())
        } else {
            pending.clone()
        };
        let mut words = String::new();
        let mut app = crate::testing::card::card_app(|app| {
            words = super::super::words::hint_why(app.world().resource::<Tr>(), &e);
            app.insert_resource(Pending(Some(pending)));
            app.insert_resource(Hint {
                for_pending: Some(hinted_for),
                decision: Some(d),
                effects: Some((d, e)),
                ..Default::default()
            });
            app.add_plugins(plugin);
        });
        crate::testing::card::drawn(&mut app, &words, hinted, CARD_AT)
    }

    #[test]
    fn the_hints_card_stands_at_the_corner_with_the_fewest_tiles_beside_it() {
        let cell = Cell::new(0, 0);
        // An empty neighbourhood: the lower right, as before.
        assert_eq!(
            emptiest_corners(cell, |_| false)[0],
            (CARD_AT, egui::Align2::LEFT_TOP)
        );
        // Tiles in the row below to the right: the card goes below to the left...
        let below_right = |c: Cell| c.y == -1 && c.x > 0;
        assert_eq!(
            emptiest_corners(cell, below_right)[0],
            (Vec2::new(-0.5, -0.5), egui::Align2::RIGHT_TOP)
        );
        // ...and with the whole row below taken, above (to the right).
        let below = |c: Cell| c.y == -1;
        assert_eq!(
            emptiest_corners(cell, below)[0],
            (Vec2::new(0.5, 0.5), egui::Align2::LEFT_BOTTOM)
        );
        // Everything taken but the upper left.
        let all_but = |c: Cell| !(c.y == 1 && c.x < 0);
        assert_eq!(
            emptiest_corners(cell, all_but)[0],
            (Vec2::new(-0.5, 0.5), egui::Align2::RIGHT_BOTTOM)
        );
    }

    #[test]
    fn the_hints_reason_stands_by_its_cell_while_the_hint_holds() {
        let cell = Cell::new(2, -1);
        let (on, at) = cards(cell, false);
        assert_eq!(on.len(), 1, "{on:?}");
        let r = on[0];
        assert!(
            (r[0] - at.x).abs() < 30.0 && (r[1] - at.y).abs() < 30.0,
            "{r:?} vs {at}"
        );
        assert!(cards(cell, true).0.is_empty(), "a stale hint shows no card");
    }
}
