//! What the playouts said of one option: its wins, playouts and summed values.

use mists_rules::Decision;

/// What the playouts said of one placement.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Estimate {
    pub decision: Decision,
    /// Level 6: the meeple searched with the placement (elsewhere the planner's, later).
    pub meeple: Option<Decision>,
    /// Playout values summed (a win is 1, plus a sliver for points).
    pub(super) score: f64,
    pub wins: u32,
    pub playouts: u32,
}

impl Estimate {
    /// An option not yet played out.
    pub fn new(decision: Decision, meeple: Option<Decision>) -> Estimate {
        Estimate {
            decision,
            meeple,
            score: 0.0,
            wins: 0,
            playouts: 0,
        }
    }

    pub(super) fn mean(&self) -> f64 {
        self.score / self.playouts.max(1) as f64
    }

    /// The share of won playouts (None if it was not played out).
    pub fn win_chance(&self) -> Option<f64> {
        (self.playouts > 0).then(|| self.wins as f64 / self.playouts as f64)
    }

    /// The mean playout value in [0, 1] (None if it was not played out): the share of wins for
    /// playouts to the end; with a horizon, mostly the planner's squashed evaluation (0.5 is
    /// "as good as now").
    pub fn rating(&self) -> Option<f64> {
        (self.playouts > 0).then(|| self.mean().clamp(0.0, 1.0))
    }
}
