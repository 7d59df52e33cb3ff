//! Seats belong to their players (docs/online.md "Seats and tokens"). A client carries a secret
//! seat token, kept in its data folder; the first time it takes a seat, the seat is bound to the
//! token's hash, and from then on only that token takes it again, after a drop or from another
//! host that plays on from a copy of the game (the hashes travel with the seat list, the tokens
//! never do). While its player is away a bot may stand in; it hands the seat back when the
//! player returns.

use bevy::prelude::Entity;
use serde::{Deserialize, Serialize};
use std::path::Path;

/// A client's secret: whoever shows it owns the seats bound to it.
#[derive(Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatToken(pub [u8; 16]);

impl std::fmt::Debug for SeatToken {
    /// Never printed: logs and errors must not leak a token.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "SeatToken(…)")
    }
}

/// What the host keeps and shows of a token: its hash (BLAKE3, first 16 bytes).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Owner(pub [u8; 16]);

#[derive(Debug, thiserror::Error)]
pub enum TokenError {
    #[error("{path}: cannot read the seat token ({source})")]
    Read {
        path: String,
        source: std::io::Error,
    },
    #[error("{path}: not a seat token (expected 32 hexadecimal digits)")]
    Malformed { path: String },
    #[error("{path}: cannot save the seat token ({source})")]
    Write {
        path: String,
        source: std::io::Error,
    },
    #[error("no random numbers from the system: {0}")]
    Random(String),
}

impl SeatToken {
    /// A fresh token from the system's random source (not the game's seeded one: a token is a
    /// secret, not part of the game).
    pub fn random() -> Result<SeatToken, TokenError> {
        use rand::TryRng;
        let mut b = [0u8; 16];
        rand::rngs::SysRng
            .try_fill_bytes(&mut b)
            .map_err(|e| TokenError::Random(e.to_string()))?;
        Ok(SeatToken(b))
    }

    pub fn owner(&self) -> Owner {
        let h = blake3::hash(&self.0);
        let mut o = [0u8; 16];
        o.copy_from_slice(&h.as_bytes()[..16]);
        Owner(o)
    }

    /// The token in `path`, made and saved there first if there is none. A damaged file is an
    /// error naming it, never silently replaced (that would give the seat away).
    pub fn load_or_create(path: &Path) -> Result<SeatToken, TokenError> {
        let shown = path.display().to_string();
        match std::fs::read_to_string(path) {
            Ok(text) => SeatToken::parse(text.trim()).ok_or(TokenError::Malformed { path: shown }),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                let t = SeatToken::random()?;
                if let Some(dir) = path.parent() {
                    std::fs::create_dir_all(dir).map_err(|source| TokenError::Write {
                        path: shown.clone(),
                        source,
                    })?;
                }
                std::fs::write(path, t.hex() + "\n").map_err(|source| TokenError::Write {
                    path: shown,
                    source,
                })?;
                Ok(t)
            }
            Err(source) => Err(TokenError::Read {
                path: shown,
                source,
            }),
        }
    }

    fn hex(&self) -> String {
        self.0.iter().map(|b| format!("{b:02x}")).collect()
    }

    fn parse(hex: &str) -> Option<SeatToken> {
        if hex.len() != 32 || !hex.is_ascii() {
            return None;
        }
        let mut b = [0u8; 16];
        for (i, byte) in b.iter_mut().enumerate() {
            *byte = u8::from_str_radix(&hex[2 * i..2 * i + 2], 16).ok()?;
        }
        Some(SeatToken(b))
    }
}

/// Why a client did not get the seat it asked for (sent back to it, and logged at the host).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, serde::Serialize, serde::Deserialize)]
pub enum SeatRefusal {
    /// Seats counted from 1, as players see them.
    #[error("seat {0} belongs to another player")]
    Owned(usize),
    #[error("seat {0} is not played from another computer")]
    NotRemote(usize),
    #[error("there is no seat {0}")]
    NoSuchSeat(usize),
    #[error("every seat is taken")]
    Full,
}

/// Who sits at a seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SeatKind {
    /// A person at the host's window.
    Host,
    /// A person at another computer (a client).
    Remote,
    /// A bot at the host.
    Bot,
}

