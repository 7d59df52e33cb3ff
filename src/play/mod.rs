//! A game in progress: the driver (stand-in for the rules engine), mouse placement, autoplay.

pub mod autoplay;
pub mod driver;
pub mod placement;

use crate::AppSystems;
use crate::screens::Screen;
use crate::setup::GameSetup;
use crate::tile_textures::Tiles;
use bevy::prelude::*;
use driver::Driver;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((placement::plugin, autoplay::plugin));
    app.add_systems(OnEnter(Screen::Playing), start_game);
    app.add_systems(
        Update,
        end_when_pile_is_empty
            .in_set(AppSystems::Update)
            .after(placement::PlacementSystems)
            .run_if(in_state(Screen::Playing).and_then(resource_exists::<Driver>)),
    );
}

fn start_game(mut commands: Commands, setup: Res<GameSetup>, tiles: Res<Tiles>) {
    let seed = setup.seed.unwrap_or_else(random_seed);
    info!("level {} with seed {seed}", setup.level);
    commands.insert_resource(Driver::new(tiles.0.clone(), setup.level, seed));
}

/// A seed for games started without one (shown in the HUD so a game can be replayed).
fn random_seed() -> u64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(0);
    // Keep it short enough to type back in.
    (nanos ^ (nanos >> 29)) % 1_000_000
}

fn end_when_pile_is_empty(driver: Res<Driver>, mut next: ResMut<NextState<Screen>>) {
    if driver.is_changed() && driver.is_finished() {
        next.set(Screen::GameOver);
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use bevy::state::app::StatesPlugin;
    use mists_board::TileSet;
    use std::sync::Arc;

    pub fn tiles() -> Arc<TileSet> {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/assets/tiles/mists.ron");
        Arc::new(TileSet::load(std::path::Path::new(path)).expect("shipped tile set loads"))
    }

    #[test]
    fn an_empty_pile_ends_the_game() {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, StatesPlugin));
        crate::configure_app_systems(&mut app);
        app.insert_state(Screen::Playing);
        app.add_systems(Update, end_when_pile_is_empty);
        let mut driver = Driver::new(tiles(), 1, 1);
        app.insert_resource(driver.clone());
        app.update();
        app.update();
        assert_eq!(
            *app.world().resource::<State<Screen>>().get(),
            Screen::Playing
        );
        while let Some((cell, rot)) = autoplay::first_legal(&driver) {
            driver.submit(cell, rot).unwrap();
        }
        app.insert_resource(driver);
        app.update();
        app.update();
        assert_eq!(
            *app.world().resource::<State<Screen>>().get(),
            Screen::GameOver
        );
    }
}
