//! The competitive search bot against greedy (docs/competitive.md "The search bot"): a release
//! command, not a test. `cargo run --release -p mists_bot --example competitive_table -- MATCHES
//! PLAYERS CANDIDATES DEALS ROUNDS [FIRST_SEED]`: MATCHES matches on seeds FIRST_SEED.., the
//! search bot in seat `seed % PLAYERS` (so its seat rotates), greedy in the others. Prints its
//! win share (a tie for first counts as a share), the Wilson 95 % interval, the mean margin over
//! the best greedy seat and the ms per search decision. Two threads.

use mists_board::TileSet;
use mists_bot::competitive::search::{Budget, choose};
use mists_rules::competitive::{CompetitiveSetup, Match};
use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// The shipped competitive preset's tiles.
fn tiles() -> Arc<TileSet> {
    let preset = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../assets/levels/competitive.ron");
    mists_rules::competitive::file::load_preset(&preset)
        .unwrap()
        .1
}

/// One match: the search bot's share of the win, its margin, its decisions and their time.
fn one(set: &Arc<TileSet>, players: u8, seed: u64, budget: &Budget) -> (f64, f64, u32, Duration) {
    let me = (seed % u64::from(players)) as u8;
    let mut m = Match::new(set.clone(), CompetitiveSetup::players(players), seed).unwrap();
    let (mut n, mut spent) = (0, Duration::ZERO);
    while !m.is_over() {
        let play = if m.current == me {
            let t = Instant::now();
            let p = choose(&m, budget, seed.wrapping_mul(31).wrapping_add(n as u64)).unwrap();
            spent += t.elapsed();
            n += 1;
            p
        } else {
            mists_bot::competitive::choose(&m).unwrap()
        };
        m.apply(play).unwrap();
    }
    let best = *m.scores.iter().max().unwrap();
    let firsts = m.scores.iter().filter(|&&s| s == best).count() as f64;
    let share = if m.scores[me as usize] == best {
        1.0 / firsts
    } else {
        0.0
    };
    let rival = (0..players as usize)
        .filter(|&s| s != me as usize)
        .map(|s| m.scores[s])
        .max()
        .unwrap();
    let margin = m.scores[me as usize] as f64 - rival as f64;
    (share, margin, n, spent)
}

fn main() {
    let a: Vec<u64> = std::env::args()
        .skip(1)
        .map(|s| s.parse().expect("numbers"))
        .collect();
    let get = |i: usize, d: u64| a.get(i).copied().unwrap_or(d);
    let (matches, players) = (get(0, 20), get(1, 2) as u8);
    let budget = Budget {
        candidates: get(2, 5) as usize,
        deals: get(3, 8) as u32,
        rounds: get(4, 1) as u32,
        cap_ms: None,
    };
    let first = get(5, 0);
    let set = tiles();
    let results: Vec<_> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..2u64)
            .map(|t| {
                let set = set.clone();
                s.spawn(move || {
                    (first..first + matches)
                        .filter(|seed| seed % 2 == t)
                        .map(|seed| one(&set, players, seed, &budget))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().unwrap())
            .collect()
    });
    let n = results.len() as f64;
    let wins: f64 = results.iter().map(|r| r.0).sum();
    let margin: f64 = results.iter().map(|r| r.1).sum::<f64>() / n;
    let decisions: u32 = results.iter().map(|r| r.2).sum();
    let spent: Duration = results.iter().map(|r| r.3).sum();
    let p = wins / n;
    // Wilson score interval, 95 %.
    let z = 1.96f64;
    let centre = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / (1.0 + z * z / n);
    println!(
        "{players} players, {} matches (seeds {first}..{}), budget {budget:?}: search wins {:.1} % \
         (Wilson 95 %: {:.1}–{:.1} %), mean margin {margin:+.1}, {:.0} ms per search decision",
        results.len(),
        first + matches,
        100.0 * p,
        100.0 * (centre - half),
        100.0 * (centre + half),
        spent.as_secs_f64() * 1000.0 / decisions.max(1) as f64
    );
}
