//! RULES §20.3, ghosts on meeples, on the stored turns.

use super::turn::*;
use mists_board::AreaKind;
use mists_rules::competitive::{Happening, Loc, PieceKind, Play, PlayError, Stage};

/// The ghost steps of a turn: each offered exactly the meeples the rule names, in order.
fn check_ghost_steps(name: &str, expected: &[bool]) -> Turn {
    let t = Turn::load(name);
    let seat = t.seat();
    let mut steps = Vec::new();
    for (i, m) in t.states.iter().enumerate() {
        let own = match m.stage {
            Stage::GhostOther => false,
            Stage::GhostOwn => true,
            _ => continue,
        };
        let mut offered: Vec<Play> = m.legal();
        offered.sort_by_key(|p| format!("{p:?}"));
        let mut want: Vec<Play> = meeples_on_board(m, seat, own)
            .into_iter()
            .map(Play::Ghost)
            .collect();
        want.sort_by_key(|p| format!("{p:?}"));
        assert_eq!(offered, want, "{name}: step {i} (own: {own})");
        let Play::Ghost(p) = t.plays[i] else {
            panic!("{name}: a ghost step answered with {:?}", t.plays[i]);
        };
        assert_eq!(t.states[i + 1].piece(p).ghosts, m.piece(p).ghosts + 1);
        assert_eq!(t.states[i + 1].ghost_supply, m.ghost_supply - 1);
        steps.push(own);
    }
    assert_eq!(steps, expected, "{name}: the ghost steps, in order");
    t
}

#[test]
fn rules_20_3_expanding_the_mist_haunts_another_players_meeple() {
    let t = check_ghost_steps("20.3-expand", &[false]);
    assert_eq!(t.states[1].stage, Stage::GhostOther);
}

#[test]
fn rules_20_3_limiting_the_mist_haunts_your_own_meeple() {
    check_ghost_steps("20.3-limit", &[true]);
}

#[test]
fn rules_20_3_both_at_once_the_other_players_ghost_first() {
    check_ghost_steps("20.3-both", &[false, true]);
}

#[test]
fn rules_20_3_ghosts_never_go_on_guard_meeples() {
    let t = Turn::load("20.3-never-on-guards");
    let i = t
        .states
        .iter()
        .position(|m| m.stage == Stage::GhostOther)
        .unwrap();
    let m = &t.states[i];
    let guards: Vec<_> = m
        .piece_ids()
        .filter(|&p| {
            let x = m.piece(p);
            x.owner != m.current && x.kind == PieceKind::Guard && matches!(x.loc, Loc::Board { .. })
        })
        .collect();
    assert!(!guards.is_empty());
    for g in guards {
        assert!(!m.legal().contains(&Play::Ghost(g)));
        assert!(matches!(
            m.clone().apply(Play::Ghost(g)),
            Err(PlayError::Ghost(_))
        ));
    }
}

#[test]
fn rules_20_3_with_no_other_meeple_out_the_expand_ghost_is_skipped() {
    let t = Turn::load("20.3-no-meeple-skips");
    let m = t.first();
    let Stage::Place(copy) = m.stage else {
        panic!()
    };
    let Play::Place { cell, rot } = t.plays[0] else {
        panic!()
    };
    assert!(m.board.would_expand(cell, m.tiles().copy(copy).ty, rot));
    assert!(meeples_on_board(m, m.current, false).is_empty());
    assert_ne!(t.states[1].stage, Stage::GhostOther, "skipped");
    assert!(
        t.ghosts_given().iter().all(|g| g.1),
        "no ghost to another player"
    );
}

#[test]
fn rules_20_3_keepers_and_castle_meeples_receive_ghosts() {
    let t = Turn::load("20.3-keepers-and-castles-take-ghosts");
    let m = t.first();
    let hit: Vec<_> = t
        .ghosts_given()
        .into_iter()
        .filter(|&(p, _)| is_keeper(m, p) || area_kind(m, p) == Some(AreaKind::Castle))
        .collect();
    assert!(!hit.is_empty());
    for (p, _) in hit {
        assert_eq!(t.last().piece(p).ghosts, m.piece(p).ghosts + 1);
    }
}

#[test]
fn rules_20_3_the_third_ghost_sends_the_meeple_home() {
    let t = Turn::load("20.3-third-ghost");
    let i = (0..t.plays.len())
        .find(|&i| {
            t.happened(i)
                .iter()
                .any(|h| matches!(h, Happening::Haunted { .. }))
        })
        .unwrap();
    let (before, after) = (&t.states[i], &t.states[i + 1]);
    let Play::Ghost(p) = t.plays[i] else { panic!() };
    assert_eq!(before.piece(p).ghosts, 2);
    assert_eq!(after.piece(p).loc, Loc::Supply);
    assert_eq!(after.piece(p).ghosts, 0);
    // One ghost from the supply, three back.
    assert_eq!(after.ghost_supply, before.ghost_supply + 2);
}
