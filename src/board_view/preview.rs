//! The drawn tile as a preview, only over a legal cell, with the rotation it would get: solid
//! enough to judge, lifted (a gold outline and a shadow) so it never looks placed. Elsewhere the
//! drawn tile waits in its slot in the panel (issue 47: a faint copy that followed the pointer
//! over everything sat on the tile just laid and, over a legal cell, looked placed). Over a cell
//! where its sides clash it shows faintly, unlifted, so the red sides (`clash.rs`) read.

use super::Z_PREVIEW;
use crate::grid::{CELL_SIZE, cell_centre, rotation_angle};
use crate::input::Pointer;
use crate::play::driver::Driver;
use crate::play::placement::{PlacementCursor, PlacementSystems};
use crate::shared::AppSystems;
use crate::shared::Menu;
use crate::shared::Screen;
use crate::tile_textures::{TileArt, Tiles};
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Playing), spawn_preview);
    app.add_systems(
        Update,
        follow_cursor
            .in_set(AppSystems::Update)
            .after(PlacementSystems)
            .run_if(in_state(Screen::Playing).and_then(resource_exists::<Driver>)),
    );
}

#[derive(Component)]
pub struct DrawnPreview;

/// The preview's lift: a gold outline and a shadow, shown over a legal cell only.
#[derive(Component)]
pub struct Lift;

/// A ring on the preview at one of the drawn tile's meeple spots (children of the preview, placed
/// for the cursor's turn).
#[derive(Component)]
struct PreviewSpot;

fn spawn_preview(mut commands: Commands) {
    let preview = commands
        .spawn((
            Name::new("Drawn tile preview"),
            DrawnPreview,
            Sprite {
                custom_size: Some(Vec2::splat(CELL_SIZE)),
                ..default()
            },
            Transform::from_xyz(0.0, 0.0, Z_PREVIEW),
            Visibility::Hidden,
            DespawnOnExit(Screen::Playing),
        ))
        .id();
    add_lift(&mut commands, preview);
}

/// Give a preview tile (both games') its lift: a gold outline and a shadow behind it (children
/// draw at the parent's depth plus theirs), shown while it stands over a cell it fits.
pub fn add_lift(commands: &mut Commands, preview: Entity) {
    for (name, colour, size, offset) in [
        (
            "preview outline",
            Color::srgba(1.0, 0.82, 0.3, 0.95),
            1.08,
            Vec2::ZERO,
        ),
        (
            "preview shadow",
            Color::srgba(0.0, 0.0, 0.0, 0.45),
            1.0,
            Vec2::new(7.0, -7.0),
        ),
    ] {
        commands.spawn((
            Name::new(name),
            Lift,
            Sprite::from_color(colour, Vec2::splat(size * CELL_SIZE)),
            Transform::from_translation(offset.extend(-0.02)),
            ChildOf(preview),
        ));
    }
}

