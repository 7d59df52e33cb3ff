//! Pieces stay readable when the board is zoomed far out: past a scale the tiles keep shrinking
//! but meeples, ghosts and hounds grow back (up to twice their size), so who stands where can
//! still be told on the largest board.

use crate::camera::MAX_SCALE;
use crate::input::BoardCamera;
use crate::shared::AppSystems;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, grow.in_set(AppSystems::Update));
}

/// A piece sprite's size at ordinary zoom (its `custom_size` then).
#[derive(Component, Clone, Copy, Debug, PartialEq)]
pub struct Readable(pub Vec2);

/// From this camera scale (world units per pixel) on, pieces grow with the zoom.
const GROW_FROM: f32 = 2.0;

/// How much larger than ordinary a piece is drawn at camera `scale`: 1 up to [`GROW_FROM`], then
/// in step with the zoom, reaching `MAX_SCALE / GROW_FROM` at the farthest zoom.
pub fn growth(scale: f32) -> f32 {
    (scale / GROW_FROM).clamp(1.0, MAX_SCALE / GROW_FROM)
}

fn grow(
    camera: Query<&Projection, With<BoardCamera>>,
    mut pieces: Query<(Ref<Readable>, &mut Sprite)>,
    mut last: Local<f32>,
) {
    let Some(Projection::Orthographic(o)) = camera.iter().next() else {
        return;
    };
    let k = growth(o.scale);
    let changed = k != *last;
    *last = k;
    for (r, mut sprite) in &mut pieces {
        if changed || r.is_added() {
            sprite.custom_size = Some(r.0 * k);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pieces_grow_only_when_zoomed_far_out() {
        assert_eq!(growth(1.0), 1.0);
        assert_eq!(growth(GROW_FROM), 1.0);
        assert!(growth(3.0) > 1.0 && growth(3.0) < growth(MAX_SCALE));
        assert_eq!(growth(MAX_SCALE), 2.0);
        assert_eq!(growth(100.0), 2.0);
    }

    #[test]
    fn a_piece_sprite_follows_the_zoom_and_returns_to_its_size() {
        let mut app = App::new();
        app.add_systems(Update, grow);
        let proj = |scale| {
            Projection::Orthographic(OrthographicProjection {
                scale,
                ..OrthographicProjection::default_2d()
            })
        };
        let cam = app.world_mut().spawn((BoardCamera, proj(1.0))).id();
        let base = Vec2::splat(30.0);
        let piece = app
            .world_mut()
            .spawn((
                Readable(base),
                Sprite {
                    custom_size: Some(base),
                    ..default()
                },
            ))
            .id();
        let size = |app: &App| app.world().get::<Sprite>(piece).unwrap().custom_size;
        app.update();
        assert_eq!(size(&app), Some(base));
        app.world_mut().entity_mut(cam).insert(proj(MAX_SCALE));
        app.update();
        assert_eq!(size(&app), Some(base * 2.0));
        // A piece spawned while zoomed out is drawn grown at once.
        let late = app
            .world_mut()
            .spawn((
                Readable(base),
                Sprite {
                    custom_size: Some(base),
                    ..default()
                },
            ))
            .id();
        app.update();
        assert_eq!(
            app.world().get::<Sprite>(late).unwrap().custom_size,
            Some(base * 2.0)
        );
        app.world_mut().entity_mut(cam).insert(proj(1.0));
        app.update();
        assert_eq!(size(&app), Some(base));
    }
}
