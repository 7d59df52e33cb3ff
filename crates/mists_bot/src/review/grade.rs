//! What a review makes of its numbers (issue 65): a grade for each decision by the size of its
//! drop in win chance and how sure that is, the turning point of a lost game, and an accuracy
//! figure per game and per player. docs/review.md "Grades".

use super::{MIN_COST, Step};

/// How much a decision cost, by the mean drop in win chance against the best option judged
/// (the paired test's mean on fresh deals). The thresholds: [`MIN_COST`] (4 points) is the floor
/// a player is shown at all; 10 points is a game in ten thrown away (lichess calls a 10-point
/// drop a "mistake" too); 25 points, a game in four, is a drop few games come back from.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "snake_case")]
pub enum Grade {
    /// 4 to 10 points.
    Small,
    /// 10 to 25 points.
    Clear,
    /// 25 points or more.
    GameLosing,
}

/// The smallest drop of each grade (of 1: a whole win).
pub const CLEAR: f64 = 0.10;
pub const GAME_LOSING: f64 = 0.25;

impl Grade {
    /// The grade of a mean drop of `drop` (None below [`MIN_COST`]).
    pub fn of(drop: f64) -> Option<Grade> {
        match drop {
            d if d >= GAME_LOSING => Some(Grade::GameLosing),
            d if d >= CLEAR => Some(Grade::Clear),
            d if d >= MIN_COST => Some(Grade::Small),
            _ => None,
        }
    }
}

/// How sure a graded drop is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Certainty {
    /// The drop's 95 % interval still reaches 0: the better option may only have been luckier.
    Likely,
    /// The exact sign test rejects "equally good" at one-sided 2.5 % (the interval clears 0).
    Certain,
}

impl Step {
    /// The drop this decision is charged with: the paired test's mean difference on fresh
    /// deals (0 when no option won more than the chosen one, or when the chosen one did better
    /// on the fresh deals).
    pub fn drop(&self) -> f64 {
        self.cost.map_or(0.0, |c| c.mean.max(0.0))
    }

    /// Its grade (None for a drop under [`MIN_COST`]): derived from the cost, so a review kept
    /// before issue 65 is graded too.
    pub fn grade(&self) -> Option<Grade> {
        Grade::of(self.drop())
    }

    /// How sure its grade is (None without a grade).
    pub fn certainty(&self) -> Option<Certainty> {
        self.grade()?;
        Some(match self.cost {
            Some(c) if c.significant() => Certainty::Certain,
            _ => Certainty::Likely,
        })
    }
}

/// Where a lost game was lost: the decision, or two in a row, whose choices cost the team most.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct TurningPoint {
    /// The record's decision indices (one or two, in order).
    pub decisions: Vec<usize>,
    /// The turn of the first.
    pub turn: u32,
    /// The chance the position offered before the first (its best option's) and the chance
    /// the choices left after the last.
    pub before: f64,
    pub after: f64,
}

/// The turning point of a lost game's `steps`: the window of one or two consecutive judged
/// decisions with the largest summed drop ([`Step::drop`]); two only when the second adds at
/// least [`MIN_COST`] (else the one alone says it). When no decision cost anything, the decision
/// after which the curve fell most (the draws did it; the players could not have).
pub fn turning_point(steps: &[Step]) -> Option<TurningPoint> {
    let first = steps.first()?;
    let at = |s: &Step| s.chosen.win_chance().unwrap_or(0.0);
    let best = |s: &Step| s.best.win_chance().unwrap_or(0.0);
    let one = steps.iter().enumerate().max_by(|(i, a), (j, b)| {
        a.drop().total_cmp(&b.drop()).then(j.cmp(i)) // ties: the earlier
    });
    let (i, s) = one.unwrap_or((0, first));
    if s.drop() <= 0.0 {
        // No choice cost: the largest fall of the curve across one decision.
        let fall = |s: &Step| s.before.unwrap_or(best(s)) - at(s);
        let (_, s) = steps
            .iter()
            .enumerate()
            .max_by(|(i, a), (j, b)| fall(a).total_cmp(&fall(b)).then(j.cmp(i)))?;
        return Some(TurningPoint {
            decisions: vec![s.index],
            turn: s.turn,
            before: s.before.unwrap_or(best(s)),
            after: at(s),
        });
    }
    // The neighbour that adds most, if it adds enough.
    let neighbours = [i.checked_sub(1), Some(i + 1).filter(|&j| j < steps.len())];
    let pair = neighbours
        .into_iter()
        .flatten()
        .filter(|&j| steps[j].drop() >= MIN_COST)
        .max_by(|&a, &b| steps[a].drop().total_cmp(&steps[b].drop()).then(b.cmp(&a)));
    let (a, b) = match pair {
        Some(j) => (i.min(j), i.max(j)),
        None => (i, i),
    };
    Some(TurningPoint {
        decisions: (a..=b).map(|k| steps[k].index).collect(),
        turn: steps[a].turn,
        before: best(&steps[a]),
        after: at(&steps[b]),
    })
}

/// How much of the best option's chance the choices kept, per game and per player.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Accuracy {
    /// The mean over judged decisions of chosen ÷ best (1 where the best had no chance).
    pub game: f64,
    /// The same over each player's own decisions (None for a player who had none judged).
    pub players: Vec<Option<f64>>,
}

/// The share of the best option's chance a decision kept: 1 − drop ÷ best (1 where the best
/// option had no chance: nothing could be kept).
fn kept(s: &Step) -> f64 {
    let best = s.best.win_chance().unwrap_or(0.0).max(s.drop());
    if best <= 0.0 {
        1.0
    } else {
        (1.0 - s.drop() / best).clamp(0.0, 1.0)
    }
}

