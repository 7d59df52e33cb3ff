//! Mist over fields and roads (RULES §2.4), with its ghost symbols.

use super::geom::*;
use super::*;

/// One mist area laid out on the tile.
#[derive(Clone)]
pub(super) struct MistLayout {
    /// Rim segments the mist touches.
    pub(super) segs: Vec<Seg>,
    /// How far the mist reaches towards the centre (1 = all the way).
    pub(super) depth: f32,
}

pub(super) fn mist_layout(def: &TileDef) -> Vec<MistLayout> {
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
pub(super) fn draw_mist(pm: &mut Pixmap, g: &Geo, areas: &[MistLayout]) {
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
        // The blurred mask lifted so the mist is dense inside its area and soft only at its
        // edge: at a mid-game board's zoom (tiles of about 48 px) a thin wash read as clear
        // (issue 49; `tests::open_mist_reads_apart_from_cleared_mist_at_48_px`).
        let m = (data[i] as f32 / 255.0 * 1.3).min(1.0);
        if m <= 0.0 {
            continue;
        }
        // Low-frequency wisps so the mist is not a flat wash.
        let (x, y) = ((i as u32 % w) as f32 / g.s, (i as u32 / w) as f32 / g.s);
        let wisp = 0.88 + 0.12 * ((x * 9.0 + y * 4.0).sin() * (y * 7.0 - x * 3.0).cos());
        let a = (m * 0.88 * wisp).clamp(0.0, 1.0);
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
pub(super) fn box_blur(data: &mut [u8], w: usize, h: usize, r: usize) {
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
pub(super) fn ghost_spots(g: &Geo, m: &MistLayout, n: u8) -> Vec<Point> {
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

/// A ghost symbol printed on a tile: an empty place for a ghost, a round dashed ring on a faint
/// shadow. It has no up or down, so it reads the same at every rotation of the tile, and a ghost
/// piece (a solid figure) standing on the tile is never mistaken for it.
pub(super) fn draw_place(pm: &mut Pixmap, c: Point, r: f32) {
    fill_circle(pm, c, r * 1.1, rgba(40, 52, 76, 120));
    let Some(ring) = PathBuilder::from_circle(c.x, c.y, r * 0.9) else {
        return;
    };
    // A dark ring under the dashes: the place reads on pale mist and on green alike.
    stroke_path(pm, &ring, rgba(30, 38, 60, 200), (r * 0.4).max(1.5));
    let dash = tiny_skia::StrokeDash::new(vec![r * 0.55, r * 0.32], 0.0);
    let stroke = tiny_skia::Stroke {
        width: (r * 0.22).max(1.0),
        dash,
        ..Default::default()
    };
    pm.stroke_path(
        &ring,
        &super::geom::paint(rgba(252, 252, 255, 240)),
        &stroke,
        Transform::identity(),
        None,
    );
}

/// A little ghost: round head, wavy hem, two eyes.
pub(super) fn draw_ghost(pm: &mut Pixmap, c: Point, r: f32) {
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
