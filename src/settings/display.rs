//! Windowed or fullscreen, and the window remembered (issue 48): F11 (or the settings) switches
//! between a window and borderless fullscreen; the window's size and place go into the settings
//! file when the game closes and open the next start the same. A session given its window on the
//! command line (`--window-size`, a script, a screenshot, the frame bench) neither reads nor
//! writes them.

use super::{UserSettings, WindowPlace};
use crate::storage::DataDir;
use bevy::prelude::*;
use bevy::window::{
    MonitorSelection, PrimaryWindow, WindowCloseRequested, WindowMode, WindowMoved, WindowResized,
};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<WindowMemory>();
    app.add_systems(Update, (fullscreen_key, follow_mode, note_place).chain());
    app.add_systems(Last, save_on_close);
}

/// Whether this session remembers its window (not when the command line chose it).
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub struct WindowMemory(pub bool);

impl Default for WindowMemory {
    fn default() -> Self {
        WindowMemory(true)
    }
}

/// The window mode for `fullscreen`.
pub fn mode(fullscreen: bool) -> WindowMode {
    if fullscreen {
        WindowMode::BorderlessFullscreen(MonitorSelection::Current)
    } else {
        WindowMode::Windowed
    }
}

/// The first window's size, place and mode: the command line's for this session, else what the
/// settings remember (`remember`: the session may use them).
pub fn first_window(
    settings: &UserSettings,
    size: Option<(u32, u32)>,
    fullscreen: bool,
    remember: bool,
) -> (Option<(u32, u32)>, Option<IVec2>, WindowMode) {
    let place = settings.window.filter(|_| remember);
    let size = size.or(place.map(|p| (p.width, p.height)));
    let at = place.map(|p| IVec2::new(p.x, p.y));
    // A window not yet open has no monitor of its own: the primary one.
    let mode = if fullscreen || (remember && settings.fullscreen) {
        WindowMode::BorderlessFullscreen(MonitorSelection::Primary)
    } else {
        WindowMode::Windowed
    };
    (size, at, mode)
}

/// F11 switches between the window and fullscreen.
fn fullscreen_key(
    keys: Res<ButtonInput<KeyCode>>,
    map: Option<Res<crate::keymap::KeyMap>>,
    window: Query<&Window, With<PrimaryWindow>>,
    mut settings: ResMut<UserSettings>,
) {
    if !crate::keymap::pressed(map.as_deref(), &keys, crate::keymap::Action::Fullscreen) {
        return;
    }
    if let Ok(w) = window.single() {
        settings.fullscreen = w.mode == WindowMode::Windowed;
    }
}

/// The window follows a changed setting (F11 or the settings page); the layout follows the
/// window's new size at once (egui and the dock read it every frame).
fn follow_mode(settings: Res<UserSettings>, mut window: Query<&mut Window, With<PrimaryWindow>>) {
    if !settings.is_changed() || settings.is_added() {
        return;
    }
    if let Ok(mut w) = window.single_mut()
        && (w.mode == WindowMode::Windowed) == settings.fullscreen
    {
        w.mode = mode(settings.fullscreen);
    }
}

/// A resized or moved window (while windowed) is noted in the settings, to be saved on close.
fn note_place(
    memory: Res<WindowMemory>,
    mut resized: MessageReader<WindowResized>,
    mut moved: MessageReader<WindowMoved>,
    window: Query<&Window, With<PrimaryWindow>>,
    mut settings: ResMut<UserSettings>,
) {
    let changed = resized.read().count() + moved.read().count() > 0;
    if !changed || !memory.0 {
        return;
    }
    let Ok(w) = window.single() else { return };
    if w.mode != WindowMode::Windowed {
        return;
    }
    let at = match w.position {
        bevy::window::WindowPosition::At(p) => p,
        _ => settings
            .window
            .map_or(IVec2::ZERO, |p| IVec2::new(p.x, p.y)),
    };
    let place = WindowPlace {
        width: w.resolution.width().round() as u32,
        height: w.resolution.height().round() as u32,
        x: at.x,
        y: at.y,
    };
    if settings.window != Some(place) {
        // Not a change to save at once: a drag sends one per frame. Saved on close.
        settings.bypass_change_detection().window = Some(place);
    }
}

/// Closing the window saves the settings with its last size and place.
fn save_on_close(
    memory: Res<WindowMemory>,
    mut closing: MessageReader<WindowCloseRequested>,
    mut exit: MessageReader<AppExit>,
    settings: Res<UserSettings>,
    dir: Res<DataDir>,
    mut saved: Local<bool>,
) {
    let now = closing.read().count() + exit.read().count() > 0;
    if !now || *saved || !memory.0 {
        return;
    }
    *saved = true;
    if let Some(d) = &dir.0
        && let Err(e) = settings.save(d)
    {
        warn!("cannot save settings in {}: {e}", d.display());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_window_is_the_command_lines_else_the_remembered_one() {
        let mut s = UserSettings {
            window: Some(WindowPlace {
                width: 1500,
                height: 900,
                x: 40,
                y: 30,
            }),
            fullscreen: true,
            ..Default::default()
        };
        let fs = WindowMode::BorderlessFullscreen(MonitorSelection::Primary);
        assert_eq!(
            first_window(&s, None, false, true),
            (Some((1500, 900)), Some(IVec2::new(40, 30)), fs)
        );
        // The command line's window: nothing remembered is used.
        assert_eq!(
            first_window(&s, Some((1024, 640)), false, false),
            (Some((1024, 640)), None, WindowMode::Windowed)
        );
        assert_eq!(first_window(&s, Some((1024, 640)), true, false).2, fs);
        s.fullscreen = false;
        assert_eq!(first_window(&s, None, false, true).2, WindowMode::Windowed);
        assert_eq!(first_window(&s, None, true, true).2, fs, "--fullscreen");
    }

    #[test]
    fn f11_switches_the_window_to_fullscreen_and_back_and_the_setting_follows() {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, bevy::input::InputPlugin));
        app.add_message::<WindowResized>()
            .add_message::<WindowMoved>()
            .add_message::<WindowCloseRequested>()
            .add_message::<AppExit>();
        app.insert_resource(UserSettings::default());
        app.insert_resource(DataDir(None));
        app.add_plugins(plugin);
        let w = app
            .world_mut()
            .spawn((Window::default(), PrimaryWindow))
            .id();
        app.update();
        let press = |app: &mut App| crate::testing::tap(app, KeyCode::F11);
        press(&mut app);
        assert_eq!(app.world().get::<Window>(w).unwrap().mode, mode(true));
        assert!(app.world().resource::<UserSettings>().fullscreen);
        press(&mut app);
        assert_eq!(
            app.world().get::<Window>(w).unwrap().mode,
            WindowMode::Windowed
        );
        assert!(!app.world().resource::<UserSettings>().fullscreen);
    }
}
