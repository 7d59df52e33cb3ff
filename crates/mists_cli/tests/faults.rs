//! Issue 63's fault ladder: whole online games played through the faults real networks have, in
//! network namespaces the test makes (`netns`: two home routers, a relay on the "internet"). Each
//! rung is one Level 3 game (seed 7): the host's greedy bot plays seat 1 slowly on computer "pa", a
//! friend joins seat 2 by the short code from computer "pb" and plays it with the greedy bot; the
//! fault falls on the friend's link or router. A rung passes when both computers end with the
//! final table of the same game played straight on one computer (`mists-cli play`: the game a
//! fixed seed, seats and bots make) and the short code's door counted no wrong try.
//!
//! The kernel here has no `netem`: a bad link (delay, jitter, reordering, duplication, loss) is a
//! userspace impairer on a TUN in a namespace between the friend's router and the internet
//! (`netns::link`); loss during the door's exchange is nftables' `numgen random` at the router,
//! an outage a table that drops everything. The rungs run at once, each in its own namespaces;
//! the table of outcomes is printed (`--nocapture`) and kept in docs/online.md.

mod netns;

use netns::link::{Counts, Impair, Impairer};
use netns::*;
use std::path::{Path, PathBuf};
use std::process::Child;
use std::time::{Duration, Instant};

/// What goes wrong on the friend's router ("rb").
#[derive(Clone, Copy, Debug)]
enum Fault {
    /// None: the game on a clean network (its time is the one the others are compared with).
    Clean,
    /// The friend's link to the internet delays, spreads, reorders, copies and drops packets,
    /// the whole game long.
    Link(Impair),
    /// Each forwarded packet dropped with this chance (per mille) at the friend's router, until
    /// the friend has given the short code (the door's exchange), then none.
    DoorLoss(u32),
    /// Nothing forwarded for this many seconds, a moment after the friend got in.
    Outage(u64),
    /// The relay process killed mid-game and started again 2 s later.
    RelayRestart,
    /// The friend's computer moves mid-game to another home router (a new public address).
    NewRouter,
}

struct Rung {
    fault: Fault,
    /// The routers drop every forwarded UDP packet: only the relay (TCP) carries the game.
    relay_only: bool,
    /// The level played: 3, or 1 (79 decisions to Level 3's 110) where each exchange is slow.
    level: &'static str,
}

impl Rung {
    fn condition(&self) -> String {
        let what = match self.fault {
            Fault::Clean => "no fault".into(),
            Fault::Link(i) => link_words(i),
            Fault::DoorLoss(pm) => format!("{} % loss during the short code's exchange", pm / 10),
            Fault::Outage(s) => format!("{s} s outage mid-game"),
            Fault::RelayRestart => "relay restarted mid-game".into(),
            Fault::NewRouter => "friend moves to another router mid-game".into(),
        };
        let path = if self.relay_only { "relay" } else { "direct" };
        let level = if self.level == "3" {
            String::new()
        } else {
            format!(", Level {}", self.level)
        };
        format!("{what} ({path}{level})")
    }
}

/// How a rung went.
struct Played {
    secs: f64,
    /// The final table both computers printed.
    end: serde_json::Value,
    wrong_tries: usize,
    /// Times the friend reconnected (its "reconnected" lines).
    reconnects: usize,
    /// The host said its door shut once the friend held the last seat.
    shut: bool,
    away_spells: usize,
    path: String,
    /// What the fault did: packets dropped (or, for a new router, carried; for a relay restart,
    /// 1; for a bad link, all it counted).
    struck: String,
}

/// "100 ms ± 20 ms each way, 3 % loss, 2.5 % reordered, 1 % duplicated".
fn link_words(i: Impair) -> String {
    let pc = |pm: u32| format!("{} %", f64::from(pm) / 10.0);
    let mut w = format!("{} ms", i.delay_ms);
    if i.jitter_ms > 0 {
        w += &format!(" ± {} ms", i.jitter_ms);
    }
    w += &format!(" each way, {} loss", pc(i.loss_pm));
    if i.reorder_pm > 0 {
        w += &format!(", {} reordered", pc(i.reorder_pm));
    }
    if i.dup_pm > 0 {
        w += &format!(", {} duplicated", pc(i.dup_pm));
    }
    w
}

