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

pub fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures")
}

/// Level `n`'s built-in parameters, played with the engine test kit and a scenario (RON body of
/// `Scenario`); `tweak` changes settings. Players get the default colours (solo: red, green,
/// blue, yellow).
pub fn kit_engine(
    n: u8,
    players: u8,
    scenario_ron: &str,
    tweak: impl FnOnce(&mut LevelConfig),
) -> Engine {
    let (mut cfg, _) = level(n);
    cfg.tiles = "kit.ron".into();
    cfg.exclude.clear();
    let sc: mists_rules::level::Scenario = mists_board::tileset::ron_options()
        .from_str(scenario_ron)
        .unwrap_or_else(|e| panic!("scenario: {e}"));
    cfg.scenario = Some(sc);
    tweak(&mut cfg);
    let tiles =
        mists_rules::level::load_tiles_for(&cfg, &fixtures()).unwrap_or_else(|e| panic!("{e}"));
    Engine::new(cfg, &tiles, &PlayerSetup::new(players), 1).unwrap_or_else(|e| panic!("{e}"))
}

pub fn c(x: i16, y: i16) -> mists_board::Cell {
    mists_board::Cell::new(x, y)
}

pub fn place(e: &mut Engine, x: i16, y: i16, rot: u8) {
    e.decide(Decision::PlaceTile {
        cell: c(x, y),
        rot: mists_board::Rotation(rot),
    })
    .unwrap_or_else(|r| panic!("placement at ({x},{y}) rot {rot}: {r}"));
}

pub fn kind(e: &Engine) -> Option<DecisionKind> {
    e.pending().map(|p| p.kind.clone())
}

pub fn totals(e: &Engine) -> Vec<u32> {
    e.table().score.totals.clone()
}

pub fn ghosts(e: &Engine) -> &Ghosts {
    &e.table().ghosts
}

pub fn events(e: &Engine) -> Vec<RuleEvent> {
    e.log().0.clone()
}

pub fn has_event(e: &Engine, pred: impl Fn(&RuleEvent) -> bool) -> bool {
    e.log().0.iter().any(pred)
}
