//! Tile art drawn from the tile data with tiny-skia: no image files, so custom tile sets render too.
//!
//! Everything here is pure (a [`TileDef`] and the copy's ghost-symbol counts in, a [`Pixmap`] out) and
//! testable without Bevy. Pixel coordinates grow right and *down*, so a tile's north side is the top
//! row; segments follow `mists_board::geom` (0..12 clockwise from the north side's west end).
//!
//! Layers, bottom to top: field, roads, cities (walls, coats of arms), mist (RULES §2.4: over fields and
//! roads, never over cities), specials (castle, cemetery, village, water tower, ruin), ghost symbols.

pub mod font;
pub mod pieces;
pub mod sheet;

use mists_board::tile::Decoration;
use mists_board::{AreaKind, Cell, RoadEnd, Seg, Side, Special, TileDef};
use tiny_skia::{
    Color, FillRule, LineCap, LineJoin, Mask, Paint, Path, PathBuilder, Pixmap, Point, Rect,
    Stroke, Transform,
};

/// A corner of a tile, in the tile's own (unrotated) frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
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

    let city_mask = city_mask(def, &g, px);
    let roads = road_curves(def, &g, ruin);
    for r in &roads {
        stroke_road(&mut pm, &g, r);
    }
    draw_cities(&mut pm, def, &g);
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
    draw_mist(&mut pm, &g, &mist);

    match def.special {
        Special::Castle => draw_facing(&mut pm, &g, road_side(def, RoadEnd::Castle), draw_castle),
        Special::Cemetery => draw_facing(
            &mut pm,
            &g,
            road_side(def, RoadEnd::Cemetery),
            draw_cemetery,
        ),
        Special::Village => draw_village(&mut pm, &g),
        Special::None => {}
    }
    if def.decorations.contains(&Decoration::WaterTower) {
        let spot = free_spot(def, &g, &roads, &city_mask);
        draw_water_tower(&mut pm, &g, spot);
    }
    if def.decorations.contains(&Decoration::Ruin) {
        draw_ruin(&mut pm, &g, ruin);
    }
    draw_arms(&mut pm, def, &g);

    for (m, &n) in mist.iter().zip(symbols.iter()) {
        for p in ghost_spots(&g, m, n) {
            draw_ghost(&mut pm, p, g.s * 0.075);
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
    pm
}

/// The back of a tile (facedown tiles, RULES §13.3; the pile in the HUD).
pub fn render_back(px: u32) -> Pixmap {
    let mut pm = Pixmap::new(px, px).expect("tile size must be > 0");
    let g = Geo::new(px as f32);
    pm.fill(rgb(52, 60, 78));
    let inset = g.s * 0.07;
    let r = Rect::from_xywh(inset, inset, g.s - 2.0 * inset, g.s - 2.0 * inset).unwrap();
    stroke_path(
        &mut pm,
        &PathBuilder::from_rect(r),
        rgb(120, 132, 156),
        g.s * 0.025,
    );
    // A soft swirl of mist and one ghost in the middle.
    for (i, a) in [0.16f32, 0.12, 0.08].iter().enumerate() {
        fill_circle(
            &mut pm,
            g.p(0.5, 0.5),
            g.s * (0.34 - i as f32 * 0.08),
            rgba(220, 226, 240, (a * 255.0) as u8),
        );
    }
    draw_ghost(&mut pm, g.p(0.5, 0.5), g.s * 0.15);
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

// ------------------------------------------------------------------------------------ geometry

/// Tile geometry in pixels: `s` is the tile size.
struct Geo {
    s: f32,
}

impl Geo {
    fn new(s: f32) -> Self {
        Geo { s }
    }

    /// A point given in fractions of the tile (0,0 = north-west corner, y down).
    fn p(&self, fx: f32, fy: f32) -> Point {
        Point::from_xy(fx * self.s, fy * self.s)
    }

    fn centre(&self) -> Point {
        self.p(0.5, 0.5)
    }

    fn corner(&self, c: Corner) -> Point {
        match c {
            Corner::NW => self.p(0.0, 0.0),
            Corner::NE => self.p(1.0, 0.0),
            Corner::SE => self.p(1.0, 1.0),
            Corner::SW => self.p(0.0, 1.0),
        }
    }

    /// The corners a side runs between, clockwise.
    fn side_ends(&self, side: Side) -> (Point, Point) {
        match side {
            Side::N => (self.corner(Corner::NW), self.corner(Corner::NE)),
            Side::E => (self.corner(Corner::NE), self.corner(Corner::SE)),
            Side::S => (self.corner(Corner::SE), self.corner(Corner::SW)),
            Side::W => (self.corner(Corner::SW), self.corner(Corner::NW)),
        }
    }

    /// Point at fraction `t` along a side, clockwise.
    fn along(&self, side: Side, t: f32) -> Point {
        let (a, b) = self.side_ends(side);
        lerp(a, b, t)
    }

    fn side_mid(&self, side: Side) -> Point {
        self.along(side, 0.5)
    }

    /// The two ends of a segment on the tile's rim, clockwise.
    fn seg_ends(&self, seg: Seg) -> (Point, Point) {
        let p = seg.part() as f32;
        (
            self.along(seg.side(), p / 3.0),
            self.along(seg.side(), (p + 1.0) / 3.0),
        )
    }
}

/// Unit vector pointing out of the tile through `side` (pixel frame, y down).
fn outward(side: Side) -> (f32, f32) {
    match side {
        Side::N => (0.0, -1.0),
        Side::E => (1.0, 0.0),
        Side::S => (0.0, 1.0),
        Side::W => (-1.0, 0.0),
    }
}

fn lerp(a: Point, b: Point, t: f32) -> Point {
    Point::from_xy(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t)
}

fn offset(a: Point, d: (f32, f32), k: f32) -> Point {
    Point::from_xy(a.x + d.0 * k, a.y + d.1 * k)
}

fn dist(a: Point, b: Point) -> f32 {
    ((a.x - b.x).powi(2) + (a.y - b.y).powi(2)).sqrt()
}

fn cubic_at(p0: Point, p1: Point, p2: Point, p3: Point, t: f32) -> Point {
    let u = 1.0 - t;
    let (a, b, c, d) = (u * u * u, 3.0 * u * u * t, 3.0 * u * t * t, t * t * t);
    Point::from_xy(
        a * p0.x + b * p1.x + c * p2.x + d * p3.x,
        a * p0.y + b * p1.y + c * p2.y + d * p3.y,
    )
}

fn rgb(r: u8, g: u8, b: u8) -> Color {
    Color::from_rgba8(r, g, b, 255)
}

fn rgba(r: u8, g: u8, b: u8, a: u8) -> Color {
    Color::from_rgba8(r, g, b, a)
}

fn paint(c: Color) -> Paint<'static> {
    let mut p = Paint::default();
    p.set_color(c);
    p.anti_alias = true;
    p
}

fn fill_path(pm: &mut Pixmap, path: &Path, c: Color) {
    pm.fill_path(
        path,
        &paint(c),
        FillRule::Winding,
        Transform::identity(),
        None,
    );
}

fn stroke_path(pm: &mut Pixmap, path: &Path, c: Color, width: f32) {
    let stroke = Stroke {
        width,
        line_cap: LineCap::Round,
        line_join: LineJoin::Round,
        ..Stroke::default()
    };
    pm.stroke_path(path, &paint(c), &stroke, Transform::identity(), None);
}

fn fill_circle(pm: &mut Pixmap, c: Point, r: f32, col: Color) {
    if let Some(path) = PathBuilder::from_circle(c.x, c.y, r) {
        fill_path(pm, &path, col);
    }
}

fn fill_rect(pm: &mut Pixmap, x: f32, y: f32, w: f32, h: f32, col: Color) {
    if let Some(r) = Rect::from_xywh(x, y, w, h) {
        fill_path(pm, &PathBuilder::from_rect(r), col);
    }
}

fn polygon(points: &[Point]) -> Option<Path> {
    let mut pb = PathBuilder::new();
    pb.move_to(points[0].x, points[0].y);
    for p in &points[1..] {
        pb.line_to(p.x, p.y);
    }
    pb.close();
    pb.finish()
}

// ------------------------------------------------------------------------------------ field

fn draw_field(pm: &mut Pixmap, g: &Geo, seed: u32) {
    pm.fill(rgb(112, 156, 70));
    // A few darker tufts placed by a tiny hash so every tile type looks a little different.
    let mut h = seed.wrapping_mul(2_654_435_761).wrapping_add(12345);
    for _ in 0..14 {
        h ^= h << 13;
        h ^= h >> 17;
        h ^= h << 5;
        let fx = (h & 0xffff) as f32 / 65535.0;
        let fy = ((h >> 16) & 0xffff) as f32 / 65535.0;
        fill_circle(
            pm,
            g.p(0.06 + fx * 0.88, 0.06 + fy * 0.88),
            g.s * 0.018,
            rgba(84, 126, 52, 150),
        );
    }
}

// ------------------------------------------------------------------------------------ cities

/// The outline of one city area: the rim along its sides, and an inward-bowing wall across every
/// run of non-city sides between them.
fn city_outline(sides: &[Side], g: &Geo) -> Option<(Path, Vec<Path>)> {
    let inside = |s: Side| sides.contains(&s);
    if sides.is_empty() {
        return None;
    }
    if Side::ALL.iter().all(|&s| inside(s)) {
        let r = Rect::from_xywh(0.0, 0.0, g.s, g.s)?;
        return Some((PathBuilder::from_rect(r), Vec::new()));
    }
    // Start at a city side whose clockwise predecessor is not city.
    let start = Side::ALL
        .iter()
        .copied()
        .find(|&s| inside(s) && !inside(Side::from_index(s.index() + 3)))?;
    let mut pb = PathBuilder::new();
    let mut walls = Vec::new();
    let first = g.side_ends(start).0;
    pb.move_to(first.x, first.y);
    let mut i = 0;
    while i < 4 {
        let s = Side::from_index(start.index() + i);
        if inside(s) {
            let (_, b) = g.side_ends(s);
            pb.line_to(b.x, b.y);
            i += 1;
            continue;
        }
        // A run of field sides from here to the next city side: one wall across them.
        let mut gap = Vec::new();
        while i < 4 && !inside(Side::from_index(start.index() + i)) {
            gap.push(Side::from_index(start.index() + i));
            i += 1;
        }
        let a = g.side_ends(gap[0]).0;
        let b = g.side_ends(*gap.last().unwrap()).1;
        // The wall bows towards the field: the anchor sits off-centre on the field's side.
        let (mut dx, mut dy) = (0.0, 0.0);
        for s in &gap {
            let o = outward(*s);
            dx += o.0;
            dy += o.1;
        }
        let anchor = offset(g.centre(), (dx, dy), g.s * 0.1);
        let k = if gap.len() == 3 { 0.62 } else { 0.8 };
        let (c1, c2) = (lerp(a, anchor, k), lerp(b, anchor, k));
        pb.cubic_to(c1.x, c1.y, c2.x, c2.y, b.x, b.y);
        let mut wall = PathBuilder::new();
        wall.move_to(a.x, a.y);
        wall.cubic_to(c1.x, c1.y, c2.x, c2.y, b.x, b.y);
        walls.extend(wall.finish());
    }
    pb.close();
    Some((pb.finish()?, walls))
}

/// A point well inside a city area: where its coat of arms goes and city roads lead.
fn city_anchor(sides: &[Side], g: &Geo) -> Point {
    match sides.len() {
        1 => offset(g.side_mid(sides[0]), outward(sides[0]), -g.s * 0.15),
        2 if sides[0].opposite() != sides[1] => {
            let (a, b) = (outward(sides[0]), outward(sides[1]));
            offset(g.centre(), (a.0 + b.0, a.1 + b.1), g.s * 0.2)
        }
        _ => g.centre(),
    }
}

fn city_areas(def: &TileDef) -> impl Iterator<Item = (Vec<Side>, u8)> + '_ {
    def.areas.iter().filter_map(|a| match a.kind {
        AreaKind::City { arms } => {
            let mut sides: Vec<Side> = a.segs.iter().map(|s| s.side()).collect();
            sides.dedup();
            Some((sides, arms))
        }
        _ => None,
    })
}

