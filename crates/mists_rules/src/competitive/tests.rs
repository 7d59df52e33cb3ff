//! One scenario per rule of RULES §20, and random-policy invariants over whole matches.

use super::*;
use mists_board::{FeatureId, PlaceOutcome};
use rand::{Rng, SeedableRng};
use std::path::Path;

pub(super) fn tiles() -> Arc<TileSet> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../assets/tiles");
    let mists = TileSet::load(&dir.join("mists-v1.ron")).unwrap();
    let base = TileSet::load(&dir.join("base.ron")).unwrap();
    Arc::new(
        mists
            .with_addition(&base, Some(TileId(204)), "test")
            .unwrap(),
    )
}

/// A match on an empty board with the given tiles laid (x, y, tile id, quarter turns) and an
/// empty pile but for `pile` (tile ids, the last drawn first).
fn table(players: u8, laid: &[(i16, i16, u16, u8)], pile: &[u16]) -> Match {
    let set = tiles();
    let mut m = Match::new(set.clone(), CompetitiveSetup::players(players), 7).unwrap();
    m.board = Board::empty_with_fields(set.clone());
    for &(x, y, id, rot) in laid {
        lay(&mut m, x, y, id, rot);
    }
    m.pile = pile.iter().map(|&id| copy_of(&m, id)).collect();
    m.happenings.clear();
    m
}

fn lay(m: &mut Match, x: i16, y: i16, id: u16, rot: u8) -> PlaceOutcome {
    let ty = m.tiles().by_id(TileId(id)).unwrap();
    m.board
        .place_unchecked(Cell::new(x, y), ty, None, Rotation(rot))
}

fn copy_of(m: &Match, id: u16) -> CopyIdx {
    let ty = m.tiles().by_id(TileId(id)).unwrap();
    m.tiles()
        .copy_indices()
        .find(|&c| m.tiles().copy(c).ty == ty)
        .unwrap()
}

/// Stand a piece of `seat` on `spot` of the tile at (x, y), with ghosts from the supply.
fn stand(
    m: &mut Match,
    seat: Seat,
    kind: PieceKind,
    at: (i16, i16),
    spot: Spot,
    ghosts: u8,
) -> PieceId {
    let p = m.in_supply(seat, kind).unwrap();
    let x = &mut m.pieces[p.0 as usize];
    x.loc = Loc::Board {
        cell: Cell::new(at.0, at.1),
        spot,
    };
    x.ghosts = ghosts;
    m.ghost_supply -= ghosts;
    p
}

fn area(m: &Match, at: (i16, i16), kind: FeatureKind) -> Spot {
    let cell = Cell::new(at.0, at.1);
    let (a, _) = m
        .board
        .meeple_spots(cell)
        .into_iter()
        .find(|&(_, f)| m.board.feature(f).kind == kind)
        .unwrap();
    Spot::Area(a)
}

fn draw_to_place(m: &mut Match, id: u16) {
    m.stage = Stage::Place(copy_of(m, id));
}

fn place(m: &mut Match, x: i16, y: i16, rot: u8) {
    m.apply(Play::Place {
        cell: Cell::new(x, y),
        rot: Rotation(rot),
    })
    .unwrap();
}

const CAP: u16 = 205; // base E: city cap (north)
const FULL_CITY: u16 = 203; // base C: city on four sides, one coat of arms
const MONASTERY: u16 = 202; // base B: monastery in the fields
const ALL_MIST: u16 = 13; // field in mist on all four sides
const CEMETERY: u16 = 46; // cemetery alone in the fields
const CASTLE: u16 = 43; // castle at the end of a road from the west, misty south-east corner

