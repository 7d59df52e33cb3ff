//! The competitive turn (RULES §20.2, §20.3): drawing, placing, ghosts on meeples, deploying.
//! Scoring is in `score.rs`.

use super::*;
use mists_board::{AreaKind, Special};

impl Match {
    /// The drawn tile's rotations that fit at `cell` (RULES §20.2): the placements of
    /// [`Match::legal`] at one cell, without listing every cell (the hover preview asks on every
    /// pointer move). Empty when no tile is to be placed.
    pub fn rotations_at(&self, cell: Cell) -> Vec<Rotation> {
        match self.stage {
            Stage::Place(copy) => {
                let ty = self.tiles().copy(copy).ty;
                self.board.rotations_at(cell, ty).iter().collect()
            }
            _ => Vec::new(),
        }
    }

    /// Why the drawn tile cannot go at `cell` turned `rot` (None: it can, or no tile waits):
    /// the board's rule (RULES §8.2), for the window's "why not here".
    pub fn why_not(&self, cell: Cell, rot: Rotation) -> Option<mists_board::PlacementError> {
        let Stage::Place(copy) = self.stage else {
            return None;
        };
        let ty = self.tiles().copy(copy).ty;
        self.board.check_placement(cell, ty, rot).err()
    }

    /// Everything the player to act may decide now, in a fixed order.
    pub fn legal(&self) -> Vec<Play> {
        match self.stage {
            Stage::Over => Vec::new(),
            Stage::Place(copy) => {
                let ty = self.tiles().copy(copy).ty;
                let mut out = Vec::new();
                for (cell, rots) in self.board.legal_placements(ty) {
                    out.extend(rots.iter().map(|rot| Play::Place { cell, rot }));
                }
                out
            }
            Stage::GhostOther => self
                .ghost_targets(|owner| owner != self.current)
                .into_iter()
                .map(Play::Ghost)
                .collect(),
            Stage::GhostOwn => self
                .ghost_targets(|owner| owner == self.current)
                .into_iter()
                .map(Play::Ghost)
                .collect(),
            Stage::Deploy => {
                let mut out = Vec::new();
                for kind in [PieceKind::Meeple, PieceKind::Guard] {
                    if self.in_supply(self.current, kind).is_none() {
                        continue;
                    }
                    for spot in self.free_spots() {
                        out.push(Play::Deploy { kind, spot });
                    }
                }
                out.push(Play::Pass);
                out
            }
        }
    }

    /// Normal meeples on the board whose owner passes `whose` — never guard meeples (§20.3);
    /// meeples in castles and keepers on cemeteries included (HiG 11/2022).
    pub(super) fn ghost_targets(&self, whose: impl Fn(Seat) -> bool) -> Vec<PieceId> {
        if self.ghost_supply == 0 {
            return Vec::new();
        }
        self.piece_ids()
            .filter(|&p| {
                let x = self.piece(p);
                x.kind == PieceKind::Meeple && matches!(x.loc, Loc::Board { .. }) && whose(x.owner)
            })
            .collect()
    }

    /// Spots of the new tile whose feature holds no piece yet (base game; §20.2: never a misty
    /// field, which is no field area at all), and its cemetery for a keeper.
    pub fn free_spots(&self) -> Vec<Spot> {
        let Some(cell) = self.placed_cell() else {
            return Vec::new();
        };
        let mut out: Vec<Spot> = self
            .board
            .meeple_spots(cell)
            .into_iter()
            .filter(|&(_, f)| self.pieces_on(f).is_empty())
            .map(|(a, _)| Spot::Area(a))
            .collect();
        if self.board.def_at(cell).map(|d| d.special) == Some(Special::Cemetery) {
            out.push(Spot::Keeper);
        }
        out
    }

    /// Check and play one decision, then run the automatic steps up to the next decision.
    pub fn apply(&mut self, play: Play) -> Result<(), PlayError> {
        match (self.stage, play) {
            (Stage::Over, _) => return Err(PlayError::Over),
            (Stage::Place(copy), Play::Place { cell, rot }) => {
                let ty = self.tiles().copy(copy).ty;
                let outcome = self.board.place(cell, ty, Some(copy), rot)?;
                let tile = self.tiles().def(ty).id;
                self.happenings.push(Happening::Placed {
                    seat: self.current,
                    tile,
                    cell,
                });
                // §20.3: ghosts come from mist meeting mist (expand) or clear (limit) only.
                self.turn = Some(TurnFacts {
                    cell,
                    own_ghost_due: outcome.limited,
                    outcome: outcome.clone(),
                });
                self.stage = if outcome.expanded {
                    Stage::GhostOther
                } else {
                    Stage::GhostOwn
                };
            }
            (Stage::Place(_), _) => return Err(PlayError::WrongStage("place the tile")),
            (Stage::GhostOther | Stage::GhostOwn, Play::Ghost(p)) => {
                let own = self.stage == Stage::GhostOwn;
                let x = *self
                    .pieces
                    .get(p.0 as usize)
                    .ok_or(PlayError::Ghost("no such piece"))?;
                if x.kind == PieceKind::Guard {
                    return Err(PlayError::Ghost("guard meeples never take ghosts"));
                }
                if !matches!(x.loc, Loc::Board { .. }) {
                    return Err(PlayError::Ghost("it is not on the board"));
                }
                if own != (x.owner == self.current) {
                    return Err(PlayError::Ghost(if own {
                        "limiting the mist haunts one of your own meeples"
                    } else {
                        "expanding the mist haunts another player's meeple"
                    }));
                }
                self.give_ghost(p);
                self.stage = if own { Stage::Deploy } else { Stage::GhostOwn };
            }
            (Stage::GhostOther | Stage::GhostOwn, _) => {
                return Err(PlayError::WrongStage("choose a meeple for the ghost"));
            }
            (Stage::Deploy, Play::Deploy { kind, spot }) => {
                let cell = self.placed_cell().expect("a tile was placed this turn");
                if !self.free_spots().contains(&spot) {
                    return Err(PlayError::Deploy(
                        "that spot is not on the new tile or its feature is taken",
                    ));
                }
                let p = self.in_supply(self.current, kind).ok_or(PlayError::Deploy(
                    "you have no piece of that kind in your supply",
                ))?;
                self.pieces[p.0 as usize].loc = Loc::Board { cell, spot };
                self.happenings.push(Happening::Deployed {
                    piece: p,
                    cell,
                    spot,
                });
                self.end_turn();
            }
            (Stage::Deploy, Play::Pass) => self.end_turn(),
            (Stage::Deploy, _) => {
                return Err(PlayError::WrongStage(
                    "place a piece on the new tile or pass",
                ));
            }
        }
        self.plays.push(play);
        self.skip_empty_stages();
        Ok(())
    }

