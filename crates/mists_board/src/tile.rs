//! Tile types as written in RON (`*Spec`) and as compiled for fast rule queries (`TileDef`).
//! RULES §2.5 is the model: 4 sides × 3 segments, areas inside the tile, mist areas with symbols.

use crate::geom::{Part, Seg, Side};
use serde::{Deserialize, Serialize};

/// A tile type's id as printed on the tile (`Mists_C3_Tile_NN`); start quarters use their own ids.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct TileId(pub u16);

impl std::fmt::Display for TileId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:02}", self.0)
    }
}

/// Terrain of one edge segment. Mist is a separate flag (it lies over fields and roads, never cities).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Terrain {
    Field,
    Road,
    City,
}

/// What closes a road piece inside its tile (RULES §9.1, §2.4 item 6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum RoadEnd {
    /// The village of a village tile (ids 33, 40, 41).
    Village,
    /// A plain crossroads.
    Junction,
    /// A city gate on this tile.
    City,
    /// The castle of a castle tile.
    Castle,
    /// The gate of a cemetery tile.
    Cemetery,
    /// The start tile's central ruin (decoration; it only ends roads, RULES §3).
    Ruin,
    /// The monastery of a base-game monastery tile (competitive game, RULES §20).
    Monastery,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum Special {
    #[default]
    None,
    Castle,
    Cemetery,
    Village,
    /// A base-game monastery (competitive game, RULES §20): complete with 8 neighbours.
    Monastery,
}

/// Decorations: drawn, no rules effect (RULES §2.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Decoration {
    WaterTower,
    Ruin,
}

/// The four sides of a tile, each written as three letters for left, centre, right:
/// `F` field, `R` road (centre only), `C` city (all three); lower-case `f`/`r` are misty.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SidesSpec {
    pub n: String,
    pub e: String,
    pub s: String,
    pub w: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RoadSpec {
    /// One side (the road ends inside the tile at `end`) or two sides (it passes through).
    pub sides: Vec<Side>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub end: Option<RoadEnd>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CitySpec {
    pub sides: Vec<Side>,
    /// Coats of arms inside this city area (RULES §9.2).
    #[serde(default)]
    pub arms: u8,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MistSpec {
    /// The misty edge segments this mist area touches.
    pub segs: Vec<(Side, Part)>,
}

/// One tile type (shape) as written in the tile-set file.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TileSpec {
    pub id: TileId,
    pub sides: SidesSpec,
    #[serde(default)]
    pub roads: Vec<RoadSpec>,
    #[serde(default)]
    pub cities: Vec<CitySpec>,
    #[serde(default)]
    pub mist: Vec<MistSpec>,
    #[serde(default)]
    pub special: Special,
    #[serde(default)]
    pub decorations: Vec<Decoration>,
}

/// Index of an area inside a tile type: feature areas first (roads, cities, castle or monastery),
/// then mist areas, then field areas (derived, used only by the competitive game).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct AreaIdx(pub u8);

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AreaKind {
    Road {
        end: Option<RoadEnd>,
    },
    City {
        arms: u8,
    },
    Castle,
    Mist,
    Monastery,
    /// Clear field segments joined inside the tile, with the city areas the field borders.
    /// Mist, roads and cities separate fields (RULES §20.2).
    Field {
        cities: Vec<AreaIdx>,
    },
}

impl AreaKind {
    /// Meeples go on roads, cities and castles only (RULES §11.1); the competitive game adds
    /// monasteries and fields (RULES §20.2), see [`AreaKind::is_competitive_spot`].
    pub fn is_meeple_spot(&self) -> bool {
        matches!(
            self,
            AreaKind::Road { .. } | AreaKind::City { .. } | AreaKind::Castle
        )
    }

    /// Meeple spots of the competitive game: base-game features, castles, monasteries and
    /// clear fields (RULES §20.2; never a misty field, which belongs to no field area).
    pub fn is_competitive_spot(&self) -> bool {
        self.is_meeple_spot() || matches!(self, AreaKind::Monastery | AreaKind::Field { .. })
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Area {
    pub kind: AreaKind,
    /// Tile-local segments of this area (a city side counts all three; a road its centre).
    pub segs: Vec<Seg>,
}

/// Per-segment facts, tile-local.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct SegInfo {
    pub terrain: Option<Terrain>,
    pub misty: bool,
    /// The road or city area this segment belongs to.
    pub feature: Option<AreaIdx>,
    /// The mist area this segment belongs to (only if misty).
    pub mist: Option<AreaIdx>,
    /// The field area of a clear field segment.
    pub field: Option<AreaIdx>,
}

/// A compiled tile type: everything the rules and the art need, precomputed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TileDef {
    pub id: TileId,
    pub segs: [SegInfo; 12],
    pub areas: Vec<Area>,
    pub special: Special,
    pub decorations: Vec<Decoration>,
    /// Terrain of each tile-local side, 2 bits per segment (left in the low bits), mist ignored.
    pub side_sig: [u8; 4],
    pub spec: TileSpec,
    /// Index of the first field area: areas before it are the cooperative game's.
    pub first_field: u8,
}

impl TileDef {
    pub fn misty(&self) -> bool {
        self.segs.iter().any(|s| s.misty)
    }

    pub fn mist_areas(&self) -> impl Iterator<Item = AreaIdx> + '_ {
        self.areas
            .iter()
            .enumerate()
            .filter(|(_, a)| a.kind == AreaKind::Mist)
            .map(|(i, _)| AreaIdx(i as u8))
    }

    pub fn castle_area(&self) -> Option<AreaIdx> {
        self.areas
            .iter()
            .position(|a| a.kind == AreaKind::Castle)
            .map(|i| AreaIdx(i as u8))
    }

    pub fn monastery_area(&self) -> Option<AreaIdx> {
        self.areas
            .iter()
            .position(|a| a.kind == AreaKind::Monastery)
            .map(|i| AreaIdx(i as u8))
    }

    /// The field areas (derived from the sides, see `fields.rs`).
    pub fn field_areas(&self) -> impl Iterator<Item = AreaIdx> + '_ {
        (self.first_field..self.areas.len() as u8).map(AreaIdx)
    }

    pub fn area(&self, a: AreaIdx) -> &Area {
        &self.areas[a.0 as usize]
    }

    pub fn terrain_count(&self, t: Terrain) -> usize {
        self.segs.iter().filter(|s| s.terrain == Some(t)).count()
    }

    /// Whether the tile turned by `a` shows the same edges as turned by `b` (terrain and mist on
    /// all 12 segments): for a tile like the all-mist field any turn looks alike.
    pub fn looks_the_same(&self, a: crate::Rotation, b: crate::Rotation) -> bool {
        crate::geom::Seg::all().all(|w| {
            let (x, y) = (
                self.segs[w.unrotated(a).0 as usize],
                self.segs[w.unrotated(b).0 as usize],
            );
            x.terrain == y.terrain && x.misty == y.misty
        })
    }
}

