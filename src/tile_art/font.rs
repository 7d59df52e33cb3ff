//! A tiny built-in 3×5 pixel font (digits and a few capitals) for labels drawn with tiny-skia,
//! so the contact sheet needs no font dependency.

use tiny_skia::{Color, Paint, Pixmap, Rect, Transform};

pub const GLYPH_W: u32 = 3;
pub const GLYPH_H: u32 = 5;

/// Rows of a glyph, top to bottom; bit 2 is the left column.
fn glyph(c: char) -> Option<[u8; 5]> {
    Some(match c {
        '0' => [0b111, 0b101, 0b101, 0b101, 0b111],
        '1' => [0b010, 0b110, 0b010, 0b010, 0b111],
        '2' => [0b111, 0b001, 0b111, 0b100, 0b111],
        '3' => [0b111, 0b001, 0b011, 0b001, 0b111],
        '4' => [0b101, 0b101, 0b111, 0b001, 0b001],
        '5' => [0b111, 0b100, 0b111, 0b001, 0b111],
        '6' => [0b111, 0b100, 0b111, 0b101, 0b111],
        '7' => [0b111, 0b001, 0b010, 0b010, 0b010],
        '8' => [0b111, 0b101, 0b111, 0b101, 0b111],
        '9' => [0b111, 0b101, 0b111, 0b001, 0b111],
        'B' => [0b110, 0b101, 0b110, 0b101, 0b110],
        'A' => [0b010, 0b101, 0b111, 0b101, 0b101],
        'C' => [0b011, 0b100, 0b100, 0b100, 0b011],
        'K' => [0b101, 0b101, 0b110, 0b101, 0b101],
        'S' => [0b011, 0b100, 0b010, 0b001, 0b110],
        'T' => [0b111, 0b010, 0b010, 0b010, 0b010],
        '-' => [0b000, 0b000, 0b111, 0b000, 0b000],
        ' ' => [0; 5],
        _ => return None,
    })
}

/// Width in pixels of `text` drawn at `scale` (one blank column between glyphs).
pub fn text_width(text: &str, scale: u32) -> u32 {
    let n = text.chars().count() as u32;
    if n == 0 {
        0
    } else {
        (n * (GLYPH_W + 1) - 1) * scale
    }
}

/// Draw `text` with its top-left corner at (`x`, `y`); unknown characters draw as blanks.
pub fn draw_text(pm: &mut Pixmap, text: &str, x: f32, y: f32, scale: u32, color: Color) {
    let mut paint = Paint::default();
    paint.set_color(color);
    paint.anti_alias = false;
    let s = scale as f32;
    for (i, c) in text.chars().enumerate() {
        let Some(rows) = glyph(c) else { continue };
        let gx = x + (i as u32 * (GLYPH_W + 1)) as f32 * s;
        for (row, bits) in rows.iter().enumerate() {
            for col in 0..GLYPH_W {
                if bits & (1 << (GLYPH_W - 1 - col)) != 0 {
                    let r = Rect::from_xywh(gx + col as f32 * s, y + row as f32 * s, s, s).unwrap();
                    pm.fill_rect(r, &paint, Transform::identity(), None);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn digits_are_distinct_and_drawn_where_asked() {
        let all: Vec<[u8; 5]> = ('0'..='9').map(|c| glyph(c).unwrap()).collect();
        for (i, a) in all.iter().enumerate() {
            for b in &all[i + 1..] {
                assert_ne!(a, b);
            }
        }
        let mut pm = Pixmap::new(20, 10).unwrap();
        draw_text(&mut pm, "1", 2.0, 1.0, 1, Color::WHITE);
        // '1': middle column lit on every row, the left column only on rows 1 and 4.
        let lit = |x, y| pm.pixel(x, y).unwrap().alpha() > 0;
        assert!((1..6).all(|y| lit(3, y)));
        assert!(lit(2, 2) && !lit(2, 1) && lit(2, 5));
        assert_eq!(text_width("104", 2), 22);
    }
}
