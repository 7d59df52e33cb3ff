//! Invariants over many seeded random games on every level and player count (issue: engine §6),
//! and exact replay of each game's record.

mod common;
use common::*;
use mists_rules::record::{PresetRef, Record};
use mists_rules::snapshot::snapshot;
use mists_rules::*;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn pool_size(e: &Engine) -> usize {
    let cfg = e.table().cfg();
    let board = &e.table().board;
    let tiles = board.tiles();
    tiles
        .copy_indices()
        .filter(|c| {
            let s = tiles.copy_def(*c).special;
            !cfg.exclude.iter().any(|x| match x {
                mists_rules::level::Exclude::Castles => s == mists_board::Special::Castle,
                mists_rules::level::Exclude::Cemeteries => s == mists_board::Special::Cemetery,
            })
        })
        .count()
}

fn check(e: &Engine, pool: usize, last_totals: &mut Vec<u32>, what: &str) {
    let g = &e.table().ghosts;
    assert_eq!(
        g.supply as u32 + g.on_board(),
        g.total as u32,
        "{what}: ghosts on board + supply = level count"
    );
    let board = &e.table().board;
    for m in &e.table().meeples.0 {
        match m.loc {
            MeepleLoc::Board { cell, area } => {
                let def = board
                    .def_at(cell)
                    .unwrap_or_else(|| panic!("{what}: meeple on an empty cell"));
                assert!(
                    def.area(area).kind.is_meeple_spot(),
                    "{what}: meeple on a non-spot"
                );
            }
            MeepleLoc::Buried { cell } => {
                assert_eq!(
                    board.def_at(cell).unwrap().special,
                    mists_board::Special::Cemetery,
                    "{what}"
                )
            }
            _ => {}
        }
    }
    let piles = &e.table().piles;
    let placed = board.placed().iter().filter(|p| p.copy.is_some()).count();
    let in_hand = e.turn().tiles_in_hand();
    let in_piles: usize = piles.left().iter().sum();
    assert_eq!(
        placed + in_piles + piles.discarded.len() + piles.facedown.len() + in_hand,
        pool,
        "{what}: placed + piles + discarded + facedown + in hand = pool"
    );
    let totals = e.table().score.totals.clone();
    assert!(
        totals.iter().zip(last_totals.iter()).all(|(a, b)| a >= b),
        "{what}: totals never decrease"
    );
    *last_totals = totals;
}

#[test]
fn random_games_keep_every_invariant_and_replay_exactly() {
    let mut ends = std::collections::BTreeMap::new();
    for level in 1..=6u8 {
        for players in [1u8, 2, 3, 5] {
            for seed in 0..12u64 {
                let what = format!("level {level}, {players} players, seed {seed}");
                let (cfg, tiles) = common::level(level);
                let setup = PlayerSetup::new(players);
                let mut e = Engine::new(cfg.clone(), &tiles, &setup, seed).unwrap();
                let pool = pool_size(&e);
                let mut last = e.table().score.totals.clone();
                let mut rng = ChaCha8Rng::seed_from_u64(seed * 31 + level as u64);
                let mut decisions = Vec::new();
                // The same machine without an App, decision by decision (one rules machine).
                let mut sim = Sim::new(cfg, &tiles, &setup, seed).unwrap();
                check(&e, pool, &mut last, &what);
                while e.outcome().is_none() {
                    let p = e
                        .pending()
                        .unwrap_or_else(|| panic!("{what}: no decision pending"))
                        .clone();
                    let d = p.options[(rng.next_u64() % p.options.len() as u64) as usize];
                    e.decide(d)
                        .unwrap_or_else(|r| panic!("{what}: offered option rejected: {r}"));
                    decisions.push(d);
                    sim.decide(d).unwrap();
                    check(&e, pool, &mut last, &what);
                    assert!(decisions.len() < 2000, "{what}: game does not end");
                }
                *ends
                    .entry(format!("{:?}", e.outcome().unwrap()))
                    .or_insert(0) += 1;
                let status = *e
                    .world()
                    .resource::<bevy_state::state::State<Status>>()
                    .get();
                assert!(
                    matches!(status, Status::Won | Status::Lost),
                    "{what}: final state {status:?}"
                );

                assert_eq!(
                    e.flow().record,
                    decisions,
                    "{what}: the engine's own record"
                );
                let rec = Record {
                    preset: PresetRef::Path(mists_rules::LevelConfig::builtin_path(
                        &assets(),
                        level,
                    )),
                    players: setup,
                    seed,
                    decisions,
                    tiles_version: None,
                };
                let text = rec.to_ron();
                let back = Record::from_ron(&text, "mem").unwrap();
                let replayed = back.replay(std::path::Path::new("/"), "mem", None).unwrap();
                assert_eq!(replayed.snapshot(), e.snapshot(), "{what}: replay differs");
                assert_eq!(
                    snapshot(&sim.table, &sim.flow),
                    snapshot(e.table(), e.flow()),
                    "{what}: the App-free machine differs"
                );
                assert_eq!(
                    sim.take_events(),
                    e.log().0,
                    "{what}: App-free events differ"
                );
                assert_eq!(
                    replayed.log().0,
                    e.log().0,
                    "{what}: replayed events differ"
                );
            }
        }
    }
    eprintln!("outcomes: {ends:?}");
    assert!(ends.keys().any(|k| k.contains("GhostShortage")));
}

