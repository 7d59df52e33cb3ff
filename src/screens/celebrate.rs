//! A won game ends with a flourish over the board: for two and a half seconds, sparks in the
//! meeple colours burst from the middle of the board's part of the window and fade, the ghosts
//! on the board rise and leave one after another and the mist lifts off the tiles as puffs
//! (issue 49: the celebration moves pieces of the game), while the game-over panel says which level the win opened. The sparks are
//! painted by egui in a background layer (they take no clicks); frames are asked for only while
//! something moves, so the window sleeps after. "Reduce motion" keeps all of it still.

use crate::shared::{BoardArea, Screen, UiPass};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use mists_rules::{GameOver, Outcome};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::GameOver), start);
    app.add_systems(
        Update,
        ghosts_leave
            .after(crate::shared::AppSystems::Publish)
            .run_if(in_state(Screen::GameOver).and_then(resource_exists::<Leaving>)),
    );
    app.add_systems(
        EguiPrimaryContextPass,
        sparks
            .in_set(UiPass::Over)
            .run_if(in_state(Screen::GameOver).and_then(resource_exists::<Burst>)),
    );
    app.add_systems(OnExit(Screen::GameOver), |mut commands: Commands| {
        commands.remove_resource::<Burst>();
        commands.remove_resource::<Leaving>();
    });
}

/// How long the burst lasts, in seconds.
pub const LENGTH: f32 = 2.5;
const SPARKS: usize = 48;

/// The burst under way: seconds since the win.
#[derive(Resource, Debug, Default)]
pub struct Burst(pub f32);

fn start(mut commands: Commands, over: Option<Res<GameOver>>) {
    if over.is_some_and(|o| o.0 == Some(Outcome::Won)) {
        commands.insert_resource(Burst(0.0));
        commands.insert_resource(Leaving::default());
    }
}

/// A win's ghosts, until they have been sent off (the board's pieces are rebuilt for the
/// game-over screen in its first frames: this waits for them).
#[derive(Resource, Debug, Default)]
pub struct Leaving {
    frames: u32,
    sent: bool,
}

/// The cells whose tile still holds mist of an open bank.
pub fn open_mist_cells(board: &mists_board::Board) -> Vec<mists_board::Cell> {
    board
        .placed()
        .iter()
        .filter(|p| {
            board.def_at(p.cell).is_some_and(|d| {
                d.mist_areas().any(|a| {
                    board
                        .feature_of(p.cell, a)
                        .is_some_and(|f| !board.feature(f).complete())
                })
            })
        })
        .map(|p| p.cell)
        .collect()
}

/// The mist lifts off every tile that still holds some, as the puffs of a completed bank but
/// slower and one after another (the tiles keep their faces: the game is over).
fn mist_lifts(commands: &mut Commands, board: &mists_board::Board, puff: &Handle<Image>) {
    use crate::board_view::anim::Anim;
    for (i, c) in open_mist_cells(board).into_iter().enumerate() {
        let at = crate::grid::cell_centre(c).extend(crate::board_view::Z_PIECES - 0.5);
        let mut a = Anim::puff(at);
        a.secs = 1.0 + 0.06 * (i % 12) as f32;
        commands.spawn((
            Name::new(format!("the mist lifting at {c}")),
            Sprite {
                image: puff.clone(),
                custom_size: Some(Vec2::splat(crate::grid::CELL_SIZE)),
                color: Color::srgba(0.92, 0.95, 1.0, 0.8),
                ..default()
            },
            Transform::from_translation(at),
            a,
            DespawnOnExit(Screen::GameOver),
        ));
    }
}

/// The table the ghosts leave and the art they are drawn with (absent in some tests).
#[derive(bevy::ecs::system::SystemParam)]
struct Scene<'w> {
    table: Option<Res<'w, mists_rules::Table>>,
    art: Option<Res<'w, crate::board_view::pieces::PieceArt>>,
}

