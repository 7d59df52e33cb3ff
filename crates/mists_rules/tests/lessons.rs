//! Every tutorial lesson (`assets/tutorial/*.ron`) plays its expected decisions to its end on the
//! engine, and the lessons cover what issue 16 asks them to teach.

use mists_rules::competitive::lesson::CompetitiveLesson;
use mists_rules::competitive::{Happening, Match};
use mists_rules::lesson::Lesson;
use mists_rules::{Decision, Outcome, RuleEvent};
use std::path::PathBuf;

/// The `.ron` files of `assets/<sub>`, sorted by name, each read by `load`.
fn read_all<L, E: std::fmt::Display>(
    sub: &str,
    load: impl Fn(&std::path::Path) -> Result<L, E>,
) -> Vec<(PathBuf, L)> {
    let dir = PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../../assets")).join(sub);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "ron"))
        .collect();
    files.sort();
    files
        .into_iter()
        .map(|f| {
            let l = load(&f).unwrap_or_else(|e| panic!("{e}"));
            (f, l)
        })
        .collect()
}

fn lessons() -> Vec<(PathBuf, Lesson)> {
    read_all("tutorial", Lesson::load)
}

#[test]
fn every_lesson_plays_its_expected_decisions_to_its_end() {
    let all = lessons();
    assert!(all.len() >= 8, "only {} lessons", all.len());
    for (file, lesson) in &all {
        let name = file.display().to_string();
        let dir = file.parent().unwrap();
        let mut sim = lesson
            .play_through(dir, &name)
            .unwrap_or_else(|e| panic!("{e}"));
        assert!(
            !matches!(sim.outcome(), Some(Outcome::Lost(_))),
            "{name}: the lesson ends in a lost game"
        );
        assert!(
            lesson.steps.iter().any(|s| s.expect.is_some()),
            "{name}: a lesson asks the player to do something"
        );
        assert!(!sim.take_events().is_empty(), "{name}: nothing happened");
    }
}

/// What each lesson shows happening, found in its events: the topics of issue 16.
#[test]
fn the_lessons_teach_every_topic() {
    let mut seen: Vec<&str> = Vec::new();
    for (file, lesson) in &lessons() {
        // What the player is asked to do.
        for d in lesson.steps.iter().filter_map(|s| s.expect) {
            let topic = match d {
                Decision::HauntArea { .. } => "haunting a mist",
                Decision::AssignPoints { .. } => "three scoring meeples",
                Decision::Bury { .. } => "choosing whom to bury",
                Decision::AttachHound { .. } => "sending a hound",
                Decision::Facedown { .. } => "laying a facedown tile",
                Decision::Pacify { .. } => "choosing to pacify",
                _ => continue,
            };
            if !seen.contains(&topic) {
                seen.push(topic);
            }
        }
        let name = file.display().to_string();
        let mut sim = lesson.play_through(file.parent().unwrap(), &name).unwrap();
        for e in sim.take_events() {
            let topic = match e {
                RuleEvent::TilePlaced { .. } => "placing",
                RuleEvent::GhostsPlaced { .. } => "ghosts",
                RuleEvent::BankCompleted { .. } => "completing a bank",
                RuleEvent::FeatureScored { .. } => "scoring",
                RuleEvent::Pacified { .. } => "pacifying",
                RuleEvent::MeepleBuried { .. } => "burial",
                RuleEvent::HoundDeployed { .. } => "hounds",
                RuleEvent::PileAdvanced { .. } => "piles",
                RuleEvent::FacedownPlaced { .. } => "facedown tiles",
                _ => continue,
            };
            if !seen.contains(&topic) {
                seen.push(topic);
            }
        }
    }
    for topic in [
        "placing",
        "ghosts",
        "completing a bank",
        "scoring",
        "pacifying",
        "burial",
        "hounds",
        "piles",
        "facedown tiles",
        "haunting a mist",
        "three scoring meeples",
        "sending a hound",
        "laying a facedown tile",
        "choosing to pacify",
    ] {
        assert!(
            seen.contains(&topic),
            "no lesson shows {topic}; seen {seen:?}"
        );
    }
}

/// The competitive lessons (`assets/tutorial/competitive/`), sorted by file name.
fn competitive_lessons() -> Vec<(PathBuf, CompetitiveLesson)> {
    read_all("tutorial/competitive", CompetitiveLesson::load)
}

