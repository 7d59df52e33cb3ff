//! Deciding on the board: the cells and meeple spots a pending decision is about are marked, and
//! a click on one (or `N` for no meeple) answers with its option.

use super::ChosenSpot;
use crate::grid::{CELL_SIZE, cell_at, cell_centre};
use crate::input::BoardClick;
use crate::play::answer::{Answerer, Teammate, WhoAnswers};
use crate::play::answer_odds::Answering;
use crate::play::hint::Hint;
use crate::shared::Screen;
use bevy::prelude::*;
use mists_board::Cell;
use mists_rules::{Decision, DecisionKind, Meeples, Pending, PendingDecision, Table};

/// The meeple options whose spot is nearest to `world` on the new tile `cell` (within a fifth of
/// a cell), all colours of that spot.
pub fn meeple_options_at(
    options: &[Decision],
    board: &mists_board::Board,
    cell: Cell,
    world: Vec2,
) -> Vec<Decision> {
    let spot = options
        .iter()
        .filter_map(|d| match d {
            Decision::PlaceMeeple { area, .. } => Some(*area),
            _ => None,
        })
        .map(|a| {
            (
                a,
                (cell_centre(cell) + crate::board_view::pieces::area_anchor(board, cell, a))
                    .distance(world),
            )
        })
        .filter(|(_, dist)| *dist < 0.2 * CELL_SIZE)
        .min_by(|a, b| a.1.total_cmp(&b.1))
        .map(|(a, _)| a);
    options
        .iter()
        .filter(|d| matches!(d, Decision::PlaceMeeple { area, .. } if Some(*area) == spot))
        .copied()
        .collect()
}

/// Issue 64: the meeple a ring click places at once where its colour does not matter now, so a
/// player holding several colours (solo: four) is not asked for one at every meeple. The
/// colour matters at once only where each colour scores apart (Level 6, RULES §15.2): there,
/// and with Shift held, `None` (the chooser opens). Elsewhere the colour placed last if it
/// still has a meeple, else the one with the most meeples left (the first in the rules'
/// order on a tie). A colour's later worth — a joint scoring counts each colour on a feature
/// (RULES §12.3, mode A) — is the player's to seek: Shift-click or the answers' list.
pub fn quick_colour(
    spot: &[Decision],
    table: &Table,
    last: Option<mists_rules::Colour>,
    shift: bool,
) -> Option<Decision> {
    if shift || table.cfg().individual_scoring {
        return None;
    }
    let colour = |d: &Decision| match d {
        Decision::PlaceMeeple { colour, .. } => Some(*colour),
        _ => None,
    };
    spot.iter()
        .find(|d| last.is_some() && colour(d) == last)
        .or_else(|| {
            spot.iter()
                .filter_map(|d| colour(d).map(|c| (d, table.meeples.supply_count(c))))
                .rev()
                .max_by_key(|(_, left)| *left)
                .map(|(d, _)| d)
        })
        .copied()
}

/// Remember the colour of each meeple the rules placed, for the player holding that colour (a
/// request a lesson held back, or one refused, places nothing and is not remembered).
pub(super) fn remember_colour(
    mut events: MessageReader<mists_rules::RuleEvent>,
    table: Option<Res<Table>>,
    mut last: ResMut<super::LastColour>,
) {
    let Some(table) = table else {
        events.clear();
        return;
    };
    for e in events.read() {
        if let mists_rules::RuleEvent::MeeplePlaced { meeple, .. } = e {
            let colour = table.meeples.get(*meeple).colour;
            let seat = table
                .players
                .colours
                .iter()
                .position(|cs| cs.contains(&colour));
            if let Some(seat) = seat {
                last.0.insert(seat, colour);
            }
        }
    }
}

/// The option a click on `cell` picks: the one about that cell, with the most ghosts if several.
pub fn option_for_click(options: &[Decision], cell: Cell, meeples: &Meeples) -> Option<Decision> {
    options
        .iter()
        .filter(|d| d.points_at(meeples) == Some(cell))
        .max_by_key(|d| match d {
            Decision::Pacify { count, .. } | Decision::HoundClear { count, .. } => *count,
            _ => 0,
        })
        .copied()
}

/// What a click on the board opens or picks by: the spot and tile choosers, the colour placed
/// last and Shift.
#[derive(bevy::ecs::system::SystemParam)]
pub(super) struct Choosing<'w> {
    spot: ResMut<'w, ChosenSpot>,
    tile: ResMut<'w, super::ChosenTile>,
    last: Res<'w, super::LastColour>,
    keys: Res<'w, ButtonInput<KeyCode>>,
}

