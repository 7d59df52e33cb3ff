//! The base game's tiles (assets/tiles/base.ron) and the fields and monasteries of the
//! competitive game (RULES §20.1, §20.2), checked against the box and against a flood fill.

use mists_board::tile::AreaKind;
use mists_board::*;
use proptest::prelude::*;
use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::path::Path;
use std::sync::Arc;

fn load(name: &str) -> TileSet {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../assets/tiles")
        .join(name);
    TileSet::load(&path).unwrap_or_else(|e| panic!("{e}"))
}

/// The Mists tiles shuffled into the base game's, one D left out for the 2×2 start (RULES §20.1).
fn competitive() -> Arc<TileSet> {
    Arc::new(
        load("mists.ron")
            .with_addition(&load("base.ron"), Some(TileId(204)), "test")
            .unwrap(),
    )
}

/// Per type: letter, copies, road pieces, city areas, coats of arms, monastery, then the fields
/// as (segments, borders a city) — the well-known base-game tiles.
#[allow(clippy::type_complexity)]
const BOX: [(char, usize, usize, usize, u8, bool, &[(usize, bool)]); 24] = [
    ('A', 2, 1, 0, 0, true, &[(11, false)]),
    ('B', 4, 0, 0, 0, true, &[(12, false)]),
    ('C', 1, 0, 1, 1, false, &[]),
    ('D', 4, 1, 1, 0, false, &[(2, true), (5, false)]),
    ('E', 5, 0, 1, 0, false, &[(9, true)]),
    ('F', 2, 0, 1, 1, false, &[(3, true), (3, true)]),
    ('G', 1, 0, 1, 0, false, &[(3, true), (3, true)]),
    ('H', 3, 0, 2, 0, false, &[(6, true)]),
    ('I', 2, 0, 2, 0, false, &[(6, true)]),
    ('J', 3, 1, 1, 0, false, &[(5, true), (2, false)]),
    ('K', 3, 1, 1, 0, false, &[(5, true), (2, false)]),
    ('L', 3, 3, 1, 0, false, &[(2, true), (2, false), (2, false)]),
    ('M', 2, 0, 1, 1, false, &[(6, true)]),
    ('N', 3, 0, 1, 0, false, &[(6, true)]),
    ('O', 2, 1, 1, 1, false, &[(2, true), (2, false)]),
    ('P', 3, 1, 1, 0, false, &[(2, true), (2, false)]),
    ('Q', 1, 0, 1, 1, false, &[(3, true)]),
    ('R', 3, 0, 1, 0, false, &[(3, true)]),
    ('S', 2, 1, 1, 1, false, &[(1, true), (1, true)]),
    ('T', 1, 1, 1, 0, false, &[(1, true), (1, true)]),
    ('U', 8, 1, 0, 0, false, &[(5, false), (5, false)]),
    ('V', 9, 1, 0, 0, false, &[(8, false), (2, false)]),
    (
        'W',
        4,
        3,
        0,
        0,
        false,
        &[(5, false), (2, false), (2, false)],
    ),
    ('X', 1, 4, 0, 0, false, &[(2, false); 4]),
];

#[test]
fn base_set_has_the_72_tiles_of_the_box_in_24_types() {
    let set = load("base.ron");
    assert!(
        !set.has_start(),
        "the base set adds tiles; the 2x2 start tile replaces its own"
    );
    assert_eq!(set.types.len(), 24);
    assert_eq!(set.copies.len(), 72);
    let s = set.summary();
    assert_eq!((s.monasteries, s.coats_of_arms, s.misty), (6, 10, 0));
    for (i, (letter, copies, roads, cities, arms, monastery, fields)) in BOX.iter().enumerate() {
        let id = TileId(201 + i as u16);
        let ty = set.by_id(id).unwrap();
        let def = set.def(ty);
        let n = set.copies.iter().filter(|c| c.ty == ty).count();
        assert_eq!(n, *copies, "{letter}: copies");
        let count = |f: &dyn Fn(&AreaKind) -> bool| def.areas.iter().filter(|a| f(&a.kind)).count();
        assert_eq!(
            count(&|k| matches!(k, AreaKind::Road { .. })),
            *roads,
            "{letter}: roads"
        );
        assert_eq!(
            count(&|k| matches!(k, AreaKind::City { .. })),
            *cities,
            "{letter}: cities"
        );
        let got_arms: u8 = def
            .areas
            .iter()
            .map(|a| match a.kind {
                AreaKind::City { arms } => arms,
                _ => 0,
            })
            .sum();
        assert_eq!(got_arms, *arms, "{letter}: coats of arms");
        assert_eq!(
            def.monastery_area().is_some(),
            *monastery,
            "{letter}: monastery"
        );
        let mut got: Vec<(usize, bool)> = def
            .field_areas()
            .map(|a| match &def.area(a).kind {
                AreaKind::Field { cities } => (def.area(a).segs.len(), !cities.is_empty()),
                k => panic!("{letter}: field area is {k:?}"),
            })
            .collect();
        let mut want = fields.to_vec();
        got.sort();
        want.sort();
        assert_eq!(got, want, "{letter}: fields (segments, borders a city)");
    }
}

