//! What every rule step shares (RULES §7): the [`Flow`] between the steps and the players (the
//! awaited decision, the inbox, the end of the game, the events and the record) and [`Cx`], the
//! table and the flow as a step sees them. Below the steps and the machine that runs them.

use crate::decision::{Decision, DecisionKind, PendingDecision};
use crate::event::{GhostCause, LossReason, RuleEvent};
use crate::level::CemeteryRule;
use crate::model::*;
use crate::table::Table;
use crate::turn::PlacedTile;
use bevy_ecs::prelude::*;
use mists_board::Cell;
use std::collections::VecDeque;

/// How the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Outcome {
    Won,
    Lost(LossReason),
}

/// A decision the rules refused, and the rule it breaks. Nothing changed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{reason}")]
pub struct Rejected {
    pub decision: Decision,
    pub reason: String,
}

/// Between the steps and the players: the awaited decision, decisions received, the end of the
/// game and the events not yet handed out.
#[derive(Resource, Clone, Debug, Default)]
pub struct Flow {
    pub pending: Option<PendingDecision>,
    pub inbox: VecDeque<Decision>,
    pub rejection: Option<Rejected>,
    pub over: Option<Outcome>,
    /// Events since they were last taken ([`Flow::take_events`]); not kept when `quiet`.
    pub events: Vec<RuleEvent>,
    /// Look-ahead: keep no events (they only cost allocations there).
    pub quiet: bool,
    /// Decisions applied (record indices).
    pub applied: u32,
    /// The decisions applied, in order: the game's record (docs/records.md); not kept when `quiet`.
    pub record: Vec<Decision>,
    /// `applied` when a tile was last drawn (face up in 1a, unseen in 3c): decisions after it can
    /// be undone without unseeing anything random.
    pub drawn_at: u32,
}

impl Flow {
    /// How many of the last decisions may be undone: those since the last draw (undo never
    /// crosses a draw, RULES §8.1: a drawn tile is shown; §13.3: a facedown tile is drawn unseen).
    pub fn undoable(&self) -> u32 {
        self.applied.saturating_sub(self.drawn_at)
    }
}

impl Flow {
    pub fn take_events(&mut self) -> Vec<RuleEvent> {
        std::mem::take(&mut self.events)
    }
}

/// What a step did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// Finished: go on to the next applicable step.
    Done,
    /// 1a finished: the next steps act on this tile.
    Placed(PlacedTile),
    /// Waiting for the players (or the game ended).
    Wait,
}

impl From<bool> for Step {
    fn from(done: bool) -> Step {
        if done { Step::Done } else { Step::Wait }
    }
}

/// The table and the flow, as every step sees them.
pub struct Cx<'a> {
    pub t: &'a mut Table,
    pub f: &'a mut Flow,
}

impl Cx<'_> {
    pub fn emit(&mut self, e: RuleEvent) {
        if !self.f.quiet {
            self.f.events.push(e);
        }
    }

    pub fn is_over(&self) -> bool {
        self.f.over.is_some()
    }

    /// End the game now (RULES §16, A-3: the first terminal event wins).
    pub fn finish(&mut self, outcome: Outcome) {
        if self.is_over() {
            return;
        }
        self.f.over = Some(outcome);
        self.f.pending = None;
        self.emit(match outcome {
            Outcome::Won => RuleEvent::GameWon,
            Outcome::Lost(reason) => RuleEvent::GameLost { reason },
        });
    }

    /// Offer `options`; returns the decision to apply now. A single option resolves without asking;
    /// a decision that is not an option is refused with `why` and changes nothing.
    pub fn decide(
        &mut self,
        kind: DecisionKind,
        options: Vec<Decision>,
        why: impl Fn(&Decision, &Table) -> String,
    ) -> Option<Decision> {
        if options.len() == 1 {
            self.f.pending = None;
            return Some(options[0]);
        }
        if let Some(d) = self.f.inbox.pop_front() {
            if options.contains(&d) {
                self.f.pending = None;
                self.f.applied += 1;
                if !self.f.quiet {
                    self.f.record.push(d);
                }
                return Some(d);
            }
            let reason = why(&d, self.t);
            self.f.rejection = Some(Rejected {
                decision: d,
                reason: reason.clone(),
            });
            self.emit(RuleEvent::Rejected {
                decision: d,
                reason,
            });
        }
        self.f.pending = Some(PendingDecision { kind, options });
        None
    }

    /// Add points to scoring meeple `index` and test the goal after the award (RULES §12.5,
    /// §16.1). Totals saturate: no award can wrap them. Returns true if the game is won.
    pub fn award(&mut self, index: u8, points: u32) -> bool {
        let Some(t) = self.t.score.totals.get_mut(index as usize) else {
            return false;
        };
        *t = t.saturating_add(points);
        let total = *t;
        self.emit(RuleEvent::PointsAwarded {
            index,
            points,
            total,
        });
        if self.t.goal_reached() {
            self.finish(Outcome::Won);
            return true;
        }
        false
    }

    /// Bury a meeple on a cemetery; hounds on it leave without scoring (RULES §13.1).
    pub fn bury(&mut self, meeple: MeepleId, cemetery: Cell) {
        self.t.meeples.0[meeple.0 as usize].loc = MeepleLoc::Buried { cell: cemetery };
        for i in 0..self.t.hounds.0.len() {
            if self.t.hounds.0[i] == HoundState::Attached(meeple) {
                self.t.hounds.0[i] = HoundState::Lost;
                self.emit(RuleEvent::HoundLost { hound: i as u8 });
            }
        }
        self.emit(RuleEvent::MeepleBuried { meeple, cemetery });
    }

    /// Work through queued burials (1c or 3c); true when none is left (A-16: none possible → skip).
    pub fn run_burials(&mut self, queue: &mut VecDeque<Cell>) -> bool {
        while let Some(&cemetery) = queue.front() {
            let options = self.t.burial_options();
            if options.is_empty() {
                queue.pop_front();
                continue;
            }
            let Some(d) = self.decide(DecisionKind::Bury { cemetery }, options, |_, _| {
                "RULES §13.1: bury a meeple that is on the board (or, if none is, one from a supply)"
                    .into()
            }) else {
                return false;
            };
            if let Decision::Bury { meeple } = d {
                self.bury(meeple, cemetery);
            }
            queue.pop_front();
            if self.t.cfg().cemeteries == CemeteryRule::FourSides {
                // RULES §13.2: then all ghosts on that cemetery tile return to the supply.
                let n = self.t.ghosts.take_from_cell(cemetery, u8::MAX);
                if n > 0 {
                    self.emit(RuleEvent::GhostsRemoved {
                        cell: cemetery,
                        count: n,
                        cause: GhostCause::CemeteryClosed,
                    });
                }
            }
        }
        true
    }

    /// Mark the cemeteries the board now closes as closed and return them (RULES §13.2–§13.3).
    pub fn close_cemeteries(&mut self) -> VecDeque<Cell> {
        let fresh = self.t.closing_cemeteries();
        for &c in &fresh {
            self.t.closed.insert(c);
            self.emit(RuleEvent::CemeteryClosed { cell: c });
        }
        fresh.into()
    }
}
