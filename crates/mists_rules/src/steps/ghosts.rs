//! Step 2a: ghosts for the new tile (RULES §10.3): `N` on its non-completed mist, the Level 2–4
//! extra cemetery ghost `C` (§13.2, A-15), the Level 5–6 haunted-cemetery ghosts `H` (§13.3, A-17).
//! The game is lost if the supply cannot cover `N + C + H` (§10.6, §16.2).

use crate::decision::{Decision, DecisionKind};
use crate::event::{LossReason, RuleEvent};
use crate::flow::{Cx, Outcome, Step};
use crate::level::{CemeteryRule, LevelConfig};
use crate::turn::{GhostPlan, PlacedTile};
use mists_board::{AreaIdx, Board, Cell, CopyIdx, PlaceOutcome};
use std::collections::VecDeque;

/// RULES §10.3 items 1–5 as a pure function of the board after steps 1b and 1c: copy `copy` lies
/// at `cell`, the placement did `outcome`, and `open_cemetery` tells whether a cemetery is open.
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
    let haunt: VecDeque<Cell> = if cfg.cemeteries == CemeteryRule::Haunted
        && def.special == mists_board::Special::Cemetery
    {
        board
            .misty_around(cell, cfg.settings.haunted_ghost_cells)
            .into()
    } else {
        VecDeque::new()
    };
    let mut plan = GhostPlan {
        areas,
        reduce,
        mist_done: false,
        cemetery_ghost: false,
        haunt,
    };
    plan.cemetery_ghost = owes_cemetery_ghost(cfg, plan.mist_ghosts(), open_cemetery);
    plan
}

/// RULES §10.3 item 4 (Levels 2–4): the extra ghost is owed when `N ≥ 1` and a cemetery is open.
pub fn owes_cemetery_ghost(cfg: &LevelConfig, mist_ghosts: u32, open_cemetery: bool) -> bool {
    cfg.cemeteries == CemeteryRule::FourSides && mist_ghosts >= 1 && open_cemetery
}

/// Ghosts a tile with `symbols` needs when it joins no completed bank (RULES §10.3): `N` is one
/// less when it expands a bank, `C` follows item 4. `H` (a new haunted cemetery) is not counted.
pub fn need_of_symbols(cfg: &LevelConfig, symbols: u32, expands: bool, open_cemetery: bool) -> u32 {
    let n = if expands && symbols > 0 {
        symbols - 1
    } else {
        symbols
    };
    n + owes_cemetery_ghost(cfg, n, open_cemetery) as u32
}

/// The most ghosts tile `copy` can need in 2a wherever it is laid (RULES §10.3: `N ≤ S`, `C ≤ 1`,
/// `H` at most the cells around a haunted cemetery).
pub fn most_needed(cfg: &LevelConfig, tiles: &mists_board::TileSet, copy: CopyIdx) -> u32 {
    let s = tiles.copy(copy).total_symbols();
    let c = (cfg.cemeteries == CemeteryRule::FourSides) as u32;
    let h = if cfg.cemeteries == CemeteryRule::Haunted
        && tiles.copy_def(copy).special == mists_board::Special::Cemetery
    {
        cfg.settings
            .haunted_ghost_cells
            .cells(Cell::new(0, 0))
            .len() as u32
    } else {
        0
    };
    s + c + h
}

/// Enter 2a: the plan for the tile, and the loss check of RULES §10.3 item 6 (exactly enough is
/// fine).
pub(crate) fn enter(cx: &mut Cx, tile: &PlacedTile) -> GhostPlan {
    let open = !cx.t.open_cemeteries().is_empty();
    let plan = plan_for(
        &cx.t.board,
        tile.copy,
        tile.cell,
        &tile.outcome,
        cx.t.cfg(),
        open,
    );
    if (cx.t.ghosts.supply as u32) < plan.needed() {
        cx.finish(Outcome::Lost(LossReason::GhostShortage));
    }
    plan
}

pub(crate) fn run(cx: &mut Cx, tile: &PlacedTile, plan: &mut GhostPlan) -> Step {
    let cell = tile.cell;
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
            let Some(d) = cx.decide(DecisionKind::LeaveEmpty { cell }, options, |_, _| {
                "A-21: choose a mist area of the new tile that has a symbol".into()
            }) else {
                return Step::Wait;
            };
            if let Decision::LeaveEmpty { area } = d {
                empty_in = Some(area);
            }
        }
        for &(area, n) in &plan.areas {
            let n = n - (empty_in == Some(area)) as u8;
            if n > 0 {
                cx.t.ghosts.add_mist(cell, area, n);
                cx.emit(RuleEvent::GhostsPlaced { cell, count: n });
            }
        }
        plan.mist_done = true;
    }

    if plan.cemetery_ghost {
        let options: Vec<Decision> =
            cx.t.open_cemeteries()
                .into_iter()
                .map(|c| Decision::CemeteryGhost { cell: c })
                .collect();
        let Some(d) = cx.decide(DecisionKind::CemeteryGhost, options, |_, _| {
            "RULES §13.2: the extra ghost goes onto one open cemetery".into()
        }) else {
            return Step::Wait;
        };
        if let Decision::CemeteryGhost { cell: cem } = d {
            cx.t.ghosts.add_cemetery(cem, 1);
            cx.emit(RuleEvent::GhostsPlaced {
                cell: cem,
                count: 1,
            });
        }
        plan.cemetery_ghost = false;
    }

    while let Some(&target) = plan.haunt.front() {
        // RULES §13.3: one ghost per misty tile, into a mist area of the team's choice.
        let options: Vec<Decision> =
            cx.t.board
                .mist_areas_at(target)
                .into_iter()
                .map(|(area, _)| Decision::HauntArea { cell: target, area })
                .collect();
        let Some(d) = cx.decide(DecisionKind::HauntArea { cell: target }, options, |_, _| {
            "RULES §13.3: the ghost goes into a mist area of that tile".into()
        }) else {
            return Step::Wait;
        };
        if let Decision::HauntArea { cell: c, area } = d {
            cx.t.ghosts.add_mist(c, area, 1);
            cx.emit(RuleEvent::GhostsPlaced { cell: c, count: 1 });
        }
        plan.haunt.pop_front();
    }
    Step::Done
}
