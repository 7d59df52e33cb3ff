//! The placement's tests: clicks, keys, turns, refusals and the hint's cell.
use super::*;
use crate::grid::cell_centre;
use bevy::input::ButtonState;
use bevy::input::mouse::MouseButtonInput;

fn set(rots: &[u8]) -> RotationSet {
    let mut s = RotationSet::default();
    for &r in rots {
        s.insert(Rotation(r));
    }
    s
}

#[test]
fn rotations_cycle_only_through_fitting_ones() {
    let fits = set(&[1, 3]);
    assert_eq!(fit_rotation(fits, Rotation(0)), Some(Rotation(1)));
    assert_eq!(fit_rotation(fits, Rotation(3)), Some(Rotation(3)));
    assert_eq!(fit_rotation(RotationSet::default(), Rotation(2)), None);
    assert_eq!(next_rotation(fits, Rotation(1)), Rotation(3));
    assert_eq!(next_rotation(fits, Rotation(3)), Rotation(1));
    assert_eq!(
        next_rotation(RotationSet::default(), Rotation(3)),
        Rotation(0)
    );
    let c = Cell::new(2, 0);
    assert_eq!(
        accepted_placement(fits, c, Rotation(1)),
        Some((c, Rotation(1)))
    );
    assert_eq!(accepted_placement(fits, c, Rotation(2)), None);
}

/// The game's input, placement and rules plugins with no window: the cursor is set directly
/// and mouse buttons arrive as the same Messages winit would send.
fn app(seed: u64) -> App {
    crate::testing::rules_app(1, seed)
}

fn point_at(app: &mut App, world: Vec2) {
    *app.world_mut().resource_mut::<Pointer>() = Pointer {
        screen: Some(Vec2::new(400.0, 300.0)),
        world: Some(world),
        over_ui: false,
    };
    app.update();
}

fn button(app: &mut App, button: MouseButton, state: ButtonState) {
    app.world_mut().write_message(MouseButtonInput {
        button,
        state,
        window: Entity::PLACEHOLDER,
    });
    app.update();
}

fn click(app: &mut App, b: MouseButton) {
    button(app, b, ButtonState::Pressed);
    button(app, b, ButtonState::Released);
}

fn driver(app: &App) -> &Driver {
    app.world().resource::<Driver>()
}

#[test]
fn clicking_a_legal_cell_places_the_drawn_tile_with_the_shown_rotation() {
    let mut app = app(11);
    let (cell, fits) = driver(&app).legal()[0];
    let drawn = driver(&app).current().unwrap();
    point_at(&mut app, cell_centre(cell) + Vec2::new(20.0, -30.0));
    let cursor = app.world().resource::<PlacementCursor>().clone();
    assert_eq!(cursor.hovered, Some(cell));
    assert!(
        fits.contains(cursor.rot),
        "the preview only shows rotations that fit"
    );

    click(&mut app, MouseButton::Left);
    crate::testing::settle(&mut app);
    let placed = *driver(&app).board().placed().last().unwrap();
    assert_eq!(driver(&app).board().placed().len(), 5);
    assert_eq!(
        (placed.cell, placed.rot, placed.ty),
        (cell, cursor.rot, drawn.ty)
    );
    assert_ne!(driver(&app).current(), Some(drawn));
}

#[test]
fn arrow_keys_choose_a_fitting_cell_and_space_places_there() {
    let mut app = app(3);
    let legal: Vec<(Cell, RotationSet)> = driver(&app).legal().to_vec();
    assert!(legal.len() >= 2, "the first tile fits in several cells");
    let send = |app: &mut App, k: KeyPlacement| {
        app.world_mut().write_message(k);
        app.update();
    };
    send(&mut app, KeyPlacement::NextCell);
    send(&mut app, KeyPlacement::NextCell);
    assert_eq!(
        app.world().resource::<PlacementCursor>().hovered,
        Some(legal[1].0)
    );
    send(&mut app, KeyPlacement::PreviousCell);
    send(&mut app, KeyPlacement::PreviousCell);
    let last = legal[legal.len() - 1];
    let cursor = app.world().resource::<PlacementCursor>().clone();
    assert_eq!(
        cursor.hovered,
        Some(last.0),
        "Left wraps round to the last cell"
    );
    assert!(last.1.contains(cursor.rot), "the shown rotation fits there");
    send(&mut app, KeyPlacement::Place);
    crate::testing::settle(&mut app);
    let placed = *driver(&app).board().placed().last().unwrap();
    assert_eq!((placed.cell, placed.rot), (last.0, cursor.rot));
}

