use crate::testkit::{kit, put, ty};
use crate::*;

fn c(x: i16, y: i16) -> Cell {
    Cell::new(x, y)
}

#[test]
fn rules_8_2_contact_needs_a_side_not_a_corner() {
    let mut b = Board::empty(kit());
    put(&mut b, 0, 0, 9, 0);
    let field = ty(b.tiles(), 9);
    assert_eq!(
        b.check_placement(c(1, 1), field, Rotation(0)),
        Err(PlacementError::NoContact(c(1, 1)))
    );
    assert!(b.check_placement(c(1, 0), field, Rotation(0)).is_ok());
    assert_eq!(
        b.check_placement(c(0, 0), field, Rotation(0)),
        Err(PlacementError::Occupied(c(0, 0)))
    );
}

#[test]
fn rules_8_2_every_touching_side_must_match() {
    let mut b = Board::empty(kit());
    put(&mut b, 0, 0, 1, 0); // road N-S
    let road = ty(b.tiles(), 1);
    // North of the road: the straight road fits unrotated and upside down, not sideways.
    let rots: Vec<_> = b.rotations_at(c(0, 1), road).iter().collect();
    assert_eq!(rots, vec![Rotation(0), Rotation(2)]);
    // East of it the field side needs a field: the road fits sideways? No, its E/W would be road.
    let rots: Vec<_> = b.rotations_at(c(1, 0), road).iter().collect();
    assert_eq!(rots, vec![Rotation(0), Rotation(2)]);
    let city = ty(b.tiles(), 2);
    assert!(
        b.rotations_at(c(0, 1), city).is_empty(),
        "city never meets a road end"
    );
    // Two constraints at once: a cell between the road's north end and a city facing it.
    put(&mut b, 1, 1, 2, 3); // city cap facing west
    assert!(matches!(
        b.check_placement(c(0, 1), road, Rotation(0)),
        Err(PlacementError::Mismatch { sides, .. }) if sides.iter().collect::<Vec<_>>() == [Side::E]
    ));
    // Turned a quarter, the road's ends face east and west: the south side (a field meeting the
    // road's end) clashes as well as the east one, and both are named.
    let Err(PlacementError::Mismatch { sides, .. }) = b.check_placement(c(0, 1), road, Rotation(1))
    else {
        panic!("a quarter turn cannot fit between a road end and a city");
    };
    assert!(sides.contains(Side::S), "{sides}");
}

#[test]
fn rules_8_2_mist_is_ignored_for_matching() {
    let mut b = Board::empty(kit());
    put(&mut b, 0, 0, 1, 0); // clear road
    let misty_road = ty(b.tiles(), 11);
    let clear_road = ty(b.tiles(), 1);
    assert_eq!(
        b.rotations_at(c(0, 1), misty_road),
        b.rotations_at(c(0, 1), clear_road)
    );
    let misty_field = ty(b.tiles(), 6);
    assert!(!b.rotations_at(c(1, 0), misty_field).is_empty());
}

#[test]
fn rules_8_2_facedown_sides_impose_nothing_and_give_no_contact() {
    let mut b = Board::empty(kit());
    put(&mut b, 0, 1, 9, 0);
    b.place_facedown(c(0, 0));
    let city = ty(b.tiles(), 2);
    // (1,0) touches only the facedown tile: no contact (D-15), and the reason says so.
    assert_eq!(
        b.check_placement(c(1, 0), city, Rotation(0)),
        Err(PlacementError::OnlyFacedown(c(1, 0)))
    );
    assert!(b.rotations_at(c(1, 0), city).is_empty());
    // (0,-1) lies below the facedown tile only: no contact either.
    assert!(b.rotations_at(c(0, -1), city).is_empty());
    // (-1,0): north-east is a corner, east is facedown: no contact.
    assert!(b.rotations_at(c(-1, 0), city).is_empty());
    // (1,1): west is a field, south-west corner is facedown; the city can face any way but west.
    put(&mut b, 1, 0, 9, 0);
    // Now (1,1) has the field (0,1) to the west and the field (1,0) to the south:
    // the city side may face north or east only; the facedown tile at (0,0) constrains nothing.
    let rots: Vec<_> = b.rotations_at(c(1, 1), city).iter().collect();
    assert_eq!(rots, vec![Rotation(0), Rotation(1)]);
    // A city facing the facedown tile from (-1,0)? (-1,0) touches no face-up tile; (0,-1) touches (1,-1)? no.
    // (1,-1) touches the field (1,0) to the north; its west side faces (0,-1) which is empty.
    // The facedown tile itself: a city may face it, e.g. at (-1,0) once (-1,1) is face-up.
    put(&mut b, -1, 1, 9, 0);
    let rots: Vec<_> = b.rotations_at(c(-1, 0), city).iter().collect();
    assert_eq!(
        rots,
        vec![Rotation(1), Rotation(2), Rotation(3)],
        "facing the facedown tile (east) is allowed"
    );
}

