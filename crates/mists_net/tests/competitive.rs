//! The competitive game online (RULES §20) by invite code over iroh on 127.0.0.1: peers see each
//! tile as it is drawn and never the seed or the pile order; the host alone can go on from its
//! own save.

use bevy::prelude::*;
use mists_net::p2p::Invite;
use mists_net::wire::{ServerMsg, decode_server};
use mists_net::{
    Client, Host, SeatKind, SeatToken, ServerPacket, client_app_p2p, host_app_p2p, run_until,
};
use std::path::{Path, PathBuf};

mod common;
use common::{LIMIT, PACE, local, state};

fn preset() -> PathBuf {
    Path::new(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../assets/levels/competitive.ron"
    ))
    .into()
}

fn serve(h: Host) -> (App, Invite) {
    host_app_p2p(h, &local()).unwrap()
}

/// A client whose greedy bot plays its seat, keeping every message the host sent.
fn bot_client(invite: &Invite, name: &str, seat: u8, token: u8) -> App {
    let bot = mists_bot::by_name("greedy", u64::from(seat)).unwrap();
    let c = Client::new(name, Some(seat), SeatToken([token; 16]), Some(bot));
    let mut app = client_app_p2p(invite, c, &local()).unwrap();
    app.init_resource::<Heard>()
        .add_observer(|p: On<ServerPacket>, mut heard: ResMut<Heard>| heard.0.push(p.0.clone()));
    app
}

#[derive(Resource, Default)]
struct Heard(Vec<Vec<u8>>);

fn welcomed(apps: &mut [&mut App]) -> bool {
    apps[1..]
        .iter()
        .all(|c| c.world().resource::<Client>().game.is_some())
}

/// The host's game is over and every client's too (a client the host let go counts as done).
fn all_over(apps: &mut [&mut App]) -> bool {
    apps[0].world().resource::<Host>().game.is_over()
        && apps[1..].iter().all(|c| {
            let c = c.world().resource::<Client>();
            c.is_over() || c.let_go.is_some()
        })
}

#[test]
fn three_seats_play_a_competitive_match_to_the_same_end_seeing_no_seed() {
    let seed = 0x5eed_1234_abcd;
    let kinds = vec![SeatKind::Remote, SeatKind::Remote, SeatKind::Bot];
    let mut host = Host::competitive(&preset(), 3, seed, kinds).unwrap();
    host.spectators = true;
    let (mut h, invite) = serve(host);
    let mut a = bot_client(&invite, "Ada", 0, 1);
    let mut b = bot_client(&invite, "Bo", 1, 2);
    // This host lets others watch: Cy, with no seat to take, follows the whole match.
    let mut cy = bot_client(&invite, "Cy", 2, 3);
    let mut apps = [&mut h, &mut a, &mut b, &mut cy];
    run_until(&mut apps, LIMIT, PACE, "welcomed", welcomed).unwrap();
    run_until(&mut apps, LIMIT, PACE, "the end", all_over).unwrap();
    assert_eq!(state(&h), state(&a));
    assert_eq!(state(&h), state(&b));
    assert_eq!(state(&h), state(&cy), "the watcher saw the same match");
    assert_eq!(cy.world().resource::<Client>().seat, None);
    let host = h.world().resource::<Host>();
    // Cy asked for seat 3 (a bot's) and was refused it, then watched; nothing else was refused.
    assert_eq!(host.refusals.len(), 1, "{:?}", host.refusals);
    let hm = &host.game.competitive().unwrap().m;
    assert!(hm.plays.len() > 100, "a whole match: {}", hm.plays.len());
    // Everything Ada's program received: no seed, and never a tile before it was drawn.
    for app in [&a, &b] {
        let peer = &app.world().resource::<Client>().game.as_ref().unwrap();
        let pm = &peer.competitive().unwrap().m;
        assert_eq!(pm.seed(), None, "a peer's match knows no seed");
        assert_eq!(pm.drawn(), hm.drawn());
    }
    let heard = &a.world().resource::<Heard>().0;
    let mut welcomes = 0;
    let mut revealed = 0;
    for bytes in heard {
        match decode_server(bytes).unwrap() {
            ServerMsg::WelcomeMatch { seen, tiles, .. } => {
                welcomes += 1;
                assert!(!seen.contains("seed"), "what was seen names no seed");
                for text in [&seen, &tiles] {
                    assert!(!text.contains(&seed.to_string()), "nor its value");
                }
                // The first player's tile and any set aside before it: nothing more.
                let s: mists_rules::competitive::seen::Seen = ron::from_str(&seen).unwrap();
                revealed += s.first.len() + s.plays.iter().map(|p| p.drawn.len()).sum::<usize>();
            }
            ServerMsg::Played { drawn, .. } => revealed += drawn.len(),
            ServerMsg::Welcome { .. } => panic!("a co-op welcome carries the seed"),
            _ => {}
        }
    }
    assert!(welcomes >= 1);
    assert_eq!(
        revealed,
        hm.drawn().len(),
        "each tile was revealed once, when drawn"
    );
}

