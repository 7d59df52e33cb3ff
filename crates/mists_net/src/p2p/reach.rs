//! Whether a host can be reached (issue 50), read from its endpoint's own state: a home relay it
//! is connected to means friends anywhere can dial it (the relay forwards, and with iroh's lookup
//! the code's door is found through it); only addresses on this computer's networks means
//! friends here only; neither means nobody. The window and `host --json` say the same.

use super::Relays;
use iroh::{Endpoint, Watcher};
use serde::Serialize;
use std::time::Duration;

/// How long a relay may take to answer before the host is told it is not reachable through it.
pub const RELAY_PATIENCE: Duration = Duration::from_secs(10);

/// How friends can reach the host now.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "reach", rename_all = "snake_case")]
pub enum Reach {
    /// Still finding out (the relay has not answered yet).
    Checking,
    /// From anywhere, through this relay.
    Internet { relay: String },
    /// Only from this computer's networks (a LAN); why not from further.
    ThisNetwork { why: Why, detail: String },
    /// From nowhere; why.
    Nowhere { why: Why, detail: String },
}

/// Why the internet cannot reach the host, in categories the window words plainly.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Why {
    /// The game was set to use no relay.
    RelaysOff,
    /// The relay could not be reached (no internet connection, a firewall, the relay down).
    RelayUnreachable,
    /// This computer has no network address other than itself.
    NoNetwork,
}

impl Reach {
    /// The same state, whatever the technical detail says (iroh's error text changes between
    /// retries; a host says each state once).
    pub fn same_state(&self, other: &Reach) -> bool {
        let plain = |r: &Reach| match r {
            Reach::ThisNetwork { why, .. } => Reach::ThisNetwork {
                why: *why,
                detail: String::new(),
            },
            Reach::Nowhere { why, .. } => Reach::Nowhere {
                why: *why,
                detail: String::new(),
            },
            other => other.clone(),
        };
        plain(self) == plain(other)
    }

    /// Whether a short code can be found now (its door sits behind the same relay).
    pub fn short_code_works(&self) -> bool {
        matches!(self, Reach::Internet { .. })
    }
}

/// Read `endpoint`'s state; `waited`: since it was opened.
pub fn reach(endpoint: &Endpoint, relays: &Relays, waited: Duration) -> Reach {
    let statuses = endpoint.home_relay_status().get();
    if let Some(s) = statuses.iter().find(|s| s.is_connected()) {
        return Reach::Internet {
            relay: s.url().to_string(),
        };
    }
    let addr = endpoint.addr();
    let local = addr
        .ip_addrs()
        .any(|a| !a.ip().is_loopback() && !a.ip().is_unspecified());
    let error = statuses
        .iter()
        .find_map(|s| s.last_error().map(|e| e.to_string()));
    let (why, detail) = match relays {
        Relays::Disabled => (Why::RelaysOff, String::new()),
        _ if error.is_none() && waited < RELAY_PATIENCE => return Reach::Checking,
        _ => (
            Why::RelayUnreachable,
            error.unwrap_or_else(|| format!("no answer in {} s", RELAY_PATIENCE.as_secs())),
        ),
    };
    if local {
        Reach::ThisNetwork { why, detail }
    } else {
        let why = if why == Why::RelaysOff {
            Why::NoNetwork
        } else {
            why
        };
        Reach::Nowhere { why, detail }
    }
}

/// Plain English for the CLI (the window has its own words in four languages).
pub fn describe(r: &Reach) -> String {
    match r {
        Reach::Checking => "checking whether friends can reach this game…".into(),
        Reach::Internet { relay } => {
            format!(
                "friends anywhere can join: reachable from the internet through the relay {relay}"
            )
        }
        Reach::ThisNetwork { why, detail } => format!(
            "only friends on this network can join ({})",
            because(*why, detail)
        ),
        Reach::Nowhere { why, detail } => {
            format!("nobody can join this game ({})", because(*why, detail))
        }
    }
}

fn because(why: Why, detail: &str) -> String {
    match why {
        Why::RelaysOff => "no relay is used".into(),
        Why::RelayUnreachable => format!("the relay cannot be reached: {detail}"),
        Why::NoNetwork => "this computer is on no network".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_new_error_text_is_the_same_state_but_a_new_reason_is_not() {
        let a = Reach::Nowhere {
            why: Why::RelayUnreachable,
            detail: "attempt 1".into(),
        };
        let b = Reach::Nowhere {
            why: Why::RelayUnreachable,
            detail: "attempt 2".into(),
        };
        let c = Reach::Nowhere {
            why: Why::NoNetwork,
            detail: String::new(),
        };
        assert!(a.same_state(&b));
        assert!(!a.same_state(&c));
        assert!(!a.same_state(&Reach::Checking));
    }
}
