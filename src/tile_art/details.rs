//! Small details that make the ground read as land: ploughed strips in the fields, trees in their
//! quiet corners and houses packed inside the city walls. All placed by a hash of the tile type, so
//! every tile looks a little different and the same tile always the same.

use super::geom::*;
use super::roads::RoadCurve;
use super::*;

/// Faint ploughed strips across the field, at one of four angles chosen by the tile type.
pub(super) fn draw_strips(pm: &mut Pixmap, g: &Geo, seed: u32) {
    let mut h = Xs::new(seed ^ 0x5f37_59df);
    let angle = [0.0f32, 45.0, 90.0, 135.0][(h.next() % 4) as usize];
    let step = g.s / 7.0;
    let mut pb = PathBuilder::new();
    // Wide enough that turned strips still cover the corners.
    for k in -6..=6 {
        let y = g.s / 2.0 + k as f32 * step;
        if let Some(r) = Rect::from_xywh(-g.s, y, 3.0 * g.s, step * 0.45) {
            pb.push_rect(r);
        }
    }
    let Some(path) = pb.finish() else {
        return;
    };
    let c = g.centre();
    pm.fill_path(
        &path,
        &paint(rgba(150, 176, 82, 38)),
        FillRule::Winding,
        Transform::from_rotate_at(angle, c.x, c.y),
        None,
    );
}

/// A few round trees (seen from above, so they read the same at every turn) where the field is
/// quiet: away from roads, cities, the middle of a tile with a building, and the rim.
pub(super) fn draw_trees(
    pm: &mut Pixmap,
    g: &Geo,
    def: &TileDef,
    roads: &[RoadCurve],
    city: &Mask,
) {
    let mut h = Xs::new(def.id.0 as u32 ^ 0x2545_f491);
    let busy_centre = def.special != Special::None;
    let r = g.s * 0.045;
    let mut placed: Vec<Point> = Vec::new();
    for _ in 0..24 {
        if placed.len() == 3 {
            break;
        }
        let p = g.p(0.12 + h.unit() * 0.76, 0.12 + h.unit() * 0.76);
        let ring = (0..8).map(|k| {
            let a = k as f32 * std::f32::consts::FRAC_PI_4;
            Point::from_xy(p.x + a.cos() * r * 1.6, p.y + a.sin() * r * 1.6)
        });
        let clear = !in_mask(city, p)
            && ring.into_iter().all(|q| !in_mask(city, q))
            && roads
                .iter()
                .all(|rd| (0..=20).all(|i| dist(p, rd.at(i as f32 / 20.0)) > g.s * 0.14))
            && (!busy_centre || dist(p, g.centre()) > g.s * 0.3)
            && placed.iter().all(|q| dist(p, *q) > r * 2.6);
        if clear {
            placed.push(p);
        }
    }
    for p in placed {
        // Shadow to the south-east, crown, and a light patch to the north-west.
        fill_circle(
            pm,
            Point::from_xy(p.x + r * 0.3, p.y + r * 0.35),
            r,
            rgba(30, 50, 20, 90),
        );
        fill_circle(pm, p, r, rgb(58, 104, 46));
        fill_circle(
            pm,
            Point::from_xy(p.x - r * 0.3, p.y - r * 0.3),
            r * 0.5,
            rgb(86, 138, 62),
        );
    }
}

/// Houses packed inside a city's walls: small roofs on a jittered grid, kept off the walls and
/// away from the coat of arms (which is drawn above them). Returns how many were drawn.
pub(super) fn draw_houses(pm: &mut Pixmap, g: &Geo, sides: &[Side], seed: u32) -> usize {
    let Some((outline, _)) = city_outline(sides, g) else {
        return 0;
    };
    let Some(mut mask) = Mask::new(pm.width(), pm.height()) else {
        return 0;
    };
    mask.fill_path(&outline, FillRule::Winding, true, Transform::identity());
    let anchor = city_anchor(sides, g);
    let mut h = Xs::new(seed ^ 0x9e37_79b9);
    let (w, d) = (g.s * 0.075, g.s * 0.052);
    // Along the walls first (so even a thin cap has houses), then a jittered grid inside.
    let mut spots: Vec<(Point, bool)> = Vec::new();
    for &side in sides {
        let o = outward(side);
        for t in [0.25f32, 0.75] {
            spots.push((offset(g.along(side, t), o, -g.s * 0.06), o.1 == 0.0));
        }
    }
    let cells = 8;
    for iy in 0..cells {
        for ix in 0..cells {
            let (jx, jy, r) = (h.unit() - 0.5, h.unit() - 0.5, h.next());
            let fx = (ix as f32 + 0.5 + jx * 0.5) / cells as f32;
            let fy = (iy as f32 + 0.5 + jy * 0.5) / cells as f32;
            if r & 6 != 0 {
                spots.push((g.p(fx, fy), r & 1 == 1));
            }
        }
    }
    let mut placed: Vec<Point> = Vec::new();
    for (c, upright) in spots {
        let (hw, hd) = if upright { (d, w) } else { (w, d) };
        let inside = [(-1.0, -1.0), (1.0, -1.0), (1.0, 1.0), (-1.0, 1.0)]
            .iter()
            .all(|(sx, sy)| {
                in_mask(
                    &mask,
                    Point::from_xy(c.x + sx * hw * 0.65, c.y + sy * hd * 0.65),
                )
            });
        let free = placed.iter().all(|q| dist(c, *q) > w * 1.1);
        if inside && free && dist(c, anchor) > g.s * 0.13 {
            draw_house(pm, c, hw, hd);
            placed.push(c);
        }
    }
    placed.len()
}

