//! The New game page's "Play online" window: host the chosen level with seats here, on other
//! computers or played by bots, and share its invite code; or join a game by its code. The LAN
//! path (a port, an address) stays under "On this network".

use super::joining::{Joining, Knocking, join};
use super::{go_online, start_table};
use crate::i18n::Tr;
use crate::setup::GameSetup;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use mists_net::{Host, SeatKind};
use mists_rules::LevelConfig;

/// What the form holds between frames.
#[derive(Resource)]
pub struct Form {
    pub port: String,
    pub seats: Vec<SeatKind>,
    /// The host's invite code, as typed or pasted.
    pub code: String,
    pub address: String,
    pub name: String,
    pub seat: Option<u8>,
    /// The last thing to tell the player (connecting, an error).
    pub status: Option<String>,
    /// Host the competitive game (RULES §20) instead of the chosen level.
    pub competitive: bool,
    /// Let a player who gets no seat watch (off: they are told why and let go).
    pub spectators: bool,
    /// A number of players chosen on this page this frame (issue 50: the lobby sets the table),
    /// applied to the chosen game's setup after the page is drawn.
    pub players_wanted: Option<u8>,
}

impl Default for Form {
    fn default() -> Self {
        let mut seats = vec![SeatKind::Remote; mists_net::wire::MAX_SEATS];
        seats[0] = SeatKind::Host;
        Form {
            port: "5555".into(),
            seats,
            code: String::new(),
            address: "127.0.0.1:5555".into(),
            name: String::new(),
            seat: None,
            status: None,
            competitive: false,
            players_wanted: None,
            spectators: false,
        }
    }
}

/// A button was pressed (carried out with the whole world at hand).
#[derive(Resource, Debug, Clone, Copy)]
pub enum Action {
    /// Host with an invite code (anywhere).
    Host,
    /// Host on this network, at a port.
    HostLan,
    /// Join by invite code.
    Join,
    /// Join at an address on this network.
    JoinLan,
    /// Host on the last online game from this window's copy (its host went away).
    HostOn,
}

/// What the Online page reads and changes.
#[derive(SystemParam)]
pub struct LobbyPage<'w, 's> {
    contexts: EguiContexts<'w, 's>,
    data: Option<Res<'w, crate::storage::DataDir>>,
    form: ResMut<'w, Form>,
    setup: ResMut<'w, GameSetup>,
    choices: ResMut<'w, crate::competitive::CompetitiveChoices>,
    joining: Option<Res<'w, Joining>>,
    knocking: Option<Res<'w, Knocking>>,
    turns: ResMut<'w, super::turns::TurnForm>,
    tr: Res<'w, Tr>,
    commands: Commands<'w, 's>,
    page: ResMut<'w, NextState<crate::shared::Page>>,
}

pub fn lobby(mut cx: LobbyPage) -> Result {
    let ctx = cx.contexts.ctx_mut()?;
    // The last online game this window took part in, if its host went away.
    let kept = cx.data.as_deref().and_then(super::keep::copy_path);
    let v = super::lobby_page::View {
        tr: &cx.tr,
        setup: &cx.setup,
        choices: &cx.choices,
        joining: cx.joining.as_deref(),
        knocking: cx.knocking.is_some(),
        kept: kept.is_some_and(|p| p.exists()),
    };
    let form = &mut *cx.form;
    let turns = &mut *cx.turns;
    // The rule switches are set here too (issue 50); a copy, as the page reads the setup.
    let mut rules = v.setup.rules;
    let mut action = None;
    let mut turn = None;
    let body = |ui: &mut egui::Ui| {
        let host = super::lobby_page::host_section(ui, form, &v, &mut rules);
        ui.separator();
        let join = super::lobby_page::join_section(ui, form, &v);
        super::lobby_page::status_line(ui, form, &v);
        ui.separator();
        turn = super::turns::section(ui, turns, v.setup, v.tr);
        action = join.or(host);
    };
    let tr = v.tr;
    let title = tr!(tr, "online-title");
    let back = crate::layout::page::show(ctx, "online", &title, &tr!(tr, "page-back"), body, None);
    if cx.setup.rules != rules {
        cx.setup.rules = rules;
    }
    apply_players(&mut cx.form, &mut cx.setup, &mut cx.choices);
    if let Some(a) = action {
        cx.commands.insert_resource(a);
    }
    if let Some(a) = turn {
        cx.commands.insert_resource(a);
    }
    if back {
        cx.page.set(crate::shared::Page::Title);
    }
    Ok(())
}

/// The players chosen on the page, into the chosen game's setup (the cooperative level's, with
/// its default colours, or the competitive game's).
fn apply_players(
    form: &mut Form,
    setup: &mut GameSetup,
    choices: &mut crate::competitive::CompetitiveChoices,
) {
    let Some(n) = form.players_wanted.take() else {
        return;
    };
    if form.competitive {
        choices.set_players(n);
    } else if setup.players != n {
        setup.players = n;
        setup.assign_default_colours();
    }
}