/// The bad link did what it was set to: carried the game, and dropped, copied and reordered
/// some of it where told to (a game is some 600 packets each way: 1 % of them is never none but
/// by a rare chance; 0.1 % often is).
fn link_struck(i: Impair, c: Counts) -> Result<String, String> {
    let said = format!(
        "{} read, {} dropped, {} copied, {} reordered",
        c.read, c.dropped, c.duplicated, c.reordered
    );
    let missing = [
        (c.read == 0, "carried nothing"),
        (i.loss_pm >= 10 && c.dropped == 0, "dropped nothing"),
        (i.dup_pm >= 10 && c.duplicated == 0, "copied nothing"),
        (
            (i.jitter_ms > 0 || i.reorder_pm > 0) && c.reordered == 0,
            "reordered nothing",
        ),
    ];
    match missing.iter().find(|(m, _)| *m) {
        Some((_, what)) => Err(format!("the bad link {what}: {said}")),
        None => Ok(said),
    }
}

/// The nftables table that drops `per_mille` of forwarded packets.
fn loss_rules(per_mille: u32) -> String {
    format!(
        "table inet loss {{\n  chain forwarding {{\n    type filter hook forward priority -10;\n    \
         numgen random mod 1000 < {per_mille} counter drop\n  }}\n}}\n"
    )
}

/// A third home router ("rc", 10.77.3.2) cabled to the friend's computer as `eth1`, unused
/// until [`move_friend`].
fn add_second_home(net: &mut Net) -> Result<(), String> {
    net.add("rc")?;
    net.cable("w", "toc", "rc", "wan")?;
    net.ip("w", "addr add 10.77.3.1/24 dev toc")?;
    net.ip("rc", "addr add 10.77.3.2/24 dev wan")?;
    net.ip("rc", "route add default via 10.77.3.1")?;
    net.cable("rc", "lan", "pb", "eth1")?;
    net.ip("rc", "addr add 192.168.1.1/24 dev lan")?;
    net.exec("rc", &["sysctl", "-qw", "net.ipv4.ip_forward=1"])?;
    net.router_rules("rc", false)?;
    net.load("rc", SEEN)
}

/// Counts what router "rc" forwards: the proof that the friend's game went through it.
const SEEN: &str = concat!(
    "table inet seen {\n",
    "  chain forwarding {\n",
    "    type filter hook forward priority -20;\n",
    "    counter\n",
    "  }\n",
    "}\n",
);

/// The friend's computer leaves its router's network and joins the other's (as a laptop moves
/// from one Wi-Fi to another): same private address, a new public one.
fn move_friend(net: &Net) -> Result<(), String> {
    net.ip("pb", "link set eth0 down")?;
    net.ip("pb", "addr add 192.168.1.2/24 dev eth1")?;
    net.ip("pb", "route add default via 192.168.1.1 dev eth1")
}

/// The fault, applied while the game runs (the friend is in when this is called); `restart`
/// starts the relay again. The packets it dropped, when it drops any (0 otherwise).
fn strike(
    net: &Net,
    fault: Fault,
    relay: &mut Child,
    restart: &dyn Fn() -> Child,
) -> Result<u64, String> {
    match fault {
        Fault::Clean | Fault::Link(_) => Ok(0),
        Fault::DoorLoss(_) => {
            let dropped = net.counted("rb", "loss");
            net.unload("rb", "loss")?;
            dropped
        }
        Fault::Outage(s) => net.outage("rb", Duration::from_secs(s)),
        Fault::RelayRestart => {
            let _ = relay.kill();
            let _ = relay.wait();
            std::thread::sleep(Duration::from_secs(2));
            *relay = restart();
            Ok(0)
        }
        Fault::NewRouter => move_friend(net).map(|()| 0),
    }
}

/// The fault took place: packets were dropped, the new router carried the game, the relay was
/// started again. Otherwise a rung would pass by testing nothing.
fn struck(net: &Net, fault: Fault, dropped: u64, dir: &Path) -> Result<String, String> {
    let (what, n) = match fault {
        // A bad link's counts come from its impairer, once it stops (`rung`).
        Fault::Clean | Fault::Link(_) => return Ok("–".into()),
        Fault::DoorLoss(_) | Fault::Outage(_) => ("packets dropped", dropped),
        Fault::NewRouter => ("packets through the new router", net.counted("rc", "seen")?),
        Fault::RelayRestart => {
            let again = std::fs::read_to_string(dir.join("relay2.log")).is_ok();
            ("relays started again", u64::from(again))
        }
    };
    if n == 0 {
        return Err(format!("the fault never struck: no {what}"));
    }
    Ok(format!("{n} {what}"))
}

