//! Whole games with every bot on every level; bots against the random baseline.

use super::*;
use mists_rules::level::{LevelConfig, load_preset};
use mists_rules::{Engine, Outcome, PlayerSetup};
use std::path::Path;

fn engine(level: u8, players: u8, seed: u64) -> Engine {
    let assets = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../assets");
    let (cfg, tiles) = load_preset(&LevelConfig::builtin_path(&assets, level)).unwrap();
    Engine::new(cfg, &tiles, &PlayerSetup::new(players), seed).unwrap()
}

fn run(name: &str, level: u8, players: u8, seed: u64) -> GameResult {
    let mut e = engine(level, players, seed);
    let mut bot = by_name(name, seed).unwrap();
    // `play` fails if a decision is not one of the pending options.
    play(&mut e, bot.as_mut()).unwrap_or_else(|err| panic!("{name} level {level}: {err}"))
}

#[test]
fn every_bot_plays_legal_options_to_the_end_on_every_level() {
    let seats = [(1, 11), (2, 12), (4, 13)];
    for level in 1..=6 {
        for name in BOT_NAMES {
            // The planner takes a second a game in Level 6 (dev build): one seat count a level,
            // all three over the six levels.
            let counts = if name == "planner" {
                &seats[level as usize % 3..=level as usize % 3]
            } else {
                &seats[..]
            };
            for &(players, seed) in counts {
                let r = run(name, level, players, seed + level as u64);
                assert!(r.turns >= 1, "{name} level {level}");
            }
        }
    }
}

#[test]
fn unknown_bot_name_is_none() {
    assert!(by_name("deep-blue", 0).is_none());
    for n in BOT_NAMES.into_iter().chain(DIAGNOSTIC_BOTS) {
        assert_eq!(by_name(n, 0).unwrap().name(), n);
    }
}

#[test]
fn bots_are_deterministic_for_a_seed() {
    for name in BOT_NAMES {
        assert_eq!(run(name, 3, 2, 7), run(name, 3, 2, 7), "{name}");
    }
}

/// Wins, then total turns survived, over seeded Level 1 games.
fn record(name: &str, games: u64) -> (usize, u32) {
    let rs: Vec<GameResult> = (0..games).map(|s| run(name, 1, 1, 1000 + s)).collect();
    (
        rs.iter().filter(|r| r.won()).count(),
        rs.iter().map(|r| r.turns).sum(),
    )
}

#[test]
fn greedy_and_planner_beat_random_on_level_1() {
    let random = record("random", 30);
    for name in ["greedy", "planner"] {
        let bot = record(name, 30);
        // More wins, or (if neither wins) longer survival: the comparison is lexicographic.
        assert!(
            bot > random,
            "{name} {bot:?} should beat random {random:?} (wins, turns)"
        );
        assert!(
            bot.0 > random.0,
            "{name} wins {} vs random {}",
            bot.0,
            random.0
        );
    }
}

// ------------------------------------------------------------------ levers, on fixed starts

/// Level 1 on the engine test kit (crates/mists_rules/tests/fixtures/kit.ron) with a scenario.
fn kit_engine(scenario_ron: &str) -> Engine {
    let fixtures = Path::new(env!("CARGO_MANIFEST_DIR")).join("../mists_rules/tests/fixtures");
    let assets = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../assets");
    let (mut cfg, _) = load_preset(&LevelConfig::builtin_path(&assets, 1)).unwrap();
    cfg.tiles = "kit.ron".into();
    cfg.exclude.clear();
    cfg.scenario = Some(
        mists_board::tileset::ron_options()
            .from_str(scenario_ron)
            .unwrap(),
    );
    let tiles = mists_rules::level::load_tiles_for(&cfg, &fixtures).unwrap();
    Engine::new(cfg, &tiles, &PlayerSetup::new(1), 1).unwrap()
}

/// Red's road ends at (10,0) facing east; the next tile (12: road end, misty field, 2 symbols)
/// completes it at (11,0) rot 3. `dump` of the 15 ghosts sit on a far tile.
fn road_end(dump: u8, total: u32) -> Engine {
    kit_engine(&format!(
        r#"(
        piles: [[12, 12, 12]],
        board: [(cell: (10, 0), tile: 4, rot: 1), (cell: (20, 20), tile: 6)],
        ghosts: [(cell: (20, 20), count: {dump})],
        meeples: [(colour: Red, cell: (10, 0), area: 0)],
        totals: [{total}],
    )"#
    ))
}

fn ask_engine(bot: &mut dyn Bot, e: &Engine) -> Decision {
    let p = e.pending().unwrap().clone();
    let d = ask(bot, Seat::of_engine(e), &p);
    assert!(p.options.contains(&d));
    d
}

#[test]
fn heuristic_bots_take_the_winning_placement() {
    for name in ["greedy", "planner"] {
        // 48 + 2 points reach the goal; 2 ghosts needed, 2 in supply.
        let mut e = road_end(13, 48);
        let mut bot = by_name(name, 0).unwrap();
        let d = ask_engine(bot.as_mut(), &e);
        assert_eq!(
            d,
            Decision::PlaceTile {
                cell: mists_board::Cell::new(11, 0),
                rot: mists_board::Rotation(3)
            },
            "{name}"
        );
        e.decide(d).unwrap();
        let d = ask_engine(bot.as_mut(), &e);
        assert_eq!(d, Decision::Score, "{name}: the points win");
        e.decide(d).unwrap();
        assert_eq!(e.outcome(), Some(Outcome::Won));
    }
}

