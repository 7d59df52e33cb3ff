//! A bad link in userspace (issue 63): delay, jitter, reordering, duplication and loss, what
//! `tc netem` does, for a kernel built without netem. A namespace between the internet and a
//! home router routes whatever arrives on its two cables into a TUN device (policy routing,
//! [`super::Net::bad_link`]); the impairer (`impair.py`, run in that namespace) reads each
//! packet, drops, delays or copies it, and writes it back into the TUN, from where the kernel
//! routes it on to the other cable. A TUN (not a packet socket) because the kernel cuts QUIC's
//! segmentation-offloaded batches into single packets before they reach it, as a wire would.

use std::io::{BufRead, BufReader, Read};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::str::FromStr;

/// The TUN device's name in the impairing namespace.
pub const DEVICE: &str = "imp";

/// What the link does to each packet, either way (so a round trip has twice the delay).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Impair {
    pub delay_ms: u64,
    /// Each packet's delay is `delay_ms` ± up to this, uniformly: later packets may overtake.
    pub jitter_ms: u64,
    /// Per mille of packets dropped.
    pub loss_pm: u32,
    /// Per mille sent at once, without the delay (netem's `reorder`): they overtake.
    pub reorder_pm: u32,
    /// Per mille sent twice (the copy with its own delay).
    pub dup_pm: u32,
}

impl std::fmt::Display for Impair {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let Impair {
            delay_ms,
            jitter_ms,
            loss_pm,
            reorder_pm,
            dup_pm,
        } = self;
        write!(f, "{delay_ms},{jitter_ms},{loss_pm},{reorder_pm},{dup_pm}")
    }
}

impl FromStr for Impair {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        let n: Vec<u64> = s
            .split(',')
            .map(|w| w.trim().parse().map_err(|e| format!("{s:?}: {e}")))
            .collect::<Result<_, _>>()?;
        let [delay_ms, jitter_ms, loss, reorder, dup] = n[..] else {
            return Err(format!("{s:?}: five numbers expected"));
        };
        let pm = |v: u64| u32::try_from(v.min(1000)).unwrap_or(1000);
        Ok(Impair {
            delay_ms,
            jitter_ms,
            loss_pm: pm(loss),
            reorder_pm: pm(reorder),
            dup_pm: pm(dup),
        })
    }
}

/// What the link did, counted by the impairer.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    pub read: u64,
    pub dropped: u64,
    pub duplicated: u64,
    /// Packets written after one read later than them.
    pub reordered: u64,
}

impl Counts {
    #[cfg(test)]
    fn line(&self) -> String {
        let Counts {
            read,
            dropped,
            duplicated,
            reordered,
        } = self;
        format!("impairer counted {read} {dropped} {duplicated} {reordered}")
    }

    fn parse(line: &str) -> Option<Counts> {
        let n: Vec<u64> = line
            .strip_prefix("impairer counted ")?
            .split_whitespace()
            .map(|w| w.parse().ok())
            .collect::<Option<_>>()?;
        let [read, dropped, duplicated, reordered] = n[..] else {
            return None;
        };
        Some(Counts {
            read,
            dropped,
            duplicated,
            reordered,
        })
    }
}

/// The impairer running in a namespace, as seen from the test.
pub struct Impairer {
    child: Option<Child>,
    stdin: Option<ChildStdin>,
    stdout: Option<BufReader<ChildStdout>>,
}

impl Impairer {
    /// Run the impairer in namespace `ns` and wait until its TUN is up.
    pub fn start(ns: &str, imp: Impair) -> Result<Impairer, String> {
        let script = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/netns/impair.py");
        let mut child = Command::new("ip")
            .args(["netns", "exec", ns, "python3", script, DEVICE])
            .arg(imp.to_string())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .map_err(|e| format!("the impairer: {e}"))?;
        let stdin = child.stdin.take();
        let mut stdout = child.stdout.take().map(BufReader::new);
        let mut running = Impairer {
            child: Some(child),
            stdin,
            stdout: None,
        };
        let out = stdout.as_mut().ok_or("the impairer's output")?;
        let mut line = String::new();
        while !line.contains("impairer ready") {
            line.clear();
            let n = out.read_line(&mut line).map_err(|e| e.to_string())?;
            if n == 0 {
                return Err("the impairer ended before its TUN was up".into());
            }
        }
        running.stdout = stdout;
        Ok(running)
    }

    /// Stop the impairer; what it counted.
    pub fn stop(mut self) -> Result<Counts, String> {
        drop(self.stdin.take());
        let mut rest = String::new();
        if let Some(mut out) = self.stdout.take() {
            out.read_to_string(&mut rest).map_err(|e| e.to_string())?;
        }
        if let Some(mut c) = self.child.take() {
            let _ = c.wait();
        }
        rest.lines()
            .find_map(Counts::parse)
            .ok_or_else(|| format!("the impairer counted nothing:\n{rest}"))
    }
}

impl Drop for Impairer {
    fn drop(&mut self) {
        if let Some(mut c) = self.child.take() {
            let _ = c.kill();
            let _ = c.wait();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_link_is_written_and_read_back_the_same() {
        let imp = Impair {
            delay_ms: 100,
            jitter_ms: 20,
            loss_pm: 30,
            reorder_pm: 25,
            dup_pm: 10,
        };
        assert_eq!(imp.to_string().parse::<Impair>(), Ok(imp));
        assert!("1,2,3".parse::<Impair>().is_err());
        let c = Counts {
            read: 9,
            dropped: 1,
            duplicated: 2,
            reordered: 3,
        };
        assert_eq!(Counts::parse(&c.line()), Some(c));
    }
}
