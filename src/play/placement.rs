//! Placing the drawn tile with the mouse: the hovered cell, the rotation shown there (only
//! rotations that fit, RULES §8.2), and the click that submits it. Illegal spots never accept.

use super::driver::{Drawn, Driver};
use super::hint::Hint;
use crate::grid::cell_at;
use crate::input::{BoardClick, KeyPlacement, Pointer, RotateDrawn};
use crate::shared::AppSystems;
use crate::shared::Screen;
use bevy::prelude::*;
use mists_board::{Cell, PlacementError, Rotation, RotationSet};
use mists_rules::{Decision, Pending};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PlacementCursor>();
    app.init_resource::<Refusal>();
    app.init_resource::<ConfirmPlacement>();
    app.add_systems(OnEnter(Screen::Playing), reset_cursor);
    app.add_systems(
        Update,
        (forget_held, hover, keyboard, rotate, place)
            .chain()
            .in_set(PlacementSystems)
            .in_set(AppSystems::Update)
            .in_set(crate::shared::PausableSystems)
            .run_if(
                in_state(Screen::Playing)
                    .and_then(resource_exists::<Driver>)
                    .and_then(super::answer::players_answer),
            ),
    );
}

#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct PlacementSystems;

/// What the player is pointing at and how the drawn tile is turned.
#[derive(Resource, Default, Debug, Clone, PartialEq, Eq)]
pub struct PlacementCursor {
    pub hovered: Option<Cell>,
    pub rot: Rotation,
    /// The drawn tile this cursor state belongs to.
    pub tile: Option<Drawn>,
}

/// With the "confirm placement" setting (`UserSettings::confirm_placement`, off by default) a
/// click on a cell where the tile fits only holds it there; a second click on that cell lays it
/// (issue 47). A placement that loses the game at once is always held first unless
/// `confirm_losing` is off (issue 62). The cell and turn held by the first click.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct ConfirmPlacement {
    pub held: Option<(Cell, Rotation)>,
}

/// A new question (the next tile, an undo) lets go of a held tile: Enter never lays a tile
/// where an earlier one was held.
fn forget_held(pending: Res<Pending>, mut confirm: ResMut<ConfirmPlacement>) {
    if pending.is_changed() && confirm.held.is_some() {
        confirm.held = None;
    }
}

/// Why the last click or turn on the board did nothing, shown in words until the pointer moves to
/// another cell or the tile changes.
#[derive(Resource, Default, Debug, Clone, PartialEq, Eq)]
pub struct Refusal(pub Option<(Cell, Why)>);

/// A refusal's reason.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Why {
    /// The board's rule broken at that cell in the rotation shown (RULES §8.2); `turns` says
    /// whether another rotation fits there.
    Board { error: PlacementError, turns: bool },
    /// The tile fits here turned one way only: turning it does nothing.
    OneWayOnly,
}

/// Why a click at `cell` with the tile turned `rot` placed nothing (None: it was placed).
pub fn refusal_at(driver: &Driver, cell: Cell, rot: Rotation) -> Option<Why> {
    let error = driver.why_not(cell, rot)?;
    let turns = !driver.rotations_at(cell).is_empty();
    Some(Why::Board { error, turns })
}

/// The rotation to show at a cell: keep the current one if it fits, else the next one that does.
pub fn fit_rotation(fits: RotationSet, current: Rotation) -> Option<Rotation> {
    if fits.contains(current) {
        Some(current)
    } else {
        fits.next_after(current)
    }
}

/// Rotate on request: through the fitting rotations at a legal cell, all four elsewhere.
pub fn next_rotation(fits: RotationSet, current: Rotation) -> Rotation {
    fits.next_after(current).unwrap_or(current.next())
}

