//! Games by invite code over iroh, on 127.0.0.1 (relays and address lookup off: nothing leaves
//! this computer). The NAT tests with a relay are in `crates/mists_cli/tests/nat.rs`.

use bevy::prelude::*;
use bevy_replicon::prelude::*;
use mists_net::p2p::Invite;
use mists_net::p2p::client::P2pClient;
use mists_net::p2p::server::P2pServer;
use mists_net::wire::encode;
use mists_net::{
    Client, ClientPacket, Host, SeatKind, SeatToken, client_app_p2p, host_app_p2p, run_until,
};
use std::path::Path;
use std::time::{Duration, Instant};

mod common;
use common::{LIMIT, PACE, local, state};

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
    a_guessed_secret_is_refused(&mut h, &invite);

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
    send_junk(&mut h, &mut a, &mut b);
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

/// The host's address with a guessed secret: closed before anything is read, on both sides
/// (Eve hears it, the host logs it), and no seat taken.
fn a_guessed_secret_is_refused(h: &mut App, invite: &Invite) {
    let mut guess = invite.clone();
    guess.secret[0] ^= 1;
    let mut eve = client_app_p2p(
        &guess,
        Client::new("Eve", None, SeatToken([9; 16]), None),
        &local(),
    )
    .unwrap();
    run_until(
        &mut [&mut *h, &mut eve],
        LIMIT,
        PACE,
        "Eve refused",
        // Both sides: Eve hears it, and the host has logged it.
        |apps| {
            apps[1].world().resource::<P2pClient>().closed.is_some()
                && !apps[0].world().resource::<P2pServer>().refused.is_empty()
        },
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
}

/// 10,000 malformed messages from Bo's client `b` (random bytes, and Mists envelopes cut
/// short), the host `h` and Ada's client `a` updated now and then.
fn send_junk(h: &mut App, a: &mut App, b: &mut App) {
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
            for app in [&mut *h, &mut *a, &mut *b] {
                app.update();
            }
        }
    }
    b.world_mut().flush();
}

