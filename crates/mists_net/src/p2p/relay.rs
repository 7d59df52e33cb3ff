//! One's own relay (`mists-cli relay`): iroh's relay server, for players who would rather not use
//! the public ones, and for the tests. The relay itself is served over plain HTTP: what it carries
//! between peers is still encrypted end to end (QUIC), the relay sees only ciphertext and public
//! keys. With `quic_names`, it also answers QUIC address discovery (port 7842, TLS with a
//! self-signed certificate for those names): that is how a computer behind a home router learns
//! its public address, which hole punching needs. Players then trust the certificate
//! (`--relay-cert`).

use super::P2pError;
use iroh::RelayUrl;
use iroh_relay::server::{QuicConfig, RelayConfig, Server, ServerConfig};
use std::net::SocketAddr;

/// The port iroh asks a relay's QUIC address discovery on (`iroh_relay::defaults`).
pub const QUIC_PORT: u16 = 7842;

/// A running relay.
pub struct Relay {
    server: Server,
    pub url: RelayUrl,
    /// The self-signed certificate (DER) of its QUIC address discovery, when it has one.
    pub cert: Option<Vec<u8>>,
}

impl Relay {
    /// Serve a relay on `bind` (port 0: any free port) from the network runtime; with
    /// `quic_names` (the names or addresses players reach it by), QUIC address discovery too.
    pub fn start(bind: SocketAddr, quic_names: &[String]) -> Result<Relay, P2pError> {
        let rt = super::runtime()?;
        let mut config: ServerConfig = ServerConfig::default();
        config.relay = Some(RelayConfig::new(bind));
        let mut cert = None;
        if !quic_names.is_empty() {
            let (der, tls) = self_signed(quic_names)?;
            let mut quic = QuicConfig::new(SocketAddr::new(bind.ip(), QUIC_PORT));
            quic.server_config = Some(tls);
            config.quic = Some(quic);
            cert = Some(der);
        }
        let server = rt
            .block_on(Server::spawn(config))
            .map_err(|e| P2pError::Bind(format!("relay on {bind}: {e}")))?;
        let addr = server
            .http_addr()
            .ok_or_else(|| P2pError::Bind(format!("relay on {bind}: no address")))?;
        // A relay bound to every interface is named by its first QUIC name, else localhost.
        let host = match (addr.ip().is_unspecified(), quic_names.first()) {
            (false, _) => addr.ip().to_string(),
            (true, Some(n)) => n.clone(),
            (true, None) => "127.0.0.1".into(),
        };
        let shown = format!("http://{host}:{}", addr.port());
        let url = shown
            .parse()
            .map_err(|e: <RelayUrl as std::str::FromStr>::Err| {
                P2pError::Relay(shown.clone(), e.to_string())
            })?;
        Ok(Relay { server, url, cert })
    }

    pub fn addr(&self) -> Option<SocketAddr> {
        self.server.http_addr()
    }

    pub fn stop(self) {
        if let Ok(rt) = super::runtime() {
            let _ = rt.block_on(self.server.shutdown());
        }
    }
}

/// A self-signed certificate for `names` and the TLS 1.3 server configuration that presents it.
fn self_signed(names: &[String]) -> Result<(Vec<u8>, rustls::ServerConfig), P2pError> {
    let bad = |e: String| P2pError::Bind(format!("relay certificate: {e}"));
    let cert =
        rcgen::generate_simple_self_signed(names.to_vec()).map_err(|e| bad(e.to_string()))?;
    let der = cert.cert.der().clone();
    let key = rustls::pki_types::PrivateKeyDer::from(rustls::pki_types::PrivatePkcs8KeyDer::from(
        cert.signing_key.serialize_der(),
    ));
    let tls = rustls::ServerConfig::builder_with_provider(std::sync::Arc::new(
        rustls::crypto::ring::default_provider(),
    ))
    .with_protocol_versions(&[&rustls::version::TLS13])
    .map_err(|e| bad(e.to_string()))?
    .with_no_client_auth()
    .with_single_cert(vec![der.clone()], key)
    .map_err(|e| bad(e.to_string()))?;
    Ok((der.to_vec(), tls))
}
