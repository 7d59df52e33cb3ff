//! One test (at least) per ruling A-1 … A-36 of RULES §17, built from scenario presets on the
//! engine test kit (`fixtures/kit.ron`). Coordinates: the start tile covers (0,0)–(1,1).
//! Kit ids: 1 road N-S, 4 road end N, 5 mist S (2), 6 mist all round (3), 7 castle, 8 cemetery,
//! 9 field, 12 road end N + mist S (2), 13 mist N (1) + mist S (2), 14 mist S (1),
//! 15 misty road end N (1), 16 two road ends N/S, 17 city all round.

mod common;
use common::*;
use mists_board::{AreaIdx, Cell};
use mists_rules::event::GhostCause;
use mists_rules::level::{JointScoring, LevelConfig};
use mists_rules::*;

const RED0: MeepleId = MeepleId(0);
const GREEN0: MeepleId = MeepleId(3);
const BLUE0: MeepleId = MeepleId(6);

fn no_tweak(_: &mut LevelConfig) {}

fn meeple_loc(e: &Engine, m: MeepleId) -> MeepleLoc {
    e.table().meeples.get(m).loc
}

// ------------------------------------------------------------------ scoring (RULES §12)

/// Red ×2 and blue ×1 end up on one 4-tile road when (11,0) is filled.
const JOINT: &str = r#"(
    piles: [[1]],
    board: [(cell: (10, 0), tile: 4, rot: 1), (cell: (12, 0), tile: 1, rot: 1), (cell: (13, 0), tile: 4, rot: 3)],
    meeples: [(colour: Red, cell: (10, 0), area: 0), (colour: Red, cell: (12, 0), area: 0), (colour: Blue, cell: (13, 0), area: 0)],
)"#;

#[test]
fn a1_joint_scoring_colours_multiply_by_default() {
    let mut e = kit_engine(1, 1, JOINT, no_tweak);
    place(&mut e, 11, 0, 1);
    match kind(&e) {
        Some(DecisionKind::ScoreOrPacify { value, colours, .. }) => {
            assert_eq!(value, 4);
            assert_eq!(colours, vec![Colour::Red, Colour::Blue]);
        }
        other => panic!("expected score-or-pacify, got {other:?}"),
    }
    e.decide(Decision::Score).unwrap();
    assert_eq!(
        totals(&e),
        vec![8],
        "RULES §12.3 mode A: V × colours present"
    );
}

#[test]
fn a1_joint_scoring_majority_switch() {
    let mut e = kit_engine(1, 1, JOINT, |c| {
        c.settings.joint_scoring = JointScoring::Majority
    });
    place(&mut e, 11, 0, 1);
    e.decide(Decision::Score).unwrap();
    assert_eq!(totals(&e), vec![4], "mode B: only red (2 meeples) scores");
}

const UNOCCUPIED: &str = r#"(piles: [[9, 4]], board: [(cell: (10, 0), tile: 4, rot: 1)])"#;

#[test]
fn a2_completed_feature_without_meeple_gives_no_scoring_or_pacify() {
    let mut e = kit_engine(1, 1, UNOCCUPIED, no_tweak);
    place(&mut e, 11, 0, 3);
    assert!(matches!(kind(&e), Some(DecisionKind::PlaceMeeple { .. })));
    e.decide(Decision::SkipMeeple).unwrap();
    assert!(
        matches!(kind(&e), Some(DecisionKind::PlaceTile { .. })),
        "straight to the next turn"
    );
    assert!(!has_event(&e, |ev| matches!(
        ev,
        RuleEvent::FeatureScored { .. } | RuleEvent::Pacified { .. }
    )));
}

#[test]
fn a2_switch_pacify_on_unoccupied_offers_a_pacify() {
    let mut e = kit_engine(1, 1, UNOCCUPIED, |c| c.settings.pacify_on_unoccupied = true);
    place(&mut e, 11, 0, 3);
    e.decide(Decision::SkipMeeple).unwrap();
    match kind(&e) {
        Some(DecisionKind::ScoreOrPacify { colours, .. }) => assert!(colours.is_empty()),
        other => panic!("expected score-or-pacify, got {other:?}"),
    }
}

fn shortage(dump: u8) -> String {
    format!(
        r#"(
        piles: [[12]],
        board: [(cell: (10, 0), tile: 4, rot: 1), (cell: (20, 20), tile: 6)],
        ghosts: [(cell: (20, 20), count: {dump})],
        meeples: [(colour: Red, cell: (10, 0), area: 0)],
        totals: [49],
    )"#
    )
}

#[test]
fn a3_ghost_shortage_in_2a_beats_the_goal_in_3a() {
    // The tile would complete red's road (49 + 2 ≥ 50) but needs 2 ghosts with 1 in supply.
    let mut e = kit_engine(1, 1, &shortage(14), no_tweak);
    place(&mut e, 11, 0, 3);
    assert_eq!(e.outcome(), Some(Outcome::Lost(LossReason::GhostShortage)));
    assert_eq!(totals(&e), vec![49]);
    // With exactly enough ghosts (the supply may reach 0) the same placement wins in 3a.
    let mut e = kit_engine(1, 1, &shortage(13), no_tweak);
    place(&mut e, 11, 0, 3);
    e.decide(Decision::Score).unwrap();
    assert_eq!(e.outcome(), Some(Outcome::Won));
    assert_eq!(ghosts(&e).supply, 0);
}