fn rung(tag: &str, r: &Rung) -> Result<Played, String> {
    let bad_link = match r.fault {
        Fault::Link(i) => Some(i),
        _ => None,
    };
    let mut net = Net::build_with(tag, r.relay_only, bad_link.is_some())?;
    if matches!(r.fault, Fault::NewRouter) {
        add_second_home(&mut net)?;
    }
    if let Fault::DoorLoss(pm) = r.fault {
        net.load("rb", &loss_rules(pm))?;
    }
    let impairer = match bad_link {
        Some(i) => {
            let running = Impairer::start(&net.ns("ib"), i)?;
            net.bad_link()?;
            Some(running)
        }
        None => None,
    };
    let dir: PathBuf = std::env::temp_dir().join(format!("{}-files", net.prefix));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let mut played = play(&net, r, &dir);
    if let (Some(i), Some(running)) = (bad_link, impairer) {
        let counted = running.stop().and_then(|c| link_struck(i, c));
        played = played.and_then(|p| counted.map(|struck| Played { struck, ..p }));
    }
    rung_logs(
        played.is_err(),
        tag,
        &dir,
        &["host.log", "join1.log", "relay.log"],
    );
    let _ = std::fs::remove_dir_all(&dir);
    played
}

fn play(net: &Net, r: &Rung, dir: &Path) -> Result<Played, String> {
    let relay_log = dir.join("relay.log");
    let cert = dir.join("relay.der");
    let mut relay = Guard::new(start_relay(net, &cert, &relay_log));
    let restart = || start_relay(net, &dir.join("relay2.der"), &dir.join("relay2.log"));
    let (code_file, short_file) = (dir.join("code"), dir.join("short"));
    let common = p2p_flags(&cert);
    let host_log = dir.join("host.log");
    // A bad link slows every exchange: a quicker bot keeps the game's length sensible.
    let pace = if matches!(r.fault, Fault::Link(_)) {
        "100"
    } else {
        "300"
    };
    let host = Guard::new(start_host_of(
        r.level,
        net,
        (&code_file, &short_file),
        &common,
        ("bot,remote", pace),
        &host_log,
    ));
    let start = Instant::now();
    let short = written(&short_file, &host_log, &relay_log);
    let join_log = dir.join("join1.log");
    let mut args = vec!["join", "--code", &short, "--seat", "1", "--bot", "greedy"];
    args.extend(common);
    args.push("--json");
    let join = Guard::new(net.spawn("pb", &args, &join_log)?);
    let within = Duration::from_secs(45);
    wait_for_text(&host_log, "a friend gave the right short code", within);
    std::thread::sleep(Duration::from_secs(1));
    let dropped = strike(net, r.fault, relay.get(), &restart)?;
    // The slow rung (300 ms each way, asked for) needs more than the others' 100 s.
    let slow = matches!(r.fault, Fault::Link(i) if i.delay_ms >= 300);
    let limit = Duration::from_secs(if slow { 160 } else { 100 });
    let joined = finish_within(join.take(), "join", &join_log, limit)?;
    let hosted = finish_within(host.take(), "host", &host_log, limit)?;
    let secs = start.elapsed().as_secs_f64();
    drop(relay);
    let end = hosted.lines().last().unwrap_or_default();
    let joined_end = joined.lines().last().unwrap_or_default();
    same_end(end, joined_end)?;
    let struck = struck(net, r.fault, dropped, dir)?;
    let said = std::fs::read_to_string(&host_log).unwrap_or_default();
    let friend = std::fs::read_to_string(&join_log).unwrap_or_default();
    Ok(Played {
        secs,
        end: serde_json::from_str(end).map_err(|e| e.to_string())?,
        reconnects: friend.matches("reconnected: welcomed back").count(),
        shut: said.contains("the short code's door is shut"),
        wrong_tries: said.matches("a wrong short code was tried").count(),
        away_spells: said.matches("player is away").count(),
        path: welcome_line(&join_log),
        struck,
    })
}

/// Both computers' last lines are the same final table, of a game that ended.
fn same_end(hosted: &str, joined: &str) -> Result<(), String> {
    let parse = |s: &str| serde_json::from_str::<serde_json::Value>(s).map_err(|e| e.to_string());
    let (h, j) = (parse(hosted)?, parse(joined)?);
    if h != j {
        return Err(format!("different final tables:\nhost {h}\nfriend {j}"));
    }
    match h["status"].as_str() {
        Some(s) if s != "playing" => Ok(()),
        _ => Err(format!("the game did not end: {h}")),
    }
}

