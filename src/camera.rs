//! The board camera: drag to pan, wheel to zoom around the cursor, Home/C to re-centre on the
//! board. Egui draws through the same camera.

use crate::grid::{CELL_SIZE, cell_centre};
use crate::input::{BoardCamera, PanBy, Recentre, ZoomAt};
use crate::play::driver::Driver;
use crate::shared::AppSystems;
use crate::shared::Screen;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, spawn_camera);
    app.add_systems(OnEnter(Screen::Playing), recentre_on_enter);
    app.add_systems(OnEnter(Screen::LevelSelect), recentre_on_enter);
    app.add_systems(OnEnter(Screen::GameOver), recentre_on_enter);
    app.add_systems(
        Update,
        (pan, zoom, recentre).chain().in_set(AppSystems::Update),
    );
}

pub const MIN_SCALE: f32 = 0.25;
pub const MAX_SCALE: f32 = 6.0;
/// Zoom of the start tile behind the level select.
const TITLE_SCALE: f32 = 0.55;
/// Scale change per wheel line.
const ZOOM_STEP: f32 = 0.85;

fn spawn_camera(mut commands: Commands) {
    commands.spawn((
        Name::new("Board camera"),
        Camera2d,
        // Sprites are axis-aligned quads whose edges are antialiased in their own textures: no
        // multisampling. With a software renderer (lavapipe) 4x MSAA made every drawn pixel four.
        Msaa::Off,
        BoardCamera,
        Transform::from_translation(start_centre().extend(0.0)),
    ));
}

/// The middle of the 2×2 start tile.
fn start_centre() -> Vec2 {
    (cell_centre(mists_board::Cell::new(0, 0)) + cell_centre(mists_board::Cell::new(1, 1))) / 2.0
}

fn recentre_on_enter(mut w: MessageWriter<Recentre>) {
    w.write(Recentre);
}

/// Screen offset from the window centre (logical px, y down) → world offset at `scale`.
fn screen_to_world_offset(screen: Vec2, window: Vec2, scale: f32) -> Vec2 {
    let d = screen - window / 2.0;
    Vec2::new(d.x, -d.y) * scale
}

/// Zoom by `steps` wheel lines around the cursor: the world point under `screen` stays put.
/// Returns the new camera position and scale.
pub fn zoom_about(cam: Vec2, scale: f32, screen: Vec2, window: Vec2, steps: f32) -> (Vec2, f32) {
    let new_scale = (scale * ZOOM_STEP.powf(steps)).clamp(MIN_SCALE, MAX_SCALE);
    let world = cam + screen_to_world_offset(screen, window, scale);
    let new_cam = world - screen_to_world_offset(screen, window, new_scale);
    (new_cam, new_scale)
}

/// Where to look and how far out so every cell in `cells` is in view (never zooming in past 1:1).
pub fn frame_cells(cells: impl Iterator<Item = mists_board::Cell>, window: Vec2) -> (Vec2, f32) {
    let mut lo = Vec2::splat(f32::MAX);
    let mut hi = Vec2::splat(f32::MIN);
    for c in cells {
        let p = cell_centre(c);
        lo = lo.min(p);
        hi = hi.max(p);
    }
    if lo.x > hi.x {
        return (start_centre(), 1.0);
    }
    // Two extra cells all round: room for the next placements (and the HUD).
    let size = hi - lo + Vec2::splat(CELL_SIZE * 5.0);
    let fit = (size.x / window.x.max(1.0)).max(size.y / window.y.max(1.0));
    ((lo + hi) / 2.0, fit.clamp(1.0, MAX_SCALE))
}

fn ortho(projection: &mut Projection) -> Option<&mut OrthographicProjection> {
    match projection {
        Projection::Orthographic(o) => Some(o),
        _ => None,
    }
}

fn pan(
    mut msgs: MessageReader<PanBy>,
    camera: Single<(&mut Transform, &Projection), With<BoardCamera>>,
) {
    let (mut tf, projection) = camera.into_inner();
    let Projection::Orthographic(o) = projection else {
        return;
    };
    for PanBy(d) in msgs.read() {
        tf.translation.x -= d.x * o.scale;
        tf.translation.y += d.y * o.scale;
    }
}

fn zoom(
    mut msgs: MessageReader<ZoomAt>,
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<(&mut Transform, &mut Projection), With<BoardCamera>>,
) {
    let (mut tf, mut projection) = camera.into_inner();
    let Some(o) = ortho(&mut projection) else {
        return;
    };
    for z in msgs.read() {
        let (cam, scale) = zoom_about(
            tf.translation.truncate(),
            o.scale,
            z.screen,
            window.size(),
            z.steps,
        );
        tf.translation = cam.extend(tf.translation.z);
        o.scale = scale;
    }
}

fn recentre(
    mut msgs: MessageReader<Recentre>,
    driver: Option<Res<Driver>>,
    versus: Option<Res<mists_rules::competitive::Match>>,
    screen: Res<State<Screen>>,
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<(&mut Transform, &mut Projection), With<BoardCamera>>,
) {
    if msgs.read().count() == 0 {
        return;
    }
    let (mut tf, mut projection) = camera.into_inner();
    let Some(o) = ortho(&mut projection) else {
        return;
    };
    let (centre, scale) = match (&driver, screen.get()) {
        (Some(d), Screen::Playing | Screen::GameOver) => {
            frame_cells(d.board().placed().iter().map(|p| p.cell), window.size())
        }
        (_, Screen::Versus) if let Some(m) = &versus => {
            frame_cells(m.board.placed().iter().map(|p| p.cell), window.size())
        }
        // The level select covers the left of the window: show the start tile, large, right of it.
        (_, Screen::LevelSelect) => (
            start_centre() - Vec2::new(0.22 * window.width(), 0.0) * TITLE_SCALE,
            TITLE_SCALE,
        ),
        _ => (start_centre(), 1.0),
    };
    tf.translation = centre.extend(tf.translation.z);
    o.scale = scale;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn zoom_keeps_the_point_under_the_cursor() {
        let window = Vec2::new(1280.0, 800.0);
        let cam = Vec2::new(100.0, -40.0);
        let screen = Vec2::new(1000.0, 200.0);
        let before = cam + screen_to_world_offset(screen, window, 1.0);
        let (cam2, s2) = zoom_about(cam, 1.0, screen, window, 2.0);
        assert!(s2 < 1.0, "wheel up zooms in");
        let after = cam2 + screen_to_world_offset(screen, window, s2);
        assert!(before.distance(after) < 1e-3);
        let (_, s) = zoom_about(cam, 1.0, screen, window, -100.0);
        assert_eq!(s, MAX_SCALE);
    }

    #[test]
    fn framing_covers_the_board_and_never_zooms_past_one() {
        use mists_board::Cell;
        let window = Vec2::new(1280.0, 800.0);
        let (c, s) = frame_cells([Cell::new(0, 0), Cell::new(1, 1)].into_iter(), window);
        assert_eq!((c, s), (start_centre(), 1.0));
        let (_, s) = frame_cells([Cell::new(-10, 0), Cell::new(10, 1)].into_iter(), window);
        assert!(s * window.x >= 21.0 * CELL_SIZE);
    }
}
