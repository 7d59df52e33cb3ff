//! The competitive game online (RULES §20). Hidden stays hidden: the host holds the whole match
//! (its seed and pile order); peers receive what its players see ([`Seen`]: the setup, each tile
//! as it is drawn, every play) and rebuild the table from that, never the seed or the order. Only
//! the host can save the match to go on with later (`--save`, a competitive record); a peer's
//! copy cannot host on, since it does not know what comes next.

use crate::game_error::GameError;
use mists_board::{TileId, TileSet};
use mists_rules::competitive::file::CompetitiveRecord;
use mists_rules::competitive::file::WholeCompetitive;
use mists_rules::competitive::seen::{Seen, SeenError, SeenPlay};
use mists_rules::competitive::{Match, Play, PlayError};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// The tile set as it travels: the Mists and base sets' texts and the tile left out (the peer
/// builds the same mixed set with the engine's own `with_addition`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MatchTiles {
    pub mists: String,
    pub base: String,
    pub leave_out: Option<TileId>,
}

impl MatchTiles {
    pub fn build(&self) -> Result<Arc<TileSet>, GameError> {
        let mists = TileSet::from_ron(&self.mists, "the host's Mists tiles")?;
        let base = TileSet::from_ron(&self.base, "the host's base tiles")?;
        let tiles = mists
            .with_addition(&base, self.leave_out, "the host's tiles")
            .map_err(|e| GameError::Competitive(e.to_string()))?;
        Ok(Arc::new(tiles))
    }
}

/// A competitive match as a host or a peer keeps it.
pub struct CompetitiveGame {
    pub m: Match,
    /// What its players have seen (grown with every play; what the host sends a joining peer).
    pub seen: Seen,
    pub tiles: MatchTiles,
    /// The preset file, at the host only (for its save).
    preset: Option<PathBuf>,
    /// The preset and its tiles as read when the match began, at the host only: its save
    /// carries them whole (issue 61).
    whole: Option<Box<WholeCompetitive>>,
}

impl CompetitiveGame {
    /// The host's new match of the preset at `path` for `players`, shuffled with `seed`.
    pub fn host(path: &Path, players: u8, seed: u64) -> Result<CompetitiveGame, GameError> {
        CompetitiveGame::host_on(path, players, seed, &[])
    }

    /// The host's match of the preset at `path` with `plays` already made (its own save).
    pub fn host_on(
        path: &Path,
        players: u8,
        seed: u64,
        plays: &[Play],
    ) -> Result<CompetitiveGame, GameError> {
        let whole =
            WholeCompetitive::load(path).map_err(|e| GameError::Competitive(e.to_string()))?;
        CompetitiveGame::host_whole(whole, path, players, seed, plays)
    }

    /// The host's match of a preset carried whole (`path` only names where it came from).
    fn host_whole(
        whole: WholeCompetitive,
        path: &Path,
        players: u8,
        seed: u64,
        plays: &[Play],
    ) -> Result<CompetitiveGame, GameError> {
        let bad = |e: &dyn std::fmt::Display| GameError::Competitive(e.to_string());
        let tiles = whole
            .tiles(&path.display().to_string())
            .map_err(|e| bad(&e))?;
        let preset = &whole.preset;
        let mut m = Match::new(tiles, preset.setup(players), seed).map_err(|e| bad(&e))?;
        for (i, &p) in plays.iter().enumerate() {
            m.apply(p)
                .map_err(|e| GameError::Competitive(format!("play #{i}: {e}")))?;
        }
        let seen = Seen::of(&m, &preset.name).map_err(|e| bad(&e))?;
        let text = |spec| ron::to_string(spec).expect("plain data always serialises");
        Ok(CompetitiveGame {
            tiles: MatchTiles {
                mists: text(&whole.tile_set),
                base: text(&whole.base_tiles),
                leave_out: preset.leave_out,
            },
            m,
            seen,
            preset: Some(path.to_path_buf()),
            whole: Some(Box::new(whole)),
        })
    }

    /// The host's match from its own save (a competitive record carrying its preset whole, as
    /// [`CompetitiveGame::record`] writes it, or naming it by an absolute path as before).
    pub fn from_record_text(text: &str) -> Result<CompetitiveGame, GameError> {
        let rec: CompetitiveRecord = mists_board::tileset::parse_ron(text, "the saved match")
            .map_err(|e| GameError::Competitive(e.to_string()))?;
        match rec.whole {
            Some(w) => {
                CompetitiveGame::host_whole(*w, &rec.competitive, rec.players, rec.seed, &rec.plays)
            }
            None => CompetitiveGame::host_on(&rec.competitive, rec.players, rec.seed, &rec.plays),
        }
    }

    /// A peer's match from what the host sent (both texts validated; never a seed).
    pub fn from_texts(seen: &str, tiles: &str) -> Result<CompetitiveGame, GameError> {
        let bad = |e: &dyn std::fmt::Display| GameError::Competitive(e.to_string());
        let seen: Seen = ron::from_str(seen).map_err(|e| bad(&e))?;
        let tiles: MatchTiles = ron::from_str(tiles).map_err(|e| bad(&e))?;
        let m = seen.rebuild(tiles.build()?).map_err(|e| bad(&e))?;
        Ok(CompetitiveGame {
            m,
            seen,
            tiles,
            preset: None,
            whole: None,
        })
    }

    /// The host applies a play the rules accept, and returns the tiles it drew.
    pub fn apply(&mut self, play: Play) -> Result<Vec<u16>, PlayError> {
        let before = self.m.drawn().len();
        self.m.apply(play)?;
        let drawn: Vec<u16> = self.m.drawn()[before..].iter().map(|c| c.0).collect();
        self.seen.plays.push(SeenPlay {
            play,
            drawn: drawn.clone(),
        });
        Ok(drawn)
    }

    /// A peer follows a play the host announced, with the tiles it drew.
    pub fn apply_seen(&mut self, play: Play, drawn: &[u16]) -> Result<(), SeenError> {
        self.m.apply_seen(play, drawn)?;
        self.seen.plays.push(SeenPlay {
            play,
            drawn: drawn.to_vec(),
        });
        Ok(())
    }

    pub fn applied(&self) -> u32 {
        self.m.plays.len() as u32
    }

    pub fn active_seat(&self) -> Option<usize> {
        (!self.m.is_over()).then_some(self.m.current as usize)
    }

    pub fn is_over(&self) -> bool {
        self.m.is_over()
    }

    /// What a joining peer is sent: what was seen and the tiles (RON texts).
    pub fn texts(&self) -> (String, String) {
        let seen = ron::to_string(&self.seen).expect("plain data always serialises");
        let tiles = ron::to_string(&self.tiles).expect("plain data always serialises");
        (seen, tiles)
    }

    /// The host's save: a competitive record (seed included), to host the match on later.
    /// The preset is carried whole (read when the match began), so the save opens anywhere.
    pub fn record(&self) -> Option<CompetitiveRecord> {
        let preset = self.preset.as_ref()?;
        let preset = std::path::absolute(preset).unwrap_or_else(|_| preset.clone());
        Some(CompetitiveRecord {
            competitive: preset,
            players: self.m.setup.players,
            seed: self.m.seed()?,
            piles: None,
            plays: self.m.plays.clone(),
            whole: self.whole.clone(),
        })
    }
}
