use super::*;
use mists_rules::loss::pile_need;
use mists_rules::record::Record;
use mists_rules::{DecisionKind, Sim};
use std::path::{Path, PathBuf};

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures")
}

/// The recorded game (the planner's, Level 6 for two) at its first tile placement with `left`
/// tiles in the pile in play.
fn position(file: &str, left: usize) -> Sim {
    let dir = fixtures();
    let record = Record::load(&dir.join(file)).unwrap();
    (0..record.decisions.len())
        .map(|n| record.replay_sim(&dir, file, Some(n)).unwrap())
        .find(|s| {
            matches!(
                s.pending().map(|p| &p.kind),
                Some(DecisionKind::PlaceTile { .. })
            ) && pile_need(&s.table, &s.flow).is_some_and(|n| n.tiles_left == left)
        })
        .unwrap_or_else(|| panic!("{file} has no placement with {left} tiles left"))
}

fn odds(s: &Sim) -> PileOdds {
    pile_odds(&PlayerView::new(&s.table, &s.turn, &s.flow), TRIES, 7, None).unwrap()
}

#[test]
fn the_pile_danger_fires_where_the_first_pile_ran_dry_and_the_bound_is_silent() {
    // The example (Level 6, seed 3, two players): 4 tiles left in the first pile, a
    // meeple 8 points short of 10; the game was lost there when the pile ran dry.
    let s = position("level6-seed3.ron", 4);
    let need = pile_need(&s.table, &s.flow).unwrap();
    assert_eq!((need.pile, need.threshold), (0, 10));
    assert_eq!(need.needs.iter().map(|n| n.1).max(), Some(8));
    // The rules' sound bound cannot call it lost (docs/game.md "The pile in play") …
    assert!(need.out_of_reach().is_empty(), "{need:?}");
    // … the planner's continuations almost never reach it.
    let o = odds(&s);
    assert_eq!((o.pile, o.tried), (0, TRIES));
    assert!(o.in_danger(), "{o:?}");
}

#[test]
fn the_pile_danger_stays_quiet_where_the_threshold_is_near() {
    // Level 6, seed 11, two players: 4 tiles left in the first pile and every meeple within 4
    // points of 10; the game went on to be won.
    let s = position("level6-seed11.ron", 4);
    let need = pile_need(&s.table, &s.flow).unwrap();
    assert!(need.needs.iter().all(|n| n.1 <= 4), "{need:?}");
    let o = odds(&s);
    assert!(!o.in_danger(), "{o:?}");
    assert!(o.share() > 0.5, "{o:?}");
}

#[test]
fn the_estimate_reads_only_the_players_view() {
    // The same position with the unseen tiles in another order gives the same count: nothing
    // but the view (and the seed) is read.
    let s = position("level6-seed3.ron", 6);
    let mut other = s.clone();
    let piles = std::sync::Arc::make_mut(&mut other.table.piles);
    piles.piles.iter_mut().for_each(|p| p.reverse());
    assert_ne!(s.table.piles.piles, other.table.piles.piles);
    let view = |s: &Sim| PlayerView::new(&s.table, &s.turn, &s.flow);
    assert_eq!(
        pile_odds(&view(&s), 16, 3, None),
        pile_odds(&view(&other), 16, 3, None)
    );
    // A stop set beforehand plays nothing.
    let stop = AtomicBool::new(true);
    assert_eq!(pile_odds(&view(&s), 16, 3, Some(&stop)).unwrap().tried, 0);
}

fn danger_at(s: &Sim, seed: u64) -> Danger {
    let view = PlayerView::new(&s.table, &s.turn, &s.flow);
    danger(&view, DANGER_TRIES, DANGER_HORIZON, seed, None).unwrap()
}

#[test]
fn the_pile_gauge_is_red_turns_before_the_pile_ran_dry() {
    // Level 6, seed 3: lost when the first pile ran dry; at 6 tiles left (3 turns of two
    // players' draws before the end of the pile) the pile's gauge is already red, the ghosts'
    // is not.
    let s = position("level6-seed3.ron", 6);
    let d = danger_at(&s, 7);
    assert_eq!(d.tried, DANGER_TRIES);
    assert_eq!(d.alarm(d.pile_share()), Alarm::Red, "{d:?}");
    assert!(d.alarm(d.ghosts_share()) < Alarm::Red, "{d:?}");
}

