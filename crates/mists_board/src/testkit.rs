//! A small hand-made tile set for unit tests: one shape per situation the rules care about.

use crate::tileset::{TileSet, TypeIdx};
use crate::{Board, Cell, Rotation, TileId};
use std::sync::Arc;

pub const KIT: &str = r#"(
  name: "test kit",
  tiles: [
    (id: 1, sides: (n: "FRF", e: "FFF", s: "FRF", w: "FFF"), roads: [(sides: [N, S])]),
    (id: 2, sides: (n: "CCC", e: "FFF", s: "FFF", w: "FFF"), cities: [(sides: [N])]),
    (id: 3, sides: (n: "CCC", e: "FFF", s: "FFF", w: "FFF"), cities: [(sides: [N], arms: 1)]),
    (id: 4, sides: (n: "FRF", e: "FFF", s: "FFF", w: "FFF"), roads: [(sides: [N], end: Junction)]),
    (id: 5, sides: (n: "FFF", e: "FFF", s: "fff", w: "FFF"), mist: [(segs: [(S, L), (S, C), (S, R)])]),
    (id: 6, sides: (n: "fff", e: "fff", s: "fff", w: "fff"),
        mist: [(segs: [(N, L), (N, C), (N, R), (E, L), (E, C), (E, R), (S, L), (S, C), (S, R), (W, L), (W, C), (W, R)])]),
    (id: 7, sides: (n: "FRF", e: "fff", s: "fff", w: "fff"), roads: [(sides: [N], end: Castle)], special: Castle,
        mist: [(segs: [(E, L), (E, C), (E, R), (S, L), (S, C), (S, R), (W, L), (W, C), (W, R)])]),
    (id: 8, sides: (n: "FFF", e: "FFF", s: "FFF", w: "FFF"), special: Cemetery),
    (id: 9, sides: (n: "FFF", e: "FFF", s: "FFF", w: "FFF")),
    (id: 10, sides: (n: "FFF", e: "FRF", s: "FRF", w: "FFF"), roads: [(sides: [E, S])]),
    (id: 11, sides: (n: "FrF", e: "FFF", s: "FrF", w: "FFF"), roads: [(sides: [N, S])], mist: [(segs: [(N, C)]), (segs: [(S, C)])]),
  ],
  copies: [(tile: 1), (tile: 5, symbols: [2]), (tile: 6, symbols: [3]), (tile: 7, symbols: [1]), (tile: 11, symbols: [1, 1])],
  start: [
    (cell: (0, 0), tile: (id: 101, sides: (n: "FFF", e: "FFF", s: "FFF", w: "FFF"), decorations: [Ruin])),
    (cell: (1, 0), tile: (id: 102, sides: (n: "FFF", e: "FFF", s: "FFF", w: "FFF"), decorations: [Ruin])),
    (cell: (0, 1), tile: (id: 103, sides: (n: "fff", e: "FFF", s: "FFF", w: "FFF"), decorations: [Ruin],
        mist: [(segs: [(N, L), (N, C), (N, R)])]), symbols: [1]),
    (cell: (1, 1), tile: (id: 104, sides: (n: "FRF", e: "FFF", s: "FFF", w: "FFF"), decorations: [Ruin],
        roads: [(sides: [N], end: Ruin)])),
  ],
)"#;

pub fn kit() -> Arc<TileSet> {
    Arc::new(TileSet::from_ron(KIT, "kit").unwrap_or_else(|e| panic!("{e}")))
}

pub fn ty(set: &TileSet, id: u16) -> TypeIdx {
    set.by_id(TileId(id)).unwrap()
}

/// Place by id without legality checks.
pub fn put(b: &mut Board, x: i16, y: i16, id: u16, rot: u8) -> crate::PlaceOutcome {
    let t = ty(b.tiles(), id);
    b.place_unchecked(Cell::new(x, y), t, None, Rotation(rot))
}
