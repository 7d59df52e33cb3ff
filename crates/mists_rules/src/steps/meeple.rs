//! Step 2b: optionally one meeple from the active player's supply onto a road, city or (Level 2+)
//! castle of the new tile whose feature holds no meeple (RULES §11.1, A-30).

use crate::decision::{Decision, DecisionKind};
use crate::event::RuleEvent;
use crate::game::Game;
use crate::model::MeepleLoc;
use crate::phase::{Phase, RulesSet};
use bevy_app::{App, Update};
use bevy_ecs::prelude::*;
use bevy_state::prelude::*;
use mists_board::{AreaKind, Cell, FeatureId};

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        place_meeple
            .in_set(RulesSet::Step)
            .run_if(in_state(Phase::Meeple)),
    );
}

/// Whether any meeple stands on feature `f` (RULES §11.1: the whole feature must be empty).
pub fn occupied(g: &Game, f: FeatureId) -> bool {
    g.t.meeples
        .on_board()
        .any(|(_, c, a)| g.t.board.0.feature_of(c, a) == Some(f))
}

pub fn options(g: &Game, cell: Cell) -> Vec<Decision> {
    let board = &g.t.board.0;
    let def = board.def_at(cell).expect("new tile");
    let colours = &g.t.players.colours[g.t.players.current];
    let mut out = Vec::new();
    for (area, f) in board.meeple_spots(cell) {
        if def.area(area).kind == AreaKind::Castle && !g.cfg().castle_meeples {
            continue;
        }
        if occupied(g, f) {
            continue;
        }
        for &colour in colours {
            if g.t.meeples.in_supply(colour).is_some() {
                out.push(Decision::PlaceMeeple { area, colour });
            }
        }
    }
    out.push(Decision::SkipMeeple);
    out
}

fn place_meeple(mut g: Game) {
    if g.is_over() {
        return;
    }
    let cell = g.f.turn.cell.unwrap();
    let opts = options(&g, cell);
    let Some(d) = g.decide(DecisionKind::PlaceMeeple { cell }, opts, |d, _| match d {
        Decision::PlaceMeeple { .. } => "RULES §11.1: a free road, city or castle of the new tile, in one of your colours with a meeple in supply; the whole feature must hold no meeple".into(),
        other => format!("waiting for a meeple placement or skip (step 2b), got {other:?}"),
    }) else {
        return;
    };
    if let Decision::PlaceMeeple { area, colour } = d {
        let m =
            g.t.meeples
                .in_supply(colour)
                .expect("offered colours have supply");
        g.t.meeples.0[m.0 as usize].loc = MeepleLoc::Board { cell, area };
        g.emit(RuleEvent::MeeplePlaced { meeple: m, cell });
    }
    g.done(Phase::Meeple);
}
