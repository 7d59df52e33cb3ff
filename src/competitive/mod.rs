//! The competitive game in the window (RULES §20, docs/competitive.md): 2–5 seats, each a person
//! or the greedy bot, on one screen from the first tile to the final breakdown. Clicks and keys
//! become the same [`Play`]s the bots make; `mists_rules::competitive` checks and plays them.
//!
//! Mouse: click a lit cell to place the drawn tile (right-click or R turns it); then click a ring
//! on the new tile for a meeple there (Shift-click: a guard meeple), or a lit meeple for a ghost.
//! Keys: ◀/▶ move over the cells the tile fits and Space places it (`cursor`); 1–9 pick a spot
//! (Shift: guard), Space passes, Ctrl+Z takes back the turn's last play, Esc pauses. A gamepad
//! presses the same keys (`crate::pad`) and answers the bar's questions.

pub mod autosave;
mod card;
mod consequence;
mod cursor;
mod final_scores;
mod help;
mod log;
mod marks;
mod panel;
pub mod replay;
mod review;
mod start;
#[cfg(test)]
pub(crate) mod tests;
mod think;
mod view;

pub use start::MatchBegan;
pub use view::seat_colour;

use crate::input::{BoardClick, Pointer, RotateDrawn};
use crate::shared::Screen;
use crate::shared::{AppSystems, CompetitiveStart, PausableSystems, StartFrom};
use crate::tile_textures::TileArt;
use bevy::prelude::*;
use bevy::window::RequestRedraw;
use mists_board::{Cell, Rotation};
use mists_rules::competitive::file::WholeCompetitive;
use mists_rules::competitive::plugin::{Choose, CompetitivePlugin, Refused, Undo};
use mists_rules::competitive::{Match, PieceKind, Play, Spot, Stage};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<CompetitiveChoices>();
    app.add_plugins((
        CompetitivePlugin,
        view::plugin,
        panel::plugin,
        card::plugin,
        consequence::plugin,
        help::plugin,
        log::plugin,
        autosave::plugin,
        replay::plugin,
        review::plugin,
    ));
    app.add_systems(
        OnEnter(Screen::Competitive),
        start::start.in_set(CompetitiveStart),
    );
    app.add_systems(OnExit(Screen::Competitive), leave);
    app.add_systems(Update, toggle_pause.run_if(in_state(Screen::Competitive)));
    app.add_systems(
        Update,
        turn_systems()
            .in_set(AppSystems::Update)
            .in_set(PausableSystems)
            .run_if(
                in_state(Screen::Competitive)
                    .and_then(resource_exists::<CompetitiveTable>)
                    .and_then(resource_exists::<Match>),
            ),
    );
    app.add_systems(
        Update,
        note_turns.in_set(AppSystems::Publish).run_if(
            in_state(Screen::Competitive)
                .and_then(resource_exists::<CompetitiveTable>)
                .and_then(resource_exists::<Match>),
        ),
    );
}

/// The turn's input and the bot seats, in this order (the plugin's, and the tests' apps).
fn turn_systems() -> bevy::ecs::schedule::ScheduleConfigs<bevy::ecs::system::ScheduleSystem> {
    (
        rotate,
        cursor::cell_keys,
        clicks,
        keys,
        // A record being watched plays every seat.
        bots.run_if(not(resource_exists::<replay::ReplayMatch>)),
    )
        .chain()
}

