//! Where the drawn tile does not fit: on the hovered cell, a red bar along each side that clashes
//! with its neighbour in the turn shown (RULES §8.2 matching, from the board's own check through
//! `Driver::why_not`); the preview shows the tile there faintly (`preview.rs`).

use super::Z_PREVIEW;
use crate::grid::{CELL_SIZE, cell_centre};
use crate::play::driver::Driver;
use crate::play::placement::{PlacementCursor, PlacementSystems};
use crate::shared::{AppSystems, Screen};
use bevy::prelude::*;
use mists_board::{Cell, PlacementError, Side};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        mark_clashes
            .in_set(AppSystems::Update)
            .after(PlacementSystems)
            .run_if(in_state(Screen::Playing).and_then(resource_exists::<Driver>)),
    );
}

/// A red bar on one clashing side of the hovered cell.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct ClashMark(pub Cell, pub Side);

const RED: Color = Color::srgba(0.95, 0.2, 0.15, 0.95);

/// The sides that clash where the cursor points, in the turn shown (none where the tile fits, or
/// where the reason is not a clash: no contact, an occupied cell).
pub fn clashing(driver: &Driver, cursor: &PlacementCursor) -> Vec<(Cell, Side)> {
    let Some(cell) = cursor.hovered else {
        return Vec::new();
    };
    match driver.why_not(cell, cursor.rot) {
        Some(PlacementError::Mismatch { sides, .. }) => sides.iter().map(|s| (cell, s)).collect(),
        _ => Vec::new(),
    }
}

fn mark_clashes(
    mut commands: Commands,
    driver: Res<Driver>,
    cursor: Res<PlacementCursor>,
    who: crate::play::answer::WhoAnswers,
    marks: Query<(Entity, &ClashMark)>,
) {
    if !driver.is_changed() && !cursor.is_changed() {
        return;
    }
    // A seat played elsewhere: nobody here holds its tile, so no clash is shown.
    let want = match who.get() == Some(crate::play::answer::Answerer::Elsewhere) {
        true => Vec::new(),
        false => clashing(&driver, &cursor),
    };
    let have: Vec<(Cell, Side)> = marks.iter().map(|(_, m)| (m.0, m.1)).collect();
    if have == want {
        return;
    }
    for (e, _) in &marks {
        commands.entity(e).despawn();
    }
    for (cell, side) in want {
        let (dx, dy) = side.offset();
        let inset = CELL_SIZE / 2.0 - 4.0;
        let at = cell_centre(cell) + Vec2::new(dx as f32, dy as f32) * inset;
        let across = matches!(side, Side::E | Side::W);
        commands.spawn((
            Name::new(format!("Clash on the {side:?} side")),
            ClashMark(cell, side),
            Sprite::from_color(RED, Vec2::new(CELL_SIZE * 0.86, 8.0)),
            Transform::from_translation(at.extend(Z_PREVIEW + 0.2)).with_rotation(
                Quat::from_rotation_z(if across {
                    std::f32::consts::FRAC_PI_2
                } else {
                    0.0
                }),
            ),
            DespawnOnExit(Screen::Playing),
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::rules_app;
    use mists_board::Rotation;

    /// A game whose first tile has a cell on the board's edge where, turned some way, it clashes.
    fn clash_at() -> (App, Cell, Rotation, Vec<Side>) {
        (0..40)
            .find_map(|seed| {
                let app = rules_app(1, seed);
                let d = app.world().resource::<Driver>();
                let frontier: Vec<Cell> = d.board().frontier().collect();
                frontier
                    .into_iter()
                    .find_map(|cell| {
                        Rotation::ALL
                            .into_iter()
                            .find_map(|rot| match d.why_not(cell, rot) {
                                Some(PlacementError::Mismatch { sides, .. }) => {
                                    Some((cell, rot, sides.iter().collect::<Vec<_>>()))
                                }
                                _ => None,
                            })
                    })
                    .map(|(c, r, s)| (app, c, r, s))
            })
            .expect("some first tile clashes somewhere")
    }

    /// The pointer over `cell`, as the input plugin would set it.
    fn point_at(app: &mut App, cell: Cell) {
        *app.world_mut().resource_mut::<crate::input::Pointer>() = crate::input::Pointer {
            screen: Some(Vec2::new(400.0, 300.0)),
            world: Some(cell_centre(cell)),
            over_ui: false,
        };
        app.update();
    }

    #[test]
    fn hovering_a_clashing_cell_marks_each_clashing_side_and_nothing_else() {
        let (mut app, cell, rot, sides) = clash_at();
        app.add_plugins(plugin);
        point_at(&mut app, cell);
        app.world_mut().resource_mut::<PlacementCursor>().rot = rot;
        app.update();
        let mut q = app.world_mut().query::<&ClashMark>();
        let mut marked: Vec<Side> = q.iter(app.world()).map(|m| m.1).collect();
        marked.sort();
        assert_eq!(marked, sides);
        assert!(q.iter(app.world()).all(|m| m.0 == cell));
        // On a cell where the tile fits, the marks go.
        let (fit, fits) = app.world().resource::<Driver>().legal()[0];
        point_at(&mut app, fit);
        let turn = fits.iter().next().unwrap();
        app.world_mut().resource_mut::<PlacementCursor>().rot = turn;
        app.update();
        assert_eq!(q.iter(app.world()).count(), 0);
    }
}
