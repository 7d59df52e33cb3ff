//! Piece art drawn once with tiny-skia: ghost figures with their count, meeples in their colours
//! (each colour also carries its own numbered mark, so colours are told apart without colour
//! vision), and the two hounds.

use super::font::{GLYPH_H, draw_text, text_width};
use super::label::draw_label;
use super::{draw_ghost, fill_circle, fill_path, rgb, rgba, stroke_path};
use tiny_skia::{PathBuilder, Pixmap, Point};

/// `text` centred on `c`, `height` px tall, in the game's font; the pixel font if it cannot be
/// read (it is compiled in, so only a broken build would see that).
fn draw_centred(pm: &mut Pixmap, text: &str, c: Point, height: f32, colour: tiny_skia::Color) {
    if draw_label(pm, text, c, height, colour, 0.07) {
        return;
    }
    let scale = ((height / GLYPH_H as f32) as u32).max(1);
    let (w, h) = (text_width(text, scale) as f32, (GLYPH_H * scale) as f32);
    draw_text(pm, text, c.x - w / 2.0, c.y - h / 2.0, scale, colour);
}

/// A ghost figure with a count badge (the number of ghosts on that tile).
pub fn render_ghosts(count: u8, px: u32) -> Pixmap {
    let mut pm = Pixmap::new(px, px).expect("non-zero size");
    let s = px as f32;
    draw_ghost(&mut pm, Point::from_xy(s * 0.42, s * 0.52), s * 0.30);
    if count > 1 {
        let text = count.to_string();
        let c = Point::from_xy(s * 0.74, s * 0.30);
        fill_circle(&mut pm, c, s * 0.2, rgb(170, 30, 40));
        let h = if text.len() > 1 { s * 0.15 } else { s * 0.2 };
        draw_centred(&mut pm, &text, c, h, rgb(255, 255, 255));
    }
    pm
}

/// A meeple silhouette in `colour` with mark `mark` (1–6) on its chest; with `patterned`, the body
/// also carries the mark's own pattern (issue 48: told apart without colour or digits).
pub fn render_meeple(colour: [u8; 3], mark: u8, patterned: bool, px: u32) -> Pixmap {
    let mut pm = Pixmap::new(px, px).expect("non-zero size");
    let s = px as f32;
    let mut pb = PathBuilder::new();
    // Head, arms out, legs apart: the classic outline.
    pb.move_to(s * 0.50, s * 0.08);
    pb.cubic_to(s * 0.64, s * 0.08, s * 0.68, s * 0.28, s * 0.60, s * 0.34);
    pb.line_to(s * 0.90, s * 0.44);
    pb.line_to(s * 0.86, s * 0.56);
    pb.line_to(s * 0.66, s * 0.54);
    pb.line_to(s * 0.82, s * 0.92);
    pb.line_to(s * 0.58, s * 0.92);
    pb.line_to(s * 0.50, s * 0.72);
    pb.line_to(s * 0.42, s * 0.92);
    pb.line_to(s * 0.18, s * 0.92);
    pb.line_to(s * 0.34, s * 0.54);
    pb.line_to(s * 0.14, s * 0.56);
    pb.line_to(s * 0.10, s * 0.44);
    pb.line_to(s * 0.40, s * 0.34);
    pb.cubic_to(s * 0.32, s * 0.28, s * 0.36, s * 0.08, s * 0.50, s * 0.08);
    pb.close();
    if let Some(path) = pb.finish() {
        shade(&mut pm, &path, colour, s);
        if patterned {
            pattern(&mut pm, &path, colour, mark, s);
        }
        stroke_path(&mut pm, &path, rgba(15, 15, 20, 230), (s * 0.04).max(1.0));
    }
    // The mark on a pale badge, large: with red/green colour blindness red and green meeples
    // differ by it alone (checked on simulated screenshots, docs/game.md).
    let badge = Point::from_xy(s * 0.5, s * 0.54);
    fill_circle(&mut pm, badge, s * 0.21, rgba(15, 15, 20, 230));
    fill_circle(&mut pm, badge, s * 0.18, rgb(250, 248, 240));
    draw_centred(&mut pm, &mark.to_string(), badge, s * 0.22, rgb(20, 20, 24));
    pm
}

