//! The competitive match's review, seat by seat (issue 51, mists_bot::competitive::review): a
//! play that gives away points is marked, the search bot's plays are not, the numbers are the same
//! for a seed on one thread or two, and a record that does not replay is refused with its reason.

use mists_bot::competitive::review::{MatchReview, review};
use mists_bot::competitive::search::{self, Budget};
use mists_bot::review::Settings;
use mists_rules::competitive::file::{CompetitiveRecord, FileError};
use mists_rules::competitive::{Match, Play, Stage};
use std::path::{Path, PathBuf};

fn preset() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../assets/levels/competitive.ron")
}

fn record(seed: u64, plays: Vec<Play>) -> CompetitiveRecord {
    CompetitiveRecord {
        competitive: preset(),
        players: 2,
        seed,
        piles: None,
        plays,
        whole: None,
    }
}

fn start(seed: u64) -> Match {
    record(seed, Vec::new())
        .replay(Path::new("."), "test.ron", None)
        .expect("the shipped preset")
}

fn run(rec: &CompetitiveRecord, deals: u32, threads: usize) -> Result<MatchReview, FileError> {
    let cfg = Settings {
        deals,
        seed: 5,
        threads,
        ..Settings::default()
    };
    review(rec, Path::new("."), "test.ron", cfg, &mut |_, _| {}, None)
}

/// Points `play` brings its player by the end of its turn, greedy finishing the turn.
fn points_now(m: &Match, play: Play) -> i64 {
    let seat = m.current;
    let mut next = m.clone();
    next.apply(play).expect("a legal play");
    // A deploy ends the turn (RULES §20.2 then scoring §20.4): the scores are the turn's.
    next.scores[seat as usize] as i64 - m.scores[seat as usize] as i64
}

/// Greedy's plays from the start of `seed` until a piece could be deployed for at least
/// `points` at once; then passing instead (RULES §20.2 allows it).
fn with_a_pass_that_gives_points_away(seed: u64, points: i64) -> Option<(Vec<Play>, i64)> {
    let mut m = start(seed);
    let mut plays = Vec::new();
    while !m.is_over() && plays.len() < 60 {
        if m.stage == Stage::Deploy {
            let gain = m
                .legal()
                .into_iter()
                .filter(|p| matches!(p, Play::Deploy { .. }))
                .map(|p| points_now(&m, p) - points_now(&m, Play::Pass))
                .max()
                .unwrap_or(0);
            if gain >= points {
                plays.push(Play::Pass);
                return Some((plays, gain));
            }
        }
        let play = mists_bot::competitive::choose(&m).expect("a play");
        m.apply(play).expect("greedy's own option");
        plays.push(play);
    }
    None
}

/// Passing where a meeple would have scored a feature at once is marked, and is the costliest.
#[test]
fn a_pass_that_gives_points_away_is_marked() {
    let (plays, gain) = (0..20)
        .find_map(|seed| with_a_pass_that_gives_points_away(seed, 6).map(|p| (seed, p)))
        .map(|(seed, (plays, gain))| (record(seed, plays), gain))
        .expect("a seed with such a pass in its first 60 plays");
    let r = run(&plays, 8, 2).expect("a record that replays");
    let last = plays.plays.len() - 1;
    let step = r
        .steps
        .iter()
        .find(|s| s.index == last)
        .expect("the pass is judged");
    assert!(step.mistake, "a pass giving {gain} points away: {step:?}");
    assert_eq!(r.worst(Some(step.seat), 1)[0].index, last, "{r:?}");
    assert!(r.complete && r.scores.is_none());
}

/// The search bot's own plays (its seat) are not marked, and every play with a choice is judged
/// for the seat that made it.
#[test]
fn the_search_bots_plays_are_not_marked() {
    let mut m = start(3);
    let mut plays = Vec::new();
    let budget = Budget::default();
    while plays.len() < 24 {
        let play = search::choose(&m, &budget, 1).expect("a play");
        m.apply(play).expect("the search's own option");
        plays.push(play);
    }
    let r = run(&record(3, plays.clone()), 8, 2).unwrap();
    let marked: Vec<_> = r.steps.iter().filter(|s| s.mistake).collect();
    assert!(marked.is_empty(), "{marked:?}");
    assert!(r.steps.len() >= 8, "{} plays judged", r.steps.len());
    let mut replay = start(3);
    for (i, &p) in plays.iter().enumerate() {
        if let Some(s) = r.steps.iter().find(|s| s.index == i) {
            assert_eq!((s.seat, s.chosen.play), (replay.current, p));
        }
        replay.apply(p).unwrap();
    }
}

/// Greedy's first `n` plays of `seed`.
fn greedy_plays(seed: u64, n: usize) -> Vec<Play> {
    let mut m = start(seed);
    (0..n)
        .map(|_| {
            let p = mists_bot::competitive::choose(&m).expect("a play");
            m.apply(p).expect("greedy's own option");
            p
        })
        .collect()
}

/// The numbers are a pure function of (record, deals, seed): one thread or two; another seed
/// deals other piles.
#[test]
fn the_numbers_do_not_depend_on_threads() {
    let rec = record(0, greedy_plays(0, 10));
    let one = run(&rec, 4, 1).unwrap();
    assert!(one.steps.len() >= 4, "{one:?}");
    assert_eq!(one.steps, run(&rec, 4, 2).unwrap().steps);
    let cfg = Settings {
        deals: 4,
        seed: 6,
        threads: 2,
        ..Settings::default()
    };
    let other = review(&rec, Path::new("."), "test.ron", cfg, &mut |_, _| {}, None).unwrap();
    assert_ne!(one.steps, other.steps);
}

/// A record whose play the rules refuse is refused before any work, naming the play's index.
#[test]
fn a_record_that_does_not_replay_is_refused() {
    let plays = greedy_plays(2, 3);
    // A second pass where the turn has moved on: now is the time to place a tile.
    let mut bad = plays.clone();
    bad.insert(1, Play::Pass);
    bad.insert(1, Play::Pass);
    let err = run(&record(2, bad), 4, 1).unwrap_err();
    let text = err.to_string();
    assert!(
        matches!(err, FileError::Illegal { index, .. } if index <= 2),
        "{text}"
    );
    assert!(text.contains("RULES §20"), "{text}");
}
