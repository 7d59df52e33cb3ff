//! Pieces on the board as sprites, rebuilt whenever the engine's ghosts, meeples or hounds change:
//! ghosts (one figure per tile with its count), meeples on their road/city/castle, buried meeples
//! lying on their cemetery, hounds beside their meeple.

use super::Z_PREVIEW;
use crate::AppSystems;
use crate::grid::{CELL_SIZE, cell_centre};
use crate::screens::Screen;
use crate::setup::colour_rgb;
use crate::tile_art::pieces::{render_ghosts, render_hound, render_meeple};
use crate::tile_textures::to_image;
use bevy::prelude::*;
use mists_board::{AreaIdx, Board, Cell, Seg, Side};
use mists_rules::{BoardRes, Colour, Ghosts, HoundState, Hounds, MeepleLoc, Meeples};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, build_art);
    app.add_systems(
        Update,
        sync_pieces.in_set(AppSystems::Publish).run_if(
            (in_state(Screen::Playing).or_else(in_state(Screen::GameOver)))
                .and_then(resource_exists::<Meeples>)
                .and_then(resource_exists::<PieceArt>),
        ),
    );
}

const Z_PIECES: f32 = Z_PREVIEW + 1.0;
const PIECE_PX: u32 = 64;

/// A piece sprite (all are rebuilt together).
#[derive(Component)]
pub struct Piece;

#[derive(Resource)]
pub struct PieceArt {
    ghosts: Vec<Handle<Image>>,
    meeples: Vec<Handle<Image>>,
    hounds: [Handle<Image>; 2],
}

fn build_art(mut commands: Commands, images: Option<ResMut<Assets<Image>>>) {
    let Some(mut images) = images else { return };
    let mut add = |pm| images.add(to_image(&pm));
    let ghosts = (1..=15).map(|n| add(render_ghosts(n, PIECE_PX))).collect();
    let meeples = Colour::ALL
        .iter()
        .enumerate()
        .map(|(i, &c)| add(render_meeple(colour_rgb(c), i as u8 + 1, PIECE_PX)))
        .collect();
    let hounds = [
        add(render_hound(1, PIECE_PX)),
        add(render_hound(2, PIECE_PX)),
    ];
    commands.insert_resource(PieceArt {
        ghosts,
        meeples,
        hounds,
    });
}

/// Where on its tile a meeple stands: the middle of its area's edge segments (the tile centre for
/// a castle), turned with the tile. Returned relative to the cell centre, in world units.
pub fn area_anchor(board: &Board, cell: Cell, area: AreaIdx) -> Vec2 {
    let Some(p) = board.tile_at(cell) else {
        return Vec2::ZERO;
    };
    let def = board.tiles().def(p.ty);
    let segs = &def.area(area).segs;
    if segs.is_empty() {
        return Vec2::ZERO;
    }
    let sum: Vec2 = segs.iter().map(|s| seg_point(s.rotated(p.rot))).sum();
    sum / segs.len() as f32 * CELL_SIZE
}

/// A segment's point on the board (tile-relative, unit cell, y up), pulled inwards.
fn seg_point(s: Seg) -> Vec2 {
    let along = match s.part() {
        0 => -1.0 / 3.0,
        1 => 0.0,
        _ => 1.0 / 3.0,
    };
    let out = 0.32;
    // Seen from the centre looking out, "left" is counter-clockwise.
    match s.side() {
        Side::N => Vec2::new(along, out),
        Side::E => Vec2::new(out, -along),
        Side::S => Vec2::new(-along, -out),
        Side::W => Vec2::new(-out, along),
    }
}

fn sprite(image: &Handle<Image>, size: f32) -> Sprite {
    Sprite {
        image: image.clone(),
        custom_size: Some(Vec2::splat(size)),
        ..default()
    }
}

