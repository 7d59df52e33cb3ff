//! The decisions half of `mists-cli fuzz`, one loop for both games: a game ([`Fuzzed`]) is
//! answered with offered moves and made-up ones; an offered move must be taken, anything else
//! refused with a one-line reason, changing nothing. The cooperative table (the App-free machine
//! or the App-based engine) is one [`Fuzzed`] game, the competitive match
//! (`fuzz_competitive.rs`) the other.

use super::note;
use mists_board::{Cell, Rotation, TileSet};
use mists_rules::level::LevelConfig;
use mists_rules::snapshot::snapshot;
use mists_rules::{Colour, Decision, Engine, MeepleId, PlayerSetup, Sim};
use rand::RngExt;
use rand_chacha::ChaCha8Rng;
use std::fmt::Debug;

/// What one fuzzed game counted.
pub(super) struct Game {
    pub sent: u64,
    pub refused: u64,
    pub wrong: u64,
}

/// A game the fuzzer can answer.
pub(super) trait Fuzzed {
    type Move: Copy + PartialEq + Debug;
    /// What a refusal must leave as it was.
    type State: PartialEq;
    /// The moves offered now; None once the game is over.
    fn offered(&self) -> Option<Vec<Self::Move>>;
    /// Where the game stands, for a note.
    fn at(&self) -> String;
    /// Send a move; a refusal's reason.
    fn send(&mut self, m: Self::Move) -> Result<(), String>;
    fn state(&self) -> Self::State;
    /// Any move at all, with values well outside what the rules allow.
    fn made_up(rng: &mut ChaCha8Rng) -> Self::Move;
}

/// Answer `game` until it ends or `budget` moves (at most 3000) were sent: 60 % offered moves,
/// the rest made up.
pub(super) fn send_moves<G: Fuzzed>(game: &mut G, budget: u64, rng: &mut ChaCha8Rng) -> Game {
    let mut g = Game {
        sent: 0,
        refused: 0,
        wrong: 0,
    };
    while let Some(offered) = game.offered() {
        if g.sent >= budget.min(3000) {
            break;
        }
        if offered.is_empty() {
            g.wrong += 1;
            note(format!("nothing offered at {}", game.at()));
            break;
        }
        g.sent += 1;
        let m = if rng.random_bool(0.6) {
            offered[rng.random_range(0..offered.len())]
        } else {
            G::made_up(rng)
        };
        let is_offered = offered.contains(&m);
        let before = (!is_offered).then(|| game.state());
        let at = game.at();
        match (game.send(m), is_offered) {
            (Ok(()), true) => {}
            (Ok(()), false) => {
                g.wrong += 1;
                note(format!("accepted {m:?}, not offered at {at}"));
            }
            (Err(e), true) => {
                g.wrong += 1;
                note(format!("refused {m:?}, offered at {at}: {e}"));
            }
            (Err(reason), false) => {
                g.refused += 1;
                if reason.is_empty() || reason.contains('\n') {
                    g.wrong += 1;
                    note(format!("refusal without a one-line reason: {m:?}"));
                }
                if before.as_ref() != Some(&game.state()) {
                    g.wrong += 1;
                    note(format!("refusing {m:?} changed the game at {at}"));
                }
            }
        }
    }
    g
}

/// The cooperative table: the App-free machine or the App-based engine, driven the same way.
enum Table {
    Sim(Box<Sim>),
    App(Box<Engine>),
}

impl Table {
    fn pending(&self) -> Option<&mists_rules::PendingDecision> {
        match self {
            Table::Sim(s) => s.pending(),
            Table::App(e) => e.pending(),
        }
    }
}

impl Fuzzed for Table {
    type Move = Decision;
    type State = mists_rules::snapshot::Snapshot;
    fn offered(&self) -> Option<Vec<Decision>> {
        self.pending().map(|p| p.options.clone())
    }
    fn at(&self) -> String {
        self.pending()
            .map_or_else(|| "the end".into(), |p| format!("{:?}", p.kind))
    }
    fn send(&mut self, d: Decision) -> Result<(), String> {
        match self {
            Table::Sim(s) => s.decide(d),
            Table::App(e) => e.decide(d),
        }
        .map_err(|e| e.reason)
    }
    fn state(&self) -> Self::State {
        match self {
            Table::Sim(s) => snapshot(&s.table, &s.flow),
            // Without the log: a refusal adds a `Rejected` event, not a change to the table.
            Table::App(e) => snapshot(e.table(), e.flow()),
        }
    }
    fn made_up(rng: &mut ChaCha8Rng) -> Decision {
        made_up(rng)
    }
}

