//! Cells the player asked to see (a review's better move, chosen in its panel) glide into the
//! board's view as a new question's cells do ([`super::keep_in_view`]): asked for with
//! [`ShowCells`], never on the camera's own account.

use super::{BoardCamera, Glide, PlayerZoom, board_rect, glide_to};
use crate::shared::BoardArea;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use mists_board::{Cell, Neighbourhood};

/// Bring these cells (and their neighbours) into the board's view.
#[derive(Message, Debug, Clone, PartialEq)]
pub struct ShowCells(pub Vec<Cell>);

pub(super) fn show_cells(
    mut asks: MessageReader<ShowCells>,
    area: Res<BoardArea>,
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<(&Transform, &Projection), With<BoardCamera>>,
    chosen: Res<PlayerZoom>,
    mut glide: ResMut<Glide>,
) {
    let Some(ask) = asks.read().last() else {
        return;
    };
    let (tf, projection) = *camera;
    let Projection::Orthographic(o) = projection else {
        return;
    };
    let mut cells = ask.0.clone();
    cells.extend(ask.0.iter().flat_map(|&c| Neighbourhood::N8.cells(c)));
    let rect = board_rect(&area, window.size());
    if let Some(to) = glide_to(&cells, tf, o.scale, window.size(), rect, &chosen) {
        glide.0 = Some(to);
    }
}
