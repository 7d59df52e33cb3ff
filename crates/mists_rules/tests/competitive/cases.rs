//! The rules of RULES §20 and what each looks like in a turn (what the regenerator searches
//! for, and what `every_stored_turn_shows_its_rule` checks the stored turns still show).

use super::turn::*;
use mists_board::{AreaKind, Cell};
use mists_rules::competitive::{Category, Happening, Loc, Match, PieceKind, Play, Spot, Stage};

/// A rule, the turn that shows it (how many of its plays the record keeps), and its check.
pub struct Case {
    pub name: &'static str,
    pub rule: &'static str,
    pub players: u8,
    /// Some(plays to keep) when the turn shows the rule.
    pub find: fn(&Turn) -> Option<usize>,
}

pub const CASES: &[Case] = &[
    Case {
        name: "20.2-no-piece-on-misty-field",
        rule: "RULES §20.2: meeples never go on a misty field segment (a clear field on the same tile takes a farmer)",
        players: 2,
        find: find_misty_field,
    },
    Case {
        name: "20.2-mist-separates-fields",
        rule: "RULES §20.2: mist separates fields like a city does (a farmer next to a farmed field across mist)",
        players: 2,
        find: find_separated_fields,
    },
    Case {
        name: "20.2-guard-farmer",
        rule: "RULES §20.2: a guard meeple may be a farmer",
        players: 2,
        find: |t| deployed(t, |m, k, s| k == PieceKind::Guard && is_field(m, s)),
    },
    Case {
        name: "20.2-keeper",
        rule: "RULES §20.2: a meeple may occupy a cemetery (a cemetery keeper)",
        players: 2,
        find: |t| deployed(t, |_, _, s| s == Spot::Keeper),
    },
    Case {
        name: "20.2-castle",
        rule: "RULES §20.2: a castle may be occupied by a meeple",
        players: 2,
        find: |t| deployed(t, |m, _, s| kind_at(m, s) == Some(AreaKind::Castle)),
    },
    Case {
        name: "20.3-expand",
        rule: "RULES §20.3: expanding the mist puts a ghost on another player's meeple",
        players: 2,
        find: |t| ghosts_are(t, &[false]),
    },
    Case {
        name: "20.3-limit",
        rule: "RULES §20.3: limiting the mist puts a ghost on one of your own meeples",
        players: 2,
        find: |t| ghosts_are(t, &[true]),
    },
    Case {
        name: "20.3-both",
        rule: "RULES §20.3: both at once: the other player's ghost first, then your own",
        players: 2,
        find: |t| ghosts_are(t, &[false, true]),
    },
    Case {
        name: "20.3-never-on-guards",
        rule: "RULES §20.3: ghosts never go on guard meeples",
        players: 2,
        find: find_guard_passed_over,
    },
    Case {
        name: "20.3-no-meeple-skips",
        rule: "RULES §20.3: the mist expanded but no other player has a meeple out: the ghost is skipped",
        players: 2,
        find: find_expand_without_target,
    },
    Case {
        name: "20.3-keepers-and-castles-take-ghosts",
        rule: "RULES §20.3 (HiG 11/2022): meeples in castles and on cemeteries receive ghosts",
        players: 2,
        find: find_ghost_on_keeper_or_castle,
    },
    Case {
        name: "20.3-third-ghost",
        rule: "RULES §20.3: the third ghost sends the meeple home and its ghosts to the supply",
        players: 2,
        find: |t| {
            let haunted = t
                .all_happened()
                .iter()
                .any(|h| matches!(h, Happening::Haunted { .. }));
            haunted.then_some(t.plays.len())
        },
    },
    Case {
        name: "20.4-majority-and-ghosts",
        rule: "RULES §20.4: the majority scores, less 2 a ghost on its own meeples; the others score and pay nothing",
        players: 3,
        find: find_majority_with_ghosts,
    },
    Case {
        name: "20.4-below-zero",
        rule: "RULES §20.4: a scoring may be negative, but a score marker never goes below 0",
        players: 2,
        find: find_negative_scoring,
    },
    Case {
        name: "20.4-castle",
        rule: "RULES §20.4: a castle surrounded by 8 tiles scores 2 a misty tile of its 3×3 block",
        players: 2,
        find: |t| {
            let castle = scorings(t, false)
                .iter()
                .any(|(k, ..)| *k == Category::Castle);
            (castle && ends_with_pass(t)).then_some(t.plays.len())
        },
    },
    Case {
        name: "20.4-cemetery",
        rule: "RULES §20.4 (HiG 11/2022): a closed cemetery's keeper goes home, its owner takes a guard meeple, its ghosts cost 2 each",
        players: 2,
        find: |t| {
            let paid = t.all_happened().iter().any(
                |h| matches!(h, Happening::Keeper { guard: true, penalty, .. } if *penalty < 0),
            );
            (paid && ends_with_pass(t)).then_some(t.plays.len())
        },
    },
    Case {
        name: "20.5-final",
        rule: "RULES §20.5: final scoring: a castle 1 a misty tile around it, −1 a ghost for those who score, open cemeteries score and cost nothing",
        players: 2,
        find: find_final,
    },
];

