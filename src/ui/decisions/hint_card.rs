//! The hint's reason in a small card by the hinted cell (issue 47: help where the player looks):
//! while a hint for the drawn tile is shown and its effects are known, the words the decision
//! panel gives (`words::hint_why`) also stand at the cell's lower right. The panel keeps them.

use crate::i18n::Tr;
use crate::play::hint::Hint;
use crate::shared::{Menu, Screen, UiPass};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use mists_rules::{Decision, Pending};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        by_the_cell.in_set(UiPass::Over).run_if(
            in_state(Screen::Playing)
                .and_then(in_state(Menu::None))
                .and_then(resource_exists::<Hint>),
        ),
    );
}

/// The card's colour: the hint's blue, light enough on the popup's grey.
const HINT_BLUE: egui::Color32 = egui::Color32::from_rgb(140, 190, 255);

fn by_the_cell(
    mut contexts: EguiContexts,
    hint: Res<Hint>,
    pending: Res<Pending>,
    camera: Query<(&Transform, &Projection), With<crate::input::BoardCamera>>,
    window: Query<&Window, With<bevy::window::PrimaryWindow>>,
    tr: Res<Tr>,
) -> Result {
    let Some(p) = &pending.0 else {
        return Ok(());
    };
    let (Some(Decision::PlaceTile { cell, .. }), Some((hinted, effects))) =
        (hint.answer_to(p), &hint.effects)
    else {
        return Ok(());
    };
    if !matches!(hinted, Decision::PlaceTile { cell: c, .. } if *c == cell) {
        return Ok(());
    }
    let (Ok((tf, Projection::Orthographic(o))), Ok(window)) = (camera.single(), window.single())
    else {
        return Ok(());
    };
    let corner = crate::grid::cell_centre(cell) + Vec2::new(0.5, -0.5) * crate::grid::CELL_SIZE;
    let px =
        crate::camera::world_to_screen(tf.translation.truncate(), o.scale, window.size(), corner);
    let ctx = contexts.ctx_mut()?;
    let at = egui::pos2(px.x, px.y) / ctx.zoom_factor();
    let words = super::words::hint_why(&tr, effects);
    egui::Area::new(egui::Id::new("hint by its cell"))
        .order(egui::Order::Tooltip)
        .fixed_pos(at)
        .interactable(false)
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                ui.set_max_width(260.0);
                ui.colored_label(HINT_BLUE, words);
            });
        });
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use crate::play::hint::Effects;
    use bevy::state::app::StatesPlugin;
    use mists_board::{Cell, Rotation};

    /// The card's text rectangles for a hint placing at `cell`, its effects known.
    fn cards(hinted: Cell) -> (String, Vec<[f32; 4]>) {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, StatesPlugin, bevy::input::InputPlugin));
        crate::testing::headless::add_egui(&mut app);
        app.init_state::<Screen>();
        app.init_state::<Menu>();
        let tr = Tr::load(
            std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/assets")),
            Lang::En,
        )
        .unwrap();
        let e = Effects {
            banks: 1,
            pacified: 2,
            arrive: 1,
            supply: 5,
            neediest: 3,
        };
        let words = super::super::words::hint_why(&tr, &e);
        app.insert_resource(tr);
        let d = Decision::PlaceTile {
            cell: hinted,
            rot: Rotation(0),
        };
        let pending = mists_rules::PendingDecision {
            kind: mists_rules::DecisionKind::PlaceTile {
                tile: mists_board::TileId(0),
            },
            options: vec![d],
        };
        app.insert_resource(Pending(Some(pending.clone())));
        app.insert_resource(Hint {
            for_pending: Some(pending),
            decision: Some(d),
            effects: Some((d, e)),
            ..Default::default()
        });
        app.add_plugins(plugin);
        app.world_mut().spawn((Camera2d, crate::input::BoardCamera));
        crate::testing::one_thread(&mut app);
        app.world_mut()
            .resource_mut::<NextState<Screen>>()
            .set(Screen::Playing);
        for _ in 0..3 {
            app.update();
        }
        let v = crate::script_view::dump(app.world_mut());
        let rects = v
            .texts
            .into_iter()
            .filter(|t| t.text == words)
            .map(|t| t.rect)
            .collect();
        (words, rects)
    }

    #[test]
    fn the_hints_reason_stands_by_its_cell() {
        let cell = Cell::new(2, -1);
        let (words, on) = cards(cell);
        assert_eq!(on.len(), 1, "{words:?}: {on:?}");
        let corner = crate::grid::cell_centre(cell) + Vec2::new(0.5, -0.5) * crate::grid::CELL_SIZE;
        let at = crate::camera::world_to_screen(Vec2::ZERO, 1.0, Vec2::new(1280.0, 800.0), corner);
        let r = on[0];
        assert!(
            (r[0] - at.x).abs() < 30.0 && (r[1] - at.y).abs() < 30.0,
            "{r:?} vs {at}"
        );
    }
}
