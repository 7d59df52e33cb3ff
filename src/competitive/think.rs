//! The strong competitive bot (`mists_bot::competitive::search`) thinks off the frame: its search
//! runs on Bevy's compute pool, capped at [`CAP_MS`], so the window stays responsive while the
//! table waits for its answer. The easy bot (greedy) answers within the frame.

use bevy::tasks::{AsyncComputeTaskPool, Task, block_on, poll_once};
use mists_bot::competitive::search::{Budget, choose};
use mists_rules::competitive::{Match, Play};

/// Milliseconds the strong bot may think per decision in the window.
pub const CAP_MS: u64 = 1000;

/// The search in progress: for which play number and seat, and its task.
#[derive(Default)]
pub struct Thinking(Option<(usize, u8, Task<Option<Play>>)>);

/// The strong bot's play for the match as it stands: None while it thinks (a search is started
/// for a new question; a stale one is dropped).
pub fn strong_play(m: &Match, thinking: &mut Thinking, seed: u64) -> Option<Play> {
    let at = (m.plays.len(), m.current);
    if let Some((plays, seat, task)) = &mut thinking.0
        && (*plays, *seat) == at
    {
        let done = block_on(poll_once(task))?;
        thinking.0 = None;
        return done;
    }
    let copy = m.clone();
    let budget = Budget {
        cap_ms: Some(CAP_MS),
        ..Budget::default()
    };
    let seed = seed ^ (at.0 as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    let task = AsyncComputeTaskPool::get().spawn(async move { choose(&copy, &budget, seed) });
    thinking.0 = Some((at.0, at.1, task));
    None
}
