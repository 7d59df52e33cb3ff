//! `mists-cli turn`: play by turns through files (docs/online.md "Play by turns"). `new` starts a
//! game's file, `play` checks the file and plays the seat whose turn it is with a bot, signed with
//! that seat's key, `check` replays and checks a file and prints its state, `text` prints the
//! file's short text form to paste into a chat. Each reads a turn file or a saved text form.

use crate::error::{CliError, out};
use mists_net::turns::{TurnFile, load_or_create_key};
use mists_rules::record::{PresetRef, Record};
use std::path::{Path, PathBuf};

#[derive(clap::Subcommand, Debug)]
pub enum TurnCmd {
    /// Start a game by turns: write its first turn file.
    New {
        #[arg(long, value_parser = clap::value_parser!(u8).range(1..=6))]
        level: u8,
        #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u8).range(1..=5))]
        players: u8,
        #[arg(long, default_value_t = 0)]
        seed: u64,
        #[arg(long)]
        out: PathBuf,
        #[command(flatten)]
        table: crate::table_args::TableArgs,
    },
    /// Check FILE, play the seat whose turn it is with --bot, sign the turn with --key (made
    /// if missing; the seat is bound to it by its first turn) and write the file back (or --out).
    Play {
        file: PathBuf,
        #[arg(long)]
        key: PathBuf,
        #[arg(long, default_value = "greedy")]
        bot: String,
        #[arg(long)]
        out: Option<PathBuf>,
        #[arg(long)]
        json: bool,
    },
    /// Replay and check FILE; print the state it reaches.
    Check {
        file: PathBuf,
        #[arg(long)]
        json: bool,
    },
    /// Print FILE's short text form (one line, `mists-turn:…`) to paste into a chat; the next
    /// player saves it to a file and plays on from that (`play`, `check` read either form).
    Text { file: PathBuf },
}

/// A turn file, or a saved text form (it starts with `mists-turn:`).
fn read(file: &Path, assets: &Path) -> Result<TurnFile, CliError> {
    let text = std::fs::read_to_string(file).map_err(|source| CliError::ReadFile {
        file: file.display().to_string(),
        source,
    })?;
    let shipped = mists_net::turn_text::shipped(assets);
    Ok(TurnFile::from_either(
        &text,
        &file.display().to_string(),
        &shipped,
    )?)
}

fn write(file: &Path, t: &TurnFile) -> Result<(), CliError> {
    // Read back before it is written (issue 61): a turn file that would not load is not.
    let text = t.to_ron();
    TurnFile::from_ron(&text, &file.display().to_string())?;
    mists_net::copy::write_whole(file, text.as_bytes()).map_err(|source| CliError::Write {
        file: file.display().to_string(),
        source,
    })
}

pub fn run(cmd: TurnCmd, assets: &Path) -> Result<(), CliError> {
    match cmd {
        TurnCmd::New {
            level,
            players,
            seed,
            out: path,
            table,
        } => {
            let preset = mists_rules::LevelConfig::builtin_path(assets, level);
            let mut cfg = mists_rules::level::LevelConfig::load(&preset)?;
            table.apply(&mut cfg)?;
            let dir = preset.parent().unwrap_or(Path::new("."));
            let (_, tiles) = mists_rules::level::load_tiles_and_text_for(&cfg, dir)?;
            let record = Record {
                preset: PresetRef::Inline(Box::new(cfg)),
                players: table.players(players)?,
                seed,
                decisions: Vec::new(),
                tiles_version: None,
            };
            write(&path, &TurnFile::new(&record, tiles)?)?;
            out(&format!("{}: seat 1 plays first", path.display()))
        }
        TurnCmd::Play {
            file,
            key,
            bot,
            out: to,
            json,
        } => {
            let mut t = read(&file, assets)?;
            let key = load_or_create_key(&key)?;
            let mut bot = mists_bot::by_name(&bot, t.turns.len() as u64)
                .ok_or_else(|| CliError::UnknownBot(bot.clone()))?;
            t.play(&key, bot.as_mut())?;
            write(to.as_deref().unwrap_or(&file), &t)?;
            let game = t.replay()?;
            if !json {
                match game.active_seat() {
                    Some(s) => out(&format!("played; seat {} is next", s + 1))?,
                    None => out("played; the game is over")?,
                }
            }
            crate::print_state(&game.snapshot(), json)
        }
        TurnCmd::Check { file, json } => {
            let game = read(&file, assets)?.replay()?;
            crate::print_state(&game.snapshot(), json)
        }
        TurnCmd::Text { file } => {
            out(&read(&file, assets)?.to_text(&mists_net::turn_text::shipped(assets)))
        }
    }
}