#[test]
fn heuristic_bots_pacify_when_the_supply_is_low_and_score_when_it_is_not() {
    for name in ["greedy", "planner"] {
        let mut bot = by_name(name, 0).unwrap();
        // 3 in supply, 2 go onto the new tile: 1 left. Pacify 3 from the far tile.
        let mut e = road_end(12, 10);
        e.decide(Decision::PlaceTile {
            cell: mists_board::Cell::new(11, 0),
            rot: mists_board::Rotation(3),
        })
        .unwrap();
        assert_eq!(e.table().ghosts.supply, 1);
        assert_eq!(
            ask_engine(bot.as_mut(), &e),
            Decision::Pacify {
                cell: Some(mists_board::Cell::new(20, 20)),
                count: 3
            },
            "{name}"
        );
        // 12 in supply: take the points.
        let mut e = road_end(3, 10);
        e.decide(Decision::PlaceTile {
            cell: mists_board::Cell::new(11, 0),
            rot: mists_board::Rotation(3),
        })
        .unwrap();
        assert_eq!(ask_engine(bot.as_mut(), &e), Decision::Score, "{name}");
    }
}

/// A Level 6 solo game (holders red, green, blue) started from a scenario on the real tile set.
fn level6_scenario(scenario: &str) -> Engine {
    let assets = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../assets");
    let (mut cfg, tiles) = load_preset(&LevelConfig::builtin_path(&assets, 6)).unwrap();
    cfg.scenario = Some(
        mists_board::tileset::ron_options()
            .from_str(scenario)
            .unwrap_or_else(|e| panic!("scenario: {e}")),
    );
    Engine::new(cfg, &tiles, &PlayerSetup::new(1), 1).unwrap()
}

/// Red's and blue's roads (tile 7: city cap north over an east-west road, area 0 = the road).
fn two_roads(blue_x: i16) -> String {
    format!(
        "(board: [(cell: (5, 5), tile: 7, rot: 0), (cell: ({blue_x}, 5), tile: 7, rot: 0)],
          meeples: [(colour: Red, cell: (5, 5), area: 0), (colour: Blue, cell: ({blue_x}, 5), area: 0)],
          totals: [4, 4, 4])"
    )
}

#[test]
fn level6_projection_credits_a_possible_join_to_both_colours() {
    use crate::eval::projected;
    use crate::view::View;
    // RULES §12.3 mode A: joined, red and blue would each score the whole road. With one empty
    // cell between the two roads a straight road tile can join them; three cells apart it cannot.
    let near = level6_scenario(&two_roads(7));
    let far = level6_scenario(&two_roads(9));
    let (pvn, pvf) = (
        Seat::of_engine(&near).view().clone(),
        Seat::of_engine(&far).view().clone(),
    );
    let (vn, vf) = (View::new(&pvn), View::new(&pvf));
    let pn = projected(&vn, vn.t);
    let pf = projected(&vf, vf.t);
    assert!(pn[0] > pf[0] + 0.1, "red: {pn:?} vs {pf:?}");
    assert!(pn[2] > pf[2] + 0.1, "blue: {pn:?} vs {pf:?}");
    assert!(
        (pn[1] - pf[1]).abs() < 1e-9,
        "green has no meeple there: {pn:?} vs {pf:?}"
    );
}

#[test]
fn level6_need_adds_the_three_deficits_and_progress_favours_the_lowest() {
    use crate::view::View;
    let e = level6_scenario("(totals: [3, 10, 12])");
    let pv = Seat::of_engine(&e).view().clone();
    let v = View::new(&pv);
    // RULES §15.3: every scoring meeple must reach 10 in pile 1.
    assert_eq!(v.need(&[3, 10, 12]), 7.0);
    assert_eq!(v.need(&[0, 0, 0]), 30.0);
    let p = |t: [f64; 3]| v.progress(&t);
    let to_lowest = p([4.0, 8.0, 8.0]) - p([3.0, 8.0, 8.0]);
    let to_middle = p([3.0, 9.0, 8.0]) - p([3.0, 8.0, 8.0]);
    let past = p([3.0, 8.0, 13.0]) - p([3.0, 8.0, 12.0]);
    assert!(to_lowest > to_middle && to_middle > past && past > 0.0);
}

