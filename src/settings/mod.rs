//! The player's settings, kept in `<data>/settings.ron`: language and UI scale (and what later
//! issues add). A damaged file is set aside like the progress file; `--lang` overrides the
//! language for one session without saving it. The settings window opens from the title page
//! and the pause menu (or F2).

use crate::i18n::{Lang, Tr};
use crate::shared::AssetRoot;
use crate::storage::DataDir;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};
use serde::{Deserialize, Serialize};
use std::path::Path;

pub mod display;
pub mod keys;
mod page;
pub(crate) use page::settings_window;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(display::plugin);
    app.init_resource::<crate::keymap::KeyMap>();
    app.init_resource::<keys::Rebinding>();
    app.add_systems(
        PreUpdate,
        (keys::capture, keys::follow_settings)
            .chain()
            .in_set(keys::KeyCapture)
            .after(bevy::input::InputSystems),
    );
    app.init_resource::<SettingsOpen>();
    app.init_resource::<SettingsProblem>();
    app.add_systems(Update, (toggle_key, apply).chain());
    app.add_systems(
        EguiPrimaryContextPass,
        settings_window.in_set(crate::shared::UiPass::Over),
    );
}

/// What the player chose.
#[derive(Resource, Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct UserSettings {
    /// None: the system's language.
    pub lang: Option<Lang>,
    /// egui's zoom: 1.0 is the default size.
    pub ui_scale: f32,
    /// The effects' volume, 0–1.
    pub volume: f32,
    /// The ambience's volume (the mist loop), 0–1 (issue 48).
    pub ambience: f32,
    pub mute: bool,
    /// A click holds the tile on its cell; a second click lays it (issue 47).
    pub confirm_placement: bool,
    /// A placement that loses the game at once asks for a second click or Enter (issue 62).
    pub confirm_losing: bool,
    /// Borderless fullscreen (F11) rather than a window (issue 48).
    pub fullscreen: bool,
    /// The window's last size and place, restored at the next start.
    pub window: Option<WindowPlace>,
    /// How fast pieces, camera glides and bot turns move.
    pub motion: MotionSpeed,
    /// No glides, drops or celebration movement: every change shows at once.
    pub reduce_motion: bool,
    /// Each meeple colour also carries its own pattern (issue 48), beside its number.
    pub patterns: bool,
    /// The keys the player changed (action → key name); the rest keep their defaults.
    pub keys: std::collections::BTreeMap<crate::keymap::Action, String>,
}

impl Default for UserSettings {
    fn default() -> Self {
        UserSettings {
            lang: None,
            ui_scale: 1.0,
            volume: 0.7,
            ambience: 0.5,
            mute: false,
            confirm_placement: false,
            confirm_losing: true,
            fullscreen: false,
            window: None,
            motion: MotionSpeed::Normal,
            reduce_motion: false,
            patterns: false,
            keys: Default::default(),
        }
    }
}

/// A window's size (logical pixels) and place on the screen (physical pixels).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct WindowPlace {
    pub width: u32,
    pub height: u32,
    pub x: i32,
    pub y: i32,
}

/// The animation speed the settings offer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum MotionSpeed {
    Slow,
    #[default]
    Normal,
    Fast,
    Instant,
}

impl MotionSpeed {
    pub const ALL: [MotionSpeed; 4] = [
        MotionSpeed::Slow,
        MotionSpeed::Normal,
        MotionSpeed::Fast,
        MotionSpeed::Instant,
    ];

    /// Its name's message id.
    pub fn key(self) -> &'static str {
        match self {
            MotionSpeed::Slow => "settings-motion-slow",
            MotionSpeed::Normal => "settings-motion-normal",
            MotionSpeed::Fast => "settings-motion-fast",
            MotionSpeed::Instant => "settings-motion-instant",
        }
    }
}

/// How long pieces, glides and the celebration take, as a multiple of their normal time; 0: the
/// change shows at once (the speed "instant", or "reduce motion").
pub fn motion_time(settings: Option<&UserSettings>) -> f32 {
    match settings {
        Some(s) if s.reduce_motion => 0.0,
        _ => pace(settings),
    }
}

/// The speed alone, as a multiple of the normal time: also how long a bot seat waits before it
/// plays ("reduce motion" moves nothing, but leaves the bots' pace).
pub fn pace(settings: Option<&UserSettings>) -> f32 {
    match settings.map(|s| s.motion) {
        None | Some(MotionSpeed::Normal) => 1.0,
        Some(MotionSpeed::Slow) => 2.0,
        Some(MotionSpeed::Fast) => 0.5,
        Some(MotionSpeed::Instant) => 0.0,
    }
}

/// The UI scales the slider offers.
pub const UI_SCALES: std::ops::RangeInclusive<f32> = 0.75..=2.0;

impl UserSettings {
    /// `<dir>/settings.ron`; missing is the defaults, damaged is set aside (`.bad`) and named.
    pub fn load(dir: &Path) -> (UserSettings, Option<String>) {
        let path = dir.join("settings.ron");
        let Ok(text) = mists_board::input::read_text(&path) else {
            return (UserSettings::default(), None);
        };
        match mists_board::tileset::parse_ron::<UserSettings>(&text, &path.display().to_string()) {
            Ok(mut s) => {
                // A NaN scale would pass clamp and reach egui's zoom.
                s.ui_scale = if s.ui_scale.is_finite() {
                    s.ui_scale.clamp(*UI_SCALES.start(), *UI_SCALES.end())
                } else {
                    1.0
                };
                let level = |v: f32, default: f32| {
                    if v.is_finite() {
                        v.clamp(0.0, 1.0)
                    } else {
                        default
                    }
                };
                s.volume = level(s.volume, 0.7);
                s.ambience = level(s.ambience, 0.5);
                // A size no window can have would open none.
                s.window = s.window.filter(|w| {
                    (crate::cli::MIN_WINDOW..=crate::cli::MAX_WINDOW).contains(&w.width)
                        && (crate::cli::MIN_WINDOW..=crate::cli::MAX_WINDOW).contains(&w.height)
                });
                (s, None)
            }
            Err(e) => {
                let _ = std::fs::rename(&path, path.with_extension("ron.bad"));
                (UserSettings::default(), Some(e.to_string()))
            }
        }
    }

