//! `mists-cli daily` and `mists-cli stats` (docs/daily.md): the day's game, a shared daily
//! record checked by replay, and the statistics of the data folder's finished games.

use crate::error::{CliError, out};
use clap::Subcommand;
use mists_rules::daily::{DailyGame, DailyRecord, Day};
use mists_rules::results::{Stats, read};
use std::path::{Path, PathBuf};

#[derive(Subcommand)]
pub enum DailyCmd {
    /// The day's game: its date, level and seed (today in UTC unless --date).
    Show {
        #[arg(long)]
        date: Option<Day>,
        #[arg(long)]
        json: bool,
    },
    /// Check a shared daily record: that day's game on this tile set, replaying to its claimed
    /// result. It must be today's (UTC) unless --date names another day or --any-day.
    Check {
        file: PathBuf,
        #[arg(long, conflicts_with = "any_day")]
        date: Option<Day>,
        #[arg(long)]
        any_day: bool,
    },
}

pub fn daily(cmd: DailyCmd, assets: &Path) -> Result<(), CliError> {
    let version = mists_board::TileSet::load(&assets.join("tiles/mists.ron"))?.version;
    match cmd {
        DailyCmd::Show { date, json } => {
            let g = DailyGame::of(date.unwrap_or_else(Day::today), version);
            if json {
                return out(&serde_json::to_string(&g)?);
            }
            out(&format!(
                "{}: Level {}, seed {} (tile set version {version})",
                g.day, g.level, g.seed
            ))
        }
        DailyCmd::Check {
            file,
            date,
            any_day,
        } => {
            let name = file.display().to_string();
            let shared = DailyRecord::load(&file)?;
            let today = (!any_day).then(|| date.unwrap_or_else(Day::today));
            let rec = shared.verify(assets, today, &name)?;
            out(&format!(
                "ok: {name}: the daily game of {} (Level {}), {} with {:?} after {} decisions",
                shared.day,
                shared.level,
                if shared.claim.won { "won" } else { "lost" },
                shared.claim.totals,
                rec.decisions.len()
            ))
        }
    }
}

/// `stats`: the data folder's finished games; damaged lines are named on stderr.
pub fn stats(data: Option<PathBuf>, json: bool) -> Result<(), CliError> {
    let dir = data
        .or_else(mists_rules::results::data_dir)
        .ok_or(CliError::NoDataDir)?;
    let (games, bad) = read(&dir);
    for b in &bad {
        eprintln!("skipped {b}");
    }
    let s = Stats::of(&games, Day::today());
    if json {
        return out(&serde_json::to_string(&s)?);
    }
    let mut lines = vec![format!(
        "{} games in {} (daily streak {})",
        games.len(),
        dir.display(),
        s.daily_streak
    )];
    for (key, c) in &s.cells {
        let (level, players) = key.split_once('-').unwrap_or((key, "?"));
        lines.push(format!(
            "Level {level}, {players} players: {} games, {} won, best {}, streak {}",
            c.games,
            c.wins,
            c.best.map_or("-".into(), |b| b.to_string()),
            c.streak
        ));
    }
    out(&lines.join("\n"))
}
