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
