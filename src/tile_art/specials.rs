//! Castles, cemeteries, villages, monasteries, water towers and ruins.

use super::geom::*;
use super::*;

pub(super) fn draw_castle(pm: &mut Pixmap, g: &Geo) {
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

pub(super) fn draw_cemetery(pm: &mut Pixmap, g: &Geo) {
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

pub(super) fn draw_house(pm: &mut Pixmap, c: Point, w: f32) {
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

pub(super) fn draw_village(pm: &mut Pixmap, g: &Geo) {
    let c = g.centre();
    let w = g.s * 0.13;
    for (dx, dy) in [(-0.09, -0.05), (0.09, -0.07), (0.0, 0.07)] {
        draw_house(pm, Point::from_xy(c.x + dx * g.s, c.y + dy * g.s), w);
    }
}

/// A base-game monastery: a chapel with a bell tower in the middle of the tile.
pub(super) fn draw_monastery(pm: &mut Pixmap, g: &Geo) {
    let c = g.centre();
    let w = g.s * 0.26;
    draw_house(pm, Point::from_xy(c.x - w * 0.12, c.y + w * 0.05), w);
    draw_house(pm, Point::from_xy(c.x + w * 0.42, c.y - w * 0.25), w * 0.38);
    // A cross over the door.
    let dark = rgb(70, 52, 40);
    fill_rect(pm, c.x - w * 0.14, c.y + w * 0.12, w * 0.06, w * 0.3, dark);
    fill_rect(pm, c.x - w * 0.23, c.y + w * 0.2, w * 0.24, w * 0.06, dark);
}

/// A place for a decoration (the water tower) clear of cities, roads, a busy centre and the
/// places of ghost symbols (`ghosts`: every place the tile's mist could print one, so the
/// decoration stays put whatever the copy's symbols are).
pub(super) fn free_spot(
    def: &TileDef,
    g: &Geo,
    roads: &[RoadCurve],
    city: &Mask,
    ghosts: &[Point],
) -> Point {
    let busy_centre = def.special != Special::None || !roads.is_empty();
    // The four field corners first; then the middle and the sides' thirds, for tiles whose
    // corners hold cities or ghost places.
    let candidates = [
        (0.27, 0.27),
        (0.73, 0.27),
        (0.73, 0.73),
        (0.27, 0.73),
        (0.5, 0.5),
        (0.2, 0.35),
        (0.8, 0.35),
        (0.8, 0.65),
        (0.2, 0.65),
        (0.35, 0.2),
        (0.65, 0.2),
        (0.65, 0.8),
        (0.35, 0.8),
    ]
    .map(|(x, y)| g.p(x, y));
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
        // A ghost place is a ring, bigger than a road's width away.
        for &q in ghosts {
            d = d.min((dist(p, q) - g.s * 0.1).max(0.0));
        }
        d
    };
    let best = |ps: &[Point]| {
        ps.iter()
            .copied()
            .max_by(|a, b| score(*a).total_cmp(&score(*b)))
            .unwrap()
    };
    // The sides' places hug a city cap: only when no corner (or the middle) has room.
    let first = best(&candidates[..5]);
    if score(first) >= g.s * 0.15 {
        first
    } else {
        best(&candidates)
    }
}

pub(super) fn draw_water_tower(pm: &mut Pixmap, g: &Geo, p: Point) {
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
pub(super) fn draw_ruin(pm: &mut Pixmap, g: &Geo, c: Point) {
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
