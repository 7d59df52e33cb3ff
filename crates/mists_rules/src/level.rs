//! Level presets (RULES §5) and rule settings (RULES §18), loaded from RON (docs/levels.md).

pub use crate::error::{BOARD_LIMIT, InvalidLevel, TOTAL_CAP};
use crate::model::Colour;
use crate::players::PlayerSetup;
use mists_board::{Cell, Neighbourhood, TileId};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// Which cemetery rules are in force (RULES §5 switches, §13).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum CemeteryRule {
    /// Level 1: no cemeteries in play.
    None,
    /// Levels 2–4: closes with 4 orthogonal neighbours; extra cemetery ghost; closure removes its ghosts.
    FourSides,
    /// Levels 5–6: closes with 8 neighbours; placement ghosts; a facedown tile each turn.
    Haunted,
}

/// Which tiles leave the box for a level (RULES §5: Level 1 removes castles and cemeteries).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Exclude {
    Castles,
    Cemeteries,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum JointScoring {
    /// Mode A (default): every colour present scores the full value (RULES §12.3, A-1).
    #[default]
    ColorsMultiply,
    /// Mode B: only the colour(s) with most meeples score.
    Majority,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Level6Setup {
    /// Three scoring meeples of colours in play (RULES §15.1, 3/2023).
    #[default]
    Revised2023,
    /// One scoring meeple per colour in play (superseded 2022 rule).
    Original2022,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum CopyGhostCounts {
    /// Seed 000's per-copy values: 75 symbols.
    #[default]
    PerCopy,
    /// Seed 003's per-type values for tiles 14, 23, 54: 78 symbols.
    Uniform003,
}

fn n8() -> Neighbourhood {
    Neighbourhood::N8
}
fn one() -> u8 {
    1
}

/// The rule switches of RULES §18, with their defaults.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase", default)]
pub struct Settings {
    pub joint_scoring: JointScoring,
    pub level6_setup: Level6Setup,
    /// A-2 switch: completed features without meeples still offer a (pointless) scoring or pacify.
    pub pacify_on_unoccupied: bool,
    /// A-4 switch.
    #[serde(default = "n8")]
    pub hound_vicinity: Neighbourhood,
    /// A-17 switch.
    #[serde(default = "n8")]
    pub haunted_ghost_cells: Neighbourhood,
    /// A-10 switch.
    #[serde(default = "n8")]
    pub facedown_cells: Neighbourhood,
    /// ghost symbols on tile 58 (1 or 2).
    #[serde(default = "one")]
    pub tile58_ghosts: u8,
    pub copy_ghost_counts: CopyGhostCounts,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            joint_scoring: JointScoring::ColorsMultiply,
            level6_setup: Level6Setup::Revised2023,
            pacify_on_unoccupied: false,
            hound_vicinity: Neighbourhood::N8,
            haunted_ghost_cells: Neighbourhood::N8,
            facedown_cells: Neighbourhood::N8,
            tile58_ghosts: 1,
            copy_ghost_counts: CopyGhostCounts::PerCopy,
        }
    }
}

/// A tile on a scenario's initial board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScenarioTile {
    pub cell: (i16, i16),
    pub tile: TileId,
    #[serde(default)]
    pub rot: u8,
    #[serde(default)]
    pub facedown: bool,
}

/// Ghosts on a cell of a scenario board: into its mist areas in order, or onto its cemetery.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScenarioGhosts {
    pub cell: (i16, i16),
    pub count: u8,
}

/// A meeple on a scenario board: colour, cell and area index of that tile.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScenarioMeeple {
    pub colour: Colour,
    pub cell: (i16, i16),
    pub area: u8,
    /// Hounds attached to it (0 = Rufus, 1 = Ronja).
    #[serde(default)]
    pub hounds: Vec<u8>,
}

