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
        (follow_cursor, preview_spots)
            .chain()
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

/// Where the drawn tile would go and whether it may be shown there: the cursor, the pointer,
/// the menu, who answers and a tile held by a first click.
#[derive(bevy::ecs::system::SystemParam)]
struct Aim<'w> {
    driver: Res<'w, Driver>,
    cursor: Res<'w, PlacementCursor>,
    pointer: Res<'w, Pointer>,
    menu: Res<'w, State<Menu>>,
    who: crate::play::answer::WhoAnswers<'w>,
    confirm: Option<Res<'w, crate::play::placement::ConfirmPlacement>>,
}

impl Aim<'_> {
    /// The preview's centre, scale and opacity, and whether it is lifted (over a cell it fits);
    /// None where it is not shown.
    fn place(&self) -> Option<(Vec2, f32, f32, bool)> {
        // A tile held by a first click ("confirm placement") stays on its cell, lifted, while
        // the pointer goes elsewhere (to the keyboard's Enter, say), until another legal cell
        // is pointed.
        let held = self
            .confirm
            .as_ref()
            .and_then(|c| c.held)
            .filter(|&(_, rot)| rot == self.cursor.rot)
            .map(|(cell, _)| cell);
        let hidden = *self.menu.get() != Menu::None || (self.pointer.over_ui && held.is_none());
        // A seat played elsewhere: its tile is not this player's to hold.
        let elsewhere = self.who.get() == Some(crate::play::answer::Answerer::Elsewhere);
        if hidden || elsewhere || self.driver.current().is_none() {
            return None;
        }
        let snapped = self
            .cursor
            .hovered
            .filter(|&c| self.driver.rotations_at(c).contains(self.cursor.rot))
            .or(held);
        match snapped {
            Some(cell) => Some((cell_centre(cell), 0.94, 0.95, true)),
            // Where it clashes, the tile is shown there faintly so the red sides (`clash.rs`)
            // read.
            None => super::clash::clashing(&self.driver, &self.cursor)
                .first()
                .map(|(c, _)| (cell_centre(*c), 1.0, 0.4, false)),
        }
    }
}

/// The drawn tile's face for the cursor's turn (upright buildings), or the unturned one turned
/// whole, with the turn its sprite needs.
fn face(
    driver: &Driver,
    tiles: &Tiles,
    art: &mut TileArt,
    images: Option<&mut Assets<Image>>,
    rot: mists_board::Rotation,
) -> Option<(Handle<Image>, mists_board::Rotation)> {
    let d = driver.current()?;
    if let Some(images) = images {
        art.ensure_copy(&tiles.0, d.copy, rot, images);
    }
    Some(art.copy_face_at(&tiles.0, d.copy, rot))
}

fn follow_cursor(
    aim: Aim,
    tiles: Res<Tiles>,
    mut art: ResMut<TileArt>,
    // Absent in headless tests: the unturned face is then turned whole.
    mut images: Option<ResMut<Assets<Image>>>,
    mut q: Query<(&mut Sprite, &mut Transform, &mut Visibility), With<DrawnPreview>>,
    mut lift: Query<&mut Visibility, (With<Lift>, Without<DrawnPreview>)>,
) {
    let Ok((mut sprite, mut tf, mut vis)) = q.single_mut() else {
        return;
    };
    let rot = aim.cursor.rot;
    let face = face(&aim.driver, &tiles, &mut art, images.as_deref_mut(), rot);
    let Some((pos, scale, alpha, lifted)) = aim.place() else {
        vis.set_if_neq(Visibility::Hidden);
        return;
    };
    let lifted = if lifted {
        Visibility::Inherited
    } else {
        Visibility::Hidden
    };
    for mut v in &mut lift {
        v.set_if_neq(lifted);
    }
    let turn = face.as_ref().map_or(mists_board::Rotation(0), |f| f.1);
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

/// The drawn tile, its turn and the art its rings are drawn with.
#[derive(bevy::ecs::system::SystemParam)]
struct SpotsOf<'w> {
    driver: Res<'w, Driver>,
    cursor: Res<'w, PlacementCursor>,
    tiles: Res<'w, Tiles>,
    art: Res<'w, TileArt>,
    pieces: Option<Res<'w, super::pieces::PieceArt>>,
}

/// The drawn tile's meeple spots, as rings in the preview's frame: turned by what the sprite's
/// own turn leaves of the cursor's; spawned again when the tile or its turn changes.
fn preview_spots(
    mut commands: Commands,
    of: SpotsOf,
    preview: Query<Entity, With<DrawnPreview>>,
    spots: Query<Entity, With<PreviewSpot>>,
    mut spots_for: Local<Option<(mists_board::CopyIdx, mists_board::Rotation)>>,
) {
    let SpotsOf {
        driver,
        cursor,
        tiles,
        art,
        pieces,
    } = of;
    let Ok(preview) = preview.single() else {
        return;
    };
    let drawn = driver.current().map(|d| {
        let (_, turn) = art.copy_face_at(&tiles.0, d.copy, cursor.rot);
        (
            d.copy,
            mists_board::Rotation((cursor.rot.0 + 4 - turn.0) % 4),
        )
    });
    if *spots_for == drawn {
        return;
    }
    *spots_for = drawn;
    for e in &spots {
        commands.entity(e).despawn();
    }
    let (Some(d), Some((_, spot_turn)), Some(p)) = (driver.current(), drawn, &pieces) else {
        return;
    };
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

    /// The drawn tile's rings: one per meeple spot, children of the preview, and still one each
    /// after the tile is turned (none left over from the first turn). Headless there is no image
    /// store, so the face is turned whole and the rings keep their places in its frame: where
    /// they stand for a turned face is not checked here.
    #[test]
    fn the_preview_rings_each_spot_of_the_drawn_tile_once() {
        use crate::play::placement::PlacementCursor;
        let mut app = app();
        app.insert_resource(super::super::pieces::PieceArt::blank());
        let (cell, _) = crate::play::autoplay::first_legal(app.world().resource::<Driver>())
            .expect("a legal placement");
        let rings = |app: &mut App| {
            let mut q = app
                .world_mut()
                .query_filtered::<&Transform, With<PreviewSpot>>();
            let mut at: Vec<[i32; 2]> = q
                .iter(app.world())
                .map(|tf| {
                    [
                        tf.translation.x.round() as i32,
                        tf.translation.y.round() as i32,
                    ]
                })
                .collect();
            at.sort_unstable();
            at
        };
        point_at(&mut app, cell);
        let d = app
            .world()
            .resource::<Driver>()
            .current()
            .expect("a drawn tile");
        let tiles = app.world().resource::<Tiles>().0.clone();
        let spots = tiles
            .def(d.ty)
            .areas
            .iter()
            .filter(|a| a.kind.is_meeple_spot())
            .count();
        let before = rings(&mut app);
        assert_eq!(before.len(), spots, "a ring per spot");
        let rot = app.world().resource::<PlacementCursor>().rot;
        app.world_mut().resource_mut::<PlacementCursor>().rot =
            mists_board::Rotation((rot.0 + 1) % 4);
        point_at(&mut app, cell);
        let after = rings(&mut app);
        assert_eq!(after.len(), spots, "placed again, none left over");
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