const TWO_ROADS: &str = r#"(
    piles: [[9, 16]],
    board: [(cell: (10, 2), tile: 4, rot: 2), (cell: (10, 0), tile: 4, rot: 0), (cell: (20, 20), tile: 6)],
    ghosts: [(cell: (20, 20), count: 3)],
    meeples: [(colour: Red, cell: (10, 2), area: 0), (colour: Blue, cell: (10, 0), area: 0)],
)"#;

#[test]
fn a29_the_active_player_orders_several_scorings_and_a22_may_pacify_one_tile_twice() {
    let mut e = kit_engine(1, 1, TWO_ROADS, no_tweak);
    place(&mut e, 10, 1, 0);
    let p = e.pending().unwrap().clone();
    assert_eq!(p.kind, DecisionKind::ScoringOrder);
    assert_eq!(p.options.len(), 2);
    e.decide(p.options[1]).unwrap();
    e.decide(Decision::Pacify {
        cell: Some(c(20, 20)),
        count: 1,
    })
    .unwrap();
    // The second scoring is the only one left: no order question, straight to score-or-pacify.
    assert!(matches!(kind(&e), Some(DecisionKind::ScoreOrPacify { .. })));
    e.decide(Decision::Pacify {
        cell: Some(c(20, 20)),
        count: 1,
    })
    .unwrap();
    assert_eq!(ghosts(&e).on_cell(c(20, 20)), 1);
    assert_eq!(totals(&e), vec![0]);
    assert_eq!(
        meeple_loc(&e, RED0),
        MeepleLoc::Supply,
        "RULES §11.2: pacified features return meeples"
    );
}

#[test]
fn a29_any_area_of_a_completed_feature_names_it_for_the_order() {
    let mut e = kit_engine(1, 1, TWO_ROADS, no_tweak);
    place(&mut e, 10, 1, 0);
    let p = e.pending().unwrap().clone();
    let Decision::ScoreNext { cell, area } = p.options[1] else {
        panic!("{p:?}");
    };
    // Another area of the same road than the one the option names.
    let board = &e.table().board;
    let f = board.feature_of(cell, area).unwrap();
    let other = board
        .members(f)
        .into_iter()
        .find(|m| *m != (cell, area))
        .expect("the road spans two tiles");
    e.decide(Decision::ScoreNext {
        cell: other.0,
        area: other.1,
    })
    .unwrap();
    match kind(&e) {
        Some(DecisionKind::ScoreOrPacify {
            cell: c0, area: a0, ..
        }) => {
            assert_eq!(
                (c0, a0),
                (cell, area),
                "the feature named by its other area"
            )
        }
        k => panic!("{k:?}"),
    }
    // An area of no queued feature is still refused with the rule.
    let mut e = kit_engine(1, 1, TWO_ROADS, no_tweak);
    place(&mut e, 10, 1, 0);
    let err = e
        .decide(Decision::ScoreNext {
            cell: c(20, 20),
            area: AreaIdx(0),
        })
        .unwrap_err();
    assert!(err.reason.contains("A-29"), "{err}");
}

#[test]
fn rules_12_4_pacify_takes_at_most_three_and_at_most_what_is_there() {
    let mut e = kit_engine(1, 1, TWO_ROADS, no_tweak);
    place(&mut e, 10, 1, 0);
    let first = e.pending().unwrap().options[0];
    e.decide(first).unwrap();
    let err = e
        .decide(Decision::Pacify {
            cell: Some(c(20, 20)),
            count: 4,
        })
        .unwrap_err();
    assert!(err.reason.contains("RULES §12.4"), "{err}");
    assert_eq!(
        ghosts(&e).on_cell(c(20, 20)),
        3,
        "a rejected decision changes nothing"
    );
    assert!(
        e.decide(Decision::Pacify {
            cell: Some(c(20, 20)),
            count: 3
        })
        .is_ok()
    );
}

#[test]
fn a24_totals_are_absolute_not_track_spaces() {
    let sc = r#"(piles: [[9, 4]], board: [(cell: (10, 0), tile: 4, rot: 1)],
        meeples: [(colour: Red, cell: (10, 0), area: 0)], totals: [48])"#;
    let mut e = kit_engine(2, 1, sc, no_tweak);
    place(&mut e, 11, 0, 3);
    e.decide(Decision::Score).unwrap();
    assert_eq!(
        totals(&e),
        vec![50],
        "space 0/50 on the first lap is total 50, not 0"
    );
    assert_eq!(
        e.outcome(),
        None,
        "Level 2's goal is 75 (space 25 on the second lap)"
    );
}

