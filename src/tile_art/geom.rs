//! Tile geometry in pixels and the paint helpers every layer uses.

use super::*;

/// Tile geometry in pixels: `s` is the tile size.
pub(super) struct Geo {
    pub(super) s: f32,
}

impl Geo {
    pub(super) fn new(s: f32) -> Self {
        Geo { s }
    }

    /// A point given in fractions of the tile (0,0 = north-west corner, y down).
    pub(super) fn p(&self, fx: f32, fy: f32) -> Point {
        Point::from_xy(fx * self.s, fy * self.s)
    }

    pub(super) fn centre(&self) -> Point {
        self.p(0.5, 0.5)
    }

    pub(super) fn corner(&self, c: Corner) -> Point {
        match c {
            Corner::NW => self.p(0.0, 0.0),
            Corner::NE => self.p(1.0, 0.0),
            Corner::SE => self.p(1.0, 1.0),
            Corner::SW => self.p(0.0, 1.0),
        }
    }

    /// The corners a side runs between, clockwise.
    pub(super) fn side_ends(&self, side: Side) -> (Point, Point) {
        match side {
            Side::N => (self.corner(Corner::NW), self.corner(Corner::NE)),
            Side::E => (self.corner(Corner::NE), self.corner(Corner::SE)),
            Side::S => (self.corner(Corner::SE), self.corner(Corner::SW)),
            Side::W => (self.corner(Corner::SW), self.corner(Corner::NW)),
        }
    }

    /// Point at fraction `t` along a side, clockwise.
    pub(super) fn along(&self, side: Side, t: f32) -> Point {
        let (a, b) = self.side_ends(side);
        lerp(a, b, t)
    }

    pub(super) fn side_mid(&self, side: Side) -> Point {
        self.along(side, 0.5)
    }

    /// The two ends of a segment on the tile's rim, clockwise.
    pub(super) fn seg_ends(&self, seg: Seg) -> (Point, Point) {
        let p = seg.part() as f32;
        (
            self.along(seg.side(), p / 3.0),
            self.along(seg.side(), (p + 1.0) / 3.0),
        )
    }
}

/// Unit vector pointing out of the tile through `side` (pixel frame, y down).
pub(super) fn outward(side: Side) -> (f32, f32) {
    match side {
        Side::N => (0.0, -1.0),
        Side::E => (1.0, 0.0),
        Side::S => (0.0, 1.0),
        Side::W => (-1.0, 0.0),
    }
}

pub(super) fn lerp(a: Point, b: Point, t: f32) -> Point {
    Point::from_xy(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t)
}

pub(super) fn offset(a: Point, d: (f32, f32), k: f32) -> Point {
    Point::from_xy(a.x + d.0 * k, a.y + d.1 * k)
}

pub(super) fn dist(a: Point, b: Point) -> f32 {
    ((a.x - b.x).powi(2) + (a.y - b.y).powi(2)).sqrt()
}

pub(super) fn cubic_at(p0: Point, p1: Point, p2: Point, p3: Point, t: f32) -> Point {
    let u = 1.0 - t;
    let (a, b, c, d) = (u * u * u, 3.0 * u * u * t, 3.0 * u * t * t, t * t * t);
    Point::from_xy(
        a * p0.x + b * p1.x + c * p2.x + d * p3.x,
        a * p0.y + b * p1.y + c * p2.y + d * p3.y,
    )
}

pub(super) fn rgb(r: u8, g: u8, b: u8) -> Color {
    Color::from_rgba8(r, g, b, 255)
}

pub(super) fn rgba(r: u8, g: u8, b: u8, a: u8) -> Color {
    Color::from_rgba8(r, g, b, a)
}

pub(super) fn paint(c: Color) -> Paint<'static> {
    let mut p = Paint::default();
    p.set_color(c);
    p.anti_alias = true;
    p
}

pub(super) fn fill_path(pm: &mut Pixmap, path: &Path, c: Color) {
    pm.fill_path(
        path,
        &paint(c),
        FillRule::Winding,
        Transform::identity(),
        None,
    );
}

pub(super) fn stroke_path(pm: &mut Pixmap, path: &Path, c: Color, width: f32) {
    let stroke = Stroke {
        width,
        line_cap: LineCap::Round,
        line_join: LineJoin::Round,
        ..Stroke::default()
    };
    pm.stroke_path(path, &paint(c), &stroke, Transform::identity(), None);
}

pub(super) fn fill_circle(pm: &mut Pixmap, c: Point, r: f32, col: Color) {
    if let Some(path) = PathBuilder::from_circle(c.x, c.y, r) {
        fill_path(pm, &path, col);
    }
}

pub(super) fn fill_rect(pm: &mut Pixmap, x: f32, y: f32, w: f32, h: f32, col: Color) {
    if let Some(r) = Rect::from_xywh(x, y, w, h) {
        fill_path(pm, &PathBuilder::from_rect(r), col);
    }
}

pub(super) fn polygon(points: &[Point]) -> Option<Path> {
    let mut pb = PathBuilder::new();
    pb.move_to(points[0].x, points[0].y);
    for p in &points[1..] {
        pb.line_to(p.x, p.y);
    }
    pb.close();
    pb.finish()
}

/// A tiny xorshift: where the hand-drawn details go, by a hash of the tile (never `rand`, so the
/// art does not touch the game's one seeded RNG).
pub(super) struct Xs(u32);

impl Xs {
    pub(super) fn new(seed: u32) -> Self {
        Xs(seed.wrapping_mul(2_654_435_761) | 1)
    }

    pub(super) fn next(&mut self) -> u32 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 17;
        self.0 ^= self.0 << 5;
        self.0
    }

    /// The next value in 0..=1.
    pub(super) fn unit(&mut self) -> f32 {
        (self.next() & 0xffff) as f32 / 65535.0
    }
}
