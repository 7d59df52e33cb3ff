//! `mists-cli host` / `join`: a whole online game headless (docs/online.md). The host serves the
//! game and plays its bot seats; a client takes a seat and plays it with a bot. Each prints the
//! final state (the keys of `play --json`) when the game ends.

use crate::error::{CliError, out};
use mists_net::{Client, Host, NetError, SeatKind, client_app, host_app, run_until};
use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

/// How long a headless game may run before giving up (a seat nobody takes stops the game).
const PATIENCE: Duration = Duration::from_secs(1800);
/// Time between updates: a few round trips per decision stay well under a second.
const PACE: Duration = Duration::from_millis(2);

pub struct HostRun {
    pub preset: PathBuf,
    pub players: u8,
    pub seed: u64,
    pub port: u16,
    pub bind: std::net::IpAddr,
    pub seats: Vec<SeatKind>,
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
    if r.seats.len() != r.players as usize {
        return Err(NetError::Seats {
            named: r.seats.len(),
            players: r.players,
        }
        .into());
    }
    let bot =
        mists_bot::by_name(&r.bot, r.seed).ok_or_else(|| CliError::UnknownBot(r.bot.clone()))?;
    let h = Host::for_preset(&r.preset, r.players, r.seed, r.seats.clone(), bot)?;
    let bind = SocketAddr::new(r.bind, r.port);
    let (mut app, addr) = host_app(h, bind, 8)?;
    eprintln!(
        "hosting on port {} (join with: mists-cli join HOST:{})",
        addr.port(),
        addr.port()
    );
    run_until(&mut [&mut app], PATIENCE, PACE, "the game's end", |apps| {
        apps[0].world().resource::<Host>().game.is_over()
    })?;
    // Let the last announcements reach the clients before the socket closes.
    for _ in 0..200 {
        app.update();
        std::thread::sleep(Duration::from_millis(5));
    }
    let host = app.world().resource::<Host>();
    for r in &host.refusals {
        eprintln!("refused: {r}");
    }
    crate::print_state(&host.game.snapshot(), r.json)
}

pub fn join(
    server: &str,
    seat: Option<u8>,
    bot: &str,
    name: &str,
    json: bool,
) -> Result<(), CliError> {
    let addr: SocketAddr = std::net::ToSocketAddrs::to_socket_addrs(server)
        .map_err(|source| NetError::Address {
            addr: server.to_string(),
            source,
        })?
        .next()
        .ok_or_else(|| NetError::NoAddress(server.to_string()))?;
    let bot = mists_bot::by_name(bot, u64::from(seat.unwrap_or(0)))
        .ok_or_else(|| CliError::UnknownBot(bot.to_string()))?;
    let mut app = client_app(addr, Client::new(name, seat, Some(bot)))?;
    run_until(&mut [&mut app], PATIENCE, PACE, server, |apps| {
        let c = apps[0].world().resource::<Client>();
        c.is_over() || c.lost
    })?;
    if app.world().resource::<Client>().lost && !app.world().resource::<Client>().is_over() {
        return Err(NetError::Lost(server.to_string()).into());
    }
    let c = app.world().resource::<Client>();
    let game = c.game.as_ref().ok_or(CliError::Stuck)?;
    if !json {
        match c.seat {
            Some(s) => out(&format!("played seat {}", s + 1))?,
            None => out("watched (no seat was free)")?,
        }
    }
    crate::print_state(&game.snapshot(), json)
}
