//! What state each cemetery is in, drawn on the board: an open haunted cemetery (Levels 5–6,
//! RULES §13.3) glows violet, waking ghosts and pulling facedown tiles beside it; a closed one
//! (§13.2–§13.3, its neighbourhood full) carries a shut-gate badge and wakes nothing more. An
//! open cemetery of Levels 2–4 is drawn as printed. Reconciled with the table by key whenever
//! it changes, like the tiles.

use crate::grid::{CELL_SIZE, cell_centre};
use crate::shared::Screen;
use bevy::prelude::*;
use mists_board::Cell;
use mists_rules::Table;
use mists_rules::level::CemeteryRule;
use std::collections::BTreeMap;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        sync.in_set(crate::shared::AppSystems::Update).run_if(
            (in_state(Screen::Playing).or_else(in_state(Screen::GameOver)))
                .and_then(resource_exists::<Table>)
                .and_then(resource_exists::<CemeteryArt>),
        ),
    );
    app.add_systems(Startup, make_art);
}

/// A cemetery's state as drawn.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum CemeteryState {
    Haunted,
    Closed,
}

/// The mark on a cemetery's cell.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct CemeteryMark(pub Cell, pub CemeteryState);

#[derive(Resource)]
pub struct CemeteryArt {
    glow: Handle<Image>,
    closed: Handle<Image>,
}

fn make_art(mut commands: Commands, images: Option<ResMut<Assets<Image>>>) {
    let Some(mut images) = images else {
        return;
    };
    let to = |pm| crate::tile_textures::to_image(&pm);
    commands.insert_resource(CemeteryArt {
        glow: images.add(to(crate::tile_art::pieces::render_haunt_glow(128))),
        closed: images.add(to(crate::tile_art::pieces::render_closed_badge(48))),
    });
}

/// The marks the table asks for: every cemetery on the board that is closed, or open and
/// haunted.
pub fn wanted(table: &Table) -> BTreeMap<Cell, CemeteryState> {
    let haunted = table.cfg().cemeteries == CemeteryRule::Haunted;
    table
        .board
        .cemeteries()
        .filter_map(|c| {
            if table.closed.contains(&c) {
                Some((c, CemeteryState::Closed))
            } else if haunted {
                Some((c, CemeteryState::Haunted))
            } else {
                None
            }
        })
        .collect()
}

fn sync(
    mut commands: Commands,
    table: Res<Table>,
    art: Res<CemeteryArt>,
    shown: Query<(Entity, &CemeteryMark)>,
    screen: Res<State<Screen>>,
) {
    // Only when the table or the screen changed (a new screen's marks went with the old one).
    if !table.is_changed() && !screen.is_changed() && !art.is_added() {
        return;
    }
    let want = wanted(&table);
    let mut have = BTreeMap::new();
    for (e, m) in &shown {
        if want.get(&m.0) == Some(&m.1) && have.insert(m.0, m.1).is_none() {
            continue;
        }
        commands.entity(e).despawn();
    }
    for (&cell, &state) in want.iter().filter(|(c, _)| !have.contains_key(*c)) {
        let (image, size, at) = match state {
            CemeteryState::Haunted => (
                art.glow.clone(),
                1.25 * CELL_SIZE,
                cell_centre(cell).extend(super::Z_TILES + 0.5),
            ),
            CemeteryState::Closed => (
                art.closed.clone(),
                0.26 * CELL_SIZE,
                (cell_centre(cell) + Vec2::new(0.34, 0.34) * CELL_SIZE)
                    .extend(super::Z_HIGHLIGHT + 0.2),
            ),
        };
        commands.spawn((
            Name::new(format!("cemetery {state:?} at {cell}")),
            CemeteryMark(cell, state),
            Sprite {
                image,
                custom_size: Some(Vec2::splat(size)),
                ..default()
            },
            Transform::from_translation(at),
            DespawnOnExit(*screen.get()),
        ));
    }
}
