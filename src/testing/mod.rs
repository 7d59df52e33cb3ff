//! Test harnesses shared by the window's tests, in one test-only module (issue 46): a headless
//! game with the play plugins (`rules_app`) and a headless egui window for layout tests
//! (`headless`). Production folders hold no harness, so no import picture is bent by one.

pub mod card;
pub mod headless;

/// A layout matrix as one test per language (`mod $check { en, de, fr, ru }`), so that the test
/// threads share it: one test holding every language took most of the game's test binary on one
/// thread (issue 46). Every case is kept; a fifth language fails to compile here until it has
/// its test.
macro_rules! each_language {
    ($check:ident) => {
        mod $check {
            const _: () = assert!(crate::i18n::Lang::ALL.len() == 4, "one test per language");
            #[test]
            fn en() {
                super::$check(crate::i18n::Lang::En)
            }
            #[test]
            fn de() {
                super::$check(crate::i18n::Lang::De)
            }
            #[test]
            fn fr() {
                super::$check(crate::i18n::Lang::Fr)
            }
            #[test]
            fn ru() {
                super::$check(crate::i18n::Lang::Ru)
            }
        }
    };
}
pub(crate) use each_language;

use crate::play::driver::Driver;
use crate::setup::GameSetup;
use crate::shared::Screen;
use crate::tile_textures::Tiles;
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use mists_board::TileSet;
use std::sync::Arc;

pub fn tiles() -> Arc<TileSet> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/assets/tiles/mists.ron");
    Arc::new(TileSet::load(std::path::Path::new(path)).expect("shipped tile set loads"))
}

/// The game's play plugins and the rules engine, headless: a game of `level` with `seed`
/// is started as the title page would start it.
pub fn rules_app(level: u8, seed: u64) -> App {
    rules_app_with(level, seed, |_| {})
}

/// [`rules_app`] with more plugins and resources, added by `more` before the first frame.
pub fn rules_app_with(level: u8, seed: u64, more: impl FnOnce(&mut App)) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, bevy::input::InputPlugin, StatesPlugin));
    crate::shared::configure_app_systems(&mut app);
    // Frames of 1/60 s whatever the machine's speed: a bot seat's delay is counted in frames.
    app.insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(
        std::time::Duration::from_millis(16),
    ));
    app.add_message::<bevy::window::RequestRedraw>();
    app.init_state::<Screen>();
    app.init_state::<crate::shared::Menu>();
    app.insert_resource(crate::shared::AssetRoot(
        concat!(env!("CARGO_MANIFEST_DIR"), "/assets").into(),
    ));
    app.insert_resource(Tiles(tiles()));
    let mut setup = GameSetup {
        level,
        seed: Some(seed),
        ..Default::default()
    };
    setup.assign_default_colours();
    app.insert_resource(setup);
    app.add_plugins((
        crate::input::plugin,
        crate::play::plugin,
        crate::undo::plugin,
    ));
    // The danger estimate runs in the background of every test game: a few tries suffice there.
    app.insert_resource(crate::play::odds::DangerTries(4));
    // Tests place tiles themselves; the teammate answers the rest unless a test turns it off.
    app.world_mut()
        .resource_mut::<crate::play::answer::Teammate>()
        .auto = true;
    more(&mut app);
    one_thread(&mut app);
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Playing);
    settle(&mut app);
    app
}

/// Every schedule of `app` run on the test's own thread. The test threads already use both
/// cores; a multi-threaded executor would hand each system to Bevy's one compute pool, shared by
/// every test app in the binary, and the tests would wait on each other there.
pub fn one_thread(app: &mut App) {
    use bevy::ecs::schedule::{Schedules, SingleThreadedExecutor};
    let mut schedules = app.world_mut().resource_mut::<Schedules>();
    for (_, schedule) in schedules.iter_mut() {
        schedule.set_executor(SingleThreadedExecutor::new());
    }
}

