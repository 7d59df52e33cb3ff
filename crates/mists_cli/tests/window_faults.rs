//! Issue 63's fault ladder for the game's own window (`faults.rs` is `mists-cli`'s), run under Xvfb in the friend's or the host's
//! namespace with `--script` and `--autoplay` (its seat: the first legal placement, the greedy
//! teammate's answers). Every window rung plays the same game — a Level 1 game (seed 7) where
//! `mists-cli`'s greedy bot plays seat 1 and the window seat 2 — so the clean one is the game
//! played straight that the others must end equal to:
//! - the window joins by the short code and its router drops everything past the idle timeout:
//!   it says "Reconnecting…" by itself, then no more, and plays on;
//! - the window hosts and its friend's router drops everything for 10 s: its seats panel says
//!   the friend is away, then no more.

mod netns;

use netns::window::*;
use netns::*;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// Which side of the game the window is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Role {
    /// `mists --join-code SHORT --seat 1` on the friend's computer; `mists-cli host` hosts.
    Joins,
    /// `mists --host-code --seats remote,here` on the host's computer; `mists-cli join` joins.
    Hosts,
}

struct WindowRung {
    role: Role,
    /// Seconds the friend's router forwards nothing, a second after the friend got in.
    outage: Option<u64>,
}

impl WindowRung {
    fn condition(&self) -> String {
        let role = match self.role {
            Role::Joins => "the window joins",
            Role::Hosts => "the window hosts",
        };
        match self.outage {
            None => format!("{role}, no fault (Level 1)"),
            Some(s) => format!("{role}, {s} s outage on the friend's router (Level 1)"),
        }
    }

    /// The script: what the window must be seen to say while it lives through the fault.
    fn steps(&self) -> String {
        let said = match (self.role, self.outage) {
            (_, None) => String::new(),
            // Inside the idle timeout the window sees nothing amiss (its host says away).
            (Role::Joins, Some(s)) if s < 30 => String::new(),
            // Past it the connection is given up and dialled again.
            (Role::Joins, Some(_)) => {
                "WaitForText(\"Reconnecting\"), WaitForTextGone(\"Reconnecting\"),".into()
            }
            // The friend silent past 5 s: away, then back.
            (Role::Hosts, Some(_)) => "WaitForText(\"(away\"), WaitForTextGone(\"(away\"),".into(),
        };
        // A host window waits a moment at the end so that its friend hears the last decision.
        format!("[{said} WaitFor(GameOver), Wait(40)]")
    }
}

/// How a window rung went.
struct WindowPlayed {
    secs: f64,
    /// The final table `mists-cli` printed (the window's board is checked against it).
    end: serde_json::Value,
    /// Packets the outage dropped.
    dropped: u64,
}

fn rung(tag: &str, r: &WindowRung) -> Result<WindowPlayed, String> {
    let net = Net::build_with(tag, false, false)?;
    let dir: PathBuf = std::env::temp_dir().join(format!("{}-files", net.prefix));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("data")).map_err(|e| e.to_string())?;
    let played = play(&net, r, &dir, tag);
    rung_logs(
        played.is_err(),
        tag,
        &dir,
        &["window.log", "cli.log", "relay.log"],
    );
    let _ = std::fs::remove_dir_all(&dir);
    played
}

fn play(net: &Net, r: &WindowRung, dir: &Path, tag: &str) -> Result<WindowPlayed, String> {
    let (cert, relay_log) = (dir.join("relay.der"), dir.join("relay.log"));
    let relay = Guard::new(start_relay(net, &cert, &relay_log));
    let script = dir.join("script.ron");
    std::fs::write(&script, r.steps()).map_err(|e| e.to_string())?;
    let (view, cli_log, window_log) = (
        dir.join("view.json"),
        dir.join("cli.log"),
        dir.join("window.log"),
    );
    let display = display_for(tag);
    let window_at = |ns: &str, args: &[&str]| {
        let mut all = args.to_vec();
        let (s, v) = (script.to_str().unwrap(), view.to_str().unwrap());
        all.extend(["--autoplay", "999", "--script", s, "--dump-view", v]);
        spawn_window(net, ns, dir, &cert, display, &all, &window_log)
    };
    let start = Instant::now();
    let (mut window, cli) = match r.role {
        Role::Joins => {
            let (code, short_file) = (dir.join("code"), dir.join("short"));
            let host = Guard::new(start_host_of(
                "1",
                net,
                (&code, &short_file),
                &p2p_flags(&cert),
                ("bot,remote", "300"),
                &cli_log,
            ));
            let short = written(&short_file, &cli_log, &relay_log);
            let window = Window(window_at("pb", &["--join-code", &short, "--seat", "1"])?);
            // Its own word that it is in (the dial after the door takes a window a moment).
            wait_for_text(&window_log, "welcomed at seat", LIMIT);
            (window, host)
        }
        Role::Hosts => {
            let hosting = "--level 1 --players 2 --seed 7 --host-code --seats remote,here";
            let hosting: Vec<&str> = hosting.split(' ').collect();
            let window = Window(window_at("pa", &hosting)?);
            let short = short_code_of(&window_log)?;
            // At the host's bot's pace in the other rungs, so the outage falls mid-game.
            let mut args = vec!["join", "--code", &short, "--seat", "0", "--bot", "greedy"];
            args.extend(["--bot-pace-ms", "300"]);
            args.extend(p2p_flags(&cert));
            args.push("--json");
            let friend = Guard::new(net.spawn("pb", &args, &cli_log)?);
            // The host's word that the friend is in (the friend's own comes at its end).
            wait_for_text(&window_log, "joins at seat", LIMIT);
            (window, friend)
        }
    };
    std::thread::sleep(Duration::from_secs(1));
    let dropped = match r.outage {
        Some(s) => net.outage("rb", Duration::from_secs(s))?,
        None => 0,
    };
    let limit = Duration::from_secs(100);
    let said = finish_within(cli.take(), "mists-cli", &cli_log, limit)?;
    window.finish_within(&window_log, limit)?;
    let secs = start.elapsed().as_secs_f64();
    drop(relay);
    let end: serde_json::Value =
        serde_json::from_str(said.lines().last().unwrap_or_default()).map_err(|e| e.to_string())?;
    checked(r, &view, &cli_log, &end, dropped)?;
    Ok(WindowPlayed { secs, end, dropped })
}

