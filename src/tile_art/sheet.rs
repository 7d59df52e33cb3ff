//! The contact sheet (`mists --tile-sheet OUT.png`): every tile type of a tile set, start quarters
//! included, in a grid with its id, and the tile back last. Rendered without a window.

use super::font::{GLYPH_H, draw_text, text_width};
use super::{ArtOptions, Corner, render_back, render_tile_with};
use mists_board::tile::Decoration;
use mists_board::{TileSet, TypeIdx};
use std::path::Path;
use tiny_skia::{Color, Pixmap, PixmapPaint, Transform};

/// Layout of the sheet in pixels.
#[derive(Clone, Copy, Debug)]
pub struct SheetLayout {
    pub tile_px: u32,
    pub cols: u32,
    pub gap: u32,
    pub label_scale: u32,
}

impl Default for SheetLayout {
    fn default() -> Self {
        SheetLayout {
            tile_px: 96,
            cols: 8,
            gap: 10,
            label_scale: 3,
        }
    }
}

impl SheetLayout {
    fn label_h(&self) -> u32 {
        GLYPH_H * self.label_scale + 6
    }

    /// Pixel size of a sheet holding `n` tiles.
    pub fn size(&self, n: u32) -> (u32, u32) {
        let rows = n.div_ceil(self.cols).max(1);
        let w = self.cols * (self.tile_px + self.gap) + self.gap;
        let h = rows * (self.tile_px + self.label_h() + self.gap) + self.gap;
        (w, h)
    }
}

/// One entry of the sheet: a tile type and the ghost symbols shown on it.
pub struct SheetEntry {
    pub ty: TypeIdx,
    pub symbols: Vec<u8>,
    pub opts: ArtOptions,
}

/// Land types sorted by id (symbols of their first copy), then the start quarters.
pub fn sheet_entries(set: &TileSet) -> Vec<SheetEntry> {
    let mut land: Vec<SheetEntry> = (0..set.types.len() as u16)
        .map(TypeIdx)
        .filter(|&ty| !set.def(ty).decorations.contains(&Decoration::Ruin))
        .map(|ty| SheetEntry {
            ty,
            symbols: set
                .copies
                .iter()
                .find(|c| c.ty == ty)
                .map(|c| c.symbols.clone())
                .unwrap_or_else(|| set.def(ty).mist_areas().map(|_| 1).collect()),
            opts: ArtOptions::default(),
        })
        .collect();
    land.sort_by_key(|e| set.def(e.ty).id);
    let mut quarters: Vec<_> = set.start.iter().collect();
    quarters.sort_by_key(|q| set.def(q.ty).id);
    land.extend(quarters.into_iter().map(|q| SheetEntry {
        ty: q.ty,
        symbols: q.symbols.clone(),
        opts: ArtOptions {
            ruin_corner: Some(Corner::toward_start_centre(q.cell)),
            ..Default::default()
        },
    }));
    land
}

/// Render the sheet: the entries, then the tile back (unlabelled).
pub fn render_sheet(set: &TileSet, layout: SheetLayout) -> Pixmap {
    let entries = sheet_entries(set);
    let n = entries.len() as u32 + 1;
    let (w, h) = layout.size(n);
    let mut pm = Pixmap::new(w, h).expect("sheet size > 0");
    pm.fill(Color::from_rgba8(34, 36, 42, 255));
    let cell_w = layout.tile_px + layout.gap;
    let cell_h = layout.tile_px + layout.label_h() + layout.gap;
    let place = |i: u32| {
        (
            layout.gap + (i % layout.cols) * cell_w,
            layout.gap + (i / layout.cols) * cell_h,
        )
    };
    for (i, e) in entries.iter().enumerate() {
        let def = set.def(e.ty);
        let tile = render_tile_with(def, &e.symbols, layout.tile_px, &e.opts);
        let (x, y) = place(i as u32);
        pm.draw_pixmap(
            x as i32,
            y as i32,
            tile.as_ref(),
            &PixmapPaint::default(),
            Transform::identity(),
            None,
        );
        let label = def.id.to_string();
        let tw = text_width(&label, layout.label_scale);
        draw_text(
            &mut pm,
            &label,
            (x + (layout.tile_px - tw) / 2) as f32,
            (y + layout.tile_px + 4) as f32,
            layout.label_scale,
            Color::from_rgba8(230, 230, 220, 255),
        );
    }
    let (x, y) = place(entries.len() as u32);
    let back = render_back(layout.tile_px);
    pm.draw_pixmap(
        x as i32,
        y as i32,
        back.as_ref(),
        &PixmapPaint::default(),
        Transform::identity(),
        None,
    );
    pm
}

/// Why a picture could not be written.
#[derive(Debug, thiserror::Error)]
pub enum ArtError {
    #[error(transparent)]
    Tiles(#[from] mists_board::TileSetError),
    #[error("{file}: cannot write PNG: {msg}")]
    Png { file: String, msg: String },
}

/// Save `pm` as PNG at `out`.
pub fn save_png(pm: &Pixmap, out: &Path) -> Result<(), ArtError> {
    pm.save_png(out).map_err(|e| ArtError::Png {
        file: out.display().to_string(),
        msg: e.to_string(),
    })
}

/// Load a tile set, render its sheet and save it as PNG.
pub fn write_sheet(tiles: &Path, out: &Path) -> Result<(u32, u32), ArtError> {
    let set = TileSet::load(tiles)?;
    let pm = render_sheet(&set, SheetLayout::default());
    save_png(&pm, out)?;
    Ok((pm.width(), pm.height()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn sheet_png_has_every_tile_and_real_colours() {
        let tiles = Path::new(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/assets/tiles/mists.ron"
        ));
        let out = std::env::temp_dir().join(format!("mists-sheet-{}.png", std::process::id()));
        let (w, h) = write_sheet(tiles, &out).expect("sheet renders");
        let png = Pixmap::load_png(&out).expect("valid PNG");
        let _ = std::fs::remove_file(&out);

        // 52 land types + 4 start quarters + the back = 57 cells, 8 per row → 8 rows.
        let layout = SheetLayout::default();
        assert_eq!((png.width(), png.height()), (w, h));
        assert_eq!((w, h), layout.size(57));
        assert_eq!(w, 8 * (96 + 10) + 10);
        assert_eq!(h, 8 * (96 + 21 + 10) + 10);

        let colours: HashSet<[u8; 3]> = png
            .pixels()
            .iter()
            .step_by(7)
            .map(|p| [p.red(), p.green(), p.blue()])
            .collect();
        assert!(colours.len() > 200, "only {} colours", colours.len());
        // Issue 49: the whole sheet holds at least 4,000 distinct colours (43,220 now, 16,210
        // before the grass, grain and bevel; `tests::every_face_is_textured` asks each face).
        let all: HashSet<[u8; 3]> = png
            .pixels()
            .iter()
            .map(|p| [p.red(), p.green(), p.blue()])
            .collect();
        assert!(all.len() >= 4000, "only {} distinct colours", all.len());
    }
}