fn city_mask(def: &TileDef, g: &Geo, px: u32) -> Mask {
    let mut mask = Mask::new(px, px).expect("tile size must be > 0");
    for (sides, _) in city_areas(def) {
        if let Some((path, _)) = city_outline(&sides, g) {
            mask.fill_path(&path, FillRule::Winding, true, Transform::identity());
        }
    }
    mask
}

fn in_mask(mask: &Mask, p: Point) -> bool {
    let (x, y) = (p.x.floor() as i64, p.y.floor() as i64);
    if x < 0 || y < 0 || x >= mask.width() as i64 || y >= mask.height() as i64 {
        return false;
    }
    mask.data()[(y as u32 * mask.width() + x as u32) as usize] > 127
}

fn draw_cities(pm: &mut Pixmap, def: &TileDef, g: &Geo) {
    for (sides, _) in city_areas(def) {
        let Some((path, walls)) = city_outline(&sides, g) else {
            continue;
        };
        fill_path(pm, &path, rgb(206, 172, 118));
        draw_roofs(pm, g, &sides);
        for w in &walls {
            stroke_path(pm, w, rgb(96, 86, 78), g.s * 0.05);
            stroke_path(pm, w, rgb(168, 160, 150), g.s * 0.025);
        }
    }
}

/// Coats of arms, above the castles and decorations: they carry points (RULES §9.2), so a
/// castle standing below a city cap (tile 11) must not hide its shield.
fn draw_arms(pm: &mut Pixmap, def: &TileDef, g: &Geo) {
    for (sides, arms) in city_areas(def) {
        let anchor = city_anchor(&sides, g);
        let n = arms as usize;
        for i in 0..n {
            let dx = (i as f32 - (n as f32 - 1.0) / 2.0) * g.s * 0.13;
            draw_shield(pm, Point::from_xy(anchor.x + dx, anchor.y), g.s * 0.11);
        }
    }
}

