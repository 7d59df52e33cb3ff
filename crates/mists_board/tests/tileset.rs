//! The shipped tile set matches RULES §2 exactly (counts, ids, specials, symbols), and so does
//! version 1, kept beside it for the records made on it and for the competitive game.

use mists_board::tile::Decoration;
use mists_board::{Special, TileId, TileSet};
use std::path::Path;

fn shipped() -> TileSet {
    load("mists.ron")
}

fn load(file: &str) -> TileSet {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../assets/tiles")
        .join(file);
    TileSet::load(&path).unwrap_or_else(|e| panic!("{e}"))
}

/// The set in play and the kept version 1: both must keep RULES §2.
fn both_versions() -> [TileSet; 2] {
    let (now, v1) = (shipped(), load("mists-v1.ron"));
    assert_eq!((now.version, v1.version), (2, 1));
    [now, v1]
}

/// RULES §2.1: image id → ghost symbols per copy (seed 000, per-copy values, A-34).
const TABLE: &[(u16, &[u32])] = &[
    (1, &[0, 0]),
    (3, &[1]),
    (4, &[2]),
    (5, &[2]),
    (6, &[2]),
    (7, &[0, 0]),
    (9, &[0, 0]),
    (11, &[1]),
    (12, &[3]),
    (13, &[3]),
    (14, &[3, 3, 2]),
    (21, &[1]),
    (20, &[0]),
    (22, &[0]),
    (23, &[3, 2]),
    (25, &[2]),
    (26, &[2]),
    (27, &[1]),
    (28, &[2]),
    (29, &[2]),
    (30, &[0]),
    (31, &[1]),
    (32, &[3]),
    (33, &[1]),
    (34, &[2]),
    (17, &[0]),
    (18, &[2]),
    (35, &[2]),
    (19, &[2]),
    (36, &[2]),
    (37, &[1]),
    (38, &[0, 0]),
    (40, &[0]),
    (41, &[1]),
    (42, &[1]),
    (43, &[1]),
    (44, &[1]),
    (45, &[1]),
    (46, &[0]),
    (47, &[3]),
    (48, &[0]),
    (50, &[1]),
    (49, &[0]),
    (51, &[1]),
    (52, &[2]),
    (54, &[2, 1]),
    (55, &[0]),
    (56, &[1]),
    (58, &[1]),
    (57, &[2]),
    (59, &[1]),
    (60, &[2]),
];

#[test]
fn rules_2_1_every_type_has_its_copies_and_symbols() {
    assert_eq!(TABLE.len(), 52);
    for set in both_versions() {
        every_type_has_its_copies_and_symbols(&set);
    }
}

fn every_type_has_its_copies_and_symbols(set: &TileSet) {
    for &(id, per_copy) in TABLE {
        let ty = set
            .by_id(TileId(id))
            .unwrap_or_else(|| panic!("tile {id} missing"));
        let mut got: Vec<u32> = set
            .copies
            .iter()
            .filter(|c| c.ty == ty)
            .map(|c| c.total_symbols())
            .collect();
        let mut want = per_copy.to_vec();
        got.sort();
        want.sort();
        assert_eq!(got, want, "tile {id}: symbols per copy");
        let misty = set.def(ty).misty();
        assert_eq!(
            misty,
            per_copy[0] > 0,
            "tile {id}: misty iff it shows symbols (RULES §2.2)"
        );
    }
}

#[test]
fn rules_2_2_totals() {
    for set in both_versions() {
        totals(&set);
    }
}

fn totals(set: &TileSet) {
    let s = set.summary();
    assert_eq!(s.types, 52);
    assert_eq!(s.copies, 60);
    assert_eq!(s.castles, 5);
    assert_eq!(s.cemeteries, 5);
    assert_eq!(s.villages, 3);
    assert_eq!(s.water_towers, 4);
    assert_eq!(s.misty, 43);
    assert_eq!(s.ghost_symbols, 75);
    assert_eq!(s.start_ghost_symbols, 3);
}

#[test]
fn rules_2_2_specials_sit_on_the_right_ids() {
    for set in both_versions() {
        specials_sit_on_the_right_ids(&set);
    }
}

