//! What a feature is worth and how far it is from completion. The bots ask these for every
//! feature of every table they judge (hundreds of thousands a Level 6 placement), so the counts
//! come straight from the union-find root without collecting the feature's cells.

use super::{Board, CellState, FeatureId, FeatureInfo, FeatureKind};
use crate::geom::Cell;

/// A feature's kind and counters, without its cells (see [`Board::feature_head`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FeatureHead {
    pub kind: FeatureKind,
    pub open: u16,
    pub blocked: u16,
    pub arms: u16,
}

impl FeatureHead {
    pub fn complete(&self) -> bool {
        self.open == 0 && self.blocked == 0
    }

    /// Blocked mist (RULES §9.6) or haunted road/city/castle (§9.7): can never complete.
    pub fn never_completable(&self) -> bool {
        self.blocked > 0
    }
}

impl Board {
    /// [`Board::feature`] without the cells: no allocation.
    pub fn feature_head(&self, f: FeatureId) -> FeatureHead {
        let root = self.find(f.0);
        let node = &self.nodes[root as usize];
        if node.kind.is_block() {
            // RULES §9.3: complete with 8 face-up neighbours; a facedown one haunts it.
            // A base-game monastery is judged the same way.
            let (mut open, mut blocked) = (0, 0);
            for n in node.cell.n8() {
                match self.cells.get(&n) {
                    None => open += 1,
                    Some(CellState::FaceDown) => blocked += 1,
                    Some(CellState::FaceUp(_)) => {}
                }
            }
            return FeatureHead {
                kind: node.kind,
                open,
                blocked,
                arms: 0,
            };
        }
        FeatureHead {
            kind: node.kind,
            open: node.open,
            blocked: node.blocked,
            arms: node.arms,
        }
    }

    pub fn feature(&self, f: FeatureId) -> FeatureInfo {
        let root = self.find(f.0);
        let head = self.feature_head(f);
        let cells = if head.kind.is_block() {
            vec![self.nodes[root as usize].cell]
        } else {
            let mut cells: Vec<Cell> = self.member_nodes(root).map(|m| m.cell).collect();
            cells.sort();
            cells.dedup();
            cells
        };
        FeatureInfo {
            kind: head.kind,
            open: head.open,
            blocked: head.blocked,
            cells,
            arms: head.arms,
        }
    }

    /// The member nodes of the feature rooted at `root`, by index.
    fn member_ids(&self, root: u32) -> impl Iterator<Item = u32> + '_ {
        let mut at = self.nodes[root as usize].head;
        std::iter::from_fn(move || {
            let n = self.nodes.get(at as usize)?;
            let id = at;
            at = n.next;
            Some(id)
        })
    }

    /// Distinct tiles of the road or city rooted at `root` (a tile is counted once, RULES §9.1):
    /// a member counts unless an earlier area of its tile (its tile's nodes are consecutive, area
    /// 0 first) belongs to the same feature.
    fn tile_count(&self, root: u32) -> u32 {
        self.member_ids(root)
            .filter(|&id| {
                let first = id - self.nodes[id as usize].area.0 as u32;
                (first..id).all(|m| self.find(m) != root)
            })
            .count() as u32
    }

    /// Points of a feature (RULES §12.2): road 1/tile; city 2/tile + 2/coat of arms;
    /// castle 2 per misty face-up tile in its 3×3 block (start quarters judged one by one).
    pub fn value(&self, f: FeatureId) -> u32 {
        let root = self.find(f.0);
        let node = &self.nodes[root as usize];
        match node.kind {
            FeatureKind::Road => self.tile_count(root),
            FeatureKind::City => 2 * self.tile_count(root) + 2 * node.arms as u32,
            FeatureKind::Castle => {
                2 * node
                    .cell
                    .vicinity()
                    .iter()
                    .filter(|&&c| self.is_misty(c))
                    .count() as u32
            }
            // Base game: 1 per tile of the 3×3 block, the start quarters each counting as one.
            FeatureKind::Monastery => node
                .cell
                .vicinity()
                .iter()
                .filter(|&&c| self.is_face_up(c))
                .count() as u32,
            // Fields have no value of their own: farmers score the cities they border.
            FeatureKind::MistBank | FeatureKind::Field => 0,
        }
    }

    /// Empty cells facing an open segment of feature `f`: where a tile would extend it (for the
    /// bot's look-ahead; a castle's open cells are its empty neighbours, RULES §9.3).
    pub fn open_cells(&self, f: FeatureId) -> Vec<Cell> {
        // Most open features face a handful of cells: one allocation, not three.
        let mut out = Vec::with_capacity(8);
        let root = self.find(f.0);
        let node = &self.nodes[root as usize];
        if node.kind.is_block() {
            out.extend(node.cell.n8().into_iter().filter(|c| self.is_empty(*c)));
            return out;
        }
        for m in self.member_nodes(root) {
            let Some(p) = self.tile_at(m.cell) else {
                continue;
            };
            for &seg in &self.tiles.def(p.ty).area(m.area).segs {
                let n = m.cell.step(seg.rotated(p.rot).side());
                if self.is_empty(n) && !out.contains(&n) {
                    out.push(n);
                }
            }
        }
        out
    }
}
