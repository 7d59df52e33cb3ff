//! The rule switches of RULES §18 as the player sets them: on the New game page and on the
//! Online page (issue 50: the host sets the table where it hosts).

use crate::setup::{CopyGhostCounts, JointScoring, Level6Setup};
use bevy_egui::egui;
use mists_board::Neighbourhood;

/// Every switch, with a button back to the defaults.
pub fn rule_switches(ui: &mut egui::Ui, tr: &crate::i18n::Tr, r: &mut mists_rules::Settings) {
    egui::Grid::new("rules").num_columns(2).show(ui, |ui| {
        ui.label(tr!(tr, "switch-joint-scoring"));
        ui.horizontal(|ui| {
            ui.radio_value(
                &mut r.joint_scoring,
                JointScoring::ColorsMultiply,
                tr!(tr, "switch-colours-multiply"),
            );
            ui.radio_value(
                &mut r.joint_scoring,
                JointScoring::Majority,
                tr!(tr, "switch-majority"),
            );
        });
        ui.end_row();
        ui.label(tr!(tr, "switch-level6-setup"));
        ui.horizontal(|ui| {
            ui.radio_value(
                &mut r.level6_setup,
                Level6Setup::Revised2023,
                tr!(tr, "switch-revised-2023"),
            );
            ui.radio_value(
                &mut r.level6_setup,
                Level6Setup::Original2022,
                tr!(tr, "switch-original-2022"),
            );
        });
        ui.end_row();
        ui.label(tr!(tr, "switch-pacify-unoccupied"));
        ui.checkbox(&mut r.pacify_on_unoccupied, "");
        ui.end_row();
        for (label, v) in [
            (tr!(tr, "switch-hound-vicinity"), &mut r.hound_vicinity),
            (tr!(tr, "switch-haunted-cells"), &mut r.haunted_ghost_cells),
            (tr!(tr, "switch-facedown-cells"), &mut r.facedown_cells),
        ] {
            ui.label(label);
            ui.horizontal(|ui| {
                ui.radio_value(v, Neighbourhood::N8, tr!(tr, "switch-8-around"));
                ui.radio_value(v, Neighbourhood::N4, tr!(tr, "switch-4-sides"));
            });
            ui.end_row();
        }
        ui.label(tr!(tr, "switch-tile58"));
        ui.horizontal(|ui| {
            ui.radio_value(&mut r.tile58_ghosts, 1, "1");
            ui.radio_value(&mut r.tile58_ghosts, 2, "2");
        });
        ui.end_row();
        ui.label(tr!(tr, "switch-symbol-counts"));
        ui.horizontal(|ui| {
            ui.radio_value(
                &mut r.copy_ghost_counts,
                CopyGhostCounts::PerCopy,
                tr!(tr, "switch-per-copy"),
            );
            ui.radio_value(
                &mut r.copy_ghost_counts,
                CopyGhostCounts::Uniform003,
                tr!(tr, "switch-uniform"),
            );
        });
        ui.end_row();
    });
    if ui.button(tr!(tr, "switch-defaults")).clicked() {
        *r = Default::default();
    }
}
