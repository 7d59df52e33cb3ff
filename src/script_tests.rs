//! The script reader and a script played headless (`script.rs`).

use crate::script::{Script, Step, plugin};
use crate::script_keys::key_code;
use crate::testing::rules_app;
use bevy::prelude::*;
use mists_board::Cell;
use std::path::Path;

#[test]
fn a_script_reads_its_steps_and_names_the_place_of_an_error() {
    let s = Script::parse(
        "[Wait(3), WaitFor(Placement), Click(-1, 0), CtrlKey(\"Z\"), Key(\"Space\"), ClickText(\"Undo\"), DumpView(\"v.json\")]",
        Path::new("s.ron"),
    )
    .unwrap();
    assert_eq!(s.steps.len(), 7);
    assert_eq!(s.steps[5], Step::ClickText("Undo".into()));
    assert_eq!(s.steps[2], Step::Click(-1, 0));
    let e = Script::parse("[Wait(3),\n  Jump(2)]", Path::new("bad.ron")).unwrap_err();
    assert!(e.to_string().starts_with("bad.ron:2:"), "{e}");
    let e = Script::parse("[Key(\"Hyper\")]", Path::new("k.ron")).unwrap_err();
    assert!(
        e.to_string().contains("step 1") && e.to_string().contains("Hyper"),
        "{e}"
    );
    assert_eq!(key_code("z"), Some(KeyCode::KeyZ));
    assert_eq!(key_code("7"), Some(KeyCode::Digit7));
    assert_eq!(key_code("Left"), Some(KeyCode::ArrowLeft));
}

/// The undo repro script, played headless: its clicks and Ctrl+Z reach the game as the
/// mouse and keyboard would, and the board ends as the script says.
#[test]
fn the_undo_repro_script_places_takes_back_and_places_elsewhere() {
    let mut app = rules_app(1, 556699);
    app.world_mut()
        .resource_mut::<crate::play::answer::Teammate>()
        .auto = false;
    app.add_plugins(plugin);
    let path = Path::new(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/scripts/undo-repro.ron"
    ));
    app.insert_resource(Script::load(path).unwrap());
    for _ in 0..2000 {
        if !app.world().contains_resource::<Script>() {
            break;
        }
        app.update();
    }
    assert!(
        !app.world().contains_resource::<Script>(),
        "the script did not finish"
    );
    let board = &app.world().resource::<mists_rules::Table>().board;
    assert!(
        board.is_empty(Cell::new(-1, 1)),
        "the undone tile is still there"
    );
    assert!(
        !board.is_empty(Cell::new(0, -1)),
        "the tile placed after the undo is missing"
    );
    assert_eq!(board.placed().len(), 5);
}
