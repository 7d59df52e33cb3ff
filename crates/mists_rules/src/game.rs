//! The engine's shared system parameter and the helpers several steps use (decisions, awards,
//! burial, the end of the game). Steps stay thin: read resources, call the board, write back.

use crate::decision::{Decision, DecisionKind, Inbox, LastRejection, Pending, PendingDecision};
use crate::event::{LossReason, RuleEvent, RuleLog};
use crate::level::LevelConfig;
use crate::model::*;
use crate::phase::{Phase, Status, after};
use bevy_ecs::prelude::*;
use bevy_ecs::system::SystemParam;
use bevy_state::prelude::*;
use mists_board::{Cell, CopyIdx, PlaceOutcome};
use std::collections::VecDeque;

/// The level being played.
#[derive(Resource, Clone, Debug)]
pub struct Level(pub LevelConfig);

/// How the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    Won,
    Lost(LossReason),
}

#[derive(Resource, Clone, Debug, Default)]
pub struct GameOver(pub Option<Outcome>);

/// Per-turn working state of the steps; reset at the end of every turn.
#[derive(Resource, Clone, Debug, Default)]
pub struct Turn {
    pub drawn: Option<CopyIdx>,
    pub cell: Option<Cell>,
    pub outcome: PlaceOutcome,
    /// Cemeteries waiting for a burial (1c or 3c).
    pub burials: VecDeque<Cell>,
    pub burials_found: bool,
    pub ghosts: Option<crate::steps::ghosts::GhostPlan>,
    pub scoring: Option<crate::steps::scoring::ScoringState>,
    pub hound: Option<crate::steps::hounds::Deploy>,
    pub facedown_drawn: Option<CopyIdx>,
    pub facedown_placed: bool,
}

/// Everything on the table.
#[derive(SystemParam)]
pub struct Table<'w> {
    pub level: Res<'w, Level>,
    pub board: ResMut<'w, BoardRes>,
    pub ghosts: ResMut<'w, Ghosts>,
    pub meeples: ResMut<'w, Meeples>,
    pub players: ResMut<'w, Players>,
    pub piles: ResMut<'w, Piles>,
    pub score: ResMut<'w, Score>,
    pub hounds: ResMut<'w, Hounds>,
    pub closed: ResMut<'w, ClosedCemeteries>,
}

/// The flow of the turn: decisions, events, states.
#[derive(SystemParam)]
pub struct Flow<'w> {
    pub turn: ResMut<'w, Turn>,
    pub count: ResMut<'w, TurnCount>,
    pub pending: ResMut<'w, Pending>,
    pub inbox: ResMut<'w, Inbox>,
    pub rejection: ResMut<'w, LastRejection>,
    pub log: ResMut<'w, RuleLog>,
    pub events: MessageWriter<'w, RuleEvent>,
    pub phase: ResMut<'w, NextState<Phase>>,
    pub status: ResMut<'w, NextState<Status>>,
    pub over: ResMut<'w, GameOver>,
}

#[derive(SystemParam)]
pub struct Game<'w> {
    pub t: Table<'w>,
    pub f: Flow<'w>,
}