/// Clicking a highlighted cell answers with that cell's option.
pub(super) fn click_cell(
    mut clicks: MessageReader<BoardClick>,
    pending: Res<Pending>,
    table: Res<Table>,
    choosing: Choosing,
    mut answering: Answering,
) {
    let Choosing {
        spot: mut chosen,
        tile: mut chosen_tile,
        last,
        keys,
    } = choosing;
    let (board, meeples) = (&table.board, &table.meeples);
    for click in clicks.read() {
        let Some(p) = pending.0.as_ref() else {
            continue;
        };
        if click.button != MouseButton::Left || matches!(p.kind, DecisionKind::PlaceTile { .. }) {
            continue;
        }
        // A meeple: the ring clicked on the new tile; one colour places it, and so does a
        // colour that does not matter now; else the picker opens.
        if let DecisionKind::PlaceMeeple { cell } = p.kind {
            let options = table.distinct_options(p);
            let spot = meeple_options_at(&options, board, cell, click.world);
            let shift = keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
            match spot.as_slice() {
                [] => {}
                [one] => {
                    answering.answer(*one);
                }
                [Decision::PlaceMeeple { area, .. }, ..] => {
                    let mine = last.0.get(&table.players.current).copied();
                    match quick_colour(&spot, &table, mine, shift) {
                        Some(d) => {
                            answering.answer(d);
                        }
                        None => chosen.0 = Some(*area),
                    }
                }
                _ => {}
            }
            continue;
        }
        // A tile with one answer takes it; one with several (remove 1 / remove 2) opens its
        // chooser beside it.
        let cell = cell_at(click.world);
        let here = p
            .options
            .iter()
            .filter(|d| d.points_at(meeples) == Some(cell))
            .count();
        if here > 1 {
            chosen_tile.0 = Some(cell);
        } else if let Some(d) = option_for_click(&p.options, cell, meeples) {
            answering.answer(d);
        }
    }
}

/// `N`: no meeple this turn (when that is an option).
pub(super) fn no_meeple_key(
    keys: Res<ButtonInput<KeyCode>>,
    map: Option<Res<crate::keymap::KeyMap>>,
    pending: Res<Pending>,
    mut answering: Answering,
) {
    if crate::keymap::pressed(map.as_deref(), &keys, crate::keymap::Action::NoMeeple)
        && pending
            .0
            .as_ref()
            .is_some_and(|p| p.options.contains(&Decision::SkipMeeple))
    {
        answering.answer(Decision::SkipMeeple);
    }
}

/// Marks on the cells the pending decision is about.
#[derive(Component)]
pub(super) struct Target;

pub(super) fn show_targets(
    mut commands: Commands,
    pending: Res<Pending>,
    table: Res<Table>,
    who: WhoAnswers,
    mate: Res<Teammate>,
    hint: Res<Hint>,
    shown: Query<Entity, With<Target>>,
    art: Option<Res<crate::board_view::pieces::PieceArt>>,
    mut marks: ResMut<super::marks::Marks>,
) {
    if !pending.is_changed() && !mate.is_changed() && !hint.is_changed() {
        return;
    }
    super::marks::refresh(&mut marks, &pending, &table, &hint);
    let rings = art.map(|a| a.ring.clone()).unwrap_or_default();
    let (board, meeples) = (&table.board, &table.meeples);
    for e in &shown {
        commands.entity(e).despawn();
    }
    let Some(p) = pending.0.as_ref() else { return };
    spawn_hint(&mut commands, p, &hint, board, meeples);
    if who.get() != Some(Answerer::Players) {
        return;
    }
    spawn_rings(&mut commands, p, &table, &rings);
    spawn_cells(&mut commands, p, meeples);
}

/// The hint's cell, in blue.
fn spawn_hint(
    commands: &mut Commands,
    p: &PendingDecision,
    hint: &Hint,
    board: &mists_board::Board,
    meeples: &Meeples,
) {
    if let (Some(for_p), Some(d)) = (&hint.for_pending, hint.decision)
        && for_p == p
    {
        let cell = match d {
            Decision::PlaceTile { cell, .. } => Some(cell),
            Decision::PlaceMeeple { .. } | Decision::SkipMeeple => {
                board.placed().last().map(|t| t.cell)
            }
            other => other.points_at(meeples),
        };
        if let Some(c) = cell {
            commands.spawn((
                Name::new("hint"),
                Target,
                Sprite {
                    color: super::HINT_CELL,
                    custom_size: Some(Vec2::splat(CELL_SIZE)),
                    ..default()
                },
                Transform::from_translation(
                    cell_centre(c).extend(crate::board_view::Z_HIGHLIGHT + 0.1),
                ),
                DespawnOnExit(Screen::Playing),
            ));
        }
    }
}

