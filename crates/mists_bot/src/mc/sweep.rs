//! The search's sweeps: every candidate played on the same deal, a sweep a thread (the answers do
//! not depend on the number of threads), and the review's paired test built on them.

use super::{Estimate, SearchBot};
use mists_rules::PlayerView;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::time::Instant;

impl SearchBot {
    /// One playout for every candidate, all on the same deal (common random numbers). Whether
    /// any of them went on past the candidate's own turn; None, with no estimate changed, if
    /// `deadline` passed before the last playout began. Checking between playouts rather than
    /// between sweeps keeps a time cap within one playout (Level 6 playouts can run to a pile's
    /// end), and dropping the unfinished sweep keeps every candidate on the same deals.
    #[cfg(test)]
    pub(crate) fn sweep(
        &mut self,
        view: &PlayerView,
        cands: &mut [Estimate],
        deal: u64,
        deadline: Option<Instant>,
    ) -> Option<bool> {
        let done = self.sweeps(view, cands, &[deal], deadline);
        done.first().map(|(on, _)| *on)
    }

    /// [`Self::sweep`] for each of `deals`, spread over the bot's threads (a sweep a thread at a
    /// time); the sweeps are added in the deals' order up to the first one that was not finished
    /// before `deadline`. For each sweep added, whether it went on and each candidate's value
    /// (the review's paired test reads them deal by deal). The estimates do not depend on the
    /// number of threads: each sweep has its own deal and they are summed in order.
    pub(crate) fn sweeps(
        &mut self,
        view: &PlayerView,
        cands: &mut [Estimate],
        deals: &[u64],
        deadline: Option<Instant>,
    ) -> Vec<(bool, Vec<f64>)> {
        let snapshot: &[Estimate] = cands;
        let one = |deal: u64| -> Option<Vec<(f64, bool)>> {
            let mut values = Vec::with_capacity(snapshot.len());
            for c in snapshot {
                if deadline.is_some_and(|d| Instant::now() >= d) {
                    return None;
                }
                let mut deal_rng = ChaCha8Rng::seed_from_u64(deal);
                values.push(self.playout(view, (c.decision, c.meeple), &mut deal_rng));
            }
            Some(values)
        };
        let threads = self.threads.min(deals.len());
        let results: Vec<Option<Vec<(f64, bool)>>> = if threads > 1 {
            let one = &one;
            std::thread::scope(|s| {
                let handles: Vec<_> = (0..threads)
                    .map(|t| {
                        // Thread t plays deals t, t + threads, …
                        s.spawn(move || until_late(deals.iter().skip(t).step_by(threads), one))
                    })
                    .collect();
                let mut per_thread: Vec<std::vec::IntoIter<_>> = handles
                    .into_iter()
                    .map(|h| h.join().unwrap_or_default().into_iter())
                    .collect();
                // Back into the deals' order; a thread that stopped early ends the list there.
                (0..deals.len())
                    .map(|i| per_thread[i % threads].next().flatten())
                    .collect()
            })
        } else {
            until_late(deals.iter(), &one)
        };
        let mut done = Vec::with_capacity(results.len());
        for values in results.into_iter().map_while(|r| r) {
            self.playouts += values.len() as u64;
            let mut on_any = false;
            for (c, &(v, on)) in cands.iter_mut().zip(&values) {
                on_any |= on;
                c.score += v;
                c.wins += (v >= 1.0) as u32;
                c.playouts += 1;
            }
            done.push((on_any, values.into_iter().map(|(v, _)| v).collect()));
        }
        done
    }
}

impl SearchBot {
    /// The review's paired test: both of `two` played to the end on each of `deals` deals drawn
    /// from `seed` (added to their estimates); per deal, the second's win minus the first's.
    /// Fewer if the stop flag was set.
    pub(crate) fn paired(
        &mut self,
        view: &PlayerView,
        two: &mut [Estimate; 2],
        deals: u32,
        seed: u64,
    ) -> Vec<f64> {
        let horizon = self.horizon.take();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut diffs = Vec::with_capacity(deals as usize);
        while diffs.len() < deals as usize && !self.stopped() {
            let n = (deals as usize - diffs.len()).min(self.threads);
            let batch: Vec<u64> = (0..n).map(|_| rng.next_u64()).collect();
            for (_, v) in self.sweeps(view, two, &batch, None) {
                let won = |x: f64| (x >= 1.0) as u8 as f64;
                diffs.push(won(v[1]) - won(v[0]));
            }
        }
        self.horizon = horizon;
        diffs
    }
}

/// `one` for each deal in turn, up to the first that came too late (None): the sweeps after it
/// would be dropped anyway.
fn until_late<'a, T>(
    deals: impl Iterator<Item = &'a u64>,
    one: &impl Fn(u64) -> Option<T>,
) -> Vec<Option<T>> {
    let mut out = Vec::new();
    for &d in deals {
        let r = one(d);
        let late = r.is_none();
        out.push(r);
        if late {
            break;
        }
    }
    out
}
