//! Two friends, each behind a home router, play by invite code (docs/online.md). The test builds
//! the internet in network namespaces it makes and removes itself: a "wan" namespace routes
//! between two routers and runs the relay (`mists-cli relay`, 10.77.0.1); each router masquerades
//! its LAN (nftables, one NAT rule per router) and has one player's computer behind it. iroh's
//! internet services are off (`--no-discovery`, only our relay): nothing leaves the namespaces.
//!
//! Needs root, `ip` and `nft` (`.ci/deps` installs them). Elsewhere it skips with a message; with
//! `CI=true` a skip is a failure.

mod netns;

use netns::*;
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// One whole Level 3 game for two across the two routers: one friend joins by the long code, the
/// other by the short code (whose door is found through the test's relay); the joiners' reports
/// of how they connected.
fn play_across(tag: &str, block_udp: bool) -> Option<[String; 2]> {
    play_across_with(tag, block_udp, None)
}

/// [`play_across`], with the joiners' router cut off for `outage` a second after both were
/// welcomed (the host's bots slowed so that it falls mid-game).
fn play_across_with(tag: &str, block_udp: bool, outage: Option<Duration>) -> Option<[String; 2]> {
    if let Err(why) = can_build(tag) {
        skip_or_fail(&why);
        return None;
    }
    let net = Net::build(tag, block_udp).unwrap_or_else(|e| panic!("building the network: {e}"));
    let dir: PathBuf = std::env::temp_dir().join(format!("{}-files", net.prefix));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let relay_log = dir.join("relay.log");
    let cert = dir.join("relay.der");
    let mut relay = start_relay(&net, &cert, &relay_log);
    let (code_file, short_file) = (dir.join("code"), dir.join("short"));
    let common = p2p_flags(&cert);
    let host_log = dir.join("host.log");
    // Under an outage the host's bot plays the first of two seats slowly (the joiner's bot plays at once,
    // and its report comes at its end): the game lasts well past the outage.
    let (seats, pace) = match outage {
        Some(_) => ("bot,remote", "300"),
        None => ("remote,remote", "50"),
    };
    let mut host = start_host(
        &net,
        (&code_file, &short_file),
        &common,
        (seats, pace),
        &host_log,
    );
    let [code, short] = [&code_file, &short_file].map(|f| written(f, &host_log, &relay_log));
    assert!(short.len() <= 11, "a short code: {short}");
    let bot = std::env::var("MISTS_NAT_BOT").unwrap_or_else(|_| "greedy".into());
    let mut joins = Vec::new();
    let by = [("0", &code), ("1", &short)];
    for &(seat, c) in &by[outage.map_or(0, |_| 1)..] {
        let log = dir.join(format!("join{seat}.log"));
        let mut args = vec!["join", "--code", c, "--seat", seat, "--bot", &bot];
        args.extend(common);
        args.push("--json");
        joins.push((net.spawn("pb", &args, &log).unwrap(), log));
    }
    if let Some(d) = outage {
        outage_mid_game(&net, &mut host, &host_log, d);
    }
    let joined: Vec<String> = joins
        .into_iter()
        .map(|(child, log)| finish(child, "join", &log))
        .collect();
    let hosted = finish(host, "host", &host_log);
    let _ = relay.kill();
    let _ = relay.wait();
    let mut status = hosted.lines().filter(|l| l.contains("\"online\""));
    assert!(
        status.any(|l| l.contains("\"reach\":\"internet\"") && l.contains(&short)),
        "host --json said it could be reached, with its short code: {hosted}"
    );
    let end = hosted.lines().last().unwrap_or_default();
    for j in &joined {
        assert_same_end(end, j);
    }
    let short_log = std::fs::read_to_string(dir.join("join1.log")).unwrap();
    assert!(
        short_log.contains("the short code was accepted"),
        "{short_log}"
    );
    if outage.is_some() {
        away_then_back(&host_log, &hosted);
        eprintln!("{tag}: {}", welcome_line(&dir.join("join1.log")));
        print_logs(&dir, &host_log, &relay_log);
        let _ = std::fs::remove_dir_all(&dir);
        return None;
    }
    let lines = [0, 1].map(|i| welcome_line(&dir.join(format!("join{i}.log"))));
    eprintln!("{tag}: {lines:?}");
    print_logs(&dir, &host_log, &relay_log);
    let _ = std::fs::remove_dir_all(&dir);
    Some(lines)
}

