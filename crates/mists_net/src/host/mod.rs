//! The host: the authoritative game. Clients ask for a seat and propose decisions; a decision is
//! applied only if it comes from the client holding the active seat, answers the question being
//! asked now, and the engine accepts it; then it is announced to everyone. Anything else is
//! refused with its reason (to the sender, and in the host's log) and changes nothing. Bot seats
//! are played here. A seat belongs to the token that first took it (`seats.rs`): after a drop
//! only that token takes it back, with the game so far; a bot may stand in meanwhile.

use crate::competitive_game::CompetitiveGame;
use crate::game::{Game, NetGame};
use crate::seats::Seats;
use crate::wire::{ClientMsg, SeatInfo, SeatKind, ServerMsg, decode_client, encode};
use crate::{ClientPacket, ServerPacket};
use bevy::prelude::*;
use bevy_replicon::prelude::*;
use mists_bot::{Bot, Seat};
use mists_rules::competitive::Play;

mod systems;

use systems::{flush, left, let_go, play_bots, receive, silences, stand_ins};

pub(crate) fn plugin(app: &mut App) {
    app.add_observer(receive).add_observer(left).add_systems(
        Update,
        (silences, stand_ins, play_bots, flush, let_go)
            .chain()
            .run_if(resource_exists::<Host>),
    );
}

/// The host's refusal log keeps at most this many lines; pings waiting to be shown, at most
/// [`KEEP_PINGS`].
const KEEP_REFUSALS: usize = 10_000;
const KEEP_PINGS: usize = 64;
/// Seconds between telling a client it may not watch and closing its connection.
const LET_GO_AFTER: f32 = 1.0;

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
    /// The competitive engine's own reason (RULES §20).
    #[error(transparent)]
    Play(#[from] mists_rules::competitive::PlayError),
    #[error("that is a move of the other game (cooperative or competitive)")]
    OtherGame,
}

/// A move of either game, as the host checks and applies it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Move {
    /// A cooperative decision.
    Decision(mists_rules::Decision),
    /// A competitive play (RULES §20).
    Play(Play),
}

impl From<mists_rules::Decision> for Move {
    fn from(d: mists_rules::Decision) -> Move {
        Move::Decision(d)
    }
}

impl From<Play> for Move {
    fn from(p: Play) -> Move {
        Move::Play(p)
    }
}

/// The host's game and seats.
#[derive(Resource)]
pub struct Host {
    pub game: Game,
    /// The co-op tile set (RON) sent to joining peers (the competitive one travels in its game).
    pub(crate) tiles: String,
    /// Who sits at, owns and holds each seat.
    pub(crate) seats: Seats,
    /// Seconds a remote seat's owner may be away before the host's bot stands in (None: the
    /// seat waits for its player).
    pub stand_in_after: Option<f32>,
    /// Seconds between the host's bot decisions (0: as fast as it can), so people can follow.
    pub bot_pace: f32,
    /// Whether a client that gets no seat may stay and watch (off: it is told why and let go).
    pub spectators: bool,
    since_bot: f32,
    /// Clients told they may not watch, and for how long: let go after [`LET_GO_AFTER`], so the
    /// reason reaches them before the connection closes.
    letting_go: Vec<(Entity, f32)>,
    bot: Box<dyn Bot + Send + Sync>,
    /// What was refused, to whom and why (the log `mists-cli host` prints and tests read).
    pub refusals: Vec<String>,
    /// How many messages were refused in all (the log keeps only the latest).
    pub refused_total: u64,
    /// Cells pointed at (seat, cell), oldest first, for the host's window to show and clear.
    pub pings: Vec<(u8, (i16, i16))>,
    /// Messages for every client, sent at the end of the frame.
    outbox: Vec<ServerMsg>,
}

impl Host {
    /// Host `game` (a co-op game's tile set as RON text) with these seats (one per player).
    pub fn new(
        game: impl Into<Game>,
        tiles: String,
        kinds: Vec<SeatKind>,
        bot: Box<dyn Bot + Send + Sync>,
    ) -> Host {
        Host {
            game: game.into(),
            tiles,
            seats: Seats::new(kinds),
            stand_in_after: None,
            bot_pace: 0.0,
            spectators: false,
            since_bot: 0.0,
            letting_go: Vec::new(),
            bot,
            refusals: Vec::new(),
            refused_total: 0,
            pings: Vec::new(),
            outbox: Vec::new(),
        }
    }

    /// Who sits at each seat.
    pub fn kinds(&self) -> Vec<SeatKind> {
        self.seats.0.iter().map(|s| s.kind.clone()).collect()
    }

    /// Bind the host's own seats (played at its window) to its token, so that a copy of the
    /// game gives them back to this window when it hosts on (`Host::from_copy`).
    pub fn own_seats(&mut self, token: &crate::SeatToken) {
        for s in &mut self.seats.0 {
            if s.kind == SeatKind::Host {
                s.owner = Some(token.owner());
            }
        }
    }

    /// The seats the person at the host's window plays now (a host seat no bot stands in at).
    pub fn played_here(&self) -> Vec<bool> {
        (0..self.seats.0.len())
            .map(|s| self.seats.0[s].kind == SeatKind::Host && !self.seats.bot_plays(s))
            .collect()
    }

