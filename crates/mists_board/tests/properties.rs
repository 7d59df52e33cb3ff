//! Property tests on random legal boards built from the shipped tile set (issue: board core §5).

use mists_board::tile::AreaKind;
use mists_board::*;
use proptest::prelude::*;
use std::collections::{BTreeSet, HashMap};
use std::path::Path;
use std::sync::Arc;

fn shipped() -> Arc<TileSet> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../assets/tiles/mists.ron");
    Arc::new(TileSet::load(&path).unwrap_or_else(|e| panic!("{e}")))
}

/// splitmix64: a tiny deterministic generator driven by proptest's seed.
struct Mix(u64);
impl Mix {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// Play `n` random legal placements (and, if asked, some facedown tiles next to the board).
fn random_board(tiles: &Arc<TileSet>, seed: u64, n: usize, facedown_every: usize) -> Board {
    let mut rng = Mix(seed);
    let mut b = Board::with_start(tiles.clone());
    let mut pile: Vec<CopyIdx> = tiles.copy_indices().collect();
    for i in 0..n.min(pile.len()) {
        let k = rng.below(pile.len());
        let copy = pile.swap_remove(k);
        let ty = tiles.copy(copy).ty;
        let legal = b.legal_placements(ty);
        if legal.is_empty() {
            continue;
        }
        let (cell, rots) = legal[rng.below(legal.len())];
        let rots: Vec<Rotation> = rots.iter().collect();
        let rot = rots[rng.below(rots.len())];
        b.place(cell, ty, Some(copy), rot).unwrap();
        if facedown_every > 0 && i % facedown_every == facedown_every - 1 {
            let cells: Vec<Cell> = b.frontier().collect();
            if !cells.is_empty() {
                b.place_facedown(cells[rng.below(cells.len())]);
            }
        }
    }
    b
}

/// Per-node facts recomputed from scratch by flood fill, independent of the union-find.
#[derive(Debug, PartialEq)]
struct Brute {
    open: u16,
    blocked: u16,
    cells: Vec<Cell>,
    arms: u16,
}

fn world_seg_info(b: &Board, cell: Cell, ws: Seg) -> Option<tile::SegInfo> {
    let p = b.tile_at(cell)?;
    Some(b.tiles().def(p.ty).segs[ws.unrotated(p.rot).0 as usize])
}

/// A node of the feature graph: one area of one placed tile.
type Node = (Cell, AreaIdx);

/// The feature graph rebuilt from the placed tiles: edges across matching sides, and per node the
/// sides that face an empty cell (`open`) or a facedown tile or mist wall (`blocked`).
#[derive(Default)]
struct Graph {
    adj: HashMap<Node, Vec<Node>>,
    open: HashMap<Node, u16>,
    blocked: HashMap<Node, u16>,
}

fn brute_graph(b: &Board) -> Graph {
    let mut g = Graph::default();
    for p in b.placed() {
        let def = b.tiles().def(p.ty);
        for (i, a) in def.areas.iter().enumerate() {
            if matches!(
                a.kind,
                AreaKind::Road { .. } | AreaKind::City { .. } | AreaKind::Mist
            ) {
                g.adj.entry((p.cell, AreaIdx(i as u8))).or_default();
            }
        }
        for ws in Seg::all() {
            let info = def.segs[ws.unrotated(p.rot).0 as usize];
            let ncell = p.cell.step(ws.side());
            let own = info.feature.into_iter().chain(info.mist);
            match b.state(ncell) {
                None => own.for_each(|a| *g.open.entry((p.cell, a)).or_default() += 1),
                Some(CellState::FaceDown) => {
                    own.for_each(|a| *g.blocked.entry((p.cell, a)).or_default() += 1)
                }
                Some(CellState::FaceUp(_)) => {
                    let other = world_seg_info(b, ncell, ws.facing()).unwrap();
                    if let (Some(a), Some(o)) = (info.feature, other.feature) {
                        g.adj.entry((p.cell, a)).or_default().push((ncell, o));
                    }
                    match (info.mist, other.mist) {
                        (Some(a), Some(o)) => {
                            g.adj.entry((p.cell, a)).or_default().push((ncell, o))
                        }
                        (Some(a), None) => *g.blocked.entry((p.cell, a)).or_default() += 1,
                        _ => {}
                    }
                }
            }
        }
    }
    g
}

/// The facts of one connected component, summed over its nodes.
fn component_facts(b: &Board, g: &Graph, comp: &[Node]) -> Brute {
    let mut cells: Vec<Cell> = comp.iter().map(|n| n.0).collect();
    cells.sort();
    cells.dedup();
    let arms = comp
        .iter()
        .map(|&(c, a)| match b.def_at(c).unwrap().area(a).kind {
            AreaKind::City { arms } => arms as u16,
            _ => 0,
        })
        .sum();
    Brute {
        open: comp
            .iter()
            .map(|n| g.open.get(n).copied().unwrap_or(0))
            .sum(),
        blocked: comp
            .iter()
            .map(|n| g.blocked.get(n).copied().unwrap_or(0))
            .sum(),
        cells,
        arms,
    }
}

fn brute_force(b: &Board) -> HashMap<(Cell, AreaIdx), Brute> {
    let g = brute_graph(b);
    let mut out = HashMap::new();
    let mut seen = BTreeSet::new();
    for &start in g.adj.keys() {
        if seen.contains(&start) {
            continue;
        }
        let mut comp = vec![start];
        let mut stack = vec![start];
        seen.insert(start);
        while let Some(n) = stack.pop() {
            for &m in &g.adj[&n] {
                if seen.insert(m) {
                    comp.push(m);
                    stack.push(m);
                }
            }
        }
        let facts = component_facts(b, &g, &comp);
        for n in comp {
            out.insert(
                n,
                Brute {
                    cells: facts.cells.clone(),
                    ..facts
                },
            );
        }
    }
    out
}

/// Legality from the spec letters alone, mist erased by upper-casing: an independent oracle.
fn oracle_fits(b: &Board, cell: Cell, ty: TypeIdx, rot: Rotation) -> bool {
    let letters = |def: &TileDef, local: Side| -> Vec<char> {
        let s = &def.spec.sides;
        let t = match local {
            Side::N => &s.n,
            Side::E => &s.e,
            Side::S => &s.s,
            Side::W => &s.w,
        };
        t.to_uppercase().chars().collect()
    };
    if !b.is_empty(cell) {
        return false;
    }
    let def = b.tiles().def(ty);
    let mut contact = false;
    for side in Side::ALL {
        let Some(p) = b.tile_at(cell.step(side)) else {
            continue;
        };
        contact = true;
        let mine = letters(def, Side::from_index(side.index() + 4 - rot.0 as usize));
        let odef = b.tiles().def(p.ty);
        let theirs = letters(
            odef,
            Side::from_index(side.opposite().index() + 4 - p.rot.0 as usize),
        );
        if mine[0] != theirs[2] || mine[1] != theirs[1] || mine[2] != theirs[0] {
            return false;
        }
    }
    contact
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn union_find_agrees_with_flood_fill(seed in any::<u64>(), n in 1usize..60, fd in 0usize..6) {
        let tiles = shipped();
        let b = random_board(&tiles, seed, n, fd);
        let brute = brute_force(&b);
        for (&(cell, area), want) in &brute {
            let f = b.feature_of(cell, area).unwrap();
            let got = b.feature(f);
            prop_assert_eq!((got.open, got.blocked, &got.cells, got.arms), (want.open, want.blocked, &want.cells, want.arms),
                "feature at {} area {:?}", cell, area);
            prop_assert_eq!(got.complete(), want.open == 0 && want.blocked == 0);
            // The bots' allocation-free counters say the same.
            let head = b.feature_head(f);
            prop_assert_eq!((head.kind, head.open, head.blocked, head.arms), (got.kind, got.open, got.blocked, got.arms));
            let value = b.value(f);
            match got.kind {
                FeatureKind::Road => prop_assert_eq!(value, want.cells.len() as u32),
                FeatureKind::City => prop_assert_eq!(value, 2 * want.cells.len() as u32 + 2 * want.arms as u32),
                _ => {}
            }
        }
        // Castles against their 3×3 block.
        for p in b.placed() {
            if let Some(f) = b.castle_at(p.cell) {
                let full = p.cell.n8().iter().all(|&c| b.is_face_up(c));
                prop_assert_eq!(b.feature(f).complete(), full);
                let misty = p.cell.vicinity().iter().filter(|&&c| b.is_misty(c)).count() as u32;
                prop_assert_eq!(b.value(f), 2 * misty);
            }
        }
    }

    #[test]
    fn legality_matches_a_mist_blind_oracle(seed in any::<u64>(), n in 0usize..50, fd in 0usize..4) {
        let tiles = shipped();
        let b = random_board(&tiles, seed, n, fd);
        let mut rng = Mix(seed ^ 0xABCD);
        for _ in 0..8 {
            let ty = TypeIdx(rng.below(tiles.types.len() - tiles.start.len()) as u16);
            let legal: HashMap<Cell, RotationSet> = b.legal_placements(ty).into_iter().collect();
            let mut cells: BTreeSet<Cell> = b.frontier().collect();
            for p in b.placed() { cells.extend(p.cell.n8()); }
            for cell in cells {
                for rot in Rotation::ALL {
                    let want = oracle_fits(&b, cell, ty, rot);
                    let got = legal.get(&cell).is_some_and(|r| r.contains(rot));
                    prop_assert_eq!(got, want, "tile {} at {} rot {:?}", tiles.def(ty).id, cell, rot);
                    prop_assert_eq!(b.check_placement(cell, ty, rot).is_ok(), want);
                }
            }
        }
    }

    #[test]
    fn join_probe_answers_like_rotations_at_and_would_join(seed in any::<u64>(), n in 5usize..40, fd in 0usize..4) {
        // The bot caches join look-ups by probe: the probe must decide exactly what the two
        // board queries decide, for every empty cell, every pair of features it faces, every type.
        let tiles = shipped();
        let b = random_board(&tiles, seed, n, fd);
        let types: Vec<TypeIdx> = tiles.copy_indices().map(|c| tiles.copy(c).ty).collect::<BTreeSet<_>>().into_iter().collect();
        for cell in b.frontier().collect::<Vec<_>>() {
            let mut around: Vec<FeatureId> = Vec::new();
            for n in cell.n4() {
                for (_, f) in b.meeple_spots(n) {
                    if !around.contains(&f) { around.push(f); }
                }
            }
            for (i, &x) in around.iter().enumerate() {
                for &y in &around[i + 1..] {
                    let probe = b.join_probe(cell, x, y);
                    for &ty in &types {
                        let direct = b.rotations_at(cell, ty).iter().any(|r| b.would_join(cell, ty, r, x, y));
                        let cached = probe.as_ref().is_some_and(|p| b.probe_fits(p, ty));
                        prop_assert_eq!(direct, cached, "cell {:?} type {:?}", cell, ty);
                    }
                }
            }
        }
    }

    #[test]
    fn completion_reported_by_place_matches_the_graph(seed in any::<u64>(), n in 1usize..60) {
        // Replay the random board tile by tile and check each outcome against the graph after it.
        let tiles = shipped();
        let full = random_board(&tiles, seed, n, 0);
        let mut b = Board::with_start(tiles.clone());
        for p in &full.placed()[4..] {
            let o = b.place(p.cell, p.ty, p.copy, p.rot).unwrap();
            for f in &o.completed { prop_assert!(b.feature(*f).complete()); }
            for f in &o.banks_completed {
                prop_assert!(b.feature(*f).complete());
                prop_assert!(b.members(*f).iter().any(|(c, _)| *c == p.cell), "RULES §9.6: completed banks contain the new tile");
            }
            // Every complete road/city holding the new tile is reported.
            for (a, f) in b.meeple_spots(p.cell) {
                let _ = a;
                if b.feature(f).complete() { prop_assert!(o.completed.contains(&f)); }
            }
        }
    }
}

#[test]
fn rotating_every_shipped_tile_four_times_is_identity() {
    let tiles = shipped();
    for def in &tiles.types {
        for s in Seg::all() {
            let mut t = s;
            for _ in 0..4 {
                t = t.rotated(Rotation(1));
            }
            assert_eq!(
                def.segs[t.0 as usize], def.segs[s.0 as usize],
                "tile {}",
                def.id
            );
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// Bad input never panics: a damaged tile-set file gives an error naming the file.
    #[test]
    fn damaged_tile_set_files_give_errors_not_panics(cut in 0usize..30_000, len in 1usize..40, junk in "[a-zA-Z0-9(),:\\[\\]\" ]{0,6}") {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../assets/tiles/mists.ron");
        let text = std::fs::read_to_string(path).unwrap();
        let mut start = cut.min(text.len());
        while !text.is_char_boundary(start) { start -= 1; }
        let mut end = (start + len).min(text.len());
        while !text.is_char_boundary(end) { end -= 1; }
        let damaged = format!("{}{}{}", &text[..start], junk, &text[end..]);
        match TileSet::from_ron(&damaged, "damaged.ron") {
            Ok(set) => prop_assert!(set.copies.len() <= 60),
            Err(e) => prop_assert!(e.to_string().starts_with("damaged.ron"), "{e}"),
        }
    }
}

/// RULES §9.1: a tile counts once in a road or city even when two of its areas belong to it (a
/// road that loops back to the tile it left). Random boards rarely close such a loop, so this
/// walks seeds until it has seen some, then checks their value.
#[test]
fn a_tile_with_two_areas_in_one_feature_counts_once() {
    let tiles = shipped();
    let mut seen = 0;
    for seed in 0..400u64 {
        let b = random_board(&tiles, seed, 72, 0);
        for f in b.features() {
            let info = b.feature(f);
            let per_tile = match info.kind {
                FeatureKind::Road => 1,
                FeatureKind::City => 2,
                _ => continue,
            };
            if b.members(f).len() == info.cells.len() {
                continue;
            }
            seen += 1;
            let arms = if info.kind == FeatureKind::City {
                2 * info.arms as u32
            } else {
                0
            };
            assert_eq!(
                b.value(f),
                per_tile * info.cells.len() as u32 + arms,
                "seed {seed}"
            );
        }
        if seen >= 5 {
            break;
        }
    }
    assert!(seen >= 5, "only {seen} features with a tile in them twice");
}
