//! A game without an App: the table, the turn and the flow, run by the rules machine. The bots
//! play their look-ahead on clones of it; [`crate::Engine`] is the same machine inside an App.

use crate::decision::{Decision, DecisionKind, PendingDecision};
use crate::event::LossReason;
use crate::machine::{Cx, Flow, Outcome, Rejected, Stepping, advance};
use crate::phase;
use crate::setup::{PlayerSetup, SetupError, new_table};
use crate::steps::place_tile;
use crate::table::Table;
use crate::turn::{PlacedTile, Turn};
use crate::{LevelConfig, RuleEvent};
use mists_board::{Cell, CopyIdx, Rotation, TileSet};
use std::sync::Arc;

#[derive(Clone, Debug)]
pub struct Sim {
    pub table: Table,
    pub turn: Turn,
    pub flow: Flow,
}

/// Why a look-ahead placement could not be made.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LayError {
    #[error("the game is over")]
    Over,
    #[error("the turn is not at its draw")]
    NotAtDraw,
    #[error(transparent)]
    Illegal(#[from] mists_board::PlacementError),
}

impl Sim {
    /// A new game (RULES §6), run to its first decision.
    pub fn new(
        cfg: LevelConfig,
        tiles: &TileSet,
        players: &PlayerSetup,
        seed: u64,
    ) -> Result<Sim, SetupError> {
        let mut sim = Sim::from_table(new_table(cfg, tiles, players, seed)?);
        sim.run(Stepping::UntilDecision);
        Ok(sim)
    }

    /// A game at the start of a turn of `table`, not yet run.
    pub fn from_table(table: Table) -> Sim {
        Sim {
            table,
            turn: Turn::default(),
            flow: Flow::default(),
        }
    }

    /// A quiet copy of a table standing at `turn` (the window's engine resources), to look ahead
    /// on; the question is asked again by the next run or decision.
    pub fn from_table_and_turn(table: &Table, turn: &Turn) -> Sim {
        Sim {
            table: table.clone(),
            turn: turn.clone(),
            flow: Flow {
                quiet: true,
                ..Flow::default()
            },
        }
    }

    /// Keep no events (look-ahead).
    pub fn quiet(mut self) -> Sim {
        self.flow.quiet = true;
        self.flow.events.clear();
        self
    }

    pub fn pending(&self) -> Option<&PendingDecision> {
        self.flow.pending.as_ref()
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.flow.over
    }

    /// Whether the game goes on and nothing is asked: the turn ended ([`Stepping::UntilTurnEnd`]).
    pub fn at_turn_end(&self) -> bool {
        self.flow.over.is_none() && self.flow.pending.is_none() && self.turn == Turn::Draw(None)
    }

    /// Run the machine (see [`Stepping`]).
    pub fn run(&mut self, stepping: Stepping) {
        advance(&mut self.table, &mut self.turn, &mut self.flow, stepping);
    }

    /// Apply one decision and run until the next one (or the end); a refused decision names the
    /// rule it breaks and changes nothing.
    pub fn decide(&mut self, d: Decision) -> Result<(), Rejected> {
        self.decide_until(d, Stepping::UntilDecision)
    }

    /// [`Sim::decide`], running as far as `stepping` says.
    pub fn decide_until(&mut self, d: Decision, stepping: Stepping) -> Result<(), Rejected> {
        if self.flow.over.is_some() {
            return Err(Rejected {
                decision: d,
                reason: "the game is over".into(),
            });
        }
        self.flow.rejection = None;
        self.flow.inbox.push_back(d);
        self.run(stepping);
        self.flow.inbox.clear();
        match self.flow.rejection.take() {
            Some(r) => Err(r),
            None => Ok(()),
        }
    }

    /// A copy to play forward: the table and the turn, no events kept, the question dropped (the
    /// next decision or run asks it again).
    pub fn fork(&self) -> Sim {
        Sim {
            table: self.table.clone(),
            turn: self.turn.clone(),
            flow: Flow {
                over: self.flow.over,
                quiet: true,
                applied: self.flow.applied,
                ..Flow::default()
            },
        }
    }

