//! Piece art drawn once with tiny-skia: ghost figures with their count, meeples in their colours
//! (each colour also carries its own numbered mark, so colours are told apart without colour
//! vision), and the two hounds.

use super::font::{GLYPH_H, draw_text, text_width};
use super::{draw_ghost, fill_circle, fill_path, rgb, rgba, stroke_path};
use tiny_skia::{PathBuilder, Pixmap, Point};

/// `text` centred on `c`.
fn draw_centred(pm: &mut Pixmap, text: &str, c: Point, scale: u32, colour: tiny_skia::Color) {
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
        let scale = (px / 16).max(1);
        let (w, h) = (text_width(&text, scale) as f32, (GLYPH_H * scale) as f32);
        let c = Point::from_xy(s * 0.74, s * 0.30);
        fill_circle(
            &mut pm,
            c,
            (w.max(h) * 0.5 + 3.0 * scale as f32).min(s * 0.26),
            rgb(170, 30, 40),
        );
        draw_centred(&mut pm, &text, c, scale, rgb(255, 255, 255));
    }
    pm
}

/// A meeple silhouette in `colour` with mark `mark` (1–6) on its chest.
pub fn render_meeple(colour: [u8; 3], mark: u8, px: u32) -> Pixmap {
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
        let [r, g, b] = colour;
        fill_path(&mut pm, &path, rgb(r, g, b));
        stroke_path(&mut pm, &path, rgba(15, 15, 20, 230), (s * 0.04).max(1.0));
    }
    // The mark on a pale badge, large: with red/green colour blindness red and green meeples
    // differ by it alone (checked on simulated screenshots, docs/game.md).
    let badge = Point::from_xy(s * 0.5, s * 0.54);
    fill_circle(&mut pm, badge, s * 0.21, rgba(15, 15, 20, 230));
    fill_circle(&mut pm, badge, s * 0.18, rgb(250, 248, 240));
    draw_centred(
        &mut pm,
        &mark.to_string(),
        badge,
        (px / 16).max(1),
        rgb(20, 20, 24),
    );
    pm
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

/// A hound token: a brown disc with its number (1 Rufus, 2 Ronja).
pub fn render_hound(number: u8, px: u32) -> Pixmap {
    let mut pm = Pixmap::new(px, px).expect("non-zero size");
    let s = px as f32;
    let c = Point::from_xy(s / 2.0, s / 2.0);
    fill_circle(&mut pm, c, s * 0.44, rgb(120, 72, 36));
    fill_circle(&mut pm, c, s * 0.34, rgb(196, 140, 80));
    let text = number.to_string();
    let scale = (px / 12).max(1);
    draw_centred(&mut pm, &text, c, scale, rgb(40, 24, 10));
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
    fn meeples_differ_by_mark_even_in_the_same_colour() {
        let a = render_meeple([210, 50, 45], 1, 64);
        let b = render_meeple([210, 50, 45], 2, 64);
        assert_ne!(a.data(), b.data());
        assert!(opaque(&a) > 400);
    }
}
