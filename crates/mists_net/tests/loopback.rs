//! Host and clients on 127.0.0.1 in one process (each its own app and UDP socket), bots on every
//! seat: a whole Level 3 game, a client killed and restarted mid-game, refusals, hostile bytes.

use bevy::prelude::*;
use bevy_replicon::prelude::*;
use mists_net::wire::{ClientMsg, encode};
use mists_net::{Client, ClientPacket, Host, SeatKind, SeatToken, client_app, host_app, run_until};
use std::net::SocketAddr;
use std::path::Path;
use std::time::Duration;

mod common;
use common::{LIMIT, state};

const PACE: Duration = Duration::from_micros(200);

fn level(n: u8) -> std::path::PathBuf {
    mists_rules::LevelConfig::builtin_path(
        Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../../assets")),
        n,
    )
}

fn host(seed: u64, kinds: Vec<SeatKind>) -> (App, SocketAddr) {
    let players = kinds.len() as u8;
    // Greedy bots everywhere: the planner's look-ahead is slow in a dev build, and what is tested
    // here is the network, not the play.
    let bot = mists_bot::by_name("greedy", seed).unwrap();
    let mut h = Host::for_preset(&level(3), players, seed, kinds, bot).unwrap();
    // These hosts let strangers watch (p2p.rs tests one that does not).
    h.spectators = true;
    host_app(h, "127.0.0.1:0".parse().unwrap(), 8).unwrap()
}

/// A player's token: the same name, the same token (a player restarting keeps theirs).
fn token(name: &str) -> SeatToken {
    let mut t = [0u8; 16];
    for (i, b) in name.bytes().enumerate() {
        t[i % 16] ^= b;
    }
    SeatToken(t)
}

fn bot_client(addr: SocketAddr, name: &str, seat: u8, seed: u64) -> App {
    let bot = mists_bot::by_name("greedy", seed).unwrap();
    client_app(addr, Client::new(name, Some(seat), token(name), Some(bot))).unwrap()
}

fn client(app: &App) -> &Client {
    app.world().resource::<Client>()
}

fn host_res(app: &App) -> &Host {
    app.world().resource::<Host>()
}

#[test]
fn a_host_and_two_clients_play_level_3_to_the_same_end_and_a_killed_client_rejoins() {
    let (mut h, addr) = host(11, vec![SeatKind::Remote, SeatKind::Remote, SeatKind::Bot]);
    let mut a = bot_client(addr, "Ada", 0, 1);
    let mut b = bot_client(addr, "Bo", 1, 2);
    // Play until some decisions are made, then kill Ada's client.
    run_until(
        &mut [&mut h, &mut a, &mut b],
        LIMIT,
        PACE,
        "the first decisions",
        |apps| apps[0].world().resource::<Host>().game.applied() >= 12,
    )
    .unwrap();
    assert_eq!(client(&a).seat, Some(0));
    assert_eq!(client(&b).seat, Some(1));
    drop(a);
    // Seat 0 waits for its player: without Ada the game stops at her turn.
    run_until(
        &mut [&mut h, &mut b],
        LIMIT,
        PACE,
        "Ada's seat freed",
        |apps| {
            apps[0].world().resource::<Host>().seats()[0]
                .held_by
                .is_none()
        },
    )
    .unwrap();
    strangers_cannot_take_a_dropped_seat(&mut h, &mut b, addr);
    // Ada comes back (a new process, a new client id, her token) and gets her seat again.
    let mut a = bot_client(addr, "Ada", 0, 1);
    run_until(
        &mut [&mut h, &mut a, &mut b],
        LIMIT,
        PACE,
        "the game's end",
        |apps| {
            let host_over = apps[0].world().resource::<Host>().game.is_over();
            let clients_over = apps[1..]
                .iter()
                .all(|c| c.world().resource::<Client>().is_over());
            host_over && clients_over
        },
    )
    .unwrap();
    assert_eq!(client(&a).seat, Some(0), "the same seat after rejoining");
    let (sh, sa, sb) = (state(&h), state(&a), state(&b));
    assert_eq!(sh, sa, "host and rejoined client end identically");
    assert_eq!(sh, sb, "host and the other client end identically");
    assert!(sh.contains("\"status\""), "{sh}");
    assert!(
        host_res(&h).refusals.iter().all(|r| r.contains("Eve")),
        "only the strangers were refused: {:?}",
        host_res(&h).refusals
    );
}

