//! End of turn: the next player clockwise (RULES §7).

use crate::game::{Game, Turn};
use crate::phase::{Phase, RulesSet};
use bevy_app::{App, Update};
use bevy_ecs::prelude::*;
use bevy_state::prelude::*;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        end_turn
            .in_set(RulesSet::Step)
            .run_if(in_state(Phase::EndTurn)),
    );
}

fn end_turn(mut g: Game) {
    if g.is_over() {
        return;
    }
    let n = g.t.players.colours.len();
    g.t.players.current = (g.t.players.current + 1) % n;
    g.f.count.turn += 1;
    *g.f.turn = Turn::default();
    g.f.phase.set(Phase::PlaceTile);
}