impl Game<'_> {
    pub fn cfg(&self) -> &LevelConfig {
        &self.t.level.0
    }

    pub fn emit(&mut self, e: RuleEvent) {
        self.f.log.0.push(e.clone());
        self.f.events.write(e);
    }

    /// This step is finished: go to the next applicable one (RULES §7).
    pub fn done(&mut self, now: Phase) {
        let next = after(now, &self.t.level.0);
        self.f.phase.set(next);
    }

    pub fn is_over(&self) -> bool {
        self.f.over.0.is_some()
    }

    /// End the game now (RULES §16, A-3: the first terminal event wins).
    pub fn finish(&mut self, outcome: Outcome) {
        if self.is_over() {
            return;
        }
        self.f.over.0 = Some(outcome);
        self.f.pending.0 = None;
        match outcome {
            Outcome::Won => {
                self.emit(RuleEvent::GameWon);
                self.f.status.set(Status::Won);
            }
            Outcome::Lost(reason) => {
                self.emit(RuleEvent::GameLost { reason });
                self.f.status.set(Status::Lost);
            }
        }
    }

    /// Offer `options`; returns the decision to apply now. One option resolves without asking;
    /// a decision that is not an option is rejected with `why` and changes nothing.
    pub fn decide(
        &mut self,
        kind: DecisionKind,
        options: Vec<Decision>,
        why: impl Fn(&Decision, &Table) -> String,
    ) -> Option<Decision> {
        if options.len() == 1 {
            self.f.pending.0 = None;
            return Some(options[0]);
        }
        if let Some(d) = self.f.inbox.0.pop_front() {
            if options.contains(&d) {
                self.f.pending.0 = None;
                self.f.count.decisions += 1;
                return Some(d);
            }
            let reason = why(&d, &self.t);
            self.f.rejection.0 = Some((d, reason.clone()));
            self.emit(RuleEvent::Rejected {
                decision: d,
                reason,
            });
        }
        // Only a real change marks `Pending` changed: views rebuild on change, not every frame.
        let pending = Some(PendingDecision { kind, options });
        if self.f.pending.0 != pending {
            self.f.pending.0 = pending;
        }
        None
    }

    /// Add points to scoring meeple `index` and test the goal after the award (RULES §12.5, §16.1).
    /// Returns true if the game is won.
    pub fn award(&mut self, index: u8, points: u32) -> bool {
        let total = {
            let t = &mut self.t.score.totals[index as usize];
            *t += points;
            *t
        };
        self.emit(RuleEvent::PointsAwarded {
            index,
            points,
            total,
        });
        if self.t.score.measure() >= self.cfg().goal() {
            self.finish(Outcome::Won);
            return true;
        }
        false
    }

    /// Bury a meeple on a cemetery; hounds on it leave without scoring (RULES §13.1).
    pub fn bury(&mut self, meeple: MeepleId, cemetery: Cell) {
        self.t.meeples.0[meeple.0 as usize].loc = MeepleLoc::Buried { cell: cemetery };
        for (i, h) in self.t.hounds.0.iter_mut().enumerate() {
            if *h == HoundState::Attached(meeple) {
                *h = HoundState::Lost;
                self.f.log.0.push(RuleEvent::HoundLost { hound: i as u8 });
                self.f.events.write(RuleEvent::HoundLost { hound: i as u8 });
            }
        }
        self.emit(RuleEvent::MeepleBuried { meeple, cemetery });
    }

    /// Burial options (RULES §13.1): any meeple on the board; else one per colour from the supplies.
    pub fn burial_options(&self) -> Vec<Decision> {
        let on_board: Vec<Decision> = self
            .t
            .meeples
            .on_board()
            .map(|(m, _, _)| Decision::Bury { meeple: m })
            .collect();
        if !on_board.is_empty() {
            return on_board;
        }
        // Meeples of one colour in supply are interchangeable: offer the first of each colour.
        Colour::ALL
            .iter()
            .filter_map(|&c| self.t.meeples.in_supply(c))
            .map(|m| Decision::Bury { meeple: m })
            .collect()
    }

    /// Work through queued burials; returns true when none is left (A-16: none possible → skip).
    pub fn run_burials(&mut self) -> bool {
        while let Some(&cemetery) = self.f.turn.burials.front() {
            let options = self.burial_options();
            if options.is_empty() {
                self.f.turn.burials.pop_front();
                continue;
            }
            let Some(d) = self.decide(DecisionKind::Bury { cemetery }, options, |_, _| {
                "RULES §13.1: bury a meeple that is on the board (or, if none is, one from a supply)".into()
            }) else {
                return false;
            };
            let Decision::Bury { meeple } = d else {
                unreachable!("only Bury options offered")
            };
            self.bury(meeple, cemetery);
            self.f.turn.burials.pop_front();
            if self.cfg().cemeteries == crate::level::CemeteryRule::FourSides {
                // RULES §13.2: then all ghosts on that cemetery tile return to the supply.
                let n = self.t.ghosts.take_from_cell(cemetery, u8::MAX);
                if n > 0 {
                    self.emit(RuleEvent::GhostsRemoved {
                        cell: cemetery,
                        count: n,
                        cause: crate::event::GhostCause::CemeteryClosed,
                    });
                }
            }
        }
        true
    }

    /// Cemeteries that are closed now but were not before; marks them closed (RULES §13.2–§13.3).
    pub fn newly_closed_cemeteries(&mut self) -> Vec<Cell> {
        let hood = self.cfg().cemetery_hood();
        let board = &self.t.board.0;
        let fresh: Vec<Cell> = board
            .cemeteries()
            .filter(|c| !self.t.closed.0.contains(c) && board.cemetery_closed(*c, hood))
            .collect();
        for &c in &fresh {
            self.t.closed.0.insert(c);
            self.emit(RuleEvent::CemeteryClosed { cell: c });
        }
        fresh
    }

    /// Open cemeteries on the board, in placement order.
    pub fn open_cemeteries(&self) -> Vec<Cell> {
        self.t
            .board
            .0
            .cemeteries()
            .filter(|c| !self.t.closed.0.contains(c))
            .collect()
    }
}
