//! The board view is a function of the engine's table: whatever route the table took (placements,
//! undo, a restart), once the frames settle the tile sprites are exactly the board's tiles.

use super::*;
use crate::play::answer::Teammate;
use crate::shared::AppSystems;
use crate::testing::rules_app;
use crate::undo::UndoRequest;
use mists_rules::{Decide, Flow};

/// The play plugins with the board's tile sync (faces need no pixels here: the art is empty).
fn view_app(level: u8, seed: u64) -> App {
    let mut app = rules_app(level, seed);
    app.init_resource::<TileArt>();
    app.insert_resource(pieces::PieceArt::blank());
    app.add_systems(
        Update,
        sync_board
            .in_set(AppSystems::Update)
            .after(PlacementSystems)
            .run_if(in_state(Screen::Playing).and_then(resource_exists::<Driver>)),
    );
    app.add_systems(
        Update,
        pieces::sync_pieces
            .in_set(AppSystems::Publish)
            .run_if(in_state(Screen::Playing).and_then(resource_exists::<mists_rules::Table>)),
    );
    app.world_mut().resource_mut::<Teammate>().auto = false;
    app
}

fn shown(app: &mut App) -> HashMap<Cell, TileKey> {
    let mut q = app.world_mut().query::<&BoardTile>();
    let mut out = HashMap::new();
    for t in q.iter(app.world()) {
        assert!(out.insert(t.0, t.1).is_none(), "two sprites on {}", t.0);
    }
    out
}

/// The piece sprites, as keys with the count they show.
fn shown_pieces(app: &mut App) -> HashMap<pieces::PieceKey, u8> {
    let mut q = app
        .world_mut()
        .query::<(&pieces::PieceKey, &pieces::PieceCount)>();
    q.iter(app.world()).map(|(k, n)| (k.clone(), n.0)).collect()
}

/// The pieces the engine's table holds: ghosts by cell, meeples on the board and buried, hounds
/// with a meeple.
fn wanted_pieces(app: &App) -> HashMap<pieces::PieceKey, u8> {
    use mists_rules::{HoundState, MeepleLoc};
    use pieces::PieceKey;
    let t = app.world().resource::<mists_rules::Table>();
    let mut out = HashMap::new();
    for c in t.ghosts.cells() {
        out.insert(PieceKey::Ghosts(c), t.ghosts.on_cell(c).clamp(1, 15));
    }
    for (i, m) in t.meeples.0.iter().enumerate() {
        match m.loc {
            MeepleLoc::Board { .. } => {
                out.insert(PieceKey::Meeple(i as u8), 1);
            }
            MeepleLoc::Buried { .. } => {
                out.insert(PieceKey::Buried(i as u8), 1);
            }
            _ => {}
        }
    }
    for (h, state) in t.hounds.0.iter().enumerate() {
        if let HoundState::Attached(m) = state
            && matches!(t.meeples.get(*m).loc, MeepleLoc::Board { .. })
        {
            out.insert(PieceKey::Hound(h), 1);
        }
    }
    out
}

fn wanted(app: &App) -> HashMap<Cell, TileKey> {
    wanted_tiles(app.world().resource::<Driver>().board())
}

/// Frames until the engine waits for the players (it steps once a frame), then one more for the
/// view to catch up with the last mirror.
fn settle(app: &mut App) {
    for _ in 0..60 {
        app.update();
        let f = app.world().resource::<Flow>();
        if f.over.is_some() || (f.pending.is_some() && f.inbox.is_empty()) {
            break;
        }
    }
    app.update();
}

fn pending_options(app: &App) -> Vec<mists_rules::Decision> {
    let f = app.world().resource::<Flow>();
    f.pending
        .as_ref()
        .map(|p| p.options.clone())
        .unwrap_or_default()
}

