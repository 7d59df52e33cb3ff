//! Rebuilding the piece sprites when the engine's pieces change: pieces that leave drift off
//! (ghosts a hound chased fly away), new ones rise in, a completed bank's mist lifts.

use super::{Piece, PieceArt, PieceCount, PieceKey, Shown, pieces, sprite};
use crate::board_view::Z_PIECES;
use crate::board_view::anim::Anim;
use crate::board_view::readable::Readable;
use crate::grid::{CELL_SIZE, cell_centre};
use crate::shared::Screen;
use bevy::prelude::*;
use mists_board::Cell;
use mists_rules::{GhostCause, Ghosts, Hounds, Meeples, RuleEvent, Table};
use std::collections::HashMap;

pub(in crate::board_view) fn sync_pieces(
    mut commands: Commands,
    art: Res<PieceArt>,
    table: Res<Table>,
    mut events: MessageReader<RuleEvent>,
    shown: Query<(Entity, &Sprite, &Transform, &PieceKey), With<Piece>>,
    screen: Res<State<Screen>>,
    mut last: Local<HashMap<PieceKey, u8>>,
    mut drawn: Local<Option<(Ghosts, Meeples, Hounds, usize)>>,
) {
    // Pieces are scoped to the screen: rebuild on a screen change too (game over keeps the board);
    // otherwise only when the pieces or the board changed (the table changes at every rule step).
    let fresh_screen = screen.is_changed();
    let scope = *screen.get();
    let chased = what_happened(&mut commands, &art, events.read(), fresh_screen, scope);
    let stamp = (
        table.ghosts.clone(),
        table.meeples.clone(),
        table.hounds.clone(),
        table.board.placed().len() + table.board.facedown_cells().len(),
    );
    if !fresh_screen && drawn.as_ref() == Some(&stamp) {
        return;
    }
    *drawn = Some(stamp);
    let wanted = pieces(
        &art,
        &table.board,
        &table.ghosts,
        &table.meeples,
        &table.hounds,
    );
    let moving = Moving {
        last: &last,
        fresh_screen,
        scope,
    };
    leave(&mut commands, &shown, &wanted, &chased, &moving);
    let now = arrive(&mut commands, wanted, &moving);
    *last = now;
}

/// What the rebuild needs to know to move pieces: the counts last shown, whether the screen is
/// new (pieces show at once), the screen the sprites belong to.
struct Moving<'a> {
    last: &'a HashMap<PieceKey, u8>,
    fresh_screen: bool,
    scope: Screen,
}

/// What happened decides how pieces move: ghosts a hound chased fly off (their cells are
/// returned), a completed bank's mist lifts off its tiles.
fn what_happened<'a>(
    commands: &mut Commands,
    art: &PieceArt,
    events: impl Iterator<Item = &'a RuleEvent>,
    fresh_screen: bool,
    scope: Screen,
) -> Vec<Cell> {
    let mut chased: Vec<Cell> = Vec::new();
    for e in events {
        match e {
            RuleEvent::GhostsRemoved {
                cell,
                cause: GhostCause::Hound,
                ..
            } => chased.push(*cell),
            RuleEvent::BankCompleted { cells } if !fresh_screen => {
                for c in cells {
                    let at = cell_centre(*c).extend(Z_PIECES - 0.5);
                    let mut s = sprite(&art.puff, CELL_SIZE);
                    s.color = Color::srgba(0.92, 0.95, 1.0, 0.8);
                    commands.spawn((
                        Name::new(format!("mist lifting at {c}")),
                        s,
                        Transform::from_translation(at),
                        Anim::puff(at),
                        DespawnOnExit(scope),
                    ));
                }
            }
            _ => {}
        }
    }
    chased
}

/// Pieces that are gone (or fewer ghosts than before) leave with a drift; the rest are rebuilt.
fn leave(
    commands: &mut Commands,
    shown: &Query<(Entity, &Sprite, &Transform, &PieceKey), With<Piece>>,
    wanted: &[Shown],
    chased: &[Cell],
    moving: &Moving,
) {
    for (e, sprite, tf, key) in shown {
        let still = wanted.iter().find(|w| w.key == *key);
        let shrank = still.is_none_or(|w| moving.last.get(key).is_some_and(|&n| w.count < n));
        commands.entity(e).despawn();
        if shrank && !moving.fresh_screen {
            let anim = match key {
                PieceKey::Ghosts(c) if chased.contains(c) => {
                    // Away from the board's middle, as if driven off.
                    let dir = cell_centre(*c).normalize_or(Vec2::X);
                    Anim::fly_off(tf.translation, dir * 1.4 * CELL_SIZE)
                }
                _ => Anim::leave(tf.translation),
            };
            commands.spawn((
                Name::new("leaving piece"),
                sprite.clone(),
                *tf,
                anim,
                DespawnOnExit(moving.scope),
            ));
        }
    }
}

/// Spawn the wanted pieces; new ones (or more ghosts than before) rise in. Returns the counts
/// now shown.
fn arrive(commands: &mut Commands, wanted: Vec<Shown>, moving: &Moving) -> HashMap<PieceKey, u8> {
    let mut now = HashMap::new();
    for w in wanted {
        let grew = moving.last.get(&w.key).is_none_or(|&n| w.count > n);
        let mut e = commands.spawn((
            Name::new(w.name),
            Piece,
            w.key.clone(),
            PieceCount(w.count),
            Readable(w.sprite.custom_size.unwrap_or(Vec2::ZERO)),
            w.sprite.clone(),
            Transform::from_translation(w.at).with_rotation(Quat::from_rotation_z(w.turn)),
            DespawnOnExit(moving.scope),
        ));
        for (k, off) in w.more.iter().enumerate() {
            e.with_child((
                Name::new(format!("ghost figure {}", k + 2)),
                Readable(w.sprite.custom_size.unwrap_or(Vec2::ZERO)),
                w.sprite.clone(),
                Transform::from_translation(*off),
            ));
        }
        // New pieces (or more ghosts than before) rise in; a fresh screen shows them at once.
        if grew && !moving.fresh_screen {
            e.insert(match w.key {
                // A hound runs in from the top right, where the thresholds are listed.
                PieceKey::Hound(_) => Anim::run_from(w.at, Vec2::new(4.0, 3.0) * CELL_SIZE),
                _ => Anim::appear(w.at),
            });
        }
        now.insert(w.key, w.count);
    }
    now
}
