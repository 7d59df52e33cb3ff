//! Cells where the drawn tile fits, tinted; the hovered one brighter.

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
pub struct LegalCell(pub Cell);

const IDLE: Color = Color::srgba(0.85, 0.9, 1.0, 0.5);
const HOVER: Color = Color::srgba(1.0, 0.9, 0.45, 1.0);

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
        commands.spawn((
            Name::new(format!("Legal cell {cell}")),
            LegalCell(cell),
            Sprite {
                image: art.slot.clone(),
                color: IDLE,
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
        let want = if cursor.hovered == Some(cell.0) {
            HOVER
        } else {
            IDLE
        };
        if sprite.color != want {
            sprite.color = want;
        }
    }
}
