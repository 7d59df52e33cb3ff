//! The namespaces, routers, relay and processes the network tests build (`nat.rs`, `faults.rs`):
//! a "wan" namespace routes between two home routers and runs the relay (`mists-cli relay`,
//! 10.77.0.1); each router masquerades its LAN (nftables) and has one player's computer behind it.
//! Every address is inside namespaces the test makes and removes.
#![allow(dead_code)]

pub mod link;
pub mod window;

use std::path::Path;
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

pub const RELAY: &str = "http://10.77.0.1:3340";

/// Like a home router: the LAN masqueraded; nothing unasked-for from the internet reaches the
/// router itself, silently (no "port unreachable" back).
pub const HOME_RULES: &str = concat!(
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
pub const OUTAGE: &str = concat!(
    "table inet outage {\n",
    "  chain forwarding {\n",
    "    type filter hook forward priority -10;\n",
    "    counter drop\n",
    "  }\n",
    "}\n",
);

/// A router that drops every forwarded UDP packet.
pub const BLOCK_UDP: &str = concat!(
    "table inet block {\n",
    "  chain forwarding {\n",
    "    type filter hook forward priority 0;\n",
    "    meta l4proto udp drop\n",
    "  }\n",
    "}\n",
);

pub fn cli() -> &'static str {
    env!("CARGO_BIN_EXE_mists-cli")
}

