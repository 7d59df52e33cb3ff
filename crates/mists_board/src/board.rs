//! The grid and the feature graph (RULES §8, §9).
//!
//! Every area of every face-up tile is a node of one union-find. A root carries the feature's
//! counters: `open` segments (facing an empty cell) and `blocked` segments (a mist segment facing
//! clear terrain or a facedown tile, or a road/city segment facing a facedown tile — RULES §9.6,
//! §9.7, A-11, A-12). Merging two sets adds their counters; the segments that just met were
//! already taken off. A feature is complete when both counters are zero. Castles are one-cell
//! features judged from their 3×3 block (RULES §9.3).

use crate::geom::{Cell, Rotation, RotationSet, Seg, Side, SideSet};
use crate::tile::{AreaIdx, AreaKind, SegInfo, Special, TileDef};
use crate::tileset::{CopyIdx, TileSet, TypeIdx};
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::Arc;

mod feature;
pub use feature::FeatureHead;

/// A tiny multiplicative hasher for cell keys: the grid is looked up in every placement test.
#[derive(Default, Clone, Copy)]
pub struct CellHasher(u64);

impl Hasher for CellHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0.rotate_left(5) ^ b as u64).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
        }
    }
    fn write_i16(&mut self, n: i16) {
        self.0 = (self.0.rotate_left(5) ^ n as u16 as u64).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

type CellMap<V> = HashMap<Cell, V, BuildHasherDefault<CellHasher>>;

/// What occupies a cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CellState {
    /// A face-up tile: index into [`Board::placed`].
    FaceUp(u32),
    /// A facedown tile (Levels 5–6, RULES §13.3): no terrain at all.
    FaceDown,
}

/// A face-up tile on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Placed {
    pub cell: Cell,
    pub ty: TypeIdx,
    /// `None` for start-tile quarters.
    pub copy: Option<CopyIdx>,
    pub rot: Rotation,
    first_node: u32,
}

/// One area of one placed tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NodeId(pub u32);

/// What a tile laid in an empty cell must match, and which of its world segments (bit i =
/// `Seg(i)`) face each of two features: see [`Board::join_probe`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct JoinProbe {
    need: [Option<u8>; 4],
    a: u16,
    b: u16,
}

/// A feature (road, city, castle, mist bank), named by its current union-find root.
/// Valid until the board changes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FeatureId(pub u32);

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum FeatureKind {
    Road,
    City,
    Castle,
    MistBank,
    /// Competitive game only (RULES §20): judged from its 3×3 block like a castle.
    Monastery,
    /// Competitive game only (RULES §20.2): never completes; farmers score it at the end.
    Field,
}

impl FeatureKind {
    /// Features judged from the 3×3 block around one tile (RULES §9.3; base-game monasteries).
    pub fn is_block(self) -> bool {
        matches!(self, FeatureKind::Castle | FeatureKind::Monastery)
    }
}

/// A small ordered set of cells: a sorted vector, so that cloning it (every look-ahead board
/// clone) is one copy where a `BTreeSet` allocated node by node. Iterates in `Cell` order, as
/// the `BTreeSet` did, so legal placements come in the same order.
#[derive(Clone, Debug, Default)]
struct CellSet(Vec<Cell>);

impl CellSet {
    fn contains(&self, c: &Cell) -> bool {
        self.0.binary_search(c).is_ok()
    }

    fn insert(&mut self, c: Cell) {
        if let Err(i) = self.0.binary_search(&c) {
            self.0.insert(i, c);
        }
    }

    fn remove(&mut self, c: &Cell) {
        if let Ok(i) = self.0.binary_search(c) {
            self.0.remove(i);
        }
    }

    fn iter(&self) -> std::slice::Iter<'_, Cell> {
        self.0.iter()
    }
}

/// End of a member list.
const NO_NODE: u32 = u32::MAX;

/// One area of a placed tile in the union-find. Plain data, so cloning a board (which the bots'
/// look-ahead does thousands of times a second) is a copy of the node vector, with no allocation
/// per feature: a feature's members are a list threaded through its nodes.
#[derive(Clone, Copy, Debug)]
struct Node {
    cell: Cell,
    area: AreaIdx,
    kind: FeatureKind,
    parent: u32,
    /// The next member of this node's feature, in the order the areas joined (NO_NODE: last).
    next: u32,
    /// Root only: counters, and the feature's member list (first, last, how many).
    open: u16,
    blocked: u16,
    arms: u16,
    head: u32,
    tail: u32,
    size: u32,
}