#[test]
fn a33_castle_placed_into_a_full_block_scores_its_meeple_at_once() {
    let sc = r#"(piles: [[9, 7]], board: [
        (cell: (10, 1), tile: 4, rot: 2), (cell: (9, 1), tile: 9), (cell: (11, 1), tile: 9),
        (cell: (9, 0), tile: 9), (cell: (11, 0), tile: 9),
        (cell: (9, -1), tile: 9), (cell: (10, -1), tile: 9), (cell: (11, -1), tile: 9)])"#;
    let mut e = kit_engine(2, 1, sc, no_tweak);
    place(&mut e, 10, 0, 0);
    let castle = Decision::PlaceMeeple {
        area: AreaIdx(1),
        colour: Colour::Red,
    };
    assert!(
        e.pending().unwrap().options.contains(&castle),
        "Level 2+: meeples may occupy a castle"
    );
    e.decide(castle).unwrap();
    match kind(&e) {
        // Castle value: 2 × misty tiles in its 3×3 block: only the castle tile itself.
        Some(DecisionKind::ScoreOrPacify { value, .. }) => assert_eq!(value, 2),
        other => panic!("expected the castle's scoring, got {other:?}"),
    }
    e.decide(Decision::Score).unwrap();
    assert_eq!(totals(&e), vec![2]);
}

#[test]
fn rules_5_level1_castles_are_no_meeple_spot() {
    let sc = r#"(piles: [[9, 7]], board: [(cell: (10, 1), tile: 4, rot: 2)])"#;
    let mut e = kit_engine(1, 1, sc, no_tweak);
    place(&mut e, 10, 0, 0);
    let opts = &e.pending().unwrap().options;
    assert!(!opts.iter().any(|d| matches!(
        d,
        Decision::PlaceMeeple {
            area: AreaIdx(1),
            ..
        }
    )));
    assert!(opts.iter().any(|d| matches!(
        d,
        Decision::PlaceMeeple {
            area: AreaIdx(0),
            ..
        }
    )));
}

#[test]
fn a30_meeples_may_stand_on_a_misty_road() {
    let mut e = kit_engine(1, 1, "(piles: [[15]])", no_tweak);
    place(&mut e, 2, 0, 0);
    let d = Decision::PlaceMeeple {
        area: AreaIdx(0),
        colour: Colour::Red,
    };
    assert!(e.pending().unwrap().options.contains(&d));
    e.decide(d).unwrap();
    assert_eq!(
        meeple_loc(&e, RED0),
        MeepleLoc::Board {
            cell: c(2, 0),
            area: AreaIdx(0)
        }
    );
}

#[test]
fn rules_11_1_no_meeple_on_an_occupied_feature_or_on_mist() {
    let mut e = kit_engine(1, 1, &shortage(0).replace("totals: [49],", ""), no_tweak);
    // Tile 12 joins red's road: its road is occupied, its mist is never a spot.
    place(&mut e, 11, 0, 3);
    // The ghosts step ran; the only meeple option would be the occupied road, so 2b resolved
    // itself: the feature was completed and scoring is asked.
    assert!(matches!(kind(&e), Some(DecisionKind::ScoreOrPacify { .. })));
    let err = e
        .decide(Decision::PlaceMeeple {
            area: AreaIdx(0),
            colour: Colour::Green,
        })
        .unwrap_err();
    assert!(!err.reason.is_empty());
}

// ------------------------------------------------------------------ ghosts (RULES §10, §13)

#[test]
fn a20_only_the_non_completed_mist_area_gets_ghosts_with_the_reduction() {
    let sc = r#"(piles: [[13]], board: [(cell: (10, 1), tile: 5)], ghosts: [(cell: (10, 1), count: 2)])"#;
    let mut e = kit_engine(1, 1, sc, no_tweak);
    place(&mut e, 10, 0, 0);
    let g = ghosts(&e);
    assert_eq!(
        g.on_cell(c(10, 1)),
        0,
        "1b: the completed bank's ghosts go back"
    );
    assert_eq!(
        g.mist.get(&(c(10, 0), AreaIdx(0))),
        None,
        "no ghost for the completed area"
    );
    assert_eq!(
        g.mist.get(&(c(10, 0), AreaIdx(1))),
        Some(&1),
        "2 symbols − 1 (expanded)"
    );
    assert_eq!(g.supply, 14);
    assert!(has_event(&e, |ev| matches!(
        ev,
        RuleEvent::GhostsRemoved {
            cause: GhostCause::BankCompleted,
            count: 2,
            ..
        }
    )));
}

#[test]
fn a21_the_team_chooses_which_symbol_stays_empty() {
    let sc = r#"(piles: [[13]], board: [(cell: (10, 1), tile: 6)])"#;
    let mut e = kit_engine(1, 1, sc, no_tweak);
    place(&mut e, 10, 0, 0);
    let p = e.pending().unwrap().clone();
    assert_eq!(p.kind, DecisionKind::LeaveEmpty { cell: c(10, 0) });
    assert_eq!(p.options.len(), 2);
    e.decide(Decision::LeaveEmpty { area: AreaIdx(1) }).unwrap();
    let g = ghosts(&e);
    assert_eq!(g.mist.get(&(c(10, 0), AreaIdx(0))), Some(&1));
    assert_eq!(g.mist.get(&(c(10, 0), AreaIdx(1))), Some(&1));
    assert_eq!(g.supply, 13, "3 symbols, one less for expanding a bank");
}

fn cemetery_ghost(dump: u8) -> String {
    format!(
        r#"(piles: [[9, 14]], board: [(cell: (30, 30), tile: 8), (cell: (40, 40), tile: 8), (cell: (20, 20), tile: 6)],
        ghosts: [(cell: (20, 20), count: {dump})])"#
    )
}