#[test]
fn rules_20_4_hig_majority_example_red_12_black_0() {
    // A city of 5 tiles and one coat of arms: red has 2 meeples, black 1 meeple with a ghost.
    let mut m = table(
        2,
        &[
            (0, 0, FULL_CITY, 0),
            (0, 1, CAP, 2),
            (1, 0, CAP, 3),
            (-1, 0, CAP, 1),
        ],
        &[MONASTERY],
    );
    let city = |m: &Match, at| area(m, at, FeatureKind::City);
    let s = city(&m, (0, 1));
    stand(&mut m, 0, PieceKind::Meeple, (0, 1), s, 0);
    let s = city(&m, (1, 0));
    stand(&mut m, 0, PieceKind::Meeple, (1, 0), s, 0);
    let s = city(&m, (-1, 0));
    let black = stand(&mut m, 1, PieceKind::Meeple, (-1, 0), s, 1);
    draw_to_place(&mut m, CAP);
    place(&mut m, 0, -1, 0);
    assert_eq!(m.stage, Stage::Deploy, "no mist, no ghosts");
    m.apply(Play::Pass).unwrap();
    assert_eq!(m.scores, vec![12, 0]);
    // Scored meeples and their ghosts return to the supplies.
    assert_eq!(m.piece(black).loc, Loc::Supply);
    assert_eq!(m.ghost_supply, 15);
    assert_eq!(m.breakdown[0].points[Category::City as usize], 12);
}

#[test]
fn rules_20_4_tied_majority_both_score_less_their_own_ghosts() {
    let mut m = table(
        2,
        &[
            (0, 0, FULL_CITY, 0),
            (0, 1, CAP, 2),
            (1, 0, CAP, 3),
            (-1, 0, CAP, 1),
        ],
        &[MONASTERY],
    );
    let s = area(&m, (0, 1), FeatureKind::City);
    stand(&mut m, 0, PieceKind::Meeple, (0, 1), s, 2);
    let s = area(&m, (1, 0), FeatureKind::City);
    stand(&mut m, 1, PieceKind::Guard, (1, 0), s, 0);
    draw_to_place(&mut m, CAP);
    place(&mut m, 0, -1, 0);
    m.apply(Play::Pass).unwrap();
    assert_eq!(m.scores, vec![12 - 4, 12]);
}

#[test]
fn rules_20_4_a_scoring_may_be_negative_but_no_marker_goes_below_zero() {
    // A 2-tile road completed by the second tile: red's meeple carries 2 ghosts: 2 − 4 = −2.
    let mut m = table(2, &[(0, 0, 201, 0)], &[MONASTERY]); // A: monastery, road to the south
    let s = area(&m, (0, 0), FeatureKind::Road);
    stand(&mut m, 0, PieceKind::Meeple, (0, 0), s, 2);
    m.scores = vec![1, 0];
    draw_to_place(&mut m, 201);
    place(&mut m, 0, -1, 2); // a second monastery, its road to the north
    m.apply(Play::Pass).unwrap();
    assert_eq!(m.scores, vec![0, 0]);
    assert!(
        m.happenings
            .iter()
            .any(|h| matches!(h, Happening::Scored { points, .. } if points == &vec![(0, -2)]))
    );
}

#[test]
fn rules_20_3_expanding_the_mist_haunts_another_players_normal_meeple() {
    let mut m = table(
        3,
        &[(0, 0, ALL_MIST, 0), (5, 5, MONASTERY, 0)],
        &[MONASTERY],
    );
    let spot = area(&m, (5, 5), FeatureKind::Monastery);
    let mine = stand(&mut m, 0, PieceKind::Meeple, (5, 5), spot, 0);
    let theirs = stand(&mut m, 1, PieceKind::Meeple, (5, 5), spot, 0);
    stand(&mut m, 2, PieceKind::Guard, (5, 5), spot, 0);
    draw_to_place(&mut m, ALL_MIST);
    place(&mut m, 1, 0, 0);
    assert_eq!(m.stage, Stage::GhostOther);
    // Only the other player's normal meeple: never my own, never a guard meeple.
    assert_eq!(m.legal(), vec![Play::Ghost(theirs)]);
    assert!(m.apply(Play::Ghost(mine)).is_err());
    m.apply(Play::Ghost(theirs)).unwrap();
    assert_eq!(m.piece(theirs).ghosts, 1);
    // Mist met only mist: no ghost of one's own.
    assert_eq!(m.stage, Stage::Deploy);
}

