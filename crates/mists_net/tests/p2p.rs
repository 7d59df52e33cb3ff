//! Games by invite code over iroh, on 127.0.0.1 (relays and address lookup off: nothing leaves
//! this computer). The NAT tests with a relay are in `crates/mists_cli/tests/nat.rs`.

use bevy::prelude::*;
use bevy_replicon::prelude::*;
use mists_net::p2p::client::P2pClient;
use mists_net::p2p::server::P2pServer;
use mists_net::p2p::{Invite, P2pConfig, Relays};
use mists_net::wire::encode;
use mists_net::{
    Client, ClientPacket, Host, SeatKind, SeatToken, client_app_p2p, host_app_p2p, run_until,
};
use std::path::Path;
use std::time::{Duration, Instant};

const LIMIT: Duration = Duration::from_secs(240);
const PACE: Duration = Duration::from_micros(300);

fn local() -> P2pConfig {
    P2pConfig {
        relays: Relays::Disabled,
        discovery: false,
        bind: Some("127.0.0.1:0".parse().unwrap()),
        relay_only: false,
        relay_certs: Vec::new(),
    }
}

fn host(seed: u64, kinds: Vec<SeatKind>) -> (App, Invite) {
    let level = mists_rules::LevelConfig::builtin_path(
        Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../../assets")),
        3,
    );
    let bot = mists_bot::by_name("greedy", seed).unwrap();
    let h = Host::for_preset(&level, kinds.len() as u8, seed, kinds, bot).unwrap();
    host_app_p2p(h, &local()).unwrap()
}

fn bot_client(invite: &Invite, name: &str, seat: u8, token: u8) -> App {
    let bot = mists_bot::by_name("greedy", u64::from(seat)).unwrap();
    let c = Client::new(name, Some(seat), SeatToken([token; 16]), Some(bot));
    client_app_p2p(invite, c, &local()).unwrap()
}

fn state(app: &App) -> String {
    let snap = match app.world().get_resource::<Host>() {
        Some(h) => h.game.snapshot(),
        None => app
            .world()
            .resource::<Client>()
            .game
            .as_ref()
            .unwrap()
            .snapshot(),
    };
    serde_json::to_string(&snap).unwrap()
}

#[test]
fn two_friends_with_the_code_play_level_3_to_the_same_end() {
    let (mut h, invite) = host(4, vec![SeatKind::Remote, SeatKind::Remote, SeatKind::Bot]);
    // The code as a friend would type it back.
    let typed = Invite::parse(&invite.code().to_lowercase()).unwrap();
    let start = Instant::now();
    let mut a = bot_client(&typed, "Ada", 0, 1);
    let mut b = bot_client(&typed, "Bo", 1, 2);
    run_until(
        &mut [&mut h, &mut a, &mut b],
        LIMIT,
        PACE,
        "both welcomed",
        |apps| {
            apps[1..]
                .iter()
                .all(|c| c.world().resource::<Client>().game.is_some())
        },
    )
    .unwrap();
    eprintln!("welcomed over loopback in {:?}", start.elapsed());
    run_until(
        &mut [&mut h, &mut a, &mut b],
        LIMIT,
        PACE,
        "the game's end",
        |apps| {
            apps[0].world().resource::<Host>().game.is_over()
                && apps[1..]
                    .iter()
                    .all(|c| c.world().resource::<Client>().is_over())
        },
    )
    .unwrap();
    assert_eq!(state(&h), state(&a));
    assert_eq!(state(&h), state(&b));
    assert_eq!(a.world().resource::<Client>().seat, Some(0));
    assert!(h.world().resource::<Host>().refusals.is_empty());
}

#[test]
fn without_the_secret_nobody_connects_and_junk_leaves_the_host_playing() {
    let (mut h, invite) = host(6, vec![SeatKind::Remote, SeatKind::Remote]);
    // The host's address with a guessed secret: closed before anything is read.
    let mut guess = invite.clone();
    guess.secret[0] ^= 1;
    let mut eve = client_app_p2p(
        &guess,
        Client::new("Eve", None, SeatToken([9; 16]), None),
        &local(),
    )
    .unwrap();
    run_until(
        &mut [&mut h, &mut eve],
        LIMIT,
        PACE,
        "Eve refused",
        |apps| apps[1].world().resource::<P2pClient>().closed.is_some(),
    )
    .unwrap();
    let why = eve.world().resource::<P2pClient>().closed.clone().unwrap();
    assert!(why.contains("wrong invite code"), "{why}");
    assert!(eve.world().resource::<Client>().game.is_none());
    let refused = &h.world().resource::<P2pServer>().refused;
    assert!(
        refused.iter().any(|r| r.contains("wrong invite code")),
        "{refused:?}"
    );
    assert!(
        h.world()
            .resource::<Host>()
            .seats()
            .iter()
            .all(|s| s.owner.is_none())
    );

    // A player with the code: 10,000 malformed messages from it change nothing.
    let mut a = bot_client(&invite, "Ada", 0, 1);
    let mut b = client_app_p2p(
        &invite,
        Client::new("Bo", Some(1), SeatToken([2; 16]), None),
        &local(),
    )
    .unwrap();
    run_until(
        &mut [&mut h, &mut a, &mut b],
        LIMIT,
        PACE,
        "welcomed",
        |apps| {
            apps[1..]
                .iter()
                .all(|c| c.world().resource::<Client>().game.is_some())
        },
    )
    .unwrap();
    let before = h.world().resource::<Host>().game.applied();
    let mut junk = 0x9e37_79b9_u32;
    for i in 0..10_000u32 {
        junk ^= junk << 13;
        junk ^= junk >> 17;
        junk ^= junk << 5;
        let len = (junk % 40) as usize;
        let mut bytes: Vec<u8> = (0..len).map(|k| (junk >> (k % 24)) as u8).collect();
        if i % 3 == 0 {
            // A Mists envelope with its body cut short.
            bytes = encode(&mists_net::wire::ClientMsg::Propose {
                at: i,
                decision: mists_rules::Decision::CemeteryGhost {
                    cell: mists_board::Cell::new(3, -4),
                },
            });
            bytes.truncate(bytes.len() - 1 - (i as usize % 3));
        }
        b.world_mut().commands().client_trigger(ClientPacket(bytes));
        if i % 500 == 0 {
            b.world_mut().flush();
            for app in [&mut h, &mut a, &mut b] {
                app.update();
            }
        }
    }
    b.world_mut().flush();
    // Seat 2 (Bo, who sent the junk) has no bot: the game waits at its turn, no further.
    run_until(
        &mut [&mut h, &mut a, &mut b],
        LIMIT,
        PACE,
        "the junk read",
        |apps| apps[0].world().resource::<Host>().refused_total >= 10_000,
    )
    .unwrap();
    for _ in 0..100 {
        for app in [&mut h, &mut a, &mut b] {
            app.update();
        }
        std::thread::sleep(Duration::from_millis(2));
    }
    let host = h.world().resource::<Host>();
    assert!(host.game.applied() >= before, "the game did not go back");
    assert!(!host.game.is_over());
    assert_eq!(
        host.seats()[1].held_by.as_deref(),
        Some("Bo"),
        "Bo still holds his seat"
    );
    assert_eq!(
        state(&h),
        state(&a),
        "the other player's table is unchanged"
    );
}