/// One fuzzed cooperative game of `cfg` on the machine, or on the engine when `app`.
pub(super) fn play(
    cfg: &LevelConfig,
    tiles: &TileSet,
    players: u8,
    seed: u64,
    app: bool,
    budget: u64,
    rng: &mut ChaCha8Rng,
) -> Game {
    let setup = PlayerSetup::new(players);
    let started = if app {
        Engine::new(cfg.clone(), tiles, &setup, seed).map(|e| Table::App(Box::new(e)))
    } else {
        Sim::new(cfg.clone(), tiles, &setup, seed).map(|s| Table::Sim(Box::new(s)))
    };
    let Ok(mut t) = started else {
        note(format!("level {} would not start", cfg.level));
        return Game {
            sent: 0,
            refused: 0,
            wrong: 1,
        };
    };
    send_moves(&mut t, budget, rng)
}

/// Any decision at all, with values well outside what the rules allow.
fn made_up(rng: &mut ChaCha8Rng) -> Decision {
    let coord = |rng: &mut ChaCha8Rng| -> i16 {
        match rng.random_range(0..6) {
            0 => i16::MAX,
            1 => i16::MIN,
            2 => rng.random_range(-1000..=1000),
            _ => rng.random_range(-6..=6),
        }
    };
    let cell = Cell::new(coord(rng), coord(rng));
    let small = |rng: &mut ChaCha8Rng| -> u8 {
        if rng.random_bool(0.8) {
            rng.random_range(0..5)
        } else {
            rng.random()
        }
    };
    let area = mists_board::AreaIdx(small(rng));
    let colour = Colour::ALL[rng.random_range(0..Colour::ALL.len())];
    match rng.random_range(0..15) {
        0 => Decision::PlaceTile {
            cell,
            rot: Rotation(small(rng)),
        },
        1 => Decision::LeaveEmpty { area },
        2 => Decision::CemeteryGhost { cell },
        3 => Decision::HauntArea { cell, area },
        4 => Decision::PlaceMeeple { area, colour },
        5 => Decision::SkipMeeple,
        6 => Decision::ScoreNext { cell, area },
        7 => Decision::Score,
        8 => Decision::Pacify {
            cell: rng.random_bool(0.8).then_some(cell),
            count: small(rng),
        },
        9 => Decision::AssignPoints { index: small(rng) },
        10 => Decision::Bury {
            meeple: MeepleId(small(rng)),
        },
        11 => Decision::AttachHound {
            meeple: MeepleId(rng.random()),
        },
        12 => Decision::HoundClear {
            cell,
            count: small(rng),
        },
        13 => Decision::HoundDone,
        _ => Decision::Facedown { cell },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    /// A toy game: adds offered numbers (1 or 2) until 20; `fault` makes it misbehave.
    struct Toy {
        total: u32,
        fault: Option<Fault>,
    }

    #[derive(Clone, Copy)]
    enum Fault {
        TakesMadeUp,
        RefusesOffered,
        ChangesOnRefusal,
        OffersNothing,
    }

    impl Fuzzed for Toy {
        type Move = u32;
        type State = u32;
        fn offered(&self) -> Option<Vec<u32>> {
            match self.fault {
                Some(Fault::OffersNothing) => Some(Vec::new()),
                _ => (self.total < 20).then(|| vec![1, 2]),
            }
        }
        fn at(&self) -> String {
            self.total.to_string()
        }
        fn send(&mut self, m: u32) -> Result<(), String> {
            let offered = m == 1 || m == 2;
            match (self.fault, offered) {
                (Some(Fault::RefusesOffered), true) => Err("no".into()),
                (_, true) | (Some(Fault::TakesMadeUp), false) => {
                    self.total += m;
                    Ok(())
                }
                (Some(Fault::ChangesOnRefusal), false) => {
                    self.total += 1;
                    Err("not offered".into())
                }
                (_, false) => Err("not offered".into()),
            }
        }
        fn state(&self) -> u32 {
            self.total
        }
        fn made_up(rng: &mut ChaCha8Rng) -> u32 {
            rng.random_range(3..100)
        }
    }

    fn run(fault: Option<Fault>) -> Game {
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        send_moves(&mut Toy { total: 0, fault }, 3000, &mut rng)
    }

    #[test]
    fn a_game_that_keeps_the_rules_is_counted_with_nothing_wrong() {
        let g = run(None);
        assert_eq!(g.wrong, 0);
        assert!(g.sent > 0 && g.refused > 0, "both kinds of move were sent");
    }

    #[test]
    fn each_way_of_breaking_the_rules_is_counted_as_wrong() {
        for fault in [
            Fault::TakesMadeUp,
            Fault::RefusesOffered,
            Fault::ChangesOnRefusal,
            Fault::OffersNothing,
        ] {
            assert!(run(Some(fault)).wrong > 0);
        }
    }
}
