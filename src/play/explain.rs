//! Why the hint suggests its placement: the suggested tile laid on the players' view by the
//! engine's own steps, and what that does before the next question (RULES §10.3, §10.5): the mist
//! banks it closes and the ghosts that leave with them, the ghosts it brings, the supply left.
//! Worked out here, kept with the hint by `hint.rs`.

use mists_rules::steps::ghosts::need_of_symbols;
use mists_rules::{Decision, GhostCause, PlayerView, RuleEvent};

/// What a placement does up to the next question, counted from the engine's events.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Effects {
    /// Mist banks completed, and the ghosts that left the board with them (step 1b).
    pub banks: u32,
    pub pacified: u32,
    /// Ghosts placed by step 2a, and what the supply holds after.
    pub arrive: u32,
    pub supply: u32,
    /// The most ghosts one tile still to come needs when it joins no bank (RULES §10.3 N + C; a
    /// new haunted cemetery's H is not counted): the supply's margin for the next draw.
    pub neediest: u32,
}

/// Lay `d` on the players' view and count what happens before the next question; None if the
/// engine refuses it.
pub fn effects_of(view: &PlayerView, d: Decision) -> Option<Effects> {
    let mut sim = view.sim().clone();
    sim.flow.quiet = false;
    sim.take_events();
    sim.decide(d).ok()?;
    let open = !sim.table.open_cemeteries().is_empty();
    let tiles = sim.table.board.tiles().clone();
    let neediest = view
        .unseen()
        .iter()
        .map(|&c| need_of_symbols(sim.table.cfg(), tiles.copy(c).total_symbols(), false, open))
        .max()
        .unwrap_or(0);
    let mut e = Effects {
        supply: sim.table.ghosts.supply as u32,
        neediest,
        ..Effects::default()
    };
    for ev in sim.take_events() {
        match ev {
            RuleEvent::BankCompleted { .. } => e.banks += 1,
            RuleEvent::GhostsRemoved {
                count,
                cause: GhostCause::BankCompleted,
                ..
            } => e.pacified += count as u32,
            RuleEvent::GhostsPlaced { count, .. } => e.arrive += count as u32,
            _ => {}
        }
    }
    Some(e)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::rules_app;
    use mists_rules::{Flow, Table, Turn};

    #[test]
    fn the_effects_are_the_engines_own_for_that_placement() {
        let app = rules_app(1, 9);
        let w = app.world();
        let view = PlayerView::new(
            w.resource::<Table>(),
            w.resource::<Turn>(),
            w.resource::<Flow>(),
        );
        let p = w.resource::<Flow>().pending.clone().unwrap();
        let supply = w.resource::<Table>().ghosts.supply as u32;
        for &d in &p.options {
            let e = effects_of(&view, d).expect("an option is accepted");
            // Ghosts only move between the supply and the board: what came in left the supply,
            // what a closed bank took off went back to it.
            assert_eq!(e.supply + e.arrive, supply + e.pacified, "{d:?}: {e:?}");
            assert!(e.pacified == 0 || e.banks > 0, "{d:?}: {e:?}");
            // Level 1's tiles carry up to a few symbols: some tile still to come needs ghosts.
            assert!(e.neediest >= 1, "{d:?}: {e:?}");
        }
        let refused = Decision::PlaceTile {
            cell: mists_board::Cell::new(40, 40),
            rot: mists_board::Rotation(0),
        };
        assert_eq!(effects_of(&view, refused), None);
    }
}
