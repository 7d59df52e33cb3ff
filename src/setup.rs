//! What the New game page produces and the rules engine will consume: level, players, colours,
//! seed and the rule switches of RULES §18. Plain data, no systems.

use bevy::prelude::*;

/// The meeple colours are the engine's (RULES §1); the view only adds how they look.
use mists_rules::Colour;

/// Display colour of a meeple colour.
pub fn colour_rgb(c: Colour) -> [u8; 3] {
    match c {
        // Chosen so the closest pair stays apart under simulated deuteranopia (CIE ΔE 28 instead
        // of 14 for the first palette), protanopia and tritanopia (docs/game.md); the meeples'
        // numbered badges tell them apart besides.
        Colour::Red => [210, 40, 40],
        Colour::Green => [20, 150, 120],
        Colour::Blue => [40, 90, 220],
        Colour::Yellow => [245, 210, 50],
        Colour::Black => [40, 40, 44],
        Colour::Pink => [245, 150, 215],
    }
}

/// A colour as a line or a bar on the dark panels: the shared black meeple's made light enough to
/// read there (issue 49: the black track was invisible), the others as they are.
pub fn colour_on_dark(c: Colour) -> [u8; 3] {
    match c {
        Colour::Black => [170, 170, 180],
        c => colour_rgb(c),
    }
}

/// RULES §4.1: colours per player and meeples per colour for 1–5 players (Levels 1–5).
pub fn colours_per_player(players: u8) -> usize {
    match players {
        1 => 4,
        2 => 2,
        _ => 1,
    }
}

pub fn meeples_per_colour(players: u8) -> u8 {
    if players <= 2 { 3 } else { 5 }
}

/// The rule switches of RULES §18, as the engine reads them.
pub use mists_rules::level::{CopyGhostCounts, JointScoring, Level6Setup};

/// Everything chosen before a game starts.
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct GameSetup {
    /// 1..=6.
    pub level: u8,
    /// 1..=5.
    pub players: u8,
    /// Per player, the colours they play (RULES §4.1: 4 solo, 2 each for two players, else 1).
    pub colours: Vec<Vec<Colour>>,
    /// Shuffle seed; `None` picks one at start.
    pub seed: Option<u64>,
    /// A custom level preset file instead of the built-in level (user's `levels/` folder).
    pub preset: Option<std::path::PathBuf>,
    /// Seats played by the bot (index = seat); all true is a bot-only demo.
    pub bots: Vec<bool>,
    /// Seconds a bot seat waits before each decision (so people can follow).
    pub bot_delay: f32,
    /// Player aids: hints, legal-spot highlighting, the ghost warning. Purists switch them off.
    pub aids: bool,
    /// The stronger bot: hints and bot seats search tile placements (up to a second each).
    pub search: bool,
    pub rules: mists_rules::Settings,
    /// The daily game of this day was chosen (its level's own rules are played; the game counts
    /// as the daily one only if its level and seed are that day's, `daily::note_result`).
    pub daily: Option<mists_rules::daily::Day>,
}

impl Default for GameSetup {
    fn default() -> Self {
        let mut s = GameSetup {
            level: 1,
            players: 1,
            colours: Vec::new(),
            seed: None,
            preset: None,
            bots: vec![false; 5],
            bot_delay: 0.6,
            aids: true,
            search: false,
            rules: mists_rules::Settings::default(),
            daily: None,
        };
        s.assign_default_colours();
        s
    }
}

impl GameSetup {
    /// Deal colours in order: player 1 gets the first ones.
    pub fn assign_default_colours(&mut self) {
        let per = colours_per_player(self.players);
        let mut next = Colour::ALL.iter().copied();
        self.colours = (0..self.players)
            .map(|_| next.by_ref().take(per).collect())
            .collect();
    }

    pub fn colours_in_play(&self) -> impl Iterator<Item = Colour> + '_ {
        self.colours.iter().flatten().copied()
    }

    /// The colour of the shared scoring meeple (Levels 1–5): the first colour not in play.
    pub fn scoring_colour(&self) -> Option<Colour> {
        Colour::ALL
            .into_iter()
            .find(|c| !self.colours_in_play().any(|p| p == *c))
    }

    /// Give `colour` to player `p`, slot `slot`; whoever held it gets the colour it replaces.
    pub fn set_colour(&mut self, p: usize, slot: usize, colour: Colour) {
        let old = self.colours[p][slot];
        for cs in self.colours.iter_mut() {
            for c in cs.iter_mut() {
                if *c == colour {
                    *c = old;
                }
            }
        }
        self.colours[p][slot] = colour;
    }

    /// The seats and colours as the rules engine takes them (RULES §4.1).
    pub fn player_setup(&self) -> mists_rules::PlayerSetup {
        mists_rules::PlayerSetup {
            players: self.players,
            colours: Some(self.colours.clone()),
            scoring_colours: None,
        }
    }
}

