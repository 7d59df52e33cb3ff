//! A review of a finished game (issue 51): for each decision of a record, from what the players
//! knew then ([`PlayerView`]), the win chances of the chosen option and of the best few others,
//! each played to the end of the game on the same random deals of the unseen tiles; a decision
//! is marked a mistake only where the best option beats the chosen one on fresh deals, paired
//! deal by deal, by more than the noise (an exact sign test on the deals only one of them won,
//! [`Cost::significant`]) and by at least [`MIN_COST`]. docs/review.md.
//!
//! No rule is computed here: the options come from the engine, every effect from `Sim` copies of
//! the players' view.

mod grade;
mod judge;
mod why;

pub use grade::{
    Accuracy, CLEAR, Certainty, GAME_LOSING, Grade, TurningPoint, accuracy, turning_point,
};
pub use judge::{CAP, CHANCE_ROLLOUT, MIN_COST, RESOLUTION, SETTLE, chances};
pub use why::{AnswerEffect, Why};

use crate::mc::Estimate;
use mists_rules::record::{Record, RecordError};
use mists_rules::{DecisionKind, Outcome, PlayerView};
use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// What a review may spend, and its seed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Settings {
    /// Deals each option is played out on (and again for a paired test).
    pub deals: u32,
    /// The review's own seed (the numbers are a pure function of the record and these settings).
    pub seed: u64,
    /// Threads the playouts are spread over (the numbers do not depend on it).
    pub threads: usize,
    /// The most rounds of `deals` fresh deals the paired test plays ([`CAP`] by default;
    /// reviews kept before issue 65 read as one round, as they were made).
    #[serde(default = "one_round")]
    pub rounds: u32,
}

fn one_round() -> u32 {
    1
}

/// Deals an option by default: docs/review.md (a 40-turn Level 5 game in about a minute).
pub const DEALS: u32 = 24;

impl Default for Settings {
    fn default() -> Self {
        Settings {
            deals: DEALS,
            seed: 0,
            threads: std::thread::available_parallelism().map_or(1, |n| n.get()),
            rounds: CAP,
        }
    }
}

/// One decision judged.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Step {
    /// Its place in the record's decisions (0-based).
    pub index: usize,
    /// The game's turn (1-based) and the player whose turn it was.
    pub turn: u32,
    pub player: usize,
    pub kind: DecisionKind,
    /// The chosen option's chances (and its decision), and the best of the options judged.
    pub chosen: Estimate,
    pub best: Estimate,
    /// Every option judged, the chosen one first.
    pub options: Vec<Estimate>,
    /// Where another option won more: the paired test on fresh deals.
    pub cost: Option<Cost>,
    pub mistake: bool,
    /// For a graded decision: what the chosen and the better option did (the engine's words).
    #[serde(default)]
    pub why: Option<Why>,
    /// The team's chance before this decision: the chance the previous judged decision's choice
    /// left (for the first, its best option's).
    pub before: Option<f64>,
}

/// How much the chosen option lost to the best on fresh deals.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Cost {
    /// Mean of the per-deal differences of wins (best − chosen), with its 95 % interval.
    pub mean: f64,
    pub low: f64,
    pub high: f64,
    pub deals: u32,
    /// Deals only the best option won, and only the chosen one.
    pub only_best: u32,
    pub only_chosen: u32,
    /// The two on those fresh deals.
    pub chosen: Estimate,
    pub best: Estimate,
}

/// A whole review.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Review {
    /// Decisions with more than one option, in order.
    pub steps: Vec<Step>,
    /// Decisions in the record, and how the game ended (None: it had not).
    pub decisions: usize,
    pub outcome: Option<Outcome>,
    /// The settings it was made with.
    pub settings: Settings,
    /// False if it was cancelled before the last decision (the steps so far stand).
    pub complete: bool,
    /// Where a lost game was lost (None for a game won or not over).
    #[serde(default)]
    pub turning_point: Option<TurningPoint>,
    /// How much of the best option's chance the choices kept (None without a judged decision).
    #[serde(default)]
    pub accuracy: Option<Accuracy>,
}

impl Review {
    /// The costliest mistakes, most costly first.
    pub fn worst(&self, n: usize) -> Vec<&Step> {
        let mut m: Vec<&Step> = self.steps.iter().filter(|s| s.mistake).collect();
        m.sort_by(|a, b| cost_of(b).total_cmp(&cost_of(a)));
        m.truncate(n);
        m
    }
}

impl Review {
    /// The graded decisions (certain and likely), the largest drop first.
    pub fn graded(&self, n: usize) -> Vec<&Step> {
        let mut m: Vec<&Step> = self.steps.iter().filter(|s| s.grade().is_some()).collect();
        m.sort_by(|a, b| b.drop().total_cmp(&a.drop()));
        m.truncate(n);
        m
    }
}

fn cost_of(s: &Step) -> f64 {
    s.cost.map_or(0.0, |c| c.mean)
}

/// Why a record cannot be reviewed.
#[derive(Debug, thiserror::Error)]
pub enum ReviewError {
    #[error(transparent)]
    Record(#[from] RecordError),
    #[error("{file}: the game waits for no decision at decision #{index} and is not over")]
    Stuck { file: String, index: usize },
}

/// Progress: decisions looked at so far, of how many.
pub type Progress<'a> = &'a mut dyn FnMut(usize, usize);

/// Review record `rec` (its preset resolved from `dir`; `file` names it in errors). The whole
/// record is replayed first: one that does not replay is refused with its reason, before any
/// work. `stop` cancels (the steps so far are returned, `complete` false).
pub fn review(
    rec: &Record,
    dir: &Path,
    file: &str,
    cfg: Settings,
    progress: Progress,
    stop: Option<Arc<AtomicBool>>,
) -> Result<Review, ReviewError> {
    let end = rec.replay_sim(dir, file, None)?;
    let mut sim = rec.replay_sim(dir, file, Some(0))?;
    let total = rec.decisions.len();
    let mut steps: Vec<Step> = Vec::new();
    let mut complete = true;
    for (index, &d) in rec.decisions.iter().enumerate() {
        if stop.as_ref().is_some_and(|f| f.load(Ordering::Relaxed)) {
            complete = false;
            break;
        }
        progress(index, total);
        let pending = sim.pending().cloned().ok_or(ReviewError::Stuck {
            file: file.to_string(),
            index,
        })?;
        if pending.options.len() > 1 {
            let view = PlayerView::new(&sim.table, &sim.turn, &sim.flow);
            let mut step = judge::judge(&view, &pending, d, index, &cfg, stop.clone());
            step.why = Why::of(&sim, &step);
            step.before = steps
                .last()
                .map_or(step.best.win_chance(), |s| s.chosen.win_chance());
            steps.push(step);
        }
        // Replayed once already: a refusal here would be a bug in the replay, named the same way.
        sim.decide(d).map_err(|reason| RecordError::Illegal {
            file: file.to_string(),
            index,
            decision: d,
            reason,
        })?;
    }
    progress(total, total);
    let outcome = end.outcome();
    let lost = matches!(outcome, Some(Outcome::Lost(_)));
    Ok(Review {
        turning_point: turning_point(&steps).filter(|_| lost && complete),
        accuracy: accuracy(&steps, rec.players.players as usize),
        steps,
        decisions: total,
        outcome,
        settings: cfg,
        complete,
    })
}
