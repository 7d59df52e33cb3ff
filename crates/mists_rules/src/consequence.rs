//! What laying the drawn tile somewhere does before the players are asked anything else (issue
//! 62: consequences before the click): the mist banks it closes and the ghosts they give back
//! (step 1b), the ghosts step 2a then asks of the supply, and whether the supply falls short so
//! that the game is lost on the spot (RULES §10.3 item 6, §10.6, §16.2). Worked out by the
//! engine's own steps on a copy of the table: the window's marks and cards only say it.

use crate::DecisionKind;
use crate::event::LossReason;
use crate::machine::{Outcome, Stepping};
use crate::sim::Sim;
use crate::turn::{TileStep, Turn};
use mists_board::{Cell, CopyIdx, Rotation};
use serde::{Deserialize, Serialize};

/// A placement's consequence up to step 2a.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlacementNeed {
    /// Mist banks the placement completes (step 1b), and the ghosts that leave with them.
    pub banks: u32,
    pub back: u32,
    /// Ghosts step 2a asks of the supply (`N + C + H`, RULES §10.3), and the supply then.
    pub needs: u32,
    pub supply: u32,
    /// The supply cannot cover them: laying the tile here loses the game at once (§10.6), or
    /// right after a burial in 1c that cannot change it (whoever is buried, 2a needs the same).
    pub loses: bool,
}

impl Sim {
    /// [`PlacementNeed`] of laying `copy` at `cell` turned `rot` now; None if it does not fit
    /// (RULES §8.2) or the game is over. A burial in 1c takes the first meeple offered: burials
    /// do not change what 2a needs (as in [`Sim::laying_loses`], which this agrees with).
    pub fn placement_need(
        &self,
        copy: CopyIdx,
        cell: Cell,
        rot: Rotation,
    ) -> Option<PlacementNeed> {
        let mut s = self.fork();
        let before = s.table.ghosts.supply as u32;
        s.turn = Turn::Draw(Some(copy));
        let tile = s.lay(copy, cell, rot, Stepping::OneStep).ok()?;
        let mut need = PlacementNeed {
            banks: tile.outcome.banks_completed.len() as u32,
            ..PlacementNeed::default()
        };
        // Step by step to 2a (a bounded walk: 1b, the burials of 1c, then 2a).
        for _ in 0..64 {
            need.supply = s.table.ghosts.supply as u32;
            need.back = need.supply.saturating_sub(before);
            if let Turn::Tile(_, TileStep::Ghosts(plan)) = &s.turn {
                need.needs = plan.needed();
                need.loses = s.outcome() == Some(Outcome::Lost(LossReason::GhostShortage));
                return Some(need);
            }
            if s.outcome().is_some()
                || !matches!(s.turn, Turn::Tile(_, TileStep::Mist | TileStep::Burial(_)))
            {
                return Some(need);
            }
            match s.pending() {
                Some(p) if matches!(p.kind, DecisionKind::Bury { .. }) => {
                    let d = p.options[0];
                    s.decide_until(d, Stepping::OneStep).ok()?;
                }
                Some(_) => return Some(need),
                None => s.run(Stepping::OneStep),
            }
        }
        Some(need)
    }
}