/// Why a tile type is malformed. Each message names the tile and the rule of the format it breaks.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("tile {id}: {msg}")]
pub struct TileError {
    pub id: TileId,
    pub msg: String,
}

fn terrain_sig(t: Terrain) -> u8 {
    match t {
        Terrain::Field => 1,
        Terrain::Road => 2,
        Terrain::City => 3,
    }
}

impl TileSpec {
    fn err(&self, msg: impl Into<String>) -> TileError {
        TileError {
            id: self.id,
            msg: msg.into(),
        }
    }

    /// Check the spec against the model of RULES §2.5 and precompute the segment tables.
    pub fn compile(&self) -> Result<TileDef, TileError> {
        let mut segs = self.parse_sides()?;
        let mut areas: Vec<Area> = Vec::new();
        for road in &self.roads {
            let area = self.compile_road(road, areas.len(), &mut segs)?;
            areas.push(area);
        }
        for city in &self.cities {
            let area = self.compile_city(city, areas.len(), &mut segs)?;
            areas.push(area);
        }
        self.check_features_listed(&segs)?;
        if self.special == Special::Castle {
            areas.push(Area {
                kind: AreaKind::Castle,
                segs: Vec::new(),
            });
            if !self.roads.iter().any(|r| r.end == Some(RoadEnd::Castle)) {
                return Err(
                    self.err("a castle tile has a road that ends at the castle (RULES §2.4)")
                );
            }
        }
        if self.special == Special::Monastery {
            areas.push(Area {
                kind: AreaKind::Monastery,
                segs: Vec::new(),
            });
        }
        for mist in &self.mist {
            let area = self.compile_mist(mist, areas.len(), &mut segs)?;
            areas.push(area);
        }
        self.check_mist(&segs)?;
        let first_field = areas.len() as u8;
        if areas.len() + 12 > u8::MAX as usize {
            return Err(self.err("too many areas"));
        }
        let side_sig = side_sigs(&segs);
        let mut def = TileDef {
            id: self.id,
            segs,
            areas,
            special: self.special,
            decorations: self.decorations.clone(),
            side_sig,
            spec: self.clone(),
            first_field,
        };
        def.derive_fields(None);
        Ok(def)
    }

