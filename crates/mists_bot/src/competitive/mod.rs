//! A greedy player for the competitive game (RULES §20): it plays to win points. For each tile
//! placement it plays the rest of its own turn forward on a copy of the match (ghost choices and
//! the piece to deploy, each the best for it), and judges the table when the turn is over: its
//! score and prospects against the best opponent's. No rule is computed here: options come from
//! [`Match::legal`], effects from [`Match::apply`].
//!
//! Fair play: the copy's face-down pile is sorted before anything is played on it, so nothing
//! the bot does can depend on the hidden order; what it judges (scores, board, pieces) never
//! looks at the drawn tile.

use mists_board::FeatureKind;
use mists_rules::competitive::{Loc, Match, PieceKind, Play, Seat, Spot};

pub mod review;
pub mod search;

/// The play the greedy bot makes now (None when the match is over).
pub fn choose(m: &Match) -> Option<Play> {
    let mut view = m.clone();
    view.forget_order();
    best(&view, m.current).map(|(_, p)| p)
}

/// The best play for `seat` and the value of the table after the rest of its turn.
pub(crate) fn best(m: &Match, seat: Seat) -> Option<(f64, Play)> {
    let mut out: Option<(f64, Play)> = None;
    for play in m.legal() {
        let mut next = m.clone();
        if next.apply(play).is_err() {
            continue;
        }
        let still_mine = next.current == seat && !next.is_over() && next.placed_cell().is_some();
        let value = if still_mine {
            best(&next, seat).map_or_else(|| judge(&next, seat), |(v, _)| v)
        } else {
            judge(&next, seat)
        };
        if out.is_none_or(|(v, _)| value > v) {
            out = Some((value, play));
        }
    }
    out
}

/// Score plus prospects of `seat`, less the best opponent's.
pub(crate) fn judge(m: &Match, seat: Seat) -> f64 {
    let worth: Vec<f64> = (0..m.setup.players).map(|s| worth(m, s)).collect();
    let rival = (0..m.setup.players)
        .filter(|&s| s != seat)
        .map(|s| worth[s as usize])
        .fold(f64::MIN, f64::max);
    worth[seat as usize] - rival
}

/// A seat's points, what its pieces on open features are likely to bring, ghosts it carries,
/// and a little for pieces kept in hand.
fn worth(m: &Match, seat: Seat) -> f64 {
    let mut w = m.scores[seat as usize] as f64;
    let mut seen = Vec::new();
    for id in m.piece_ids() {
        let p = *m.piece(id);
        if p.owner == seat {
            match p.loc {
                Loc::Supply => w += if p.kind == PieceKind::Guard { 1.5 } else { 1.0 },
                Loc::Board {
                    spot: Spot::Keeper,
                    cell,
                } => {
                    // A guard meeple to come when the cemetery closes; its ghosts will cost 2.
                    let filled = cell.n8().iter().filter(|&&c| !m.board.is_empty(c)).count();
                    w += 1.5 * filled as f64 / 8.0 - 2.0 * p.ghosts as f64;
                }
                Loc::Board { .. } => w -= 2.0 * p.ghosts as f64,
                Loc::General => {}
            }
        }
        let Some(f) = m.feature_of(id) else { continue };
        if seen.contains(&f) {
            continue;
        }
        seen.push(f);
        // Who would score it now: the engine's majority rule.
        if !m.majority(f).contains(&seat) {
            continue;
        }
        let info = m.board.feature(f);
        let tiles = info.cells.len() as f64;
        w += match info.kind {
            FeatureKind::Road => 0.9 * tiles,
            FeatureKind::City => 1.4 * tiles + 1.4 * info.arms as f64,
            FeatureKind::Monastery | FeatureKind::Castle => 0.9 * m.board.value(f) as f64,
            FeatureKind::Field => {
                let cities = m.board.field_cities(f);
                let done = cities
                    .iter()
                    .filter(|&&c| m.board.feature(c).complete())
                    .count();
                3.0 * done as f64 + 1.2 * (cities.len() - done) as f64
            }
            FeatureKind::MistBank => 0.0,
        };
    }
    w
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

    /// Greedy in seat 0 against random in seat 1, over a few seeds: it must score more.
    #[test]
    fn greedy_outscores_random() {
        let set = tiles();
        let (mut greedy, mut random) = (0u32, 0u32);
        for seed in 0..2u64 {
            let mut m = Match::new(set.clone(), CompetitiveSetup::players(2), seed).unwrap();
            let mut r = seed;
            while !m.is_over() {
                let play = if m.current == 0 {
                    choose(&m).unwrap()
                } else {
                    let legal = m.legal();
                    r = r
                        .wrapping_mul(6364136223846793005)
                        .wrapping_add(1442695040888963407);
                    legal[(r >> 33) as usize % legal.len()]
                };
                m.apply(play).unwrap();
            }
            greedy += m.scores[0];
            random += m.scores[1];
        }
        assert!(
            greedy > 2 * random,
            "greedy {greedy} against random {random}"
        );
    }

    /// The hidden order of the pile does not change the bot's choice.
    #[test]
    fn choices_do_not_depend_on_the_pile_order() {
        let set = tiles();
        let mut m = Match::new(set, CompetitiveSetup::players(3), 4).unwrap();
        for _ in 0..30 {
            let play = choose(&m).unwrap();
            let mut shuffled = m.clone();
            shuffled.shuffle_pile_for_test(99);
            assert_eq!(choose(&shuffled), Some(play));
            m.apply(play).unwrap();
        }
    }
}