/// Small red roofs along the city's sides, so cities read as towns at a glance.
fn draw_roofs(pm: &mut Pixmap, g: &Geo, sides: &[Side]) {
    for &side in sides {
        for t in [0.3f32, 0.7] {
            let base = offset(g.along(side, t), outward(side), -g.s * 0.07);
            let w = g.s * 0.09;
            fill_rect(
                pm,
                base.x - w / 2.0,
                base.y - w / 2.0,
                w,
                w,
                rgb(168, 72, 52),
            );
            fill_rect(
                pm,
                base.x - w / 2.0,
                base.y - w / 2.0,
                w,
                w * 0.35,
                rgb(196, 96, 70),
            );
        }
    }
}

fn draw_shield(pm: &mut Pixmap, c: Point, h: f32) {
    let w = h * 0.8;
    let (l, r, t) = (c.x - w / 2.0, c.x + w / 2.0, c.y - h / 2.0);
    let mut pb = PathBuilder::new();
    pb.move_to(l, t);
    pb.line_to(r, t);
    pb.line_to(r, t + h * 0.5);
    pb.quad_to(r, t + h * 0.85, c.x, t + h);
    pb.quad_to(l, t + h * 0.85, l, t + h * 0.5);
    pb.close();
    if let Some(path) = pb.finish() {
        fill_path(pm, &path, rgb(38, 72, 168));
        stroke_path(pm, &path, rgb(245, 240, 225), h * 0.1);
    }
    fill_rect(
        pm,
        c.x - w * 0.08,
        t + h * 0.15,
        w * 0.16,
        h * 0.6,
        rgb(240, 200, 60),
    );
    fill_rect(
        pm,
        l + w * 0.2,
        t + h * 0.32,
        w * 0.6,
        h * 0.14,
        rgb(240, 200, 60),
    );
}

