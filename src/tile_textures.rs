//! The loaded tile set and one Bevy `Image` per tile face (type × ghost symbols), drawn once by
//! [`crate::tile_art`]. Only the start tile, the back and the slot are drawn before the first
//! screen; the other faces are drawn on a background task (their image handles exist at once, so
//! sprites made before a face is ready show it as soon as it is).

use crate::tile_art::{self, ArtOptions, Corner};
use bevy::asset::RenderAssetUsages;
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};
use bevy::tasks::{AsyncComputeTaskPool, Task, block_on, poll_once};
use mists_board::{CopyIdx, Placed, Rotation, TileSet, TypeIdx};
use std::collections::HashMap;
use std::sync::Arc;

/// Texture size of a tile face in pixels (cells are drawn 96 world units wide; the extra pixels
/// keep tiles sharp when zoomed in).
pub const TILE_TEXTURE_PX: u32 = 128;

/// Why the tile set or a level could not be loaded at start-up (file:line:col and the broken
/// rule): the loading screen shows it, `--screenshot` runs stop on it.
#[derive(Resource, Debug, Clone)]
pub struct LoadError(pub String);

/// The tile set of this session.
#[derive(Resource, Clone)]
pub struct Tiles(pub Arc<TileSet>);

/// Tile faces by (type, ghost symbols of the copy), and the tile back.
#[derive(Resource, Clone, Default)]
pub struct TileArt {
    faces: HashMap<(TypeIdx, Vec<u8>), Handle<Image>>,
    /// Faces drawn for a turn on the board (upright buildings on turned ground) or with closed
    /// banks' fog rolled off, by face, mist areas drawn clear and quarter turns; drawn when first
    /// shown ([`TileArt::ensure`]).
    variants: HashMap<Variant, Handle<Image>>,
    pub back: Handle<Image>,
    /// The outline of a cell where the drawn tile fits.
    pub slot: Handle<Image>,
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        finish_faces.run_if(resource_exists::<FacesInFlight>),
    );
}

/// A face as drawn: type, ghost symbols, start quarter's ruin corner, mist areas drawn clear,
/// clockwise quarter turns.
type Variant = (TypeIdx, Vec<u8>, Option<Corner>, u8, u8);

/// Faces being drawn on a background task, with the handles they go to.
#[derive(Resource)]
pub struct FacesInFlight(Task<Vec<(AssetId<Image>, Image)>>);

impl TileArt {
    /// Draw the start quarters, the back and the slot now; every copy's face on a background task
    /// ([`FacesInFlight`], finished by a system). Tests and the contact sheet use [`TileArt::build`].
    pub fn start(set: &Arc<TileSet>, images: &mut Assets<Image>) -> (TileArt, FacesInFlight) {
        let mut art = TileArt::quarters(set, images);
        let mut todo: Vec<(AssetId<Image>, TypeIdx, Vec<u8>)> = Vec::new();
        for copy in &set.copies {
            let key = (copy.ty, copy.symbols.clone());
            art.faces.entry(key).or_insert_with(|| {
                let h = images.reserve_handle();
                todo.push((h.id(), copy.ty, copy.symbols.clone()));
                h
            });
        }
        let set = set.clone();
        let task = AsyncComputeTaskPool::get().spawn(async move {
            todo.into_iter()
                .map(|(id, ty, symbols)| {
                    let pm = tile_art::render_tile(set.def(ty), &symbols, TILE_TEXTURE_PX);
                    (id, to_image(&pm))
                })
                .collect()
        });
        (art, FacesInFlight(task))
    }

    /// Render every copy's face and the start quarters now.
    pub fn build(set: &TileSet, images: &mut Assets<Image>) -> TileArt {
        let mut art = TileArt::quarters(set, images);
        for copy in &set.copies {
            let key = (copy.ty, copy.symbols.clone());
            art.faces
                .entry(key)
                .or_insert_with(|| images.add(face_image(set.def(copy.ty), &copy.symbols)));
        }
        art
    }

    /// These faces, plus every copy of `set` not drawn yet, drawn now. For a set that extends
    /// this one with more types (the competitive game adds the base game's, whose type indices
    /// come after the Mists types), so the faces drawn already are reused.
    pub fn extended(&self, set: &TileSet, images: &mut Assets<Image>) -> TileArt {
        let mut art = self.clone();
        for copy in &set.copies {
            let key = (copy.ty, copy.symbols.clone());
            art.faces
                .entry(key)
                .or_insert_with(|| images.add(face_image(set.def(copy.ty), &copy.symbols)));
        }
        art
    }

