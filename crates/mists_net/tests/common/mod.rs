//! Helpers the network test binaries share: iroh kept on 127.0.0.1 (relays and address lookup
//! off: nothing leaves this computer), the time a test may take, and a game's state read from a
//! host's or a peer's app. (Each test binary compiles this module and uses part of it.)
#![allow(dead_code)]

use bevy::prelude::*;
use mists_net::p2p::{P2pConfig, Relays};
use mists_net::{Client, Host};
use std::time::Duration;

/// The longest a run in these tests may take before it fails.
pub const LIMIT: Duration = Duration::from_secs(240);
/// The pause between frames of the apps a test runs together.
pub const PACE: Duration = Duration::from_micros(300);

/// iroh on 127.0.0.1 only.
pub fn local() -> P2pConfig {
    P2pConfig {
        relays: Relays::Disabled,
        discovery: false,
        bind: Some("127.0.0.1:0".parse().unwrap()),
        relay_only: false,
        relay_certs: Vec::new(),
    }
}

/// The game as the host or the peer of `app` holds it, as JSON.
pub fn state(app: &App) -> String {
    match app.world().get_resource::<Host>() {
        Some(h) => h.game.state_json(),
        None => app
            .world()
            .resource::<Client>()
            .game
            .as_ref()
            .expect("a game")
            .state_json(),
    }
}
