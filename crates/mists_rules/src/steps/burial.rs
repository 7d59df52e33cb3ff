//! Step 1c: for every cemetery the placement closed, bury one meeple (RULES §13.1,
//! A-27); Levels 2–4 then return that cemetery's ghosts (§13.2).

use crate::game::Game;
use crate::phase::{Phase, RulesSet};
use bevy_app::{App, Update};
use bevy_ecs::prelude::*;
use bevy_state::prelude::*;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        bury.in_set(RulesSet::Step).run_if(in_state(Phase::Burial)),
    );
}

fn bury(mut g: Game) {
    if g.is_over() {
        return;
    }
    if !g.f.turn.burials_found {
        g.f.turn.burials_found = true;
        let fresh = g.newly_closed_cemeteries();
        g.f.turn.burials.extend(fresh);
    }
    if g.run_burials() {
        g.f.turn.burials_found = false;
        g.done(Phase::Burial);
    }
}
