//! Issue 62 in the window: a placement that loses the game at once is known before the click
//! (the driver's consequences are the engine's), its cell is marked, and a click there only holds
//! the tile unless the player turned that off.

use super::driver::Driver;
use super::placement::{ConfirmPlacement, PlacementCursor};
use super::start::Resume;
use crate::input::BoardClick;
use bevy::prelude::*;
use mists_board::{Cell, Rotation};
use mists_rules::record::Record;
use mists_rules::{Decision, DecisionKind, PlayerSetup, Sim, Turn};
use std::path::Path;

/// A Level 5 game played on the engine (options by a fixed stride) up to a draw where one
/// placement loses at once and another does not: its record and that placement.
fn losing_draw() -> (Record, Cell, Rotation) {
    let assets = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/assets"));
    let path = mists_rules::LevelConfig::builtin_path(assets, 5);
    let (cfg, tiles) = mists_rules::level::load_preset(&path).unwrap();
    let players = PlayerSetup::new(2);
    for seed in 0..40u64 {
        let mut sim = Sim::new(cfg.clone(), &tiles, &players, seed).unwrap();
        let mut k = seed as usize;
        while let Some(p) = sim.pending().cloned() {
            if let (DecisionKind::PlaceTile { .. }, Turn::Draw(Some(copy))) = (&p.kind, &sim.turn) {
                let loses = |o: &Decision| match *o {
                    Decision::PlaceTile { cell, rot } => sim.laying_loses(*copy, cell, rot),
                    _ => false,
                };
                let losing = p.options.iter().find(|o| loses(o));
                if let Some(&Decision::PlaceTile { cell, rot }) = losing
                    && p.options.iter().any(|o| !loses(o))
                {
                    let record =
                        Record::whole(&cfg, &tiles, players, seed, sim.flow.record.clone());
                    return (record, cell, rot);
                }
            }
            k = k.wrapping_mul(31).wrapping_add(7);
            sim.decide(p.options[k % p.options.len()]).unwrap();
        }
    }
    panic!("no draw with a losing placement in 40 games");
}

/// The window at that draw, the pointer's turn set to the losing one.
fn at_losing_draw(settings: crate::settings::UserSettings) -> (App, Cell, Rotation) {
    let (record, cell, rot) = losing_draw();
    let mut app = crate::testing::rules_app(1, 1);
    app.world_mut()
        .resource_mut::<super::answer::Teammate>()
        .auto = false;
    app.insert_resource(settings);
    app.world_mut().insert_resource(Resume {
        record,
        path: std::env::temp_dir().join("losing-draw.ron"),
        until: None,
        keep: false,
    });
    crate::testing::begin(&mut app);
    crate::testing::settle(&mut app);
    app.world_mut().resource_mut::<PlacementCursor>().rot = rot;
    (app, cell, rot)
}

fn click_on(app: &mut App, cell: Cell) {
    app.world_mut().write_message(BoardClick {
        button: MouseButton::Left,
        world: crate::grid::cell_centre(cell),
    });
    app.update();
}

use crate::testing::lost;

#[test]
fn the_driver_knows_each_losing_placement_as_the_engine_does() {
    let (app, cell, rot) = at_losing_draw(Default::default());
    let d = app.world().resource::<Driver>();
    let need = d
        .need(cell, rot)
        .expect("a legal placement has a consequence");
    assert!(need.loses && need.needs > need.supply, "{need:?}");
    // Every legal placement has one, and the losing ones are the engine's.
    let w = app.world();
    let sim = Sim::from_table_and_turn(w.resource(), w.resource());
    let Turn::Draw(Some(copy)) = *w.resource::<Turn>() else {
        panic!("the tile waits")
    };
    for &(c, rots) in d.legal() {
        for r in rots.iter() {
            let n = d.need(c, r).unwrap();
            assert_eq!(n.loses, sim.laying_loses(copy, c, r), "{c} {r:?}");
        }
        let all = rots.iter().all(|r| d.need(c, r).unwrap().loses);
        assert_eq!(d.losing_cell(c), all);
    }
}

#[test]
fn a_click_on_a_losing_placement_holds_it_and_a_second_click_lays_it() {
    let (mut app, cell, rot) = at_losing_draw(Default::default());
    click_on(&mut app, cell);
    crate::testing::settle(&mut app);
    assert!(!lost(&app), "the first click only holds the tile");
    assert_eq!(
        app.world().resource::<ConfirmPlacement>().held,
        Some((cell, rot))
    );
    click_on(&mut app, cell);
    crate::testing::settle(&mut app);
    assert!(lost(&app), "the second click lays it, and the game is lost");
}

#[test]
fn with_the_question_turned_off_a_losing_click_lays_the_tile_at_once() {
    let (mut app, cell, _) = at_losing_draw(crate::settings::UserSettings {
        confirm_losing: false,
        ..Default::default()
    });
    click_on(&mut app, cell);
    crate::testing::settle(&mut app);
    assert!(lost(&app));
}