    pub fn save(&self, dir: &Path) -> std::io::Result<()> {
        let text = ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::default())
            .map_err(std::io::Error::other)?;
        crate::storage::write_atomic(&dir.join("settings.ron"), &text)
    }
}

/// Why the settings file was set aside at start-up (shown once in the settings window).
#[derive(Resource, Debug, Default)]
pub struct SettingsProblem(pub Option<String>);

/// Whether the settings window is open.
#[derive(Resource, Debug, Default)]
pub struct SettingsOpen(pub bool);

fn toggle_key(
    keys: Res<ButtonInput<KeyCode>>,
    map: Res<crate::keymap::KeyMap>,
    mut open: ResMut<SettingsOpen>,
) {
    if map.just_pressed(&keys, crate::keymap::Action::Settings) {
        open.0 = !open.0;
    }
}

/// Carry a changed language or scale into the texts and the UI, and save it.
fn apply(
    settings: Res<UserSettings>,
    mut tr: ResMut<Tr>,
    root: Res<AssetRoot>,
    dir: Res<DataDir>,
    mut contexts: EguiContexts,
    mut last_lang: Local<Option<Option<Lang>>>,
) {
    if let Ok(ctx) = contexts.ctx_mut()
        && (ctx.zoom_factor() - settings.ui_scale).abs() > 1e-3
    {
        ctx.set_zoom_factor(settings.ui_scale);
    }
    if !settings.is_changed() || settings.is_added() {
        *last_lang.get_or_insert(settings.lang) = settings.lang;
        return;
    }
    // Only a language the player picks replaces the one in use (`--lang` holds until then).
    let lang = settings.lang.unwrap_or_else(Lang::from_system);
    if *last_lang != Some(settings.lang) && lang != tr.lang {
        match Tr::load(&root.0, lang) {
            Ok(t) => *tr = t,
            Err(e) => error!("{e}"),
        }
    }
    if let Some(d) = &dir.0
        && let Err(e) = settings.save(d)
    {
        warn!("cannot save settings in {}: {e}", d.display());
    }
    *last_lang = Some(settings.lang);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_round_trip_and_a_damaged_file_is_set_aside() {
        let d = std::env::temp_dir().join(format!("mists-settings-{}", std::process::id()));
        std::fs::create_dir_all(&d).unwrap();
        assert_eq!(UserSettings::load(&d).0, UserSettings::default());
        let s = UserSettings {
            lang: Some(Lang::Ru),
            ui_scale: 1.5,
            volume: 0.25,
            ambience: 0.1,
            mute: true,
            confirm_placement: true,
            confirm_losing: false,
            fullscreen: true,
            window: Some(WindowPlace {
                width: 1500,
                height: 900,
                x: -20,
                y: 40,
            }),
            motion: MotionSpeed::Fast,
            reduce_motion: true,
            patterns: true,
            keys: [(crate::keymap::Action::Turn, "T".to_string())].into(),
        };
        s.save(&d).unwrap();
        assert_eq!(UserSettings::load(&d), (s, None));
        // A file from before the sound settings still loads, with the default volume.
        std::fs::write(d.join("settings.ron"), "(lang: Some(De), ui_scale: 1.2)").unwrap();
        let (old, problem) = UserSettings::load(&d);
        assert_eq!(
            (old.lang, old.volume, old.mute, problem),
            (Some(Lang::De), 0.7, false, None)
        );
        // One from before issue 48: the new fields at their defaults.
        std::fs::write(
            d.join("settings.ron"),
            "(lang: Some(Fr), ui_scale: 1.0, volume: 0.4, mute: false, confirm_placement: true)",
        )
        .unwrap();
        let (old, problem) = UserSettings::load(&d);
        let defaults = UserSettings::default();
        assert_eq!(problem, None);
        assert_eq!(
            (
                old.volume,
                old.ambience,
                old.fullscreen,
                old.window,
                old.motion
            ),
            (0.4, defaults.ambience, false, None, MotionSpeed::Normal)
        );
        // A remembered window no screen can have is forgotten, the rest kept.
        std::fs::write(
            d.join("settings.ron"),
            "(fullscreen: true, window: Some((width: 99999, height: 900, x: 0, y: 0)))",
        )
        .unwrap();
        let (odd, _) = UserSettings::load(&d);
        assert_eq!((odd.fullscreen, odd.window), (true, None));
        // Numbers out of range or not numbers at all come back as usable values.
        std::fs::write(d.join("settings.ron"), "(ui_scale: NaN, volume: inf)").unwrap();
        let (odd, _) = UserSettings::load(&d);
        assert_eq!((odd.ui_scale, odd.volume.is_finite()), (1.0, true));
        std::fs::write(d.join("settings.ron"), "(lang: Some(Klingon))").unwrap();
        let (back, problem) = UserSettings::load(&d);
        assert_eq!(back, UserSettings::default());
        assert!(problem.is_some_and(|p| p.contains("settings.ron")));
        assert!(d.join("settings.ron.bad").exists());
        std::fs::remove_dir_all(&d).unwrap();
    }
}
