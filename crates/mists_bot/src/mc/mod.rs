//! The `search` bot: determinized Monte-Carlo over the planner (issue: a stronger teammate).
//!
//! At a tile placement it takes the planner's best few placements (each judged with its best
//! meeple; in Level 6 the two-ply planner's best (placement, meeple) pairs) and plays each
//! forward many times on the engine's own machine ([`Sim`]): every playout first deals the unseen
//! tiles into the piles and facedown slots in a fresh random order (a *determinization* of what
//! the players know: the unseen tiles are one group, [`PlayerView`]), then lets a rollout bot
//! make every decision (the one-ply planner, or the greedy bot: [`Rollout`]; as shipped, chosen
//! by the level, `tuning.rs`), for a few turns (the horizon, then the planner's evaluation; in
//! Level 6 on to the pile's end when it is near, [`PILE_END`]) or to the end. The best mean is
//! played (successive halving spends the budget on the better ones); in Level 6 its meeple too.
//! Other decisions are the planner's. The hint's win chances play placements to the end
//! ([`crate::review::chances`]). No rule code: options come from the engine, effects
//! from `Sim`.
//!
//! Fair play: everything starts from the [`PlayerView`], whose hidden parts are in a canonical
//! order, and the random deals come from the bot's own seed and the decision count, so the
//! choice cannot depend on the true order of the piles (a test checks it).

use crate::eval::Demand;
use crate::heur::{Heuristic, Strength, one_ply_pairs, simulate_place, two_ply_pairs};
use crate::view::View;
use crate::{Bot, Seat};
use mists_rules::{Decision, DecisionKind, Outcome, PendingDecision, PlayerView, Sim, Table};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// Playouts run by every search bot of this process (for `mists-cli sim`'s playouts per second).
pub static PLAYOUTS: AtomicU64 = AtomicU64::new(0);

pub use crate::budget::{BadBudget, Budget};

mod estimate;
mod sweep;
mod tuning;

pub use estimate::Estimate;
pub use tuning::{GREEDY_TURNS, PLANNER_TURNS, playout_turns};

/// Candidates searched per placement: the planner's best few.
pub(crate) const CANDIDATES: usize = 4;

/// Sweeps in a row whose playouts all ended in the candidate's own turn, after which a time
/// budget stops (the deals no longer matter; a lost position would spin until the clock ran out:
/// 82,085 playouts a candidate on one Level 6 placement at 0.8 s).
const IDLE_SWEEPS: u32 = 8;

/// Level 6: a playout that reaches its horizon while the pile it started on has at most this
/// many tiles left plays on until that pile's requirement is judged (RULES §14.3, §15.3): the
/// rules, not the planner's evaluation, say whether the three totals made it. Most Level 6
/// games are lost when a pile runs dry (docs/balance.md). 6 and 12 were tried on 100 solo games
/// (seeds 0–99); 12 did better in wins, games past pile 1 and points, though within the noise.
const PILE_END: usize = 12;

/// Whether playouts from table `t` play on to a pile's end when it is near ([`PILE_END`]): on
/// Level 6, where each scoring meeple must reach the pile's threshold (RULES §15.3).
pub fn plays_on_to_pile_end(t: &Table) -> bool {
    t.cfg().individual_scoring
}

/// Turns a playout looks ahead when the search is not [`SearchBot::tuned`] (the search before
/// issue 51; docs/balance.md: 4 turns and 48 playouts won Level 4 for two 77 % of 100 games
/// where the planner won 47 %).
pub const HORIZON: u32 = 4;

