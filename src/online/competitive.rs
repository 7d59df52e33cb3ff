//! The competitive game online in the window (RULES §20, docs/online.md): the same codes, seats
//! and tokens as co-op. The window's [`Match`] follows the network's ([`Followed`]): a play made
//! here (click, key) goes to the host, and the table is replaced by the host's match as it
//! applies plays, with what happened told as [`Happened`] messages (sounds, the log). At a
//! peer that match never knew the seed or the pile order (`mists_net::competitive_game`).

use crate::competitive::{CompetitiveArt, CompetitiveTable};
use crate::shared::Screen;
use crate::tile_textures::TileArt;
use bevy::prelude::*;
use mists_net::{Client, Game, Host, SeatKind};
use mists_rules::competitive::Match;
use mists_rules::competitive::plugin::{Choose, Followed, Happened};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (route, mirror, mark_elsewhere)
            .chain()
            .in_set(crate::shared::AppSystems::Publish)
            .run_if(crate::competitive::at_table().and_then(resource_exists::<Followed>)),
    );
}

/// The question this window last proposed a play for (one proposal per question, until the
/// host refuses it), and the host's refusals already read.
#[derive(Resource, Debug, Default)]
pub struct Proposed {
    at: Option<u32>,
    heard: super::Heard,
}

/// The network's match, at the host or a peer.
fn net_match<'a>(host: Option<&'a Host>, client: Option<&'a Client>) -> Option<&'a Match> {
    let game = host
        .map(|h| &h.game)
        .or_else(|| client.and_then(|c| c.game.as_ref()))?;
    game.competitive().map(|g| &g.m)
}

/// The seats nobody at this window answers for: at the host, all but its own (its bots play
/// in `mists_net`); at a peer, all but the one it holds.
fn elsewhere(host: Option<&Host>, client: Option<&Client>, players: usize) -> Vec<bool> {
    match (host, client) {
        (Some(h), _) => h.played_here().iter().map(|here| !here).collect(),
        (None, Some(c)) => (0..players).map(|s| c.seat != Some(s as u8)).collect(),
        _ => vec![true; players],
    }
}

/// Start the window's table on the network's match (hosting or welcomed).
pub fn begin(world: &mut World) {
    let (host, client) = (world.get_resource::<Host>(), world.get_resource::<Client>());
    let Some(m) = net_match(host, client).cloned() else {
        return;
    };
    let seats = elsewhere(host, client, m.setup.players as usize);
    let art = world.resource_scope(|world, mut images: Mut<Assets<Image>>| {
        world.resource::<TileArt>().extended(m.tiles(), &mut images)
    });
    world.insert_resource(CompetitiveArt(art));
    world.insert_resource(CompetitiveTable::online(&m, seats));
    world.insert_resource(m);
    world.insert_resource(Followed);
    world.insert_resource(Proposed::default());
    // Nothing is saved here as a local match: the host keeps its own copy (`keep.rs`).
    world.trigger(crate::competitive::MatchBegan::Followed);
    world.write_message(crate::input::Recentre);
    world
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Competitive);
}

/// Host a new competitive match of the Competitive page's player count, seats as the form says.
pub fn host(world: &mut World, kinds: Vec<SeatKind>) -> Result<Host, mists_net::NetError> {
    let players = world
        .resource::<crate::competitive::CompetitiveChoices>()
        .players;
    let root = world.resource::<crate::shared::AssetRoot>().0.clone();
    let seed = crate::play::random_seed();
    let kinds = kinds.into_iter().take(players as usize).collect();
    Host::competitive(&root.join("levels/competitive.ron"), players, seed, kinds)
}

/// This window's plays go to the host instead of the table (once per question).
fn route(
    mut chosen: MessageReader<Choose>,
    m: Res<Match>,
    mut host: Option<ResMut<Host>>,
    mut client: Option<ResMut<Client>>,
    mut proposed: ResMut<Proposed>,
) {
    // The host said no, or welcomed this window back after a redial (a play proposed while the
    // connection was down was lost with it): the player may play again.
    if let Some(c) = &client
        && proposed.heard.news(c).is_some()
    {
        proposed.at = None;
    }
    let Some(&Choose(play)) = chosen.read().last() else {
        return;
    };
    let at = m.plays.len() as u32;
    if proposed.at == Some(at) {
        return;
    }
    if let Some(h) = host.as_mut() {
        match h.propose_local(at, play) {
            Ok(()) => proposed.at = Some(at),
            Err(e) => warn!("not applied: {e}"),
        }
    } else if let Some(c) = client.as_mut() {
        c.propose(at, play);
        proposed.at = Some(at);
    }
}

