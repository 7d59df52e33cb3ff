//! Joining an online game from the lobby: connect by invite code or address, wait for the
//! host's welcome (as long as the transport may take to dial), then start the table; say why
//! when no answer comes or the host gives no seat.

use super::lobby::{Form, LobbyError, p2p_config, say, table_of};
use super::{go_online, start_table};
use crate::i18n::Tr;
use bevy::prelude::*;
use bevy::window::RequestRedraw;
use mists_net::Client;
use mists_net::p2p::Invite;
use mists_net::p2p::door::KnockError;
use mists_net::p2p::short_code::ShortCode;
use std::net::{SocketAddr, ToSocketAddrs};
use std::time::{Duration, Instant};

/// How long a join at an address waits for the host's answer; by code it waits as long as iroh
/// may take to dial (hole punching or the relay), and a little more for the welcome.
const PATIENCE: Duration = Duration::from_secs(10);
const CODE_PATIENCE: Duration =
    Duration::from_secs(mists_net::p2p::client::DIAL_WITHIN.as_secs() + 5);

/// Waiting for the host's welcome since then.
#[derive(Resource)]
pub struct Joining {
    pub(super) since: Instant,
    /// Who is asked, in words ("127.0.0.1:5555", "the host").
    pub(super) addr: String,
    pub(super) sharing: super::seats::Sharing,
}

/// Finding the game behind a short code (issue 50): the door's answer comes from the network's
/// runtime; the client is made when it does.
#[derive(Resource)]
pub struct Knocking {
    answer: std::sync::Mutex<std::sync::mpsc::Receiver<Result<Invite, KnockError>>>,
}

/// Join by the form's invite code (`code`: long, or short through its door), or at its address
/// on this network.
pub(super) fn join(world: &mut World, code: bool) -> Result<(), LobbyError> {
    let form = world.resource::<Form>();
    if code && ShortCode::looks_short(&form.code) {
        // Read before anything is dialled: a mistyped short code changes nothing.
        ShortCode::parse(&form.code)?;
        let (text, cfg) = (form.code.clone(), p2p_config());
        let (tx, rx) = std::sync::mpsc::channel();
        mists_net::p2p::runtime()
            .map_err(mists_net::NetError::from)?
            .spawn(async move {
                let _ = tx.send(mists_net::p2p::door::knock(&text, &cfg).await);
            });
        world.insert_resource(Knocking {
            answer: std::sync::Mutex::new(rx),
        });
        world.resource_mut::<Form>().status = None;
        return Ok(());
    }
    // Read before anything is opened: a mistyped code or address changes nothing.
    let to = if code {
        Err(Invite::parse(&form.code)?)
    } else {
        let text = form.address.trim().to_string();
        let addr: SocketAddr = text
            .to_socket_addrs()
            .ok()
            .and_then(|mut a| a.next())
            .ok_or_else(|| LobbyError::Address(text.clone()))?;
        Ok((addr, text))
    };
    connect(world, to)
}

/// Take a seat in the game `to` names (an invitation, or an address and its text).
fn connect(world: &mut World, to: Result<(SocketAddr, String), Invite>) -> Result<(), LobbyError> {
    let form = world.resource::<Form>();
    let name = match form.name.trim() {
        "" => "?".to_string(),
        n => n.to_string(),
    };
    // The seat taken is bound to this computer's token, so only this player gets it back.
    let token = match crate::storage::data_dir() {
        Some(dir) => mists_net::SeatToken::load_or_create(&dir.join("seat-token"))?,
        None => mists_net::SeatToken::random()?,
    };
    let client = Client::new(&name, form.seat, token, None);
    let (addr, sharing) = match to {
        Ok((addr, text)) => {
            mists_net::connect(world, addr, client)?;
            (text.clone(), super::seats::Sharing::Address(text))
        }
        Err(invite) => {
            mists_net::connect_p2p(world, &invite, client, &p2p_config())?;
            let tr = world.resource::<Tr>();
            (
                tr!(tr, "online-the-host"),
                super::seats::Sharing::Code(invite.code()),
            )
        }
    };
    world.insert_resource(Joining {
        since: Instant::now(),
        addr,
        sharing,
    });
    world.resource_mut::<Form>().status = None;
    go_online(world);
    Ok(())
}

