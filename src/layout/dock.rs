//! The window's layout while a table is shown: a column on the right, a bar under the board, and
//! a column on the left only while a panel needs it (a lesson, the online seats: from its top);
//! the board's view is what is left (issue 47: two columns always left the board 37 % of the
//! window). `Slot::RightTop` panels stand at the top of the right column. Panels are shown in
//! slots of the dock, never as floating windows: they cannot overlap, leave the window or move when another panel's content changes.
//! Where a panel is taller than its slot it scrolls. The camera frames and keeps in view the
//! cells in question inside the board's rectangle (`shared::BoardArea`), and the board ignores
//! the pointer outside it.

use crate::shared::{BoardArea, UiPass};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Dock>();
    app.add_systems(
        EguiPrimaryContextPass,
        begin.in_set(UiPass::Style).after(super::theme::apply),
    );
    app.add_systems(EguiPrimaryContextPass, publish.in_set(UiPass::Over));
}

/// Gap between panels and around the window's edge, in egui points.
pub const GAP: f32 = 6.0;

/// The least height a panel's content needs to be worth showing.
const MIN_LINE: f32 = 20.0;

/// The share of the right column its top panels (`Slot::RightTop`) may take.
const TOP_SHARE: f32 = 2.0 / 3.0;

/// Which part of the dock a panel takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Slot {
    /// The right column from its top, taking at most two thirds of it (the panels at its foot,
    /// `Right`, keep the rest): the drawn tile, the turn's buttons, the match's help.
    RightTop,
    /// The left column, from its top: there only while such a panel is shown (a lesson, the
    /// online seats); until it stands (the first frame) at the right column's foot.
    LeftColumn,
    /// The right column, stacked from the top.
    Right,
    /// The bar under the board: as tall as its content, up to its rectangle (issue 47: while a
    /// tile is placed it is one line, not a fixed fifth of the window), growing upwards.
    Bar,
}

/// This frame's slots in egui points; `used` is what the panels shown so far took (`used[0]`: a
/// panel in the left column, which keeps that column for the next frame).
#[derive(Resource, Clone, Copy, Debug, PartialEq)]
pub struct Dock {
    pub screen: egui::Rect,
    pub left: egui::Rect,
    pub right: egui::Rect,
    pub bar: egui::Rect,
    pub board: egui::Rect,
    /// Which of left column, right column and bar were used this frame: the board takes the
    /// room of those that were not (with none, it is the whole window).
    pub used: [bool; 3],
    top_used: [f32; 2],
    bottom_used: [f32; 2],
    /// The top of what the bar's panel took this frame (its rectangle's bottom while unused).
    bar_top: f32,
}

impl Default for Dock {
    fn default() -> Self {
        layout(
            egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(1280.0, 800.0)),
            false,
        )
    }
}

/// The columns' and bar's rectangles for a window of `screen` (egui points). The widths follow
/// the window between a floor that keeps the text readable and a ceiling that leaves the board
/// most of a large screen. Without `left_column` the left column is empty (no width).
pub fn layout(screen: egui::Rect, left_column: bool) -> Dock {
    let (w, h) = (screen.width(), screen.height());
    let lw = if left_column {
        (0.22 * w).clamp(170.0, 320.0)
    } else {
        0.0
    };
    let rw = (0.25 * w).clamp(200.0, 380.0);
    // The bar's most: every answer of a decision (up to 8) shows without scrolling at 1024×640
    // (it is as tall as its content: one line while a tile is placed).
    let bh = (0.6 * h).clamp(120.0, 560.0);
    let left = egui::Rect::from_min_max(screen.min, egui::pos2(screen.min.x + lw, screen.max.y));
    let right = egui::Rect::from_min_max(egui::pos2(screen.max.x - rw, screen.min.y), screen.max);
    let bar = egui::Rect::from_min_max(
        egui::pos2(left.max.x, screen.max.y - bh),
        egui::pos2(right.min.x, screen.max.y),
    );
    let board = egui::Rect::from_min_max(
        egui::pos2(left.max.x, screen.min.y),
        egui::pos2(right.min.x, bar.min.y),
    );
    Dock {
        screen,
        left,
        right,
        bar,
        board,
        used: [false; 3],
        top_used: [0.0; 2],
        bottom_used: [0.0; 2],
        bar_top: screen.max.y,
    }
}

impl Dock {
    /// Stretch the bar over the columns not in use (`columns`: left, right).
    pub fn widen_bar(&mut self, columns: [bool; 2]) {
        if !columns[0] {
            self.bar.min.x = self.screen.min.x;
        }
        if !columns[1] {
            self.bar.max.x = self.screen.max.x;
        }
    }