/// Mark `mark`'s pattern inside `path`: 1 horizontal stripes, 2 dots, 3 vertical stripes,
/// 4 diagonal stripes, 5 checks, 6 rings; light on a dark colour, dark on a light one.
fn pattern(pm: &mut Pixmap, path: &tiny_skia::Path, colour: [u8; 3], mark: u8, s: f32) {
    let Some(mut mask) = tiny_skia::Mask::new(pm.width(), pm.height()) else {
        return;
    };
    mask.fill_path(
        path,
        tiny_skia::FillRule::Winding,
        true,
        tiny_skia::Transform::identity(),
    );
    let [r, g, b] = colour;
    let light = 0.299 * r as f32 + 0.587 * g as f32 + 0.114 * b as f32 > 140.0;
    let mut paint = tiny_skia::Paint::default();
    paint.set_color(if light {
        rgba(20, 20, 24, 120)
    } else {
        rgba(255, 255, 255, 130)
    });
    let step = s * 0.12;
    let Some(shape) = pattern_shape(mark, s, step) else {
        return;
    };
    let none = tiny_skia::Transform::identity();
    if mark == 6 {
        let stroke = tiny_skia::Stroke {
            width: step * 0.35,
            ..Default::default()
        };
        pm.stroke_path(&shape, &paint, &stroke, none, Some(&mask));
    } else {
        pm.fill_path(
            &shape,
            &paint,
            tiny_skia::FillRule::Winding,
            none,
            Some(&mask),
        );
    }
}

/// The shapes of mark `mark`'s pattern over a `s`-wide square, `step` apart.
fn pattern_shape(mark: u8, s: f32, step: f32) -> Option<tiny_skia::Path> {
    let mut pb = PathBuilder::new();
    let n = (s / step) as i32 + 2;
    let bar = |pb: &mut PathBuilder, x: f32, y: f32, w: f32, h: f32| {
        if let Some(r) = tiny_skia::Rect::from_xywh(x, y, w, h) {
            pb.push_rect(r);
        }
    };
    match mark {
        1 => (0..n).for_each(|i| bar(&mut pb, 0.0, i as f32 * step, s, step * 0.4)),
        3 => (0..n).for_each(|i| bar(&mut pb, i as f32 * step, 0.0, step * 0.4, s)),
        5 => {
            for i in 0..n {
                for j in (i % 2..n).step_by(2) {
                    bar(&mut pb, j as f32 * step, i as f32 * step, step, step);
                }
            }
        }
        2 => {
            for i in 0..n {
                for j in 0..n {
                    let (x, y) = ((j as f32 + 0.5) * step, (i as f32 + 0.5) * step);
                    pb.push_circle(x, y, step * 0.22);
                }
            }
        }
        6 => (1..n).for_each(|i| pb.push_circle(s * 0.5, s * 0.54, i as f32 * step * 1.1)),
        // 4: diagonal bands, slanted quads across the square.
        _ => {
            for i in -n..n {
                let x = i as f32 * step * 1.4;
                pb.move_to(x, 0.0);
                pb.line_to(x + step * 0.55, 0.0);
                pb.line_to(x + step * 0.55 + s, s);
                pb.line_to(x + s, s);
                pb.close();
            }
        }
    }
    pb.finish()
}

/// Fill a piece's `path` in `colour`, lit from the top left: lighter there, darker at the bottom
/// right, so a meeple reads as a wooden figure rather than a flat cut-out.
fn shade(pm: &mut Pixmap, path: &tiny_skia::Path, colour: [u8; 3], s: f32) {
    let tone = |k: f32| {
        let [r, g, b] = colour.map(|v| (v as f32 * k).clamp(0.0, 255.0) as u8);
        rgb(r, g, b)
    };
    let lit = {
        let [r, g, b] = colour.map(|v| v as f32 + (255.0 - v as f32) * 0.35);
        rgb(r as u8, g as u8, b as u8)
    };
    let shader = tiny_skia::LinearGradient::new(
        Point::from_xy(s * 0.2, s * 0.1),
        Point::from_xy(s * 0.8, s * 0.95),
        vec![
            tiny_skia::GradientStop::new(0.0, lit),
            tiny_skia::GradientStop::new(0.45, tone(1.0)),
            tiny_skia::GradientStop::new(1.0, tone(0.62)),
        ],
        tiny_skia::SpreadMode::Pad,
        tiny_skia::Transform::identity(),
    );
    let mut paint = tiny_skia::Paint::default();
    match shader {
        Some(sh) => paint.shader = sh,
        None => paint.set_color(tone(1.0)),
    }
    pm.fill_path(
        path,
        &paint,
        tiny_skia::FillRule::Winding,
        tiny_skia::Transform::identity(),
        None,
    );
}