pub struct SearchBot {
    budget: Budget,
    seed: u64,
    decisions: u64,
    /// Answers the decisions that are not searched.
    planner: Heuristic,
    /// Playouts run, in all (for `mists-cli sim`'s playouts per second).
    pub playouts: u64,
    /// Set from outside to stop a search early (a window that no longer needs the answer).
    stop: Option<Arc<AtomicBool>>,
    /// The first estimate of the last placement searched (tests compare it with what was played).
    #[cfg(test)]
    last_best: Option<Estimate>,
    /// Playouts stop after this many more turns and the table is judged by the planner's
    /// evaluation instead of the game's end (None: to the end).
    horizon: Option<u32>,
    /// Who makes a playout's decisions.
    rollout: Rollout,
    /// Threads a sweep's playouts are spread over (1: this thread only).
    threads: usize,
    /// Level 6: rank the candidate (placement, meeple) pairs by the planner's second ply (else
    /// by the first alone, cheaper).
    two_ply: bool,
    /// Horizon and rollout chosen by the level at each search (`tuning.rs`).
    tuned: bool,
    /// Level 6: how many of the first ply's best pairs the second ply ranks.
    ply2_pairs: usize,
}

/// Who makes the decisions of a playout.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rollout {
    /// The one-ply planner, with its next-draw loss check on its best placements.
    Planner,
    /// The one-ply planner without the next-draw check (which tries every unseen kind on the
    /// best placements: most of a playout's cost). docs/balance.md, "A cheaper search".
    Light,
    /// The greedy bot (this turn's deltas only).
    Greedy,
}

impl SearchBot {
    pub fn new(seed: u64, budget: Budget) -> Self {
        SearchBot {
            budget,
            // Its own stream, whatever seed it is given (a game's seed shuffled the piles).
            seed: seed ^ 0x5EA2_C4B0_7D1C_E5ED,
            decisions: 0,
            planner: Heuristic::new(Strength::Planner),
            playouts: 0,
            stop: None,
            horizon: None,
            rollout: Rollout::Planner,
            threads: 1,
            two_ply: true,
            tuned: false,
            ply2_pairs: crate::heur::PLY2_PAIRS,
            #[cfg(test)]
            last_best: None,
        }
    }

    /// Playouts of `turns` turns, judged by the planner's evaluation (shorter, smoother values,
    /// more of them per second; a win or loss on the way still counts as one).
    pub fn with_horizon(mut self, turns: u32) -> Self {
        self.horizon = Some(turns.max(1));
        self
    }

    /// Who plays the playouts' decisions.
    pub fn with_rollout(mut self, rollout: Rollout) -> Self {
        self.rollout = rollout;
        self
    }

    /// Level 6: rank the candidates by the planner's first ply only (its second costs more than
    /// all the playouts of a light search).
    pub fn one_ply_ranking(mut self) -> Self {
        self.two_ply = false;
        self
    }

    /// Level 6: let the second ply rank only the first ply's best `n` pairs (at most the
    /// planner's own [`crate::heur::PLY2_PAIRS`]; at least the candidates searched).
    pub fn with_ply2_pairs(mut self, n: usize) -> Self {
        self.ply2_pairs = n.clamp(CANDIDATES, crate::heur::PLY2_PAIRS);
        self
    }

    /// Spread each sweep's playouts over `n` threads (the answers do not change: every playout
    /// has its own deal and its value is summed in the candidates' order).
    pub fn with_threads(mut self, n: usize) -> Self {
        self.threads = n.max(1);
        self
    }

    /// Stop searching (between playouts) once `flag` is set; the estimates so far stand.
    pub fn stop_when(mut self, flag: Arc<AtomicBool>) -> Self {
        self.stop = Some(flag);
        self
    }

    #[cfg(test)]
    pub(crate) fn last_best(&self) -> Option<Estimate> {
        self.last_best
    }

    /// Level 6: the meeple searched with the last placement, for the decision that follows it.
    #[cfg(test)]
    pub(crate) fn planned_meeple(&self) -> Option<Decision> {
        self.planner.planned()
    }

    pub(crate) fn stopped(&self) -> bool {
        self.stop
            .as_ref()
            .is_some_and(|f| f.load(Ordering::Relaxed))
    }