#[test]
fn with_a_hint_shown_space_lays_the_tile_where_the_hint_says() {
    let mut app = app(3);
    let legal: Vec<(Cell, RotationSet)> = driver(&app).legal().to_vec();
    // The hint names the last fitting cell; the pointer rests on the first.
    let (cell, fits) = legal[legal.len() - 1];
    let rot = fits.iter().last().unwrap();
    let pending = app.world().resource::<Pending>().0.clone();
    *app.world_mut().resource_mut::<Hint>() = Hint {
        for_pending: pending,
        decision: Some(Decision::PlaceTile { cell, rot }),
        ..Default::default()
    };
    app.world_mut().resource_mut::<Pointer>().world = Some(cell_centre(legal[0].0));
    app.update();
    app.world_mut().write_message(KeyPlacement::Place);
    app.update();
    crate::testing::settle(&mut app);
    let placed = *driver(&app).board().placed().last().unwrap();
    assert_eq!((placed.cell, placed.rot), (cell, rot));
}

#[test]
fn right_click_turns_through_fitting_rotations_only() {
    // Find a seed whose first tile has a cell with two or more fitting rotations.
    let (mut app, cell, fits) = (0..50)
        .find_map(|seed| {
            let a = app(seed);
            let d = a.world().resource::<Driver>();
            let (c, f) = *d.legal().iter().find(|(_, f)| f.iter().count() >= 2)?;
            Some((a, c, f))
        })
        .expect("some seed offers a choice of rotations");
    point_at(&mut app, cell_centre(cell));
    let mut seen = Vec::new();
    for _ in 0..4 {
        let rot = app.world().resource::<PlacementCursor>().rot;
        assert!(fits.contains(rot));
        seen.push(rot);
        click(&mut app, MouseButton::Right);
    }
    seen.sort();
    seen.dedup();
    assert_eq!(seen.len(), fits.iter().count());
    assert_eq!(
        driver(&app).board().placed().len(),
        4,
        "right-click never places"
    );
}

#[test]
fn a_refused_click_or_turn_says_why_in_the_boards_terms() {
    let refusal = |app: &App| app.world().resource::<Refusal>().0.clone();
    let board = |error, turns| Why::Board { error, turns };
    let mut app = app(5);
    let far = Cell::new(9, 9);
    point_at(&mut app, cell_centre(far));
    click(&mut app, MouseButton::Left);
    let none = board(PlacementError::NoContact(far), false);
    assert_eq!(refusal(&app), Some((far, none)));
    let start = Cell::new(0, 0);
    point_at(&mut app, cell_centre(start));
    assert_eq!(
        refusal(&app),
        None,
        "moving to another cell clears the reason"
    );
    click(&mut app, MouseButton::Left);
    let taken = board(PlacementError::Occupied(start), false);
    assert_eq!(refusal(&app), Some((start, taken)));
    // A cell on the edge of the table where the drawn tile fits in no turn: the clash, named.
    let (mut app, cell) = (0..40)
        .find_map(|seed| {
            let a = crate::testing::rules_app(1, seed);
            let d = a.world().resource::<Driver>();
            let cell = d
                .board()
                .frontier()
                .find(|&c| d.rotations_at(c).is_empty())?;
            Some((a, cell))
        })
        .expect("some first tile fits nowhere on some edge cell");
    point_at(&mut app, cell_centre(cell));
    click(&mut app, MouseButton::Left);
    let Some((at, Why::Board { error, turns })) = refusal(&app) else {
        panic!("no reason given for {cell}");
    };
    assert_eq!(at, cell);
    assert!(!turns, "no turn fits there");
    assert!(
        matches!(error, PlacementError::Mismatch { cell: c, sides } if c == cell && !sides.is_empty())
    );
    // R on a cell where one turn fits: it says so instead of doing nothing silently.
    let (mut app, one) = (0..60)
        .find_map(|seed| {
            let a = crate::testing::rules_app(1, seed);
            let d = a.world().resource::<Driver>();
            let (c, _) = *d.legal().iter().find(|(_, f)| f.iter().count() == 1)?;
            Some((a, c))
        })
        .expect("some first tile fits one way only somewhere");
    point_at(&mut app, cell_centre(one));
    click(&mut app, MouseButton::Right);
    assert_eq!(refusal(&app), Some((one, Why::OneWayOnly)));
    assert_eq!(driver(&app).board().placed().len(), 4);
}

#[test]
fn pointing_at_the_hinted_cell_shows_the_hints_turn() {
    // A first tile with a cell where two turns fit: the hint suggests the later one.
    let (mut app, cell, rot) = (0..50)
        .find_map(|seed| {
            let a = app(seed);
            let d = a.world().resource::<Driver>();
            let (c, f) = *d.legal().iter().find(|(_, f)| f.iter().count() >= 2)?;
            Some((a, c, f.iter().last()?))
        })
        .expect("some seed offers a choice of rotations");
    let pending = app.world().resource::<Pending>().0.clone();
    *app.world_mut().resource_mut::<Hint>() = Hint {
        for_pending: pending,
        decision: Some(Decision::PlaceTile { cell, rot }),
        ..Hint::default()
    };
    point_at(&mut app, cell_centre(cell));
    assert_eq!(app.world().resource::<PlacementCursor>().rot, rot);
}