    /// A decision of the person at the host's window: applied only if the active seat is theirs
    /// ([`SeatKind::Host`]), it answers question `at`, and the engine accepts it; then announced.
    pub fn propose_local(&mut self, at: u32, d: impl Into<Move>) -> Result<(), Refusal> {
        let active = self.game.active_seat().ok_or(Refusal::Over)?;
        if !self.played_here()[active] {
            return Err(Refusal::NotHere { active: active + 1 });
        }
        let now = self.game.applied();
        if at != now {
            return Err(Refusal::OutOfTurn { at, now });
        }
        self.apply(at, d.into())
    }

    /// Whether a remote seat has nobody at it (never taken, or waiting for its player): the
    /// short code's door stays open while one does (issue 63).
    pub fn awaits_a_player(&self) -> bool {
        self.seats
            .0
            .iter()
            .any(|s| s.kind == SeatKind::Remote && s.holder.is_none())
    }

    /// Which seats' players are away: connected but silent for `LOST_AFTER` seconds (issue 63).
    pub fn away(&self) -> Vec<bool> {
        self.seats.away()
    }

    /// A seat whose player is away is played by the host's bot until its player returns.
    pub fn hand_to_bot(&mut self, seat: usize) {
        if let Some(s) = self.seats.0.get_mut(seat)
            && (s.holder.is_none() || s.silent)
        {
            s.stand_in = true;
            self.outbox.push(ServerMsg::Seats(self.seats()));
        }
    }

    /// The person at the host points at a cell (as the active host seat, else the first one).
    pub fn ping_local(&mut self, cell: (i16, i16)) {
        let seat = self
            .game
            .active_seat()
            .filter(|&s| self.seats.0[s].kind == SeatKind::Host)
            .or_else(|| self.seats.0.iter().position(|s| s.kind == SeatKind::Host))
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
            tiles_version: Some(tiles.version),
        };
        let game = NetGame::start(record, &tiles)?;
        Ok(Host::new(game, text, kinds, bot))
    }

    /// Host a new competitive match (RULES §20) of the preset at `path`, shuffled with `seed`.
    /// Its bot seats play greedy. (The host's own save goes on with [`Host::from_copy`].)
    pub fn competitive(
        path: &std::path::Path,
        players: u8,
        seed: u64,
        kinds: Vec<SeatKind>,
    ) -> Result<Host, crate::NetError> {
        if kinds.len() != players as usize {
            return Err(crate::NetError::Seats {
                named: kinds.len(),
                players,
            });
        }
        let game = CompetitiveGame::host(path, players, seed)?;
        // The co-op bot is never asked in a competitive game (`play_bots` plays greedy).
        let bot = Box::new(mists_bot::RandomBot::new(0));
        Ok(Host::new(game, String::new(), kinds, bot))
    }

    pub fn seats(&self) -> Vec<SeatInfo> {
        self.seats.infos()
    }

    fn seat_of(&self, client: Entity) -> Option<usize> {
        self.seats.of(client)
    }

    /// Check a client's decision and apply it: the reason when it is refused.
    pub fn propose(&mut self, client: Entity, at: u32, d: Move) -> Result<(), Refusal> {
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
        self.apply(at, d)
    }

    /// Apply move number `at` and queue its announcement. Every applied move goes through
    /// here, so clients hear them in the order they were applied (whoever made them). A
    /// competitive play's announcement carries the tiles it drew, never what is still hidden.
    fn apply(&mut self, at: u32, mv: Move) -> Result<(), Refusal> {
        let msg = match (&mut self.game, mv) {
            (Game::Coop(g), Move::Decision(decision)) => {
                g.apply(decision)?;
                ServerMsg::Applied { at, decision }
            }
            (Game::Competitive(g), Move::Play(play)) => {
                let drawn = g.apply(play)?;
                ServerMsg::Played { at, play, drawn }
            }
            _ => return Err(Refusal::OtherGame),
        };
        self.outbox.push(msg);
        Ok(())
    }

    /// What a client joining at `seat` is sent: the game so far, as its players may see it.
    fn welcome(&self, seat: Option<u8>) -> ServerMsg {
        match &self.game {
            Game::Coop(g) => ServerMsg::Welcome {
                seat,
                record: g.record().to_ron(),
                tiles: self.tiles.clone(),
                seats: self.seats(),
            },
            Game::Competitive(g) => {
                let (seen, tiles) = g.texts();
                ServerMsg::WelcomeMatch {
                    seat,
                    seen,
                    tiles,
                    seats: self.seats(),
                }
            }
        }
    }

    fn refuse(&mut self, who: &str, reason: String) {
        warn!("refused from {who}: {reason}");
        self.refused_total += 1;
        // A hostile client must not fill the host's memory: the log keeps its latest lines.
        if self.refusals.len() >= KEEP_REFUSALS {
            self.refusals.drain(..KEEP_REFUSALS / 2);
        }
        self.refusals.push(format!("{who}: {reason}"));
    }
}
