//! `mists-cli`: headless tools — tile-set summaries, validation, whole games with a policy,
//! replays of records, the legal options at any point, bot simulations and the fuzz harness
//! (docs/cli.md). Every error prints one line naming the file (and line, or decision index) and
//! exits with code 2; a closed stdout ends the command quietly.
//!
//! A library with one entry, [`main_with`]: the `mists-cli` binary of this crate calls it, and so
//! does the shipped game binary when started as `mists cli …` or under the name `mists-cli` (one
//! file ships both, issue 45).

mod check;
mod competitive;
mod daily;
mod danger;
mod error;
mod fuzz;
mod net;
mod progress;
mod review;
mod review_match;
mod sim;
mod table_args;
mod turns;

use error::{CliError, out};

use clap::{Args, Parser, Subcommand, ValueEnum};
use mists_board::TileSet;
use mists_rules::level::{LevelConfig, load_preset};
use mists_rules::record::Record;
use mists_rules::snapshot::Snapshot;
use mists_rules::{Engine, PlayerSetup};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

#[derive(Parser)]
#[command(name = "mists-cli", version = mists_version::LONG, about = "Headless tools for Mists")]
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
    /// The search bot: Monte-Carlo over the player's view (co-op: mists_bot::mc; the
    /// competitive game: mists_bot::competitive::search).
    Search,
}