    /// Read the four three-letter sides into the terrain and mist flags of the 12 segments.
    fn parse_sides(&self) -> Result<[SegInfo; 12], TileError> {
        let mut segs = [SegInfo::default(); 12];
        let sides = [&self.sides.n, &self.sides.e, &self.sides.s, &self.sides.w];
        for (i, text) in sides.iter().enumerate() {
            let side = Side::from_index(i);
            let chars: Vec<char> = text.chars().collect();
            if chars.len() != 3 {
                return Err(self.err(format!(
                    "side {side:?} is {text:?}: write exactly three letters (left, centre, right) from F R C f r"
                )));
            }
            for (p, c) in chars.iter().enumerate() {
                let (terrain, misty) = self.parse_letter(side, *c)?;
                if terrain == Terrain::Road && p != 1 {
                    return Err(self.err(format!(
                        "side {side:?}: a road can only be the centre segment"
                    )));
                }
                segs[i * 3 + p].terrain = Some(terrain);
                segs[i * 3 + p].misty = misty;
            }
            let city = chars.iter().filter(|c| **c == 'C').count();
            if city != 0 && city != 3 {
                return Err(self.err(format!(
                    "side {side:?}: a city side is city on all three segments (CCC)"
                )));
            }
        }
        Ok(segs)
    }

    /// One segment letter of `side`: its terrain and whether it is misty.
    fn parse_letter(&self, side: Side, c: char) -> Result<(Terrain, bool), TileError> {
        match c {
            'F' => Ok((Terrain::Field, false)),
            'f' => Ok((Terrain::Field, true)),
            'R' => Ok((Terrain::Road, false)),
            'r' => Ok((Terrain::Road, true)),
            'C' => Ok((Terrain::City, false)),
            'c' => Err(self.err(format!(
                "side {side:?}: mist never lies on a city (RULES §2.4)"
            ))),
            _ => Err(self.err(format!(
                "side {side:?}: unknown terrain letter {c:?} (use F R C f r)"
            ))),
        }
    }

    /// Give `seg` to the road or city area `area`; a segment belongs to one feature only.
    fn claim(
        &self,
        segs: &mut [SegInfo; 12],
        seg: Seg,
        area: usize,
        what: &str,
    ) -> Result<(), TileError> {
        let info = &mut segs[seg.0 as usize];
        if info.feature.is_some() {
            return Err(self.err(format!(
                "segment {:?}/{} belongs to two {what} areas",
                seg.side(),
                seg.part()
            )));
        }
        info.feature = Some(AreaIdx(area as u8));
        Ok(())
    }

    /// Check one road piece and claim its centre segments for area `idx`.
    fn compile_road(
        &self,
        road: &RoadSpec,
        idx: usize,
        segs: &mut [SegInfo; 12],
    ) -> Result<Area, TileError> {
        match (road.sides.len(), road.end) {
            (1, Some(_)) | (2, None) => {}
            (1, None) => return Err(self.err("a road piece with one side needs an `end`")),
            (2, Some(_)) => return Err(self.err("a road piece through two sides has no `end`")),
            _ => {
                return Err(self.err(
                    "a road piece joins one or two sides; a junction is several pieces each ending at `Junction` or `Village`",
                ));
            }
        }
        let mut area_segs = Vec::new();
        for &side in &road.sides {
            let seg = Seg::new(side, Part::C);
            if segs[seg.0 as usize].terrain != Some(Terrain::Road) {
                return Err(self.err(format!(
                    "road piece lists side {side:?}, whose centre is not a road"
                )));
            }
            self.claim(segs, seg, idx, "road")?;
            area_segs.push(seg);
        }
        self.check_road_end(road.end)?;
        Ok(Area {
            kind: AreaKind::Road { end: road.end },
            segs: area_segs,
        })
    }