#[test]
fn the_gauges_stay_calm_where_the_game_went_on_to_be_won() {
    // Level 6, seed 11: won; at 4 tiles left in the first pile every need is near.
    let s = position("level6-seed11.ron", 4);
    let d = danger_at(&s, 7);
    assert_eq!(d.alarm(d.pile_share()), Alarm::Calm, "{d:?}");
    assert_eq!(d.alarm(d.ghosts_share()), Alarm::Calm, "{d:?}");
}

#[test]
fn the_danger_reads_only_the_players_view_and_looks_no_further_than_its_horizon() {
    let s = position("level6-seed3.ron", 6);
    let mut other = s.clone();
    let piles = std::sync::Arc::make_mut(&mut other.table.piles);
    piles.piles.iter_mut().for_each(|p| p.reverse());
    let view = |s: &Sim| PlayerView::new(&s.table, &s.turn, &s.flow);
    assert_eq!(
        danger(&view(&s), 8, Some(8), 3, None),
        danger(&view(&other), 8, Some(8), 3, None)
    );
    // The same deals and the same play, looked at further: what was lost within 8 turns is
    // still lost within 16 and to the end.
    let near = danger(&view(&s), 8, Some(8), 3, None).unwrap();
    let far = danger(&view(&s), 8, Some(16), 3, None).unwrap();
    let end = danger(&view(&s), 8, None, 3, None).unwrap();
    assert!(
        near.ghosts <= far.ghosts && far.ghosts <= end.ghosts,
        "{near:?} {far:?} {end:?}"
    );
    assert!(
        near.pile <= far.pile && far.pile <= end.pile,
        "{near:?} {far:?} {end:?}"
    );
}

/// The recorded game after `n` decisions.
fn after(file: &str, n: usize) -> Sim {
    let dir = fixtures();
    Record::load(&dir.join(file))
        .unwrap()
        .replay_sim(&dir, file, Some(n))
        .unwrap()
}

#[test]
fn each_answer_tells_the_danger_it_leaves_from_the_players_view() {
    // Issue 62's question: Level 5 for two, the planner's game, seed 2, decision 59: score or
    // pacify with 14 answers. Taking the points leaves the ghosts' danger higher than
    // pacifying two ghosts does; each answer is played on the same deals.
    let s = after("level5-seed2.ron", 59);
    let p = s.pending().unwrap().clone();
    assert!(
        matches!(p.kind, DecisionKind::ScoreOrPacify { .. }),
        "{p:?}"
    );
    let answers = s.table.distinct_options(&p);
    assert_eq!(answers.len(), 14);
    let view = |s: &Sim| PlayerView::new(&s.table, &s.turn, &s.flow);
    let d = answer_dangers(&view(&s), &answers, DANGER_TRIES, DANGER_HORIZON, 7, None).unwrap();
    assert_eq!(d.len(), answers.len());
    assert!(d.iter().all(|d| d.tried == DANGER_TRIES), "{d:?}");
    let score = d[answers.iter().position(|a| *a == Decision::Score).unwrap()];
    let best = d.iter().map(|d| d.ghosts).min().unwrap();
    assert!(
        score.ghosts >= best + 3,
        "score {score:?}, best {best}: {d:?}"
    );
    // Only the view is read: the unseen tiles in another order give the same counts.
    let mut other = s.clone();
    let piles = std::sync::Arc::make_mut(&mut other.table.piles);
    piles.piles.iter_mut().for_each(|p| p.reverse());
    assert_eq!(
        answer_dangers(&view(&other), &answers, 4, DANGER_HORIZON, 7, None),
        answer_dangers(&view(&s), &answers, 4, DANGER_HORIZON, 7, None)
    );
    // A stop set beforehand plays nothing.
    let stop = AtomicBool::new(true);
    let none = answer_dangers(&view(&s), &answers, 4, DANGER_HORIZON, 7, Some(&stop)).unwrap();
    assert!(none.iter().all(|d| d.tried == 0));
}