/// A ring marking a meeple spot (on the new tile, and on the drawn tile's preview).
pub fn render_ring(px: u32) -> Pixmap {
    let mut pm = Pixmap::new(px, px).expect("non-zero size");
    let s = px as f32;
    let c = Point::from_xy(s / 2.0, s / 2.0);
    let mut pb = PathBuilder::new();
    pb.push_circle(c.x, c.y, s * 0.36);
    if let Some(path) = pb.finish() {
        stroke_path(&mut pm, &path, rgba(20, 20, 24, 200), s * 0.16);
        stroke_path(&mut pm, &path, rgb(255, 225, 90), s * 0.09);
    }
    pm
}

/// A soft white puff, opaque in the middle and fading to nothing at the rim (mist lifting off a
/// completed bank).
pub fn render_puff(px: u32) -> Pixmap {
    let mut pm = Pixmap::new(px, px).expect("non-zero size");
    let s = px as f32;
    let c = s / 2.0;
    for (i, p) in pm.pixels_mut().iter_mut().enumerate() {
        let (x, y) = ((i as u32 % px) as f32 + 0.5, (i as u32 / px) as f32 + 0.5);
        let d = ((x - c).powi(2) + (y - c).powi(2)).sqrt() / c;
        let a = ((1.0 - d).clamp(0.0, 1.0).powf(1.5) * 235.0) as u8;
        if let Some(px) = tiny_skia::PremultipliedColorU8::from_rgba(a, a, a, a) {
            *p = px;
        }
    }
    pm
}

/// A hound standing in profile, facing right: 1 is Rufus, a big russet dog with pricked ears and
/// a raised tail; 2 is Ronja, a smaller cream dog with drooping ears and a low tail. Their
/// shapes tell them apart as well as their colours, with a dark outline that reads on any tile.
pub fn render_hound(number: u8, px: u32) -> Pixmap {
    let mut pm = Pixmap::new(px, px).expect("non-zero size");
    let s = px as f32;
    let rufus = number == 1;
    let (coat, shade) = if rufus {
        (rgb(176, 96, 44), rgb(120, 60, 24))
    } else {
        (rgb(226, 206, 164), rgb(160, 136, 96))
    };
    let outline = rgb(36, 26, 18);
    // Rufus fills the square; Ronja is a little smaller and lower.
    let f = HoundFrame {
        s,
        k: if rufus { 1.0 } else { 0.86 },
    };
    let body = hound_body(&f);
    let tail = hound_tail(&f, rufus);
    let ear = hound_ear(&f, rufus);
    let w = s * 0.045;
    // Outlines first, then the coat over their inner halves.
    for path in &body {
        stroke_path(&mut pm, path, outline, w * 2.0);
    }
    if let Some(path) = tail {
        stroke_path(&mut pm, &path, outline, w * 3.2);
        stroke_path(&mut pm, &path, coat, w * 1.4);
    }
    for path in &body {
        fill_path(&mut pm, path, coat);
    }
    if let Some(path) = ear {
        stroke_path(&mut pm, &path, outline, w);
        fill_path(&mut pm, &path, shade);
    }
    // Eye and nose.
    fill_circle(&mut pm, f.p(0.78, 0.27), s * 0.022, outline);
    fill_circle(&mut pm, f.p(0.94, 0.32), s * 0.025, outline);
    pm
}

/// Where a hound's points fall in a picture `s` px wide, scaled by `k` about (0.5, 0.58).
struct HoundFrame {
    s: f32,
    k: f32,
}

impl HoundFrame {
    fn p(&self, x: f32, y: f32) -> Point {
        let (s, k) = (self.s, self.k);
        Point::from_xy(s * (0.5 + (x - 0.5) * k), s * (0.58 + (y - 0.58) * k))
    }
}

fn push_oval(pb: &mut PathBuilder, a: Point, b: Point) {
    if let Some(r) = tiny_skia::Rect::from_ltrb(a.x, a.y, b.x, b.y) {
        pb.push_oval(r);
    }
}

