//! The table the tiles lie on: a dark wooden top, drawn as a texture that repeats without seams
//! (every stripe and knot has a whole number of periods across it), and the soft shadow a tile
//! casts on it along the board's edge.

use super::geom::*;
use tiny_skia::{GradientStop, LinearGradient, Paint, Pixmap, Point, Rect, SpreadMode, Transform};

/// Wood grain, `px` square, seamless when repeated in both directions.
pub fn render_table(px: u32) -> Pixmap {
    let mut pm = Pixmap::new(px, px).expect("non-zero size");
    let s = px as f32;
    let tau = std::f32::consts::TAU;
    let data = pm.pixels_mut();
    for y in 0..px {
        for x in 0..px {
            let (u, v) = (x as f32 / s, y as f32 / s);
            // Planks run left to right: grain lines along x, wavering with whole periods.
            let waver = 0.018 * (tau * (2.0 * u + 0.3)).sin() + 0.01 * (tau * (5.0 * u)).sin();
            let grain = (tau * 9.0 * (v + waver)).sin();
            let fine = (tau * 31.0 * (v + 0.6 * waver)).sin();
            // Plank seams: two planks a texture.
            let seam = ((v * 2.0).fract() < 0.008) as u8 as f32;
            let k = 1.0 + 0.05 * grain + 0.025 * fine - 0.3 * seam;
            let base = [74.0, 54.0, 40.0];
            let [r, g, b] = base.map(|c: f32| (c * k).clamp(0.0, 255.0) as u8);
            data[(y * px + x) as usize] =
                tiny_skia::PremultipliedColorU8::from_rgba(r, g, b, 255).expect("opaque");
        }
    }
    pm
}

/// The shadow a tile casts past one of its edges: `len` × `thick` pixels, darkest along the top
/// row (the tile's edge) and fading to nothing, and fading at both ends too.
pub fn render_edge_shadow(len: u32, thick: u32) -> Pixmap {
    let mut pm = Pixmap::new(len.max(1), thick.max(1)).expect("non-zero size");
    let (w, h) = (len as f32, thick as f32);
    let across = LinearGradient::new(
        Point::from_xy(0.0, 0.0),
        Point::from_xy(0.0, h),
        vec![
            GradientStop::new(0.0, rgba(0, 0, 0, 150)),
            GradientStop::new(1.0, rgba(0, 0, 0, 0)),
        ],
        SpreadMode::Pad,
        Transform::identity(),
    );
    if let (Some(shader), Some(rect)) = (across, Rect::from_xywh(0.0, 0.0, w, h)) {
        let paint = Paint {
            shader,
            ..Paint::default()
        };
        pm.fill_rect(rect, &paint, Transform::identity(), None);
    }
    // Soften the ends so strips of neighbouring tiles join and a corner does not show a notch.
    let end = (w * 0.08).max(1.0);
    let data = pm.pixels_mut();
    for y in 0..thick {
        for x in 0..len {
            let d = (x as f32 + 0.5).min(w - x as f32 - 0.5);
            if d < end {
                let p = data[(y * len + x) as usize];
                let k = d / end;
                let a = (p.alpha() as f32 * k) as u8;
                data[(y * len + x) as usize] =
                    tiny_skia::PremultipliedColorU8::from_rgba(0, 0, 0, a).expect("valid");
            }
        }
    }
    pm
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_repeats_without_a_seam_and_is_not_flat() {
        let pm = render_table(128);
        let px = |x: u32, y: u32| pm.pixel(x, y).unwrap();
        let lum = |p: tiny_skia::PremultipliedColorU8| p.red() as i32 + p.green() as i32;
        // Across each edge the step is no bigger than between neighbours inside.
        let inside: i32 = (0..127)
            .map(|y| (lum(px(60, y)) - lum(px(60, y + 1))).abs())
            .max()
            .unwrap();
        for i in 0..128 {
            assert!(
                (lum(px(i, 0)) - lum(px(i, 127))).abs() <= inside + 2,
                "row seam at {i}"
            );
            assert!(
                (lum(px(0, i)) - lum(px(127, i))).abs() <= inside + 2,
                "column seam at {i}"
            );
        }
        let all: std::collections::HashSet<_> = pm.pixels().iter().map(|p| p.red()).collect();
        assert!(all.len() > 8, "grain: {} shades", all.len());
        assert!(pm.pixels().iter().all(|p| p.alpha() == 255));
    }

    #[test]
    fn an_edge_shadow_is_darkest_at_the_edge_and_fades() {
        let pm = render_edge_shadow(64, 8);
        let a = |x: u32, y: u32| pm.pixel(x, y).unwrap().alpha();
        assert!(a(32, 0) > 80);
        assert!(a(32, 0) > a(32, 4) && a(32, 4) > a(32, 7));
        assert!(a(0, 0) < a(32, 0) / 4, "the ends fade");
    }
}