#[test]
fn friends_behind_two_home_routers_play_a_whole_game_by_long_and_short_code() {
    if let Some(lines) = play_across("d", false) {
        for line in lines {
            assert!(
                line.contains("a direct path"),
                "holes punched through both routers: {line}"
            );
        }
    }
}

#[test]
fn with_direct_paths_blocked_the_relay_carries_the_whole_game_by_either_code() {
    if let Some(lines) = play_across("r", true) {
        for line in lines {
            assert!(line.contains("through the relay throughout"), "{line}");
        }
    }
}

/// Issue 63: a 10 s outage of the joiner's router mid-game (inside the 30 s idle timeout,
/// `mists_net::DROPPED_AFTER`; it ended the game at 6 s before) is survived on its own: the
/// host says the friend is away, then back, and both finish with the same final table.
#[test]
fn a_ten_second_outage_mid_game_is_survived_without_anyone_doing_anything() {
    play_across_with("o", false, Some(Duration::from_secs(10)));
}

/// The first settled line of `host --json`'s status stream ("online"), from a host in a namespace
/// of its own: with a network cable (`lan`), or with nothing but itself.
fn host_says(tag: &str, lan: bool, p2p: &[&str]) -> Option<serde_json::Value> {
    if let Err(why) = can_build(tag) {
        skip_or_fail(&why);
        return None;
    }
    let mut net = Net {
        prefix: format!("m{}{tag}", std::process::id() % 100_000),
        made: Vec::new(),
    };
    net.add("h").unwrap();
    if lan {
        net.add("o").unwrap();
        net.cable("h", "eth0", "o", "eth0").unwrap();
        net.ip("h", "addr add 192.168.7.2/24 dev eth0").unwrap();
    }
    let log = std::env::temp_dir().join(format!("{}-host.log", net.prefix));
    let mut args = vec![
        "host",
        "--level",
        "3",
        "--players",
        "2",
        "--seats",
        "remote,bot",
        "--code",
        "--json",
    ];
    args.extend_from_slice(p2p);
    let mut host = net.spawn("h", &args, &log).unwrap();
    let stdout = host.stdout.take().unwrap();
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        use std::io::BufRead;
        for line in std::io::BufReader::new(stdout)
            .lines()
            .map_while(Result::ok)
        {
            if tx.send(line).is_err() {
                break;
            }
        }
    });
    let deadline = Instant::now() + Duration::from_secs(40);
    let mut said = None;
    while let Some(left) = deadline.checked_duration_since(Instant::now()) {
        let Ok(line) = rx.recv_timeout(left) else {
            break;
        };
        let v: serde_json::Value = serde_json::from_str(&line).unwrap();
        if v["online"]["reach"] != "checking" {
            said = Some(v);
            break;
        }
    }
    let _ = host.kill();
    let _ = host.wait();
    let log_text = std::fs::read_to_string(&log).unwrap_or_default();
    let _ = std::fs::remove_file(&log);
    Some(
        said.unwrap_or_else(|| {
            panic!("the host never said whether it can be reached:\n{log_text}")
        }),
    )
}

#[test]
fn a_host_with_relays_and_lookup_off_says_only_friends_on_this_network_can_join() {
    if let Some(v) = host_says("l", true, &["--no-relay", "--no-discovery"]) {
        assert_eq!(v["online"]["reach"], "this_network", "{v}");
        assert_eq!(v["online"]["why"], "relays_off", "{v}");
        assert!(
            v["short_code"].is_null(),
            "no short code without a lookup: {v}"
        );
    }
}

#[test]
fn a_host_with_no_route_out_says_nobody_can_join() {
    if let Some(v) = host_says("n", false, &["--relay", RELAY, "--no-discovery"]) {
        assert_eq!(v["online"]["reach"], "nowhere", "{v}");
        assert_eq!(v["online"]["why"], "relay_unreachable", "{v}");
        assert!(
            v["short_code"].is_null(),
            "no short code nobody can find: {v}"
        );
    }
}
