//! Level 6's second ply: the best (placement, meeple) pairs of the first ply judged by the next
//! player's best reply to every unseen kind. Each (pair, kind) reply is a piece of work of its
//! own; the search spreads them over its threads, each thread taking the next piece as it comes
//! free and judging it with its own view of the decision (the view's caches hold pure functions
//! of it). The values are summed in the same order whatever the threads: the same answers.

use super::PLY2_PAIRS;
use super::look::{best_reply, reply_value, turn_end};
use crate::eval::Demand;
use crate::view::View;
use mists_rules::{Decision, Sim};
use std::sync::atomic::{AtomicUsize, Ordering};

/// The second-ply values of the best [`PLY2_PAIRS`] first-ply pairs, in their order: the mean
/// over the unseen kinds (weighted by their copies) of [`reply_value`].
pub(super) fn second_ply_values(
    v: &View,
    demand: &Demand,
    pairs: &[(f64, usize, Decision, Sim)],
    threads: usize,
) -> Vec<f64> {
    let todo = &pairs[..pairs.len().min(PLY2_PAIRS)];
    let next = v.pv.unseen_kinds();
    let total: usize = next.iter().map(|k| k.2).sum();
    // Each pair's turn played to its end, or its value when there is nothing more to judge.
    let ends: Vec<Result<Sim, f64>> = todo
        .iter()
        .map(|(e, _, _, after)| match after.outcome() {
            Some(_) => Err(*e),
            None if total == 0 => Err(*e),
            None => turn_end(v, demand, after),
        })
        .collect();
    let work: Vec<(&Sim, usize)> = ends
        .iter()
        .filter_map(|r| r.as_ref().ok())
        .flat_map(|end| (0..next.len()).map(move |k| (end, k)))
        .collect();
    let tops = spread(v, demand, threads, work.len(), |v, demand, j| {
        let (end, k) = work[j];
        best_reply(v, demand, end, next[k].0, next[k].1)
    });
    let mut tops = tops.into_iter();
    ends.iter()
        .zip(todo)
        .map(|(r, (s1, ..))| match r {
            Err(value) => *value,
            Ok(_) => {
                let mut sum = 0.0;
                for &(_, _, n) in &next {
                    let top = tops.next().unwrap_or(f64::NEG_INFINITY);
                    sum += reply_value(top, *s1) * n as f64;
                }
                sum / total as f64
            }
        })
        .collect()
}

/// `f` for pieces 0..n, in their order, on up to `threads` threads: this one with `v` and
/// `demand`, the others each with a view of its own.
fn spread<T: Send>(
    v: &View,
    demand: &Demand,
    threads: usize,
    n: usize,
    f: impl Fn(&View, &Demand, usize) -> T + Sync,
) -> Vec<T> {
    if threads <= 1 || n < 2 {
        return (0..n).map(|j| f(v, demand, j)).collect();
    }
    let next = AtomicUsize::new(0);
    let take = |v: &View, demand: &Demand| {
        let mut done = Vec::new();
        loop {
            let j = next.fetch_add(1, Ordering::Relaxed);
            if j >= n {
                return done;
            }
            done.push((j, f(v, demand, j)));
        }
    };
    let pv = v.pv;
    let take = &take;
    let mut done: Vec<(usize, T)> = std::thread::scope(|s| {
        let others: Vec<_> = (1..threads.min(n))
            .map(|_| {
                s.spawn(move || {
                    let v = View::new(pv);
                    take(&v, &Demand::new(&v))
                })
            })
            .collect();
        let mut done = take(v, demand);
        for h in others {
            done.extend(h.join().unwrap_or_else(|e| std::panic::resume_unwind(e)));
        }
        done
    });
    done.sort_by_key(|(j, _)| *j);
    done.into_iter().map(|(_, t)| t).collect()
}