/// The graph nodes one edge segment of a newly placed tile belongs to: its road or city, its
/// mist bank and (when the board has fields) its field.
#[derive(Clone, Copy)]
struct SegNodes {
    feature: Option<u32>,
    mist: Option<u32>,
    field: Option<u32>,
}

impl SegNodes {
    /// All of them, feature first.
    #[inline]
    fn all(self) -> impl Iterator<Item = u32> {
        self.feature.into_iter().chain(self.mist).chain(self.field)
    }
}

/// Neighbourhood used for cemeteries, haunting ghosts and similar switches (RULES §18).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Neighbourhood {
    N4,
    N8,
}

impl Neighbourhood {
    pub fn cells(self, c: Cell) -> Vec<Cell> {
        match self {
            Neighbourhood::N4 => c.n4().to_vec(),
            Neighbourhood::N8 => c.n8().to_vec(),
        }
    }
}

/// What one face-up placement did to the features (input to RULES §7 steps 1b, 2a, 3a).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PlaceOutcome {
    /// Roads, cities and castles completed by this placement (RULES §9.1–§9.3).
    pub completed: Vec<FeatureId>,
    /// Mist banks completed by this placement (RULES §9.6, step 1b).
    pub banks_completed: Vec<FeatureId>,
    /// `E` of RULES §10.3: a misty segment of the new tile met a misty segment of an existing tile.
    pub expanded: bool,
    /// A misty segment met a clear one, either way round ("limit the mist", RULES §20.3).
    pub limited: bool,
}

/// Why a face-up placement is illegal (RULES §8.2).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PlacementError {
    #[error("rotation {0} does not exist: a tile turns 0 to 3 quarter turns (RULES §8.2)")]
    Rotation(u8),
    #[error("cell {0} is not empty (RULES §8.2)")]
    Occupied(Cell),
    #[error("cell {0} touches no face-up tile along a side (RULES §8.2 contact)")]
    NoContact(Cell),
    #[error(
        "cell {0} touches only facedown tiles, which give no contact (RULES §8.2 item 1, D-15)"
    )]
    OnlyFacedown(Cell),
    #[error("at {cell} the {sides} side(s) do not match the neighbours (RULES §8.2 matching)")]
    Mismatch { cell: Cell, sides: SideSet },
}

/// A facts-only view of one feature.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FeatureInfo {
    pub kind: FeatureKind,
    pub open: u16,
    pub blocked: u16,
    /// Distinct cells (a tile is counted once, RULES §9.1).
    pub cells: Vec<Cell>,
    pub arms: u16,
}

impl FeatureInfo {
    pub fn complete(&self) -> bool {
        self.open == 0 && self.blocked == 0
    }

    /// Blocked mist (RULES §9.6) or haunted road/city/castle (§9.7): can never complete.
    pub fn never_completable(&self) -> bool {
        self.blocked > 0
    }
}

#[derive(Clone)]
pub struct Board {
    tiles: Arc<TileSet>,
    cells: CellMap<CellState>,
    placed: Vec<Placed>,
    /// Per placed tile: terrain signature of each world side (mist ignored).
    sigs: Vec<[u8; 4]>,
    frontier: CellSet,
    nodes: Vec<Node>,
    facedown: Vec<Cell>,
    /// Whether field areas join the graph (the competitive game, RULES §20.2).
    fields: bool,
}

impl std::fmt::Debug for Board {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Board")
            .field("placed", &self.placed.len())
            .field("facedown", &self.facedown)
            .finish()
    }
}

/// Whether `def` turned by `rot` has the side signatures `need` asks for (RULES §8.2).
/// Whether `side` of `def` turned `rot` does not match what the face-up neighbour there needs
/// (RULES §8.2 item 2). The one test of matching: the legal placements ([`fits`]) and the reason
/// for a refusal ([`clashes`]) both ask it.
#[inline]
fn side_clashes(def: &TileDef, need: &[Option<u8>; 4], rot: Rotation, side: Side) -> bool {
    need[side.index()]
        .is_some_and(|sig| def.side_sig[(side.index() + 4 - rot.0 as usize) % 4] != sig)
}

/// Whether `def` turned `rot` matches every face-up neighbour (stops at the first clash).
#[inline]
fn fits(def: &TileDef, need: &[Option<u8>; 4], rot: Rotation) -> bool {
    !Side::ALL
        .into_iter()
        .any(|side| side_clashes(def, need, rot, side))
}