fn shape(n: &str, e: &str, s: &str, w: &str, mist: Vec<Vec<(Side, Part)>>) -> TileDef {
    use mists_board::tile::{MistSpec, SidesSpec};
    TileSpec {
        id: TileId(999),
        sides: SidesSpec {
            n: n.into(),
            e: e.into(),
            s: s.into(),
            w: w.into(),
        },
        roads: vec![],
        cities: vec![],
        mist: mist.into_iter().map(|segs| MistSpec { segs }).collect(),
        special: Special::None,
        decorations: vec![],
    }
    .compile()
    .unwrap()
}

fn side(s: Side) -> Vec<(Side, Part)> {
    Part::ALL.iter().map(|&p| (s, p)).collect()
}

#[test]
fn rules_20_2_mist_separates_fields_like_a_city() {
    // One mist area from the east side to the west side cuts the field in two...
    let band = shape(
        "FFF",
        "fff",
        "FFF",
        "fff",
        vec![[side(Side::E), side(Side::W)].concat()],
    );
    assert_eq!(band.field_areas().count(), 2);
    // ...two separate mist patches on those sides do not: the field goes round between them.
    let patches = shape(
        "FFF",
        "fff",
        "FFF",
        "fff",
        vec![side(Side::E), side(Side::W)],
    );
    assert_eq!(patches.field_areas().count(), 1);
    assert_eq!(
        shape("FFF", "FFF", "FFF", "FFF", vec![])
            .field_areas()
            .count(),
        1
    );
    // No field holds a misty segment.
    for def in [&band, &patches] {
        for a in def.field_areas() {
            assert!(
                def.area(a)
                    .segs
                    .iter()
                    .all(|s| !def.segs[s.0 as usize].misty)
            );
        }
    }
    // On the board: a clear field facing a misty field stays apart; clear to clear joins.
    let tiles = competitive();
    let mut b = Board::empty_with_fields(tiles.clone());
    let plain = tiles.by_id(TileId(202)).unwrap(); // B: monastery in the fields
    let half = tiles.by_id(TileId(56)).unwrap(); // a field with a misty east side
    b.place_unchecked(Cell::new(0, 0), plain, None, Rotation(0));
    b.place(Cell::new(-1, 0), half, None, Rotation(0)).unwrap(); // misty east side → (0, 0)
    b.place(Cell::new(0, 1), half, None, Rotation(0)).unwrap(); // clear south side → (0, 0)
    let field_at = |b: &Board, c: Cell| {
        b.meeple_spots(c)
            .into_iter()
            .map(|(_, f)| f)
            .find(|&f| b.feature(f).kind == FeatureKind::Field)
            .unwrap()
    };
    let centre = field_at(&b, Cell::new(0, 0));
    assert_ne!(field_at(&b, Cell::new(-1, 0)), centre, "mist between");
    assert_eq!(field_at(&b, Cell::new(0, 1)), centre, "clear to clear");
}

#[test]
fn a_field_borders_a_city_it_reaches_past_a_road_end_or_along_mist() {
    // Tile 21: a gate road from the south into a city cap, mist on the east side. Both clear
    // fields (west of the road, and the sliver east of it against the mist) border the city.
    let set = load("mists.ron");
    for id in [21, 54] {
        let def = set.def(set.by_id(TileId(id)).unwrap());
        assert_eq!(def.field_areas().count(), 2, "tile {id}");
        for a in def.field_areas() {
            let AreaKind::Field { cities } = &def.area(a).kind else {
                panic!("tile {id}: not a field")
            };
            assert_eq!(cities.len(), 1, "tile {id}: field {:?}", def.area(a).segs);
        }
    }
    // A city cap above a straight road: the field beyond the road does not border it.
    let base = load("base.ron");
    let d = base.def(base.by_id(TileId(204)).unwrap());
    let mut borders: Vec<bool> = d
        .field_areas()
        .map(|a| matches!(&d.area(a).kind, AreaKind::Field { cities } if !cities.is_empty()))
        .collect();
    borders.sort();
    assert_eq!(borders, vec![false, true]);
}