/// What the level select chose for the competitive game.
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
/// resource, moved only by [`Choose`] messages).
#[derive(Resource)]
pub struct CompetitiveTable {
    pub bots: Vec<bool>,
    /// The bot seats the search bot plays (the others: greedy).
    pub strong: Vec<bool>,
    /// Scores after every turn, for the final chart.
    pub history: Vec<Vec<u32>>,
    /// The drawn tile's turn, as the player set it.
    pub rot: Rotation,
    bot_clock: f32,
    bot_delay: f32,
    /// What a record needs besides the plays: the preset (where it came from, and carried
    /// whole so the record loads anywhere, issue 61) and the seed.
    preset: std::path::PathBuf,
    whole: Option<std::sync::Arc<WholeCompetitive>>,
    seed: u64,
    /// Plays already noted in `history` (a turn boundary: the plays of finished turns).
    noted: usize,
    /// A record being watched ([`watch`]): every seat is the record's.
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
fn finished_plays(m: &Match) -> usize {
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

fn toggle_pause(
    keys: Res<ButtonInput<KeyCode>>,
    map: Option<Res<crate::keymap::KeyMap>>,
    menu: Res<State<crate::shared::Menu>>,
    mut next: ResMut<NextState<crate::shared::Menu>>,
) {
    use crate::shared::Menu;
    if crate::keymap::pressed(map.as_deref(), &keys, crate::keymap::Action::Menu) {
        next.set(match menu.get() {
            Menu::None => Menu::Pause,
            Menu::Pause => Menu::None,
        });
    }
}

/// Right-click or R: the next rotation that fits at the aim (the keys' cell or the pointer's;
/// any next one elsewhere).
fn rotate(
    mut msgs: MessageReader<RotateDrawn>,
    mut clicks: MessageReader<BoardClick>,
    pointer: Res<Pointer>,
    key: Res<cursor::KeyCell>,
    m: Res<Match>,
    mut v: ResMut<CompetitiveTable>,
) {
    let right = clicks
        .read()
        .filter(|c| c.button == MouseButton::Right)
        .count();
    let turns = msgs.read().count() + right;
    if turns == 0 || !v.person_to_act(&m) || !matches!(m.stage, Stage::Place(_)) {
        return;
    }
    for _ in 0..turns {
        let fits = cursor::aim(&key, &pointer)
            .map(|w| m.rotations_at(crate::grid::cell_at(w)))
            .unwrap_or_default();
        let next = (1..=4)
            .map(|k| Rotation((v.rot.0 + k) % 4))
            .find(|r| fits.is_empty() || fits.contains(r))
            .unwrap_or(v.rot);
        v.rot = next;
    }
}

/// Left clicks: a lit cell places the tile; on the new tile, the nearest ring takes a meeple
/// (Shift: a guard meeple); near a lit meeple, a ghost.
fn clicks(
    mut clicks: MessageReader<BoardClick>,
    keys: Res<ButtonInput<KeyCode>>,
    m: Res<Match>,
    v: Res<CompetitiveTable>,
    mut choose: MessageWriter<Choose>,
) {
    // One play a frame: the engine plays it this frame, the next click sees the new table.
    let Some(click) = clicks
        .read()
        .filter(|c| c.button == MouseButton::Left)
        .last()
    else {
        return;
    };
    if !v.person_to_act(&m) {
        return;
    }
    let shift = keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
    if let Some(play) = view::play_at(&v, &m, click.world, shift) {
        choose.write(Choose(play));
    }
}

/// 1–9: the n-th spot of the new tile (Shift: guard meeple); Space: pass; in a ghost step,
/// 1–9 pick the n-th meeple listed; Ctrl+Z takes back the turn's last play.
fn keys(
    keys: Res<ButtonInput<KeyCode>>,
    map: Option<Res<crate::keymap::KeyMap>>,
    m: Res<Match>,
    v: Res<CompetitiveTable>,
    mut choose: MessageWriter<Choose>,
    mut undo: MessageWriter<Undo>,
) {
    if !v.person_to_act(&m) {
        return;
    }
    use crate::keymap::{Action, pressed};
    let map = map.as_deref();
    let ctrl = keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight]);
    if ctrl && pressed(map, &keys, Action::Undo) {
        undo.write(Undo);
        return;
    }
    let shift = keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
    let digits = [
        KeyCode::Digit1,
        KeyCode::Digit2,
        KeyCode::Digit3,
        KeyCode::Digit4,
        KeyCode::Digit5,
        KeyCode::Digit6,
        KeyCode::Digit7,
        KeyCode::Digit8,
        KeyCode::Digit9,
    ];
    let n = digits.iter().position(|&k| keys.just_pressed(k));
    let play = match (m.stage, n) {
        (Stage::Deploy, _) if pressed(map, &keys, Action::Place) => Some(Play::Pass),
        (Stage::Deploy, Some(i)) => m.free_spots().get(i).map(|&spot| Play::Deploy {
            kind: kind_for(&m, shift),
            spot,
        }),
        (Stage::GhostOther | Stage::GhostOwn, Some(i)) => m.legal().get(i).copied(),
        _ => None,
    };
    if let Some(p) = play {
        choose.write(Choose(p));
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

/// Bot seats (and, with `--autoplay`, the person's seat too) play after a short wait.
fn bots(
    time: Res<Time>,
    settings: Option<Res<crate::settings::UserSettings>>,
    m: Res<Match>,
    mut v: ResMut<CompetitiveTable>,
    mut autoplay: Option<ResMut<crate::play::autoplay::Autoplay>>,
    mut redraw: MessageWriter<RequestRedraw>,
    mut choose: MessageWriter<Choose>,
    mut thinking: Local<think::Thinking>,
) {
    if m.is_over() || v.is_elsewhere(m.current) {
        return;
    }
    let auto = autoplay.as_ref().is_some_and(|a| a.remaining > 0);
    if v.person_to_act(&m) && !auto {
        return;
    }
    redraw.write(RequestRedraw);
    // The clock is not a change of the match: the sprites are not rebuilt for it.
    v.bypass_change_detection().bot_clock += time.delta_secs();
    if v.bot_clock < v.bot_delay * crate::settings::pace(settings.as_deref()) && !auto {
        return;
    }
    let play = match v.strong.get(m.current as usize).copied().unwrap_or(false) {
        // The strong bot searches off the frame; the table waits for its answer.
        true => match think::strong_play(&m, &mut thinking, v.seed) {
            Some(p) => p,
            None => return,
        },
        false => match mists_bot::competitive::choose(&m) {
            Some(p) => p,
            None => return,
        },
    };
    v.bypass_change_detection().bot_clock = 0.0;
    if let (true, Some(a)) = (v.person_to_act(&m), autoplay.as_mut())
        && matches!(play, Play::Place { .. })
    {
        a.remaining -= 1;
    }
    choose.write(Choose(play));
}

/// After the engine's step: note the scores when a turn ended; say what the rules refused.
fn note_turns(m: Res<Match>, mut v: ResMut<CompetitiveTable>, mut refused: MessageReader<Refused>) {
    for r in refused.read() {
        warn!("refused {:?}: {}", r.play, r.error);
    }
    if m.plays.len() != v.noted && m.placed_cell().is_none() {
        v.noted = m.plays.len();
        v.history.push(m.scores.clone());
    }
}

/// Where a spot's ring stands, relative to its tile's centre.
pub fn spot_anchor(m: &Match, cell: Cell, spot: Spot) -> Vec2 {
    match spot {
        Spot::Area(a) => crate::board_view::pieces::area_anchor(&m.board, cell, a),
        Spot::Keeper => Vec2::ZERO,
    }
}
