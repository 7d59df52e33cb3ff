//! The camera obeys the player (issue 47): a zoom the player chose survives the panels changing
//! size; Home frames the board again and forgets it.

use super::*;
use bevy::state::app::StatesPlugin;

fn app() -> App {
    let mut app = App::new();
    app.add_plugins((
        MinimalPlugins,
        bevy::window::WindowPlugin::default(),
        StatesPlugin,
        bevy::input::InputPlugin,
    ));
    crate::shared::configure_app_systems(&mut app);
    app.init_state::<Screen>();
    app.init_resource::<BoardArea>();
    app.add_plugins((crate::input::plugin, plugin));
    // Each frame a sixtieth of a second: glides end in frames, not in the test's wall time.
    app.insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(
        std::time::Duration::from_micros(16_667),
    ));
    app.update();
    app
}

fn scale(app: &mut App) -> f32 {
    let mut q = app.world_mut().query::<&Projection>();
    match q.single(app.world()).unwrap() {
        Projection::Orthographic(o) => o.scale,
        _ => panic!("the board camera is orthographic"),
    }
}

/// The docked panels change the board's part of the window.
fn panels_change(app: &mut App, right: f32) {
    app.world_mut().resource_mut::<BoardArea>().0 = Some(Rect::new(0.0, 0.0, right, 600.0));
    app.update();
    app.update();
}

#[test]
fn a_chosen_zoom_survives_the_panels_changing_and_home_forgets_it() {
    let mut app = app();
    panels_change(&mut app, 900.0);
    let framed = scale(&mut app);
    app.world_mut().write_message(ZoomAt {
        screen: Vec2::new(400.0, 300.0),
        steps: 1.0,
    });
    app.update();
    let chosen = scale(&mut app);
    assert!(
        (chosen - framed * ZOOM_STEP).abs() < 1e-4,
        "{framed} -> {chosen}"
    );
    panels_change(&mut app, 700.0);
    assert_eq!(scale(&mut app), chosen, "the panels did not re-zoom");
    // Home frames the board again; then the panels may re-frame it.
    app.world_mut().write_message(Recentre);
    app.update();
    assert_eq!(scale(&mut app), framed);
    assert_eq!(*app.world().resource::<PlayerZoom>(), PlayerZoom(None));
}

#[test]
fn without_a_chosen_zoom_the_panels_reframe_the_board() {
    let mut app = app();
    panels_change(&mut app, 900.0);
    // Zoomed by something other than the player (a glide's end, say): the panels re-frame.
    let mut q = app.world_mut().query::<&mut Projection>();
    if let Projection::Orthographic(o) = &mut *q.single_mut(app.world_mut()).unwrap() {
        o.scale = 3.0;
    }
    panels_change(&mut app, 700.0);
    assert_ne!(scale(&mut app), 3.0);
}

/// A cell the player asked to see (a review's better move) glides into view, keeping a chosen
/// zoom; one already in view moves nothing.
#[test]
fn cells_asked_for_glide_into_view_and_cells_in_view_stay() {
    let mut app = app();
    let cam = |app: &mut App| {
        let mut q = app
            .world_mut()
            .query_filtered::<&Transform, With<BoardCamera>>();
        q.single(app.world()).unwrap().translation.truncate()
    };
    let start = cam(&mut app);
    app.world_mut()
        .write_message(ShowCells(vec![mists_board::Cell::new(0, 0)]));
    app.update();
    assert_eq!(
        app.world().resource::<Glide>().0,
        None,
        "the start tile is in view"
    );
    let far = mists_board::Cell::new(-30, 4);
    app.world_mut().write_message(ShowCells(vec![far]));
    app.update();
    assert!(
        app.world().resource::<Glide>().0.is_some(),
        "a glide begins"
    );
    // The glide takes about a quarter of a second of the frames' time.
    for _ in 0..2000 {
        if app.world().resource::<Glide>().0.is_none() {
            break;
        }
        app.update();
    }
    let (window, area) = {
        let mut q = app.world_mut().query::<&Window>();
        let w = q.single(app.world()).unwrap().size();
        (w, Rect::from_corners(Vec2::ZERO, w))
    };
    let s = scale(&mut app);
    assert!(cam(&mut app).distance(start) > 1000.0, "the camera glided");
    assert!(
        all_in_view(&[far], cam(&mut app), s, window, area),
        "the far cell is in view"
    );
}

/// The camera as it stands (position, scale).
fn framing_now(app: &mut App) -> (Vec2, f32) {
    let mut q = app
        .world_mut()
        .query_filtered::<(&Transform, &Projection), With<BoardCamera>>();
    let (tf, p) = q.single(app.world()).unwrap();
    let Projection::Orthographic(o) = p else {
        panic!("the board camera is orthographic")
    };
    (tf.translation.truncate(), o.scale)
}

/// Frames until a glide under way has ended (a quarter of a second of the frames' time).
fn glide_ends(app: &mut App) {
    for _ in 0..2000 {
        app.update();
        if app.world().resource::<Glide>().0.is_none() {
            return;
        }
    }
    panic!("the glide never ended");
}

