//! A tile set: shapes, the copies in the box (with per-copy ghost symbols) and the start tile.
//! Shapes and copies are kept apart (RULES §2.3: copies of one shape may carry different symbols).

use crate::geom::{Cell, Seg, Side};
use crate::tile::{AreaKind, Decoration, Special, TileDef, TileError, TileId, TileSpec};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::path::Path;

mod spec;

/// One physical copy: which shape, and how many ghost symbols lie in each of its mist areas (in order).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CopySpec {
    pub tile: TileId,
    #[serde(default)]
    pub symbols: Vec<u8>,
}

/// One quarter of the 2×2 start tile at its fixed cell (RULES §3).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct QuarterSpec {
    pub cell: (i16, i16),
    pub tile: TileSpec,
    #[serde(default)]
    pub symbols: Vec<u8>,
}

/// The file format of `assets/tiles/*.ron` (see docs/tiles.md).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TileSetSpec {
    pub name: String,
    /// The design's version (issue 36): a changed edge, coat of arms or mist side is a new
    /// version, so a game can say which set it was played on (a daily game's seed includes it).
    #[serde(default = "first_version")]
    pub version: u32,
    pub tiles: Vec<TileSpec>,
    pub copies: Vec<CopySpec>,
    /// The 2×2 start tile; empty for a set that only adds tiles to another (the base game's
    /// tiles in the competitive game, RULES §20.1).
    #[serde(default)]
    pub start: Vec<QuarterSpec>,
}

fn first_version() -> u32 {
    1
}

/// Index of a compiled tile type inside a [`TileSet`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct TypeIdx(pub u16);

/// Index of a physical copy inside a [`TileSet`] (what piles hold).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct CopyIdx(pub u16);

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CopyDef {
    pub ty: TypeIdx,
    /// Ghost symbols per mist area of the shape, in the shape's mist-area order.
    pub symbols: Vec<u8>,
}

impl CopyDef {
    pub fn total_symbols(&self) -> u32 {
        self.symbols.iter().map(|&s| s as u32).sum()
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QuarterDef {
    pub cell: Cell,
    pub ty: TypeIdx,
    pub symbols: Vec<u8>,
}

/// A validated tile set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TileSet {
    pub name: String,
    /// The design's version ([`TileSetSpec::version`]).
    pub version: u32,
    pub types: Vec<TileDef>,
    pub copies: Vec<CopyDef>,
    pub start: Vec<QuarterDef>,
    by_id: HashMap<TileId, TypeIdx>,
}

/// Why a tile-set file cannot be used; always names the file and, where known, line and column.
#[derive(Debug, thiserror::Error)]
pub enum TileSetError {
    #[error(transparent)]
    Read(#[from] crate::input::ReadError),
    #[error(transparent)]
    Syntax(#[from] RonError),
    #[error("{file}: {source}")]
    Tile {
        file: String,
        #[source]
        source: TileError,
    },
    #[error("{file}: {msg}")]
    Set { file: String, msg: String },
    /// RULES §3: the four quarters of the start tile must match along their shared sides.
    #[error("{file}: start quarters {a} and {b} do not fit along their shared side")]
    StartMisfit { file: String, a: TileId, b: TileId },
}

/// RON as our data files use it: `end: Castle` instead of `end: Some(Castle)`.
pub fn ron_options() -> ron::Options {
    ron::Options::default().with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME)
}

/// A RON syntax or shape error, located: `file:line:col: what was expected`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{file}:{line}:{col}: {msg}")]
pub struct RonError {
    pub file: String,
    pub line: usize,
    pub col: usize,
    pub msg: String,
}

/// Parse any of our RON files (tile sets, presets, records, scenarios) with located, one-line
/// errors; a misspelt key gets the nearest valid one suggested.
pub fn parse_ron<T: serde::de::DeserializeOwned>(text: &str, file: &str) -> Result<T, RonError> {
    ron_options().from_str(text).map_err(|e| {
        let mut msg = e.code.to_string().replace('\n', " ");
        if let Some(key) = crate::input::did_you_mean(&msg) {
            msg = format!("{msg} (did you mean `{key}`?)");
        }
        RonError {
            file: file.to_string(),
            line: e.span.start.line,
            col: e.span.start.col,
            msg,
        }
    })
}

pub const START_CELLS: [(i16, i16); 4] = [(0, 0), (1, 0), (0, 1), (1, 1)];

/// Tile types and copies a tile set may hold (the box holds 52 and 60; indices are `u16`).
pub const MAX_TILES: usize = 1000;
/// Ghost symbols in one mist area, and coats of arms in one city area (the box shows at most 3).
pub const MAX_MARKS: u8 = 9;

impl TileSet {
    pub fn load(path: &Path) -> Result<TileSet, TileSetError> {
        let text = crate::input::read_text(path)?;
        Self::from_ron(&text, &path.display().to_string())
    }

