//! What a host over iroh tells its player while it hosts (issue 50): whether friends can reach
//! the game and the short code once it can be found, each time that changes; what happens at the
//! short code's door. Plain lines on stderr; with `--json`, also one JSON object a line on stdout
//! before the final table (docs/cli.md).

use crate::error::{CliError, out};
use mists_net::p2p::door::DoorNotice;
use mists_net::p2p::reach::{Reach, describe};
use mists_net::p2p::server::P2pServer;
use serde::Serialize;
use std::path::PathBuf;

/// The host's last words on reachability, so each change is said once.
pub struct HostStatus {
    pub json: bool,
    /// Write the short code here once it can be found.
    pub short_code_file: Option<PathBuf>,
    said: Option<(Reach, Option<String>)>,
    started: std::time::Instant,
}

/// One line of `host --json`'s status stream.
#[derive(Serialize)]
struct StatusLine<'a> {
    online: &'a Reach,
    short_code: Option<&'a str>,
    short_code_tries_left: Option<u32>,
}

impl HostStatus {
    pub fn new(json: bool, short_code_file: Option<PathBuf>) -> HostStatus {
        HostStatus {
            json,
            short_code_file,
            said: None,
            started: std::time::Instant::now(),
        }
    }

    /// Say what changed since the last call.
    pub fn watch(&mut self, server: &P2pServer) -> Result<(), CliError> {
        for n in server.door_notices() {
            eprintln!(
                "{}",
                match n {
                    DoorNotice::Opened => "a friend gave the right short code".to_string(),
                    DoorNotice::Wrong(left) =>
                        format!("a wrong short code was tried ({left} tries left)"),
                    DoorNotice::Retired => {
                        "the short code was tried wrongly too often and no longer works; \
                         friends can still join by the long code"
                            .to_string()
                    }
                    DoorNotice::Shut =>
                        "every seat is taken: the short code's door is shut until one is free"
                            .to_string(),
                    DoorNotice::Reopened =>
                        "a seat is free: the short code's door is open again".to_string(),
                }
            );
        }
        let now = (server.reach(), server.short_code());
        if let Some((reach, short)) = &self.said
            && reach.same_state(&now.0)
            && *short == now.1
        {
            return Ok(());
        }
        eprintln!("{}", describe(&now.0));
        if let Some(short) = &now.1 {
            eprintln!(
                "short code: {short} (ready {} ms after the host started)",
                self.started.elapsed().as_millis()
            );
            if let Some(path) = &self.short_code_file {
                super::write_code(path, short)?;
            }
        } else if let Some(why) = server.door_error() {
            eprintln!("no short code: {why}");
        }
        if self.json {
            let line = StatusLine {
                online: &now.0,
                short_code: now.1.as_deref(),
                short_code_tries_left: server.short_code_tries_left(),
            };
            out(&serde_json::to_string(&line)?)?;
        }
        self.said = Some(now);
        Ok(())
    }
}