    /// The planner's best placements, best first (each with its best meeple). In Level 6 the
    /// two-ply planner's best (placement, meeple) pairs: which colour a meeple takes is half the
    /// decision there (RULES §15.2), and the one-ply choice of it lost every game.
    pub(crate) fn candidates(
        &self,
        view: &PlayerView,
        opts: &[Decision],
    ) -> Vec<(Decision, Option<Decision>)> {
        let v = View::new(view);
        let demand = Demand::new(&v);
        let Some(copy) = v.turn.drawn() else {
            return opts.iter().map(|&d| (d, None)).collect();
        };
        if v.cfg.individual_scoring {
            // The light search ranks the pairs by the first ply: the second costs more than all
            // its playouts (docs/balance.md, "A cheaper search").
            let ranked = if self.two_ply {
                two_ply_pairs(&v, &demand, copy, opts, self.ply2_pairs, self.threads)
            } else {
                one_ply_pairs(&v, &demand, copy, opts)
            };
            return ranked.into_iter().map(|(_, d, m)| (d, Some(m))).collect();
        }
        let mut scored: Vec<(f64, Decision)> = opts
            .iter()
            .filter_map(|&d| match d {
                Decision::PlaceTile { cell, rot } => {
                    let p = simulate_place(&v, &demand, v.sim(), copy, cell, rot);
                    let (s, _, _) = crate::heur::best_meeple(&v, &demand, &p);
                    Some((s, d))
                }
                _ => None,
            })
            .collect();
        scored.sort_by(|a, b| b.0.total_cmp(&a.0));
        scored.into_iter().map(|(_, d)| (d, None)).collect()
    }

    /// One playout: deal the unseen tiles at random, play `d`, then the planner to the end (or
    /// the horizon). 1 for a win, 0 for a loss, plus a sliver for points so ties break toward
    /// more; at the horizon, the planner's evaluation squashed into (0, 1). With it, whether the
    /// game went on to a later turn (false: it ended in the candidate's own turn).
    fn playout(
        &self,
        view: &PlayerView,
        (d, meeple): (Decision, Option<Decision>),
        rng: &mut ChaCha8Rng,
    ) -> (f64, bool) {
        PLAYOUTS.fetch_add(1, Ordering::Relaxed);
        let mut sim = view.sim().fork();
        deal_keyed(&mut sim, view.unseen(), rng);
        if sim.decide(d).is_err() {
            return (0.0, false);
        }
        // A fresh planner per playout (its Level 6 plans must not leak into the real game), one
        // ply deep: the second ply costs 50 times more and a playout is many turns anyway.
        let mut policy = match self.rollout {
            Rollout::Planner => Heuristic::new(Strength::Planner).one_ply(),
            Rollout::Light => Heuristic::new(Strength::Planner)
                .one_ply()
                .without_lookahead(),
            Rollout::Greedy => Heuristic::new(Strength::Greedy),
        };
        let mut guard = 0;
        // The candidate's own meeple answers this turn's meeple decision.
        let mut meeple = meeple;
        while sim.outcome().is_none() {
            // A playout to the end of a Level 6 game takes long: a stop is heeded between turns
            // too (the value of a stopped playout is never used).
            if self.stopped() {
                return (0.0, true);
            }
            if self.judged_now(view.table(), &sim) {
                let v = View::new(view);
                let demand = Demand::new(&v);
                let e = crate::eval::evaluate(&v, &demand, &sim);
                // Points-scaled values: ±50 is far apart; never 1.0, which means a real win.
                return (0.5 + 0.49 * (e / 50.0).tanh(), true);
            }
            let Some(p) = sim.pending().cloned() else {
                break;
            };
            // This turn's meeple decision only (taken at the first one, fitting or not).
            let planned = match p.kind {
                DecisionKind::PlaceMeeple { .. } => meeple.take(),
                _ => None,
            };
            let next = match planned {
                Some(m) if p.options.contains(&m) => m,
                _ => policy.decide(&Seat::of_sim(&sim), &p),
            };
            if sim.decide(next).is_err() {
                break;
            }
            guard += 1;
            if guard > 2000 {
                break;
            }
        }
        let points = sim.table.score.totals.iter().sum::<u32>() as f64;
        let won = matches!(sim.outcome(), Some(Outcome::Won));
        // The deal can only matter once a later turn draws (the facedown tile of this turn is
        // never looked at, RULES §13.3).
        let went_on = sim.table.turn > view.table().turn;
        (won as u8 as f64 + 1e-4 * points.min(1000.0), went_on)
    }

