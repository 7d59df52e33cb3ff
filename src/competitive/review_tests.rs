//! The competitive review in the window (issue 51): asked for while a record is watched, it runs
//! in the background and is kept beside the record; watching the record again shows it without
//! running it (not for a changed record); choosing a play steps the replay there and shows the
//! better play as the hint.

use super::*;
use crate::review::kept_path;
use bevy::window::RequestRedraw;
use mists_rules::competitive::file::CompetitiveRecord;
use mists_rules::competitive::plugin::CompetitivePlugin;
use std::path::Path;

/// Greedy's first 8 plays of a 2-seat match, written as a record in `dir`.
fn short_record(dir: &Path) -> PathBuf {
    let preset = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/levels/competitive.ron");
    let (p, tiles) = mists_rules::competitive::file::load_preset(&preset).unwrap();
    let mut m = Match::new(tiles, p.setup(2), 3).unwrap();
    while m.plays.len() < 8 {
        let play = mists_bot::competitive::choose(&m).unwrap();
        m.apply(play).unwrap();
    }
    let record = CompetitiveRecord {
        competitive: preset,
        players: 2,
        seed: 3,
        piles: None,
        plays: m.plays.clone(),
        whole: None,
    };
    std::fs::create_dir_all(dir).unwrap();
    let path = dir.join("short-match.ron");
    std::fs::write(&path, record.to_ron()).unwrap();
    path
}

/// An app watching the record at `path` on the competitive screen.
fn app_replaying(path: &Path) -> App {
    let mut app = App::new();
    app.add_plugins((
        MinimalPlugins,
        bevy::state::app::StatesPlugin,
        CompetitivePlugin,
    ));
    app.add_message::<RequestRedraw>();
    app.add_message::<StartReview>();
    app.insert_resource(ReviewDeals(2));
    app.init_resource::<CompetitiveHint>();
    app.init_state::<Screen>();
    app.init_state::<crate::shared::Menu>();
    crate::shared::configure_app_systems(&mut app);
    app.add_plugins((super::super::replay::plugin, plugin));
    let w = ReplayMatch::open(path, 0).unwrap();
    let (m, _) = w.rebuild(0).unwrap();
    app.insert_resource(super::super::CompetitiveTable {
        noted: super::super::table::finished_plays(&m),
        replaying: true,
        elsewhere: Vec::new(),
        history: vec![vec![0, 0]],
        bots: vec![true; 2],
        strong: vec![false; 2],
        rot: mists_board::Rotation(0),
        bot_clock: 0.0,
        bot_delay: 0.0,
        preset: PathBuf::new(),
        whole: None,
        seed: 3,
    });
    app.insert_resource(m);
    app.insert_resource(w);
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Competitive);
    app.update();
    app
}

fn until_reviewed(app: &mut App) {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(60);
    while app.world().contains_resource::<Job>() && std::time::Instant::now() < deadline {
        app.update();
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
}

#[test]
fn a_match_review_runs_in_the_background_and_is_kept_beside_its_record() {
    let dir = std::env::temp_dir().join(format!("mists-match-review-{}", std::process::id()));
    let path = short_record(&dir);
    let mut app = app_replaying(&path);
    assert!(!app.world().contains_resource::<Shown>());
    app.world_mut().write_message(StartReview);
    app.update();
    assert!(app.world().contains_resource::<Job>(), "started");
    until_reviewed(&mut app);
    let review = app
        .world()
        .resource::<Shown>()
        .result
        .clone()
        .expect("a review");
    assert!(review.complete && review.steps.len() >= 3, "{review:?}");
    assert!(kept_path(&path).exists(), "kept beside the record");

    // Watching it again shows the kept review at once; a changed record is not given it.
    let mut again = app_replaying(&path);
    again.update();
    let shown = again
        .world()
        .get_resource::<Shown>()
        .map(|r| r.result.clone());
    assert_eq!(shown, Some(Ok(review)));
    let mut changed = CompetitiveRecord::load(&path).unwrap();
    changed.plays.pop();
    std::fs::write(&path, changed.to_ron()).unwrap();
    let mut other = app_replaying(&path);
    other.update();
    assert!(!other.world().contains_resource::<Shown>());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn choosing_a_play_steps_there_and_shows_the_better_one() {
    let dir = std::env::temp_dir().join(format!("mists-match-focus-{}", std::process::id()));
    let path = short_record(&dir);
    let mut app = app_replaying(&path);
    let w = app.world().resource::<ReplayMatch>().clone();
    // The better play at play 4: any legal play other than the recorded one.
    let (m4, _) = w.rebuild(4).unwrap();
    let other = m4
        .legal()
        .into_iter()
        .find(|&p| p != w.record.plays[4])
        .unwrap();
    let world = app.world_mut();
    world.resource_scope(|world, mut w: Mut<ReplayMatch>| {
        show(
            &mut w,
            &mut world.resource_mut::<CompetitiveHint>(),
            4,
            other,
        );
    });
    for _ in 0..3 {
        app.update();
    }
    let m = app.world().resource::<Match>();
    assert_eq!(m.plays.len(), 4, "the replay stands before play 4");
    let hint = app.world().resource::<CompetitiveHint>();
    assert_eq!(
        hint.answer_to(&m.plays.len()),
        Some(other),
        "the better play is shown"
    );
    assert!(!app.world().resource::<ReplayMatch>().tape.playing);
    // One play on, the hint no longer answers the match.
    let (m5, _) = w.rebuild(5).unwrap();
    assert_eq!(hint.answer_to(&m5.plays.len()), None);
    let _ = std::fs::remove_dir_all(&dir);
}
