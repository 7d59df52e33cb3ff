//! A full-window page outside the game (levels, lessons, competitive, online, saved games,
//! about): a header with Back and the title, the body scrolling under it and an optional footer
//! pinned to the bottom. Its rectangle is the window's: it never moves with its content, and
//! no other page is shown at the same time (`shared::Page`).

use bevy_egui::egui;

/// Height kept for a footer row (its buttons are the body's text size plus padding).
const FOOTER: f32 = 46.0;
const MARGIN: f32 = 16.0;

/// Show a page; returns whether Back was pressed.
pub fn show(
    ctx: &egui::Context,
    id: &str,
    title: &str,
    back: &str,
    body: impl FnOnce(&mut egui::Ui),
    footer: Option<&mut dyn FnMut(&mut egui::Ui)>,
) -> bool {
    let rect = ctx.content_rect();
    let mut pressed = false;
    egui::Area::new(egui::Id::new(("page", id)))
        .fixed_pos(rect.min)
        .constrain(false)
        .order(egui::Order::Middle)
        .show(ctx, |ui| {
            let fill = ui.style().visuals.panel_fill;
            egui::Frame::new()
                .fill(fill)
                .inner_margin(MARGIN)
                .show(ui, |ui| {
                    let inner =
                        (rect.size() - egui::Vec2::splat(2.0 * MARGIN)).max(egui::Vec2::ZERO);
                    ui.set_width(inner.x);
                    ui.set_height(inner.y);
                    ui.horizontal(|ui| {
                        pressed = ui.button(format!("◀ {back}")).clicked();
                        ui.heading(title);
                    });
                    ui.separator();
                    let room = ui.available_height() - if footer.is_some() { FOOTER } else { 0.0 };
                    egui::ScrollArea::vertical()
                        .id_salt(("page body", id))
                        .max_height(room.max(40.0))
                        .auto_shrink([false, false])
                        .show(ui, body);
                    if let Some(f) = footer {
                        ui.separator();
                        ui.horizontal(f);
                    }
                });
        });
    pressed
}
