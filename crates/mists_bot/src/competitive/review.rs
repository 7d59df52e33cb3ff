//! A review of a finished competitive match, seat by seat (issue 51; RULES §20): for each play of
//! a record with more than one option, from what its player knew then (the match with the pile's
//! order forgotten), the chosen play and greedy's best few others are each valued by the search
//! bot's own rollout — the rest of the turn and one round of every seat by greedy on a guessed
//! deal of the pile, then greedy's judgement of the table: points and prospects ahead of the best
//! rival — on the same deals. Where another play is worth more, the two are played again on fresh
//! deals and the play is marked a mistake only when the 95 % interval of the mean difference, deal
//! by deal, lies above zero and the mean is at least [`MIN_POINTS`]. docs/review.md.
//!
//! Points, not win chances: a playout to the end of a 135-tile match plays some 65 greedy turns
//! on average where the search's look-ahead plays three (a whole match's review would take
//! about 40 minutes instead of 5); the cost of a play is told in the points it gave away.
//! No rule is computed here: options come from [`Match::legal`], effects from [`Match::apply`].

use super::search::{ranked, rollout};
use crate::review::Settings;
use mists_rules::competitive::file::{CompetitiveRecord, FileError};
use mists_rules::competitive::{Match, Play, Seat};
use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// Plays valued at one decision, the chosen one included.
const OPTIONS: usize = 4;

/// Rounds of every seat after the play's turn (the search bot's default).
const ROUNDS: u32 = 1;

/// The smallest cost marked (besides clearing the noise): a point or two is not worth a
/// player's attention.
pub const MIN_POINTS: f64 = 3.0;

/// Deals a play by default (a 2-player match in about two minutes on two cores).
pub const DEALS: u32 = 16;

/// Seeds the confirmation deals apart from the first deals.
const CONFIRM: u64 = 0x5EA7_C0DE_F00D_CAFE;

/// One play valued: its mean over the deals it was played on.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Value {
    pub play: Play,
    /// Points ahead of the best rival (with prospects) after a round, on average.
    pub points: f64,
    pub deals: u32,
}

/// How much the chosen play gave away to the best, on fresh deals.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct PointsCost {
    /// Mean of the per-deal differences (best − chosen) with its 95 % interval.
    pub mean: f64,
    pub low: f64,
    pub high: f64,
    pub deals: u32,
}

/// One play judged.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct SeatStep {
    /// Its place in the record's plays (0-based), the turn it belongs to (1-based: the tiles
    /// placed so far, this one's included) and the seat that made it.
    pub index: usize,
    pub turn: u32,
    pub seat: Seat,
    pub chosen: Value,
    pub best: Value,
    /// Every play valued, the chosen one first.
    pub options: Vec<Value>,
    pub cost: Option<PointsCost>,
    pub mistake: bool,
}

/// A whole match reviewed.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct MatchReview {
    pub steps: Vec<SeatStep>,
    pub plays: usize,
    pub players: u8,
    /// The final scores (None: the match had not ended).
    pub scores: Option<Vec<u32>>,
    pub settings: Settings,
    /// False if it was cancelled (the steps so far stand).
    pub complete: bool,
}

impl MatchReview {
    /// A seat's costliest mistakes (every seat's if None), most costly first.
    pub fn worst(&self, seat: Option<Seat>, n: usize) -> Vec<&SeatStep> {
        let mut m: Vec<&SeatStep> = self
            .steps
            .iter()
            .filter(|s| s.mistake && seat.is_none_or(|x| x == s.seat))
            .collect();
        let cost = |s: &SeatStep| s.cost.map_or(0.0, |c| c.mean);
        m.sort_by(|a, b| cost(b).total_cmp(&cost(a)));
        m.truncate(n);
        m
    }
}

/// Review `rec` (its preset found from `dir`; `file` names it in errors). The whole record is
/// replayed first: one that does not replay is refused with the play's index and the rule, before
/// any work. `stop` cancels (the steps so far are returned, `complete` false).
pub fn review(
    rec: &CompetitiveRecord,
    dir: &Path,
    file: &str,
    cfg: Settings,
    progress: crate::review::Progress,
    stop: Option<Arc<AtomicBool>>,
) -> Result<MatchReview, FileError> {
    let end = rec.replay(dir, file, None)?;
    let mut m = rec.replay(dir, file, Some(0))?;
    let total = rec.plays.len();
    let (mut steps, mut turn, mut complete) = (Vec::new(), 0, true);
    for (index, &play) in rec.plays.iter().enumerate() {
        if stop.as_ref().is_some_and(|f| f.load(Ordering::Relaxed)) {
            complete = false;
            break;
        }
        progress(index, total);
        turn += u32::from(matches!(play, Play::Place { .. }));
        let mut view = m.clone();
        view.forget_order();
        if let Some(mut step) = judge(&view, play, &cfg, position_seed(cfg.seed, index)) {
            (step.index, step.turn) = (index, turn);
            steps.push(step);
        }
        // Replayed once already: a refusal here would be a bug, named the same way.
        m.apply(play).map_err(|source| FileError::Illegal {
            file: file.to_string(),
            index,
            play,
            source,
        })?;
    }
    progress(total, total);
    Ok(MatchReview {
        steps,
        plays: total,
        players: end.setup.players,
        scores: end.is_over().then(|| end.scores.clone()),
        settings: cfg,
        complete,
    })
}