/// A seat as everyone sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatInfo {
    pub kind: SeatKind,
    /// The connected player's name (remote seats), or None while nobody holds it.
    pub held_by: Option<String>,
    /// The hash of the token the seat is bound to (never the token).
    pub owner: Option<Owner>,
    /// A bot plays it until its player returns.
    pub stand_in: bool,
}

/// One seat at the host.
#[derive(Clone, Debug)]
pub struct Seat {
    pub kind: SeatKind,
    /// The token it is bound to, once a client took it.
    pub owner: Option<Owner>,
    /// The client at it now, with the name it gave.
    pub holder: Option<(Entity, String)>,
    /// A bot plays it while its owner is away.
    pub stand_in: bool,
    /// Seconds its owner has been away (no holder, or a silent one).
    pub away: f32,
    /// Its holder is still connected but has been silent for `LOST_AFTER` seconds (issue 63: a
    /// blip; the connection is given up only after `DROPPED_AFTER`).
    pub silent: bool,
}

/// The seats of a game: who may take which, who holds which now.
#[derive(Clone, Debug)]
pub struct Seats(pub Vec<Seat>);

impl Seats {
    pub fn new(kinds: Vec<SeatKind>) -> Seats {
        Seats(
            kinds
                .into_iter()
                .map(|kind| Seat {
                    kind,
                    owner: None,
                    holder: None,
                    stand_in: false,
                    away: 0.0,
                    silent: false,
                })
                .collect(),
        )
    }

    /// Seats as a copy of the game listed them (a host playing on from a peer's copy): the same
    /// kinds and owners, nobody at them yet.
    pub fn from_infos(infos: &[SeatInfo]) -> Seats {
        let mut s = Seats::new(infos.iter().map(|i| i.kind.clone()).collect());
        for (seat, info) in s.0.iter_mut().zip(infos) {
            seat.owner = info.owner;
        }
        s
    }

    /// Give `client` (showing `token`) the seat it wants, or the first free one no other token
    /// owns. Its own seat comes back to it whoever stands in; another's seat never does.
    pub fn take(
        &mut self,
        client: Entity,
        name: &str,
        token: &SeatToken,
        want: Option<u8>,
    ) -> Result<usize, SeatRefusal> {
        let me = token.owner();
        // A token that owns a seat gets that seat back, whatever it asked for.
        let mine = self.0.iter().position(|s| s.owner == Some(me));
        let seat = match (mine, want.map(usize::from)) {
            (Some(s), _) => s,
            (None, Some(w)) => {
                let s = self.0.get(w).ok_or(SeatRefusal::NoSuchSeat(w + 1))?;
                if s.kind != SeatKind::Remote {
                    return Err(SeatRefusal::NotRemote(w + 1));
                }
                if s.owner.is_some() {
                    return Err(SeatRefusal::Owned(w + 1));
                }
                w
            }
            (None, None) => self
                .0
                .iter()
                .position(|s| s.kind == SeatKind::Remote && s.owner.is_none())
                .ok_or(SeatRefusal::Full)?,
        };
        let s = &mut self.0[seat];
        s.owner = Some(me);
        s.holder = Some((client, name.to_string()));
        s.stand_in = false;
        s.away = 0.0;
        s.silent = false;
        Ok(seat)
    }

    pub fn of(&self, client: Entity) -> Option<usize> {
        self.0
            .iter()
            .position(|s| s.holder.as_ref().is_some_and(|(e, _)| *e == client))
    }

    /// A client left: its seat waits for its owner. The seat, if it had one.
    pub fn leave(&mut self, client: Entity) -> Option<usize> {
        let seat = self.of(client)?;
        self.0[seat].holder = None;
        self.0[seat].away = 0.0;
        self.0[seat].silent = false;
        Some(seat)
    }