#[test]
fn rules_9_1_road_completes_and_counts_each_tile_once() {
    let mut b = Board::empty(kit());
    put(&mut b, 0, 0, 4, 0); // road end (junction), road leaves north
    let mid = put(&mut b, 0, 1, 1, 0);
    assert!(mid.completed.is_empty());
    let end = put(&mut b, 0, 2, 4, 2); // end pointing south
    assert_eq!(end.completed.len(), 1);
    let f = end.completed[0];
    let info = b.feature(f);
    assert_eq!(info.kind, FeatureKind::Road);
    assert_eq!(b.value(f), 3);
}

#[test]
fn rules_9_1_a_loop_closes_and_counts_tiles_once() {
    let mut b = Board::empty(kit());
    // Four curves make a ring: (0,0) E-S? Build a square loop of curves.
    put(&mut b, 0, 1, 10, 0); // E,S
    put(&mut b, 1, 1, 10, 1); // S,W
    put(&mut b, 1, 0, 10, 2); // W,N
    let o = put(&mut b, 0, 0, 10, 3); // N,E
    assert_eq!(o.completed.len(), 1);
    assert_eq!(b.value(o.completed[0]), 4);
}

#[test]
fn rules_9_2_city_value_counts_tiles_and_arms() {
    let mut b = Board::empty(kit());
    put(&mut b, 0, 0, 3, 0); // city N with arms
    let o = put(&mut b, 0, 1, 2, 2); // city cap facing S
    assert_eq!(o.completed.len(), 1);
    assert_eq!(b.value(o.completed[0]), 2 * 2 + 2);
}

#[test]
fn rules_9_3_castle_completes_with_eight_face_up_neighbours() {
    let mut b = Board::empty(kit());
    put(&mut b, 0, 0, 7, 0);
    let ring = [(-1, 1), (0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1)];
    for (x, y) in ring {
        let o = put(&mut b, x, y, 9, 0);
        assert!(
            o.completed
                .iter()
                .all(|f| b.feature(*f).kind != FeatureKind::Castle)
        );
    }
    put(&mut b, -2, 0, 9, 0);
    let o = put(&mut b, -1, 0, 6, 0); // the eighth neighbour, misty
    let castle = b.castle_at(c(0, 0)).unwrap();
    assert!(o.completed.contains(&castle));
    // Castle tile + one misty neighbour: 2 × 2.
    assert_eq!(b.value(castle), 4);
}

#[test]
fn a33_castle_placed_into_a_full_block_completes_at_once() {
    let mut b = Board::empty(kit());
    for (x, y) in [
        (-1, 1),
        (0, 1),
        (1, 1),
        (1, 0),
        (1, -1),
        (0, -1),
        (-1, -1),
        (-1, 0),
    ] {
        put(&mut b, x, y, 6, 0);
    }
    let o = put(&mut b, 0, 0, 7, 0);
    let castle = b.castle_at(c(0, 0)).unwrap();
    assert!(o.completed.contains(&castle));
    assert_eq!(b.value(castle), 18, "maximum value: 9 misty tiles");
}

#[test]
fn rules_9_6_two_facing_mist_sides_close_a_bank() {
    let mut b = Board::empty(kit());
    let o1 = put(&mut b, 0, 0, 5, 0); // mist south
    assert!(o1.banks_completed.is_empty());
    assert!(!o1.expanded);
    let o2 = put(&mut b, 0, -1, 5, 2); // mist north, facing it
    assert!(o2.expanded, "RULES §10.3 E: the tile expanded a bank");
    assert_eq!(o2.banks_completed.len(), 1);
    assert_eq!(
        b.feature(o2.banks_completed[0]).cells,
        vec![c(0, -1), c(0, 0)]
    );
}

