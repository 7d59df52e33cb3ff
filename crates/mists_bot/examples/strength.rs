//! The search bot's strength and cost on one level: many seeded games, the win rate with its
//! Wilson interval, the time a placement (p50 / p95) and playouts a second. docs/balance.md, "A
//! cheaper search", was measured with it (release build):
//!
//! ```sh
//! cargo run --release -p mists_bot --example strength -- \
//!     --level 4 --players 2 --games 300 --budget 48 --rollout planner --jobs 2
//! ```
//!
//! `--tuned yes` plays the search as shipped (its playouts chosen by the level; `--horizon` and
//! `--rollout` are then ignored); `--ply2-pairs N` lets Level 6's second ply rank only the first
//! ply's best N pairs (default 8, the planner's; with `--tuned yes` too).
//! `--jobs N` plays N games at a time (one per core: the wins do not depend on it, the times do);
//! `--threads N` spreads each search over N threads instead (the time a placement).

use mists_bot::mc::{Budget, Rollout, SearchBot};
use mists_bot::{Bot, Seat};
use mists_rules::level::{LevelConfig, load_preset};
use mists_rules::{DecisionKind, Engine, Outcome, PlayerSetup};
use std::path::Path;
use std::sync::Mutex;
use std::time::Instant;

struct Args {
    level: u8,
    players: u8,
    games: u64,
    seed: u64,
    budget: Budget,
    horizon: u32,
    rollout: Rollout,
    jobs: u64,
    threads: usize,
    one_ply: bool,
    /// The search as shipped: playouts chosen by the level (`SearchBot::tuned`).
    tuned: bool,
    /// Level 6: pairs the second ply ranks (8, the planner's).
    ply2_pairs: usize,
}

fn args() -> Result<Args, String> {
    let mut a = Args {
        level: 4,
        players: 2,
        games: 10,
        seed: 0,
        budget: Budget::Playouts(48),
        horizon: mists_bot::mc::HORIZON,
        rollout: Rollout::Planner,
        jobs: 1,
        threads: 1,
        one_ply: false,
        tuned: false,
        ply2_pairs: 8,
    };
    let mut it = std::env::args().skip(1);
    while let Some(k) = it.next() {
        let v = it.next().ok_or(format!("{k} needs a value"))?;
        let num = |v: &str| v.parse::<u64>().map_err(|e| format!("{k} {v}: {e}"));
        match k.as_str() {
            "--level" => a.level = num(&v)? as u8,
            "--players" => a.players = num(&v)? as u8,
            "--games" => a.games = num(&v)?,
            "--seed" => a.seed = num(&v)?,
            "--budget" => a.budget = v.parse().map_err(|e| format!("{e}"))?,
            "--horizon" => a.horizon = num(&v)? as u32,
            "--jobs" => a.jobs = num(&v)?.max(1),
            "--threads" => a.threads = num(&v)?.max(1) as usize,
            "--ranking" => a.one_ply = v == "one-ply",
            "--tuned" => a.tuned = v == "yes",
            "--ply2-pairs" => a.ply2_pairs = num(&v)? as usize,
            "--rollout" => {
                a.rollout = match v.as_str() {
                    "planner" => Rollout::Planner,
                    "light" => Rollout::Light,
                    "greedy" => Rollout::Greedy,
                    _ => return Err(format!("--rollout {v}: planner or light")),
                }
            }
            _ => return Err(format!("unknown argument {k}")),
        }
    }
    Ok(a)
}

#[derive(Default)]
struct Tally {
    wins: u64,
    games: u64,
    points: u64,
    placements: Vec<f64>,
    playouts: u64,
    won_seeds: Vec<u64>,
    /// Every game's decisions, hashed (FNV-1a over their debug form) and combined: two builds
    /// that print the same fingerprint played the same games (a speed-up must not change play).
    fingerprint: u64,
}

fn fnv(h: u64, bytes: &[u8]) -> u64 {
    bytes
        .iter()
        .fold(h, |h, b| (h ^ *b as u64).wrapping_mul(0x0100_0000_01b3))
}