/// Every side of `def` turned `rot` that clashes: empty when it fits.
fn clashes(def: &TileDef, need: &[Option<u8>; 4], rot: Rotation) -> SideSet {
    let mut out = SideSet::default();
    for side in Side::ALL {
        if side_clashes(def, need, rot, side) {
            out.insert(side);
        }
    }
    out
}

fn mirrored(sig: u8) -> u8 {
    crate::tile::mirrored_sig(sig)
}

impl Board {
    /// An empty board (no start tile); scenario code and tests place tiles freely.
    pub fn empty(tiles: Arc<TileSet>) -> Board {
        Board {
            tiles,
            cells: CellMap::default(),
            placed: Vec::new(),
            sigs: Vec::new(),
            frontier: CellSet::default(),
            nodes: Vec::new(),
            facedown: Vec::new(),
            fields: false,
        }
    }

    /// An empty board whose field areas join the feature graph (the competitive game).
    pub fn empty_with_fields(tiles: Arc<TileSet>) -> Board {
        Board {
            fields: true,
            ..Board::empty(tiles)
        }
    }

    /// [`Board::with_start`] with fields in the graph (the competitive game, RULES §20.1).
    pub fn with_start_and_fields(tiles: Arc<TileSet>) -> Board {
        let mut b = Board::empty_with_fields(tiles.clone());
        for q in &tiles.start {
            b.place_unchecked(q.cell, q.ty, None, Rotation(0));
        }
        b
    }

    pub fn has_fields(&self) -> bool {
        self.fields
    }

    /// How many areas of `def` are nodes of this board's graph: fields come last and only count
    /// when the board has fields.
    fn graph_areas(&self, def: &TileDef) -> usize {
        if self.fields {
            def.areas.len()
        } else {
            def.first_field as usize
        }
    }

    /// A board with the start tile's four quarters at their cells (RULES §3, §6 step 1).
    pub fn with_start(tiles: Arc<TileSet>) -> Board {
        let mut b = Board::empty(tiles.clone());
        for q in &tiles.start {
            b.place_unchecked(q.cell, q.ty, None, Rotation(0));
        }
        b
    }

    pub fn tiles(&self) -> &Arc<TileSet> {
        &self.tiles
    }

    pub fn placed(&self) -> &[Placed] {
        &self.placed
    }

    pub fn facedown_cells(&self) -> &[Cell] {
        &self.facedown
    }

    pub fn state(&self, c: Cell) -> Option<CellState> {
        self.cells.get(&c).copied()
    }

    pub fn is_empty(&self, c: Cell) -> bool {
        !self.cells.contains_key(&c)
    }

    pub fn tile_at(&self, c: Cell) -> Option<&Placed> {
        match self.cells.get(&c) {
            Some(CellState::FaceUp(i)) => Some(&self.placed[*i as usize]),
            _ => None,
        }
    }

    pub fn def_at(&self, c: Cell) -> Option<&TileDef> {
        self.tile_at(c).map(|p| self.tiles.def(p.ty))
    }

    pub fn is_face_up(&self, c: Cell) -> bool {
        matches!(self.cells.get(&c), Some(CellState::FaceUp(_)))
    }

    /// The ghost symbols printed on the face-up tile at `c`, one count per mist area in its
    /// type's order (RULES §2.3: per copy; a start quarter has its own, §2 item 8); empty where
    /// no face-up tile lies.
    pub fn symbols_at(&self, c: Cell) -> &[u8] {
        let Some(p) = self.tile_at(c) else {
            return &[];
        };
        match p.copy {
            Some(k) => &self.tiles.copy(k).symbols,
            None => self
                .tiles
                .start
                .iter()
                .find(|q| q.cell == c)
                .map_or(&[], |q| &q.symbols),
        }
    }

    /// A face-up tile with mist (facedown tiles show none).
    pub fn is_misty(&self, c: Cell) -> bool {
        self.def_at(c).is_some_and(|d| d.misty())
    }

