//! Where each answer of the pending question was drawn this frame, and whether all of it could be
//! seen (issue 47: the decision area never hides an answer). Both games' panels add their answer
//! buttons through [`option_button`]; `--dump-view` lists them as `options`, and the layout tests
//! fail on one clipped or scrolled away.

use crate::shared::UiPass;
use bevy::prelude::*;
use bevy_egui::{EguiPrimaryContextPass, egui};

pub fn plugin(app: &mut App) {
    app.init_resource::<ShownOptions>();
    app.add_systems(EguiPrimaryContextPass, forget.in_set(UiPass::Style));
}

/// One answer's button as drawn.
#[derive(serde::Serialize, Debug, Clone, PartialEq)]
pub struct OptionShown {
    pub label: String,
    /// Left, top, right, bottom in logical pixels.
    pub rect: [f32; 4],
    /// The whole button inside its panel's visible part and the window.
    pub visible: bool,
    /// Issue 62: the answer loses the game at once (the engine's look).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub loses: bool,
    /// Issue 62: the danger it leaves, once estimated: games lost to the ghosts, to the pile,
    /// and played on.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub danger: Option<[u32; 3]>,
}

/// The answers drawn in the last egui pass, in the order shown.
#[derive(Resource, Debug, Default, Clone)]
pub struct ShownOptions(pub Vec<OptionShown>);

/// A new pass draws the answers afresh.
fn forget(mut shown: ResMut<ShownOptions>) {
    if !shown.0.is_empty() {
        shown.0.clear();
    }
}

/// Add `button` (an answer called `label`) to `ui`, noting where it landed.
pub fn option_button(
    ui: &mut egui::Ui,
    shown: &mut ShownOptions,
    button: egui::Button,
    label: &str,
) -> egui::Response {
    let response = ui.add(button);
    let r = response.rect;
    let seen = ui.clip_rect().intersect(ui.ctx().content_rect());
    shown.0.push(OptionShown {
        label: label.to_owned(),
        rect: [r.left(), r.top(), r.right(), r.bottom()],
        visible: seen.expand(0.5).contains_rect(r),
        loses: false,
        danger: None,
    });
    response
}

impl ShownOptions {
    /// What the answer drawn last does (issue 62), for `--dump-view`.
    pub fn consequence(&mut self, loses: bool, danger: Option<[u32; 3]>) {
        if let Some(o) = self.0.last_mut() {
            o.loses = loses;
            o.danger = danger;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Draw `n` buttons in a 200-point-high scrolling area and note them.
    fn drawn(n: usize) -> Vec<OptionShown> {
        let ctx = crate::testing::headless::egui_context();
        let mut shown = ShownOptions::default();
        let input = egui::RawInput {
            screen_rect: Some(egui::Rect::from_min_size(
                egui::Pos2::ZERO,
                egui::vec2(400.0, 300.0),
            )),
            ..Default::default()
        };
        let mut out = ctx.run_ui(input, |ui| {
            egui::ScrollArea::vertical()
                .max_height(200.0)
                .show(ui, |ui| {
                    for i in 0..n {
                        let label = format!("answer {i}");
                        option_button(ui, &mut shown, egui::Button::new(&label), &label);
                    }
                });
        });
        out.textures_delta.clear();
        shown.0
    }

    #[test]
    fn answers_inside_the_panel_are_visible_and_those_scrolled_away_are_not() {
        let few = drawn(3);
        assert_eq!(few.len(), 3);
        assert!(few.iter().all(|o| o.visible), "{few:?}");
        let many = drawn(30);
        assert_eq!(many.len(), 30);
        assert!(many[0].visible);
        assert!(!many[29].visible, "{:?}", many[29]);
        assert_eq!(many[29].label, "answer 29");
    }
}