fn play_one(a: &Args, seed: u64, tally: &Mutex<Tally>) {
    let assets = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../assets");
    let (cfg, tiles) = load_preset(&LevelConfig::builtin_path(&assets, a.level)).expect("preset");
    let mut e = Engine::new(cfg, &tiles, &PlayerSetup::new(a.players), seed).expect("engine");
    let mut bot = SearchBot::new(seed, a.budget)
        .with_horizon(a.horizon)
        .with_rollout(a.rollout)
        .with_threads(a.threads);
    if a.one_ply {
        bot = bot.one_ply_ranking();
    }
    if a.tuned {
        bot = bot.tuned();
    }
    bot = bot.with_ply2_pairs(a.ply2_pairs);
    let mut times = Vec::new();
    let mut hash = fnv(0xcbf2_9ce4_8422_2325, &seed.to_le_bytes());
    while e.outcome().is_none() {
        let p = e.pending().expect("a decision").clone();
        let start = Instant::now();
        let d = bot.decide(&Seat::of_engine(&e), &p);
        if matches!(p.kind, DecisionKind::PlaceTile { .. }) {
            times.push(start.elapsed().as_secs_f64() * 1000.0);
        }
        hash = fnv(hash, format!("{d:?}").as_bytes());
        e.decide(d).expect("a legal decision");
    }
    let mut t = tally.lock().unwrap_or_else(|p| p.into_inner());
    t.games += 1;
    if e.outcome() == Some(Outcome::Won) {
        t.wins += 1;
        t.won_seeds.push(seed);
    }
    t.points += e.table().score.totals.iter().sum::<u32>() as u64;
    t.placements.extend(times);
    t.playouts += bot.playouts;
    // Order-free: the games finish in any order with --jobs.
    t.fingerprint ^= hash;
}

fn wilson(wins: u64, n: u64) -> (f64, f64) {
    let (n, p, z) = (n as f64, wins as f64 / n as f64, 1.959_963_984_540_054_f64);
    let denom = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / denom;
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / denom;
    (centre - half, centre + half)
}

fn main() {
    let a = match args() {
        Ok(a) => a,
        Err(e) => {
            eprintln!("strength: {e}");
            std::process::exit(2);
        }
    };
    let tally = Mutex::new(Tally::default());
    let next = std::sync::atomic::AtomicU64::new(a.seed);
    let start = Instant::now();
    std::thread::scope(|s| {
        for _ in 0..a.jobs {
            s.spawn(|| {
                loop {
                    let seed = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    if seed >= a.seed + a.games {
                        break;
                    }
                    play_one(&a, seed, &tally);
                }
            });
        }
    });
    let mut t = tally.into_inner().unwrap_or_else(|p| p.into_inner());
    t.placements.sort_by(f64::total_cmp);
    let q = |f: f64| t.placements[((t.placements.len() - 1) as f64 * f) as usize];
    let (lo, hi) = wilson(t.wins, t.games);
    let busy: f64 = t.placements.iter().sum::<f64>() / 1000.0;
    t.won_seeds.sort_unstable();
    println!(
        "level {} players {} budget {:?} horizon {} rollout {:?} one-ply ranking {} tuned {} ply2 pairs {} threads {}: \
         {} / {} = {:.1} % \
         ({:.1}–{:.1}), {:.1} points a game, placement p50 {:.0} ms p95 {:.0} ms mean {:.0} ms, \
         {:.0} playouts/s, {:.0} s in all",
        a.level,
        a.players,
        a.budget,
        a.horizon,
        a.rollout,
        a.one_ply,
        a.tuned,
        a.ply2_pairs,
        a.threads,
        t.wins,
        t.games,
        100.0 * t.wins as f64 / t.games as f64,
        100.0 * lo,
        100.0 * hi,
        t.points as f64 / t.games as f64,
        q(0.5),
        q(0.95),
        t.placements.iter().sum::<f64>() / t.placements.len() as f64,
        t.playouts as f64 / busy,
        start.elapsed().as_secs_f64()
    );
    println!("won seeds: {:?}", t.won_seeds);
    println!("decisions fingerprint: {:016x}", t.fingerprint);
}