/// Each ghost on the board rises two and a half cells and fades, the next a little later than
/// the one before, over about two seconds, and the mist lifts. With "reduce motion" nothing
/// moves.
fn ghosts_leave(
    mut commands: Commands,
    mut leaving: ResMut<Leaving>,
    settings: Option<Res<crate::settings::UserSettings>>,
    scene: Scene,
    ghosts: Query<
        (
            Entity,
            &Transform,
            &crate::board_view::pieces::PieceKey,
            Option<&Children>,
        ),
        (
            With<crate::board_view::pieces::Piece>,
            Without<crate::board_view::anim::Anim>,
        ),
    >,
    figures: Query<&Transform, Without<crate::board_view::pieces::Piece>>,
) {
    let Scene { table, art } = scene;
    use crate::board_view::anim::Anim;
    use crate::board_view::pieces::PieceKey;
    if leaving.sent {
        return;
    }
    leaving.frames += 1;
    if crate::settings::motion_time(settings.as_deref()) == 0.0 {
        leaving.sent = true;
        return;
    }
    let rise = Vec2::new(0.0, 2.5 * crate::grid::CELL_SIZE);
    let mut sent = 0;
    for (e, tf, key, children) in &ghosts {
        if !matches!(key, PieceKey::Ghosts(_)) {
            continue;
        }
        let mut a = Anim::fly_off(tf.translation, rise);
        a.secs = 1.2 + 0.1 * (sent % 8) as f32;
        // The tile's further ghost figures (children of this one) rise with it and fade as it.
        for &child in children.into_iter().flatten() {
            if let Ok(ctf) = figures.get(child) {
                let mut fade = Anim::leave(ctf.translation);
                fade.to.0 = Vec2::ZERO;
                fade.secs = a.secs;
                fade.despawn = false;
                commands.entity(child).insert(fade);
            }
        }
        commands.entity(e).insert(a);
        sent += 1;
    }
    // A board without ghosts has nothing to send; give the pieces a few frames to appear.
    leaving.sent = sent > 0 || leaving.frames > 10;
    if leaving.sent
        && let (Some(t), Some(art)) = (table, art)
    {
        mist_lifts(&mut commands, &t.board, &art.puff);
    }
}

/// Where spark `i` is `t` seconds in, relative to the burst's centre (points), and how opaque.
pub fn spark(i: usize, t: f32) -> (egui::Vec2, f32) {
    // Spread evenly round the circle with a little jitter; each its own speed.
    let k = i as f32;
    let angle = k * std::f32::consts::TAU / SPARKS as f32 + (k * 2.399).sin() * 0.2;
    let speed = 160.0 + 90.0 * ((k * 1.618).fract());
    let u = (t / LENGTH).clamp(0.0, 1.0);
    // Eases out, with a slight fall.
    let dist = speed * (1.0 - (1.0 - u).powi(3)) * 1.6;
    let pos = egui::vec2(angle.cos(), angle.sin()) * dist + egui::vec2(0.0, 60.0 * u * u);
    (pos, 1.0 - u)
}

