//! Why a game could not be set up. Its own file, below both games: `game` (co-op) and
//! `competitive_game` return it, and `game::Game` holds either, so neither imports the other's file
//! for it (`game::GameError` stays the public path).

use mists_rules::Rejected;

/// Why a game could not be set up from what was received.
#[derive(Debug, thiserror::Error)]
pub enum GameError {
    #[error("the record: {0}")]
    Record(#[from] mists_rules::record::RecordError),
    #[error("the tile set: {0}")]
    Tiles(#[from] mists_board::TileSetError),
    #[error("the record's preset must be written inline")]
    NotInline,
    #[error("the preset: {0}")]
    Preset(#[from] mists_rules::level::InvalidLevel),
    #[error("cannot start: {0}")]
    Setup(#[from] mists_rules::SetupError),
    #[error("decision #{0}: {1}")]
    Illegal(usize, Rejected),
    #[error(transparent)]
    Level(Box<mists_rules::level::LevelError>),
    #[error("the competitive match: {0}")]
    Competitive(String),
}

impl GameError {
    pub fn from_level(e: mists_rules::level::LevelError) -> GameError {
        GameError::Level(Box::new(e))
    }
}
