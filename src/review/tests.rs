//! The review in the window (issue 51): asked for in a replay, it runs in the background and is
//! kept beside its record; watching the record again shows it without running it; choosing a
//! mistake steps the replay there and shows the better option as the hint.

use super::*;
use crate::testing::rules_app_with;
use mists_rules::record::PresetRef;

/// A short Level 2 record (the planner's first decisions), written in a scratch folder.
fn short_record(dir: &Path) -> (Record, PathBuf) {
    let assets = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/assets"));
    let preset = mists_rules::LevelConfig::builtin_path(assets, 2);
    let (cfg, tiles) = mists_rules::level::load_preset(&preset).unwrap();
    let mut sim = mists_rules::Sim::new(cfg, &tiles, &mists_rules::PlayerSetup::new(2), 5).unwrap();
    let mut bot = mists_bot::Heuristic::new(mists_bot::Strength::Planner);
    while sim.flow.applied < 6 {
        let p = sim.pending().unwrap().clone();
        let d = mists_bot::ask(&mut bot, mists_bot::Seat::of_sim(&sim), &p);
        sim.decide(d).unwrap();
    }
    let record = Record {
        preset: PresetRef::Path(preset),
        players: mists_rules::PlayerSetup::new(2),
        seed: 5,
        decisions: sim.flow.record.clone(),
        tiles_version: None,
    };
    let path = dir.join("short.ron");
    std::fs::create_dir_all(dir).unwrap();
    std::fs::write(&path, record.to_ron()).unwrap();
    (record, path)
}

fn app_watching(record: &Record, path: &Path) -> App {
    let mut app = rules_app_with(2, 5, |app| {
        app.add_plugins((crate::replay::plugin, plugin));
    });
    app.insert_resource(ReviewDeals(2));
    let mode = ReplayMode::new(record.clone(), path.to_path_buf()).unwrap();
    app.insert_resource(mode);
    app.update();
    app
}

