//! `mists-cli host` / `join`: a whole online game headless (docs/online.md). The host serves the
//! game and plays its bot seats; a client takes a seat and plays it with a bot. Each prints the
//! final state (the keys of `play --json`) when the game ends.

use crate::error::CliError;
use mists_net::p2p::server::P2pServer;
use mists_net::p2p::{P2pConfig, Relays};
use mists_net::{Host, NetError, SeatKind, host_app, host_app_p2p, run_until};
use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

/// How long a headless game may run before giving up (a seat nobody takes stops the game).
const PATIENCE: Duration = Duration::from_secs(1800);
/// Time between updates: a few round trips per decision stay well under a second.
const PACE: Duration = Duration::from_millis(2);

mod join;
mod status;
pub use join::{Joiner, join};

/// How this computer joins the peer-to-peer network (host and join share these).
#[derive(clap::Args, Clone, Debug, Default)]
pub struct P2pArgs {
    /// One's own relay instead of the ones iroh ships with (repeat for several).
    #[arg(long = "relay")]
    relays: Vec<String>,
    /// No relay at all: direct connections only.
    #[arg(long, conflicts_with = "relays")]
    no_relay: bool,
    /// Never a direct path, only the relay.
    #[arg(long, conflicts_with = "no_relay")]
    relay_only: bool,
    /// Do not publish or look up addresses through iroh's DNS service (the code carries them).
    #[arg(long)]
    no_discovery: bool,
    /// The local address to bind (default: every interface).
    #[arg(long)]
    p2p_bind: Option<SocketAddr>,
    /// Trust this certificate (DER, from `mists-cli relay --cert-out`) for one's own relay.
    #[arg(long)]
    relay_cert: Vec<PathBuf>,
}

impl P2pArgs {
    fn config(&self) -> Result<P2pConfig, CliError> {
        let relays = if self.no_relay {
            Relays::Disabled
        } else if self.relays.is_empty() {
            Relays::Default
        } else {
            Relays::Custom(mists_net::p2p::relay_urls(&self.relays).map_err(NetError::from)?)
        };
        let relay_certs = self
            .relay_cert
            .iter()
            .map(|p| {
                std::fs::read(p).map_err(|source| CliError::ReadFile {
                    file: p.display().to_string(),
                    source,
                })
            })
            .collect::<Result<_, _>>()?;
        Ok(P2pConfig {
            relays,
            discovery: !self.no_discovery,
            bind: self.p2p_bind,
            relay_only: self.relay_only,
            relay_certs,
        })
    }
}

/// Where `join` goes.
pub enum JoinTo {
    Code(String, P2pArgs),
    Address(String),
}

pub struct HostRun {
    /// Host on from this copy (of a competitive match: the host's own `--save`), with this
    /// peer's token file.
    pub from: Option<(PathBuf, Option<PathBuf>)>,
    /// Keep a copy of the game here after every applied decision.
    pub save: Option<PathBuf>,
    /// Over iroh with an invite code (and where else to write the code), instead of a port.
    pub code: Option<(P2pArgs, Option<PathBuf>)>,
    /// Where to write the short code once friends can find it (issue 50).
    pub short_code_file: Option<PathBuf>,
    pub stand_in_after: Option<f32>,
    pub bot_pace_ms: u32,
    /// Whether a client with no seat may watch.
    pub spectators: bool,
    pub preset: PathBuf,
    pub players: u8,
    pub seed: u64,
    pub port: u16,
    pub bind: std::net::IpAddr,
    pub seats: Vec<SeatKind>,
    /// The competitive game (RULES §20) of `preset`; its bot seats play greedy.
    pub competitive: bool,
    /// Rule switches and colours (co-op).
    pub table: crate::table_args::TableArgs,
    /// The bot that plays the bot seats.
    pub bot: String,
    pub json: bool,
}

/// A seat as `--seats remote,bot,…` names it.
#[derive(Clone, Copy, Debug, clap::ValueEnum)]
pub enum SeatArg {
    /// A client takes it.
    Remote,
    /// The host's bot plays it.
    Bot,
}

impl From<SeatArg> for SeatKind {
    fn from(s: SeatArg) -> SeatKind {
        match s {
            SeatArg::Remote => SeatKind::Remote,
            SeatArg::Bot => SeatKind::Bot,
        }
    }
}

pub fn host(r: &HostRun) -> Result<(), CliError> {
    // Started first: the short code's readiness is timed from here (docs/online.md).
    let mut status = status::HostStatus::new(r.json, r.short_code_file.clone());
    let mut h = make_host(r)?;
    h.stand_in_after = r.stand_in_after;
    h.bot_pace = r.bot_pace_ms as f32 / 1000.0;
    h.spectators = r.spectators;
    let mut app = match &r.code {
        Some((p2p, file)) => serve_code(h, p2p, file.as_deref())?,
        None => {
            let bind = SocketAddr::new(r.bind, r.port);
            let (app, addr) = host_app(h, bind, 8)?;
            eprintln!(
                "hosting on port {} (join with: mists-cli join HOST:{})",
                addr.port(),
                addr.port()
            );
            app
        }
    };
    let mut saved = None;
    let mut save_error = None;
    let mut status_error = None;
    let mut away_said = Vec::new();
    run_until(&mut [&mut app], PATIENCE, PACE, "the game's end", |apps| {
        if let Some(server) = apps[0].world().get_resource::<P2pServer>()
            && let Err(e) = status.watch(server)
        {
            status_error = Some(e);
            return true;
        }
        let host = apps[0].world().resource::<Host>();
        say_away(&mut away_said, host.away(), r.json);
        if let Some(path) = &r.save
            && saved != Some(host.game.applied())
        {
            saved = Some(host.game.applied());
            if let Err(e) = host.copy().save(path) {
                save_error = Some((path.clone(), e));
            }
        }
        host.game.is_over() || save_error.is_some()
    })?;
    if let Some(e) = status_error {
        return Err(e);
    }
    if let Some((path, source)) = save_error {
        return Err(CliError::Write {
            file: path.display().to_string(),
            source,
        });
    }
    // Let the last announcements reach the clients before the socket closes.
    for _ in 0..200 {
        app.update();
        std::thread::sleep(Duration::from_millis(5));
    }
    let host = app.world().resource::<Host>();
    for r in &host.refusals {
        eprintln!("refused: {r}");
    }
    print_game(&host.game, r.json)
}

