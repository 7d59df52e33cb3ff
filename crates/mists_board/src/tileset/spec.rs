//! A compiled tile set written back as its file format, so that a game's record can carry the
//! very set it was played on and load anywhere (issue 61: a save must not depend on a tile file
//! relative to where it used to be).

use super::{CopySpec, QuarterSpec, TileSet, TileSetSpec};

impl TileSet {
    /// The set as [`TileSetSpec`]: compiling it again gives an equal set (same types in the same
    /// order, same copies, same start tile). Start quarters are the types the start tile names;
    /// every other type is a land tile, in the order the set holds them.
    pub fn to_spec(&self) -> TileSetSpec {
        let quarter_types: Vec<_> = self.start.iter().map(|q| q.ty).collect();
        let tiles = self
            .types
            .iter()
            .enumerate()
            .filter(|(i, _)| !quarter_types.iter().any(|q| q.0 as usize == *i))
            .map(|(_, def)| def.spec.clone())
            .collect();
        let copies = self
            .copies
            .iter()
            .map(|c| CopySpec {
                tile: self.def(c.ty).id,
                symbols: c.symbols.clone(),
            })
            .collect();
        let start = self
            .start
            .iter()
            .map(|q| QuarterSpec {
                cell: (q.cell.x, q.cell.y),
                tile: self.def(q.ty).spec.clone(),
                symbols: q.symbols.clone(),
            })
            .collect();
        TileSetSpec {
            name: self.name.clone(),
            version: self.version,
            tiles,
            copies,
            start,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::Path;

    fn shipped(name: &str) -> TileSet {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../assets/tiles");
        TileSet::load(&dir.join(name)).unwrap()
    }

    #[test]
    fn every_shipped_set_compiles_again_from_its_spec_to_an_equal_set() {
        for name in ["mists.ron", "mists-v1.ron", "base.ron"] {
            let set = shipped(name);
            let again = TileSet::from_spec(set.to_spec(), name).unwrap();
            assert_eq!(again, set, "{name}");
        }
    }

    #[test]
    fn the_spec_survives_ron_and_keeps_the_start_quarters_apart() {
        let set = shipped("mists.ron");
        let spec = set.to_spec();
        assert_eq!(spec.start.len(), 4);
        assert_eq!(spec.tiles.len() + spec.start.len(), set.types.len());
        let text = ron::ser::to_string(&spec).unwrap();
        let back: TileSetSpec = crate::tileset::parse_ron(&text, "spec").unwrap();
        assert_eq!(TileSet::from_spec(back, "spec").unwrap(), set);
    }
}
