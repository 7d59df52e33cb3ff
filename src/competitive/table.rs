//! The competitive table: what the Competitive page chose, how the window plays the match on the
//! table (the match itself is the engine's [`Match`]), the condition and order of the table's
//! systems (declared here once), and the table's end when the screen closes.

use crate::shared::{AppSystems, PausableSystems, Screen};
use crate::tile_textures::TileArt;
use bevy::prelude::*;
use mists_board::Rotation;
use mists_rules::competitive::file::WholeCompetitive;
use mists_rules::competitive::plugin::Refused;
use mists_rules::competitive::{Match, PieceKind};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<CompetitiveChoices>();
    app.configure_sets(
        Update,
        (TableSystems::Input, TableSystems::Bots)
            .chain()
            .in_set(AppSystems::Update)
            .in_set(PausableSystems)
            .run_if(at_table()),
    );
    app.configure_sets(
        Update,
        TableSystems::Board
            .in_set(AppSystems::Update)
            .after(TableSystems::Bots)
            .run_if(at_table()),
    );
    app.add_systems(OnExit(Screen::Competitive), leave);
    app.add_systems(
        Update,
        note_turns.in_set(AppSystems::Publish).run_if(at_table()),
    );
}

/// A match is at the table: the competitive screen with its table and match set up. The one
/// condition of the table's systems (panels add what else they draw with).
pub fn at_table() -> impl bevy::ecs::schedule::SystemCondition<()> {
    in_state(Screen::Competitive)
        .and_then(resource_exists::<CompetitiveTable>)
        .and_then(resource_exists::<Match>)
}

/// The order of the table's systems in a frame: the person's input (`input`, `cursor`), then the
/// bot seats (`bots`), both paused by the menu; then the board's sprites (`view`, `marks`).
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TableSystems {
    Input,
    Bots,
    Board,
}

/// A competitive match is on the table (its resources are set): observers react, as to the
/// cooperative start's `GameBegan` (the autosave chooses its file from it).
#[derive(Event, Clone, Debug, PartialEq, Eq)]
pub enum MatchBegan {
    /// A new match of the Competitive page's setup.
    Fresh { seed: u64 },
    /// A saved match continued, from its file.
    Resumed { path: std::path::PathBuf },
    /// A record replayed.
    Replayed,
    /// A position handed over (`StartFrom`).
    Handed,
    /// An online match followed from the network's table (`online::competitive`).
    Followed,
}

/// What the Competitive page chose for the competitive game.
#[derive(Resource, Debug, Clone, PartialEq)]
pub struct CompetitiveChoices {
    pub players: u8,
    /// One per seat: played by a bot.
    pub bots: Vec<bool>,
    /// One per seat: its bot is the strong one (the search bot) rather than the easy one
    /// (greedy).
    pub strong: Vec<bool>,
    pub seed: Option<u64>,
    /// Seconds a bot waits before each decision (so people can follow).
    pub bot_delay: f32,
}

impl Default for CompetitiveChoices {
    fn default() -> Self {
        Self {
            players: 3,
            bots: vec![false, true, true],
            strong: vec![false; 3],
            seed: None,
            bot_delay: 0.5,
        }
    }
}

impl CompetitiveChoices {
    pub fn set_players(&mut self, n: u8) {
        self.players = n.clamp(2, 5);
        self.bots.resize(self.players as usize, true);
        self.strong.resize(self.players as usize, false);
    }
}

/// How the window plays the match on the table (the match itself is the engine's [`Match`]
/// resource, moved only by `Choose` messages).
#[derive(Resource)]
pub struct CompetitiveTable {
    pub bots: Vec<bool>,
    /// The bot seats the search bot plays (the others: greedy).
    pub strong: Vec<bool>,
    /// Scores after every turn, for the final chart.
    pub history: Vec<Vec<u32>>,
    /// The drawn tile's turn, as the player set it.
    pub rot: Rotation,
    pub(super) bot_clock: f32,
    pub(super) bot_delay: f32,
    /// What a record needs besides the plays: the preset (where it came from, and carried
    /// whole so the record loads anywhere, issue 61) and the seed.
    pub(super) preset: std::path::PathBuf,
    pub(super) whole: Option<std::sync::Arc<WholeCompetitive>>,
    pub(super) seed: u64,
    /// Plays already noted in `history` (a turn boundary: the plays of finished turns).
    pub(super) noted: usize,
    /// A record being replayed (`replay`): every seat is the record's.
    pub replaying: bool,
    /// Online: the seats nobody here answers for (another computer's, the host's bots).
    pub elsewhere: Vec<bool>,
}

