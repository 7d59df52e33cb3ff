//! The settings window (F2): language and size, display, sound, motion and placing, each a
//! small section of one grid; every change applies at once and is saved.

use super::keys::Rebinding;
use super::{Lang, MotionSpeed, SettingsOpen, SettingsProblem, UI_SCALES, UserSettings};
use crate::i18n::Tr;
use crate::keymap::{Action, BindError, KeyMap};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

pub(crate) fn settings_window(
    mut contexts: EguiContexts,
    mut open: ResMut<SettingsOpen>,
    mut settings: ResMut<UserSettings>,
    tr: Res<Tr>,
    mut problem: ResMut<SettingsProblem>,
    map: Res<KeyMap>,
    mut rebinding: ResMut<Rebinding>,
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
    // A dialog in the middle of a dimmed window (issue 64: it was small and scrolled whole at
    // 1280×800): the settings in view, only the key list scrolls where the window is short.
    let screen = ctx.content_rect();
    let width = (screen.width() - 48.0).clamp(200.0, WIDTH);
    // More room above and below than a popup's; its sides stay narrow, as the French lines
    // fill a small window at scale 1.5.
    let popup = egui::Frame::popup(&ctx.global_style());
    let side = popup.inner_margin.left;
    let frame = popup.inner_margin(egui::Margin::symmetric(side, 16));
    let shown = egui::Modal::new(egui::Id::new("settings"))
        .frame(frame)
        .backdrop_color(egui::Color32::from_black_alpha(150))
        .show(ctx, |ui| {
            ui.set_width(width);
            let top = ui.cursor().top();
            still = header(ui, &tr);
            egui::Grid::new("settings").num_columns(2).show(ui, |ui| {
                language_and_size(ui, &tr, &mut s);
                display(ui, &tr, &mut s);
                sound(ui, &tr, &mut s);
                motion(ui, &tr, &mut s);
                ui.label(tr!(tr, "settings-placing"));
                ui.checkbox(&mut s.confirm_placement, tr!(tr, "settings-confirm"));
                ui.end_row();
                ui.label("");
                ui.checkbox(&mut s.confirm_losing, tr!(tr, "settings-confirm-losing"));
                ui.end_row();
            });
            ui.separator();
            damaged(ui, &tr, problem.0.as_deref());
            // What is left of the window's height (less the dialog's margins) for the keys.
            let used = ui.cursor().top() - top;
            let room = (screen.height() - 2.0 * (EDGE + 16.0) - used).max(MIN_KEYS);
            controls(ui, &tr, &map, &mut rebinding, &mut s, room);
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
        if *rebinding != Rebinding::default() {
            *rebinding = Rebinding::default();
        }
    }
    Ok(())
}

/// The dialog's widest (points): a settings line and its control side by side.
const WIDTH: f32 = 760.0;
/// Room kept above and below the dialog, and the least height of the key list (two rows).
const EDGE: f32 = 16.0;
const MIN_KEYS: f32 = 48.0;

/// The title in the game's type and Close; false when Close was pressed.
fn header(ui: &mut egui::Ui, tr: &Tr) -> bool {
    let mut still = true;
    ui.horizontal(|ui| {
        ui.label(
            egui::RichText::new(tr!(tr, "settings-title"))
                .font(egui::FontId::new(28.0, crate::layout::theme::display()))
                .color(crate::layout::page::TITLE),
        );
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            if ui.button(tr!(tr, "panel-close")).clicked() {
                still = false;
            }
        });
    });
    ui.separator();
    still
}

fn language_and_size(ui: &mut egui::Ui, tr: &Tr, s: &mut UserSettings) {
    let language = tr!(tr, "settings-language");
    ui.label(&language);
    let combo = egui::ComboBox::from_id_salt("lang")
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
    crate::layout::named(combo.response, language);
    ui.end_row();
    let size = tr!(tr, "settings-ui-scale");
    ui.label(&size);
    ui.horizontal(|ui| crate::layout::slider(ui, &mut s.ui_scale, UI_SCALES, 0.05, &size, ""));
    ui.end_row();
}

fn display(ui: &mut egui::Ui, tr: &Tr, s: &mut UserSettings) {
    ui.label(tr!(tr, "settings-display"));
    ui.checkbox(&mut s.fullscreen, tr!(tr, "settings-fullscreen"));
    ui.end_row();
    ui.label("");
    ui.checkbox(&mut s.patterns, tr!(tr, "settings-patterns"));
    ui.end_row();
}

