//! Two friends, each behind a home router, play by invite code (docs/online.md). The test builds
//! the internet in network namespaces it makes and removes itself: a "wan" namespace routes
//! between two routers and runs the relay (`mists-cli relay`, 10.77.0.1); each router masquerades
//! its LAN (nftables, one NAT rule per router) and has one player's computer behind it. iroh's
//! internet services are off (`--no-discovery`, only our relay): nothing leaves the namespaces.
//!
//! Needs root, `ip` and `nft` (`.ci/deps` installs them). Elsewhere it skips with a message; with
//! `CI=true` a skip is a failure.

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

const RELAY: &str = "http://10.77.0.1:3340";

/// Like a home router: the LAN masqueraded; nothing unasked-for from the internet reaches the
/// router itself, silently (no "port unreachable" back).
const HOME_RULES: &str = concat!(
    "table ip home {\n",
    "  chain post {\n",
    "    type nat hook postrouting priority 100;\n",
    "    oifname \"wan\" masquerade\n",
    "  }\n",
    "  chain input {\n",
    "    type filter hook input priority 0;\n",
    "    iifname \"wan\" meta l4proto udp drop\n",
    "  }\n",
    "}\n",
);

/// A cable pulled (issue 63): the router forwards nothing, either way, while this table stands.
const OUTAGE: &str = concat!(
    "table inet outage {\n",
    "  chain forwarding {\n",
    "    type filter hook forward priority -10;\n",
    "    drop\n",
    "  }\n",
    "}\n",
);

/// A router that drops every forwarded UDP packet.
const BLOCK_UDP: &str = concat!(
    "table inet block {\n",
    "  chain forwarding {\n",
    "    type filter hook forward priority 0;\n",
    "    meta l4proto udp drop\n",
    "  }\n",
    "}\n",
);

fn cli() -> &'static str {
    env!("CARGO_BIN_EXE_mists-cli")
}

fn run(args: &[&str]) -> Result<Output, String> {
    let out = Command::new(args[0])
        .args(&args[1..])
        .output()
        .map_err(|e| format!("{}: {e}", args[0]))?;
    if out.status.success() {
        Ok(out)
    } else {
        Err(format!(
            "{}: {}",
            args.join(" "),
            String::from_utf8_lossy(&out.stderr).trim()
        ))
    }
}

/// The namespaces of one test; removed (with their links and processes' sockets) on drop.
struct Net {
    prefix: String,
    made: Vec<String>,
}

impl Net {
    fn ns(&self, role: &str) -> String {
        format!("{}{role}", self.prefix)
    }

    /// In namespace `role`: `ip -n NS args…`.
    fn ip(&self, role: &str, args: &str) -> Result<(), String> {
        let ns = self.ns(role);
        let mut a = vec!["ip", "-n", ns.as_str()];
        a.extend(args.split_whitespace());
        run(&a).map(|_| ())
    }

    fn exec(&self, role: &str, args: &[&str]) -> Result<Output, String> {
        let ns = self.ns(role);
        let mut a = vec!["ip", "netns", "exec", ns.as_str()];
        a.extend(args);
        run(&a)
    }

    fn add(&mut self, role: &str) -> Result<(), String> {
        let ns = self.ns(role);
        run(&["ip", "netns", "add", &ns])?;
        self.made.push(ns);
        self.ip(role, "link set lo up")
    }

    /// A cable between namespaces `a` and `b`: interface `ia` in `a`, `ib` in `b`.
    fn cable(&self, a: &str, ia: &str, b: &str, ib: &str) -> Result<(), String> {
        let (na, nb) = (self.ns(a), self.ns(b));
        run(&[
            "ip", "link", "add", ia, "netns", &na, "type", "veth", "peer", "name", ib, "netns", &nb,
        ])?;
        self.ip(a, &format!("link set {ia} up"))?;
        self.ip(b, &format!("link set {ib} up"))
    }

    /// The internet, two home routers and a computer behind each. `block_udp`: the routers drop
    /// every forwarded UDP packet, so no direct path can be made and only the relay (TCP) works.
    fn build(tag: &str, block_udp: bool) -> Result<Net, String> {
        let mut net = Net {
            prefix: format!("m{}{tag}", std::process::id() % 100_000),
            made: Vec::new(),
        };
        for role in ["w", "ra", "pa", "rb", "pb"] {
            net.add(role)?;
        }
        net.ip("w", "addr add 10.77.0.1/32 dev lo")?;
        net.exec("w", &["sysctl", "-qw", "net.ipv4.ip_forward=1"])?;
        for (side, n) in [("a", 1), ("b", 2)] {
            net.home(side, n, block_udp)?;
        }
        Ok(net)
    }

