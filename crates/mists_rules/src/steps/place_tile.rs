//! Step 1a: draw a tile from the active pile and place it (RULES §8; A-23 when it fits nowhere).

use crate::decision::{Decision, DecisionKind};
use crate::event::{LossReason, RuleEvent};
use crate::game::{Game, Outcome};
use crate::phase::{Phase, RulesSet};
use bevy_app::{App, Update};
use bevy_ecs::prelude::*;
use bevy_state::prelude::*;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        place_tile
            .in_set(RulesSet::Step)
            .run_if(in_state(Phase::PlaceTile)),
    );
}

fn place_tile(mut g: Game) {
    if g.is_over() {
        return;
    }
    // Draw until a tile fits somewhere (RULES §8.1, §8.3 / A-23).
    let copy = loop {
        if let Some(c) = g.f.turn.drawn {
            break c;
        }
        let Some(c) = g.t.piles.draw() else {
            // RULES §14.3 / A-9: the failing draw loses the game.
            g.finish(Outcome::Lost(LossReason::TilesExhausted));
            return;
        };
        let tile = g.t.board.tiles().copy_def(c).id;
        let pile = g.t.piles.active;
        g.emit(RuleEvent::TileDrawn { tile, pile });
        let ty = g.t.board.tiles().copy(c).ty;
        if g.t.board.0.fits_anywhere(ty) {
            g.f.turn.drawn = Some(c);
        } else {
            g.t.piles.discarded.push(c);
            g.emit(RuleEvent::TileDiscarded { tile });
        }
    };
    let ty = g.t.board.tiles().copy(copy).ty;
    let tile = g.t.board.tiles().def(ty).id;
    let options: Vec<Decision> =
        g.t.board
            .0
            .legal_placements(ty)
            .into_iter()
            .flat_map(|(cell, rots)| {
                rots.iter()
                    .map(move |rot| Decision::PlaceTile { cell, rot })
            })
            .collect();
    let Some(d) = g.decide(DecisionKind::PlaceTile { tile }, options, |d, t| match d {
        Decision::PlaceTile { cell, rot } => match t.board.0.check_placement(*cell, ty, *rot) {
            Err(e) => e.to_string(),
            Ok(()) => "not a legal placement".into(),
        },
        other => format!("waiting for the tile placement (step 1a), got {other:?}"),
    }) else {
        return;
    };
    let Decision::PlaceTile { cell, rot } = d else {
        unreachable!()
    };
    let outcome =
        g.t.board
            .0
            .place(cell, ty, Some(copy), rot)
            .expect("offered placements are legal");
    g.f.turn.cell = Some(cell);
    g.f.turn.outcome = outcome;
    g.emit(RuleEvent::TilePlaced { cell, tile, rot });
    g.done(Phase::PlaceTile);
}
