//! Step 1b: every mist bank completed by the placement returns its ghosts (RULES §10.5, §9.6).

use crate::event::{GhostCause, RuleEvent};
use crate::flow::{Cx, Step};
use crate::turn::PlacedTile;

pub(crate) fn run(cx: &mut Cx, tile: &PlacedTile) -> Step {
    for &bank in &tile.outcome.banks_completed {
        let members = cx.t.board.members(bank);
        if !cx.f.quiet {
            let cells = cx.t.board.feature(bank).cells;
            cx.emit(RuleEvent::BankCompleted { cells });
        }
        // Only ghosts in this bank's mist-area slots leave (RULES §10.2).
        for (cell, area) in members {
            let n = cx.t.ghosts.clear_mist(cell, area);
            if n > 0 {
                cx.emit(RuleEvent::GhostsRemoved {
                    cell,
                    count: n,
                    cause: GhostCause::BankCompleted,
                });
            }
        }
    }
    Step::Done
}
