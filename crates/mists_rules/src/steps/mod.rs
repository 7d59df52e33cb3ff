//! One file per rule step of RULES §7: plain functions over the table that [`crate::phase`] runs
//! in order. Steps with state to make on entry have an `enter`.

pub mod end_turn;
pub mod facedown;
pub mod ghosts;
pub mod hounds;
pub mod meeple;
pub mod mist;
pub mod place_tile;
pub mod scoring;
