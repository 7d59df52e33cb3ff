//! The loaded tile set and one Bevy `Image` per tile face (type × ghost symbols), drawn once by
//! [`crate::tile_art`] when the game loads.

use crate::tile_art::{self, ArtOptions, Corner};
use bevy::asset::RenderAssetUsages;
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};
use mists_board::{CopyIdx, Placed, TileSet, TypeIdx};
use std::collections::HashMap;
use std::sync::Arc;

/// Texture size of a tile face in pixels (cells are drawn 96 world units wide; the extra pixels
/// keep tiles sharp when zoomed in).
pub const TILE_TEXTURE_PX: u32 = 128;

/// The tile set of this session.
#[derive(Resource, Clone)]
pub struct Tiles(pub Arc<TileSet>);

/// Tile faces by (type, ghost symbols of the copy), and the tile back.
#[derive(Resource, Clone, Default)]
pub struct TileArt {
    faces: HashMap<(TypeIdx, Vec<u8>), Handle<Image>>,
    pub back: Handle<Image>,
    /// The outline of a cell where the drawn tile fits.
    pub slot: Handle<Image>,
}

impl TileArt {
    /// Render every copy's face and the start quarters.
    pub fn build(set: &TileSet, images: &mut Assets<Image>) -> TileArt {
        let mut art = TileArt {
            back: images.add(to_image(&tile_art::render_back(TILE_TEXTURE_PX))),
            slot: images.add(to_image(&tile_art::render_slot(TILE_TEXTURE_PX))),
            ..default()
        };
        for copy in &set.copies {
            let key = (copy.ty, copy.symbols.clone());
            art.faces.entry(key).or_insert_with(|| {
                let pm = tile_art::render_tile(set.def(copy.ty), &copy.symbols, TILE_TEXTURE_PX);
                images.add(to_image(&pm))
            });
        }
        for q in &set.start {
            let opts = ArtOptions {
                ruin_corner: Some(Corner::toward_start_centre(q.cell)),
            };
            let pm = tile_art::render_tile_with(set.def(q.ty), &q.symbols, TILE_TEXTURE_PX, &opts);
            art.faces
                .insert((q.ty, q.symbols.clone()), images.add(to_image(&pm)));
        }
        art
    }

    pub fn copy_face(&self, set: &TileSet, copy: CopyIdx) -> Handle<Image> {
        let c = set.copy(copy);
        self.faces
            .get(&(c.ty, c.symbols.clone()))
            .cloned()
            .unwrap_or_else(|| self.back.clone())
    }

    /// The face of a tile on the board (start quarters carry their own symbols).
    pub fn placed_face(&self, set: &TileSet, placed: &Placed) -> Handle<Image> {
        match placed.copy {
            Some(copy) => self.copy_face(set, copy),
            None => set
                .start
                .iter()
                .find(|q| q.cell == placed.cell)
                .and_then(|q| self.faces.get(&(q.ty, q.symbols.clone())))
                .cloned()
                .unwrap_or_else(|| self.back.clone()),
        }
    }
}

pub fn to_image(pm: &tiny_skia::Pixmap) -> Image {
    Image::new(
        Extent3d {
            width: pm.width(),
            height: pm.height(),
            depth_or_array_layers: 1,
        },
        TextureDimension::D2,
        tile_art::to_straight_rgba(pm),
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::RENDER_WORLD,
    )
}
