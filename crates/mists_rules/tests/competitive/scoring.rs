//! RULES §20.4 and §20.5, scoring during the game and at the end, on the stored turns.

use super::cases::*;
use super::markers_after;
use super::turn::*;
use mists_rules::competitive::{Category, Happening, Loc, Match, Play, Spot};

/// A turn's in-game scorings, each with its pieces on the table just before (its last play is
/// a pass, so no piece comes in between).
fn scored_with_pieces(
    t: &Turn,
) -> Vec<(
    Category,
    Vec<(u8, i32)>,
    Vec<mists_rules::competitive::Piece>,
    i32,
)> {
    assert_eq!(t.plays.last(), Some(&Play::Pass));
    let pre = &t.states[t.plays.len() - 1];
    scorings(t, false)
        .into_iter()
        .map(|(k, cells, points)| {
            let on = pieces_scored(pre, k, &cells);
            // The base game's value of the completed feature (RULES §9).
            let value = pre.board.value(pre.feature_of(on[0]).unwrap()) as i32;
            (
                k,
                points,
                on.iter().map(|&p| *pre.piece(p)).collect(),
                value,
            )
        })
        .collect()
}

#[test]
fn rules_20_4_the_majority_scores_less_two_a_ghost_and_the_others_nothing() {
    let t = Turn::load("20.4-majority-and-ghosts");
    let mut shown = false;
    for (_, points, on, value) in scored_with_pieces(&t) {
        let mut count = [0u32; 5];
        let mut ghosts = [0i32; 5];
        for p in &on {
            count[p.owner as usize] += 1;
            ghosts[p.owner as usize] += p.ghosts as i32;
        }
        let most = *count.iter().max().unwrap();
        let winners: Vec<u8> = (0..5u8).filter(|&s| count[s as usize] == most).collect();
        assert_eq!(
            points.iter().map(|p| p.0).collect::<Vec<_>>(),
            winners,
            "only the majority scores"
        );
        // Every winner scores the feature's value less its own ghosts' 2 each.
        for &(s, pts) in &points {
            assert_eq!(pts, value - 2 * ghosts[s as usize], "seat {s}");
        }
        let losers = (0..5u8).filter(|&s| count[s as usize] > 0 && !winners.contains(&s));
        shown |= losers.count() > 0 && winners.iter().any(|&w| ghosts[w as usize] > 0);
    }
    assert!(shown, "a majority with ghosts beat a minority");
    assert_eq!(t.last().scores, markers_after(&t));
}

#[test]
fn rules_20_4_a_negative_scoring_stops_the_marker_at_zero() {
    let t = Turn::load("20.4-below-zero");
    let pre = &t.states[t.plays.len() - 1];
    let scored = scored_with_pieces(&t);
    let (seat, pts) = scored
        .iter()
        .flat_map(|(_, pts, _, _)| pts.iter().copied())
        .find(|&(s, p)| p < 0 && (pre.scores[s as usize] as i32) < -p)
        .unwrap();
    assert!(pts < 0);
    assert_eq!(t.last().scores[seat as usize], 0, "the marker stops at 0");
    assert_eq!(t.last().scores, markers_after(&t));
    assert!(
        t.last().breakdown[seat as usize].ghost_penalty
            < pre.breakdown[seat as usize].ghost_penalty
    );
}

#[test]
fn rules_20_4_a_surrounded_castle_scores_two_a_misty_tile_of_its_block() {
    let t = Turn::load("20.4-castle");
    let pre = &t.states[t.plays.len() - 1];
    let castles: Vec<_> = scorings(&t, false)
        .into_iter()
        .filter(|s| s.0 == Category::Castle)
        .collect();
    assert!(!castles.is_empty());
    for (_, cells, points) in castles {
        assert_eq!(cells.len(), 1);
        let centre = cells[0];
        assert!(
            centre.n8().iter().all(|&c| !t.last().board.is_empty(c)),
            "surrounded"
        );
        let on = pieces_scored(pre, Category::Castle, &cells);
        for &(s, pts) in &points {
            let ghosts: i32 = on
                .iter()
                .filter(|&&p| pre.piece(p).owner == s)
                .map(|&p| pre.piece(p).ghosts as i32)
                .sum();
            assert_eq!(pts, 2 * misty_around(t.last(), centre) as i32 - 2 * ghosts);
        }
    }
}

