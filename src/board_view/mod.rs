//! The board drawn as sprites: placed tiles (with a short drop-in), legal-cell highlights and the
//! drawn tile's ghost preview under the cursor.

pub mod anim;
pub mod cemetery;
pub mod clash;
pub mod highlight;
pub mod pieces;
pub mod preview;
pub mod readable;
pub mod table;

use crate::grid::{CELL_SIZE, cell_centre, rotation_angle};
use crate::play::driver::Driver;
use crate::play::placement::PlacementSystems;
use crate::shared::AppSystems;
use crate::shared::Screen;
use crate::tile_textures::{TileArt, Tiles};
use bevy::prelude::*;
use bevy::window::RequestRedraw;
use mists_board::{Cell, CopyIdx, Placed, Rotation, TileSet, TypeIdx};
use std::collections::{HashMap, HashSet};

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        anim::plugin,
        cemetery::plugin,
        clash::plugin,
        highlight::plugin,
        preview::plugin,
        pieces::plugin,
        readable::plugin,
        table::plugin,
    ));
    app.add_systems(
        Update,
        (sync_board, drop_in)
            .chain()
            .in_set(AppSystems::Update)
            .after(PlacementSystems)
            .run_if(
                (in_state(Screen::Playing).or_else(in_state(Screen::GameOver)))
                    .and_then(resource_exists::<Driver>),
            ),
    );
}

/// Z layers of the board.
pub const Z_TILES: f32 = 0.0;
pub const Z_HIGHLIGHT: f32 = 1.0;
pub const Z_PREVIEW: f32 = 2.0;
/// Ghosts, meeples and hounds: over the drawn tile's preview (both games).
pub const Z_PIECES: f32 = Z_PREVIEW + 1.0;

/// A tile sprite on the board: its cell and what it shows. The view keeps one per tile on the
/// engine's board and replaces any whose key no longer matches (a placement undone, another
/// tile there after an undo).
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct BoardTile(pub Cell, pub TileKey);

/// What a tile sprite shows: a face (type, copy, rotation) or the back of a facedown tile.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TileKey {
    Face {
        ty: TypeIdx,
        copy: Option<CopyIdx>,
        rot: Rotation,
        /// Mist areas whose bank is closed (bit i: the tile's i-th mist area): drawn clear.
        clear: u8,
    },
    Back,
}

impl TileKey {
    pub fn of(board: &mists_board::Board, p: &Placed) -> TileKey {
        TileKey::Face {
            ty: p.ty,
            copy: p.copy,
            rot: p.rot,
            clear: cleared_mist(board, p),
        }
    }
}

/// The mist areas of a placed tile whose bank is closed (RULES §10.4: its fog has rolled off),
/// as bits in the order of the tile's mist areas.
pub fn cleared_mist(board: &mists_board::Board, p: &Placed) -> u8 {
    let Some(def) = board.def_at(p.cell) else {
        return 0;
    };
    def.mist_areas()
        .enumerate()
        .filter(|(_, a)| {
            board
                .feature_of(p.cell, *a)
                .is_some_and(|f| board.feature(f).complete())
        })
        .fold(0u8, |bits, (i, _)| bits | (1 << i.min(7)))
}

/// The tile sprites the board should show: every placed tile and every facedown tile, by cell.
pub fn wanted_tiles(board: &mists_board::Board) -> HashMap<Cell, TileKey> {
    let faces = board
        .placed()
        .iter()
        .map(|p| (p.cell, TileKey::of(board, p)));
    let backs = board.facedown_cells().iter().map(|&c| (c, TileKey::Back));
    faces.chain(backs).collect()
}

/// The misty face of a tile whose bank closed, fading off over its cleared face.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct FogLifting(pub Cell);

/// Whether a tile's face went from `was` to `now` only by more of its mist drawn clear (the same
/// tile, turned the same way, a bank of it closed): the fog rolls off instead of a swap.
pub fn fog_lifted(was: TileKey, now: TileKey) -> bool {
    match (was, now) {
        (
            TileKey::Face {
                ty,
                copy,
                rot,
                clear: a,
            },
            TileKey::Face {
                ty: ty2,
                copy: copy2,
                rot: rot2,
                clear: b,
            },
        ) => (ty, copy, rot) == (ty2, copy2, rot2) && b & !a != 0 && a & !b == 0,
        _ => false,
    }
}

/// A tile that just landed: scales down into place.
#[derive(Component, Debug, Clone, Copy, Default)]
pub struct DropIn {
    t: f32,
    /// Set after the first frame: the frame that spawned it may follow a long idle pause, so
    /// its time step is not used.
    started: bool,
}