    /// The start quarters (each with its ruin corner), the tile back and the slot outline.
    fn quarters(set: &TileSet, images: &mut Assets<Image>) -> TileArt {
        let mut art = TileArt {
            back: images.add(to_image(&tile_art::render_back(TILE_TEXTURE_PX))),
            slot: images.add(to_image(&tile_art::render_slot(TILE_TEXTURE_PX))),
            ..default()
        };
        for q in &set.start {
            let opts = ArtOptions {
                ruin_corner: Some(Corner::toward_start_centre(q.cell)),
                ..Default::default()
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

    /// What a placed tile's face is drawn from: its type, symbols and (start quarters) ruin corner.
    fn face_of(set: &TileSet, placed: &Placed) -> (TypeIdx, Vec<u8>, Option<Corner>) {
        match placed.copy {
            Some(copy) => (placed.ty, set.copy(copy).symbols.clone(), None),
            None => {
                let q = set.start.iter().find(|q| q.cell == placed.cell);
                (
                    placed.ty,
                    q.map(|q| q.symbols.clone()).unwrap_or_default(),
                    q.map(|q| Corner::toward_start_centre(q.cell)),
                )
            }
        }
    }

    /// Make sure the face of `placed` as it lies (its turn, the mist areas `clear` drawn clear)
    /// exists: drawn now, on the main thread (one tile a placement; a bank closes over a few).
    pub fn ensure(
        &mut self,
        set: &TileSet,
        placed: &Placed,
        clear: u8,
        images: &mut Assets<Image>,
    ) {
        let (ty, symbols, corner) = Self::face_of(set, placed);
        self.ensure_variant(set, (ty, symbols, corner, clear, placed.rot.0), images);
    }

    /// Make sure the face of `copy` turned `rot` exists (the drawn tile under the pointer).
    pub fn ensure_copy(
        &mut self,
        set: &TileSet,
        copy: CopyIdx,
        rot: Rotation,
        images: &mut Assets<Image>,
    ) {
        let c = set.copy(copy);
        self.ensure_variant(set, (c.ty, c.symbols.clone(), None, 0, rot.0), images);
    }

    fn ensure_variant(&mut self, set: &TileSet, key: Variant, images: &mut Assets<Image>) {
        let (ty, symbols, ruin_corner, clear, turn) = &key;
        if (*clear, *turn) == (0, 0) || self.variants.contains_key(&key) {
            return;
        }
        let opts = ArtOptions {
            ruin_corner: *ruin_corner,
            clear: *clear,
            turn: *turn,
        };
        let pm = tile_art::render_tile_with(set.def(*ty), symbols, TILE_TEXTURE_PX, &opts);
        self.variants.insert(key, images.add(to_image(&pm)));
    }

    /// The face to show for `placed` with the areas `clear` free of fog, and the turn its sprite
    /// still needs: the face drawn for its turn once drawn ([`TileArt::ensure`]: upright
    /// buildings, no sprite turn), else the unturned face turned whole (headless tests, where
    /// nothing is drawn).
    pub fn face(&self, set: &TileSet, placed: &Placed, clear: u8) -> (Handle<Image>, Rotation) {
        let (ty, symbols, corner) = Self::face_of(set, placed);
        if let Some(h) = self
            .variants
            .get(&(ty, symbols.clone(), corner, clear, placed.rot.0))
        {
            return (h.clone(), Rotation(0));
        }
        let misty = self.variants.get(&(ty, symbols, corner, clear, 0));
        let face = misty
            .cloned()
            .unwrap_or_else(|| self.placed_face(set, placed));
        (face, placed.rot)
    }

    /// The face of `copy` turned `rot` and the turn its sprite still needs (see [`TileArt::face`]).
    pub fn copy_face_at(
        &self,
        set: &TileSet,
        copy: CopyIdx,
        rot: Rotation,
    ) -> (Handle<Image>, Rotation) {
        let c = set.copy(copy);
        match self
            .variants
            .get(&(c.ty, c.symbols.clone(), None, 0, rot.0))
        {
            Some(h) => (h.clone(), Rotation(0)),
            None => (self.copy_face(set, copy), rot),
        }
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

/// Put the faces drawn in the background under their handles once the task is done.
fn finish_faces(
    mut commands: Commands,
    mut task: ResMut<FacesInFlight>,
    mut images: ResMut<Assets<Image>>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
) {
    match block_on(poll_once(&mut task.0)) {
        Some(faces) => {
            for (id, image) in faces {
                let _ = images.insert(id, image);
            }
            commands.remove_resource::<FacesInFlight>();
        }
        // The window sleeps until input otherwise: keep frames coming until the faces are in.
        None => {
            redraw.write(bevy::window::RequestRedraw);
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

/// A tile type's face with `symbols` drawn. In tests every app would draw the same faces again
/// (about 0.2 s a set in a debug build): there they are drawn once per test process.
fn face_image(def: &mists_board::TileDef, symbols: &[u8]) -> Image {
    #[cfg(test)]
    {
        use std::collections::HashMap;
        use std::sync::{Mutex, OnceLock};
        type Drawn = Mutex<HashMap<(String, Vec<u8>), Image>>;
        static DRAWN: OnceLock<Drawn> = OnceLock::new();
        let key = (format!("{def:?}"), symbols.to_vec());
        let drawn = DRAWN.get_or_init(Default::default);
        if let Some(image) = drawn.lock().ok().and_then(|d| d.get(&key).cloned()) {
            return image;
        }
        let image = to_image(&tile_art::render_tile(def, symbols, TILE_TEXTURE_PX));
        if let Ok(mut d) = drawn.lock() {
            d.insert(key, image.clone());
        }
        image
    }
    #[cfg(not(test))]
    to_image(&tile_art::render_tile(def, symbols, TILE_TEXTURE_PX))
}
