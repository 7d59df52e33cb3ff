//! The Mists rules engine as headless Bevy ECS (only `bevy_ecs`, `bevy_app`, `bevy_state`).
//!
//! Resources hold the table (board, ghosts, meeples, piles, score, hounds); a `Status` state and a
//! `Phase` SubState follow the rule steps of RULES §7, one system per step in `steps/`. Decisions
//! come in as [`Decide`] messages; the engine publishes the [`Pending`] decision with its legal
//! options and emits [`RuleEvent`]s. [`Engine`] wraps an `App` for the CLI, tests and the bot.

pub mod decision;
pub mod engine;
pub mod event;
pub mod game;
pub mod level;
pub mod model;
pub mod phase;
pub mod record;
pub mod setup;
pub mod snapshot;
pub mod steps;

pub use decision::{
    Decide, Decision, DecisionKind, Inbox, LastRejection, Pending, PendingDecision,
};
pub use engine::Engine;
pub use event::{LossReason, RuleEvent, RuleLog};
pub use game::{GameOver, Level, Outcome};
pub use level::{LevelConfig, Settings};
pub use model::*;
pub use phase::{Phase, RulesSet, Status};
pub use setup::{PlayerSetup, start_game};

use bevy_app::{App, Plugin, Update};
use bevy_ecs::prelude::*;
use bevy_state::app::AppExtStates;

/// Adds the rules engine to an app. Needs `bevy_state`'s `StatesPlugin` (the game's
/// `DefaultPlugins` include it; headless apps add it themselves).
pub struct RulesPlugin;

impl Plugin for RulesPlugin {
    fn build(&self, app: &mut App) {
        app.add_message::<Decide>()
            .add_message::<RuleEvent>()
            .init_resource::<Pending>()
            .init_resource::<Inbox>()
            .init_resource::<LastRejection>()
            .init_resource::<GameOver>()
            .init_resource::<RuleLog>()
            .init_state::<Status>()
            .add_sub_state::<Phase>()
            .configure_sets(Update, (RulesSet::Intake, RulesSet::Step).chain())
            .add_systems(Update, decision::intake.in_set(RulesSet::Intake));
        steps::plugin(app);
    }
}
