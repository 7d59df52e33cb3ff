//! Online co-op in the window (docs/online.md): host a game or join one from the title page.
//! The window's engine follows the network game (`mists_net`): a decision made here — by the
//! mouse, the keys or the teammate switch — goes to the host first, and only what the host
//! applied reaches this table, in the host's order. Seats played elsewhere (another computer,
//! the host's bots) are answered by nobody here: the window waits for them.

pub mod competitive;
mod joining;
pub mod keep;
mod lobby;
mod lobby_page;
mod reach;
mod seats;
mod turns;

use crate::play::answer::Elsewhere;
use crate::play::start::{GameBegan, GameLeft, PreparedStart};
use crate::shared::Screen;
use crate::shared::{AppSystems, PausableSystems};
use bevy::prelude::*;
use bevy::window::RequestRedraw;
use bevy::winit::WinitSettings;
use mists_net::{Client, Host, NetGame};
use mists_rules::{Flow, Pending};

pub(super) fn plugin(app: &mut App) {
    mists_net::net_plugins(app);
    app.add_plugins((competitive::plugin, turns::plugin));
    app.init_resource::<lobby::Form>();
    app.add_systems(
        Update,
        (answer_again, route, follow)
            .chain()
            .in_set(AppSystems::Gate)
            .run_if(online.and_then(resource_exists::<Fed>)),
    );
    app.add_systems(
        Update,
        (
            mark_elsewhere,
            seats::ping_key.in_set(PausableSystems),
            seats::show_pings,
        )
            .in_set(AppSystems::Update)
            .run_if(online.and_then(in_state(Screen::Playing))),
    );
    // Both games: the code kept up to date, the copy kept after every move.
    app.add_systems(
        Update,
        (seats::refresh_code, keep::keep_copy)
            .in_set(AppSystems::Update)
            .run_if(online.and_then(at_a_table)),
    );
    app.add_systems(
        Update,
        (
            lobby::act.run_if(resource_exists::<lobby::Action>),
            joining::wait_for_door,
            joining::wait_for_welcome,
        )
            .chain()
            .run_if(in_state(Screen::Title)),
    );
    app.init_resource::<keep::KeptOnline>();
    app.add_systems(OnEnter(Screen::Title), (leave, keep::scan).chain());
    observe_start(app);
    app.add_systems(
        bevy_egui::EguiPrimaryContextPass,
        (
            lobby::lobby
                .in_set(crate::shared::UiPass::Docked)
                .run_if(in_state(Screen::Title).and_then(in_state(crate::shared::Page::Online))),
            seats::panel
                .in_set(crate::shared::UiPass::DockedBelow)
                .run_if(online.and_then(at_a_table)),
        ),
    );
}

/// How online hears of the game start (`play::start`): the network's table began here, or this
/// window started a game of its own and leaves the network game.
pub(crate) fn observe_start(app: &mut App) {
    app.add_observer(|began: On<GameBegan>, mut commands: Commands| {
        if *began == GameBegan::Prepared {
            commands.queue(began_here);
        }
    });
    app.add_observer(|_: On<GameLeft>, mut commands: Commands| commands.queue(leave));
}

/// `--host PORT [--seats …]`, `--join HOST:PORT` or `--join-code CODE` (`[--seat K] [--name N]`):
/// fill the form and
/// press its button at the first frame of the title page.
pub fn launch(app: &mut App, cli: &crate::cli::Cli) {
    let mut form = lobby::Form::default();
    if cli.host.is_some() || cli.host_code {
        if let Some(port) = cli.host {
            form.port = port.to_string();
        }
        for (i, s) in cli.seats.iter().enumerate().take(form.seats.len()) {
            form.seats[i] = (*s).into();
        }
        form.competitive = cli.competitive;
        let by_code = cli.host_code;
        app.insert_resource(if by_code {
            lobby::Action::Host
        } else {
            lobby::Action::HostLan
        });
    }
    if let Some(file) = &cli.turn {
        turns::launch(app, file);
    }
    if let Some(addr) = &cli.join {
        form.address = addr.clone();
        form.seat = cli.seat;
        form.name = cli.name.clone().unwrap_or_default();
        app.insert_resource(lobby::Action::JoinLan);
    }
    // `mists join CODE` or a `mists://join/CODE` link (issue 50): straight into the join.
    if let Some(code) = &cli.join_code {
        form.code = code.clone();
        form.seat = cli.seat;
        form.name = cli.name.clone().unwrap_or_default();
        app.insert_resource(lobby::Action::Join);
    }
    app.insert_resource(form);
}

/// Run condition: a game's table is on the screen (co-op or competitive).
fn at_a_table(screen: Res<State<Screen>>) -> bool {
    matches!(screen.get(), Screen::Playing | Screen::Competitive)
}

