//! Where things stand on the competitive board, in world units: a spot's ring on its tile, each
//! piece, and what a click at a point plays now (the mouse's, the cursor's and the card's aim).

use super::table::{CompetitiveTable, kind_for};
use crate::grid::{CELL_SIZE, cell_at, cell_centre};
use bevy::prelude::*;
use mists_board::Cell;
use mists_rules::competitive::{Loc, Match, PieceId, Play, Spot, Stage};

/// Where a spot's ring stands, relative to its tile's centre.
pub fn spot_anchor(m: &Match, cell: Cell, spot: Spot) -> Vec2 {
    match spot {
        Spot::Area(a) => crate::board_view::pieces::area_anchor(&m.board, cell, a),
        Spot::Keeper => Vec2::ZERO,
    }
}

/// Where each piece on the board stands, in world units.
pub fn piece_positions(m: &Match) -> Vec<(PieceId, Vec2)> {
    m.piece_ids()
        .filter_map(|id| match m.piece(id).loc {
            Loc::Board { cell, spot } => Some((id, cell_centre(cell) + spot_anchor(m, cell, spot))),
            _ => None,
        })
        .collect()
}

/// What a left click at `world` plays now, if anything.
pub fn play_at(v: &CompetitiveTable, m: &Match, world: Vec2, guard: bool) -> Option<Play> {
    match m.stage {
        Stage::Place(_) => {
            let cell = cell_at(world);
            let fits = m.rotations_at(cell);
            let rot = if fits.contains(&v.rot) {
                v.rot
            } else {
                *fits.first()?
            };
            Some(Play::Place { cell, rot })
        }
        Stage::Deploy => {
            let cell = m.placed_cell()?;
            if cell_at(world) != cell {
                return None;
            }
            let local = world - cell_centre(cell);
            let spot = nearest(m.free_spots(), |&s| spot_anchor(m, cell, s).distance(local))?;
            Some(Play::Deploy {
                kind: kind_for(m, guard),
                spot,
            })
        }
        Stage::GhostOther | Stage::GhostOwn => {
            let targets = m.legal();
            let near = piece_positions(m)
                .into_iter()
                .filter(|(id, _)| targets.contains(&Play::Ghost(*id)))
                .filter(|(_, at)| at.distance(world) < CELL_SIZE * 0.3);
            nearest(near, |(_, at)| at.distance(world)).map(|(id, _)| Play::Ghost(id))
        }
        Stage::Over => None,
    }
}

fn nearest<T>(items: impl IntoIterator<Item = T>, dist: impl Fn(&T) -> f32) -> Option<T> {
    items.into_iter().min_by(|a, b| dist(a).total_cmp(&dist(b)))
}
