//! Why a preset or a game setup cannot be used: the rule or the entry at fault, in one line.

/// How far from the start tile a scenario may place things (a game of 60 tiles reaches ±61).
pub const BOARD_LIMIT: i16 = 1000;
/// The largest threshold or total a preset may name (the box's track goes to 150).
pub const TOTAL_CAP: u32 = 100_000;

/// What is wrong with a preset's numbers (RULES §1, §5, §18).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum InvalidLevel {
    #[error("level is {0}, expected 1 to 6")]
    Level(u8),
    #[error(
        "{piles} piles need {piles} thresholds (one per pile, the last is the goal), found {found}"
    )]
    Thresholds { piles: u8, found: usize },
    #[error("thresholds must increase (RULES §5: markers are strictly ordered)")]
    Unordered,
    #[error("{0} piles: at most 3, there are 2 hounds (RULES §1)")]
    Piles(u8),
    #[error("ghosts is {0}, the box holds 15 (RULES §1)")]
    Ghosts(u8),
    #[error("tile58Ghosts is {0}: 1 or 2 (RULES §18)")]
    Tile58(u8),
    #[error("a threshold or total of {0}: at most {TOTAL_CAP}")]
    Total(u32),
    #[error("tiles: the tile-set path is empty")]
    NoTiles,
    #[error(
        "tiles: this tile set has no start tile (`start: []`); a level needs the 2x2 start tile (RULES §3)"
    )]
    NoStart,
    #[error("scenario: cell ({0}, {1}) lies beyond the board limit of ±{BOARD_LIMIT}")]
    FarCell(i16, i16),
    #[error(
        "scenario totals {totals:?}: already at the goal {goal} before the first turn (RULES §16.1 tests the goal after awards)"
    )]
    AtGoal { totals: Vec<u32>, goal: u32 },
}

/// Why a game cannot be set up: the rule or the scenario entry at fault.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    #[error("{0} players: Mists is for 1 to 5 players (RULES §4)")]
    Players(usize),
    #[error("{players} players play {per_seat} colour(s) each (RULES §4.1)")]
    ColoursPerSeat { players: usize, per_seat: usize },
    #[error("a colour is given to two seats (RULES §4.1)")]
    ColourTwice,
    #[error("Level 6 uses exactly 3 scoring meeples (RULES §15.1)")]
    ScoringMeeples,
    #[error("scoring meeples must be of colours in play (RULES §15.1)")]
    ScoringColour,
    #[error("the level has fewer ghosts than the start tile's symbols (RULES §6)")]
    StartGhosts,
    #[error(transparent)]
    Level(#[from] InvalidLevel),
    #[error("scenario {0}")]
    Scenario(String),
}
