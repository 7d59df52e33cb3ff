//! Short piece animations (≤ 0.5 s): a piece that appears rises into place and fades in; a piece
//! that leaves (ghosts pacified or chased, a closed bank, a meeple returning or buried) drifts up
//! and fades out. Any mouse press finishes every running animation at once.

use crate::AppSystems;
use bevy::prelude::*;
use bevy::window::RequestRedraw;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (skip_on_click, animate).chain().in_set(AppSystems::Update),
    );
}

/// Seconds an animation lasts.
pub const DURATION: f32 = 0.45;

/// A running animation on a sprite: offset and alpha go from `from` to `to`.
#[derive(Component, Debug, Clone)]
pub struct Anim {
    pub t: f32,
    pub base: Vec3,
    pub from: (Vec2, f32),
    pub to: (Vec2, f32),
    pub despawn: bool,
    started: bool,
}

impl Anim {
    /// Rise from a little below, fading in.
    pub fn appear(base: Vec3) -> Anim {
        Anim {
            t: 0.0,
            base,
            from: (Vec2::new(0.0, -18.0), 0.0),
            to: (Vec2::ZERO, 1.0),
            despawn: false,
            started: false,
        }
    }

    /// Slide in from the left, fading in (facedown tiles).
    pub fn slide_in(base: Vec3) -> Anim {
        Anim {
            t: 0.0,
            base,
            from: (Vec2::new(-60.0, 0.0), 0.0),
            to: (Vec2::ZERO, 1.0),
            despawn: false,
            started: false,
        }
    }

    /// Drift up and fade out, then despawn.
    pub fn leave(base: Vec3) -> Anim {
        Anim {
            t: 0.0,
            base,
            from: (Vec2::ZERO, 1.0),
            to: (Vec2::new(0.0, 30.0), 0.0),
            despawn: true,
            started: false,
        }
    }

    /// Offset and alpha at progress `t` (ease-out).
    pub fn at(&self, t: f32) -> (Vec2, f32) {
        let e = 1.0 - (1.0 - t.clamp(0.0, 1.0)).powi(3);
        (
            self.from.0.lerp(self.to.0, e),
            self.from.1 + (self.to.1 - self.from.1) * e,
        )
    }
}

fn skip_on_click(buttons: Res<ButtonInput<MouseButton>>, mut q: Query<&mut Anim>) {
    if buttons.get_just_pressed().next().is_some() {
        for mut a in &mut q {
            a.t = 1.0;
            a.started = true;
        }
    }
}

fn animate(
    mut commands: Commands,
    time: Res<Time>,
    mut q: Query<(Entity, &mut Anim, &mut Transform, &mut Sprite)>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    for (e, mut a, mut tf, mut sprite) in &mut q {
        // The first frame may follow a long idle pause: do not use its time step.
        if a.started {
            a.t = (a.t + time.delta_secs() / DURATION).min(1.0);
        }
        a.started = true;
        let (off, alpha) = a.at(a.t);
        tf.translation = a.base + off.extend(0.0);
        sprite.color = sprite.color.with_alpha(alpha);
        if a.t >= 1.0 {
            if a.despawn {
                commands.entity(e).despawn();
            } else {
                commands.entity(e).remove::<Anim>();
            }
        } else {
            redraw.write(RequestRedraw);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn appear_ends_in_place_and_leave_ends_invisible() {
        let a = Anim::appear(Vec3::ZERO);
        assert_eq!(a.at(0.0), (Vec2::new(0.0, -18.0), 0.0));
        assert_eq!(a.at(1.0), (Vec2::ZERO, 1.0));
        let l = Anim::leave(Vec3::ZERO);
        assert_eq!(l.at(1.0).1, 0.0);
        assert!(l.at(0.5).0.y > 0.0);
    }
}