// ---- What each rule looks like in a turn (the regenerator's search) ----

pub fn ends_with_pass(t: &Turn) -> bool {
    t.plays.last() == Some(&Play::Pass)
}

pub fn kind_at(m: &Match, s: Spot) -> Option<AreaKind> {
    let (Some(cell), Spot::Area(a)) = (m.placed_cell(), s) else {
        return None;
    };
    m.board.def_at(cell).map(|d| d.area(a).kind.clone())
}

pub fn is_field(m: &Match, s: Spot) -> bool {
    matches!(kind_at(m, s), Some(AreaKind::Field { .. }))
}

/// The turn deploys a piece the predicate likes (on the table before the deploy).
pub fn deployed(t: &Turn, ok: fn(&Match, PieceKind, Spot) -> bool) -> Option<usize> {
    let i = t.plays.len().checked_sub(1)?;
    match t.plays[i] {
        Play::Deploy { kind, spot } if ok(&t.states[i], kind, spot) => Some(t.plays.len()),
        _ => None,
    }
}

/// The ghosts of the turn went, in order, to the seat's own meeples (true) or another's.
pub fn ghosts_are(t: &Turn, own: &[bool]) -> Option<usize> {
    let given: Vec<bool> = t.ghosts_given().iter().map(|g| g.1).collect();
    let others = t.first().setup.players as usize - 1;
    // Each meeple that could take a ghost is of a normal kind (checked by the test itself).
    (given == own && meeples_on_board(t.first(), t.seat(), false).len() >= others.min(2))
        .then_some(t.plays.len())
}

pub fn find_misty_field(t: &Turn) -> Option<usize> {
    let i = t.states.iter().position(|m| m.stage == Stage::Deploy)?;
    let m = &t.states[i];
    let def = m.board.def_at(m.placed_cell()?)?;
    let misty = def.mist_areas().next().is_some();
    let farmer = m.free_spots().iter().any(|&s| is_field(m, s));
    (misty && farmer).then_some(i)
}

pub fn find_separated_fields(t: &Turn) -> Option<usize> {
    let i = t.plays.len().checked_sub(1)?;
    let m = &t.states[i];
    let Play::Deploy { spot, .. } = t.plays[i] else {
        return None;
    };
    let farmed = misty_field_facing_clear_field(m, m.placed_cell()?)
        .into_iter()
        .any(|f| !m.pieces_on(f).is_empty());
    (farmed && is_field(m, spot)).then_some(t.plays.len())
}

pub fn find_guard_passed_over(t: &Turn) -> Option<usize> {
    let i = t.states.iter().position(|m| m.stage == Stage::GhostOther)?;
    let m = &t.states[i];
    let guard_out = m.pieces.iter().any(|p| {
        p.owner != m.current && p.kind == PieceKind::Guard && matches!(p.loc, Loc::Board { .. })
    });
    guard_out.then_some(t.plays.len())
}

