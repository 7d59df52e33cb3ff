//! The table under the board: a wooden top (`tile_art::table`) repeated across the world behind
//! every screen that shows tiles, and a soft shadow along the board's outer edges where a tile
//! has no neighbour to its south or east (the light comes from the top left, as on the pieces).
//! Only the edges get a shadow: a shadow under every tile would double the pixels the tiles cost
//! (docs/game.md "Frame budget": the tiles' pixels are what a frame costs here).

use crate::grid::{CELL_SIZE, cell_centre};
use crate::play::driver::Driver;
use crate::shared::{AppSystems, Screen};
use bevy::image::{ImageAddressMode, ImageSampler, ImageSamplerDescriptor};
use bevy::prelude::*;
use mists_board::{Board, Cell, Side};

/// Pixels of one repeat of the wood, and world units it covers: 5 cells, so its plank seams (2.5
/// cells apart) never line up with the cells' edges.
const WOOD_PX: u32 = 256;
const WOOD_WORLD: f32 = 5.0 * CELL_SIZE;
/// World units the table spans each way from the start tile: far past any board and zoom.
const TABLE_HALF: f32 = 400.0 * CELL_SIZE;
/// Below everything on the board.
const Z_TABLE: f32 = -10.0;
/// The shadow's depth past a tile's edge, as a share of a cell.
const SHADOW: f32 = 0.12;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, spawn_table);
    app.add_systems(
        Update,
        edge_shadows
            .in_set(AppSystems::Update)
            .run_if(resource_exists::<Driver>.and_then(resource_exists::<ShadowArt>)),
    );
}

#[derive(Resource)]
struct ShadowArt(Handle<Image>);

/// A shadow strip, with the cell and side it belongs to.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct EdgeShadow(pub Cell, pub Side);

fn spawn_table(mut commands: Commands, images: Option<ResMut<Assets<Image>>>) {
    // Headless tests have no images: no table and no shadows there.
    let Some(mut images) = images else {
        return;
    };
    let mut wood = crate::tile_textures::to_image(&crate::tile_art::table::render_table(WOOD_PX));
    wood.sampler = ImageSampler::Descriptor(ImageSamplerDescriptor {
        address_mode_u: ImageAddressMode::Repeat,
        address_mode_v: ImageAddressMode::Repeat,
        ..ImageSamplerDescriptor::linear()
    });
    // The sprite's texture rectangle runs far past the image: the sampler repeats it.
    let repeats = 2.0 * TABLE_HALF / WOOD_WORLD;
    commands.spawn((
        Name::new("Table"),
        Sprite {
            image: images.add(wood),
            custom_size: Some(Vec2::splat(2.0 * TABLE_HALF)),
            rect: Some(Rect::new(
                0.0,
                0.0,
                repeats * WOOD_PX as f32,
                repeats * WOOD_PX as f32,
            )),
            ..default()
        },
        Transform::from_xyz(0.0, 0.0, Z_TABLE),
    ));
    let strip = crate::tile_art::table::render_edge_shadow(128, 16);
    commands.insert_resource(ShadowArt(
        images.add(crate::tile_textures::to_image(&strip)),
    ));
}

/// The sides of the board's cells (face up or facedown) that cast a shadow: south and east edges
/// with no tile beyond them.
pub fn shadow_edges(board: &Board) -> Vec<(Cell, Side)> {
    let cells = board
        .placed()
        .iter()
        .map(|p| p.cell)
        .chain(board.facedown_cells().iter().copied());
    let mut out = Vec::new();
    for c in cells {
        for side in [Side::S, Side::E] {
            if c.checked_step(side).is_none_or(|n| board.is_empty(n)) {
                out.push((c, side));
            }
        }
    }
    out
}

/// Keep one shadow strip per edge of [`shadow_edges`], rebuilt when the board changes.
fn edge_shadows(
    mut commands: Commands,
    driver: Res<Driver>,
    art: Res<ShadowArt>,
    shown: Query<(Entity, &EdgeShadow)>,
    screen: Res<State<Screen>>,
    mut drawn: Local<Vec<(Cell, Side)>>,
) {
    if !driver.is_changed() && !screen.is_changed() {
        return;
    }
    let on_board = matches!(screen.get(), Screen::Playing | Screen::GameOver);
    let edges = if on_board {
        shadow_edges(driver.board())
    } else {
        Vec::new()
    };
    // Most decisions leave the board's outline as it was: nothing to redo then.
    if edges == *drawn && shown.iter().count() == edges.len() {
        return;
    }
    for (e, _) in &shown {
        commands.entity(e).despawn();
    }
    *drawn = edges.clone();
    for (cell, side) in edges {
        let centre = cell_centre(cell);
        let half = 0.5 * CELL_SIZE;
        let depth = SHADOW * CELL_SIZE;
        // The strip's top row lies along the edge; south: below the tile, east: to its right.
        let (at, turn) = match side {
            Side::E => (
                centre + Vec2::new(half + depth / 2.0, 0.0),
                std::f32::consts::FRAC_PI_2,
            ),
            _ => (centre - Vec2::new(0.0, half + depth / 2.0), 0.0),
        };
        commands.spawn((
            Name::new(format!("shadow {side:?} of {cell}")),
            EdgeShadow(cell, side),
            Sprite {
                image: art.0.clone(),
                custom_size: Some(Vec2::new(CELL_SIZE, depth)),
                ..default()
            },
            Transform::from_translation(at.extend(Z_TABLE + 1.0))
                .with_rotation(Quat::from_rotation_z(turn)),
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shadows_fall_on_south_and_east_edges_with_no_tile_beyond() {
        let tiles = crate::testing::tiles();
        let mut b = Board::with_start(tiles);
        // The 2×2 start tile (quarters at 0–1): its south row and east column cast them.
        let mut edges = shadow_edges(&b);
        edges.sort_by_key(|(c, s)| (c.x, c.y, *s as u8));
        let want = [
            (Cell::new(0, 0), Side::S),
            (Cell::new(1, 0), Side::E),
            (Cell::new(1, 0), Side::S),
            (Cell::new(1, 1), Side::E),
        ];
        let mut want = want.to_vec();
        want.sort_by_key(|(c, s)| (c.x, c.y, *s as u8));
        assert_eq!(edges, want);
        // A tile east of (1, 0) takes that edge's shadow and casts its own two.
        let ty = b.tile_at(Cell::new(0, 0)).unwrap().ty;
        b.place_unchecked(Cell::new(2, 0), ty, None, mists_board::Rotation(0));
        let edges = shadow_edges(&b);
        assert!(!edges.contains(&(Cell::new(1, 0), Side::E)));
        assert!(edges.contains(&(Cell::new(2, 0), Side::E)));
        assert!(edges.contains(&(Cell::new(2, 0), Side::S)));
        assert_eq!(edges.len(), 5);
    }
}
