//! One decision judged: its options' win chances on the same deals, and whether the best beats the
//! chosen one by more than the noise (a paired test on fresh deals).

use super::{Cost, Step};
use crate::mc::{Budget, Estimate, Rollout, SearchBot};
use crate::{Bot, Heuristic, Seat, Strength};
use mists_rules::{Decision, DecisionKind, PendingDecision, PlayerView};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

/// Who plays the rest of the game in a win-chance playout: the one-ply planner without its
/// next-draw check (docs/balance.md, "A cheaper search": close to the planner, a third cheaper).
pub const CHANCE_ROLLOUT: Rollout = Rollout::Light;

/// Options judged at one decision, the chosen one included.
const OPTIONS: usize = 4;

/// The smallest cost marked as a mistake (besides clearing the noise): a few percent of a win is
/// not worth a player's attention.
pub const MIN_COST: f64 = 0.04;

/// z for a two-sided 95 % interval.
const Z: f64 = 1.959_963_984_540_054;

/// The one-sided level of the paired test (the 95 % interval's lower end).
const ALPHA: f64 = 0.025;

/// Deals after which [`chances`] stops if every option won all of them or lost all of them.
pub const SETTLE: u32 = 8;

/// The half-width of a cost's 95 % interval the paired test plays on for (issue 65): ±5 points
/// of win chance, so that a 5-point drop can be told from none.
pub const RESOLUTION: f64 = 0.05;

/// The most rounds of fresh deals the paired test plays by default (`Settings::rounds`).
pub const CAP: u32 = 8;

/// Seeds the confirmation deals apart from the chances' deals.
const CONFIRM: u64 = 0xC0FF_1EE5_0DD5_EED5;

/// Win chances of `options` from `view`: each played to the end of the game on the same `deals`
/// random deals of the unseen tiles (drawn from `seed`), [`CHANCE_ROLLOUT`] making every later
/// decision, over `threads` threads — or only [`SETTLE`] deals when every option won all of
/// them, or lost all of them (a decided position: most of a won game's decisions). An option's estimate depends only on (view, option, deals,
/// seed), not on the other options: the hint and the review ask this and agree. `millis` caps
/// the time (the estimates so far stand); `stop` ends it early.
pub fn chances(
    view: &PlayerView,
    options: &[(Decision, Option<Decision>)],
    deals: u32,
    seed: u64,
    threads: usize,
    millis: Option<u64>,
    stop: Option<Arc<AtomicBool>>,
) -> Vec<Estimate> {
    let mut est: Vec<Estimate> = options.iter().map(|&(d, m)| Estimate::new(d, m)).collect();
    let mut bot = SearchBot::new(seed, Budget::Playouts(u32::MAX))
        .with_rollout(CHANCE_ROLLOUT)
        .with_threads(threads);
    if let Some(f) = stop {
        bot = bot.stop_when(f);
    }
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let end = millis.map(|ms| Instant::now() + Duration::from_millis(ms));
    let mut played = 0;
    while played < deals && !est.is_empty() && !bot.stopped() {
        // Batches of one deal a thread, stopping at SETTLE to look.
        let upto = if played < SETTLE {
            SETTLE.min(deals)
        } else {
            deals
        };
        let n = (upto - played).min(threads.max(1) as u32);
        let batch: Vec<u64> = (0..n).map(|_| rng.next_u64()).collect();
        let deadline = end.filter(|_| played > 0);
        let done = bot.sweeps(view, &mut est, &batch, deadline).len() as u32;
        played += done;
        if done < n {
            break;
        }
        // Every option won every deal so far, or lost every one: more deals would tell them
        // apart only by luck (a decided position, either way).
        let unanimous = est.iter().all(|e| e.wins == played) || est.iter().all(|e| e.wins == 0);
        if played == SETTLE && unanimous {
            break;
        }
    }
    est
}

/// The options worth judging at `pending`, the chosen one first: for a tile placement the
/// search's candidates (the planner's best), else the planner's answer and the engine's other
/// options, at most [`OPTIONS`].
fn options(
    view: &PlayerView,
    pending: &PendingDecision,
    chosen: Decision,
) -> Vec<(Decision, Option<Decision>)> {
    let mut out = vec![(chosen, None)];
    let mut add = |o: (Decision, Option<Decision>)| {
        if out.len() < OPTIONS
            && !out
                .iter()
                .any(|&(d, m)| d == o.0 && (m == o.1 || m.is_none()))
        {
            out.push(o);
        }
    };
    if matches!(pending.kind, DecisionKind::PlaceTile { .. }) {
        let bot = SearchBot::new(0, Budget::Playouts(1)).with_rollout(CHANCE_ROLLOUT);
        for c in bot.candidates(view, &pending.options) {
            add(c);
        }
    } else {
        let seat = Seat::of_sim(view.sim());
        let planner = Heuristic::new(Strength::Planner)
            .one_ply()
            .decide(&seat, pending);
        add((planner, None));
        for &o in &pending.options {
            add((o, None));
        }
    }
    out
}

