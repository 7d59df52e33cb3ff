//! Online anywhere (docs/online.md): a replicon messaging backend over iroh. Peers are dialled by
//! public key with an invite code; iroh punches holes through home routers and falls back to a
//! relay, and every byte is encrypted end to end (QUIC with TLS 1.3). Each client opens one
//! bidirectional stream; its first frame is the game's secret from the code, and a connection
//! without it is closed before anything else is read. Replicon's channels ride on that stream as
//! frames (`frame.rs`), so `mists_net`'s protocol and host authority are unchanged: this is the
//! transport, not a new protocol.
//!
//! The network runs on a small tokio runtime of its own; the Bevy systems only move frames
//! between it and replicon's queues (`server.rs`, `client.rs`).

pub mod client;
pub mod door;
pub mod frame;
pub mod invite;
pub mod reach;
#[cfg(feature = "relay-server")]
pub mod relay;
pub mod server;
pub mod short_code;

pub use invite::{CodeError, Invite, SECRET_LEN};

use iroh::endpoint::{QuicTransportConfig, presets};
use iroh::{Endpoint, RelayMap, RelayMode, RelayUrl};
use std::net::SocketAddr;
use std::sync::OnceLock;
use std::time::Duration;

/// The protocol named in the QUIC handshake: another program (or another Mists protocol
/// version) is refused by iroh before a byte is exchanged.
pub const ALPN: &[u8] = b"mists/2";
/// The channel number of the first frame, which carries the game's secret.
pub const SECRET_CHANNEL: u8 = 255;
/// How long a new connection may take to show the secret.
pub const SECRET_WITHIN: Duration = Duration::from_secs(5);

/// Where peers meet when a direct path cannot be made.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Relays {
    /// The relays iroh ships with (run by n0, free to use; docs/online.md).
    #[default]
    Default,
    /// One's own relays (`--relay URL`, e.g. one started with `mists-cli relay`).
    Custom(Vec<RelayUrl>),
    /// No relay: direct connections only (a LAN, or a test).
    Disabled,
}

/// How this computer joins the peer-to-peer network.
#[derive(Clone, Debug, Default)]
pub struct P2pConfig {
    pub relays: Relays,
    /// Publish this endpoint and look peers up through iroh's DNS service. Off in tests (they
    /// must not reach the internet); an invite code carries the addresses anyway.
    pub discovery: bool,
    /// The local address to bind (a test's namespace address); default: every interface.
    pub bind: Option<SocketAddr>,
    /// Never use a direct path, only the relay (a test that the relay carries a game).
    pub relay_only: bool,
    /// Certificates (DER) to trust besides the usual authorities: one's own relay's
    /// (`mists-cli relay --quic-name`, `--relay-cert`).
    pub relay_certs: Vec<Vec<u8>>,
}

#[derive(Debug, thiserror::Error)]
pub enum P2pError {
    #[error("cannot start the network runtime: {0}")]
    Runtime(std::io::Error),
    #[error("cannot open the peer-to-peer endpoint: {0}")]
    Bind(String),
    #[error("{0}: not a relay address ({1})")]
    Relay(String, String),
    #[error("{0}")]
    Code(#[from] CodeError),
    #[error("no random numbers from the system: {0}")]
    Random(String),
}

/// The runtime every endpoint of this process runs on (two threads: the network's work is small).
pub fn runtime() -> Result<&'static tokio::runtime::Runtime, P2pError> {
    static RT: OnceLock<tokio::runtime::Runtime> = OnceLock::new();
    if let Some(rt) = RT.get() {
        return Ok(rt);
    }
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .thread_name("mists-net")
        .enable_all()
        .build()
        .map_err(P2pError::Runtime)?;
    Ok(RT.get_or_init(|| rt))
}

/// Parse relay addresses as given on a command line.
pub fn relay_urls(urls: &[String]) -> Result<Vec<RelayUrl>, P2pError> {
    urls.iter()
        .map(|u| {
            u.parse::<RelayUrl>()
                .map_err(|e| P2pError::Relay(u.clone(), e.to_string()))
        })
        .collect()
}

/// Open an endpoint as `cfg` says; a host also lists the protocol it accepts.
pub async fn bind(cfg: &P2pConfig, accept: bool) -> Result<Endpoint, P2pError> {
    bind_as(cfg, accept.then_some(ALPN), None).await
}

/// Open an endpoint accepting `alpn` (none: dial only), with a given key (a short code's door)
/// or a fresh one.
pub async fn bind_as(
    cfg: &P2pConfig,
    alpn: Option<&[u8]>,
    key: Option<iroh::SecretKey>,
) -> Result<Endpoint, P2pError> {
    let mut b = if cfg.discovery {
        Endpoint::builder(presets::N0)
    } else {
        Endpoint::builder(presets::Minimal)
    };
    b = b.relay_mode(match &cfg.relays {
        Relays::Default => RelayMode::Default,
        Relays::Custom(urls) => RelayMode::Custom(urls.iter().cloned().collect::<RelayMap>()),
        Relays::Disabled => RelayMode::Disabled,
    });
    if let Some(addr) = cfg.bind {
        b = b
            .clear_ip_transports()
            .bind_addr(addr)
            .map_err(|e| P2pError::Bind(e.to_string()))?;
    } else if cfg.relay_only {
        b = b.clear_ip_transports();
    }
    // A peer that goes silent (unplugged, a lid closed, a dead path) is dropped after
    // DROPPED_AFTER; keep-alives every second keep a quiet game's connection up meanwhile.
    let idle = Duration::from_secs(crate::DROPPED_AFTER as u64)
        .try_into()
        .map_err(|e: iroh::endpoint::VarIntBoundsExceeded| P2pError::Bind(e.to_string()))?;
    let transport = QuicTransportConfig::builder()
        .max_idle_timeout(Some(idle))
        .keep_alive_interval(Duration::from_secs(1))
        .build();
    b = b.transport_config(transport);
    if let Some(alpn) = alpn {
        b = b.alpns(vec![alpn.to_vec()]);
    }
    if let Some(key) = key {
        b = b.secret_key(key);
    }
    if !cfg.relay_certs.is_empty() {
        let roots = cfg
            .relay_certs
            .iter()
            .map(|c| rustls::pki_types::CertificateDer::from(c.clone()));
        b = b.ca_tls_config(iroh::tls::CaTlsConfig::embedded().with_extra_roots(roots));
    }
    b.bind().await.map_err(|e| P2pError::Bind(e.to_string()))
}

/// A fresh secret for a game (the system's random source: it is not part of the game).
pub fn new_secret() -> Result<[u8; SECRET_LEN], P2pError> {
    random_bytes()
}

/// 32 random bytes from the system (a signing key's seed).
pub fn new_secret_32() -> Result<[u8; 32], P2pError> {
    random_bytes()
}

fn random_bytes<const N: usize>() -> Result<[u8; N], P2pError> {
    use rand::TryRng;
    let mut s = [0u8; N];
    rand::rngs::SysRng
        .try_fill_bytes(&mut s)
        .map_err(|e| P2pError::Random(e.to_string()))?;
    Ok(s)
}