/// One roof seen from above: two slopes either side of the ridge, the sunlit one lighter.
fn draw_house(pm: &mut Pixmap, c: Point, w: f32, d: f32) {
    let (x, y) = (c.x - w / 2.0, c.y - d / 2.0);
    fill_rect(pm, x - 0.8, y - 0.8, w + 1.6, d + 1.6, rgb(96, 52, 40));
    if w >= d {
        fill_rect(pm, x, y, w, d / 2.0, rgb(204, 104, 74));
        fill_rect(pm, x, y + d / 2.0, w, d / 2.0, rgb(158, 66, 48));
    } else {
        fill_rect(pm, x, y, w / 2.0, d, rgb(204, 104, 74));
        fill_rect(pm, x + w / 2.0, y, w / 2.0, d, rgb(158, 66, 48));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn houses_stand_inside_the_walls_and_nowhere_else() {
        let g = Geo::new(128.0);
        let sides = [Side::N];
        let mut pm = Pixmap::new(128, 128).unwrap();
        pm.fill(rgb(0, 0, 0));
        let n = draw_houses(&mut pm, &g, &sides, 7);
        let (outline, _) = city_outline(&sides, &g).unwrap();
        let mut mask = Mask::new(128, 128).unwrap();
        mask.fill_path(&outline, FillRule::Winding, true, Transform::identity());
        let mut inside = 0;
        for (i, p) in pm.pixels().iter().enumerate() {
            if (p.red(), p.green(), p.blue()) == (0, 0, 0) {
                continue;
            }
            let pt = Point::from_xy((i % 128) as f32 + 0.5, (i / 128) as f32 + 0.5);
            assert!(
                in_mask(&mask, pt),
                "a house pixel at {pt:?} lies outside the city"
            );
            inside += 1;
        }
        assert!(n >= 2, "a one-side city has several houses ({n})");
        for seed in 0..32 {
            let mut t = Pixmap::new(128, 128).unwrap();
            let cap = draw_houses(&mut t, &g, &sides, seed);
            assert!(cap >= 2, "seed {seed}: a thin cap still has houses ({cap})");
            let big = draw_houses(&mut t, &g, &[Side::N, Side::E], seed);
            assert!(
                big > cap,
                "seed {seed}: a corner city holds more houses than a cap"
            );
        }
        assert!(inside > 60 * n, "each house is drawn ({inside} px for {n})");
        // Another tile type lays its houses out differently; the same one identically.
        let mut other = Pixmap::new(128, 128).unwrap();
        draw_houses(&mut other, &g, &sides, 8);
        assert_ne!(pm.data(), other.data());
        let mut again = Pixmap::new(128, 128).unwrap();
        again.fill(rgb(0, 0, 0));
        draw_houses(&mut again, &g, &sides, 7);
        assert_eq!(pm.data(), again.data());
    }

    #[test]
    fn trees_keep_off_roads_and_cities() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/assets/tiles/mists.ron");
        let set = mists_board::TileSet::load(std::path::Path::new(path)).expect("shipped set");
        let g = Geo::new(128.0);
        let mut trees = 0;
        for def in &set.types {
            let mut pm = Pixmap::new(128, 128).unwrap();
            pm.fill(rgb(0, 0, 0));
            let roads = road_curves(def, &g, g.centre());
            let city = city_mask(def, &g, 128);
            draw_trees(&mut pm, &g, def, &roads, &city);
            for (i, p) in pm.pixels().iter().enumerate() {
                if (p.red(), p.green(), p.blue()) != (58, 104, 46) {
                    continue;
                }
                trees += 1;
                let pt = Point::from_xy((i % 128) as f32, (i / 128) as f32);
                assert!(!in_mask(&city, pt), "tile {:?}: a tree in a city", def.id);
                for rd in &roads {
                    let near = (0..=40).any(|k| dist(pt, rd.at(k as f32 / 40.0)) < g.s * 0.075);
                    assert!(!near, "tile {:?}: a tree on a road", def.id);
                }
            }
        }
        assert!(trees > 0, "some tile of the set has trees");
    }
}