/// What a finished rung must show: the window's board is the final table, the outage struck,
/// and a host `mists-cli` said its silent friend was away, then back.
fn checked(
    r: &WindowRung,
    view: &Path,
    cli_log: &Path,
    end: &serde_json::Value,
    dropped: u64,
) -> Result<(), String> {
    let shown = std::fs::read_to_string(view).map_err(|e| format!("no view dumped: {e}"))?;
    let shown: serde_json::Value = serde_json::from_str(&shown).map_err(|e| e.to_string())?;
    board_as_table(&shown, end)?;
    if r.outage.is_some() && dropped == 0 {
        return Err("the outage dropped nothing".into());
    }
    let host_said = std::fs::read_to_string(cli_log).unwrap_or_default();
    let (away, back) = (
        host_said.find("player is away"),
        host_said.find("player is back"),
    );
    if r.role == Role::Joins && r.outage.is_some_and(|s| s > 5) && !(away.is_some() && back > away)
    {
        return Err(format!("the host never said away, then back:\n{host_said}"));
    }
    Ok(())
}

/// The window rungs, the clean one first (the game played straight the others are held to).
fn ladder() -> Vec<WindowRung> {
    vec![
        WindowRung {
            role: Role::Joins,
            outage: None,
        },
        // Inside the 30 s idle timeout: the connection is kept; the host says away, then back.
        WindowRung {
            role: Role::Joins,
            outage: Some(10),
        },
        // Past the 30 s idle timeout: the window's connection is given up and dialled again.
        WindowRung {
            role: Role::Joins,
            outage: Some(40),
        },
        WindowRung {
            role: Role::Hosts,
            outage: Some(10),
        },
    ]
}

/// The table's rows for the window rungs, and what failed: a rung that did not finish, or
/// ended other than the clean one.
fn report(rungs: &[WindowRung], outcomes: &[Result<WindowPlayed, String>]) -> Vec<String> {
    let straight = outcomes
        .first()
        .and_then(|o| o.as_ref().ok())
        .map(|p| the_table(p.end.clone()));
    let mut failed = Vec::new();
    for (r, o) in rungs.iter().zip(outcomes) {
        match o {
            Ok(p) => {
                let equal = straight.as_ref() == Some(&the_table(p.end.clone()));
                eprintln!(
                    "| {} | {} | {:.0} | {} packets dropped |",
                    r.condition(),
                    if equal { "yes" } else { "NO" },
                    p.secs,
                    p.dropped
                );
                if !equal {
                    failed.push(format!(
                        "{}: not the game played with no fault",
                        r.condition()
                    ));
                }
            }
            Err(e) => {
                eprintln!("| {} | NO | | |", r.condition());
                failed.push(format!("{}: {e}", r.condition()));
            }
        }
    }
    failed
}

/// Every window rung at once, each in its own namespaces (an X server and a game each); then
/// the table, then the verdict. `MISTS_FAULT_RUNGS=words`: only the rungs whose condition holds
/// them, and the clean one.
#[test]
fn the_window_lives_through_outages_as_joiner_and_as_host() {
    if let Err(why) = can_build("wprobe").and_then(|()| run(&["xvfb-run", "--help"]).map(|_| ())) {
        skip_or_fail(&why);
        return;
    }
    let words = std::env::var("MISTS_FAULT_RUNGS").ok();
    let rungs: Vec<WindowRung> = ladder()
        .into_iter()
        .enumerate()
        .filter(|(i, r)| *i == 0 || words.as_ref().is_none_or(|w| r.condition().contains(w)))
        .map(|(_, r)| r)
        .collect();
    let outcomes: Vec<_> = std::thread::scope(|s| {
        let runs: Vec<_> = rungs
            .iter()
            .enumerate()
            .map(|(i, r)| s.spawn(move || rung(&format!("w{i}"), r)))
            .collect();
        runs.into_iter().map(joined).collect()
    });
    eprintln!("| the window | finished equal to the clean window game | seconds | struck |");
    let failed = report(&rungs, &outcomes);
    assert!(failed.is_empty(), "{}", failed.join("\n\n"));
}