    /// Whether a playout from table `start` stops at `sim` and is judged by the planner's
    /// evaluation: past the horizon, unless Level 6's pile is near its end ([`PILE_END`]).
    pub(crate) fn judged_now(&self, start: &Table, sim: &Sim) -> bool {
        let Some(h) = self.horizon else {
            return false;
        };
        if sim.table.turn <= start.turn + h {
            return false;
        }
        let piles = &sim.table.piles;
        let near_end = plays_on_to_pile_end(start)
            && piles.active == start.piles.active
            && piles.piles.get(piles.active).map_or(0, Vec::len) <= PILE_END;
        !near_end
    }

    fn place(&mut self, view: &PlayerView, opts: &[Decision]) -> Decision {
        let Some(e) = self.analyse(view, opts).first().copied() else {
            return opts[0];
        };
        #[cfg(test)]
        {
            self.last_best = Some(e);
        }
        // Level 6: the meeple was searched with the placement; the planner answers with it.
        if let (Some(m), Some(copy)) = (e.meeple, view.turn().drawn()) {
            self.planner.plan_meeple(copy, e.decision, m);
        }
        e.decision
    }

    /// The searched placements with their estimates, the chosen one first, then the others in
    /// the order they were ruled out (later first). A single candidate is not searched.
    pub fn analyse(&mut self, view: &PlayerView, opts: &[Decision]) -> Vec<Estimate> {
        // The budget counts the candidates' ranking too (Level 6: the planner's second ply).
        let start = Instant::now();
        self.tune(view.table());
        let mut cands = self.candidates(view, opts);
        cands.truncate(CANDIDATES);
        let estimate = |&(decision, meeple): &(Decision, Option<Decision>)| Estimate {
            decision,
            meeple,
            score: 0.0,
            wins: 0,
            playouts: 0,
        };
        if cands.len() <= 1 {
            return cands.iter().map(estimate).collect();
        }
        let mut rng =
            ChaCha8Rng::seed_from_u64(self.seed ^ self.decisions.wrapping_mul(0x9E37_79B9));
        // Successive halving: each round gives every remaining candidate the same playouts,
        // then keeps the better half, until one is left.
        let rounds = (cands.len() as f64).log2().ceil() as u32;
        let mut alive: Vec<Estimate> = cands.iter().map(estimate).collect();
        let mut out: Vec<Estimate> = Vec::new();
        for round in 0..rounds {
            let per = match self.budget.playouts() {
                Some(n) => (n / (rounds * alive.len() as u32)).max(1),
                None => u32::MAX,
            };
            let mut idle = 0;
            // Each round gets its share of the time, and at least one sweep.
            let share = self
                .budget
                .millis()
                .map(|ms| start + Duration::from_millis(ms * (round as u64 + 1) / rounds as u64));
            let mut sweep_no = 0;
            while sweep_no < per && !self.stopped() {
                // As many sweeps at a time as there are threads, on deals drawn in order.
                let n = (per - sweep_no).min(self.threads as u32);
                let deals: Vec<u64> = (0..n).map(|_| rng.next_u64()).collect();
                let deadline = share.filter(|_| sweep_no > 0);
                let done = self.sweeps(view, &mut alive, &deals, deadline);
                let late = done.len() < deals.len();
                for (on, _) in done {
                    idle = if on { 0 } else { idle + 1 };
                }
                sweep_no += n;
                // A time budget in a decided position: every playout ends in the candidate's own
                // turn, and more deals would repeat them until the clock runs out.
                if late || (self.budget.playouts().is_none() && idle >= IDLE_SWEEPS) {
                    break;
                }
            }
            // Stable: ties keep the planner's order.
            alive.sort_by(|a, b| b.mean().total_cmp(&a.mean()));
            let out_now = alive.split_off(alive.len().div_ceil(2));
            out.splice(0..0, out_now);
        }
        alive.extend(out);
        alive
    }
}

