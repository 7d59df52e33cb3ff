//! A client: says hello (again until welcomed), builds the game from the host's record and tile
//! set, applies the decisions the host announces in order, and proposes decisions for its seat
//! (here from a bot; the window would send the player's). A gap in the announced numbers (a lost
//! connection) asks for the game again.

use crate::competitive_game::CompetitiveGame;
use crate::game::{Game, NetGame};
use crate::host::Move;
use crate::seats::SeatToken;
use crate::wire::{ClientMsg, SeatInfo, ServerMsg, decode_server, encode};
use crate::{ClientPacket, ServerPacket};
use bevy::prelude::*;
use bevy_replicon::prelude::*;
use mists_bot::{Bot, Seat};

pub(crate) fn plugin(app: &mut App) {
    app.add_observer(receive)
        .add_systems(Update, watch_connection.run_if(resource_exists::<Client>))
        .add_systems(
            Update,
            (say_hello, play_my_seat, flush)
                .run_if(resource_exists::<Client>.and_then(in_state(ClientState::Connected))),
        );
}

/// Seconds between hellos while not yet welcomed.
const HELLO_EVERY: f32 = 0.25;

#[derive(Resource)]
pub struct Client {
    name: String,
    want: Option<u8>,
    /// Binds the seat this client takes to it (kept in the player's data folder).
    token: SeatToken,
    bot: Option<Box<dyn Bot + Send + Sync>>,
    pub game: Option<Game>,
    /// The host's tile set (RON), kept for the copy.
    tiles: Option<String>,
    pub seat: Option<u8>,
    pub seats: Vec<SeatInfo>,
    /// The question last proposed for, so a decision is proposed once.
    proposed: Option<u32>,
    since_hello: f32,
    /// Refusals and errors the host sent back.
    pub refused: Vec<String>,
    /// The host gave no seat and takes no watchers: why (the connection is being closed).
    pub let_go: Option<crate::seats::SeatRefusal>,
    /// Cells pointed at (seat, cell), oldest first, for the window to show and clear.
    pub pings: Vec<(u8, (i16, i16))>,
    /// Messages for the host, sent at the end of the frame.
    outbox: Vec<ClientMsg>,
    /// The connection was up once and is down now (the host left or cannot be reached).
    pub lost: bool,
    connected: bool,
    /// The connection was lost and is being dialled again (issue 63): the game stays, and once
    /// connected the hello (with the seat token) is said again for the seat and what was missed.
    pub reconnecting: bool,
    /// Welcomes back after a redial (an answer proposed while the connection was down was lost
    /// with it: the window proposes again). The first welcome, and a resync's, do not count.
    pub welcomed_back: u32,
    /// Seconds the bot waits before each of its answers (`mists-cli join --bot-pace-ms`; a
    /// test's game long enough for a fault to fall in it). 0: at once.
    pub bot_pace: f32,
    /// Time the bot has waited on the current question.
    waited: f32,
}

impl Client {
    pub fn new(
        name: &str,
        want: Option<u8>,
        token: SeatToken,
        bot: Option<Box<dyn Bot + Send + Sync>>,
    ) -> Client {
        Client {
            name: name.to_string(),
            want,
            token,
            bot,
            game: None,
            tiles: None,
            seat: None,
            seats: Vec::new(),
            proposed: None,
            since_hello: HELLO_EVERY,
            refused: Vec::new(),
            let_go: None,
            pings: Vec::new(),
            welcomed_back: 0,
            bot_pace: 0.0,
            waited: 0.0,
            outbox: Vec::new(),
            lost: false,
            connected: false,
            reconnecting: false,
        }
    }

    /// Propose `d` as the answer to question `at` (the window's player; the host checks it).
    pub fn propose(&mut self, at: u32, d: impl Into<Move>) {
        self.outbox.push(message(at, d.into()));
    }

    /// Messages waiting to be sent at the end of the frame.
    pub fn queued(&self) -> &[ClientMsg] {
        &self.outbox
    }

    /// Point at a cell for everyone.
    pub fn ping(&mut self, cell: (i16, i16)) {
        self.outbox.push(ClientMsg::Ping { cell });
    }

    pub fn is_over(&self) -> bool {
        self.game.as_ref().is_some_and(Game::is_over)
    }

    /// This peer's copy of a co-op game, to host on from if the host goes away (None for a
    /// competitive match: a peer never knows its pile, so only its host can go on with it).
    pub fn copy(&self) -> Option<crate::GameCopy> {
        Some(crate::GameCopy {
            version: crate::wire::PROTOCOL_VERSION,
            game: mists_version::VERSION.to_string(),
            record: self.game.as_ref()?.coop()?.record().to_ron(),
            tiles: self.tiles.clone()?,
            seats: self.seats.clone(),
        })
    }
}

fn say_hello(mut client: ResMut<Client>, time: Res<Time>, mut commands: Commands) {
    if (client.game.is_some() && !client.reconnecting) || client.let_go.is_some() {
        return;
    }
    client.since_hello += time.delta_secs();
    if client.since_hello >= HELLO_EVERY {
        client.since_hello = 0.0;
        let hello = ClientMsg::Hello {
            name: client.name.clone(),
            seat: client.want,
            token: client.token,
        };
        commands.client_trigger(ClientPacket(encode(&hello)));
    }
}

