//! One bot decision (a tile placement) and one whole bot game, per strength; and the planner's
//! Level 6 placement (the two-ply search) and a whole Level 6 game.
//! Build with `cargo build --benches`; run with `cargo bench -p mists_bot` (release build).

use criterion::{Criterion, criterion_group, criterion_main};
use mists_bot::{Seat, ask, by_name, play};
use mists_rules::level::{LevelConfig, load_preset};
use mists_rules::{DecisionKind, Engine, PlayerSetup};
use std::path::Path;

fn engine(level: u8, seed: u64) -> Engine {
    let assets = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../assets");
    let (cfg, tiles) = load_preset(&LevelConfig::builtin_path(&assets, level)).unwrap();
    Engine::new(cfg, &tiles, &PlayerSetup::new(2), seed).unwrap()
}

/// An engine a few turns into a game, waiting for a tile placement.
fn mid_game(level: u8, seed: u64) -> Engine {
    let mut e = engine(level, seed);
    let mut bot = by_name("greedy", seed).unwrap();
    let mut placements = 0;
    while e.outcome().is_none() {
        let p = e.pending().unwrap().clone();
        if matches!(p.kind, DecisionKind::PlaceTile { .. }) {
            placements += 1;
            if placements > 8 {
                break;
            }
        }
        let d = ask(bot.as_mut(), Seat::of_engine(&e), &p);
        e.decide(d).unwrap();
    }
    e
}

fn bench(c: &mut Criterion) {
    let e = mid_game(3, 4);
    let pending = e.pending().expect("mid-game placement").clone();
    for name in ["greedy", "planner"] {
        let mut bot = by_name(name, 0).unwrap();
        c.bench_function(&format!("{name}_placement_decision"), |b| {
            b.iter(|| ask(bot.as_mut(), Seat::of_engine(&e), &pending))
        });
        let mut seed = 0;
        c.bench_function(&format!("{name}_game_level3"), |b| {
            b.iter(|| {
                seed += 1;
                let mut e = engine(3, seed);
                let mut bot = by_name(name, seed).unwrap();
                play(&mut e, bot.as_mut()).unwrap()
            })
        });
    }
}

fn bench_level6(c: &mut Criterion) {
    let e = mid_game(6, 4);
    let pending = e.pending().expect("mid-game placement").clone();
    assert!(matches!(pending.kind, DecisionKind::PlaceTile { .. }));
    // A second ply per decision: tens of milliseconds; ten samples are enough.
    let mut g = c.benchmark_group("level6");
    g.sample_size(10);
    let mut bot = by_name("planner", 0).unwrap();
    g.bench_function("planner_placement_decision", |b| {
        b.iter(|| ask(bot.as_mut(), Seat::of_engine(&e), &pending))
    });
    let mut seed = 0;
    g.bench_function("planner_game", |b| {
        b.iter(|| {
            seed += 1;
            let mut e = engine(6, seed);
            let mut bot = by_name("planner", seed).unwrap();
            play(&mut e, bot.as_mut()).unwrap()
        })
    });
    g.finish();
}

/// The search's tile placement, as shipped before issue 51 (the planner playing 4-turn playouts)
/// and the cheaper ones measured there (docs/balance.md, "A cheaper search"), at the same 48
/// playouts, on a Level 4 and a Level 6 mid-game placement.
fn bench_search(c: &mut Criterion) {
    use mists_bot::mc::{Budget, Rollout, SearchBot};
    let mut g = c.benchmark_group("search");
    g.sample_size(10);
    for level in [4, 6] {
        let e = mid_game(level, 4);
        let pending = e.pending().expect("mid-game placement").clone();
        let configs: [(&str, fn() -> SearchBot); 5] = [
            ("planner_h4", || {
                SearchBot::new(0, Budget::Playouts(48)).with_horizon(4)
            }),
            ("greedy_h2", || {
                SearchBot::new(0, Budget::Playouts(48))
                    .with_horizon(2)
                    .with_rollout(Rollout::Greedy)
            }),
            ("greedy_h2_2threads", || {
                SearchBot::new(0, Budget::Playouts(48))
                    .with_horizon(2)
                    .with_rollout(Rollout::Greedy)
                    .with_threads(2)
            }),
            // As shipped since issue 51: playouts chosen by the level.
            ("tuned", || SearchBot::new(0, Budget::Playouts(48)).tuned()),
            ("tuned_2threads", || {
                SearchBot::new(0, Budget::Playouts(48))
                    .tuned()
                    .with_threads(2)
            }),
        ];
        for (name, make) in configs {
            g.bench_function(format!("level{level}_{name}"), |b| {
                b.iter(|| {
                    let mut bot = make();
                    mists_bot::Bot::decide(&mut bot, &Seat::of_engine(&e), &pending)
                })
            });
        }
    }
    g.finish();
}

criterion_group!(benches, bench, bench_level6, bench_search);
criterion_main!(benches);