#[test]
fn rules_20_3_limiting_the_mist_haunts_your_own_meeple() {
    let mut m = table(2, &[(0, 0, MONASTERY, 0)], &[MONASTERY]);
    let spot = area(&m, (0, 0), FeatureKind::Monastery);
    let mine = stand(&mut m, 0, PieceKind::Meeple, (0, 0), spot, 0);
    stand(&mut m, 1, PieceKind::Meeple, (0, 0), spot, 0);
    draw_to_place(&mut m, ALL_MIST);
    place(&mut m, 1, 0, 0);
    assert_eq!(m.stage, Stage::GhostOwn);
    assert_eq!(m.legal(), vec![Play::Ghost(mine)]);
}

#[test]
fn rules_20_3_both_at_once_the_opponent_first_then_your_own() {
    let mut m = table(
        2,
        &[(0, 0, ALL_MIST, 0), (2, 0, MONASTERY, 0)],
        &[MONASTERY],
    );
    let spot = area(&m, (2, 0), FeatureKind::Monastery);
    let mine = stand(&mut m, 0, PieceKind::Meeple, (2, 0), spot, 0);
    let theirs = stand(&mut m, 1, PieceKind::Meeple, (2, 0), spot, 0);
    draw_to_place(&mut m, ALL_MIST);
    place(&mut m, 1, 0, 0); // mist meets mist to the west and clear field to the east
    assert_eq!(m.legal(), vec![Play::Ghost(theirs)]);
    m.apply(Play::Ghost(theirs)).unwrap();
    assert_eq!(m.legal(), vec![Play::Ghost(mine)]);
    m.apply(Play::Ghost(mine)).unwrap();
    assert_eq!(m.stage, Stage::Deploy);
    assert_eq!(m.ghost_supply, 13);
}

#[test]
fn rules_20_3_misty_sides_facing_empty_cells_trigger_nothing_and_no_target_skips() {
    // Mist against empty cells only (the tile touches a clear side with its clear... none):
    // an all-mist tile beside an all-mist tile with no meeples anywhere: nothing to choose.
    let mut m = table(2, &[(0, 0, ALL_MIST, 0)], &[MONASTERY]);
    draw_to_place(&mut m, ALL_MIST);
    place(&mut m, 1, 0, 0);
    assert_eq!(m.stage, Stage::Deploy, "no eligible meeple: skipped");
    // A clear tile beside clear tiles with mist only towards empty cells: no ghosts.
    let mut m = table(2, &[(0, 0, MONASTERY, 0)], &[MONASTERY]);
    let spot = area(&m, (0, 0), FeatureKind::Monastery);
    stand(&mut m, 1, PieceKind::Meeple, (0, 0), spot, 0);
    stand(&mut m, 0, PieceKind::Meeple, (0, 0), spot, 0);
    draw_to_place(&mut m, 56); // a field with a misty east side
    place(&mut m, -1, 0, 0); // its misty east side faces... the monastery: limit
    assert_eq!(m.stage, Stage::GhostOwn);
    let mut m2 = table(2, &[(0, 0, MONASTERY, 0)], &[MONASTERY]);
    let spot = area(&m2, (0, 0), FeatureKind::Monastery);
    stand(&mut m2, 0, PieceKind::Meeple, (0, 0), spot, 0);
    draw_to_place(&mut m2, 56);
    place(&mut m2, 1, 0, 0); // its misty east side faces an empty cell
    assert_eq!(m2.stage, Stage::Deploy);
}

#[test]
fn rules_20_3_an_empty_ghost_supply_skips_the_ghost() {
    let mut m = table(2, &[(0, 0, MONASTERY, 0)], &[MONASTERY]);
    let spot = area(&m, (0, 0), FeatureKind::Monastery);
    stand(&mut m, 0, PieceKind::Meeple, (0, 0), spot, 0);
    m.ghost_supply = 0;
    draw_to_place(&mut m, ALL_MIST);
    place(&mut m, 1, 0, 0);
    assert_eq!(m.stage, Stage::Deploy);
}

