//! Names on hover: pointing at a hound on the board shows its name (Rufus or Ronja) beside the
//! pointer, in the players' language.

use crate::board_view::pieces::PieceKey;
use crate::input::Pointer;
use crate::shared::{Screen, UiPass};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        hound_name
            .in_set(UiPass::Over)
            .run_if(in_state(Screen::Playing).or_else(in_state(Screen::GameOver))),
    );
}

/// The hound under the pointer (world units), if any: the nearest within a fifth of a cell.
pub fn hound_at(world: Vec2, hounds: impl Iterator<Item = (usize, Vec2)>) -> Option<usize> {
    hounds
        .map(|(h, at)| (h, at.distance(world)))
        .filter(|(_, d)| *d < 0.2 * crate::grid::CELL_SIZE)
        .min_by(|a, b| a.1.total_cmp(&b.1))
        .map(|(h, _)| h)
}

fn hound_name(
    mut contexts: EguiContexts,
    pointer: Res<Pointer>,
    pieces: Query<(&PieceKey, &Transform)>,
    tr: Res<crate::i18n::Tr>,
) -> Result {
    let (Some(world), Some(screen), false) = (pointer.world, pointer.screen, pointer.over_ui)
    else {
        return Ok(());
    };
    let hounds = pieces.iter().filter_map(|(k, tf)| match k {
        PieceKey::Hound(h) => Some((*h, tf.translation.truncate())),
        _ => None,
    });
    let Some(h) = hound_at(world, hounds) else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let zoom = ctx.zoom_factor();
    egui::Area::new(egui::Id::new("hound name"))
        .fixed_pos(egui::pos2(screen.x / zoom + 16.0, screen.y / zoom + 12.0))
        .order(egui::Order::Tooltip)
        .interactable(false)
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                ui.label(crate::i18n::hound(&tr, h));
            });
        });
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_nearest_hound_within_reach_is_named() {
        let hounds = [(0, Vec2::new(0.0, 0.0)), (1, Vec2::new(30.0, 0.0))];
        assert_eq!(hound_at(Vec2::new(4.0, 2.0), hounds.into_iter()), Some(0));
        assert_eq!(hound_at(Vec2::new(27.0, 1.0), hounds.into_iter()), Some(1));
        assert_eq!(hound_at(Vec2::new(200.0, 0.0), hounds.into_iter()), None);
    }
}
