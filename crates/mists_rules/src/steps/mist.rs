//! Step 1b: every mist bank completed by the placement returns its ghosts (RULES §10.5, §9.6).

use crate::event::{GhostCause, RuleEvent};
use crate::game::Game;
use crate::phase::{Phase, RulesSet};
use bevy_app::{App, Update};
use bevy_ecs::prelude::*;
use bevy_state::prelude::*;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        check_mist
            .in_set(RulesSet::Step)
            .run_if(in_state(Phase::Mist)),
    );
}

fn check_mist(mut g: Game) {
    if g.is_over() {
        return;
    }
    let banks = g.f.turn.outcome.banks_completed.clone();
    for bank in banks {
        let members = g.t.board.0.members(bank);
        let cells = g.t.board.0.feature(bank).cells;
        g.emit(RuleEvent::BankCompleted { cells });
        // Only ghosts in this bank's mist-area slots leave (RULES §10.2).
        for (cell, area) in members {
            let n = g.t.ghosts.clear_mist(cell, area);
            if n > 0 {
                g.emit(RuleEvent::GhostsRemoved {
                    cell,
                    count: n,
                    cause: GhostCause::BankCompleted,
                });
            }
        }
    }
    g.done(Phase::Mist);
}
