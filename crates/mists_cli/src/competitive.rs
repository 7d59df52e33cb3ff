//! The competitive game on the command line (RULES §20, docs/competitive.md): `play`, `replay`,
//! `sim` and `check` with a competitive preset or record.

use crate::error::{CliError, out};
use mists_board::TileSet;
use mists_rules::competitive::file::WholeCompetitive;
use mists_rules::competitive::file::{
    CompetitivePreset, CompetitiveRecord, CompetitiveSnapshot, load_preset,
};
use mists_rules::competitive::{Match, Play};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// Who plays every seat of a competitive match.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Policy {
    Random,
    Greedy,
    /// Determinized Monte-Carlo (`mists_bot::competitive::search`) at its default budget.
    Search,
}

impl Policy {
    pub fn by_name(name: &str) -> Result<Policy, CliError> {
        match name {
            "random" => Ok(Policy::Random),
            "greedy" => Ok(Policy::Greedy),
            "search" => Ok(Policy::Search),
            other => Err(CliError::CompetitiveBot(other.to_string())),
        }
    }
}

/// Plays one decision for the seat to act.
struct Player {
    policy: Policy,
    rng: ChaCha8Rng,
}

impl Player {
    fn new(policy: Policy, seed: u64) -> Self {
        Self {
            policy,
            rng: ChaCha8Rng::seed_from_u64(seed ^ 0x5EED_F00D),
        }
    }

    fn play(&mut self, m: &Match) -> Result<Play, CliError> {
        match self.policy {
            Policy::Greedy => mists_bot::competitive::choose(m).ok_or(CliError::Stuck),
            Policy::Search => {
                let budget = mists_bot::competitive::search::Budget::default();
                mists_bot::competitive::search::choose(m, &budget, self.rng.next_u64())
                    .ok_or(CliError::Stuck)
            }
            Policy::Random => {
                let legal = m.legal();
                if legal.is_empty() {
                    return Err(CliError::Stuck);
                }
                Ok(legal[(self.rng.next_u64() % legal.len() as u64) as usize])
            }
        }
    }
}

fn new_match(preset: &Path, players: Option<u8>, seed: u64) -> Result<Match, CliError> {
    let (p, tiles) = load_preset(preset)?;
    start_match(preset, &p, tiles, players, seed)
}

/// A match of a preset already read (`sim` reads it once, as the co-op sim does: reading it again
/// for every game made RON parsing a third of a run, issue 45).
fn start_match(
    preset: &Path,
    p: &CompetitivePreset,
    tiles: Arc<TileSet>,
    players: Option<u8>,
    seed: u64,
) -> Result<Match, CliError> {
    let players = players.unwrap_or(p.players);
    Match::start(tiles, p.setup(players), seed, p.scenario.as_ref()).map_err(|source| {
        mists_rules::competitive::file::FileError::Setup {
            file: preset.display().to_string(),
            source,
        }
        .into()
    })
}

pub fn print(s: &CompetitiveSnapshot, json: bool) -> Result<(), CliError> {
    if json {
        return out(&serde_json::to_string(s)?);
    }
    out(&format!(
        "competitive, {} players: {}",
        s.scores.len(),
        s.status
    ))?;
    for (seat, (score, b)) in s.scores.iter().zip(&s.breakdown).enumerate() {
        out(&format!(
            "  seat {}: {score} points (roads {}, cities {}, monasteries {}, fields {}, castles {}, ghosts {})",
            seat + 1,
            b.roads,
            b.cities,
            b.monasteries,
            b.fields,
            b.castles,
            b.ghost_penalties
        ))?;
    }
    out(&format!(
        "tiles: {} on the board, {} left, {} set aside; ghosts in supply {}",
        s.tiles_on_board, s.tiles_left, s.set_aside, s.ghost_supply
    ))
}

/// `mists-cli play --preset competitive.ron`.
pub fn play(
    preset: &Path,
    players: Option<u8>,
    seed: u64,
    policy: Policy,
    record: Option<PathBuf>,
    json: bool,
) -> Result<(), CliError> {
    let mut m = new_match(preset, players, seed)?;
    let mut player = Player::new(policy, seed);
    let mut plays = Vec::new();
    while !m.is_over() {
        let p = player.play(&m)?;
        m.apply(p).map_err(CliError::CompetitiveRefused)?;
        plays.push(p);
    }
    if let Some(file) = record {
        let rec = CompetitiveRecord {
            competitive: std::fs::canonicalize(preset).unwrap_or(preset.to_path_buf()),
            players: m.setup.players,
            seed,
            piles: None,
            plays,
            // The preset and its tiles carried whole: the record loads wherever it is moved.
            whole: Some(Box::new(WholeCompetitive::load(preset)?)),
        };
        std::fs::write(&file, rec.to_ron_checked()?).map_err(|source| CliError::Write {
            file: file.display().to_string(),
            source,
        })?;
    }
    print(&m.snapshot(), json)
}

