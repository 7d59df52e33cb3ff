//! Mists board core: tile data, the grid, legal placements and the feature graph.
//! Pure Rust, no Bevy: the rules engine, the UI previews and the bot all call this code.

mod fields;
pub mod geom;
pub mod input;
pub mod tile;
pub mod tileset;

pub use geom::{Cell, Part, Rotation, RotationSet, Seg, Side, SideSet};
pub use tile::{AreaIdx, AreaKind, RoadEnd, Special, Terrain, TileDef, TileId, TileSpec};
pub use tileset::{CopyIdx, TileSet, TileSetError, TypeIdx};
pub mod board;
pub use board::{
    Board, CellState, FeatureHead, FeatureId, FeatureInfo, FeatureKind, JoinProbe, Neighbourhood,
    PlaceOutcome, Placed, PlacementError,
};

#[cfg(test)]
pub(crate) mod testkit;
