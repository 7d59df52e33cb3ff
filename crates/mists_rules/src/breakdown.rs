//! Where a game's points came from, and what else it came to (issue 49: the ending's
//! breakdown), read from its events. Each award (`RuleEvent::PointsAwarded`, RULES §12.5) belongs
//! to the feature scored before it (`FeatureScored`, §12.4) or to the hound whose scoring came
//! just before it (`HoundScored`, §14.5): the scoring step emits them in that order.

use crate::event::{GhostCause, RuleEvent};
use mists_board::FeatureKind;

/// What scored points.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Source {
    Feature(FeatureKind),
    Hound,
}

/// A game's points by source and by scoring meeple, and its other counts.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Breakdown {
    /// Points by source, in the order each first scored.
    pub by_source: Vec<(Source, u32)>,
    /// Points by scoring meeple (the indices of the table's totals).
    pub by_index: Vec<u32>,
    /// Completed features that scored, and those given up to pacify instead (§12.4).
    pub scored: u32,
    pub pacified_instead: u32,
    /// Ghosts taken off the board by pacifying (§12.4).
    pub pacified: u32,
    /// Ghosts taken off the board in all (completed banks, pacifying, hounds, cemeteries).
    pub ghosts_removed: u32,
    pub tiles_placed: u32,
    /// The last turn begun: the one the game was decided on.
    pub last_turn: u32,
}

impl Breakdown {
    /// The breakdown of `events` (a whole game's, in order) for a table of `indices` totals.
    pub fn of<'a>(events: impl IntoIterator<Item = &'a RuleEvent>, indices: usize) -> Breakdown {
        let mut b = Breakdown {
            by_index: vec![0; indices],
            ..Breakdown::default()
        };
        let mut source = None;
        for e in events {
            match e {
                RuleEvent::FeatureScored { kind, .. } => {
                    source = Some(Source::Feature(*kind));
                    b.scored += 1;
                }
                RuleEvent::HoundScored { .. } => source = Some(Source::Hound),
                RuleEvent::PointsAwarded { index, points, .. } => b.add(source, *index, *points),
                RuleEvent::Pacified { count, .. } => {
                    b.pacified_instead += 1;
                    b.pacified += u32::from(*count);
                }
                RuleEvent::GhostsRemoved { count, cause, .. } => {
                    debug_assert!(matches!(
                        cause,
                        GhostCause::BankCompleted
                            | GhostCause::Pacified
                            | GhostCause::CemeteryClosed
                            | GhostCause::Hound
                    ));
                    b.ghosts_removed += u32::from(*count);
                }
                RuleEvent::TilePlaced { .. } => b.tiles_placed += 1,
                RuleEvent::TurnStarted { turn, .. } => b.last_turn = *turn,
                _ => {}
            }
        }
        b
    }

    fn add(&mut self, source: Option<Source>, index: u8, points: u32) {
        if let Some(t) = self.by_index.get_mut(index as usize) {
            *t = t.saturating_add(points);
        }
        // An award before any scoring cannot happen; kept under the features if it did.
        let source = source.unwrap_or(Source::Feature(FeatureKind::MistBank));
        match self.by_source.iter_mut().find(|(s, _)| *s == source) {
            Some((_, p)) => *p = p.saturating_add(points),
            None => self.by_source.push((source, points)),
        }
    }

    /// All points scored.
    pub fn total(&self) -> u32 {
        self.by_source.iter().map(|(_, p)| p).sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{PlayerSetup, Sim};
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    /// Issue 49: the breakdown adds up to the table's totals, by scoring meeple and in all, over
    /// whole games of every level played by answers picked at random (seeded) among those offered
    /// (random play never scores a hound: `mists_bot`'s tests check the hounds' points).
    #[test]
    fn the_breakdown_adds_up_to_the_totals() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../assets/levels");
        for level in 1..=6u8 {
            for seed in 0..6 {
                let path = root.join(format!("level{level}.ron"));
                let (cfg, tiles) = crate::level::load_preset(&path).expect("a level");
                let players = PlayerSetup::new(if level == 6 { 3 } else { 2 });
                let mut sim = Sim::new(cfg, &tiles, &players, seed).expect("a game");
                let mut events = sim.take_events();
                let mut rng = ChaCha8Rng::seed_from_u64(seed);
                for _ in 0..5000 {
                    let Some(p) = sim.pending().cloned() else {
                        break;
                    };
                    let d = p.options[(rng.next_u64() % p.options.len() as u64) as usize];
                    sim.decide(d).expect("offered");
                    events.extend(sim.take_events());
                }
                assert!(sim.outcome().is_some(), "level {level} seed {seed} ended");
                let totals = &sim.table.score.totals;
                let b = Breakdown::of(&events, totals.len());
                assert_eq!(&b.by_index, totals, "level {level} seed {seed}");
                assert_eq!(b.total(), totals.iter().sum::<u32>());
                assert!(b.tiles_placed > 0 && b.last_turn > 0);
            }
        }
    }

    #[test]
    fn an_award_belongs_to_the_scoring_before_it() {
        let award = |index, points| RuleEvent::PointsAwarded {
            index,
            points,
            total: 0,
        };
        let events = [
            RuleEvent::FeatureScored {
                kind: FeatureKind::City,
                value: 10,
                colours: vec![],
            },
            award(0, 10),
            award(1, 10),
            RuleEvent::HoundScored {
                hound: 0,
                points: 4,
            },
            award(1, 4),
            RuleEvent::FeatureScored {
                kind: FeatureKind::Road,
                value: 3,
                colours: vec![],
            },
            award(0, 3),
        ];
        let b = Breakdown::of(&events, 2);
        assert_eq!(
            b.by_source,
            [
                (Source::Feature(FeatureKind::City), 20),
                (Source::Hound, 4),
                (Source::Feature(FeatureKind::Road), 3)
            ]
        );
        assert_eq!(b.by_index, [13, 14]);
        assert_eq!(b.scored, 2);
    }
}
