//! A search player for the competitive game ("strong"): determinized Monte-Carlo over the
//! engine's own [`Match`]. At each decision it keeps greedy's best few plays (each with the rest
//! of its turn as greedy would play it), then for each of them deals the unseen pile in several
//! guessed orders (the same guesses for every candidate, so they are compared on equal deals),
//! plays the next round of turns with greedy for every seat, and judges the table as greedy does. The play
//! with the best mean wins. No rule is computed here: options come from [`Match::legal`],
//! effects from [`Match::apply`].
//!
//! Fair play: it works on a copy whose pile order is forgotten first ([`Match::forget_order`]);
//! each guessed order comes from the bot's own seed, never from the real pile.

use super::{best, judge};
use mists_rules::competitive::{Match, Play, Seat};

/// How much a search decision may do: a fixed budget in playouts (tests and tables) and, for
/// the window only, a cap in milliseconds.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Budget {
    /// Greedy's best plays kept as candidates.
    pub candidates: usize,
    /// Guessed deals of the unseen pile per candidate.
    pub deals: u32,
    /// Rounds played after the bot's own turn (by greedy, every seat): one round is a turn of
    /// every seat, so the look-ahead reaches the bot's next turn whatever the player count.
    pub rounds: u32,
    /// Stop dealing more once this many milliseconds are spent (None: the budget only).
    pub cap_ms: Option<u64>,
}

impl Default for Budget {
    fn default() -> Self {
        Budget {
            candidates: 5,
            deals: 8,
            rounds: 1,
            cap_ms: None,
        }
    }
}

/// The play the search bot makes now (None when the match is over). `seed` draws its guesses.
pub fn choose(m: &Match, budget: &Budget, seed: u64) -> Option<Play> {
    let mut view = m.clone();
    view.forget_order();
    let seat = view.current;
    let mut ranked = ranked(&view, seat);
    if ranked.len() <= 1 {
        return ranked.pop().map(|(_, p)| p);
    }
    ranked.truncate(budget.candidates.max(1));
    let start = std::time::Instant::now();
    let mut sums = vec![0.0; ranked.len()];
    let mut dealt = 0;
    while dealt < budget.deals.max(1) {
        if budget
            .cap_ms
            .is_some_and(|cap| dealt > 0 && start.elapsed().as_millis() as u64 > cap)
        {
            break;
        }
        let guess = seed ^ (u64::from(dealt) + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        for (sum, (_, play)) in sums.iter_mut().zip(&ranked) {
            if let Some(v) = rollout(&view, *play, guess, budget.rounds) {
                *sum += v;
            }
        }
        dealt += 1;
    }
    let best_at = (0..ranked.len())
        .max_by(|&a, &b| sums[a].total_cmp(&sums[b]).then(b.cmp(&a)))
        .expect("at least one candidate");
    Some(ranked[best_at].1)
}

/// Every legal play for `seat` (the player to act on `view`, a copy whose pile order is
/// forgotten), best first by greedy's value of the table after the rest of its turn. The table
/// after it is not kept: each deal replays the turn on its own guessed pile.
pub(crate) fn ranked(view: &Match, seat: Seat) -> Vec<(f64, Play)> {
    let mut ranked: Vec<(f64, Play)> = view
        .legal()
        .into_iter()
        .filter_map(|play| {
            let mut next = view.clone();
            next.apply(play).ok()?;
            finish_turn(&mut next, seat);
            Some((judge(&next, seat), play))
        })
        .collect();
    ranked.sort_by(|a, b| b.0.total_cmp(&a.0));
    ranked
}

/// The value of `play` for the player to act on `view`, on the pile dealt from `guess`: the play,
/// the rest of the turn and `rounds` rounds of every seat by greedy, then greedy's judgement of
/// the table for that player (None if the rules refuse the play).
pub(crate) fn rollout(view: &Match, play: Play, guess: u64, rounds: u32) -> Option<f64> {
    let seat = view.current;
    // Dealt before the play: the tile drawn when this turn ends comes from the guess.
    let mut m = view.clone();
    m.guess_pile(guess);
    m.apply(play).ok()?;
    finish_turn(&mut m, seat);
    play_turns(&mut m, rounds * u32::from(view.setup.players));
    Some(judge(&m, seat))
}

/// The rest of `seat`'s turn as greedy plays it.
fn finish_turn(m: &mut Match, seat: Seat) {
    while !m.is_over() && m.current == seat && m.placed_cell().is_some() {
        let Some((_, play)) = best(m, seat) else {
            return;
        };
        if m.apply(play).is_err() {
            return;
        }
    }
}

/// `turns` whole turns with greedy in every seat.
fn play_turns(m: &mut Match, turns: u32) {
    for _ in 0..turns {
        if m.is_over() {
            return;
        }
        let seat = m.current;
        let Some((_, play)) = best(m, seat) else {
            return;
        };
        if m.apply(play).is_err() {
            return;
        }
        finish_turn(m, seat);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use mists_board::TileSet;
    use mists_rules::competitive::CompetitiveSetup;
    use std::path::Path;
    use std::sync::Arc;

    /// The shipped competitive preset's tiles.
    fn tiles() -> Arc<TileSet> {
        let preset =
            Path::new(env!("CARGO_MANIFEST_DIR")).join("../../assets/levels/competitive.ron");
        mists_rules::competitive::file::load_preset(&preset)
            .unwrap()
            .1
    }

    /// Its choice reads only what the players see: the hidden pile order changes nothing.
    #[test]
    fn its_choice_does_not_depend_on_the_hidden_pile_order() {
        let mut m = Match::new(tiles(), CompetitiveSetup::players(2), 6).unwrap();
        let budget = Budget {
            deals: 3,
            ..Budget::default()
        };
        for i in 0..16 {
            let play = choose(&m, &budget, 11).unwrap();
            let mut shuffled = m.clone();
            shuffled.shuffle_pile_for_test(1000 + i);
            assert_eq!(choose(&shuffled, &budget, 11), Some(play), "decision {i}");
            m.apply(play).unwrap();
        }
    }

    /// Every play it makes is legal, to the end of a match.
    #[test]
    fn it_plays_a_whole_match_legally() {
        let mut m = Match::new(tiles(), CompetitiveSetup::players(2), 8).unwrap();
        let budget = Budget {
            candidates: 2,
            deals: 1,
            rounds: 1,
            cap_ms: None,
        };
        while !m.is_over() {
            let play = match m.current {
                0 => choose(&m, &budget, 3).unwrap(),
                _ => super::super::choose(&m).unwrap(),
            };
            m.apply(play).unwrap();
        }
        assert!(m.scores.iter().any(|&s| s > 0));
    }
}
