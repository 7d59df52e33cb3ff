//! Competitive scenarios: a position taken from a real match starts again from its scenario (as a
//! preset's RON) and plays on to the same end; damaged entries are refused naming the entry; a
//! record's `piles` fixes the draw order.

use super::file::{CompetitiveRecord, preset_from_text};
use super::scenario::CompetitiveScenario;
use super::*;
use rand::{Rng, SeedableRng};
use std::path::Path;

fn levels() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../assets/levels")
}

/// The shipped preset with `scenario` written into it, read back as a file would be.
fn preset_with(scenario: &CompetitiveScenario) -> Result<Match, String> {
    let base = std::fs::read_to_string(levels().join("competitive.ron")).unwrap();
    let sc = ron::ser::to_string(scenario).unwrap();
    let text = base.trim_end().trim_end_matches(')').to_string()
        + &format!("    scenario: Some({sc}),\n)");
    let (p, tiles) = preset_from_text(&text, "puzzle.ron", &levels()).map_err(|e| e.to_string())?;
    Match::start(tiles, p.setup(3), 0, p.scenario.as_ref()).map_err(|e| e.to_string())
}

fn random_play(m: &Match, rng: &mut ChaCha8Rng) -> Play {
    let legal = m.legal();
    legal[(rng.next_u64() % legal.len() as u64) as usize]
}

/// What must agree between a match and the same position started from its scenario.
fn position(m: &Match) -> String {
    let placed: Vec<_> = m
        .board
        .placed()
        .iter()
        .map(|p| (p.cell, p.ty, p.rot))
        .collect();
    let pieces: Vec<_> = m
        .pieces
        .iter()
        .map(|p| (p.owner, p.kind, p.loc, p.ghosts))
        .collect();
    // Copies of one tile are alike here: a scenario names tiles, not copies.
    let stage = match m.stage {
        Stage::Place(c) => format!("place tile {}", m.tiles().def(m.tiles().copy(c).ty).id),
        other => format!("{other:?}"),
    };
    format!(
        "{placed:?} {pieces:?} {:?} {} {stage} {} {} {:?}",
        m.scores,
        m.current,
        m.tiles_left(),
        m.ghost_supply,
        m.legal()
    )
}

fn real_match(seed: u64, plays: usize) -> (Match, ChaCha8Rng) {
    let (p, tiles) = file::load_preset(&levels().join("competitive.ron")).unwrap();
    let mut m = Match::new(tiles, p.setup(3), seed).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    while m.plays.len() < plays || !matches!(m.stage, Stage::Place(_)) {
        let play = random_play(&m, &mut rng);
        m.apply(play).unwrap();
    }
    (m, rng)
}

#[test]
fn a_position_from_a_real_match_starts_again_from_its_scenario_and_plays_on_the_same() {
    for (seed, at) in [(1, 40), (2, 90), (3, 150)] {
        let (mut played, mut rng) = real_match(seed, at);
        let sc = played.to_scenario().expect("a turn's start");
        assert!(
            sc.pieces.iter().any(|p| p.ghosts > 0) || seed != 3,
            "ghosts on pieces"
        );
        let mut again = preset_with(&sc).unwrap();
        assert_eq!(position(&again), position(&played), "seed {seed} at {at}");
        // An undo replays from the scenario, not from a shuffled start.
        let mut tried = again.clone();
        tried.apply(tried.legal()[0]).unwrap();
        assert_eq!(position(&tried.undone().unwrap()), position(&again));
        // The rest of the match goes the same way from both.
        while !played.is_over() {
            let play = random_play(&played, &mut rng);
            played.apply(play).unwrap();
            again.apply(play).unwrap();
        }
        assert_eq!(again.scores, played.scores, "seed {seed}");
        assert!(again.from_scenario() && !played.from_scenario());
    }
}

