//! During an online game: who holds which seat (the host can hand a seat whose player is gone
//! to a bot), the connection, and pings — P points at the cell under the cursor for everyone.

use crate::board_view::Z_PREVIEW;
use crate::grid::{CELL_SIZE, cell_at, cell_centre};
use crate::i18n::Tr;
use crate::input::Pointer;
use crate::shared::Screen;
use crate::tile_textures::TileArt;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy::window::RequestRedraw;
use bevy_egui::{EguiContexts, egui};
use mists_board::Cell;
use mists_net::{Client, ClientState, Host, SeatKind};

/// How players join (hosting) or joined (a client): an invite code, or an address on this network.
#[derive(Resource, Debug, Clone, PartialEq, Eq)]
pub enum Sharing {
    Code(String),
    Address(String),
}

/// The host's code as it is now: its endpoint learns its relay and public address after a while.
/// What happened at the short code's door goes to the log (the panel shows the tries left).
pub fn refresh_code(
    server: Option<ResMut<mists_net::p2p::server::P2pServer>>,
    sharing: Option<ResMut<Sharing>>,
    mut logged: Local<Option<String>>,
) {
    let (Some(mut server), Some(mut sharing)) = (server, sharing) else {
        return;
    };
    for n in server.door_notices() {
        info!("short code: {n:?}");
    }
    // Each new short code, for the fault tests (they read a hosting window's code here); at the
    // debug level, so a player's log does not keep it (`RUST_LOG=…,mists::online::seats=debug`).
    let short = server.short_code();
    if short.is_some() && *logged != short {
        debug!("short code ready: {}", short.as_deref().unwrap_or_default());
        *logged = short;
    }
    if server.refresh_invite() {
        *sharing = Sharing::Code(server.invite().code());
    }
}

/// Seconds a ping stays on the board.
const PING_SECS: f32 = 1.5;

/// A cell somebody pointed at, fading out.
#[derive(Component)]
pub struct PingMark {
    t: f32,
}

/// The host's seats, each with who plays it; a free or silent remote seat can be handed to a bot.
fn host_seats(ui: &mut egui::Ui, tr: &crate::i18n::Tr, host: &mut Host) {
    let mut hand = None;
    let away = host.away();
    for (i, seat) in host.seats().iter().enumerate() {
        let away = away.get(i).copied().unwrap_or(false);
        ui.horizontal_wrapped(|ui| {
            let who = match (&seat.kind, &seat.held_by) {
                _ if seat.stand_in => tr!(tr, "online-stand-in"),
                (SeatKind::Host, _) => tr!(tr, "online-seat-here"),
                (SeatKind::Bot, _) => tr!(tr, "online-seat-bot"),
                // Issue 63: connected but silent, the seat waits for the blip to pass.
                (SeatKind::Remote, Some(name)) if away => {
                    tr!(tr, "online-seat-away", name = name.clone())
                }
                (SeatKind::Remote, Some(name)) => name.clone(),
                (SeatKind::Remote, None) => tr!(tr, "online-waiting"),
            };
            ui.label(format!("{}: {who}", tr!(tr, "online-seat", n = i + 1)));
            if seat.kind == SeatKind::Remote
                && (seat.held_by.is_none() || away)
                && !seat.stand_in
                && ui.small_button(tr!(tr, "online-give-bot")).clicked()
            {
                hand = Some(i);
            }
        });
    }
    if let Some(i) = hand {
        host.hand_to_bot(i);
    }
}

/// What the online seats panel shows: the host's seats and how to reach it, or a client's
/// connection and seats.
#[derive(SystemParam)]
pub struct Seats<'w> {
    host: Option<ResMut<'w, Host>>,
    client: Option<Res<'w, Client>>,
    state: Option<Res<'w, State<ClientState>>>,
    sharing: Option<Res<'w, Sharing>>,
    server: Option<Res<'w, mists_net::p2p::server::P2pServer>>,
    dialled: Option<Res<'w, mists_net::p2p::client::P2pClient>>,
    screen: Res<'w, State<crate::shared::Screen>>,
}