#[test]
fn level6_meeple_decision_keeps_the_meeple_chosen_with_the_placement() {
    // The second ply judges placement and meeple together; the meeple decision that follows must
    // carry out that pair, not re-decide it with one ply (which differs at times: counted below).
    // Games are played until both are seen (a test binary's time is short: not every game to
    // its end).
    let (mut kept, mut differs) = (0, 0);
    for seed in [3, 8] {
        let mut e = engine(6, 2, seed);
        let mut bot = Heuristic::new(Strength::Planner);
        while e.outcome().is_none() && !(kept > 10 && differs > 0) {
            let kind = e.pending().unwrap().kind.clone();
            let plan = bot.planned();
            let d = ask_engine(&mut bot, &e);
            if let mists_rules::DecisionKind::PlaceMeeple { .. } = kind {
                assert_eq!(Some(d), plan, "seed {seed}: the planned meeple");
                let fresh = ask_engine(&mut Heuristic::new(Strength::Planner), &e);
                kept += 1;
                differs += (fresh != d) as u32;
            }
            e.decide(d).unwrap();
        }
    }
    assert!(kept > 10, "meeple decisions seen: {kept}");
    assert!(
        differs > 0,
        "the plan never mattered in {kept} meeple decisions"
    );
}

/// Points made in all (the three totals) over 2-player Level 6 games with these seeds.
fn level6_points(seeds: std::ops::Range<u64>, bot: impl Fn() -> Heuristic) -> u32 {
    seeds
        .map(|seed| {
            let mut e = engine(6, 2, seed);
            play(&mut e, &mut bot()).unwrap();
            e.table().score.totals.iter().sum::<u32>()
        })
        .sum()
}

/// A sample comparison (16 Level 6 games, about 30 s): `cargo test --workspace --release --
/// --ignored` (docs/balance.md).
#[test]
#[ignore]
fn level6_second_ply_makes_more_points_than_one_ply() {
    // RULES §15.3: three totals to raise; the second ply finds the joins and completions the
    // next player can make. Same seeds, same engine: points made in all (all 2-player games).
    let total = |two: bool| {
        level6_points(100..108, || {
            let bot = Heuristic::new(Strength::Planner);
            if two { bot } else { bot.one_ply() }
        })
    };
    let (one, two) = (total(false), total(true));
    assert!(two > one, "two-ply {two} points vs one-ply {one}");
}

/// A sample comparison (8 Level 6 games, about 25 s): `cargo test --workspace --release --
/// --ignored` (docs/balance.md).
#[test]
#[ignore]
fn oracle_finds_more_level6_points_than_the_planner() {
    // Knowing the draws and searching four turns along them must pay in points (a broken order
    // or search would not): same seeds, 2 players, points made in all.
    let lines = crate::Lines {
        pairs: 6,
        depth: 4,
        width: 4,
    };
    let planner = level6_points(200..204, || Heuristic::new(Strength::Planner));
    let oracle = level6_points(200..204, || Heuristic::oracle(lines));
    assert!(
        oracle > planner,
        "oracle {oracle} points vs planner {planner}"
    );
}

// ------------------------------------------------------------------ the players' view only

/// A Level 5 game (2 players) whose cemetery at (3, 0) has a facedown tile at (4, 0): tile
/// `facedown` lies there, tile `hidden` waits in the first pile under the tiles 12 and 30.
fn facedown_game(facedown: u16, hidden: u16) -> Engine {
    facedown_game_on(5, facedown, hidden)
}

fn facedown_game_on(level: u8, facedown: u16, hidden: u16) -> Engine {
    let assets = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../assets");
    let (mut cfg, tiles) = load_preset(&LevelConfig::builtin_path(&assets, level)).unwrap();
    let scenario = format!(
        "(piles: [[{hidden}, 12, 7, 30], [22, 23], [25, 26]],
          board: [(cell: (3, 0), tile: 1), (cell: (4, 0), tile: {facedown}, facedown: true)])"
    );
    cfg.scenario = Some(
        mists_board::tileset::ron_options()
            .from_str(&scenario)
            .unwrap_or_else(|e| panic!("scenario: {e}")),
    );
    Engine::new(cfg, &tiles, &PlayerSetup::new(2), 1).unwrap()
}

/// `facedown_game(5, 6)` with the same unseen tiles in another hidden order (RULES §4: the piles
/// are shuffled facedown): the players' view is the same.
fn reordered_game() -> Engine {
    reordered_game_on(5)
}

fn reordered_game_on(level: u8) -> Engine {
    let assets = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../assets");
    let (mut cfg, tiles) = load_preset(&LevelConfig::builtin_path(&assets, level)).unwrap();
    cfg.scenario = Some(
        mists_board::tileset::ron_options()
            .from_str(
                "(piles: [[7, 6, 12, 30], [23, 22], [26, 25]],
                  board: [(cell: (3, 0), tile: 1), (cell: (4, 0), tile: 5, facedown: true)])",
            )
            .unwrap(),
    );
    Engine::new(cfg, &tiles, &PlayerSetup::new(2), 1).unwrap()
}

