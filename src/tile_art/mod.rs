//! Tile art drawn from the tile data with tiny-skia: no image files, so custom tile sets render too.
//!
//! Everything here is pure (a [`TileDef`] and the copy's ghost-symbol counts in, a [`Pixmap`] out) and
//! testable without Bevy. Pixel coordinates grow right and *down*, so a tile's north side is the top
//! row; segments follow `mists_board::geom` (0..12 clockwise from the north side's west end).
//!
//! Layers, bottom to top: field, roads, cities (walls, coats of arms), mist (RULES §2.4: over fields and
//! roads, never over cities), specials (castle, cemetery, village, water tower, ruin), ghost symbols.

mod cities;
pub use cities::city_anchor_from_centre;
mod details;
pub mod font;
mod geom;
pub mod icon;
pub mod label;
mod mist;
pub mod pieces;
mod roads;
pub mod sheet;
mod specials;
pub mod table;
mod texture;

use cities::*;
use geom::*;
use mist::*;
use roads::*;
use specials::*;

use mists_board::tile::Decoration;
use mists_board::{AreaIdx, AreaKind, Cell, RoadEnd, Seg, Side, Special, TileDef};
use tiny_skia::{
    Color, FillRule, LineCap, LineJoin, Mask, Paint, Path, PathBuilder, Pixmap, Point, Rect,
    Stroke, Transform,
};

/// A corner of a tile, in the tile's own (unrotated) frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Corner {
    NW,
    NE,
    SE,
    SW,
}

impl Corner {
    /// The corner of a start quarter that points at the middle of the 2×2 start tile, where its
    /// ruin stands (RULES §3: quarters at (0,0) SW, (1,0) SE, (0,1) NW, (1,1) NE).
    pub fn toward_start_centre(cell: Cell) -> Corner {
        match (cell.x <= 0, cell.y <= 0) {
            (true, true) => Corner::NE,
            (false, true) => Corner::NW,
            (true, false) => Corner::SE,
            (false, false) => Corner::SW,
        }
    }
}

/// Drawing choices the tile data alone cannot make.
#[derive(Clone, Copy, Debug, Default)]
pub struct ArtOptions {
    /// Where the start tile's ruin stands (only quarters with roads ending at `Ruin` use it);
    /// `None` puts it in the middle of the tile.
    pub ruin_corner: Option<Corner>,
    /// Mist areas drawn clear (bit i: the tile's i-th mist area): their bank is closed, the fog
    /// has rolled off (RULES §10.4). Their ghost symbols stay printed.
    pub clear: u8,
    /// Clockwise quarter turns of the tile on the board (its `Rotation`): the ground turns, the
    /// buildings, coats of arms and ghost places are drawn upright where the turn takes them, so
    /// the face is shown unturned.
    pub turn: u8,
}

/// Render one tile type with the ghost symbols of one copy (one count per mist area, in order).
pub fn render_tile(def: &TileDef, symbols: &[u8], px: u32) -> Pixmap {
    render_tile_with(def, symbols, px, &ArtOptions::default())
}