/// Whether a placement waits for a second click or Enter: every one with "confirm placement",
/// one that loses the game at once with "ask again before a losing placement" (on by default).
fn must_confirm(
    settings: Option<&crate::settings::UserSettings>,
    driver: &Driver,
    cell: Cell,
    rot: Rotation,
) -> bool {
    let (every, losing) =
        settings.map_or((false, true), |s| (s.confirm_placement, s.confirm_losing));
    every || (losing && driver.need(cell, rot).is_some_and(|n| n.loses))
}

/// What a click at `cell` places: the shown rotation, only if it fits there.
pub fn accepted_placement(
    fits: RotationSet,
    cell: Cell,
    rot: Rotation,
) -> Option<(Cell, Rotation)> {
    fits.contains(rot).then_some((cell, rot))
}

fn reset_cursor(mut cursor: ResMut<PlacementCursor>, mut refusal: ResMut<Refusal>) {
    *cursor = PlacementCursor::default();
    refusal.0 = None;
}

/// The hint's rotation where it suggests laying the tile at `cell` (the preview then shows it).
fn hinted_rotation(hint: &Hint, pending: &Pending, cell: Cell) -> Option<Rotation> {
    match hint.decision {
        Some(Decision::PlaceTile { cell: c, rot })
            if c == cell && hint.for_pending.is_some() && hint.for_pending == pending.0 =>
        {
            Some(rot)
        }
        _ => None,
    }
}

fn hover(
    pointer: Res<Pointer>,
    driver: Res<Driver>,
    hint: Res<Hint>,
    pending: Res<Pending>,
    mut cursor: ResMut<PlacementCursor>,
    mut refusal: ResMut<Refusal>,
    mut pointed: Local<Option<Cell>>,
) {
    let hovered = if pointer.over_ui {
        None
    } else {
        pointer.world.map(cell_at)
    };
    let tile = driver.current();
    // Only a pointer moving to another cell (or a new tile) moves the cursor, so a cell chosen
    // with the keys stays chosen while the mouse rests.
    if hovered == *pointed && tile == cursor.tile {
        return;
    }
    *pointed = hovered;
    if refusal.0.as_ref().is_some_and(|(c, _)| Some(*c) != hovered) || tile != cursor.tile {
        refusal.0 = None;
    }
    cursor.hovered = hovered;
    cursor.tile = tile;
    if let Some(cell) = hovered
        && let Some(rot) = hinted_rotation(&hint, &pending, cell)
            .or_else(|| fit_rotation(driver.rotations_at(cell), cursor.rot))
    {
        cursor.rot = rot;
    }
}

/// The hint's placement while it answers the pending question.
fn hinted_placement(hint: &Hint, pending: &Pending) -> Option<(Cell, Rotation)> {
    match hint.decision {
        Some(Decision::PlaceTile { cell, rot })
            if hint.for_pending.is_some() && hint.for_pending == pending.0 =>
        {
            Some((cell, rot))
        }
        _ => None,
    }
}

/// The question asked and the hint's answer to it.
#[derive(bevy::ecs::system::SystemParam)]
struct Asked<'w> {
    hint: Res<'w, Hint>,
    pending: Res<'w, Pending>,
}