#[test]
fn a_damaged_scenario_is_refused_naming_the_entry() {
    let (m, _) = real_match(5, 60);
    let good = m.to_scenario().unwrap();
    assert!(preset_with(&good).is_ok());
    let guard_at = good
        .pieces
        .iter()
        .position(|p| p.kind == PieceKind::Meeple)
        .unwrap();
    let cases: Vec<(Box<dyn Fn(&mut CompetitiveScenario)>, &str)> = vec![
        (
            Box::new(|s| s.pile.as_mut().unwrap()[0] = TileId(999)),
            "pile entry 1: no copy of tile 999",
        ),
        (Box::new(|s| s.board[0].cell = (40, 40)), "board entry 1"),
        (
            Box::new(|s| s.board[2].cell = s.board[1].cell),
            "board entry 3",
        ),
        (Box::new(|s| s.board[0].rot = 7), "rotation 7"),
        (
            Box::new(|s| s.pieces[0].spot = Spot::Area(mists_board::AreaIdx(40))),
            "piece entry 1",
        ),
        (
            Box::new(move |s| {
                s.pieces[guard_at].kind = PieceKind::Guard;
                s.pieces[guard_at].ghosts = 1;
            }),
            "guard meeple none",
        ),
        (Box::new(|s| s.pieces[0].ghosts = 3), "at most 2"),
        (
            Box::new(|s| s.scores = Some(vec![1, 2])),
            "scores: one per seat (3)",
        ),
        (Box::new(|s| s.current = 3), "current: seat 4 of 3"),
        (
            Box::new(|s| s.general_guards = Some(vec![9, 0, 0])),
            "general_guards",
        ),
    ];
    for (damage, words) in cases {
        let mut bad = good.clone();
        damage(&mut bad);
        let e = preset_with(&bad).expect_err("refused");
        assert!(e.contains("scenario") && e.contains(words), "{words}: {e}");
    }
    // An unknown key is refused by the RON reader with its place.
    let base = std::fs::read_to_string(levels().join("competitive.ron")).unwrap();
    let text =
        base.trim_end().trim_end_matches(')').to_string() + "    scenario: Some((tiles: [])),\n)";
    let e = preset_from_text(&text, "puzzle.ron", &levels())
        .err()
        .unwrap()
        .to_string();
    assert!(e.contains("puzzle.ron") && e.contains("tiles"), "{e}");
}

#[test]
fn a_records_piles_fix_the_draw_order() {
    let (p, _) = file::load_preset(&levels().join("competitive.ron")).unwrap();
    let rec = CompetitiveRecord {
        competitive: levels().join("competitive.ron"),
        players: 2,
        seed: 9,
        // Bottom first: the crossroads (X, 224) is drawn first, then a straight road (U, 221).
        piles: Some(vec![TileId(222), TileId(221), TileId(224)]),
        plays: Vec::new(),
        whole: None,
    };
    let text = rec.to_ron();
    assert!(text.contains("piles"));
    let back: CompetitiveRecord = ron::from_str(&text).unwrap();
    assert_eq!(back, rec);
    let mut m = rec.replay(&levels(), "rec.ron", None).unwrap();
    assert_eq!(m.tiles_left(), 2);
    let Stage::Place(c) = m.stage else {
        panic!("a tile waits")
    };
    assert_eq!(m.tiles().def(m.tiles().copy(c).ty).id, TileId(224));
    let place = m.legal()[0];
    m.apply(place).unwrap();
    while !matches!(m.stage, Stage::Place(_) | Stage::Over) {
        m.apply(Play::Pass)
            .or_else(|_| m.apply(m.legal()[0]))
            .unwrap();
    }
    let Stage::Place(c) = m.stage else {
        panic!("the next tile waits")
    };
    assert_eq!(m.tiles().def(m.tiles().copy(c).ty).id, TileId(221));
    assert_eq!(p.players, 2);
}

/// "Why not here" and the legal plays agree: a placement is legal exactly where `why_not` has
/// nothing to say, at every cell around the board and every rotation.
#[test]
fn why_not_is_silent_exactly_where_a_placement_is_legal() {
    for (seed, at) in [(4, 0), (6, 50)] {
        let (m, _) = real_match(seed, at);
        let legal = m.legal();
        let mut mismatches = 0;
        for x in -12..=12 {
            for y in -12..=12 {
                for r in 0..4 {
                    let (cell, rot) = (Cell::new(x, y), Rotation(r));
                    let why = m.why_not(cell, rot);
                    assert_eq!(
                        why.is_none(),
                        legal.contains(&Play::Place { cell, rot }),
                        "{cell} {r}"
                    );
                    mismatches += usize::from(matches!(
                        why,
                        Some(mists_board::PlacementError::Mismatch { .. })
                    ));
                }
            }
        }
        assert!(mismatches > 0, "some cell clashes");
    }
}