/// Body, legs, head and snout (snout to the right), then the neck joining head and body.
fn hound_body(f: &HoundFrame) -> Vec<tiny_skia::Path> {
    let p = |x: f32, y: f32| f.p(x, y);
    let mut dog = PathBuilder::new();
    push_oval(&mut dog, p(0.2, 0.42), p(0.72, 0.66));
    for x in [0.26, 0.36, 0.58, 0.67] {
        let (a, b) = (p(x, 0.56), p(x + 0.07, 0.86));
        if let Some(r) = tiny_skia::Rect::from_ltrb(a.x, a.y, b.x, b.y) {
            dog.push_rect(r);
        }
    }
    push_oval(&mut dog, p(0.66, 0.2), p(0.86, 0.38));
    push_oval(&mut dog, p(0.8, 0.28), p(0.95, 0.36));
    let mut neck = PathBuilder::new();
    for (i, (x, y)) in [(0.6, 0.48), (0.72, 0.3), (0.82, 0.34), (0.72, 0.56)]
        .into_iter()
        .enumerate()
    {
        let q = p(x, y);
        if i == 0 {
            neck.move_to(q.x, q.y)
        } else {
            neck.line_to(q.x, q.y)
        }
    }
    neck.close();
    [dog.finish(), neck.finish()]
        .into_iter()
        .flatten()
        .collect()
}

/// Tail: up for Rufus, down for Ronja.
fn hound_tail(f: &HoundFrame, rufus: bool) -> Option<tiny_skia::Path> {
    let p = |x: f32, y: f32| f.p(x, y);
    let mut tail = PathBuilder::new();
    let (t0, tc, t1) = if rufus {
        (p(0.22, 0.48), p(0.08, 0.4), p(0.1, 0.2))
    } else {
        (p(0.22, 0.48), p(0.08, 0.55), p(0.1, 0.72))
    };
    tail.move_to(t0.x, t0.y);
    tail.quad_to(tc.x, tc.y, t1.x, t1.y);
    tail.finish()
}

/// Ears: a pricked triangle for Rufus, a drooping flap for Ronja.
fn hound_ear(f: &HoundFrame, rufus: bool) -> Option<tiny_skia::Path> {
    let p = |x: f32, y: f32| f.p(x, y);
    let mut ear = PathBuilder::new();
    if rufus {
        let (a, b, c) = (p(0.69, 0.26), p(0.7, 0.08), p(0.77, 0.22));
        ear.move_to(a.x, a.y);
        ear.line_to(b.x, b.y);
        ear.line_to(c.x, c.y);
    } else {
        let (a, c, b, d) = (p(0.7, 0.24), p(0.62, 0.3), p(0.66, 0.44), p(0.74, 0.3));
        ear.move_to(a.x, a.y);
        ear.quad_to(c.x, c.y, b.x, b.y);
        ear.line_to(d.x, d.y);
    }
    ear.close();
    ear.finish()
}

/// The glow round a haunted cemetery that is still open (Levels 5–6, RULES §13.3): a violet
/// ring fading outwards, transparent in the middle so the tile shows.
pub fn render_haunt_glow(px: u32) -> Pixmap {
    let mut pm = Pixmap::new(px, px).expect("non-zero size");
    let c = px as f32 / 2.0;
    for (i, p) in pm.pixels_mut().iter_mut().enumerate() {
        let (x, y) = ((i as u32 % px) as f32 + 0.5, (i as u32 / px) as f32 + 0.5);
        let d = ((x - c).powi(2) + (y - c).powi(2)).sqrt() / c;
        // Strongest at 0.8 of the radius, gone at the centre's 0.55 and at the rim.
        let a = (1.0 - ((d - 0.8) / 0.22).powi(2)).clamp(0.0, 1.0) * 170.0;
        let (r, g, b) = (150.0 * a / 255.0, 70.0 * a / 255.0, 210.0 * a / 255.0);
        if let Some(px) =
            tiny_skia::PremultipliedColorU8::from_rgba(r as u8, g as u8, b as u8, a as u8)
        {
            *p = px;
        }
    }
    pm
}