fn until_reviewed(app: &mut App) {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(60);
    while app.world().contains_resource::<ReviewJob>() && std::time::Instant::now() < deadline {
        app.update();
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
}

#[test]
fn a_review_runs_in_the_background_and_is_kept_beside_its_record() {
    let dir = std::env::temp_dir().join(format!("mists-review-{}", std::process::id()));
    let (record, path) = short_record(&dir);
    let mut app = app_watching(&record, &path);
    let data = dir.join("data");
    app.insert_resource(crate::storage::DataDir(Some(data.clone())));
    assert!(!app.world().contains_resource::<GameReview>());
    app.world_mut().write_message(StartReview);
    app.update();
    assert!(app.world().contains_resource::<ReviewJob>(), "started");
    until_reviewed(&mut app);
    let review = app
        .world()
        .resource::<GameReview>()
        .result
        .clone()
        .expect("a review");
    assert!(review.complete && !review.steps.is_empty());
    assert!(kept_path(&path).exists(), "kept beside the record");
    // Its accuracy noted for the statistics page (issue 65).
    let (noted, bad) = mists_rules::results::read_reviewed(&data);
    assert!(bad.is_empty(), "{bad:?}");
    assert_eq!(noted.len(), 1, "{noted:?}");
    let accuracy = review.accuracy.as_ref().expect("an accuracy").game;
    assert_eq!(
        (noted[0].seed, noted[0].decisions, noted[0].level),
        (5, 6, 2)
    );
    assert_eq!(noted[0].accuracy, accuracy);

    // Watching the record again shows the kept review at once; a changed record does not.
    let again = app_watching(&record, &path);
    let shown = again
        .world()
        .get_resource::<GameReview>()
        .map(|r| r.result.clone());
    assert_eq!(shown, Some(Ok(review)));
    let mut changed = record.clone();
    changed.decisions.pop();
    let other = app_watching(&changed, &path);
    assert!(!other.world().contains_resource::<GameReview>());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_cancelled_review_leaves_nothing_behind() {
    let dir = std::env::temp_dir().join(format!("mists-review-cancel-{}", std::process::id()));
    let (record, path) = short_record(&dir);
    let mut app = app_watching(&record, &path);
    app.insert_resource(ReviewDeals(50));
    app.world_mut().write_message(StartReview);
    app.update();
    app.world().resource::<ReviewJob>().cancel();
    until_reviewed(&mut app);
    assert!(!app.world().contains_resource::<GameReview>());
    assert!(!kept_path(&path).exists());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn choosing_a_mistake_steps_there_and_shows_the_better_option() {
    let dir = std::env::temp_dir().join(format!("mists-review-focus-{}", std::process::id()));
    let (record, path) = short_record(&dir);
    let mut app = app_watching(&record, &path);
    // The better option at decision 2: any legal option other than the recorded one.
    let mut sim = record
        .replay_sim(path.parent().unwrap(), "short.ron", Some(2))
        .unwrap();
    let p = sim.pending().unwrap().clone();
    let other = *p
        .options
        .iter()
        .find(|&&o| o != record.decisions[2])
        .unwrap();
    app.world_mut().resource_mut::<ReplayMode>().jump_to(2);
    app.insert_resource(Focus {
        index: 2,
        better: Estimate::new(other, None),
        arrived: false,
    });
    for _ in 0..10 {
        app.update();
    }
    assert_eq!(app.world().resource::<Flow>().applied, 2);
    let hint = app.world().resource::<Hint>();
    assert_eq!(
        hint.answer_to(&p),
        Some(other),
        "the better option is shown"
    );
    // Stepping on ends it.
    sim.decide(record.decisions[2]).unwrap();
    app.world_mut()
        .write_message(mists_rules::Decide(record.decisions[2]));
    for _ in 0..5 {
        app.update();
    }
    assert!(!app.world().contains_resource::<Focus>());
    let _ = std::fs::remove_dir_all(&dir);
}

/// A review runs on a thread of its own, not on Bevy's async pool (one thread on two cores),
/// which the hint, the bots and screenshots use; dropping the job stops its work.
#[test]
fn a_review_runs_on_its_own_thread_and_stops_when_dropped() {
    let wait = |job: &mut ReviewJob<String>| {
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
        loop {
            if let Some(r) = job.poll() {
                return Some(r);
            }
            if std::time::Instant::now() > deadline {
                return None;
            }
            std::thread::sleep(std::time::Duration::from_millis(2));
        }
    };
    let mut job = ReviewJob::<String>::spawn(PathBuf::from("x.ron"), 1, |progress, _| {
        progress(1, 1);
        Ok(std::thread::current()
            .name()
            .unwrap_or_default()
            .to_string())
    });
    assert_eq!(wait(&mut job), Some(Ok("review".to_string())));
    assert_eq!(job.done.load(Ordering::Relaxed), 1);

    let ended = Arc::new(AtomicBool::new(false));
    let seen = ended.clone();
    let job = ReviewJob::<String>::spawn(PathBuf::from("y.ron"), 1, move |_, stop| {
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
        while !stop.load(Ordering::Relaxed) && std::time::Instant::now() < deadline {
            std::thread::sleep(std::time::Duration::from_millis(1));
        }
        seen.store(stop.load(Ordering::Relaxed), Ordering::Relaxed);
        Err("stopped".into())
    });
    drop(job);
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    while !ended.load(Ordering::Relaxed) && std::time::Instant::now() < deadline {
        std::thread::sleep(std::time::Duration::from_millis(2));
    }
    assert!(
        ended.load(Ordering::Relaxed),
        "the dropped job's work did not stop"
    );
}

/// A review kept before issue 65 (no why, turning point, accuracy or rounds) is shown again
/// from its file: its settings read as one round, its decisions graded from the costs it kept.
#[test]
fn a_review_kept_before_issue_65_reads_back_graded() {
    use mists_bot::review::{Certainty, Cost, Grade, Step};
    use mists_rules::{Decision, DecisionKind};
    let dir = std::env::temp_dir().join(format!("mists-review-old-{}", std::process::id()));
    let (record, path) = short_record(&dir);
    let mut best = Estimate::new(Decision::Score, None);
    (best.wins, best.playouts) = (20, 24);
    let chosen = Estimate::new(Decision::SkipMeeple, None);
    let step = Step {
        index: 3,
        turn: 2,
        player: 1,
        kind: DecisionKind::CemeteryGhost,
        chosen,
        best,
        options: vec![chosen, best],
        // 14 of 24 fresh deals won only by the better one: a 58-point drop, p < 0.01 %.
        cost: Some(Cost {
            mean: 14.0 / 24.0,
            low: 0.38,
            high: 0.79,
            deals: 24,
            only_best: 14,
            only_chosen: 0,
            chosen,
            best,
        }),
        mistake: true,
        why: None,
        before: Some(0.9),
    };
    let review = Review {
        steps: vec![step],
        decisions: record.decisions.len(),
        outcome: None,
        settings: Settings::default(),
        complete: true,
        turning_point: None,
        accuracy: None,
    };
    write(&path, &record, &review);
    let now = std::fs::read_to_string(kept_path(&path)).unwrap();
    // The fields issue 65 added, as an older build did not write them.
    let old = ["why:None,", ",turning_point:None", ",accuracy:None"]
        .iter()
        .fold(now.clone(), |t, f| t.replace(f, ""));
    let old = old.replace(&format!(",rounds:{}", Settings::default().rounds), "");
    for f in ["why", "turning_point", "accuracy", "rounds"] {
        assert!(!old.contains(f), "{f} left in {old}");
    }
    std::fs::write(kept_path(&path), old).unwrap();
    let read = read(&path, &record).expect("an old review reads");
    assert_eq!(read.settings.rounds, 1);
    assert_eq!(read.steps, review.steps);
    assert_eq!(read.steps[0].grade(), Some(Grade::GameLosing));
    assert_eq!(read.steps[0].certainty(), Some(Certainty::Certain));
    let _ = std::fs::remove_dir_all(&dir);
}
