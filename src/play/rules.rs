//! The bridge to the rules engine (`mists_rules::RulesPlugin`, added here): start a game
//! (`start.rs`), mirror the engine into the [`Driver`], send the UI's decisions as `Decide`
//! Messages, keep frames flowing while the engine works through a turn (the window otherwise
//! sleeps until input), and go to the game-over screen when the engine says won or lost.

use super::answer::{Answerer, Teammate, WhoAnswers, bots_answer};
use super::driver::Driver;
use super::start::StartRequest;
use crate::setup::GameSetup;
use crate::shared::AppSystems;
use crate::shared::PausableSystems;
use crate::shared::Screen;
use bevy::prelude::*;
use bevy::window::RequestRedraw;
use mists_bot::Seat;
use mists_rules::{Decide, Pending, RulesPlugin, Status, Table, Turn};
use std::sync::Arc;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(RulesPlugin);
    app.init_resource::<Teammate>();
    // (main.rs may have inserted one already with the switch on.)
    app.add_systems(OnEnter(Screen::Playing), super::start::request_start);
    // A game left for the title page stops advancing there: its bot seats, searches and
    // autosave wait for nothing (a new start or Continue builds the table again).
    app.add_systems(
        OnEnter(Screen::Title),
        |mut status: ResMut<NextState<Status>>, mut commands: Commands| {
            status.set(Status::Setup);
            commands.remove_resource::<super::think::Thinking>();
            commands.remove_resource::<super::think::PlayingOut>();
        },
    );
    app.add_systems(
        Update,
        (
            super::start::begin_game.run_if(resource_exists::<StartRequest>),
            send_outbox
                .run_if(resource_exists::<Driver>)
                .in_set(PausableSystems),
        )
            .chain()
            .in_set(AppSystems::Decide),
    );
    app.add_systems(
        Update,
        (
            mirror.run_if(resource_exists::<Table>.and_then(not(resource_exists::<StartRequest>))),
            super::think::finish
                .run_if(resource_exists::<super::think::Thinking>)
                .in_set(PausableSystems),
            super::think::finish_chances
                .run_if(resource_exists::<super::think::PlayingOut>)
                .in_set(PausableSystems),
            auto_decide
                .run_if(in_state(Status::Playing).and_then(bots_answer))
                .in_set(PausableSystems),
            keep_running,
            to_game_over
                .run_if(in_state(Screen::Playing).and_then(not(resource_exists::<KeepTable>))),
        )
            .chain()
            .in_set(AppSystems::Publish),
    );
}

fn send_outbox(mut driver: ResMut<Driver>, mut decide: MessageWriter<Decide>) {
    if driver.outbox_is_empty() {
        return;
    }
    for d in driver.take_outbox() {
        decide.write(Decide(d));
    }
}

/// Rebuild the view's mirror when the engine's table or pending decision changed.
fn mirror(
    mut commands: Commands,
    table: Res<Table>,
    turn: Res<Turn>,
    pending: Res<Pending>,
    driver: Option<Res<Driver>>,
) {
    if driver.is_some() && !table.is_changed() && !pending.is_changed() {
        return;
    }
    // The drawn tile, while it waits for its placement.
    let drawn = match *turn {
        Turn::Draw(d) => d,
        _ => None,
    };
    let mirrored = Driver::mirror(
        table.board.clone(),
        pending.0.as_ref(),
        drawn,
        table.piles.left().iter().sum(),
        table.piles.discarded.len(),
        table.seed,
    );
    // Each placement's consequence, worked out once per question (issue 62).
    let mirrored = match driver.as_deref() {
        Some(old) if old.current().is_some() && Arc::ptr_eq(old.board_arc(), &table.board) => {
            mirrored.keep_needs_of(old)
        }
        _ if mirrored.current().is_some() => {
            mirrored.with_needs(&mists_rules::Sim::from_table_and_turn(&table, &turn))
        }
        _ => mirrored,
    };
    commands.insert_resource(mirrored);
}

/// Bot seats play every decision (after the bot delay); with the teammate switch on, the greedy
/// bot answers all but the tile placement. Both send the same `Decide` Message as the mouse.
fn auto_decide(world: &mut World) {
    let Some(p) = world.resource::<Pending>().0.clone() else {
        return;
    };
    let who = world
        .run_system_cached(|who: WhoAnswers| who.get())
        .ok()
        .flatten();
    let pace = crate::settings::pace(world.get_resource::<crate::settings::UserSettings>());
    let delay = world.resource::<GameSetup>().bot_delay * pace;
    let search = super::think::searched(world.resource::<GameSetup>(), &p);
    let thinking = world
        .get_resource::<super::think::Thinking>()
        .is_some_and(|t| t.for_pending == p && t.seat);
    let dt = world
        .get_resource::<Time>()
        .map(|t| t.delta_secs())
        .unwrap_or(0.0);
    world.resource_scope(|world, mut mate: Mut<Teammate>| {
        if mate.answered.as_ref() == Some(&p) {
            return;
        }
        let d = match who {
            Some(Answerer::BotSeat) => {
                mate.waited += dt;
                if mate.waited < delay || thinking {
                    return;
                }
                if search {
                    // The answer comes from the task (`think::finish`).
                    super::think::start(world, &p, super::think::Purpose::BotSeat);
                    return;
                }
                mists_bot::ask(&mut mate.planner, Seat::of_world(world), &p)
            }
            Some(Answerer::Teammate) => mists_bot::ask(&mut mate.bot, Seat::of_world(world), &p),
            _ => return,
        };
        mate.waited = 0.0;
        mate.answered = Some(p);
        world.write_message(Decide(d));
    });
}

/// Ask for frames while the engine is between decisions or a bot is about to answer; a decision
/// waiting for the players, or the pause menu, lets the window sleep.
fn keep_running(
    status: Res<State<Status>>,
    who: WhoAnswers,
    pending: Res<Pending>,
    menu: Res<State<crate::shared::Menu>>,
    start: Option<Res<StartRequest>>,
    thinking: Option<Res<super::think::Thinking>>,
    playing_out: Option<Res<super::think::PlayingOut>>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let paused = *menu.get() != crate::shared::Menu::None;
    // A seat played elsewhere (online) is waited for without frames: the window wakes every
    // 100 ms to read the network (crate::online).
    let busy = *status.get() == Status::Playing
        && !paused
        && (pending.0.is_none()
            || !matches!(who.get(), Some(Answerer::Players | Answerer::Elsewhere)));
    // A search on a background task is collected by polling: frames until it is in (not while
    // paused: nothing collects it then).
    let tasks = thinking.is_some() || playing_out.is_some();
    if busy || start.is_some() || (tasks && !paused) {
        redraw.write(RequestRedraw);
    }
}

/// While it stands, the end of the game on the table keeps the table on screen instead of the
/// game-over screen: a decision tried again (issue 65) is judged where it was made, even when it
/// loses the game at once.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct KeepTable;

/// The game on the table ended: the game-over screen. Only the game on the table's own end
/// counts: a game starting (a replay or a review opened from the game-over screen) still stands
/// at the last game's status for a frame, and must not be sent back there (issue 64: the replay
/// opened at decision 0 under a stale "the mist won").
fn to_game_over(
    status: Res<State<Status>>,
    over: Res<mists_rules::GameOver>,
    starting: Option<Res<StartRequest>>,
    mut next: ResMut<NextState<Screen>>,
) {
    if starting.is_none() && over.0.is_some() && matches!(status.get(), Status::Won | Status::Lost)
    {
        next.set(Screen::GameOver);
    }
}
