//! Field areas inside one tile, derived from its sides (competitive game, RULES §20.2).
//!
//! Tile files list roads, cities and mist; fields are what is left. The tile's edge is a circle
//! of 24 points: the 12 segments (clockwise, see `geom`) and the 4 corners between the sides
//! (and, unused, the points between the segments of one side). Roads, cities and mist areas are
//! *barriers* drawn inside the tile from the points they touch; two clear field segments lie in
//! one field unless a single connected barrier touches the circle on both arcs between them.
//! Roads that end at one junction or village form one barrier, and a road ending at a city gate
//! joins that city. A road ending at the start tile's ruin reaches the quarter's inner corner,
//! where the ruin stands (RULES §2.4 item 8: the ruin ends roads and separates fields). A road
//! ending at a monastery, castle or cemetery touches the circle once and splits nothing. Mist
//! separates fields exactly like a city does (RULES §20.2).
//!
//! A field borders a city when no other barrier separates them: the city is on the field's side
//! of everything else.

use crate::geom::Seg;
use crate::tile::{Area, AreaIdx, AreaKind, RoadEnd, SegInfo, Terrain};

/// A set of points of the 24-point circle.
type Points = u32;

/// The point of a segment.
fn point(s: Seg) -> u8 {
    2 * s.0
}

fn points(segs: &[Seg]) -> Points {
    segs.iter().fold(0, |m, &s| m | 1 << point(s))
}

/// The corner after segment `after` (2: north-east, 5: south-east, 8: south-west, 11: north-west).
fn corner(after: u8) -> Points {
    1 << (2 * after + 1)
}

/// Points strictly between `a` and `b` going clockwise.
fn arc(a: u8, b: u8) -> Points {
    let mut m = 0;
    let mut i = (a + 1) % 24;
    while i != b {
        m |= 1 << i;
        i = (i + 1) % 24;
    }
    m
}

/// The connected barriers of a tile, each as the points it touches.
fn barriers(areas: &[Area], ruin_corner: Option<u8>) -> Vec<Points> {
    let cities: Vec<Points> = areas
        .iter()
        .filter(|a| matches!(a.kind, AreaKind::City { .. }))
        .map(|a| points(&a.segs))
        .collect();
    let mut groups: Vec<Points> = Vec::new();
    let mut junction = 0;
    for a in areas {
        let m = points(&a.segs);
        match a.kind {
            AreaKind::Road {
                end: Some(RoadEnd::Junction | RoadEnd::Village),
            } => junction |= m,
            AreaKind::Road {
                end: Some(RoadEnd::City),
            } => {
                // The gate of the nearest city on this tile (base tiles have one).
                let road = point(a.segs[0]) as i32;
                let near = cities.iter().min_by_key(|cm| {
                    (0..24)
                        .filter(|i| *cm & (1 << i) != 0)
                        .map(|i| (i - road).rem_euclid(24).min((road - i).rem_euclid(24)))
                        .min()
                        .unwrap_or(24)
                });
                groups.push(m | near.copied().unwrap_or(0));
            }
            AreaKind::Road {
                end: Some(RoadEnd::Ruin),
            } => groups.push(m | ruin_corner.map_or(0, corner)),
            AreaKind::Road { .. } | AreaKind::City { .. } | AreaKind::Mist => groups.push(m),
            AreaKind::Castle | AreaKind::Monastery | AreaKind::Field { .. } => {}
        }
    }
    if junction != 0 {
        groups.push(junction);
    }
    // Barriers that share a point (a misty road inside its mist area) are one barrier.
    let mut merged: Vec<Points> = Vec::new();
    for mut g in groups {
        let mut i = 0;
        while i < merged.len() {
            if merged[i] & g != 0 {
                g |= merged.swap_remove(i);
                i = 0;
            } else {
                i += 1;
            }
        }
        merged.push(g);
    }
    merged
}

/// Whether a barrier of `walls` touches both arcs between points `a` and `b`.
fn separated(walls: &[Points], a: u8, b: u8) -> bool {
    let (x, y) = (arc(a, b), arc(b, a));
    walls.iter().any(|w| w & x != 0 && w & y != 0)
}

/// The field areas of a tile: their segments (clockwise order) and the city areas each borders.
/// `ruin_corner`: for a start quarter, the segment after which its inner corner lies.
pub(crate) fn derive(
    segs: &[SegInfo; 12],
    areas: &[Area],
    ruin_corner: Option<u8>,
) -> Vec<(Vec<Seg>, Vec<AreaIdx>)> {
    let clear: Vec<Seg> = Seg::all()
        .filter(|s| {
            let i = segs[s.0 as usize];
            i.terrain == Some(Terrain::Field) && !i.misty
        })
        .collect();
    let walls = barriers(areas, ruin_corner);
    let mut fields: Vec<Vec<Seg>> = Vec::new();
    for &s in &clear {
        match fields
            .iter_mut()
            .find(|f| !separated(&walls, point(f[0]), point(s)))
        {
            Some(f) => f.push(s),
            None => fields.push(vec![s]),
        }
    }
    fields
        .into_iter()
        .map(|f| {
            let cities = areas
                .iter()
                .enumerate()
                .filter(|(_, a)| matches!(a.kind, AreaKind::City { .. }))
                .filter(|(_, a)| {
                    let own = points(&a.segs);
                    let others: Vec<Points> =
                        walls.iter().copied().filter(|w| w & own == 0).collect();
                    a.segs
                        .iter()
                        .any(|&c| f.iter().any(|&s| !separated(&others, point(c), point(s))))
                })
                .map(|(i, _)| AreaIdx(i as u8))
                .collect();
            (f, cities)
        })
        .collect()
}
