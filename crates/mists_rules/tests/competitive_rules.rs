//! Every rule of RULES §20 as a scenario test: a competitive preset with a `scenario:` (a position
//! from a real match, legal tile by tile) and a record of the turn that shows the rule, both in
//! `tests/competitive/`. Each test replays its record and checks the rule on the tables before
//! and after each play, counting for itself (never reading a stored result).
//!
//! The positions were found by the ignored test `regenerate` (random matches, the smallest board
//! where the rule comes into play): `cargo test -p mists_rules --test competitive_rules --
//! --ignored regenerate` writes them again.

#[path = "competitive/cases.rs"]
mod cases;
#[path = "competitive/ghosts.rs"]
mod ghosts;
#[path = "competitive/regenerate.rs"]
mod regenerate;
#[path = "competitive/scoring.rs"]
mod scoring;
#[path = "competitive/turn.rs"]
mod turn;

use cases::*;
use mists_board::{AreaKind, Cell};
use mists_rules::competitive::{Happening, Loc, PieceKind, Play, PlayError, Spot, Stage};
use turn::*;

// ---- The rules, checked on the stored turns ----

/// Every stored turn still shows its rule as the search saw it (a record may stop inside its
/// turn, before the play its test tries itself).
#[test]
fn every_stored_turn_shows_its_rule() {
    for case in CASES {
        let t = Turn::load(case.name);
        assert_eq!((case.find)(&t), Some(t.plays.len()), "{}", case.name);
    }
}

/// The markers after a turn's in-game scorings and keepers, each moved in order and stopped at
/// 0 (RULES §20.4).
fn markers_after(t: &Turn) -> Vec<u32> {
    let mut s: Vec<i64> = t.first().scores.iter().map(|&x| x as i64).collect();
    for h in t.all_happened() {
        let moves: Vec<(u8, i32)> = match h {
            Happening::Scored {
                points,
                final_scoring: false,
                ..
            } => points.clone(),
            Happening::Keeper { seat, penalty, .. } => vec![(*seat, *penalty)],
            _ => continue,
        };
        for (seat, by) in moves {
            s[seat as usize] = (s[seat as usize] + by as i64).max(0);
        }
    }
    s.into_iter().map(|x| x as u32).collect()
}

#[test]
fn rules_20_1_each_player_has_five_meeples_two_guards_and_three_in_the_general_supply() {
    let t = Turn::load("20.1-setup");
    let m = t.first();
    assert_eq!(m.setup.players, 3);
    for seat in 0..3 {
        let count = |kind, loc: Loc| {
            m.pieces
                .iter()
                .filter(|p| p.owner == seat && p.kind == kind && p.loc == loc)
                .count()
        };
        assert_eq!(count(PieceKind::Meeple, Loc::Supply), 5, "seat {seat}");
        assert_eq!(count(PieceKind::Guard, Loc::Supply), 2, "seat {seat}");
        assert_eq!(count(PieceKind::Guard, Loc::General), 3, "seat {seat}");
    }
    assert_eq!(m.pieces.len(), 3 * 10, "unused colours stay in the box");
    assert_eq!(m.ghost_supply, 15);
    assert_eq!(m.scores, vec![0; 3]);
    // The 2×2 start tile is down (four quarters) and the 60 Mists tiles are shuffled into the
    // base game's 72 less its start tile: 131 to draw, one of them drawn.
    let start: Vec<Cell> = m.board.placed().iter().map(|p| p.cell).collect();
    assert_eq!(start.len(), 4, "{start:?}");
    assert_eq!(m.tiles_left() + m.drawn().len(), 60 + 72 - 1);
    assert!(matches!(m.stage, Stage::Place(_)));
}

#[test]
fn rules_20_2_no_piece_on_a_misty_field_segment() {
    let t = Turn::load("20.2-no-piece-on-misty-field");
    let m = t.last();
    assert_eq!(m.stage, Stage::Deploy);
    let cell = m.placed_cell().unwrap();
    let def = m.board.def_at(cell).unwrap();
    let spots = m.free_spots();
    let mists: Vec<_> = def.mist_areas().collect();
    assert!(!mists.is_empty(), "the new tile is misty");
    for a in mists {
        assert!(!spots.contains(&Spot::Area(a)), "mist area {a:?} offered");
        for kind in [PieceKind::Meeple, PieceKind::Guard] {
            let mut tried = m.clone();
            let play = Play::Deploy {
                kind,
                spot: Spot::Area(a),
            };
            assert!(matches!(tried.apply(play), Err(PlayError::Deploy(_))));
        }
    }
    // A clear field of the same tile takes a farmer.
    let field = *spots.iter().find(|&&s| is_field(m, s)).unwrap();
    let mut farmer = m.clone();
    farmer
        .apply(Play::Deploy {
            kind: PieceKind::Meeple,
            spot: field,
        })
        .unwrap();
}

#[test]
fn rules_20_2_mist_separates_fields() {
    let t = Turn::load("20.2-mist-separates-fields");
    let i = t.plays.len() - 1;
    let (pre, after) = (&t.states[i], t.last());
    let cell = t.cell();
    let farmed: Vec<_> = misty_field_facing_clear_field(pre, cell)
        .into_iter()
        .filter(|&f| !pre.pieces_on(f).is_empty())
        .collect();
    assert!(
        !farmed.is_empty(),
        "a farmed field meets the new tile's mist"
    );
    for f in farmed {
        assert!(
            !pre.board.feature(f).cells.contains(&cell),
            "the farmed field stops at the mist"
        );
    }
    // The new tile's field takes a farmer of its own, though the field beyond the mist is farmed.
    let Some(Happening::Deployed { piece, .. }) = t.happened(i).first() else {
        panic!("a farmer deployed: {:?}", t.happened(i));
    };
    assert!(matches!(
        area_kind(after, *piece),
        Some(AreaKind::Field { .. })
    ));
}

/// The turn's last play deployed a piece; it stands where it was put (and its kind).
fn deployed_piece(name: &str) -> (Turn, PieceKind, Spot) {
    let t = Turn::load(name);
    let i = t.plays.len() - 1;
    let Play::Deploy { kind, spot } = t.plays[i] else {
        panic!("{name}: the turn ends with a deploy");
    };
    let Some(&Happening::Deployed {
        piece,
        cell,
        spot: s,
    }) = t.happened(i).first()
    else {
        panic!("{name}: {:?}", t.happened(i));
    };
    assert_eq!((cell, s), (t.cell(), spot));
    assert_eq!(t.last().piece(piece).kind, kind);
    (t, kind, spot)
}

#[test]
fn rules_20_2_a_guard_meeple_may_be_a_farmer() {
    let (t, kind, spot) = deployed_piece("20.2-guard-farmer");
    assert_eq!(kind, PieceKind::Guard);
    assert!(is_field(&t.states[t.plays.len() - 1], spot));
}

#[test]
fn rules_20_2_a_meeple_may_keep_a_cemetery() {
    let (t, _, spot) = deployed_piece("20.2-keeper");
    assert_eq!(spot, Spot::Keeper);
    let cell = t.cell();
    assert_eq!(
        t.last().board.def_at(cell).unwrap().special,
        mists_board::Special::Cemetery
    );
}

#[test]
fn rules_20_2_a_meeple_may_occupy_a_castle() {
    let (t, _, spot) = deployed_piece("20.2-castle");
    assert_eq!(
        kind_at(&t.states[t.plays.len() - 1], spot),
        Some(AreaKind::Castle)
    );
}
