//! Cells where the drawn tile fits, tinted; the hovered one brighter; a cell where it loses the
//! game at once whichever way it is turned in red (issue 62: the consequence before the click,
//! from the engine's `Driver::losing_cell`).

use super::Z_HIGHLIGHT;
use crate::grid::{CELL_SIZE, cell_centre};
use crate::play::driver::Driver;
use crate::play::placement::{PlacementCursor, PlacementSystems};
use crate::shared::AppSystems;
use crate::shared::Screen;
use crate::tile_textures::TileArt;
use bevy::prelude::*;
use mists_board::Cell;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (spawn_highlights, tint_hovered)
            .chain()
            .in_set(AppSystems::Update)
            .after(PlacementSystems)
            .run_if(
                in_state(Screen::Playing)
                    .and_then(resource_exists::<Driver>)
                    .and_then(|s: Res<crate::setup::GameSetup>| s.aids),
            ),
    );
}

#[derive(Component, Debug, Clone, Copy)]
pub struct LegalCell {
    pub cell: Cell,
    /// The tile laid here loses the game at once, every way it fits.
    pub losing: bool,
}

const IDLE: Color = Color::srgba(0.85, 0.9, 1.0, 0.5);
const HOVER: Color = Color::srgba(1.0, 0.9, 0.45, 1.0);
/// A losing cell: red, still lit under the pointer.
const LOSING: Color = Color::srgba(1.0, 0.25, 0.2, 0.75);
const LOSING_HOVER: Color = Color::srgba(1.0, 0.45, 0.35, 1.0);

fn tint(losing: bool, hovered: bool) -> Color {
    match (losing, hovered) {
        (false, false) => IDLE,
        (false, true) => HOVER,
        (true, false) => LOSING,
        (true, true) => LOSING_HOVER,
    }
}

fn spawn_highlights(
    mut commands: Commands,
    driver: Res<Driver>,
    art: Res<TileArt>,
    old: Query<Entity, With<LegalCell>>,
) {
    if !driver.is_changed() {
        return;
    }
    for e in &old {
        commands.entity(e).despawn();
    }
    for &(cell, _) in driver.legal() {
        let losing = driver.losing_cell(cell);
        commands.spawn((
            Name::new(format!("Legal cell {cell}")),
            LegalCell { cell, losing },
            Sprite {
                image: art.slot.clone(),
                color: tint(losing, false),
                custom_size: Some(Vec2::splat(CELL_SIZE)),
                ..default()
            },
            Transform::from_translation(cell_centre(cell).extend(Z_HIGHLIGHT)),
            DespawnOnExit(Screen::Playing),
        ));
    }
}

fn tint_hovered(cursor: Res<PlacementCursor>, mut q: Query<(&LegalCell, &mut Sprite)>) {
    if !cursor.is_changed() {
        return;
    }
    for (cell, mut sprite) in &mut q {
        let want = tint(cell.losing, cursor.hovered == Some(cell.cell));
        if sprite.color != want {
            sprite.color = want;
        }
    }
}
