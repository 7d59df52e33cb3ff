//! What the level select produces and the rules engine will consume: level, players, colours,
//! seed and the rule switches of RULES §18. Plain data, no systems.

use bevy::prelude::*;

/// The meeple colours are the engine's (RULES §1); the view only adds how they look.
pub use mists_rules::Colour as MeepleColour;

/// Display colour of a meeple colour.
pub fn colour_rgb(c: MeepleColour) -> [u8; 3] {
    match c {
        MeepleColour::Red => [210, 50, 45],
        MeepleColour::Green => [60, 160, 70],
        MeepleColour::Blue => [50, 100, 210],
        MeepleColour::Yellow => [235, 200, 40],
        MeepleColour::Black => [40, 40, 44],
        MeepleColour::Pink => [235, 120, 180],
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
pub use mists_board::Neighbourhood as Vicinity;
pub use mists_rules::Settings as RuleSettings;
pub use mists_rules::level::{CopyGhostCounts, JointScoring, Level6Setup};

/// Everything chosen before a game starts.
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct GameSetup {
    /// 1..=6.
    pub level: u8,
    /// 1..=5.
    pub players: u8,
    /// Per player, the colours they play (RULES §4.1: 4 solo, 2 each for two players, else 1).
    pub colours: Vec<Vec<MeepleColour>>,
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
    pub rules: RuleSettings,
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
            rules: RuleSettings::default(),
        };
        s.assign_default_colours();
        s
    }
}

impl GameSetup {
    /// Deal colours in order: player 1 gets the first ones.
    pub fn assign_default_colours(&mut self) {
        let per = colours_per_player(self.players);
        let mut next = MeepleColour::ALL.iter().copied();
        self.colours = (0..self.players)
            .map(|_| next.by_ref().take(per).collect())
            .collect();
    }

    pub fn colours_in_play(&self) -> impl Iterator<Item = MeepleColour> + '_ {
        self.colours.iter().flatten().copied()
    }

    /// The colour of the shared scoring meeple (Levels 1–5): the first colour not in play.
    pub fn scoring_colour(&self) -> Option<MeepleColour> {
        MeepleColour::ALL
            .into_iter()
            .find(|c| !self.colours_in_play().any(|p| p == *c))
    }

    /// Give `colour` to player `p`, slot `slot`; whoever held it gets the colour it replaces.
    pub fn set_colour(&mut self, p: usize, slot: usize, colour: MeepleColour) {
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

    pub fn level_info(&self) -> &'static LevelInfo {
        &LEVELS[(self.level.clamp(1, 6) - 1) as usize]
    }
}

/// One row of RULES §5, for the level select.
pub struct LevelInfo {
    pub number: u8,
    pub tiles: u8,
    pub ghosts: u8,
    pub piles: &'static str,
    /// Marker thresholds (Rufus, Ronja) and the goal, as absolute totals.
    pub rufus: Option<u16>,
    pub ronja: Option<u16>,
    pub goal: u16,
    pub goal_note: &'static str,
    /// What this level adds to the one before.
    pub new: &'static str,
}

pub const LEVELS: [LevelInfo; 6] = [
    LevelInfo {
        number: 1,
        tiles: 50,
        ghosts: 15,
        piles: "1 pile",
        rufus: None,
        ronja: None,
        goal: 50,
        goal_note: "",
        new: "Roads, cities and mist: complete mist banks to chase the ghosts away.",
    },
    LevelInfo {
        number: 2,
        tiles: 60,
        ghosts: 15,
        piles: "1 pile",
        rufus: None,
        ronja: None,
        goal: 75,
        goal_note: "",
        new: "Castles and cemeteries join the pile; a closed cemetery buries a meeple.",
    },
    LevelInfo {
        number: 3,
        tiles: 60,
        ghosts: 15,
        piles: "3 piles of 20",
        rufus: Some(15),
        ronja: Some(50),
        goal: 100,
        goal_note: "",
        new: "Three piles with thresholds; the hounds Rufus and Ronja hunt ghosts.",
    },
    LevelInfo {
        number: 4,
        tiles: 60,
        ghosts: 13,
        piles: "3 piles of 20",
        rufus: Some(20),
        ronja: Some(60),
        goal: 120,
        goal_note: "",
        new: "Higher thresholds and only 13 ghosts.",
    },
    LevelInfo {
        number: 5,
        tiles: 60,
        ghosts: 13,
        piles: "3 piles of 20",
        rufus: Some(15),
        ronja: Some(50),
        goal: 100,
        goal_note: "",
        new: "Haunted cemeteries: they need 8 neighbours and bring facedown tiles.",
    },
    LevelInfo {
        number: 6,
        tiles: 60,
        ghosts: 12,
        piles: "3 piles of 20",
        rufus: Some(10),
        ronja: Some(25),
        goal: 50,
        goal_note: " each",
        new: "Three scoring meeples: every one must reach each threshold.",
    },
];

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
        assert_eq!(s.colours[1][0], MeepleColour::Blue);
        s.set_colour(0, 0, MeepleColour::Blue);
        assert_eq!(s.colours[0][0], MeepleColour::Blue);
        assert_eq!(s.colours[1][0], MeepleColour::Red);
        let all: std::collections::HashSet<_> = s.colours_in_play().collect();
        assert_eq!(all.len(), 4);
    }

    #[test]
    fn rules_5_level_table() {
        let goals: Vec<u16> = LEVELS.iter().map(|l| l.goal).collect();
        assert_eq!(goals, [50, 75, 100, 120, 100, 50]);
        assert_eq!(LEVELS[3].ronja, Some(60));
        assert_eq!(LEVELS[5].ghosts, 12);
    }
}
