//! The daily game in the game's own app: set up from the day, played to the game-over screen,
//! noted in `results.ron` as that day's daily game and kept as a record that checks out by
//! replay; a game of another seed is noted but not as the daily one.

use super::*;
use crate::testing::rules_app_with;

fn assets() -> PathBuf {
    concat!(env!("CARGO_MANIFEST_DIR"), "/assets").into()
}

/// A game set up by `set` played to its end with first legal placements (the teammate answers
/// the rest); the data folder it wrote to.
fn played(name: &str, set: impl FnOnce(&mut GameSetup)) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("mists-daily-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let mut app = rules_app_with(1, 0, |app| {
        set(&mut app.world_mut().resource_mut::<GameSetup>());
        app.insert_resource(DataDir(Some(dir.clone())));
        app.add_plugins(plugin);
    });
    crate::testing::play_to_game_over(&mut app);
    app.update();
    dir
}

#[test]
fn the_daily_game_is_noted_kept_and_its_record_checks_out() {
    let today = Day::today();
    let game = DailyGame::of(today, tiles_version(&assets()));
    let dir = played("daily", |s| set_up_daily(s, &game, 1));
    let (games, bad) = mists_rules::results::read(&dir);
    assert!(bad.is_empty(), "{bad:?}");
    assert_eq!(games.len(), 1);
    let g = &games[0];
    assert_eq!(
        (g.level, g.players, g.daily),
        (game.level, 2, Some(today)),
        "noted as the day's game, with its bot teammate"
    );
    let kept = DailyRecord::load(&kept_path(&dir, today)).unwrap();
    assert_eq!((kept.claim.won, &kept.claim.totals), (g.won, &g.totals));
    let rec = kept.verify(&assets(), Some(today), "kept").unwrap();
    assert_eq!(rec.seed, game.seed);
    // The results read back as the statistics count them.
    let stats = load(&assets(), Some(&dir), today).stats;
    assert_eq!(stats.daily.len(), 1);
    assert_eq!(stats.cell(game.level, 2).unwrap().games, 1);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn another_seed_is_noted_but_not_as_the_daily_game() {
    let today = Day::today();
    let mut game = DailyGame::of(today, tiles_version(&assets()));
    game.seed ^= 1;
    let dir = played("other", |s| set_up_daily(s, &game, 0));
    let (games, _) = mists_rules::results::read(&dir);
    assert_eq!(games.len(), 1);
    assert_eq!(games[0].daily, None);
    assert!(!kept_path(&dir, today).exists());
    std::fs::remove_dir_all(&dir).unwrap();
}