#[allow(clippy::too_many_arguments)]
fn sync_pieces(
    mut commands: Commands,
    art: Res<PieceArt>,
    board: Res<BoardRes>,
    ghosts: Res<Ghosts>,
    meeples: Res<Meeples>,
    hounds: Res<Hounds>,
    shown: Query<Entity, With<Piece>>,
    screen: Res<State<Screen>>,
) {
    // Pieces are scoped to the screen: rebuild on a screen change too (game over keeps the board).
    if !(ghosts.is_changed()
        || meeples.is_changed()
        || hounds.is_changed()
        || board.is_changed()
        || screen.is_changed())
    {
        return;
    }
    for e in &shown {
        commands.entity(e).despawn();
    }
    let scope = DespawnOnExit(*screen.get());
    let piece = |commands: &mut Commands, name: String, s: Sprite, at: Vec2, z: f32| {
        commands.spawn((
            Name::new(name),
            Piece,
            s,
            Transform::from_translation(at.extend(z)),
            scope.clone(),
        ));
    };
    for cell in ghosts.cells() {
        let n = ghosts.on_cell(cell).clamp(1, 15);
        let at = cell_centre(cell) + Vec2::new(0.22, 0.22) * CELL_SIZE;
        piece(
            &mut commands,
            format!("{n} ghosts at {cell}"),
            sprite(&art.ghosts[n as usize - 1], 0.46 * CELL_SIZE),
            at,
            Z_PIECES,
        );
    }
    let mut buried_on: std::collections::HashMap<Cell, f32> = Default::default();
    for (i, m) in meeples.0.iter().enumerate() {
        let img = &art.meeples[Colour::ALL.iter().position(|c| *c == m.colour).unwrap_or(0)];
        match m.loc {
            MeepleLoc::Board { cell, area } => {
                let at = cell_centre(cell) + area_anchor(&board.0, cell, area);
                piece(
                    &mut commands,
                    format!("{} meeple {i}", m.colour.name()),
                    sprite(img, 0.34 * CELL_SIZE),
                    at,
                    Z_PIECES + 0.1,
                );
                for (h, state) in hounds.0.iter().enumerate() {
                    if *state == HoundState::Attached(mists_rules::MeepleId(i as u8)) {
                        let off = Vec2::new(0.14 + 0.12 * h as f32, -0.12) * CELL_SIZE;
                        piece(
                            &mut commands,
                            format!("hound {}", h + 1),
                            sprite(&art.hounds[h.min(1)], 0.2 * CELL_SIZE),
                            at + off,
                            Z_PIECES + 0.2,
                        );
                    }
                }
            }
            MeepleLoc::Buried { cell } => {
                // Lying down, greyed, side by side along the cemetery's lower edge.
                let k = buried_on.entry(cell).or_insert(0.0);
                let at = cell_centre(cell) + Vec2::new(-0.3 + 0.2 * *k, -0.3) * CELL_SIZE;
                *k += 1.0;
                let mut s = sprite(img, 0.24 * CELL_SIZE);
                s.color = Color::srgba(0.6, 0.6, 0.6, 0.9);
                commands.spawn((
                    Name::new(format!("buried {} meeple {i}", m.colour.name())),
                    Piece,
                    s,
                    Transform::from_translation(at.extend(Z_PIECES))
                        .with_rotation(Quat::from_rotation_z(std::f32::consts::FRAC_PI_2)),
                    scope.clone(),
                ));
            }
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn meeple_anchors_follow_the_area_and_the_rotation() {
        let tiles = crate::play::tests::tiles();
        let mut b = Board::with_start(tiles.clone());
        // A tile with a road piece ending in one side: its anchor lies toward that side.
        let (ty, area) = tiles
            .types
            .iter()
            .enumerate()
            .find_map(|(i, t)| {
                let a = t.areas.iter().position(|a| {
                    matches!(a.kind, mists_board::AreaKind::Road { end: Some(_) })
                        && a.segs.len() == 1
                })?;
                (t.area(AreaIdx(a as u8)).segs[0].side() == Side::N)
                    .then_some((mists_board::TypeIdx(i as u16), AreaIdx(a as u8)))
            })
            .expect("a road end leaving north");
        b.place_unchecked(Cell::new(10, 10), ty, None, mists_board::Rotation(0));
        b.place_unchecked(Cell::new(20, 20), ty, None, mists_board::Rotation(1));
        let up = area_anchor(&b, Cell::new(10, 10), area);
        let right = area_anchor(&b, Cell::new(20, 20), area);
        assert!(up.y > 0.2 * CELL_SIZE && up.x.abs() < 1.0, "{up}");
        assert!(right.x > 0.2 * CELL_SIZE && right.y.abs() < 1.0, "{right}");
    }
}
