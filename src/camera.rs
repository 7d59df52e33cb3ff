//! The board camera: drag to pan, wheel to zoom around the cursor, Home/C to re-centre on the
//! board. Egui draws through the same camera.

use crate::grid::{CELL_SIZE, cell_centre};
use crate::input::{BoardCamera, PanBy, Recentre, ZoomAt};
use crate::play::driver::Driver;
use crate::shared::{AppSystems, BoardArea, Screen};
use bevy::prelude::*;
use bevy::window::PrimaryWindow;

mod show;
pub use show::{Framing, ShowCells};

pub(super) fn plugin(app: &mut App) {
    app.add_message::<ShowCells>();
    app.add_systems(Startup, spawn_camera);
    app.add_systems(OnEnter(Screen::Playing), recentre_on_enter);
    app.add_systems(OnEnter(Screen::Title), recentre_on_enter);
    app.add_systems(OnEnter(Screen::GameOver), recentre_on_enter);
    app.init_resource::<Glide>();
    app.init_resource::<PlayerZoom>();
    app.init_resource::<Framing>();
    app.add_systems(
        Update,
        (
            recentre_when_docked,
            pan,
            zoom,
            recentre,
            show::keep_in_view.run_if(resource_exists::<mists_rules::Pending>),
            show::show_cells,
            glide,
        )
            .chain()
            .in_set(AppSystems::Update),
    );
}

pub const MIN_SCALE: f32 = 0.25;
pub const MAX_SCALE: f32 = 4.0;
/// Zoom of the start tile behind the title page.
const TITLE_SCALE: f32 = 0.8;
/// Scale change per wheel line (at most one line a frame: `input::read_wheel`), 1.18× (issue 47:
/// at most 1.25× a notch).
pub const ZOOM_STEP: f32 = 0.85;

/// The zoom the player chose with the wheel, kept until Home re-frames the board (issue 47: the
/// camera never re-zooms after the player zoomed; it only glides a new question's cells into
/// view, keeping the zoom).
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq)]
pub struct PlayerZoom(pub Option<f32>);

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

/// Where the board camera at `cam` and `scale` shows the world point `world`, in window px (y
/// down): what the egui overlays on the board use (it needs no render target, unlike
/// `Camera::world_to_viewport`, so it also holds in headless tests).
pub fn world_to_screen(cam: Vec2, scale: f32, window: Vec2, world: Vec2) -> Vec2 {
    let d = (world - cam) / scale;
    window / 2.0 + Vec2::new(d.x, -d.y)
}

/// Zoom by `steps` wheel lines around the cursor: the world point under `screen` stays put.
/// Returns the new camera position and scale.
pub fn zoom_about(cam: Vec2, scale: f32, screen: Vec2, window: Vec2, steps: f32) -> (Vec2, f32) {
    let new_scale = (scale * ZOOM_STEP.powf(steps)).clamp(MIN_SCALE, MAX_SCALE);
    let world = cam + screen_to_world_offset(screen, window, scale);
    let new_cam = world - screen_to_world_offset(screen, window, new_scale);
    (new_cam, new_scale)
}

/// The board's part of the window (logical px): the docked panels' leftover, or all of it.
fn board_rect(area: &BoardArea, window: Vec2) -> Rect {
    area.0.unwrap_or(Rect::from_corners(Vec2::ZERO, window))
}

/// [`frame_cells`] into the board's part `area` of the window: the camera position that puts the
/// cells' middle at the area's middle, and the scale that fits them in it.
pub fn frame_cells_in(
    cells: impl Iterator<Item = mists_board::Cell>,
    window: Vec2,
    area: Rect,
) -> (Vec2, f32) {
    let (centre, scale) = frame_cells(cells, area.size());
    (
        centre - screen_to_world_offset(area.center(), window, scale),
        scale,
    )
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
    mut framing: ResMut<Framing>,
) {
    let (mut tf, projection) = camera.into_inner();
    let Projection::Orthographic(o) = projection else {
        return;
    };
    for PanBy(d) in msgs.read() {
        // The player's hand: this is the framing now, nothing to return to.
        framing.0 = None;
        tf.translation.x -= d.x * o.scale;
        tf.translation.y += d.y * o.scale;
    }
}