impl Policy {
    fn bot_name(self) -> &'static str {
        match self {
            Policy::Random => "random",
            Policy::Greedy => "greedy",
            Policy::Planner => "planner",
            Policy::Search => mists_bot::SEARCH,
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
    /// Validate a tile set, level preset, game record or tutorial lesson (its steps are played);
    /// prints "ok" or a located error.
    Check { file: PathBuf },
    /// Play a whole game with a policy and print the final state (a competitive preset plays
    /// the competitive game, docs/competitive.md).
    Play(PlayArgs),
    /// Replay a record and print the state at its end (or after `--until K` decisions).
    Replay {
        file: PathBuf,
        #[arg(long)]
        until: Option<usize>,
        #[arg(long)]
        json: bool,
    },
    /// Judge a finished game decision by decision (docs/review.md): the win-chance curve and
    /// the mistakes, each with the better option; a progress bar on stderr.
    Review {
        file: PathBuf,
        /// Deals each option is played out on (and again to confirm a mistake); default 24, or
        /// 16 for a competitive record.
        #[arg(long, value_parser = clap::value_parser!(u32).range(1..=100_000))]
        budget: Option<u32>,
        /// The review's seed (its numbers are a pure function of the record, budget and seed).
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// The most rounds of `budget` fresh deals a cooperative decision's cost is tested on
        /// (default 8; 1 is the review as it was before issue 65).
        #[arg(long, value_parser = clap::value_parser!(u32).range(1..=64))]
        rounds: Option<u32>,
        #[arg(long)]
        json: bool,
    },
    /// The pending decision and its legal options at the end of a record (a competitive record:
    /// the seat to act and its legal plays).
    Legal {
        file: PathBuf,
        #[arg(long)]
        json: bool,
    },
    /// Throw hostile input at the engine and the file readers: random (legal and illegal)
    /// decisions on every level and player count, and damaged tile sets, presets, scenarios and
    /// records. Prints runs, panics, refusals and peak memory; exits 2 if anything panicked.
    Fuzz {
        /// Decisions to send in all (about 60 % legal options, the rest made up).
        #[arg(long, default_value_t = 20_000)]
        decisions: u64,
        /// Damaged or generated files to read.
        #[arg(long, default_value_t = 500)]
        files: u64,
        #[arg(long, default_value_t = 0)]
        seed: u64,
        #[arg(long)]
        json: bool,
    },
    /// Host an online game (docs/online.md): serve it on PORT, play the bot seats, print the
    /// final state when it ends.
    Host(HostArgs),
    /// Join an online game (by invite code, or at HOST:PORT on a LAN) and play a seat with a
    /// bot; print the final state.
    Join(JoinArgs),
    /// The daily game: today's (or --date's) level and seed, and checking a shared record.
    Daily {
        #[command(subcommand)]
        cmd: daily::DailyCmd,
    },
    /// Statistics of the finished games in the data folder (MISTS_DATA_DIR, else the platform's
    /// folder, unless --data): games, wins, best result and streak per level and player count,
    /// the daily games and their streak.
    Stats {
        #[arg(long)]
        data: Option<PathBuf>,
        #[arg(long)]
        json: bool,
    },
    /// Play by turns through files, for friends who are never online together (co-op).
    Turn {
        #[command(subcommand)]
        cmd: turns::TurnCmd,
    },
    /// Run a relay for invite-code games (iroh's relay server, plain HTTP: the games it carries
    /// stay encrypted end to end); players pass `--relay http://THIS:PORT`.
    Relay {
        #[arg(long, default_value = "0.0.0.0:3340")]
        bind: std::net::SocketAddr,
        /// Also answer QUIC address discovery (UDP 7842; what hole punching through home routers
        /// needs), with a self-signed certificate for this name or address (repeatable).
        #[arg(long = "quic-name")]
        quic_names: Vec<String>,
        /// Write that certificate (DER) here, for players' `--relay-cert`.
        #[arg(long, requires = "quic_names")]
        cert_out: Option<PathBuf>,
    },
    /// Play K seeded games with a bot (game i uses seed S+i) and report wins, a 95 % Wilson
    /// interval, mean turns, losses by reason and speed.
    Sim(SimArgs),
    /// How early the window's danger gauges warn: K seeded games played by a bot, the danger
    /// estimated at every tile placement; the share of lost games whose cause stood at red 3
    /// turns before the loss, and of won games that were ever red (docs/balance.md "Danger").
    Danger {
        #[arg(long, value_parser = clap::value_parser!(u8).range(1..=6))]
        level: u8,
        #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u8).range(1..=5))]
        players: u8,
        #[arg(long, default_value_t = 20)]
        games: u64,
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// The bot that plays the measured games (`planner`, `greedy`, `random`).
        #[arg(long, default_value = "planner")]
        bot: String,
        /// Continuations per estimate (the window's number by default).
        #[arg(long, default_value_t = mists_bot::odds::DANGER_TRIES)]
        tries: u32,
        /// Turns each continuation looks ahead, or `end` (the window's horizon by default).
        #[arg(long)]
        horizon: Option<String>,
        #[arg(long)]
        json: bool,
    },
}

// The arguments of `play`.
#[derive(Args)]
struct PlayArgs {
    /// The built-in level (or give --preset).
    #[arg(long, value_parser = clap::value_parser!(u8).range(1..=6), required_unless_present = "preset")]
    level: Option<u8>,
    /// Players (default: the preset's `players`, else 1).
    #[arg(long, value_parser = clap::value_parser!(u8).range(1..=5))]
    players: Option<u8>,
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
}

// The arguments of `host`.
#[derive(Args)]
struct HostArgs {
    #[arg(long, value_parser = clap::value_parser!(u8).range(1..=6), required_unless_present_any = ["preset", "from", "competitive"])]
    level: Option<u8>,
    /// The competitive game (RULES §20, the shipped preset unless --preset names one): peers
    /// see each tile as it is drawn, never the pile; its bot seats play greedy.
    #[arg(long, conflicts_with = "level")]
    competitive: bool,
    /// Host on from a peer's copy of a game whose host went away (`join --save`); the seats
    /// keep their owners, so the others' tokens still hold theirs.
    #[arg(long, conflicts_with_all = ["level", "preset", "seats"])]
    from: Option<PathBuf>,
    /// With --from: this peer's seat token (its own seats are played by --bot here).
    #[arg(long, requires = "from")]
    token_file: Option<PathBuf>,
    /// Keep a copy of the game here after every applied decision (of a competitive match:
    /// its record with the seed, which only the host keeps).
    #[arg(long)]
    save: Option<PathBuf>,
    #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u8).range(1..=5))]
    players: u8,
    #[arg(long, default_value_t = 0)]
    seed: u64,
    #[arg(long, default_value_t = 5555)]
    port: u16,
    /// The local address to listen on (0.0.0.0: every network; 127.0.0.1: this computer only).
    #[arg(long, default_value = "0.0.0.0")]
    bind: std::net::IpAddr,
    /// One per player, in seat order: remote (a client takes it) or bot.
    #[arg(long, value_enum, value_delimiter = ',')]
    seats: Vec<net::SeatArg>,
    /// The bot that plays the bot seats.
    #[arg(long, default_value = mists_bot::STRONGEST)]
    bot: String,
    #[arg(long)]
    preset: Option<PathBuf>,
    /// Host over the internet with an invite code (iroh: through home routers, a relay when
    /// a direct path fails, encrypted) instead of a UDP port; the code is printed on stderr.
    #[arg(long)]
    code: bool,
    /// Also write the invite code to this file.
    #[arg(long, requires = "code")]
    code_file: Option<PathBuf>,
    /// Write the short code to this file once friends can find it (it needs a relay: iroh's
    /// with its lookup, or one's own with `--relay`).
    #[arg(long, requires = "code")]
    short_code_file: Option<PathBuf>,
    /// Seconds a remote seat's player may be away before the host's bot stands in (it
    /// hands the seat back when the player returns). Default: the seat waits.
    #[arg(long)]
    stand_in_after: Option<f32>,
    /// Milliseconds between the host's bot decisions, so people can follow (default 0).
    #[arg(long, default_value_t = 0)]
    bot_pace_ms: u32,
    /// Let a client that gets no seat stay and watch (default: it is told why and let go).
    #[arg(long)]
    spectators: bool,
    #[command(flatten)]
    p2p: net::P2pArgs,
    #[command(flatten)]
    table: table_args::TableArgs,
    #[arg(long)]
    json: bool,
}

// The arguments of `join`.
#[derive(Args)]
struct JoinArgs {
    #[arg(required_unless_present = "code")]
    server: Option<String>,
    /// The host's invite code, long or short (`K3QFM-2TXP7`).
    #[arg(long, conflicts_with = "server")]
    code: Option<String>,
    #[command(flatten)]
    p2p: net::P2pArgs,
    /// The seat to take (0 = the first player).
    #[arg(long, value_parser = clap::value_parser!(u8).range(0..5))]
    seat: Option<u8>,
    #[arg(long, default_value = mists_bot::STRONGEST)]
    bot: String,
    /// Milliseconds the bot takes over each of its answers (default 0).
    #[arg(long, default_value_t = 0)]
    bot_pace_ms: u32,
    #[arg(long, default_value = "mists-cli")]
    name: String,
    /// The seat token's file (made there if missing): the seat taken is bound to it, and
    /// only it takes that seat back after a drop. Without it, a new token each run.
    #[arg(long)]
    token_file: Option<std::path::PathBuf>,
    /// Keep a copy of the game here after every applied decision (to host on from it with
    /// `host --from` if the host goes away).
    #[arg(long)]
    save: Option<PathBuf>,
    #[arg(long)]
    json: bool,
}

// The arguments of `sim`.
#[derive(Args)]
struct SimArgs {
    #[arg(long, value_parser = clap::value_parser!(u8).range(1..=6), required_unless_present = "preset")]
    level: Option<u8>,
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u8).range(1..=5))]
    players: u8,
    #[arg(long, default_value_t = 100)]
    games: u64,
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// `planner` (strongest), `greedy` or `random`; `search` (the planner with playouts,
    /// see --budget); or `oracle`, a diagnostic that reads the hidden pile order (an
    /// optimistic bound, not a fair player).
    #[arg(long, default_value = mists_bot::STRONGEST)]
    bot: String,
    /// The search bot's budget per placement: playouts (`32`), milliseconds (`500ms`), or
    /// playouts within a time cap (`192/900ms`, the window's budget).
    #[arg(long)]
    budget: Option<mists_bot::mc::Budget>,
    /// The search bot's playouts stop after this many turns and are judged by the planner's
    /// evaluation (default: played to the end of the game).
    #[arg(long, requires = "budget")]
    horizon: Option<u32>,
    /// A level preset file instead of the built-in level; a competitive preset reports
    /// the mean score of each seat, every seat played by the bot (`greedy` or `random`).
    #[arg(long)]
    preset: Option<PathBuf>,
    #[arg(long)]
    json: bool,
}