    /// Look-ahead: at the turn's draw, suppose the tile drawn is `copy`, one of the unseen tiles
    /// (taken out of its pile; one lying facedown is taken from nowhere: nobody knows which
    /// those are). Then [`Sim::lay`] places it anywhere without touching the piles again.
    pub fn draw_this(&mut self, copy: CopyIdx) -> Result<(), LayError> {
        if self.flow.over.is_some() {
            return Err(LayError::Over);
        }
        if self.turn != Turn::Draw(None) {
            return Err(LayError::NotAtDraw);
        }
        if self.table.piles.piles.iter().any(|p| p.contains(&copy)) {
            for pile in &mut Arc::make_mut(&mut self.table.piles).piles {
                pile.retain(|c| *c != copy);
            }
        }
        self.turn = Turn::Draw(Some(copy));
        Ok(())
    }

    /// Look-ahead: lay `copy` at `cell` turned `rot` as this turn's tile without asking for the
    /// placement, then run as far as `stepping` says. `copy` is the tile drawn this turn or, at the
    /// turn's draw, one of the unseen tiles ([`Sim::draw_this`]). The placement must be legal
    /// (RULES §8.2).
    pub fn lay(
        &mut self,
        copy: CopyIdx,
        cell: Cell,
        rot: Rotation,
        stepping: Stepping,
    ) -> Result<PlacedTile, LayError> {
        if self.flow.over.is_some() {
            return Err(LayError::Over);
        }
        match self.turn {
            Turn::Draw(Some(c)) if c == copy => {}
            Turn::Draw(None) => self.draw_this(copy)?,
            _ => return Err(LayError::NotAtDraw),
        }
        let ty = self.table.board.tiles().copy(copy).ty;
        self.table.board.check_placement(cell, ty, rot)?;
        self.flow.pending = None;
        let mut cx = Cx {
            t: &mut self.table,
            f: &mut self.flow,
        };
        let tile = place_tile::apply(&mut cx, copy, cell, rot);
        phase::next(&mut cx, &mut self.turn, Some(tile.clone()));
        self.run(stepping);
        Ok(tile)
    }

    /// Look-ahead along the piles as they lie (diagnostics with the true order): at the turn's
    /// draw, draw as step 1a does (setting aside tiles that fit nowhere, A-23) and stop before the
    /// placement. None when the pile ran dry (the game is lost, RULES §14.3) or the turn is not
    /// at its draw.
    pub fn draw(&mut self) -> Option<CopyIdx> {
        let Turn::Draw(drawn) = &mut self.turn else {
            return None;
        };
        let mut cx = Cx {
            t: &mut self.table,
            f: &mut self.flow,
        };
        place_tile::draw(&mut cx, drawn)
    }

    /// Look-ahead: whether laying `copy` at `cell` turned `rot` next loses the game by a ghost
    /// shortage in step 2a (RULES §10.3 item 6, §16.2). Any burial in 1c serves: burials do not
    /// change the ghosts 2a needs.
    pub fn laying_loses(&self, copy: CopyIdx, cell: Cell, rot: Rotation) -> bool {
        let mut s = self.fork();
        s.turn = Turn::Draw(Some(copy));
        if s.lay(copy, cell, rot, Stepping::UntilDecision).is_err() {
            return false;
        }
        while let Some(p) = s.pending() {
            if !matches!(p.kind, DecisionKind::Bury { .. }) {
                break;
            }
            let d = p.options[0];
            if s.decide(d).is_err() {
                break;
            }
        }
        s.outcome() == Some(Outcome::Lost(LossReason::GhostShortage))
    }