// ------------------------------------------------------------------------------------ roads

/// One road piece as a cubic curve (the start is always on the rim).
struct RoadCurve {
    pts: [Point; 4],
    end: Option<RoadEnd>,
}

impl RoadCurve {
    fn path(&self) -> Option<Path> {
        let [a, b, c, d] = self.pts;
        let mut pb = PathBuilder::new();
        pb.move_to(a.x, a.y);
        pb.cubic_to(b.x, b.y, c.x, c.y, d.x, d.y);
        pb.finish()
    }

    fn at(&self, t: f32) -> Point {
        let [a, b, c, d] = self.pts;
        cubic_at(a, b, c, d, t)
    }
}

fn road_curves(def: &TileDef, g: &Geo, ruin: Point) -> Vec<RoadCurve> {
    let cities: Vec<Vec<Side>> = city_areas(def).map(|(s, _)| s).collect();
    let mut out = Vec::new();
    for area in &def.areas {
        let AreaKind::Road { end } = area.kind else {
            continue;
        };
        let sides: Vec<Side> = area.segs.iter().map(|s| s.side()).collect();
        let a = g.side_mid(sides[0]);
        let ina = offset(a, outward(sides[0]), -g.s * 0.3);
        let pts = if let Some(&other) = sides.get(1) {
            let b = g.side_mid(other);
            let inb = offset(b, outward(other), -g.s * 0.3);
            [a, ina, inb, b]
        } else {
            let target = match end {
                Some(RoadEnd::City) => cities
                    .iter()
                    .map(|c| city_anchor(c, g))
                    .min_by(|p, q| dist(a, *p).total_cmp(&dist(a, *q)))
                    .unwrap_or(g.centre()),
                Some(RoadEnd::Ruin) => ruin,
                _ => g.centre(),
            };
            [a, ina, lerp(ina, target, 0.5), target]
        };
        out.push(RoadCurve { pts, end });
    }
    out
}

fn stroke_road(pm: &mut Pixmap, g: &Geo, r: &RoadCurve) {
    if let Some(path) = r.path() {
        stroke_path(pm, &path, rgb(120, 100, 74), g.s * 0.15);
        stroke_path(pm, &path, rgb(226, 214, 184), g.s * 0.11);
    }
}

/// A dark arch where a road meets a city wall.
fn draw_gate(pm: &mut Pixmap, g: &Geo, r: &RoadCurve, city: &Mask) {
    let Some(t) = (1..=60)
        .map(|i| i as f32 / 60.0)
        .find(|&t| in_mask(city, r.at(t)))
    else {
        return;
    };
    let p = r.at(t);
    fill_circle(pm, p, g.s * 0.06, rgb(96, 86, 78));
    fill_circle(pm, p, g.s * 0.035, rgb(44, 36, 30));
}

// ------------------------------------------------------------------------------------ mist

/// One mist area laid out on the tile.
struct MistLayout {
    /// Rim segments the mist touches.
    segs: Vec<Seg>,
    /// How far the mist reaches towards the centre (1 = all the way).
    depth: f32,
}

fn mist_layout(def: &TileDef) -> Vec<MistLayout> {
    let areas: Vec<&mists_board::tile::Area> = def.mist_areas().map(|a| def.area(a)).collect();
    let single = areas.len() == 1;
    areas
        .iter()
        .map(|a| MistLayout {
            segs: a.segs.clone(),
            depth: match (single, a.segs.len()) {
                (true, n) if n >= 9 => 1.0,
                (true, _) => 0.72,
                (false, _) => 0.5,
            },
        })
        .collect()
}

