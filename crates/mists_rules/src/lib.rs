//! The Mists rules engine: plain data and plain functions, run as headless Bevy ECS (only
//! `bevy_ecs`, `bevy_app`, `bevy_state`).
//!
//! The [`Table`] holds everything on the table; the [`Turn`] says where the turn stands, step by
//! step of RULES §7 (`steps/`, in the order of [`phase::STEPS`]); the rules machine
//! ([`machine::advance`]) runs the steps until the players must decide. Decisions come in as
//! [`Decide`] messages; the engine publishes the [`Pending`] decision with its legal options and
//! emits [`RuleEvent`]s. [`Engine`] wraps an `App` for the CLI and the tests; [`Sim`] is the same
//! machine without an App, for the bots' look-ahead on what the players may know ([`PlayerView`]).

// Bevy systems take their queries and resources as parameters (issue 46: only the crates
// with systems allow it).
#![allow(clippy::too_many_arguments)]

pub mod breakdown;
pub mod competitive;
pub mod consequence;
pub mod daily;
pub mod decision;
pub mod engine;
mod error;
pub mod event;
pub mod flow;
pub mod lesson;
pub mod level;
pub mod loss;
pub mod machine;
pub mod model;
pub mod phase;
mod players;
mod plugin;
pub mod record;
#[cfg(test)]
mod record_tests;
pub mod results;
pub mod setup;
pub mod sim;
pub mod snapshot;
pub mod steps;
pub mod table;
pub mod turn;
pub mod view;

pub use decision::{Decide, Decision, DecisionKind, Pending, PendingDecision};
pub use engine::Engine;
pub use event::{GhostCause, LossReason, RuleEvent, RuleLog};
pub use level::{LevelConfig, Settings};
pub use machine::{Flow, Outcome, Rejected, Stepping};
pub use model::*;
pub use phase::{Phase, Status};
pub use plugin::{GameOver, RulesPlugin, RulesSet, resume_game, start_game};
pub use setup::{PlayerSetup, SetupError};
pub use sim::{LayError, Sim};
pub use table::{AwardTo, Table};
pub use turn::{PlacedTile, Turn};
pub use view::PlayerView;
