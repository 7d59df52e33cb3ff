//! The host's side of the iroh backend: accept connections that show the game's secret, give
//! each a replicon client entity, and move frames between its stream and replicon's queues.

use super::door::{Door, DoorNotice};
use super::frame::{read_frame, write_frame};
use super::reach::Reach;
use super::{ALPN, Invite, P2pConfig, P2pError, SECRET_CHANNEL, SECRET_LEN, SECRET_WITHIN};
use bevy::prelude::*;
use bevy_replicon::prelude::*;
use bevy_replicon::shared::backend::connected_client::NetworkId;
use iroh::Endpoint;
use std::collections::HashMap;
use std::sync::Mutex;
use std::time::Duration;
use tokio::sync::mpsc;

/// Clients connected at once; more are told the game is full.
pub const MAX_PEERS: usize = 16;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        PreUpdate,
        (
            (
                receive.run_if(resource_exists::<P2pServer>),
                stopped.run_if(resource_removed::<P2pServer>),
            )
                .chain(),
            running.run_if(resource_added::<P2pServer>),
        )
            .in_set(ServerSystems::ReceivePackets),
    )
    .add_systems(
        PostUpdate,
        send.run_if(resource_exists::<P2pServer>)
            .in_set(ServerSystems::SendPackets),
    )
    .add_systems(
        Update,
        door_follows_seats.run_if(resource_exists::<P2pServer>),
    );
}

/// The short code's door is shut while every remote seat is held and open while one waits for
/// a player (issue 63: a full game is no door to guess at, nor one more door in the lookup's way).
fn door_follows_seats(server: Res<P2pServer>, host: Option<Res<crate::host::Host>>) {
    if let (Some(host), Ok(Some(door))) = (host, &server.door) {
        door.set_open(host.awaits_a_player());
    }
}

type Frame = (u8, Vec<u8>);

enum Event {
    Joined(u64, mpsc::UnboundedSender<Frame>, String),
    Frame(u64, Frame),
    Left(u64, String),
    /// The peer sent nothing, not even a keep-alive, for `LOST_AFTER` seconds (true), or is
    /// heard again (false).
    Silent(u64, bool),
    /// A connection refused before it became a client (wrong secret, full, protocol).
    Refused(String),
}

/// The host's endpoint and what its connections report.
#[derive(Resource)]
pub struct P2pServer {
    endpoint: Endpoint,
    invite: Invite,
    events: Mutex<mpsc::UnboundedReceiver<Event>>,
    clients: HashMap<u64, Entity>,
    /// Connections refused, and why (the host's log; tests read it).
    pub refused: Vec<String>,
    /// The short code's door, when friends can find one (relays and a lookup); why not, if it
    /// could not be opened.
    door: Result<Option<Door>, String>,
    relays: super::Relays,
    opened: std::time::Instant,
}

impl P2pServer {
    /// The invitation to share (its code: `invite().code()`).
    pub fn invite(&self) -> &Invite {
        &self.invite
    }

    pub fn endpoint(&self) -> &Endpoint {
        &self.endpoint
    }

    /// Take in what the endpoint has learnt about how it can be reached (its relay, its public
    /// address). Whether the code changed. A code shared before still names the same endpoint
    /// and secret.
    pub fn refresh_invite(&mut self) -> bool {
        let addr = shareable(self.endpoint.addr());
        if addr == self.invite.addr || addr.is_empty() {
            return false;
        }
        self.invite.addr = addr;
        if let Ok(Some(door)) = &self.door {
            door.set_invite(&self.invite);
        }
        true
    }

    /// How friends can reach this game now (from the endpoint's own state).
    pub fn reach(&self) -> Reach {
        super::reach::reach(&self.endpoint, &self.relays, self.opened.elapsed())
    }

    /// The short code, once friends can find its door (its relay connected).
    pub fn short_code(&self) -> Option<String> {
        let door = self.door.as_ref().ok()?.as_ref()?;
        let (endpoint, code) = (door.endpoint()?, door.code()?);
        let reach = super::reach::reach(&endpoint, &self.relays, self.opened.elapsed());
        (reach.short_code_works() && door.tries_left() > 0).then(|| code.text())
    }

    /// Why there is no short code door (it failed to open), if so.
    pub fn door_error(&self) -> Option<String> {
        match &self.door {
            Err(e) => Some(e.clone()),
            Ok(d) => d.as_ref()?.failed(),
        }
    }

    /// What happened at the short code's door since the last call.
    pub fn door_notices(&self) -> Vec<DoorNotice> {
        match &self.door {
            Ok(Some(d)) => d.notices(),
            _ => Vec::new(),
        }
    }

    /// Wrong tries the short code has left (None: no short code).
    pub fn short_code_tries_left(&self) -> Option<u32> {
        match &self.door {
            Ok(Some(d)) => Some(d.tries_left()),
            _ => None,
        }
    }
}

/// Whether a friend could find a short code's door: through one's own relay, or through iroh's
/// lookup with its relays. Without either, only the long code (which carries the addresses).
pub fn door_possible(cfg: &P2pConfig) -> bool {
    match cfg.relays {
        super::Relays::Custom(_) => true,
        super::Relays::Default => cfg.discovery,
        super::Relays::Disabled => false,
    }
}