/// Spawn the sprite of one placed tile with `key` (no state scope: callers add theirs); a face
/// drawn for its turn and cleared mist shows once drawn (`TileArt::ensure`).
pub fn spawn_tile(
    commands: &mut Commands,
    art: &TileArt,
    set: &TileSet,
    p: &Placed,
    key: TileKey,
) -> Entity {
    let def = set.def(p.ty);
    let clear = match key {
        TileKey::Face { clear, .. } => clear,
        TileKey::Back => 0,
    };
    let (image, turn) = art.face(set, p, clear);
    commands
        .spawn((
            Name::new(format!("Tile {} at {}", def.id, p.cell)),
            BoardTile(p.cell, key),
            Sprite {
                image,
                custom_size: Some(Vec2::splat(CELL_SIZE)),
                ..default()
            },
            Transform::from_translation(cell_centre(p.cell).extend(Z_TILES))
                .with_rotation(Quat::from_rotation_z(rotation_angle(turn))),
        ))
        .id()
}

/// Keep the tile sprites equal to the engine's board, by key: sprites of tiles no longer there (or
/// no longer the same tile) go, missing ones come (new placements, an undo, a fresh screen).
fn sync_board(
    mut commands: Commands,
    driver: Res<Driver>,
    tiles: Res<Tiles>,
    mut art: ResMut<TileArt>,
    // Absent in headless tests: turned and cleared faces are then not drawn (the unturned misty
    // one shows, turned whole).
    mut images: Option<ResMut<Assets<Image>>>,
    shown: Query<(Entity, &BoardTile, &Sprite, &Transform)>,
    screen: Res<State<Screen>>,
) {
    // The board only changes with the driver; a fresh screen starts with no sprites at all.
    let board = driver.board();
    if !driver.is_changed()
        && shown.iter().count() == board.placed().len() + board.facedown_cells().len()
    {
        return;
    }
    let want = wanted_tiles(board);
    let mut have: HashSet<Cell> = HashSet::new();
    let animate_fog = *screen.get() == Screen::Playing && shown.iter().count() > 0;
    for (e, t, sprite, tf) in &shown {
        if want.get(&t.0) == Some(&t.1) && have.insert(t.0) {
            continue;
        }
        commands.entity(e).despawn();
        // A tile whose bank just closed: its misty face fades off over the cleared one.
        if animate_fog && want.get(&t.0).is_some_and(|w| fog_lifted(t.1, *w)) {
            let above = tf.translation + Vec3::Z * 0.05;
            commands.spawn((
                Name::new(format!("fog rolling off {}", t.0)),
                FogLifting(t.0),
                sprite.clone(),
                Transform::from_translation(above).with_rotation(tf.rotation),
                anim::Anim::fade(above),
                DespawnOnExit(*screen.get()),
            ));
        }
    }
    if have.len() == want.len() {
        return;
    }
    let animate = !have.is_empty() && *screen.get() == Screen::Playing;
    for p in board.placed().iter().filter(|p| !have.contains(&p.cell)) {
        let key = want[&p.cell];
        if let TileKey::Face { clear, .. } = key
            && let Some(images) = images.as_deref_mut()
        {
            art.ensure(&tiles.0, p, clear, images);
        }
        // A tile already shown whose bank closed changes face in place: no drop-in.
        let fresh = !shown.iter().any(|(_, t, ..)| t.0 == p.cell);
        let e = spawn_tile(&mut commands, &art, &tiles.0, p, key);
        commands.entity(e).insert(DespawnOnExit(*screen.get()));
        if animate && fresh {
            commands.entity(e).insert(DropIn::default());
        }
    }
    // Facedown tiles (Levels 5–6, RULES §13.3) show the tile back.
    for &cell in driver.board().facedown_cells() {
        if !have.contains(&cell) {
            let base = cell_centre(cell).extend(Z_TILES);
            let mut e = commands.spawn((
                Name::new(format!("Facedown tile at {cell}")),
                BoardTile(cell, TileKey::Back),
                Sprite {
                    image: art.back.clone(),
                    custom_size: Some(Vec2::splat(CELL_SIZE)),
                    ..default()
                },
                Transform::from_translation(base),
                DespawnOnExit(*screen.get()),
            ));
            // Facedown tiles slide in from the side (RULES §13.3 step 3c).
            if animate {
                e.insert(anim::Anim::slide_in(base));
            }
        }
    }
}

/// The drop-in animation; the only thing that animates, so it alone asks for redraws.
fn drop_in(
    mut commands: Commands,
    time: Res<Time>,
    mut q: Query<(Entity, &mut DropIn, &mut Transform)>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    for (e, mut drop, mut tf) in &mut q {
        if drop.started {
            drop.t = (drop.t + time.delta_secs() / 0.16).min(1.0);
        }
        drop.started = true;
        let ease = 1.0 - (1.0 - drop.t).powi(3);
        tf.scale = Vec3::splat(1.0 + 0.18 * (1.0 - ease));
        if drop.t >= 1.0 {
            tf.scale = Vec3::ONE;
            commands.entity(e).remove::<DropIn>();
        } else {
            redraw.write(RequestRedraw);
        }
    }
}

#[cfg(test)]
mod tests;