#[test]
fn rules_20_3_the_third_ghost_sends_the_meeple_home() {
    let mut m = table(2, &[(0, 0, MONASTERY, 0)], &[MONASTERY]);
    let spot = area(&m, (0, 0), FeatureKind::Monastery);
    let mine = stand(&mut m, 0, PieceKind::Meeple, (0, 0), spot, 2);
    assert_eq!(m.ghost_supply, 13);
    draw_to_place(&mut m, ALL_MIST);
    place(&mut m, 1, 0, 0);
    m.apply(Play::Ghost(mine)).unwrap();
    assert_eq!(m.piece(mine).loc, Loc::Supply);
    assert_eq!((m.piece(mine).ghosts, m.ghost_supply), (0, 15));
}

#[test]
fn rules_20_2_farmers_guards_keepers_and_taken_features() {
    let mut m = table(2, &[(0, 0, CAP, 0)], &[MONASTERY]);
    draw_to_place(&mut m, CAP);
    place(&mut m, 1, 0, 0); // its field joins the first cap's field
    let spots = m.free_spots();
    assert_eq!(spots.len(), 2, "a city and a field: {spots:?}");
    // A guard meeple may be a farmer.
    let field = spots
        .iter()
        .copied()
        .find(|&s| matches!(s, Spot::Area(a) if m.is_field(Cell::new(1, 0), a)))
        .unwrap();
    assert!(m.legal().contains(&Play::Deploy {
        kind: PieceKind::Guard,
        spot: field
    }));
    // A field already farmed elsewhere is taken.
    let mut m = table(2, &[(0, 0, CAP, 0)], &[MONASTERY]);
    let f = area(&m, (0, 0), FeatureKind::Field);
    stand(&mut m, 1, PieceKind::Meeple, (0, 0), f, 0);
    draw_to_place(&mut m, CAP);
    place(&mut m, 1, 0, 0);
    assert_eq!(m.free_spots().len(), 1);
    assert!(
        m.apply(Play::Deploy {
            kind: PieceKind::Meeple,
            spot: field
        })
        .is_err()
    );
    // A cemetery takes a keeper.
    let mut m = table(2, &[(0, 0, MONASTERY, 0)], &[MONASTERY]);
    draw_to_place(&mut m, CEMETERY);
    place(&mut m, 1, 0, 0);
    assert!(m.free_spots().contains(&Spot::Keeper));
    // A misty field is no spot: the all-mist tile offers nothing.
    let mut m = table(2, &[(0, 0, ALL_MIST, 0)], &[MONASTERY]);
    draw_to_place(&mut m, ALL_MIST);
    place(&mut m, 1, 0, 0);
    assert!(m.free_spots().is_empty());
}

fn complete_ring(m: &mut Match, centre: (i16, i16)) -> (Cell, PlaceOutcome) {
    let c = Cell::new(centre.0, centre.1);
    let ring = c.n8();
    for n in &ring[..7] {
        lay(m, n.x, n.y, MONASTERY, 0);
    }
    let last = ring[7];
    (last, lay(m, last.x, last.y, ALL_MIST, 0))
}

#[test]
fn rules_20_4_a_castle_scores_2_per_misty_tile_of_its_block() {
    let mut m = table(2, &[(0, 0, CASTLE, 0)], &[]);
    let s = area(&m, (0, 0), FeatureKind::Castle);
    stand(&mut m, 1, PieceKind::Meeple, (0, 0), s, 1);
    let (last, out) = complete_ring(&mut m, (0, 0));
    assert!(
        out.completed
            .iter()
            .any(|&f| m.board.feature(f).kind == FeatureKind::Castle)
    );
    m.score_completed(last, &out.completed);
    // Misty: the castle tile and the all-mist tile: 2 × 2 = 4, less 2 for the ghost.
    assert_eq!(m.scores, vec![0, 2]);
}