#[test]
fn rules_2_4_the_ruin_separates_the_start_tiles_fields() {
    // Four roads run from the ruin to the four sides: they cut the start tile into four fields.
    let b = Board::with_start_and_fields(competitive());
    let fields: Vec<FeatureId> = b
        .features()
        .into_iter()
        .filter(|&f| b.feature(f).kind == FeatureKind::Field)
        .collect();
    assert_eq!(fields.len(), 4);
    // Each quarter holds parts of two of them, each spanning two quarters.
    for &f in &fields {
        assert_eq!(b.feature(f).cells.len(), 2, "{:?}", b.feature(f).cells);
    }
}

#[test]
fn cooperative_boards_have_no_fields() {
    let tiles = competitive();
    let b = Board::with_start(tiles.clone());
    assert!(!b.has_fields());
    assert!(
        b.features()
            .iter()
            .all(|&f| b.feature(f).kind != FeatureKind::Field)
    );
    let f = Board::with_start_and_fields(tiles);
    assert!(
        f.features()
            .iter()
            .any(|&x| f.feature(x).kind == FeatureKind::Field)
    );
}

#[test]
fn a_monastery_completes_with_eight_neighbours_and_scores_nine() {
    let tiles = competitive();
    let mut b = Board::empty_with_fields(tiles.clone());
    let field = tiles.by_id(TileId(202)).unwrap(); // B: a monastery in the fields
    let centre = Cell::new(0, 0);
    b.place_unchecked(centre, field, None, Rotation(0));
    let m = b.monastery_at(centre).unwrap();
    assert_eq!(b.value(m), 1);
    let ring = centre.n8();
    for (i, &c) in ring.iter().enumerate() {
        let out = b.place_unchecked(c, field, None, Rotation(0));
        let done = out
            .completed
            .iter()
            .any(|&f| b.feature(f).kind == FeatureKind::Monastery);
        assert_eq!(done, i == 7, "after {} neighbours", i + 1);
    }
    // Every neighbour is a monastery too; the centre one is complete with 9 tiles.
    assert!(b.feature(m).complete());
    assert_eq!(b.value(m), 9);
    // The nine all-field tiles make one field bordering no city.
    let f = b
        .feature_of(
            centre,
            b.def_at(centre).unwrap().field_areas().next().unwrap(),
        )
        .unwrap();
    assert_eq!(b.feature(f).cells.len(), 9);
    assert!(b.field_cities(f).is_empty());
}

#[test]
fn a_field_borders_the_cities_of_its_tiles() {
    // Two city caps (E) facing each other make a city; the fields outside border it, and a
    // straight road (U) beyond splits the field off the far side.
    let tiles = competitive();
    let mut b = Board::empty_with_fields(tiles.clone());
    let cap = tiles.by_id(TileId(205)).unwrap();
    let road = tiles.by_id(TileId(221)).unwrap();
    b.place_unchecked(Cell::new(0, 0), cap, None, Rotation(0)); // city to the north
    b.place(Cell::new(0, 1), cap, None, Rotation(2)).unwrap(); // city to the south
    b.place(Cell::new(1, 0), road, None, Rotation(0)).unwrap(); // road north-south
    let city = b.feature_of(Cell::new(0, 0), AreaIdx(0)).unwrap();
    assert!(b.feature(city).complete());
    let below = b
        .def_at(Cell::new(0, 0))
        .unwrap()
        .field_areas()
        .next()
        .unwrap();
    let f = b.feature_of(Cell::new(0, 0), below).unwrap();
    assert_eq!(b.field_cities(f), vec![city]);
    // The road tile's west field joins it; its east field does not.
    let spots = b.meeple_spots(Cell::new(1, 0));
    let fields: Vec<FeatureId> = spots
        .iter()
        .filter(|(_, x)| b.feature(*x).kind == FeatureKind::Field)
        .map(|(_, x)| *x)
        .collect();
    assert_eq!(fields.len(), 2);
    assert_eq!(fields.iter().filter(|&&x| x == f).count(), 1);
}

/// splitmix64, as in properties.rs.
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