/// `mists-cli replay` of a competitive record: None if `text` is not one.
pub fn replay(
    file: &Path,
    text: &str,
    until: Option<usize>,
    json: bool,
) -> Option<Result<(), CliError>> {
    let name = file.display().to_string();
    let rec: CompetitiveRecord = mists_board::tileset::parse_ron(text, &name).ok()?;
    Some(
        rec.replay(&crate::dir_of(file), &name, until)
            .map_err(CliError::from)
            .and_then(|m| print(&m.snapshot(), json)),
    )
}

/// `mists-cli legal` of a competitive record: the seat to act, what it decides and its legal
/// plays, encoded as a record's plays are. None if `text` is not a competitive record.
pub fn legal(file: &Path, text: &str, json: bool) -> Option<Result<(), CliError>> {
    let name = file.display().to_string();
    let rec: CompetitiveRecord = mists_board::tileset::parse_ron(text, &name).ok()?;
    let m = match rec.replay(&crate::dir_of(file), &name, None) {
        Ok(m) => m,
        Err(e) => return Some(Err(e.into())),
    };
    let s = m.snapshot();
    if json {
        let v = serde_json::json!({
            "variant": "competitive",
            "seat": s.current,
            "waiting": s.waiting,
            "options": s.legal,
        });
        return Some(out(&v.to_string()));
    }
    Some((|| {
        match s.waiting {
            None => return out("no decision pending (the match is over)"),
            Some(w) => out(&format!("seat {}: {w}", s.current + 1))?,
        }
        for p in &s.legal {
            out(&format!("  {p:?}"))?;
        }
        Ok(())
    })())
}

/// `mists-cli sim --preset competitive.ron`: every seat plays `bot`; mean scores per seat.
pub fn sim(
    preset: &Path,
    players: u8,
    games: u64,
    seed: u64,
    bot: &str,
    json: bool,
) -> Result<(), CliError> {
    let policy = Policy::by_name(bot)?;
    let start = std::time::Instant::now();
    let n = players as usize;
    let (mut total, mut wins) = (vec![0u64; n], vec![0f64; n]);
    let mut plays = 0u64;
    let (p, tiles) = load_preset(preset)?;
    for i in 0..games {
        let s = seed.wrapping_add(i);
        let mut m = start_match(preset, &p, tiles.clone(), Some(players), s)?;
        let mut player = Player::new(policy, s);
        while !m.is_over() {
            let p = player.play(&m)?;
            m.apply(p).map_err(CliError::CompetitiveRefused)?;
            plays += 1;
        }
        let best = m.scores.iter().copied().max().unwrap_or(0);
        let winners = m.scores.iter().filter(|&&x| x == best).count() as f64;
        for (seat, &x) in m.scores.iter().enumerate() {
            total[seat] += x as u64;
            if x == best {
                wins[seat] += 1.0 / winners;
            }
        }
    }
    let secs = start.elapsed().as_secs_f64();
    let g = games.max(1) as f64;
    let means: Vec<f64> = total.iter().map(|&t| t as f64 / g).collect();
    let shares: Vec<f64> = wins.iter().map(|&w| w / g).collect();
    let per_play_ms = if plays > 0 {
        1000.0 * secs / plays as f64
    } else {
        0.0
    };
    if json {
        let v = serde_json::json!({
            "variant": "competitive",
            "players": players,
            "bot": bot,
            "seed": seed,
            "games": games,
            "mean_scores": means,
            "win_share": shares,
            "plays": plays,
            "ms_per_play": per_play_ms,
        });
        return out(&v.to_string());
    }
    out(&format!(
        "competitive, {players} players, bot {bot} in every seat, seeds {seed}..{}",
        seed.wrapping_add(games)
    ))?;
    for seat in 0..n {
        out(&format!(
            "  seat {}: mean {:.1} points, won {:.1} %",
            seat + 1,
            means[seat],
            100.0 * shares[seat]
        ))?;
    }
    out(&format!("{per_play_ms:.2} ms per decision ({secs:.1} s)"))
}

/// `mists-cli check` of a competitive preset: a match must start from it.
pub fn check_preset(file: &Path) -> Result<&'static str, CliError> {
    new_match(file, None, 0)?;
    Ok("competitive preset")
}