#[test]
fn the_same_seed_deals_the_same_piles_and_another_seed_does_not() {
    let deal = |seed| {
        let e = engine(3, 2, seed);
        e.table().piles.piles.clone()
    };
    assert_eq!(deal(42), deal(42));
    assert_ne!(deal(42), deal(43));
    // Pinned: the first tiles of seed 42 on Level 3 must never change across machines/versions
    // (ChaCha8 + our own Fisher–Yates). Checked once by hand when written.
    let e = engine(3, 2, 42);
    let board = &e.table().board;
    let ids: Vec<u16> = deal(42)[0]
        .iter()
        .rev()
        .take(5)
        .map(|c| board.tiles().copy_def(*c).id.0)
        .collect();
    assert_eq!(ids.len(), 5);
    assert_eq!(ids, PINNED_SEED42_L3);
}

const PINNED_SEED42_L3: [u16; 5] = [35, 4, 44, 13, 23];

// RULES §13.1, §14.4: burying, or a hound joining, one of two meeples of one colour that stand
// in one feature on one tile has one effect, so the window shows it once; a meeple with a hound
// is not interchangeable for a burial (the hound is lost with it), nor is one of another colour
// or on another tile.
#[test]
fn interchangeable_meeples_are_offered_once() {
    let e = engine(5, 1, 1);
    let mut t = e.table().clone();
    let start = mists_board::Cell::new(0, 0);
    let (area, _) = t.board.meeple_spots(start)[0];
    let colour = t.meeples.get(MeepleId(0)).colour;
    let same: Vec<MeepleId> = t
        .meeples
        .ids()
        .filter(|&m| t.meeples.get(m).colour == colour)
        .take(2)
        .collect();
    let other = t
        .meeples
        .ids()
        .find(|&m| t.meeples.get(m).colour != colour)
        .expect("a second colour");
    for &m in same.iter().chain([&other]) {
        t.meeples.0[m.0 as usize].loc = MeepleLoc::Board { cell: start, area };
    }
    let ask = |kind: DecisionKind, f: fn(MeepleId) -> Decision| PendingDecision {
        kind,
        options: vec![f(same[0]), f(same[1]), f(other)],
    };
    let bury = ask(DecisionKind::Bury { cemetery: start }, |m| Decision::Bury {
        meeple: m,
    });
    assert_eq!(
        t.distinct_options(&bury),
        vec![
            Decision::Bury { meeple: same[0] },
            Decision::Bury { meeple: other }
        ]
    );
    let join = ask(DecisionKind::AttachHound { hound: 0 }, |m| {
        Decision::AttachHound { meeple: m }
    });
    assert_eq!(t.distinct_options(&join).len(), 2);
    // With a hound at one of them, the two burials differ.
    t.hounds.0[0] = HoundState::Attached(same[1]);
    assert_eq!(t.distinct_options(&bury), bury.options);
    // Every other question is shown as the engine asks it.
    let score = PendingDecision {
        kind: DecisionKind::ScoringOrder,
        options: vec![
            Decision::Score,
            Decision::Pacify {
                cell: None,
                count: 0,
            },
        ],
    };
    assert_eq!(t.distinct_options(&score), score.options);
}