    /// Whether `client`'s peer is silent (`true`) or heard again; the seat if that changed. Heard
    /// again, it plays its seat again: a bot standing in meanwhile hands it back.
    pub fn hear(&mut self, client: Entity, silent: bool) -> Option<usize> {
        let seat = self.of(client)?;
        let s = &mut self.0[seat];
        if s.silent == silent {
            return None;
        }
        s.silent = silent;
        s.away = 0.0;
        if !silent {
            s.stand_in = false;
        }
        Some(seat)
    }

    /// Which seats' players are away: held by a silent peer.
    pub fn away(&self) -> Vec<bool> {
        self.0
            .iter()
            .map(|s| s.holder.is_some() && s.silent)
            .collect()
    }

    /// Whether the host's bot plays `seat` now (a bot seat, or standing in for an absent owner).
    pub fn bot_plays(&self, seat: usize) -> bool {
        self.0
            .get(seat)
            .is_some_and(|s| s.kind == SeatKind::Bot || s.stand_in)
    }

    /// Time passes: a remote seat nobody has held for `after` seconds (its owner dropped, or no
    /// player ever came) gets a bot standing in. The seats that just got one.
    pub fn tick(&mut self, dt: f32, after: Option<f32>) -> Vec<usize> {
        let mut now = Vec::new();
        for (i, s) in self.0.iter_mut().enumerate() {
            // A silent holder is away too: the stand-in's clock runs as for a dropped one.
            if s.kind != SeatKind::Remote || (s.holder.is_some() && !s.silent) || s.stand_in {
                continue;
            }
            s.away += dt;
            if after.is_some_and(|a| s.away >= a) {
                s.stand_in = true;
                now.push(i);
            }
        }
        now
    }

