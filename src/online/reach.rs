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
    egui::CollapsingHeader::new(tr!(tr, "online-long-code"))
        .id_salt("long code")
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
