//! The competitive board's marks, redrawn from the match whenever it changes (pieces are few):
//! the cells where the drawn tile fits, pieces with their ghosts, and rings where a piece may go
//! now (beside the board's tiles, `view`; sprites layered by depth).

use super::places::{piece_positions, spot_anchor};
use super::table::{CompetitiveArt, CompetitiveTable, TableSystems, seat_colour};
use crate::board_view::pieces::PieceArt;
use crate::board_view::{Z_HIGHLIGHT, Z_PIECES};
use crate::grid::{CELL_SIZE, cell_centre};
use crate::shared::Screen;
use bevy::prelude::*;
use mists_board::Cell;
use mists_rules::competitive::{Match, PieceKind, Play, Stage};
use std::collections::HashSet;

const PIECE: f32 = CELL_SIZE * 0.34;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        marks
            .in_set(TableSystems::Board)
            .run_if(resource_exists::<PieceArt>),
    );
}

/// Slots, rings and pieces: despawned and redrawn whenever the match changes.
#[derive(Component)]
struct Mark;

/// Slots, pieces and rings, redrawn whenever the match or the table changes.
fn marks(
    mut commands: Commands,
    v: Res<CompetitiveTable>,
    m: Res<Match>,
    art: Res<CompetitiveArt>,
    pieces: Res<PieceArt>,
    old: Query<Entity, With<Mark>>,
) {
    if !v.is_changed() && !m.is_changed() {
        return;
    }
    for e in &old {
        commands.entity(e).despawn();
    }
    let m = &*m;
    let person = v.person_to_act(m);
    // Where the drawn tile fits.
    if person && matches!(m.stage, Stage::Place(_)) {
        for c in fitting_cells(m) {
            let at = cell_centre(c);
            spawn_mark(
                &mut commands,
                &art.0.slot,
                at,
                Z_HIGHLIGHT,
                CELL_SIZE,
                Color::WHITE,
            );
        }
    }
    piece_marks(&mut commands, m, &pieces);
    if person {
        target_rings(&mut commands, m, &pieces);
    }
}

/// One mark: `image` at `at`, `size` wide, tinted.
fn spawn_mark(
    commands: &mut Commands,
    image: &Handle<Image>,
    at: Vec2,
    z: f32,
    size: f32,
    tint: Color,
) {
    commands.spawn((
        Mark,
        Sprite {
            image: image.clone(),
            custom_size: Some(Vec2::splat(size)),
            color: tint,
            ..default()
        },
        Transform::from_translation(at.extend(z)),
        DespawnOnExit(Screen::Competitive),
    ));
}

/// The cells where the drawn tile fits some way.
fn fitting_cells(m: &Match) -> HashSet<Cell> {
    m.legal()
        .into_iter()
        .filter_map(|p| match p {
            Play::Place { cell, .. } => Some(cell),
            _ => None,
        })
        .collect()
}

/// Pieces, guards larger on a ring, with their ghosts.
fn piece_marks(commands: &mut Commands, m: &Match, pieces: &PieceArt) {
    for (id, at) in piece_positions(m) {
        let p = *m.piece(id);
        let colour = mists_rules::Colour::ALL
            .iter()
            .position(|&c| c == seat_colour(p.owner))
            .unwrap_or(0);
        if p.kind == PieceKind::Guard {
            let tint = Color::srgb(1.0, 0.85, 0.3);
            spawn_mark(commands, &pieces.ring, at, Z_PIECES, PIECE * 1.5, tint);
        }
        let meeple = pieces.meeple(colour);
        spawn_mark(commands, meeple, at, Z_PIECES + 0.1, PIECE, Color::WHITE);
        if p.ghosts > 0 {
            let g = at + Vec2::new(PIECE * 0.45, PIECE * 0.4);
            let ghosts = pieces.ghosts(p.ghosts);
            spawn_mark(
                commands,
                ghosts,
                g,
                Z_PIECES + 0.2,
                PIECE * 0.7,
                Color::WHITE,
            );
        }
    }
}

/// Rings where a piece may go, or under the meeples a ghost may land on.
fn target_rings(commands: &mut Commands, m: &Match, pieces: &PieceArt) {
    match m.stage {
        Stage::Deploy => {
            if let Some(cell) = m.placed_cell() {
                for spot in m.free_spots() {
                    let at = cell_centre(cell) + spot_anchor(m, cell, spot);
                    let size = PIECE * 1.2;
                    spawn_mark(
                        commands,
                        &pieces.ring,
                        at,
                        Z_PIECES - 0.1,
                        size,
                        Color::WHITE,
                    );
                }
            }
        }
        Stage::GhostOther | Stage::GhostOwn => {
            let targets: Vec<_> = m
                .legal()
                .into_iter()
                .filter_map(|p| match p {
                    Play::Ghost(id) => Some(id),
                    _ => None,
                })
                .collect();
            for (id, at) in piece_positions(m) {
                if targets.contains(&id) {
                    let tint = Color::srgb(0.7, 0.9, 1.0);
                    spawn_mark(
                        commands,
                        &pieces.ring,
                        at,
                        Z_PIECES - 0.1,
                        PIECE * 1.6,
                        tint,
                    );
                }
            }
        }
        _ => {}
    }
}
