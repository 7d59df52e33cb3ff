//! The pieces on the table as plain data (RULES §21 checklist); [`crate::Table`] holds them all.

use mists_board::{AreaIdx, Cell, CopyIdx};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};

/// Meeple colours (RULES §1: 6 colours × 5 guard meeples).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Colour {
    Red,
    Green,
    Blue,
    Yellow,
    Black,
    Pink,
}

impl Colour {
    pub const ALL: [Colour; 6] = [
        Colour::Red,
        Colour::Green,
        Colour::Blue,
        Colour::Yellow,
        Colour::Black,
        Colour::Pink,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Colour::Red => "red",
            Colour::Green => "green",
            Colour::Blue => "blue",
            Colour::Yellow => "yellow",
            Colour::Black => "black",
            Colour::Pink => "pink",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct MeepleId(pub u8);

/// Where a meeple is (RULES §11, §13.1, §15.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum MeepleLoc {
    Supply,
    /// On a road, city or castle area of the tile at `cell`.
    Board {
        cell: Cell,
        area: AreaIdx,
    },
    /// Buried on the cemetery at `cell`: out of play for good (RULES §11.3).
    Buried {
        cell: Cell,
    },
    /// Standing on the scoring track as Level 6 scoring meeple `index` (RULES §15.1).
    Scoring {
        index: u8,
    },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Meeple {
    pub colour: Colour,
    pub loc: MeepleLoc,
}

/// All guard meeples in play (those returned to the box are not listed).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Meeples(pub Vec<Meeple>);

impl Meeples {
    pub fn ids(&self) -> impl Iterator<Item = MeepleId> + '_ {
        (0..self.0.len() as u8).map(MeepleId)
    }

    pub fn get(&self, id: MeepleId) -> &Meeple {
        &self.0[id.0 as usize]
    }

    pub fn on_board(&self) -> impl Iterator<Item = (MeepleId, Cell, AreaIdx)> + '_ {
        self.0.iter().enumerate().filter_map(|(i, m)| match m.loc {
            MeepleLoc::Board { cell, area } => Some((MeepleId(i as u8), cell, area)),
            _ => None,
        })
    }

    /// The first meeple of `colour` in supply.
    pub fn in_supply(&self, colour: Colour) -> Option<MeepleId> {
        self.0
            .iter()
            .position(|m| m.colour == colour && m.loc == MeepleLoc::Supply)
            .map(|i| MeepleId(i as u8))
    }

    pub fn supply_count(&self, colour: Colour) -> usize {
        self.0
            .iter()
            .filter(|m| m.colour == colour && m.loc == MeepleLoc::Supply)
            .count()
    }
}

/// Players and the colours each one plays (RULES §4.1). Turn order is the list order.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Eq)]
pub struct Players {
    pub colours: Vec<Vec<Colour>>,
    pub current: usize,
}

/// Where each ghost is (RULES §10.2). Ghosts on a cell sit in mist-area slots or on the cemetery.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Ghosts {
    /// The level's ghost count (RULES §5).
    pub total: u8,
    pub supply: u8,
    pub mist: BTreeMap<(Cell, AreaIdx), u8>,
    pub cemetery: BTreeMap<Cell, u8>,
}

impl Ghosts {
    pub fn on_cell(&self, cell: Cell) -> u8 {
        self.mist
            .range((cell, AreaIdx(0))..=(cell, AreaIdx(u8::MAX)))
            .map(|(_, n)| *n)
            .sum::<u8>()
            + self.cemetery.get(&cell).copied().unwrap_or(0)
    }

    pub fn on_board(&self) -> u32 {
        self.mist.values().map(|&n| n as u32).sum::<u32>()
            + self.cemetery.values().map(|&n| n as u32).sum::<u32>()
    }

    /// Cells holding ghosts, in cell order.
    pub fn cells(&self) -> BTreeSet<Cell> {
        self.mist
            .iter()
            .filter(|(_, n)| **n > 0)
            .map(|((c, _), _)| *c)
            .chain(
                self.cemetery
                    .iter()
                    .filter(|(_, n)| **n > 0)
                    .map(|(c, _)| *c),
            )
            .collect()
    }