#[test]
fn rules_20_4_a_closed_cemetery_gives_its_keeper_a_guard_meeple_and_costs_its_ghosts() {
    let mut m = table(2, &[(0, 0, CEMETERY, 0)], &[]);
    let keeper = stand(&mut m, 0, PieceKind::Meeple, (0, 0), Spot::Keeper, 1);
    m.scores = vec![5, 0];
    let guards = |m: &Match| {
        m.pieces
            .iter()
            .filter(|p| p.owner == 0 && p.kind == PieceKind::Guard && p.loc == Loc::Supply)
            .count()
    };
    assert_eq!(guards(&m), 2);
    let (last, out) = complete_ring(&mut m, (0, 0));
    m.score_completed(last, &out.completed);
    assert_eq!(guards(&m), 3);
    assert_eq!(m.scores, vec![3, 0]);
    assert_eq!(m.piece(keeper).loc, Loc::Supply);
    assert_eq!(m.ghost_supply, 15);
}

#[test]
fn rules_20_5_final_scoring_farmers_castles_ghosts_and_open_cemeteries() {
    // A completed 2-tile city and an open one, both bordering one field; a castle with two
    // of its neighbours; a keeper on an open cemetery.
    let mut m = table(
        3,
        &[
            (0, 0, CAP, 0),
            (0, 1, CAP, 2),
            (1, 0, CAP, 0),
            (10, 0, CASTLE, 0),
            (11, 0, ALL_MIST, 0),
            (9, 0, MONASTERY, 0),
            (20, 0, CEMETERY, 0),
        ],
        &[],
    );
    let field = area(&m, (0, 0), FeatureKind::Field);
    stand(&mut m, 0, PieceKind::Meeple, (0, 0), field, 1);
    let castle = area(&m, (10, 0), FeatureKind::Castle);
    stand(&mut m, 1, PieceKind::Guard, (10, 0), castle, 0);
    stand(&mut m, 2, PieceKind::Meeple, (20, 0), Spot::Keeper, 2);
    m.scores[2] = 5;
    m.final_scoring();
    // Farmer: 3 for the one completed city, −1 for its ghost. Castle: itself and the all-mist
    // neighbour are misty: 2. Keeper: nothing, and its ghosts cost nothing.
    assert_eq!(m.scores, vec![2, 2, 5]);
    assert_eq!(m.breakdown[2].ghost_penalty, 0);
    assert_eq!(m.breakdown[0].points[Category::Field as usize], 3);
    assert_eq!(m.breakdown[0].ghost_penalty, -1);
    assert!(m.pieces.iter().all(|p| !matches!(p.loc, Loc::Board { .. })));
    assert_eq!(m.ghost_supply, 15);
}

fn field_of(m: &Match, cell: Cell) -> Option<FeatureId> {
    m.board
        .meeple_spots(cell)
        .into_iter()
        .map(|(_, f)| f)
        .find(|&f| m.board.feature(f).kind == FeatureKind::Field)
}

#[test]
fn rules_20_2_mist_separates_fields_for_farmers() {
    // Tile 56 (a field with a misty east side) with its misty side against a farmed field: two
    // fields, so the new tile's field is free. With its clear side against it: one field, taken.
    const HALF: u16 = 56;
    for (x, taken) in [(-1, false), (1, true)] {
        let mut m = table(2, &[(0, 0, MONASTERY, 0)], &[MONASTERY]);
        let f = area(&m, (0, 0), FeatureKind::Field);
        stand(&mut m, 1, PieceKind::Meeple, (0, 0), f, 0);
        draw_to_place(&mut m, HALF);
        place(&mut m, x, 0, 0);
        while matches!(m.stage, Stage::GhostOther | Stage::GhostOwn) {
            let g = m.legal()[0];
            m.apply(g).unwrap();
        }
        let new = field_of(&m, Cell::new(x, 0)).unwrap();
        assert_eq!(
            new == field_of(&m, Cell::new(0, 0)).unwrap(),
            taken,
            "tile at x = {x}"
        );
        let offered = m
            .free_spots()
            .iter()
            .any(|&s| matches!(s, Spot::Area(a) if m.is_field(Cell::new(x, 0), a)));
        assert_eq!(offered, !taken, "tile at x = {x}");
    }
}

