//! The coach marks no good play as certain (issue 65): the planner's game of the deals the
//! random policy lost (Level 3, 2 players, seed 10; `mists-cli play ... --policy planner`),
//! reviewed with four deals an option, gets no certain mark. A binary of its own: a whole
//! 40-turn review takes most of the 15 s a test binary may.

use mists_bot::review::{Certainty, Review, Settings, review};
use mists_rules::Outcome;
use mists_rules::record::Record;
use std::path::Path;

/// Rounds of the paired test (16 fresh deals at most: the shipped 8 would take too long here).
const ROUNDS: u32 = 4;

fn reviewed(name: &str) -> Review {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(name);
    let rec = Record::load(&path).expect("the fixture");
    let cfg = Settings {
        deals: 4,
        seed: 0,
        threads: 2,
        rounds: ROUNDS,
    };
    review(&rec, Path::new("."), name, cfg, &mut |_, _| {}, None).expect("it replays")
}

#[test]
fn the_planners_game_of_the_same_deals_gets_no_certain_mark() {
    let r = reviewed("level3-seed10-planner.ron");
    assert_eq!(r.outcome, Some(Outcome::Won));
    assert!(r.turning_point.is_none(), "a won game has none");
    let certain: Vec<_> = r
        .steps
        .iter()
        .filter(|s| s.certainty == Some(Certainty::Certain))
        .collect();
    assert!(certain.is_empty(), "certain marks: {certain:?}");
    assert!(r.steps.iter().all(|s| !s.mistake));
    let acc = r.accuracy.as_ref().expect("an accuracy");
    assert!(acc.game > 0.95, "{acc:?}");
}