/// Run condition: this window hosts or has joined a game.
pub fn online(host: Option<Res<Host>>, client: Option<Res<Client>>) -> bool {
    host.is_some() || client.is_some()
}

/// How many of the network game's decisions were handed to this window's engine, and the
/// question this window last proposed an answer to (one answer per question, until the host
/// refuses it).
#[derive(Resource, Debug, Default)]
pub struct Fed {
    pub count: u32,
    proposed: Option<u32>,
    heard: Heard,
}

/// What a window has read of its host's word on its answers: refusals, and welcomes back after
/// a redial. Both games' windows keep one.
#[derive(Debug, Default)]
pub(crate) struct Heard {
    refusals: usize,
    welcomed_back: u32,
}

/// What the host said since last read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum News {
    /// It refused this window's answer: the players may answer again.
    Refused,
    /// It welcomed this window back after a redial: an answer proposed while the connection
    /// was down was lost with it, the question waits for one again.
    WelcomedBack,
}

impl Heard {
    /// The host's news since last read (a welcome back first), marked read.
    pub(crate) fn news(&mut self, c: &Client) -> Option<News> {
        let news = if c.welcomed_back > self.welcomed_back {
            Some(News::WelcomedBack)
        } else if c.refused.len() > self.refusals {
            Some(News::Refused)
        } else {
            None
        };
        self.welcomed_back = c.welcomed_back;
        self.refusals = c.refused.len();
        news
    }
}

/// The window's settings from before going online (it wakes every 100 ms while online, so
/// messages are read while the players think).
#[derive(Resource)]
struct Offline(WinitSettings);

fn net_game<'a>(
    host: &'a Option<ResMut<Host>>,
    client: &'a Option<ResMut<Client>>,
) -> Option<&'a NetGame> {
    host.as_ref()
        .map(|h| &h.game)
        .or_else(|| client.as_ref().and_then(|c| c.game.as_ref()))
        .and_then(mists_net::Game::coop)
}

/// The host said no to this window's answer, or welcomed it back after a redial: the players
/// may answer the question again; after a redial also the teammate and the autoplay (a refused
/// answer of theirs is not sent again: the same view would choose it again).
fn answer_again(
    client: Option<Res<Client>>,
    mut fed: ResMut<Fed>,
    mut pending: ResMut<Pending>,
    mut mate: ResMut<crate::play::answer::Teammate>,
) {
    let Some(c) = client else { return };
    let Some(news) = fed.heard.news(&c) else {
        return;
    };
    fed.proposed = None;
    if news == News::WelcomedBack {
        mate.forget_answers();
    }
    pending.set_changed();
}

/// Between the engine's intake and its step: this window's own decisions go to the host instead
/// of the table (decisions [`follow`] handed over and the engine has not taken yet stay).
fn route(
    mut flow: ResMut<Flow>,
    mut fed: ResMut<Fed>,
    mut host: Option<ResMut<Host>>,
    mut client: Option<ResMut<Client>>,
    mut pending: ResMut<Pending>,
    elsewhere: Option<Res<Elsewhere>>,
    table: Res<mists_rules::Table>,
) {
    let keep = fed.count.saturating_sub(flow.applied) as usize;
    if flow.inbox.len() <= keep {
        return;
    }
    let mine: Vec<_> = flow.inbox.drain(keep..).collect();
    // The question on the screen is number `applied`; with decisions still to show, an answer
    // already on its way, or the seat played elsewhere, this one answers nothing.
    let at = flow.applied;
    let not_ours = elsewhere.is_some_and(|e| e.has(table.players.current));
    if keep > 0 || fed.proposed == Some(at) || not_ours {
        return;
    }
    let Some(&d) = mine.first() else {
        return;
    };
    if let Some(h) = host.as_mut() {
        match h.propose_local(at, d) {
            Ok(()) => fed.proposed = Some(at),
            Err(e) => {
                warn!("not applied: {e}");
                // The view asks again (a placed tile returns to the cursor).
                pending.set_changed();
            }
        }
    } else if let Some(c) = client.as_mut() {
        c.propose(at, d);
        fed.proposed = Some(at);
    }
}

/// Hand the network game's next applied decision to the window's engine when it asks for one
/// (one a frame, so each is shown with its animations).
fn follow(
    mut flow: ResMut<Flow>,
    mut fed: ResMut<Fed>,
    host: Option<ResMut<Host>>,
    client: Option<ResMut<Client>>,
) {
    let Some(game) = net_game(&host, &client) else {
        return;
    };
    if fed.count > flow.applied || flow.pending.is_none() {
        return;
    }
    if let Some(&d) = game.record().decisions.get(fed.count as usize) {
        flow.inbox.push_back(d);
        fed.count += 1;
    }
}

