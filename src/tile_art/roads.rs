//! Roads as cubic curves from the rim, and city gates where they enter.

use super::geom::*;
use super::*;

/// One road piece as a cubic curve (the start is always on the rim).
pub(super) struct RoadCurve {
    pub(super) pts: [Point; 4],
    pub(super) end: Option<RoadEnd>,
}

impl RoadCurve {
    pub(super) fn path(&self) -> Option<Path> {
        let [a, b, c, d] = self.pts;
        let mut pb = PathBuilder::new();
        pb.move_to(a.x, a.y);
        pb.cubic_to(b.x, b.y, c.x, c.y, d.x, d.y);
        pb.finish()
    }

    pub(super) fn at(&self, t: f32) -> Point {
        let [a, b, c, d] = self.pts;
        cubic_at(a, b, c, d, t)
    }
}

pub(super) fn road_curves(def: &TileDef, g: &Geo, ruin: Point) -> Vec<RoadCurve> {
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

pub(super) fn stroke_road(pm: &mut Pixmap, g: &Geo, r: &RoadCurve) {
    if let Some(path) = r.path() {
        stroke_path(pm, &path, rgb(120, 100, 74), g.s * 0.15);
        stroke_path(pm, &path, rgb(226, 214, 184), g.s * 0.11);
        draw_stones(pm, g, r);
    }
}

/// A few small stones along the road's edges, placed by a hash of its curve so every road looks
/// a little different and the same road always the same.
fn draw_stones(pm: &mut Pixmap, g: &Geo, r: &RoadCurve) {
    let [a, _, _, d] = r.pts;
    let mut hash =
        Xs::new(((a.x * 31.0 + a.y * 17.0 + d.x * 7.0 + d.y * 3.0) as i64).unsigned_abs() as u32);
    for k in 0..7 {
        let h = hash.next();
        let t = 0.08 + 0.84 * (k as f32 + (h & 0xff) as f32 / 255.0) / 7.0;
        let (p, q) = (r.at(t), r.at((t + 0.01).min(1.0)));
        let (dx, dy) = (q.x - p.x, q.y - p.y);
        let len = (dx * dx + dy * dy).sqrt().max(1e-3);
        // Across the road, towards one edge or the other.
        let side = if h & 0x100 == 0 { 1.0 } else { -1.0 };
        let off = side * g.s * 0.035;
        let c = Point::from_xy(p.x - dy / len * off, p.y + dx / len * off);
        fill_circle(pm, c, g.s * 0.011, rgba(150, 132, 104, 200));
    }
}

/// A dark arch where a road meets a city wall.
pub(super) fn draw_gate(pm: &mut Pixmap, g: &Geo, r: &RoadCurve, city: &Mask) {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stones_lie_along_the_road_edges_not_on_its_middle() {
        let g = Geo::new(200.0);
        let (a, d) = (Point::from_xy(0.0, 100.0), Point::from_xy(200.0, 100.0));
        let road = RoadCurve {
            pts: [a, lerp(a, d, 0.33), lerp(a, d, 0.66), d],
            end: None,
        };
        let mut pm = Pixmap::new(200, 200).unwrap();
        draw_stones(&mut pm, &g, &road);
        let inked = |y: u32| {
            (0..200)
                .filter(|&x| pm.pixel(x, y).unwrap().alpha() > 60)
                .count()
        };
        // The road runs along y = 100; its stones sit 7 px above or below it.
        assert_eq!(inked(100), 0, "a stone on the road's middle");
        assert!(
            inked(93) + inked(107) >= 7,
            "{} + {}",
            inked(93),
            inked(107)
        );
        assert!(
            (0..200)
                .filter(|&y| !(90..=110).contains(&y))
                .all(|y| inked(y) == 0)
        );
        // The same road gets the same stones.
        let mut again = Pixmap::new(200, 200).unwrap();
        draw_stones(&mut again, &g, &road);
        assert_eq!(pm.data(), again.data());
    }
}