    /// Home `side` (router `r{side}`, computer `p{side}`), on the internet's network 10.77.`n`.
    fn home(&self, side: &str, n: u8, block_udp: bool) -> Result<(), String> {
        let (r, p) = (format!("r{side}"), format!("p{side}"));
        self.cable("w", &format!("to{side}"), &r, "wan")?;
        self.ip("w", &format!("addr add 10.77.{n}.1/24 dev to{side}"))?;
        self.ip(&r, &format!("addr add 10.77.{n}.2/24 dev wan"))?;
        self.ip(&r, &format!("route add default via 10.77.{n}.1"))?;
        self.cable(&r, "lan", &p, "eth0")?;
        // Both homes use the same private network, as real ones do.
        self.ip(&r, "addr add 192.168.1.1/24 dev lan")?;
        self.ip(&p, "addr add 192.168.1.2/24 dev eth0")?;
        self.ip(&p, "route add default via 192.168.1.1")?;
        self.exec(&r, &["sysctl", "-qw", "net.ipv4.ip_forward=1"])?;
        self.router_rules(&r, block_udp)
    }

    /// Load router `r`'s nftables rules: [`HOME_RULES`], and [`BLOCK_UDP`] if `block_udp`.
    fn router_rules(&self, r: &str, block_udp: bool) -> Result<(), String> {
        let mut rules = String::from(HOME_RULES);
        if block_udp {
            rules.push_str(BLOCK_UDP);
        }
        let file = std::env::temp_dir().join(format!("{}-{r}.nft", self.prefix));
        std::fs::write(&file, rules).map_err(|e| e.to_string())?;
        self.exec(r, &["nft", "-f", file.to_str().unwrap()])?;
        let _ = std::fs::remove_file(file);
        Ok(())
    }

    /// Router `r` forwards nothing for `d`, then all again.
    fn outage(&self, r: &str, d: Duration) -> Result<(), String> {
        let file = std::env::temp_dir().join(format!("{}-{r}-outage.nft", self.prefix));
        std::fs::write(&file, OUTAGE).map_err(|e| e.to_string())?;
        self.exec(r, &["nft", "-f", file.to_str().unwrap()])?;
        let _ = std::fs::remove_file(file);
        std::thread::sleep(d);
        self.exec(r, &["nft", "delete", "table", "inet", "outage"])
            .map(|_| ())
    }

    fn spawn(&self, role: &str, args: &[&str], log: &Path) -> Result<Child, String> {
        let err = std::fs::File::create(log).map_err(|e| e.to_string())?;
        let mut cmd = Command::new("ip");
        if let Ok(l) = std::env::var("MISTS_NAT_RUST_LOG") {
            cmd.env("RUST_LOG", l);
        }
        cmd.args(["netns", "exec", &self.ns(role), cli()])
            .args(args)
            .stdout(Stdio::piped())
            .stderr(err)
            .spawn()
            .map_err(|e| e.to_string())
    }
}

impl Drop for Net {
    fn drop(&mut self) {
        for ns in self.made.iter().rev() {
            let _ = Command::new("ip").args(["netns", "del", ns]).output();
        }
    }
}

/// Whether namespaces can be made here; the reason when not.
fn can_build(tag: &str) -> Result<(), String> {
    let probe = format!("m{}{tag}probe", std::process::id() % 100_000);
    run(&["ip", "netns", "add", &probe])?;
    let nft = run(&["ip", "netns", "exec", &probe, "nft", "list", "ruleset"]);
    let _ = run(&["ip", "netns", "del", &probe]);
    nft.map(|_| ())
}

fn skip_or_fail(why: &str) {
    let msg = format!("skipped: network namespaces with NAT cannot be made here ({why})");
    if std::env::var("CI").is_ok_and(|v| v == "true") {
        panic!("{msg}; CI must run this test (as root, after .ci/deps)");
    }
    eprintln!("{msg}");
}

/// What the host wrote to `file` (its code), or fail with the host's and the relay's logs.
fn written(file: &Path, host_log: &Path, relay_log: &Path) -> String {
    wait_for_file(file, Duration::from_secs(30)).unwrap_or_else(|e| {
        let log = std::fs::read_to_string(host_log).unwrap_or_default();
        let relay = std::fs::read_to_string(relay_log).unwrap_or_default();
        panic!("{e}\nhost:\n{log}\nrelay:\n{relay}")
    })
}

