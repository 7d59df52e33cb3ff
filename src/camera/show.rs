//! Cells into the board's view: a new question's cells ([`keep_in_view`]), and cells the player
//! asked to see (a review's better move, chosen in its panel: [`ShowCells`]) — never on the
//! camera's own account.

use super::{
    BoardCamera, Glide, PlayerZoom, all_in_view, board_rect, frame_cells_in, screen_to_world_offset,
};
use crate::shared::BoardArea;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use mists_board::{Cell, Neighbourhood};

/// The player's framing (camera position and scale) from before a question glided its cells into
/// view: the camera returns to it once a question needs nothing out of it (the question answered
/// or undone), unless the player moved the camera meanwhile (issue 62: the camera stays where
/// the player put it).
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq)]
pub struct Framing(pub Option<(Vec2, f32)>);

/// The camera position nearest `cam` that shows every cell whole inside `rect` at `scale`; None
/// when they do not fit there at this zoom.
fn least_move(cells: &[Cell], cam: Vec2, scale: f32, window: Vec2, rect: Rect) -> Option<Vec2> {
    let half = Vec2::splat(crate::grid::CELL_SIZE / 2.0);
    let (mut lo, mut hi) = (Vec2::splat(f32::MAX), Vec2::splat(f32::MIN));
    for &c in cells {
        lo = lo.min(crate::grid::cell_centre(c) - half);
        hi = hi.max(crate::grid::cell_centre(c) + half);
    }
    // The world seen in `rect` (screen y grows down, the world's up).
    let at = |s: Vec2| cam + screen_to_world_offset(s, window, scale);
    let (view_lo, view_hi) = (
        at(Vec2::new(rect.min.x, rect.max.y)),
        at(Vec2::new(rect.max.x, rect.min.y)),
    );
    if (hi - lo).cmpgt(view_hi - view_lo).any() {
        return None;
    }
    let shift = |lo: f32, hi: f32, view_lo: f32, view_hi: f32| {
        if lo < view_lo {
            lo - view_lo
        } else if hi > view_hi {
            hi - view_hi
        } else {
            0.0
        }
    };
    Some(
        cam + Vec2::new(
            shift(lo.x, hi.x, view_lo.x, view_hi.x),
            shift(lo.y, hi.y, view_lo.y, view_hi.y),
        ),
    )
}

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
    let margin: Vec<Cell> = ask
        .0
        .iter()
        .flat_map(|&c| Neighbourhood::N8.cells(c))
        .collect();
    let want = Want {
        core: &ask.0,
        margin: &margin,
        board: &[],
    };
    let rect = board_rect(&area, window.size());
    if let Some(to) = glide_to(want, tf, o.scale, window.size(), rect, &chosen) {
        glide.0 = Some(to);
    }
}

/// Every cell holding a tile.
fn placed_cells(table: &mists_rules::Table) -> Vec<Cell> {
    table.board.placed().iter().map(|p| p.cell).collect()
}

/// The cells a question is about, and the ring of eight neighbours round each (a margin).
fn in_question(
    p: &mists_rules::PendingDecision,
    table: &mists_rules::Table,
) -> (Vec<Cell>, Vec<Cell>) {
    use mists_rules::DecisionKind;
    let cells: Vec<Cell> = match p.kind {
        DecisionKind::PlaceTile { .. } => Vec::new(),
        DecisionKind::PlaceMeeple { cell } => vec![cell],
        _ => p
            .options
            .iter()
            .filter_map(|d| d.points_at(&table.meeples))
            .collect(),
    };
    let around = cells
        .iter()
        .flat_map(|&c| Neighbourhood::N8.cells(c))
        .collect();
    (cells, around)
}

/// A new question whose cells are not all in the board's view: glide to frame them, keeping the
/// player's framing; a question whose cells the player's framing shows (or that has none): glide
/// back to it.
/// The question asked and the table it is asked on.
#[derive(bevy::ecs::system::SystemParam)]
pub(super) struct Asked<'w> {
    pending: Res<'w, mists_rules::Pending>,
    table: Option<Res<'w, mists_rules::Table>>,
}

