//! Step 2b: optionally one meeple from the active player's supply onto a road, city or (Level 2+)
//! castle of the new tile whose feature holds no meeple (RULES §11.1, A-30).

use crate::decision::{Decision, DecisionKind};
use crate::event::RuleEvent;
use crate::flow::{Cx, Step};
use crate::model::MeepleLoc;
use crate::turn::PlacedTile;

pub(crate) fn run(cx: &mut Cx, tile: &PlacedTile) -> Step {
    let cell = tile.cell;
    let options = cx.t.meeple_options(cx.t.players.current, cell);
    let Some(d) = cx.decide(DecisionKind::PlaceMeeple { cell }, options, |d, _| match d {
        Decision::PlaceMeeple { .. } => "RULES §11.1: a free road, city or castle of the new tile, in one of your colours with a meeple in supply; the whole feature must hold no meeple".into(),
        other => format!("step 2b waits for a meeple placement or no meeple (RULES §11.1), not {other:?}"),
    }) else {
        return Step::Wait;
    };
    if let Decision::PlaceMeeple { area, colour } = d
        && let Some(m) = cx.t.meeples.in_supply(colour)
    {
        cx.t.meeples.0[m.0 as usize].loc = MeepleLoc::Board { cell, area };
        cx.emit(RuleEvent::MeeplePlaced { meeple: m, cell });
    }
    Step::Done
}
