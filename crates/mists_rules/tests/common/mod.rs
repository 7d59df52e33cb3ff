//! Shared helpers for the engine's headless tests.
#![allow(dead_code)]

use mists_rules::level::{LevelConfig, load_preset};
use mists_rules::*;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::path::{Path, PathBuf};

pub fn assets() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../assets")
}

pub fn level(n: u8) -> (LevelConfig, mists_board::TileSet) {
    load_preset(&LevelConfig::builtin_path(&assets(), n)).unwrap_or_else(|e| panic!("{e}"))
}

pub fn engine(n: u8, players: u8, seed: u64) -> Engine {
    let (cfg, tiles) = level(n);
    Engine::new(cfg, &tiles, &PlayerSetup::new(players), seed).unwrap()
}

/// A level preset with a scenario written in RON (the `scenario: (...)` body).
pub fn scenario_engine(n: u8, players: u8, scenario_ron: &str) -> Engine {
    let (mut cfg, tiles) = level(n);
    let sc: mists_rules::level::Scenario = mists_board::tileset::ron_options()
        .from_str(scenario_ron)
        .unwrap_or_else(|e| panic!("scenario: {e}"));
    cfg.scenario = Some(sc);
    Engine::new(cfg, &tiles, &PlayerSetup::new(players), 1).unwrap_or_else(|e| panic!("{e}"))
}

/// Play random legal decisions until the game ends; returns the decisions made.
pub fn play_random(e: &mut Engine, seed: u64) -> Vec<Decision> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut made = Vec::new();
    while e.outcome().is_none() {
        let p = e
            .pending()
            .expect("a running game waits for a decision")
            .clone();
        let d = p.options[(rng.next_u64() % p.options.len() as u64) as usize];
        e.decide(d)
            .unwrap_or_else(|r| panic!("offered option rejected: {d:?}: {r}"));
        made.push(d);
    }
    made
}
