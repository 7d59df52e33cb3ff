//! Whole games with every bot on every level; bots against the random baseline.

use super::*;
use mists_rules::level::{LevelConfig, load_preset};
use mists_rules::{Engine, PlayerSetup};
use std::path::Path;

fn engine(level: u8, players: u8, seed: u64) -> Engine {
    let assets = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../assets");
    let (cfg, tiles) = load_preset(&LevelConfig::builtin_path(&assets, level)).unwrap();
    Engine::new(cfg, &tiles, &PlayerSetup::new(players), seed).unwrap()
}

fn run(name: &str, level: u8, players: u8, seed: u64) -> GameResult {
    let mut e = engine(level, players, seed);
    let mut bot = by_name(name, seed).unwrap();
    // `play` asserts that every decision is one of the pending options.
    play(&mut e, bot.as_mut())
}

#[test]
fn every_bot_plays_legal_options_to_the_end_on_every_level() {
    for level in 1..=6 {
        for name in BOT_NAMES {
            for (players, seed) in [(1, 11), (2, 12), (4, 13)] {
                let r = run(name, level, players, seed + level as u64);
                assert!(r.turns >= 1, "{name} level {level}");
            }
        }
    }
}

#[test]
fn unknown_bot_name_is_none() {
    assert!(by_name("deep-blue", 0).is_none());
    for n in BOT_NAMES {
        assert_eq!(by_name(n, 0).unwrap().name(), n);
    }
}

#[test]
fn bots_are_deterministic_for_a_seed() {
    for name in BOT_NAMES {
        assert_eq!(run(name, 3, 2, 7), run(name, 3, 2, 7), "{name}");
    }
}

/// Wins, then total turns survived, over seeded Level 1 games.
fn record(name: &str, games: u64) -> (usize, u32) {
    let rs: Vec<GameResult> = (0..games).map(|s| run(name, 1, 1, 1000 + s)).collect();
    (
        rs.iter().filter(|r| r.won()).count(),
        rs.iter().map(|r| r.turns).sum(),
    )
}

#[test]
fn greedy_and_planner_beat_random_on_level_1() {
    let random = record("random", 30);
    for name in ["greedy", "planner"] {
        let bot = record(name, 30);
        // More wins, or (if neither wins) longer survival: the comparison is lexicographic.
        assert!(
            bot > random,
            "{name} {bot:?} should beat random {random:?} (wins, turns)"
        );
        assert!(
            bot.0 > random.0,
            "{name} wins {} vs random {}",
            bot.0,
            random.0
        );
    }
}