fn sound(ui: &mut egui::Ui, tr: &Tr, s: &mut UserSettings) {
    for (id, level) in [
        ("settings-volume", &mut s.volume),
        ("settings-ambience", &mut s.ambience),
    ] {
        let name = tr.get(id, None);
        ui.label(&name);
        ui.horizontal(|ui| {
            ui.add_enabled_ui(!s.mute, |ui| {
                crate::layout::slider(ui, level, 0.0..=1.0, 0.05, &name, "");
            });
        });
        ui.end_row();
    }
    ui.label("");
    ui.checkbox(&mut s.mute, tr!(tr, "settings-mute"));
    ui.end_row();
}

fn motion(ui: &mut egui::Ui, tr: &Tr, s: &mut UserSettings) {
    ui.label(tr!(tr, "settings-motion"));
    ui.horizontal_wrapped(|ui| {
        for m in MotionSpeed::ALL {
            ui.selectable_value(&mut s.motion, m, tr.get(m.key(), None));
        }
    });
    ui.end_row();
    ui.label("");
    ui.checkbox(&mut s.reduce_motion, tr!(tr, "settings-reduce-motion"));
    ui.end_row();
}

/// Every action with its keys: click one, then press the new key (Esc gives up); a key another
/// action holds is refused with that action named. The answers' digits stay fixed.
fn controls(
    ui: &mut egui::Ui,
    tr: &Tr,
    map: &KeyMap,
    rebinding: &mut Rebinding,
    s: &mut UserSettings,
    room: f32,
) {
    ui.horizontal(|ui| {
        ui.strong(tr!(tr, "settings-controls"));
        if ui.button(tr!(tr, "settings-keys-reset")).clicked() {
            s.keys.clear();
            *rebinding = Rebinding::default();
        }
    });
    let names = tr.key_args(map, false);
    // At least and at most the room: a modal's area offers only last frame's height.
    let height = room - ui.spacing().interact_size.y - ui.spacing().item_spacing.y;
    let keys = egui::ScrollArea::vertical()
        .id_salt("settings keys")
        .min_scrolled_height(height)
        .max_height(height)
        .auto_shrink([false, true]);
    keys.show(ui, |ui| key_rows(ui, tr, rebinding, &names));
}

/// One row per action: its name and its keys (click to change).
fn key_rows(ui: &mut egui::Ui, tr: &Tr, rebinding: &mut Rebinding, names: &[(String, String)]) {
    egui::Grid::new("controls").num_columns(2).show(ui, |ui| {
        for a in Action::ALL {
            ui.label(tr.get(a.text_id(), None));
            let waiting = rebinding.waiting == Some(a);
            let text = if waiting {
                tr!(tr, "settings-press-key")
            } else {
                let keys = names
                    .iter()
                    .find(|(k, _)| k == a.arg_name())
                    .map_or(String::new(), |(_, v)| v.clone());
                if a == Action::Undo {
                    format!("Ctrl+{keys}")
                } else {
                    keys
                }
            };
            ui.vertical(|ui| {
                if ui.selectable_label(waiting, text).clicked() {
                    rebinding.waiting = Some(a);
                    rebinding.refused = None;
                }
                // Why the key pressed was not taken, on the row that waits for one.
                if let (true, Some(e)) = (waiting, rebinding.refused) {
                    ui.colored_label(egui::Color32::from_rgb(255, 140, 120), refused(tr, e));
                }
            });
            ui.end_row();
        }
        ui.label(tr!(tr, "action-answer"));
        ui.label("1–9, 0");
        ui.end_row();
    });
}

fn refused(tr: &Tr, e: BindError) -> String {
    match e {
        BindError::Taken(owner) => tr!(
            tr,
            "settings-key-taken",
            action = tr.get(owner.text_id(), None)
        ),
        BindError::NotBindable => tr!(tr, "settings-key-unbindable"),
    }
}

/// Why the settings file was set aside, once.
fn damaged(ui: &mut egui::Ui, tr: &Tr, problem: Option<&str>) {
    if let Some(p) = problem {
        ui.separator();
        ui.colored_label(
            egui::Color32::from_rgb(230, 160, 60),
            tr!(tr, "settings-damaged"),
        );
        ui.small(p);
    }
}
