//! A headless game: an `App` with `StatesPlugin` + [`RulesPlugin`], driven decision by decision.
//! The CLI, the tests, records and the bot use this; the game uses the same plugin in its window.

use crate::decision::{Decide, Decision, LastRejection, Pending, PendingDecision};
use crate::game::{GameOver, Outcome};
use crate::level::LevelConfig;
use crate::setup::{PlayerSetup, start_game};
use crate::{RuleLog, RulesPlugin};
use bevy_app::{App, First, Last, PostUpdate, PreUpdate, Update};
use bevy_ecs::prelude::*;
use bevy_ecs::schedule::{ScheduleLabel, SingleThreadedExecutor};
use bevy_state::app::StatesPlugin;
use bevy_state::state::StateTransition;
use mists_board::TileSet;

pub struct Engine {
    pub app: App,
}

/// More frames than any turn can need without a decision; reaching it is an engine bug.
const SETTLE_LIMIT: usize = 10_000;

impl Engine {
    pub fn new(
        cfg: LevelConfig,
        tiles: &TileSet,
        players: &PlayerSetup,
        seed: u64,
    ) -> Result<Engine, String> {
        let mut app = App::new();
        app.add_plugins((StatesPlugin, RulesPlugin));
        // One step system runs per frame: a thread pool only adds overhead to each frame here
        // (the `multi_threaded` feature is on workspace-wide because the game enables it).
        for label in [
            First.intern(),
            PreUpdate.intern(),
            StateTransition.intern(),
            Update.intern(),
            PostUpdate.intern(),
            Last.intern(),
        ] {
            app.edit_schedule(label, |s| {
                s.set_executor(SingleThreadedExecutor::new());
            });
        }
        start_game(app.world_mut(), cfg, tiles, players, seed)?;
        let mut e = Engine { app };
        e.settle();
        Ok(e)
    }

    pub fn world(&self) -> &World {
        self.app.world()
    }

    pub fn resource<R: Resource>(&self) -> &R {
        self.app.world().resource::<R>()
    }

    /// Run frames until a decision is awaited or the game is over.
    pub fn settle(&mut self) {
        for _ in 0..SETTLE_LIMIT {
            self.app.update();
            if self.outcome().is_some() || self.pending().is_some() {
                // One more frame lets the Won/Lost state transition happen.
                if self.outcome().is_some() {
                    self.app.update();
                }
                return;
            }
        }
        panic!("engine made no progress in {SETTLE_LIMIT} frames: a step never finished");
    }

    pub fn pending(&self) -> Option<&PendingDecision> {
        self.resource::<Pending>().0.as_ref()
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.resource::<GameOver>().0
    }

    /// Send one decision; Err names the rule it breaks (and nothing changed).
    pub fn decide(&mut self, d: Decision) -> Result<(), String> {
        if self.outcome().is_some() {
            return Err("the game is over".into());
        }
        self.app.world_mut().resource_mut::<LastRejection>().0 = None;
        self.app.world_mut().write_message(Decide(d));
        self.settle();
        match self.resource::<LastRejection>().0.clone() {
            Some((_, reason)) => Err(reason),
            None => Ok(()),
        }
    }

    pub fn log(&self) -> &RuleLog {
        self.resource::<RuleLog>()
    }
}