/// A connected client's outgoing queue.
#[derive(Component)]
struct Link(mpsc::UnboundedSender<Frame>);

/// Open the host's endpoint and start accepting; the server resource to insert. `settle`: first
/// wait (up to 13 s) until the endpoint knows its relay and a direct address, so the code carries
/// them (headless hosts; a window shows the code at once and keeps it up to date instead).
pub fn start(cfg: &P2pConfig, settle: bool) -> Result<P2pServer, P2pError> {
    let rt = super::runtime()?;
    let secret = super::new_secret()?;
    let endpoint = rt.block_on(super::bind(cfg, true))?;
    let addr = shareable(if settle {
        rt.block_on(settled_addr(&endpoint, cfg))
    } else {
        endpoint.addr()
    });
    let (tx, rx) = mpsc::unbounded_channel();
    rt.spawn(accept_loop(endpoint.clone(), secret, tx));
    let invite = Invite { addr, secret };
    let door = if door_possible(cfg) {
        Door::open(cfg, &invite)
            .map(Some)
            .map_err(|e| e.to_string())
    } else {
        Ok(None)
    };
    if settle && let Ok(Some(d)) = &door {
        // Made sure of (a few seconds), then known to its relay.
        let made = async {
            loop {
                if let Some(ep) = d.endpoint() {
                    break ep.online().await;
                }
                if d.failed().is_some() {
                    break;
                }
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
        };
        // The timer is made inside the runtime (outside it, tokio panics).
        let _ = rt.block_on(async { tokio::time::timeout(Duration::from_secs(15), made).await });
    }
    Ok(P2pServer {
        endpoint,
        invite,
        events: Mutex::new(rx),
        clients: HashMap::new(),
        refused: Vec::new(),
        door,
        relays: cfg.relays.clone(),
        opened: std::time::Instant::now(),
    })
}

/// What a code carries of an address: with a relay, only the relay (the direct addresses are
/// exchanged through it when the connection is made, and they make the code three times longer);
/// without one, the direct addresses.
fn shareable(addr: iroh::EndpointAddr) -> iroh::EndpointAddr {
    if addr.relay_urls().next().is_none() {
        return addr;
    }
    iroh::EndpointAddr::from_parts(
        addr.id,
        addr.relay_urls().cloned().map(iroh::TransportAddr::Relay),
    )
}

/// The endpoint's address once it knows how it can be reached: its home relay when it has
/// relays (at most 10 s), and at least one direct address.
async fn settled_addr(endpoint: &Endpoint, cfg: &P2pConfig) -> iroh::EndpointAddr {
    use iroh::Watcher;
    if cfg.relays != super::Relays::Disabled {
        let _ = tokio::time::timeout(Duration::from_secs(10), endpoint.online()).await;
    }
    let mut watch = endpoint.watch_addr();
    let _ = tokio::time::timeout(Duration::from_secs(3), async {
        loop {
            let a = watch.get();
            if cfg.relay_only || a.ip_addrs().next().is_some() {
                return;
            }
            if watch.updated().await.is_err() {
                return;
            }
        }
    })
    .await;
    endpoint.addr()
}

async fn accept_loop(
    endpoint: Endpoint,
    secret: [u8; SECRET_LEN],
    events: mpsc::UnboundedSender<Event>,
) {
    let next = std::sync::Arc::new(std::sync::atomic::AtomicU64::new(1));
    let live = std::sync::Arc::new(std::sync::atomic::AtomicUsize::new(0));
    while let Some(incoming) = endpoint.accept().await {
        let (events, next, live) = (events.clone(), next.clone(), live.clone());
        tokio::spawn(async move {
            let conn = match incoming.await {
                Ok(c) => c,
                Err(e) => {
                    let _ = events.send(Event::Refused(format!("a connection failed: {e}")));
                    return;
                }
            };
            let who = conn.remote_id().fmt_short().to_string();
            if conn.alpn() != ALPN {
                conn.close(2u32.into(), b"another protocol");
                let _ = events.send(Event::Refused(format!("{who}: another protocol")));
                return;
            }
            if live.load(std::sync::atomic::Ordering::SeqCst) >= MAX_PEERS {
                conn.close(3u32.into(), b"the game is full");
                let _ = events.send(Event::Refused(format!("{who}: the game is full")));
                return;
            }
            let shown = tokio::time::timeout(SECRET_WITHIN, async {
                let (send, mut recv) = conn.accept_bi().await.ok()?;
                let (ch, body) = read_frame(&mut recv).await.ok()?;
                Some((send, recv, ch == SECRET_CHANNEL && body == secret))
            })
            .await;
            let Ok(Some((mut send, mut recv, true))) = shown else {
                conn.close(1u32.into(), b"wrong invite code");
                let _ = events.send(Event::Refused(format!("{who}: wrong invite code")));
                return;
            };
            live.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
            let id = next.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
            let (tx, mut rx) = mpsc::unbounded_channel::<Frame>();
            let _ = events.send(Event::Joined(id, tx, who));
            let listener = tokio::spawn(listen(conn.clone(), id, events.clone()));
            let writer = tokio::spawn(async move {
                while let Some((ch, body)) = rx.recv().await {
                    if write_frame(&mut send, ch, &body).await.is_err() {
                        break;
                    }
                }
                let _ = send.finish();
            });
            let why = loop {
                match read_frame(&mut recv).await {
                    Ok(frame) => {
                        if events.send(Event::Frame(id, frame)).is_err() {
                            break "the host stopped".to_string();
                        }
                    }
                    Err(e) => break e.to_string(),
                }
            };
            writer.abort();
            listener.abort();
            conn.close(0u32.into(), b"bye");
            live.fetch_sub(1, std::sync::atomic::Ordering::SeqCst);
            let _ = events.send(Event::Left(id, why));
        });
    }
}

/// Whether a peer is still heard (issue 63: a blip is not a departure): its connection's
/// received datagrams, keep-alives included (one a second), counted every half second; after
/// `LOST_AFTER` seconds without one it is silent until the next. The connection itself is given
/// up only after `DROPPED_AFTER`.
async fn listen(conn: iroh::endpoint::Connection, id: u64, events: mpsc::UnboundedSender<Event>) {
    let quiet_for = Duration::from_secs(crate::LOST_AFTER as u64);
    let mut tick = tokio::time::interval(Duration::from_millis(500));
    let (mut heard, mut since, mut silent) = (
        conn.stats().udp_rx.datagrams,
        tokio::time::Instant::now(),
        false,
    );
    loop {
        tick.tick().await;
        let now = conn.stats().udp_rx.datagrams;
        if now != heard {
            (heard, since) = (now, tokio::time::Instant::now());
        }
        let quiet = since.elapsed() >= quiet_for;
        if quiet != silent {
            silent = quiet;
            if events.send(Event::Silent(id, quiet)).is_err() {
                return;
            }
        }
    }
}

/// A connected client whose peer has been silent for `LOST_AFTER` seconds: away, not gone.
#[derive(Component, Debug)]
pub struct Silent;

fn running(mut state: ResMut<NextState<ServerState>>) {
    state.set(ServerState::Running);
}

fn stopped(mut state: ResMut<NextState<ServerState>>) {
    state.set(ServerState::Stopped);
}

fn receive(
    mut commands: Commands,
    mut server: ResMut<P2pServer>,
    mut messages: ResMut<ServerMessages>,
    channels: Res<RepliconChannels>,
) {
    let known = channels.client_channels().len();
    let server = &mut *server;
    let events = server.events.get_mut().unwrap_or_else(|e| e.into_inner());
    while let Ok(event) = events.try_recv() {
        match event {
            Event::Joined(id, tx, who) => {
                let e = commands
                    .spawn((
                        ConnectedClient { max_size: 1200 },
                        NetworkId::new(id),
                        Link(tx),
                    ))
                    .id();
                debug!("peer {who} connected as {e}");
                server.clients.insert(id, e);
            }
            Event::Frame(id, (ch, body)) => {
                let Some(&e) = server.clients.get(&id) else {
                    continue;
                };
                if (ch as usize) < known {
                    messages.insert_received(e, ch as usize, body);
                } else {
                    // Not a channel of ours: a broken or hostile peer, dropped.
                    let why = format!("peer {e}: a frame on unknown channel {ch}");
                    warn!("{why}");
                    server.refused.push(why);
                    server.clients.remove(&id);
                    if let Ok(mut c) = commands.get_entity(e) {
                        c.despawn();
                    }
                }
            }
            Event::Left(id, why) => {
                if let Some(e) = server.clients.remove(&id) {
                    debug!("peer {e} left: {why}");
                    if let Ok(mut e) = commands.get_entity(e) {
                        e.despawn();
                    }
                }
            }
            Event::Silent(id, quiet) => {
                let Some(&e) = server.clients.get(&id) else {
                    continue;
                };
                debug!("peer {e} silent: {quiet}");
                if let Ok(mut c) = commands.get_entity(e) {
                    if quiet {
                        c.insert(Silent);
                    } else {
                        c.remove::<Silent>();
                    }
                }
            }
            Event::Refused(why) => {
                warn!("refused a connection: {why}");
                if server.refused.len() >= 1000 {
                    server.refused.drain(..500);
                }
                server.refused.push(why);
            }
        }
    }
}

fn send(
    mut commands: Commands,
    mut messages: ResMut<ServerMessages>,
    mut disconnects: MessageReader<DisconnectRequest>,
    links: Query<&Link>,
) {
    for (client, ch, body) in messages.drain_sent() {
        // A client whose link is gone was despawned this frame; its messages go nowhere.
        if let Ok(link) = links.get(client)
            && link.0.send((ch as u8, body.to_vec())).is_err()
        {
            commands.entity(client).despawn();
        }
    }
    for d in disconnects.read() {
        if let Ok(mut e) = commands.get_entity(d.client) {
            e.despawn();
        }
    }
}