fn wait_for_file(path: &Path, limit: Duration) -> Result<String, String> {
    let start = Instant::now();
    while start.elapsed() < limit {
        if let Ok(s) = std::fs::read_to_string(path) {
            return Ok(s.trim().to_string());
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    Err(format!("{} did not appear in {limit:?}", path.display()))
}

/// Wait until `log` holds `text` (a process's stderr), or fail with the log.
fn wait_for_text(log: &Path, text: &str, limit: Duration) {
    let start = Instant::now();
    while start.elapsed() < limit {
        if std::fs::read_to_string(log).is_ok_and(|l| l.contains(text)) {
            return;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    let l = std::fs::read_to_string(log).unwrap_or_default();
    panic!("{} never said {text:?} in {limit:?}:\n{l}", log.display());
}

fn finish(child: Child, what: &str, log: &Path) -> String {
    let out = child.wait_with_output().unwrap();
    let err = std::fs::read_to_string(log).unwrap_or_default();
    assert!(out.status.success(), "{what} failed:\n{err}");
    String::from_utf8(out.stdout).unwrap()
}

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
    let common = [
        "--no-discovery",
        "--relay",
        RELAY,
        "--relay-cert",
        cert.to_str().unwrap(),
    ];
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

/// A second or two into the game (the host's word that the friend got in), the joiner's router
/// forwards nothing for `d`; the host is still playing when it ends.
fn outage_mid_game(net: &Net, host: &mut Child, host_log: &Path, d: Duration) {
    // The joiner's own report comes at its end: the host's word that the friend got in.
    let limit = Duration::from_secs(30);
    wait_for_text(host_log, "a friend gave the right short code", limit);
    std::thread::sleep(Duration::from_secs(2));
    assert!(host.try_wait().unwrap().is_none(), "over before the outage");
    // Watched while it lasts: a host that ends meanwhile played on without the friend.
    let t = Instant::now();
    let ended = std::thread::scope(|s| {
        s.spawn(|| net.outage("rb", d).unwrap());
        while t.elapsed() < d {
            if host.try_wait().unwrap().is_some() {
                return Some(t.elapsed());
            }
            std::thread::sleep(Duration::from_millis(100));
        }
        None
    });
    if let Some(at) = ended {
        let log = std::fs::read_to_string(host_log).unwrap_or_default();
        panic!("the host ended {at:?} into the outage:\n{log}");
    }
}

/// The host said the friend was away during the outage, and back after it: on stderr, and in
/// `--json`'s status lines.
fn away_then_back(host_log: &Path, hosted: &str) {
    let said = std::fs::read_to_string(host_log).unwrap_or_default();
    let away = said.find("seat 2's player is away");
    let back = said.find("seat 2's player is back");
    assert!(away.is_some() && back > away, "away, then back:\n{said}");
    let away = hosted.find("{\"away\":[2]}");
    let back = hosted.find("{\"away\":[]}");
    assert!(away.is_some() && back > away, "away, then back: {hosted}");
}

/// With `MISTS_NAT_LOGS` set, every process's log on stderr.
fn print_logs(dir: &Path, host_log: &Path, relay_log: &Path) {
    if std::env::var_os("MISTS_NAT_LOGS").is_none() {
        return;
    }
    for log in [
        host_log,
        &dir.join("join0.log"),
        &dir.join("join1.log"),
        relay_log,
    ] {
        let text = std::fs::read_to_string(log).unwrap_or_default();
        eprintln!("--- {}\n{text}", log.display());
    }
}

/// The relay on the internet ("w"), once it is up: its certificate written (after it listens)
/// and reachable from a computer behind a router.
fn start_relay(net: &Net, cert: &Path, log: &Path) -> Child {
    let relay = net
        .spawn(
            "w",
            &[
                "relay",
                "--bind",
                "10.77.0.1:3340",
                "--quic-name",
                "10.77.0.1",
                "--cert-out",
                cert.to_str().unwrap(),
            ],
            log,
        )
        .unwrap();
    let start = Instant::now();
    while !cert.exists()
        || net
            .exec("pa", &["bash", "-c", "echo > /dev/tcp/10.77.0.1/3340"])
            .is_err()
    {
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "the relay did not start"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
    relay
}

/// The host of a Level 3 game for two friends on computer "pa", writing its invite code to
/// `code_file` and its short code to `short_file`; `common`: the peer-to-peer flags all pass.
fn start_host(
    net: &Net,
    (code_file, short_file): (&Path, &Path),
    common: &[&str],
    (seats, pace): (&str, &str),
    log: &Path,
) -> Child {
    let mut host_args = vec![
        "host",
        "--level",
        "3",
        "--players",
        "2",
        "--seed",
        "7",
        "--seats",
        seats,
        "--bot",
        "greedy",
        "--bot-pace-ms",
        pace,
        "--code",
        "--code-file",
    ];
    host_args.push(code_file.to_str().unwrap());
    host_args.push("--short-code-file");
    host_args.push(short_file.to_str().unwrap());
    host_args.extend_from_slice(common);
    host_args.push("--json");
    net.spawn("pa", &host_args, log).unwrap()
}

/// Both computers printed the same final table, of a game that ended.
fn assert_same_end(hosted: &str, joined: &str) {
    let (h, j): (serde_json::Value, serde_json::Value) = (
        serde_json::from_str(hosted).unwrap(),
        serde_json::from_str(joined).unwrap(),
    );
    assert_eq!(h, j, "both computers end with the same table");
    assert!(h["status"].as_str().is_some_and(|s| s != "playing"), "{h}");
}

/// The joiner's line on how it was welcomed and over which path (from its log).
fn welcome_line(join_log: &Path) -> String {
    let report = std::fs::read_to_string(join_log).unwrap();
    report
        .lines()
        .find(|l| l.contains("welcomed"))
        .unwrap_or("no report")
        .to_string()
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
