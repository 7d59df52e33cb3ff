//! Shared by the RULES §20 scenario tests and their regenerator: a turn of a match, replayed
//! play by play, and what the rules look at in it.

use mists_board::{AreaKind, Cell, FeatureId, Seg};
use mists_rules::competitive::file::CompetitiveRecord;
use mists_rules::competitive::{Happening, Loc, Match, PieceId, PieceKind, Play, Seat, Spot};
use std::path::{Path, PathBuf};

pub fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/competitive")
}

/// A position and the plays made from it: `states[i]` is the table before `plays[i]`, the last
/// state the table after them.
pub struct Turn {
    pub states: Vec<Match>,
    pub plays: Vec<Play>,
}

impl Turn {
    /// `tests/competitive/NAME.record.ron` replayed from its preset (the file beside it).
    pub fn load(name: &str) -> Turn {
        let path = dir().join(format!("{name}.record.ron"));
        let rec = CompetitiveRecord::load(&path).unwrap_or_else(|e| panic!("{e}"));
        let file = path.display().to_string();
        let start = rec
            .replay(&dir(), &file, Some(0))
            .unwrap_or_else(|e| panic!("{e}"));
        let mut t = Turn {
            states: vec![start],
            plays: Vec::new(),
        };
        for &p in &rec.plays {
            t.push(p).unwrap_or_else(|e| panic!("{file}: {p:?}: {e}"));
        }
        t
    }

    pub fn push(&mut self, p: Play) -> Result<(), mists_rules::competitive::PlayError> {
        let mut next = self.last().clone();
        next.apply(p)?;
        self.states.push(next);
        self.plays.push(p);
        Ok(())
    }

    pub fn first(&self) -> &Match {
        &self.states[0]
    }

    pub fn last(&self) -> &Match {
        self.states.last().expect("a turn has its start")
    }

    /// The seat whose turn it is.
    pub fn seat(&self) -> Seat {
        self.first().current
    }

    /// What play `i` made happen.
    pub fn happened(&self, i: usize) -> &[Happening] {
        let before = self.states[i].happenings.len();
        &self.states[i + 1].happenings[before..]
    }

    /// Everything the turn's plays made happen.
    pub fn all_happened(&self) -> &[Happening] {
        let before = self.first().happenings.len();
        &self.last().happenings[before..]
    }

    /// The ghosts given, in order: (the piece, whether it is the seat's own).
    pub fn ghosts_given(&self) -> Vec<(PieceId, bool)> {
        self.all_happened()
            .iter()
            .filter_map(|h| match h {
                Happening::Ghost { piece, .. } => {
                    Some((*piece, self.first().piece(*piece).owner == self.seat()))
                }
                _ => None,
            })
            .collect()
    }

    /// The cell of the tile placed this turn.
    pub fn cell(&self) -> Cell {
        match self.plays.first() {
            Some(Play::Place { cell, .. }) => *cell,
            other => panic!("a turn starts with a placement, not {other:?}"),
        }
    }
}

/// Normal meeples on the board, of the seat (`own`) or of the others.
pub fn meeples_on_board(m: &Match, seat: Seat, own: bool) -> Vec<PieceId> {
    m.piece_ids()
        .filter(|&p| {
            let x = m.piece(p);
            x.kind == PieceKind::Meeple
                && matches!(x.loc, Loc::Board { .. })
                && (x.owner == seat) == own
        })
        .collect()
}

/// The area kind a piece stands on (None for a keeper or a piece off the board).
pub fn area_kind(m: &Match, p: PieceId) -> Option<AreaKind> {
    match m.piece(p).loc {
        Loc::Board {
            cell,
            spot: Spot::Area(a),
        } => m.board.def_at(cell).map(|d| d.area(a).kind.clone()),
        _ => None,
    }
}

pub fn is_keeper(m: &Match, p: PieceId) -> bool {
    matches!(
        m.piece(p).loc,
        Loc::Board {
            spot: Spot::Keeper,
            ..
        }
    )
}

/// A side of the tile at `cell` where a misty field segment of it faces a clear field segment
/// of a neighbour (which, mist ignored, would join the two fields): the neighbour's field.
pub fn misty_field_facing_clear_field(m: &Match, cell: Cell) -> Vec<FeatureId> {
    let (Some(def), Some(me)) = (m.board.def_at(cell), m.board.tile_at(cell)) else {
        return Vec::new();
    };
    let mut found = Vec::new();
    for ws in Seg::all() {
        let mine = def.segs[ws.unrotated(me.rot).0 as usize];
        let n = cell.step(ws.side());
        let (Some(odef), Some(other)) = (m.board.def_at(n), m.board.tile_at(n)) else {
            continue;
        };
        let theirs = odef.segs[ws.facing().unrotated(other.rot).0 as usize];
        let misty_field = mine.misty && mine.terrain == Some(mists_board::Terrain::Field);
        if let (true, Some(b)) = (misty_field, theirs.field)
            && let Some(f) = m.board.feature_of(n, b)
            && !found.contains(&f)
        {
            found.push(f);
        }
    }
    found
}

/// The cells of a feature, sorted (to match a scoring's `cells`).
pub fn cells_of(m: &Match, f: FeatureId) -> Vec<Cell> {
    let mut c = m.board.feature(f).cells;
    c.sort();
    c
}

/// Misty tiles among the tiles present at and around `cell` (a castle's 3×3 block).
pub fn misty_around(m: &Match, cell: Cell) -> u32 {
    cell.vicinity()
        .iter()
        .filter(|&&c| !m.board.is_empty(c) && m.board.is_misty(c))
        .count() as u32
}
