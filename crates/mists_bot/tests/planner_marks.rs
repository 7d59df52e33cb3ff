//! The review marks no good play as certain (issue 65): the planner's game of the deals the
//! random policy lost (Level 3, 2 players, seed 10; `mists-cli play ... --policy planner`),
//! reviewed with eight deals an option, gets no certain mark. A binary of its own: the review
//! takes much of the 15 s a test binary may.

mod fixture_review;

use fixture_review::reviewed_with;
use mists_bot::review::Certainty;
use mists_rules::Outcome;

#[test]
fn the_planners_game_of_the_same_deals_gets_no_certain_mark() {
    // The whole game was won.
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures");
    let name = "level3-seed10-planner.ron";
    let rec = mists_rules::record::Record::load(&dir.join(name)).unwrap();
    let end = rec.replay_sim(&dir, name, None).unwrap();
    assert_eq!(end.outcome(), Some(Outcome::Won));
    // Its first 40 decisions with eight deals an option, one round: enough for the first pass to
    // send some decisions to the paired test and grade a few as likely (three at this seed,
    // turns 7-8), not so many as to take the binary over its 15 s.
    let r = reviewed_with(name, 8, 1, Some(40));
    assert!(r.turning_point.is_none(), "a game not lost has none");
    let certain: Vec<_> = r
        .steps
        .iter()
        .filter(|s| s.certainty() == Some(Certainty::Certain))
        .collect();
    assert!(certain.is_empty(), "certain marks: {certain:?}");
    // Not for want of looking: some decisions were put to the paired test.
    assert!(
        r.steps.iter().any(|s| s.cost.is_some()),
        "no paired test ran"
    );
    assert!(
        r.steps
            .iter()
            .any(|s| s.certainty() == Some(Certainty::Likely)),
        "none graded: the certainty was not put to the test"
    );
    assert!(r.steps.iter().all(|s| !s.mistake));
    let acc = r.accuracy.as_ref().expect("an accuracy");
    assert!(acc.game > 0.95, "{acc:?}");
}