/// The host goes away mid-match and hosts on from its own save (the only copy with the pile):
/// both players rejoin their seats with their tokens, a stranger gets none, and the match ends as
/// the same record played straight would.
#[test]
fn a_competitive_host_goes_on_from_its_own_save() {
    let kinds = vec![SeatKind::Remote, SeatKind::Remote];
    let (mut h, invite) = serve(Host::competitive(&preset(), 2, 77, kinds).unwrap());
    let mut a = bot_client(&invite, "Ada", 0, 1);
    let mut b = bot_client(&invite, "Bo", 1, 2);
    run_until(
        &mut [&mut h, &mut a, &mut b],
        LIMIT,
        PACE,
        "some play",
        |apps| apps[0].world().resource::<Host>().game.applied() >= 20,
    )
    .unwrap();
    // A peer cannot host on: it never knew the pile.
    assert!(a.world().resource::<Client>().copy().is_none());
    let dir = std::env::temp_dir().join(format!("mists-comp-hoston-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("match.ron");
    h.world().resource::<Host>().copy().save(&file).unwrap();
    drop((h, a, b));

    let copy = mists_net::GameCopy::load(&file).unwrap();
    let bot = mists_bot::by_name("greedy", 0).unwrap();
    let h2 = Host::from_copy(&copy, None, SeatKind::Bot, bot).unwrap();
    let before = h2.game.applied();
    assert!(before >= 20);
    let (mut h2, invite2) = serve(h2);
    let mut eve = bot_client(&invite2, "Eve", 0, 9);
    let mut a = bot_client(&invite2, "Ada", 0, 1);
    let mut b = bot_client(&invite2, "Bo", 1, 2);
    run_until(
        &mut [&mut h2, &mut eve, &mut a, &mut b],
        LIMIT,
        PACE,
        "the end",
        all_over,
    )
    .unwrap();
    let eve = eve.world().resource::<Client>();
    assert_eq!(eve.seat, None);
    assert!(eve.game.is_none(), "no watchers here: Eve was let go");
    assert!(eve.let_go.is_some());
    assert_eq!(a.world().resource::<Client>().seat, Some(0));
    assert_eq!(b.world().resource::<Client>().seat, Some(1));
    assert_eq!(state(&h2), state(&a));
    // The same record played straight from the start.
    let host = h2.world().resource::<Host>();
    let m = &host.game.competitive().unwrap().m;
    let rec = host.game.competitive().unwrap().record().unwrap();
    let straight = rec.replay(&dir, "straight", None).unwrap();
    assert_eq!(straight.scores, m.scores);
    assert_eq!(straight.pieces, m.pieces);
    std::fs::remove_dir_all(&dir).ok();
}
