//! The competitive state as `mists-cli play/replay --json` print it (docs/competitive.md "State
//! JSON"): scores, the pieces with their ids, spots and features, the supplies, the drawn tile,
//! this turn's and the last turn's happenings, and the legal plays in the encoding the records'
//! plays use. Everything here is read off the [`Match`]; nothing is decided.

use super::*;

/// The state of a competitive match.
#[derive(Clone, Debug, Serialize)]
pub struct CompetitiveSnapshot {
    pub variant: &'static str,
    /// "playing" or "over".
    pub status: &'static str,
    /// One per player, in seat order.
    pub scores: Vec<u32>,
    pub breakdown: Vec<BreakdownView>,
    pub current: Seat,
    pub tiles_on_board: usize,
    pub tiles_left: usize,
    pub set_aside: usize,
    pub ghost_supply: u8,
    /// The pieces on the board.
    pub pieces: Vec<PieceView>,
    /// Per seat: pieces in its own supply, and its guard meeples still in the general supply.
    pub supplies: Vec<SupplyView>,
    /// The tile the seat to act holds (placing it, or placed this turn); None when over.
    pub drawn: Option<DrawnView>,
    /// The decision waiting, and how many options it has.
    pub waiting: Option<&'static str>,
    pub options: usize,
    /// The legal plays, encoded as a record's `plays` are.
    pub legal: Vec<Play>,
    /// What happened since this turn's tile was placed (empty before it is).
    pub turn_events: Vec<Happening>,
    /// What happened in the turn before.
    pub last_turn_events: Vec<Happening>,
}

#[derive(Clone, Debug, Serialize)]
pub struct BreakdownView {
    pub roads: i32,
    pub cities: i32,
    pub monasteries: i32,
    pub fields: i32,
    pub castles: i32,
    pub ghost_penalties: i32,
}

#[derive(Clone, Debug, Serialize)]
pub struct PieceView {
    /// The piece's id, as `Play::Ghost` names it.
    pub id: u8,
    pub seat: Seat,
    pub guard: bool,
    pub cell: [i16; 2],
    pub keeper: bool,
    /// The area of its tile it stands on (None for a keeper).
    pub area: Option<u8>,
    /// The feature it stands on (None for a keeper).
    pub feature: Option<FeatureView>,
    pub ghosts: u8,
}

#[derive(Clone, Debug, Serialize)]
pub struct FeatureView {
    /// "road", "city", "castle", "monastery", "field", …
    pub kind: String,
    pub complete: bool,
    /// Its cells, sorted: pieces on the same feature list the same cells.
    pub cells: Vec<[i16; 2]>,
}

#[derive(Clone, Debug, Serialize)]
pub struct SupplyView {
    pub meeples: usize,
    pub guards: usize,
    pub general_guards: usize,
}

#[derive(Clone, Debug, Serialize)]
pub struct DrawnView {
    /// Its copy in the tile set (`Stage::Place` names it) and the tile's id in the tile file.
    pub copy: u16,
    pub tile: u16,
    /// Where it lies, once placed this turn.
    pub cell: Option<[i16; 2]>,
}

fn xy(c: Cell) -> [i16; 2] {
    [c.x, c.y]
}

impl Match {
    pub fn snapshot(&self) -> CompetitiveSnapshot {
        let pts = |b: &Breakdown, c: Category| b.points[c as usize];
        let legal = self.legal();
        let (turn_events, last_turn_events) = self.turn_events();
        CompetitiveSnapshot {
            variant: "competitive",
            status: if self.is_over() { "over" } else { "playing" },
            scores: self.scores.clone(),
            breakdown: self
                .breakdown
                .iter()
                .map(|b| BreakdownView {
                    roads: pts(b, Category::Road),
                    cities: pts(b, Category::City),
                    monasteries: pts(b, Category::Monastery),
                    fields: pts(b, Category::Field),
                    castles: pts(b, Category::Castle),
                    ghost_penalties: b.ghost_penalty,
                })
                .collect(),
            current: self.current,
            tiles_on_board: self.board.placed().len(),
            tiles_left: self.tiles_left(),
            set_aside: self.set_aside.len(),
            ghost_supply: self.ghost_supply,
            pieces: self
                .piece_ids()
                .filter_map(|id| self.piece_view(id))
                .collect(),
            supplies: (0..self.setup.players)
                .map(|s| self.supply_view(s))
                .collect(),
            drawn: self.drawn_view(),
            waiting: match self.stage {
                Stage::Place(_) => Some("place_tile"),
                Stage::GhostOther => Some("ghost_on_opponent"),
                Stage::GhostOwn => Some("ghost_on_own"),
                Stage::Deploy => Some("place_piece"),
                Stage::Over => None,
            },
            options: legal.len(),
            legal,
            turn_events,
            last_turn_events,
        }
    }

    fn piece_view(&self, id: PieceId) -> Option<PieceView> {
        let p = self.piece(id);
        let Loc::Board { cell, spot } = p.loc else {
            return None;
        };
        let feature = self.feature_of(id).map(|f| {
            let info = self.board.feature(f);
            let mut cells: Vec<[i16; 2]> = info.cells.iter().map(|&c| xy(c)).collect();
            cells.sort();
            FeatureView {
                kind: format!("{:?}", info.kind).to_lowercase(),
                complete: info.complete(),
                cells,
            }
        });
        Some(PieceView {
            id: id.0,
            seat: p.owner,
            guard: p.kind == PieceKind::Guard,
            cell: xy(cell),
            keeper: spot == Spot::Keeper,
            area: match spot {
                Spot::Area(a) => Some(a.0),
                Spot::Keeper => None,
            },
            feature,
            ghosts: p.ghosts,
        })
    }

    fn supply_view(&self, seat: Seat) -> SupplyView {
        let count = |kind: PieceKind, loc: Loc| {
            self.pieces
                .iter()
                .filter(|p| p.owner == seat && p.kind == kind && p.loc == loc)
                .count()
        };
        SupplyView {
            meeples: count(PieceKind::Meeple, Loc::Supply),
            guards: count(PieceKind::Guard, Loc::Supply),
            general_guards: count(PieceKind::Guard, Loc::General),
        }
    }

    fn drawn_view(&self) -> Option<DrawnView> {
        let view = |copy: CopyIdx, cell: Option<Cell>| DrawnView {
            copy: copy.0,
            tile: self.tiles().def(self.tiles().copy(copy).ty).id.0,
            cell: cell.map(xy),
        };
        match self.stage {
            Stage::Place(copy) => Some(view(copy, None)),
            Stage::Over => None,
            // Placed this turn: the last tile drawn.
            _ => self.drawn.last().map(|&c| view(c, self.placed_cell())),
        }
    }

    /// The happenings of this turn (from its tile's placement on) and of the turn before. A turn
    /// begins with its `Placed`; a tile set aside before it belongs to the turn before.
    fn turn_events(&self) -> (Vec<Happening>, Vec<Happening>) {
        let h = &self.happenings;
        let starts: Vec<usize> = (0..h.len())
            .filter(|&i| matches!(h[i], Happening::Placed { .. }))
            .collect();
        // While a tile waits to be placed, the last placement began the turn before.
        let placing = matches!(self.stage, Stage::Place(_));
        let (this, last) = match (placing, starts.as_slice()) {
            (true, [.., l]) => (h.len()..h.len(), *l..h.len()),
            (false, [.., l, t]) => (*t..h.len(), *l..*t),
            (false, [t]) => (*t..h.len(), 0..0),
            _ => (h.len()..h.len(), 0..0),
        };
        (h[this].to_vec(), h[last].to_vec())
    }
}
