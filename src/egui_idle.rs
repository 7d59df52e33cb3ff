//! Let the window sleep while nothing happens. bevy_egui 0.42 feeds egui a `ModifiersChanged`
//! event every frame; egui answers any input event with an immediate repaint request, which
//! bevy_egui turns into `RequestRedraw`, so a reactive (`desktop_app`) window would never sleep
//! while a panel is visible. Drop that event when the modifiers did not change and nothing else
//! happened in the frame.

use bevy::prelude::*;
use bevy_egui::{EguiInput, EguiPreUpdateSet, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        PreUpdate,
        drop_unchanged_modifiers
            .after(EguiPreUpdateSet::ProcessInput)
            .before(EguiPreUpdateSet::BeginPass),
    );
}

fn drop_unchanged_modifiers(
    mut inputs: Query<&mut EguiInput>,
    mut last: Local<Option<egui::Modifiers>>,
) {
    for mut input in &mut inputs {
        let only_modifiers = input
            .events
            .iter()
            .all(|e| matches!(e, egui::Event::ModifiersChanged(_)));
        input.events.retain(|e| match e {
            egui::Event::ModifiersChanged(m) => {
                let changed = *last != Some(*m);
                *last = Some(*m);
                changed || !only_modifiers
            }
            _ => true,
        });
    }
}