#[test]
fn hints_do_not_depend_on_which_tiles_went_facedown() {
    // RULES §13.3: nobody looks at a facedown tile, so tiles 5 and 6 are one unseen group to the
    // players whether 5 or 6 lies facedown. The engines differ; the views and every bot's
    // answers must not.
    let a = facedown_game(5, 6);
    let b = facedown_game(6, 5);
    assert_ne!(a.table().piles, b.table().piles, "the true piles differ");
    let (va, vb) = (
        Seat::of_engine(&a).view().clone(),
        Seat::of_engine(&b).view().clone(),
    );
    assert_eq!(va.unseen(), vb.unseen());
    assert_eq!(va.table().piles, vb.table().piles);
    let mut decisions = 0;
    let (mut a, mut b) = (a, b);
    // Follow both games with the same answers while they show the same table.
    while a.outcome().is_none() && decisions < 12 {
        let (pa, pb) = (a.pending().unwrap().clone(), b.pending().unwrap().clone());
        assert_eq!(pa, pb, "decision {decisions}");
        for name in BOT_NAMES.into_iter().filter(|n| *n != "random") {
            let da = ask(by_name(name, 0).unwrap().as_mut(), Seat::of_engine(&a), &pa);
            let db = ask(by_name(name, 0).unwrap().as_mut(), Seat::of_engine(&b), &pb);
            assert_eq!(da, db, "{name} at decision {decisions}: {:?}", pa.kind);
        }
        let d = ask(
            by_name("planner", 0).unwrap().as_mut(),
            Seat::of_engine(&a),
            &pa,
        );
        a.decide(d).unwrap();
        b.decide(d).unwrap();
        decisions += 1;
    }
    assert!(decisions >= 3, "only {decisions} decisions compared");
}

#[test]
fn hints_do_not_depend_on_the_hidden_order() {
    // The same unseen tiles in another order (RULES §4: the piles are shuffled facedown).
    let a = facedown_game(5, 6);
    let b = reordered_game();
    let p = a.pending().unwrap().clone();
    assert_eq!(&p, b.pending().unwrap());
    for name in ["planner", "greedy"] {
        let da = ask(by_name(name, 0).unwrap().as_mut(), Seat::of_engine(&a), &p);
        let db = ask(by_name(name, 0).unwrap().as_mut(), Seat::of_engine(&b), &p);
        assert_eq!(da, db, "{name}");
    }
}

#[test]
fn the_search_bot_does_not_depend_on_the_hidden_order_and_repeats_itself() {
    // The two games of the test above, played on by the search bot for both: its playouts
    // deal the unseen tiles from its own seed, never from the true order.
    let a = facedown_game(5, 6);
    let b = reordered_game();
    let (mut a, mut b) = (a, b);
    let budget = mc::Budget::Playouts(8);
    let (mut bot_a, mut bot_b) = (mc::SearchBot::new(3, budget), mc::SearchBot::new(3, budget));
    let mut placements = 0;
    for _ in 0..6 {
        let (Some(pa), Some(pb)) = (a.pending().cloned(), b.pending().cloned()) else {
            break;
        };
        assert_eq!(pa, pb);
        let da = ask(&mut bot_a, Seat::of_engine(&a), &pa);
        let db = ask(&mut bot_b, Seat::of_engine(&b), &pb);
        assert_eq!(da, db, "at {:?}", pa.kind);
        placements += matches!(pa.kind, mists_rules::DecisionKind::PlaceTile { .. }) as u32;
        // The draws differ from here on (the hidden orders differ): stop at the next draw.
        a.decide(da).unwrap();
        b.decide(db).unwrap();
        if a.pending() != b.pending() {
            break;
        }
    }
    assert!(placements >= 1, "no placement was searched");
    assert!(bot_a.playouts >= 8, "{} playouts", bot_a.playouts);
    // The whole analysis (every estimate, points included) is the same from both games.
    let (a, b) = (facedown_game(5, 6), reordered_game());
    let p = a.pending().unwrap().clone();
    let analyse = |e: &Engine| {
        mc::SearchBot::new(9, mc::Budget::Playouts(12))
            .analyse(Seat::of_engine(e).view(), &p.options)
    };
    let (ea, eb) = (analyse(&a), analyse(&b));
    assert!(ea.iter().any(|e| e.playouts > 0), "{ea:?}");
    assert_eq!(ea, eb);
    // The same with playouts cut at a horizon and judged by the planner's evaluation.
    let short = |e: &Engine| {
        mc::SearchBot::new(9, mc::Budget::Playouts(12))
            .with_horizon(2)
            .analyse(Seat::of_engine(e).view(), &p.options)
    };
    let (sa, sb) = (short(&a), short(&b));
    assert!(sa.iter().any(|e| e.playouts > 0), "{sa:?}");
    assert_eq!(sa, sb);
    // The same seed and budget give the same choice again.
    let again = facedown_game(5, 6);
    let p = again.pending().unwrap().clone();
    let d1 = ask(
        &mut mc::SearchBot::new(3, budget),
        Seat::of_engine(&again),
        &p,
    );
    let d2 = ask(
        &mut mc::SearchBot::new(3, budget),
        Seat::of_engine(&again),
        &p,
    );
    assert_eq!(d1, d2);
}

#[test]
fn the_level_6_search_does_not_depend_on_the_hidden_order() {
    // Level 6 searches (placement, meeple) pairs from the two-ply planner: the pairs, their
    // playouts and so the estimates must be the same for two hidden orders of the same tiles.
    let (a, b) = (facedown_game_on(6, 5, 6), reordered_game_on(6));
    let p = a.pending().unwrap().clone();
    assert_eq!(Some(&p), b.pending());
    let analyse = |e: &Engine| {
        mc::SearchBot::new(4, mc::Budget::Playouts(8))
            .with_horizon(2)
            .analyse(Seat::of_engine(e).view(), &p.options)
    };
    let (ea, eb) = (analyse(&a), analyse(&b));
    assert!(
        ea.iter().all(|e| e.meeple.is_some() && e.playouts > 0),
        "{ea:?}"
    );
    assert_eq!(ea, eb);
}

