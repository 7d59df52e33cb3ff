//! A full page outside the game (levels, lessons, competitive, online, saved games, the daily
//! game, statistics, about): the title page's table dimmed behind, and a sheet in the middle at a
//! width made for reading (issue 64: the pages were small forms in the top-left corner of an
//! empty page). The sheet has Back and the title in the title page's type at the top, the body
//! scrolling under them and an optional footer pinned to the bottom. Its rectangle is the
//! window's height: it never moves with its content, and no other page is shown at the same time
//! (`shared::Page`).

use bevy_egui::egui;

/// Height kept for a footer row (its buttons are the body's text size plus padding).
const FOOTER: f32 = 46.0;
const MARGIN: f32 = 20.0;
/// The sheet's edge line.
const STROKE: f32 = 1.0;
/// Space kept between the sheet and the window's sides, and above and below it.
const SIDE: f32 = 12.0;

/// How wide a page's sheet may grow (points): text pages stay at a line length that reads
/// well; pages of cards or charts take more.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Width {
    Reading,
    Wide,
}

impl Width {
    pub const fn points(self) -> f32 {
        match self {
            Width::Reading => 780.0,
            Width::Wide => 1180.0,
        }
    }
}

/// The most the sheet may cover in a window of `screen`: centred, the window's height less a
/// margin above and below. A page with a footer takes all of it; one without ends with its
/// content (a short page is a short sheet, not a tall empty one).
pub fn sheet(screen: egui::Rect, width: Width) -> egui::Rect {
    let w = width.points().min(screen.width() - 2.0 * SIDE).max(0.0);
    let h = (screen.height() - 2.0 * SIDE).max(0.0);
    egui::Rect::from_center_size(screen.center(), egui::vec2(w, h))
}

/// The title page's title colour, for a page's title.
pub const TITLE: egui::Color32 = egui::Color32::from_rgb(240, 226, 190);

/// A page's parts: its id, title, the Back button's word and its width.
pub struct Sheet<'a> {
    pub id: &'a str,
    pub title: &'a str,
    pub back: &'a str,
    pub width: Width,
}

/// Show a page of reading width; returns whether Back was pressed.
pub fn show(
    ctx: &egui::Context,
    id: &str,
    title: &str,
    back: &str,
    body: impl FnOnce(&mut egui::Ui),
    footer: Option<&mut dyn FnMut(&mut egui::Ui)>,
) -> bool {
    let sheet = Sheet {
        id,
        title,
        back,
        width: Width::Reading,
    };
    show_sheet(ctx, &sheet, body, footer)
}

/// Show a page; returns whether Back was pressed.
pub fn show_sheet(
    ctx: &egui::Context,
    page: &Sheet,
    body: impl FnOnce(&mut egui::Ui),
    footer: Option<&mut dyn FnMut(&mut egui::Ui)>,
) -> bool {
    let screen = ctx.content_rect();
    // The table behind, dimmed as a box lid dims it: the page reads as one sheet on it.
    ctx.layer_painter(egui::LayerId::background()).rect_filled(
        screen,
        0.0,
        egui::Color32::from_black_alpha(185),
    );
    let rect = sheet(screen, page.width);
    let mut pressed = false;
    egui::Area::new(egui::Id::new(("page", page.id)))
        .fixed_pos(rect.min)
        .constrain(false)
        .order(egui::Order::Middle)
        .show(ctx, |ui| {
            let fill = ui.style().visuals.panel_fill;
            egui::Frame::new()
                .fill(fill)
                .stroke(egui::Stroke::new(STROKE, TITLE.gamma_multiply(0.35)))
                .inner_margin(MARGIN)
                .show(ui, |ui| {
                    let edge = 2.0 * (MARGIN + STROKE);
                    let inner = (rect.size() - egui::Vec2::splat(edge)).max(egui::Vec2::ZERO);
                    ui.set_width(inner.x);
                    let top = ui.cursor().top();
                    if footer.is_some() {
                        ui.set_height(inner.y);
                    }
                    pressed = header(ui, page);
                    let used = ui.cursor().top() - top;
                    let room = inner.y - used - if footer.is_some() { FOOTER } else { 0.0 };
                    egui::ScrollArea::vertical()
                        .id_salt(("page body", page.id))
                        // An area offers only last frame's height: a sheet grows (a fold opened)
                        // only if asked to take the room its content needs.
                        .min_scrolled_height(room.max(40.0))
                        .max_height(room.max(40.0))
                        .auto_shrink([false, footer.is_none()])
                        .show(ui, body);
                    if let Some(f) = footer {
                        ui.separator();
                        ui.horizontal(f);
                    }
                });
        });
    pressed
}

/// Back, in the title page's button size, and the title in its type; a rule under them.
fn header(ui: &mut egui::Ui, page: &Sheet) -> bool {
    let pressed = ui
        .horizontal(|ui| {
            let back = egui::RichText::new(format!("◀ {}", page.back)).size(18.0);
            let pressed = ui.add(egui::Button::new(back).min_size(egui::vec2(110.0, 34.0)));
            ui.add_space(12.0);
            ui.add(
                egui::Label::new(
                    egui::RichText::new(page.title)
                        .font(egui::FontId::new(34.0, super::theme::display()))
                        .color(TITLE),
                )
                .wrap(),
            );
            pressed.clicked()
        })
        .inner;
    ui.add_space(4.0);
    ui.separator();
    ui.add_space(6.0);
    pressed
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sheet_is_centred_and_no_wider_than_its_width() {
        for (w, h) in [(1024.0, 640.0), (1920.0, 1080.0), (600.0, 400.0)] {
            let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(w, h));
            for width in [Width::Reading, Width::Wide] {
                let r = sheet(screen, width);
                assert!((r.left() - (w - r.right())).abs() < 0.01, "{w}: {r:?}");
                assert!(r.width() <= width.points() && r.width() <= w - 2.0 * SIDE);
                assert_eq!(r.height(), h - 2.0 * SIDE);
            }
        }
        let wide = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(1920.0, 1080.0));
        assert_eq!(sheet(wide, Width::Reading).width(), 780.0);
    }
}
