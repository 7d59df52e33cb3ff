//! Why a graded decision cost (issue 65: why in words): what the chosen option and the better
//! one do, from the engine's own steps on the table of that moment. For two placements of the
//! drawn tile, what each does up to step 2a (`Sim::placement_need`: the mist banks it closes,
//! the ghosts it calls from the supply, a loss on the spot). Other decisions carry none yet: the
//! answer itself is what was chosen.

use super::Step;
use mists_rules::consequence::PlacementNeed;
use mists_rules::{Decision, Sim};

/// What the chosen option and the better one did.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Why {
    /// Two placements of the drawn tile, up to step 2a (RULES §10.3).
    Placement {
        chosen: PlacementNeed,
        better: PlacementNeed,
    },
}

impl Why {
    /// Why `step`, judged at `sim` (the table before the decision), cost what it did; None when
    /// it is not graded or the engine has nothing to tell the two apart by.
    pub fn of(sim: &Sim, step: &Step) -> Option<Why> {
        step.grade?;
        let copy = sim.turn.drawn()?;
        let need = |d: Decision| match d {
            Decision::PlaceTile { cell, rot } => sim.placement_need(copy, cell, rot),
            _ => None,
        };
        Some(Why::Placement {
            chosen: need(step.chosen.decision)?,
            better: need(step.best.decision)?,
        })
    }
}
