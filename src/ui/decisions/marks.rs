//! Letters on the board for the tiles a question is about: the panel names a tile by what is on it
//! and by its letter ("a tile with 2 ghosts · B"), never by coordinates. The hint's other
//! placements get letters the same way. The letters are painted by egui over the board, in its
//! background layer (they take no clicks), and only inside the board's part of the window.

use crate::input::BoardCamera;
use crate::play::hint::{HINT_LINES, Hint};
use crate::shared::{BoardArea, UiPass};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use mists_board::Cell;
use mists_rules::{Decision, DecisionKind, Meeples, Pending, PendingDecision, Table};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Marks>();
    app.add_systems(
        EguiPrimaryContextPass,
        paint
            .in_set(UiPass::Docked)
            .run_if(in_state(crate::shared::Screen::Playing).and_then(resource_exists::<Table>)),
    );
}

/// The lettered cells of the question asked now, in letter order.
#[derive(Resource, Default, Debug, Clone, PartialEq, Eq)]
pub struct Marks(pub Vec<(Cell, char)>);

impl Marks {
    /// Letters for the cells `p`'s options point at, in the board's order (west to east, then
    /// south to north), or for the hint's other placements while a tile is to be placed.
    pub fn of(p: &PendingDecision, meeples: &Meeples, hint: &Hint) -> Self {
        let mut cells: Vec<Cell> = match p.kind {
            DecisionKind::PlaceTile { .. } if hint.for_pending.as_ref() == Some(p) => hint
                .lines
                .iter()
                .take(HINT_LINES)
                .filter_map(|l| match l.decision {
                    Decision::PlaceTile { cell, .. } => Some(cell),
                    _ => None,
                })
                .collect(),
            _ => p
                .options
                .iter()
                .filter_map(|d| d.points_at(meeples))
                .collect(),
        };
        cells.sort();
        cells.dedup();
        Marks(cells.into_iter().zip('A'..='Z').collect())
    }

    pub fn letter(&self, cell: Cell) -> Option<char> {
        self.0.iter().find(|(c, _)| *c == cell).map(|(_, l)| *l)
    }
}

/// Keep the marks in step with the question (called where the board's targets are rebuilt).
pub fn refresh(marks: &mut Marks, pending: &Pending, table: &Table, hint: &Hint) {
    let fresh = pending
        .0
        .as_ref()
        .map(|p| Marks::of(p, &table.meeples, hint))
        .unwrap_or_default();
    if *marks != fresh {
        *marks = fresh;
    }
}

/// Each letter in a disc at its cell's north-west corner, where no meeple spot or ghost sits.
fn paint(
    mut contexts: EguiContexts,
    marks: Res<Marks>,
    area: Res<BoardArea>,
    camera: Single<(&Transform, &Projection), With<BoardCamera>>,
    window: Single<&Window, With<bevy::window::PrimaryWindow>>,
) -> Result {
    if marks.0.is_empty() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let zoom = ctx.zoom_factor();
    let (tf, projection) = *camera;
    let Projection::Orthographic(o) = projection else {
        return Ok(());
    };
    let painter = ctx.layer_painter(egui::LayerId::new(
        egui::Order::Background,
        egui::Id::new("board marks"),
    ));
    let font = egui::FontId::proportional(16.0);
    for &(cell, letter) in &marks.0 {
        let corner =
            crate::grid::cell_centre(cell) + Vec2::new(-0.34, 0.34) * crate::grid::CELL_SIZE;
        let px = crate::camera::world_to_screen(
            tf.translation.truncate(),
            o.scale,
            window.size(),
            corner,
        );
        if area.0.is_some_and(|r| !r.contains(px)) {
            continue;
        }
        let pos = egui::pos2(px.x / zoom, px.y / zoom);
        painter.circle(
            pos,
            12.0,
            egui::Color32::from_rgb(250, 220, 90),
            egui::Stroke::new(1.5, egui::Color32::from_gray(30)),
        );
        painter.text(
            pos,
            egui::Align2::CENTER_CENTER,
            letter,
            font.clone(),
            egui::Color32::from_gray(20),
        );
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_in_question_get_letters_in_board_order_once_each() {
        let (a, b) = (Cell::new(3, 0), Cell::new(-1, 2));
        let p = PendingDecision {
            kind: DecisionKind::ScoreOrPacify {
                cell: a,
                area: mists_board::AreaIdx(0),
                value: 4,
                colours: vec![],
            },
            options: vec![
                Decision::Score,
                Decision::Pacify {
                    cell: Some(a),
                    count: 1,
                },
                Decision::Pacify {
                    cell: Some(a),
                    count: 2,
                },
                Decision::Pacify {
                    cell: Some(b),
                    count: 1,
                },
            ],
        };
        let m = Marks::of(&p, &Meeples::default(), &Hint::default());
        assert_eq!(m.0, vec![(b, 'A'), (a, 'B')]);
        assert_eq!(m.letter(a), Some('B'));
        assert_eq!(m.letter(Cell::new(9, 9)), None);
    }
}