#[test]
fn a_search_budget_reads_as_playouts_or_milliseconds() {
    assert_eq!("64".parse(), Ok(mc::Budget::Playouts(64)));
    assert_eq!("250ms".parse(), Ok(mc::Budget::Millis(250)));
    assert!("0".parse::<mc::Budget>().is_err());
    assert!("fast".parse::<mc::Budget>().is_err());
    let capped = mc::Budget::Capped {
        playouts: 192,
        millis: 900,
    };
    assert_eq!("192/900ms".parse(), Ok(capped));
    assert_eq!((capped.playouts(), capped.millis()), (Some(192), Some(900)));
    for bad in [
        "192/900", "0/900ms", "192/0ms", "/900ms", "192/", "ms", "-3ms",
    ] {
        assert!(bad.parse::<mc::Budget>().is_err(), "{bad}");
    }
}

#[test]
fn a_capped_budget_plays_its_playouts_unless_time_runs_out() {
    // A cap far above the time the playouts take changes nothing: the same estimates as the
    // plain playout budget (the window's answer equals the measured bot's on a fast machine).
    let e = facedown_game(5, 6);
    let p = e.pending().unwrap().clone();
    let analyse = |budget| {
        mc::SearchBot::new(9, budget)
            .with_horizon(2)
            .analyse(Seat::of_engine(&e).view(), &p.options)
    };
    let plain = analyse(mc::Budget::Playouts(12));
    let roomy = analyse(mc::Budget::Capped {
        playouts: 12,
        millis: 3_600_000,
    });
    assert!(plain.iter().any(|e| e.playouts > 0), "{plain:?}");
    assert_eq!(plain, roomy);
    // A cap of 1 ms stops a budget of 20,000 playouts after each round's first sweep or so
    // (without the cap they would all be played, and counted here).
    let cut = analyse(mc::Budget::Capped {
        playouts: 20_000,
        millis: 1,
    });
    let played: u32 = cut.iter().map(|e| e.playouts).sum();
    assert!(played > 0 && played < 1_000, "{played} playouts: {cut:?}");
    // Rivals are compared on the same deals (an unfinished sweep is dropped): the final two
    // have as many playouts as each other, and so have those ruled out in the first round.
    assert!(cut.len() >= 3, "{cut:?}");
    assert_eq!(cut[0].playouts, cut[1].playouts, "{cut:?}");
    assert!(
        cut[2..].iter().all(|e| e.playouts == cut[2].playouts),
        "{cut:?}"
    );
}

#[test]
fn a_sweep_past_its_deadline_changes_no_estimate() {
    // The cap is checked before every playout; a sweep it stops adds nothing, so every rival
    // keeps the same number of playouts on the same deals.
    let e = facedown_game(5, 6);
    let p = e.pending().unwrap().clone();
    let view = Seat::of_engine(&e).view().clone();
    let mut bot = mc::SearchBot::new(9, mc::Budget::Playouts(12)).with_horizon(2);
    let mut cands = bot.analyse(&view, &p.options);
    assert!(cands.len() >= 2, "{cands:?}");
    let before = cands.clone();
    let past = std::time::Instant::now();
    assert_eq!(bot.sweep(&view, &mut cands, 7, Some(past)), None);
    assert_eq!(cands, before);
    // Without a deadline the same sweep adds one playout to every candidate.
    assert!(bot.sweep(&view, &mut cands, 7, None).is_some());
    for (a, b) in cands.iter().zip(&before) {
        assert_eq!(a.playouts, b.playouts + 1, "{a:?}");
    }
}

/// A solo game of `level` played by the greedy bot (quick, and it reaches a pile's end as the
/// planner does) up to the first tile placement at which the active pile has at most 12 tiles,
/// and played on until a turn after a horizon of 1 begins (None if the game or the pile ends
/// first).
fn past_the_horizon_near_a_pile_end(level: u8, seed: u64) -> Option<(Engine, Sim)> {
    let mut e = engine(level, 1, seed);
    let mut greedy = by_name("greedy", seed).unwrap();
    loop {
        let p = e.pending()?.clone();
        let piles = &e.table().piles;
        if matches!(p.kind, mists_rules::DecisionKind::PlaceTile { .. })
            && piles.piles[piles.active].len() <= 12
        {
            break;
        }
        let d = ask(greedy.as_mut(), Seat::of_engine(&e), &p);
        e.decide(d).unwrap();
    }
    let sim = a_turn_past_the_horizon(&e)?;
    Some((e, sim))
}

/// `start`'s game played on by the greedy bot until a turn after a horizon of 1 begins (None
/// if the game or the pile ends first).
fn a_turn_past_the_horizon(start: &Engine) -> Option<Sim> {
    let mut sim = Seat::of_engine(start).view().sim().clone();
    let mut greedy = by_name("greedy", 0).unwrap();
    while sim.table.turn <= start.table().turn + 1 {
        let p = sim.pending()?.clone();
        let d = ask(greedy.as_mut(), Seat::of_sim(&sim), &p);
        sim.decide(d).ok()?;
    }
    (sim.outcome().is_none() && sim.table.piles.active == start.table().piles.active).then_some(sim)
}