fn specials_sit_on_the_right_ids(set: &TileSet) {
    let ids = |pred: &dyn Fn(&mists_board::TileDef) -> bool| -> Vec<u16> {
        let mut v: Vec<u16> = set
            .types
            .iter()
            .filter(|t| pred(t))
            .map(|t| t.id.0)
            .collect();
        v.sort();
        v
    };
    assert_eq!(
        ids(&|t| t.special == Special::Castle),
        vec![3, 4, 11, 43, 58]
    );
    assert_eq!(ids(&|t| t.special == Special::Cemetery), vec![1, 9, 46]);
    assert_eq!(ids(&|t| t.special == Special::Village), vec![33, 40, 41]);
    assert_eq!(
        ids(&|t| t.decorations.contains(&Decoration::WaterTower)),
        vec![19, 21, 49, 50]
    );
    // Cemeteries: some with a city, some with a road (RULES §2.4 item 5).
    let cem: Vec<_> = set
        .types
        .iter()
        .filter(|t| t.special == Special::Cemetery)
        .collect();
    assert!(cem.iter().any(|t| !t.spec.cities.is_empty()));
    assert!(cem.iter().any(|t| !t.spec.roads.is_empty()));
}

#[test]
fn rules_3_start_tile_has_a_clear_quarter_and_its_roads_end_at_the_ruin() {
    let set = shipped();
    assert_eq!(set.start.len(), 4);
    assert!(
        set.start.iter().any(|q| !set.def(q.ty).misty()),
        "RULES §2.4 item 8"
    );
    assert!(set.start.iter().any(|q| set.def(q.ty).misty()));
    for q in &set.start {
        for r in &set.def(q.ty).spec.roads {
            if r.sides.len() == 1 {
                assert_eq!(
                    r.end,
                    Some(mists_board::RoadEnd::Ruin),
                    "start roads end at the ruin"
                );
            }
        }
    }
}

/// The tutorial accepts a turn of a tile that looks the same as the lesson's (tile 17 is one city
/// on every side; tile 7 has a city on one side only).
#[test]
fn a_tile_looks_the_same_turned_only_when_its_edges_repeat() {
    use mists_board::Rotation;
    let set = shipped();
    let def = |id| set.def(set.by_id(TileId(id)).unwrap());
    let all_city = def(17);
    for r in Rotation::ALL {
        assert!(
            all_city.looks_the_same(Rotation(0), r),
            "tile 17 turned {r:?}"
        );
    }
    let city_side = def(7);
    assert!(city_side.looks_the_same(Rotation(1), Rotation(1)));
    for r in [Rotation(1), Rotation(2), Rotation(3)] {
        assert!(
            !city_side.looks_the_same(Rotation(0), r),
            "tile 7 turned {r:?}"
        );
    }
}

#[test]
fn rules_3_start_quarters_that_do_not_fit_are_a_named_error() {
    // Swap two diagonal quarters of the shipped start tile: their sides no longer match their
    // neighbours', and the error names the file and both quarters.
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../assets/tiles/mists.ron");
    let text = std::fs::read_to_string(&path).unwrap();
    let mut spec: mists_board::tileset::TileSetSpec =
        mists_board::tileset::parse_ron(&text, "x").unwrap();
    assert!(mists_board::TileSet::from_spec(spec.clone(), "start.ron").is_ok());
    let (a, b) = (spec.start[0].cell, spec.start[3].cell);
    spec.start[0].cell = b;
    spec.start[3].cell = a;
    match TileSet::from_spec(spec, "start.ron") {
        Err(e @ mists_board::TileSetError::StartMisfit { .. }) => {
            let msg = e.to_string();
            assert!(msg.starts_with("start.ron: start quarters "), "{msg}");
            assert!(msg.contains("do not fit"), "{msg}");
        }
        other => panic!("expected a start misfit, got {other:?}"),
    }
}

/// RULES §2 item 8: the start tile shows 3 ghost symbols over its quarters; a laid copy shows its
/// own (§2.3); an empty cell none.
#[test]
fn the_board_reads_the_symbols_printed_on_a_laid_tile() {
    let set = std::sync::Arc::new(shipped());
    let mut b = mists_board::Board::with_start(set.clone());
    let start: u32 = set
        .start
        .iter()
        .map(|q| b.symbols_at(q.cell).iter().map(|&n| n as u32).sum::<u32>())
        .sum();
    assert_eq!(start, 3);
    let far = mists_board::Cell::new(40, 40);
    assert!(b.symbols_at(far).is_empty());
    // A copy with symbols, laid anywhere (unchecked): the board reads that copy's.
    let copy = (0..set.copies.len())
        .map(|i| mists_board::CopyIdx(i as u16))
        .find(|&k| set.copy(k).symbols.iter().any(|&n| n > 1))
        .expect("a copy with two symbols in one mist");
    b.place_unchecked(far, set.copy(copy).ty, Some(copy), mists_board::Rotation(1));
    assert_eq!(b.symbols_at(far), set.copy(copy).symbols.as_slice());
}
