//! Typed geometry: cells, sides, segments and rotations (RULES §0.2, §2.5).
//!
//! Segments are numbered 0..12 clockwise around a tile: side `N` holds 0..3
//! (left, centre, right as seen from the tile's centre looking out), then `E`, `S`, `W`.
//! Seen from above, `N`-left is the north-west end and `E`-left the north-east end.

use serde::{Deserialize, Serialize};

/// One board square, `x` grows east, `y` grows north (RULES §0.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Cell {
    pub x: i16,
    pub y: i16,
}

impl Cell {
    pub const fn new(x: i16, y: i16) -> Self {
        Self { x, y }
    }

    /// The orthogonal neighbour across `side`.
    pub const fn step(self, side: Side) -> Cell {
        let (dx, dy) = side.offset();
        Cell::new(self.x + dx, self.y + dy)
    }

    /// The neighbour across `side`, or None past the edge of the coordinates (a cell named in a
    /// hostile decision may lie there; cells on the board never do).
    pub fn checked_step(self, side: Side) -> Option<Cell> {
        let (dx, dy) = side.offset();
        Some(Cell::new(self.x.checked_add(dx)?, self.y.checked_add(dy)?))
    }

    /// N4: the orthogonal neighbours, in side order N, E, S, W.
    pub fn n4(self) -> [Cell; 4] {
        Side::ALL.map(|s| self.step(s))
    }

    /// N8: the eight surrounding cells (RULES §0.2).
    pub fn n8(self) -> [Cell; 8] {
        let (x, y) = (self.x, self.y);
        [
            Cell::new(x - 1, y + 1),
            Cell::new(x, y + 1),
            Cell::new(x + 1, y + 1),
            Cell::new(x + 1, y),
            Cell::new(x + 1, y - 1),
            Cell::new(x, y - 1),
            Cell::new(x - 1, y - 1),
            Cell::new(x - 1, y),
        ]
    }

    /// The 3×3 block: the cell itself and its N8 ("vicinity", RULES §0.2).
    pub fn vicinity(self) -> [Cell; 9] {
        let n = self.n8();
        [self, n[0], n[1], n[2], n[3], n[4], n[5], n[6], n[7]]
    }
}

impl std::fmt::Display for Cell {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "({}, {})", self.x, self.y)
    }
}

/// A side of a tile (or a direction on the board).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Side {
    N,
    E,
    S,
    W,
}

impl Side {
    pub const ALL: [Side; 4] = [Side::N, Side::E, Side::S, Side::W];

    pub const fn index(self) -> usize {
        self as usize
    }

    pub const fn from_index(i: usize) -> Side {
        match i % 4 {
            0 => Side::N,
            1 => Side::E,
            2 => Side::S,
            _ => Side::W,
        }
    }

    pub const fn opposite(self) -> Side {
        Side::from_index(self.index() + 2)
    }

    pub const fn offset(self) -> (i16, i16) {
        match self {
            Side::N => (0, 1),
            Side::E => (1, 0),
            Side::S => (0, -1),
            Side::W => (-1, 0),
        }
    }

    /// The world side a tile-local side ends up on after rotating the tile.
    pub const fn rotated(self, rot: Rotation) -> Side {
        Side::from_index(self.index() + rot.0 as usize)
    }
}

/// Position of a segment along its side, seen from the tile's centre.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Part {
    L,
    C,
    R,
}

impl Part {
    pub const ALL: [Part; 3] = [Part::L, Part::C, Part::R];
}

/// One of the 12 edge segments of a tile, `side * 3 + part`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Seg(pub u8);

impl Seg {
    pub const fn new(side: Side, part: Part) -> Seg {
        Seg((side as u8) * 3 + part as u8)
    }

    pub const fn side(self) -> Side {
        Side::from_index(self.0 as usize / 3)
    }

    pub const fn part(self) -> u8 {
        self.0 % 3
    }

    /// The neighbour's segment that this one touches across its side:
    /// the opposite side, mirrored (our left meets their right).
    pub const fn facing(self) -> Seg {
        let opp = self.side().opposite() as u8;
        Seg(opp * 3 + (2 - self.part()))
    }