/// Play competitive lesson `i` of `all` through: the match at its start and its end, what happened
/// in between, and the lesson.
fn play_competitive(
    all: &[(PathBuf, CompetitiveLesson)],
    i: usize,
) -> (Match, Match, Vec<Happening>, CompetitiveLesson) {
    let (path, l) = &all[i];
    let dir = path.parent().unwrap();
    let file = path.display().to_string();
    let start = l.start(dir, &file).unwrap();
    let end = l.play_through(dir, &file).unwrap_or_else(|e| panic!("{e}"));
    let happened = end.happenings[start.happenings.len()..].to_vec();
    (start, end, happened, l.clone())
}

/// Lesson 1 shows ghosts on another's meeple then one's own, a haunting, a guard meeple passed
/// over, and asks the player to deploy a guard meeple (RULES §20.3).
fn shows_ghosts_and_guards(
    start: &Match,
    end: &Match,
    happened: &[Happening],
    l: &CompetitiveLesson,
) {
    use mists_rules::competitive::{Loc, PieceKind, Play};
    let ghosts: Vec<bool> = happened
        .iter()
        .filter_map(|h| match h {
            Happening::Ghost { piece, .. } => Some(start.piece(*piece).owner == start.current),
            _ => None,
        })
        .collect();
    assert_eq!(
        ghosts,
        [false, true],
        "another's meeple first, then one's own"
    );
    assert!(
        happened
            .iter()
            .any(|h| matches!(h, Happening::Haunted { .. }))
    );
    let guards_out = start
        .pieces
        .iter()
        .filter(|p| p.kind == PieceKind::Guard && p.owner != start.current)
        .filter(|p| matches!(p.loc, Loc::Board { .. }))
        .count();
    assert!(guards_out > 0, "a guard meeple the ghost passes over");
    assert!(
        end.pieces
            .iter()
            .all(|p| p.kind != PieceKind::Guard || p.ghosts == 0)
    );
    assert!(l.steps.iter().any(|s| matches!(
        s.expect,
        Some(Play::Deploy {
            kind: PieceKind::Guard,
            ..
        })
    )));
}

/// Lesson 2 shows a keeper paid a guard meeple and charged its ghosts while the other keeper's
/// cemetery stays open, then the final scoring (RULES §20.4, §20.5).
fn shows_keeper_and_final_scoring(start: &Match, end: &Match, happened: &[Happening]) {
    use mists_rules::competitive::{Loc, Spot, Stage};
    let keeper = happened.iter().find_map(|h| match h {
        Happening::Keeper {
            seat,
            guard,
            penalty,
            ..
        } => Some((*seat, *guard, *penalty)),
        _ => None,
    });
    assert_eq!(keeper, Some((start.current, true, -4)));
    assert_eq!(end.stage, Stage::Over);
    assert!(happened.iter().any(|h| matches!(
        h,
        Happening::Scored {
            final_scoring: true,
            ..
        }
    )));
    let open_keeper_with_ghosts = start.pieces.iter().any(|p| {
        p.owner != start.current
            && p.ghosts > 0
            && matches!(
                p.loc,
                Loc::Board {
                    spot: Spot::Keeper,
                    ..
                }
            )
    });
    assert!(
        open_keeper_with_ghosts,
        "the other keeper's cemetery stays open"
    );
}

/// The two competitive lessons play through and show what they teach: ghosts on another's
/// meeple then one's own, the third ghost, guard meeples passed over and placed (RULES §20.3);
/// a keeper paid a guard meeple and charged its ghosts, then the final scoring (§20.4, §20.5).
#[test]
fn the_competitive_lessons_teach_ghosts_guards_keepers_and_penalties() {
    let all = competitive_lessons();
    assert_eq!(all.len(), 2);
    // 1: ghosts and guard meeples.
    let (start, end, happened, l) = play_competitive(&all, 0);
    shows_ghosts_and_guards(&start, &end, &happened, &l);
    // 2: a keeper closes its cemetery with ghosts on it, then the last tile's final scoring.
    let (start, end, happened, _) = play_competitive(&all, 1);
    shows_keeper_and_final_scoring(&start, &end, &happened);
}