#[test]
fn rules_9_6_mist_facing_clear_terrain_is_never_completable() {
    let mut b = Board::empty(kit());
    put(&mut b, 0, 0, 5, 0); // mist south
    let o = put(&mut b, 0, -1, 9, 0); // clear field below
    assert!(o.banks_completed.is_empty());
    assert!(!o.expanded);
    let (_, bank) = b.mist_areas_at(c(0, 0))[0];
    let info = b.feature(bank);
    assert!(info.never_completable());
    assert_eq!(info.open, 0);
    assert_eq!(info.blocked, 3);
    // A new misty tile whose mist meets clear ground is blocked on arrival.
    let o = put(&mut b, 5, 5, 9, 0);
    assert!(o.banks_completed.is_empty());
    let o = put(&mut b, 5, 4, 5, 2); // mist north against the clear field
    assert!(o.banks_completed.is_empty());
    assert!(b.feature(b.mist_areas_at(c(5, 4))[0].1).never_completable());
}

#[test]
fn rules_9_6_partial_mist_on_a_road_tile_keeps_areas_apart() {
    let mut b = Board::empty(kit());
    put(&mut b, 0, 0, 11, 0); // misty road centre N and S, two areas
    let areas = b.mist_areas_at(c(0, 0));
    assert_eq!(areas.len(), 2);
    assert_ne!(areas[0].1, areas[1].1);
    let o = put(&mut b, 0, 1, 11, 0); // joins on the road segment only
    assert!(o.expanded);
    // The bank spanning the shared side is complete: (0,0) north area + (0,1) south area.
    assert_eq!(o.banks_completed.len(), 1);
    let bank = b.feature(o.banks_completed[0]);
    assert_eq!(bank.cells, vec![c(0, 0), c(0, 1)]);
}

#[test]
fn a11_facedown_tile_haunts_roads_cities_and_castles() {
    let mut b = Board::empty(kit());
    put(&mut b, 0, 0, 4, 0); // road end, open north
    b.place_facedown(c(0, 1));
    let (_, road) = b.meeple_spots(c(0, 0))[0];
    assert!(b.feature(road).never_completable());
    assert!(!b.feature(road).complete());
    // Castle: a facedown tile in its N8 haunts it even when every other cell is face-up.
    let mut b = Board::empty(kit());
    put(&mut b, 0, 0, 7, 0);
    b.place_facedown(c(1, 1));
    for (x, y) in [(-1, 1), (0, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0)] {
        let o = put(&mut b, x, y, 9, 0);
        assert!(o.completed.is_empty());
    }
    let castle = b.castle_at(c(0, 0)).unwrap();
    assert!(b.feature(castle).never_completable());
}

#[test]
fn a12_facedown_tile_blocks_a_mist_bank() {
    let mut b = Board::empty(kit());
    put(&mut b, 0, 0, 5, 0); // mist south
    b.place_facedown(c(0, -1));
    let (_, bank) = b.mist_areas_at(c(0, 0))[0];
    let info = b.feature(bank);
    assert!(info.never_completable());
    assert!(!info.complete());
}

#[test]
fn rules_13_cemetery_closes_with_n4_or_n8() {
    let mut b = Board::empty(kit());
    put(&mut b, 0, 0, 8, 0);
    for (x, y) in [(0, 1), (1, 0), (0, -1)] {
        put(&mut b, x, y, 9, 0);
    }
    assert!(!b.cemetery_closed(c(0, 0), Neighbourhood::N4));
    b.place_facedown(c(-1, 0)); // facedown tiles count for closure
    assert!(b.cemetery_closed(c(0, 0), Neighbourhood::N4));
    assert!(!b.cemetery_closed(c(0, 0), Neighbourhood::N8));
    for (x, y) in [(1, 1), (1, -1), (-1, -1)] {
        put(&mut b, x, y, 9, 0);
    }
    b.place_facedown(c(-1, 1));
    assert!(b.cemetery_closed(c(0, 0), Neighbourhood::N8));
    assert_eq!(b.cemeteries().collect::<Vec<_>>(), vec![c(0, 0)]);
}

