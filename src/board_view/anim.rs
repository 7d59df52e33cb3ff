//! Short piece animations (≤ 0.6 s): a piece that appears rises into place and fades in; a piece
//! that leaves (ghosts pacified, a closed bank, a meeple returning or buried) drifts up and fades
//! out; ghosts a hound chases fly off; a hound runs in to its meeple; the mist of a completed bank
//! lifts off its tiles as puffs. Any mouse press finishes every running animation at once, and
//! nothing animates (or asks for frames) once they are done.

use crate::shared::AppSystems;
use bevy::prelude::*;
use bevy::window::RequestRedraw;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (skip_on_click, animate).chain().in_set(AppSystems::Update),
    );
}

/// Seconds an animation lasts (unless it says otherwise); the longest is [`LONGEST`].
pub const DURATION: f32 = 0.45;
pub const LONGEST: f32 = 0.6;

/// A running animation on a sprite: offset, alpha and scale go from `from` to `to`.
#[derive(Component, Debug, Clone)]
pub struct Anim {
    pub t: f32,
    pub base: Vec3,
    pub from: (Vec2, f32),
    pub to: (Vec2, f32),
    /// Scale at the start and the end.
    pub scale: (f32, f32),
    pub secs: f32,
    pub despawn: bool,
    started: bool,
}

impl Anim {
    fn new(base: Vec3, from: (Vec2, f32), to: (Vec2, f32), despawn: bool) -> Anim {
        Anim {
            t: 0.0,
            base,
            from,
            to,
            scale: (1.0, 1.0),
            secs: DURATION,
            despawn,
            started: false,
        }
    }

    /// Rise from a little below, fading in.
    pub fn appear(base: Vec3) -> Anim {
        Anim::new(base, (Vec2::new(0.0, -18.0), 0.0), (Vec2::ZERO, 1.0), false)
    }

    /// Slide in from the left, fading in (facedown tiles).
    pub fn slide_in(base: Vec3) -> Anim {
        Anim::new(base, (Vec2::new(-60.0, 0.0), 0.0), (Vec2::ZERO, 1.0), false)
    }

    /// Drift up and fade out, then despawn.
    pub fn leave(base: Vec3) -> Anim {
        Anim::new(base, (Vec2::ZERO, 1.0), (Vec2::new(0.0, 30.0), 0.0), true)
    }

    /// Fly off along `dir` (world units), shrinking and fading: ghosts a hound chases.
    pub fn fly_off(base: Vec3, dir: Vec2) -> Anim {
        Anim {
            scale: (1.0, 0.5),
            ..Anim::new(base, (Vec2::ZERO, 1.0), (dir, 0.0), true)
        }
    }

    /// Run in from `offset` away, fully visible all the way: a hound going to its meeple.
    pub fn run_from(base: Vec3, offset: Vec2) -> Anim {
        Anim {
            secs: LONGEST,
            ..Anim::new(base, (offset, 1.0), (Vec2::ZERO, 1.0), false)
        }
    }

    /// Swell, rise and fade: the mist of a completed bank lifting off a tile.
    pub fn puff(base: Vec3) -> Anim {
        Anim {
            scale: (0.8, 1.7),
            secs: LONGEST,
            ..Anim::new(base, (Vec2::ZERO, 0.8), (Vec2::new(0.0, 26.0), 0.0), true)
        }
    }

    /// Stay, drift a little with the wind and fade out, then despawn: the misty face of a tile
    /// whose bank closed, over its cleared face (the fog rolling off).
    pub fn fade(base: Vec3) -> Anim {
        Anim {
            secs: LONGEST,
            ..Anim::new(base, (Vec2::ZERO, 1.0), (Vec2::new(14.0, 4.0), 0.0), true)
        }
    }

    /// Scale at progress `t` (ease-out).
    pub fn scale_at(&self, t: f32) -> f32 {
        let e = 1.0 - (1.0 - t.clamp(0.0, 1.0)).powi(3);
        self.scale.0 + (self.scale.1 - self.scale.0) * e
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
    settings: Option<Res<crate::settings::UserSettings>>,
    mut q: Query<(Entity, &mut Anim, &mut Transform, &mut Sprite)>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    // The settings' speed stretches the time; "instant" or "reduce motion" end it at once.
    let k = crate::settings::motion_time(settings.as_deref());
    for (e, mut a, mut tf, mut sprite) in &mut q {
        if k == 0.0 {
            a.t = 1.0;
        } else if a.started {
            // The first frame may follow a long idle pause: do not use its time step.
            a.t = (a.t + time.delta_secs() / (a.secs * k)).min(1.0);
        }
        a.started = true;
        let (off, alpha) = a.at(a.t);
        tf.translation = a.base + off.extend(0.0);
        tf.scale = Vec3::splat(a.scale_at(a.t));
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

    #[test]
    fn motions_end_where_they_should_within_the_longest_time() {
        let base = Vec3::new(5.0, 5.0, 1.0);
        let run = Anim::run_from(base, Vec2::new(300.0, 200.0));
        assert_eq!(
            run.at(0.0),
            (Vec2::new(300.0, 200.0), 1.0),
            "the hound is seen running"
        );
        assert_eq!(run.at(1.0), (Vec2::ZERO, 1.0));
        let fly = Anim::fly_off(base, Vec2::new(80.0, 0.0));
        assert_eq!(fly.at(1.0), (Vec2::new(80.0, 0.0), 0.0));
        assert!(fly.scale_at(1.0) < 1.0 && fly.despawn);
        let puff = Anim::puff(base);
        assert!(puff.scale_at(1.0) > puff.scale_at(0.0) && puff.at(1.0).1 == 0.0);
        for a in [run, fly, puff, Anim::appear(base), Anim::leave(base)] {
            assert!(a.secs <= LONGEST, "{a:?}");
        }
    }

    /// An appearing piece after `frames` frames of 1/60 s under `settings`: still moving?
    fn moving_after(settings: crate::settings::UserSettings, frames: usize) -> bool {
        let mut app = App::new();
        app.add_plugins(MinimalPlugins);
        app.insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(
            std::time::Duration::from_millis(16),
        ));
        app.add_message::<RequestRedraw>();
        app.insert_resource(settings);
        app.add_systems(Update, animate);
        let e = app
            .world_mut()
            .spawn((
                Anim::appear(Vec3::ZERO),
                Transform::default(),
                Sprite::default(),
            ))
            .id();
        for _ in 0..frames {
            app.update();
        }
        app.world().get::<Anim>(e).is_some()
    }

    #[test]
    fn the_speed_stretches_the_motion_and_reduce_motion_leaves_none_running() {
        use crate::settings::{MotionSpeed, UserSettings};
        let speed = |motion| UserSettings {
            motion,
            ..Default::default()
        };
        // 0.45 s is about 28 frames of 1/60 s (the first frame does not count).
        assert!(!moving_after(speed(MotionSpeed::Normal), 32));
        assert!(moving_after(speed(MotionSpeed::Slow), 32), "twice as long");
        assert!(!moving_after(speed(MotionSpeed::Fast), 17), "half as long");
        assert!(!moving_after(speed(MotionSpeed::Instant), 1));
        let calm = UserSettings {
            reduce_motion: true,
            ..Default::default()
        };
        assert!(!moving_after(calm, 1), "reduce motion: done at once");
    }
}
