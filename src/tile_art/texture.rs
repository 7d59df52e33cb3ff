//! Texture and depth on the tile faces (issue 49: "clean but flat and generic"), still made from
//! the tile data and a hash of the tile's id, so every face is the same on every machine and a
//! custom tile set gets it too: the grass varies in patches and blades, and the finished face
//! has a fine grain and a soft bevel, lit from the top left, so a tile reads as a piece lying on
//! the table.

use super::geom::Geo;
use tiny_skia::{Pixmap, PremultipliedColorU8};

/// A hash of a cell of a grid (x, y) and a seed, in 0..1.
fn hash(x: i32, y: i32, seed: u32) -> f32 {
    let mut h = (x as u32).wrapping_mul(0x27d4_eb2d)
        ^ (y as u32).wrapping_mul(0x1656_67b1)
        ^ seed.wrapping_mul(0x9e37_79b9);
    h ^= h >> 15;
    h = h.wrapping_mul(0x2c1b_3c6d);
    h ^= h >> 12;
    (h & 0xffff) as f32 / 65535.0
}

/// Smooth value noise at (x, y) in grid cells: 0..1.
fn noise(x: f32, y: f32, seed: u32) -> f32 {
    let (x0, y0) = (x.floor() as i32, y.floor() as i32);
    let (fx, fy) = (x - x0 as f32, y - y0 as f32);
    let s = |t: f32| t * t * (3.0 - 2.0 * t);
    let (sx, sy) = (s(fx), s(fy));
    let top = hash(x0, y0, seed) * (1.0 - sx) + hash(x0 + 1, y0, seed) * sx;
    let bottom = hash(x0, y0 + 1, seed) * (1.0 - sx) + hash(x0 + 1, y0 + 1, seed) * sx;
    top * (1.0 - sy) + bottom * sy
}

/// Scale a pixel's colour by `k` (opaque faces: premultiplied and straight agree).
fn shade(p: &mut PremultipliedColorU8, k: f32) {
    let f = |c: u8| (c as f32 * k).round().clamp(0.0, 255.0) as u8;
    if p.alpha() == 255
        && let Some(c) = PremultipliedColorU8::from_rgba(f(p.red()), f(p.green()), f(p.blue()), 255)
    {
        *p = c;
    }
}

/// The grass, before anything stands on it: lighter and darker patches (a quarter of a tile
/// across) and finer blades, ±9 % of the green.
pub(super) fn grass(pm: &mut Pixmap, g: &Geo, seed: u32) {
    let w = pm.width();
    for (i, p) in pm.pixels_mut().iter_mut().enumerate() {
        let (x, y) = ((i as u32 % w) as f32 / g.s, (i as u32 / w) as f32 / g.s);
        let patches = noise(x * 4.0, y * 4.0, seed) - 0.5;
        let blades = noise(x * 22.0, y * 9.0, seed ^ 0x5bd1) - 0.5;
        shade(p, 1.0 + 0.12 * patches + 0.07 * blades);
    }
}

/// The finished face: a fine grain over everything (±2 %), and a bevel along the rim, lighter
/// on the top and left, darker on the bottom and right, fading over a twentieth of the tile.
pub(super) fn finish(pm: &mut Pixmap, g: &Geo, seed: u32) {
    let w = pm.width();
    let edge = (g.s * 0.05).max(1.5);
    for (i, p) in pm.pixels_mut().iter_mut().enumerate() {
        let (px, py) = ((i as u32 % w) as f32 + 0.5, (i as u32 / w) as f32 + 0.5);
        let grain = hash(px as i32, py as i32, seed ^ 0xa511) - 0.5;
        let near = |d: f32| (1.0 - d / edge).clamp(0.0, 1.0);
        let light = 0.10 * near(px).max(near(py));
        let dark = 0.16 * near(g.s - px).max(near(g.s - py));
        shade(p, 1.0 + 0.04 * grain + light - dark);
    }
}
