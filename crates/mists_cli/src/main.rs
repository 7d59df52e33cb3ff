//! `mists-cli`: headless tools — tile-set summaries, validation, whole games with a policy,
//! replays of records and the legal options at any point (docs/cli.md).
//! Every error prints one line naming the file (and line, or decision index) and exits with code 2.

use clap::{Parser, Subcommand, ValueEnum};
use mists_board::TileSet;
use mists_rules::level::{LevelConfig, load_preset};
use mists_rules::record::{PresetRef, Record};
use mists_rules::snapshot::Snapshot;
use mists_rules::{Engine, PlayerSetup};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

#[derive(Parser)]
#[command(name = "mists-cli", version, about = "Headless tools for Mists")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Clone, Copy, ValueEnum)]
enum Policy {
    /// A uniformly random legal option at every decision (seeded).
    Random,
    /// The greedy bot (mists_bot).
    Greedy,
    /// The planner bot (mists_bot), the strongest.
    Planner,
}

impl Policy {
    fn bot_name(self) -> &'static str {
        match self {
            Policy::Random => "random",
            Policy::Greedy => "greedy",
            Policy::Planner => "planner",
        }
    }
}

#[derive(Subcommand)]
enum Command {
    /// Summarise a tile-set file (counts of types, copies, castles, mist, symbols …).
    Tiles {
        file: PathBuf,
        #[arg(long)]
        json: bool,
    },
    /// Validate a tile set, level preset or game record; prints "ok" or a located error.
    Check { file: PathBuf },
    /// Play a whole game with a policy and print the final state.
    Play {
        #[arg(long, value_parser = clap::value_parser!(u8).range(1..=6))]
        level: u8,
        #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u8).range(1..=5))]
        players: u8,
        #[arg(long, default_value_t = 0)]
        seed: u64,
        #[arg(long, value_enum, default_value_t = Policy::Random)]
        policy: Policy,
        /// Write the game record (RON) here.
        #[arg(long)]
        record: Option<PathBuf>,
        /// A level preset file instead of the built-in level.
        #[arg(long)]
        preset: Option<PathBuf>,
        #[arg(long)]
        json: bool,
    },
    /// Replay a record and print the state at its end (or after `--until K` decisions).
    Replay {
        file: PathBuf,
        #[arg(long)]
        until: Option<usize>,
        #[arg(long)]
        json: bool,
    },
    /// The pending decision and its legal options at the end of a record.
    Legal {
        file: PathBuf,
        #[arg(long)]
        json: bool,
    },
    /// Play K seeded games with a bot (game i uses seed S+i) and report wins, a 95 % Wilson
    /// interval, mean turns, losses by reason and speed.
    Sim {
        #[arg(long, value_parser = clap::value_parser!(u8).range(1..=6))]
        level: u8,
        #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u8).range(1..=5))]
        players: u8,
        #[arg(long, default_value_t = 100)]
        games: u64,
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// `planner` (strongest), `greedy` or `random`; or `oracle`, a diagnostic that reads the
        /// hidden pile order (an optimistic bound, not a fair player).
        #[arg(long, default_value = mists_bot::STRONGEST)]
        bot: String,
        /// A level preset file instead of the built-in level.
        #[arg(long)]
        preset: Option<PathBuf>,
        #[arg(long)]
        json: bool,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match run(cli.command) {
        Ok(()) => ExitCode::SUCCESS,
        Err(msg) => {
            eprintln!("error: {}", msg.replace('\n', " "));
            ExitCode::from(2)
        }
    }
}

/// The assets folder: `MISTS_ASSETS` / `BEVY_ASSET_ROOT`, else next to the workspace.
fn assets() -> PathBuf {
    if let Ok(p) = std::env::var("MISTS_ASSETS") {
        return PathBuf::from(p);
    }
    if let Ok(p) = std::env::var("BEVY_ASSET_ROOT") {
        return PathBuf::from(p).join("assets");
    }
    let here = PathBuf::from("assets");
    if here.join("levels").is_dir() {
        return here;
    }
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../assets")
}

fn dir_of(p: &Path) -> PathBuf {
    p.parent().map(Path::to_path_buf).unwrap_or_default()
}

fn print_state(s: &Snapshot, json: bool) -> Result<(), String> {
    if json {
        println!("{}", serde_json::to_string(s).map_err(|e| e.to_string())?);
        return Ok(());
    }
    println!(
        "level {} turn {}: {}{}",
        s.level,
        s.turn,
        s.status,
        s.reason.map(|r| format!(" ({r})")).unwrap_or_default()
    );
    println!("totals {:?} of thresholds {:?}", s.totals, s.thresholds);
    println!(
        "ghosts: {} in supply, {} on the board, {} in the game",
        s.ghost_supply, s.ghosts_on_board, s.ghost_total
    );
    println!(
        "tiles: {} on the board, piles {:?} (active {}), {} discarded",
        s.cells.len(),
        s.piles,
        s.active_pile + 1,
        s.discarded
    );
    if let Some(p) = &s.pending {
        println!("waiting for {:?} ({} options)", p.kind, p.options.len());
    }
    Ok(())
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
        Command::Check { file } => check(&file),
        Command::Play {
            level,
            players,
            seed,
            policy,
            record,
            preset,
            json,
        } => {
            let preset_path = preset.unwrap_or_else(|| LevelConfig::builtin_path(&assets(), level));
            let (cfg, tiles) = load_preset(&preset_path).map_err(|e| e.to_string())?;
            let setup = PlayerSetup::new(players);
            let mut e = Engine::new(cfg, &tiles, &setup, seed)
                .map_err(|m| format!("{}: {m}", preset_path.display()))?;
            let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5EED_F00D);
            let mut bot = match policy {
                // The random policy keeps its own stream so existing records stay reproducible.
                Policy::Random => None,
                p => mists_bot::by_name(p.bot_name(), seed),
            };
            let mut decisions = Vec::new();
            while e.outcome().is_none() {
                let Some(p) = e.pending() else {
                    return Err("engine stopped without a decision".into());
                };
                let d = match bot.as_mut() {
                    Some(b) => mists_bot::ask(b.as_mut(), mists_bot::Seat::of_engine(&e), p),
                    None => p.options[(rng.next_u64() % p.options.len() as u64) as usize],
                };
                e.decide(d)
                    .map_err(|r| format!("engine rejected its own option {d:?}: {r}"))?;
                decisions.push(d);
            }
            if let Some(out) = record {
                let abs = std::fs::canonicalize(&preset_path).unwrap_or(preset_path.clone());
                let rec = Record {
                    preset: PresetRef::Path(abs),
                    players: setup,
                    seed,
                    decisions,
                };
                std::fs::write(&out, rec.to_ron())
                    .map_err(|e| format!("{}: cannot write: {e}", out.display()))?;
            }
            print_state(&e.snapshot(), json)
        }
        Command::Replay { file, until, json } => {
            let rec = Record::load(&file).map_err(|e| e.to_string())?;
            let e = rec
                .replay(&dir_of(&file), &file.display().to_string(), until)
                .map_err(|e| e.to_string())?;
            print_state(&e.snapshot(), json)
        }
        Command::Sim {
            level,
            players,
            games,
            seed,
            bot,
            preset,
            json,
        } => sim(level, players, games, seed, &bot, preset, json),
        Command::Legal { file, json } => {
            let rec = Record::load(&file).map_err(|e| e.to_string())?;
            let e = rec
                .replay(&dir_of(&file), &file.display().to_string(), None)
                .map_err(|e| e.to_string())?;
            let pending = e.pending().cloned();
            if json {
                println!(
                    "{}",
                    serde_json::to_string(&pending).map_err(|e| e.to_string())?
                );
            } else {
                match pending {
                    None => println!("no decision pending (the game is over)"),
                    Some(p) => {
                        println!("{:?}", p.kind);
                        for o in p.options {
                            println!("  {o:?}");
                        }
                    }
                }
            }
            Ok(())
        }
    }
}