pub(super) fn keep_in_view(
    asked: Asked,
    area: Res<BoardArea>,
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<(&Transform, &Projection), With<BoardCamera>>,
    chosen: Res<PlayerZoom>,
    mut glide: ResMut<Glide>,
    mut framing: ResMut<Framing>,
) {
    let Asked { pending, table } = asked;
    // No question while the engine steps between two: nothing moves (no back and forth when
    // the next question is about the same far cells).
    let (Some(p), Some(table)) = (pending.0.as_ref(), table) else {
        return;
    };
    // A new question, or the board's part of the window changed under it.
    if !pending.is_changed() && !area.is_changed() {
        return;
    }
    let (tf, projection) = *camera;
    let Projection::Orthographic(o) = projection else {
        return;
    };
    let (core, margin) = in_question(p, &table);
    let board = placed_cells(&table);
    let cells: Vec<Cell> = core.iter().chain(&margin).copied().collect();
    let (window, rect) = (window.size(), board_rect(&area, window.size()));
    let now = (tf.translation.truncate(), o.scale);
    let back = framing
        .0
        .filter(|&(cam, scale)| all_in_view(&cells, cam, scale, window, rect));
    if let Some((cam, scale)) = back {
        // The player's framing, moved by the least that keeps the board (grown meanwhile) whole
        // when it fits.
        let all: Vec<Cell> = cells.iter().chain(&board).copied().collect();
        let cam = least_move(&all, cam, scale, window, rect).unwrap_or(cam);
        glide.0 = ((cam, scale) != now).then_some((cam, scale));
        framing.0 = None;
    } else if let Some(to) = glide_to(
        Want {
            core: &core,
            margin: &margin,
            board: &board,
        },
        tf,
        o.scale,
        window,
        rect,
        &chosen,
    ) {
        framing.0.get_or_insert(now);
        glide.0 = Some(to);
    }
}

/// What a glide must show: the cells a question is about, the ring round them (a margin), and
/// the laid tiles.
#[derive(Clone, Copy, Default)]
pub(super) struct Want<'a> {
    pub core: &'a [Cell],
    pub margin: &'a [Cell],
    pub board: &'a [Cell],
}

/// Where to glide (position, scale) so the cells asked for (core and margin) are all in the
/// board's part `rect` of the window, from a camera at `tf` and `scale` (None: they are, or there
/// are none). When a move is needed it is the least one, and the whole board comes into view
/// with them whenever both fit at this zoom (issue 62: the camera never clips a board that fits;
/// the margin gives way first, then the board); else the zoom is kept unless the cells need
/// more room, a zoom the player chose whatever (the cells' middle comes to the board's middle).
pub(super) fn glide_to(
    want: Want,
    tf: &Transform,
    scale: f32,
    window: Vec2,
    rect: Rect,
    chosen: &PlayerZoom,
) -> Option<(Vec2, f32)> {
    let cam = tf.translation.truncate();
    let cells: Vec<Cell> = want.core.iter().chain(want.margin).copied().collect();
    if cells.is_empty() || all_in_view(&cells, cam, scale, window, rect) {
        return None;
    }
    let with = |a: &[Cell]| -> Vec<Cell> { a.iter().chain(want.board).copied().collect() };
    let least = least_move(&with(&cells), cam, scale, window, rect)
        .or_else(|| least_move(&with(want.core), cam, scale, window, rect))
        .or_else(|| least_move(&cells, cam, scale, window, rect))
        .or_else(|| least_move(want.core, cam, scale, window, rect));
    if let Some(to) = least {
        return Some((to, scale));
    }
    let (to, fit) = frame_cells_in(cells.iter().copied(), window, rect);
    let new = if chosen.0.is_some() {
        scale
    } else {
        scale.max(fit)
    };
    let to = to + screen_to_world_offset(rect.center(), window, fit)
        - screen_to_world_offset(rect.center(), window, new);
    Some((to, new))
}