    /// Where this tile-local segment lies on the board after rotating the tile.
    pub const fn rotated(self, rot: Rotation) -> Seg {
        Seg((self.0 + 3 * rot.0) % 12)
    }

    /// The tile-local segment that lies at board segment `self` for a tile with rotation `rot`.
    pub const fn unrotated(self, rot: Rotation) -> Seg {
        Seg((self.0 + 12 - 3 * rot.0) % 12)
    }

    pub fn all() -> impl Iterator<Item = Seg> {
        (0..12).map(Seg)
    }
}

/// Clockwise quarter turns, 0..4.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default, Serialize, Deserialize,
)]
#[serde(transparent)]
pub struct Rotation(pub u8);

impl Rotation {
    pub const ALL: [Rotation; 4] = [Rotation(0), Rotation(1), Rotation(2), Rotation(3)];

    pub const fn next(self) -> Rotation {
        Rotation((self.0 + 1) % 4)
    }

    pub const fn degrees(self) -> u16 {
        self.0 as u16 * 90
    }
}

/// A set of rotations as a bit mask (bit r = rotation r fits).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(transparent)]
pub struct RotationSet(pub u8);

impl RotationSet {
    pub const fn contains(self, r: Rotation) -> bool {
        self.0 & (1 << r.0) != 0
    }

    pub fn insert(&mut self, r: Rotation) {
        self.0 |= 1 << r.0;
    }

    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub fn iter(self) -> impl Iterator<Item = Rotation> {
        Rotation::ALL.into_iter().filter(move |r| self.contains(*r))
    }

    /// The next rotation in the set after `r`, wrapping; what the UI cycles with right-click.
    pub fn next_after(self, r: Rotation) -> Option<Rotation> {
        (1..=4)
            .map(|i| Rotation((r.0 + i) % 4))
            .find(|c| self.contains(*c))
    }
}

/// A set of sides as a bit mask (bit i = `Side::from_index(i)`): the sides that clash, say.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(transparent)]
pub struct SideSet(pub u8);

impl SideSet {
    pub const fn contains(self, s: Side) -> bool {
        self.0 & (1 << s.index()) != 0
    }

    pub fn insert(&mut self, s: Side) {
        self.0 |= 1 << s.index();
    }

    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub fn iter(self) -> impl Iterator<Item = Side> {
        Side::ALL.into_iter().filter(move |s| self.contains(*s))
    }
}

impl std::fmt::Display for SideSet {
    /// `N, E` — the sides in order, for messages.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let names: Vec<String> = self.iter().map(|s| format!("{s:?}")).collect();
        f.write_str(&names.join(", "))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn facing_is_an_involution_and_crosses_sides() {
        for s in Seg::all() {
            assert_eq!(s.facing().facing(), s);
            assert_eq!(s.facing().side(), s.side().opposite());
        }
        // N-left (north-west end) meets the northern neighbour's S-right (its south-west end).
        assert_eq!(
            Seg::new(Side::N, Part::L).facing(),
            Seg::new(Side::S, Part::R)
        );
    }

    #[test]
    fn rotating_four_times_is_identity() {
        for s in Seg::all() {
            let mut t = s;
            for _ in 0..4 {
                t = t.rotated(Rotation(1));
            }
            assert_eq!(t, s);
            for r in Rotation::ALL {
                assert_eq!(s.rotated(r).unrotated(r), s);
            }
        }
        assert_eq!(Side::N.rotated(Rotation(1)), Side::E);
    }

    #[test]
    fn rotation_set_cycles_only_members() {
        let mut set = RotationSet::default();
        set.insert(Rotation(1));
        set.insert(Rotation(3));
        assert_eq!(set.next_after(Rotation(1)), Some(Rotation(3)));
        assert_eq!(set.next_after(Rotation(3)), Some(Rotation(1)));
        assert_eq!(RotationSet::default().next_after(Rotation(0)), None);
    }
}