/// A random legal board and the kinds of every feature its placements completed.
fn random_board(tiles: &Arc<TileSet>, seed: u64, n: usize) -> (Board, Vec<FeatureKind>) {
    let mut done = Vec::new();
    let mut rng = Mix(seed);
    let mut b = Board::with_start_and_fields(tiles.clone());
    let mut pile: Vec<CopyIdx> = tiles.copy_indices().collect();
    for _ in 0..n.min(pile.len()) {
        let copy = pile.swap_remove(rng.below(pile.len()));
        let ty = tiles.copy(copy).ty;
        let legal = b.legal_placements(ty);
        if legal.is_empty() {
            continue;
        }
        let (cell, rots) = legal[rng.below(legal.len())];
        let rots: Vec<Rotation> = rots.iter().collect();
        let out = b
            .place(cell, ty, Some(copy), rots[rng.below(rots.len())])
            .unwrap();
        done.extend(out.completed.iter().map(|&f| b.feature(f).kind));
    }
    (b, done)
}

/// Fields by flood fill over clear field segments that face each other, independent of the
/// union-find: (cell, area) → (cells, open segments).
fn field_flood(b: &Board) -> HashMap<(Cell, AreaIdx), (Vec<Cell>, u16)> {
    let mut adj: BTreeMap<(Cell, AreaIdx), Vec<(Cell, AreaIdx)>> = BTreeMap::new();
    let mut open: HashMap<(Cell, AreaIdx), u16> = HashMap::new();
    for p in b.placed() {
        let def = b.tiles().def(p.ty);
        for a in def.field_areas() {
            adj.entry((p.cell, a)).or_default();
        }
        for ws in Seg::all() {
            let Some(a) = def.segs[ws.unrotated(p.rot).0 as usize].field else {
                continue;
            };
            let n = p.cell.step(ws.side());
            match b.tile_at(n) {
                None => *open.entry((p.cell, a)).or_default() += 1,
                Some(q) => {
                    let odef = b.tiles().def(q.ty);
                    if let Some(o) = odef.segs[ws.facing().unrotated(q.rot).0 as usize].field {
                        adj.entry((p.cell, a)).or_default().push((n, o));
                    }
                }
            }
        }
    }
    let mut out = HashMap::new();
    let mut seen = BTreeSet::new();
    for &start in adj.keys() {
        if !seen.insert(start) {
            continue;
        }
        let (mut comp, mut stack) = (vec![start], vec![start]);
        while let Some(x) = stack.pop() {
            for &y in &adj[&x] {
                if seen.insert(y) {
                    comp.push(y);
                    stack.push(y);
                }
            }
        }
        let mut cells: Vec<Cell> = comp.iter().map(|x| x.0).collect();
        cells.sort();
        cells.dedup();
        let o = comp.iter().map(|x| open.get(x).copied().unwrap_or(0)).sum();
        for x in comp {
            out.insert(x, (cells.clone(), o));
        }
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn fields_and_monasteries_agree_with_a_flood_fill(seed in any::<u64>(), n in 1usize..90) {
        let tiles = competitive();
        let (b, done) = random_board(&tiles, seed, n);
        for (&(cell, area), (cells, open)) in &field_flood(&b) {
            let f = b.feature_of(cell, area).unwrap();
            let got = b.feature(f);
            prop_assert_eq!(got.kind, FeatureKind::Field);
            prop_assert_eq!((&got.cells, got.open), (cells, *open), "field at {} area {:?}", cell, area);
            // The cities it borders are the cities its member areas list.
            let mut want: Vec<FeatureId> = b.members(f).iter().flat_map(|&(c, a)| {
                match &b.def_at(c).unwrap().area(a).kind {
                    AreaKind::Field { cities } => cities.iter().map(|&x| b.feature_of(c, x).unwrap()).collect::<Vec<_>>(),
                    k => panic!("a field feature holds a {k:?} area"),
                }
            }).collect();
            want.sort();
            want.dedup();
            prop_assert_eq!(b.field_cities(f), want);
        }
        for p in b.placed() {
            if let Some(m) = b.monastery_at(p.cell) {
                let full = p.cell.n8().iter().all(|&c| b.is_face_up(c));
                prop_assert_eq!(b.feature(m).complete(), full);
                let tiles_in_block = p.cell.vicinity().iter().filter(|&&c| b.is_face_up(c)).count() as u32;
                prop_assert_eq!(b.value(m), tiles_in_block);
            }
        }
        // Fields never complete, however closed they are.
        prop_assert!(!done.contains(&FeatureKind::Field));
    }
}