/// The table follows the network's match: replaced when it moved on, what happened told.
fn mirror(
    mut m: ResMut<Match>,
    host: Option<Res<Host>>,
    client: Option<Res<Client>>,
    mut happened: MessageWriter<Happened>,
) {
    let Some(net) = net_match(host.as_deref(), client.as_deref()) else {
        return;
    };
    if net.plays.len() == m.plays.len() && net.drawn().len() == m.drawn().len() {
        return;
    }
    let told = m.happenings.len().min(net.happenings.len());
    for h in &net.happenings[told..] {
        happened.write(Happened(h.clone()));
    }
    *m = net.clone();
}

/// Seats change hands (a client's seat list, a seat handed to a bot): follow them.
fn mark_elsewhere(
    host: Option<Res<Host>>,
    client: Option<Res<Client>>,
    mut v: ResMut<CompetitiveTable>,
) {
    let seats = elsewhere(host.as_deref(), client.as_deref(), v.bots.len());
    if v.elsewhere != seats {
        v.elsewhere = seats;
    }
}

/// Whether the network game is a competitive match.
pub fn is_match(game: Option<&Game>) -> bool {
    game.is_some_and(|g| g.competitive().is_some())
}

#[cfg(test)]
mod tests {
    use super::*;
    use mists_rules::competitive::plugin::CompetitivePlugin;

    fn app_with(host: Host) -> App {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, bevy::state::app::StatesPlugin));
        app.add_plugins(CompetitivePlugin);
        app.init_state::<Screen>();
        app.init_state::<crate::shared::Menu>();
        crate::shared::configure_app_systems(&mut app);
        plugin(&mut app);
        let m = host.game.competitive().unwrap().m.clone();
        let seats = elsewhere(Some(&host), None, m.setup.players as usize);
        app.insert_resource(CompetitiveTable::online(&m, seats));
        app.insert_resource(m);
        app.insert_resource(host);
        app.insert_resource(Followed);
        app.insert_resource(Proposed::default());
        app.world_mut()
            .resource_mut::<NextState<Screen>>()
            .set(Screen::Competitive);
        app.update();
        app
    }

    fn preset() -> std::path::PathBuf {
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/levels/competitive.ron")
    }

    /// A play made at the host's window goes through the host (its engine checks it) and the
    /// table follows; a seat played elsewhere is not answered here.
    #[test]
    fn a_play_here_goes_through_the_host_and_the_table_follows() {
        let kinds = vec![SeatKind::Host, SeatKind::Remote];
        let host = Host::competitive(&preset(), 2, 8, kinds).unwrap();
        let mut app = app_with(host);
        let v = app.world().resource::<CompetitiveTable>();
        assert_eq!(v.elsewhere, [false, true]);
        let m = app.world().resource::<Match>().clone();
        assert!(v.person_to_act(&m));
        let first = m.legal()[0];
        app.world_mut().write_message(Choose(first));
        app.update();
        app.update();
        let host = app.world().resource::<Host>();
        assert_eq!(host.game.applied(), 1, "the host applied it");
        let table = app.world().resource::<Match>();
        assert_eq!(table.plays, [first], "the table followed");
        // An illegal play reaches the host, is refused there and changes nothing.
        let bad = mists_rules::competitive::Play::Place {
            cell: mists_board::Cell::new(40, 40),
            rot: mists_board::Rotation(0),
        };
        app.world_mut().write_message(Choose(bad));
        app.update();
        assert_eq!(app.world().resource::<Host>().game.applied(), 1);
        assert_eq!(app.world().resource::<Match>().plays.len(), 1);
        // Played to the end of seat 1's turn here: then seat 2 (remote) is awaited, not played.
        loop {
            let m = app.world().resource::<Match>().clone();
            if m.current != 0 {
                break;
            }
            app.world_mut().write_message(Choose(m.legal()[0]));
            app.update();
            app.update();
        }
        let m = app.world().resource::<Match>().clone();
        assert!(!app.world().resource::<CompetitiveTable>().person_to_act(&m));
        let n = m.plays.len();
        for _ in 0..5 {
            app.update();
        }
        assert_eq!(app.world().resource::<Match>().plays.len(), n);
    }
}