#[test]
fn a15_one_extra_ghost_on_an_open_cemetery_of_the_teams_choice() {
    let mut e = kit_engine(2, 1, &cemetery_ghost(0), no_tweak);
    place(&mut e, 2, 0, 0);
    let p = e.pending().unwrap().clone();
    assert_eq!(p.kind, DecisionKind::CemeteryGhost);
    assert_eq!(p.options.len(), 2, "either open cemetery");
    e.decide(Decision::CemeteryGhost { cell: c(40, 40) })
        .unwrap();
    let g = ghosts(&e);
    assert_eq!(g.cemetery.get(&c(40, 40)), Some(&1));
    assert_eq!(g.on_cell(c(2, 0)), 1);
    assert_eq!(g.supply, 13);
}

#[test]
fn a15_the_cemetery_ghost_counts_in_the_loss_check() {
    let mut e = kit_engine(2, 1, &cemetery_ghost(14), no_tweak);
    place(&mut e, 2, 0, 0);
    assert_eq!(
        e.outcome(),
        Some(Outcome::Lost(LossReason::GhostShortage)),
        "N + C = 2 > 1"
    );
}

#[test]
fn a15_no_cemetery_ghost_when_the_tile_gets_none() {
    let sc = r#"(piles: [[9, 14]], board: [(cell: (30, 30), tile: 8), (cell: (2, -1), tile: 6)])"#;
    let mut e = kit_engine(2, 1, sc, no_tweak);
    place(&mut e, 2, 0, 0); // 1 symbol, expands the bank below: N = 0, so C = 0
    assert!(e.table().ghosts.cemetery.is_empty());
    assert_eq!(ghosts(&e).supply, 15);
    assert!(matches!(kind(&e), Some(DecisionKind::PlaceTile { .. })));
}

/// Level 5: a cemetery goes to (11,1); misty tiles around it at (10,2) (diagonal), (11,2) and
/// (12,0) (diagonal; its bank with (12,-1) is already complete); (12,1) is clear.
fn haunted(dump: u8, piles: &str) -> String {
    format!(
        r#"(piles: {piles}, board: [
            (cell: (10, 2), tile: 6), (cell: (11, 2), tile: 5), (cell: (12, 1), tile: 9),
            (cell: (12, 0), tile: 5), (cell: (12, -1), tile: 5, rot: 2), (cell: (30, 30), tile: 6)],
        ghosts: [(cell: (30, 30), count: {dump})])"#
    )
}

#[test]
fn a17_a28_a_haunted_cemetery_puts_one_ghost_on_each_misty_tile_around_it() {
    let mut e = kit_engine(5, 1, &haunted(0, "[[9, 9, 8], [9], [9]]"), no_tweak);
    place(&mut e, 11, 1, 0);
    let g = ghosts(&e);
    for cell in [c(10, 2), c(11, 2), c(12, 0)] {
        assert_eq!(g.on_cell(cell), 1, "one ghost on the misty tile {cell}");
    }
    assert_eq!(g.on_cell(c(12, 1)), 0, "clear tiles get none");
    assert_eq!(
        g.on_cell(c(11, 1)),
        0,
        "Levels 5–6: never a ghost on a cemetery"
    );
    assert_eq!(g.supply, 10);
    // A-28: the ghost on the tile of an already complete bank stays there.
    assert_eq!(g.on_cell(c(12, 0)), 1);
}

#[test]
fn a17_haunting_ghosts_count_in_the_loss_check() {
    let mut e = kit_engine(5, 1, &haunted(11, "[[9, 9, 8], [9], [9]]"), no_tweak);
    place(&mut e, 11, 1, 0);
    assert_eq!(
        e.outcome(),
        Some(Outcome::Lost(LossReason::GhostShortage)),
        "H = 3 > 2"
    );
}

#[test]
fn a17_switch_n4_haunts_orthogonal_neighbours_only() {
    let mut e = kit_engine(5, 1, &haunted(0, "[[9, 9, 8], [9], [9]]"), |c| {
        c.settings.haunted_ghost_cells = mists_board::Neighbourhood::N4
    });
    place(&mut e, 11, 1, 0);
    assert_eq!(ghosts(&e).on_cell(c(11, 2)), 1);
    assert_eq!(ghosts(&e).on_cell(c(10, 2)), 0);
}

#[test]
fn a10_a13_a35_facedown_tile_from_the_active_pile_to_an_empty_cell_around_an_open_cemetery() {
    let mut e = kit_engine(5, 1, &haunted(0, "[[9, 9, 8], [9], [9]]"), no_tweak);
    place(&mut e, 11, 1, 0);
    let p = e.pending().unwrap().clone();
    assert_eq!(p.kind, DecisionKind::Facedown);
    let cells: Vec<Cell> = p
        .options
        .iter()
        .map(|d| {
            if let Decision::Facedown { cell } = d {
                *cell
            } else {
                panic!()
            }
        })
        .collect();
    // N8 of (11,1) minus occupied cells; diagonals included (A-10), occupied never (A-13).
    assert_eq!(cells, vec![c(10, 0), c(10, 1), c(11, 0), c(12, 2)]);
    assert_eq!(
        e.table().piles.left(),
        vec![1, 1, 1],
        "A-35: drawn from the active pile"
    );
    e.decide(Decision::Facedown { cell: c(10, 0) }).unwrap();
    assert!(has_event(&e, |ev| *ev == RuleEvent::FacedownPlaced { cell: c(10, 0) }));
    assert_eq!(
        e.table().board.state(c(10, 0)),
        Some(mists_board::CellState::FaceDown)
    );
}

