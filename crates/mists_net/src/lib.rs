//! Online co-op (docs/online.md): one computer hosts the authoritative game, others join over
//! UDP (renet's netcode transport under bevy_replicon). What is sent is small: the game so far
//! once (record + tile set, as text the engine validates), then each applied decision; every
//! peer replays it on its own engine, so all tables stay identical. Headless: the same apps run
//! in `mists-cli host` / `join` and in the tests.

pub mod client;
pub mod competitive_game;
pub mod copy;
pub mod game;
mod game_error;
pub mod host;
pub mod p2p;
pub mod seats;
pub mod turn_text;
pub mod turns;
pub mod wire;

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy_replicon::prelude::*;
use bevy_replicon_renet::netcode::{
    ClientAuthentication, ConnectToken, NETCODE_KEY_BYTES, NetcodeClientTransport,
    NetcodeServerTransport, ServerAuthentication, ServerConfig,
};
use bevy_replicon_renet::renet::ConnectionConfig;
use bevy_replicon_renet::{RenetChannelsExt, RenetClient, RenetServer, RepliconRenetPlugins};
use serde::{Deserialize, Serialize};
use std::net::{SocketAddr, UdpSocket};
use std::time::{Duration, Instant, SystemTime};

pub use bevy::app::App;
pub use bevy_replicon::prelude::ClientState;
pub use client::Client;
pub use copy::GameCopy;
pub use game::{Game, NetGame};
pub use host::{Host, Move, Refusal};
pub use seats::{SeatRefusal, SeatToken};
pub use wire::{SeatInfo, SeatKind};

/// Seconds without a packet after which a peer counts as gone (its seat is freed) on a LAN.
pub const LOST_AFTER: i32 = 5;

/// Seconds of silence after which an internet connection (iroh, by code) is given up (issue 63:
/// a blip must not drop a seat). iroh's own default idle timeout; its notes plan for 2–5 s
/// Wi-Fi hand-overs and 1–2 s relay reconnects, and a path change or a router's restart fits
/// in it too. A peer that closes its connection (quits, or its process ends) is gone at once.
pub const DROPPED_AFTER: i32 = 30;

/// renet's protocol id: a client of another program (or version) is refused at connection.
pub const PROTOCOL_ID: u64 = 0x4d49_5354_0000_0000 | wire::PROTOCOL_VERSION as u64;

/// A client's message (bytes of a [`wire::ClientMsg`]).
#[derive(Event, Serialize, Deserialize, Clone, Debug)]
pub struct ClientPacket(pub Vec<u8>);

/// The host's message (bytes of a [`wire::ServerMsg`]).
#[derive(Event, Serialize, Deserialize, Clone, Debug)]
pub struct ServerPacket(pub Vec<u8>);

