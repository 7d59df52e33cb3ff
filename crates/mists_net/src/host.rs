//! The host: the authoritative game. Clients ask for a seat and propose decisions; a decision is
//! applied only if it comes from the client holding the active seat, answers the question being
//! asked now, and the engine accepts it; then it is announced to everyone. Anything else is
//! refused with its reason (to the sender, and in the host's log) and changes nothing. Bot seats
//! are played here. A client that leaves frees its seat; whoever asks for it next (the same
//! player reconnecting) gets it with the game so far.

use crate::game::NetGame;
use crate::wire::{ClientMsg, SeatInfo, SeatKind, ServerMsg, decode_client, encode};
use crate::{ClientPacket, ServerPacket};
use bevy::prelude::*;
use bevy_replicon::prelude::*;
use mists_bot::{Bot, Seat};

pub(crate) fn plugin(app: &mut App) {
    app.add_observer(receive).add_observer(left).add_systems(
        Update,
        (play_bots, flush).chain().run_if(resource_exists::<Host>),
    );
}

/// The host's refusal log keeps at most this many lines; pings waiting to be shown, at most
/// [`KEEP_PINGS`].
const KEEP_REFUSALS: usize = 10_000;
const KEEP_PINGS: usize = 64;

/// Why the host refused a client's message (sent back to it as text, and logged).
#[derive(Debug, thiserror::Error)]
pub enum Refusal {
    #[error("the game is over")]
    Over,
    #[error("you hold no seat")]
    NoSeat,
    /// Seats counted from 1, as players see them.
    #[error("it is seat {active}'s turn, not yours (seat {mine})")]
    NotYourTurn { active: usize, mine: usize },
    /// The active seat is not one of the host's own (its player is elsewhere, or a bot).
    #[error("it is seat {active}'s turn, played elsewhere")]
    NotHere { active: usize },
    #[error("out of turn: that answers question {at}, the question now is {now}")]
    OutOfTurn { at: u32, now: u32 },
    /// The engine's own reason (the rule broken).
    #[error(transparent)]
    Rules(#[from] mists_rules::Rejected),
}

/// The host's game and seats.
#[derive(Resource)]
pub struct Host {
    pub game: NetGame,
    tiles: String,
    kinds: Vec<SeatKind>,
    /// The client holding each seat, with its name.
    holders: Vec<Option<(Entity, String)>>,
    bot: Box<dyn Bot + Send + Sync>,
    /// What was refused, to whom and why (the log `mists-cli host` prints and tests read).
    pub refusals: Vec<String>,
    /// Cells pointed at (seat, cell), oldest first, for the host's window to show and clear.
    pub pings: Vec<(u8, (i16, i16))>,
    /// Messages for every client, sent at the end of the frame.
    outbox: Vec<ServerMsg>,
}

impl Host {
    /// Host `game` (its tile set as RON text) with these seats (one per player).
    pub fn new(
        game: NetGame,
        tiles: String,
        kinds: Vec<SeatKind>,
        bot: Box<dyn Bot + Send + Sync>,
    ) -> Host {
        let holders = vec![None; kinds.len()];
        Host {
            game,
            tiles,
            kinds,
            holders,
            bot,
            refusals: Vec::new(),
            pings: Vec::new(),
            outbox: Vec::new(),
        }
    }

    /// Who sits at each seat.
    pub fn kinds(&self) -> &[SeatKind] {
        &self.kinds
    }

    /// A decision of the person at the host's window: applied only if the active seat is theirs
    /// ([`SeatKind::Host`]), it answers question `at`, and the engine accepts it; then announced.
    pub fn propose_local(&mut self, at: u32, d: mists_rules::Decision) -> Result<(), Refusal> {
        let active = self.game.active_seat().ok_or(Refusal::Over)?;
        if self.kinds[active] != SeatKind::Host {
            return Err(Refusal::NotHere { active: active + 1 });
        }
        let now = self.game.applied();
        if at != now {
            return Err(Refusal::OutOfTurn { at, now });
        }
        Ok(self.apply(at, d)?)
    }