/// A fixed start for tutorials, puzzles, bug reproductions and engine tests (docs/levels.md).
/// Everything not given is set up as in a normal game.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Scenario {
    /// Pile contents by tile id, bottom first / top last; replaces the shuffle.
    pub piles: Option<Vec<Vec<TileId>>>,
    /// Tiles placed before the first turn (the start tile is always there).
    pub board: Vec<ScenarioTile>,
    /// Ghosts on the board; when given, replace the start tile's setup ghosts.
    pub ghosts: Option<Vec<ScenarioGhosts>>,
    pub meeples: Vec<ScenarioMeeple>,
    /// Buried meeples: colour and cemetery cell.
    pub buried: Vec<(Colour, (i16, i16))>,
    pub totals: Option<Vec<u32>>,
    pub markers_resolved: usize,
    /// Hounds already lost or scored (0 = Rufus, 1 = Ronja).
    pub hounds_gone: Vec<u8>,
    pub active_pile: usize,
    pub current_player: usize,
}

/// A level preset file (`assets/levels/levelN.ron`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LevelConfig {
    pub level: u8,
    pub name: String,
    /// One line on what is new (the New game page).
    #[serde(default)]
    pub blurb: String,
    /// Tile-set file, relative to the preset file.
    pub tiles: PathBuf,
    #[serde(default)]
    pub exclude: Vec<Exclude>,
    /// Ghosts in the game (RULES §5); the start tile's symbols take theirs from it.
    pub ghosts: u8,
    /// Number of piles (1, or 3 × 20 from Level 3).
    pub piles: u8,
    /// Absolute thresholds, one per pile; the last is the goal, the others are hound markers.
    pub thresholds: Vec<u32>,
    pub cemeteries: CemeteryRule,
    /// Meeples may stand in castles (Level 2+).
    pub castle_meeples: bool,
    /// Level 6: individual scoring meeples (RULES §15).
    #[serde(default)]
    pub individual_scoring: bool,
    #[serde(default)]
    pub settings: Settings,
    #[serde(default)]
    pub scenario: Option<Scenario>,
    /// Who plays this preset (a scenario may place meeples of their colours); `mists-cli check`
    /// and `play` use it when no other players are given.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub players: Option<PlayerSetup>,
}

impl Scenario {
    /// Numbers from the file against the rules' ranges (docs/levels.md).
    fn validate(&self, cfg: &LevelConfig) -> Result<(), InvalidLevel> {
        let cells = self
            .board
            .iter()
            .map(|t| t.cell)
            .chain(self.ghosts.iter().flatten().map(|g| g.cell))
            .chain(self.meeples.iter().map(|m| m.cell))
            .chain(self.buried.iter().map(|b| b.1));
        for (x, y) in cells {
            if x.unsigned_abs() > BOARD_LIMIT as u16 || y.unsigned_abs() > BOARD_LIMIT as u16 {
                return Err(InvalidLevel::FarCell(x, y));
            }
        }
        if let Some(totals) = &self.totals {
            if let Some(&t) = totals.iter().find(|&&t| t > TOTAL_CAP) {
                return Err(InvalidLevel::Total(t));
            }
            if totals.iter().copied().min().unwrap_or(0) >= cfg.goal() {
                return Err(InvalidLevel::AtGoal {
                    totals: totals.clone(),
                    goal: cfg.goal(),
                });
            }
        }
        Ok(())
    }
}

