//! Every tutorial lesson (`assets/tutorial/*.ron`) plays its expected decisions to its end on the
//! engine, and the lessons cover what issue 16 asks them to teach.

use mists_rules::lesson::Lesson;
use mists_rules::{Decision, Outcome, RuleEvent};
use std::path::PathBuf;

fn lessons() -> Vec<(PathBuf, Lesson)> {
    let dir = PathBuf::from(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../assets/tutorial"
    ));
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "ron"))
        .collect();
    files.sort();
    files
        .into_iter()
        .map(|f| {
            let l = Lesson::load(&f).unwrap_or_else(|e| panic!("{e}"));
            (f, l)
        })
        .collect()
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
