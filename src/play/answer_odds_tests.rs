//! Issue 62 in the window: an answer that loses at once is marked before it is given and held by
//! its first click; every answer's danger is estimated with the aids on.

use super::*;
use crate::play::start::Resume;
use bevy::ecs::system::RunSystemOnce;
use mists_rules::record::Record;
use mists_rules::{PlayerSetup, Sim};
use std::path::Path;

/// A game played on the engine (options by a fixed stride) up to a question, not a placement,
/// with an answer that loses at once beside a safe one: its record, that answer and a safe one.
fn losing_answer() -> (Record, Decision, Decision) {
    let assets = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/assets"));
    let players = PlayerSetup::new(2);
    for level in [6, 3, 4] {
        let path = mists_rules::LevelConfig::builtin_path(assets, level);
        let (cfg, tiles) = mists_rules::level::load_preset(&path).unwrap();
        for seed in 0..40u64 {
            let mut sim = Sim::new(cfg.clone(), &tiles, &players, seed).unwrap();
            let mut k = seed as usize + level as usize;
            while let Some(p) = sim.pending().cloned() {
                k = k.wrapping_mul(31).wrapping_add(7);
                if !placement(&p) {
                    let loses = |d: &&Decision| sim.answer_loses(**d).is_some();
                    let answers = sim.table.distinct_options(&p);
                    if let (Some(bad), Some(good)) = (
                        answers.iter().find(loses),
                        answers.iter().find(|d| !loses(d)),
                    ) {
                        let record =
                            Record::whole(&cfg, &tiles, players, seed, sim.flow.record.clone());
                        return (record, *bad, *good);
                    }
                }
                sim.decide(p.options[k % p.options.len()]).unwrap();
            }
        }
    }
    panic!("no question with a losing answer beside a safe one");
}

/// The window at that question, the players answering, the aids as given.
fn at_losing_answer(
    aids: bool,
    settings: crate::settings::UserSettings,
) -> (App, Decision, Decision) {
    let (record, bad, good) = losing_answer();
    let mut app = crate::testing::rules_app(1, 1);
    app.world_mut()
        .resource_mut::<super::super::answer::Teammate>()
        .auto = false;
    app.world_mut().resource_mut::<GameSetup>().aids = aids;
    app.insert_resource(settings);
    app.world_mut().insert_resource(Resume {
        record,
        path: std::env::temp_dir().join("losing-answer.ron"),
        until: None,
        keep: false,
    });
    crate::testing::begin(&mut app);
    frames(&mut app);
    (app, bad, good)
}

/// Frames enough for a question to be asked or answered (the window waits on a question).
fn frames(app: &mut App) {
    for _ in 0..30 {
        app.update();
    }
}

fn answer(app: &mut App, d: Decision) -> bool {
    let sent = app
        .world_mut()
        .run_system_once(move |mut a: Answering| a.answer(d))
        .unwrap();
    frames(app);
    sent
}

fn applied(app: &App) -> u32 {
    app.world().resource::<Flow>().applied
}

use crate::testing::lost;

#[test]
fn a_losing_answer_is_marked_and_held_until_it_is_given_again() {
    let (mut app, bad, good) = at_losing_answer(false, Default::default());
    let p = app.world().resource::<Pending>().0.clone().unwrap();
    let odds = app.world().resource::<AnswerOdds>().clone();
    assert!(odds.loses(&p, bad).is_some(), "{odds:?}");
    assert_eq!(odds.loses(&p, good), None);
    // The first click holds it: nothing is applied, the question still waits.
    let before = applied(&app);
    assert!(!answer(&mut app, bad));
    assert_eq!(applied(&app), before);
    assert_eq!(app.world().resource::<HeldAnswer>().of(&p), Some(bad));
    // The same answer again gives it, and the game is lost as marked.
    assert!(answer(&mut app, bad));
    assert!(lost(&app));
}

#[test]
fn enter_gives_a_held_answer_and_another_answer_lets_it_go() {
    let (mut app, bad, good) = at_losing_answer(false, Default::default());
    assert!(!answer(&mut app, bad));
    app.world_mut().write_message(KeyPlacement::Confirm);
    frames(&mut app);
    assert!(lost(&app), "Enter gives the held answer");

    let (mut app, bad, good_too) = at_losing_answer(false, Default::default());
    assert_eq!(good, good_too);
    assert!(!answer(&mut app, bad));
    let before = applied(&app);
    assert!(answer(&mut app, good), "a safe answer goes out at once");
    assert_eq!(applied(&app), before + 1);
    assert!(!lost(&app));
}

#[test]
fn with_the_setting_off_a_losing_answer_goes_out_at_once() {
    let settings = crate::settings::UserSettings {
        confirm_losing: false,
        ..Default::default()
    };
    let (mut app, bad, _) = at_losing_answer(false, settings);
    assert!(answer(&mut app, bad));
    assert!(lost(&app));
}

#[test]
fn with_the_aids_on_every_answer_gets_its_danger() {
    let (mut app, _, _) = at_losing_answer(true, Default::default());
    let p = app.world().resource::<Pending>().0.clone().unwrap();
    let answers = app.world().resource::<Table>().distinct_options(&p);
    for _ in 0..5000 {
        if !app.world().resource::<AnswerOdds>().danger.is_empty() {
            break;
        }
        app.update();
        std::thread::sleep(std::time::Duration::from_millis(1));
    }
    let odds = app.world().resource::<AnswerOdds>();
    let tries = app.world().resource::<DangerTries>().0;
    assert_eq!(odds.danger.len(), answers.len());
    for (d, danger) in &odds.danger {
        assert_eq!(danger.tried, tries, "{d:?}");
        // An answer that loses at once loses every continuation.
        if odds.loses(&p, *d).is_some() {
            assert_eq!(danger.ghosts + danger.pile, tries, "{d:?} {danger:?}");
        }
    }
    assert!(odds.range(&p).is_some());
}