    /// The board's rectangle once the panels are shown: the window less the parts used.
    pub fn board_now(&self) -> Option<egui::Rect> {
        let [l, r, b] = self.used;
        if !(l || r || b) {
            return None;
        }
        let mut board = self.board;
        if !l {
            board.min.x = self.screen.min.x;
        }
        if !r {
            board.max.x = self.screen.max.x;
        }
        board.max.y = if b { self.bar_top } else { self.screen.max.y };
        Some(board)
    }

    /// What the bar's panel took this frame, with its backing (the bar's width, from its top).
    pub fn bar_used(&self) -> egui::Rect {
        egui::Rect::from_min_max(egui::pos2(self.bar.min.x, self.bar_top), self.bar.max)
    }

    /// The room `slot` has left this frame.
    pub fn room(&self, slot: Slot) -> egui::Rect {
        let col = |r: egui::Rect, k: usize| {
            egui::Rect::from_min_max(
                egui::pos2(r.min.x + GAP, r.min.y + GAP + self.top_used[k]),
                egui::pos2(r.max.x - GAP, r.max.y - GAP - self.bottom_used[k]),
            )
        };
        // A full column leaves an empty room, never a negative one (egui asserts on those).
        let room = match slot {
            // The top of the right column keeps a third of it free for the panels at its foot
            // (the table; a lesson or the online seats for their first frame): on a short window
            // the drawn tile's panel scrolls instead.
            Slot::RightTop => {
                let r = col(self.right, 1);
                r.with_max_y(
                    r.max
                        .y
                        .min(self.right.min.y + TOP_SHARE * self.right.height()),
                )
            }
            Slot::LeftColumn if self.left.width() > 0.0 => col(self.left, 0),
            Slot::LeftColumn | Slot::Right => col(self.right, 1),
            // Panels in the bar stack upwards: a second one (the review above the replay's
            // controls) starts above what the first took.
            Slot::Bar => {
                let r = self.bar.shrink(GAP);
                r.with_max_y(r.max.y.min(self.bar_top))
            }
        };
        let max = room.max.max(room.min);
        egui::Rect::from_min_max(room.min, max)
    }

    /// Show `add` in `slot` at a fixed place and width, scrolling when taller than the room left.
    /// Returns the rectangle the panel took.
    pub fn show<R>(
        &mut self,
        ctx: &egui::Context,
        slot: Slot,
        id: &str,
        add: impl FnOnce(&mut egui::Ui) -> R,
    ) -> (egui::Rect, R) {
        self.show_within(ctx, slot, id, 1.0, add)
    }

    /// [`Dock::show`] taking at most `share` of its column's height (from the column's top), so
    /// a panel stacked under it keeps some room.
    pub fn show_within<R>(
        &mut self,
        ctx: &egui::Context,
        slot: Slot,
        id: &str,
        share: f32,
        add: impl FnOnce(&mut egui::Ui) -> R,
    ) -> (egui::Rect, R) {
        let mut room = self.room(slot);
        let in_left = slot == Slot::LeftColumn && self.left.width() > 0.0;
        let column = match slot {
            _ if in_left => self.left,
            Slot::RightTop | Slot::LeftColumn | Slot::Right => self.right,
            Slot::Bar => self.bar,
        };
        room.max.y = room
            .max
            .y
            .min(column.min.y + share * column.height())
            .max(room.min.y);
        let frame = egui::Frame::window(&ctx.global_style());
        let margin = frame.total_margin().sum();
        // No room for even a line: the panel is not shown (its content runs unseen, so its
        // systems behave the same) rather than drawn past the column's end.
        if room.height() < margin.y + MIN_LINE {
            let mut hidden = egui::Ui::new(
                ctx.clone(),
                egui::Id::new(("dock hidden", id)),
                egui::UiBuilder::new()
                    .layer_id(egui::LayerId::background())
                    .max_rect(room)
                    .invisible(),
            );
            let r = add(&mut hidden);
            return (egui::Rect::from_min_size(room.min, egui::Vec2::ZERO), r);
        }
        let inner = (room.size() - margin).max(egui::Vec2::ZERO);
        // The left column reads from its top, beside the board (issue 47: a lesson's text is
        // where the eye starts, not in the window's bottom corner).
        let (pivot, at) = match slot {
            Slot::LeftColumn if !in_left => (egui::Align2::LEFT_BOTTOM, room.left_bottom()),
            Slot::Bar => (egui::Align2::LEFT_BOTTOM, room.left_bottom()),
            _ => (egui::Align2::LEFT_TOP, room.left_top()),
        };
        let shown = egui::Area::new(egui::Id::new(("dock", id)))
            .pivot(pivot)
            .fixed_pos(at)
            .order(egui::Order::Middle)
            .constrain(false)
            .show(ctx, |ui| {
                // An area lays out in last frame's size: give it the whole room every frame, so
                // a panel grows up to its slot as its content does.
                ui.set_max_size(room.size());
                // What cannot wrap is cut at the slot's edge rather than drawn over a neighbour.
                ui.set_clip_rect(room.intersect(ui.clip_rect()));
                frame
                    .show(ui, |ui| {
                        ui.set_width(inner.x);
                        ui.set_max_height(inner.y);
                        egui::ScrollArea::vertical()
                            .id_salt(("dock scroll", id))
                            .max_height(inner.y)
                            .min_scrolled_height(inner.y.min(64.0))
                            .auto_shrink([false, true])
                            .show(ui, add)
                            .inner
                    })
                    .inner
            });
        let rect = shown.response.rect;
        let k = match slot {
            _ if in_left => 0,
            Slot::RightTop | Slot::LeftColumn | Slot::Right => 1,
            Slot::Bar => 2,
        };
        self.used[k] = true;
        if slot == Slot::LeftColumn {
            // Asks for the left column (from the next frame on).
            self.used[0] = true;
        }
        match slot {
            Slot::RightTop | Slot::Right => self.top_used[k] += rect.height() + GAP,
            Slot::LeftColumn if in_left => self.top_used[k] += rect.height() + GAP,
            Slot::LeftColumn => self.bottom_used[k] += rect.height() + GAP,
            Slot::Bar => self.bar_top = self.bar_top.min(rect.min.y - GAP),
        }
        (rect, shown.inner)
    }
}