impl Sim {
    /// Whether answering the pending question with `d` loses the game before the players are
    /// asked anything else (issue 62: an answer that loses at once is marked and confirmed): the
    /// engine's own steps run on a copy to the next question (RULES §16.2: a ghost shortage in
    /// this turn, or the next draw finding the pile empty below its threshold, A-9). On a
    /// [`crate::PlayerView`]'s game the unseen tiles lie in a made-up order, which only matters
    /// when the next draw sets tiles aside. None for a safe answer, an answer the
    /// engine refuses, or no question.
    pub fn answer_loses(&self, d: crate::Decision) -> Option<LossReason> {
        self.pending()?;
        let mut s = self.clone().quiet();
        s.decide(d).ok()?;
        match s.outcome() {
            Some(Outcome::Lost(why)) => Some(why),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::level::{LevelConfig, load_preset};
    use crate::{Decision, DecisionKind, PlayerSetup, Sim, Turn};
    use std::path::Path;

    /// Every placement asked in games of every level, its options chosen by a fixed stride:
    /// the consequence agrees with the look-ahead's own test of a loss and with its bound.
    #[test]
    fn a_placements_consequence_agrees_with_the_engines_loss_and_bound() {
        let assets = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../assets");
        let (mut placements, mut losing) = (0, 0);
        for level in 1..=6u8 {
            let (cfg, tiles) = load_preset(&LevelConfig::builtin_path(&assets, level)).unwrap();
            for seed in 0..2u64 {
                let mut sim = Sim::new(cfg.clone(), &tiles, &PlayerSetup::new(2), seed).unwrap();
                let mut k = seed as usize;
                while let Some(p) = sim.pending().cloned() {
                    if let (DecisionKind::PlaceTile { .. }, Turn::Draw(Some(copy))) =
                        (&p.kind, &sim.turn)
                    {
                        for &o in &p.options {
                            let Decision::PlaceTile { cell, rot } = o else {
                                continue;
                            };
                            let need = sim.placement_need(*copy, cell, rot).unwrap();
                            assert_eq!(need.loses, sim.laying_loses(*copy, cell, rot), "{o:?}");
                            assert_eq!(need.loses, need.needs > need.supply, "{need:?}");
                            assert!(need.needs <= sim.need_at_most(*copy, cell, rot));
                            if sim.need_is_exact(*copy, cell, rot) {
                                assert_eq!(need.needs, sim.need_at_most(*copy, cell, rot));
                                assert_eq!(need.back, 0);
                            }
                            placements += 1;
                            losing += need.loses as u32;
                        }
                    }
                    k = k.wrapping_mul(31).wrapping_add(7);
                    sim.decide(p.options[k % p.options.len()]).unwrap();
                }
            }
        }
        assert!(placements > 2_000, "{placements} placements");
        assert!(losing > 0, "some placement lost at once");
    }

    /// Every question but a placement in games of every level, answered by a fixed stride: an
    /// answer marked losing is the one that ends the game when given, with the same reason,
    /// and some question offers a losing answer beside a safe one.
    #[test]
    fn an_answer_marked_losing_is_the_answer_that_loses() {
        let assets = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../assets");
        let (mut answers, mut beside_safe) = (0, 0);
        for level in 1..=6u8 {
            let (cfg, tiles) = load_preset(&LevelConfig::builtin_path(&assets, level)).unwrap();
            for seed in 0..20u64 {
                let mut sim = Sim::new(cfg.clone(), &tiles, &PlayerSetup::new(2), seed).unwrap();
                let mut k = seed as usize + level as usize;
                while let Some(p) = sim.pending().cloned() {
                    k = k.wrapping_mul(31).wrapping_add(7);
                    let d = p.options[k % p.options.len()];
                    if matches!(p.kind, DecisionKind::PlaceTile { .. }) {
                        sim.decide(d).unwrap();
                        continue;
                    }
                    let marks: Vec<_> = p.options.iter().map(|&o| sim.answer_loses(o)).collect();
                    answers += marks.len();
                    if marks.iter().any(Option::is_some) && marks.iter().any(Option::is_none) {
                        beside_safe += 1;
                    }
                    let said = sim.answer_loses(d);
                    sim.decide(d).unwrap();
                    let lost = match sim.outcome() {
                        Some(crate::Outcome::Lost(why)) => Some(why),
                        _ => None,
                    };
                    assert_eq!(said, lost, "level {level} seed {seed}: {d:?}");
                }
            }
        }
        assert!(answers > 1_000, "{answers} answers");
        assert!(
            beside_safe > 0,
            "no question offered a losing answer beside a safe one"
        );
    }
}