/// The 95 % Wilson score interval of `wins` successes in `n` trials.
fn wilson(wins: u64, n: u64) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let (n, p, z) = (n as f64, wins as f64 / n as f64, 1.959_963_984_540_054_f64);
    let denom = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / denom;
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / denom;
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

fn sim(
    level: u8,
    players: u8,
    games: u64,
    seed: u64,
    bot: &str,
    preset: Option<PathBuf>,
    json: bool,
) -> Result<(), String> {
    use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
    use std::collections::BTreeMap;
    use std::io::IsTerminal;

    if mists_bot::by_name(bot, 0).is_none() {
        return Err(format!(
            "unknown bot {bot:?}: choose one of {} (or the diagnostic {})",
            mists_bot::BOT_NAMES.join(", "),
            mists_bot::DIAGNOSTIC_BOTS.join(", ")
        ));
    }
    let preset_path = preset.unwrap_or_else(|| LevelConfig::builtin_path(&assets(), level));
    let (cfg, tiles) = load_preset(&preset_path).map_err(|e| e.to_string())?;
    let setup = PlayerSetup::new(players);
    let bar = ProgressBar::new(games);
    if json || !std::io::stderr().is_terminal() {
        bar.set_draw_target(ProgressDrawTarget::hidden());
    } else {
        bar.set_style(
            ProgressStyle::with_template("{bar:40} {pos}/{len} games, {per_sec}, eta {eta} {msg}")
                .map_err(|e| e.to_string())?,
        );
    }
    let start = std::time::Instant::now();
    let (mut wins, mut turns) = (0u64, 0u64);
    let mut losses: BTreeMap<&'static str, u64> = BTreeMap::new();
    let mut engine: Option<Engine> = None;
    for i in 0..games {
        let s = seed.wrapping_add(i);
        let started = match engine.as_mut() {
            Some(e) => e.restart(cfg.clone(), &tiles, &setup, s),
            None => Engine::new(cfg.clone(), &tiles, &setup, s).map(|e| {
                engine = Some(e);
            }),
        };
        started.map_err(|m| format!("{}: {m}", preset_path.display()))?;
        let Some(e) = engine.as_mut() else {
            continue;
        };
        let mut b = mists_bot::by_name(bot, s).expect("checked above");
        let r =
            mists_bot::play(e, b.as_mut()).map_err(|err| format!("seed {s}: bot {bot}: {err}"))?;
        turns += r.turns as u64;
        match r.loss() {
            None => wins += 1,
            Some(reason) => *losses.entry(reason.key()).or_default() += 1,
        }
        bar.inc(1);
        bar.set_message(format!("{wins} won"));
    }
    bar.finish_and_clear();
    let secs = start.elapsed().as_secs_f64();
    let rate = if games > 0 {
        wins as f64 / games as f64
    } else {
        0.0
    };
    let (lo, hi) = wilson(wins, games);
    let mean_turns = if games > 0 {
        turns as f64 / games as f64
    } else {
        0.0
    };
    let gps = if secs > 0.0 { games as f64 / secs } else { 0.0 };
    if json {
        let v = serde_json::json!({
            "level": level,
            "players": players,
            "bot": bot,
            "seed": seed,
            "games": games,
            "wins": wins,
            "win_rate": rate,
            "ci95": [lo, hi],
            "mean_turns": mean_turns,
            "losses_by_reason": losses,
            "games_per_sec": gps,
        });
        println!("{v}");
    } else {
        println!(
            "level {level}, {players} player(s), bot {bot}, seeds {seed}..{}",
            seed.wrapping_add(games)
        );
        println!(
            "won {wins} of {games}: {:.1} % (95 % CI {:.1}–{:.1} %)",
            100.0 * rate,
            100.0 * lo,
            100.0 * hi
        );
        println!("mean turns {mean_turns:.1}");
        for (k, n) in &losses {
            println!("lost ({k}): {n}");
        }
        println!("{gps:.2} games/s ({secs:.1} s)");
    }
    Ok(())
}

