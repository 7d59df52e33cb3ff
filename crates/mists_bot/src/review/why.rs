//! Why a graded decision cost (issue 65: why in words): what the chosen option and the better
//! one do, from the engine's own steps on the table of that moment. For two placements of the
//! drawn tile, what each does up to step 2a (`Sim::placement_need`: the mist banks it closes,
//! the ghosts it calls from the supply, a loss on the spot); for two answers to a question, the
//! team's points and the ghosts on the board when the engine next asks anything (or the loss).

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
    /// Two answers to a question, by the next question.
    Answer {
        chosen: AnswerEffect,
        better: AnswerEffect,
    },
}

/// Where an answer leaves the table when the engine next asks anything (its own steps on a
/// copy): the team's points (RULES §16.1's measure) and the ghosts on the board, or the loss.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct AnswerEffect {
    pub points: u32,
    pub ghosts: u32,
    pub loses: bool,
}

impl AnswerEffect {
    /// `d` answered at `sim`; None if the engine refuses it.
    fn of(sim: &Sim, d: Decision) -> Option<AnswerEffect> {
        let mut s = sim.clone().quiet();
        s.decide(d).ok()?;
        Some(AnswerEffect {
            points: s.table.score.measure(),
            ghosts: s.table.ghosts.on_board(),
            loses: matches!(s.outcome(), Some(mists_rules::Outcome::Lost(_))),
        })
    }
}

impl Why {
    /// Why `step`, judged at `sim` (the table before the decision), cost what it did; None when
    /// it is not graded or the engine has nothing to tell the two apart by.
    pub fn of(sim: &Sim, step: &Step) -> Option<Why> {
        step.grade()?;
        let (chosen, better) = (step.chosen.decision, step.best.decision);
        if let (Decision::PlaceTile { .. }, Some(copy)) = (chosen, sim.turn.drawn()) {
            let need = |d: Decision| match d {
                Decision::PlaceTile { cell, rot } => sim.placement_need(copy, cell, rot),
                _ => None,
            };
            return Some(Why::Placement {
                chosen: need(chosen)?,
                better: need(better)?,
            });
        }
        Some(Why::Answer {
            chosen: AnswerEffect::of(sim, chosen)?,
            better: AnswerEffect::of(sim, better)?,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mc::Estimate;
    use crate::review::Grade;
    use mists_rules::record::Record;

    /// Issue 62's question (Level 5 for two, the planner's game, seed 2, decision 59): take the
    /// points, or pacify ghosts. Why compares where each answer leaves the table.
    #[test]
    fn an_answer_says_where_it_left_the_points_and_the_ghosts() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures");
        let file = "level5-seed2.ron";
        let sim = Record::load(&dir.join(file))
            .unwrap()
            .replay_sim(&dir, file, Some(59))
            .unwrap();
        let p = sim.pending().unwrap().clone();
        // The answer that leaves the fewest ghosts on the board (pacifying the most).
        let ghosts = |d: &Decision| AnswerEffect::of(&sim, *d).map_or(u32::MAX, |e| e.ghosts);
        let pacify = *p.options.iter().min_by_key(|d| ghosts(d)).unwrap();
        assert_ne!(pacify, Decision::Score);
        let est = |d| Estimate::new(d, None);
        let mut step = crate::review::Step {
            index: 59,
            turn: sim.table.turn,
            player: 0,
            kind: p.kind.clone(),
            chosen: est(Decision::Score),
            best: est(pacify),
            options: vec![est(Decision::Score), est(pacify)],
            // Graded: the pacifying answer won 20 of 100 fresh deals the score lost.
            cost: Some(crate::review::Cost::of(
                &[vec![1.0; 20], vec![0.0; 80]].concat(),
                est(Decision::Score),
                est(pacify),
            )),
            mistake: false,
            why: None,
            before: None,
        };
        assert_eq!(step.grade(), Some(Grade::Clear));
        let Some(Why::Answer { chosen, better }) = Why::of(&sim, &step) else {
            panic!("no answer's why")
        };
        // Taking the points scores; pacifying takes ghosts off the board instead.
        assert!(chosen.points > better.points, "{chosen:?} {better:?}");
        assert!(chosen.ghosts > better.ghosts, "{chosen:?} {better:?}");
        // An ungraded step has no why.
        step.cost = None;
        assert_eq!(Why::of(&sim, &step), None);
    }
}
