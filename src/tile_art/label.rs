//! Numbers on pieces (ghost counts, meeple marks) in a real font: Ubuntu Light, the face the
//! window's own text uses (`assets/fonts`, read by `crate::fonts`), its glyph outlines read with
//! skrifa and filled by tiny-skia like every other shape. skrifa is already built for egui;
//! nothing is downloaded.

use skrifa::instance::{LocationRef, Size};
use skrifa::outline::{DrawSettings, OutlinePen};
use skrifa::{FontRef, MetadataProvider};
use tiny_skia::{Color, FillRule, Paint, PathBuilder, Pixmap, Point, Stroke, Transform};

/// Glyph outlines in pixels, y down, from the font's units (y up).
struct Pen {
    pb: PathBuilder,
    x: f32,
    baseline: f32,
}

impl OutlinePen for Pen {
    fn move_to(&mut self, x: f32, y: f32) {
        self.pb.move_to(self.x + x, self.baseline - y);
    }
    fn line_to(&mut self, x: f32, y: f32) {
        self.pb.line_to(self.x + x, self.baseline - y);
    }
    fn quad_to(&mut self, cx: f32, cy: f32, x: f32, y: f32) {
        self.pb.quad_to(
            self.x + cx,
            self.baseline - cy,
            self.x + x,
            self.baseline - y,
        );
    }
    fn curve_to(&mut self, cx0: f32, cy0: f32, cx1: f32, cy1: f32, x: f32, y: f32) {
        self.pb.cubic_to(
            self.x + cx0,
            self.baseline - cy0,
            self.x + cx1,
            self.baseline - cy1,
            self.x + x,
            self.baseline - y,
        );
    }
    fn close(&mut self) {
        self.pb.close();
    }
}

/// Draw `text` centred on `c`, its digits `height` pixels tall, filled with `colour` and
/// emboldened by a stroke of `weight` × height (the light face reads thin on a small badge).
/// Returns false when the font cannot be read or has none of the characters (nothing drawn).
pub fn draw_label(
    pm: &mut Pixmap,
    text: &str,
    c: Point,
    height: f32,
    colour: Color,
    weight: f32,
) -> bool {
    let Some(face) = crate::fonts::fonts().ok().map(|f| f.text_face) else {
        return false;
    };
    let Ok(font) = FontRef::new(face) else {
        return false;
    };
    // Digits are about 0.7 of the em in Ubuntu: size the em so they are `height` tall.
    let em = height / 0.7;
    let size = Size::new(em);
    let location = LocationRef::default();
    let glyphs = font.outline_glyphs();
    let metrics = font.glyph_metrics(size, location);
    let charmap = font.charmap();
    let ids: Vec<_> = text.chars().filter_map(|ch| charmap.map(ch)).collect();
    if ids.is_empty() {
        return false;
    }
    let width: f32 = ids
        .iter()
        .map(|&g| metrics.advance_width(g).unwrap_or(0.0))
        .sum();
    let mut pen = Pen {
        pb: PathBuilder::new(),
        x: c.x - width / 2.0,
        baseline: c.y + height / 2.0,
    };
    for g in ids {
        if let Some(outline) = glyphs.get(g) {
            let _ = outline.draw(DrawSettings::unhinted(size, location), &mut pen);
        }
        pen.x += metrics.advance_width(g).unwrap_or(0.0);
    }
    let Some(path) = pen.pb.finish() else {
        return false;
    };
    let mut paint = Paint::default();
    paint.set_color(colour);
    pm.fill_path(
        &path,
        &paint,
        FillRule::Winding,
        Transform::identity(),
        None,
    );
    let stroke = Stroke {
        width: weight * height,
        ..Stroke::default()
    };
    pm.stroke_path(&path, &paint, &stroke, Transform::identity(), None);
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The pixels of `text` drawn 20 px tall on a clear 40 px square.
    fn drawn(text: &str) -> Pixmap {
        let mut pm = Pixmap::new(40, 40).unwrap();
        assert!(draw_label(
            &mut pm,
            text,
            Point::from_xy(20.0, 20.0),
            20.0,
            Color::BLACK,
            0.06
        ));
        pm
    }

    #[test]
    fn digits_are_drawn_centred_at_their_height_and_differ() {
        let ink = |pm: &Pixmap| {
            let mut rows = (u32::MAX, 0);
            let mut cols = (u32::MAX, 0);
            for y in 0..pm.height() {
                for x in 0..pm.width() {
                    if pm.pixel(x, y).unwrap().alpha() > 128 {
                        rows = (rows.0.min(y), rows.1.max(y));
                        cols = (cols.0.min(x), cols.1.max(x));
                    }
                }
            }
            (rows, cols)
        };
        let digits: Vec<Pixmap> = (0..10).map(|d| drawn(&d.to_string())).collect();
        for (d, pm) in digits.iter().enumerate() {
            let ((top, bottom), (left, right)) = ink(pm);
            let h = bottom as f32 - top as f32 + 1.0;
            assert!((17.0..=23.0).contains(&h), "digit {d}: {h} px tall");
            let mid = (left + right) as f32 / 2.0;
            assert!((mid - 20.0).abs() <= 2.5, "digit {d} centred at {mid}");
        }
        for a in 0..10 {
            for b in a + 1..10 {
                assert_ne!(digits[a].data(), digits[b].data(), "{a} and {b}");
            }
        }
        // Two digits are wider than one.
        let (_, (l1, r1)) = ink(&digits[1]);
        let (_, (l2, r2)) = ink(&drawn("12"));
        assert!(r2 - l2 > r1 - l1 + 5);
    }

    #[test]
    fn text_the_font_lacks_draws_nothing() {
        let mut pm = Pixmap::new(10, 10).unwrap();
        let black = Color::BLACK;
        assert!(!draw_label(
            &mut pm,
            "",
            Point::from_xy(5.0, 5.0),
            8.0,
            black,
            0.1
        ));
        assert!(pm.pixels().iter().all(|p| p.alpha() == 0));
    }
}