/// The repro of the undo bug: place the first tile, take it back, place it elsewhere. Before, the
/// undone tile stayed drawn and the new one was never drawn.
#[test]
fn a_placement_undone_leaves_the_view_and_the_next_one_shows() {
    let mut app = view_app(1, 556699);
    settle(&mut app);
    assert_eq!(shown(&mut app), wanted(&app), "the start tile");
    let places: Vec<(mists_rules::Decision, Cell)> = pending_options(&app)
        .into_iter()
        .filter_map(|d| match d {
            mists_rules::Decision::PlaceTile { cell, .. } => Some((d, cell)),
            _ => None,
        })
        .collect();
    let ((first, a), (other, b)) = (places[0], places[places.len() - 1]);
    assert_ne!(a, b, "two different cells to place on");
    app.world_mut().write_message(Decide(first));
    settle(&mut app);
    assert!(shown(&mut app).contains_key(&a));
    app.world_mut().write_message(UndoRequest);
    settle(&mut app);
    assert!(
        !shown(&mut app).contains_key(&a),
        "the undone tile is still drawn"
    );
    app.world_mut().write_message(Decide(other));
    settle(&mut app);
    let view = shown(&mut app);
    assert!(
        view.contains_key(&b),
        "the tile placed after the undo is not drawn"
    );
    assert_eq!(view, wanted(&app));
}

/// The game on the table rebuilt from its own record up to `until` decisions (all: Continue; fewer:
/// a replay step back), through the one game start.
fn restart_from_record(app: &mut App, until: Option<usize>) {
    let w = app.world();
    let (table, flow) = (w.resource::<mists_rules::Table>(), w.resource::<Flow>());
    let setup = w.resource::<crate::setup::GameSetup>();
    let record = crate::play::record::record_of(
        table,
        flow,
        crate::play::record::dealt_players(setup, table),
    );
    app.world_mut().insert_resource(crate::play::start::Resume {
        record,
        path: std::env::temp_dir().join("mists-view-restart.ron"),
        until,
        keep: false,
    });
    crate::testing::begin(app);
}

/// Random games of every level with random answers, random undos, Continue and replay steps
/// back: whenever the frames settle, the tile and piece sprites equal the table.
#[test]
fn the_tiles_shown_equal_the_board_through_random_games_and_undos() {
    let mut rng: u64 = 0x5eed;
    let mut next = |n: usize| {
        rng = rng
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((rng >> 33) as usize) % n.max(1)
    };
    let (mut undos, mut restarts, mut lifted) = (0, 0, 0);
    for level in 1..=6u8 {
        let mut app = view_app(level, 40 + level as u64);
        settle(&mut app);
        for step in 0..40 {
            let mut before = None;
            if app.world().resource::<Flow>().over.is_some() {
                break;
            }
            let applied = app.world().resource::<Flow>().applied as usize;
            match next(8) {
                0 | 1 if app.world().resource::<Flow>().undoable() > 0 => {
                    app.world_mut().write_message(UndoRequest);
                    undos += 1;
                }
                2 if applied > 2 => {
                    // Continue, or a replay step back by up to three decisions.
                    let back = next(4);
                    restart_from_record(&mut app, (back > 0).then(|| applied - back));
                    restarts += 1;
                }
                _ => {
                    let options = pending_options(&app);
                    if options.is_empty() {
                        settle(&mut app);
                        continue;
                    }
                    let d = options[next(options.len())];
                    before = Some(shown(&mut app));
                    app.world_mut().write_message(Decide(d));
                }
            }
            settle(&mut app);
            // A bank closed by play: each of its tiles shown before lets its fog roll off.
            if let Some(before) = before.take()
                && app.world().resource::<Flow>().over.is_none()
            {
                let after = shown(&mut app);
                let fading: HashSet<Cell> = app
                    .world_mut()
                    .query::<&FogLifting>()
                    .iter(app.world())
                    .map(|f| f.0)
                    .collect();
                for (c, was) in &before {
                    if after.get(c).is_some_and(|now| fog_lifted(*was, *now)) {
                        assert!(fading.contains(c), "level {level}: no fog rolls off {c}");
                        lifted += 1;
                    }
                }
            }
            assert_eq!(shown(&mut app), wanted(&app), "level {level}, step {step}");
            assert_eq!(
                shown_pieces(&mut app),
                wanted_pieces(&app),
                "level {level}, step {step}"
            );
        }
    }
    assert!(undos >= 10, "only {undos} undos were tried");
    assert!(restarts >= 5, "only {restarts} restarts were tried");
    assert!(lifted > 0, "no bank closed by play");
}

