//! The game's icon (desktop entry, packages): a misty tile of the set with a ghost rising over it,
//! drawn by the tile art like everything else.

use super::pieces::render_ghosts;
use super::render_tile;
use super::sheet::{ArtError, save_png};
use mists_board::TileSet;
use std::path::{Path, PathBuf};
use tiny_skia::{Pixmap, PixmapPaint, Transform};

/// Icon sizes written for the desktop (hicolor theme sizes).
pub const SIZES: [u32; 3] = [64, 128, 256];

/// The icon at `px` pixels: the misty tile with the most mist areas, a ghost over its middle.
pub fn render_icon(set: &TileSet, px: u32) -> Pixmap {
    let mut pm = Pixmap::new(px.max(1), px.max(1)).expect("non-zero size");
    let tile = set
        .copies
        .iter()
        .max_by_key(|c| (set.def(c.ty).mist_areas().count(), c.total_symbols()));
    if let Some(c) = tile {
        let face = render_tile(set.def(c.ty), &c.symbols, px);
        pm.draw_pixmap(
            0,
            0,
            face.as_ref(),
            &PixmapPaint::default(),
            Transform::identity(),
            None,
        );
    }
    let ghost = render_ghosts(1, px);
    pm.draw_pixmap(
        0,
        0,
        ghost.as_ref(),
        &PixmapPaint::default(),
        Transform::identity(),
        None,
    );
    pm
}

/// Write `mists-64.png`, `mists-128.png` and `mists-256.png` into `dir`.
pub fn write_icons(tiles: &Path, dir: &Path) -> Result<Vec<PathBuf>, ArtError> {
    let set = TileSet::load(tiles)?;
    std::fs::create_dir_all(dir).map_err(|e| ArtError::Png {
        file: dir.display().to_string(),
        msg: e.to_string(),
    })?;
    SIZES
        .iter()
        .map(|&px| {
            let out = dir.join(format!("mists-{px}.png"));
            save_png(&render_icon(&set, px), &out)?;
            Ok(out)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn icons_are_written_at_each_size_and_are_not_blank() {
        let dir = std::env::temp_dir().join(format!("mists-icons-{}", std::process::id()));
        let tiles = Path::new(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/assets/tiles/mists.ron"
        ));
        let files = write_icons(tiles, &dir).unwrap();
        assert_eq!(files.len(), 3);
        for (f, px) in files.iter().zip(SIZES) {
            let png = Pixmap::load_png(f).unwrap();
            assert_eq!((png.width(), png.height()), (px, px));
            let colours: std::collections::HashSet<[u8; 3]> = png
                .pixels()
                .iter()
                .map(|p| [p.red(), p.green(), p.blue()])
                .collect();
            assert!(colours.len() > 50, "{f:?}: {} colours", colours.len());
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