    /// Parse and validate; `file` only names the source in errors.
    pub fn from_ron(text: &str, file: &str) -> Result<TileSet, TileSetError> {
        let spec: TileSetSpec = parse_ron(text, file)?;
        Self::from_spec(spec, file)
    }

    pub fn from_spec(spec: TileSetSpec, file: &str) -> Result<TileSet, TileSetError> {
        let (mut types, by_id) = Self::compile_types(&spec, file)?;
        let copies = Self::compile_copies(&spec, &types, &by_id, file)?;
        let start = Self::compile_start(&spec, &mut types, &by_id, file)?;
        let set = TileSet {
            name: spec.name,
            version: spec.version,
            types,
            copies,
            start,
            by_id,
        };
        set.check_start_fits(file)?;
        Ok(set)
    }

    /// Check the set's size and marks and compile every shape (land tiles, then start quarters).
    fn compile_types(
        spec: &TileSetSpec,
        file: &str,
    ) -> Result<(Vec<TileDef>, HashMap<TileId, TypeIdx>), TileSetError> {
        let tile_err = |source| TileSetError::Tile {
            file: file.to_string(),
            source,
        };
        if spec.tiles.len() > MAX_TILES || spec.copies.len() > MAX_TILES {
            return Err(set_err(
                file,
                format!(
                    "{} tile types and {} copies: at most {MAX_TILES} of each",
                    spec.tiles.len(),
                    spec.copies.len()
                ),
            ));
        }
        let shapes = spec.tiles.iter().chain(spec.start.iter().map(|q| &q.tile));
        if let Some(t) = shapes
            .into_iter()
            .find(|t| t.cities.iter().any(|c| c.arms > MAX_MARKS))
        {
            return Err(set_err(
                file,
                format!(
                    "tile {}: more than {MAX_MARKS} coats of arms in one city area",
                    t.id
                ),
            ));
        }
        let mut types = Vec::new();
        let mut by_id = HashMap::new();
        let shapes = spec.tiles.iter().chain(spec.start.iter().map(|q| &q.tile));
        for t in shapes {
            let def = t.compile().map_err(tile_err)?;
            if by_id.insert(t.id, TypeIdx(types.len() as u16)).is_some() {
                return Err(set_err(file, format!("tile id {} is defined twice", t.id)));
            }
            types.push(def);
        }
        Ok((types, by_id))
    }

    /// The physical copies: each names a land tile and carries its ghost symbols.
    fn compile_copies(
        spec: &TileSetSpec,
        types: &[TileDef],
        by_id: &HashMap<TileId, TypeIdx>,
        file: &str,
    ) -> Result<Vec<CopyDef>, TileSetError> {
        let mut copies = Vec::new();
        for (i, c) in spec.copies.iter().enumerate() {
            let ty = *by_id.get(&c.tile).ok_or_else(|| {
                set_err(
                    file,
                    format!("copy #{i} names tile {}, which is not defined", c.tile),
                )
            })?;
            let def = &types[ty.0 as usize];
            if def.decorations.contains(&Decoration::Ruin) {
                return Err(set_err(
                    file,
                    format!("copy #{i}: start quarters are not land tiles"),
                ));
            }
            check_symbols(def, &c.symbols, &format!("copy #{i}"), file)?;
            copies.push(CopyDef {
                ty,
                symbols: c.symbols.clone(),
            });
        }
        Ok(copies)
    }