/// Mist: the wedges of every misty segment reaching `depth` towards the centre, blurred into a
/// soft translucent layer. Blurring clamps at the tile's rim, so mist stays dense where it
/// crosses into the neighbouring tile and fades along and away from the rim.
fn draw_mist(pm: &mut Pixmap, g: &Geo, areas: &[MistLayout]) {
    if areas.is_empty() {
        return;
    }
    let (w, h) = (pm.width(), pm.height());
    let Some(mut mask) = Mask::new(w, h) else {
        return;
    };
    let mut pb = PathBuilder::new();
    for m in areas {
        for &seg in &m.segs {
            let (a, b) = g.seg_ends(seg);
            let c = g.centre();
            let (ia, ib) = (lerp(a, c, m.depth), lerp(b, c, m.depth));
            pb.move_to(a.x, a.y);
            pb.line_to(b.x, b.y);
            pb.line_to(ib.x, ib.y);
            pb.line_to(ia.x, ia.y);
            pb.close();
        }
    }
    let Some(path) = pb.finish() else {
        return;
    };
    mask.fill_path(&path, FillRule::Winding, true, Transform::identity());
    let r = ((g.s * 0.06).round() as usize).max(1);
    for _ in 0..2 {
        box_blur(mask.data_mut(), w as usize, h as usize, r);
    }
    let (mr, mg, mb) = (236.0, 240.0, 248.0);
    let data = mask.data();
    for (i, p) in pm.pixels_mut().iter_mut().enumerate() {
        let m = data[i] as f32 / 255.0;
        if m <= 0.0 {
            continue;
        }
        // Low-frequency wisps so the mist is not a flat wash.
        let (x, y) = ((i as u32 % w) as f32 / g.s, (i as u32 / w) as f32 / g.s);
        let wisp = 0.88 + 0.12 * ((x * 9.0 + y * 4.0).sin() * (y * 7.0 - x * 3.0).cos());
        let a = (m * 0.7 * wisp).clamp(0.0, 1.0);
        let mix = |c: u8, t: f32| (c as f32 * (1.0 - a) + t * a).round() as u8;
        // The tile is opaque, so premultiplied and straight colours coincide.
        if let Some(c) = tiny_skia::PremultipliedColorU8::from_rgba(
            mix(p.red(), mr),
            mix(p.green(), mg),
            mix(p.blue(), mb),
            p.alpha(),
        ) && p.alpha() == 255
        {
            *p = c;
        }
    }
}

/// In-place box blur of a `w`×`h` 8-bit image, radius `r`, edges clamped.
fn box_blur(data: &mut [u8], w: usize, h: usize, r: usize) {
    let mut tmp = vec![0u8; data.len()];
    let n = (2 * r + 1) as u32;
    let run = |get: &dyn Fn(usize) -> u8, len: usize, out: &mut dyn FnMut(usize, u8)| {
        let at = |i: isize| get(i.clamp(0, len as isize - 1) as usize) as u32;
        let mut sum: u32 = (-(r as isize)..=r as isize).map(at).sum();
        for i in 0..len {
            out(i, (sum / n) as u8);
            sum += at(i as isize + r as isize + 1);
            sum -= at(i as isize - r as isize);
        }
    };
    for y in 0..h {
        let row = &data[y * w..(y + 1) * w];
        run(&|x| row[x], w, &mut |x, v| tmp[y * w + x] = v);
    }
    for x in 0..w {
        run(&|y| tmp[y * w + x], h, &mut |y, v| data[y * w + x] = v);
    }
}

/// Where the ghost symbols of a mist area go: spread over its segments, inside the mist.
fn ghost_spots(g: &Geo, m: &MistLayout, n: u8) -> Vec<Point> {
    let n = n as usize;
    let segs = m.segs.len();
    if n == 0 || segs == 0 {
        return Vec::new();
    }
    (0..n)
        .map(|i| {
            let seg = m.segs[((i * segs + segs / 2) / n).min(segs - 1)];
            let (a, b) = g.seg_ends(seg);
            let mid = lerp(a, b, 0.5);
            let reach = if m.depth >= 1.0 { 0.5 } else { 0.6 };
            lerp(mid, g.centre(), m.depth * reach)
        })
        .collect()
}

/// A little ghost: round head, wavy hem, two eyes.
fn draw_ghost(pm: &mut Pixmap, c: Point, r: f32) {
    let mut pb = PathBuilder::new();
    let (l, rr) = (c.x - r, c.x + r);
    let top = c.y - r * 0.2;
    let bottom = c.y + r * 1.05;
    pb.move_to(l, bottom);
    pb.line_to(l, top);
    pb.cubic_to(l, c.y - r * 1.5, rr, c.y - r * 1.5, rr, top);
    pb.line_to(rr, bottom);
    let step = (rr - l) / 3.0;
    for i in 0..3 {
        let x0 = rr - step * i as f32;
        pb.quad_to(x0 - step / 2.0, bottom - r * 0.45, x0 - step, bottom);
    }
    pb.close();
    if let Some(path) = pb.finish() {
        fill_path(pm, &path, rgba(252, 252, 255, 235));
        stroke_path(pm, &path, rgba(60, 64, 90, 220), (r * 0.16).max(1.0));
    }
    fill_circle(
        pm,
        Point::from_xy(c.x - r * 0.35, c.y - r * 0.25),
        r * 0.17,
        rgb(40, 44, 70),
    );
    fill_circle(
        pm,
        Point::from_xy(c.x + r * 0.35, c.y - r * 0.25),
        r * 0.17,
        rgb(40, 44, 70),
    );
}