/// Whether a preset file is a competitive one (an unreadable file is left to the caller).
fn competitive(path: &Path) -> bool {
    mists_board::input::read_text(path)
        .is_ok_and(|t| mists_rules::competitive::file::is_competitive(&t))
}

/// Run the command line: `args` as a process receives them, the program's name first (clap
/// names the program `mists-cli` in usage and errors whatever that first item is).
pub fn main_with<I, T>(args: I) -> ExitCode
where
    I: IntoIterator<Item = T>,
    T: Into<std::ffi::OsString> + Clone,
{
    let cli = match Cli::try_parse_from(args) {
        Ok(cli) => cli,
        Err(e) => return error::clap_exit(e),
    };
    match run(cli.command) {
        Ok(()) | Err(CliError::ClosedOutput) => ExitCode::SUCCESS,
        Err(e) => {
            // One line, whatever the cause (a message may quote a file's text).
            let _ = writeln!(
                std::io::stderr(),
                "error: {}",
                e.to_string().replace('\n', " ")
            );
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

pub(crate) fn dir_of(p: &Path) -> PathBuf {
    p.parent().map(Path::to_path_buf).unwrap_or_default()
}

fn print_state(s: &Snapshot, json: bool) -> Result<(), CliError> {
    if json {
        return out(&serde_json::to_string(s)?);
    }
    out(&format!(
        "level {} turn {}: {}{}",
        s.level,
        s.turn,
        s.status,
        s.reason.map(|r| format!(" ({r})")).unwrap_or_default()
    ))?;
    out(&format!(
        "totals {:?} of thresholds {:?}",
        s.totals, s.thresholds
    ))?;
    out(&format!(
        "ghosts: {} in supply, {} on the board, {} in the game",
        s.ghost_supply, s.ghosts_on_board, s.ghost_total
    ))?;
    out(&format!(
        "tiles: {} on the board, piles {:?} (active {}), {} discarded",
        s.cells.len(),
        s.piles,
        s.active_pile + 1,
        s.discarded
    ))?;
    if let Some(p) = &s.pending {
        out(&format!(
            "waiting for {:?} ({} options)",
            p.kind,
            p.options.len()
        ))?;
    }
    Ok(())
}

/// Run one subcommand: each has its own small function below.
fn run(cmd: Command) -> Result<(), CliError> {
    match cmd {
        Command::Tiles { file, json } => summarise_tiles(&file, json),
        Command::Check { file } => check::check(&file),
        Command::Host(args) => host_game(args),
        Command::Join(args) => join_game(args),
        Command::Turn { cmd } => turns::run(cmd, &assets()),
        Command::Relay {
            bind,
            quic_names,
            cert_out,
        } => net::relay(bind, &quic_names, cert_out.as_deref()),
        Command::Fuzz {
            decisions,
            files,
            seed,
            json,
        } => fuzz::run(&fuzz::Plan {
            decisions,
            files,
            seed,
            assets: assets(),
            json,
        }),
        Command::Play(args) => play_game(args),
        Command::Replay { file, until, json } => replay_record(&file, until, json),
        Command::Review {
            file,
            budget,
            seed,
            rounds,
            json,
        } => review::review(&file, budget, seed, rounds, json),
        Command::Danger {
            level,
            players,
            games,
            seed,
            bot,
            tries,
            horizon,
            json,
        } => danger::run(&danger::Run {
            preset: LevelConfig::builtin_path(&assets(), level),
            players,
            games,
            seed,
            bot,
            tries,
            horizon: danger::horizon(horizon.as_deref())?,
            json,
        }),
        Command::Sim(args) => simulate(args),
        Command::Daily { cmd } => Ok(daily::daily(cmd, &assets())?),
        Command::Stats { data, json } => Ok(daily::stats(data, json)?),
        Command::Legal { file, json } => legal_options(&file, json),
    }
}

/// `tiles`: the summary of a tile-set file.
fn summarise_tiles(file: &Path, json: bool) -> Result<(), CliError> {
    let set = TileSet::load(file)?;
    let s = set.summary();
    if json {
        return out(&serde_json::to_string(&s)?);
    }
    out(&format!(
        "{}: {} types, {} copies",
        s.name, s.types, s.copies
    ))?;
    out(&format!(
        "castles {}, cemeteries {}, villages {}, monasteries {}, water towers {}",
        s.castles, s.cemeteries, s.villages, s.monasteries, s.water_towers
    ))?;
    out(&format!(
        "misty copies {}, ghost symbols {} (+{} on the start tile)",
        s.misty, s.ghost_symbols, s.start_ghost_symbols
    ))?;
    out(&format!(
        "segments: city {}, road {}; coats of arms {}",
        s.city_segments, s.road_segments, s.coats_of_arms
    ))
}

/// `host`: the preset to serve (built-in, competitive or given) and the rest of the run.
fn host_game(a: HostArgs) -> Result<(), CliError> {
    let preset = match (a.preset, a.competitive) {
        (Some(p), _) => p,
        (None, true) => assets().join("levels/competitive.ron"),
        (None, false) => LevelConfig::builtin_path(&assets(), a.level.unwrap_or(1)),
    };
    net::host(&net::HostRun {
        table: a.table,
        competitive: a.competitive || competitive(&preset),
        from: a.from.map(|f| (f, a.token_file)),
        save: a.save,
        code: a.code.then_some((a.p2p, a.code_file)),
        short_code_file: a.short_code_file,
        stand_in_after: a.stand_in_after,
        bot_pace_ms: a.bot_pace_ms,
        spectators: a.spectators,
        bot: a.bot,
        bind: a.bind,
        preset,
        players: a.players,
        seed: a.seed,
        port: a.port,
        seats: if a.seats.is_empty() {
            vec![mists_net::SeatKind::Remote; a.players as usize]
        } else {
            a.seats.into_iter().map(Into::into).collect()
        },
        json: a.json,
    })
}

/// `join`: by invite code or at an address.
fn join_game(a: JoinArgs) -> Result<(), CliError> {
    // clap requires one of the two; an empty address is refused like a bad one.
    let to = match a.code {
        Some(c) => net::JoinTo::Code(c, a.p2p),
        None => net::JoinTo::Address(a.server.unwrap_or_default()),
    };
    let who = net::Joiner {
        seat: a.seat,
        bot: &a.bot,
        bot_pace_ms: a.bot_pace_ms,
        name: &a.name,
    };
    net::join(&to, who, a.token_file.as_deref(), a.save.as_deref(), a.json)
}

/// `play`: a competitive preset plays the competitive game, any other a cooperative one.
fn play_game(a: PlayArgs) -> Result<(), CliError> {
    let level = a.level;
    let preset_path = a
        .preset
        .unwrap_or_else(|| LevelConfig::builtin_path(&assets(), level.unwrap_or(1)));
    if competitive(&preset_path) {
        let policy = match a.policy {
            Policy::Random => competitive::Policy::Random,
            Policy::Greedy => competitive::Policy::Greedy,
            Policy::Search => competitive::Policy::Search,
            Policy::Planner => {
                return Err(CliError::CompetitiveBot("planner".into()));
            }
        };
        return competitive::play(&preset_path, a.players, a.seed, policy, a.record, a.json);
    }
    play_coop(
        &preset_path,
        a.players,
        a.seed,
        a.policy,
        a.record.as_deref(),
        a.json,
    )
}

/// A whole cooperative game of `preset_path` with `policy`: its record written to `record` if
/// given, its end printed.
fn play_coop(
    preset_path: &Path,
    players: Option<u8>,
    seed: u64,
    policy: Policy,
    record: Option<&Path>,
    json: bool,
) -> Result<(), CliError> {
    let (cfg, tiles) = load_preset(preset_path)?;
    let setup = match (players, &cfg.players) {
        (Some(n), _) => PlayerSetup::new(n),
        (None, Some(p)) => p.clone(),
        (None, None) => PlayerSetup::new(1),
    };
    let mut e =
        Engine::new(cfg.clone(), &tiles, &setup, seed).map_err(|source| CliError::Setup {
            file: preset_path.display().to_string(),
            source,
        })?;
    let decisions = play_out(&mut e, policy, seed)?;
    if let Some(file) = record {
        // The preset and tile set carried whole: the record loads wherever it is moved (issue 61).
        let rec = Record::whole(&cfg, &tiles, setup, seed, decisions);
        std::fs::write(file, rec.to_ron_checked()?).map_err(|source| CliError::Write {
            file: file.display().to_string(),
            source,
        })?;
    }
    print_state(&e.snapshot(), json)
}

/// Play `e` to its end with `policy` (seeded by `seed`); the decisions taken, in order.
fn play_out(
    e: &mut Engine,
    policy: Policy,
    seed: u64,
) -> Result<Vec<mists_rules::Decision>, CliError> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5EED_F00D);
    let mut bot = match policy {
        // The random policy keeps its own stream so existing records stay reproducible.
        Policy::Random => None,
        p => mists_bot::by_name(p.bot_name(), seed),
    };
    let mut decisions = Vec::new();
    while e.outcome().is_none() {
        let Some(p) = e.pending() else {
            return Err(CliError::Stuck);
        };
        let d = match bot.as_mut() {
            Some(b) => mists_bot::ask(b.as_mut(), mists_bot::Seat::of_engine(&*e), p),
            None => p.options[(rng.next_u64() % p.options.len() as u64) as usize],
        };
        e.decide(d).map_err(CliError::Refused)?;
        decisions.push(d);
    }
    Ok(decisions)
}

/// `replay`: the state at the end of a record (or after `until` decisions).
fn replay_record(file: &Path, until: Option<usize>, json: bool) -> Result<(), CliError> {
    let text = mists_board::input::read_text(file)?;
    if let Some(done) = competitive::replay(file, &text, until, json) {
        return done;
    }
    let rec = Record::load(file)?;
    let e = rec.replay(&dir_of(file), &file.display().to_string(), until)?;
    // The danger the window's gauges show there (issue 47), from the players' view; the
    // record's seed makes it repeatable.
    let view = mists_rules::PlayerView::new(e.table(), e.turn(), e.flow());
    let danger = mists_bot::odds::danger(
        &view,
        mists_bot::odds::DANGER_TRIES,
        mists_bot::odds::DANGER_HORIZON,
        rec.seed,
        None,
    );
    if json {
        let mut v = serde_json::to_value(e.snapshot())?;
        v["danger"] = match danger {
            Some(d) => serde_json::json!({"ghosts": d.ghosts_share(), "pile": d.pile_share()}),
            None => serde_json::Value::Null,
        };
        return out(&v.to_string());
    }
    print_state(&e.snapshot(), false)?;
    match danger {
        Some(d) => out(&format!(
            "danger: ghost supply runs out in {:.0} %, a pile runs dry in {:.0} % of {} continuations",
            100.0 * d.ghosts_share(),
            100.0 * d.pile_share(),
            d.tried
        )),
        None => Ok(()),
    }
}

/// `sim`: many seeded games of a level (or the competitive game of a competitive preset).
fn simulate(a: SimArgs) -> Result<(), CliError> {
    let level = a.level.unwrap_or(1);
    let preset = a
        .preset
        .unwrap_or_else(|| LevelConfig::builtin_path(&assets(), level));
    if competitive(&preset) {
        return competitive::sim(&preset, a.players.max(2), a.games, a.seed, &a.bot, a.json);
    }
    sim::sim(&sim::Run {
        level,
        players: a.players,
        games: a.games,
        seed: a.seed,
        bot: a.bot,
        budget: a.budget,
        horizon: a.horizon,
        preset,
        json: a.json,
    })
}

/// `legal`: the pending decision and its options at the end of a record.
fn legal_options(file: &Path, json: bool) -> Result<(), CliError> {
    let text = mists_board::input::read_text(file)?;
    if let Some(done) = competitive::legal(file, &text, json) {
        return done;
    }
    let rec = Record::load(file)?;
    let e = rec.replay(&dir_of(file), &file.display().to_string(), None)?;
    let pending = e.pending().cloned();
    if json {
        return out(&serde_json::to_string(&pending)?);
    }
    match pending {
        None => out("no decision pending (the game is over)"),
        Some(p) => {
            out(&format!("{:?}", p.kind))?;
            for o in p.options {
                out(&format!("  {o:?}"))?;
            }
            Ok(())
        }
    }
}
