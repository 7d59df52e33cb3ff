//! Pieces on the board as sprites, rebuilt whenever the engine's ghosts, meeples or hounds change:
//! ghosts (a figure on each printed place they fill, or one figure with a count where they have no
//! place), meeples on their road/city/castle, buried meeples
//! lying on their cemetery, hounds beside their meeple.

use super::Z_PIECES;
use crate::grid::{CELL_SIZE, cell_centre};
use crate::setup::colour_rgb;
use crate::shared::AppSystems;
use crate::shared::Screen;
use crate::tile_art::pieces::{
    render_ghosts, render_hound, render_meeple, render_puff, render_ring,
};
use crate::tile_textures::to_image;
use bevy::prelude::*;
use mists_board::{AreaIdx, Board, Cell, Seg, Side};
use mists_rules::{Colour, Ghosts, HoundState, Hounds, MeepleLoc, Meeples, Table};

mod rebuild;
pub(super) use rebuild::sync_pieces;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, build_art);
    app.add_systems(Update, follow_patterns);
    app.add_systems(
        Update,
        sync_pieces.in_set(AppSystems::Publish).run_if(
            (in_state(Screen::Playing).or_else(in_state(Screen::GameOver)))
                .and_then(resource_exists::<Table>)
                .and_then(resource_exists::<PieceArt>),
        ),
    );
}

const PIECE_PX: u32 = 64;

/// A piece sprite (all are rebuilt together).
#[derive(Component)]
pub struct Piece;

#[derive(Resource)]
pub struct PieceArt {
    ghosts: Vec<Handle<Image>>,
    meeples: Vec<Handle<Image>>,
    hounds: [Handle<Image>; 2],
    /// A meeple spot's ring.
    pub ring: Handle<Image>,
    /// A puff of mist (a completed bank lifting).
    pub puff: Handle<Image>,
}

impl PieceArt {
    /// Art with no pixels (tests that check which pieces are shown, not how they look).
    #[cfg(test)]
    pub fn blank() -> PieceArt {
        PieceArt {
            ghosts: vec![Handle::default(); 15],
            meeples: vec![Handle::default(); 6],
            hounds: [Handle::default(), Handle::default()],
            ring: Handle::default(),
            puff: Handle::default(),
        }
    }

    /// A ghost figure with `count` on its badge (1–15).
    pub fn ghosts(&self, count: u8) -> &Handle<Image> {
        &self.ghosts[(count.clamp(1, 15) - 1) as usize]
    }

    /// The meeple of colour `i` of `Colour::ALL`.
    pub fn meeple(&self, i: usize) -> &Handle<Image> {
        &self.meeples[i % self.meeples.len()]
    }

    /// Rufus (0) or Ronja (1).
    pub fn hound(&self, i: usize) -> &Handle<Image> {
        &self.hounds[i % 2]
    }
}

/// The six meeple figures, patterned or not (the settings' "patterns").
fn meeple_images(patterned: bool) -> impl Iterator<Item = Image> {
    Colour::ALL.iter().enumerate().map(move |(i, &c)| {
        to_image(&render_meeple(
            colour_rgb(c),
            i as u8 + 1,
            patterned,
            PIECE_PX,
        ))
    })
}

/// A change of the "patterns" setting redraws the meeples in place: every sprite and the score
/// track's figures show them at once, through the same handles.
fn follow_patterns(
    settings: Option<Res<crate::settings::UserSettings>>,
    art: Option<Res<PieceArt>>,
    images: Option<ResMut<Assets<Image>>>,
    mut drawn: Local<Option<bool>>,
) {
    let (Some(settings), Some(art), Some(mut images)) = (settings, art, images) else {
        return;
    };
    let want = settings.patterns;
    if *drawn == Some(want) {
        return;
    }
    // At start the figures were drawn as the settings said.
    if drawn.replace(want).is_none() && !want {
        return;
    }
    for (h, image) in art.meeples.iter().zip(meeple_images(want)) {
        let _ = images.insert(h.id(), image);
    }
}

fn build_art(mut commands: Commands, images: Option<ResMut<Assets<Image>>>) {
    let Some(mut images) = images else { return };
    let meeples = meeple_images(false).map(|i| images.add(i)).collect();
    let mut add = |pm| images.add(to_image(&pm));
    let ghosts = (1..=15).map(|n| add(render_ghosts(n, PIECE_PX))).collect();
    let hounds = [
        add(render_hound(1, PIECE_PX)),
        add(render_hound(2, PIECE_PX)),
    ];
    let ring = add(render_ring(PIECE_PX));
    let puff = add(render_puff(PIECE_PX));
    commands.insert_resource(PieceArt {
        ghosts,
        meeples,
        hounds,
        ring,
        puff,
    });
}

