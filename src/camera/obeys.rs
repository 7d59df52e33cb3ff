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
