//! The player's settings, kept in `<data>/settings.ron`: language and UI scale (and what later
//! issues add). A damaged file is set aside like the progress file; `--lang` overrides the
//! language for one session without saving it. The settings window opens from the level select
//! and the pause menu (or F2).

use crate::i18n::{Lang, Tr};
use crate::shared::AssetRoot;
use crate::storage::DataDir;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use serde::{Deserialize, Serialize};
use std::path::Path;

pub(super) fn plugin(app: &mut App) {
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
    /// Sound volume, 0–1.
    pub volume: f32,
    pub mute: bool,
    /// A click holds the tile on its cell; a second click lays it (issue 47).
    pub confirm_placement: bool,
}

impl Default for UserSettings {
    fn default() -> Self {
        UserSettings {
            lang: None,
            ui_scale: 1.0,
            volume: 0.7,
            mute: false,
            confirm_placement: false,
        }
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
                s.volume = if s.volume.is_finite() {
                    s.volume.clamp(0.0, 1.0)
                } else {
                    0.7
                };
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

fn toggle_key(keys: Res<ButtonInput<KeyCode>>, mut open: ResMut<SettingsOpen>) {
    if keys.just_pressed(KeyCode::F2) {
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

pub(crate) fn settings_window(
    mut contexts: EguiContexts,
    mut open: ResMut<SettingsOpen>,
    mut settings: ResMut<UserSettings>,
    tr: Res<Tr>,
    mut problem: ResMut<SettingsProblem>,
) -> Result {
    if problem.0.is_some() {
        open.0 = true;
    }
    if !open.0 {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut still = true;
    let mut s = settings.clone();
    let shown = egui::Modal::new(egui::Id::new("settings")).show(ctx, |ui| {
        ui.horizontal(|ui| {
            ui.heading(tr!(tr, "settings-title"));
            if ui.button(tr!(tr, "panel-close")).clicked() {
                still = false;
            }
        });
        egui::Grid::new("settings").num_columns(2).show(ui, |ui| {
            ui.label(tr!(tr, "settings-language"));
            egui::ComboBox::from_id_salt("lang")
                .selected_text(
                    s.lang
                        .map_or_else(|| tr!(tr, "settings-system"), |l| l.native_name().into()),
                )
                .show_ui(ui, |ui| {
                    ui.selectable_value(&mut s.lang, None, tr!(tr, "settings-system"));
                    for l in Lang::ALL {
                        ui.selectable_value(&mut s.lang, Some(l), l.native_name());
                    }
                });
            ui.end_row();
            ui.label(tr!(tr, "settings-ui-scale"));
            ui.add(egui::Slider::new(&mut s.ui_scale, UI_SCALES).step_by(0.05));
            ui.end_row();
            ui.label(tr!(tr, "settings-volume"));
            ui.horizontal(|ui| {
                ui.add_enabled(
                    !s.mute,
                    egui::Slider::new(&mut s.volume, 0.0..=1.0).step_by(0.05),
                );
                ui.checkbox(&mut s.mute, tr!(tr, "settings-mute"));
            });
            ui.end_row();
            ui.label(tr!(tr, "settings-placing"));
            ui.checkbox(&mut s.confirm_placement, tr!(tr, "settings-confirm"));
            ui.end_row();
        });
        ui.small(tr!(tr, "settings-keys"));
        if let Some(p) = &problem.0 {
            ui.separator();
            ui.colored_label(
                egui::Color32::from_rgb(230, 160, 60),
                tr!(tr, "settings-damaged"),
            );
            ui.small(p.as_str());
        }
    });
    if shown.should_close() {
        still = false;
    }
    if s != *settings {
        *settings = s;
    }
    open.0 = still;
    if !still {
        problem.0 = None;
    }
    Ok(())
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
            mute: true,
            confirm_placement: true,
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
