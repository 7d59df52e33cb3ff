//! The host's word on who can join (issue 50), in the seats panel: whether the game can be
//! reached (from the endpoint's own state, `mists_net::p2p::reach`), the short code once it can
//! be found, and the long code to paste, each with a copy button.

use crate::i18n::Tr;
use bevy_egui::egui;
use mists_net::p2p::reach::{Reach, Why};
use mists_net::p2p::server::P2pServer;

const GOOD: egui::Color32 = egui::Color32::from_rgb(140, 210, 140);
const WARN: egui::Color32 = egui::Color32::from_rgb(240, 190, 110);
const BAD: egui::Color32 = egui::Color32::from_rgb(230, 120, 90);

/// The line on reachability, in the player's words.
pub fn reach_text(tr: &Tr, reach: &Reach) -> (String, egui::Color32) {
    let why = |w: &Why| match w {
        Why::RelaysOff => tr!(tr, "online-why-relays-off"),
        Why::RelayUnreachable => tr!(tr, "online-why-relay-unreachable"),
        Why::NoNetwork => tr!(tr, "online-why-no-network"),
    };
    match reach {
        Reach::Checking => (tr!(tr, "online-reach-checking"), WARN),
        // A relay on this computer or a private network (a test's, a LAN party's) reaches no
        // friend on the internet: say so rather than "anywhere" (issue 64).
        Reach::Internet { relay } if relay_is_local(relay) => (
            tr!(tr, "online-reach-local-relay", relay = relay_name(relay)),
            WARN,
        ),
        Reach::Internet { relay } => (
            tr!(tr, "online-reach-internet", relay = relay_name(relay)),
            GOOD,
        ),
        Reach::ThisNetwork { why: w, .. } => {
            (tr!(tr, "online-reach-this-network", why = why(w)), WARN)
        }
        Reach::Nowhere { why: w, .. } => (tr!(tr, "online-reach-nowhere", why = why(w)), BAD),
    }
}

/// A relay as a player reads it: its host name ("euc1-1.relay.n0.iroh-canary.iroh.link").
fn relay_name(url: &str) -> String {
    let rest = url.split("://").nth(1).unwrap_or(url);
    rest.trim_end_matches('/').to_string()
}

/// Whether the relay's address is this computer or a private network's (by its host: a loopback,
/// private or link-local IP address, or `localhost`).
fn relay_is_local(url: &str) -> bool {
    let host = relay_name(url);
    let host = host.split('/').next().unwrap_or_default();
    // "[::1]:3340", "10.0.0.2:3340", "localhost:3340"
    let bare = match host.strip_prefix('[') {
        Some(v6) => v6.split(']').next().unwrap_or_default(),
        None => host.rsplit_once(':').map_or(host, |(h, _)| h),
    };
    match bare.parse::<std::net::IpAddr>() {
        Ok(std::net::IpAddr::V4(a)) => a.is_loopback() || a.is_private() || a.is_link_local(),
        Ok(std::net::IpAddr::V6(a)) => a.is_loopback() || a.is_unique_local(),
        Err(_) => bare.eq_ignore_ascii_case("localhost"),
    }
}

/// The section: reachability, the short code (or why there is none yet), the long code.
pub fn section(ui: &mut egui::Ui, tr: &Tr, server: Option<&P2pServer>, code: &str) {
    // Read once a frame: both ask the endpoints' state.
    let short = server.and_then(P2pServer::short_code);
    if let Some(server) = server {
        let reach = server.reach();
        let (text, colour) = reach_text(tr, &reach);
        ui.add(egui::Label::new(egui::RichText::new(text).color(colour)).wrap());
        match (short.clone(), server.short_code_tries_left()) {
            (Some(short), _) => short_code(ui, tr, &short),
            (None, Some(0)) => {
                ui.colored_label(BAD, tr!(tr, "online-short-retired"));
            }
            (None, Some(_)) if reach.short_code_works() || reach == Reach::Checking => {
                ui.small(tr!(tr, "online-short-waiting"));
            }
            _ => {}
        }
    }
    // Open while it is the only code; a new header, folded, once the short code stands above
    // it (issue 64: it stayed open under the short code).
    egui::CollapsingHeader::new(tr!(tr, "online-long-code"))
        .id_salt(("long code", short.is_some()))
        .default_open(short.is_none())
        .show(ui, |ui| {
            ui.add(egui::Label::new(egui::RichText::new(code).monospace()).wrap());
            if ui.button(tr!(tr, "online-copy")).clicked() {
                ui.ctx().copy_text(code.to_string());
            }
        });
}

/// The short code, large, to read out; its copy button under it (the left column is narrow at
/// 1024×640: side by side, the button was cut off).
fn short_code(ui: &mut egui::Ui, tr: &Tr, short: &str) {
    ui.label(tr!(tr, "online-short-code"));
    ui.add(egui::Label::new(
        egui::RichText::new(short).monospace().size(22.0).strong(),
    ));
    if ui.button(tr!(tr, "online-copy-short")).clicked() {
        ui.ctx().copy_text(short.to_string());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_relay_on_this_computer_or_network_is_not_said_to_reach_anywhere() {
        for local in [
            "http://127.0.0.1:3340/",
            "http://10.77.0.1:3340",
            "https://192.168.1.5/",
            "http://[::1]:3340/",
            "http://localhost:3340/",
        ] {
            assert!(relay_is_local(local), "{local}");
        }
        for far in [
            "https://euc1-1.relay.n0.iroh-canary.iroh.link./",
            "http://203.0.113.7:3340/",
        ] {
            assert!(!relay_is_local(far), "{far}");
        }
        let tr = crate::i18n::Tr::load(
            std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/assets")),
            crate::i18n::Lang::En,
        )
        .unwrap();
        let local = Reach::Internet {
            relay: "http://127.0.0.1:3340/".into(),
        };
        let (text, colour) = reach_text(&tr, &local);
        assert!(
            !text.contains("anywhere") && text.contains("127.0.0.1:3340"),
            "{text}"
        );
        assert_eq!(colour, WARN);
    }
}
