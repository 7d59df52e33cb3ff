//! What the team may know (RULES §4, §8.1, §13.3): the board, the supplies, the totals, how many
//! tiles each pile holds and the tiles still unseen as one group: the piles and the tiles laid
//! facedown, whose identity nobody looks at. Bots, hints and warnings take a [`PlayerView`]; the
//! piles' order and which tiles went facedown are not reachable from it.

use crate::decision::PendingDecision;
use crate::machine::Flow;
use crate::sim::Sim;
use crate::table::Table;
use crate::turn::{CloseStep, FacedownStep, Turn};
use bevy_ecs::world::World;
use mists_board::{CopyIdx, TypeIdx};
use std::sync::Arc;

#[derive(Clone, Debug)]
pub struct PlayerView {
    /// The game with its hidden parts put in a canonical order (see [`PlayerView::new`]).
    sim: Sim,
    /// The unseen tiles, sorted.
    unseen: Vec<CopyIdx>,
    /// Made with [`PlayerView::omniscient`]: the true order is kept.
    omniscient: bool,
}

impl PlayerView {
    /// The players' view of a game. The unseen tiles (piles, facedown tiles, a tile drawn unseen
    /// this turn) are sorted and dealt back in that order into piles of the true sizes, then onto
    /// the facedown cells: two games that differ only in the hidden order or in which tiles went
    /// facedown give identical views.
    pub fn new(table: &Table, turn: &Turn, flow: &Flow) -> PlayerView {
        let mut sim = Sim {
            table: table.clone(),
            turn: turn.clone(),
            flow: Flow {
                pending: flow.pending.clone(),
                over: flow.over,
                applied: flow.applied,
                ..Flow::default()
            },
        }
        .quiet();
        // The shuffle seed would give the piles' order away.
        sim.table.seed = 0;
        let piles = Arc::make_mut(&mut sim.table.piles);
        let mut unseen: Vec<CopyIdx> = piles.piles.iter().flatten().copied().collect();
        unseen.extend(piles.facedown.iter().map(|(_, c)| *c));
        let drawn_unseen = match &mut sim.turn {
            Turn::Close(CloseStep::Facedown(FacedownStep::Place { drawn })) => Some(drawn),
            _ => None,
        };
        unseen.extend(drawn_unseen.as_deref().copied());
        unseen.sort();
        let mut deal = unseen.iter().copied();
        for pile in &mut piles.piles {
            for slot in pile.iter_mut() {
                *slot = deal.next().unwrap_or(*slot);
            }
        }
        for (_, slot) in &mut piles.facedown {
            *slot = deal.next().unwrap_or(*slot);
        }
        if let Some(slot) = drawn_unseen {
            *slot = deal.next().unwrap_or(*slot);
        }
        PlayerView {
            sim,
            unseen,
            omniscient: false,
        }
    }

    /// The view of a game in a world holding the rules' resources.
    pub fn of_world(world: &World) -> PlayerView {
        PlayerView::new(
            world.resource::<Table>(),
            world.resource::<Turn>(),
            world.resource::<Flow>(),
        )
    }

    /// Not a player's view: the true order stays (diagnostics that measure what knowing the
    /// draws is worth; never a teammate or a hint).
    pub fn omniscient(table: &Table, turn: &Turn, flow: &Flow) -> PlayerView {
        let mut v = PlayerView::new(table, turn, flow);
        v.sim.table.piles = table.piles.clone();
        v.sim.turn = turn.clone();
        v.omniscient = true;
        v
    }

    pub fn is_omniscient(&self) -> bool {
        self.omniscient
    }

    pub fn table(&self) -> &Table {
        &self.sim.table
    }

    pub fn turn(&self) -> &Turn {
        &self.sim.turn
    }

    pub fn pending(&self) -> Option<&PendingDecision> {
        self.sim.pending()
    }

    /// The game as the team sees it, to play forward (look-ahead; keeps no events).
    pub fn sim(&self) -> &Sim {
        &self.sim
    }

    /// The tiles not seen yet: the piles and the facedown tiles as one group, sorted.
    pub fn unseen(&self) -> &[CopyIdx] {
        &self.unseen
    }

    /// The unseen tiles by kind (type and ghost symbols), with how many of each; the copy given
    /// is one of them.
    pub fn unseen_kinds(&self) -> Vec<(CopyIdx, TypeIdx, usize)> {
        let tiles = self.table().board.tiles();
        let mut out: Vec<(CopyIdx, TypeIdx, usize)> = Vec::new();
        for &c in &self.unseen {
            let cd = tiles.copy(c);
            match out
                .iter_mut()
                .find(|(k, ty, _)| *ty == cd.ty && tiles.copy(*k).symbols == cd.symbols)
            {
                Some((_, _, n)) => *n += 1,
                None => out.push((c, cd.ty, 1)),
            }
        }
        out
    }

    /// Unseen kinds that, drawn now, could not be laid anywhere without a ghost shortage
    /// (RULES §10.3 item 6, §16.2), each with how many of its copies are unseen.
    pub fn shortage_risks(&self) -> Vec<(CopyIdx, usize)> {
        self.unseen_kinds()
            .into_iter()
            .filter(|(copy, _, _)| self.sim.can_lay_safely(*copy) == Some(false))
            .map(|(copy, _, n)| (copy, n))
            .collect()
    }

    /// Tiles in each pile (public: the piles stand on the table).
    pub fn pile_sizes(&self) -> Vec<usize> {
        self.table().piles.left()
    }
}
