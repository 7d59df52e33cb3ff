//! Speed of the two hot calls: legal placements on a ~60-tile board, and one placement with
//! its feature updates (issue: board core §5; goal: legal placements well under 20 µs).

use criterion::{Criterion, black_box, criterion_group, criterion_main};
use mists_board::*;
use std::path::Path;
use std::sync::Arc;

fn full_board() -> (Board, Vec<CopyIdx>) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../assets/tiles/mists.ron");
    let tiles = Arc::new(TileSet::load(&path).expect("tile set"));
    let mut b = Board::with_start(tiles.clone());
    let mut left = Vec::new();
    // Deterministic: place copies in order at their first legal spot, keep the last few for the bench.
    let copies: Vec<CopyIdx> = tiles.copy_indices().collect();
    for (i, &c) in copies.iter().enumerate() {
        let ty = tiles.copy(c).ty;
        if i >= copies.len() - 4 {
            left.push(c);
            continue;
        }
        if let Some((cell, rots)) = b.legal_placements(ty).into_iter().next() {
            b.place(cell, ty, Some(c), rots.iter().next().unwrap())
                .unwrap();
        }
    }
    (b, left)
}

fn bench(c: &mut Criterion) {
    let (board, left) = full_board();
    let tiles = board.tiles().clone();
    let ty = tiles.copy(left[0]).ty;
    eprintln!(
        "bench board: {} tiles placed, frontier {}",
        board.placed().len(),
        board.frontier().count()
    );
    c.bench_function("legal_placements_60_tiles", |b| {
        b.iter(|| black_box(board.legal_placements(black_box(ty))))
    });
    let (cell, rots) = board.legal_placements(ty)[0];
    let rot = rots.iter().next().unwrap();
    c.bench_function("place_one_tile_with_features", |b| {
        b.iter_batched(
            || board.clone(),
            |mut bd| black_box(bd.place(cell, ty, Some(left[0]), rot).unwrap()),
            criterion::BatchSize::SmallInput,
        )
    });
    c.bench_function("clone_board_60_tiles", |b| {
        b.iter(|| black_box(board.clone()))
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