// ------------------------------------------------------------------------------------ specials

/// The side a road ending at `end` comes from (castle and cemetery gates face it).
fn road_side(def: &TileDef, end: RoadEnd) -> Side {
    def.areas
        .iter()
        .find(|a| a.kind == AreaKind::Road { end: Some(end) })
        .and_then(|a| a.segs.first())
        .map(|s| s.side())
        .unwrap_or(Side::S)
}

/// Draw a building whose gate faces south, turned so the gate faces `side`.
fn draw_facing(pm: &mut Pixmap, g: &Geo, side: Side, draw: fn(&mut Pixmap, &Geo)) {
    let Some(mut layer) = Pixmap::new(pm.width(), pm.height()) else {
        return;
    };
    draw(&mut layer, g);
    // Clockwise quarter turns that take south to `side` (pixel frame: positive is clockwise).
    let degrees = match side {
        Side::S => 0.0,
        Side::W => 90.0,
        Side::N => 180.0,
        Side::E => 270.0,
    };
    let c = g.centre();
    pm.draw_pixmap(
        0,
        0,
        layer.as_ref(),
        &tiny_skia::PixmapPaint::default(),
        Transform::from_rotate_at(degrees, c.x, c.y),
        None,
    );
}

fn draw_castle(pm: &mut Pixmap, g: &Geo) {
    let c = g.centre();
    let (w, h) = (g.s * 0.36, g.s * 0.24);
    let (x, y) = (c.x - w / 2.0, c.y - h / 2.0 + g.s * 0.03);
    let stone = rgb(150, 148, 158);
    let dark = rgb(70, 68, 80);
    fill_rect(pm, x - 1.5, y - 1.5, w + 3.0, h + 3.0, dark);
    fill_rect(pm, x, y, w, h, stone);
    // Battlements.
    let m = w / 7.0;
    for i in 0..4 {
        let mx = x + i as f32 * 2.0 * m;
        fill_rect(pm, mx - 1.0, y - m - 1.0, m + 2.0, m + 1.0, dark);
        fill_rect(pm, mx, y - m, m, m, stone);
    }
    // Keep with a pointed roof.
    let (kw, kh) = (w * 0.36, h * 0.9);
    let (kx, ky) = (c.x - kw / 2.0, y - kh * 0.8);
    fill_rect(pm, kx - 1.5, ky - 1.5, kw + 3.0, kh + 1.5, dark);
    fill_rect(pm, kx, ky, kw, kh, rgb(170, 168, 176));
    if let Some(roof) = polygon(&[
        Point::from_xy(kx - kw * 0.15, ky),
        Point::from_xy(kx + kw * 1.15, ky),
        Point::from_xy(c.x, ky - kh * 0.8),
    ]) {
        fill_path(pm, &roof, rgb(60, 80, 150));
        stroke_path(pm, &roof, dark, 1.0);
    }
    // Gate.
    let (gw, gh) = (w * 0.22, h * 0.5);
    fill_rect(pm, c.x - gw / 2.0, y + h - gh, gw, gh, rgb(44, 36, 30));
}

fn draw_cemetery(pm: &mut Pixmap, g: &Geo) {
    let c = g.centre();
    let (w, h) = (g.s * 0.42, g.s * 0.34);
    let (x, y) = (c.x - w / 2.0, c.y - h / 2.0);
    fill_rect(pm, x, y, w, h, rgb(92, 120, 66));
    if let Some(r) = Rect::from_xywh(x, y, w, h) {
        stroke_path(
            pm,
            &PathBuilder::from_rect(r),
            rgb(110, 104, 96),
            g.s * 0.03,
        );
    }
    // Gate gap at the south wall.
    fill_rect(
        pm,
        c.x - w * 0.1,
        y + h - g.s * 0.02,
        w * 0.2,
        g.s * 0.04,
        rgb(44, 36, 30),
    );
    // Graves: rounded stones in two rows, and a tall cross.
    for (fx, fy) in [
        (-0.3, -0.2),
        (-0.1, -0.2),
        (0.3, -0.2),
        (-0.3, 0.15),
        (0.3, 0.15),
    ] {
        let p = Point::from_xy(c.x + fx * w, c.y + fy * h);
        fill_rect(
            pm,
            p.x - g.s * 0.025,
            p.y - g.s * 0.02,
            g.s * 0.05,
            g.s * 0.06,
            rgb(190, 190, 196),
        );
        fill_circle(
            pm,
            Point::from_xy(p.x, p.y - g.s * 0.02),
            g.s * 0.025,
            rgb(190, 190, 196),
        );
    }
    let cx = c.x + w * 0.1;
    fill_rect(
        pm,
        cx - g.s * 0.015,
        c.y - h * 0.38,
        g.s * 0.03,
        h * 0.7,
        rgb(230, 230, 236),
    );
    fill_rect(
        pm,
        cx - g.s * 0.06,
        c.y - h * 0.22,
        g.s * 0.12,
        g.s * 0.03,
        rgb(230, 230, 236),
    );
}

