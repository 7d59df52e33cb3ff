//! A small card by a board cell (issue 47: help where the player looks): the refusal's words and
//! the hint's reason stand beside their cell, where the camera shows it. One shape for both.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use mists_board::Cell;

/// When a card by a cell of the cooperative game may stand: on the game screen with no menu
/// open, while `R` (what it tells of) exists. One condition for the refusal's, the
/// consequence's, the hint's and the lesson's cards.
pub fn shown_with<R: Resource>() -> impl bevy::ecs::schedule::SystemCondition<()> {
    in_state(crate::shared::Screen::Playing)
        .and_then(in_state(crate::shared::Menu::None))
        .and_then(resource_exists::<R>)
}

/// The widest a card gets (points): its words wrap past it.
const MAX_WIDTH: f32 = 270.0;

/// What a card needs to stand by a cell: egui, the board camera, the window and the board's part
/// of it.
#[derive(SystemParam)]
pub struct CellCard<'w, 's> {
    contexts: EguiContexts<'w, 's>,
    area: Res<'w, crate::shared::BoardArea>,
    camera:
        Query<'w, 's, (&'static Transform, &'static Projection), With<crate::input::BoardCamera>>,
    window: Query<'w, 's, &'static Window, With<bevy::window::PrimaryWindow>>,
}

impl CellCard<'_, '_> {
    /// `words` in `colour`, in a card whose top left stands at `at` of `cell` (cell widths from
    /// its centre, y up), over the board, taking no clicks. It stays inside the board's part of
    /// the window: a card by a cell near a column is pushed back over the board rather than over
    /// the panel beside it (issue 64).
    pub fn show(
        &mut self,
        id: &str,
        cell: Cell,
        at: Vec2,
        colour: egui::Color32,
        words: &str,
    ) -> Result {
        self.show_by(id, cell, &[(at, egui::Align2::LEFT_TOP)], colour, words)
    }

