//! The game every peer keeps: a record (preset inline, players, seed, decisions) replayed on the
//! App-free engine. The host applies decisions after checking them; clients apply the ones the
//! host announces, in order, so every table is the same (a game is a pure function of its record).

use mists_board::TileSet;
use mists_rules::record::Record;
use mists_rules::snapshot::{Snapshot, snapshot};
use mists_rules::{Decision, Rejected, Sim};

pub use crate::game_error::GameError;

pub struct NetGame {
    record: Record,
    pub sim: Sim,
}

impl NetGame {
    /// Start `record`'s game on `tiles` and apply its decisions.
    pub fn start(record: Record, tiles: &TileSet) -> Result<NetGame, GameError> {
        let Some(cfg) = record.preset.carried() else {
            return Err(GameError::NotInline);
        };
        cfg.validate()?;
        let sim = Sim::new(cfg.clone(), tiles, &record.players, record.seed)?.quiet();
        let mut game = NetGame {
            record: Record {
                decisions: Vec::new(),
                ..record.clone()
            },
            sim,
        };
        for (i, d) in record.decisions.iter().enumerate() {
            game.apply(*d).map_err(|r| GameError::Illegal(i, r))?;
        }
        Ok(game)
    }

    /// From the texts a host sends (Welcome): the record and the tile set, both validated.
    pub fn from_texts(record: &str, tiles: &str) -> Result<NetGame, GameError> {
        let record = Record::from_ron(record, "the host's record")?;
        let tiles = TileSet::from_ron(tiles, "the host's tile set")?;
        NetGame::start(record, &tiles)
    }

    /// Apply a decision the engine accepts (the record grows by it); a refused one changes nothing.
    pub fn apply(&mut self, d: Decision) -> Result<(), Rejected> {
        self.sim.decide(d)?;
        self.record.decisions.push(d);
        Ok(())
    }

    /// Decisions applied so far (the number of the question being asked).
    pub fn applied(&self) -> u32 {
        self.record.decisions.len() as u32
    }

    pub fn record(&self) -> &Record {
        &self.record
    }

    /// The seat that answers the question asked now (the active player: every choice of a turn is
    /// theirs, RULES §4), or None when nothing is asked (the game is over).
    pub fn active_seat(&self) -> Option<usize> {
        self.sim
            .pending()
            .filter(|_| self.sim.outcome().is_none())
            .map(|_| self.sim.table.players.current)
    }

    pub fn is_over(&self) -> bool {
        self.sim.outcome().is_some()
    }

    /// The state as `mists-cli play --json` prints it.
    pub fn snapshot(&self) -> Snapshot {
        snapshot(&self.sim.table, &self.sim.flow)
    }
}

/// The game a host or peer keeps: cooperative (the whole record travels) or competitive (what
/// its players see travels, never the pile order: [`crate::competitive_game`]).
pub enum Game {
    Coop(NetGame),
    Competitive(crate::competitive_game::CompetitiveGame),
}

impl Game {
    /// Decisions (co-op) or plays (competitive) applied so far: the number of the question now.
    pub fn applied(&self) -> u32 {
        match self {
            Game::Coop(g) => g.applied(),
            Game::Competitive(g) => g.applied(),
        }
    }

    /// The seat that answers now, or None when the game is over.
    pub fn active_seat(&self) -> Option<usize> {
        match self {
            Game::Coop(g) => g.active_seat(),
            Game::Competitive(g) => g.active_seat(),
        }
    }

    pub fn is_over(&self) -> bool {
        match self {
            Game::Coop(g) => g.is_over(),
            Game::Competitive(g) => g.is_over(),
        }
    }

    pub fn coop(&self) -> Option<&NetGame> {
        match self {
            Game::Coop(g) => Some(g),
            Game::Competitive(_) => None,
        }
    }

    pub fn coop_mut(&mut self) -> Option<&mut NetGame> {
        match self {
            Game::Coop(g) => Some(g),
            Game::Competitive(_) => None,
        }
    }

    pub fn competitive(&self) -> Option<&crate::competitive_game::CompetitiveGame> {
        match self {
            Game::Competitive(g) => Some(g),
            Game::Coop(_) => None,
        }
    }

    /// The state as `mists-cli` prints it (JSON), either game.
    pub fn state_json(&self) -> String {
        match self {
            Game::Coop(g) => serde_json::to_string(&g.snapshot()),
            Game::Competitive(g) => serde_json::to_string(&g.m.snapshot()),
        }
        .expect("snapshots always serialise")
    }
}

impl From<NetGame> for Game {
    fn from(g: NetGame) -> Game {
        Game::Coop(g)
    }
}

impl From<crate::competitive_game::CompetitiveGame> for Game {
    fn from(g: crate::competitive_game::CompetitiveGame) -> Game {
        Game::Competitive(g)
    }
}
