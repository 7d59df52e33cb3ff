//! Play by turns, for friends who are never online together (co-op; docs/online.md). A turn file
//! holds the game's start (record without decisions, tile set), each seat's public key and the
//! turns so far, each a whole turn of one seat signed with that seat's key (ed25519, kept in the
//! player's data folder). Opening a file replays and checks it all: a turn not signed by its
//! seat, a changed turn, turns out of order or a turn that stops mid-way are refused with the
//! reason, and nothing is played on a refused file.

use crate::game::NetGame;
pub use iroh::SecretKey;
use iroh::{PublicKey, Signature};
use mists_bot::{Bot, Seat};
use mists_rules::Decision;
use mists_rules::record::Record;
use serde::{Deserialize, Serialize};
use std::path::Path;

/// The turn-file format's version; another is refused by name.
pub const TURN_VERSION: u16 = 1;

/// One seat's whole turn and its signature (hex).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Turn {
    pub seat: u8,
    pub decisions: Vec<Decision>,
    pub sig: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnFile {
    pub version: u16,
    /// The game version that started it (`mists_version::VERSION`): its rules replay the turns.
    pub game: String,
    /// The record the game starts from (preset inline, players, seed; no decisions).
    pub start: String,
    /// The tile set (RON).
    pub tiles: String,
    /// Each seat's public key (hex), bound by its first turn.
    pub keys: Vec<Option<String>>,
    pub turns: Vec<Turn>,
}