#[test]
fn a14_an_empty_pile_at_the_facedown_draw_loses() {
    let mut e = kit_engine(5, 1, &haunted(0, "[[8], [9], [9]]"), no_tweak);
    place(&mut e, 11, 1, 0);
    assert_eq!(e.outcome(), Some(Outcome::Lost(LossReason::TilesExhausted)));
}

// ------------------------------------------------------------------ burial (RULES §13.1)

const BURY_SCORED: &str = r#"(piles: [[9, 4]], board: [
    (cell: (11, 1), tile: 8), (cell: (11, 2), tile: 9), (cell: (12, 1), tile: 9), (cell: (10, 1), tile: 9),
    (cell: (10, 0), tile: 4, rot: 1), (cell: (20, 0), tile: 4, rot: 1)],
    meeples: [(colour: Red, cell: (10, 0), area: 0), (colour: Blue, cell: (20, 0), area: 0)])"#;

#[test]
fn a27_a_meeple_about_to_score_may_be_buried_and_then_does_not_score() {
    let mut e = kit_engine(2, 1, BURY_SCORED, no_tweak);
    place(&mut e, 11, 0, 3); // closes the cemetery (11,1) and completes red's road
    let p = e.pending().unwrap().clone();
    assert_eq!(p.kind, DecisionKind::Bury { cemetery: c(11, 1) });
    assert_eq!(p.options.len(), 2);
    e.decide(Decision::Bury { meeple: RED0 }).unwrap();
    assert_eq!(meeple_loc(&e, RED0), MeepleLoc::Buried { cell: c(11, 1) });
    e.decide(Decision::SkipMeeple).unwrap();
    assert!(!has_event(&e, |ev| matches!(
        ev,
        RuleEvent::FeatureScored { .. }
    )));
    assert_eq!(totals(&e), vec![0]);
}

#[test]
fn rules_13_2_closing_a_level2_cemetery_returns_its_ghosts() {
    let sc = BURY_SCORED.replace("meeples:", "ghosts: [(cell: (11, 1), count: 2)], meeples:");
    let mut e = kit_engine(2, 1, &sc, no_tweak);
    place(&mut e, 11, 0, 3);
    e.decide(Decision::Bury { meeple: BLUE0 }).unwrap();
    assert_eq!(ghosts(&e).on_cell(c(11, 1)), 0);
    assert!(has_event(&e, |ev| matches!(
        ev,
        RuleEvent::GhostsRemoved {
            cause: GhostCause::CemeteryClosed,
            count: 2,
            ..
        }
    )));
}

#[test]
fn a18_a_cemetery_placed_into_a_surrounded_cell_closes_at_once() {
    let sc = r#"(piles: [[9, 8]], board: [(cell: (11, 2), tile: 9), (cell: (12, 1), tile: 9), (cell: (10, 1), tile: 9),
        (cell: (11, 0), tile: 9), (cell: (20, 0), tile: 4, rot: 1)], meeples: [(colour: Red, cell: (20, 0), area: 0)])"#;
    let mut e = kit_engine(2, 1, sc, no_tweak);
    place(&mut e, 11, 1, 0);
    // One meeple on the board: the burial resolves itself.
    assert!(has_event(&e, |ev| *ev == RuleEvent::CemeteryClosed { cell: c(11, 1) }));
    assert_eq!(meeple_loc(&e, RED0), MeepleLoc::Buried { cell: c(11, 1) });
}

#[test]
fn a19_one_placement_closing_two_cemeteries_buries_twice() {
    let sc = r#"(piles: [[9, 9]], board: [
        (cell: (10, 1), tile: 8), (cell: (10, 2), tile: 9), (cell: (10, 0), tile: 9), (cell: (9, 1), tile: 9),
        (cell: (12, 1), tile: 8), (cell: (12, 2), tile: 9), (cell: (12, 0), tile: 9), (cell: (13, 1), tile: 9),
        (cell: (20, 0), tile: 4, rot: 1), (cell: (22, 0), tile: 4, rot: 1)],
        meeples: [(colour: Red, cell: (20, 0), area: 0), (colour: Blue, cell: (22, 0), area: 0)])"#;
    let mut e = kit_engine(2, 1, sc, no_tweak);
    place(&mut e, 11, 1, 0);
    let p = e.pending().unwrap().clone();
    assert!(matches!(p.kind, DecisionKind::Bury { .. }));
    e.decide(Decision::Bury { meeple: BLUE0 }).unwrap();
    let buried: Vec<_> = events(&e)
        .into_iter()
        .filter_map(|ev| {
            if let RuleEvent::MeepleBuried { meeple, cemetery } = ev {
                Some((meeple, cemetery))
            } else {
                None
            }
        })
        .collect();
    assert_eq!(buried.len(), 2);
    assert_ne!(buried[0].1, buried[1].1, "one burial per cemetery");
    assert_eq!(
        buried[1].0, RED0,
        "the second burial takes the only meeple left"
    );
}