    pub fn add_mist(&mut self, cell: Cell, area: AreaIdx, n: u8) {
        debug_assert!(self.supply >= n);
        self.supply -= n;
        *self.mist.entry((cell, area)).or_default() += n;
    }

    pub fn add_cemetery(&mut self, cell: Cell, n: u8) {
        debug_assert!(self.supply >= n);
        self.supply -= n;
        *self.cemetery.entry(cell).or_default() += n;
    }

    /// Remove all ghosts of one mist slot; returns how many went back to the supply.
    pub fn clear_mist(&mut self, cell: Cell, area: AreaIdx) -> u8 {
        let n = self.mist.remove(&(cell, area)).unwrap_or(0);
        self.supply += n;
        n
    }

    /// Remove up to `n` ghosts from a cell regardless of slot (pacify, hounds: RULES §10.2, D-23).
    pub fn take_from_cell(&mut self, cell: Cell, n: u8) -> u8 {
        let mut left = n;
        let c = self.cemetery.get(&cell).copied().unwrap_or(0);
        let t = c.min(left);
        if t > 0 {
            self.cemetery.insert(cell, c - t);
            left -= t;
        }
        let keys: Vec<_> = self
            .mist
            .range((cell, AreaIdx(0))..=(cell, AreaIdx(u8::MAX)))
            .map(|(k, _)| *k)
            .collect();
        for k in keys.into_iter().rev() {
            let have = self.mist[&k];
            let t = have.min(left);
            self.mist.insert(k, have - t);
            left -= t;
        }
        self.mist.retain(|_, n| *n > 0);
        self.cemetery.retain(|_, n| *n > 0);
        let taken = n - left;
        self.supply += taken;
        taken
    }
}

/// The draw piles (RULES §14.1). The top of a pile is its last element.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Piles {
    pub piles: Vec<Vec<CopyIdx>>,
    pub active: usize,
    /// Tiles removed because they fit nowhere.
    pub discarded: Vec<CopyIdx>,
    /// Tiles placed facedown (Levels 5–6), with where they lie.
    pub facedown: Vec<(Cell, CopyIdx)>,
}

impl Piles {
    pub fn draw(&mut self) -> Option<CopyIdx> {
        self.piles.get_mut(self.active)?.pop()
    }

    pub fn left(&self) -> Vec<usize> {
        self.piles.iter().map(|p| p.len()).collect()
    }

    /// RULES §14.2 step 1: the rest of the active pile goes on top of the next one, in order.
    pub fn advance(&mut self) {
        if self.active + 1 < self.piles.len() {
            let rest = std::mem::take(&mut self.piles[self.active]);
            self.active += 1;
            self.piles[self.active].extend(rest);
        }
    }
}

/// Scoring meeples' totals (RULES §1 track model, A-24): unbounded integers.
#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq, Eq)]
pub struct Score {
    pub totals: Vec<u32>,
    /// The colour of each scoring meeple (Level 6: decides which awards it takes, §15.2).
    pub holders: Vec<Colour>,
    /// Thresholds of hound markers already resolved (RULES §14.2).
    pub markers_resolved: usize,
}

impl Score {
    /// The measure thresholds are compared with: the shared total, or Level 6's lowest (§15.3).
    pub fn measure(&self) -> u32 {
        self.totals.iter().copied().min().unwrap_or(0)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum HoundState {
    /// Waiting on its marker.
    OnMarker,
    /// Attached to a meeple on the board.
    Attached(MeepleId),
    /// No meeple could take it, or its meeple was buried (§13.1): back in the box.
    Lost,
    /// Scored after its meeple's feature (§14.5).
    Scored,
}

/// Hound I "Rufus" and hound II "Ronja" (RULES §1), one per marker.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Hounds(pub Vec<HoundState>);

pub const HOUND_NAMES: [&str; 2] = ["Rufus", "Ronja"];