/// A new frame: the slots for the window's size, nothing used yet.
pub(super) fn begin(mut contexts: EguiContexts, mut dock: ResMut<Dock>) -> Result {
    let ctx = contexts.ctx_mut()?;
    // The left column stays while a panel in it was shown last frame.
    let mut fresh = layout(ctx.content_rect(), dock.used[0]);
    // A screen that leaves a column empty (game over, a replay, the competitive game) gets the
    // bar across it: decided from the last frame, so it changes only when the screen does.
    fresh.widen_bar([dock.used[0], dock.used[1]]);
    if *dock != fresh {
        *dock = fresh;
    }
    Ok(())
}

/// After the panels: the board's rectangle (window px) for the camera and the pointer, and the
/// columns' backing so the board never shows between panels.
fn publish(mut contexts: EguiContexts, dock: Res<Dock>, mut area: ResMut<BoardArea>) -> Result {
    let ctx = contexts.ctx_mut()?;
    let board = dock.board_now();
    let painter = ctx.layer_painter(egui::LayerId::background());
    let fill = ctx.global_style().visuals.panel_fill;
    for (used, r) in dock
        .used
        .iter()
        .zip([dock.left, dock.right, dock.bar_used()])
    {
        if *used {
            painter.rect_filled(r, 0.0, fill);
        }
    }
    let zoom = ctx.zoom_factor();
    let px = board.map(|b| {
        Rect::from_corners(
            Vec2::new(b.min.x, b.min.y) * zoom,
            Vec2::new(b.max.x, b.max.y) * zoom,
        )
    });
    if area.0 != px {
        area.0 = px;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The window sizes the layout must work at, in egui points (window px / UI scale).
    pub fn screens() -> Vec<egui::Rect> {
        let mut v = Vec::new();
        for (w, h) in [
            (1024.0, 640.0),
            (1280.0, 800.0),
            (1920.0, 1080.0),
            (2560.0, 1440.0),
        ] {
            for scale in [1.0, 1.5] {
                v.push(egui::Rect::from_min_size(
                    egui::Pos2::ZERO,
                    egui::vec2(w / scale, h / scale),
                ));
            }
        }
        v
    }

    #[test]
    fn the_slots_and_the_board_tile_the_window_without_overlap() {
        for s in screens() {
            let d = layout(s, true);
            let parts = [d.left, d.right, d.bar, d.board];
            for (i, a) in parts.iter().enumerate() {
                assert!(s.contains_rect(*a), "{s:?}: part {i} leaves the window");
                for b in &parts[i + 1..] {
                    assert!(a.intersect(*b).area() <= 0.0, "{s:?}: {a:?} overlaps {b:?}");
                }
            }
            let total: f32 = parts.iter().map(|r| r.area()).sum();
            assert!(
                (total - s.area()).abs() < 1.0,
                "{s:?}: the parts do not fill it"
            );
            // The board keeps at least a third of the width, and two fifths of the height under
            // the bar at its tallest (a long question: every answer shows, issue 47).
            assert!(
                d.board.width() >= s.width() / 3.0,
                "{s:?}: board {:?}",
                d.board
            );
            assert!(
                d.board.height() >= 0.4 * s.height() - 0.5,
                "{s:?}: board {:?}",
                d.board
            );
        }
    }

    #[test]
    fn panels_in_a_column_never_overlap_stay_inside_and_grow_with_their_content() {
        for s in screens() {
            let ctx = crate::testing::headless::egui_context();
            let mut rects = Vec::new();
            // Three frames: content grows after the first (an area remembers its last size).
            for frame in 1..=3 {
                let input = egui::RawInput {
                    screen_rect: Some(s),
                    ..Default::default()
                };
                rects.clear();
                let mut out = ctx.run_ui(input, |ui| {
                    let ctx = ui.ctx().clone();
                    let mut dock = layout(ctx.content_rect(), true);
                    for (slot, id, lines) in [
                        (Slot::RightTop, "a", 6),
                        (Slot::RightTop, "a2", 4),
                        (Slot::LeftColumn, "b", 80),
                        (Slot::Right, "c", 12),
                        (Slot::Bar, "e", 3),
                    ] {
                        let n = if frame == 1 { 1 } else { lines };
                        let (r, _) = dock.show(&ctx, slot, id, |ui| {
                            for k in 0..n {
                                ui.label(format!("line {k}"));
                            }
                        });
                        rects.push(r);
                    }
                });
                out.textures_delta.clear();
            }
            for (i, a) in rects.iter().enumerate() {
                assert!(
                    s.expand(0.5).contains_rect(*a),
                    "{s:?}: {a:?} leaves the window"
                );
                for b in &rects[i + 1..] {
                    assert!(a.intersect(*b).area() <= 0.0, "{s:?}: {a:?} overlaps {b:?}");
                }
            }
            // The right panel grew to its twelve lines; the long one filled what was left.
            assert!(rects[3].height() > 12.0 * 14.0, "{s:?}: {:?}", rects[3]);
            let left = layout(s, true).left;
            let used: f32 = rects[..3].iter().map(|r| r.height()).sum();
            assert!(
                used > left.height() - 6.0 * GAP,
                "{s:?}: the left column is {used} of {}",
                left.height()
            );
        }
    }

    #[test]
    fn a_full_column_shows_further_panels_empty_without_a_panic() {
        for s in screens() {
            let ctx = crate::testing::headless::egui_context();
            for _ in 0..2 {
                let input = egui::RawInput {
                    screen_rect: Some(s),
                    ..Default::default()
                };
                let mut out = ctx.run_ui(input, |ui| {
                    let ctx = ui.ctx().clone();
                    let mut dock = layout(ctx.content_rect(), true);
                    let column = dock.left;
                    for id in ["a", "b", "c", "d"] {
                        let (r, _) = dock.show(&ctx, Slot::RightTop, id, |ui| {
                            for k in 0..60 {
                                ui.label(format!("line {k}"));
                            }
                        });
                        assert!(dock.room(Slot::RightTop).height() >= 0.0);
                        assert!(r.left() >= column.left() - 0.5, "{s:?}: {r:?}");
                    }
                });
                out.textures_delta.clear();
            }
        }
    }

    #[test]
    fn a_second_panel_in_the_bar_stands_above_the_first() {
        for s in screens() {
            let mut d = layout(s, false);
            let first = d.room(Slot::Bar);
            d.bar_top = d.bar.center().y;
            let second = d.room(Slot::Bar);
            assert!(second.max.y <= d.bar_top && second.max.y < first.max.y);
            assert!(second.min.y >= d.bar.min.y);
        }
    }

    #[test]
    fn the_bar_stretches_over_an_empty_column_and_the_board_keeps_clear_of_it() {
        for s in screens() {
            let mut d = layout(s, true);
            d.widen_bar([false, true]);
            assert_eq!(d.bar.min.x, s.min.x);
            assert_eq!(d.bar.max.x, d.right.min.x);
            d.used = [false, true, true];
            // The bar's panel took its lower part: the board reaches down to it and no further.
            d.bar_top = d.bar.center().y;
            let board = d.board_now().unwrap();
            let bar = d.bar_used();
            assert!(board.intersect(bar).area() <= 0.0 && board.intersect(d.right).area() <= 0.0);
            assert_eq!(board.max.y, bar.min.y, "the board takes what the bar left");
            assert_eq!(
                board.min.x, s.min.x,
                "the board takes the empty left column"
            );
        }
    }
}