/// A located, one-line reason why a preset cannot be used.
#[derive(Debug, thiserror::Error)]
pub enum LevelError {
    #[error(transparent)]
    Read(#[from] mists_board::input::ReadError),
    #[error(transparent)]
    Syntax(#[from] mists_board::tileset::RonError),
    #[error("{file}: {source}")]
    Invalid { file: String, source: InvalidLevel },
    #[error(transparent)]
    Tiles(#[from] mists_board::TileSetError),
}

impl LevelConfig {
    pub fn load(path: &Path) -> Result<LevelConfig, LevelError> {
        let text = mists_board::input::read_text(path)?;
        Self::from_ron(&text, &path.display().to_string())
    }

    pub fn from_ron(text: &str, file: &str) -> Result<LevelConfig, LevelError> {
        let cfg: LevelConfig = mists_board::tileset::parse_ron(text, file)?;
        cfg.validate().map_err(|source| LevelError::Invalid {
            file: file.to_string(),
            source,
        })?;
        Ok(cfg)
    }

    pub fn validate(&self) -> Result<(), InvalidLevel> {
        if !(1..=6).contains(&self.level) {
            return Err(InvalidLevel::Level(self.level));
        }
        if self.piles == 0 || self.thresholds.len() != self.piles as usize {
            return Err(InvalidLevel::Thresholds {
                piles: self.piles,
                found: self.thresholds.len(),
            });
        }
        if self.thresholds.windows(2).any(|w| w[0] >= w[1]) {
            return Err(InvalidLevel::Unordered);
        }
        if self.piles > 3 {
            return Err(InvalidLevel::Piles(self.piles));
        }
        if self.ghosts == 0 || self.ghosts > 15 {
            return Err(InvalidLevel::Ghosts(self.ghosts));
        }
        if !(1..=2).contains(&self.settings.tile58_ghosts) {
            return Err(InvalidLevel::Tile58(self.settings.tile58_ghosts));
        }
        if self.goal() > TOTAL_CAP {
            return Err(InvalidLevel::Total(self.goal()));
        }
        if self.tiles.as_os_str().is_empty() {
            return Err(InvalidLevel::NoTiles);
        }
        if let Some(sc) = &self.scenario {
            sc.validate(self)?;
        }
        Ok(())
    }

    /// Hound markers: every threshold but the goal (RULES §5, §14).
    pub fn markers(&self) -> usize {
        self.thresholds.len().saturating_sub(1)
    }

    /// Whether the level has piles with hound markers (Levels 3–6, RULES §14).
    pub fn has_hounds(&self) -> bool {
        self.markers() > 0
    }

    /// The goal threshold (the last pile's requirement).
    pub fn goal(&self) -> u32 {
        *self.thresholds.last().unwrap_or(&0)
    }

    pub fn cemetery_hood(&self) -> Neighbourhood {
        match self.cemeteries {
            CemeteryRule::Haunted => Neighbourhood::N8,
            _ => Neighbourhood::N4,
        }
    }

    /// The built-in preset of a level, shipped in `assets/levels/`.
    pub fn builtin_path(assets: &Path, level: u8) -> PathBuf {
        assets.join("levels").join(format!("level{level}.ron"))
    }
}

pub(crate) fn cell(c: (i16, i16)) -> Cell {
    Cell::new(c.0, c.1)
}

/// A preset with its tile set, loaded from a file (tile path relative to the preset).
pub fn load_preset(path: &Path) -> Result<(LevelConfig, mists_board::TileSet), LevelError> {
    let cfg = LevelConfig::load(path)?;
    let tiles = load_tiles_for(&cfg, path.parent().unwrap_or(Path::new(".")))?;
    Ok((cfg, tiles))
}

/// The tile set a preset names, resolved against `dir` (the preset's folder).
pub fn load_tiles_for(cfg: &LevelConfig, dir: &Path) -> Result<mists_board::TileSet, LevelError> {
    load_tiles_and_text_for(cfg, dir).map(|(tiles, _)| tiles)
}

/// The tile set a preset names and the text it was read from, read once (an online host sends
/// that text to its clients: they must build the very set the host plays on).
pub fn load_tiles_and_text_for(
    cfg: &LevelConfig,
    dir: &Path,
) -> Result<(mists_board::TileSet, String), LevelError> {
    let path = dir.join(&cfg.tiles);
    let text = mists_board::input::read_text(&path)?;
    let tiles = mists_board::TileSet::from_ron(&text, &path.display().to_string())?;
    if !tiles.has_start() {
        return Err(LevelError::Invalid {
            file: path.display().to_string(),
            source: InvalidLevel::NoStart,
        });
    }
    Ok((tiles, text))
}