    /// Empty cells that touch a face-up tile along a side: the only candidates for placement.
    pub fn frontier(&self) -> impl Iterator<Item = Cell> + '_ {
        self.frontier.iter().copied()
    }

    // ---------------------------------------------------------------- placement legality

    /// Rotations of `ty` that fit at `cell` (RULES §8.2). Empty if the cell is not a candidate.
    pub fn rotations_at(&self, cell: Cell, ty: TypeIdx) -> RotationSet {
        let mut set = RotationSet::default();
        if !self.frontier.contains(&cell) {
            return set;
        }
        let def = self.tiles.def(ty);
        let need = self.needed_sigs(cell);
        for rot in Rotation::ALL {
            if fits(def, &need, rot) {
                set.insert(rot);
            }
        }
        set
    }

    /// The signature each world side of `cell` must have (mirrored from the face-up neighbour),
    /// or None where nothing constrains it.
    fn needed_sigs(&self, cell: Cell) -> [Option<u8>; 4] {
        let mut need = [None; 4];
        for side in Side::ALL {
            if let Some(CellState::FaceUp(i)) = self.cells.get(&cell.step(side)) {
                need[side.index()] =
                    Some(mirrored(self.sigs[*i as usize][side.opposite().index()]));
            }
        }
        need
    }

    /// Every legal position for `ty`, as cell → rotations that fit, in cell order.
    pub fn legal_placements(&self, ty: TypeIdx) -> Vec<(Cell, RotationSet)> {
        self.frontier
            .iter()
            .filter_map(|&c| {
                let r = self.rotations_at(c, ty);
                (!r.is_empty()).then_some((c, r))
            })
            .collect()
    }

    /// Whether `ty` fits anywhere (RULES §8.3, A-23 when it does not).
    pub fn fits_anywhere(&self, ty: TypeIdx) -> bool {
        self.frontier
            .iter()
            .any(|&c| !self.rotations_at(c, ty).is_empty())
    }

    /// Whether laying `ty` at `cell` turned `rot` would expand a mist bank: a misty segment of
    /// it faces a misty segment of a face-up neighbour (RULES §10.3 item 2; `PlaceOutcome::
    /// expanded` after the placement, known before it).
    pub fn would_expand(&self, cell: Cell, ty: TypeIdx, rot: Rotation) -> bool {
        let def = self.tiles.def(ty);
        Side::ALL.into_iter().any(|side| {
            let Some(other) = self.tile_at(cell.step(side)) else {
                return false;
            };
            let odef = self.tiles.def(other.ty);
            (0..3u8).any(|k| {
                let ws = Seg(side as u8 * 3 + k);
                def.segs[ws.unrotated(rot).0 as usize].mist.is_some()
                    && odef.segs[ws.facing().unrotated(other.rot).0 as usize]
                        .mist
                        .is_some()
            })
        })
    }

    /// Whether laying `ty` at `cell` turned `rot` could complete a mist bank (RULES §9.6): some
    /// mist area of it has every segment facing mist of a face-up neighbour. When none has, each
    /// of its banks keeps an open or blocked edge at this tile, and none completes.
    pub fn may_complete_mist(&self, cell: Cell, ty: TypeIdx, rot: Rotation) -> bool {
        let def = self.tiles.def(ty);
        def.mist_areas().any(|area| {
            Side::ALL.into_iter().all(|side| {
                let other = self.tile_at(cell.step(side));
                (0..3u8).all(|k| {
                    let ws = Seg(side as u8 * 3 + k);
                    def.segs[ws.unrotated(rot).0 as usize].mist != Some(area)
                        || other.is_some_and(|o| {
                            self.tiles.def(o.ty).segs[ws.facing().unrotated(o.rot).0 as usize]
                                .mist
                                .is_some()
                        })
                })
            })
        })
    }

    /// Why a placement is illegal, or Ok: the same tests as [`Board::rotations_at`], with every
    /// clashing side named.
    pub fn check_placement(
        &self,
        cell: Cell,
        ty: TypeIdx,
        rot: Rotation,
    ) -> Result<(), PlacementError> {
        if rot.0 > 3 {
            return Err(PlacementError::Rotation(rot.0));
        }
        if !self.is_empty(cell) {
            return Err(PlacementError::Occupied(cell));
        }
        if !self.frontier.contains(&cell) {
            let facedown = Side::ALL.into_iter().any(|s| {
                cell.checked_step(s)
                    .is_some_and(|n| self.cells.get(&n) == Some(&CellState::FaceDown))
            });
            return Err(if facedown {
                PlacementError::OnlyFacedown(cell)
            } else {
                PlacementError::NoContact(cell)
            });
        }
        let sides = clashes(self.tiles.def(ty), &self.needed_sigs(cell), rot);
        if sides.is_empty() {
            Ok(())
        } else {
            Err(PlacementError::Mismatch { cell, sides })
        }
    }

    /// Place a face-up tile after checking RULES §8.2.
    pub fn place(
        &mut self,
        cell: Cell,
        ty: TypeIdx,
        copy: Option<CopyIdx>,
        rot: Rotation,
    ) -> Result<PlaceOutcome, PlacementError> {
        self.check_placement(cell, ty, rot)?;
        Ok(self.place_unchecked(cell, ty, copy, rot))
    }

    // ---------------------------------------------------------------- union-find

    fn find(&self, mut n: u32) -> u32 {
        while self.nodes[n as usize].parent != n {
            n = self.nodes[n as usize].parent;
        }
        n
    }

    fn union(&mut self, a: u32, b: u32) -> u32 {
        let (ra, rb) = (self.find(a), self.find(b));
        if ra == rb {
            return ra;
        }
        // Union by size: the larger member list absorbs the smaller one, appended after it.
        let (big, small) = if self.nodes[ra as usize].size >= self.nodes[rb as usize].size {
            (ra, rb)
        } else {
            (rb, ra)
        };
        let s = &mut self.nodes[small as usize];
        s.parent = big;
        let (open, blocked, arms) = (s.open, s.blocked, s.arms);
        let (s_head, s_tail, s_size) = (s.head, s.tail, s.size);
        let b_tail = self.nodes[big as usize].tail;
        self.nodes[b_tail as usize].next = s_head;
        let b = &mut self.nodes[big as usize];
        b.open += open;
        b.blocked += blocked;
        b.arms += arms;
        b.tail = s_tail;
        b.size += s_size;
        big
    }

    /// The nodes of the feature whose root is `root`, in the order they joined.
    fn member_nodes(&self, root: u32) -> impl Iterator<Item = &Node> + '_ {
        let mut at = self.nodes[root as usize].head;
        std::iter::from_fn(move || {
            let n = self.nodes.get(at as usize)?;
            at = n.next;
            Some(n)
        })
    }

    fn root_mut(&mut self, n: u32) -> &mut Node {
        let r = self.find(n);
        &mut self.nodes[r as usize]
    }

    fn node_of(&self, placed: u32, area: AreaIdx) -> u32 {
        self.placed[placed as usize].first_node + area.0 as u32
    }

    // ---------------------------------------------------------------- mutation

    /// Place a face-up tile without checking legality (start tile, scenario presets).
    pub fn place_unchecked(
        &mut self,
        cell: Cell,
        ty: TypeIdx,
        copy: Option<CopyIdx>,
        rot: Rotation,
    ) -> PlaceOutcome {
        assert!(
            self.is_empty(cell),
            "place_unchecked on occupied cell {cell}"
        );
        let tiles = self.tiles.clone();
        let def = tiles.def(ty);
        let pidx = self.placed.len() as u32;
        let first_node = self.nodes.len() as u32;
        self.push_nodes(cell, def, first_node);
        let mut sig = [0u8; 4];
        for side in Side::ALL {
            sig[side.index()] = def.side_sig[(side.index() + 4 - rot.0 as usize) % 4];
        }
        self.placed.push(Placed {
            cell,
            ty,
            copy,
            rot,
            first_node,
        });
        self.sigs.push(sig);

        let mut outcome = PlaceOutcome::default();
        for side in Side::ALL {
            let ncell = cell.step(side);
            let neighbour = self.cells.get(&ncell).copied();
            for k in 0..3u8 {
                let ws = Seg(side as u8 * 3 + k);
                let mine = self.seg_nodes(def.segs[ws.unrotated(rot).0 as usize], first_node);
                match neighbour {
                    None => {
                        for n in mine.all() {
                            self.root_mut(n).open += 1;
                        }
                    }
                    Some(CellState::FaceDown) => {
                        for n in mine.all() {
                            self.root_mut(n).blocked += 1;
                        }
                    }
                    Some(CellState::FaceUp(q)) => {
                        let other = self.placed[q as usize];
                        let odef = tiles.def(other.ty);
                        let oinfo = odef.segs[ws.facing().unrotated(other.rot).0 as usize];
                        self.join_across(q, oinfo, mine, &mut outcome);
                    }
                }
            }
        }
        self.cells.insert(cell, CellState::FaceUp(pidx));
        self.frontier.remove(&cell);
        for n in cell.n4() {
            if self.is_empty(n) {
                self.frontier.insert(n);
            }
        }
        self.push_completed(cell, def, first_node, &mut outcome);
        outcome
    }

    /// One union-find node per graph area of `def` at `cell`, each its own feature so far.
    #[inline]
    fn push_nodes(&mut self, cell: Cell, def: &TileDef, first_node: u32) {
        for (i, area) in def.areas.iter().take(self.graph_areas(def)).enumerate() {
            let (kind, arms) = match area.kind {
                AreaKind::Road { .. } => (FeatureKind::Road, 0),
                AreaKind::City { arms } => (FeatureKind::City, arms as u16),
                AreaKind::Castle => (FeatureKind::Castle, 0),
                AreaKind::Mist => (FeatureKind::MistBank, 0),
                AreaKind::Monastery => (FeatureKind::Monastery, 0),
                AreaKind::Field { .. } => (FeatureKind::Field, 0),
            };
            let id = first_node + i as u32;
            self.nodes.push(Node {
                cell,
                area: AreaIdx(i as u8),
                kind,
                parent: id,
                next: NO_NODE,
                open: 0,
                blocked: 0,
                arms,
                head: id,
                tail: id,
                size: 1,
            });
        }
    }

    /// The nodes of the new tile (whose first node is `first_node`) that one of its edge
    /// segments belongs to.
    #[inline]
    fn seg_nodes(&self, info: SegInfo, first_node: u32) -> SegNodes {
        SegNodes {
            feature: info.feature.map(|a| first_node + a.0 as u32),
            mist: info.mist.map(|a| first_node + a.0 as u32),
            field: info
                .field
                .filter(|_| self.fields)
                .map(|a| first_node + a.0 as u32),
        }
    }

    /// One edge segment of the new tile meets `oinfo`, the facing segment of face-up tile `q`:
    /// the segment they share is no longer open, and matching areas join.
    #[inline]
    fn join_across(&mut self, q: u32, oinfo: SegInfo, mine: SegNodes, outcome: &mut PlaceOutcome) {
        // Fields join clear field to clear field; mist separates them (§20.2).
        if let Some(a) = oinfo.field.filter(|_| self.fields) {
            let on = self.node_of(q, a);
            self.root_mut(on).open -= 1;
            if let Some(n) = mine.field {
                self.union(n, on);
            }
        }
        if let Some(n) = mine.feature {
            match oinfo.feature {
                Some(a) => {
                    let on = self.node_of(q, a);
                    self.root_mut(on).open -= 1;
                    self.union(n, on);
                }
                // Only reachable with unchecked placements of mismatched tiles.
                None => self.root_mut(n).blocked += 1,
            }
        }
        match (mine.mist, oinfo.mist) {
            (Some(n), Some(a)) => {
                let on = self.node_of(q, a);
                self.root_mut(on).open -= 1;
                self.union(n, on);
                outcome.expanded = true;
            }
            // New mist against clear terrain: blocked forever (RULES §9.6).
            (Some(n), None) => {
                self.root_mut(n).blocked += 1;
                outcome.limited = true;
            }
            // Clear terrain against existing mist: that bank is blocked too.
            (None, Some(a)) => {
                let on = self.node_of(q, a);
                let r = self.root_mut(on);
                r.open -= 1;
                r.blocked += 1;
                outcome.limited = true;
            }
            (None, None) => {}
        }
    }

    /// What placing `def` at `cell` completed: its roads, cities and banks (each once), then the
    /// castles and monasteries around it.
    #[inline]
    fn push_completed(
        &self,
        cell: Cell,
        def: &TileDef,
        first_node: u32,
        outcome: &mut PlaceOutcome,
    ) {
        // What this placement completed.
        for (i, area) in def.areas.iter().take(self.graph_areas(def)).enumerate() {
            let r = self.find(first_node + i as u32);
            let node = &self.nodes[r as usize];
            match area.kind {
                AreaKind::Castle | AreaKind::Monastery | AreaKind::Field { .. } => {}
                AreaKind::Mist => {
                    if node.open == 0
                        && node.blocked == 0
                        && !outcome.banks_completed.contains(&FeatureId(r))
                    {
                        outcome.banks_completed.push(FeatureId(r));
                    }
                }
                _ => {
                    if node.open == 0
                        && node.blocked == 0
                        && !outcome.completed.contains(&FeatureId(r))
                    {
                        outcome.completed.push(FeatureId(r));
                    }
                }
            }
        }
        // Castles: this tile's own and any castle whose last empty neighbour this was;
        // monasteries the same way (base game).
        for c in cell.vicinity() {
            for f in self.castle_at(c).into_iter().chain(self.monastery_at(c)) {
                if self.feature(f).complete() {
                    outcome.completed.push(f);
                }
            }
        }
    }

    /// Place a facedown tile (RULES §13.3). No matching; it completes nothing, haunts what it touches.
    pub fn place_facedown(&mut self, cell: Cell) {
        assert!(
            self.is_empty(cell),
            "place_facedown on occupied cell {cell}"
        );
        let tiles = self.tiles.clone();
        for side in Side::ALL {
            if let Some(CellState::FaceUp(q)) = self.cells.get(&cell.step(side)).copied() {
                let other = self.placed[q as usize];
                let odef = tiles.def(other.ty);
                for k in 0..3u8 {
                    // The neighbour's segment that faces the facedown cell.
                    let ws = Seg(side as u8 * 3 + k).facing();
                    let oinfo = odef.segs[ws.unrotated(other.rot).0 as usize];
                    let field = oinfo.field.filter(|_| self.fields);
                    for a in oinfo.feature.into_iter().chain(oinfo.mist).chain(field) {
                        let on = self.node_of(q, a);
                        let r = self.root_mut(on);
                        r.open -= 1;
                        r.blocked += 1;
                    }
                }
            }
        }
        self.cells.insert(cell, CellState::FaceDown);
        self.facedown.push(cell);
        self.frontier.remove(&cell);
    }

    // ---------------------------------------------------------------- queries

    /// The feature an area of the tile at `cell` belongs to.
    pub fn feature_of(&self, cell: Cell, area: AreaIdx) -> Option<FeatureId> {
        let Some(CellState::FaceUp(q)) = self.cells.get(&cell) else {
            return None;
        };
        let def = self.tiles.def(self.placed[*q as usize].ty);
        ((area.0 as usize) < self.graph_areas(def))
            .then(|| FeatureId(self.find(self.node_of(*q, area))))
    }

    /// The monastery feature on `cell`, if a monastery tile lies there (base game).
    pub fn monastery_at(&self, cell: Cell) -> Option<FeatureId> {
        let a = self.def_at(cell)?.monastery_area()?;
        self.feature_of(cell, a)
    }

    /// The cities a field feature borders, each once (farmers, base game; RULES §20.2).
    pub fn field_cities(&self, f: FeatureId) -> Vec<FeatureId> {
        let mut out = Vec::new();
        for (cell, area) in self.members(f) {
            let Some(def) = self.def_at(cell) else {
                continue;
            };
            if let AreaKind::Field { cities } = &def.area(area).kind {
                for &c in cities {
                    if let Some(city) = self.feature_of(cell, c)
                        && !out.contains(&city)
                    {
                        out.push(city);
                    }
                }
            }
        }
        out.sort();
        out
    }

    /// The castle feature on `cell`, if a castle tile lies there.
    pub fn castle_at(&self, cell: Cell) -> Option<FeatureId> {
        let a = self.def_at(cell)?.castle_area()?;
        self.feature_of(cell, a)
    }

    /// Every feature on the board (road, city, castle, mist bank), each once, in placement order.
    pub fn features(&self) -> Vec<FeatureId> {
        let mut seen = std::collections::BTreeSet::new();
        (0..self.nodes.len() as u32)
            .map(|n| self.find(n))
            .filter(|r| seen.insert(*r))
            .map(FeatureId)
            .collect()
    }

    /// The areas (cell, area) that make up a feature.
    pub fn members(&self, f: FeatureId) -> Vec<(Cell, AreaIdx)> {
        self.member_nodes(self.find(f.0))
            .map(|m| (m.cell, m.area))
            .collect()
    }

    /// Whether laying `ty` at the empty `cell` with `rot` would join features `a` and `b` into one
    /// (two roads or cities meeting through one area of the new tile). For look-ahead: the bot
    /// uses it to see which tiles could bring two separately occupied features together (§12.3).
    pub fn would_join(
        &self,
        cell: Cell,
        ty: TypeIdx,
        rot: Rotation,
        a: FeatureId,
        b: FeatureId,
    ) -> bool {
        let (a, b) = (self.find(a.0), self.find(b.0));
        let def = self.tiles.def(ty);
        let (mut touch_a, mut touch_b) = (0u64, 0u64);
        for side in Side::ALL {
            let Some(CellState::FaceUp(q)) = self.cells.get(&cell.step(side)) else {
                continue;
            };
            let other = self.placed[*q as usize];
            let odef = self.tiles.def(other.ty);
            for k in 0..3u8 {
                let ws = Seg(side as u8 * 3 + k);
                let (Some(mine), Some(theirs)) = (
                    def.segs[ws.unrotated(rot).0 as usize].feature,
                    odef.segs[ws.facing().unrotated(other.rot).0 as usize].feature,
                ) else {
                    continue;
                };
                let root = self.find(self.node_of(*q, theirs));
                if root == a {
                    touch_a |= 1 << mine.0;
                }
                if root == b {
                    touch_b |= 1 << mine.0;
                }
            }
        }
        touch_a & touch_b != 0
    }

    /// What decides whether a tile laid at the empty `cell` joins features `a` and `b`: the side
    /// signatures it must match and which of its world segments face `a` and `b`. Equal probes
    /// give equal answers for every tile type ([`Board::probe_fits`]), so look-ahead can cache
    /// by probe. None if `cell` is not a candidate or does not face both features.
    pub fn join_probe(&self, cell: Cell, a: FeatureId, b: FeatureId) -> Option<JoinProbe> {
        if !self.frontier.contains(&cell) {
            return None;
        }
        let (a, b) = (self.find(a.0), self.find(b.0));
        let mut probe = JoinProbe {
            need: self.needed_sigs(cell),
            ..JoinProbe::default()
        };
        for side in Side::ALL {
            let Some(CellState::FaceUp(q)) = self.cells.get(&cell.step(side)) else {
                continue;
            };
            let other = self.placed[*q as usize];
            let odef = self.tiles.def(other.ty);
            for k in 0..3u8 {
                let ws = Seg(side as u8 * 3 + k);
                let Some(theirs) = odef.segs[ws.facing().unrotated(other.rot).0 as usize].feature
                else {
                    continue;
                };
                let root = self.find(self.node_of(*q, theirs));
                if root == a {
                    probe.a |= 1 << ws.0;
                }
                if root == b {
                    probe.b |= 1 << ws.0;
                }
            }
        }
        (probe.a != 0 && probe.b != 0).then_some(probe)
    }

    /// Whether some rotation of `ty` fits the probe's cell and joins its two features through one
    /// area: the same answer as [`Board::rotations_at`] with [`Board::would_join`].
    pub fn probe_fits(&self, probe: &JoinProbe, ty: TypeIdx) -> bool {
        let def = self.tiles.def(ty);
        Rotation::ALL.iter().any(|&rot| {
            let fits = fits(def, &probe.need, rot);
            let touch = |mask: u16| {
                (0..12u8)
                    .filter(|i| mask & (1 << i) != 0)
                    .filter_map(|i| def.segs[Seg(i).unrotated(rot).0 as usize].feature)
                    .fold(0u64, |m, area| m | 1 << area.0)
            };
            fits && touch(probe.a) & touch(probe.b) != 0
        })
    }

    /// Meeple spots of the tile at `cell`: its road, city and castle areas with their features
    /// (RULES §11.1); on a board with fields also monasteries and clear fields (RULES §20.2).
    pub fn meeple_spots(&self, cell: Cell) -> Vec<(AreaIdx, FeatureId)> {
        let Some(def) = self.def_at(cell) else {
            return Vec::new();
        };
        def.areas
            .iter()
            .enumerate()
            .filter(|(_, a)| {
                if self.fields {
                    a.kind.is_competitive_spot()
                } else {
                    a.kind.is_meeple_spot()
                }
            })
            .filter_map(|(i, _)| {
                let a = AreaIdx(i as u8);
                self.feature_of(cell, a).map(|f| (a, f))
            })
            .collect()
    }

    /// Misty face-up tiles among the given cells' neighbourhood (RULES §13.3 placement ghosts).
    pub fn misty_around(&self, cell: Cell, hood: Neighbourhood) -> Vec<Cell> {
        hood.cells(cell)
            .into_iter()
            .filter(|&c| self.is_misty(c))
            .collect()
    }

    /// A cemetery is closed when every cell of its neighbourhood holds a tile, face-up or facedown
    /// (RULES §13.2: N4 in Levels 2–4; §13.3: N8 in Levels 5–6).
    pub fn cemetery_closed(&self, cell: Cell, hood: Neighbourhood) -> bool {
        hood.cells(cell).into_iter().all(|c| !self.is_empty(c))
    }

    /// Cells holding cemetery tiles, in placement order.
    pub fn cemeteries(&self) -> impl Iterator<Item = Cell> + '_ {
        self.placed
            .iter()
            .filter(|p| self.tiles.def(p.ty).special == Special::Cemetery)
            .map(|p| p.cell)
    }

    /// Mist areas (cell, area) of the tile at `cell`, each with its bank.
    pub fn mist_areas_at(&self, cell: Cell) -> Vec<(AreaIdx, FeatureId)> {
        let Some(def) = self.def_at(cell) else {
            return Vec::new();
        };
        def.mist_areas()
            .filter_map(|a| self.feature_of(cell, a).map(|f| (a, f)))
            .collect()
    }
}

#[cfg(test)]
mod tests;
