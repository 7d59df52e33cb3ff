//! Undo within a turn (Ctrl+Z or the panel's button): the players' last decision is undone,
//! with whatever the teammate answered after it, until something random was revealed (the next
//! tile's draw, a facedown draw: `Flow::undoable`). The game is replayed from its record without
//! those decisions, so bots, saves and records never see them.

use crate::play::answer::{Answerer, Teammate, answerer, bot_seat, players_answer};
use crate::setup::GameSetup;
use crate::shared::AppSystems;
use crate::shared::Screen;
use bevy::prelude::*;
use mists_rules::record::Record;
use mists_rules::{Flow, Table};

pub(super) fn plugin(app: &mut App) {
    app.add_message::<UndoRequest>();
    app.add_systems(
        Update,
        (
            undo_key.run_if(players_answer),
            apply_undo.run_if(on_message::<UndoRequest>),
        )
            .chain()
            .in_set(AppSystems::Update)
            .in_set(crate::shared::PausableSystems)
            .run_if(in_state(Screen::Playing).and_then(resource_exists::<Table>))
            // A lesson moves only forward (its steps follow the decisions).
            .run_if(not(resource_exists::<crate::tutorial::Tutorial>))
            // Online, the host's table is the record: nothing is undone.
            .run_if(not(resource_exists::<crate::play::answer::Elsewhere>)),
    );
}

/// Undo the players' last decision of this turn.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct UndoRequest;

fn undo_key(
    keys: Res<ButtonInput<KeyCode>>,
    map: Option<Res<crate::keymap::KeyMap>>,
    mut undo: MessageWriter<UndoRequest>,
) {
    let ctrl = keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight]);
    if ctrl && crate::keymap::pressed(map.as_deref(), &keys, crate::keymap::Action::Undo) {
        undo.write(UndoRequest);
    }
}

/// Whether the players have a decision of this turn to undo.
pub fn can_undo(flow: &Flow, setup: &GameSetup, table: &Table) -> bool {
    flow.undoable() > 0 && !bot_seat(setup, table) && flow.over.is_none()
}

fn apply_undo(world: &mut World) {
    world.resource_mut::<Messages<UndoRequest>>().clear();
    let (table, flow, setup) = (
        world.resource::<Table>(),
        world.resource::<Flow>(),
        world.resource::<GameSetup>(),
    );
    if !can_undo(flow, setup, table) {
        return;
    }
    let teammate = world.resource::<Teammate>().auto;
    let players = crate::play::record::dealt_players(setup, table);
    let record = crate::play::record::record_of(table, flow, players);
    let floor = flow.drawn_at as usize;
    let last = flow.applied as usize;
    // The latest decision since the draw that the players (not the teammate) answered.
    let mut target = None;
    for k in (floor..last).rev() {
        match replay_to(&record, k) {
            Ok(sim) => {
                let players_asked = sim
                    .pending()
                    .is_some_and(|p| answerer(&p.kind, false, teammate) == Answerer::Players);
                if players_asked {
                    target = Some(sim);
                    break;
                }
            }
            Err(e) => {
                error!("undo: {e}");
                return;
            }
        }
    }
    let Some(sim) = target else {
        return;
    };
    info!("undo: back to decision {}", sim.flow.applied);
    mists_rules::resume_game(world, sim);
    world.resource_mut::<Teammate>().forget_answers();
}

/// The game after the first `k` decisions of `record`.
pub fn replay_to(
    record: &Record,
    k: usize,
) -> Result<mists_rules::Sim, mists_rules::record::RecordError> {
    record.replay_sim(std::path::Path::new("/"), "the game in progress", Some(k))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::rules_app;

    /// Frames until the engine asks again (it steps once a frame in the window).
    fn wait_for_question(app: &mut App) {
        for _ in 0..40 {
            app.update();
            let f = app.world().resource::<Flow>();
            if f.over.is_some() || (f.pending.is_some() && f.inbox.is_empty()) {
                return;
            }
        }
    }

    fn state(app: &App) -> (u32, Option<mists_rules::PendingDecision>) {
        let f = app.world().resource::<Flow>();
        (f.applied, f.pending.clone())
    }

    #[test]
    fn undo_takes_back_the_players_decision_and_never_crosses_a_draw() {
        let mut app = rules_app(2, 12);
        app.world_mut().resource_mut::<Teammate>().auto = false;
        wait_for_question(&mut app);
        let (mut undone, mut blocked) = (0, 0);
        for _ in 0..40 {
            if app.world().resource::<Flow>().over.is_some() {
                break;
            }
            let before = state(&app);
            let d = before.1.as_ref().expect("a question").options[0];
            app.world_mut().write_message(mists_rules::Decide(d));
            wait_for_question(&mut app);
            let after = state(&app);
            if app.world().resource::<Flow>().over.is_some() {
                break; // a finished game takes nothing back
            }
            let undoable = app.world().resource::<Flow>().undoable();
            app.world_mut().write_message(UndoRequest);
            app.update();
            if undoable == 0 {
                // A tile was drawn since (the next turn's, or a facedown one): nothing goes back.
                assert_eq!(state(&app), after, "undo crossed a draw");
                blocked += 1;
            } else {
                assert_eq!(
                    state(&app),
                    before,
                    "undo returns to the question just answered"
                );
                undone += 1;
                app.world_mut().write_message(mists_rules::Decide(d));
                wait_for_question(&mut app);
                assert_eq!(state(&app), after, "the same answer gives the same game");
            }
        }
        assert!(
            undone >= 3 && blocked >= 3,
            "undone {undone}, blocked {blocked}"
        );
    }
}