pub fn run(args: &[&str]) -> Result<Output, String> {
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
pub struct Net {
    pub prefix: String,
    pub made: Vec<String>,
}

impl Net {
    pub fn ns(&self, role: &str) -> String {
        format!("{}{role}", self.prefix)
    }

    /// In namespace `role`: `ip -n NS args…`.
    pub fn ip(&self, role: &str, args: &str) -> Result<(), String> {
        let ns = self.ns(role);
        let mut a = vec!["ip", "-n", ns.as_str()];
        a.extend(args.split_whitespace());
        run(&a).map(|_| ())
    }

    pub fn exec(&self, role: &str, args: &[&str]) -> Result<Output, String> {
        let ns = self.ns(role);
        let mut a = vec!["ip", "netns", "exec", ns.as_str()];
        a.extend(args);
        run(&a)
    }

    pub fn add(&mut self, role: &str) -> Result<(), String> {
        let ns = self.ns(role);
        run(&["ip", "netns", "add", &ns])?;
        self.made.push(ns);
        self.ip(role, "link set lo up")
    }

    /// A cable between namespaces `a` and `b`: interface `ia` in `a`, `ib` in `b`.
    pub fn cable(&self, a: &str, ia: &str, b: &str, ib: &str) -> Result<(), String> {
        let (na, nb) = (self.ns(a), self.ns(b));
        run(&[
            "ip", "link", "add", ia, "netns", &na, "type", "veth", "peer", "name", ib, "netns", &nb,
        ])?;
        self.ip(a, &format!("link set {ia} up"))?;
        self.ip(b, &format!("link set {ib} up"))
    }

    /// The internet, two home routers and a computer behind each. `block_udp`: the routers drop
    /// every forwarded UDP packet, so no direct path can be made and only the relay (TCP) works.
    pub fn build(tag: &str, block_udp: bool) -> Result<Net, String> {
        Net::build_with(tag, block_udp, false)
    }

    /// As [`Net::build`]; with `bad_link`, home b's cable to the internet runs through namespace
    /// "ib", which routes everything it carries through [`link::DEVICE`] (see [`Net::bad_link`]).
    pub fn build_with(tag: &str, block_udp: bool, bad_link: bool) -> Result<Net, String> {
        let mut net = Net {
            prefix: format!("m{}{tag}", std::process::id() % 100_000),
            made: Vec::new(),
        };
        for role in ["w", "ra", "pa", "rb", "pb"] {
            net.add(role)?;
        }
        if bad_link {
            net.add("ib")?;
        }
        net.ip("w", "addr add 10.77.0.1/32 dev lo")?;
        net.exec("w", &["sysctl", "-qw", "net.ipv4.ip_forward=1"])?;
        for (side, n) in [("a", 1), ("b", 2)] {
            net.home(side, n, block_udp, bad_link && side == "b")?;
        }
        Ok(net)
    }

    /// Namespace "ib" between the internet (its cable "ext", 10.77.12.2) and router rb (its cable
    /// "int", 10.77.2.1, rb's gateway): everything arriving on either cable is routed into the
    /// TUN [`link::DEVICE`] (table 100), and what the impairer writes back into it is routed on
    /// by the main table. Call once the impairer's TUN is up.
    pub fn bad_link(&self) -> Result<(), String> {
        let dev = link::DEVICE;
        self.ip("ib", &format!("link set {dev} up mtu 1500"))?;
        self.ip("ib", &format!("route add default dev {dev} table 100"))?;
        for cable in ["ext", "int"] {
            self.ip("ib", &format!("rule add iif {cable} lookup 100"))?;
        }
        // Packets come back in on the TUN with addresses routed elsewhere: no source check.
        for conf in ["all", "default", dev] {
            let key = format!("net.ipv4.conf.{conf}.rp_filter=0");
            self.exec("ib", &["sysctl", "-qw", &key])?;
        }
        Ok(())
    }

    /// Home `side` (router `r{side}`, computer `p{side}`), on the internet's network 10.77.`n`.
    pub fn home(&self, side: &str, n: u8, block_udp: bool, bad_link: bool) -> Result<(), String> {
        let (r, p) = (format!("r{side}"), format!("p{side}"));
        if bad_link {
            self.link_hop(side, n, &r)?;
        } else {
            self.cable("w", &format!("to{side}"), &r, "wan")?;
            self.ip("w", &format!("addr add 10.77.{n}.1/24 dev to{side}"))?;
        }
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

    /// The internet to "i{side}" (10.77.1`n`.0/24) to router `r` (10.77.`n`.0/24, its gateway
    /// 10.77.`n`.1 on "i{side}").
    fn link_hop(&self, side: &str, n: u8, r: &str) -> Result<(), String> {
        let i = format!("i{side}");
        self.cable("w", &format!("to{side}"), &i, "ext")?;
        self.ip("w", &format!("addr add 10.77.1{n}.1/24 dev to{side}"))?;
        self.ip(&i, &format!("addr add 10.77.1{n}.2/24 dev ext"))?;
        self.ip("w", &format!("route add 10.77.{n}.0/24 via 10.77.1{n}.2"))?;
        self.ip(&i, &format!("route add default via 10.77.1{n}.1"))?;
        self.cable(&i, "int", r, "wan")?;
        self.ip(&i, &format!("addr add 10.77.{n}.1/24 dev int"))?;
        self.exec(&i, &["sysctl", "-qw", "net.ipv4.ip_forward=1"])
            .map(|_| ())
    }

    /// Load router `r`'s nftables rules: [`HOME_RULES`], and [`BLOCK_UDP`] if `block_udp`.
    pub fn router_rules(&self, r: &str, block_udp: bool) -> Result<(), String> {
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

    /// Load nftables `rules` (whole tables) in namespace `r`.
    pub fn load(&self, r: &str, rules: &str) -> Result<(), String> {
        let file = std::env::temp_dir().join(format!("{}-{r}-load.nft", self.prefix));
        std::fs::write(&file, rules).map_err(|e| e.to_string())?;
        let loaded = self.exec(r, &["nft", "-f", file.to_str().unwrap()]);
        let _ = std::fs::remove_file(file);
        loaded.map(|_| ())
    }

    /// Remove table `inet name` from namespace `r`.
    pub fn unload(&self, r: &str, name: &str) -> Result<(), String> {
        self.exec(r, &["nft", "delete", "table", "inet", name])
            .map(|_| ())
    }

    /// The packets table `inet name`'s counters in namespace `r` counted.
    pub fn counted(&self, r: &str, name: &str) -> Result<u64, String> {
        let out = self.exec(r, &["nft", "list", "table", "inet", name])?;
        let text = String::from_utf8_lossy(&out.stdout);
        let words: Vec<&str> = text.split_whitespace().collect();
        Ok(words
            .windows(2)
            .filter(|w| w[0] == "packets")
            .filter_map(|w| w[1].parse::<u64>().ok())
            .sum())
    }

    /// Router `r` forwards nothing for `d`, then all again; the packets it dropped meanwhile.
    pub fn outage(&self, r: &str, d: Duration) -> Result<u64, String> {
        self.load(r, OUTAGE)?;
        std::thread::sleep(d);
        let dropped = self.counted(r, "outage");
        self.unload(r, "outage")?;
        dropped
    }

    pub fn spawn(&self, role: &str, args: &[&str], log: &Path) -> Result<Child, String> {
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

/// A process killed and reaped when dropped, unless [`Guard::take`]n first: a test that fails
/// half-way leaves nothing running.
pub struct Guard(Option<Child>);

impl Guard {
    pub fn new(child: Child) -> Self {
        Guard(Some(child))
    }

    pub fn get(&mut self) -> &mut Child {
        self.0.as_mut().expect("a guarded process")
    }

    pub fn take(mut self) -> Child {
        self.0.take().expect("a guarded process")
    }
}

impl Drop for Guard {
    fn drop(&mut self) {
        if let Some(mut c) = self.0.take() {
            let _ = c.kill();
            let _ = c.wait();
        }
    }
}

/// Whether namespaces can be made here; the reason when not.
pub fn can_build(tag: &str) -> Result<(), String> {
    let probe = format!("m{}{tag}probe", std::process::id() % 100_000);
    run(&["ip", "netns", "add", &probe])?;
    let nft = run(&["ip", "netns", "exec", &probe, "nft", "list", "ruleset"]);
    let _ = run(&["ip", "netns", "del", &probe]);
    nft.map(|_| ())
}

pub fn skip_or_fail(why: &str) {
    let msg = format!("skipped: network namespaces with NAT cannot be made here ({why})");
    if std::env::var("CI").is_ok_and(|v| v == "true") {
        panic!("{msg}; CI must run this test (as root, after .ci/deps)");
    }
    eprintln!("{msg}");
}

/// What the host wrote to `file` (its code), or fail with the host's and the relay's logs.
pub fn written(file: &Path, host_log: &Path, relay_log: &Path) -> String {
    wait_for_file(file, Duration::from_secs(30)).unwrap_or_else(|e| {
        let log = std::fs::read_to_string(host_log).unwrap_or_default();
        let relay = std::fs::read_to_string(relay_log).unwrap_or_default();
        panic!("{e}\nhost:\n{log}\nrelay:\n{relay}")
    })
}

pub fn wait_for_file(path: &Path, limit: Duration) -> Result<String, String> {
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
pub fn wait_for_text(log: &Path, text: &str, limit: Duration) {
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

/// [`finish`], or an error naming `what` and its log when it runs past `limit` (then killed).
/// Its stdout is read meanwhile, so a chatty process never blocks on a full pipe.
pub fn finish_within(
    mut child: Child,
    what: &str,
    log: &Path,
    limit: Duration,
) -> Result<String, String> {
    let mut stdout = child.stdout.take().ok_or("no stdout")?;
    let reader = std::thread::spawn(move || {
        let mut s = String::new();
        std::io::Read::read_to_string(&mut stdout, &mut s).map(|_| s)
    });
    let start = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().map_err(|e| e.to_string())? {
            break status;
        }
        if start.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            let err = std::fs::read_to_string(log).unwrap_or_default();
            return Err(format!("{what} still running after {limit:?}:\n{err}"));
        }
        std::thread::sleep(Duration::from_millis(100));
    };
    let out = reader
        .join()
        .map_err(|_| "reading stdout panicked")?
        .map_err(|e| e.to_string())?;
    if !status.success() {
        let err = std::fs::read_to_string(log).unwrap_or_default();
        return Err(format!("{what} failed ({status}):\n{err}"));
    }
    Ok(out)
}

pub fn finish(child: Child, what: &str, log: &Path) -> String {
    let out = child.wait_with_output().unwrap();
    let err = std::fs::read_to_string(log).unwrap_or_default();
    assert!(out.status.success(), "{what} failed:\n{err}");
    String::from_utf8(out.stdout).unwrap()
}

/// A second or two into the game (the host's word that the friend got in), the joiner's router
/// forwards nothing for `d`; the host is still playing when it ends.
pub fn outage_mid_game(net: &Net, host: &mut Child, host_log: &Path, d: Duration) {
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
pub fn away_then_back(host_log: &Path, hosted: &str) {
    let said = std::fs::read_to_string(host_log).unwrap_or_default();
    let away = said.find("seat 2's player is away");
    let back = said.find("seat 2's player is back");
    assert!(away.is_some() && back > away, "away, then back:\n{said}");
    let away = hosted.find("{\"away\":[2]}");
    let back = hosted.find("{\"away\":[]}");
    assert!(away.is_some() && back > away, "away, then back: {hosted}");
}

/// With `MISTS_NAT_LOGS` set, every process's log on stderr.
pub fn print_logs(dir: &Path, host_log: &Path, relay_log: &Path) {
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
pub fn start_relay(net: &Net, cert: &Path, log: &Path) -> Child {
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

/// The peer-to-peer flags every process of a test passes: iroh's lookup off, only the test's
/// relay (trusting its certificate `cert`).
pub fn p2p_flags(cert: &Path) -> [&str; 5] {
    [
        "--no-discovery",
        "--relay",
        RELAY,
        "--relay-cert",
        cert.to_str().expect("a UTF-8 temporary path"),
    ]
}

/// The host of a Level 3 game for two friends on computer "pa", writing its invite code to
/// `code_file` and its short code to `short_file`; `common`: the peer-to-peer flags all pass.
pub fn start_host(
    net: &Net,
    files: (&Path, &Path),
    common: &[&str],
    seats_pace: (&str, &str),
    log: &Path,
) -> Child {
    start_host_of("3", net, files, common, seats_pace, log)
}

/// As [`start_host`], of a game of `level`.
pub fn start_host_of(
    level: &str,
    net: &Net,
    (code_file, short_file): (&Path, &Path),
    common: &[&str],
    (seats, pace): (&str, &str),
    log: &Path,
) -> Child {
    let mut host_args = vec![
        "host",
        "--level",
        level,
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

/// The final table of the game the online tests play (two seats, seed 7, the greedy bot on
/// both), played straight on one computer by `mists-cli play`; as [`the_table`] keeps it.
pub fn played_straight(level: &str) -> serde_json::Value {
    let args = ["play", "--level", level, "--players", "2", "--seed", "7"];
    let out = run(&[&[cli()], &args[..], &["--policy", "greedy", "--json"]].concat())
        .unwrap_or_else(|e| panic!("{e}"));
    let text = String::from_utf8_lossy(&out.stdout);
    let end = serde_json::from_str(text.lines().last().unwrap_or_default());
    the_table(end.expect("play's final table"))
}

/// A final table without the last turns' event lists, which narrate how the table came to be:
/// an online game's copy does not carry them (the state itself is compared whole).
pub fn the_table(mut end: serde_json::Value) -> serde_json::Value {
    if let Some(o) = end.as_object_mut() {
        o.remove("turn_events");
        o.remove("last_turn_events");
    }
    end
}

/// Both computers printed the same final table, of a game that ended.
pub fn assert_same_end(hosted: &str, joined: &str) {
    let (h, j): (serde_json::Value, serde_json::Value) = (
        serde_json::from_str(hosted).unwrap(),
        serde_json::from_str(joined).unwrap(),
    );
    assert_eq!(h, j, "both computers end with the same table");
    assert!(h["status"].as_str().is_some_and(|s| s != "playing"), "{h}");
}

/// The joiner's line on how it was welcomed and over which path (from its log).
pub fn welcome_line(join_log: &Path) -> String {
    let report = std::fs::read_to_string(join_log).unwrap();
    report
        .lines()
        .find(|l| l.starts_with("welcomed"))
        .unwrap_or("no report")
        .to_string()
}

/// A test thread's panic as its text.
pub fn panic_text(p: Box<dyn std::any::Any + Send>) -> String {
    p.downcast_ref::<String>()
        .cloned()
        .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
        .unwrap_or_else(|| "panicked".into())
}

/// A rung's outcome, or its panic as an error.
pub fn joined<T>(h: std::thread::ScopedJoinHandle<'_, Result<T, String>>) -> Result<T, String> {
    h.join().unwrap_or_else(|p| Err(panic_text(p)))
}

/// A rung's logs on stderr when it failed or `MISTS_NAT_LOGS` is set, each headed by its rung.
pub fn rung_logs(failed: bool, tag: &str, dir: &Path, logs: &[&str]) {
    if failed || std::env::var_os("MISTS_NAT_LOGS").is_some() {
        for log in logs {
            let text = std::fs::read_to_string(dir.join(log)).unwrap_or_default();
            eprintln!("--- {tag} {log}\n{text}");
        }
    }
}