/// Tell the file kind by its top-level shape and validate it fully.
fn check(file: &Path) -> Result<(), String> {
    let text = std::fs::read_to_string(file)
        .map_err(|e| format!("{}: cannot read: {e}", file.display()))?;
    let name = file.display().to_string();
    let body = text
        .lines()
        .filter(|l| !l.trim_start().starts_with("//") && !l.trim_start().starts_with("#!"))
        .collect::<String>();
    let kind = if body.contains("copies") && body.contains("start") {
        "tile set"
    } else if body.contains("decisions") || body.contains("preset") {
        "record"
    } else {
        "level preset"
    };
    match kind {
        "tile set" => {
            TileSet::from_ron(&text, &name).map_err(|e| e.to_string())?;
        }
        "record" => {
            let rec = Record::from_ron(&text, &name).map_err(|e| e.to_string())?;
            rec.replay(&dir_of(file), &name, None)
                .map_err(|e| e.to_string())?;
        }
        _ => {
            let cfg = LevelConfig::from_ron(&text, &name).map_err(|e| e.to_string())?;
            let tiles = mists_rules::level::load_tiles_for(&cfg, &dir_of(file))
                .map_err(|e| e.to_string())?;
            // A preset is only valid if a game can start from it (scenario included).
            Engine::new(cfg, &tiles, &PlayerSetup::new(1), 0)
                .map_err(|m| format!("{name}: {m}"))?;
        }
    }
    println!("ok: {name} ({kind})");
    Ok(())
}
