//! Field areas inside one tile, derived from its sides (competitive game, RULES §20.2).
//!
//! Tile files list roads, cities and mist; fields are what is left. The 12 edge segments lie on
//! a circle (clockwise, see `geom`). Roads, cities and mist areas are *barriers* drawn inside the
//! tile from the segments they touch; two clear field segments lie in one field unless a single
//! connected barrier touches the circle on both arcs between them. Roads that end at one junction
//! or village form one barrier, and a road ending at a city gate joins that city. A road ending
//! at a monastery, castle, cemetery or the ruin touches the circle once and splits nothing.
//! Mist separates fields exactly like a city does (RULES §20.2).

use crate::geom::Seg;
use crate::tile::{Area, AreaIdx, AreaKind, RoadEnd, SegInfo, Terrain};

fn bit(s: Seg) -> u16 {
    1 << s.0
}

fn mask(segs: &[Seg]) -> u16 {
    segs.iter().fold(0, |m, &s| m | bit(s))
}

/// Segments strictly between `a` and `b` going clockwise.
fn arc(a: u8, b: u8) -> u16 {
    let mut m = 0;
    let mut i = (a + 1) % 12;
    while i != b {
        m |= 1 << i;
        i = (i + 1) % 12;
    }
    m
}

/// The connected barriers of a tile, each as a mask of the segments it touches.
fn barriers(areas: &[Area]) -> Vec<u16> {
    let cities: Vec<(usize, u16)> = areas
        .iter()
        .enumerate()
        .filter(|(_, a)| matches!(a.kind, AreaKind::City { .. }))
        .map(|(i, a)| (i, mask(&a.segs)))
        .collect();
    // One group per area to start; junction roads and gate roads are merged below.
    let mut groups: Vec<u16> = Vec::new();
    let mut junction = 0u16;
    for a in areas {
        let m = mask(&a.segs);
        match a.kind {
            AreaKind::Road {
                end: Some(RoadEnd::Junction | RoadEnd::Village),
            } => junction |= m,
            AreaKind::Road {
                end: Some(RoadEnd::City),
            } => {
                // The gate of the nearest city on this tile (base tiles have one).
                let road = a.segs[0].0 as i32;
                let near = cities.iter().min_by_key(|(_, cm)| {
                    (0..12)
                        .filter(|i| cm & (1 << i) != 0)
                        .map(|i| (i - road).rem_euclid(12).min((road - i).rem_euclid(12)))
                        .min()
                        .unwrap_or(12)
                });
                groups.push(m | near.map_or(0, |(_, cm)| *cm));
            }
            AreaKind::Road { .. } | AreaKind::City { .. } | AreaKind::Mist => groups.push(m),
            AreaKind::Castle | AreaKind::Monastery | AreaKind::Field { .. } => {}
        }
    }
    if junction != 0 {
        groups.push(junction);
    }
    // Barriers that share a segment (a misty road inside its mist area) are one barrier.
    let mut merged: Vec<u16> = Vec::new();
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

/// The field areas of a tile: their segments (clockwise order) and the city areas each borders.
pub(crate) fn derive(segs: &[SegInfo; 12], areas: &[Area]) -> Vec<(Vec<Seg>, Vec<AreaIdx>)> {
    let clear: Vec<u8> = (0..12u8)
        .filter(|&i| {
            let s = segs[i as usize];
            s.terrain == Some(Terrain::Field) && !s.misty
        })
        .collect();
    let walls = barriers(areas);
    let separated = |a: u8, b: u8| {
        let (x, y) = (arc(a, b), arc(b, a));
        walls.iter().any(|w| w & x != 0 && w & y != 0)
    };
    let mut fields: Vec<Vec<u8>> = Vec::new();
    for &s in &clear {
        match fields.iter_mut().find(|f| !separated(f[0], s)) {
            Some(f) => f.push(s),
            None => fields.push(vec![s]),
        }
    }
    fields
        .into_iter()
        .map(|f| {
            // A field borders a city whose segments are next to its own round the edge.
            let near = f
                .iter()
                .fold(0u16, |m, &i| m | 1 << ((i + 1) % 12) | 1 << ((i + 11) % 12));
            let cities = areas
                .iter()
                .enumerate()
                .filter(|(_, a)| matches!(a.kind, AreaKind::City { .. }))
                .filter(|(_, a)| mask(&a.segs) & near != 0)
                .map(|(i, _)| AreaIdx(i as u8))
                .collect();
            (f.into_iter().map(Seg).collect(), cities)
        })
        .collect()
}