impl CompetitiveTable {
    /// Whether the seat to act is a person here (and the match goes on).
    pub fn person_to_act(&self, m: &Match) -> bool {
        !m.is_over() && !self.bots[m.current as usize] && !self.is_elsewhere(m.current)
    }

    /// Whether seat `s` is answered elsewhere (online): this window waits for it.
    pub fn is_elsewhere(&self, s: u8) -> bool {
        self.elsewhere.get(s as usize).copied().unwrap_or(false)
    }

    /// An online match at this window: every seat a person here or answered `elsewhere`
    /// (its plays go to the host; nothing is saved here but the host's own copy).
    pub fn online(m: &Match, elsewhere: Vec<bool>) -> CompetitiveTable {
        CompetitiveTable {
            history: vec![m.scores.clone()],
            bots: vec![false; m.setup.players as usize],
            strong: vec![false; m.setup.players as usize],
            rot: Rotation(0),
            bot_clock: 0.0,
            bot_delay: 0.0,
            preset: std::path::PathBuf::new(),
            whole: None,
            seed: 0,
            noted: finished_plays(m),
            replaying: false,
            elsewhere,
        }
    }

    /// Whether [`CompetitiveTable::record`] replays: a match of a preset file here, not one set
    /// up from a position (a lesson's) nor an online one (whose preset is the host's).
    pub fn recordable(&self, m: &Match) -> bool {
        !self.preset.as_os_str().is_empty() && !m.from_scenario()
    }

    /// The match as a record (docs/competitive.md): replaying it gives this table.
    pub fn record(&self, m: &Match) -> mists_rules::competitive::file::CompetitiveRecord {
        mists_rules::competitive::file::CompetitiveRecord {
            competitive: std::fs::canonicalize(&self.preset).unwrap_or(self.preset.clone()),
            players: m.setup.players,
            seed: self.seed,
            piles: None,
            plays: m.plays.clone(),
            whole: self.whole.as_ref().map(|w| Box::new((**w).clone())),
        }
    }
}

/// Tile faces for the Mists and base-game tiles of this match.
#[derive(Resource, Clone)]
pub struct CompetitiveArt(pub TileArt);

/// The plays of a match's finished turns (what `CompetitiveTable::noted` counts when a match
/// is set up).
pub(super) fn finished_plays(m: &Match) -> usize {
    m.plays.len() - m.plays_this_turn()
}

/// Screenshot runs wait while bots (or autoplay) still have decisions to make.
pub fn busy(v: Option<&CompetitiveTable>, m: Option<&Match>) -> bool {
    matches!((v, m), (Some(v), Some(m)) if !m.is_over() && !v.replaying && !v.person_to_act(m))
}

fn leave(
    mut commands: Commands,
    mut menu: ResMut<NextState<crate::shared::Menu>>,
    mut inbox: ResMut<mists_rules::competitive::plugin::Inbox>,
) {
    // Plays sent as the screen closed are not the next match's.
    inbox.0.clear();
    commands.remove_resource::<CompetitiveTable>();
    commands.remove_resource::<Match>();
    commands.remove_resource::<CompetitiveArt>();
    menu.set(crate::shared::Menu::None);
}

/// After the engine's step: note the scores when a turn ended; say what the rules refused.
pub(super) fn note_turns(
    m: Res<Match>,
    mut v: ResMut<CompetitiveTable>,
    mut refused: MessageReader<Refused>,
) {
    for r in refused.read() {
        warn!("refused {:?}: {}", r.play, r.error);
    }
    if m.plays.len() != v.noted && m.placed_cell().is_none() {
        v.noted = m.plays.len();
        v.history.push(m.scores.clone());
    }
}

/// The kind of piece a click or key deploys: a guard meeple when asked for (or when no normal
/// meeple is left).
pub fn kind_for(m: &Match, guard: bool) -> PieceKind {
    let want = if guard {
        PieceKind::Guard
    } else {
        PieceKind::Meeple
    };
    if m.in_supply(m.current, want).is_some() {
        want
    } else if want == PieceKind::Meeple {
        PieceKind::Guard
    } else {
        PieceKind::Meeple
    }
}

/// Seat colour index into `Colour::ALL` (the meeple images are made in that order).
pub fn seat_colour(seat: u8) -> mists_rules::Colour {
    mists_rules::Colour::ALL[seat as usize % mists_rules::Colour::ALL.len()]
}