fn zoom(
    mut msgs: MessageReader<ZoomAt>,
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<(&mut Transform, &mut Projection), With<BoardCamera>>,
    mut chosen: ResMut<PlayerZoom>,
    mut glide: ResMut<Glide>,
    mut framing: ResMut<Framing>,
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
        chosen.0 = Some(scale);
        // The player's hand wins over a glide under way, and is the framing from now on.
        glide.0 = None;
        framing.0 = None;
    }
}

/// The docked panels appeared, left or changed size: frame the board again inside its new part,
/// unless the player chose a zoom (then the view stays as the player left it).
fn recentre_when_docked(
    area: Res<BoardArea>,
    chosen: Res<PlayerZoom>,
    mut columns: Local<Option<(f32, f32)>>,
    mut w: MessageWriter<Recentre>,
) {
    if !area.is_changed() {
        return;
    }
    // The bar under the board grows and shrinks with each question: that alone moves nothing
    // (a question's cells glide into view, `keep_in_view`); the columns do.
    let now = area.0.map(|r| (r.min.x, r.max.x));
    let moved = columns.is_some_and(|c| Some(c) != now) || (columns.is_none() && !area.is_added());
    *columns = now;
    if moved && chosen.0.is_none() {
        w.write(Recentre);
    }
}

fn recentre(
    mut msgs: MessageReader<Recentre>,
    driver: Option<Res<Driver>>,
    competitive_match: Option<Res<mists_rules::competitive::Match>>,
    screen: Res<State<Screen>>,
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<(&mut Transform, &mut Projection), With<BoardCamera>>,
    area: Res<BoardArea>,
    mut glide: ResMut<Glide>,
    mut chosen: ResMut<PlayerZoom>,
    mut framing: ResMut<Framing>,
) {
    if msgs.read().count() == 0 {
        return;
    }
    glide.0 = None;
    chosen.0 = None;
    framing.0 = None;
    let rect = board_rect(&area, window.size());
    let (mut tf, mut projection) = camera.into_inner();
    let Some(o) = ortho(&mut projection) else {
        return;
    };
    let (centre, scale) = match (&driver, screen.get()) {
        (Some(d), Screen::Playing | Screen::GameOver) => frame_cells_in(
            d.board().placed().iter().map(|p| p.cell),
            window.size(),
            rect,
        ),
        (_, Screen::Competitive) if let Some(m) = &competitive_match => {
            frame_cells_in(m.board.placed().iter().map(|p| p.cell), window.size(), rect)
        }
        // The title page covers the left of the window: show the start tile, large, right of it.
        (_, Screen::Title) => (
            start_centre() - Vec2::new(0.22 * window.width(), 0.0) * TITLE_SCALE,
            TITLE_SCALE,
        ),
        _ => (start_centre(), 1.0),
    };
    tf.translation = centre.extend(tf.translation.z);
    o.scale = scale;
}

/// Where the camera is gliding to (position, scale), set when a question's cells are out of view.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq)]
pub struct Glide(pub Option<(Vec2, f32)>);

/// Whether every cell lies inside `area` (window px) for a camera at `cam`, `scale`.
pub fn all_in_view(
    cells: &[mists_board::Cell],
    cam: Vec2,
    scale: f32,
    window: Vec2,
    area: Rect,
) -> bool {
    cells.iter().all(|&c| {
        let half = Vec2::splat(CELL_SIZE / 2.0);
        [cell_centre(c) - half, cell_centre(c) + half]
            .iter()
            .all(|&w| {
                let d = (w - cam) / scale;
                let s = window / 2.0 + Vec2::new(d.x, -d.y);
                area.inflate(0.5).contains(s)
            })
    })
}

