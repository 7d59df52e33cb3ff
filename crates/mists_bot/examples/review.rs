//! What a review costs (issue 51's benchmark: a 40-turn Level 5 game in at most a minute, release
//! build): plays a seeded game with the planner, reviews its record and prints the time and what
//! the review found. docs/review.md quotes it.
//!
//! ```sh
//! cargo run --release -p mists_bot --example review -- --level 5 --players 2 --seed 3 --deals 24
//! ```

use mists_bot::review::{Settings, review};
use mists_bot::{Heuristic, Seat, Strength, ask};
use mists_rules::level::{LevelConfig, load_preset};
use mists_rules::record::{PresetRef, Record};
use mists_rules::{Engine, PlayerSetup};
use std::path::Path;
use std::time::Instant;

fn main() {
    let mut level = 5u8;
    let mut players = 2u8;
    let mut seed = 0u64;
    let mut cfg = Settings::default();
    let mut it = std::env::args().skip(1);
    while let (Some(k), Some(v)) = (it.next(), it.next()) {
        let Ok(n) = v.parse::<u64>() else {
            eprintln!("review: {k} {v}: not a number");
            std::process::exit(2);
        };
        match k.as_str() {
            "--level" => level = n as u8,
            "--players" => players = n as u8,
            "--seed" => seed = n,
            "--deals" => cfg.deals = n as u32,
            "--threads" => cfg.threads = n as usize,
            _ => {
                eprintln!("review: unknown argument {k}");
                std::process::exit(2);
            }
        }
    }
    let assets = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../assets");
    let preset = LevelConfig::builtin_path(&assets, level);
    let (c, tiles) = load_preset(&preset).expect("the built-in preset");
    let setup = PlayerSetup::new(players);
    let mut e = Engine::new(c, &tiles, &setup, seed).expect("a game");
    let mut bot = Heuristic::new(Strength::Planner);
    let mut decisions = Vec::new();
    while let Some(p) = e.pending().cloned() {
        let d = ask(&mut bot, Seat::of_engine(&e), &p);
        e.decide(d).expect("the planner's own option");
        decisions.push(d);
    }
    let rec = Record {
        preset: PresetRef::Path(preset),
        players: setup,
        seed,
        decisions,
        tiles_version: Some(tiles.version),
    };
    let start = Instant::now();
    let mut last = 0;
    let mut progress = |done: usize, total: usize| {
        if done * 10 / total.max(1) != last {
            last = done * 10 / total.max(1);
            eprint!("{}0 % ", last);
        }
    };
    let r = review(&rec, Path::new("."), "game", cfg, &mut progress, None).expect("a review");
    eprintln!();
    println!(
        "level {level}, {players} players, seed {seed}: {:?} in {} turns, {} decisions, {} judged; \
         {} deals an option on {} threads: {:.1} s; {} mistake(s)",
        e.outcome(),
        e.table().turn,
        r.decisions,
        r.steps.len(),
        cfg.deals,
        cfg.threads,
        start.elapsed().as_secs_f64(),
        r.steps.iter().filter(|s| s.mistake).count()
    );
    for s in r.worst(3) {
        let c = s.cost.expect("a mistake has a cost");
        println!(
            "  turn {}: {:?} {:?} → {:?} {:?}, costs {:.0} % ({:.0}–{:.0})",
            s.turn,
            s.chosen.decision,
            s.chosen.win_chance(),
            s.best.decision,
            s.best.win_chance(),
            100.0 * c.mean,
            100.0 * c.low,
            100.0 * c.high
        );
    }
}