pub fn panel(
    mut contexts: EguiContexts,
    mut s: Seats,
    tr: Res<Tr>,
    mut dock: ResMut<crate::layout::dock::Dock>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let co_op = *s.screen.get() == crate::shared::Screen::Playing;
    let addr = match s.sharing.as_deref() {
        Some(Sharing::Address(a)) => a.clone(),
        _ => tr!(tr, "online-the-host"),
    };
    dock.show(
        ctx,
        crate::layout::dock::Slot::LeftColumn,
        "online seats",
        |ui| {
            ui.strong(tr!(tr, "online-title"));
            if s.host.is_some() {
                hosting(ui, &tr, &mut s, &addr);
            } else if let Some(client) = s.client.as_deref() {
                let connected = s
                    .state
                    .as_ref()
                    .is_some_and(|st| *st.get() == ClientState::Connected);
                let redial = s.dialled.as_ref().and_then(|d| d.redialling);
                connection(ui, &tr, client, connected, redial, &addr);
                client_seats(ui, &tr, client);
            }
            // Pointing at cells is for the cooperative table (`ping_key`).
            if co_op {
                ui.add(
                    egui::Label::new(egui::RichText::new(tr!(tr, "online-ping-tip")).small())
                        .wrap(),
                );
            }
        },
    );
    Ok(())
}

/// The host: how friends reach it (the short code and invite, or the address), then its seats.
fn hosting(ui: &mut egui::Ui, tr: &Tr, s: &mut Seats, addr: &str) {
    match s.sharing.as_deref() {
        Some(Sharing::Code(code)) => super::reach::section(ui, tr, s.server.as_deref(), code),
        _ => {
            ui.label(tr!(tr, "online-hosting", addr = addr));
        }
    }
    if let Some(host) = s.host.as_mut() {
        host_seats(ui, tr, host);
    }
}

/// A client: which seat it plays, and who holds every seat.
fn client_seats(ui: &mut egui::Ui, tr: &Tr, client: &Client) {
    match client.seat {
        Some(s) => ui.label(tr!(tr, "online-you-play", n = s as usize + 1)),
        None => ui.label(tr!(tr, "online-watching")),
    };
    for (i, seat) in client.seats.iter().enumerate() {
        let who = match (&seat.kind, &seat.held_by) {
            _ if seat.stand_in => tr!(tr, "online-stand-in"),
            (SeatKind::Bot, _) => tr!(tr, "online-seat-bot"),
            (_, Some(name)) => name.clone(),
            (SeatKind::Host, None) => tr!(tr, "online-seat-host"),
            (SeatKind::Remote, None) => tr!(tr, "online-waiting"),
        };
        ui.label(format!("{}: {who}", tr!(tr, "online-seat", n = i + 1)));
    }
}

/// Connected, reconnecting (issue 63: a lost connection is dialled again for a minute, the game
/// kept meanwhile) or lost.
fn connection(
    ui: &mut egui::Ui,
    tr: &Tr,
    client: &Client,
    connected: bool,
    redial: Option<std::time::Instant>,
    addr: &str,
) {
    let amber = egui::Color32::from_rgb(230, 180, 80);
    if connected && !client.reconnecting {
        ui.label(tr!(tr, "online-connected", addr = addr));
    } else if client.reconnecting && !client.lost {
        let s = redial.map_or(0, |t| t.elapsed().as_secs());
        let limit = mists_net::p2p::client::REDIAL_FOR.as_secs();
        ui.colored_label(amber, tr!(tr, "online-reconnecting", s = s, limit = limit));
        // The seconds count up on their own.
        ui.ctx()
            .request_repaint_after(std::time::Duration::from_millis(500));
    } else {
        ui.colored_label(
            egui::Color32::from_rgb(230, 120, 90),
            tr!(tr, "online-lost"),
        );
    }
}