/// [`render_tile`] with extra options (the start quarters' ruin corner).
pub fn render_tile_with(def: &TileDef, symbols: &[u8], px: u32, opts: &ArtOptions) -> Pixmap {
    let mut pm = Pixmap::new(px, px).expect("tile size must be > 0");
    let g = Geo::new(px as f32);
    let ruin = opts.ruin_corner.map(|c| g.corner(c)).unwrap_or(g.centre());

    draw_field(&mut pm, &g, def.id.0 as u32);
    texture::grass(&mut pm, &g, def.id.0 as u32);

    let city_mask = city_mask(def, &g, px);
    let roads = road_curves(def, &g, ruin);
    for r in &roads {
        stroke_road(&mut pm, &g, r);
    }
    draw_cities(&mut pm, def, &g);
    details::draw_trees(&mut pm, &g, def, &roads, &city_mask);
    for r in &roads {
        if r.end == Some(RoadEnd::City) {
            draw_gate(&mut pm, &g, r, &city_mask);
        }
    }
    let junction = roads.iter().any(|r| r.end == Some(RoadEnd::Junction));
    if junction {
        fill_circle(&mut pm, g.centre(), g.s * 0.055, rgb(92, 80, 64));
        fill_circle(&mut pm, g.centre(), g.s * 0.035, rgb(214, 200, 170));
    }

    let mist = mist_layout(def);
    let foggy: Vec<MistLayout> = mist
        .iter()
        .enumerate()
        .filter(|(i, _)| opts.clear & (1 << i) == 0)
        .map(|(_, m)| m.clone())
        .collect();
    draw_mist(&mut pm, &g, &foggy);

    // The ground turns with the tile; what stands on it is drawn upright afterwards, where the
    // turn took its spot.
    let turn = opts.turn % 4;
    if turn != 0 {
        pm = turned(&pm, &g, turn);
    }
    let at = |p: Point| turn_point(&g, p, turn);
    match def.special {
        Special::Castle => draw_castle(&mut pm, &g),
        Special::Cemetery => draw_cemetery(&mut pm, &g),
        Special::Village => draw_village(&mut pm, &g),
        Special::Monastery => draw_monastery(&mut pm, &g),
        Special::None => {}
    }
    if def.decorations.contains(&Decoration::WaterTower) {
        // Clear of every place the mist could print a symbol (one a segment: ghost_spots).
        let ghosts: Vec<Point> = mist
            .iter()
            .flat_map(|m| ghost_spots(&g, m, m.segs.len().min(u8::MAX as usize) as u8))
            .collect();
        let spot = free_spot(def, &g, &roads, &city_mask, &ghosts);
        draw_water_tower(&mut pm, &g, at(spot));
    }
    if def.decorations.contains(&Decoration::Ruin) {
        draw_ruin(&mut pm, &g, at(ruin));
    }
    draw_arms(&mut pm, def, &g, &at);

    for (m, &n) in mist.iter().zip(symbols.iter()) {
        for p in ghost_spots(&g, m, n) {
            draw_place(&mut pm, at(p), g.s * 0.085);
        }
    }

    // A thin dark rim so neighbouring tiles stay apart on the board.
    let rim = Rect::from_xywh(0.5, 0.5, g.s - 1.0, g.s - 1.0).unwrap();
    stroke_path(
        &mut pm,
        &PathBuilder::from_rect(rim),
        rgba(30, 40, 20, 110),
        1.0,
    );
    texture::finish(&mut pm, &g, def.id.0 as u32);
    pm
}

/// Where a tile's printed ghost places are, each with its mist area, as fractions of the tile
/// (x right, y down) on the face drawn for `turn` clockwise quarter turns: the same spots
/// [`render_tile_with`] rings, so a ghost piece can stand on one (`board_view::pieces`).
pub fn place_spots(def: &TileDef, symbols: &[u8], turn: u8) -> Vec<(AreaIdx, (f32, f32))> {
    let g = Geo::new(1.0);
    mist_layout(def)
        .iter()
        .zip(def.mist_areas())
        .zip(symbols)
        .flat_map(|((m, area), &n)| ghost_spots(&g, m, n).into_iter().map(move |p| (area, p)))
        .map(|(area, p)| {
            let p = turn_point(&g, p, turn);
            (area, (p.x, p.y))
        })
        .collect()
}

/// `pm` turned `turn` clockwise quarter turns about its centre.
fn turned(pm: &Pixmap, g: &Geo, turn: u8) -> Pixmap {
    let mut out = Pixmap::new(pm.width(), pm.height()).expect("same size as the tile");
    let c = g.centre();
    out.draw_pixmap(
        0,
        0,
        pm.as_ref(),
        &tiny_skia::PixmapPaint::default(),
        Transform::from_rotate_at(90.0 * turn as f32, c.x, c.y),
        None,
    );
    out
}

/// Where point `p` of the unturned tile lies after `turn` clockwise quarter turns (pixel frame,
/// y down: north goes east).
fn turn_point(g: &Geo, p: Point, turn: u8) -> Point {
    let c = g.centre();
    let (mut x, mut y) = (p.x - c.x, p.y - c.y);
    for _ in 0..turn % 4 {
        (x, y) = (-y, x);
    }
    Point::from_xy(c.x + x, c.y + y)
}