#[test]
fn a_level_6_playout_near_the_end_of_its_pile_plays_on_to_the_requirement() {
    // RULES §14.3, §15.3: most Level 6 games are lost when a pile runs dry; a playout that
    // passes its horizon with at most 12 tiles in the pile it started on goes on until the
    // rules judge the requirement.
    let bot = mc::SearchBot::new(1, mc::Budget::Playouts(8)).with_horizon(1);
    // What the hint's wording asks (the window says "or to the end of the pile" on Level 6).
    for level in 1..=6 {
        let t = engine(level, 1, 0);
        assert_eq!(
            mc::plays_on_to_pile_end(t.table()),
            level == 6,
            "Level {level}"
        );
    }
    // Three positions of each are enough (playing to a pile's end is the test's cost).
    let (mut level6, mut level4) = (0, 0);
    for seed in 0..6 {
        let near6 = (level6 < 3).then(|| past_the_horizon_near_a_pile_end(6, seed));
        if let Some((low, sim)) = near6.flatten() {
            assert!(!bot.judged_now(low.table(), &sim), "Level 6, seed {seed}");
            level6 += 1;
        }
        // Level 4 (one shared total) near its pile's end: judged at the horizon.
        let near4 = (level4 < 3).then(|| past_the_horizon_near_a_pile_end(4, seed));
        if let Some((low, sim)) = near4.flatten() {
            assert!(bot.judged_now(low.table(), &sim), "Level 4, seed {seed}");
            level4 += 1;
        }
        // Early in a Level 6 pile the horizon judges as on every level.
        let full = engine(6, 1, seed);
        let sim = a_turn_past_the_horizon(&full).unwrap();
        assert!(
            bot.judged_now(full.table(), &sim),
            "Level 6 start, seed {seed}"
        );
        // Without a horizon every playout goes to the end of the game.
        let to_end = mc::SearchBot::new(1, mc::Budget::Playouts(8));
        assert!(!to_end.judged_now(full.table(), &sim));
    }
    assert!(
        level6 >= 3 && level4 >= 3,
        "only {level6} and {level4} positions near a pile end"
    );
}

#[test]
fn a_time_budget_stops_early_when_every_placement_ends_the_game() {
    // The supply is empty (all 15 ghosts on a far tile) and the drawn tile has 2 symbols:
    // every placement loses in step 2a (RULES §10.3, §10.6). Without the early stop the search
    // and the win chances would repeat these instant playouts until their clock ran out.
    stops_early(&road_end(15, 0));
}

#[test]
fn a_level_6_time_budget_stops_early_when_every_placement_ends_the_game() {
    // Level 6 searches (placement, meeple) pairs, and a playout could go on through the turn's
    // meeple and score decisions. Here too the supply is empty (all 12 ghosts on a far tile)
    // and the drawn tile (18) has 2 symbols on two mist sides, which no cell beside the start tile
    // can close, so every playout ends in the candidate's own turn.
    let e = level6_scenario(
        "(piles: [[19, 5, 18], [25, 26, 28], [29, 34, 35]],
          board: [(cell: (20, 20), tile: 6)],
          ghosts: [(cell: (20, 20), count: 12)],
          totals: [0, 0, 0])",
    );
    let searched = stops_early(&e);
    assert!(searched.iter().any(|e| e.meeple.is_some()), "{searched:?}");
}

/// A 400 ms search and win-chance run in a position where every placement loses at once: both
/// stop after a few idle sweeps (under 200 playouts) with no win. Returns the search's estimates.
fn stops_early(e: &Engine) -> Vec<mc::Estimate> {
    let p = e.pending().unwrap().clone();
    let view = Seat::of_engine(e).view().clone();
    let mut bot = mc::SearchBot::new(2, mc::Budget::Millis(400)).with_horizon(1);
    let searched = bot.analyse(&view, &p.options);
    assert!(searched.len() >= 2, "{searched:?}");
    assert!(searched.iter().all(|e| e.wins == 0), "{searched:?}");
    let n: u32 = searched.iter().map(|e| e.playouts).sum();
    assert!((1..200).contains(&n), "{n} playouts: {searched:?}");
    let played = crate::review::chances(&view, &options_of(&searched), 400, 2, 1, Some(400), None);
    let n: u32 = played.iter().map(|e| e.playouts).sum();
    assert!((1..200).contains(&n), "{n} playouts to the end: {played:?}");
    assert!(
        played.iter().all(|e| e.win_chance() == Some(0.0)),
        "{played:?}"
    );
    searched
}

/// The searched placements as options for [`crate::review::chances`].
fn options_of(searched: &[mc::Estimate]) -> Vec<(Decision, Option<Decision>)> {
    searched.iter().map(|e| (e.decision, e.meeple)).collect()
}