fn draw_house(pm: &mut Pixmap, c: Point, w: f32) {
    let dark = rgb(70, 52, 40);
    fill_rect(
        pm,
        c.x - w / 2.0 - 1.0,
        c.y - 1.0,
        w + 2.0,
        w * 0.7 + 2.0,
        dark,
    );
    fill_rect(pm, c.x - w / 2.0, c.y, w, w * 0.7, rgb(236, 222, 190));
    if let Some(roof) = polygon(&[
        Point::from_xy(c.x - w * 0.65, c.y + 1.0),
        Point::from_xy(c.x + w * 0.65, c.y + 1.0),
        Point::from_xy(c.x, c.y - w * 0.55),
    ]) {
        fill_path(pm, &roof, rgb(178, 64, 44));
        stroke_path(pm, &roof, dark, 1.0);
    }
}

fn draw_village(pm: &mut Pixmap, g: &Geo) {
    let c = g.centre();
    let w = g.s * 0.13;
    for (dx, dy) in [(-0.09, -0.05), (0.09, -0.07), (0.0, 0.07)] {
        draw_house(pm, Point::from_xy(c.x + dx * g.s, c.y + dy * g.s), w);
    }
}

/// A field spot away from roads and cities (for decorations).
fn free_spot(def: &TileDef, g: &Geo, roads: &[RoadCurve], city: &Mask) -> Point {
    let busy_centre = def.special != Special::None || !roads.is_empty();
    let candidates = [
        g.p(0.27, 0.27),
        g.p(0.73, 0.27),
        g.p(0.73, 0.73),
        g.p(0.27, 0.73),
        g.p(0.5, 0.5),
    ];
    let score = |p: Point| -> f32 {
        if in_mask(city, p) {
            return -1.0;
        }
        let mut d = f32::MAX;
        for r in roads {
            for i in 0..=20 {
                d = d.min(dist(p, r.at(i as f32 / 20.0)));
            }
        }
        if busy_centre {
            d = d.min(dist(p, g.centre()) * 1.2);
        }
        d
    };
    candidates
        .into_iter()
        .max_by(|a, b| score(*a).total_cmp(&score(*b)))
        .unwrap()
}

fn draw_water_tower(pm: &mut Pixmap, g: &Geo, p: Point) {
    let dark = rgb(60, 50, 44);
    let (w, h) = (g.s * 0.1, g.s * 0.2);
    let (x, y) = (p.x - w / 2.0, p.y - h / 2.0 + g.s * 0.03);
    fill_rect(pm, x - 1.0, y - 1.0, w + 2.0, h + 2.0, dark);
    fill_rect(pm, x, y, w, h, rgb(176, 150, 118));
    // Tank.
    let tw = w * 1.7;
    fill_rect(
        pm,
        p.x - tw / 2.0 - 1.0,
        y - h * 0.45 - 1.0,
        tw + 2.0,
        h * 0.45 + 2.0,
        dark,
    );
    fill_rect(
        pm,
        p.x - tw / 2.0,
        y - h * 0.45,
        tw,
        h * 0.45,
        rgb(110, 150, 196),
    );
    if let Some(roof) = polygon(&[
        Point::from_xy(p.x - tw * 0.6, y - h * 0.45),
        Point::from_xy(p.x + tw * 0.6, y - h * 0.45),
        Point::from_xy(p.x, y - h * 0.9),
    ]) {
        fill_path(pm, &roof, rgb(150, 70, 50));
        stroke_path(pm, &roof, dark, 1.0);
    }
}