fn follow_cursor(
    mut commands: Commands,
    driver: Res<Driver>,
    tiles: Res<Tiles>,
    mut art: ResMut<TileArt>,
    // Absent in headless tests: the unturned face is then turned whole.
    mut images: Option<ResMut<Assets<Image>>>,
    pieces: Option<Res<super::pieces::PieceArt>>,
    cursor: Res<PlacementCursor>,
    pointer: Res<Pointer>,
    menu: Res<State<Menu>>,
    who: crate::play::answer::WhoAnswers,
    mut q: Query<(Entity, &mut Sprite, &mut Transform, &mut Visibility), With<DrawnPreview>>,
    mut lift: Query<&mut Visibility, (With<Lift>, Without<DrawnPreview>)>,
    spots: Query<Entity, With<PreviewSpot>>,
    confirm: Option<Res<crate::play::placement::ConfirmPlacement>>,
    mut spots_for: Local<Option<(mists_board::CopyIdx, mists_board::Rotation)>>,
) {
    let Ok((preview, mut sprite, mut tf, mut vis)) = q.single_mut() else {
        return;
    };
    // The face drawn for the cursor's turn (upright buildings), or the unturned one turned whole.
    let face = driver.current().map(|d| {
        if let Some(images) = images.as_deref_mut() {
            art.ensure_copy(&tiles.0, d.copy, cursor.rot, images);
        }
        art.copy_face_at(&tiles.0, d.copy, cursor.rot)
    });
    let turn = face.as_ref().map_or(mists_board::Rotation(0), |f| f.1);
    // The drawn tile's meeple spots, as rings in the preview's frame: turned by what the sprite's
    // own turn leaves of the cursor's.
    let spot_turn = mists_board::Rotation((cursor.rot.0 + 4 - turn.0) % 4);
    let drawn_copy = driver.current().map(|d| (d.copy, spot_turn));
    if *spots_for != drawn_copy {
        *spots_for = drawn_copy;
        for e in &spots {
            commands.entity(e).despawn();
        }
        if let (Some(d), Some(p)) = (driver.current(), &pieces) {
            let def = tiles.0.def(d.ty);
            for (i, a) in def.areas.iter().enumerate() {
                if !a.kind.is_meeple_spot() {
                    continue;
                }
                let at = super::pieces::def_anchor(def, spot_turn, mists_board::AreaIdx(i as u8));
                commands.spawn((
                    Name::new("preview meeple spot"),
                    PreviewSpot,
                    Sprite {
                        image: p.ring.clone(),
                        custom_size: Some(Vec2::splat(0.22 * CELL_SIZE)),
                        color: Color::srgba(1.0, 1.0, 1.0, 0.8),
                        ..default()
                    },
                    Transform::from_translation(at.extend(0.05)),
                    ChildOf(preview),
                ));
            }
        }
    }
    let drawn = driver.current();
    // A tile held by a first click ("confirm placement") stays on its cell, lifted, while the
    // pointer goes elsewhere (to the keyboard's Enter, say), until another legal cell is pointed.
    let held = confirm
        .and_then(|c| c.held)
        .filter(|&(_, rot)| rot == cursor.rot)
        .map(|(cell, _)| cell);
    let snapped = cursor
        .hovered
        .filter(|&c| driver.rotations_at(c).contains(cursor.rot))
        .or(held);
    // Where it clashes, the tile is shown there faintly so the red sides (`clash.rs`) read.
    let clashing = super::clash::clashing(&driver, &cursor)
        .first()
        .map(|(c, _)| *c);
    let place = match (drawn, snapped) {
        _ if *menu.get() != Menu::None || (pointer.over_ui && held.is_none()) => None,
        // A seat played elsewhere: its tile is not this player's to hold.
        _ if who.get() == Some(crate::play::answer::Answerer::Elsewhere) => None,
        (Some(_), Some(cell)) => Some((cell_centre(cell), 0.94, 0.95)),
        (Some(_), None) => clashing.map(|cell| (cell_centre(cell), 1.0, 0.4)),
        _ => None,
    };
    let Some((pos, scale, alpha)) = place else {
        vis.set_if_neq(Visibility::Hidden);
        return;
    };
    let lifted = if snapped.is_some() {
        Visibility::Inherited
    } else {
        Visibility::Hidden
    };
    for mut v in &mut lift {
        v.set_if_neq(lifted);
    }
    if let Some((face, _)) = face
        && sprite.image != face
    {
        sprite.image = face;
    }
    sprite.color = Color::srgba(1.0, 1.0, 1.0, alpha);
    *tf = Transform::from_translation(pos.extend(Z_PREVIEW))
        .with_rotation(Quat::from_rotation_z(rotation_angle(turn)))
        .with_scale(Vec3::splat(scale));
    vis.set_if_neq(Visibility::Inherited);
}

#[cfg(test)]
mod tests {
    use super::*;
    use mists_board::Cell;

    fn app() -> App {
        crate::testing::rules_app_with(1, 7, |app| {
            app.init_resource::<TileArt>();
            app.add_plugins(plugin);
        })
    }

    /// The preview's visibility and place after the pointer rests over `cell`.
    fn point_at(app: &mut App, cell: Cell) -> (Visibility, Vec2) {
        app.world_mut().resource_mut::<Pointer>().world = Some(cell_centre(cell));
        app.update();
        app.update();
        let mut q = app
            .world_mut()
            .query_filtered::<(&Visibility, &Transform), With<DrawnPreview>>();
        let (v, tf) = q.single(app.world()).unwrap();
        (*v, tf.translation.truncate())
    }

    #[test]
    fn the_drawn_tile_shows_over_a_legal_cell_only_and_lifted() {
        let mut app = app();
        let (cell, _) = crate::play::autoplay::first_legal(app.world().resource::<Driver>())
            .expect("a legal placement");
        let (v, at) = point_at(&mut app, cell);
        assert_eq!((v, at), (Visibility::Inherited, cell_centre(cell)));
        let mut lift = app.world_mut().query_filtered::<&Visibility, With<Lift>>();
        assert!(lift.iter(app.world()).all(|v| *v == Visibility::Inherited));
        // Far from the board (and on the start tile itself): nothing follows the pointer.
        for away in [Cell::new(30, 30), Cell::new(0, 0)] {
            assert_eq!(point_at(&mut app, away).0, Visibility::Hidden, "{away:?}");
        }
    }

    #[test]
    fn a_held_tile_stays_on_its_cell_when_the_pointer_leaves() {
        use crate::play::placement::{ConfirmPlacement, PlacementCursor};
        let mut app = app();
        let (cell, _) = crate::play::autoplay::first_legal(app.world().resource::<Driver>())
            .expect("a legal placement");
        point_at(&mut app, cell);
        let rot = app.world().resource::<PlacementCursor>().rot;
        app.world_mut().resource_mut::<ConfirmPlacement>().held = Some((cell, rot));
        let away = Cell::new(30, 30);
        assert_eq!(
            point_at(&mut app, away),
            (Visibility::Inherited, cell_centre(cell))
        );
        app.world_mut().resource_mut::<ConfirmPlacement>().held = None;
        assert_eq!(point_at(&mut app, away).0, Visibility::Hidden);
    }
}