    /// The start quarters (RULES §3): four at their fixed cells, or none; a quarter with the ruin
    /// gets its fields derived again now that its cell is known.
    fn compile_start(
        spec: &TileSetSpec,
        types: &mut [TileDef],
        by_id: &HashMap<TileId, TypeIdx>,
        file: &str,
    ) -> Result<Vec<QuarterDef>, TileSetError> {
        if spec.start.len() != 4 && !spec.start.is_empty() {
            return Err(set_err(
                file,
                format!(
                    "the start tile has four quarters (RULES §3), found {} (a set that only adds tiles to another has `start: []`)",
                    spec.start.len()
                ),
            ));
        }
        let mut start = Vec::new();
        for q in &spec.start {
            if !START_CELLS.contains(&q.cell) {
                return Err(set_err(
                    file,
                    format!(
                        "start quarter {} sits at {:?}; quarters go at (0,0) (1,0) (0,1) (1,1) (RULES §3)",
                        q.tile.id, q.cell
                    ),
                ));
            }
            if start
                .iter()
                .any(|s: &QuarterDef| s.cell == Cell::new(q.cell.0, q.cell.1))
            {
                return Err(set_err(file, format!("two start quarters at {:?}", q.cell)));
            }
            let ty = by_id[&q.tile.id];
            check_quarter(&types[ty.0 as usize], &q.symbols, file)?;
            // The ruin stands in the corner towards the middle of the 2×2 start tile.
            let toward_middle = match q.cell {
                (0, 0) => 2,
                (1, 0) => 11,
                (0, 1) => 5,
                _ => 8,
            };
            if types[ty.0 as usize].decorations.contains(&Decoration::Ruin) {
                types[ty.0 as usize].derive_fields(Some(toward_middle));
            }
            start.push(QuarterDef {
                cell: Cell::new(q.cell.0, q.cell.1),
                ty,
                symbols: q.symbols.clone(),
            });
        }
        Ok(start)
    }

    /// The quarters' inner sides must fit each other like any placed tiles.
    fn check_start_fits(&self, file: &str) -> Result<(), TileSetError> {
        for a in &self.start {
            for side in Side::ALL {
                let Some(b) = self.start.iter().find(|b| b.cell == a.cell.step(side)) else {
                    continue;
                };
                let (da, db) = (self.def(a.ty), self.def(b.ty));
                for p in 0..3u8 {
                    let s = Seg(side as u8 * 3 + p);
                    if da.segs[s.0 as usize].terrain != db.segs[s.facing().0 as usize].terrain {
                        return Err(TileSetError::StartMisfit {
                            file: file.to_string(),
                            a: da.id,
                            b: db.id,
                        });
                    }
                }
            }
        }
        Ok(())
    }

    /// Whether this set has its own start tile (an addition like the base game's has none).
    pub fn has_start(&self) -> bool {
        !self.start.is_empty()
    }

    /// This set with the shapes and copies of `extra` added (RULES §20.1: the Mists tiles are
    /// shuffled into the base game's). Copies of `extra` come after this set's, and `leave_out`
    /// copies of tile `id` are left out (the base start tile the 2×2 start tile replaces).
    pub fn with_addition(
        &self,
        extra: &TileSet,
        leave_out: Option<TileId>,
        file: &str,
    ) -> Result<TileSet, TileSetError> {
        let mut set = self.clone();
        set.name = format!("{} + {}", self.name, extra.name);
        let mut map = HashMap::new();
        for (i, def) in extra.types.iter().enumerate() {
            if set.by_id.contains_key(&def.id) {
                return Err(TileSetError::Set {
                    file: file.to_string(),
                    msg: format!(
                        "tile id {} is in both \"{}\" and \"{}\"",
                        def.id, self.name, extra.name
                    ),
                });
            }
            let ty = TypeIdx(set.types.len() as u16);
            set.by_id.insert(def.id, ty);
            set.types.push(def.clone());
            map.insert(TypeIdx(i as u16), ty);
        }
        let mut skipped = false;
        for c in &extra.copies {
            if !skipped && leave_out == Some(extra.def(c.ty).id) {
                skipped = true;
                continue;
            }
            set.copies.push(CopyDef {
                ty: map[&c.ty],
                symbols: c.symbols.clone(),
            });
        }
        if let Some(id) = leave_out.filter(|_| !skipped) {
            return Err(TileSetError::Set {
                file: file.to_string(),
                msg: format!("\"{}\" has no copy of tile {id} to leave out", extra.name),
            });
        }
        if set.types.len() > MAX_TILES || set.copies.len() > MAX_TILES {
            return Err(TileSetError::Set {
                file: file.to_string(),
                msg: format!("together more than {MAX_TILES} tile types or copies"),
            });
        }
        Ok(set)
    }

    pub fn def(&self, ty: TypeIdx) -> &TileDef {
        &self.types[ty.0 as usize]
    }

    pub fn copy(&self, c: CopyIdx) -> &CopyDef {
        &self.copies[c.0 as usize]
    }

    pub fn copy_def(&self, c: CopyIdx) -> &TileDef {
        self.def(self.copy(c).ty)
    }

    pub fn by_id(&self, id: TileId) -> Option<TypeIdx> {
        self.by_id.get(&id).copied()
    }

    pub fn copy_indices(&self) -> impl Iterator<Item = CopyIdx> + use<> {
        (0..self.copies.len() as u16).map(CopyIdx)
    }

