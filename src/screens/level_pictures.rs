//! Level cards with a picture of what each level brings (issue 49): the pieces new at that level,
//! drawn by the tile art — the misty tile and a ghost at Level 1, then castle and cemetery tiles,
//! the hounds, fewer ghosts (the figure with its number), haunted cemeteries with their facedown
//! tile, the three scoring meeples. What is new is read from the levels' presets, one against the
//! one before, so a changed preset pictures itself.

use crate::setup::{LevelInfo, Levels};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiTextureHandle, egui};
use mists_board::{Special, TileSet};
use std::collections::HashMap;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        build.run_if(
            in_state(crate::shared::Screen::Title)
                .and_then(not(resource_exists::<LevelPictures>))
                .and_then(resource_exists::<crate::tile_textures::Tiles>),
        ),
    );
}

/// What a level brings, in the order pictured.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Novelty {
    Mist,
    Castle,
    Cemetery,
    Facedown,
    Hounds,
    Ghosts(u8),
    OwnScores,
}

/// What `this` level brings after `prev` (none: the first level).
pub fn novelties(prev: Option<&LevelInfo>, this: &LevelInfo) -> Vec<Novelty> {
    let Some(prev) = prev else {
        return vec![Novelty::Mist, Novelty::Ghosts(1)];
    };
    let mut out = Vec::new();
    if this.castles && !prev.castles {
        out.push(Novelty::Castle);
    }
    if this.cemeteries > 0 && prev.cemeteries == 0 {
        out.push(Novelty::Cemetery);
    }
    if this.cemeteries == 2 && prev.cemeteries < 2 {
        out.push(Novelty::Cemetery);
        out.push(Novelty::Facedown);
    }
    if this.rufus.is_some() && prev.rufus.is_none() {
        out.push(Novelty::Hounds);
    }
    if this.ghosts < prev.ghosts {
        out.push(Novelty::Ghosts(this.ghosts));
    }
    if this.each && !prev.each {
        out.push(Novelty::OwnScores);
    }
    out.dedup();
    out
}

/// Each level's pictures, registered with egui (the handles keep the images alive).
#[derive(Resource, Default)]
pub struct LevelPictures {
    by_level: HashMap<u8, Vec<egui::TextureId>>,
    _images: Vec<Handle<Image>>,
}

impl LevelPictures {
    /// The pictures of `level` in a row, each `size` points square (dimmed while it is locked).
    pub fn show(&self, ui: &mut egui::Ui, level: u8, size: f32, open: bool) {
        let Some(ids) = self.by_level.get(&level) else {
            return;
        };
        ui.horizontal(|ui| {
            for &id in ids {
                let tint = if open {
                    egui::Color32::WHITE
                } else {
                    egui::Color32::from_gray(110)
                };
                ui.add(
                    egui::Image::new(egui::load::SizedTexture::new(id, [size, size])).tint(tint),
                );
            }
        });
    }
}

/// The pixmaps of one novelty (64 px squares).
fn pixmaps(n: Novelty, set: &TileSet) -> Vec<tiny_skia::Pixmap> {
    use crate::tile_art::pieces::{render_ghosts, render_hound, render_meeple};
    const PX: u32 = 64;
    let face = |pick: &dyn Fn(&mists_board::TileDef) -> bool| {
        (0..set.types.len() as u16)
            .map(|t| set.def(mists_board::TypeIdx(t)))
            .find(|d| pick(d))
            .map(|d| {
                let symbols: Vec<u8> = d.mist_areas().map(|_| 1).collect();
                crate::tile_art::render_tile(d, &symbols, PX)
            })
    };
    let colour = crate::setup::colour_rgb;
    match n {
        Novelty::Mist => face(&|d| d.special == Special::None && d.mist_areas().count() > 0)
            .into_iter()
            .collect(),
        Novelty::Castle => face(&|d| d.special == Special::Castle)
            .into_iter()
            .collect(),
        Novelty::Cemetery => face(&|d| d.special == Special::Cemetery)
            .into_iter()
            .collect(),
        Novelty::Facedown => vec![crate::tile_art::render_back(PX)],
        Novelty::Hounds => vec![render_hound(0, PX), render_hound(1, PX)],
        Novelty::Ghosts(n) => vec![render_ghosts(n, PX)],
        Novelty::OwnScores => [
            mists_rules::Colour::Red,
            mists_rules::Colour::Green,
            mists_rules::Colour::Blue,
        ]
        .iter()
        .enumerate()
        .map(|(i, c)| render_meeple(colour(*c), i as u8 + 1, false, PX))
        .collect(),
    }
}

/// Draw every level's pictures once, on the title page's first frame.
fn build(
    mut commands: Commands,
    mut contexts: EguiContexts,
    levels: Res<Levels>,
    tiles: Res<crate::tile_textures::Tiles>,
    mut images: ResMut<Assets<Image>>,
) {
    if levels.0.is_empty() {
        return;
    }
    let mut pictures = LevelPictures::default();
    for (k, info) in levels.0.iter().enumerate() {
        let prev = k.checked_sub(1).and_then(|j| levels.0.get(j));
        let mut ids = Vec::new();
        for n in novelties(prev, info) {
            for pm in pixmaps(n, &tiles.0) {
                let h = images.add(crate::tile_textures::to_image(&pm));
                ids.push(contexts.add_image(EguiTextureHandle::Weak(h.id())));
                pictures._images.push(h);
            }
        }
        pictures.by_level.insert(info.number, ids);
    }
    commands.insert_resource(pictures);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 49: each built-in level pictures what it brings, read from the presets.
    #[test]
    fn each_level_pictures_what_it_brings() {
        let assets = std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/assets"));
        let levels: Vec<LevelInfo> = (1..=6)
            .map(|n| {
                let path = mists_rules::LevelConfig::builtin_path(assets, n);
                let (cfg, tiles) = mists_rules::level::load_preset(&path).expect("a preset");
                LevelInfo::from_preset(&cfg, &tiles)
            })
            .collect();
        let brings = |k: usize| novelties(k.checked_sub(1).map(|j| &levels[j]), &levels[k]);
        use Novelty::*;
        assert_eq!(brings(0), [Mist, Ghosts(1)]);
        assert_eq!(brings(1), [Castle, Cemetery]);
        assert_eq!(brings(2), [Hounds]);
        assert_eq!(brings(3), [Ghosts(levels[3].ghosts)]);
        assert_eq!(brings(4), [Cemetery, Facedown]);
        assert!(brings(5).contains(&OwnScores));
        // Every novelty of the shipped set has a picture.
        let (_, set) =
            mists_rules::level::load_preset(&mists_rules::LevelConfig::builtin_path(assets, 2))
                .expect("a preset");
        for n in [
            Mist,
            Castle,
            Cemetery,
            Facedown,
            Hounds,
            Ghosts(13),
            OwnScores,
        ] {
            assert!(!pixmaps(n, &set).is_empty(), "{n:?}");
        }
    }
}