#[test]
fn win_chances_play_the_searched_placements_to_the_end() {
    // 48 + 2 points win with the road end at (11,0) turned 270° (`road_end`): played to the
    // end, that placement wins every game; the chances keep the searched order, one count each.
    let e = road_end(13, 48);
    let p = e.pending().unwrap().clone();
    let view = Seat::of_engine(&e).view().clone();
    let mut bot = mc::SearchBot::new(2, mc::Budget::Playouts(8)).with_horizon(1);
    let searched = bot.analyse(&view, &p.options);
    assert!(searched.len() >= 2, "{searched:?}");
    let played = crate::review::chances(&view, &options_of(&searched), 12, 2, 1, None, None);
    let order = |v: &[mc::Estimate]| v.iter().map(|e| e.decision).collect::<Vec<_>>();
    assert_eq!(order(&played), order(&searched));
    let games = played[0].playouts;
    assert!(games >= 3 && played.iter().all(|e| e.playouts == games));
    let win = Decision::PlaceTile {
        cell: mists_board::Cell::new(11, 0),
        rot: mists_board::Rotation(3),
    };
    let chance = |d| {
        played
            .iter()
            .find(|e| e.decision == d)
            .and_then(|e| e.win_chance())
    };
    assert_eq!(chance(win), Some(1.0), "{played:?}");
    // Every playout reached the end of the game: its value is a win or a loss (plus a sliver
    // for points), never the horizon's judgement of an unfinished table (the search's was 1).
    for e in &played {
        let (r, c) = (e.rating().unwrap(), e.win_chance().unwrap());
        assert!((r - c).abs() < 0.01, "{e:?}: rating {r}, chance {c}");
    }
}

#[test]
fn a_planned_meeple_is_played_only_after_its_own_placement_and_as_often_as_asked() {
    // Level 6: the search plans a meeple with a placement (cell and rotation). A person who lays
    // the hinted tile turned otherwise gets the planner's own answer; asking twice (the hint,
    // then the bot seat) gives the planned meeple both times.
    let mut e = engine(6, 2, 4);
    let p = e.pending().unwrap().clone();
    let copy = e.turn().drawn().unwrap();
    let cells: Vec<_> = p
        .options
        .iter()
        .filter_map(|d| match d {
            Decision::PlaceTile { cell, .. } => Some(*cell),
            _ => None,
        })
        .collect();
    let cell = *cells
        .iter()
        .find(|c| cells.iter().filter(|x| x == c).count() >= 2)
        .expect("a cell with two rotations");
    let mut at_cell = p
        .options
        .iter()
        .filter(|d| matches!(d, Decision::PlaceTile { cell: c, .. } if *c == cell));
    let (laid, other) = (*at_cell.next().unwrap(), *at_cell.next().unwrap());
    e.decide(laid).unwrap();
    let q = e.pending().unwrap().clone();
    assert!(matches!(
        q.kind,
        mists_rules::DecisionKind::PlaceMeeple { .. }
    ));
    let fresh = ask_engine(&mut Heuristic::new(Strength::Planner), &e);
    let m = *q.options.iter().find(|&&o| o != fresh).unwrap();
    let mut planner = Heuristic::new(Strength::Planner);
    planner.plan_meeple(copy, other, m);
    assert_eq!(
        ask_engine(&mut planner, &e),
        fresh,
        "planned for another rotation"
    );
    planner.plan_meeple(copy, laid, m);
    assert_eq!(ask_engine(&mut planner, &e), m);
    assert_eq!(ask_engine(&mut planner, &e), m, "asked a second time");
}

/// `f` at a tile placement of a Level 6 game 12 greedy decisions in, with the planner's view.
fn at_level6_placement(
    f: impl FnOnce(&crate::view::View, &crate::eval::Demand, mists_board::CopyIdx, &[Decision]),
) {
    let mut e = engine(6, 2, 7);
    let mut greedy = Heuristic::new(Strength::Greedy);
    for _ in 0..12 {
        let p = e.pending().unwrap().clone();
        let d = greedy.decide(&Seat::of_engine(&e), &p);
        e.decide(d).unwrap();
    }
    while !matches!(
        e.pending().unwrap().kind,
        mists_rules::DecisionKind::PlaceTile { .. }
    ) {
        let p = e.pending().unwrap().clone();
        let d = greedy.decide(&Seat::of_engine(&e), &p);
        e.decide(d).unwrap();
    }
    let seat = Seat::of_engine(&e);
    let v = crate::view::View::new(seat.view());
    let demand = crate::eval::Demand::new(&v);
    let copy = v.turn.drawn().unwrap();
    f(&v, &demand, copy, &e.pending().unwrap().options);
}

#[test]
fn level_6_second_ply_values_are_the_same_on_one_thread_or_three() {
    // The search spreads the planner's second ply over its threads (a (pair, kind) reply at a
    // time, each thread with its own view): the ranked pairs must come out the same, value for
    // value.
    at_level6_placement(|v, demand, copy, opts| {
        let ranked = |threads| crate::heur::two_ply_pairs(v, demand, copy, opts, 8, threads);
        let one = ranked(1);
        let distinct: std::collections::BTreeSet<u64> =
            one.iter().take(8).map(|(s, _, _)| s.to_bits()).collect();
        assert!(
            distinct.len() >= 4,
            "too few different values to tell: {one:?}"
        );
        let bits = |r: &[(f64, Decision, Decision)]| -> Vec<(u64, Decision, Decision)> {
            r.iter().map(|(s, d, m)| (s.to_bits(), *d, *m)).collect()
        };
        assert_eq!(bits(&one), bits(&ranked(3)));
        assert_eq!(bits(&one), bits(&ranked(2)));
    });
}