/// The accuracy of `steps` for a game of `players` players (None without a judged decision).
pub fn accuracy(steps: &[Step], players: usize) -> Option<Accuracy> {
    let mean = |it: &mut dyn Iterator<Item = &Step>| {
        let (sum, n) = it.fold((0.0, 0), |(s, n), st| (s + kept(st), n + 1));
        (n > 0).then(|| sum / n as f64)
    };
    Some(Accuracy {
        game: mean(&mut steps.iter())?,
        players: (0..players)
            .map(|p| mean(&mut steps.iter().filter(|s| s.player == p)))
            .collect(),
    })
}

#[cfg(test)]
mod tests {
    use super::super::Cost;
    use super::*;
    use crate::mc::Estimate;
    use mists_rules::{Decision, DecisionKind};

    fn est(wins: u32) -> Estimate {
        let mut e = Estimate::new(Decision::Score, None);
        (e.wins, e.playouts) = (wins, 100);
        e
    }

    /// A judged decision: the chosen and best options' chances (of 100 playouts), and, when
    /// the best won more, a paired test where it alone won `only_best` of 100 fresh deals and
    /// the chosen one alone `only_chosen`.
    fn step(index: usize, chosen: u32, best: u32, only: Option<(u32, u32)>) -> Step {
        let cost = only.map(|(b, c)| {
            let mut diffs = vec![1.0; b as usize];
            diffs.extend(vec![-1.0; c as usize]);
            diffs.resize(100, 0.0);
            Cost::of(&diffs, est(chosen), est(best))
        });
        Step {
            index,
            turn: index as u32 / 2 + 1,
            player: index % 2,
            kind: DecisionKind::CemeteryGhost,
            chosen: est(chosen),
            best: est(best),
            options: vec![est(chosen), est(best)],
            cost,
            mistake: false,
            why: None,
            before: None,
        }
    }

    #[test]
    fn a_drop_is_graded_by_its_size() {
        assert_eq!(Grade::of(0.039), None);
        assert_eq!(Grade::of(MIN_COST), Some(Grade::Small));
        assert_eq!(Grade::of(0.099), Some(Grade::Small));
        assert_eq!(Grade::of(CLEAR), Some(Grade::Clear));
        assert_eq!(Grade::of(0.249), Some(Grade::Clear));
        assert_eq!(Grade::of(GAME_LOSING), Some(Grade::GameLosing));
        assert_eq!(Grade::of(1.0), Some(Grade::GameLosing));
    }

    #[test]
    fn a_drop_is_certain_only_when_the_sign_test_clears_it() {
        // 12 against 2 of 100 deals: a 10-point drop, p ≈ 0.6 % one-sided.
        let sure = step(0, 50, 60, Some((12, 2)));
        assert_eq!(sure.grade(), Some(Grade::Clear));
        assert_eq!(sure.certainty(), Some(Certainty::Certain));
        // 20 against 10: the same 10-point drop, but p ≈ 4.9 % one-sided: likely only.
        let unsure = step(0, 50, 60, Some((20, 10)));
        assert_eq!(unsure.grade(), Some(Grade::Clear));
        assert_eq!(unsure.certainty(), Some(Certainty::Likely));
        // Under MIN_COST: neither.
        let small = step(0, 50, 53, Some((3, 0)));
        assert_eq!((small.grade(), small.certainty()), (None, None));
        // The chosen one better on the fresh deals: no drop at all.
        let better = step(0, 50, 53, Some((2, 9)));
        assert_eq!(better.drop(), 0.0);
    }

    #[test]
    fn the_turning_point_is_the_costliest_choice_with_a_costly_neighbour() {
        let steps = vec![
            step(0, 90, 90, None),
            step(1, 80, 88, Some((8, 0))),  // 8 points
            step(2, 60, 80, Some((20, 0))), // 20 points: the costliest
            step(3, 58, 60, Some((2, 0))),  // 2 points: too little to pair
            step(5, 0, 0, None),            // the last: every option lost
        ];
        let t = turning_point(&steps).expect("one");
        assert_eq!(t.decisions, vec![1, 2], "paired with the 8-point neighbour");
        assert_eq!((t.before, t.after), (0.88, 0.60));
        let mut alone = steps.clone();
        alone[1] = step(1, 80, 82, Some((2, 0)));
        let t = turning_point(&alone).expect("one");
        assert_eq!(t.decisions, vec![2]);
        assert_eq!(t.turn, 2);
        assert_eq!((t.before, t.after), (0.80, 0.60));
    }

    #[test]
    fn without_a_costly_choice_the_turning_point_is_the_curves_largest_fall() {
        let mut steps = vec![
            step(0, 90, 90, None),
            step(1, 70, 70, None),
            step(2, 20, 20, None),
            step(3, 10, 10, None),
        ];
        for i in 1..steps.len() {
            steps[i].before = steps[i - 1].chosen.win_chance();
        }
        let t = turning_point(&steps).expect("one");
        assert_eq!(t.decisions, vec![2], "70 % to 20 %");
        assert_eq!((t.before, t.after), (0.70, 0.20));
        assert!(turning_point(&[]).is_none());
    }

    #[test]
    fn accuracy_is_the_share_of_the_best_chance_kept() {
        let steps = vec![
            step(0, 100, 100, None),        // player 1 keeps all
            step(1, 30, 60, Some((30, 0))), // player 2 keeps half
            step(2, 0, 0, None),            // player 1: nothing to keep
        ];
        let a = accuracy(&steps, 3).expect("some");
        assert!((a.game - 2.5 / 3.0).abs() < 1e-9, "{a:?}");
        assert_eq!(a.players[0], Some(1.0));
        assert!((a.players[1].unwrap() - 0.5).abs() < 1e-9);
        assert_eq!(a.players[2], None);
        assert!(accuracy(&[], 2).is_none());
    }
}