    /// A summary of counts, as `mists-cli tiles` prints it and the RULES §2.2 tests check it.
    pub fn summary(&self) -> TileSetSummary {
        let land: Vec<&TileDef> = self
            .types
            .iter()
            .filter(|t| !t.decorations.contains(&Decoration::Ruin))
            .collect();
        let copies_of = |pred: &dyn Fn(&TileDef) -> bool| {
            self.copies.iter().filter(|c| pred(self.def(c.ty))).count()
        };
        let count_segs = |t: crate::tile::Terrain| -> usize {
            self.copies
                .iter()
                .map(|c| self.def(c.ty).terrain_count(t))
                .sum()
        };
        TileSetSummary {
            name: self.name.clone(),
            types: land.len(),
            copies: self.copies.len(),
            castles: copies_of(&|t| t.special == Special::Castle),
            cemeteries: copies_of(&|t| t.special == Special::Cemetery),
            villages: copies_of(&|t| t.special == Special::Village),
            monasteries: copies_of(&|t| t.special == Special::Monastery),
            water_towers: copies_of(&|t| t.decorations.contains(&Decoration::WaterTower)),
            misty: copies_of(&|t| t.misty()),
            ghost_symbols: self.copies.iter().map(|c| c.total_symbols()).sum(),
            start_ghost_symbols: self
                .start
                .iter()
                .flat_map(|q| &q.symbols)
                .map(|&s| s as u32)
                .sum(),
            city_segments: count_segs(crate::tile::Terrain::City),
            road_segments: count_segs(crate::tile::Terrain::Road),
            coats_of_arms: self
                .copies
                .iter()
                .flat_map(|c| &self.def(c.ty).areas)
                .map(|a| match a.kind {
                    AreaKind::City { arms } => arms as usize,
                    _ => 0,
                })
                .sum(),
        }
    }
}

/// A whole-set error of `file`.
fn set_err(file: &str, msg: String) -> TileSetError {
    TileSetError::Set {
        file: file.to_string(),
        msg,
    }
}

/// A copy's ghost symbols: one count per mist area of its shape, each at most [`MAX_MARKS`], and
/// at least one on a misty tile (RULES §2.4). `what` names the copy in errors.
fn check_symbols(
    def: &TileDef,
    symbols: &[u8],
    what: &str,
    file: &str,
) -> Result<(), TileSetError> {
    let areas = def.mist_areas().count();
    if symbols.len() != areas {
        return Err(set_err(
            file,
            format!(
                "{what} of tile {}: {} symbol counts for {areas} mist areas (one count per mist area)",
                def.id,
                symbols.len()
            ),
        ));
    }
    if symbols.iter().any(|&s| s > MAX_MARKS) {
        return Err(set_err(
            file,
            format!(
                "{what} of tile {}: more than {MAX_MARKS} ghost symbols in one mist area",
                def.id
            ),
        ));
    }
    if def.misty() && symbols.iter().all(|&s| s == 0) {
        return Err(set_err(
            file,
            format!(
                "{what} of tile {}: a misty tile shows at least one ghost symbol (RULES §2.4)",
                def.id
            ),
        ));
    }
    Ok(())
}

/// A start quarter is a plain tile, with at most [`MAX_MARKS`] symbols in each of its mist areas.
fn check_quarter(def: &TileDef, symbols: &[u8], file: &str) -> Result<(), TileSetError> {
    if def.special != Special::None {
        return Err(set_err(
            file,
            format!(
                "start quarter {} cannot be a castle, cemetery or village",
                def.id
            ),
        ));
    }
    let areas = def.mist_areas().count();
    if symbols.iter().any(|&s| s > MAX_MARKS) {
        return Err(set_err(
            file,
            format!(
                "start quarter {}: more than {MAX_MARKS} ghost symbols in one mist area",
                def.id
            ),
        ));
    }
    if symbols.len() != areas {
        return Err(set_err(
            file,
            format!(
                "start quarter {}: {} symbol counts for {areas} mist areas",
                def.id,
                symbols.len()
            ),
        ));
    }
    Ok(())
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TileSetSummary {
    pub name: String,
    pub types: usize,
    pub copies: usize,
    pub castles: usize,
    pub cemeteries: usize,
    pub villages: usize,
    pub monasteries: usize,
    pub water_towers: usize,
    pub misty: usize,
    pub ghost_symbols: u32,
    pub start_ghost_symbols: u32,
    pub city_segments: usize,
    pub road_segments: usize,
    pub coats_of_arms: usize,
}