    /// [`CellCard::show`] at the first of `corners` where the whole card stands over the board:
    /// each is a point of the cell and the card's corner (`pivot`) that stands there (a card
    /// above the cell stands on its bottom edge, one left of it on its right edge). Where none
    /// has room, the first, moved as [`CellCard::show`] moves a card.
    pub fn show_by(
        &mut self,
        id: &str,
        cell: Cell,
        corners: &[(Vec2, egui::Align2)],
        colour: egui::Color32,
        words: &str,
    ) -> Result {
        let (Ok((tf, Projection::Orthographic(o))), Ok(window)) =
            (self.camera.single(), self.window.single())
        else {
            return Ok(());
        };
        let ctx = self.contexts.ctx_mut()?;
        // A dialog (the rules, the pause menu, settings) stands over the board: no card over it
        // (issue 64). egui knows last frame's modal, so a card may show for one frame at most.
        if ctx.memory(|m| m.top_modal_layer()).is_some() {
            return Ok(());
        }
        let zoom = ctx.zoom_factor();
        // A point of the cell (cell widths from its centre, y up), in points.
        let screen = |at: Vec2| {
            let world = crate::grid::cell_centre(cell) + at * crate::grid::CELL_SIZE;
            let px = crate::camera::world_to_screen(
                tf.translation.truncate(),
                o.scale,
                window.size(),
                world,
            );
            egui::pos2(px.x, px.y) / zoom
        };
        let board = self.area.0.map_or(ctx.content_rect(), |r| {
            egui::Rect::from_min_max(
                egui::pos2(r.min.x, r.min.y) / zoom,
                egui::pos2(r.max.x, r.max.y) / zoom,
            )
        });
        let id = egui::Id::new(("cell card", id));
        // Its size from the last frame (the widest a card gets before that).
        let size = ctx
            .memory(|m| m.area_rect(id))
            .map_or(egui::vec2(MAX_WIDTH, 40.0), |r| r.size());
        // The card's top left when its corner `pivot` stands at `p`.
        let top_left = |p: egui::Pos2, pivot: egui::Align2| {
            let x = if pivot.x() == egui::Align::Min {
                p.x
            } else {
                p.x - size.x
            };
            let y = if pivot.y() == egui::Align::Max {
                p.y - size.y
            } else {
                p.y
            };
            egui::pos2(x, y)
        };
        let over_board = |p: egui::Pos2| board.contains_rect(egui::Rect::from_min_size(p, size));
        let fitting = corners
            .iter()
            .map(|&(at, pivot)| top_left(screen(at), pivot))
            .find(|&p| over_board(p));
        let pos = match (fitting, corners.first()) {
            (Some(p), _) => p,
            (None, Some(&(at, pivot))) => {
                // A card that would hang over the column beside the board stands on the cell's
                // other side instead, and where neither side has room, is pushed back over the
                // board; kept above the bar.
                let want = top_left(screen(at), pivot);
                let flip = egui::Align2([pivot.x().flip(), pivot.y()]);
                let flipped = top_left(screen(Vec2::new(-at.x, at.y)), flip);
                let fits = |x: f32| x >= board.left() && x + size.x <= board.right();
                let x = if fits(want.x) {
                    want.x
                } else if fits(flipped.x) {
                    flipped.x
                } else {
                    // Pushed back over the board, as near its cell as it goes.
                    want.x.min(board.right() - size.x).max(board.left())
                };
                egui::pos2(x, want.y.min(board.bottom() - size.y).max(board.top()))
            }
            (None, None) => return Ok(()),
        };
        egui::Area::new(id)
            .order(egui::Order::Tooltip)
            .fixed_pos(pos)
            .interactable(false)
            .show(ctx, |ui| {
                egui::Frame::popup(ui.style()).show(ui, |ui| {
                    ui.set_max_width(MAX_WIDTH);
                    ui.colored_label(colour, words);
                });
            });
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Of the corners offered, the card takes the first where it fits over the board: by a cell
    /// at the board's right edge, not the lower right (it would hang off) but the lower left.
    #[test]
    fn a_card_takes_the_first_corner_where_it_fits() {
        let cell = Cell::new((1280.0 / 2.0 / crate::grid::CELL_SIZE).floor() as i16, 0);
        let (right, left) = (Vec2::new(0.5, -0.5), Vec2::new(-0.5, -0.5));
        let corners = [
            (right, egui::Align2::LEFT_TOP),
            (left, egui::Align2::RIGHT_TOP),
        ];
        let mut app = crate::testing::card::card_app(|app| {
            app.add_systems(
                bevy_egui::EguiPrimaryContextPass,
                move |mut card: CellCard| {
                    card.show_by("t", cell, &corners, egui::Color32::WHITE, "By the corner")
                },
            );
        });
        let (rects, point) = crate::testing::card::drawn(&mut app, "By the corner", cell, left);
        let r = rects.first().copied().expect("a card");
        assert!(crate::testing::card::on_screen(cell, right).x + 270.0 > 1280.0);
        assert!(r[2] <= point.x && point.x - r[2] < 20.0, "{r:?} vs {point}");
        assert!((r[1] - point.y).abs() < 20.0, "{r:?} vs {point}");
    }

    /// A card stood by each of its corners at the same point of a cell: where its words end up.
    #[test]
    fn a_card_stands_by_the_corner_it_is_given() {
        let cell = Cell::new(0, 0);
        let at = Vec2::new(-0.5, 0.5);
        let point = crate::testing::card::on_screen(cell, at);
        for (pivot, right, below) in [
            (egui::Align2::LEFT_TOP, true, true),
            (egui::Align2::RIGHT_BOTTOM, false, false),
        ] {
            let mut app = crate::testing::card::card_app(|app| {
                app.add_systems(
                    bevy_egui::EguiPrimaryContextPass,
                    move |mut card: CellCard| {
                        card.show_by(
                            "t",
                            cell,
                            &[(at, pivot)],
                            egui::Color32::WHITE,
                            "By the corner",
                        )
                    },
                );
            });
            let (rects, _) = crate::testing::card::drawn(&mut app, "By the corner", cell, at);
            let r = rects
                .first()
                .copied()
                .unwrap_or_else(|| panic!("no card for {pivot:?}"));
            // The words sit inside the card's frame, a few points in from the corner.
            let (near_x, near_y) = if right { (r[0], r[1]) } else { (r[2], r[3]) };
            assert!(
                (near_x - point.x).abs() < 20.0,
                "{pivot:?}: {r:?} vs {point}"
            );
            assert!(
                (near_y - point.y).abs() < 20.0,
                "{pivot:?}: {r:?} vs {point}"
            );
            assert_eq!(r[0] >= point.x - 1.0, right, "{pivot:?}: {r:?} vs {point}");
            assert_eq!(r[1] >= point.y - 1.0, below, "{pivot:?}: {r:?} vs {point}");
        }
    }
}