    /// Look-ahead: whether `copy`, drawn next, could be laid somewhere without a ghost shortage.
    /// None when it fits nowhere (A-23: it would be set aside) and the supply could not cover
    /// it everywhere; a tile the supply covers wherever it goes is safe without trying its places.
    pub fn can_lay_safely(&self, copy: CopyIdx) -> Option<bool> {
        let tiles = self.table.board.tiles();
        let supply = self.table.ghosts.supply as u32;
        if crate::steps::ghosts::most_needed(self.table.cfg(), tiles, copy) <= supply {
            return Some(true);
        }
        let placements = self.table.board.legal_placements(tiles.copy(copy).ty);
        if placements.is_empty() {
            return None;
        }
        // The bound first everywhere (cheap), then the real placements.
        let any = |safe: &dyn Fn(Cell, Rotation) -> bool| {
            placements
                .iter()
                .any(|&(cell, rots)| rots.iter().any(|rot| safe(cell, rot)))
        };
        // Where the bound is exact and over the supply the placement loses: only the others
        // are laid.
        let exact = |cell, rot| self.need_is_exact(copy, cell, rot);
        Some(
            any(&|cell, rot| self.need_at_most(copy, cell, rot) <= supply)
                || any(&|cell, rot| !exact(cell, rot) && !self.laying_loses(copy, cell, rot)),
        )
    }

    /// Whether [`Sim::need_at_most`] is the need itself and the supply at 2a the supply now, so
    /// that the bound alone tells whether the placement loses: no bank can complete in 1b (so `S`
    /// counts every symbol and 1b returns nothing) and, with ordinary cemeteries (RULES §13.2),
    /// the tile is no cemetery and closes none (1c would return its ghosts, and `C` counts the
    /// cemeteries open after 1c). Never on a finished game, where `laying_loses` answers false.
    pub fn need_is_exact(&self, copy: CopyIdx, cell: Cell, rot: Rotation) -> bool {
        let board = &self.table.board;
        let ty = board.tiles().copy(copy).ty;
        let ordinary = self.table.cfg().cemeteries == crate::level::CemeteryRule::FourSides;
        self.flow.over.is_none()
            && !board.may_complete_mist(cell, ty, rot)
            && !(ordinary
                && (board.tiles().def(ty).special == mists_board::Special::Cemetery
                    || self.closes_a_cemetery(cell)))
    }

    /// Whether a tile at `cell` would close an open cemetery: it fills the last empty cell of
    /// its neighbourhood (RULES §13.2–§13.3).
    fn closes_a_cemetery(&self, cell: Cell) -> bool {
        let (board, hood) = (&self.table.board, self.table.cfg().cemetery_hood());
        self.table.open_cemetery_cells().any(|c| {
            let around = hood.cells(c);
            around.contains(&cell) && around.iter().all(|&n| n == cell || !board.is_empty(n))
        })
    }

    /// An upper bound, from the table before the placement, on the ghosts step 2a needs when
    /// `copy` is laid at `cell` turned `rot` (RULES §10.3): `S` counts every symbol of the tile
    /// (a bank completed in 1b only lowers it, item 1), `E` is exact (item 2), `C` counts the
    /// cemeteries open now and the tile itself if it is one (laying closes cemeteries, item 4),
    /// `H` is exact (item 5: the misty cells around do not change). The supply at 2a is at least
    /// the supply now (1b and 1c only return ghosts, §10.4, §10.6), so a bound within the supply
    /// means the placement is safe without laying it; `laying_loses` answers the rest.
    pub fn need_at_most(&self, copy: CopyIdx, cell: Cell, rot: Rotation) -> u32 {
        use crate::level::CemeteryRule;
        let (board, cfg) = (&self.table.board, self.table.cfg());
        let c = board.tiles().copy(copy);
        let special = board.tiles().def(c.ty).special;
        let cemetery = special == mists_board::Special::Cemetery;
        // Only ordinary cemeteries owe C (need_of_symbols); elsewhere their state is not needed.
        let open = cfg.cemeteries == CemeteryRule::FourSides
            && (cemetery || self.table.open_cemetery_cells().next().is_some());
        let expands = board.would_expand(cell, c.ty, rot);
        let n_c = crate::steps::ghosts::need_of_symbols(cfg, c.total_symbols(), expands, open);
        let h = if cfg.cemeteries == CemeteryRule::Haunted && cemetery {
            board
                .misty_around(cell, cfg.settings.haunted_ghost_cells)
                .len() as u32
        } else {
            0
        };
        n_c + h
    }

    pub fn take_events(&mut self) -> Vec<RuleEvent> {
        self.flow.take_events()
    }
}