#[test]
fn rules_20_5_final_floor_does_not_depend_on_the_order_of_scorings() {
    // A seat at 0 with a −1 final scoring (a 1-tile road, 2 ghosts: 1 − 2) and a +3 one (a
    // farmer). Floored after each, the road first would give 0 then 3, the farmer first 3 then
    // 2: the final scorings are summed first, so it is 2 either way.
    let mut m = table(2, &[(0, 0, CAP, 0), (0, 1, CAP, 2), (5, 5, 201, 0)], &[]);
    let field = area(&m, (0, 0), FeatureKind::Field);
    stand(&mut m, 0, PieceKind::Meeple, (0, 0), field, 0);
    let road = area(&m, (5, 5), FeatureKind::Road);
    stand(&mut m, 0, PieceKind::Meeple, (5, 5), road, 2);
    m.final_scoring();
    assert_eq!(m.scores[0], 2);
    assert_eq!(m.breakdown[0].ghost_penalty, -2);
}

/// Pieces, ghosts and tiles are conserved after every decision (RULES §20.1): every piece is in
/// a supply or stands on a feature of a placed tile (keepers on a cemetery); guard meeples leave
/// the general supply only for closed cemeteries.
fn check_conservation(m: &Match, total_tiles: usize) {
    let s = &m.setup;
    let n = s.players as usize;
    for (i, p) in m.pieces.iter().enumerate() {
        if let Loc::Board { cell, spot } = p.loc {
            match spot {
                Spot::Area(_) => assert!(m.feature_of(PieceId(i as u8)).is_some()),
                Spot::Keeper => assert_eq!(
                    m.board.def_at(cell).map(|d| d.special),
                    Some(mists_board::Special::Cemetery)
                ),
            }
        }
    }
    for seat in 0..s.players {
        let rewarded = m
            .happenings
            .iter()
            .filter(|h| matches!(h, Happening::Keeper { seat: k, guard: true, .. } if *k == seat))
            .count();
        let general = m
            .pieces
            .iter()
            .filter(|p| p.owner == seat && p.loc == Loc::General)
            .count();
        assert_eq!(general + rewarded, s.guard_supply as usize, "seat {seat}");
    }
    assert_eq!(
        m.pieces.len(),
        n * (s.meeples + s.guards + s.guard_supply) as usize
    );
    for seat in 0..s.players {
        let mine: Vec<&Piece> = m.pieces.iter().filter(|p| p.owner == seat).collect();
        assert_eq!(
            mine.iter().filter(|p| p.kind == PieceKind::Meeple).count(),
            s.meeples as usize
        );
        assert!(
            mine.iter()
                .filter(|p| p.loc == Loc::General)
                .all(|p| p.kind == PieceKind::Guard)
        );
    }
    let on_pieces: u32 = m.pieces.iter().map(|p| p.ghosts as u32).sum();
    assert_eq!(on_pieces + m.ghost_supply as u32, s.ghosts as u32);
    assert!(
        m.pieces
            .iter()
            .all(|p| p.ghosts < 3 && (p.kind == PieceKind::Meeple || p.ghosts == 0))
    );
    assert!(
        m.pieces
            .iter()
            .all(|p| p.ghosts == 0 || matches!(p.loc, Loc::Board { .. }))
    );
    let in_hand = matches!(m.stage, Stage::Place(_)) as usize;
    let laid = m.board.placed().len() - m.tiles().start.len();
    assert_eq!(
        laid + m.set_aside.len() + m.tiles_left() + in_hand,
        total_tiles
    );
}