    pub fn infos(&self) -> Vec<SeatInfo> {
        self.0
            .iter()
            .map(|s| SeatInfo {
                kind: s.kind.clone(),
                held_by: s.holder.as_ref().map(|(_, n)| n.clone()),
                owner: s.owner,
                stand_in: s.stand_in,
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn e(i: u32) -> Entity {
        Entity::from_raw_u32(i).unwrap()
    }

    #[test]
    fn a_seat_comes_back_only_to_its_token() {
        let mut seats = Seats::new(vec![SeatKind::Remote, SeatKind::Remote, SeatKind::Bot]);
        let (ada, bob, eve) = (SeatToken([1; 16]), SeatToken([2; 16]), SeatToken([3; 16]));
        assert_eq!(seats.take(e(1), "Ada", &ada, Some(0)), Ok(0));
        assert_eq!(seats.take(e(2), "Bob", &bob, None), Ok(1));
        // Held: a stranger cannot take it, nor the bot's seat, nor a seat that is not there.
        assert_eq!(
            seats.take(e(3), "Eve", &eve, Some(0)),
            Err(SeatRefusal::Owned(1))
        );
        assert_eq!(
            seats.take(e(3), "Eve", &eve, Some(2)),
            Err(SeatRefusal::NotRemote(3))
        );
        assert_eq!(
            seats.take(e(3), "Eve", &eve, Some(4)),
            Err(SeatRefusal::NoSuchSeat(5))
        );
        assert_eq!(seats.take(e(3), "Eve", &eve, None), Err(SeatRefusal::Full));
        // Dropped: still Ada's.
        assert_eq!(seats.leave(e(1)), Some(0));
        assert_eq!(
            seats.take(e(3), "Eve", &eve, Some(0)),
            Err(SeatRefusal::Owned(1))
        );
        assert_eq!(seats.take(e(3), "Eve", &eve, None), Err(SeatRefusal::Full));
        // Ada, on a new connection asking for any seat, gets hers back.
        assert_eq!(seats.take(e(4), "Ada", &ada, Some(1)), Ok(0));
        assert_eq!(seats.of(e(4)), Some(0));
        assert_eq!(seats.of(e(1)), None);
    }

    #[test]
    fn a_bot_stands_in_after_the_delay_and_hands_the_seat_back() {
        let mut seats = Seats::new(vec![SeatKind::Remote, SeatKind::Remote]);
        let ada = SeatToken([1; 16]);
        seats.take(e(1), "Ada", &ada, Some(0)).unwrap();
        seats.leave(e(1));
        assert!(!seats.bot_plays(0));
        assert_eq!(seats.tick(2.0, Some(5.0)), Vec::<usize>::new());
        // Seat 2 was never taken: its player is away too (a friend who never came).
        assert_eq!(seats.tick(3.0, Some(5.0)), vec![0, 1]);
        assert!(seats.bot_plays(0) && seats.bot_plays(1));
        assert!(seats.tick(10.0, Some(5.0)).is_empty(), "reported once");
        assert!(seats.infos()[0].stand_in);
        // Without a delay set, nobody stands in.
        let mut none = Seats::new(vec![SeatKind::Remote]);
        none.take(e(1), "Ada", &ada, None).unwrap();
        none.leave(e(1));
        assert!(none.tick(1e6, None).is_empty());
        // Ada returns: the bot hands the seat back.
        assert_eq!(seats.take(e(2), "Ada", &ada, None), Ok(0));
        assert!(!seats.bot_plays(0));
    }

    /// Issue 63: a holder gone silent is away (its seat held, the stand-in's clock running as
    /// for a dropped one); heard again, it is back and the stand-in hands the seat back.
    #[test]
    fn a_silent_holder_is_away_and_back_when_heard_again() {
        let mut seats = Seats::new(vec![SeatKind::Remote, SeatKind::Remote]);
        let ada = SeatToken([1; 16]);
        seats.take(e(1), "Ada", &ada, Some(0)).unwrap();
        assert_eq!(seats.tick(60.0, Some(5.0)), vec![1], "only the empty seat");
        assert_eq!(seats.away(), vec![false, false]);
        assert_eq!(seats.hear(e(1), true), Some(0));
        assert_eq!(seats.hear(e(1), true), None, "said once");
        assert_eq!(seats.away(), vec![true, false]);
        assert_eq!(
            seats.infos()[0].held_by.as_deref(),
            Some("Ada"),
            "still held"
        );
        assert!(seats.tick(4.0, Some(5.0)).is_empty());
        assert_eq!(seats.tick(1.0, Some(5.0)), vec![0]);
        assert!(seats.bot_plays(0));
        assert_eq!(seats.hear(e(1), false), Some(0));
        assert_eq!(seats.away(), vec![false, false]);
        assert!(!seats.bot_plays(0), "handed back");
        // A stranger's silence changes nothing.
        assert_eq!(seats.hear(e(7), true), None);
    }

    #[test]
    fn owners_travel_in_the_seat_list_and_a_new_host_honours_them() {
        let mut seats = Seats::new(vec![SeatKind::Remote, SeatKind::Remote]);
        let (ada, eve) = (SeatToken([1; 16]), SeatToken([3; 16]));
        seats.take(e(1), "Ada", &ada, Some(1)).unwrap();
        let mut next = Seats::from_infos(&seats.infos());
        assert_eq!(
            next.take(e(9), "Eve", &eve, Some(1)),
            Err(SeatRefusal::Owned(2))
        );
        assert_eq!(next.take(e(8), "Ada", &ada, None), Ok(1));
        // The list never carries the token itself.
        let shown = format!("{:?}", seats.infos());
        assert!(!shown.contains("[1, 1, 1"), "{shown}");
    }

    #[test]
    fn a_token_file_is_made_once_and_a_damaged_one_is_refused_by_name() {
        let dir = std::env::temp_dir().join(format!("mists-token-{}", std::process::id()));
        let path = dir.join("seat-token");
        let _ = std::fs::remove_dir_all(&dir);
        let a = SeatToken::load_or_create(&path).unwrap();
        let b = SeatToken::load_or_create(&path).unwrap();
        assert_eq!(a, b, "the saved token is read back");
        assert_ne!(a, SeatToken::random().unwrap());
        std::fs::write(&path, "not a token").unwrap();
        let err = SeatToken::load_or_create(&path).unwrap_err().to_string();
        assert!(
            err.contains("seat-token") && err.contains("not a seat token"),
            "{err}"
        );
        assert_eq!(
            std::fs::read_to_string(&path).unwrap(),
            "not a token",
            "kept as it was"
        );
        let _ = std::fs::remove_dir_all(&dir);
    }
}