/// Where on its tile a meeple stands: the middle of its area's edge segments (the tile centre for
/// a castle), turned with the tile. Returned relative to the cell centre, in world units.
pub fn area_anchor(board: &Board, cell: Cell, area: AreaIdx) -> Vec2 {
    let Some(p) = board.tile_at(cell) else {
        return Vec2::ZERO;
    };
    def_anchor(board.tiles().def(p.ty), p.rot, area)
}

/// [`area_anchor`] for a tile type turned by `rot` (the drawn tile's preview shows its spots).
pub fn def_anchor(def: &mists_board::TileDef, rot: mists_board::Rotation, area: AreaIdx) -> Vec2 {
    let a = def.area(area);
    let segs = &a.segs;
    if segs.is_empty() {
        return Vec2::ZERO;
    }
    // A farmer stands on its field's middle edge segment: a field's average can fall on the
    // tile centre, where a monastery or a road stands (competitive game).
    if matches!(a.kind, mists_board::AreaKind::Field { .. }) {
        return seg_point(segs[segs.len() / 2].rotated(rot)) * CELL_SIZE;
    }
    let sum: Vec2 = segs.iter().map(|s| seg_point(s.rotated(rot))).sum();
    let anchor = sum / segs.len() as f32;
    let at = match a.kind {
        mists_board::AreaKind::City { arms } if arms > 0 => clear_of_arms(a, rot, anchor),
        _ => anchor,
    };
    at * CELL_SIZE
}

/// How far (cell widths) a meeple's ring stands from its city's coat of arms: a shield's
/// width and a half, so the ring never hides what the city scores (issue 64).
pub const ARMS_CLEARANCE: f32 = 0.2;

/// Where a city area's coat of arms stands on its tile (unit cell, y up): the tile art's own
/// point ([`crate::tile_art::city_anchor_from_centre`], y down), turned the board's way up.
pub fn arms_point(sides: &[Side]) -> Vec2 {
    let (x, y) = crate::tile_art::city_anchor_from_centre(sides);
    Vec2::new(x, -y)
}