#[test]
fn rules_3_start_quarters_are_four_tiles() {
    let b = Board::with_start(kit());
    assert_eq!(b.placed().len(), 4);
    // 8 outer edges: the frontier holds the 8 cells around the 2×2 block.
    assert_eq!(b.frontier().count(), 8);
    // The NE quarter's road leaves north; extending it counts each quarter once.
    let mut b = b;
    let o = put(&mut b, 1, 2, 4, 2);
    assert_eq!(o.completed.len(), 1);
    assert_eq!(b.value(o.completed[0]), 2);
    // Castle vicinity judges quarters one by one: only the NW quarter is misty.
    assert!(b.is_misty(c(0, 1)));
    assert!(!b.is_misty(c(1, 1)));
}

#[test]
fn meeple_spots_list_roads_cities_and_castle_not_mist() {
    let mut b = Board::empty(kit());
    put(&mut b, 0, 0, 7, 0);
    let spots = b.meeple_spots(c(0, 0));
    let kinds: Vec<_> = spots.iter().map(|(_, f)| b.feature(*f).kind).collect();
    assert_eq!(kinds, vec![FeatureKind::Road, FeatureKind::Castle]);
}

#[test]
fn misty_around_counts_face_up_misty_tiles_only() {
    let mut b = Board::empty(kit());
    put(&mut b, 0, 0, 8, 0);
    put(&mut b, 1, 1, 6, 0);
    put(&mut b, 0, 1, 9, 0);
    b.place_facedown(c(-1, 0));
    assert_eq!(b.misty_around(c(0, 0), Neighbourhood::N8), vec![c(1, 1)]);
    assert!(b.misty_around(c(0, 0), Neighbourhood::N4).is_empty());
}

#[test]
fn open_cells_are_the_empty_cells_a_feature_faces() {
    let mut b = Board::empty(kit());
    put(&mut b, 0, 0, 4, 0); // road end, road leaves north
    put(&mut b, 0, 1, 1, 0); // straight road north-south
    let f = b.feature_of(c(0, 1), AreaIdx(0)).expect("road");
    assert_eq!(b.feature(f).kind, FeatureKind::Road);
    assert_eq!(b.open_cells(f), vec![c(0, 2)]);
    put(&mut b, 0, 2, 4, 2); // closes it
    let f = b.feature_of(c(0, 1), AreaIdx(0)).expect("road");
    assert!(b.open_cells(f).is_empty());
}

#[test]
fn would_join_sees_a_tile_connecting_two_roads() {
    let mut b = Board::empty(kit());
    put(&mut b, 0, 0, 4, 0); // road end, road leaves north
    put(&mut b, 0, 2, 4, 2); // road end, road leaves south
    let s = b.feature_of(c(0, 0), AreaIdx(0)).expect("south road");
    let n = b.feature_of(c(0, 2), AreaIdx(0)).expect("north road");
    assert_ne!(s, n);
    let set = b.tiles().clone();
    let (straight, curve) = (ty(&set, 1), ty(&set, 10));
    assert!(b.would_join(c(0, 1), straight, Rotation(0), s, n));
    assert!(!b.would_join(c(0, 1), straight, Rotation(1), s, n));
    assert!(!b.would_join(c(0, 1), curve, Rotation(0), s, n));
    // The probe (what the bot caches) says the same per type.
    let probe = b
        .join_probe(c(0, 1), s, n)
        .expect("the cell faces both roads");
    assert!(b.probe_fits(&probe, straight));
    assert!(!b.probe_fits(&probe, curve));
    assert_eq!(b.join_probe(c(1, 1), s, n), None, "a cell facing neither");
    // Laying it really joins them.
    put(&mut b, 0, 1, 1, 0);
    assert_eq!(
        b.feature_of(c(0, 0), AreaIdx(0)),
        b.feature_of(c(0, 2), AreaIdx(0))
    );
}

#[test]
fn a_placement_at_the_edge_of_the_coordinates_is_refused_without_overflow() {
    let mut b = Board::empty(kit());
    put(&mut b, 0, 0, 9, 0);
    let field = ty(b.tiles(), 9);
    for cell in [c(i16::MAX, 0), c(0, i16::MIN), c(i16::MIN, i16::MAX)] {
        assert_eq!(
            b.check_placement(cell, field, Rotation(0)),
            Err(PlacementError::NoContact(cell))
        );
    }
}