    /// A road ends only at something this tile has.
    fn check_road_end(&self, end: Option<RoadEnd>) -> Result<(), TileError> {
        match end {
            Some(RoadEnd::Village) if self.special != Special::Village => {
                Err(self.err("a road ends at a village only on a village tile"))
            }
            Some(RoadEnd::Castle) if self.special != Special::Castle => {
                Err(self.err("a road ends at a castle only on a castle tile"))
            }
            Some(RoadEnd::Cemetery) if self.special != Special::Cemetery => {
                Err(self.err("a road ends at a cemetery only on a cemetery tile"))
            }
            Some(RoadEnd::Monastery) if self.special != Special::Monastery => {
                Err(self.err("a road ends at a monastery only on a monastery tile"))
            }
            Some(RoadEnd::City) if self.cities.is_empty() => {
                Err(self.err("a road ends at a city gate only on a tile with a city"))
            }
            Some(RoadEnd::Ruin) if !self.decorations.contains(&Decoration::Ruin) => Err(self
                .err("a road ends at the ruin only on a start quarter with the Ruin decoration")),
            _ => Ok(()),
        }
    }

    /// Check one city area and claim all three segments of each of its sides for area `idx`.
    fn compile_city(
        &self,
        city: &CitySpec,
        idx: usize,
        segs: &mut [SegInfo; 12],
    ) -> Result<Area, TileError> {
        if city.sides.is_empty() {
            return Err(self.err("a city area needs at least one side"));
        }
        let mut area_segs = Vec::new();
        for &side in &city.sides {
            for part in Part::ALL {
                let seg = Seg::new(side, part);
                if segs[seg.0 as usize].terrain != Some(Terrain::City) {
                    return Err(
                        self.err(format!("city area lists side {side:?}, which is not CCC"))
                    );
                }
                self.claim(segs, seg, idx, "city")?;
                area_segs.push(seg);
            }
        }
        Ok(Area {
            kind: AreaKind::City { arms: city.arms },
            segs: area_segs,
        })
    }

    /// Every road or city segment belongs to some road or city area.
    fn check_features_listed(&self, segs: &[SegInfo; 12]) -> Result<(), TileError> {
        for seg in Seg::all() {
            let info = segs[seg.0 as usize];
            if matches!(info.terrain, Some(Terrain::Road | Terrain::City)) && info.feature.is_none()
            {
                return Err(self.err(format!(
                    "side {:?} segment {} is {:?} but no road/city area lists it",
                    seg.side(),
                    seg.part(),
                    info.terrain.unwrap()
                )));
            }
        }
        Ok(())
    }

    /// Check one mist area and mark its misty segments as area `idx`.
    fn compile_mist(
        &self,
        mist: &MistSpec,
        idx: usize,
        segs: &mut [SegInfo; 12],
    ) -> Result<Area, TileError> {
        if mist.segs.is_empty() {
            return Err(self.err("a mist area touches at least one tile side (RULES §2.5)"));
        }
        let mut area_segs = Vec::new();
        for &(side, part) in &mist.segs {
            let seg = Seg::new(side, part);
            let info = &mut segs[seg.0 as usize];
            if !info.misty {
                return Err(self.err(format!(
                    "mist area lists {side:?}/{part:?}, which is not misty (f or r)"
                )));
            }
            if info.mist.is_some() {
                return Err(self.err(format!(
                    "misty segment {side:?}/{part:?} is in two mist areas"
                )));
            }
            info.mist = Some(AreaIdx(idx as u8));
            area_segs.push(seg);
        }
        Ok(Area {
            kind: AreaKind::Mist,
            segs: area_segs,
        })
    }

    /// Every misty segment is in a mist area; castles have mist, cemeteries none.
    fn check_mist(&self, segs: &[SegInfo; 12]) -> Result<(), TileError> {
        for seg in Seg::all() {
            let info = segs[seg.0 as usize];
            if info.misty && info.mist.is_none() {
                return Err(self.err(format!(
                    "misty segment {:?}/{} belongs to no mist area",
                    seg.side(),
                    seg.part()
                )));
            }
        }
        if self.special == Special::Castle && !segs.iter().any(|s| s.misty) {
            return Err(self.err("castle tiles always have mist (RULES §2.4)"));
        }
        if self.special == Special::Cemetery && segs.iter().any(|s| s.misty) {
            return Err(self.err("cemetery tiles have no mist (RULES §2.2)"));
        }
        Ok(())
    }
}

/// Terrain signature of each tile-local side (see [`TileDef::side_sig`]).
fn side_sigs(segs: &[SegInfo; 12]) -> [u8; 4] {
    let mut side_sig = [0u8; 4];
    for (i, sig) in side_sig.iter_mut().enumerate() {
        for p in 0..3 {
            *sig |= terrain_sig(segs[i * 3 + p].terrain.unwrap()) << (2 * p);
        }
    }
    side_sig
}