/// One level as the New game page shows it, read from its preset file (RULES §5 lives in
/// `assets/levels/levelN.ron`, nowhere else).
#[derive(Clone, Debug, PartialEq)]
pub struct LevelInfo {
    pub number: u8,
    pub tiles: usize,
    pub ghosts: u8,
    pub piles: u8,
    /// Tiles in each pile.
    pub per_pile: usize,
    /// Marker thresholds (Rufus, Ronja) and the goal, as absolute totals.
    pub rufus: Option<u32>,
    pub ronja: Option<u32>,
    pub goal: u32,
    /// Level 6: each scoring meeple must reach the thresholds.
    pub each: bool,
    /// Castle tiles in the box, and the cemeteries' rule (0: none in play, 1: closed by their
    /// four sides, 2: haunted, with facedown tiles): what the level card pictures (issue 49).
    pub castles: bool,
    pub cemeteries: u8,
}

impl LevelInfo {
    pub fn from_preset(cfg: &mists_rules::LevelConfig, tiles: &mists_board::TileSet) -> LevelInfo {
        let pool = tiles
            .copies
            .iter()
            .filter(|c| {
                let s = tiles.def(c.ty).special;
                !cfg.exclude.iter().any(|x| match x {
                    mists_rules::level::Exclude::Castles => s == mists_board::Special::Castle,
                    mists_rules::level::Exclude::Cemeteries => s == mists_board::Special::Cemetery,
                })
            })
            .count();
        let markers = &cfg.thresholds[..cfg.thresholds.len().saturating_sub(1)];
        LevelInfo {
            number: cfg.level,
            tiles: pool,
            ghosts: cfg.ghosts,
            piles: cfg.piles,
            per_pile: pool / cfg.piles.max(1) as usize,
            rufus: markers.first().copied(),
            ronja: markers.get(1).copied(),
            goal: cfg.goal(),
            each: cfg.individual_scoring,
            castles: !cfg.exclude.contains(&mists_rules::level::Exclude::Castles),
            cemeteries: match cfg.cemeteries {
                mists_rules::level::CemeteryRule::None => 0,
                mists_rules::level::CemeteryRule::FourSides => 1,
                mists_rules::level::CemeteryRule::Haunted => 2,
            },
        }
    }
}

/// The six built-in levels, loaded with the tile set.
#[derive(Resource, Clone, Debug, Default)]
pub struct Levels(pub Vec<LevelInfo>);

impl Levels {
    pub fn get(&self, level: u8) -> Option<&LevelInfo> {
        self.0.iter().find(|l| l.number == level)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rules_4_1_colour_counts_and_scoring_colour() {
        for (players, per, total) in [(1, 4, 4), (2, 2, 4), (3, 1, 3), (4, 1, 4), (5, 1, 5)] {
            let mut s = GameSetup {
                players,
                ..GameSetup::default()
            };
            s.assign_default_colours();
            assert_eq!(s.colours.len(), players as usize);
            assert!(s.colours.iter().all(|c| c.len() == per));
            assert_eq!(s.colours_in_play().count(), total);
            let scoring = s.scoring_colour().unwrap();
            assert!(!s.colours_in_play().any(|c| c == scoring));
        }
    }

    #[test]
    fn choosing_a_taken_colour_swaps_it() {
        let mut s = GameSetup {
            players: 2,
            ..GameSetup::default()
        };
        s.assign_default_colours();
        assert_eq!(s.colours[1][0], Colour::Blue);
        s.set_colour(0, 0, Colour::Blue);
        assert_eq!(s.colours[0][0], Colour::Blue);
        assert_eq!(s.colours[1][0], Colour::Red);
        let all: std::collections::HashSet<_> = s.colours_in_play().collect();
        assert_eq!(all.len(), 4);
    }

    #[test]
    fn rules_5_level_rows_come_from_the_presets() {
        let root = std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/assets"));
        let tiles = crate::testing::tiles();
        let rows: Vec<LevelInfo> = (1..=6)
            .map(|n| {
                let cfg = mists_rules::LevelConfig::load(&mists_rules::LevelConfig::builtin_path(
                    root, n,
                ))
                .unwrap();
                LevelInfo::from_preset(&cfg, &tiles)
            })
            .collect();
        let goals: Vec<u32> = rows.iter().map(|l| l.goal).collect();
        assert_eq!(goals, [50, 75, 100, 120, 100, 50]);
        assert_eq!(
            (rows[0].tiles, rows[1].tiles),
            (50, 60),
            "Level 1 leaves castles and cemeteries out"
        );
        assert_eq!((rows[3].rufus, rows[3].ronja), (Some(20), Some(60)));
        assert_eq!(rows[5].ghosts, 12);
        assert!(
            rows[5].each && !rows[4].each,
            "only Level 6 counts each scoring meeple"
        );
        assert_eq!((rows[2].piles, rows[2].per_pile), (3, 20));
    }
}
