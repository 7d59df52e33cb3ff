//! `mists-cli fuzz`, the competitive game (RULES §20): seeded matches of 2–5 players answered
//! with legal plays and made-up ones (cells far away, rotations up to 255, any piece number,
//! spots up to 255), and the competitive preset and a match record, damaged like the other files.
//! A legal play must be applied; anything else refused with a one-line reason, changing nothing.

use super::moves::{Fuzzed, Game, send_moves};
use super::{Base, Kind, note, wrong_in_file};
use mists_board::{AreaIdx, Cell, Rotation, TileSet};
use mists_rules::competitive::file::{
    CompetitivePreset, CompetitiveRecord, load_preset, preset_from_text,
};
use mists_rules::competitive::{Match, PieceId, PieceKind, Play, Spot};
use rand::{Rng, RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::path::Path;
use std::sync::Arc;

/// The shipped competitive preset (`assets/levels/competitive.ron`).
pub(super) fn preset_path(assets: &Path) -> std::path::PathBuf {
    assets.join("levels/competitive.ron")
}

/// The match, answered like the cooperative table (`fuzz_moves.rs`).
impl Fuzzed for Match {
    type Move = Play;
    /// The match as the players and a record see it, and what may be played next (the whole
    /// `Debug` text would cost more than the match).
    type State = String;
    fn offered(&self) -> Option<Vec<Play>> {
        (!self.is_over()).then(|| self.legal())
    }
    fn at(&self) -> String {
        format!("{:?}", self.stage)
    }
    fn send(&mut self, p: Play) -> Result<(), String> {
        self.apply(p).map_err(|e| e.to_string())
    }
    fn state(&self) -> String {
        format!(
            "{} {:?} {} {} {} {:?} {:?}",
            serde_json::to_string(&self.snapshot()).unwrap_or_default(),
            self.stage,
            self.plays.len(),
            self.happenings.len(),
            self.tiles_left(),
            self.placed_cell(),
            self.legal()
        )
    }
    fn made_up(rng: &mut ChaCha8Rng) -> Play {
        made_up(rng)
    }
}

/// Any play at all, with values well outside what the rules allow.
fn made_up(rng: &mut ChaCha8Rng) -> Play {
    match rng.random_range(0..4) {
        0 => Play::Place {
            cell: Cell::new(
                rng.random_range(-300..=300i16),
                rng.random_range(-300..=300i16),
            ),
            rot: Rotation(rng.random_range(0..=255u8)),
        },
        1 => Play::Ghost(PieceId(rng.random_range(0..=255u8))),
        2 => Play::Deploy {
            kind: if rng.random_bool(0.5) {
                PieceKind::Meeple
            } else {
                PieceKind::Guard
            },
            spot: if rng.random_bool(0.2) {
                Spot::Keeper
            } else {
                Spot::Area(AreaIdx(rng.random_range(0..=255u8)))
            },
        },
        _ => Play::Pass,
    }
}

/// One fuzzed match, at most `budget` plays sent.
pub(super) fn play(
    preset: &CompetitivePreset,
    tiles: &Arc<TileSet>,
    players: u8,
    seed: u64,
    budget: u64,
    rng: &mut ChaCha8Rng,
) -> Game {
    let Ok(mut m) = Match::new(tiles.clone(), preset.setup(players), seed) else {
        note(format!("a competitive match of {players} would not start"));
        return Game {
            sent: 0,
            refused: 0,
            wrong: 1,
        };
    };
    send_moves(&mut m, budget, rng)
}

/// The competitive preset and a record of a whole random match, to be damaged.
pub(super) fn bases(assets: &Path) -> Result<Vec<Base>, crate::error::CliError> {
    let path = preset_path(assets);
    let text = mists_board::input::read_text(&path)?;
    let (preset, tiles) = load_preset(&path)?;
    let mut m = Match::new(tiles, preset.setup(3), 11).map_err(|source| {
        mists_rules::competitive::file::FileError::Setup {
            file: path.display().to_string(),
            source,
        }
    })?;
    let mut rng = ChaCha8Rng::seed_from_u64(11);
    while !m.is_over() {
        let legal = m.legal();
        if legal.is_empty() || m.apply(legal[rng.random_range(0..legal.len())]).is_err() {
            break;
        }
    }
    let record = CompetitiveRecord {
        competitive: std::fs::canonicalize(&path).unwrap_or(path),
        players: 3,
        seed: 11,
        piles: None,
        plays: m.plays.clone(),
        whole: None,
    };
    let dir = assets.join("levels");
    Ok(vec![
        Base {
            name: "fuzz-competitive.ron".into(),
            text,
            kind: Kind::Competitive,
            dir: dir.clone(),
        },
        Base {
            name: "fuzz-competitive-record.ron".into(),
            text: record.to_ron(),
            kind: Kind::CompetitiveRecord,
            dir,
        },
    ])
}

/// Read a damaged competitive file as `check` reads it; play the match it starts. Ok(played).
pub(super) fn read_and_play(base: &Base, text: &str, rng: &mut ChaCha8Rng) -> Result<bool, String> {
    let name = &base.name;
    match base.kind {
        Kind::Competitive => {
            let (preset, tiles) =
                preset_from_text(text, name, &base.dir).map_err(|e| e.to_string())?;
            let players = rng.random_range(2..=5u8);
            let mut m = Match::new(tiles, preset.setup(players), rng.next_u64())
                .map_err(|e| format!("{name}: {e}"))?;
            let mut n = 0;
            while !m.is_over() && n < 3000 {
                let legal = m.legal();
                if legal.is_empty() {
                    wrong_in_file(format!("{name}: no legal play at {:?}", m.stage));
                    break;
                }
                let p = legal[rng.random_range(0..legal.len())];
                if let Err(e) = m.apply(p) {
                    wrong_in_file(format!("{name}: the legal play {p:?} was refused: {e}"));
                    break;
                }
                n += 1;
            }
            Ok(true)
        }
        _ => {
            let rec: CompetitiveRecord = mists_board::tileset::parse_ron(text, name)
                .map_err(|e| mists_board::TileSetError::Syntax(e).to_string())?;
            rec.replay(&base.dir, name, None)
                .map(|_| true)
                .map_err(|e| e.to_string())
        }
    }
}