/// The drawn tile `tile` waiting to be placed (a question about no cell).
fn placement_question(tile: u16) -> mists_rules::Pending {
    mists_rules::Pending(Some(mists_rules::PendingDecision {
        kind: mists_rules::DecisionKind::PlaceTile {
            tile: mists_board::TileId(tile),
        },
        options: Vec::new(),
    }))
}

/// A question about a cell far from the board (a meeple onto it).
fn far_question(cell: mists_board::Cell) -> mists_rules::Pending {
    mists_rules::Pending(Some(mists_rules::PendingDecision {
        kind: mists_rules::DecisionKind::PlaceMeeple { cell },
        options: vec![mists_rules::Decision::SkipMeeple],
    }))
}

/// Issue 62: a question's cells out of view glide in, and once the question is gone (answered,
/// or undone back to the placement) the camera returns to the player's framing; a player who
/// pans meanwhile keeps the new framing.
#[test]
fn the_camera_returns_to_the_players_framing_after_a_question_unless_the_player_moved_it() {
    let mut app = app();
    let assets = std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/assets"));
    let (cfg, tiles) =
        mists_rules::level::load_preset(&mists_rules::LevelConfig::builtin_path(assets, 1))
            .unwrap();
    let sim = mists_rules::Sim::new(cfg, &tiles, &mists_rules::PlayerSetup::new(1), 1).unwrap();
    app.insert_resource(sim.table);
    app.insert_resource(mists_rules::Pending::default());
    app.update();
    let players = framing_now(&mut app);
    let far = mists_board::Cell::new(-25, 6);
    for undo in [false, true] {
        app.insert_resource(far_question(far));
        glide_ends(&mut app);
        assert!(
            framing_now(&mut app).0.distance(players.0) > 1000.0,
            "to the question"
        );
        // Between two questions (the engine stepping) nothing moves.
        app.insert_resource(mists_rules::Pending::default());
        glide_ends(&mut app);
        assert!(
            framing_now(&mut app).0.distance(players.0) > 1000.0,
            "no back and forth"
        );
        // Answered (the next tile asked) or undone (the same tile asked again).
        app.insert_resource(placement_question(if undo { 1 } else { 2 }));
        glide_ends(&mut app);
        let back = framing_now(&mut app);
        assert!(back.0.distance(players.0) < 0.5 && (back.1 - players.1).abs() < 1e-4);
        assert_eq!(app.world().resource::<Framing>().0, None);
    }
    // The player pans while the question is asked: no return.
    app.insert_resource(far_question(far));
    glide_ends(&mut app);
    app.world_mut()
        .write_message(crate::input::PanBy(Vec2::new(40.0, 0.0)));
    app.update();
    let panned = framing_now(&mut app);
    app.insert_resource(placement_question(3));
    glide_ends(&mut app);
    assert_eq!(
        framing_now(&mut app),
        panned,
        "the player's own framing stays"
    );
}

/// Issue 62: cells just outside the view come in by the least movement, the zoom kept; cells
/// that do not fit at this zoom are framed (zooming out).
#[test]
fn a_questions_cells_come_into_view_by_the_least_movement() {
    let window = Vec2::new(800.0, 600.0);
    let rect = Rect::from_corners(Vec2::ZERO, window);
    let tf = Transform::default();
    // Cell (4, 0)'s right edge lies at 4.5 cells, right of the view's 400 px half-width.
    let cell = mists_board::Cell::new(4, 0);
    let missing = 4.5 * crate::grid::CELL_SIZE - 400.0;
    assert!(missing > 0.0 && missing < crate::grid::CELL_SIZE);
    let (to, scale) = show::glide_to(
        show::Want {
            core: &[cell],
            ..Default::default()
        },
        &tf,
        1.0,
        window,
        rect,
        &PlayerZoom::default(),
    )
    .unwrap();
    assert_eq!(scale, 1.0, "the zoom is kept");
    assert!(
        (to - Vec2::new(missing, 0.0)).length() < 1e-3,
        "moved by the {missing} px missing: {to}"
    );
    assert!(all_in_view(&[cell], to, scale, window, rect));
    // Too far apart for this zoom: framed, zooming out.
    let apart = [
        mists_board::Cell::new(-10, 0),
        mists_board::Cell::new(10, 0),
    ];
    let (_, out) = show::glide_to(
        show::Want {
            core: &apart,
            ..Default::default()
        },
        &tf,
        1.0,
        window,
        rect,
        &PlayerZoom::default(),
    )
    .unwrap();
    assert!(out > 1.0, "{out}");
    // With the board beside them (its top row 36 px out): a board that fits comes whole into
    // view with them (no clipped row).
    let board = [mists_board::Cell::new(0, 3), mists_board::Cell::new(0, 0)];
    let (to, _) = show::glide_to(
        show::Want {
            core: &[cell],
            margin: &[],
            board: &board,
        },
        &tf,
        1.0,
        window,
        rect,
        &PlayerZoom::default(),
    )
    .unwrap();
    assert!(
        all_in_view(&board, to, 1.0, window, rect) && all_in_view(&[cell], to, 1.0, window, rect)
    );
}