/// A stranger who knows where the game is cannot take Ada's dropped seat (seat 0 of host `h`,
/// `b` still playing), asked for by number or as any free seat: both are refused and logged,
/// and it watches.
fn strangers_cannot_take_a_dropped_seat(h: &mut App, b: &mut App, addr: SocketAddr) {
    let mut eve = bot_client(addr, "Eve", 0, 3);
    let mut eve2 = client_app(addr, Client::new("Eve2", None, token("Eve2"), None)).unwrap();
    run_until(
        &mut [&mut *h, &mut *b, &mut eve, &mut eve2],
        LIMIT,
        PACE,
        "the strangers welcomed",
        |apps| {
            apps[2..]
                .iter()
                .all(|c| c.world().resource::<Client>().game.is_some())
        },
    )
    .unwrap();
    assert_eq!(client(&eve).seat, None, "a stranger watches");
    assert_eq!(client(&eve2).seat, None, "no seat is free for a stranger");
    assert!(
        client(&eve)
            .refused
            .iter()
            .any(|r| r.contains("seat 1 belongs to another player"))
    );
    assert!(
        client(&eve2)
            .refused
            .iter()
            .any(|r| r.contains("every seat is taken"))
    );
    let log = host_res(h).refusals.join("\n");
    assert!(
        log.contains("Eve: seat 1 belongs") && log.contains("Eve2: every seat"),
        "{log}"
    );
    assert!(host_res(h).seats()[0].held_by.is_none());
    drop((eve, eve2));
}

/// Send `msg` from client `app` to its host.
fn send(app: &mut App, msg: &ClientMsg) {
    app.world_mut()
        .commands()
        .client_trigger(ClientPacket(encode(msg)));
    app.world_mut().flush();
}

/// Run host `h` and clients `a` and `b` for a while (60 updates each).
fn settle(h: &mut App, a: &mut App, b: &mut App) {
    for _ in 0..60 {
        for app in [&mut *h, &mut *a, &mut *b] {
            app.update();
        }
        std::thread::sleep(Duration::from_millis(2));
    }
}

/// A client that sends what it should not: every such message is refused, logged, and changes
/// nothing; 1,000 malformed messages do not stop the host.
#[test]
fn illegal_out_of_turn_foreign_and_malformed_messages_change_nothing() {
    let (mut h, addr) = host(5, vec![SeatKind::Remote, SeatKind::Remote]);
    // Two clients without bots: the test speaks for them.
    let mut a = client_app(addr, Client::new("A", Some(0), token("A"), None)).unwrap();
    let mut b = client_app(addr, Client::new("B", Some(1), token("B"), None)).unwrap();
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
    let before = state(&h);
    let p = host_res(&h)
        .game
        .coop()
        .unwrap()
        .sim
        .pending()
        .cloned()
        .unwrap();
    let legal = p.options[0];
    foreign_stale_and_illegal_answers_are_refused(&mut h, &mut a, &mut b, legal, &before);
    hostile_bytes_are_refused(&mut h, &mut a, &mut b);
    assert_eq!(state(&h), before);
    assert!(
        host_res(&h).refusals.len() >= 1000,
        "{}",
        host_res(&h).refusals.len()
    );
    // The host still plays: A's legal answer is applied and reaches B.
    send(
        &mut a,
        &ClientMsg::Propose {
            at: 0,
            decision: legal,
        },
    );
    run_until(
        &mut [&mut h, &mut a, &mut b],
        LIMIT,
        PACE,
        "the legal answer",
        |apps| {
            apps[2]
                .world()
                .resource::<Client>()
                .game
                .as_ref()
                .unwrap()
                .applied()
                == 1
        },
    )
    .unwrap();
    assert_eq!(host_res(&h).game.applied(), 1);
}

/// Seat 0 (A) is active and `legal` one of its options: B answers for it, A answers an old
/// question and then with no option at all; each is refused, logged and B told why, and the
/// game's state stays `before`.
fn foreign_stale_and_illegal_answers_are_refused(
    h: &mut App,
    a: &mut App,
    b: &mut App,
    legal: mists_rules::Decision,
    before: &str,
) {
    // Seat 0 (A) is active. B answers for it: a foreign seat.
    send(
        b,
        &ClientMsg::Propose {
            at: 0,
            decision: legal,
        },
    );
    // A answers an old question: out of turn.
    send(
        a,
        &ClientMsg::Propose {
            at: 7,
            decision: legal,
        },
    );
    // A answers with a decision that is not an option: illegal.
    let illegal = mists_rules::Decision::PlaceTile {
        cell: mists_board::Cell::new(40, 40),
        rot: mists_board::Rotation(0),
    };
    send(
        a,
        &ClientMsg::Propose {
            at: 0,
            decision: illegal,
        },
    );
    settle(h, a, b);
    assert_eq!(state(h), before, "nothing refused may change the game");
    let log = host_res(h).refusals.join("\n");
    assert!(log.contains("turn, not yours"), "{log}");
    assert!(log.contains("out of turn"), "{log}");
    assert!(log.contains("PlaceTile"), "{log}");
    assert_eq!(host_res(h).refusals.len(), 3);
    assert_eq!(client(b).refused.len(), 1, "the sender is told why");
}

/// Hostile bytes from A: random, truncated and oversized (1,000 messages).
fn hostile_bytes_are_refused(h: &mut App, a: &mut App, b: &mut App) {
    let mut x: u64 = 42;
    for i in 0..1000u32 {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        let len = if i % 100 == 0 {
            5000
        } else {
            (x % 48) as usize
        };
        let bytes: Vec<u8> = (0..len).map(|k| (x >> (k % 56)) as u8).collect();
        a.world_mut().commands().client_trigger(ClientPacket(bytes));
        a.world_mut().flush();
        if i % 50 == 0 {
            settle(h, a, b);
        }
    }
    settle(h, a, b);
}