fn sparks(
    mut contexts: EguiContexts,
    mut burst: ResMut<Burst>,
    time: Res<Time>,
    settings: Option<Res<crate::settings::UserSettings>>,
    area: Res<BoardArea>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
) -> Result {
    burst.0 += time.delta_secs().min(0.1);
    // "Reduce motion" (or the speed "instant"): no flying sparks; the panel says the win.
    if burst.0 > LENGTH || crate::settings::motion_time(settings.as_deref()) == 0.0 {
        return Ok(());
    }
    redraw.write(bevy::window::RequestRedraw);
    let ctx = contexts.ctx_mut()?;
    let zoom = ctx.zoom_factor();
    let centre = area
        .0
        .map(|r| egui::pos2(r.center().x / zoom, r.center().y / zoom))
        .unwrap_or_else(|| ctx.content_rect().center());
    let painter = ctx.layer_painter(egui::LayerId::new(
        egui::Order::Background,
        egui::Id::new("win sparks"),
    ));
    let colours = mists_rules::Colour::ALL;
    for i in 0..SPARKS {
        let (at, alpha) = spark(i, burst.0);
        let [r, g, b] = crate::setup::colour_rgb(colours[i % colours.len()]);
        let c = egui::Color32::from_rgba_unmultiplied(r, g, b, (alpha * 255.0) as u8);
        painter.circle_filled(centre + at, 5.0 + 3.0 * alpha, c);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The mist lifts off the tiles of open banks: the start tile's quarters are misty and open
    /// at a game's start.
    #[test]
    fn the_open_mist_is_found_where_it_lies() {
        let app = crate::testing::rules_app(1, 3);
        let board = &app.world().resource::<mists_rules::Table>().board;
        let open = open_mist_cells(board);
        assert!(!open.is_empty());
        assert!(open.iter().all(|c| board.is_misty(*c)));
    }

    /// A win's ghosts rise and leave (every ghost piece gets a slow upward animation, the
    /// meeples stay); with "reduce motion" nothing moves.
    #[test]
    fn the_wins_ghosts_leave_the_board_unless_motion_is_reduced() {
        use crate::board_view::anim::Anim;
        use crate::board_view::pieces::{Piece, PieceKey};
        let run = |reduce: bool| {
            let mut app = App::new();
            app.add_plugins(MinimalPlugins);
            app.insert_resource(crate::settings::UserSettings {
                reduce_motion: reduce,
                ..Default::default()
            });
            app.insert_resource(Leaving::default());
            app.add_systems(Update, ghosts_leave);
            let ghost = |x| (Piece, PieceKey::Ghosts(mists_board::Cell::new(x, 0)));
            let ids: Vec<Entity> = (0..3)
                .map(|x| app.world_mut().spawn((ghost(x), Transform::default())).id())
                .collect();
            // A second figure on the first ghost's tile: a child sprite.
            let second = app
                .world_mut()
                .spawn((
                    Sprite::default(),
                    Transform::from_xyz(5.0, 0.0, 0.0),
                    ChildOf(ids[0]),
                ))
                .id();
            let meeple = app
                .world_mut()
                .spawn((Piece, PieceKey::Meeple(0), Transform::default()))
                .id();
            app.update();
            let anims: Vec<Option<Anim>> = ids
                .iter()
                .map(|&e| app.world().get::<Anim>(e).cloned())
                .collect();
            let second = app.world().get::<Anim>(second).cloned();
            (anims, app.world().get::<Anim>(meeple).is_some(), second)
        };
        let (anims, meeple_moves, second) = run(false);
        assert!(!meeple_moves);
        // The second figure fades where it stands on its rising ghost.
        let second = second.expect("the second figure fades too");
        assert!(
            second.to == (Vec2::ZERO, 0.0) && second.base.x == 5.0,
            "{second:?}"
        );
        for a in &anims {
            let a = a.as_ref().expect("each ghost leaves");
            assert!(
                a.secs >= 1.2 && a.to.0.y > 0.0 && a.to.1 == 0.0 && a.despawn,
                "{a:?}"
            );
        }
        let (anims, _, _) = run(true);
        assert!(
            anims.iter().all(Option::is_none),
            "reduce motion keeps them still"
        );
    }

    #[test]
    fn sparks_fly_out_and_fade_by_the_end() {
        for i in 0..SPARKS {
            let (start, a0) = spark(i, 0.0);
            let (mid, _) = spark(i, LENGTH / 2.0);
            let (end, a1) = spark(i, LENGTH);
            assert!(start.length() < 1e-3 && a0 == 1.0);
            assert!(mid.length() > 100.0, "spark {i} at {mid:?}");
            assert!(
                end.length() > 100.0 && end != mid && a1 == 0.0,
                "spark {i} ends at {end:?}"
            );
        }
        // They spread all round: some go left, some right, some up.
        let ends: Vec<_> = (0..SPARKS).map(|i| spark(i, LENGTH).0).collect();
        assert!(ends.iter().any(|p| p.x < -100.0) && ends.iter().any(|p| p.x > 100.0));
        assert!(ends.iter().any(|p| p.y < -100.0));
    }
}