/// The back of a tile (facedown tiles, RULES §13.3; the pile in the HUD).
pub fn render_back(px: u32) -> Pixmap {
    // The back of a tile as printed: a deep blue card with a lattice, a double border and a round
    // emblem of three mist lines (no ghost: a facedown tile is a tile, not a haunted spot).
    let mut pm = Pixmap::new(px, px).expect("tile size must be > 0");
    let g = Geo::new(px as f32);
    pm.fill(rgb(44, 62, 96));
    let mut lattice = PathBuilder::new();
    let step = g.s / 6.0;
    for k in -6..=12 {
        let x = k as f32 * step;
        lattice.move_to(x, 0.0);
        lattice.line_to(x + g.s, g.s);
        lattice.move_to(x, g.s);
        lattice.line_to(x + g.s, 0.0);
    }
    if let Some(path) = lattice.finish() {
        stroke_path(&mut pm, &path, rgba(255, 255, 255, 26), g.s * 0.012);
    }
    for (inset, width, colour) in [
        (0.05, 0.03, rgb(206, 190, 150)),
        (0.11, 0.012, rgba(206, 190, 150, 160)),
    ] {
        let d = g.s * inset;
        let r = Rect::from_xywh(d, d, g.s - 2.0 * d, g.s - 2.0 * d).unwrap();
        stroke_path(&mut pm, &PathBuilder::from_rect(r), colour, g.s * width);
    }
    let c = g.p(0.5, 0.5);
    fill_circle(&mut pm, c, g.s * 0.2, rgb(206, 190, 150));
    fill_circle(&mut pm, c, g.s * 0.17, rgb(232, 222, 196));
    for k in [-1.0f32, 0.0, 1.0] {
        let y = c.y + k * g.s * 0.055;
        let (l, r) = (c.x - g.s * 0.11, c.x + g.s * 0.11);
        let mut wave = PathBuilder::new();
        wave.move_to(l, y);
        wave.cubic_to(
            l + g.s * 0.07,
            y - g.s * 0.04,
            r - g.s * 0.07,
            y + g.s * 0.04,
            r,
            y,
        );
        if let Some(path) = wave.finish() {
            stroke_path(&mut pm, &path, rgb(70, 90, 128), g.s * 0.022);
        }
    }
    let rim = Rect::from_xywh(0.5, 0.5, g.s - 1.0, g.s - 1.0).unwrap();
    stroke_path(&mut pm, &PathBuilder::from_rect(rim), rgb(24, 28, 38), 1.0);
    pm
}

/// An empty cell where the drawn tile fits: a faint rounded slot with a dashed rim (transparent
/// outside; tinted by the board view, brighter when hovered).
pub fn render_slot(px: u32) -> Pixmap {
    let mut pm = Pixmap::new(px, px).expect("tile size must be > 0");
    let s = px as f32;
    let inset = s * 0.06;
    let r = s * 0.1;
    let (l, t, rr, b) = (inset, inset, s - inset, s - inset);
    let mut pb = PathBuilder::new();
    pb.move_to(l + r, t);
    pb.line_to(rr - r, t);
    pb.quad_to(rr, t, rr, t + r);
    pb.line_to(rr, b - r);
    pb.quad_to(rr, b, rr - r, b);
    pb.line_to(l + r, b);
    pb.quad_to(l, b, l, b - r);
    pb.line_to(l, t + r);
    pb.quad_to(l, t, l + r, t);
    pb.close();
    let Some(path) = pb.finish() else {
        return pm;
    };
    fill_path(&mut pm, &path, rgba(255, 255, 255, 46));
    let stroke = Stroke {
        width: s * 0.03,
        line_cap: LineCap::Round,
        dash: tiny_skia::StrokeDash::new(vec![s * 0.08, s * 0.06], 0.0),
        ..Stroke::default()
    };
    pm.stroke_path(
        &path,
        &paint(rgba(255, 255, 255, 220)),
        &stroke,
        Transform::identity(),
        None,
    );
    pm
}

/// Bevy-ready straight-alpha RGBA8 bytes of a pixmap (tiny-skia stores premultiplied alpha).
pub fn to_straight_rgba(pm: &Pixmap) -> Vec<u8> {
    let mut out = Vec::with_capacity(pm.data().len());
    for p in pm.pixels() {
        let c = p.demultiply();
        out.extend_from_slice(&[c.red(), c.green(), c.blue(), c.alpha()]);
    }
    out
}

#[cfg(test)]
mod tests;