pub fn find_expand_without_target(t: &Turn) -> Option<usize> {
    let m = t.first();
    let Some(Play::Place { cell, rot }) = t.plays.first().copied() else {
        return None;
    };
    let Stage::Place(copy) = m.stage else {
        return None;
    };
    let expands = m.board.would_expand(cell, m.tiles().copy(copy).ty, rot);
    let nobody = meeples_on_board(m, m.current, false).is_empty();
    let others_out = m
        .pieces
        .iter()
        .any(|p| p.owner != m.current && matches!(p.loc, Loc::Board { .. }));
    // A guard meeple of the other seat is out, so the skip is not for want of pieces.
    (expands && nobody && others_out).then_some(t.plays.len())
}

pub fn find_ghost_on_keeper_or_castle(t: &Turn) -> Option<usize> {
    let m = t.first();
    let hit = t
        .ghosts_given()
        .iter()
        .any(|&(p, _)| is_keeper(m, p) || area_kind(m, p) == Some(AreaKind::Castle));
    hit.then_some(t.plays.len())
}

/// The turn's scorings: (kind, cells, points, final).
pub fn scorings(t: &Turn, final_scoring: bool) -> Vec<(Category, Vec<Cell>, Vec<(u8, i32)>)> {
    t.all_happened()
        .iter()
        .filter_map(|h| match h {
            Happening::Scored {
                kind,
                cells,
                points,
                final_scoring: f,
            } if *f == final_scoring => {
                let mut c = cells.clone();
                c.sort();
                Some((*kind, c, points.clone()))
            }
            _ => None,
        })
        .collect()
}

/// The scoring category of a feature kind.
pub fn category(k: mists_board::FeatureKind) -> Category {
    use mists_board::FeatureKind as F;
    match k {
        F::Road => Category::Road,
        F::City => Category::City,
        F::Monastery => Category::Monastery,
        F::Castle => Category::Castle,
        F::Field | F::MistBank => Category::Field,
    }
}

/// The pieces on the feature of kind `kind` whose cells are `cells`, on the table `m` (a road
/// and a city may cover the same tiles).
pub fn pieces_scored(
    m: &Match,
    kind: Category,
    cells: &[Cell],
) -> Vec<mists_rules::competitive::PieceId> {
    m.piece_ids()
        .filter(|&p| {
            m.feature_of(p).is_some_and(|f| {
                category(m.board.feature(f).kind) == kind && cells_of(m, f) == cells
            })
        })
        .collect()
}

pub fn find_majority_with_ghosts(t: &Turn) -> Option<usize> {
    if !ends_with_pass(t) {
        return None;
    }
    let pre = &t.states[t.plays.len() - 1];
    let shows = scorings(t, false).iter().any(|(kind, cells, points)| {
        let on = pieces_scored(pre, *kind, cells);
        let seats: std::collections::BTreeSet<u8> =
            on.iter().map(|&p| pre.piece(p).owner).collect();
        let ghosts = on.iter().any(|&p| {
            pre.piece(p).ghosts > 0 && points.iter().any(|&(s, _)| s == pre.piece(p).owner)
        });
        seats.len() > points.len() && ghosts
    });
    shows.then_some(t.plays.len())
}

pub fn find_negative_scoring(t: &Turn) -> Option<usize> {
    if !ends_with_pass(t) {
        return None;
    }
    let pre = &t.states[t.plays.len() - 1];
    let below = scorings(t, false).iter().any(|(_, _, points)| {
        points
            .iter()
            .any(|&(s, p)| p < 0 && (pre.scores[s as usize] as i32) < -p)
    });
    below.then_some(t.plays.len())
}

pub fn find_final(t: &Turn) -> Option<usize> {
    if !t.last().is_over() || !ends_with_pass(t) {
        return None;
    }
    let pre = &t.states[t.plays.len() - 1];
    let haunted_castle = pre
        .piece_ids()
        .any(|p| pre.piece(p).ghosts > 0 && area_kind(pre, p) == Some(AreaKind::Castle));
    let open_keeper = pre
        .piece_ids()
        .any(|p| pre.piece(p).ghosts > 0 && is_keeper(pre, p));
    (haunted_castle && open_keeper).then_some(t.plays.len())
}