/// ←/→ step through the cells where the tile fits (in the engine's order), Space places there;
/// while a hint for this tile is shown, Space lays it where the hint says (issue 47). Enter lays
/// a tile held by a first click.
fn keyboard(
    mut keys: MessageReader<KeyPlacement>,
    mut driver: ResMut<Driver>,
    mut cursor: ResMut<PlacementCursor>,
    mut refusal: ResMut<Refusal>,
    mut confirm: ResMut<ConfirmPlacement>,
    asked: Asked,
    settings: Option<Res<crate::settings::UserSettings>>,
) {
    let (hint, pending) = (&asked.hint, &asked.pending);
    for k in keys.read() {
        if *k == KeyPlacement::Confirm {
            if let Some((cell, rot)) = confirm.held.take()
                && let Err(e) = driver.submit(cell, rot)
            {
                warn!("placement refused: {e}");
            }
            continue;
        }
        let legal = driver.legal();
        if legal.is_empty() {
            continue;
        }
        let at = cursor
            .hovered
            .and_then(|c| legal.iter().position(|(l, _)| *l == c));
        let n = legal.len();
        let pick = match (k, at) {
            (KeyPlacement::NextCell, Some(i)) => (i + 1) % n,
            (KeyPlacement::PreviousCell, Some(i)) => (i + n - 1) % n,
            (KeyPlacement::NextCell, None) => 0,
            (KeyPlacement::PreviousCell, None) => n - 1,
            (KeyPlacement::Confirm, _) => continue,
            (KeyPlacement::Place, _) => {
                let hinted = hinted_placement(hint, pending);
                let Some((cell, rot)) = hinted.or(cursor.hovered.map(|c| (c, cursor.rot))) else {
                    continue;
                };
                match accepted_placement(driver.rotations_at(cell), cell, rot) {
                    // A losing placement is held: Space again (or Enter) lays it.
                    Some(held)
                        if confirm.held != Some(held)
                            && driver.need(cell, rot).is_some_and(|n| n.loses)
                            && must_confirm(settings.as_deref(), &driver, cell, rot) =>
                    {
                        confirm.held = Some(held);
                    }
                    Some((cell, rot)) => {
                        confirm.held = None;
                        if let Err(e) = driver.submit(cell, rot) {
                            warn!("placement refused: {e}");
                        }
                    }
                    None => {
                        refusal.0 = refusal_at(&driver, cell, rot).map(|why| (cell, why));
                    }
                }
                continue;
            }
        };
        let (cell, fits) = legal[pick];
        cursor.hovered = Some(cell);
        if let Some(rot) = fit_rotation(fits, cursor.rot) {
            cursor.rot = rot;
        }
    }
}

fn rotate(
    mut keys: MessageReader<RotateDrawn>,
    mut clicks: MessageReader<BoardClick>,
    driver: Res<Driver>,
    mut cursor: ResMut<PlacementCursor>,
    mut refusal: ResMut<Refusal>,
) {
    let turns = keys.read().count()
        + clicks
            .read()
            .filter(|c| c.button == MouseButton::Right)
            .count();
    let fits = cursor
        .hovered
        .map(|c| driver.rotations_at(c))
        .unwrap_or_default();
    for _ in 0..turns {
        cursor.rot = next_rotation(fits, cursor.rot);
    }
    // One fitting rotation: the turn does nothing, and says so.
    if turns > 0
        && fits.iter().count() == 1
        && let Some(cell) = cursor.hovered
    {
        refusal.0 = Some((cell, Why::OneWayOnly));
    }
}

fn place(
    mut clicks: MessageReader<BoardClick>,
    mut driver: ResMut<Driver>,
    cursor: Res<PlacementCursor>,
    mut refusal: ResMut<Refusal>,
    mut confirm: ResMut<ConfirmPlacement>,
    settings: Option<Res<crate::settings::UserSettings>>,
) {
    for click in clicks.read() {
        if click.button != MouseButton::Left || driver.current().is_none() {
            continue;
        }
        let cell = cell_at(click.world);
        let Some((cell, rot)) = accepted_placement(driver.rotations_at(cell), cell, cursor.rot)
        else {
            refusal.0 = refusal_at(&driver, cell, cursor.rot).map(|why| (cell, why));
            continue;
        };
        refusal.0 = None;
        // With the setting on (or where the tile loses at once), the first click holds the tile
        // there; the same click again lays it.
        if must_confirm(settings.as_deref(), &driver, cell, rot)
            && confirm.held != Some((cell, rot))
        {
            confirm.held = Some((cell, rot));
            continue;
        }
        confirm.held = None;
        if let Err(e) = driver.submit(cell, rot) {
            warn!("placement refused: {e}");
        }
    }
}

#[cfg(test)]
#[path = "placement_tests.rs"]
mod tests;
