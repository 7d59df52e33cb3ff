//! `--autoplay T`: a simple policy places T tiles (the first legal placement each time), one per
//! frame, for screenshots and smoke runs.

use super::driver::Driver;
use crate::input::Recentre;
use crate::shared::AppSystems;
use crate::shared::Screen;
use bevy::prelude::*;
use bevy::window::RequestRedraw;
use mists_board::{Cell, Rotation};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        autoplay
            .in_set(AppSystems::Update)
            .in_set(crate::shared::PausableSystems)
            .run_if(
                in_state(Screen::Playing)
                    .and_then(resource_exists::<Driver>)
                    .and_then(resource_exists::<Autoplay>)
                    .and_then(super::answer::players_answer),
            ),
    );
}

/// Tiles still to place automatically.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Autoplay {
    pub remaining: u32,
}

/// The policy: the first legal cell in cell order, its first fitting rotation.
pub fn first_legal(driver: &Driver) -> Option<(Cell, Rotation)> {
    let (cell, fits) = *driver.legal().first()?;
    Some((cell, fits.iter().next()?))
}

fn autoplay(
    mut auto: ResMut<Autoplay>,
    mut driver: ResMut<Driver>,
    mut recentre: MessageWriter<Recentre>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    if auto.remaining == 0 {
        return;
    }
    // The engine works through the rest of the turn between placements: wait for the next tile.
    if let Some((cell, rot)) = first_legal(&driver) {
        if driver.submit(cell, rot).is_err() {
            auto.remaining = 0;
        } else {
            auto.remaining -= 1;
        }
    }
    if auto.remaining == 0 {
        recentre.write(Recentre);
    }
    redraw.write(RequestRedraw);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{rules_app, settle};

    #[test]
    fn policy_always_picks_a_placement_the_engine_accepts() {
        let mut app = rules_app(1, 99);
        for _ in 0..5 {
            let mut d = app.world_mut().resource_mut::<Driver>();
            let (cell, rot) = first_legal(&d).unwrap();
            d.submit(cell, rot).unwrap();
            settle(&mut app);
        }
        assert_eq!(app.world().resource::<Driver>().placed_count(), 5);
    }
}