#[test]
fn a16_with_no_meeple_on_the_board_bury_one_from_a_supply() {
    let sc = r#"(piles: [[9, 9]], board: [(cell: (11, 1), tile: 8), (cell: (11, 2), tile: 9), (cell: (12, 1), tile: 9), (cell: (10, 1), tile: 9)])"#;
    let mut e = kit_engine(2, 1, sc, no_tweak);
    place(&mut e, 11, 0, 0);
    let p = e.pending().unwrap().clone();
    assert_eq!(
        p.options.len(),
        4,
        "one option per colour with meeples in supply"
    );
    e.decide(Decision::Bury { meeple: GREEN0 }).unwrap();
    assert_eq!(e.table().meeples.supply_count(Colour::Green), 2);
}

#[test]
fn a16_with_no_meeple_anywhere_nothing_is_buried() {
    let mut buried = String::new();
    for colour in ["Red", "Green", "Blue", "Yellow"] {
        for _ in 0..3 {
            buried += &format!("({colour}, (30, 30)), ");
        }
    }
    let sc = format!(
        r#"(piles: [[9, 9]], board: [(cell: (30, 30), tile: 8), (cell: (11, 1), tile: 8), (cell: (11, 2), tile: 9),
        (cell: (12, 1), tile: 9), (cell: (10, 1), tile: 9)], buried: [{buried}])"#
    );
    let mut e = kit_engine(2, 1, &sc, no_tweak);
    place(&mut e, 11, 0, 0);
    assert!(has_event(&e, |ev| *ev == RuleEvent::CemeteryClosed { cell: c(11, 1) }));
    assert!(!has_event(&e, |ev| matches!(
        ev,
        RuleEvent::MeepleBuried { .. }
    )));
    assert!(matches!(kind(&e), Some(DecisionKind::PlaceTile { .. })));
}

#[test]
fn rules_13_1_burying_a_meeple_with_a_hound_removes_the_hound() {
    let sc = BURY_SCORED
        .replace(
            "(colour: Red, cell: (10, 0), area: 0)",
            "(colour: Red, cell: (10, 0), area: 0, hounds: [0])",
        )
        .replace(
            "(piles: [[9, 4]]",
            "(piles: [[9, 4], [9], [9]], markers_resolved: 1",
        );
    let mut e = kit_engine(3, 1, &sc, no_tweak);
    place(&mut e, 11, 0, 3);
    e.decide(Decision::Bury { meeple: RED0 }).unwrap();
    assert_eq!(e.table().hounds.0[0], HoundState::Lost);
    assert!(has_event(&e, |ev| *ev == RuleEvent::HoundLost { hound: 0 }));
}

// ------------------------------------------------------------------ piles and hounds (RULES §14)

/// Blue's road (20,0) is completed by placing the drawn road end at (21,0) rot 3.
fn hounds(totals: &str, extra_meeples: &str, piles: &str, extra: &str) -> String {
    format!(
        r#"(piles: {piles}, totals: [{totals}], board: [
            (cell: (20, 0), tile: 4, rot: 1), (cell: (10, 0), tile: 4, rot: 1),
            (cell: (10, 1), tile: 6), (cell: (11, 1), tile: 6), (cell: (12, 0), tile: 6)],
        ghosts: [(cell: (10, 1), count: 2), (cell: (11, 1), count: 3), (cell: (12, 0), count: 1)],
        meeples: [(colour: Blue, cell: (20, 0), area: 0){extra_meeples}], {extra})"#
    )
}

const RED_AT_10: &str = ", (colour: Red, cell: (10, 0), area: 0)";

#[test]
fn a4_a5_hound_joins_a_meeple_still_on_the_board_and_clears_two_tiles_of_its_vicinity() {
    let mut e = kit_engine(
        3,
        1,
        &hounds("13", RED_AT_10, "[[4], [9], [9]]", ""),
        no_tweak,
    );
    place(&mut e, 21, 0, 3);
    e.decide(Decision::Score).unwrap(); // 13 + 2 = 15: marker 1 (Rufus)
    assert!(has_event(&e, |ev| *ev == RuleEvent::PileAdvanced { active: 1 }));
    // A-5: blue returned in 3a, so red is the only candidate and is chosen without asking.
    assert!(has_event(&e, |ev| *ev
        == RuleEvent::HoundDeployed {
            hound: 0,
            meeple: RED0
        }));
    let opts = e.pending().unwrap().options.clone();
    assert!(
        opts.contains(&Decision::HoundClear {
            cell: c(11, 1),
            count: 3
        }),
        "A-4: diagonal neighbour"
    );
    assert!(opts.contains(&Decision::HoundClear {
        cell: c(10, 1),
        count: 2
    }));
    assert!(
        !opts
            .iter()
            .any(|d| matches!(d, Decision::HoundClear { cell, .. } if *cell == c(12, 0)))
    );
    e.decide(Decision::HoundClear {
        cell: c(11, 1),
        count: 3,
    })
    .unwrap();
    let again = e.decide(Decision::HoundClear {
        cell: c(11, 1),
        count: 1,
    });
    assert!(again.is_err(), "two different tiles");
    e.decide(Decision::HoundClear {
        cell: c(10, 1),
        count: 2,
    })
    .unwrap();
    assert_eq!(
        ghosts(&e).on_cell(c(10, 1)) + ghosts(&e).on_cell(c(11, 1)),
        0
    );
    assert!(matches!(kind(&e), Some(DecisionKind::PlaceTile { .. })));
    assert_eq!(e.table().hounds.0[0], HoundState::Attached(RED0));
}