#[test]
fn illegal_cells_drags_and_clicks_over_ui_never_place() {
    let mut app = app(5);
    // Far away from the board: no contact.
    point_at(&mut app, cell_centre(Cell::new(9, 9)));
    click(&mut app, MouseButton::Left);
    // On the start tile itself: occupied.
    point_at(&mut app, cell_centre(Cell::new(0, 0)));
    click(&mut app, MouseButton::Left);
    // A legal cell, but the pointer is over an egui panel.
    let (cell, _) = driver(&app).legal()[0];
    point_at(&mut app, cell_centre(cell));
    app.world_mut().resource_mut::<Pointer>().over_ui = true;
    click(&mut app, MouseButton::Left);
    // A legal cell, but the press moves the mouse 20 px before release: a drag pans instead.
    point_at(&mut app, cell_centre(cell));
    button(&mut app, MouseButton::Left, ButtonState::Pressed);
    app.world_mut()
        .resource_mut::<Pointer>()
        .screen
        .as_mut()
        .unwrap()
        .x += 20.0;
    app.update();
    button(&mut app, MouseButton::Left, ButtonState::Released);
    assert_eq!(driver(&app).board().placed().len(), 4);
    for _ in 0..3 {
        app.update();
    }
    assert_eq!(driver(&app).board().placed().len(), 4);
    // The same cell clicked in place: accepted, as the engine's PlaceTile decision.
    click(&mut app, MouseButton::Left);
    crate::testing::settle(&mut app);
    assert_eq!(driver(&app).board().placed().len(), 5);
    assert!(
        app.world()
            .resource::<mists_rules::RuleLog>()
            .0
            .iter()
            .any(|e| matches!(e, mists_rules::RuleEvent::TilePlaced { cell: c, .. } if *c == cell))
    );
}

/// A game with "confirm placement" on; the first legal cell, its turn set on the cursor.
fn confirming() -> (App, Cell, mists_board::Rotation) {
    let mut app = app(3);
    app.insert_resource(crate::settings::UserSettings {
        confirm_placement: true,
        ..Default::default()
    });
    let (cell, rot) = crate::play::autoplay::first_legal(driver(&app)).unwrap();
    app.world_mut().resource_mut::<PlacementCursor>().rot = rot;
    (app, cell, rot)
}

/// A left click on `cell`, and a frame.
fn click_on(app: &mut App, cell: Cell) {
    app.world_mut().write_message(BoardClick {
        button: MouseButton::Left,
        world: cell_centre(cell),
    });
    app.update();
}

#[test]
fn with_confirm_on_a_click_holds_the_tile_and_a_second_click_lays_it() {
    let (mut app, cell, rot) = confirming();
    let placed = |app: &App| driver(app).board().placed().len();
    let before = placed(&app);
    click_on(&mut app, cell);
    assert_eq!(placed(&app), before, "the first click only holds the tile");
    assert_eq!(
        app.world().resource::<ConfirmPlacement>().held,
        Some((cell, rot))
    );
    click_on(&mut app, cell);
    crate::testing::settle(&mut app);
    assert_eq!(placed(&app), before + 1, "the second click lays it");
    assert_eq!(app.world().resource::<ConfirmPlacement>().held, None);
}

#[test]
fn with_confirm_on_enter_lays_the_held_tile_and_a_new_tile_lets_go_of_it() {
    let (mut app, cell, _) = confirming();
    let placed = |app: &App| driver(app).board().placed().len();
    let before = placed(&app);
    click_on(&mut app, cell);
    assert_eq!(placed(&app), before, "the click only holds the tile");
    app.world_mut()
        .write_message(crate::input::KeyPlacement::Confirm);
    crate::testing::settle(&mut app);
    assert_eq!(placed(&app), before + 1, "Enter lays it");
    // Hold the next tile, then a new question comes (an undo): Enter lays nothing.
    let (cell, rot) = crate::play::autoplay::first_legal(driver(&app)).unwrap();
    app.world_mut().resource_mut::<PlacementCursor>().rot = rot;
    click_on(&mut app, cell);
    assert!(app.world().resource::<ConfirmPlacement>().held.is_some());
    app.world_mut()
        .resource_mut::<mists_rules::Pending>()
        .set_changed();
    app.update();
    assert_eq!(app.world().resource::<ConfirmPlacement>().held, None);
    app.world_mut()
        .write_message(crate::input::KeyPlacement::Confirm);
    crate::testing::settle(&mut app);
    assert_eq!(placed(&app), before + 1, "nothing held, nothing laid");
}