/// SplitMix64's finaliser: a well-spread 64-bit hash.
fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Deal `unseen` in a random order into the pile slots, then the facedown slots. Placements are
/// searched at the draw, when every unseen tile lies in one of those slots; if the counts ever
/// differ the canonical deal of the view stays. The danger gauges' deals (`odds`).
pub(crate) fn deal(sim: &mut Sim, unseen: &[mists_board::CopyIdx], rng: &mut ChaCha8Rng) {
    let mut tiles = unseen.to_vec();
    mists_rules::setup::shuffle(&mut tiles, rng);
    fill(sim, tiles);
}

/// [`deal`] in a keyed order, not a shuffle: each copy's place comes from (this deal's key, the
/// copy), so the same deal seed lays the unseen tiles of a later position in the same order,
/// less those drawn since. Decisions dealt from one seed share their deals (common random
/// numbers across a game: the review's curve moves with the table, not the deals; issue 65).
/// The playouts' deals.
fn deal_keyed(sim: &mut Sim, unseen: &[mists_board::CopyIdx], rng: &mut ChaCha8Rng) {
    fill(sim, keyed(unseen, rng.next_u64()));
}

/// `tiles` in the order `key` gives them: each copy's place depends only on (key, copy).
fn keyed(tiles: &[mists_board::CopyIdx], key: u64) -> Vec<mists_board::CopyIdx> {
    let mut tiles = tiles.to_vec();
    tiles.sort_by_key(|c| mix(key ^ u64::from(c.0).wrapping_mul(0x9E37_79B9_7F4A_7C15)));
    tiles
}

/// `tiles` into the pile slots, then the facedown slots (when the counts agree).
fn fill(sim: &mut Sim, tiles: Vec<mists_board::CopyIdx>) {
    let slots =
        sim.table.piles.piles.iter().map(Vec::len).sum::<usize>() + sim.table.piles.facedown.len();
    if slots != tiles.len() {
        return;
    }
    let piles = Arc::make_mut(&mut sim.table.piles);
    let mut it = tiles.into_iter();
    for pile in &mut piles.piles {
        for slot in pile.iter_mut() {
            if let Some(t) = it.next() {
                *slot = t;
            }
        }
    }
    for (_, slot) in &mut piles.facedown {
        if let Some(t) = it.next() {
            *slot = t;
        }
    }
}

impl Bot for SearchBot {
    fn decide(&mut self, seat: &Seat, pending: &PendingDecision) -> Decision {
        self.decisions += 1;
        match pending.kind {
            DecisionKind::PlaceTile { .. } => {
                let d = self.place(seat.view(), &pending.options);
                if pending.options.contains(&d) {
                    d
                } else {
                    pending.options[0]
                }
            }
            _ => self.planner.decide(seat, pending),
        }
    }

    fn name(&self) -> &'static str {
        "search"
    }
}

#[cfg(test)]
mod deal_tests {
    use super::keyed;
    use mists_board::CopyIdx;

    #[test]
    fn a_later_position_is_dealt_the_same_order_less_the_tiles_drawn() {
        let all: Vec<CopyIdx> = (0..60).map(CopyIdx).collect();
        for key in [1, 7, 0xDEAD_BEEF] {
            let whole = keyed(&all, key);
            // Draw a few tiles: the rest keep their order.
            let left: Vec<CopyIdx> = all.iter().copied().filter(|c| c.0 % 7 != 3).collect();
            let expected: Vec<CopyIdx> = whole.iter().copied().filter(|c| c.0 % 7 != 3).collect();
            assert_eq!(keyed(&left, key), expected, "key {key}");
            // And it is an order, not the identity.
            assert_ne!(whole, all);
        }
        assert_ne!(keyed(&all, 1), keyed(&all, 2), "another key, another deal");
    }
}
