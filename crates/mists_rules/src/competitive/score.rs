//! Competitive scoring (RULES §20.4, §20.5): majorities, ghost penalties, keepers, farmers.

use super::*;
use mists_board::{FeatureId, Neighbourhood};

/// What a scoring was for (the final breakdown's columns).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Category {
    Road,
    City,
    Monastery,
    Field,
    Castle,
    /// A keeper's ghosts when its cemetery closes (RULES §20.4).
    Cemetery,
}

impl Category {
    pub const COUNT: usize = 6;
    pub const ALL: [Category; Category::COUNT] = [
        Category::Road,
        Category::City,
        Category::Monastery,
        Category::Field,
        Category::Castle,
        Category::Cemetery,
    ];

    pub(super) fn of(kind: FeatureKind) -> Category {
        match kind {
            FeatureKind::Road => Category::Road,
            FeatureKind::City => Category::City,
            FeatureKind::Monastery => Category::Monastery,
            FeatureKind::Castle => Category::Castle,
            // Mist banks hold no pieces; only fields remain.
            FeatureKind::Field | FeatureKind::MistBank => Category::Field,
        }
    }
}

impl Match {
    /// 3: features the tile completed, then cemeteries whose keeper's block is now full.
    pub(super) fn score_completed(&mut self, cell: Cell, completed: &[FeatureId]) {
        for &f in completed {
            if !self.pieces_on(f).is_empty() {
                let value = self.board.value(f) as i32;
                self.score_majority(f, value, 2, None);
            }
        }
        for (p, at) in self.keepers_closed_by(cell) {
            self.keeper_done(p, at);
        }
    }

    /// Keepers whose cemetery the tile at `cell` closed (RULES §20.4: closed when all 8
    /// neighbours hold tiles), with their cemetery's cell.
    pub(super) fn keepers_closed_by(&self, cell: Cell) -> Vec<(PieceId, Cell)> {
        let mut out = Vec::new();
        for p in self.piece_ids() {
            let Loc::Board {
                cell: at,
                spot: Spot::Keeper,
            } = self.piece(p).loc
            else {
                continue;
            };
            let near = at.vicinity().contains(&cell);
            if near && self.board.cemetery_closed(at, Neighbourhood::N8) {
                out.push((p, at));
            }
        }
        out
    }

    /// A closed cemetery: no points; the owner takes a guard meeple of their colour from the
    /// general supply if one is left; the keeper goes home; its ghosts cost 2 each.
    fn keeper_done(&mut self, p: PieceId, at: Cell) {
        let x = *self.piece(p);
        let guard = self.piece_ids().find(|&g| {
            let y = self.piece(g);
            y.owner == x.owner && y.loc == Loc::General
        });
        if let Some(g) = guard {
            self.pieces[g.0 as usize].loc = Loc::Supply;
        }
        let penalty = -2 * x.ghosts as i32;
        self.add_points(x.owner, Category::Cemetery, 0, penalty);
        self.send_home(p);
        self.happenings.push(Happening::Keeper {
            seat: x.owner,
            cell: at,
            guard: guard.is_some(),
            penalty,
        });
    }

    /// Base-game majority: the seats with the most pieces on `f` each score `value` less
    /// `ghost_cost` per ghost on their own pieces there; the others score nothing and pay
    /// nothing (HiG 9/2022). Every piece on `f` goes home. In-game the points go onto the
    /// markers at once; final scorings are summed first (`pending`) so their order cannot
    /// matter to the floor at 0.
    fn score_majority(
        &mut self,
        f: FeatureId,
        value: i32,
        ghost_cost: i32,
        mut pending: Option<&mut Vec<i64>>,
    ) {
        let final_scoring = pending.is_some();
        let on = self.pieces_on(f);
        let n = self.setup.players as usize;
        let mut ghosts = vec![0i32; n];
        for &p in &on {
            let x = self.piece(p);
            ghosts[x.owner as usize] += x.ghosts as i32;
        }
        let winners = self.majority(f);
        let kind = self.feature_kind(f);
        let mut points = Vec::new();
        for seat in 0..n {
            if winners.contains(&(seat as Seat)) {
                let penalty = -ghost_cost * ghosts[seat];
                let b = &mut self.breakdown[seat];
                b.points[Category::of(kind) as usize] += value;
                b.ghost_penalty += penalty;
                match pending.as_deref_mut() {
                    Some(sum) => sum[seat] += (value + penalty) as i64,
                    None => self.move_marker(seat as Seat, (value + penalty) as i64),
                }
                points.push((seat as Seat, value + penalty));
            }
        }
        for p in on {
            self.send_home(p);
        }
        self.happenings.push(Happening::Scored {
            kind: Category::of(kind),
            cells: self.board.feature(f).cells,
            points,
            final_scoring,
        });
    }

    /// The seats with the most pieces on feature `f` (base-game majority, ties all score; none
    /// if nobody stands there).
    pub fn majority(&self, f: FeatureId) -> Vec<Seat> {
        let mut count = vec![0u32; self.setup.players as usize];
        for p in self.pieces_on(f) {
            count[self.piece(p).owner as usize] += 1;
        }
        let most = *count.iter().max().unwrap_or(&0);
        (0..self.setup.players)
            .filter(|&s| most > 0 && count[s as usize] == most)
            .collect()
    }

    /// Points and a penalty onto a seat's marker, which never goes below 0 (RULES §20.4).
    fn add_points(&mut self, seat: Seat, cat: Category, points: i32, penalty: i32) {
        let b = &mut self.breakdown[seat as usize];
        b.points[cat as usize] += points;
        b.ghost_penalty += penalty;
        self.move_marker(seat, points as i64 + penalty as i64);
    }

    /// Move a score marker, never below 0 (RULES §20.4).
    fn move_marker(&mut self, seat: Seat, by: i64) {
        let s = &mut self.scores[seat as usize];
        *s = (*s as i64 + by).clamp(0, u32::MAX as i64) as u32;
    }

    /// RULES §20.5: base-game final scoring of every occupied feature, castles 1 per misty tile
    /// among the castle tile and its present neighbours, −1 per ghost for the seats that score
    /// (the recommendation of §20.5); keepers of open cemeteries score nothing and pay nothing.
    pub(super) fn final_scoring(&mut self) {
        let mut features: Vec<FeatureId> = self
            .piece_ids()
            .filter_map(|p| self.feature_of(p))
            .collect();
        features.sort();
        features.dedup();
        let mut sum = vec![0i64; self.setup.players as usize];
        for f in features {
            if self.pieces_on(f).is_empty() {
                continue;
            }
            let info = self.board.feature(f);
            let value = match info.kind {
                FeatureKind::Road => info.cells.len() as i32,
                FeatureKind::City => info.cells.len() as i32 + info.arms as i32,
                FeatureKind::Monastery => self.board.value(f) as i32,
                FeatureKind::Castle => self.board.value(f) as i32 / 2,
                FeatureKind::Field => {
                    let done = self
                        .board
                        .field_cities(f)
                        .into_iter()
                        .filter(|&c| self.board.feature(c).complete())
                        .count();
                    3 * done as i32
                }
                FeatureKind::MistBank => 0,
            };
            self.score_majority(f, value, 1, Some(&mut sum));
        }
        for (seat, by) in sum.into_iter().enumerate() {
            self.move_marker(seat as Seat, by);
        }
        for p in self.piece_ids().collect::<Vec<_>>() {
            if matches!(self.piece(p).loc, Loc::Board { .. }) {
                self.send_home(p);
            }
        }
    }
}
