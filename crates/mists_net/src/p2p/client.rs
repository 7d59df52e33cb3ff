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
    Connected { direct: bool },
    Frame(Frame),
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
        conn,
    })
}

async fn run(
    endpoint: Endpoint,
    invite: Invite,
    mut out: mpsc::UnboundedReceiver<Frame>,
    events: mpsc::UnboundedSender<Event>,
    shared: std::sync::Arc<Mutex<Option<iroh::endpoint::Connection>>>,
) {
    let dialled = tokio::time::timeout(DIAL_WITHIN, async {
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
    let (conn, mut send, mut recv) = match dialled {
        Ok(Ok(c)) => c,
        Ok(Err(e)) => {
            let _ = events.send(Event::Closed(format!("cannot reach the host: {e}")));
            return;
        }
        Err(_) => {
            let _ = events.send(Event::Closed(format!(
                "no answer from the host within {} s",
                DIAL_WITHIN.as_secs()
            )));
            return;
        }
    };
    let direct = conn.paths().iter().any(|p| p.is_ip() && p.is_selected());
    if let Ok(mut s) = shared.lock() {
        *s = Some(conn.clone());
    }
    let _ = events.send(Event::Connected { direct });
    let writer = tokio::spawn(async move {
        while let Some((ch, body)) = out.recv().await {
            if write_frame(&mut send, ch, &body).await.is_err() {
                break;
            }
        }
        let _ = send.finish();
    });
    let why = loop {
        match read_frame(&mut recv).await {
            Ok(frame) => {
                if events.send(Event::Frame(frame)).is_err() {
                    break "this client stopped".to_string();
                }
            }
            Err(_) => {
                // The host's reason, if it gave one (a wrong code, a full game).
                break match conn.close_reason() {
                    Some(iroh::endpoint::ConnectionError::ApplicationClosed(c)) => {
                        String::from_utf8_lossy(&c.reason).into_owned()
                    }
                    Some(e) => e.to_string(),
                    None => "the host closed the connection".to_string(),
                };
            }
        }
    };
    writer.abort();
    let _ = events.send(Event::Closed(why));
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
            Event::Closed(why) => {
                warn!("the connection to the host closed: {why}");
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