/// Which seats this window does not answer for: at the host, all but its own; at a client, all
/// but the one it holds.
fn elsewhere(host: Option<&Host>, client: Option<&Client>) -> Option<Elsewhere> {
    let seats = match (host, client) {
        (Some(h), _) => h.played_here().iter().map(|here| !here).collect(),
        (None, Some(c)) => (0..c.seats.len().max(1))
            .map(|s| c.seat != Some(s as u8))
            .collect(),
        _ => return None,
    };
    Some(Elsewhere(seats))
}

/// Seats change hands (a seat given to a bot, a client's seat list): follow them.
fn mark_elsewhere(
    mut commands: Commands,
    host: Option<Res<Host>>,
    client: Option<Res<Client>>,
    now: Option<Res<Elsewhere>>,
) {
    let changed = host.as_ref().is_some_and(|h| h.is_changed())
        || client.as_ref().is_some_and(|c| c.is_changed());
    if !changed {
        return;
    }
    if let Some(seats) = elsewhere(host.as_deref(), client.as_deref())
        && now.as_deref() != Some(&seats)
    {
        commands.insert_resource(seats);
    }
}

/// The game screen began the network's table ([`PreparedStart`]): from now on the window follows
/// the network game, and the seats played elsewhere are known before the first frame of play.
fn began_here(world: &mut World) {
    let count = world.resource::<Flow>().applied;
    world.insert_resource(Fed { count, ..default() });
    let seats = elsewhere(world.get_resource::<Host>(), world.get_resource::<Client>());
    if let Some(seats) = seats {
        world.insert_resource(seats);
    }
}

/// Going online: the window wakes every 100 ms to read messages.
fn go_online(world: &mut World) {
    if !world.contains_resource::<Offline>() {
        let before = world.resource::<WinitSettings>().clone();
        world.insert_resource(Offline(before));
        world.insert_resource(WinitSettings {
            focused_mode: bevy::winit::UpdateMode::reactive(std::time::Duration::from_millis(100)),
            unfocused_mode: bevy::winit::UpdateMode::reactive(std::time::Duration::from_millis(
                100,
            )),
        });
    }
}

/// Back at the title page: say goodbye to the peers and sleep as before.
fn leave(world: &mut World) {
    if online_world(world) {
        info!("leaving the online game");
    }
    mists_net::stop(world);
    world.remove_resource::<Elsewhere>();
    world.remove_resource::<Fed>();
    world.remove_resource::<mists_rules::competitive::plugin::Followed>();
    world.remove_resource::<competitive::Proposed>();
    world.remove_resource::<joining::Joining>();
    if let Some(Offline(before)) = world.remove_resource::<Offline>() {
        world.insert_resource(before);
    }
}

fn net_game_of(world: &World) -> Option<&NetGame> {
    world
        .get_resource::<Host>()
        .map(|h| &h.game)
        .or_else(|| world.get_resource::<Client>().and_then(|c| c.game.as_ref()))
        .and_then(mists_net::Game::coop)
}

fn online_world(world: &World) -> bool {
    world.contains_resource::<Host>() || world.contains_resource::<Client>()
}

/// Start the window's game from the network game (hosting: at once; joining: when welcomed).
fn start_table(world: &mut World, mut sim: mists_rules::Sim, tiles: mists_board::TileSet) {
    // The network game's sim is quiet (keeps no record); the window's record feeds crash reports.
    if let Some(game) = net_game_of(world) {
        sim.flow.record = game.record().decisions.clone();
    }
    let players = sim.table.players.colours.len();
    let mut setup = world.resource_mut::<crate::setup::GameSetup>();
    setup.players = players as u8;
    setup.bots = vec![false; players];
    world.insert_resource(PreparedStart { sim, tiles });
    world.write_message(RequestRedraw);
    world
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Playing);
}

#[cfg(test)]
mod tests;

#[cfg(test)]
mod heard_tests {
    use super::*;

    #[test]
    fn a_hosts_news_is_read_once_a_welcome_back_before_a_refusal() {
        let mut c = Client::new("Ada", Some(0), mists_net::SeatToken([1; 16]), None);
        let mut heard = Heard::default();
        assert_eq!(heard.news(&c), None, "a first welcome is no news");
        c.refused.push("not your turn".into());
        assert_eq!(heard.news(&c), Some(News::Refused));
        assert_eq!(heard.news(&c), None, "read once");
        c.refused.push("not your turn".into());
        c.welcomed_back = 1;
        assert_eq!(heard.news(&c), Some(News::WelcomedBack));
        assert_eq!(heard.news(&c), None, "both read");
    }
}