/// P: point at the cell under the cursor, for everyone.
pub fn ping_key(
    keys: Res<ButtonInput<KeyCode>>,
    map: Option<Res<crate::keymap::KeyMap>>,
    pointer: Res<Pointer>,
    host: Option<ResMut<Host>>,
    client: Option<ResMut<Client>>,
) {
    let point = crate::keymap::pressed(map.as_deref(), &keys, crate::keymap::Action::Point);
    if !point || pointer.over_ui {
        return;
    }
    let Some(cell) = pointer.world.map(cell_at) else {
        return;
    };
    let at = (cell.x, cell.y);
    if let Some(mut h) = host {
        h.ping_local(at);
    } else if let Some(mut c) = client {
        c.ping(at);
        // Our own ping comes back from the host like everyone's.
    }
}

/// Show the pings that came in, and fade the ones shown.
pub fn show_pings(
    mut commands: Commands,
    host: Option<ResMut<Host>>,
    client: Option<ResMut<Client>>,
    art: Res<TileArt>,
    time: Res<Time>,
    mut marks: Query<(Entity, &mut PingMark, &mut Sprite, &mut Transform)>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let new: Vec<(u8, (i16, i16))> = match (host, client) {
        (Some(mut h), _) => std::mem::take(&mut h.pings),
        (None, Some(mut c)) => std::mem::take(&mut c.pings),
        _ => Vec::new(),
    };
    for (seat, (x, y)) in new {
        info!("seat {} points at ({x}, {y})", seat + 1);
        commands.spawn((
            Name::new("Ping"),
            PingMark { t: 0.0 },
            Sprite {
                image: art.slot.clone(),
                color: Color::srgb(1.0, 0.85, 0.2),
                custom_size: Some(Vec2::splat(CELL_SIZE * 1.15)),
                ..default()
            },
            Transform::from_translation(cell_centre(Cell::new(x, y)).extend(Z_PREVIEW + 5.0)),
            DespawnOnExit(Screen::Playing),
        ));
    }
    for (e, mut mark, mut sprite, mut tf) in &mut marks {
        mark.t += time.delta_secs() / PING_SECS;
        if mark.t >= 1.0 {
            commands.entity(e).despawn();
            continue;
        }
        // Three pulses, fading.
        let pulse = 1.0 + 0.08 * (mark.t * std::f32::consts::TAU * 3.0).sin();
        tf.scale = Vec3::splat(pulse);
        sprite.color = sprite.color.with_alpha(1.0 - mark.t);
        redraw.write(RequestRedraw);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The texts [`connection`] draws for `client`.
    fn said(client: &Client, connected: bool) -> String {
        let assets = std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/assets"));
        let tr = Tr::load(assets, crate::i18n::Lang::En).unwrap();
        let ctx = crate::testing::headless::egui_context();
        let since = Some(std::time::Instant::now() - std::time::Duration::from_secs(12));
        let mut out = ctx.run_ui(egui::RawInput::default(), |ui| {
            connection(ui, &tr, client, connected, since, "the host");
        });
        out.textures_delta.clear();
        let mut text = String::new();
        for c in &out.shapes {
            if let egui::Shape::Text(t) = &c.shape {
                text.push_str(t.galley.text());
            }
        }
        text
    }

    /// Issue 63: a connection lost to the network is redialled, and the window says so with the
    /// seconds it has been trying; only a connection given up is "lost".
    #[test]
    fn a_redialling_window_says_reconnecting_with_its_seconds_then_lost_when_given_up() {
        let mut c = Client::new("Bo", Some(1), mists_net::SeatToken([2; 16]), None);
        assert!(said(&c, true).contains("Connected"), "{}", said(&c, true));
        c.reconnecting = true;
        let now = said(&c, false);
        // The number and its unit never part at a line's end.
        assert!(now.contains("Reconnecting… 12\u{a0}s"), "{now}");
        assert!(now.contains("60\u{a0}s"), "{now}");
        c.lost = true;
        assert!(said(&c, false).contains("is lost"), "{}", said(&c, false));
    }
}