#[test]
fn a4_switch_n4_vicinity_excludes_diagonals() {
    let mut e = kit_engine(3, 1, &hounds("13", RED_AT_10, "[[4], [9], [9]]", ""), |c| {
        c.settings.hound_vicinity = mists_board::Neighbourhood::N4
    });
    place(&mut e, 21, 0, 3);
    e.decide(Decision::Score).unwrap();
    let opts = e.pending().unwrap().options.clone();
    assert!(
        !opts
            .iter()
            .any(|d| matches!(d, Decision::HoundClear { cell, .. } if *cell == c(11, 1)))
    );
    assert!(opts.contains(&Decision::HoundClear {
        cell: c(10, 1),
        count: 2
    }));
}

#[test]
fn a6_hound_without_a_meeple_is_lost_but_the_pile_advances() {
    let mut e = kit_engine(3, 1, &hounds("13", "", "[[4], [9], [9]]", ""), no_tweak);
    place(&mut e, 21, 0, 3);
    e.decide(Decision::Score).unwrap();
    assert!(has_event(&e, |ev| *ev == RuleEvent::HoundLost { hound: 0 }));
    assert_eq!(e.table().piles.active, 1);
    assert_eq!(ghosts(&e).on_board(), 6, "no ghosts removed");
}

#[test]
fn a7_two_markers_at_once_advance_the_pile_twice() {
    let mut e = kit_engine(3, 1, &hounds("49", "", "[[4], [9], [9]]", ""), no_tweak);
    place(&mut e, 21, 0, 3);
    e.decide(Decision::Score).unwrap(); // 51: past 15 and 50
    let adv: Vec<_> = events(&e)
        .into_iter()
        .filter(|ev| matches!(ev, RuleEvent::PileAdvanced { .. }))
        .collect();
    assert_eq!(
        adv,
        vec![
            RuleEvent::PileAdvanced { active: 1 },
            RuleEvent::PileAdvanced { active: 2 }
        ]
    );
    // Pile 2's tile went on top of pile 3 (2 tiles); the next turn has drawn one of them.
    assert_eq!(
        e.table().piles.left(),
        vec![0, 0, 1],
        "the rest of each pile goes on top of the next"
    );
    assert!(matches!(kind(&e), Some(DecisionKind::PlaceTile { .. })));
}

#[test]
fn a8_hound_scores_the_ghosts_left_after_the_pacify() {
    let sc = hounds("20", "", "[[4], [9], [9]]", "markers_resolved: 1").replace(
        "(colour: Blue, cell: (20, 0), area: 0)",
        "(colour: Blue, cell: (20, 0), area: 0, hounds: [0])",
    );
    let mut e = kit_engine(3, 1, &sc, no_tweak);
    place(&mut e, 21, 0, 3);
    e.decide(Decision::Pacify {
        cell: Some(c(11, 1)),
        count: 3,
    })
    .unwrap();
    assert!(has_event(&e, |ev| *ev
        == RuleEvent::HoundScored {
            hound: 0,
            points: 3
        }));
    assert_eq!(totals(&e), vec![23]);
    assert_eq!(e.table().hounds.0[0], HoundState::Scored);
}

#[test]
fn a32_two_hounds_on_one_meeple_both_score_in_marker_order() {
    let sc = hounds("20", "", "[[4], [9], [9]]", "markers_resolved: 2").replace(
        "(colour: Blue, cell: (20, 0), area: 0)",
        "(colour: Blue, cell: (20, 0), area: 0, hounds: [0, 1])",
    );
    let mut e = kit_engine(3, 1, &sc, no_tweak);
    place(&mut e, 21, 0, 3);
    e.decide(Decision::Score).unwrap();
    let scored: Vec<_> = events(&e)
        .into_iter()
        .filter(|ev| matches!(ev, RuleEvent::HoundScored { .. }))
        .collect();
    assert_eq!(
        scored,
        vec![
            RuleEvent::HoundScored {
                hound: 0,
                points: 6
            },
            RuleEvent::HoundScored {
                hound: 1,
                points: 6
            }
        ]
    );
    assert_eq!(totals(&e), vec![20 + 2 + 6 + 6]);
}

#[test]
fn a26_hound_points_count_towards_the_next_marker() {
    // Level 4: markers 20 and 60; Rufus already out on blue; 55 + 0 (pacify) + 6 ghosts = 61.
    let sc = hounds(
        "55",
        "",
        "[[], [4], [9]]",
        "markers_resolved: 1, active_pile: 1",
    )
    .replace(
        "(colour: Blue, cell: (20, 0), area: 0)",
        "(colour: Blue, cell: (20, 0), area: 0, hounds: [0])",
    );
    let mut e = kit_engine(4, 1, &sc, no_tweak);
    place(&mut e, 21, 0, 3);
    e.decide(Decision::Pacify {
        cell: None,
        count: 0,
    })
    .unwrap();
    assert_eq!(totals(&e), vec![61]);
    assert!(has_event(&e, |ev| *ev == RuleEvent::PileAdvanced { active: 2 }));
}