    /// A seat whose player is gone is played by the host's bot from now on.
    pub fn hand_to_bot(&mut self, seat: usize) {
        if seat < self.kinds.len() {
            self.kinds[seat] = SeatKind::Bot;
            self.holders[seat] = None;
            self.outbox.push(ServerMsg::Seats(self.seats()));
        }
    }

    /// The person at the host points at a cell (as the active host seat, else the first one).
    pub fn ping_local(&mut self, cell: (i16, i16)) {
        let seat = self
            .game
            .active_seat()
            .filter(|&s| self.kinds[s] == SeatKind::Host)
            .or_else(|| self.kinds.iter().position(|k| *k == SeatKind::Host))
            .unwrap_or(0) as u8;
        self.pings.push((seat, cell));
        self.outbox.push(ServerMsg::Pinged { seat, cell });
    }

    /// Host a new game of the preset at `path` (tile set beside it), `players` seated as `kinds`,
    /// bot seats played by `bot`.
    pub fn for_preset(
        path: &std::path::Path,
        players: u8,
        seed: u64,
        kinds: Vec<SeatKind>,
        bot: Box<dyn Bot + Send + Sync>,
    ) -> Result<Host, crate::NetError> {
        if kinds.len() != players as usize {
            return Err(crate::NetError::Seats {
                named: kinds.len(),
                players,
            });
        }
        let cfg = mists_rules::level::LevelConfig::load(path)
            .map_err(crate::game::GameError::from_level)?;
        let dir = path.parent().unwrap_or(std::path::Path::new("."));
        let setup = mists_rules::PlayerSetup::new(players);
        Host::for_config(cfg, dir, setup, seed, kinds, bot)
    }

    /// A host for a preset already read and adjusted (the window's rule switches, RULES §18, and
    /// its players' colours, §4.1); its tile file is found relative to `dir`.
    pub fn for_config(
        cfg: mists_rules::level::LevelConfig,
        dir: &std::path::Path,
        players: mists_rules::PlayerSetup,
        seed: u64,
        kinds: Vec<SeatKind>,
        bot: Box<dyn Bot + Send + Sync>,
    ) -> Result<Host, crate::NetError> {
        use mists_rules::record::{PresetRef, Record};
        if kinds.len() != players.players as usize {
            return Err(crate::NetError::Seats {
                named: kinds.len(),
                players: players.players,
            });
        }
        let (tiles, text) = mists_rules::level::load_tiles_and_text_for(&cfg, dir)
            .map_err(crate::game::GameError::from_level)?;
        let record = Record {
            preset: PresetRef::Inline(Box::new(cfg)),
            players,
            seed,
            decisions: Vec::new(),
        };
        let game = NetGame::start(record, &tiles)?;
        Ok(Host::new(game, text, kinds, bot))
    }

    pub fn seats(&self) -> Vec<SeatInfo> {
        self.kinds
            .iter()
            .zip(&self.holders)
            .map(|(k, h)| SeatInfo {
                kind: k.clone(),
                held_by: h.as_ref().map(|(_, n)| n.clone()),
            })
            .collect()
    }

    /// The seat for a client asking for `want`: that remote seat if free, else the first free one.
    fn give_seat(&mut self, client: Entity, name: &str, want: Option<u8>) -> Option<u8> {
        let free = |s: usize| self.kinds[s] == SeatKind::Remote && self.holders[s].is_none();
        let seat = want
            .map(usize::from)
            .filter(|&s| s < self.kinds.len() && free(s))
            .or_else(|| (0..self.kinds.len()).find(|&s| free(s)))?;
        self.holders[seat] = Some((client, name.to_string()));
        Some(seat as u8)
    }

    fn seat_of(&self, client: Entity) -> Option<usize> {
        self.holders
            .iter()
            .position(|h| h.as_ref().is_some_and(|(e, _)| *e == client))
    }

