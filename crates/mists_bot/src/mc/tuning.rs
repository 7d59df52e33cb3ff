//! The search as shipped since issue 51: per level, the cheapest playouts that kept its strength
//! (docs/balance.md, "The search as shipped since issue 51": 300 games a level, the same wins
//! within their 95 % intervals; on two threads 6.4× less time a placement on Level 4, 5.5× on
//! Level 6, p50).

use super::{Rollout, SearchBot};
use mists_rules::Table;

/// Levels 1–5: the one-ply planner plays one turn past the candidate's, then the planner's
/// evaluation judges (Level 4: 293 of 300 won, against 294 with 4 planner turns).
pub const PLANNER_TURNS: u32 = 1;
/// Level 6: greedy playouts to 2 turns (on to the pile's end when it is near); the candidates
/// stay the two-ply planner's pairs (58 of 300 won, against 66 with 4 planner turns).
pub const GREEDY_TURNS: u32 = 2;

/// Turns a tuned search's playouts play on table `t`'s level before they are judged.
pub fn playout_turns(t: &Table) -> u32 {
    if super::plays_on_to_pile_end(t) {
        GREEDY_TURNS
    } else {
        PLANNER_TURNS
    }
}

impl SearchBot {
    /// Choose the playouts by the level at each search ([`PLANNER_TURNS`], [`GREEDY_TURNS`]).
    pub fn tuned(mut self) -> Self {
        self.tuned = true;
        self
    }

    /// Set the horizon and rollout for the level of table `t`, if [`Self::tuned`].
    pub(super) fn tune(&mut self, t: &Table) {
        if !self.tuned {
            return;
        }
        self.horizon = Some(playout_turns(t));
        self.rollout = if super::plays_on_to_pile_end(t) {
            Rollout::Greedy
        } else {
            Rollout::Planner
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mc::Budget;
    use mists_rules::level::{LevelConfig, load_preset};
    use mists_rules::{Engine, PlayerSetup};
    use std::path::Path;

    fn table(level: u8) -> Table {
        let assets = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../assets");
        let (cfg, tiles) = load_preset(&LevelConfig::builtin_path(&assets, level)).unwrap();
        let e = Engine::new(cfg, &tiles, &PlayerSetup::new(2), 1).unwrap();
        e.table().clone()
    }

    #[test]
    fn a_tuned_search_plays_greedy_on_level_6_and_the_planner_elsewhere() {
        let tuned = |level| {
            let mut bot = SearchBot::new(0, Budget::Playouts(4)).tuned();
            bot.tune(&table(level));
            (bot.horizon, bot.rollout)
        };
        assert_eq!(tuned(6), (Some(GREEDY_TURNS), Rollout::Greedy));
        for level in [1, 4, 5] {
            assert_eq!(
                tuned(level),
                (Some(PLANNER_TURNS), Rollout::Planner),
                "level {level}"
            );
        }
        // Not tuned: what it was given stays.
        let mut bot = SearchBot::new(0, Budget::Playouts(4)).with_horizon(4);
        bot.tune(&table(6));
        assert_eq!((bot.horizon, bot.rollout), (Some(4), Rollout::Planner));
    }
}
