//! The rules engine in an App: `Decide` Messages in, one `step` system running the rules machine,
//! `RuleEvent` Messages out; `Status` and the `Phase` SubState follow the machine's turn.

use crate::decision::{Decide, Pending};
use crate::event::{RuleEvent, RuleLog};
use crate::machine::{Flow, Outcome, Stepping, advance};
use crate::phase::{Phase, Status};
use crate::table::Table;
use crate::turn::Turn;
use bevy_app::{App, Plugin, Update};
use bevy_ecs::prelude::*;
use bevy_state::app::AppExtStates;
use bevy_state::prelude::*;

/// Adds the rules engine to an app. Needs `bevy_state`'s `StatesPlugin` (the game's
/// `DefaultPlugins` include it; headless apps add it themselves). Steps run one per frame unless
/// a [`Stepping`] resource says otherwise (the headless [`crate::Engine`] runs until a decision).
pub struct RulesPlugin;

/// How the game ended, once it has (the window's copy of [`Flow::over`]).
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct GameOver(pub Option<Outcome>);

/// Ordering of the engine's systems in one frame: decisions in, then the active step.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RulesSet {
    /// Read `Decide` messages into the inbox.
    Intake,
    /// The rule steps (see [`crate::phase::STEPS`]).
    Step,
}

impl Plugin for RulesPlugin {
    fn build(&self, app: &mut App) {
        app.add_message::<Decide>()
            .add_message::<RuleEvent>()
            .init_resource::<Pending>()
            .init_resource::<Flow>()
            .init_resource::<GameOver>()
            .init_resource::<RuleLog>()
            .init_resource::<Turn>()
            .insert_resource(Stepping::OneStep)
            .init_state::<Status>()
            .add_sub_state::<Phase>()
            .configure_sets(Update, (RulesSet::Intake, RulesSet::Step).chain())
            .add_systems(Update, intake.in_set(RulesSet::Intake))
            .add_systems(
                Update,
                (
                    step.run_if(has_work),
                    mirror_phase.run_if(resource_exists::<Turn>),
                )
                    .chain()
                    .in_set(RulesSet::Step)
                    .run_if(in_state(Status::Playing)),
            );
    }
}

fn intake(mut msgs: MessageReader<Decide>, mut flow: ResMut<Flow>) {
    for Decide(d) in msgs.read() {
        flow.inbox.push_back(*d);
    }
}

/// Something to do: no question is waiting, or an answer came in.
fn has_work(flow: Res<Flow>, table: Option<Res<Table>>) -> bool {
    table.is_some() && flow.over.is_none() && (flow.pending.is_none() || !flow.inbox.is_empty())
}

/// Run the rules machine, then publish what changed: events, the question, the phase, the end.
fn step(
    mut table: ResMut<Table>,
    mut turn: ResMut<Turn>,
    mut flow: ResMut<Flow>,
    stepping: Res<Stepping>,
    mut pending: ResMut<Pending>,
    mut over: ResMut<GameOver>,
    mut log: ResMut<RuleLog>,
    mut events: MessageWriter<RuleEvent>,
    mut status: ResMut<NextState<Status>>,
) {
    advance(&mut table, &mut turn, &mut flow, *stepping);
    for e in flow.take_events() {
        log.0.push(e.clone());
        events.write(e);
    }
    pending.set_if_neq(Pending(flow.pending.clone()));
    if let Some(outcome) = flow.over {
        over.set_if_neq(GameOver(Some(outcome)));
        status.set(match outcome {
            Outcome::Won => Status::Won,
            Outcome::Lost(_) => Status::Lost,
        });
    }
}

/// The `Phase` SubState follows the turn (also after a game is resumed mid-turn).
fn mirror_phase(turn: Res<Turn>, phase: Res<State<Phase>>, mut next: ResMut<NextState<Phase>>) {
    if *phase.get() != turn.phase() {
        next.set(turn.phase());
    }
}

/// Go on with a game played so far on the App-free machine (a save, an undo, a replay): its table,
/// turn and flow, its events as the log so far; the status `Playing` (or how it ended).
pub fn resume_game(world: &mut World, mut sim: crate::Sim) {
    let log = sim.take_events();
    sim.flow.quiet = false;
    world.insert_resource(Pending(sim.flow.pending.clone()));
    world.insert_resource(GameOver(sim.flow.over));
    let status = match sim.flow.over {
        None => Status::Playing,
        Some(Outcome::Won) => Status::Won,
        Some(Outcome::Lost(_)) => Status::Lost,
    };
    world.insert_resource(RuleLog(log));
    world.insert_resource(sim.table);
    world.insert_resource(sim.turn);
    world.insert_resource(sim.flow);
    world.resource_mut::<NextState<Status>>().set(status);
}

/// Start a game in `world` (RULES §6): the table, a fresh turn and flow, the status `Playing`.
pub fn start_game(
    world: &mut World,
    cfg: crate::LevelConfig,
    tiles: &mists_board::TileSet,
    players: &crate::PlayerSetup,
    seed: u64,
) -> Result<(), crate::SetupError> {
    let table = crate::setup::new_table(cfg, tiles, players, seed)?;
    world.insert_resource(table);
    world.insert_resource(Turn::default());
    world.insert_resource(Flow::default());
    world.insert_resource(Pending::default());
    world.insert_resource(GameOver::default());
    world.insert_resource(RuleLog::default());
    world
        .resource_mut::<NextState<Status>>()
        .set(Status::Playing);
    Ok(())
}
