//! A client's side of the iroh backend: dial the host named by an invite code, show the game's
//! secret, then move frames between the stream and replicon's queues.

use super::frame::{read_frame, write_frame};
use super::{ALPN, Invite, P2pConfig, P2pError, SECRET_CHANNEL};
use bevy::prelude::*;
use bevy_replicon::prelude::*;
use iroh::Endpoint;
use std::sync::Mutex;
use std::time::Duration;
use tokio::sync::mpsc;

/// How long dialling may take (hole punching, or the relay) before the join fails.
pub const DIAL_WITHIN: Duration = Duration::from_secs(20);

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        PreUpdate,
        // "Connecting" first: when the connection is made before the client's first frame (a
        // window's frame can come late), `receive` sets "connected" in the same frame, and the
        // later of the two must be that one (else the client waited in "connecting" forever and
        // a window joining by code was never welcomed).
        (
            connecting.run_if(resource_added::<P2pClient>),
            receive.run_if(resource_exists::<P2pClient>),
            disconnected.run_if(resource_removed::<P2pClient>),
        )
            .chain()
            .in_set(ClientSystems::ReceivePackets),
    )
    .add_systems(
        PostUpdate,
        send.run_if(resource_exists::<P2pClient>)
            .in_set(ClientSystems::SendPackets),
    );
}

type Frame = (u8, Vec<u8>);

enum Event {
    Connected {
        direct: bool,
    },
    Frame(Frame),
    /// The connection was lost to the network (why): dialling again.
    Redialling(String),
    Closed(String),
}

/// The client's endpoint and its connection to the host.
#[derive(Resource)]
pub struct P2pClient {
    endpoint: Endpoint,
    out: mpsc::UnboundedSender<Frame>,
    events: Mutex<mpsc::UnboundedReceiver<Event>>,
    /// Why the connection closed (or could not be made), once it has.
    pub closed: Option<String>,
    /// Whether the host was reached directly (else through the relay), once connected.
    pub direct: Option<bool>,
    /// Since when the lost connection is being dialled again ([`REDIAL_FOR`] at most).
    pub redialling: Option<std::time::Instant>,
    conn: std::sync::Arc<Mutex<Option<iroh::endpoint::Connection>>>,
}

impl P2pClient {
    pub fn endpoint(&self) -> &Endpoint {
        &self.endpoint
    }

    /// Whether the path in use now is direct (hole punched, or on one network) rather than the
    /// relay; None before the connection is made. iroh starts on the relay and moves to a
    /// direct path as soon as one works.
    pub fn direct_now(&self) -> Option<bool> {
        let conn = self.conn.lock().ok()?;
        let conn = conn.as_ref()?;
        Some(conn.paths().iter().any(|p| p.is_ip() && p.is_selected()))
    }
}

/// Open an endpoint and start dialling the host of `invite`; the client resource to insert.
pub fn start(invite: &Invite, cfg: &P2pConfig) -> Result<P2pClient, P2pError> {
    let rt = super::runtime()?;
    let endpoint = rt.block_on(super::bind(cfg, false))?;
    let (out, rx) = mpsc::unbounded_channel();
    let (tx, events) = mpsc::unbounded_channel();
    let conn = std::sync::Arc::new(Mutex::new(None));
    rt.spawn(run(endpoint.clone(), invite.clone(), rx, tx, conn.clone()));
    Ok(P2pClient {
        endpoint,
        out,
        events: Mutex::new(events),
        closed: None,
        direct: None,
        redialling: None,
        conn,
    })
}

/// How long a client whose connection was lost redials its host before giving up (issue 63):
/// twice the idle timeout that found the loss, so an outage up to a minute and a half long in
/// all is ridden out; then the window offers what it offers for a lost host.
pub const REDIAL_FOR: Duration = Duration::from_secs(60);

/// The pause between two dials while redialling.
const REDIAL_EVERY: Duration = Duration::from_secs(1);

type Dialled = (
    iroh::endpoint::Connection,
    iroh::endpoint::SendStream,
    iroh::endpoint::RecvStream,
);

/// Dial the host of `invite` and show it the game's secret, within `within`.
async fn dial(endpoint: &Endpoint, invite: &Invite, within: Duration) -> Result<Dialled, String> {
    let dialled = tokio::time::timeout(within, async {
        let conn = endpoint
            .connect(invite.addr.clone(), ALPN)
            .await
            .map_err(|e| e.to_string())?;
        let (mut send, recv) = conn.open_bi().await.map_err(|e| e.to_string())?;
        write_frame(&mut send, SECRET_CHANNEL, &invite.secret)
            .await
            .map_err(|e| e.to_string())?;
        Ok::<_, String>((conn, send, recv))
    })
    .await;
    match dialled {
        Ok(Ok(c)) => Ok(c),
        Ok(Err(e)) => Err(format!("cannot reach the host: {e}")),
        Err(_) => Err(format!(
            "no answer from the host within {} s",
            within.as_secs()
        )),
    }
}

