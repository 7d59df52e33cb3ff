//! Whole headless games with the seeded random policy: games per second (issue: engine §6).

use criterion::{Criterion, criterion_group, criterion_main};
use mists_rules::level::{LevelConfig, load_preset};
use mists_rules::{Engine, PlayerSetup};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::path::Path;

fn play(cfg: &LevelConfig, tiles: &mists_board::TileSet, seed: u64) -> usize {
    let mut e = Engine::new(cfg.clone(), tiles, &PlayerSetup::new(2), seed).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut n = 0;
    while e.outcome().is_none() {
        let p = e.pending().unwrap();
        let d = p.options[(rng.next_u64() % p.options.len() as u64) as usize];
        e.decide(d).unwrap();
        n += 1;
    }
    n
}

fn bench(c: &mut Criterion) {
    let assets = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../assets");
    for level in [1u8, 3, 6] {
        let (cfg, tiles) = load_preset(&LevelConfig::builtin_path(&assets, level)).unwrap();
        let mut seed = 0;
        c.bench_function(&format!("random_game_level{level}"), |b| {
            b.iter(|| {
                seed += 1;
                play(&cfg, &tiles, seed)
            })
        });
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
