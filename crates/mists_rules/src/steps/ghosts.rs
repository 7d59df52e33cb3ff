//! Step 2a: ghosts for the new tile (RULES §10.3): `N` on its non-completed mist, the Level 2–4
//! extra cemetery ghost `C` (§13.2, A-15), the Level 5–6 haunted-cemetery ghosts `H` (§13.3, A-17).
//! The game is lost if the supply cannot cover `N + C + H` (§10.6, §16.2).

use crate::decision::{Decision, DecisionKind};
use crate::event::{LossReason, RuleEvent};
use crate::game::{Game, Outcome};
use crate::level::CemeteryRule;
use crate::level::LevelConfig;
use crate::phase::{Phase, RulesSet};
use bevy_app::{App, Update};
use bevy_ecs::prelude::*;
use bevy_state::prelude::*;
use mists_board::{AreaIdx, Board, Cell, CopyIdx, PlaceOutcome};
use std::collections::VecDeque;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        place_ghosts
            .in_set(RulesSet::Step)
            .run_if(in_state(Phase::Ghosts)),
    );
}

/// What step 2a still has to place this turn.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GhostPlan {
    /// Mist areas of the new tile outside completed banks, with their symbols.
    pub areas: Vec<(AreaIdx, u8)>,
    /// One symbol stays empty (the tile expanded a bank and has symbols left).
    pub reduce: bool,
    pub mist_done: bool,
    pub cemetery_ghost: bool,
    /// Misty neighbours of a new haunted cemetery, one ghost each.
    pub haunt: VecDeque<Cell>,
}

/// RULES §10.3 items 1–5, computed after steps 1b and 1c.
pub fn plan(g: &Game) -> GhostPlan {
    plan_for(
        &g.t.board.0,
        g.f.turn.drawn.expect("drawn"),
        g.f.turn.cell.expect("a tile was placed"),
        &g.f.turn.outcome,
        g.cfg(),
        !g.open_cemeteries().is_empty(),
    )
}

/// RULES §10.3 items 1–5 as a pure function of the board after the placement: copy `copy` lies at
/// `cell`, the placement did `outcome`, and `open_cemetery` tells whether a cemetery is open after
/// step 1c. The engine's step 2a and the bots' look-ahead (on cloned boards) both call this.
pub fn plan_for(
    board: &Board,
    copy: CopyIdx,
    cell: Cell,
    outcome: &PlaceOutcome,
    cfg: &LevelConfig,
    open_cemetery: bool,
) -> GhostPlan {
    let copy = board.tiles().copy(copy);
    let completed = &outcome.banks_completed;
    let def = board.tiles().def(copy.ty);
    // S: symbols in mist areas whose bank was not just completed (HiG 11/2022, A-20).
    let areas: Vec<(AreaIdx, u8)> = def
        .mist_areas()
        .zip(copy.symbols.iter().copied())
        .filter(|(a, _)| {
            board
                .feature_of(cell, *a)
                .is_some_and(|f| !completed.contains(&f))
        })
        .collect();
    let s: u32 = areas.iter().map(|(_, n)| *n as u32).sum();
    // E: the tile expanded at least one bank; one ghost less per tile (RULES §10.3 item 3).
    let reduce = outcome.expanded && s > 0;
    let n = if reduce { s - 1 } else { s };
    let cemetery_ghost = cfg.cemeteries == CemeteryRule::FourSides && n >= 1 && open_cemetery;
    let haunt: VecDeque<Cell> = if cfg.cemeteries == CemeteryRule::Haunted
        && def.special == mists_board::Special::Cemetery
    {
        board
            .misty_around(cell, cfg.settings.haunted_ghost_cells)
            .into()
    } else {
        VecDeque::new()
    };
    GhostPlan {
        areas,
        reduce,
        mist_done: false,
        cemetery_ghost,
        haunt,
    }
}

impl GhostPlan {
    pub fn mist_ghosts(&self) -> u32 {
        let s: u32 = self.areas.iter().map(|(_, n)| *n as u32).sum();
        if self.reduce { s - 1 } else { s }
    }

    /// `N + C + H`.
    pub fn needed(&self) -> u32 {
        self.mist_ghosts() + self.cemetery_ghost as u32 + self.haunt.len() as u32
    }
}

fn place_ghosts(mut g: Game) {
    if g.is_over() {
        return;
    }
    if g.f.turn.ghosts.is_none() {
        let plan = plan(&g);
        // RULES §10.3 item 6: the whole requirement, or the game is lost (exactly enough is fine).
        if (g.t.ghosts.supply as u32) < plan.needed() {
            g.finish(Outcome::Lost(LossReason::GhostShortage));
            return;
        }
        g.f.turn.ghosts = Some(plan);
    }
    let cell = g.f.turn.cell.unwrap();
    let mut plan = g.f.turn.ghosts.clone().unwrap();

    if !plan.mist_done {
        let mut empty_in = None;
        if plan.reduce {
            // the team chooses which symbol stays empty.
            let options: Vec<Decision> = plan
                .areas
                .iter()
                .filter(|(_, n)| *n > 0)
                .map(|(a, _)| Decision::LeaveEmpty { area: *a })
                .collect();
            let Some(d) = g.decide(DecisionKind::LeaveEmpty { cell }, options, |_, _| {
                "A-21: choose a mist area of the new tile that has a symbol".into()
            }) else {
                return;
            };
            let Decision::LeaveEmpty { area } = d else {
                unreachable!()
            };
            empty_in = Some(area);
        }
        for &(area, n) in &plan.areas {
            let n = n - (empty_in == Some(area)) as u8;
            if n > 0 {
                g.t.ghosts.add_mist(cell, area, n);
                g.emit(RuleEvent::GhostsPlaced { cell, count: n });
            }
        }
        plan.mist_done = true;
        g.f.turn.ghosts = Some(plan.clone());
    }

    if plan.cemetery_ghost {
        let options: Vec<Decision> = g
            .open_cemeteries()
            .into_iter()
            .map(|c| Decision::CemeteryGhost { cell: c })
            .collect();
        let Some(d) = g.decide(DecisionKind::CemeteryGhost, options, |_, _| {
            "RULES §13.2: the extra ghost goes onto one open cemetery".into()
        }) else {
            return;
        };
        let Decision::CemeteryGhost { cell: cem } = d else {
            unreachable!()
        };
        g.t.ghosts.add_cemetery(cem, 1);
        g.emit(RuleEvent::GhostsPlaced {
            cell: cem,
            count: 1,
        });
        plan.cemetery_ghost = false;
        g.f.turn.ghosts = Some(plan.clone());
    }

    while let Some(&target) = plan.haunt.front() {
        // RULES §13.3: one ghost per misty tile, into a mist area of the team's choice.
        let options: Vec<Decision> =
            g.t.board
                .0
                .mist_areas_at(target)
                .into_iter()
                .map(|(area, _)| Decision::HauntArea { cell: target, area })
                .collect();
        let Some(d) = g.decide(DecisionKind::HauntArea { cell: target }, options, |_, _| {
            "RULES §13.3: the ghost goes into a mist area of that tile".into()
        }) else {
            return;
        };
        let Decision::HauntArea { cell: c, area } = d else {
            unreachable!()
        };
        g.t.ghosts.add_mist(c, area, 1);
        g.emit(RuleEvent::GhostsPlaced { cell: c, count: 1 });
        plan.haunt.pop_front();
        g.f.turn.ghosts = Some(plan.clone());
    }
    g.done(Phase::Ghosts);
}
