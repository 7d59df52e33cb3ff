//! One rules machine: the window's one-step-per-frame app, the headless engine and the App-free
//! [`Sim`] play the same games; the look-ahead's shortcuts answer as the real turn does; the
//! players' view hides what RULES §4 and §13.3 hide.

mod common;
use bevy_app::App;
use bevy_state::app::StatesPlugin;
use common::*;
use mists_rules::snapshot::{snapshot, snapshot_with_log};
use mists_rules::*;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The window's way: RulesPlugin with its default of one rule step per frame.
fn window_app(level: u8, players: u8, seed: u64) -> App {
    let (cfg, tiles) = common::level(level);
    let mut app = App::new();
    app.add_plugins((StatesPlugin, RulesPlugin));
    start_game(
        app.world_mut(),
        cfg,
        &tiles,
        &PlayerSetup::new(players),
        seed,
    )
    .unwrap();
    app
}

/// Frames until the window app asks something (or the game ends); how many it took.
fn frames_to_question(app: &mut App) -> usize {
    for n in 1..200 {
        app.update();
        let f = app.world().resource::<Flow>();
        if f.over.is_some() || (f.pending.is_some() && f.inbox.is_empty()) {
            return n;
        }
    }
    panic!("the window app never asked");
}

#[test]
fn the_window_steps_one_rule_per_frame_and_plays_the_same_game_as_the_engine() {
    for (level, seed) in [(1u8, 3u64), (3, 4), (5, 5), (6, 6)] {
        let (cfg, tiles) = common::level(level);
        let mut e = Engine::new(cfg, &tiles, &PlayerSetup::new(2), seed).unwrap();
        let mut app = window_app(level, 2, seed);
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut most_frames = 0;
        frames_to_question(&mut app);
        while e.outcome().is_none() {
            let p = e.pending().unwrap().clone();
            assert_eq!(app.world().resource::<Pending>().0.as_ref(), Some(&p));
            let d = p.options[(rng.next_u64() % p.options.len() as u64) as usize];
            e.decide(d).unwrap();
            app.world_mut().write_message(Decide(d));
            most_frames = most_frames.max(frames_to_question(&mut app));
        }
        let w = app.world();
        assert_eq!(
            snapshot_with_log(
                w.resource::<Table>(),
                w.resource::<Flow>(),
                &w.resource::<RuleLog>().0
            ),
            e.snapshot(),
            "level {level}"
        );
        assert_eq!(w.resource::<RuleLog>().0, e.log().0, "level {level}");
        assert!(
            most_frames >= 4,
            "level {level}: a turn's steps should take several frames in the window, at most {most_frames}"
        );
    }
}

/// `Sim::can_lay_safely` without its bounds: every legal placement laid until one is safe.
fn lay_every_placement(sim: &Sim, copy: mists_board::CopyIdx) -> Option<bool> {
    let tiles = sim.table.board.tiles();
    let most = mists_rules::steps::ghosts::most_needed(sim.table.cfg(), tiles, copy);
    if most <= sim.table.ghosts.supply as u32 {
        return Some(true);
    }
    let placements = sim.table.board.legal_placements(tiles.copy(copy).ty);
    if placements.is_empty() {
        return None;
    }
    Some(
        placements
            .into_iter()
            .any(|(cell, rots)| rots.iter().any(|rot| !sim.laying_loses(copy, cell, rot))),
    )
}