#[test]
fn random_matches_conserve_pieces_ghosts_and_tiles_and_end_when_the_tiles_run_out() {
    let set = tiles();
    let total = set.copies.len();
    for game in 0..12u64 {
        let players = 2 + (game % 4) as u8;
        let mut m = Match::new(set.clone(), CompetitiveSetup::players(players), game).unwrap();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(game);
        let mut decisions = 0;
        while !m.is_over() {
            let legal = m.legal();
            assert!(
                !legal.is_empty(),
                "game {game}: a decision with no option at {:?}",
                m.stage
            );
            m.apply(legal[(rng.next_u64() % legal.len() as u64) as usize])
                .unwrap();
            check_conservation(&m, total);
            decisions += 1;
            assert!(decisions < 10 * total, "game {game} does not end");
        }
        assert_eq!(m.tiles_left(), 0);
        assert!(m.pieces.iter().all(|p| !matches!(p.loc, Loc::Board { .. })));
        assert_eq!(m.ghost_supply, 15);
        assert!(matches!(
            m.happenings.last(),
            Some(Happening::GameOver { .. })
        ));
    }
}

#[test]
fn rotations_at_one_cell_are_the_legal_placements_there() {
    // RULES §20.2: the hover preview's one-cell answer must be what `legal` lists, at every
    // frontier cell and at a cell off the frontier, through a whole match.
    let set = tiles();
    let mut m = Match::new(set.clone(), CompetitiveSetup::players(3), 11).unwrap();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(11);
    let mut placements_checked = 0;
    while !m.is_over() {
        let legal = m.legal();
        if matches!(m.stage, Stage::Place(_)) {
            let cells: Vec<Cell> = m.board.frontier().chain([Cell::new(40, 40)]).collect();
            for cell in cells {
                let listed: Vec<Rotation> = legal
                    .iter()
                    .filter_map(|p| match *p {
                        Play::Place { cell: c, rot } if c == cell => Some(rot),
                        _ => None,
                    })
                    .collect();
                assert_eq!(m.rotations_at(cell), listed, "{cell:?} at {:?}", m.stage);
            }
            placements_checked += 1;
        } else {
            assert!(m.rotations_at(Cell::new(0, 1)).is_empty(), "{:?}", m.stage);
        }
        m.apply(legal[(rng.next_u64() % legal.len() as u64) as usize])
            .unwrap();
    }
    assert!(placements_checked > 50, "{placements_checked}");
}

#[test]
fn a_match_is_a_pure_function_of_seed_and_decisions() {
    let set = tiles();
    let play = |seed| {
        let mut m = Match::new(set.clone(), CompetitiveSetup::players(3), seed).unwrap();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(99);
        while !m.is_over() {
            let legal = m.legal();
            m.apply(legal[(rng.next_u64() % legal.len() as u64) as usize])
                .unwrap();
        }
        (m.scores.clone(), m.happenings.len())
    };
    assert_eq!(play(5), play(5));
    assert_ne!(play(5), play(6));
}

#[test]
fn setup_refuses_bad_player_counts() {
    assert_eq!(
        Match::new(tiles(), CompetitiveSetup::players(1), 0).unwrap_err(),
        SetupError::Players(1)
    );
    assert_eq!(
        Match::new(tiles(), CompetitiveSetup::players(6), 0).unwrap_err(),
        SetupError::Players(6)
    );
}

#[test]
fn a_competitive_record_is_told_from_a_cooperative_one_and_from_a_preset() {
    use super::file::{CompetitiveRecord, is_competitive, is_competitive_record};
    let rec = CompetitiveRecord {
        competitive: "competitive.ron".into(),
        players: 3,
        seed: 9,
        piles: None,
        plays: vec![Play::Pass],
        whole: None,
    };
    assert!(is_competitive_record(&rec.to_ron()));
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../assets/levels");
    let preset = std::fs::read_to_string(root.join("competitive.ron")).unwrap();
    assert!(is_competitive(&preset) && !is_competitive_record(&preset));
    let coop = "(preset: Builtin(2), players: (players: 2), seed: 4, decisions: [])";
    assert!(!is_competitive_record(coop));
    assert!(!is_competitive_record("not ron at all ("));
}
