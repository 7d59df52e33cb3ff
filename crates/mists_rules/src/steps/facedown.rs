//! Step 3c (Levels 5–6): while a cemetery is open, draw one tile unseen from the active pile and lay
//! it facedown next to an open cemetery; bury for each cemetery it closes
//! (RULES §13.3; ).

use crate::decision::{Decision, DecisionKind};
use crate::event::{LossReason, RuleEvent};
use crate::game::{Game, Outcome};
use crate::phase::{Phase, RulesSet};
use bevy_app::{App, Update};
use bevy_ecs::prelude::*;
use bevy_state::prelude::*;
use mists_board::Cell;
use std::collections::BTreeSet;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        facedown
            .in_set(RulesSet::Step)
            .run_if(in_state(Phase::Facedown)),
    );
}

/// Empty cells around open cemeteries (A-10: N8, or N4 with the switch).
pub fn cells(g: &Game) -> Vec<Cell> {
    let hood = g.cfg().settings.facedown_cells;
    let set: BTreeSet<Cell> = g
        .open_cemeteries()
        .into_iter()
        .flat_map(|c| hood.cells(c))
        .filter(|c| g.t.board.0.is_empty(*c))
        .collect();
    set.into_iter().collect()
}

fn facedown(mut g: Game) {
    if g.is_over() {
        return;
    }
    if !g.f.turn.facedown_placed {
        let options: Vec<Decision> = cells(&g)
            .into_iter()
            .map(|cell| Decision::Facedown { cell })
            .collect();
        if options.is_empty() {
            g.done(Phase::Facedown);
            return;
        }
        if g.f.turn.facedown_drawn.is_none() {
            // drawn from the active pile; an empty pile loses the game.
            let Some(c) = g.t.piles.draw() else {
                g.finish(Outcome::Lost(LossReason::TilesExhausted));
                return;
            };
            g.f.turn.facedown_drawn = Some(c);
        }
        let Some(d) = g.decide(DecisionKind::Facedown, options, |_, _| {
            "A-10: an empty cell among the 8 around an open cemetery".into()
        }) else {
            return;
        };
        let Decision::Facedown { cell } = d else {
            unreachable!()
        };
        g.t.board.0.place_facedown(cell);
        let copy = g.f.turn.facedown_drawn.take().unwrap();
        g.t.piles.facedown.push((cell, copy));
        g.f.turn.facedown_placed = true;
        g.emit(RuleEvent::FacedownPlaced { cell });
        let fresh = g.newly_closed_cemeteries();
        g.f.turn.burials.extend(fresh);
    }
    if g.run_burials() {
        g.done(Phase::Facedown);
    }
}
