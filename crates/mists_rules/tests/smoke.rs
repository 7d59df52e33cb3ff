mod common;
use common::*;

#[test]
fn random_games_end() {
    for level in 1..=6 {
        for players in [1, 2, 3, 5] {
            let mut e = engine(level, players, 7 + level as u64);
            let d = play_random(&mut e, 3);
            eprintln!(
                "level {level} players {players}: {:?} after {} decisions, turn {}",
                e.outcome(),
                d.len(),
                e.resource::<mists_rules::TurnCount>().turn
            );
        }
    }
}