/// The host goes away mid-game: Ada hosts on from her copy with a new code, Bo rejoins with it
/// (his token still holds his seat, a stranger's does not), and the game ends with a record that,
/// played straight from the start, gives the same table.
#[test]
fn when_the_host_goes_away_a_peer_hosts_on_from_its_copy() {
    // Ada's copy, written as a peer writes it after every decision, read back from its file.
    let dir = std::env::temp_dir().join(format!("mists-hoston-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("copy.ron");
    let invite = play_a_while_and_keep_adas_copy(&file);
    let copy = mists_net::GameCopy::load(&file).unwrap();
    let before = mists_rules::record::Record::from_ron(&copy.record, "copy")
        .unwrap()
        .decisions;
    assert!(before.len() >= 15);
    let bot = mists_bot::by_name("greedy", 9).unwrap();
    let ada = SeatToken([1; 16]);
    let h2 = Host::from_copy(&copy, Some(&ada), SeatKind::Bot, bot).unwrap();
    assert_eq!(h2.kinds(), [SeatKind::Bot, SeatKind::Remote, SeatKind::Bot]);
    let (mut h2, invite2) = {
        let mut app = h2;
        app.stand_in_after = None;
        host_app_p2p(app, &local()).unwrap()
    };
    assert_ne!(invite2.code(), invite.code(), "a new code to share");
    let mut eve = client_app_p2p(
        &invite2,
        Client::new("Eve", Some(1), SeatToken([5; 16]), None),
        &local(),
    )
    .unwrap();
    let mut b2 = bot_client(&invite2, "Bo", 1, 2);
    run_until(
        &mut [&mut h2, &mut eve, &mut b2],
        LIMIT,
        PACE,
        "the end",
        |apps| {
            apps[0].world().resource::<Host>().game.is_over()
                && apps[2].world().resource::<Client>().is_over()
        },
    )
    .unwrap();
    assert_eq!(
        b2.world().resource::<Client>().seat,
        Some(1),
        "Bo's token holds his seat"
    );
    let eve = eve.world().resource::<Client>();
    assert_eq!(eve.seat, None, "a stranger's does not");
    assert!(eve.game.is_none(), "and this host takes no watchers");
    assert_eq!(
        eve.let_go,
        Some(mists_net::seats::SeatRefusal::Owned(2)),
        "Eve asked for Bo's seat (seat 2)"
    );
    assert_eq!(state(&h2), state(&b2));
    assert_the_record_keeps_the_copy_and_replays(&h2, &copy, &before);
    let _ = std::fs::remove_dir_all(&dir);
}

/// A Level 3 game for Ada, Bo and a bot, played until at least 15 decisions everywhere; Ada's
/// copy saved to `file`, then everyone gone. The first host's invitation.
fn play_a_while_and_keep_adas_copy(file: &Path) -> Invite {
    let (mut h, invite) = host(9, vec![SeatKind::Remote, SeatKind::Remote, SeatKind::Bot]);
    let mut a = bot_client(&invite, "Ada", 0, 1);
    let mut b = bot_client(&invite, "Bo", 1, 2);
    run_until(
        &mut [&mut h, &mut a, &mut b],
        LIMIT,
        PACE,
        "some play",
        |apps| {
            apps[0].world().resource::<Host>().game.applied() >= 15
                && apps[1..].iter().all(|c| {
                    c.world()
                        .resource::<Client>()
                        .game
                        .as_ref()
                        .is_some_and(|g| g.applied() >= 15)
                })
        },
    )
    .unwrap();
    a.world()
        .resource::<Client>()
        .copy()
        .unwrap()
        .save(file)
        .unwrap();
    drop((h, a, b));
    invite
}

/// The record of host `h2`'s game starts with the copy's decisions `before`, and played
/// straight from the start it ends on the same table.
fn assert_the_record_keeps_the_copy_and_replays(
    h2: &App,
    copy: &mists_net::GameCopy,
    before: &[mists_rules::Decision],
) {
    let host = h2.world().resource::<Host>();
    let record = host.game.coop().unwrap().record();
    assert_eq!(
        &record.decisions[..before.len()],
        before,
        "nothing of the copy lost"
    );
    let straight = mists_net::NetGame::from_texts(&record.to_ron(), &copy.tiles).unwrap();
    assert_eq!(
        serde_json::to_string(&straight.snapshot()).unwrap(),
        state(h2),
        "the record played straight ends the same"
    );
}

/// A window puts its client in between frames; when the dial is done before the next frame
/// (a quick relay, a slow frame), that frame hears "connected" and "connecting" together, and
/// the client must end connected and be welcomed (it waited in "connecting" forever: a window
/// joining by code was never welcomed, while the headless client, whose first frame comes at
/// once, was).
#[test]
fn a_client_connected_before_its_next_frame_is_still_welcomed() {
    let (mut h, invite) = host(8, vec![SeatKind::Remote, SeatKind::Bot]);
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, bevy::state::app::StatesPlugin));
    mists_net::net_plugins(&mut app);
    app.finish();
    app.cleanup();
    app.update();
    let bot = mists_bot::by_name("greedy", 0).unwrap();
    let c = Client::new("Window", None, SeatToken([3; 16]), Some(bot));
    mists_net::connect_p2p(app.world_mut(), &invite, c, &local()).unwrap();
    // The dial on 127.0.0.1 takes milliseconds: done before the next frame.
    std::thread::sleep(Duration::from_millis(800));
    run_until(&mut [&mut h, &mut app], LIMIT, PACE, "welcomed", |apps| {
        apps[1].world().resource::<Client>().game.is_some()
    })
    .unwrap();
    assert_eq!(app.world().resource::<Client>().seat, Some(0));
}