/// Move a fraction of the way each frame (about a quarter of a second in all).
fn glide(
    time: Res<Time>,
    settings: Option<Res<crate::settings::UserSettings>>,
    mut glide: ResMut<Glide>,
    camera: Single<(&mut Transform, &mut Projection), With<BoardCamera>>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
) {
    let Some((to, scale)) = glide.0 else {
        return;
    };
    let (mut tf, mut projection) = camera.into_inner();
    let Some(o) = ortho(&mut projection) else {
        return;
    };
    // The settings' speed stretches the glide; "instant" or "reduce motion" jump.
    let m = crate::settings::motion_time(settings.as_deref());
    let k = if m == 0.0 {
        1.0
    } else {
        1.0 - (-12.0 / m * time.delta_secs().min(0.1)).exp()
    };
    let at = tf.translation.truncate().lerp(to, k);
    o.scale += (scale - o.scale) * k;
    tf.translation = at.extend(tf.translation.z);
    if at.distance(to) < 0.5 && (o.scale - scale).abs() < 1e-3 {
        tf.translation = to.extend(tf.translation.z);
        o.scale = scale;
        glide.0 = None;
    }
    redraw.write(bevy::window::RequestRedraw);
}

#[cfg(test)]
mod obeys;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn world_to_screen_inverts_the_screen_offset() {
        let window = Vec2::new(1024.0, 640.0);
        let (cam, scale) = (Vec2::new(50.0, -20.0), 1.7);
        let screen = Vec2::new(300.0, 500.0);
        let world = cam + screen_to_world_offset(screen, window, scale);
        assert!(world_to_screen(cam, scale, window, world).distance(screen) < 1e-3);
    }

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
    fn framing_in_a_docked_area_puts_every_cell_inside_it() {
        use mists_board::Cell;
        let window = Vec2::new(1024.0, 640.0);
        let area = Rect::new(225.0, 0.0, 758.0, 474.0);
        let cells = [Cell::new(-3, 2), Cell::new(4, -1), Cell::new(0, 5)];
        let (cam, scale) = frame_cells_in(cells.into_iter(), window, area);
        assert!(all_in_view(&cells, cam, scale, window, area));
        // The whole window's framing puts some of them under the panels.
        let (cam, scale) = frame_cells(cells.into_iter(), window);
        assert!(!all_in_view(&cells, cam, scale, window, area));
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

    /// Frames until a glide to (300, 0) ends under `settings`.
    fn glide_frames(settings: crate::settings::UserSettings) -> usize {
        let mut app = App::new();
        app.add_plugins(MinimalPlugins);
        app.insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(
            std::time::Duration::from_millis(16),
        ));
        app.add_message::<bevy::window::RequestRedraw>();
        app.insert_resource(settings);
        app.insert_resource(Glide(Some((Vec2::new(300.0, 0.0), 1.0))));
        app.world_mut().spawn((
            BoardCamera,
            Transform::default(),
            Projection::Orthographic(OrthographicProjection::default_2d()),
        ));
        app.add_systems(Update, glide);
        (1..200)
            .find(|_| {
                app.update();
                app.world().resource::<Glide>().0.is_none()
            })
            .unwrap_or(200)
    }

    #[test]
    fn reduce_motion_ends_a_glide_at_once_and_slow_takes_longer() {
        use crate::settings::{MotionSpeed, UserSettings};
        let normal = glide_frames(UserSettings::default());
        assert!(normal > 5, "{normal} frames");
        let slow = glide_frames(UserSettings {
            motion: MotionSpeed::Slow,
            ..Default::default()
        });
        assert!(slow > normal, "{slow} ≤ {normal}");
        let calm = UserSettings {
            reduce_motion: true,
            ..Default::default()
        };
        assert_eq!(glide_frames(calm), 1);
    }
}