#[derive(Debug, thiserror::Error)]
pub enum TurnError {
    #[error("{file}: cannot read ({msg})")]
    Read { file: String, msg: String },
    #[error("a turn file of another version (format {0}, this program reads {TURN_VERSION})")]
    Version(u16),
    #[error("a turn file of Mists {0}; this is Mists {1}: both players need the same version")]
    OtherGame(String, &'static str),
    #[error("the game cannot be set up: {0}")]
    Game(#[from] crate::game::GameError),
    #[error("turn {turn} is seat {seat}'s, but it was seat {active}'s turn (out of order)")]
    OutOfOrder {
        turn: usize,
        seat: usize,
        active: usize,
    },
    #[error("turn {turn} is not signed by seat {seat} (changed, or signed with another key)")]
    Signature { turn: usize, seat: usize },
    #[error("turn {turn}: seat {seat} has no key in the file")]
    NoKey { turn: usize, seat: usize },
    #[error("turn {turn}: {msg}")]
    Malformed { turn: usize, msg: String },
    #[error("turn {turn}, decision {at}: {why}")]
    Illegal {
        turn: usize,
        at: usize,
        why: mists_rules::Rejected,
    },
    #[error("it is seat {active}'s turn, and seat {active} plays with another key than yours")]
    NotYourSeat { active: usize },
    #[error("the game is over")]
    Over,
    #[error("the file lists {keys} seat keys for {players} players")]
    Keys { keys: usize, players: usize },
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn unhex<const N: usize>(s: &str) -> Option<[u8; N]> {
    if s.len() != 2 * N || !s.is_ascii() {
        return None;
    }
    let mut out = [0u8; N];
    for (i, b) in out.iter_mut().enumerate() {
        *b = u8::from_str_radix(&s[2 * i..2 * i + 2], 16).ok()?;
    }
    Some(out)
}

/// A seat's signing key: made once and kept in `path` (hex), like the seat token.
pub fn load_or_create_key(path: &Path) -> Result<SecretKey, TurnError> {
    let err = |msg: String| TurnError::Read {
        file: path.display().to_string(),
        msg,
    };
    match std::fs::read_to_string(path) {
        Ok(text) => unhex::<32>(text.trim())
            .map(|b| SecretKey::from_bytes(&b))
            .ok_or_else(|| err("not a key (expected 64 hexadecimal digits)".into())),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            let key = SecretKey::from_bytes(
                &crate::p2p::new_secret_32().map_err(|e| err(e.to_string()))?,
            );
            if let Some(dir) = path.parent() {
                std::fs::create_dir_all(dir).map_err(|e| err(e.to_string()))?;
            }
            std::fs::write(path, hex(&key.to_bytes()) + "\n").map_err(|e| err(e.to_string()))?;
            Ok(key)
        }
        Err(e) => Err(err(e.to_string())),
    }
}

impl TurnFile {
    /// A new game by turns from `start` (a record without decisions) and its tile set.
    pub fn new(start: &Record, tiles: String) -> Result<TurnFile, TurnError> {
        let mut start = start.clone();
        start.decisions.clear();
        let file = TurnFile {
            version: TURN_VERSION,
            game: mists_version::VERSION.to_string(),
            start: start.to_ron(),
            keys: vec![None; start.players.players as usize],
            tiles,
            turns: Vec::new(),
        };
        file.replay()?;
        Ok(file)
    }

    pub fn to_ron(&self) -> String {
        ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::default())
            .expect("a turn file always serialises")
    }

    pub fn from_ron(text: &str, file: &str) -> Result<TurnFile, TurnError> {
        let t: TurnFile = ron::from_str(text).map_err(|e| TurnError::Read {
            file: file.to_string(),
            msg: e.to_string(),
        })?;
        if t.version != TURN_VERSION {
            return Err(TurnError::Version(t.version));
        }
        if t.game != mists_version::VERSION {
            let shown = t.game.chars().take(32).collect();
            return Err(TurnError::OtherGame(shown, mists_version::VERSION));
        }
        Ok(t)
    }

    /// A short name for the game (hex of its start's and tile set's hash): the same at every
    /// turn, so each player keeps one file per game.
    pub fn game_id(&self) -> String {
        let mut h = blake3::Hasher::new();
        h.update(self.start.as_bytes());
        h.update(self.tiles.as_bytes());
        hex(&h.finalize().as_bytes()[..6])
    }

    /// What turn `index` of seat `seat` signs: the game (a hash of its start and tiles), the
    /// turn's place, the seat and its decisions, so no turn can be moved, changed or reused.
    fn message(&self, index: usize, seat: u8, decisions: &[Decision]) -> Vec<u8> {
        let mut h = blake3::Hasher::new();
        h.update(self.start.as_bytes());
        h.update(self.tiles.as_bytes());
        let mut m = h.finalize().as_bytes().to_vec();
        m.extend((index as u32).to_le_bytes());
        m.push(seat);
        m.extend(postcard::to_allocvec(decisions).expect("decisions serialise"));
        m
    }

    fn key(&self, seat: usize) -> Option<PublicKey> {
        let k = self.keys.get(seat)?.as_ref()?;
        PublicKey::from_bytes(&unhex::<32>(k)?).ok()
    }

    /// Replay and check every turn; the game as it stands.
    pub fn replay(&self) -> Result<NetGame, TurnError> {
        let start = Record::from_ron(&self.start, "the turn file's start")
            .map_err(crate::game::GameError::from)?;
        let players = start.players.players as usize;
        if self.keys.len() != players {
            return Err(TurnError::Keys {
                keys: self.keys.len(),
                players,
            });
        }
        let bound: Vec<&String> = self.keys.iter().flatten().collect();
        if (1..bound.len()).any(|i| bound[..i].contains(&bound[i])) {
            return Err(TurnError::Malformed {
                turn: 0,
                msg: "two seats have the same key".into(),
            });
        }
        let mut game = NetGame::from_texts(&self.start, &self.tiles)?;
        for (i, turn) in self.turns.iter().enumerate() {
            let seat = turn.seat as usize;
            let active = game.active_seat().ok_or(TurnError::Over)?;
            if seat != active {
                return Err(TurnError::OutOfOrder {
                    turn: i + 1,
                    seat: seat + 1,
                    active: active + 1,
                });
            }
            let key = self.key(seat).ok_or(TurnError::NoKey {
                turn: i + 1,
                seat: seat + 1,
            })?;
            let sig = unhex::<64>(&turn.sig).map(|b| Signature::from_bytes(&b));
            let signed = sig.is_some_and(|s| {
                key.verify(&self.message(i, turn.seat, &turn.decisions), &s)
                    .is_ok()
            });
            if !signed {
                return Err(TurnError::Signature {
                    turn: i + 1,
                    seat: seat + 1,
                });
            }
            for (k, d) in turn.decisions.iter().enumerate() {
                if game.active_seat() != Some(seat) {
                    return Err(TurnError::Malformed {
                        turn: i + 1,
                        msg: "it goes on past its seat's turn".into(),
                    });
                }
                game.apply(*d).map_err(|why| TurnError::Illegal {
                    turn: i + 1,
                    at: k + 1,
                    why,
                })?;
            }
            if game.active_seat() == Some(seat) {
                return Err(TurnError::Malformed {
                    turn: i + 1,
                    msg: "it stops in the middle of its seat's turn".into(),
                });
            }
        }
        Ok(game)
    }

    /// The seat whose turn it is and the game so far, when `key` may play it: a seat's key is
    /// bound by its first turn and only that key plays it afterwards; one key, one seat.
    pub fn claim(&self, key: &SecretKey) -> Result<(usize, NetGame), TurnError> {
        let game = self.replay()?;
        let seat = game.active_seat().ok_or(TurnError::Over)?;
        let mine = (0..self.keys.len()).find(|&s| self.key(s) == Some(key.public()));
        match (self.key(seat), mine) {
            (Some(k), _) if k != key.public() => Err(TurnError::NotYourSeat { active: seat + 1 }),
            // A player cannot take an unclaimed seat's first turn too.
            (None, Some(_)) => Err(TurnError::NotYourSeat { active: seat + 1 }),
            _ => Ok((seat, game)),
        }
    }

    /// Add the whole turn `decisions` of the seat whose turn it is, signed with `key` (binding
    /// the seat to it on its first turn). The file is replayed with it: a turn that is not
    /// legal, not whole or not this key's is refused and the file is left as it was.
    pub fn add_turn(&mut self, key: &SecretKey, decisions: Vec<Decision>) -> Result<(), TurnError> {
        let (seat, _) = self.claim(key)?;
        let before = self.clone();
        self.keys[seat] = Some(hex(key.public().as_bytes()));
        let sig = key.sign(&self.message(self.turns.len(), seat as u8, &decisions));
        self.turns.push(Turn {
            seat: seat as u8,
            decisions,
            sig: hex(&sig.to_bytes()),
        });
        if let Err(e) = self.replay() {
            *self = before;
            return Err(e);
        }
        Ok(())
    }

    /// Play the seat whose turn it is, with `bot` deciding, and sign it with `key`.
    pub fn play(&mut self, key: &SecretKey, bot: &mut dyn Bot) -> Result<(), TurnError> {
        let (seat, mut game) = self.claim(key)?;
        let mut decisions = Vec::new();
        while game.active_seat() == Some(seat) {
            let Some(p) = game.sim.pending().cloned() else {
                break;
            };
            let d = mists_bot::ask(bot, Seat::of_sim(&game.sim), &p);
            game.apply(d).map_err(|why| TurnError::Illegal {
                turn: self.turns.len() + 1,
                at: decisions.len() + 1,
                why,
            })?;
            decisions.push(d);
        }
        self.add_turn(key, decisions)
    }
}