impl TileDef {
    /// (Re)derive the field areas (`fields.rs`). A start quarter's ruin stands in its inner
    /// corner, known only from its cell: `ruin_corner` is the segment after which that corner
    /// lies (2 north-east, 5 south-east, 8 south-west, 11 north-west).
    pub(crate) fn derive_fields(&mut self, ruin_corner: Option<u8>) {
        self.areas.truncate(self.first_field as usize);
        for s in &mut self.segs {
            s.field = None;
        }
        for (field_segs, cities) in crate::fields::derive(&self.segs, &self.areas, ruin_corner) {
            for &s in &field_segs {
                self.segs[s.0 as usize].field = Some(AreaIdx(self.areas.len() as u8));
            }
            self.areas.push(Area {
                kind: AreaKind::Field { cities },
                segs: field_segs,
            });
        }
    }
}

/// The signature a side must meet on the neighbour: the same terrains, mirrored.
pub(crate) fn mirrored_sig(sig: u8) -> u8 {
    ((sig & 0b11) << 4) | (sig & 0b1100) | ((sig >> 4) & 0b11)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spec(n: &str, e: &str, s: &str, w: &str) -> TileSpec {
        TileSpec {
            id: TileId(99),
            sides: SidesSpec {
                n: n.into(),
                e: e.into(),
                s: s.into(),
                w: w.into(),
            },
            roads: vec![],
            cities: vec![],
            mist: vec![],
            special: Special::None,
            decorations: vec![],
        }
    }

    #[test]
    fn rules_2_4_mist_never_lies_on_a_city() {
        let e = spec("cCC", "FFF", "FFF", "FFF").compile().unwrap_err();
        assert!(e.msg.contains("never lies on a city"), "{e}");
    }

    #[test]
    fn rules_2_5_misty_segments_must_belong_to_a_mist_area() {
        let e = spec("fFF", "FFF", "FFF", "FFF").compile().unwrap_err();
        assert!(e.msg.contains("no mist area"), "{e}");
        let mut ok = spec("fFF", "FFF", "FFF", "FFF");
        ok.mist.push(MistSpec {
            segs: vec![(Side::N, Part::L)],
        });
        let def = ok.compile().unwrap();
        assert!(def.misty());
        assert_eq!(def.mist_areas().count(), 1);
    }

    #[test]
    fn roads_only_on_centre_and_listed() {
        assert!(spec("RFF", "FFF", "FFF", "FFF").compile().is_err());
        let e = spec("FRF", "FFF", "FFF", "FFF").compile().unwrap_err();
        assert!(e.msg.contains("no road/city area"), "{e}");
        let mut t = spec("FRF", "FFF", "FRF", "FFF");
        t.roads.push(RoadSpec {
            sides: vec![Side::N, Side::S],
            end: None,
        });
        let def = t.compile().unwrap();
        assert_eq!(def.segs[1].feature, Some(AreaIdx(0)));
        assert_eq!(def.segs[7].feature, Some(AreaIdx(0)));
    }

    #[test]
    fn rules_2_4_castles_are_misty_and_end_a_road() {
        let mut t = spec("FrF", "fff", "fff", "fff");
        t.special = Special::Castle;
        t.roads.push(RoadSpec {
            sides: vec![Side::N],
            end: Some(RoadEnd::Junction),
        });
        let all: Vec<_> = [Side::N, Side::E, Side::S, Side::W]
            .iter()
            .flat_map(|&s| Part::ALL.map(|p| (s, p)))
            .filter(|&(s, p)| !(s == Side::N && p != Part::C))
            .collect();
        t.mist.push(MistSpec { segs: all });
        assert!(t.compile().unwrap_err().msg.contains("castle"));
        t.roads[0].end = Some(RoadEnd::Castle);
        assert!(t.compile().unwrap().castle_area().is_some());
    }

    #[test]
    fn mirrored_sig_swaps_left_and_right() {
        // left=Field(1), centre=Road(2), right=City(3)
        let sig = 1 | (2 << 2) | (3 << 4);
        assert_eq!(mirrored_sig(sig), 3 | (2 << 2) | (1 << 4));
        assert_eq!(mirrored_sig(mirrored_sig(sig)), sig);
    }
}