/// The start tile's ruin: a broken stone ring; each quarter draws its part of it.
fn draw_ruin(pm: &mut Pixmap, g: &Geo, c: Point) {
    let r = g.s * 0.24;
    fill_circle(pm, c, r, rgb(176, 164, 140));
    fill_circle(pm, c, r * 0.72, rgb(150, 138, 116));
    let stone = rgb(112, 104, 96);
    // Broken wall: short arcs with gaps.
    for i in 0..12 {
        if i % 3 == 2 {
            continue;
        }
        let a0 = i as f32 * std::f32::consts::TAU / 12.0;
        let a1 = a0 + std::f32::consts::TAU / 16.0;
        let mut pb = PathBuilder::new();
        let steps = 4;
        for k in 0..=steps {
            let a = a0 + (a1 - a0) * k as f32 / steps as f32;
            let q = Point::from_xy(c.x + r * 0.86 * a.cos(), c.y + r * 0.86 * a.sin());
            if k == 0 {
                pb.move_to(q.x, q.y);
            } else {
                pb.line_to(q.x, q.y);
            }
        }
        if let Some(path) = pb.finish() {
            stroke_path(pm, &path, stone, g.s * 0.06);
        }
    }
    for (fx, fy) in [(0.3f32, 0.5f32), (-0.45, 0.2), (0.1, -0.4), (-0.2, -0.25)] {
        fill_circle(
            pm,
            Point::from_xy(c.x + fx * r, c.y + fy * r),
            g.s * 0.025,
            stone,
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use mists_board::TileSet;
    use std::collections::HashSet;

    fn tiles() -> TileSet {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/assets/tiles/mists.ron");
        TileSet::load(std::path::Path::new(path)).expect("shipped tile set loads")
    }

    fn colours(pm: &Pixmap) -> HashSet<[u8; 4]> {
        pm.pixels()
            .iter()
            .map(|p| [p.red(), p.green(), p.blue(), p.alpha()])
            .collect()
    }

    fn pixel(pm: &Pixmap, fx: f32, fy: f32) -> [u8; 4] {
        let p = pm
            .pixel(
                (fx * pm.width() as f32) as u32,
                (fy * pm.height() as f32) as u32,
            )
            .unwrap();
        [p.red(), p.green(), p.blue(), p.alpha()]
    }

    #[test]
    fn every_tile_type_renders_opaque_and_varied() {
        let set = tiles();
        for (i, def) in set.types.iter().enumerate() {
            let symbols: Vec<u8> = def.mist_areas().map(|_| 1).collect();
            let pm = render_tile(def, &symbols, 64);
            assert_eq!((pm.width(), pm.height()), (64, 64));
            assert!(
                pm.pixels().iter().all(|p| p.alpha() == 255),
                "type #{i} (tile {}) has transparent pixels",
                def.id
            );
            assert!(colours(&pm).len() > 8, "tile {} looks blank", def.id);
        }
    }

    #[test]
    fn cities_roads_and_mist_land_where_the_data_says() {
        let set = tiles();
        let def = |id: u16| set.def(set.by_id(mists_board::TileId(id)).unwrap());
        // Tile 07: city cap north, clear road east-west, field south.
        let pm = render_tile(def(7), &[], 96);
        let [r, g, b, _] = pixel(&pm, 0.5, 0.04);
        assert!(
            r > 150 && g > 120 && b < 160,
            "city at the north rim: {r},{g},{b}"
        );
        let [r, g, b, _] = pixel(&pm, 0.2, 0.5);
        assert!(
            r > 200 && g > 190 && b > 150,
            "road on the east-west line: {r},{g},{b}"
        );
        let [r, g, b, _] = pixel(&pm, 0.5, 0.9);
        assert!(g > r && g > b, "field in the south: {r},{g},{b}");
        // Tile 13: mist everywhere makes the field paler at the rim than a clear field.
        let misty = render_tile(def(13), &[3], 96);
        let clear = render_tile(def(7), &[], 96);
        let lum = |p: [u8; 4]| p[0] as u32 + p[1] as u32 + p[2] as u32;
        assert!(lum(pixel(&misty, 0.5, 0.97)) > lum(pixel(&clear, 0.5, 0.97)) + 60);
    }

    #[test]
    fn ghost_symbols_follow_the_copy_counts() {
        let set = tiles();
        let def = set.def(set.by_id(mists_board::TileId(13)).unwrap());
        let g = Geo::new(96.0);
        let layout = mist_layout(def);
        assert_eq!(layout.len(), 1);
        let spots = ghost_spots(&g, &layout[0], 3);
        assert_eq!(spots.len(), 3);
        for (i, a) in spots.iter().enumerate() {
            for b in &spots[i + 1..] {
                assert!(dist(*a, *b) > 96.0 * 0.15, "ghosts overlap: {a:?} {b:?}");
            }
        }
        // More symbols draw more ghost pixels (near-white).
        let white = |pm: &Pixmap| {
            pm.pixels()
                .iter()
                .filter(|p| p.red() > 245 && p.green() > 245 && p.blue() > 245)
                .count()
        };
        let one = render_tile(def, &[1], 96);
        let three = render_tile(def, &[3], 96);
        assert!(white(&three) > white(&one));
    }

    #[test]
    fn start_quarters_point_their_ruin_at_the_start_centre() {
        assert_eq!(Corner::toward_start_centre(Cell::new(0, 0)), Corner::NE);
        assert_eq!(Corner::toward_start_centre(Cell::new(1, 0)), Corner::NW);
        assert_eq!(Corner::toward_start_centre(Cell::new(0, 1)), Corner::SE);
        assert_eq!(Corner::toward_start_centre(Cell::new(1, 1)), Corner::SW);
    }

    #[test]
    fn back_is_opaque_and_not_a_tile_face() {
        let back = render_back(64);
        assert!(back.pixels().iter().all(|p| p.alpha() == 255));
        let [r, g, b, _] = pixel(&back, 0.1, 0.5);
        assert!(b > g && b > r, "bluish back: {r},{g},{b}");
    }
}