/// Dial; on a connection lost to the network (not closed by either side), dial again with the
/// same secret for up to [`REDIAL_FOR`], the client's hello (with its seat token) then taking its
/// seat back and the host's welcome bringing what was missed.
async fn run(
    endpoint: Endpoint,
    invite: Invite,
    mut out: mpsc::UnboundedReceiver<Frame>,
    events: mpsc::UnboundedSender<Event>,
    shared: std::sync::Arc<Mutex<Option<iroh::endpoint::Connection>>>,
) {
    let mut lost_at: Option<tokio::time::Instant> = None;
    loop {
        let within = match lost_at {
            None => DIAL_WITHIN,
            Some(t) => REDIAL_FOR.saturating_sub(t.elapsed()).min(DIAL_WITHIN),
        };
        let (conn, send, recv) = match dial(&endpoint, &invite, within).await {
            Ok(c) => c,
            Err(why) => match lost_at {
                Some(t) if t.elapsed() + REDIAL_EVERY < REDIAL_FOR => {
                    tokio::time::sleep(REDIAL_EVERY).await;
                    continue;
                }
                Some(_) => {
                    let why = format!(
                        "the connection was lost and redialling for {} s found no host ({why})",
                        REDIAL_FOR.as_secs()
                    );
                    let _ = events.send(Event::Closed(why));
                    return;
                }
                None => {
                    let _ = events.send(Event::Closed(why));
                    return;
                }
            },
        };
        let direct = conn.paths().iter().any(|p| p.is_ip() && p.is_selected());
        if let Ok(mut s) = shared.lock() {
            *s = Some(conn.clone());
        }
        let _ = events.send(Event::Connected { direct });
        let (why, lost) = pump(&conn, send, recv, &mut out, &events).await;
        if !lost {
            let _ = events.send(Event::Closed(why));
            return;
        }
        lost_at = Some(tokio::time::Instant::now());
        let _ = events.send(Event::Redialling(why));
    }
}

/// Move frames both ways until the connection ends: why, and whether it was lost to the network
/// (silence past the idle timeout, a reset) rather than closed by the host or by this client.
/// Reading runs in a task of its own (a frame half read is never dropped by the select).
async fn pump(
    conn: &iroh::endpoint::Connection,
    mut send: iroh::endpoint::SendStream,
    recv: iroh::endpoint::RecvStream,
    out: &mut mpsc::UnboundedReceiver<Frame>,
    events: &mpsc::UnboundedSender<Event>,
) -> (String, bool) {
    use iroh::endpoint::ConnectionError as E;
    let mut reader = tokio::spawn(read_all(recv, events.clone(), conn.clone()));
    let ended = loop {
        tokio::select! {
            ended = &mut reader => break ended.ok().flatten(),
            sent = out.recv() => match sent {
                // A broken connection is the reader's to report.
                Some((ch, body)) => { let _ = write_frame(&mut send, ch, &body).await; }
                None => {
                    reader.abort();
                    let _ = send.finish();
                    break None;
                }
            },
        }
    };
    match ended {
        None => ("this client stopped".to_string(), false),
        // The host's reason, if it gave one (a wrong code, a full game, the end).
        Some(Some(E::ApplicationClosed(c))) => {
            (String::from_utf8_lossy(&c.reason).into_owned(), false)
        }
        Some(Some(e @ (E::TimedOut | E::Reset | E::ConnectionClosed(_)))) => (e.to_string(), true),
        Some(Some(e)) => (e.to_string(), false),
        Some(None) => ("the host closed the connection".to_string(), false),
    }
}

/// Hand every frame read to the client; when the stream ends, why the connection closed (None:
/// the client stopped listening).
async fn read_all(
    mut recv: iroh::endpoint::RecvStream,
    events: mpsc::UnboundedSender<Event>,
    conn: iroh::endpoint::Connection,
) -> Option<Option<iroh::endpoint::ConnectionError>> {
    loop {
        match read_frame(&mut recv).await {
            Ok(frame) => {
                if events.send(Event::Frame(frame)).is_err() {
                    return None;
                }
            }
            Err(_) => return Some(conn.close_reason()),
        }
    }
}

fn connecting(mut state: ResMut<NextState<ClientState>>) {
    state.set(ClientState::Connecting);
}

fn disconnected(mut state: ResMut<NextState<ClientState>>) {
    state.set(ClientState::Disconnected);
}

fn receive(
    mut client: ResMut<P2pClient>,
    mut messages: ResMut<ClientMessages>,
    mut state: ResMut<NextState<ClientState>>,
    channels: Res<RepliconChannels>,
) {
    let known = channels.server_channels().len();
    let client = &mut *client;
    let events = client.events.get_mut().unwrap_or_else(|e| e.into_inner());
    while let Ok(event) = events.try_recv() {
        match event {
            Event::Connected { direct } => {
                info!(
                    "connected to the host {}",
                    if direct {
                        "directly"
                    } else {
                        "through the relay"
                    }
                );
                client.direct = Some(direct);
                client.redialling = None;
                state.set(ClientState::Connected);
            }
            // After a close (or a broken host) nothing more is read.
            Event::Frame(_) if client.closed.is_some() => {}
            Event::Frame((ch, body)) if (ch as usize) < known => {
                messages.insert_received(ch as usize, body)
            }
            Event::Frame((ch, _)) => {
                // Not a channel of ours: not our host, or a broken one. Stop listening to it.
                let why = format!("the host sent a frame on unknown channel {ch}");
                warn!("{why}");
                client.closed = Some(why);
                state.set(ClientState::Disconnected);
            }
            Event::Redialling(why) => {
                warn!("the connection to the host was lost ({why}): dialling it again");
                client.redialling = Some(std::time::Instant::now());
                // Connecting, not disconnected: the game stays, the hello is said again.
                state.set(ClientState::Connecting);
            }
            Event::Closed(why) => {
                warn!("the connection to the host closed: {why}");
                client.redialling = None;
                client.closed = Some(why);
                state.set(ClientState::Disconnected);
            }
        }
    }
}

fn send(client: Res<P2pClient>, mut messages: ResMut<ClientMessages>) {
    for (ch, body) in messages.drain_sent() {
        let _ = client.out.send((ch as u8, body.to_vec()));
    }
}