/// Start what the world asks for (a `Resume`, a `PreparedStart`) in one frame, as entering
/// the game screen does.
pub fn begin(app: &mut App) {
    app.world_mut()
        .resource_mut::<NextState<mists_rules::Status>>()
        .set(mists_rules::Status::Setup);
    app.world_mut()
        .insert_resource(crate::play::start::StartRequest);
    app.update();
}

/// Play to the game-over screen: the first legal placement each turn (the teammate answers
/// the rest). Panics if the game does not end.
pub fn play_to_game_over(app: &mut App) {
    let over = |app: &App| *app.world().resource::<State<Screen>>().get() == Screen::GameOver;
    for _ in 0..20_000 {
        if over(app) {
            return;
        }
        let mut d = app.world_mut().resource_mut::<Driver>();
        if let Some((cell, rot)) = crate::play::autoplay::first_legal(&d) {
            let _ = d.submit(cell, rot);
        }
        app.update();
    }
    assert!(
        over(app),
        "the game did not end; pending {:?}, status {:?}, seat {:?}",
        app.world()
            .resource::<mists_rules::Pending>()
            .0
            .as_ref()
            .map(|p| &p.kind),
        app.world().resource::<State<mists_rules::Status>>().get(),
        app.world()
            .get_resource::<Driver>()
            .map(|d| d.current().is_some())
    );
}

/// Run frames until the engine waits for a tile placement or the game is over.
/// `key` goes down (or up) as the keyboard sends it; the next update reads it.
pub fn key_event(app: &mut App, key: KeyCode, down: bool) {
    use bevy::input::ButtonState;
    use bevy::input::keyboard::{Key, KeyboardInput, NativeKey};
    app.world_mut().write_message(KeyboardInput {
        key_code: key,
        logical_key: Key::Unidentified(NativeKey::Unidentified),
        state: if down {
            ButtonState::Pressed
        } else {
            ButtonState::Released
        },
        text: None,
        repeat: false,
        window: Entity::PLACEHOLDER,
    });
}

/// `key` pressed for one frame and released the next, as the keyboard sends it.
pub fn tap(app: &mut App, key: KeyCode) {
    for down in [true, false] {
        key_event(app, key, down);
        app.update();
    }
}

/// A gamepad connected to `app`, as gilrs would announce it (the next update connects it).
pub fn connect_pad(app: &mut App) -> Entity {
    use bevy::input::gamepad::{GamepadConnection, GamepadConnectionEvent};
    let pad = app.world_mut().spawn_empty().id();
    app.world_mut().write_message(GamepadConnectionEvent::new(
        pad,
        GamepadConnection::Connected {
            name: "test pad".into(),
            vendor_id: None,
            product_id: None,
        },
    ));
    app.update();
    pad
}

/// A pad's button pushed and let go, a frame each, as the pad sends it.
pub fn push_pad(app: &mut App, pad: Entity, button: bevy::input::gamepad::GamepadButton) {
    use bevy::input::gamepad::{RawGamepadButtonChangedEvent, RawGamepadEvent};
    for value in [1.0, 0.0] {
        app.world_mut()
            .write_message(RawGamepadEvent::Button(RawGamepadButtonChangedEvent::new(
                pad, button, value,
            )));
        app.update();
    }
}

/// Whether the game in `app` is lost.
pub fn lost(app: &App) -> bool {
    matches!(
        app.world().resource::<mists_rules::Flow>().over,
        Some(mists_rules::Outcome::Lost(_))
    )
}

pub fn settle(app: &mut App) {
    for _ in 0..200 {
        app.update();
        let placing = app
            .world()
            .get_resource::<Driver>()
            .is_some_and(|d| d.current().is_some());
        let over = *app.world().resource::<State<Screen>>().get() == Screen::GameOver;
        if placing || over {
            return;
        }
    }
    panic!(
        "the engine never asked for a placement; pending {:?}, status {:?}",
        app.world()
            .resource::<mists_rules::Pending>()
            .0
            .as_ref()
            .map(|p| &p.kind),
        app.world().resource::<State<mists_rules::Status>>().get()
    );
}