/// While a short code's door is asked: its invitation joins the game; a refusal is said.
pub fn wait_for_door(world: &mut World) {
    let Some(knocking) = world.get_resource::<Knocking>() else {
        return;
    };
    let polled = knocking.answer.lock().map(|rx| rx.try_recv()).ok();
    let got = match polled {
        Some(Ok(got)) => got,
        Some(Err(std::sync::mpsc::TryRecvError::Empty)) => {
            world.write_message(RequestRedraw);
            return;
        }
        _ => Err(KnockError::Local("the network stopped".into())),
    };
    world.remove_resource::<Knocking>();
    let result = match got {
        Ok(invite) => connect(world, Err(invite)).map_err(|e| {
            let tr = world.resource::<Tr>();
            tr!(tr, "online-error", error = e.to_string())
        }),
        Err(e) => Err(knock_text(world.resource::<Tr>(), &e)),
    };
    if let Err(text) = result {
        warn!("{text}");
        mists_net::stop(world);
        say(world, text);
    }
}

/// Why a short code did not open a game, in the player's words.
pub(super) fn knock_text(tr: &Tr, e: &KnockError) -> String {
    match e {
        KnockError::Code(_) => tr!(tr, "online-short-mistyped"),
        KnockError::NoLookup => tr!(tr, "online-short-no-lookup"),
        KnockError::NoAnswer(_) => tr!(tr, "online-short-no-answer"),
        KnockError::Wrong(left) => tr!(tr, "online-short-wrong", left = *left as usize),
        KnockError::Retired => tr!(tr, "online-short-retired-join"),
        KnockError::Full => tr!(tr, "online-short-full"),
        KnockError::Broken(why) | KnockError::Local(why) => {
            tr!(tr, "online-error", error = why.clone())
        }
    }
}

/// While joining: the host's welcome starts the table; no answer in 10 s gives up.
pub fn wait_for_welcome(world: &mut World) {
    let Some(joining) = world.get_resource::<Joining>() else {
        return;
    };
    let (since, addr, sharing) = (joining.since, joining.addr.clone(), joining.sharing.clone());
    let patience = match sharing {
        super::seats::Sharing::Code(_) => CODE_PATIENCE,
        super::seats::Sharing::Address(_) => PATIENCE,
    };
    world.write_message(RequestRedraw);
    let game = world.get_resource::<Client>().and_then(|c| c.game.as_ref());
    let competitive = super::competitive::is_match(game);
    let welcomed = game.and_then(table_of);
    if competitive {
        world.remove_resource::<Joining>();
        world.insert_resource(sharing);
        super::competitive::begin(world);
    } else if let Some((sim, tiles)) = welcomed {
        world.remove_resource::<Joining>();
        world.insert_resource(sharing);
        start_table(world, sim, tiles);
    } else if let Some(why) = world
        .get_resource::<Client>()
        .and_then(|c| c.let_go.clone())
    {
        // The host has no seat for this player and takes no watchers.
        let tr = world.resource::<Tr>();
        let text = let_go_text(tr, &why);
        warn!("{text}");
        mists_net::stop(world);
        world.remove_resource::<Joining>();
        say(world, text);
    } else if since.elapsed() > patience {
        let tr = world.resource::<Tr>();
        let text = tr!(tr, "online-no-answer", addr = addr);
        warn!("{text}");
        mists_net::stop(world);
        world.remove_resource::<Joining>();
        say(world, text);
    }
}

/// Why the host gave this player no seat, in their language.
fn let_go_text(tr: &Tr, why: &mists_net::seats::SeatRefusal) -> String {
    use mists_net::seats::SeatRefusal as R;
    let why = match why {
        R::Owned(n) => tr!(tr, "online-seat-owned", n = n),
        R::NotRemote(n) => tr!(tr, "online-seat-not-remote", n = n),
        R::NoSuchSeat(n) => tr!(tr, "online-no-such-seat", n = n),
        R::Full => tr!(tr, "online-seats-full"),
    };
    tr!(tr, "online-let-go", why = why)
}
