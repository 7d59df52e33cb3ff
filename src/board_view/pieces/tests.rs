use super::*;

#[test]
fn meeple_anchors_follow_the_area_and_the_rotation() {
    let tiles = crate::testing::tiles();
    let mut b = Board::with_start(tiles.clone());
    // A tile with a road piece ending in one side: its anchor lies toward that side.
    let (ty, area) = tiles
        .types
        .iter()
        .enumerate()
        .find_map(|(i, t)| {
            let a = t.areas.iter().position(|a| {
                matches!(a.kind, mists_board::AreaKind::Road { end: Some(_) }) && a.segs.len() == 1
            })?;
            (t.area(AreaIdx(a as u8)).segs[0].side() == Side::N)
                .then_some((mists_board::TypeIdx(i as u16), AreaIdx(a as u8)))
        })
        .expect("a road end leaving north");
    b.place_unchecked(Cell::new(10, 10), ty, None, mists_board::Rotation(0));
    b.place_unchecked(Cell::new(20, 20), ty, None, mists_board::Rotation(1));
    let up = area_anchor(&b, Cell::new(10, 10), area);
    let right = area_anchor(&b, Cell::new(20, 20), area);
    assert!(up.y > 0.2 * CELL_SIZE && up.x.abs() < 1.0, "{up}");
    assert!(right.x > 0.2 * CELL_SIZE && right.y.abs() < 1.0, "{right}");
}

#[test]
fn ghosts_stand_on_the_places_of_their_mist_area_and_a_badge_tells_the_rest() {
    let tiles = crate::testing::tiles();
    // A copy with two mist areas, the first with at least two printed places.
    let (i, c) = tiles
        .copies
        .iter()
        .enumerate()
        .find(|(_, c)| c.symbols.len() == 2 && c.symbols[0] >= 2 && c.symbols[1] >= 1)
        .expect("a tile with two symbol areas");
    let def = tiles.def(c.ty);
    let areas: Vec<AreaIdx> = def.mist_areas().collect();
    let cell = Cell::new(10, 10);
    let mut b = Board::with_start(tiles.clone());
    let rot = mists_board::Rotation(1);
    b.place_unchecked(cell, c.ty, Some(mists_board::CopyIdx(i as u16)), rot);
    let mut g = Ghosts::default();
    g.mist.insert((cell, areas[0]), 2);
    g.mist.insert((cell, areas[1]), 1);
    let world =
        |(fx, fy): (f32, f32)| cell_centre(cell) + Vec2::new(fx - 0.5, 0.5 - fy) * CELL_SIZE;
    let spots = crate::tile_art::place_spots(def, &c.symbols, rot.0);
    let of = |a: AreaIdx| -> Vec<Vec2> {
        spots
            .iter()
            .filter(|s| s.0 == a)
            .map(|s| world(s.1))
            .collect()
    };
    let at = standing(&b, &g, cell);
    assert_eq!(at.len(), 3);
    assert!(at[..2].iter().all(|p| of(areas[0]).contains(p)), "{at:?}");
    assert!(of(areas[1]).contains(&at[2]), "{at:?}");
    // Shown as three figures: one sprite and two children, no badge.
    let shown = pieces(
        &PieceArt::blank(),
        &b,
        &g,
        &Meeples::default(),
        &Hounds::default(),
    );
    let ghosts = shown
        .iter()
        .find(|s| s.key == PieceKey::Ghosts(cell))
        .unwrap();
    assert_eq!((ghosts.count, 1 + ghosts.more.len()), (3, 3));
    // More ghosts on an area than its places, or a cemetery's: one figure with a badge.
    g.mist.insert((cell, areas[1]), c.symbols[1] + 1);
    assert!(standing(&b, &g, cell).is_empty());
    g.mist.insert((cell, areas[1]), 1);
    g.cemetery.insert(cell, 1);
    assert!(standing(&b, &g, cell).is_empty());
}

#[test]
fn two_hounds_on_one_meeple_stand_apart_and_beside_it() {
    let tiles = crate::testing::tiles();
    let b = Board::with_start(tiles.clone());
    let (cell, area) = (Cell::new(0, 0), AreaIdx(0));
    let meeples = Meeples(vec![mists_rules::Meeple {
        colour: Colour::Red,
        loc: MeepleLoc::Board { cell, area },
    }]);
    let id = mists_rules::MeepleId(0);
    let hounds = Hounds(vec![HoundState::Attached(id), HoundState::Attached(id)]);
    let shown = pieces(
        &PieceArt::blank(),
        &b,
        &Ghosts::default(),
        &meeples,
        &hounds,
    );
    // Each figure's square (its sprite's size about its place), in world units.
    let square = |k: PieceKey| {
        let s = shown.iter().find(|s| s.key == k).expect("shown");
        let half = s.sprite.custom_size.unwrap() / 2.0;
        Rect::from_center_half_size(s.at.truncate(), half)
    };
    let (m, h0, h1) = (
        square(PieceKey::Meeple(0)),
        square(PieceKey::Hound(0)),
        square(PieceKey::Hound(1)),
    );
    for (a, b) in [(m, h0), (m, h1), (h0, h1)] {
        assert!(a.intersect(b).is_empty(), "{a:?} overlaps {b:?}");
    }
}

/// Issue 64: a meeple's ring on a city never stands on its coat of arms, on any tile turned any
/// way, and stays apart from the tile's other spots and on the tile.
#[test]
fn a_citys_ring_stands_clear_of_its_coat_of_arms() {
    let tiles = crate::testing::tiles();
    let mut checked = 0;
    for def in &tiles.types {
        for r in 0..4 {
            let rot = mists_board::Rotation(r);
            let spots: Vec<(AreaIdx, Vec2)> = (0..def.areas.len())
                .map(|i| AreaIdx(i as u8))
                .filter(|a| def.area(*a).kind.is_meeple_spot())
                .map(|a| (a, def_anchor(def, rot, a) / CELL_SIZE))
                .collect();
            for &(a, at) in &spots {
                let area = def.area(a);
                let mists_board::AreaKind::City { arms } = area.kind else {
                    continue;
                };
                assert!(
                    at.abs().max_element() < 0.5,
                    "{:?} off its tile: {at}",
                    def.id
                );
                if arms == 0 {
                    continue;
                }
                let mut sides: Vec<Side> =
                    area.segs.iter().map(|s| s.rotated(rot).side()).collect();
                sides.dedup();
                if sides.len() > 1 && sides.first() == sides.last() {
                    sides.pop();
                }
                let shield = arms_point(&sides);
                assert!(
                    at.distance(shield) >= ARMS_CLEARANCE - 1e-4,
                    "{:?} turned {r}: ring {at} on the arms at {shield}",
                    def.id
                );
                for &(b, other) in &spots {
                    assert!(
                        b == a || at.distance(other) > 0.12,
                        "{:?}: {a:?} on {b:?}",
                        def.id
                    );
                }
                checked += 1;
            }
        }
    }
    assert!(checked > 10, "cities with arms checked: {checked}");
}
