//! The table's state as pieces (issue 47): the ghost supply as a tray of ghost figures, one per
//! ghost of the level (those out on the board faint), and the piles as stacks with their count
//! and the threshold each must reach. The words beside them stay for the details.

use bevy_egui::egui;

/// A figure's size in the tray, in points.
const FIGURE: f32 = 17.0;

/// The tray: `total` figures, the first `supply` solid (in the supply), the rest faint (on the
/// board); a plain disc stands in where the figures' art is absent (headless tests).
pub(super) fn ghost_tray(
    ui: &mut egui::Ui,
    figure: Option<egui::TextureId>,
    supply: u8,
    total: u8,
    tint: egui::Color32,
) -> egui::Response {
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing.x = 1.0;
        for i in 0..total {
            let in_supply = i < supply;
            let colour = if in_supply {
                tint
            } else {
                egui::Color32::from_white_alpha(40)
            };
            match figure {
                Some(id) => {
                    let image = egui::load::SizedTexture::new(id, [FIGURE, FIGURE]);
                    ui.add(egui::Image::new(image).tint(colour));
                }
                None => {
                    let (rect, _) =
                        ui.allocate_exact_size(egui::vec2(FIGURE, FIGURE), egui::Sense::hover());
                    ui.painter()
                        .circle_filled(rect.center(), FIGURE * 0.4, colour);
                }
            }
        }
    })
    .response
}

/// One pile as the tray shows it.
pub(super) struct Stack {
    pub left: usize,
    /// The score its end must find reached, in words (RULES §14.3).
    pub threshold: Option<String>,
    /// The pile in play.
    pub active: bool,
}

/// The piles side by side, each a stack of tile edges as high as its tiles (a few points each,
/// at most 28 shown), its count on top and its threshold under it; the pile in play outlined.
pub(super) fn pile_stacks(ui: &mut egui::Ui, stacks: &[Stack], most: usize) -> egui::Response {
    ui.horizontal_wrapped(|ui| {
        for s in stacks {
            ui.vertical(|ui| {
                ui.set_width(58.0);
                let strong = if s.active {
                    egui::RichText::new(s.left.to_string()).strong()
                } else {
                    egui::RichText::new(s.left.to_string())
                };
                ui.label(strong);
                let high = 28.0;
                let (rect, _) =
                    ui.allocate_exact_size(egui::vec2(36.0, high), egui::Sense::hover());
                let share = s.left as f32 / most.max(1) as f32;
                let layers = ((share * 7.0).ceil() as usize).min(7);
                let painter = ui.painter();
                // Tile edges seen from the side: light faces parted by dark seams.
                for k in 0..layers {
                    let y = rect.bottom() - 4.0 * (k as f32 + 1.0);
                    let layer = egui::Rect::from_min_size(
                        egui::pos2(rect.left() + 2.0, y),
                        egui::vec2(32.0, 3.0),
                    );
                    painter.rect_filled(layer, 0.5, egui::Color32::from_rgb(176, 164, 128));
                    painter.rect_stroke(
                        layer,
                        0.5,
                        egui::Stroke::new(0.7, egui::Color32::from_rgb(70, 62, 44)),
                        egui::StrokeKind::Outside,
                    );
                }
                if s.active {
                    painter.rect_stroke(
                        rect.expand(1.0),
                        3.0,
                        egui::Stroke::new(1.5, egui::Color32::from_rgb(250, 220, 90)),
                        egui::StrokeKind::Outside,
                    );
                }
                if let Some(t) = &s.threshold {
                    ui.small(t);
                }
            });
        }
    })
    .response
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The shapes `add` draws in a fresh egui pass, flattened.
    fn shapes(add: impl FnMut(&mut egui::Ui)) -> Vec<egui::Shape> {
        let ctx = crate::testing::headless::egui_context();
        let mut out = ctx.run_ui(egui::RawInput::default(), add);
        out.textures_delta.clear();
        fn flat(s: egui::Shape, into: &mut Vec<egui::Shape>) {
            match s {
                egui::Shape::Vec(v) => v.into_iter().for_each(|s| flat(s, into)),
                s => into.push(s),
            }
        }
        let mut all = Vec::new();
        for c in out.shapes {
            flat(c.shape, &mut all);
        }
        all
    }

    #[test]
    fn the_tray_holds_one_figure_per_ghost_solid_in_the_supply_faint_on_the_board() {
        let discs = shapes(|ui| {
            ghost_tray(ui, None, 5, 13, egui::Color32::WHITE);
        });
        let fills: Vec<egui::Color32> = discs
            .iter()
            .filter_map(|s| match s {
                egui::Shape::Circle(c) => Some(c.fill),
                _ => None,
            })
            .collect();
        assert_eq!(fills.len(), 13);
        assert_eq!(fills.iter().filter(|c| c.a() == 255).count(), 5);
        assert!(fills[..5].iter().all(|c| *c == egui::Color32::WHITE));
    }

    #[test]
    fn each_pile_shows_its_tiles_and_threshold_and_the_one_in_play_is_outlined() {
        let stacks = [
            Stack {
                left: 12,
                threshold: Some("reach 20".into()),
                active: true,
            },
            Stack {
                left: 20,
                threshold: Some("reach 60".into()),
                active: false,
            },
        ];
        let drawn = shapes(|ui| {
            pile_stacks(ui, &stacks, 20);
        });
        let texts: Vec<String> = drawn
            .iter()
            .filter_map(|s| match s {
                egui::Shape::Text(t) => Some(t.galley.job.text.clone()),
                _ => None,
            })
            .collect();
        assert_eq!(texts, ["12", "reach 20", "20", "reach 60"]);
        // Layers: 12 of 20 tiles → 5 of 7; 20 → 7; and one gold outline.
        let rects: Vec<&egui::epaint::RectShape> = drawn
            .iter()
            .filter_map(|s| match s {
                egui::Shape::Rect(r) => Some(r),
                _ => None,
            })
            .collect();
        let layers = rects
            .iter()
            .filter(|r| r.fill != egui::Color32::TRANSPARENT)
            .count();
        assert_eq!(layers, 5 + 7, "{rects:?}");
    }
}
