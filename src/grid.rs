//! Board cells ↔ world positions. A cell is `CELL_SIZE` world units square; cell (x, y) is centred
//! at (x, y) × `CELL_SIZE`; y grows north, which is up on screen (RULES §0.2, Bevy's world frame).

use bevy::math::Vec2;
use mists_board::{Cell, Rotation};

pub const CELL_SIZE: f32 = 96.0;

/// The cell under a world position.
pub fn cell_at(world: Vec2) -> Cell {
    let f = |v: f32| {
        (v / CELL_SIZE + 0.5)
            .floor()
            .clamp(i16::MIN as f32, i16::MAX as f32) as i16
    };
    Cell::new(f(world.x), f(world.y))
}

/// The centre of a cell in world units.
pub fn cell_centre(cell: Cell) -> Vec2 {
    Vec2::new(cell.x as f32, cell.y as f32) * CELL_SIZE
}

/// Z rotation of a sprite for a placement rotation (clockwise quarter turns; +angle is
/// counter-clockwise in Bevy).
pub fn rotation_angle(rot: Rotation) -> f32 {
    -(rot.0 as f32) * std::f32::consts::FRAC_PI_2
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_round_trip_and_edges_fall_inside() {
        for (x, y) in [(0, 0), (1, 0), (-3, 7), (12, -5)] {
            let c = Cell::new(x, y);
            assert_eq!(cell_at(cell_centre(c)), c);
            let h = CELL_SIZE * 0.49;
            assert_eq!(cell_at(cell_centre(c) + Vec2::new(h, -h)), c);
        }
        // North is up: a point above the start tile's middle lies in row 1.
        assert_eq!(cell_at(Vec2::new(0.0, CELL_SIZE * 0.6)), Cell::new(0, 1));
        assert_eq!(cell_at(Vec2::new(-CELL_SIZE * 0.6, 0.0)), Cell::new(-1, 0));
    }
}