/// One play judged on `view` (None when it was the only option).
fn judge(view: &Match, chosen: Play, cfg: &Settings, seed: u64) -> Option<SeatStep> {
    let seat = view.current;
    let mut plays = vec![chosen];
    for (_, p) in ranked(view, seat) {
        if plays.len() >= OPTIONS {
            break;
        }
        if p != chosen {
            plays.push(p);
        }
    }
    if plays.len() < 2 {
        return None;
    }
    let options: Vec<Value> = values(view, &plays, cfg.deals, seed, cfg.threads)
        .into_iter()
        .zip(&plays)
        .map(|(v, &play)| Value {
            play,
            points: mean(&v),
            deals: v.len() as u32,
        })
        .collect();
    // The last of equal maxima: reversed, the chosen play on a tie.
    let best = *options
        .iter()
        .rev()
        .max_by(|a, b| a.points.total_cmp(&b.points))
        .expect("two options");
    let chosen_value = options[0];
    let cost = (best.play != chosen && best.points > chosen_value.points).then(|| {
        let v = values(
            view,
            &[best.play, chosen],
            cfg.deals,
            seed ^ CONFIRM,
            cfg.threads,
        );
        let diffs: Vec<f64> = v[0].iter().zip(&v[1]).map(|(b, c)| b - c).collect();
        interval(&diffs)
    });
    Some(SeatStep {
        index: 0,
        turn: 0,
        seat,
        chosen: chosen_value,
        best,
        options,
        mistake: cost.is_some_and(|c| c.low > 0.0 && c.mean >= MIN_POINTS),
        cost,
    })
}

/// Each play's value on each of `deals` deals drawn from `seed` (the same deals for every
/// play), spread over `threads` threads: a pure function of its arguments but the threads.
fn values(view: &Match, plays: &[Play], deals: u32, seed: u64, threads: usize) -> Vec<Vec<f64>> {
    let guess = |d: u32| seed ^ (u64::from(d) + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    let jobs: Vec<(usize, u32)> = (0..plays.len())
        .flat_map(|p| (0..deals.max(1)).map(move |d| (p, d)))
        .collect();
    let value = |&(p, d): &(usize, u32)| rollout(view, plays[p], guess(d), ROUNDS);
    let results: Vec<Option<f64>> = if threads > 1 {
        let chunk = jobs.len().div_ceil(threads);
        std::thread::scope(|s| {
            let handles: Vec<_> = jobs
                .chunks(chunk)
                .map(|c| s.spawn(move || c.iter().map(value).collect::<Vec<_>>()))
                .collect();
            handles
                .into_iter()
                .flat_map(|h| h.join().expect("a review thread panicked"))
                .collect()
        })
    } else {
        jobs.iter().map(value).collect()
    };
    let mut out = vec![Vec::new(); plays.len()];
    for (&(p, _), r) in jobs.iter().zip(results) {
        // A play the rules refuse is not among the options: legal() gave it.
        out[p].push(r.unwrap_or(f64::MIN));
    }
    out
}

fn mean(v: &[f64]) -> f64 {
    v.iter().sum::<f64>() / v.len().max(1) as f64
}

/// The mean of paired differences with its 95 % interval (Student's t).
fn interval(diffs: &[f64]) -> PointsCost {
    let n = diffs.len();
    let m = mean(diffs);
    let var = diffs.iter().map(|d| (d - m).powi(2)).sum::<f64>() / (n.max(2) - 1) as f64;
    let half = t975(n.saturating_sub(1).max(1)) * (var / n.max(1) as f64).sqrt();
    PointsCost {
        mean: m,
        low: m - half,
        high: m + half,
        deals: n as u32,
    }
}

/// Student's t at 97.5 % for `df` degrees of freedom (Cornish–Fisher expansion around the
/// normal quantile; within 1 % of the table from 5 degrees on).
fn t975(df: usize) -> f64 {
    let z: f64 = 1.959_963_984_540_054;
    let v = df as f64;
    z + (z.powi(3) + z) / (4.0 * v)
        + (5.0 * z.powi(5) + 16.0 * z.powi(3) + 3.0 * z) / (96.0 * v * v)
}

/// The seed of the guessed deals at the `index`th play of a match reviewed with `seed`.
fn position_seed(seed: u64, index: usize) -> u64 {
    seed ^ (index as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The interval's quantile against Student's table.
    #[test]
    fn t_quantile_matches_the_table() {
        for (df, t) in [
            (5, 2.571),
            (10, 2.228),
            (15, 2.131),
            (23, 2.069),
            (60, 2.000),
        ] {
            assert!((t975(df) - t).abs() < 0.01 * t, "df {df}: {}", t975(df));
        }
    }

    /// A constant difference has a zero-width interval; a noisy one around zero includes zero.
    #[test]
    fn interval_of_differences() {
        let c = interval(&[4.0; 16]);
        assert_eq!((c.mean, c.low, c.high), (4.0, 4.0, 4.0));
        let noisy: Vec<f64> = (0..16)
            .map(|i| if i % 2 == 0 { 5.0 } else { -4.0 })
            .collect();
        let c = interval(&noisy);
        assert!(c.low < 0.0 && c.high > 0.0, "{c:?}");
    }
}
