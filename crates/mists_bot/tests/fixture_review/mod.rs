//! A fixture record reviewed cheaply (issue 65's tests): few deals an option, few rounds of the
//! paired test, seed 0, two threads.

use mists_bot::review::{Review, Settings, review};
use mists_rules::record::Record;
use std::path::Path;

/// Rounds of the paired test (16 fresh deals at most: the shipped 8 would take too long here).
pub const ROUNDS: u32 = 4;

/// Deals an option.
pub const DEALS: u32 = 4;

/// `tests/fixtures/NAME` reviewed with [`DEALS`] and [`ROUNDS`].
#[allow(dead_code)] // each test binary uses one of the two
pub fn reviewed(name: &str) -> Review {
    reviewed_with(name, DEALS, ROUNDS, None)
}

/// `tests/fixtures/NAME` (its first `until` decisions, or all) reviewed with `deals` an option
/// and `rounds` rounds.
pub fn reviewed_with(name: &str, deals: u32, rounds: u32, until: Option<usize>) -> Review {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(name);
    let mut rec = Record::load(&path).expect("the fixture");
    rec.decisions.truncate(until.unwrap_or(usize::MAX));
    let cfg = Settings {
        deals,
        seed: 0,
        threads: 2,
        rounds,
    };
    review(&rec, Path::new("."), name, cfg, &mut |_, _| {}, None).expect("it replays")
}