#[test]
fn a9_a31_an_unmet_pile_threshold_loses_at_the_next_draw() {
    let mut e = kit_engine(3, 1, &hounds("0", "", "[[4], [9], [9]]", ""), no_tweak);
    place(&mut e, 21, 0, 3);
    e.decide(Decision::Score).unwrap(); // 2 < 15 and pile 1 is empty
    assert_eq!(e.outcome(), Some(Outcome::Lost(LossReason::TilesExhausted)));
    // The same last tile reaching the threshold keeps the game going (RULES §14.3).
    let mut e = kit_engine(3, 1, &hounds("13", "", "[[4], [9], [9]]", ""), no_tweak);
    place(&mut e, 21, 0, 3);
    e.decide(Decision::Score).unwrap();
    assert_eq!(e.outcome(), None);
    assert!(matches!(kind(&e), Some(DecisionKind::PlaceTile { .. })));
}

#[test]
fn a23_a_tile_that_fits_nowhere_is_discarded_and_replaced() {
    let e = kit_engine(1, 1, "(piles: [[9, 17]])", no_tweak);
    assert!(has_event(&e, |ev| *ev
        == RuleEvent::TileDiscarded {
            tile: mists_board::TileId(17)
        }));
    assert_eq!(
        kind(&e),
        Some(DecisionKind::PlaceTile {
            tile: mists_board::TileId(9)
        })
    );
    assert_eq!(e.table().piles.discarded.len(), 1);
}

// ------------------------------------------------------------------ Level 6 (RULES §15)

fn level6(totals: &str, colour: &str) -> String {
    format!(
        r#"(piles: [[4], [9], [9]], totals: [{totals}], board: [(cell: (20, 0), tile: 4, rot: 1)],
        meeples: [(colour: {colour}, cell: (20, 0), area: 0)])"#
    )
}

#[test]
fn a25_level6_award_for_a_colour_without_scoring_meeple_goes_where_the_team_says() {
    // Solo: red, green, blue hold the scoring meeples; yellow has none.
    let mut e = kit_engine(6, 1, &level6("0, 0, 0", "Yellow"), no_tweak);
    place(&mut e, 21, 0, 3);
    e.decide(Decision::Score).unwrap();
    let p = e.pending().unwrap().clone();
    assert_eq!(
        p.kind,
        DecisionKind::AssignPoints {
            colour: Colour::Yellow,
            points: 2
        }
    );
    assert_eq!(p.options.len(), 3);
    e.decide(Decision::AssignPoints { index: 1 }).unwrap();
    assert_eq!(totals(&e), vec![0, 2, 0]);
}

#[test]
fn a36_level6_markers_wait_for_the_lowest_total() {
    let mut e = kit_engine(6, 1, &level6("12, 12, 8", "Red"), no_tweak);
    place(&mut e, 21, 0, 3);
    e.decide(Decision::Score).unwrap();
    assert_eq!(totals(&e), vec![14, 12, 8]);
    assert!(!has_event(&e, |ev| matches!(
        ev,
        RuleEvent::PileAdvanced { .. }
    )));
    let mut e = kit_engine(6, 1, &level6("12, 12, 8", "Blue"), no_tweak);
    place(&mut e, 21, 0, 3);
    e.decide(Decision::Score).unwrap();
    assert_eq!(totals(&e), vec![12, 12, 10]);
    assert!(
        has_event(&e, |ev| *ev == RuleEvent::PileAdvanced { active: 1 }),
        "lowest reached 10"
    );
}

#[test]
fn rules_15_3_level6_is_won_only_when_all_three_reach_50() {
    let mut e = kit_engine(6, 1, &level6("49, 70, 48", "Red"), |c| {
        c.thresholds = vec![10, 25, 50]
    });
    let mut e2 = kit_engine(
        6,
        1,
        &level6("48, 70, 50", "Red").replace("totals", "markers_resolved: 2, totals"),
        no_tweak,
    );
    place(&mut e, 21, 0, 3);
    e.decide(Decision::Score).unwrap();
    assert_eq!(e.outcome(), None, "blue is still at 48");
    place(&mut e2, 21, 0, 3);
    e2.decide(Decision::Score).unwrap();
    assert_eq!(e2.outcome(), Some(Outcome::Won));
}

// ------------------------------------------------------------------ tile data switches

#[test]
fn a34_tile_58_and_copy_ghost_count_switches() {
    let (mut cfg, tiles) = level(2);
    let sum = |t: &mists_board::TileSet| t.copies.iter().map(|c| c.total_symbols()).sum::<u32>();
    assert_eq!(
        sum(&mists_rules::setup::apply_symbol_settings(&tiles, &cfg)),
        75
    );
    cfg.settings.tile58_ghosts = 2;
    assert_eq!(
        sum(&mists_rules::setup::apply_symbol_settings(&tiles, &cfg)),
        76
    );
    cfg.settings.tile58_ghosts = 1;
    cfg.settings.copy_ghost_counts = mists_rules::level::CopyGhostCounts::Uniform003;
    assert_eq!(
        sum(&mists_rules::setup::apply_symbol_settings(&tiles, &cfg)),
        78
    );
}