fn receive(packet: On<ServerPacket>, client: Option<ResMut<Client>>) {
    let Some(mut client) = client else { return };
    let msg = match decode_server(&packet.0) {
        Ok(m) => m,
        Err(e) => {
            return client
                .refused
                .push(format!("unreadable message from the host: {e}"));
        }
    };
    match msg {
        ServerMsg::Welcome {
            seat,
            record,
            tiles,
            seats,
        } => match NetGame::from_texts(&record, &tiles) {
            Ok(g) => {
                client.tiles = Some(tiles);
                info!(
                    "welcomed at seat {seat:?}, {} decisions so far",
                    g.applied()
                );
                client.game = Some(g.into());
                client.seat = seat;
                client.seats = seats;
                client.proposed = None;
                client.welcomed_back += u32::from(client.reconnecting);
                client.reconnecting = false;
            }
            Err(e) => client
                .refused
                .push(format!("the host's game cannot be read: {e}")),
        },
        ServerMsg::WelcomeMatch {
            seat,
            seen,
            tiles,
            seats,
        } => match CompetitiveGame::from_texts(&seen, &tiles) {
            Ok(g) => {
                info!("welcomed at seat {seat:?}, {} plays so far", g.applied());
                client.game = Some(g.into());
                client.seat = seat;
                client.seats = seats;
                client.proposed = None;
                client.welcomed_back += u32::from(client.reconnecting);
                client.reconnecting = false;
            }
            Err(e) => client
                .refused
                .push(format!("the host's match cannot be read: {e}")),
        },
        ServerMsg::Applied { at, decision } => follow(&mut client, at, |g| match g {
            Game::Coop(g) => g.apply(decision).is_ok(),
            Game::Competitive(_) => false,
        }),
        ServerMsg::Played { at, play, drawn } => follow(&mut client, at, |g| match g {
            Game::Competitive(g) => g.apply_seen(play, &drawn).is_ok(),
            Game::Coop(_) => false,
        }),
        ServerMsg::Refused { reason } => {
            warn!("the host refused: {reason}");
            client.refused.push(reason);
            client.proposed = None;
        }
        ServerMsg::LetGo(why) => {
            warn!("the host let this client go: {why}, and it takes no watchers");
            client.let_go = Some(why);
        }
        ServerMsg::Seats(seats) => client.seats = seats,
        ServerMsg::Pinged { seat, cell } => client.pings.push((seat, cell)),
    }
}

/// Follow move number `at` announced by the host: one already known is ignored (sent before
/// our welcome); a gap or a move this copy cannot follow asks the host for the game again.
fn follow(client: &mut Client, at: u32, apply: impl FnOnce(&mut Game) -> bool) {
    let Some(game) = client.game.as_mut() else {
        return;
    };
    if at < game.applied() {
        return;
    }
    if at > game.applied() || !apply(game) {
        warn!("out of step at move {at}: asking the host for the game again");
        client.game = None;
        client.since_hello = HELLO_EVERY;
    }
}

/// The message proposing move `mv` for question `at`.
fn message(at: u32, mv: Move) -> ClientMsg {
    match mv {
        Move::Decision(decision) => ClientMsg::Propose { at, decision },
        Move::Play(play) => ClientMsg::Play { at, play },
    }
}

/// Whether the connection is up, and whether it was lost after being up: connecting again
/// after being up is a redial (the game waits for the welcome back), disconnected is lost.
fn watch_connection(mut client: ResMut<Client>, state: Res<State<ClientState>>) {
    match *state.get() {
        // Back up: `say_hello` says it again until the welcome brings the seat and the game.
        ClientState::Connected => client.connected = true,
        ClientState::Connecting if client.connected && !client.reconnecting => {
            warn!("the connection to the host is lost: dialling it again");
            client.reconnecting = true;
        }
        ClientState::Disconnected if client.connected && !client.lost => {
            warn!("the connection to the host is lost");
            client.lost = true;
            client.reconnecting = false;
        }
        _ => {}
    }
}

fn flush(mut client: ResMut<Client>, mut commands: Commands) {
    for msg in std::mem::take(&mut client.outbox) {
        commands.client_trigger(ClientPacket(encode(&msg)));
    }
}

/// When the question is for this client's seat, its bot answers (once per question).
fn play_my_seat(mut client: ResMut<Client>, time: Res<Time>, mut commands: Commands) {
    let client = &mut *client;
    let (Some(game), Some(seat), Some(bot)) = (&client.game, client.seat, client.bot.as_mut())
    else {
        return;
    };
    if game.active_seat() != Some(seat as usize) || client.proposed == Some(game.applied()) {
        return;
    }
    client.waited += time.delta_secs();
    if client.waited < client.bot_pace {
        return;
    }
    client.waited = 0.0;
    let mv = match game {
        Game::Coop(g) => {
            let Some(p) = g.sim.pending().cloned() else {
                return;
            };
            Move::Decision(mists_bot::ask(bot.as_mut(), Seat::of_sim(&g.sim), &p))
        }
        // The peer's copy never knew the pile order; the greedy bot forgets it anyway.
        Game::Competitive(g) => match mists_bot::competitive::choose(&g.m) {
            Some(p) => Move::Play(p),
            None => return,
        },
    };
    let at = game.applied();
    client.proposed = Some(at);
    commands.client_trigger(ClientPacket(encode(&message(at, mv))));
}
