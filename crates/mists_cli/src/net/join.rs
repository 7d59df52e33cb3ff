//! `mists-cli join`: take a seat in a host's game (by invite code or address), play it with a
//! bot, keep a copy if asked, and print the final state.

use super::{JoinTo, PACE, PATIENCE, print_game};
use crate::error::{CliError, out};
use mists_net::p2p::Invite;
use mists_net::p2p::door::knock_blocking;
use mists_net::p2p::short_code::ShortCode;
use mists_net::{Client, NetError, client_app, client_app_p2p, run_until};
use std::net::SocketAddr;
use std::time::Duration;

/// Who joins: the seat wanted (any free one if None), the bot that plays it and the time it
/// takes over each answer, the name the others see.
pub struct Joiner<'a> {
    pub seat: Option<u8>,
    pub bot: &'a str,
    pub bot_pace_ms: u32,
    pub name: &'a str,
}

/// Join the game `to` names as `who`, with a seat token from `token_file` (a new one if
/// None), play it and print the final state.
pub fn join(
    to: &JoinTo,
    who: Joiner,
    token_file: Option<&std::path::Path>,
    save: Option<&std::path::Path>,
    json: bool,
) -> Result<(), CliError> {
    let token = match token_file {
        Some(path) => mists_net::SeatToken::load_or_create(path),
        None => mists_net::SeatToken::random(),
    }?;
    let seat = who.seat;
    let bot = mists_bot::by_name(who.bot, u64::from(seat.unwrap_or(0)))
        .ok_or_else(|| CliError::UnknownBot(who.bot.to_string()))?;
    let mut client = Client::new(who.name, seat, token, Some(bot));
    client.bot_pace = who.bot_pace_ms as f32 / 1000.0;
    let (mut app, server) = connect(to, client)?;
    let server = server.as_str();
    let start = std::time::Instant::now();
    wait_for_welcome(&mut app, server)?;
    let welcomed = start.elapsed();
    let direct_at = play_to_end(&mut app, server, save, start)?;
    if mists_net::path_is_direct(&app).is_some() {
        let path = match direct_at {
            Some(t) => format!("a direct path from {} ms on", t.as_millis()),
            None => "through the relay throughout".to_string(),
        };
        eprintln!(
            "welcomed {} ms after starting; {path}",
            welcomed.as_millis()
        );
    }
    let c = app.world().resource::<Client>();
    let game = c.game.as_ref().ok_or(CliError::Stuck)?;
    if !json {
        match c.seat {
            Some(s) => out(&format!("played seat {}", s + 1))?,
            None => out("watched (no seat was free)")?,
        }
    }
    print_game(game, json)
}

/// The client's app, connected to the host `to` names, and how to name that host in errors.
fn connect(to: &JoinTo, client: Client) -> Result<(mists_net::App, String), CliError> {
    Ok(match to {
        JoinTo::Code(code, p2p) => {
            let cfg = p2p.config()?;
            let invite = if ShortCode::looks_short(code) {
                // The short code's door hands over the long invitation (issue 50).
                eprintln!("knocking at the door of {code}…");
                let started = std::time::Instant::now();
                let invite = knock_blocking(code, &cfg).map_err(CliError::Knock)?;
                eprintln!(
                    "the short code was accepted {} ms after starting",
                    started.elapsed().as_millis()
                );
                invite
            } else {
                Invite::parse(code)
                    .map_err(|e| NetError::from(mists_net::p2p::P2pError::from(e)))?
            };
            (
                client_app_p2p(&invite, client, &cfg)?,
                "the host".to_string(),
            )
        }
        JoinTo::Address(server) => {
            let addr: SocketAddr = std::net::ToSocketAddrs::to_socket_addrs(server.as_str())
                .map_err(|source| NetError::Address {
                    addr: server.to_string(),
                    source,
                })?
                .next()
                .ok_or_else(|| NetError::NoAddress(server.to_string()))?;
            (client_app(addr, client)?, server.clone())
        }
    })
}

/// Run until the host welcomes the client (with a game to follow), or says why not.
fn wait_for_welcome(app: &mut mists_net::App, server: &str) -> Result<(), CliError> {
    let closed = mists_net::connection_closed;
    run_until(&mut [&mut *app], PATIENCE, PACE, server, |apps| {
        let c = apps[0].world().resource::<Client>();
        c.game.is_some() || c.lost || c.let_go.is_some() || closed(apps[0]).is_some()
    })?;
    if let Some(why) = &app.world().resource::<Client>().let_go {
        return Err(NetError::LetGo(why.clone()).into());
    }
    if app.world().resource::<Client>().game.is_none()
        && let Some(why) = closed(app)
    {
        return Err(NetError::Closed(why).into());
    }
    Ok(())
}

/// The lines on stderr while a lost connection is dialled again (issue 63): once when it is lost,
/// every 10 s while it lasts, once when the host welcomes this seat back.
#[derive(Default)]
struct Redial {
    /// When the loss was seen, and the last whole ten seconds reported.
    lost: Option<(std::time::Instant, u64)>,
}

impl Redial {
    fn say(&mut self, app: &mists_net::App) {
        let back = !app.world().resource::<Client>().reconnecting;
        match (&mut self.lost, mists_net::redialling(app)) {
            (None, Some(_)) => {
                let limit = mists_net::p2p::client::REDIAL_FOR.as_secs();
                eprintln!(
                    "the connection to the host was lost: reconnecting (for up to {limit} s)…"
                );
                self.lost = Some((std::time::Instant::now(), 0));
            }
            (Some((_, said)), Some(d)) if d.as_secs() / 10 > *said => {
                *said = d.as_secs() / 10;
                eprintln!("reconnecting… {} s", d.as_secs());
            }
            (Some((at, _)), None) if back => {
                eprintln!(
                    "reconnected: welcomed back {} s after the loss",
                    at.elapsed().as_secs()
                );
                self.lost = None;
            }
            _ => {}
        }
    }
}

/// Play until the game ends, keeping a copy at `save` after every applied decision; when the
/// path to the host first became direct (since `start`), if it did.
fn play_to_end(
    app: &mut mists_net::App,
    server: &str,
    save: Option<&std::path::Path>,
    start: std::time::Instant,
) -> Result<Option<Duration>, CliError> {
    let closed = mists_net::connection_closed;
    // When the path first became direct (iroh starts on the relay and moves over once holes are
    // punched).
    let mut direct_at = None;
    let (mut saved, mut save_error) = (None, None);
    let mut redial = Redial::default();
    run_until(&mut [&mut *app], PATIENCE, PACE, server, |apps| {
        if direct_at.is_none() && mists_net::path_is_direct(apps[0]) == Some(true) {
            direct_at = Some(start.elapsed());
        }
        redial.say(apps[0]);
        let c = apps[0].world().resource::<Client>();
        let applied = c.game.as_ref().map(|g| g.applied());
        if let (Some(path), Some(copy)) = (save, c.copy())
            && saved != applied
        {
            saved = applied;
            if let Err(e) = copy.save(path) {
                save_error = Some((path.to_path_buf(), e));
            }
        }
        c.is_over() || c.lost || closed(apps[0]).is_some() || save_error.is_some()
    })?;
    if let Some((path, source)) = save_error {
        return Err(CliError::Write {
            file: path.display().to_string(),
            source,
        });
    }
    if app.world().resource::<Client>().lost && !app.world().resource::<Client>().is_over() {
        return Err(NetError::Lost(server.to_string()).into());
    }
    Ok(direct_at)
}