/// Judge the decision `chosen` (the record's `index`th) at `pending`: [`chances`] for its options
/// with `deals` deals each; where another option won more, the two again on `deals` fresh deals,
/// paired, for the cost.
pub(super) fn judge(
    view: &PlayerView,
    pending: &PendingDecision,
    chosen: Decision,
    index: usize,
    cfg: &super::Settings,
    stop: Option<Arc<AtomicBool>>,
) -> Step {
    let opts = options(view, pending, chosen);
    // The same seed at every decision: consecutive decisions are dealt alike (the unseen tiles
    // in one order, less those drawn since: `mc::deal`), so the curve moves with the table, not
    // with the deals (issue 65). The window's hint asks with the review's default seed.
    let seed = cfg.seed;
    let est = chances(
        view,
        &opts,
        cfg.deals,
        seed,
        cfg.threads,
        None,
        stop.clone(),
    );
    let chosen_est = est[0];
    // The best by the chances; a tie keeps the chosen one (listed first).
    let best = est
        .iter()
        .copied()
        .fold(chosen_est, |b, e| if e.wins > b.wins { e } else { b });
    let cost = (best.wins > chosen_est.wins)
        .then(|| paired(view, chosen_est, best, cfg, seed ^ CONFIRM, stop));
    let mistake = cost.is_some_and(|c| c.significant() && c.mean >= MIN_COST);
    Step {
        index,
        turn: view.table().turn,
        player: view.table().players.current,
        kind: pending.kind.clone(),
        chosen: chosen_est,
        best,
        options: est,
        cost,
        mistake,
        why: None,
        before: None,
    }
}

/// How much `chosen` loses to `best` on fresh deals: the mean of the paired differences of their
/// playouts (each deal played with both), with a 95 % interval. A sequential test: rounds of
/// `cfg.deals` deals until the interval's half-width is under [`RESOLUTION`], or it lies wholly
/// under [`MIN_COST`] (no grade whatever more deals say), or `cfg.rounds` rounds are spent. A
/// decided difference (every deal the same) stops after one round.
fn paired(
    view: &PlayerView,
    chosen: Estimate,
    best: Estimate,
    cfg: &super::Settings,
    seed: u64,
    stop: Option<Arc<AtomicBool>>,
) -> Cost {
    let mut two = [
        Estimate::new(chosen.decision, chosen.meeple),
        Estimate::new(best.decision, best.meeple),
    ];
    let mut bot = SearchBot::new(seed, Budget::Playouts(u32::MAX))
        .with_rollout(CHANCE_ROLLOUT)
        .with_threads(cfg.threads);
    if let Some(f) = stop {
        bot = bot.stop_when(f);
    }
    let mut diffs = Vec::new();
    for round in 0..u64::from(cfg.rounds.max(1)) {
        let got = bot.paired(view, &mut two, cfg.deals, seed ^ round.wrapping_mul(ROUND));
        let short = got.len() < cfg.deals as usize;
        diffs.extend(got);
        let c = Cost::of(&diffs, two[0], two[1]);
        if short || c.high - c.mean < RESOLUTION || c.high < MIN_COST {
            break;
        }
    }
    Cost::of(&diffs, two[0], two[1])
}

/// Seeds each round of the paired test apart (round 0 keeps the first round's seed).
const ROUND: u64 = 0xA076_1D64_78BD_642F;

impl Cost {
    /// Whether the best option won on more of the fresh deals than chance allows: an exact sign
    /// test (McNemar's) on the deals where only one of the two won — under "equally good" each
    /// such deal goes either way with one half — at one-sided level [`ALPHA`]. Exact, so a few
    /// deals that all went one way are not taken for certainty (6 of 6 is the fewest that
    /// count).
    pub fn significant(&self) -> bool {
        let (n, k) = (self.only_best + self.only_chosen, self.only_best);
        // P(X >= k) for X ~ Bin(n, 1/2).
        let mut tail = 0.0;
        let mut choose = 1.0_f64; // C(n, i)
        for i in 0..=n {
            if i >= k {
                tail += choose;
            }
            choose = choose * (n - i) as f64 / (i + 1) as f64;
        }
        n > 0 && tail / 2f64.powi(n as i32) < ALPHA
    }

    /// From the per-deal differences (best − chosen; 1, 0 or −1 for playouts to the end).
    pub(super) fn of(diffs: &[f64], chosen: Estimate, best: Estimate) -> Cost {
        let n = diffs.len().max(1) as f64;
        let mean = diffs.iter().sum::<f64>() / n;
        let var = diffs.iter().map(|d| (d - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
        let half = Z * (var / n).sqrt();
        Cost {
            mean,
            low: mean - half,
            high: mean + half,
            deals: diffs.len() as u32,
            only_best: diffs.iter().filter(|&&d| d > 0.0).count() as u32,
            only_chosen: diffs.iter().filter(|&&d| d < 0.0).count() as u32,
            chosen,
            best,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cost(only_best: u32, only_chosen: u32) -> Cost {
        let e = Estimate::new(Decision::Score, None);
        let mut diffs = vec![1.0; only_best as usize];
        diffs.extend(vec![-1.0; only_chosen as usize]);
        diffs.extend(vec![0.0; 10]);
        Cost::of(&diffs, e, e)
    }

    #[test]
    fn the_sign_test_needs_more_than_a_few_deals_going_one_way() {
        // P(6 of 6) = 1/64 < 2.5 %; P(5 of 5) = 1/32 is not.
        assert!(cost(6, 0).significant());
        assert!(!cost(5, 0).significant());
        // 10 against 5: p ≈ 15 %; 20 against 5: p ≈ 0.2 %.
        assert!(!cost(10, 5).significant());
        assert!(cost(20, 5).significant());
        assert!(!cost(0, 0).significant());
        assert!(
            !cost(0, 9).significant(),
            "the chosen one better is no mistake"
        );
        let c = cost(20, 5);
        assert!((c.mean - 15.0 / 35.0).abs() < 1e-9 && c.low < c.mean && c.mean < c.high);
    }
}