/// The mark of a closed cemetery (RULES §13.2–§13.3): a grey disc with a white bar across it, a
/// gate shut; it sits in the tile's corner.
pub fn render_closed_badge(px: u32) -> Pixmap {
    let mut pm = Pixmap::new(px, px).expect("non-zero size");
    let s = px as f32;
    let c = Point::from_xy(s / 2.0, s / 2.0);
    fill_circle(&mut pm, c, s * 0.46, rgb(30, 34, 44));
    fill_circle(&mut pm, c, s * 0.38, rgb(120, 126, 140));
    let mut bar = PathBuilder::new();
    bar.move_to(s * 0.26, s * 0.5);
    bar.line_to(s * 0.74, s * 0.5);
    if let Some(path) = bar.finish() {
        stroke_path(&mut pm, &path, rgba(250, 250, 252, 255), s * 0.14);
    }
    pm
}

#[cfg(test)]
mod tests {
    use super::*;

    fn opaque(pm: &Pixmap) -> usize {
        pm.pixels().iter().filter(|p| p.alpha() > 200).count()
    }

    #[test]
    fn ghost_counts_differ_and_one_has_no_badge() {
        let one = render_ghosts(1, 64);
        let two = render_ghosts(2, 64);
        let twelve = render_ghosts(12, 64);
        assert!(opaque(&one) > 200);
        assert_ne!(one.data(), two.data(), "a count badge is drawn");
        assert_ne!(two.data(), twelve.data(), "the count is readable");
    }

    #[test]
    fn a_ring_is_hollow_and_a_puff_fades_to_its_rim() {
        let ring = render_ring(64);
        assert_eq!(
            ring.pixel(32, 32).unwrap().alpha(),
            0,
            "the ring's middle is empty"
        );
        assert!(opaque(&ring) > 100);
        let puff = render_puff(64);
        assert!(puff.pixel(32, 32).unwrap().alpha() > 200);
        assert_eq!(puff.pixel(0, 0).unwrap().alpha(), 0);
    }

    #[test]
    fn the_two_hounds_differ_in_shape_not_only_colour() {
        let (rufus, ronja) = (render_hound(1, 64), render_hound(2, 64));
        // Compare silhouettes (where a pixel is drawn), not colours.
        let shape =
            |pm: &Pixmap| -> Vec<bool> { pm.pixels().iter().map(|p| p.alpha() > 128).collect() };
        let differ = shape(&rufus)
            .iter()
            .zip(shape(&ronja))
            .filter(|(a, b)| **a != *b)
            .count();
        assert!(differ > 150, "silhouettes differ in {differ} pixels");
        assert!(opaque(&rufus) > opaque(&ronja), "Rufus is the bigger dog");
        // Rufus's raised tail: drawn pixels in the top-left corner, where Ronja has none.
        let top_left = |pm: &Pixmap| {
            (0..20)
                .flat_map(|y| (0..12).map(move |x| (x, y)))
                .filter(|&(x, y)| pm.pixel(x, y).unwrap().alpha() > 128)
                .count()
        };
        assert!(top_left(&rufus) > 0 && top_left(&ronja) == 0);
    }

    #[test]
    fn meeples_differ_by_mark_even_in_the_same_colour() {
        let a = render_meeple([210, 50, 45], 1, false, 64);
        let b = render_meeple([210, 50, 45], 2, false, 64);
        assert_ne!(a.data(), b.data());
        assert!(opaque(&a) > 400);
    }

    /// Issue 48: with patterns on, each mark has its own pattern over the body (six meeples of one
    /// colour differ beyond their digits), and the pattern changes the figure.
    #[test]
    fn patterns_tell_the_six_marks_apart_and_are_drawn_only_when_asked() {
        let grey = [128, 128, 128];
        // The body without its badge: the lower legs, where no digit is drawn.
        let legs = |pm: &Pixmap| -> Vec<u8> {
            let w = pm.width() as usize;
            (48..58)
                .flat_map(|y| (10..54).map(move |x| (y, x)))
                .flat_map(|(y, x)| pm.data()[(y * w + x) * 4..(y * w + x) * 4 + 4].to_vec())
                .collect()
        };
        let shown: Vec<Vec<u8>> = (1..=6)
            .map(|m| legs(&render_meeple(grey, m, true, 64)))
            .collect();
        for a in 0..6 {
            for b in a + 1..6 {
                assert_ne!(
                    shown[a],
                    shown[b],
                    "marks {} and {} look alike",
                    a + 1,
                    b + 1
                );
            }
        }
        let plain = legs(&render_meeple(grey, 1, false, 64));
        assert_ne!(plain, shown[0]);
        assert_eq!(
            plain,
            legs(&render_meeple(grey, 2, false, 64)),
            "no pattern: same legs"
        );
    }
}
