//! How much a search decision may cost: playouts, wall-clock time, or playouts under a time cap.

/// How much a decision may cost.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Budget {
    /// Playouts per placement decision, in all.
    Playouts(u32),
    /// Wall-clock milliseconds per placement decision (not deterministic across machines).
    Millis(u64),
    /// Playouts per placement, but never more than `millis` (the window's budget): the same
    /// answers as [`Budget::Playouts`] on a machine fast enough, a bounded wait on a slow one.
    Capped { playouts: u32, millis: u64 },
}

impl Budget {
    /// The playouts it allows, if it counts them.
    pub fn playouts(self) -> Option<u32> {
        match self {
            Budget::Playouts(n) | Budget::Capped { playouts: n, .. } => Some(n),
            Budget::Millis(_) => None,
        }
    }

    /// The wall-clock time it allows, if it has a clock.
    pub fn millis(self) -> Option<u64> {
        match self {
            Budget::Millis(ms) | Budget::Capped { millis: ms, .. } => Some(ms),
            Budget::Playouts(_) => None,
        }
    }
}

/// A budget that reads as neither playouts nor milliseconds.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "{0:?}: a budget is a number of playouts (64), milliseconds (500ms) or playouts within a \
     time (192/900ms)"
)]
pub struct BadBudget(pub String);

impl std::str::FromStr for Budget {
    type Err = BadBudget;
    /// `64` (playouts), `500ms`, or `192/900ms` (192 playouts, at most 900 ms).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let bad = || BadBudget(s.to_string());
        let playouts = |p: &str| match p.trim().parse() {
            Ok(0) | Err(_) => Err(bad()),
            Ok(n) => Ok(n),
        };
        let millis = |m: &str| match m.trim().strip_suffix("ms").map(|m| m.trim().parse()) {
            Some(Ok(ms)) if ms > 0 => Ok(ms),
            _ => Err(bad()),
        };
        match s.split_once('/') {
            Some((p, m)) => Ok(Budget::Capped {
                playouts: playouts(p)?,
                millis: millis(m)?,
            }),
            None if s.trim().ends_with("ms") => millis(s).map(Budget::Millis),
            None => playouts(s).map(Budget::Playouts),
        }
    }
}
