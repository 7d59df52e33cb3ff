//! What travels between host and clients. Every message is an envelope (magic, protocol version,
//! body) in postcard, carried as bytes in one replicon event each way; decoding checks the size
//! first, then the envelope, then the body's own limits, so a malformed or hostile message is an
//! error, never a panic. The game itself travels as text the engine already validates: the
//! record (RON, preset inline) and the tile set (RON).

use crate::seats::SeatToken;
pub use crate::seats::{SeatInfo, SeatKind};
use mists_rules::Decision;
use mists_rules::competitive::Play;
use serde::{Deserialize, Serialize};

/// Bumped whenever a message changes shape; a peer with another version is refused by name.
pub const PROTOCOL_VERSION: u16 = 3;
const MAGIC: [u8; 4] = *b"MIST";
/// Largest message a client may send (a decision is a few bytes).
pub const MAX_CLIENT_BYTES: usize = 1024;
/// Largest message the host sends (the game so far: record and tile set).
pub const MAX_SERVER_BYTES: usize = 1 << 20;
/// Longest player name.
pub const MAX_NAME: usize = 32;
/// Seats in a game (RULES §4: 1–5 players).
pub const MAX_SEATS: usize = 5;

/// A client's message to the host.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ClientMsg {
    /// Join (or rejoin): the seat wanted, if any, and the client's seat token (its own seat
    /// comes back only to it).
    Hello {
        name: String,
        seat: Option<u8>,
        token: SeatToken,
    },
    /// A decision for the question numbered `at` (the number of decisions applied before it).
    Propose { at: u32, decision: Decision },
    /// Point at a cell for everyone.
    Ping { cell: (i16, i16) },
    /// A competitive play for the question numbered `at` (plays applied before it).
    Play { at: u32, play: Play },
}

/// The host's message to a client.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ServerMsg {
    /// The game so far: `record` (RON: preset inline, players, seed, decisions) and the tile set
    /// (RON), the seat given to this client (None: watching).
    Welcome {
        seat: Option<u8>,
        record: String,
        tiles: String,
        seats: Vec<SeatInfo>,
    },
    /// Decision number `at` was applied.
    Applied { at: u32, decision: Decision },
    /// The competitive game so far as its players see it: `seen` (RON of
    /// `mists_rules::competitive::seen::Seen`: setup, draws, plays; never the seed or the pile
    /// order) and `tiles` (RON of `competitive_game::MatchTiles`), the seat given (None: watching).
    WelcomeMatch {
        seat: Option<u8>,
        seen: String,
        tiles: String,
        seats: Vec<SeatInfo>,
    },
    /// Competitive play number `at` was applied; it drew these tiles (when it ended a turn).
    Played {
        at: u32,
        play: Play,
        drawn: Vec<u16>,
    },
    /// The client's last message changed nothing, and why.
    Refused { reason: String },
    /// The client gets no seat and this host takes no watchers: why, before it is let go.
    LetGo(crate::seats::SeatRefusal),
    /// Who holds which seat now.
    Seats(Vec<SeatInfo>),
    /// A seat points at a cell.
    Pinged { seat: u8, cell: (i16, i16) },
}

#[derive(Serialize, Deserialize)]
struct Envelope<T> {
    magic: [u8; 4],
    version: u16,
    /// The sender's game version (`mists_version::VERSION`): peers of another one are refused by
    /// name, since their rules may differ even when their messages look alike.
    game: String,
    body: T,
}

