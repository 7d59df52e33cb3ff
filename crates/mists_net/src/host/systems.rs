//! The host's systems: every client message checked and answered, seats left and stood in
//! for, the host's bots played and its own announcements sent, refused watchers let go.

use super::*;

fn send(commands: &mut Commands, to: SendTargets, msg: &ServerMsg) {
    commands.server_trigger(ToClients {
        targets: to,
        message: ServerPacket(encode(msg)),
    });
}

pub(super) fn receive(
    packet: On<FromClient<ClientPacket>>,
    host: Option<ResMut<Host>>,
    mut commands: Commands,
) {
    let Some(mut host) = host else { return };
    let ClientId::Client(client) = packet.client_id else {
        return;
    };
    let who = format!("client {client}");
    let msg = match decode_client(&packet.message.0) {
        Ok(m) => m,
        Err(e) => {
            host.refuse(&who, e.to_string());
            let reason = e.to_string();
            return send(
                &mut commands,
                SendTargets::Single(client.into()),
                &ServerMsg::Refused { reason },
            );
        }
    };
    match msg {
        ClientMsg::Hello { name, seat, token } => {
            // A repeated hello (the client resends until welcomed) keeps the seat it has.
            let seat = match host.seat_of(client) {
                Some(s) => Some(s as u8),
                None => match host.seats.take(client, &name, &token, seat) {
                    Ok(s) => Some(s as u8),
                    Err(refusal) => {
                        // It watches if the host lets it; the refusal says why (and is logged).
                        host.refuse(&who, format!("{name}: {refusal}"));
                        let msg = match host.spectators {
                            true => ServerMsg::Refused {
                                reason: refusal.to_string(),
                            },
                            false => ServerMsg::LetGo(refusal),
                        };
                        send(&mut commands, SendTargets::Single(client.into()), &msg);
                        if !host.spectators {
                            if !host.letting_go.iter().any(|(c, _)| *c == client) {
                                host.letting_go.push((client, 0.0));
                            }
                            return;
                        }
                        None
                    }
                },
            };
            info!("{name} ({client}) joins at seat {seat:?}");
            let welcome = host.welcome(seat);
            send(&mut commands, SendTargets::Single(client.into()), &welcome);
            send(
                &mut commands,
                SendTargets::CLIENTS_ONLY,
                &ServerMsg::Seats(host.seats()),
            );
        }
        ClientMsg::Propose { at, decision } => {
            propose(&mut host, &mut commands, client, at, decision.into())
        }
        ClientMsg::Play { at, play } => propose(&mut host, &mut commands, client, at, play.into()),
        ClientMsg::Ping { cell } => {
            if let Some(seat) = host.seat_of(client) {
                if host.pings.len() >= KEEP_PINGS {
                    host.pings.remove(0);
                }
                host.pings.push((seat as u8, cell));
                let msg = ServerMsg::Pinged {
                    seat: seat as u8,
                    cell,
                };
                send(&mut commands, SendTargets::CLIENTS_ONLY, &msg);
            }
        }
    }
}

/// A client's move: applied (and announced by `flush`, in order with every other applied
/// move), or refused with its reason to the sender and in the log.
fn propose(host: &mut Host, commands: &mut Commands, client: Entity, at: u32, mv: Move) {
    if let Err(reason) = host.propose(client, at, mv) {
        host.refuse(&format!("client {client}"), format!("{mv:?}: {reason}"));
        let reason = reason.to_string();
        send(
            commands,
            SendTargets::Single(client.into()),
            &ServerMsg::Refused { reason },
        );
    }
}

/// A client left: its seat waits for someone to take it again.
pub(super) fn left(
    gone: On<Remove, ConnectedClient>,
    host: Option<ResMut<Host>>,
    mut commands: Commands,
) {
    let Some(mut host) = host else { return };
    host.letting_go.retain(|(c, _)| *c != gone.entity);
    if let Some(seat) = host.seats.leave(gone.entity) {
        info!("seat {} lost its player", seat + 1);
        send(
            &mut commands,
            SendTargets::CLIENTS_ONLY,
            &ServerMsg::Seats(host.seats()),
        );
    }
}

/// What the host's own seats and calls announced this frame goes to every client.
pub(super) fn flush(mut host: ResMut<Host>, mut commands: Commands) {
    for msg in std::mem::take(&mut host.outbox) {
        send(&mut commands, SendTargets::CLIENTS_ONLY, &msg);
    }
}

/// Clients told they may not watch are let go once the reason has had time to reach them.
pub(super) fn let_go(mut host: ResMut<Host>, time: Res<Time>, mut commands: Commands) {
    if host.letting_go.is_empty() {
        return;
    }
    let dt = time.delta_secs();
    host.letting_go.retain_mut(|(client, waited)| {
        *waited += dt;
        let done = *waited >= LET_GO_AFTER;
        if done {
            commands.write_message(DisconnectRequest { client: *client });
        }
        !done
    });
}

/// A seat's peer gone silent is away, and back when heard again (issue 63: the connection
/// rides out a blip; the seats panel and `host` say so).
pub(super) fn silences(
    mut host: ResMut<Host>,
    silent: Query<(), With<crate::p2p::server::Silent>>,
) {
    let holders: Vec<Entity> = host
        .seats
        .0
        .iter()
        .filter_map(|s| s.holder.as_ref().map(|(e, _)| *e))
        .collect();
    let mut changed = false;
    for e in holders {
        let quiet = silent.contains(e);
        if let Some(seat) = host.seats.hear(e, quiet) {
            let word = if quiet { "away (silent)" } else { "back" };
            info!("seat {}'s player is {word}", seat + 1);
            changed = true;
        }
    }
    if changed {
        let seats = host.seats();
        host.outbox.push(ServerMsg::Seats(seats));
    }
}

/// A seat whose owner has been away long enough gets the host's bot (when the host set a delay).
pub(super) fn stand_ins(mut host: ResMut<Host>, time: Res<Time>) {
    let after = host.stand_in_after;
    let now = host.seats.tick(time.delta_secs(), after);
    if !now.is_empty() {
        for s in &now {
            info!("a bot stands in at seat {} until its player returns", s + 1);
        }
        let seats = host.seats();
        host.outbox.push(ServerMsg::Seats(seats));
    }
}

/// Bot seats (and seats a bot stands in at) answer at the host, one decision per frame,
/// announced like any other.
pub(super) fn play_bots(mut host: ResMut<Host>, time: Res<Time>) {
    let Some(active) = host.game.active_seat() else {
        return;
    };
    if !host.seats.bot_plays(active) {
        return;
    }
    host.since_bot += time.delta_secs();
    if host.since_bot < host.bot_pace {
        return;
    }
    host.since_bot = 0.0;
    let at = host.game.applied();
    let host = &mut *host;
    let mv = match &host.game {
        Game::Coop(g) => {
            let Some(p) = g.sim.pending().cloned() else {
                return;
            };
            Move::Decision(mists_bot::ask(host.bot.as_mut(), Seat::of_sim(&g.sim), &p))
        }
        // The greedy bot plays on its own copy with the pile order forgotten (fair play).
        Game::Competitive(g) => match mists_bot::competitive::choose(&g.m) {
            Some(p) => Move::Play(p),
            None => return,
        },
    };
    if let Err(r) = host.apply(at, mv) {
        error!("the bot's own option was refused: {r}");
    }
}