#[test]
fn rules_20_4_a_closed_cemetery_pays_its_keeper_a_guard_and_costs_its_ghosts() {
    let t = Turn::load("20.4-cemetery");
    let pre = &t.states[t.plays.len() - 1];
    let after = t.last();
    let mut shown = 0;
    for h in t.all_happened() {
        let &Happening::Keeper {
            seat,
            cell,
            guard,
            penalty,
        } = h
        else {
            continue;
        };
        assert!(
            cell.n8().iter().all(|&c| !after.board.is_empty(c)),
            "closed"
        );
        let keeper = pre
            .piece_ids()
            .find(|&p| {
                pre.piece(p).loc
                    == Loc::Board {
                        cell,
                        spot: Spot::Keeper,
                    }
            })
            .unwrap();
        assert_eq!(pre.piece(keeper).owner, seat);
        assert_eq!(penalty, -2 * pre.piece(keeper).ghosts as i32);
        assert_eq!(after.piece(keeper).loc, Loc::Supply, "the keeper goes home");
        let general = |m: &Match| {
            m.pieces
                .iter()
                .filter(|p| p.owner == seat && p.loc == Loc::General)
                .count()
        };
        assert!(guard);
        assert_eq!(general(after), general(pre) - 1, "a guard meeple taken");
        assert_eq!(
            after.breakdown[seat as usize].points[Category::Cemetery as usize],
            pre.breakdown[seat as usize].points[Category::Cemetery as usize],
            "no points"
        );
        shown += 1;
    }
    assert!(shown > 0);
    assert_eq!(
        after.scores,
        markers_after(&t),
        "the keepers' ghosts are paid"
    );
}

#[test]
fn rules_20_5_final_scoring_castles_ghosts_and_open_cemeteries() {
    let t = Turn::load("20.5-final");
    let pre = &t.states[t.plays.len() - 1];
    let after = t.last();
    assert!(after.is_over());
    let finals = scorings(&t, true);
    // Open castles with a piece: 1 a misty tile among the castle tile and its neighbours.
    let mut castles = 0;
    for (_, cells, points) in finals.iter().filter(|s| s.0 == Category::Castle) {
        let on = pieces_scored(pre, Category::Castle, cells);
        for &(s, pts) in points {
            let ghosts: i32 = on
                .iter()
                .filter(|&&p| pre.piece(p).owner == s)
                .map(|&p| pre.piece(p).ghosts as i32)
                .sum();
            assert_eq!(pts, misty_around(pre, cells[0]) as i32 - ghosts);
            castles += 1;
        }
    }
    assert!(castles > 0);
    // −1 a ghost for those who score; keepers of open cemeteries neither score nor pay.
    for seat in 0..pre.setup.players {
        let mut ghosts = 0;
        for p in pre.piece_ids().filter(|&p| pre.piece(p).owner == seat) {
            let Some(f) = pre.feature_of(p) else { continue };
            let (kind, cells) = (category(pre.board.feature(f).kind), cells_of(pre, f));
            let scores = finals
                .iter()
                .any(|(k, c, pts)| (*k, c) == (kind, &cells) && pts.iter().any(|x| x.0 == seat));
            if scores {
                ghosts += pre.piece(p).ghosts as i32;
            }
        }
        let paid = after.breakdown[seat as usize].ghost_penalty
            - pre.breakdown[seat as usize].ghost_penalty;
        assert_eq!(paid, -ghosts, "seat {seat}");
    }
    let open_keepers = pre
        .piece_ids()
        .filter(|&p| is_keeper(pre, p) && pre.piece(p).ghosts > 0);
    assert!(open_keepers.count() > 0);
    assert!(
        !t.all_happened()
            .iter()
            .any(|h| matches!(h, Happening::Keeper { .. })),
        "no keeper is paid at the end"
    );
}