/// Why a message could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum WireError {
    #[error("message of {0} bytes is larger than the {1} allowed")]
    TooLarge(usize, usize),
    #[error("not a Mists message")]
    NotMists,
    #[error("protocol version {0}, this program speaks {PROTOCOL_VERSION}")]
    Version(u16),
    #[error("the other side runs Mists {0}; this is Mists {1}: both must run the same version")]
    Game(String, &'static str),
    #[error("malformed message: {0}")]
    Malformed(String),
    #[error("{0}")]
    Invalid(&'static str),
}

/// The bytes of a message.
pub fn encode<T: Serialize>(body: &T) -> Vec<u8> {
    postcard::to_allocvec(&Envelope {
        magic: MAGIC,
        version: PROTOCOL_VERSION,
        game: mists_version::VERSION.to_string(),
        body,
    })
    .expect("our messages always serialise")
}

fn decode<T: for<'de> Deserialize<'de>>(bytes: &[u8], max: usize) -> Result<T, WireError> {
    if bytes.len() > max {
        return Err(WireError::TooLarge(bytes.len(), max));
    }
    // Magic and version first, so an old or foreign peer is named as such.
    if bytes.len() < 4 || bytes[..4] != MAGIC {
        return Err(WireError::NotMists);
    }
    #[derive(Deserialize)]
    struct Head {
        _magic: [u8; 4],
        version: u16,
    }
    let (head, rest) = postcard::take_from_bytes::<Head>(bytes)
        .map_err(|e| WireError::Malformed(e.to_string()))?;
    if head.version != PROTOCOL_VERSION {
        return Err(WireError::Version(head.version));
    }
    let (game, _) = postcard::take_from_bytes::<String>(rest)
        .map_err(|e| WireError::Malformed(e.to_string()))?;
    if game != mists_version::VERSION {
        let shown: String = game.chars().take(32).filter(|c| !c.is_control()).collect();
        return Err(WireError::Game(shown, mists_version::VERSION));
    }
    let env: Envelope<T> =
        postcard::from_bytes(bytes).map_err(|e| WireError::Malformed(e.to_string()))?;
    Ok(env.body)
}

/// A client's message, checked.
pub fn decode_client(bytes: &[u8]) -> Result<ClientMsg, WireError> {
    let msg: ClientMsg = decode(bytes, MAX_CLIENT_BYTES)?;
    match &msg {
        ClientMsg::Hello { name, seat, .. } => {
            if name.chars().count() > MAX_NAME || name.chars().any(char::is_control) {
                return Err(WireError::Invalid(
                    "a name is at most 32 printable characters",
                ));
            }
            if seat.is_some_and(|s| s as usize >= MAX_SEATS) {
                return Err(WireError::Invalid("there are at most 5 seats"));
            }
        }
        ClientMsg::Ping { cell } => {
            if !on_board(*cell) {
                return Err(WireError::Invalid("the cell is off the board"));
            }
        }
        ClientMsg::Propose { .. } | ClientMsg::Play { .. } => {}
    }
    Ok(msg)
}

/// The host's message, checked.
pub fn decode_server(bytes: &[u8]) -> Result<ServerMsg, WireError> {
    let msg: ServerMsg = decode(bytes, MAX_SERVER_BYTES)?;
    let seats = match &msg {
        ServerMsg::Welcome { seats, .. }
        | ServerMsg::WelcomeMatch { seats, .. }
        | ServerMsg::Seats(seats) => seats.len(),
        _ => 0,
    };
    if seats > MAX_SEATS {
        return Err(WireError::Invalid("there are at most 5 seats"));
    }
    // A host is outside input too: a seat number or cell it names is checked like a client's.
    let seat = match &msg {
        ServerMsg::Welcome { seat, .. } | ServerMsg::WelcomeMatch { seat, .. } => *seat,
        ServerMsg::Pinged { seat, .. } => Some(*seat),
        _ => None,
    };
    if seat.is_some_and(|s| s as usize >= MAX_SEATS) {
        return Err(WireError::Invalid("there are at most 5 seats"));
    }
    if let ServerMsg::Pinged { cell, .. } = &msg
        && !on_board(*cell)
    {
        return Err(WireError::Invalid("the cell is off the board"));
    }
    Ok(msg)
}

/// Within the board limit (`unsigned_abs`: -32768 has no `abs` in i16).
fn on_board(cell: (i16, i16)) -> bool {
    let limit = mists_rules::level::BOARD_LIMIT.unsigned_abs();
    cell.0.unsigned_abs() <= limit && cell.1.unsigned_abs() <= limit
}

#[cfg(test)]
mod tests {
    use super::*;
    use mists_board::{AreaIdx, Cell, Rotation};
    use mists_rules::{Colour, MeepleId};

    fn every_decision() -> Vec<Decision> {
        let c = Cell::new(-3, 7);
        vec![
            Decision::PlaceTile {
                cell: c,
                rot: Rotation(3),
            },
            Decision::LeaveEmpty { area: AreaIdx(2) },
            Decision::CemeteryGhost { cell: c },
            Decision::HauntArea {
                cell: c,
                area: AreaIdx(1),
            },
            Decision::PlaceMeeple {
                area: AreaIdx(0),
                colour: Colour::Pink,
            },
            Decision::SkipMeeple,
            Decision::ScoreNext {
                cell: c,
                area: AreaIdx(4),
            },
            Decision::Score,
            Decision::Pacify {
                cell: Some(c),
                count: 3,
            },
            Decision::Pacify {
                cell: None,
                count: 0,
            },
            Decision::AssignPoints { index: 2 },
            Decision::Bury {
                meeple: MeepleId(9),
            },
            Decision::AttachHound {
                meeple: MeepleId(1),
            },
            Decision::HoundClear { cell: c, count: 2 },
            Decision::HoundDone,
            Decision::Facedown { cell: c },
        ]
    }

    #[test]
    fn every_message_round_trips() {
        for (at, decision) in every_decision().into_iter().enumerate() {
            let m = ClientMsg::Propose {
                at: at as u32,
                decision,
            };
            assert_eq!(decode_client(&encode(&m)), Ok(m));
            let s = ServerMsg::Applied {
                at: at as u32,
                decision,
            };
            assert_eq!(decode_server(&encode(&s)), Ok(s));
        }
        let hello = ClientMsg::Hello {
            name: "Ана".into(),
            seat: Some(4),
            token: SeatToken([7; 16]),
        };
        assert_eq!(decode_client(&encode(&hello)), Ok(hello));
        let w = ServerMsg::Welcome {
            seat: None,
            record: "(…)".into(),
            tiles: "(…)".into(),
            seats: vec![SeatInfo {
                kind: SeatKind::Bot,
                held_by: None,
                owner: Some(SeatToken([7; 16]).owner()),
                stand_in: true,
            }],
        };
        assert_eq!(decode_server(&encode(&w)), Ok(w));
        for m in [
            ServerMsg::Refused {
                reason: "no".into(),
            },
            ServerMsg::LetGo(crate::seats::SeatRefusal::Owned(2)),
            ServerMsg::Seats(vec![SeatInfo {
                kind: SeatKind::Remote,
                held_by: Some("Bo".into()),
                owner: None,
                stand_in: false,
            }]),
            ServerMsg::Pinged {
                seat: 4,
                cell: (-3, 9),
            },
            ServerMsg::WelcomeMatch {
                seat: Some(1),
                seen: "(…)".into(),
                tiles: "(…)".into(),
                seats: vec![],
            },
            ServerMsg::Played {
                at: 7,
                play: Play::Pass,
                drawn: vec![3, 80],
            },
        ] {
            assert_eq!(decode_server(&encode(&m)), Ok(m));
        }
        let ping = ClientMsg::Ping {
            cell: (1000, -1000),
        };
        assert_eq!(decode_client(&encode(&ping)), Ok(ping));
        use mists_rules::competitive::{PieceId, PieceKind, Spot};
        for play in [
            Play::Place {
                cell: Cell::new(2, -1),
                rot: Rotation(1),
            },
            Play::Ghost(PieceId(12)),
            Play::Deploy {
                kind: PieceKind::Guard,
                spot: Spot::Keeper,
            },
            Play::Pass,
        ] {
            let m = ClientMsg::Play { at: 4, play };
            assert_eq!(decode_client(&encode(&m)), Ok(m));
        }
    }

    /// A host is outside input too: seat numbers past 5 and cells off the board are refused.
    #[test]
    fn a_hostile_hosts_seats_and_cells_are_refused() {
        let seat = ServerMsg::Welcome {
            seat: Some(255),
            record: String::new(),
            tiles: String::new(),
            seats: Vec::new(),
        };
        assert!(matches!(
            decode_server(&encode(&seat)),
            Err(WireError::Invalid(_))
        ));
        let ping = ServerMsg::Pinged {
            seat: 200,
            cell: (0, 0),
        };
        assert!(matches!(
            decode_server(&encode(&ping)),
            Err(WireError::Invalid(_))
        ));
        let far = ServerMsg::Pinged {
            seat: 1,
            cell: (i16::MIN, 0),
        };
        assert!(matches!(
            decode_server(&encode(&far)),
            Err(WireError::Invalid(_))
        ));
    }

    #[test]
    fn a_peer_of_another_game_version_is_refused_by_name() {
        let other = postcard::to_allocvec(&Envelope {
            magic: MAGIC,
            version: PROTOCOL_VERSION,
            game: "9.9.9".into(),
            body: ClientMsg::Ping { cell: (0, 0) },
        })
        .unwrap();
        let e = decode_client(&other).unwrap_err().to_string();
        assert!(
            e.contains("runs Mists 9.9.9") && e.contains(mists_version::VERSION),
            "{e}"
        );
    }

    #[test]
    fn foreign_old_large_and_out_of_range_messages_are_refused() {
        assert_eq!(decode_client(b"GET / HTTP/1.1"), Err(WireError::NotMists));
        let mut old = encode(&ClientMsg::Ping { cell: (0, 0) });
        old[4] = 9; // the version's first byte (postcard varint)
        assert!(matches!(decode_client(&old), Err(WireError::Version(9))));
        let big = vec![0u8; MAX_CLIENT_BYTES + 1];
        assert!(matches!(decode_client(&big), Err(WireError::TooLarge(..))));
        let seat = encode(&ClientMsg::Hello {
            name: "x".into(),
            seat: Some(7),
            token: SeatToken([7; 16]),
        });
        assert!(matches!(decode_client(&seat), Err(WireError::Invalid(_))));
        let name = encode(&ClientMsg::Hello {
            name: "a\u{7}b".into(),
            seat: None,
            token: SeatToken([7; 16]),
        });
        assert!(matches!(decode_client(&name), Err(WireError::Invalid(_))));
        let edge = encode(&ClientMsg::Ping {
            cell: (0, i16::MIN),
        });
        assert!(matches!(decode_client(&edge), Err(WireError::Invalid(_))));
        let far = encode(&ClientMsg::Ping { cell: (5000, 0) });
        assert!(matches!(decode_client(&far), Err(WireError::Invalid(_))));
        let truncated = &encode(&ClientMsg::Propose {
            at: 3,
            decision: Decision::Score,
        })[..6];
        assert!(decode_client(truncated).is_err());
    }

    /// 100,000 random and mutated messages: each is read or refused, none panics.
    #[test]
    fn random_bytes_never_panic_the_decoders() {
        let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
        let mut next = || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        let valid: Vec<Vec<u8>> = every_decision()
            .into_iter()
            .map(|d| encode(&ClientMsg::Propose { at: 1, decision: d }))
            .collect();
        let (mut ok, mut refused) = (0, 0);
        for i in 0..100_000 {
            let mut bytes = if i % 2 == 0 {
                valid[(next() % valid.len() as u64) as usize].clone()
            } else {
                let n = (next() % 64) as usize;
                let mut b: Vec<u8> = (0..n).map(|_| next() as u8).collect();
                if i % 4 == 1 && b.len() >= 6 {
                    b[..4].copy_from_slice(&MAGIC);
                    b[4] = PROTOCOL_VERSION as u8;
                    b[5] = 0;
                }
                b
            };
            // Flip, drop or add a few bytes.
            for _ in 0..(next() % 4) {
                match next() % 3 {
                    0 if !bytes.is_empty() => {
                        let k = (next() % bytes.len() as u64) as usize;
                        bytes[k] ^= next() as u8;
                    }
                    1 if !bytes.is_empty() => {
                        bytes.pop();
                    }
                    _ => bytes.push(next() as u8),
                }
            }
            match (decode_client(&bytes), decode_server(&bytes)) {
                (Ok(_), _) | (_, Ok(_)) => ok += 1,
                _ => refused += 1,
            }
        }
        assert!(ok > 1000 && refused > 1000, "read {ok}, refused {refused}");
    }
}
