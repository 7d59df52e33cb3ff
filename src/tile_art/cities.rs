//! Fields and cities: the green ground, walls and roofs, coats of arms (RULES §9.2).

use super::geom::*;
use super::*;

pub(super) fn draw_field(pm: &mut Pixmap, g: &Geo, seed: u32) {
    pm.fill(rgb(112, 156, 70));
    super::details::draw_strips(pm, g, seed);
    // A few darker tufts placed by a tiny hash so every tile type looks a little different.
    let mut h = Xs::new(seed);
    for _ in 0..14 {
        let h = h.next();
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

/// The outline of one city area: the rim along its sides, and an inward-bowing wall across every
/// run of non-city sides between them.
pub(super) fn city_outline(sides: &[Side], g: &Geo) -> Option<(Path, Vec<Path>)> {
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
pub(super) fn city_anchor(sides: &[Side], g: &Geo) -> Point {
    let (dx, dy) = city_anchor_from_centre(sides);
    offset(g.centre(), (dx, dy), g.s)
}

/// [`city_anchor`] from the tile's centre, in tile widths (y down, as the art is drawn): a
/// one-sided city 0.35 in towards its side, two neighbouring sides 0.2 towards their corner on
/// each axis, otherwise the centre. The board's meeple spots keep clear of it (the coat of arms
/// stands there).
pub fn city_anchor_from_centre(sides: &[Side]) -> (f32, f32) {
    match sides {
        [one] => {
            let (x, y) = outward(*one);
            (x * 0.35, y * 0.35)
        }
        [a, b] if a.opposite() != *b => {
            let (a, b) = (outward(*a), outward(*b));
            ((a.0 + b.0) * 0.2, (a.1 + b.1) * 0.2)
        }
        _ => (0.0, 0.0),
    }
}

pub(super) fn city_areas(def: &TileDef) -> impl Iterator<Item = (Vec<Side>, u8)> + '_ {
    def.areas.iter().filter_map(|a| match a.kind {
        AreaKind::City { arms } => {
            let mut sides: Vec<Side> = a.segs.iter().map(|s| s.side()).collect();
            sides.dedup();
            Some((sides, arms))
        }
        _ => None,
    })
}

pub(super) fn city_mask(def: &TileDef, g: &Geo, px: u32) -> Mask {
    let mut mask = Mask::new(px, px).expect("tile size must be > 0");
    for (sides, _) in city_areas(def) {
        if let Some((path, _)) = city_outline(&sides, g) {
            mask.fill_path(&path, FillRule::Winding, true, Transform::identity());
        }
    }
    mask
}

pub(super) fn in_mask(mask: &Mask, p: Point) -> bool {
    let (x, y) = (p.x.floor() as i64, p.y.floor() as i64);
    if x < 0 || y < 0 || x >= mask.width() as i64 || y >= mask.height() as i64 {
        return false;
    }
    mask.data()[(y as u32 * mask.width() + x as u32) as usize] > 127
}

pub(super) fn draw_cities(pm: &mut Pixmap, def: &TileDef, g: &Geo) {
    for (k, (sides, _)) in city_areas(def).enumerate() {
        let Some((path, walls)) = city_outline(&sides, g) else {
            continue;
        };
        fill_path(pm, &path, rgb(206, 172, 118));
        super::details::draw_houses(pm, g, &sides, def.id.0 as u32 * 8 + k as u32);

        for w in &walls {
            stroke_path(pm, w, rgb(96, 86, 78), g.s * 0.05);
            stroke_path(pm, w, rgb(168, 160, 150), g.s * 0.025);
        }
    }
}

/// Coats of arms, above the castles and decorations: they carry points (RULES §9.2), so a
/// castle standing below a city cap (tile 11) must not hide its shield.
/// The coats of arms, each shield upright at the spot `at` takes its city's anchor to.
pub(super) fn draw_arms(pm: &mut Pixmap, def: &TileDef, g: &Geo, at: &dyn Fn(Point) -> Point) {
    for (sides, arms) in city_areas(def) {
        let anchor = at(city_anchor(&sides, g));
        let n = arms as usize;
        for i in 0..n {
            let dx = (i as f32 - (n as f32 - 1.0) / 2.0) * g.s * 0.13;
            draw_shield(pm, Point::from_xy(anchor.x + dx, anchor.y), g.s * 0.11);
        }
    }
}

pub(super) fn draw_shield(pm: &mut Pixmap, c: Point, h: f32) {
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
