//! `mists-cli`: the headless tool — inspect tile sets now; play, replay and simulate later.
//! Every error prints one line naming the file (and line) and exits with code 2; never a panic.

use clap::{Parser, Subcommand};
use mists_board::TileSet;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Parser)]
#[command(name = "mists-cli", version, about = "Headless tools for Mists")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Summarise a tile-set file (counts of types, copies, castles, mist, symbols …).
    Tiles {
        file: PathBuf,
        /// Print one JSON object instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Validate a tile-set file; prints "ok" or a located error.
    Check { file: PathBuf },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match run(cli.command) {
        Ok(()) => ExitCode::SUCCESS,
        Err(msg) => {
            eprintln!("error: {msg}");
            ExitCode::from(2)
        }
    }
}

fn run(cmd: Command) -> Result<(), String> {
    match cmd {
        Command::Tiles { file, json } => {
            let set = TileSet::load(&file).map_err(|e| e.to_string())?;
            let s = set.summary();
            if json {
                println!("{}", serde_json::to_string(&s).map_err(|e| e.to_string())?);
            } else {
                println!("{}: {} types, {} copies", s.name, s.types, s.copies);
                println!(
                    "castles {}, cemeteries {}, villages {}, water towers {}",
                    s.castles, s.cemeteries, s.villages, s.water_towers
                );
                println!(
                    "misty copies {}, ghost symbols {} (+{} on the start tile)",
                    s.misty, s.ghost_symbols, s.start_ghost_symbols
                );
                println!(
                    "segments: city {}, road {}; coats of arms {}",
                    s.city_segments, s.road_segments, s.coats_of_arms
                );
            }
            Ok(())
        }
        Command::Check { file } => {
            TileSet::load(&file).map_err(|e| e.to_string())?;
            println!("ok: {}", file.display());
            Ok(())
        }
    }
}
