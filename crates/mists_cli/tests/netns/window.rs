//! The game's window in a test's namespace (`window_faults.rs`): under Xvfb, meeting its peer
//! through the test's relay, stopped with its X server; and how its board is read back.

use super::{Net, RELAY, cli};
use std::os::unix::process::CommandExt;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// The window's process group (xvfb-run, Xvfb, the game): all stopped when it is dropped, or
/// a killed xvfb-run would leave the game and its X server running.
pub struct Window(pub Child);

impl Window {
    /// Wait for the window to close by itself (its script's end), or fail after `limit`.
    pub fn finish_within(&mut self, log: &Path, limit: Duration) -> Result<(), String> {
        let start = Instant::now();
        loop {
            if let Some(status) = self.0.try_wait().map_err(|e| e.to_string())? {
                if status.success() {
                    return Ok(());
                }
                let said = std::fs::read_to_string(log).unwrap_or_default();
                return Err(format!("the window failed ({status}):\n{said}"));
            }
            if start.elapsed() > limit {
                let said = std::fs::read_to_string(log).unwrap_or_default();
                return Err(format!("the window still running after {limit:?}:\n{said}"));
            }
            std::thread::sleep(Duration::from_millis(100));
        }
    }
}

impl Drop for Window {
    /// TERM first, and time for the group to go, so that Xvfb removes its lock file (a killed
    /// one leaves it, and the next run's `-a` skips that display); KILL what is left after 2 s.
    fn drop(&mut self) {
        let group = format!("-{}", self.0.id());
        let signal = |s: &str| {
            Command::new("kill")
                .args([s, "--", &group])
                .stderr(Stdio::null())
                .status()
                .is_ok_and(|st| st.success())
        };
        signal("-TERM");
        let start = Instant::now();
        // Reaped first: a finished child would keep the group alive as a zombie.
        while start.elapsed() < Duration::from_secs(2) {
            let _ = self.0.try_wait();
            if !signal("-0") {
                return;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        signal("-KILL");
        let _ = self.0.wait();
    }
}

pub const LIMIT: Duration = Duration::from_secs(60);

/// Where a rung's X display numbers start: ten of its own per rung (`xvfb-run -a` tries the
/// next one while a number is taken, and races when several rungs start at once), in a block
/// of forty chosen by this process, away from the :99 of `xvfb-run -a` elsewhere.
pub fn display_for(tag: &str) -> u32 {
    let n: u32 = tag
        .trim_start_matches(|c: char| !c.is_ascii_digit())
        .parse()
        .unwrap_or(0);
    200 + (std::process::id() % 30) * 40 + (n % 4) * 10
}

/// The window in namespace `ns`, under Xvfb, meeting peers through the test's relay only.
pub fn spawn_window(
    net: &Net,
    ns: &str,
    dir: &Path,
    cert: &Path,
    display: u32,
    args: &[&str],
    log: &Path,
) -> Result<Child, String> {
    let window = Path::new(cli()).with_file_name("mists");
    if !window.exists() {
        return Err(format!(
            "{} is not built (cargo build --workspace)",
            window.display()
        ));
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let err = std::fs::File::create(log).map_err(|e| e.to_string())?;
    Command::new("ip")
        .args([
            "netns",
            "exec",
            &net.ns(ns),
            "xvfb-run",
            "-a",
            "-n",
            &display.to_string(),
        ])
        .args(["-s", "-screen 0 640x400x24"])
        .arg(&window)
        .args(args)
        .args(["--lang", "en", "--mute", "--window-size", "640x400"])
        .env("MISTS_RELAY", RELAY)
        .env("MISTS_RELAY_CERT", cert)
        .env("MISTS_NO_DISCOVERY", "1")
        // The hosting window's short code is logged at the debug level only.
        .env(
            "RUST_LOG",
            "info,wgpu=error,naga=warn,mists::online::seats=debug",
        )
        .env("MISTS_DATA_DIR", dir.join("data"))
        .env("BEVY_ASSET_ROOT", root)
        .stdout(Stdio::null())
        .stderr(err)
        // Its own process group, so that Xvfb goes with it (`Window`).
        .process_group(0)
        .spawn()
        .map_err(|e| e.to_string())
}

/// The short code a hosting window logged once friends can find it.
pub fn short_code_of(log: &Path) -> Result<String, String> {
    let start = Instant::now();
    while start.elapsed() < LIMIT {
        let text = std::fs::read_to_string(log).unwrap_or_default();
        if let Some(code) = text
            .lines()
            .find_map(|l| l.split("short code ready: ").nth(1))
        {
            return Ok(code.trim().to_string());
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    Err("the hosting window never said its short code".into())
}

/// The window's board (tiles, their turns, ghosts, meeples) is the final table's.
pub fn board_as_table(view: &serde_json::Value, end: &serde_json::Value) -> Result<(), String> {
    let keys = ["x", "y", "rotation", "facedown", "ghosts"];
    let cells = |cs: &serde_json::Value| {
        let mut v: Vec<String> = cs
            .as_array()
            .into_iter()
            .flatten()
            .map(|c| {
                // A facedown tile's id is not shown.
                let tile = if c["facedown"] == true {
                    &serde_json::Value::Null
                } else {
                    &c["tile"]
                };
                format!("{} {tile}", keys.map(|k| c[k].to_string()).join(" "))
            })
            .collect();
        v.sort();
        v
    };
    if cells(&view["cells"]) != cells(&end["cells"]) {
        return Err(format!(
            "the window's board is not the final table:\nwindow {:?}\ntable {:?}",
            cells(&view["cells"]),
            cells(&end["cells"])
        ));
    }
    let placed = |v: &serde_json::Value, kind: Option<&str>| {
        let mut m: Vec<String> = v
            .as_array()
            .into_iter()
            .flatten()
            .filter(|m| kind.is_none_or(|k| m["kind"] == k) && m.get("x").is_some())
            .map(|m| format!("{} {} {}", m["id"], m["x"], m["y"]))
            .collect();
        m.sort();
        m
    };
    let (shown, on_board) = (
        placed(&view["pieces"], Some("meeple")),
        placed(&end["meeples"], None),
    );
    if shown != on_board {
        return Err(format!(
            "the window's meeples {shown:?} are not the table's {on_board:?}"
        ));
    }
    Ok(())
}