    /// 2a steps with nothing to choose are skipped (no eligible meeple or no ghost left,
    /// §20.3); the limit step only comes when the placement limited the mist.
    fn skip_empty_stages(&mut self) {
        loop {
            match self.stage {
                Stage::GhostOther if self.legal().is_empty() => self.stage = Stage::GhostOwn,
                Stage::GhostOwn
                    if !self.turn.as_ref().is_some_and(|t| t.own_ghost_due)
                        || self.legal().is_empty() =>
                {
                    self.stage = Stage::Deploy
                }
                _ => return,
            }
        }
    }

    /// One ghost from the supply onto a meeple; the third sends it home (§20.3).
    fn give_ghost(&mut self, p: PieceId) {
        self.ghost_supply -= 1;
        let x = &mut self.pieces[p.0 as usize];
        x.ghosts += 1;
        let ghosts = x.ghosts;
        self.happenings.push(Happening::Ghost { piece: p, ghosts });
        if ghosts >= 3 {
            self.send_home(p);
            self.happenings.push(Happening::Haunted { piece: p });
        }
    }

    /// A piece back to its owner's supply, its ghosts back to the general supply.
    pub(super) fn send_home(&mut self, p: PieceId) {
        let x = &mut self.pieces[p.0 as usize];
        self.ghost_supply += x.ghosts;
        x.ghosts = 0;
        x.loc = Loc::Supply;
    }

    /// 3: score what the tile completed, then the next player draws.
    fn end_turn(&mut self) {
        if let Some(t) = self.turn.take() {
            self.score_completed(t.cell, &t.outcome.completed);
        }
        self.current = (self.current + 1) % self.setup.players;
        self.draw();
    }

    /// How many plays the turn in progress has made since its tile was drawn: the placement,
    /// then any ghost. 0 before the placement and once the match is over.
    pub fn plays_this_turn(&self) -> usize {
        if self.turn.is_none() {
            return 0;
        }
        self.plays
            .iter()
            .rev()
            .position(|p| matches!(p, Play::Place { .. }))
            .map_or(0, |i| i + 1)
    }

    /// The match before its last play, when that play belongs to the turn in progress. Taking
    /// it back reveals nothing, since the next tile is drawn only when the turn ends. Replayed
    /// from the seed as a record is; the pile is then this match's own (unchanged within a turn),
    /// so a bot's view (`forget_order`) keeps its order hidden.
    pub fn undone(&self) -> Option<Match> {
        if self.plays_this_turn() == 0 {
            return None;
        }
        // A peer's copy knows no seed: it cannot undo (online play has no undo anyway).
        // Replayed from its start, the scenario's if it had one.
        let mut m = self.as_begun()?;
        for &play in &self.plays[..self.plays.len() - 1] {
            m.apply(play).ok()?;
        }
        m.pile = self.pile.clone();
        Some(m)
    }

    /// Draw the next tile that fits somewhere; one that fits nowhere is set aside (base game).
    /// No tile left: final scoring and the end (§20.5).
    pub(super) fn draw(&mut self) {
        while let Some(copy) = self.pile.pop() {
            self.drawn.push(copy);
            let ty = self.tiles().copy(copy).ty;
            if self.board.fits_anywhere(ty) {
                self.stage = Stage::Place(copy);
                return;
            }
            self.set_aside.push(copy);
            self.happenings
                .push(Happening::SetAside(self.tiles().def(ty).id));
        }
        self.final_scoring();
        self.stage = Stage::Over;
        self.happenings.push(Happening::GameOver {
            scores: self.scores.clone(),
        });
    }

    /// Whether area `a` of the tile at `cell` is a field (for farmers' scoring and the UI).
    pub fn is_field(&self, cell: Cell, a: AreaIdx) -> bool {
        self.board
            .def_at(cell)
            .is_some_and(|d| matches!(d.area(a).kind, AreaKind::Field { .. }))
    }
}
