//! The regenerator: random matches searched for the smallest position where each rule comes
//! into play, written as a preset with a scenario and a record of the turn.

use super::cases::*;
use super::turn::*;
use mists_rules::competitive::file::{CompetitiveRecord, load_preset};
use mists_rules::competitive::{Match, Play, Stage};
use rand::{RngExt, SeedableRng};

fn preset_path() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../assets/levels/competitive.ron")
}

/// A random but busy policy: pieces go out more often than not.
fn random_play(m: &Match, rng: &mut rand_chacha::ChaCha8Rng) -> Play {
    let legal = m.legal();
    let deploys: Vec<Play> = legal
        .iter()
        .copied()
        .filter(|p| matches!(p, Play::Deploy { .. }))
        .collect();
    if !deploys.is_empty() && rng.random_bool(0.6) {
        return deploys[rng.random_range(0..deploys.len())];
    }
    legal[rng.random_range(0..legal.len())]
}

/// The smallest position (fewest tiles) among random matches where `case` comes into play.
fn search(case: &Case, seeds: u64) -> Option<(usize, u64, Turn, usize)> {
    let (preset, tiles) = load_preset(&preset_path()).unwrap();
    let mut best: Option<(usize, u64, Turn, usize)> = None;
    for seed in 0..seeds {
        let mut m = Match::new(tiles.clone(), preset.setup(case.players), seed).unwrap();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        while !m.is_over() {
            let size = m.board.placed().len();
            if best.as_ref().is_some_and(|b| b.0 <= size) {
                break;
            }
            let mut t = Turn {
                states: vec![m.clone()],
                plays: Vec::new(),
            };
            loop {
                let p = random_play(t.last(), &mut rng);
                t.push(p).unwrap();
                if matches!(t.last().stage, Stage::Place(_) | Stage::Over) {
                    break;
                }
            }
            m = t.last().clone();
            if let Some(keep) = (case.find)(&t) {
                best = Some((size, seed, t, keep));
                break;
            }
        }
    }
    best
}

fn write_case(case: &Case, seed: u64, t: &Turn, keep: usize) {
    let (mut preset, _) = load_preset(&preset_path()).unwrap();
    let mut sc = t
        .first()
        .to_scenario()
        .expect("a turn starts with a tile to place");
    // The turn's tile on top and the one under it: enough for the turn and the next draw.
    if let Some(pile) = sc.pile.as_mut() {
        let cut = pile.len().saturating_sub(2);
        pile.drain(..cut);
    }
    preset.name = case.name.into();
    preset.blurb = case.rule.into();
    preset.players = case.players;
    preset.tiles = "../../../../assets/tiles/mists-v1.ron".into();
    preset.base_tiles = "../../../../assets/tiles/base.ron".into();
    preset.scenario = Some(sc);
    // One line per tile, piece and play.
    let pretty = |depth| {
        ron::ser::PrettyConfig::default()
            .struct_names(false)
            .depth_limit(depth)
    };
    let head = format!(
        "// {}\n// A position of a random match (seed {seed}, {} tiles down), written by the \
         ignored test\n// `regenerate` in tests/competitive_rules.rs.\n",
        case.rule,
        t.first().board.placed().len()
    );
    let body = ron::ser::to_string_pretty(&preset, pretty(3)).unwrap();
    std::fs::write(
        dir().join(format!("{}.ron", case.name)),
        head + &body + "\n",
    )
    .unwrap();
    let rec = CompetitiveRecord {
        competitive: format!("{}.ron", case.name).into(),
        players: case.players,
        seed: 0,
        piles: None,
        plays: t.plays[..keep].to_vec(),
        whole: None,
    };
    let head = format!("// {}: the turn.\n", case.rule);
    std::fs::write(
        dir().join(format!("{}.record.ron", case.name)),
        head + &ron::ser::to_string_pretty(&rec, pretty(2)).unwrap() + "\n",
    )
    .unwrap();
}

#[test]
#[ignore = "writes tests/competitive/*.ron again (a tool, not a check)"]
fn regenerate() {
    for case in CASES {
        match search(case, 4000) {
            Some((size, seed, t, keep)) => {
                println!("{}: seed {seed}, {size} tiles", case.name);
                write_case(case, seed, &t, keep);
            }
            None => panic!("{}: no random match shows it; search more seeds", case.name),
        }
    }
}