#[test]
fn laying_loses_answers_as_the_real_placement_does() {
    // Level 2 (cemetery ghosts) and 5 (haunted cemeteries) with few ghosts left: every legal
    // placement of the drawn tile is tried for real and by the look-ahead's shortcut.
    let (mut checked, mut losses, mut bounded, mut exact, mut exact_losses) = (0, 0, 0, 0, 0);
    let mut compared = 0;
    for (level, seed) in [(2u8, 11u64), (5, 12), (1, 13), (4, 14), (6, 15), (3, 16)] {
        let mut e = engine(level, 1, seed);
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        while e.outcome().is_none() {
            let p = e.pending().unwrap().clone();
            // At every decision, as the bots ask it: the bounds answer as laying every
            // placement of every unseen kind did before them.
            let now = Sim {
                table: e.table().clone(),
                turn: e.turn().clone(),
                flow: e.flow().clone(),
            };
            let view = PlayerView::new(e.table(), e.turn(), e.flow());
            for (copy, _, _) in view.unseen_kinds() {
                assert_eq!(
                    now.can_lay_safely(copy),
                    lay_every_placement(&now, copy),
                    "{copy:?} at {:?}",
                    p.kind
                );
                compared += 1;
            }
            if let (DecisionKind::PlaceTile { .. }, Turn::Draw(Some(copy))) = (&p.kind, e.turn()) {
                let sim = Sim {
                    table: e.table().clone(),
                    turn: e.turn().clone(),
                    flow: e.flow().clone(),
                };
                for &o in &p.options {
                    let Decision::PlaceTile { cell, rot } = o else {
                        continue;
                    };
                    let mut real = sim.clone();
                    real.decide(o).unwrap();
                    while let Some(q) = real.pending() {
                        if !matches!(q.kind, DecisionKind::Bury { .. }) {
                            break;
                        }
                        let b = q.options[0];
                        real.decide(b).unwrap();
                    }
                    let lost = real.outcome() == Some(Outcome::Lost(LossReason::GhostShortage));
                    assert_eq!(sim.laying_loses(*copy, cell, rot), lost, "{o:?}");
                    checked += 1;
                    losses += lost as u32;
                    // The bound from the table before the placement never calls a losing
                    // placement safe; count where it answers what the tile's most-needed could not.
                    let supply = sim.table.ghosts.supply as u32;
                    let bound = sim.need_at_most(*copy, cell, rot);
                    assert!(
                        bound > supply || !lost,
                        "{o:?}: bound {bound}, supply {supply}"
                    );
                    if sim.need_is_exact(*copy, cell, rot) {
                        assert_eq!(
                            bound > supply,
                            lost,
                            "{o:?}: exact {bound}, supply {supply}"
                        );
                        exact += 1;
                        exact_losses += lost as u32;
                    }
                    let most = mists_rules::steps::ghosts::most_needed(
                        sim.table.cfg(),
                        sim.table.board.tiles(),
                        *copy,
                    );
                    bounded += (bound <= supply && most > supply) as u32;
                }
            }
            let d = p.options[(rng.next_u64() % p.options.len() as u64) as usize];
            e.decide(d).unwrap();
        }
    }
    assert!(checked > 500, "placements checked: {checked}");
    assert!(losses > 0, "no losing placement was met");
    assert!(bounded > 0, "the bound never answered before laying");
    assert!(exact_losses > 0, "no exact bound over the supply was met");
    assert!(compared > 1000, "kinds compared: {compared}");
    assert!(exact > 0, "the bound was never exact");
}

#[test]
fn the_players_view_hides_the_order_and_the_facedown_tiles() {
    // RULES §13.3: which tile lies facedown is unknown; RULES §4: the piles' order too.
    let view = |facedown: u16, pile: &str| {
        let sc = format!(
            "(piles: [[{pile}], [22, 23], [25, 26]],
              board: [(cell: (3, 0), tile: 1), (cell: (4, 0), tile: {facedown}, facedown: true)])"
        );
        let (mut cfg, tiles) = common::level(5);
        cfg.scenario = Some(mists_board::tileset::ron_options().from_str(&sc).unwrap());
        let e = Engine::new(cfg, &tiles, &PlayerSetup::new(2), 1).unwrap();
        (
            e.table().piles.clone(),
            PlayerView::new(e.table(), e.turn(), e.flow()),
        )
    };
    let (true_a, a) = view(5, "6, 12, 7, 30");
    let (true_b, b) = view(6, "12, 5, 7, 30");
    assert_ne!(true_a, true_b);
    assert_eq!(a.table().piles, b.table().piles);
    assert_eq!(a.unseen(), b.unseen());
    assert_eq!(
        a.unseen().len(),
        8,
        "7 in the piles (30 is drawn) and 1 facedown"
    );
    assert_eq!(a.pile_sizes(), vec![3, 2, 2]);
    // The omniscient diagnostic keeps the truth.
    let e = {
        let (mut cfg, tiles) = common::level(5);
        cfg.scenario = Some(
            mists_board::tileset::ron_options()
                .from_str("(piles: [[6, 12, 7, 30], [22, 23], [25, 26]], board: [(cell: (3, 0), tile: 1), (cell: (4, 0), tile: 5, facedown: true)])")
                .unwrap(),
        );
        Engine::new(cfg, &tiles, &PlayerSetup::new(2), 1).unwrap()
    };
    let o = PlayerView::omniscient(e.table(), e.turn(), e.flow());
    assert_eq!(o.table().piles, e.table().piles);
    assert!(o.is_omniscient() && !a.is_omniscient());
}

#[test]
fn a_look_ahead_lay_plays_the_turn_the_engine_plays() {
    // Sim::lay (no placement question) then the same answers: the same table as deciding.
    let mut compared = 0;
    for seed in 21..40 {
        let mut e = engine(3, 2, seed);
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        while e.outcome().is_none() {
            let p = e.pending().unwrap().clone();
            let d = p.options[(rng.next_u64() % p.options.len() as u64) as usize];
            if let (Decision::PlaceTile { cell, rot }, Some(copy)) = (d, e.turn().drawn()) {
                let base = Sim {
                    table: e.table().clone(),
                    turn: e.turn().clone(),
                    flow: e.flow().clone(),
                };
                let mut laid = base.fork();
                laid.lay(copy, cell, rot, Stepping::UntilDecision).unwrap();
                let mut decided = base.fork();
                decided.decide(d).unwrap();
                assert_eq!(
                    snapshot(&laid.table, &laid.flow).cells,
                    snapshot(&decided.table, &decided.flow).cells
                );
                assert_eq!(laid.pending(), decided.pending());
                assert_eq!(laid.table.ghosts, decided.table.ghosts);
                compared += 1;
            }
            e.decide(d).unwrap();
        }
    }
    assert!(compared >= 40, "placements compared: {compared}");
}