// RULES §10.4: once a mist bank is closed its tiles show that mist clear (their keys carry it,
// so the sprite is redrawn); a tile whose bank is still open keeps its fog.
#[test]
fn a_closed_bank_clears_the_mist_of_its_tiles_and_no_other() {
    use mists_rules::RuleEvent;
    let mut seen = 0;
    random_games(1, 1, 0..20, |_, e| {
        let board = &e.table().board;
        for ev in e.log().0.iter() {
            if let RuleEvent::BankCompleted { cells } = ev {
                for c in cells {
                    let placed = board.placed().iter().find(|p| p.cell == *c).unwrap();
                    assert_ne!(
                        super::cleared_mist(board, placed),
                        0,
                        "{c} of a closed bank"
                    );
                    seen += 1;
                }
            }
        }
        // Tiles whose every mist area belongs to an open bank show all their fog.
        for p in board.placed() {
            let def = board.def_at(p.cell).unwrap();
            let open = def.mist_areas().all(|a| {
                board
                    .feature_of(p.cell, a)
                    .is_some_and(|f| !board.feature(f).complete())
            });
            if open {
                assert_eq!(super::cleared_mist(board, p), 0, "{}", p.cell);
            }
        }
    });
    assert!(seen > 0, "no bank closed in 20 games");
}

// Every cemetery on the board is marked by its state: closed ones (RULES §13.2–§13.3) on every
// level, open ones only where they are haunted (Levels 5–6); Level 2's open ones as printed.
#[test]
fn cemeteries_are_marked_closed_or_haunted_as_the_table_says() {
    use super::cemetery::{CemeteryState, wanted};
    let mut seen = std::collections::BTreeSet::new();
    for level in [2u8, 5] {
        random_games(level, 2, 0..12, |seed, e| {
            let t = e.table();
            let marks = wanted(t);
            for c in t.board.cemeteries() {
                let expected = if t.closed.contains(&c) {
                    Some(CemeteryState::Closed)
                } else if level >= 5 {
                    Some(CemeteryState::Haunted)
                } else {
                    None
                };
                assert_eq!(
                    marks.get(&c).copied(),
                    expected,
                    "level {level} seed {seed} {c}"
                );
                if let Some(s) = expected {
                    seen.insert((level, s));
                }
            }
            assert!(marks.keys().all(|c| t.board.cemeteries().any(|x| x == *c)));
        });
    }
    assert!(seen.contains(&(5, CemeteryState::Haunted)), "{seen:?}");
    assert!(
        seen.iter().any(|(_, s)| *s == CemeteryState::Closed),
        "{seen:?}"
    );
}

/// Whole games of `level` for `players`, one per seed, each decision a seeded pick among the
/// options; `each` sees the seed and the engine after every decision.
fn random_games(
    level: u8,
    players: u8,
    seeds: std::ops::Range<u64>,
    mut each: impl FnMut(u64, &mists_rules::engine::Engine),
) {
    let assets = std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/assets"));
    let path = mists_rules::LevelConfig::builtin_path(assets, level);
    let (cfg, tiles) = mists_rules::level::load_preset(&path).unwrap();
    for seed in seeds {
        let setup = mists_rules::PlayerSetup::new(players);
        let mut e = mists_rules::engine::Engine::new(cfg.clone(), &tiles, &setup, seed).unwrap();
        let mut k = seed;
        while e.outcome().is_none() {
            let p = e.pending().unwrap().clone();
            k = k
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            e.decide(p.options[(k >> 33) as usize % p.options.len()])
                .unwrap();
            each(seed, &e);
        }
    }
}

#[test]
fn the_fog_rolls_off_only_when_the_same_tile_clears_more_mist() {
    let face = |rot: u8, clear: u8| TileKey::Face {
        ty: mists_board::TypeIdx(3),
        copy: Some(mists_board::CopyIdx(7)),
        rot: mists_board::Rotation(rot),
        clear,
    };
    assert!(fog_lifted(face(1, 0), face(1, 1)));
    assert!(fog_lifted(face(1, 1), face(1, 3)));
    // Nothing cleared, fog back (an undo), another turn or another tile: a plain swap.
    assert!(!fog_lifted(face(1, 1), face(1, 1)));
    assert!(!fog_lifted(face(1, 1), face(1, 0)));
    assert!(!fog_lifted(face(1, 1), face(1, 2)));
    assert!(!fog_lifted(face(1, 0), face(2, 1)));
    assert!(!fog_lifted(TileKey::Back, face(1, 1)));
}
