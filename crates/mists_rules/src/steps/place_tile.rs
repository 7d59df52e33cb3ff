//! Step 1a: draw a tile from the active pile and place it (RULES §8; A-23 when it fits nowhere).

use crate::decision::{Decision, DecisionKind};
use crate::event::{LossReason, RuleEvent};
use crate::flow::{Cx, Outcome, Step};
use crate::turn::PlacedTile;
use mists_board::{Cell, CopyIdx, Rotation};
use std::sync::Arc;

/// Draw until a tile fits somewhere (RULES §8.1, §8.3 / A-23); None when the game was lost by an
/// empty pile (RULES §14.3 / A-9: the failing draw loses the game).
pub(crate) fn draw(cx: &mut Cx, drawn: &mut Option<CopyIdx>) -> Option<CopyIdx> {
    if drawn.is_none() {
        let (turn, player) = (cx.t.turn, cx.t.players.current);
        cx.emit(RuleEvent::TurnStarted { turn, player });
    }
    loop {
        if let Some(c) = *drawn {
            return Some(c);
        }
        let Some(c) = Arc::make_mut(&mut cx.t.piles).draw() else {
            cx.finish(Outcome::Lost(LossReason::TilesExhausted));
            return None;
        };
        cx.f.drawn_at = cx.f.applied;
        let tiles = cx.t.board.tiles().clone();
        let tile = tiles.copy_def(c).id;
        let pile = cx.t.piles.active;
        cx.emit(RuleEvent::TileDrawn { tile, pile });
        if cx.t.board.fits_anywhere(tiles.copy(c).ty) {
            *drawn = Some(c);
        } else {
            Arc::make_mut(&mut cx.t.piles).discarded.push(c);
            cx.emit(RuleEvent::TileDiscarded { tile });
        }
    }
}

pub(crate) fn run(cx: &mut Cx, drawn: &mut Option<CopyIdx>) -> Step {
    let Some(copy) = draw(cx, drawn) else {
        return Step::Wait;
    };
    let tiles = cx.t.board.tiles().clone();
    let ty = tiles.copy(copy).ty;
    let tile = tiles.def(ty).id;
    let options: Vec<Decision> =
        cx.t.board
            .legal_placements(ty)
            .into_iter()
            .flat_map(|(cell, rots)| {
                rots.iter()
                    .map(move |rot| Decision::PlaceTile { cell, rot })
            })
            .collect();
    let Some(d) = cx.decide(DecisionKind::PlaceTile { tile }, options, |d, t| match d {
        Decision::PlaceTile { cell, rot } => match t.board.check_placement(*cell, ty, *rot) {
            Err(e) => e.to_string(),
            Ok(()) => format!("RULES §8.2: not a legal placement at {cell}"),
        },
        other => format!("step 1a waits for the tile placement (RULES §8.2), not {other:?}"),
    }) else {
        return Step::Wait;
    };
    let Decision::PlaceTile { cell, rot } = d else {
        return Step::Wait; // only placements are offered
    };
    Step::Placed(apply(cx, copy, cell, rot))
}

/// Lay `copy` face up (a legal placement, RULES §8.2).
pub(crate) fn apply(cx: &mut Cx, copy: CopyIdx, cell: Cell, rot: Rotation) -> PlacedTile {
    let tiles = cx.t.board.tiles().clone();
    let ty = tiles.copy(copy).ty;
    let outcome = Arc::make_mut(&mut cx.t.board).place_unchecked(cell, ty, Some(copy), rot);
    cx.emit(RuleEvent::TilePlaced {
        cell,
        tile: tiles.def(ty).id,
        rot,
    });
    PlacedTile {
        copy,
        cell,
        outcome,
    }
}