    /// Check a client's decision and apply it: the reason when it is refused.
    pub fn propose(
        &mut self,
        client: Entity,
        at: u32,
        d: mists_rules::Decision,
    ) -> Result<(), Refusal> {
        let active = self.game.active_seat().ok_or(Refusal::Over)?;
        let mine = self.seat_of(client).ok_or(Refusal::NoSeat)?;
        if mine != active {
            return Err(Refusal::NotYourTurn {
                active: active + 1,
                mine: mine + 1,
            });
        }
        let now = self.game.applied();
        if at != now {
            return Err(Refusal::OutOfTurn { at, now });
        }
        Ok(self.apply(at, d)?)
    }

    /// Apply decision number `at` and queue its announcement. Every applied decision goes
    /// through here, so clients hear them in the order they were applied (whoever made them).
    fn apply(&mut self, at: u32, d: mists_rules::Decision) -> Result<(), mists_rules::Rejected> {
        self.game.apply(d)?;
        self.outbox.push(ServerMsg::Applied { at, decision: d });
        Ok(())
    }

    fn refuse(&mut self, who: &str, reason: String) {
        warn!("refused from {who}: {reason}");
        // A hostile client must not fill the host's memory: the log keeps its latest lines.
        if self.refusals.len() >= KEEP_REFUSALS {
            self.refusals.drain(..KEEP_REFUSALS / 2);
        }
        self.refusals.push(format!("{who}: {reason}"));
    }
}

fn send(commands: &mut Commands, to: SendTargets, msg: &ServerMsg) {
    commands.server_trigger(ToClients {
        targets: to,
        message: ServerPacket(encode(msg)),
    });
}

fn receive(
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
        ClientMsg::Hello { name, seat } => {
            // A repeated hello (the client resends until welcomed) keeps the seat it has.
            let seat = match host.seat_of(client) {
                Some(s) => Some(s as u8),
                None => host.give_seat(client, &name, seat),
            };
            info!("{name} ({client}) joins at seat {seat:?}");
            let welcome = ServerMsg::Welcome {
                seat,
                record: host.game.record().to_ron(),
                tiles: host.tiles.clone(),
                seats: host.seats(),
            };
            send(&mut commands, SendTargets::Single(client.into()), &welcome);
            send(
                &mut commands,
                SendTargets::CLIENTS_ONLY,
                &ServerMsg::Seats(host.seats()),
            );
        }
        ClientMsg::Propose { at, decision } => match host.propose(client, at, decision) {
            // Announced by `flush`, in order with every other applied decision.
            Ok(()) => {}
            Err(reason) => {
                host.refuse(&who, format!("{decision:?}: {reason}"));
                let reason = reason.to_string();
                send(
                    &mut commands,
                    SendTargets::Single(client.into()),
                    &ServerMsg::Refused { reason },
                );
            }
        },
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

/// A client left: its seat waits for someone to take it again.
fn left(gone: On<Remove, ConnectedClient>, host: Option<ResMut<Host>>, mut commands: Commands) {
    let Some(mut host) = host else { return };
    if let Some(seat) = host.seat_of(gone.entity) {
        info!("seat {} lost its player", seat + 1);
        host.holders[seat] = None;
        send(
            &mut commands,
            SendTargets::CLIENTS_ONLY,
            &ServerMsg::Seats(host.seats()),
        );
    }
}

/// What the host's own seats and calls announced this frame goes to every client.
fn flush(mut host: ResMut<Host>, mut commands: Commands) {
    for msg in std::mem::take(&mut host.outbox) {
        send(&mut commands, SendTargets::CLIENTS_ONLY, &msg);
    }
}

/// Bot seats answer at the host, one decision per frame, announced like any other.
fn play_bots(mut host: ResMut<Host>) {
    let Some(active) = host.game.active_seat() else {
        return;
    };
    if host.kinds[active] != SeatKind::Bot {
        return;
    }
    let Some(p) = host.game.sim.pending().cloned() else {
        return;
    };
    let at = host.game.applied();
    let host = &mut *host;
    let d = mists_bot::ask(host.bot.as_mut(), Seat::of_sim(&host.game.sim), &p);
    if let Err(r) = host.apply(at, d) {
        error!("the bot's own option was refused: {r}");
    }
}