#[test]
fn a_search_with_fewer_second_ply_pairs_ranks_the_first_plys_best() {
    // `with_ply2_pairs(n)`: the second ply ranks the first ply's best n pairs, no others.
    at_level6_placement(|v, demand, copy, opts| {
        let key = |r: &[(f64, Decision, Decision)]| -> std::collections::BTreeSet<String> {
            r.iter().map(|(_, d, m)| format!("{d:?} {m:?}")).collect()
        };
        let first = crate::heur::one_ply_pairs(v, demand, copy, opts);
        assert!(first.len() > 8, "too few pairs to tell: {}", first.len());
        let five = crate::heur::two_ply_pairs(v, demand, copy, opts, 5, 1);
        assert_eq!(key(&five), key(&first[..5]));
        let eight = crate::heur::two_ply_pairs(v, demand, copy, opts, 8, 1);
        assert_eq!(key(&eight), key(&first[..8]));
    });
}

#[test]
fn the_search_bot_plays_level_6_pairs_with_their_searched_meeple() {
    // Level 6 (RULES §15.2: which colour a meeple takes decides who scores): the candidates are
    // the two-ply planner's (placement, meeple) pairs, and the meeple decision after the chosen
    // placement carries out the searched pair.
    let mut e = engine(6, 2, 4);
    let mut bot = mc::SearchBot::new(1, mc::Budget::Playouts(8)).with_horizon(2);
    let p = e.pending().unwrap().clone();
    let est = bot.analyse(Seat::of_engine(&e).view(), &p.options);
    assert!(est.len() > 1, "{est:?}");
    assert!(
        est.iter().all(|x| x.meeple.is_some() && x.playouts > 0),
        "{est:?}"
    );
    let mut meeples = 0;
    // Three searched meeples carried out are enough (each search is the test's cost).
    for _ in 0..60 {
        let Some(p) = e.pending().cloned().filter(|_| meeples < 3) else {
            break;
        };
        let plan = bot.planned_meeple();
        let d = ask(&mut bot, Seat::of_engine(&e), &p);
        match (&p.kind, plan) {
            (mists_rules::DecisionKind::PlaceTile { .. }, _) => {
                // The placement and the plan are the searched pair that came out first.
                let best = bot.last_best().expect("searched");
                assert_eq!(d, best.decision);
                assert_eq!(bot.planned_meeple(), best.meeple);
            }
            (mists_rules::DecisionKind::PlaceMeeple { .. }, Some(m)) => {
                assert_eq!(d, m, "the searched meeple");
                meeples += 1;
            }
            _ => {}
        }
        e.decide(d).unwrap();
    }
    assert!(meeples >= 3, "searched meeples carried out: {meeples}");
}

#[test]
fn the_search_bot_plays_whole_games_with_legal_options() {
    // Small budgets: what is checked is that every choice is one of the options, to the end.
    for (level, players) in [(1, 1), (4, 2), (5, 4)] {
        let mut e = engine(level, players, 8);
        let mut bot = mc::SearchBot::new(8, mc::Budget::Playouts(4)).with_horizon(2);
        let r = play(&mut e, &mut bot).unwrap_or_else(|err| panic!("level {level}: {err}"));
        assert!(r.turns >= 5, "level {level}");
        assert!(bot.playouts > 0, "level {level}: nothing was played out");
    }
}

/// Issue 49: the ending's breakdown (`mists_rules::breakdown`) adds up to the table's totals in
/// whole games the greedy bot plays, the hounds' points among them.
#[test]
fn the_breakdown_adds_up_to_the_totals_with_hounds_scoring() {
    use mists_rules::breakdown::{Breakdown, Source};
    let assets = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../assets");
    let mut hounds = 0;
    for level in 3..=6 {
        for seed in 0..3 {
            let (cfg, tiles) = load_preset(&LevelConfig::builtin_path(&assets, level)).unwrap();
            let mut sim = mists_rules::Sim::new(cfg, &tiles, &PlayerSetup::new(2), seed).unwrap();
            let mut bot = by_name("greedy", seed).unwrap();
            let mut events = sim.take_events();
            while let Some(p) = sim.pending().cloned() {
                let d = ask(bot.as_mut(), Seat::of_sim(&sim), &p);
                sim.decide(d).unwrap();
                events.extend(sim.take_events());
            }
            let totals = &sim.table.score.totals;
            let b = Breakdown::of(&events, totals.len());
            assert_eq!(&b.by_index, totals, "level {level} seed {seed}");
            assert_eq!(b.total(), totals.iter().sum::<u32>());
            hounds += b
                .by_source
                .iter()
                .filter(|(s, _)| *s == Source::Hound)
                .count();
        }
    }
    assert!(hounds > 0, "no game scored a hound");
}