fn ladder() -> Vec<Rung> {
    let direct = |fault| Rung {
        fault,
        relay_only: false,
        level: "3",
    };
    let relay = |fault| Rung {
        fault,
        relay_only: true,
        level: "3",
    };
    let link = |delay_ms, jitter_ms, loss_pm, reorder_pm, dup_pm| {
        Fault::Link(Impair {
            delay_ms,
            jitter_ms,
            loss_pm,
            reorder_pm,
            dup_pm,
        })
    };
    let mut rungs = vec![
        direct(Fault::Clean),
        // iroh's ladder: good Wi-Fi, a busy one, a poor mobile link, a bad satellite-like one.
        direct(link(20, 0, 1, 0, 0)),
        direct(link(50, 0, 10, 0, 0)),
        direct(link(100, 20, 30, 25, 10)),
        // A whole Level 3 game takes 108 s at 300 ms: Level 1 keeps the suite in its budget.
        Rung {
            level: "1",
            ..direct(link(200, 0, 100, 0, 0))
        },
        relay(link(100, 20, 30, 25, 10)),
        direct(Fault::DoorLoss(300)),
        direct(Fault::Outage(2)),
        direct(Fault::Outage(5)),
        direct(Fault::Outage(10)),
        direct(Fault::Outage(20)),
        relay(Fault::Outage(2)),
        relay(Fault::Outage(5)),
        relay(Fault::Outage(10)),
        relay(Fault::Outage(20)),
        // Past the 30 s idle timeout: the connection is given up and the friend redials.
        direct(Fault::Outage(40)),
        relay(Fault::Outage(40)),
        relay(Fault::RelayRestart),
        direct(Fault::NewRouter),
    ];
    // The worst link, 300 ms each way at 10 % loss: a Level 1 game takes 77–85 s alone
    // and ran past 100 s among the other rungs in CI, so it runs only when asked for.
    if std::env::var_os("MISTS_FAULT_SLOW").is_some() {
        rungs.push(Rung {
            level: "1",
            ..direct(link(300, 0, 100, 0, 0))
        });
    }
    rungs
}

/// Every rung at once, each in its own namespaces; then the table, then the verdict.
#[test]
fn whole_games_survive_bad_links_outages_a_relay_restart_and_a_new_router() {
    if let Err(why) = can_build("fprobe").and_then(|()| can_impair()) {
        skip_or_fail(&why);
        return;
    }
    let rungs = chosen(ladder());
    let outcomes: Vec<Result<Played, String>> = std::thread::scope(|s| {
        let runs: Vec<_> = rungs
            .iter()
            .enumerate()
            .map(|(i, r)| s.spawn(move || rung(&format!("f{i}"), r)))
            .collect();
        runs.into_iter().map(joined).collect()
    });
    eprintln!(
        "| condition | finished equal | seconds | away spells | reconnects | wrong tries | struck | path |"
    );
    let mut failed = Vec::new();
    for (r, o) in rungs.iter().zip(&outcomes) {
        match o {
            Ok(p) => eprintln!(
                "| {} | yes | {:.0} | {} | {} | {} | {} | {} |",
                r.condition(),
                p.secs,
                p.away_spells,
                p.reconnects,
                p.wrong_tries,
                p.struck,
                p.path
            ),
            Err(e) => {
                eprintln!("| {} | NO | | | | | | |", r.condition());
                failed.push(format!("{}: {e}", r.condition()));
            }
        }
    }
    assert!(failed.is_empty(), "{}", failed.join("\n\n"));
    for (r, p) in rungs.iter().zip(outcomes.iter().flatten()) {
        assert_eq!(
            the_table(p.end.clone()),
            played_straight(r.level),
            "{}: not the game played straight",
            r.condition()
        );
        assert_eq!(p.wrong_tries, 0, "{}: a try was spent", r.condition());
        assert!(
            p.shut,
            "{}: the door stayed open with every seat held",
            r.condition()
        );
        // Past the idle timeout the connection is given up: only a redial finishes the game.
        if let Fault::Outage(s) = r.fault
            && s > 30
        {
            assert!(p.reconnects >= 1, "{}: never reconnected", r.condition());
        }
        // Silent past LOST_AFTER (5 s): the host said so, and said it once.
        if let Fault::Outage(s) = r.fault {
            let away = usize::from(s > 5);
            assert!(p.away_spells >= away, "{}: never away", r.condition());
        }
    }
}

/// Whether the bad link's impairer can run here: a TUN device and python3.
fn can_impair() -> Result<(), String> {
    if !Path::new("/dev/net/tun").exists() {
        return Err("no /dev/net/tun for the bad link's impairer".into());
    }
    run(&["python3", "--version"]).map(|_| ())
}

/// The ladder, or with `MISTS_FAULT_RUNGS=words` only the rungs whose condition holds those
/// words, and the clean game they are compared with (for a developer trying one rung).
fn chosen(ladder: Vec<Rung>) -> Vec<Rung> {
    let Ok(words) = std::env::var("MISTS_FAULT_RUNGS") else {
        return ladder;
    };
    ladder
        .into_iter()
        .enumerate()
        .filter(|(i, r)| *i == 0 || r.condition().contains(&words))
        .map(|(_, r)| r)
        .collect()
}