/// Rings on the new tile's free meeple spots (one per distinct option's spot).
fn spawn_rings(commands: &mut Commands, p: &PendingDecision, table: &Table, rings: &Handle<Image>) {
    let board = &table.board;
    if let DecisionKind::PlaceMeeple { cell } = p.kind {
        let mut areas: Vec<mists_board::AreaIdx> = table
            .distinct_options(p)
            .iter()
            .filter_map(|d| match d {
                Decision::PlaceMeeple { area, .. } => Some(*area),
                _ => None,
            })
            .collect();
        areas.dedup();
        for a in areas {
            let at = cell_centre(cell) + crate::board_view::pieces::area_anchor(board, cell, a);
            commands.spawn((
                Name::new(format!("meeple spot {}", a.0)),
                Target,
                Sprite {
                    image: rings.clone(),
                    custom_size: Some(Vec2::splat(0.26 * CELL_SIZE)),
                    ..default()
                },
                Transform::from_translation(at.extend(crate::board_view::Z_PREVIEW + 0.5)),
                DespawnOnExit(Screen::Playing),
            ));
        }
    }
}

/// Marks on the cells the options point at.
fn spawn_cells(commands: &mut Commands, p: &PendingDecision, meeples: &Meeples) {
    let mut cells: Vec<Cell> = p
        .options
        .iter()
        .filter_map(|d| d.points_at(meeples))
        .collect();
    cells.sort();
    cells.dedup();
    for c in cells {
        commands.spawn((
            Name::new(format!("decision target {c}")),
            Target,
            Sprite {
                color: Color::srgba(1.0, 0.85, 0.2, 0.35),
                custom_size: Some(Vec2::splat(CELL_SIZE * 0.92)),
                ..default()
            },
            Transform::from_translation(cell_centre(c).extend(crate::board_view::Z_HIGHLIGHT)),
            DespawnOnExit(Screen::Playing),
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_click_on_a_meeple_ring_offers_that_spots_colours_only() {
        let tiles = crate::testing::tiles();
        let mut b = mists_board::Board::with_start(tiles.clone());
        // A tile with two meeple spots (a road and a city, or two roads).
        let ty = (0..tiles.types.len() as u16)
            .map(mists_board::TypeIdx)
            .find(|t| {
                tiles
                    .def(*t)
                    .areas
                    .iter()
                    .filter(|a| a.kind.is_meeple_spot())
                    .count()
                    >= 2
            })
            .unwrap();
        let cell = Cell::new(10, 10);
        b.place_unchecked(cell, ty, None, mists_board::Rotation(0));
        let spots: Vec<_> = b.meeple_spots(cell).into_iter().map(|(a, _)| a).collect();
        let mut options = vec![Decision::SkipMeeple];
        for &a in &spots {
            for colour in [mists_rules::Colour::Red, mists_rules::Colour::Blue] {
                options.push(Decision::PlaceMeeple { area: a, colour });
            }
        }
        let at = cell_centre(cell) + crate::board_view::pieces::area_anchor(&b, cell, spots[1]);
        let got = meeple_options_at(&options, &b, cell, at + Vec2::new(3.0, -2.0));
        assert_eq!(got.len(), 2);
        assert!(
            got.iter()
                .all(|d| matches!(d, Decision::PlaceMeeple { area, .. } if *area == spots[1]))
        );
        assert!(meeple_options_at(&options, &b, cell, cell_centre(Cell::new(0, 0))).is_empty());
    }

    #[test]
    fn clicking_a_highlighted_cell_picks_its_option_with_the_most_ghosts() {
        let meeples = Meeples::default();
        let c = Cell::new(2, 3);
        let options = [
            Decision::Score,
            Decision::Pacify {
                cell: Some(c),
                count: 1,
            },
            Decision::Pacify {
                cell: Some(c),
                count: 2,
            },
            Decision::Pacify {
                cell: Some(Cell::new(0, 0)),
                count: 3,
            },
        ];
        assert_eq!(
            option_for_click(&options, c, &meeples),
            Some(Decision::Pacify {
                cell: Some(c),
                count: 2
            })
        );
        assert_eq!(option_for_click(&options, Cell::new(9, 9), &meeples), None);
    }
}