/// A city's meeple spot moved off its coat of arms: along the city's edge (one or two sides) or
/// out from the centre (a larger city), to [`ARMS_CLEARANCE`] from the shield.
fn clear_of_arms(area: &mists_board::tile::Area, rot: mists_board::Rotation, anchor: Vec2) -> Vec2 {
    let mut sides: Vec<Side> = area.segs.iter().map(|s| s.rotated(rot).side()).collect();
    sides.dedup();
    if sides.len() > 1 && sides.first() == sides.last() {
        sides.pop();
    }
    let shield = arms_point(&sides);
    if anchor.distance(shield) >= ARMS_CLEARANCE {
        return anchor;
    }
    let away = match sides.len() {
        // Along the edge: the cap's depth has no room inwards.
        1 | 2 if shield != Vec2::ZERO => shield.perp().normalize(),
        _ => (anchor - shield).try_normalize().unwrap_or(Vec2::X),
    };
    shield + away * ARMS_CLEARANCE
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

/// How many a piece sprite shows (ghosts: the number on it; other pieces: 1).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct PieceCount(pub u8);

/// What a piece sprite stands for, to tell new pieces and leaving ones apart between rebuilds.
#[derive(Component, Clone, Debug, PartialEq, Eq, Hash)]
pub enum PieceKey {
    Ghosts(Cell),
    Meeple(u8),
    Hound(usize),
    Buried(u8),
}

/// One piece to show: its key, a count (ghosts), name, sprite and place.
struct Shown {
    key: PieceKey,
    count: u8,
    name: String,
    sprite: Sprite,
    at: Vec3,
    turn: f32,
    /// Further figures of the same piece (ghosts on the other places of the tile), relative to
    /// `at`: children of its sprite, so they come and go with it.
    more: Vec<Vec3>,
}

/// A ghost figure standing on a printed place, as a share of the cell.
const GHOST_ON_PLACE: f32 = 0.3;

/// Where the ghosts on the tile at `cell` stand, in world units: each on a printed place of the
/// mist area it is on, as the face shows the places (`tile_art::place_spots`; start quarters
/// carry their own symbols). Empty when they do not all have a place (a cemetery's ghosts).
pub(super) fn standing(board: &Board, ghosts: &Ghosts, cell: Cell) -> Vec<Vec2> {
    let Some(p) = board.tile_at(cell) else {
        return Vec::new();
    };
    if ghosts.cemetery.get(&cell).is_some_and(|&n| n > 0) {
        return Vec::new();
    }
    let spots =
        crate::tile_art::place_spots(board.tiles().def(p.ty), board.symbols_at(cell), p.rot.0);
    let mut out = Vec::new();
    for (&(_, area), &n) in ghosts
        .mist
        .range((cell, AreaIdx(0))..=(cell, AreaIdx(u8::MAX)))
    {
        let here: Vec<_> = spots.iter().filter(|(a, _)| *a == area).collect();
        if here.len() < n as usize {
            return Vec::new();
        }
        out.extend(
            here[..n as usize]
                .iter()
                .map(|(_, (fx, fy))| cell_centre(cell) + Vec2::new(fx - 0.5, 0.5 - fy) * CELL_SIZE),
        );
    }
    out
}

/// How far a hound stands beside its meeple (cell widths): the meeple's half width (0.17) and
/// the hound's (0.15), and a little air.
const HOUND_APART: f32 = 0.34;

/// The hounds with meeple `i` standing at `at`: either side of it, clear of it and of each other
/// (issue 47: two hounds on one meeple made one blob).
fn hounds_beside(art: &PieceArt, hounds: &Hounds, i: usize, at: Vec2) -> Vec<Shown> {
    let id = HoundState::Attached(mists_rules::MeepleId(i as u8));
    let mut out = Vec::new();
    for (h, state) in hounds.0.iter().enumerate() {
        if *state != id {
            continue;
        }
        let side = if h == 0 { 1.0 } else { -1.0 };
        let off = Vec2::new(side * HOUND_APART, -0.12) * CELL_SIZE;
        out.push(Shown {
            key: PieceKey::Hound(h),
            count: 1,
            name: format!("hound {}", h + 1),
            sprite: sprite(&art.hounds[h.min(1)], 0.3 * CELL_SIZE),
            at: (at + off).extend(Z_PIECES + 0.2),
            turn: 0.0,
            more: Vec::new(),
        });
    }
    out
}

/// Every piece the engine's state shows, in a stable order.
fn pieces(
    art: &PieceArt,
    board: &Board,
    ghosts: &Ghosts,
    meeples: &Meeples,
    hounds: &Hounds,
) -> Vec<Shown> {
    let mut out = Vec::new();
    for cell in ghosts.cells() {
        let n = ghosts.on_cell(cell).clamp(1, 15);
        let spots = standing(board, ghosts, cell);
        let (sprite, at, more) = match spots.split_first() {
            // Each ghost stands on a printed place of its mist area, the other places stay
            // empty rings: the filled and empty places of a tile are counted at a glance.
            Some((&first, rest)) => {
                let stand = |p: Vec2| (p + Vec2::Y * 0.05 * CELL_SIZE).extend(Z_PIECES);
                let more = rest.iter().map(|&p| stand(p) - stand(first)).collect();
                let s = sprite(&art.ghosts[0], GHOST_ON_PLACE * CELL_SIZE);
                (s, stand(first), more)
            }
            // More ghosts than places (a haunted cemetery's): one figure with the count on its
            // badge.
            None => {
                let at = (cell_centre(cell) + Vec2::new(0.22, 0.22) * CELL_SIZE).extend(Z_PIECES);
                (
                    sprite(&art.ghosts[n as usize - 1], 0.46 * CELL_SIZE),
                    at,
                    Vec::new(),
                )
            }
        };
        out.push(Shown {
            key: PieceKey::Ghosts(cell),
            count: n,
            name: format!("{n} ghosts at {cell}"),
            sprite,
            at,
            turn: 0.0,
            more,
        });
    }
    let mut buried_on: std::collections::HashMap<Cell, f32> = Default::default();
    for (i, m) in meeples.0.iter().enumerate() {
        let img = &art.meeples[Colour::ALL.iter().position(|c| *c == m.colour).unwrap_or(0)];
        match m.loc {
            MeepleLoc::Board { cell, area } => {
                let at = cell_centre(cell) + area_anchor(board, cell, area);
                out.push(Shown {
                    key: PieceKey::Meeple(i as u8),
                    count: 1,
                    name: format!("{} meeple {i}", m.colour.name()),
                    sprite: sprite(img, 0.34 * CELL_SIZE),
                    at: at.extend(Z_PIECES + 0.1),
                    turn: 0.0,
                    more: Vec::new(),
                });
                out.extend(hounds_beside(art, hounds, i, at));
            }
            MeepleLoc::Buried { cell } => {
                // Lying down, greyed, side by side along the cemetery's lower edge.
                let k = buried_on.entry(cell).or_insert(0.0);
                let at = cell_centre(cell) + Vec2::new(-0.3 + 0.2 * *k, -0.3) * CELL_SIZE;
                *k += 1.0;
                let mut s = sprite(img, 0.24 * CELL_SIZE);
                s.color = Color::srgba(0.6, 0.6, 0.6, 0.9);
                out.push(Shown {
                    key: PieceKey::Buried(i as u8),
                    count: 1,
                    name: format!("buried {} meeple {i}", m.colour.name()),
                    sprite: s,
                    at: at.extend(Z_PIECES),
                    turn: std::f32::consts::FRAC_PI_2,
                    more: Vec::new(),
                });
            }
            _ => {}
        }
    }
    out
}

#[cfg(test)]
mod tests;