#[derive(Debug, thiserror::Error)]
pub enum NetError {
    #[error("cannot open the network socket: {0}")]
    Socket(#[from] std::io::Error),
    #[error("cannot start the transport: {0}")]
    Transport(#[source] Box<dyn std::error::Error + Send + Sync>),
    #[error(transparent)]
    Game(#[from] game::GameError),
    #[error("the connection to {0} was lost before the game ended")]
    Lost(String),
    #[error("no answer from {0} within {1} s")]
    Timeout(String, u64),
    #[error("{addr}: not an address to join ({source})")]
    Address {
        addr: String,
        source: std::io::Error,
    },
    #[error("{0}: no address found for this name")]
    NoAddress(String),
    #[error("--seats names {named} seats for {players} players")]
    Seats { named: usize, players: u8 },
    #[error(transparent)]
    P2p(#[from] p2p::P2pError),
    #[error("the connection to the host closed: {0}")]
    Closed(String),
    #[error("the host gives no seat here: {0}, and it takes no watchers")]
    LetGo(seats::SeatRefusal),
    #[error(transparent)]
    Copy(#[from] copy::CopyError),
}

/// Replicon, renet, the two packet events and the host's and client's systems (each runs only
/// while its `Host` / `Client` resource exists): added once to an app that has its own base
/// plugins (the game window); [`host_app`] and [`client_app`] build headless ones.
pub fn net_plugins(app: &mut App) {
    app.add_plugins((RepliconPlugins, RepliconRenetPlugins))
        .add_client_event::<ClientPacket>(Channel::Ordered)
        .add_server_event::<ServerPacket>(Channel::Ordered);
    p2p::server::plugin(app);
    p2p::client::plugin(app);
    host::plugin(app);
    client::plugin(app);
}

fn base_app() -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin));
    // Headless peers log only when asked (`RUST_LOG=info,iroh=debug mists-cli join …`).
    if std::env::var_os("RUST_LOG").is_some() {
        app.add_plugins(bevy::log::LogPlugin::default());
    }
    net_plugins(&mut app);
    app
}

fn connection(world: &World) -> ConnectionConfig {
    let channels = world.resource::<RepliconChannels>();
    ConnectionConfig {
        server_channels_config: channels.server_configs(),
        client_channels_config: channels.client_configs(),
        ..Default::default()
    }
}

fn now() -> Duration {
    SystemTime::now()
        .duration_since(SystemTime::UNIX_EPOCH)
        .unwrap_or_default()
}

/// A headless host serving `host`'s game on `bind` (port 0: any free port); returns the app and
/// the address it listens on.
pub fn host_app(
    host: Host,
    bind: SocketAddr,
    max_clients: usize,
) -> Result<(App, SocketAddr), NetError> {
    let mut app = base_app();
    let addr = serve(app.world_mut(), host, bind, max_clients)?;
    ready(&mut app);
    Ok((app, addr))
}

/// Serve `host`'s game from `world` (an app with [`net_plugins`]) on `bind`; the address it
/// listens on.
pub fn serve(
    world: &mut World,
    host: Host,
    bind: SocketAddr,
    max_clients: usize,
) -> Result<SocketAddr, NetError> {
    let socket = UdpSocket::bind(bind)?;
    let addr = socket.local_addr()?;
    let server = RenetServer::new(connection(world));
    let config = ServerConfig {
        current_time: now(),
        max_clients,
        protocol_id: PROTOCOL_ID,
        authentication: ServerAuthentication::Unsecure,
        public_addresses: vec![addr],
    };
    let transport =
        NetcodeServerTransport::new(config, socket).map_err(|e| NetError::Transport(e.into()))?;
    world.insert_resource(server);
    world.insert_resource(transport);
    world.insert_resource(host);
    Ok(addr)
}

/// A headless client of the host at `server`.
pub fn client_app(server: SocketAddr, client: Client) -> Result<App, NetError> {
    let mut app = base_app();
    connect(app.world_mut(), server, client)?;
    ready(&mut app);
    Ok(app)
}

/// Connect `world` (an app with [`net_plugins`]) to the host at `server` as `client`.
pub fn connect(world: &mut World, server: SocketAddr, client: Client) -> Result<(), NetError> {
    let bind: SocketAddr = if server.is_ipv4() {
        "0.0.0.0:0".parse().expect("literal")
    } else {
        "[::]:0".parse().expect("literal")
    };
    let socket = UdpSocket::bind(bind)?;
    let renet = RenetClient::new(connection(world));
    // The unsecure token renet makes itself times a silent peer out after 15 s; this one (same
    // all-zero key the unsecure host expects) after LOST_AFTER, so a lost seat is freed sooner.
    let token = ConnectToken::generate(
        now(),
        PROTOCOL_ID,
        300,
        now().as_nanos() as u64 ^ u64::from(socket.local_addr()?.port()),
        LOST_AFTER,
        vec![server],
        None,
        &[0; NETCODE_KEY_BYTES],
    )
    .map_err(|e| NetError::Transport(e.into()))?;
    let auth = ClientAuthentication::Secure {
        connect_token: token,
    };
    let transport = NetcodeClientTransport::new(now(), auth, socket)
        .map_err(|e| NetError::Transport(e.into()))?;
    world.insert_resource(renet);
    world.insert_resource(transport);
    world.insert_resource(client);
    Ok(())
}

/// A headless host serving `host`'s game to whoever has its invite code, over iroh (`p2p`).
pub fn host_app_p2p(host: Host, cfg: &p2p::P2pConfig) -> Result<(App, p2p::Invite), NetError> {
    let mut app = base_app();
    let invite = serve_p2p(app.world_mut(), host, cfg, true)?;
    ready(&mut app);
    Ok((app, invite))
}

/// Serve `host`'s game from `world` (an app with [`net_plugins`]) over iroh; the invitation.
/// `settle`: wait until the endpoint knows how it is reached (see `p2p::server::start`).
pub fn serve_p2p(
    world: &mut World,
    host: Host,
    cfg: &p2p::P2pConfig,
    settle: bool,
) -> Result<p2p::Invite, NetError> {
    let server = p2p::server::start(cfg, settle)?;
    let invite = server.invite().clone();
    world.insert_resource(server);
    world.insert_resource(host);
    Ok(invite)
}

/// A headless client of the game `invite` names, over iroh.
pub fn client_app_p2p(
    invite: &p2p::Invite,
    client: Client,
    cfg: &p2p::P2pConfig,
) -> Result<App, NetError> {
    let mut app = base_app();
    connect_p2p(app.world_mut(), invite, client, cfg)?;
    ready(&mut app);
    Ok(app)
}

/// Connect `world` (an app with [`net_plugins`]) to the game `invite` names, as `client`.
pub fn connect_p2p(
    world: &mut World,
    invite: &p2p::Invite,
    client: Client,
    cfg: &p2p::P2pConfig,
) -> Result<(), NetError> {
    world.insert_resource(p2p::client::start(invite, cfg)?);
    world.insert_resource(client);
    Ok(())
}

/// How long an invite-code client has been dialling its lost host again (issue 63), while it is;
/// it gives up after [`p2p::client::REDIAL_FOR`].
pub fn redialling(app: &App) -> Option<std::time::Duration> {
    app.world()
        .get_resource::<p2p::client::P2pClient>()?
        .redialling
        .map(|t| t.elapsed())
}

/// Why an invite-code connection closed (a wrong code, no answer, the host gone), if it has.
pub fn connection_closed(app: &App) -> Option<String> {
    app.world()
        .get_resource::<p2p::client::P2pClient>()
        .and_then(|c| c.closed.clone())
}

/// Whether an invite-code client reaches its host by a direct path now (None: not such a
/// client, or not connected).
pub fn path_is_direct(app: &App) -> Option<bool> {
    app.world()
        .get_resource::<p2p::client::P2pClient>()?
        .direct_now()
}

/// Stop hosting or playing online: tell the peers, drop the connection and the game.
pub fn stop(world: &mut World) {
    for endpoint in [
        world
            .remove_resource::<p2p::server::P2pServer>()
            .map(|s| s.endpoint().clone()),
        world
            .remove_resource::<p2p::client::P2pClient>()
            .map(|c| c.endpoint().clone()),
    ]
    .into_iter()
    .flatten()
    {
        if let Ok(rt) = p2p::runtime() {
            rt.spawn(async move { endpoint.close().await });
        }
    }
    if let (Some(mut transport), Some(mut server)) = (
        world.remove_resource::<NetcodeServerTransport>(),
        world.remove_resource::<RenetServer>(),
    ) {
        transport.disconnect_all(&mut server);
    }
    if let Some(mut transport) = world.remove_resource::<NetcodeClientTransport>() {
        transport.disconnect();
    }
    world.remove_resource::<RenetServer>();
    world.remove_resource::<RenetClient>();
    world.remove_resource::<Host>();
    world.remove_resource::<Client>();
}

/// What `App::run` does before the first update: replicon sizes its message buffers to the
/// registered channels in `Plugin::finish`, and these apps are driven by `update` alone.
fn ready(app: &mut App) {
    app.finish();
    app.cleanup();
}

/// Update `apps` in turn, `pace` apart, until `done` says so, or fail after `timeout`. A round
/// trip takes a few updates: tests on one computer use a fraction of a millisecond, a real peer
/// a few milliseconds (it then sleeps most of the time).
pub fn run_until(
    apps: &mut [&mut App],
    timeout: Duration,
    pace: Duration,
    what: &str,
    mut done: impl FnMut(&mut [&mut App]) -> bool,
) -> Result<(), NetError> {
    let start = Instant::now();
    while !done(apps) {
        if start.elapsed() > timeout {
            return Err(NetError::Timeout(what.to_string(), timeout.as_secs()));
        }
        for app in apps.iter_mut() {
            app.update();
        }
        std::thread::sleep(pace);
    }
    Ok(())
}