/// Issue 63: each seat whose player went silent (a blip: the connection is kept) or is heard
/// again, said once on stderr; with `--json` also a status line `{"away": [seats]}` (counted
/// from 1; empty once everyone is heard again).
fn say_away(said: &mut Vec<bool>, now: Vec<bool>, json: bool) {
    if *said == now || (said.is_empty() && !now.contains(&true)) {
        *said = now;
        return;
    }
    for (i, &away) in now.iter().enumerate() {
        if said.get(i).copied().unwrap_or(false) != away {
            let word = if away {
                "is away (nothing heard for 5 s; the seat waits)"
            } else {
                "is back"
            };
            eprintln!("seat {}'s player {word}", i + 1);
        }
    }
    if json {
        let seats: Vec<usize> = (1..=now.len()).filter(|&n| now[n - 1]).collect();
        println!("{}", serde_json::json!({ "away": seats }));
    }
    *said = now;
}

/// The final state of either game, as `play` prints it.
fn print_game(game: &mists_net::Game, json: bool) -> Result<(), CliError> {
    match game {
        mists_net::Game::Coop(g) => crate::print_state(&g.snapshot(), json),
        mists_net::Game::Competitive(g) => crate::competitive::print(&g.m.snapshot(), json),
    }
}

/// The host of `r`: a new game (co-op or competitive), or one on from a copy (a co-op peer's,
/// or a competitive host's own save).
fn make_host(r: &HostRun) -> Result<Host, CliError> {
    let table = &r.table;
    if (r.competitive || r.from.is_some()) && (!table.set.is_empty() || table.colours.is_some()) {
        return Err(CliError::Args(
            "--set and --colours are for a new cooperative game".into(),
        ));
    }
    if r.competitive && r.from.is_none() {
        return Ok(Host::competitive(
            &r.preset,
            r.players,
            r.seed,
            r.seats.clone(),
        )?);
    }
    let bot =
        mists_bot::by_name(&r.bot, r.seed).ok_or_else(|| CliError::UnknownBot(r.bot.clone()))?;
    Ok(match &r.from {
        Some((copy, token)) => {
            let copy = mists_net::GameCopy::load(copy).map_err(NetError::from)?;
            let me = token
                .as_deref()
                .map(mists_net::SeatToken::load_or_create)
                .transpose()?;
            Host::from_copy(&copy, me.as_ref(), SeatKind::Bot, bot)?
        }
        None => {
            if r.seats.len() != r.players as usize {
                return Err(NetError::Seats {
                    named: r.seats.len(),
                    players: r.players,
                }
                .into());
            }
            let mut cfg = mists_rules::level::LevelConfig::load(&r.preset)?;
            r.table.apply(&mut cfg)?;
            let players = r.table.players(r.players)?;
            let dir = r.preset.parent().unwrap_or(std::path::Path::new("."));
            Host::for_config(cfg, dir, players, r.seed, r.seats.clone(), bot)?
        }
    })
}

/// Serve `h` over iroh and print its invite code (and where it can be reached).
fn serve_code(
    h: Host,
    p2p: &P2pArgs,
    file: Option<&std::path::Path>,
) -> Result<mists_net::App, CliError> {
    let (app, invite) = host_app_p2p(h, &p2p.config()?)?;
    let code = invite.code();
    eprintln!("invite code: {code}");
    // Whether it can be reached, and the short code, follow as the endpoint finds out
    // (`status.rs`).
    if let Some(path) = file {
        write_code(path, &code)?;
    }
    Ok(app)
}

/// Write the code whole or not at all (a reader polling the file never sees half a code).
fn write_code(path: &std::path::Path, code: &str) -> Result<(), CliError> {
    mists_net::copy::write_whole(path, format!("{code}\n").as_bytes()).map_err(|source| {
        CliError::Write {
            file: path.display().to_string(),
            source,
        }
    })
}

/// Serve a relay until killed.
#[cfg(feature = "relay-server")]
pub fn relay(
    bind: SocketAddr,
    quic_names: &[String],
    cert_out: Option<&std::path::Path>,
) -> Result<(), CliError> {
    let relay = mists_net::p2p::relay::Relay::start(bind, quic_names).map_err(NetError::from)?;
    if let (Some(path), Some(cert)) = (cert_out, &relay.cert) {
        mists_net::copy::write_whole(path, cert).map_err(|source| CliError::Write {
            file: path.display().to_string(),
            source,
        })?;
    }
    eprintln!(
        "relay serving at {} (players pass --relay {})",
        relay.url, relay.url
    );
    loop {
        std::thread::park();
    }
}

/// The shipped game file runs the tools without the relay server: say how to get one.
#[cfg(not(feature = "relay-server"))]
pub fn relay(
    _bind: SocketAddr,
    _quic_names: &[String],
    _cert_out: Option<&std::path::Path>,
) -> Result<(), CliError> {
    Err(CliError::NoRelayServer)
}
