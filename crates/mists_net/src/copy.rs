//! A peer's copy of an online co-op game (docs/online.md "Nothing lost"): the record, the tile
//! set and the seat list with its owners' token hashes. Every peer may keep one after each applied
//! decision; if the host goes away, any of them can host on from it (`Host::from_copy`), and the
//! others' tokens still hold their seats. A copy of another protocol version is refused by name.

use crate::Host;
use crate::competitive_game::CompetitiveGame;
use crate::game::{Game, NetGame};
use crate::seats::Seats;
use crate::wire::{PROTOCOL_VERSION, SeatInfo, SeatKind};
use mists_bot::Bot;
use mists_rules::competitive::file::is_competitive_record;
use serde::{Deserialize, Serialize};
use std::path::Path;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameCopy {
    /// The protocol version of the program that wrote it.
    pub version: u16,
    /// The game version that wrote it (`mists_version::VERSION`): its rules replay the record.
    pub game: String,
    /// The record (RON: preset inline, players, seed, decisions).
    pub record: String,
    /// The tile set (RON).
    pub tiles: String,
    pub seats: Vec<SeatInfo>,
}

#[derive(Debug, thiserror::Error)]
pub enum CopyError {
    #[error("{file}: cannot read the game copy ({source})")]
    Read {
        file: String,
        source: std::io::Error,
    },
    #[error("{file}: not a game copy: {msg}")]
    Malformed { file: String, msg: String },
    #[error(
        "{file}: a copy from another version of Mists ({game}, protocol {found}; this is {this}, protocol {PROTOCOL_VERSION})"
    )]
    Version {
        file: String,
        found: u16,
        game: String,
        this: &'static str,
    },
}

impl GameCopy {
    pub fn to_ron(&self) -> String {
        ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::default())
            .expect("a copy always serialises")
    }

    pub fn from_ron(text: &str, file: &str) -> Result<GameCopy, CopyError> {
        let copy: GameCopy = ron::from_str(text).map_err(|e| CopyError::Malformed {
            file: file.to_string(),
            msg: e.to_string(),
        })?;
        if copy.version != PROTOCOL_VERSION || copy.game != mists_version::VERSION {
            return Err(CopyError::Version {
                file: file.to_string(),
                found: copy.version,
                game: copy.game.chars().take(32).collect(),
                this: mists_version::VERSION,
            });
        }
        Ok(copy)
    }

    pub fn load(path: &Path) -> Result<GameCopy, CopyError> {
        let file = path.display().to_string();
        let text = std::fs::read_to_string(path).map_err(|source| CopyError::Read {
            file: file.clone(),
            source,
        })?;
        GameCopy::from_ron(&text, &file)
    }

    /// Write the copy whole or not at all (a crash mid-write keeps the previous one).
    pub fn save(&self, path: &Path) -> std::io::Result<()> {
        write_whole(path, self.to_ron().as_bytes())
    }
}

/// Write `bytes` to `path` whole or not at all: into a `.part` file beside it, then renamed over
/// it (a reader never sees half a file, a crash keeps the previous one); its folder is made.
pub fn write_whole(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir)?;
    }
    let tmp = path.with_extension("part");
    std::fs::write(&tmp, bytes)?;
    std::fs::rename(&tmp, path)
}

impl Host {
    /// The host's copy of the game: of a co-op game, what a peer keeps too (`Client::copy`);
    /// of a competitive match, its record with the seed (RULES §20: the pile is hidden, so only
    /// its host keeps this and only it can go on from it).
    pub fn copy(&self) -> GameCopy {
        let record = match &self.game {
            Game::Coop(g) => g.record().to_ron(),
            Game::Competitive(g) => g.record().map(|r| r.to_ron()).unwrap_or_default(),
        };
        GameCopy {
            version: crate::wire::PROTOCOL_VERSION,
            game: mists_version::VERSION.to_string(),
            record,
            tiles: self.tiles.clone(),
            seats: self.seats(),
        }
    }

    /// Host on from a peer's copy after its host went away. Seats keep their owners, so the
    /// others' tokens still hold theirs; the seats owned by `me` (this peer's token) become
    /// `mine` (`Host`: played at this window; `Bot`: by this host's bot); the old host's own
    /// seats wait for whoever takes them.
    pub fn from_copy(
        copy: &GameCopy,
        me: Option<&crate::SeatToken>,
        mine: SeatKind,
        bot: Box<dyn Bot + Send + Sync>,
    ) -> Result<Host, crate::NetError> {
        let game: Game = if is_competitive_record(&copy.record) {
            CompetitiveGame::from_record_text(&copy.record)?.into()
        } else {
            NetGame::from_texts(&copy.record, &copy.tiles)?.into()
        };
        let owner = me.map(|t| t.owner());
        let infos: Vec<SeatInfo> = copy
            .seats
            .iter()
            .map(|s| {
                let kind = match &s.kind {
                    _ if owner.is_some() && s.owner == owner => mine.clone(),
                    SeatKind::Host => SeatKind::Remote,
                    k => k.clone(),
                };
                let owner = if kind == SeatKind::Remote {
                    s.owner
                } else {
                    None
                };
                SeatInfo {
                    kind,
                    held_by: None,
                    owner,
                    stand_in: false,
                }
            })
            .collect();
        let mut host = Host::new(game, copy.tiles.clone(), Vec::new(), bot);
        host.seats = Seats::from_infos(&infos);
        Ok(host)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_copy_round_trips_and_a_foreign_one_is_refused_by_name() {
        let c = GameCopy {
            version: PROTOCOL_VERSION,
            game: mists_version::VERSION.into(),
            record: "(…)".into(),
            tiles: "(…)".into(),
            seats: Vec::new(),
        };
        assert_eq!(GameCopy::from_ron(&c.to_ron(), "c.ron").unwrap(), c);
        let old = GameCopy { version: 1, ..c };
        let e = GameCopy::from_ron(&old.to_ron(), "old.ron")
            .unwrap_err()
            .to_string();
        assert!(
            e.contains("old.ron") && e.contains("another version"),
            "{e}"
        );
        let e = GameCopy::from_ron("(record: 3)", "bad.ron")
            .unwrap_err()
            .to_string();
        assert!(e.starts_with("bad.ron: not a game copy"), "{e}");
    }
}

#[cfg(test)]
mod host_on_tests {
    use super::*;
    use crate::SeatToken;

    /// A host that hosts on from its own copy gets its own seats back (its token owns them);
    /// another peer's token does not.
    #[test]
    fn the_hosts_own_seats_come_back_to_its_token() {
        let preset = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../../assets/levels/competitive.ron");
        let kinds = vec![SeatKind::Host, SeatKind::Remote, SeatKind::Bot];
        let mut h = Host::competitive(&preset, 3, 4, kinds).unwrap();
        let me = SeatToken([5; 16]);
        h.own_seats(&me);
        let copy = h.copy();
        let bot = || mists_bot::by_name("random", 0).unwrap();
        let again = Host::from_copy(&copy, Some(&me), SeatKind::Host, bot()).unwrap();
        assert_eq!(
            again.kinds(),
            [SeatKind::Host, SeatKind::Remote, SeatKind::Bot]
        );
        let other = Host::from_copy(&copy, Some(&SeatToken([6; 16])), SeatKind::Host, bot());
        assert_eq!(
            other.unwrap().kinds(),
            [SeatKind::Remote, SeatKind::Remote, SeatKind::Bot]
        );
    }
}
