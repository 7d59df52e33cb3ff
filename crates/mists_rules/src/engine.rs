//! A headless game in an App: `StatesPlugin` + [`RulesPlugin`], driven decision by decision, the
//! machine running every step that needs no decision within one update. The CLI, the tests and
//! record replays use this; the game adds the same plugin to its window.

use crate::decision::{Decide, Decision, PendingDecision};
use crate::event::RuleLog;
use crate::level::LevelConfig;
use crate::machine::{Flow, Outcome, Rejected, Stepping};
use crate::plugin::{RulesPlugin, start_game};
use crate::setup::{PlayerSetup, SetupError};
use crate::table::Table;
use crate::turn::Turn;
use bevy_app::{App, First, Last, PostUpdate, PreUpdate, Update};
use bevy_ecs::prelude::*;
use bevy_ecs::schedule::{ScheduleLabel, SingleThreadedExecutor};
use bevy_state::app::StatesPlugin;
use bevy_state::state::StateTransition;
use mists_board::TileSet;

pub struct Engine {
    pub app: App,
}

/// Updates a decision may take (the first brings the state transition, the second the step);
/// more means the machine stopped without a question, an engine bug.
const SETTLE_LIMIT: usize = 8;

impl Engine {
    pub fn new(
        cfg: LevelConfig,
        tiles: &TileSet,
        players: &PlayerSetup,
        seed: u64,
    ) -> Result<Engine, SetupError> {
        let mut app = App::new();
        app.add_plugins((StatesPlugin, RulesPlugin));
        app.insert_resource(Stepping::UntilDecision);
        // The machine runs in one system: a thread pool only adds overhead to each frame here
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
        let mut e = Engine { app };
        e.restart(cfg, tiles, players, seed)?;
        Ok(e)
    }

    /// Start a new game in the same App (its schedules are built once: simulations play
    /// thousands of games in one engine).
    pub fn restart(
        &mut self,
        cfg: LevelConfig,
        tiles: &TileSet,
        players: &PlayerSetup,
        seed: u64,
    ) -> Result<(), SetupError> {
        start_game(self.app.world_mut(), cfg, tiles, players, seed)?;
        self.settle();
        Ok(())
    }

    pub fn world(&self) -> &World {
        self.app.world()
    }

    pub fn resource<R: Resource>(&self) -> &R {
        self.app.world().resource::<R>()
    }

    pub fn table(&self) -> &Table {
        self.resource::<Table>()
    }

    pub fn turn(&self) -> &Turn {
        self.resource::<Turn>()
    }

    pub fn flow(&self) -> &Flow {
        self.resource::<Flow>()
    }

    /// The state as the CLI prints it (with the log's last two turns).
    pub fn snapshot(&self) -> crate::snapshot::Snapshot {
        crate::snapshot::snapshot_with_log(self.table(), self.flow(), &self.log().0)
    }

    /// Update until a decision is awaited or the game is over (and its state has followed).
    fn settle(&mut self) {
        for _ in 0..SETTLE_LIMIT {
            self.app.update();
            let f = self.flow();
            if f.over.is_some() || (f.pending.is_some() && f.inbox.is_empty()) {
                if f.over.is_some() {
                    // One more update lets the Won/Lost state transition happen.
                    self.app.update();
                }
                return;
            }
        }
        panic!("the rules machine stopped without a question in {SETTLE_LIMIT} updates");
    }

    pub fn pending(&self) -> Option<&PendingDecision> {
        self.flow().pending.as_ref()
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.flow().over
    }

    /// Send one decision; a refused one names the rule it breaks (and nothing changed).
    pub fn decide(&mut self, d: Decision) -> Result<(), Rejected> {
        if self.outcome().is_some() {
            return Err(Rejected {
                decision: d,
                reason: "the game is over".into(),
            });
        }
        self.app.world_mut().resource_mut::<Flow>().rejection = None;
        self.app.world_mut().write_message(Decide(d));
        self.settle();
        match self.flow().rejection.clone() {
            Some(r) => Err(r),
            None => Ok(()),
        }
    }

    pub fn log(&self) -> &RuleLog {
        self.resource::<RuleLog>()
    }
}