/// Carry out the button pressed: start hosting, or connect to a host.
pub fn act(world: &mut World) {
    let Some(action) = world.remove_resource::<Action>() else {
        return;
    };
    let result = match action {
        Action::Host => host(world, true),
        Action::HostLan => host(world, false),
        Action::Join => join(world, true),
        Action::JoinLan => join(world, false),
        Action::HostOn => host_on(world),
    };
    if let Err(e) = result {
        let tr = world.resource::<Tr>();
        let text = tr!(tr, "online-error", error = e.to_string());
        error!("{text}");
        mists_net::stop(world);
        say(world, text);
    }
}

/// Why going online failed.
#[derive(Debug, thiserror::Error)]
pub(super) enum LobbyError {
    #[error("{0:?} is not a port number")]
    Port(String),
    #[error("{0:?} is not an address (HOST:PORT)")]
    Address(String),
    #[error(transparent)]
    Code(#[from] mists_net::p2p::CodeError),
    #[error(transparent)]
    ShortCode(#[from] mists_net::p2p::short_code::ShortCodeError),
    #[error("no copy of an online game is kept here")]
    NoCopy,
    #[error("that online game is over")]
    Over,
    #[error(transparent)]
    Net(#[from] mists_net::NetError),
    #[error(transparent)]
    Token(#[from] mists_net::seats::TokenError),
}

/// The engine's table of a co-op game and its tile set, to start the window's table from.
pub(super) fn table_of(game: &mists_net::Game) -> Option<(mists_rules::Sim, mists_board::TileSet)> {
    let g = game.coop()?;
    Some((g.sim.clone(), (**g.sim.table.board.tiles()).clone()))
}

/// Host the New game page's game: by invite code (`code`), or on this network at the form's port.
fn host(world: &mut World, code: bool) -> Result<(), LobbyError> {
    let setup = world.resource::<GameSetup>().clone();
    let form = world.resource::<Form>();
    let port: u16 = match code {
        true => 0,
        false => form
            .port
            .trim()
            .parse()
            .map_err(|_| LobbyError::Port(form.port.clone()))?,
    };
    if form.competitive {
        let host = super::competitive::host(world, form.seats.clone())?;
        return serve(world, host, code, port, "the competitive game");
    }
    let kinds = form.seats[..setup.players as usize].to_vec();
    let root = world.resource::<crate::shared::AssetRoot>().0.clone();
    let (host, path) = host_for(&setup, &root, kinds, deal_seed(&setup))?;
    serve(world, host, code, port, &path.display().to_string())
}

/// The shuffle of a hosted game: the seed the player typed, else a fresh one (issue 50).
pub(super) fn deal_seed(setup: &GameSetup) -> u64 {
    setup.seed.unwrap_or_else(crate::play::random_seed)
}

/// This window's seat token (`<data>/seat-token`; None without a data folder).
fn window_token(world: &World) -> Result<Option<mists_net::SeatToken>, LobbyError> {
    let data = world.resource::<crate::storage::DataDir>();
    Ok(match &data.0 {
        Some(dir) => Some(mists_net::SeatToken::load_or_create(
            &dir.join("seat-token"),
        )?),
        None => None,
    })
}

/// Serve `host` (by invite code, or on this network at `port`) and start its table here.
fn serve(
    world: &mut World,
    mut host: Host,
    code: bool,
    port: u16,
    what: &str,
) -> Result<(), LobbyError> {
    // The seats played here are this window's: a copy of the game gives them back to it.
    if let Some(token) = window_token(world)? {
        host.own_seats(&token);
    }
    host.spectators = world.resource::<Form>().spectators;
    let table = table_of(&host.game);
    let sharing = if code {
        // The code is shown at once and kept up to date as the endpoint finds its relay and
        // public address (`seats::refresh_code`); the window must not wait for that.
        let invite = mists_net::serve_p2p(world, host, &p2p_config(), false)?;
        info!("hosting {what} by invite code");
        super::seats::Sharing::Code(invite.code())
    } else {
        let addr = mists_net::serve(world, host, ([0, 0, 0, 0], port).into(), 8)?;
        info!("hosting {what} on port {}", addr.port());
        super::seats::Sharing::Address(share_address(addr.port()))
    };
    world.insert_resource(sharing);
    go_online(world);
    match table {
        Some((sim, tiles)) => start_table(world, sim, tiles),
        None => super::competitive::begin(world),
    }
    Ok(())
}

/// Host on from this window's copy of its last online game (`keep.rs`): the same seats and
/// owners, this player's seat played here, a new code to share (docs/online.md "Nothing lost").
fn host_on(world: &mut World) -> Result<(), LobbyError> {
    let data = world.resource::<crate::storage::DataDir>().clone();
    let path = super::keep::copy_path(&data).ok_or(LobbyError::NoCopy)?;
    let copy = mists_net::GameCopy::load(&path).map_err(mists_net::NetError::from)?;
    let token = window_token(world)?;
    let bot = mists_bot::by_name(mists_bot::STRONGEST, 0).expect("the strongest bot exists");
    let host = Host::from_copy(&copy, token.as_ref(), SeatKind::Host, bot)?;
    if host.game.is_over() {
        return Err(LobbyError::Over);
    }
    serve(world, host, true, 0, &format!("on from {}", path.display()))
}

/// The host of the game the New game page describes: its level or preset, its rule switches
/// (RULES §18) and colours (§4.1) as a local game takes them (`play::rules::begin_game`; a custom
/// preset keeps its own settings), the strongest bot for bot seats.
pub(super) fn host_for(
    setup: &GameSetup,
    root: &std::path::Path,
    kinds: Vec<SeatKind>,
    seed: u64,
) -> Result<(Host, std::path::PathBuf), LobbyError> {
    let path = setup
        .preset
        .clone()
        .unwrap_or_else(|| LevelConfig::builtin_path(root, setup.level));
    let bot = mists_bot::by_name(mists_bot::STRONGEST, seed).expect("the strongest bot exists");
    let mut cfg = LevelConfig::load(&path)
        .map_err(|e| mists_net::NetError::from(mists_net::game::GameError::from_level(e)))?;
    if setup.preset.is_none() {
        cfg.settings = setup.rules;
    }
    let dir = path.parent().unwrap_or(std::path::Path::new("."));
    let host = Host::for_config(cfg, dir, setup.player_setup(), seed, kinds, bot)?;
    Ok((host, path))
}

/// How the window meets peers: iroh's relays and address lookup. For one's own relay and for
/// the fault tests (docs/online.md): `MISTS_RELAY` names the relay, `MISTS_RELAY_CERT` a
/// certificate (DER) to trust for it, and `MISTS_NO_DISCOVERY` turns iroh's address lookup off
/// (a test's namespaces have no internet).
pub(super) fn p2p_config() -> mists_net::p2p::P2pConfig {
    let relays = std::env::var("MISTS_RELAY")
        .ok()
        .and_then(|u| mists_net::p2p::relay_urls(&[u]).ok())
        .map(mists_net::p2p::Relays::Custom)
        .unwrap_or_default();
    let relay_certs = std::env::var_os("MISTS_RELAY_CERT")
        .and_then(|path| match std::fs::read(&path) {
            Ok(der) => Some(der),
            Err(e) => {
                warn!("MISTS_RELAY_CERT {}: {e}", path.to_string_lossy());
                None
            }
        })
        .into_iter()
        .collect();
    mists_net::p2p::P2pConfig {
        relays,
        discovery: std::env::var_os("MISTS_NO_DISCOVERY").is_none_or(|v| v == "0"),
        relay_certs,
        ..Default::default()
    }
}

/// Tell the player on the Online page (a `--host`/`--join` launch starts on the title page).
pub(super) fn say(world: &mut World, text: String) {
    world.resource_mut::<Form>().status = Some(text);
    if let Some(mut page) = world.get_resource_mut::<NextState<crate::shared::Page>>() {
        page.set(crate::shared::Page::Online);
    }
}

/// The address to give friends: this computer's address on its network (the one a UDP socket
/// would send from; nothing is sent) and the port.
fn share_address(port: u16) -> String {
    let ip = std::net::UdpSocket::bind("0.0.0.0:0")
        .and_then(|s| s.connect("192.0.2.1:9").and_then(|()| s.local_addr()))
        .map(|a| a.ip().to_string())
        .unwrap_or_else(|_| "127.0.0.1".into());
    format!("{ip}:{port}")
}

#[cfg(test)]
mod players_tests {
    use super::*;

    /// Issue 50: the players chosen on the online page set the chosen game's table.
    #[test]
    fn the_online_page_sets_the_players_of_the_chosen_game() {
        let mut form = Form::default();
        let mut setup = GameSetup::default();
        let mut choices = crate::competitive::CompetitiveChoices::default();
        form.players_wanted = Some(3);
        apply_players(&mut form, &mut setup, &mut choices);
        assert_eq!((setup.players, setup.colours.len()), (3, 3));
        assert_eq!(form.players_wanted, None);
        form.competitive = true;
        form.players_wanted = Some(4);
        apply_players(&mut form, &mut setup, &mut choices);
        assert_eq!(
            (choices.players, choices.bots.len(), setup.players),
            (4, 4, 3)
        );
    }
}
