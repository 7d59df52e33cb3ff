use super::*;
use crate::level::LevelConfig;
use crate::setup::PlayerSetup;
use crate::sim::Sim;
use std::path::Path;

/// Games of `level` played with each decision's first option until one is lost by `reason`.
fn lost_by(level: u8, players: u8, reason: LossReason) -> Sim {
    let assets = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../../assets"));
    let (cfg, tiles) =
        crate::level::load_preset(&LevelConfig::builtin_path(assets, level)).unwrap();
    (0..200)
        .find_map(|seed| {
            let mut sim = Sim::new(cfg.clone(), &tiles, &PlayerSetup::new(players), seed).unwrap();
            while let Some(p) = sim.pending().cloned() {
                let pick = p.options[(seed as usize) % p.options.len()];
                sim.decide(pick).unwrap();
            }
            (sim.outcome() == Some(Outcome::Lost(reason))).then_some(sim)
        })
        .expect("some seed loses that way")
}

#[test]
fn a_ghost_shortage_names_the_tile_and_how_many_ghosts_it_lacked() {
    let sim = lost_by(1, 1, LossReason::GhostShortage);
    let Some(LossDetail::Ghosts {
        cell,
        needed,
        supply,
    }) = loss_detail(&sim.table, &sim.turn, &sim.flow)
    else {
        panic!("no detail for a ghost shortage");
    };
    assert!(needed > supply, "needed {needed}, supply {supply}");
    assert_eq!(Some(cell), sim.table.board.placed().last().map(|p| p.cell));
}

#[test]
fn a_pile_run_dry_names_the_pile_the_threshold_and_who_fell_short() {
    let sim = lost_by(3, 2, LossReason::TilesExhausted);
    let Some(LossDetail::Tiles {
        pile,
        piles,
        threshold,
        short,
    }) = loss_detail(&sim.table, &sim.turn, &sim.flow)
    else {
        panic!("no detail for a pile run dry");
    };
    assert_eq!(sim.table.piles.left()[pile], 0, "that pile is empty");
    assert!(pile < piles && piles == 3);
    assert_eq!(threshold, sim.table.cfg().thresholds[pile]);
    assert_eq!(short.len(), 1, "Level 3 has one shared total");
    assert!(short[0].1 < threshold);
}

#[test]
fn the_pile_need_counts_the_pile_in_play_and_each_meeple_short_of_the_threshold() {
    // Level 6 at the start: pile 1 of 3 against the first threshold, all three meeples at 0.
    let assets = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../../assets"));
    let (cfg, tiles) = crate::level::load_preset(&LevelConfig::builtin_path(assets, 6)).unwrap();
    let mut sim = Sim::new(cfg, &tiles, &PlayerSetup::new(2), 3).unwrap();
    let need = pile_need(&sim.table, &sim.flow).unwrap();
    let th = sim.table.cfg().thresholds[0];
    assert_eq!(need.pile, 0);
    assert_eq!(need.tiles_left, sim.table.piles.left()[0]);
    assert_eq!(need.threshold, th);
    let colours: Vec<Colour> = need.needs.iter().map(|(c, _)| *c).collect();
    assert_eq!(colours, sim.table.score.holders);
    assert!(need.needs.iter().all(|(_, n)| *n == th));
    // One meeple past the threshold needs nothing; another 2 short needs 2.
    sim.table.score.totals = vec![th, th - 2, 0];
    let need = pile_need(&sim.table, &sim.flow).unwrap();
    let holders = &sim.table.score.holders;
    assert_eq!(need.needs, vec![(holders[1], 2), (holders[2], th)]);
    // Early in the game every need is within reach.
    assert!(need.out_of_reach().is_empty(), "{need:?}");
    sim.flow.over = Some(Outcome::Won);
    assert_eq!(pile_need(&sim.table, &sim.flow), None);
}

#[test]
fn the_reach_bound_fires_only_when_the_pile_cannot_make_the_need() {
    let assets = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../../assets"));
    let (cfg, tiles) = crate::level::load_preset(&LevelConfig::builtin_path(assets, 6)).unwrap();
    let mut sim = Sim::new(cfg, &tiles, &PlayerSetup::new(2), 3).unwrap();
    // The last pile in play with its last tile, every total at 0, and a goal of 500: two
    // tiles (the pile's last and this turn's) cannot bring a meeple that far.
    std::sync::Arc::make_mut(&mut sim.table.level).thresholds = vec![10, 25, 500];
    let piles = std::sync::Arc::make_mut(&mut sim.table.piles);
    piles.active = 2;
    piles.piles[2].truncate(1);
    sim.table.score.markers_resolved = 2;
    let need = pile_need(&sim.table, &sim.flow).unwrap();
    assert_eq!((need.tiles_left, need.threshold), (1, 500));
    assert!(need.reach < 500, "{need:?}");
    assert_eq!(need.out_of_reach(), sim.table.score.holders);
    // Close to it, the need is within the bound again.
    sim.table.score.totals = vec![480, 490, 500 - need.reach];
    let need = pile_need(&sim.table, &sim.flow).unwrap();
    assert!(need.out_of_reach().is_empty(), "{need:?}");
    // One point more than the bound is out of reach for that meeple alone.
    sim.table.score.totals[2] -= 1;
    let need = pile_need(&sim.table, &sim.flow).unwrap();
    assert_eq!(need.out_of_reach(), vec![sim.table.score.holders[2]]);
    // A full pile in play: the bound grows with its tiles.
    let piles = std::sync::Arc::make_mut(&mut sim.table.piles);
    piles.piles[2] = piles.piles[1].clone();
    sim.table.score.totals = vec![0; 3];
    let need = pile_need(&sim.table, &sim.flow).unwrap();
    assert!(
        need.reach >= 500 && need.out_of_reach().is_empty(),
        "{need:?}"
    );
}

/// The bound is an upper bound: over random games of Levels 3 and 6, no turn gains more than
/// the bound for that turn's tile alone said at its start, and no scoring meeple gains more
/// while a pile is in play than the bound said when that pile's turns began.
#[test]
fn no_game_gains_more_than_the_reach_bound() {
    let assets = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../../assets"));
    for level in [3u8, 6] {
        let (cfg, tiles) =
            crate::level::load_preset(&LevelConfig::builtin_path(assets, level)).unwrap();
        for seed in 0..20u64 {
            let mut sim = Sim::new(cfg.clone(), &tiles, &PlayerSetup::new(2), seed).unwrap();
            // At each turn's start: the pile in play, the bounds for this turn's tile alone
            // and for the pile, the totals.
            let mut marks: Vec<(usize, u32, u32, Vec<u32>)> = Vec::new();
            let mut turn = 0;
            loop {
                if sim.table.turn != turn || sim.pending().is_none() {
                    turn = sim.table.turn;
                    let need = pile_need(&sim.table, &sim.flow);
                    let one = reach_bound(&sim.table, 0);
                    let (pile, reach) = need.map_or((usize::MAX, 0), |n| (n.pile, n.reach));
                    marks.push((pile, one, reach, sim.table.score.totals.clone()));
                }
                let Some(p) = sim.pending().cloned() else {
                    break;
                };
                let pick = p.options[(seed as usize + turn as usize) % p.options.len()];
                sim.decide(pick).unwrap();
            }
            for (k, (pile, one, reach, totals)) in marks.iter().enumerate() {
                let Some(next) = marks.get(k + 1) else { break };
                let gain = |later: &[u32]| later.iter().zip(totals).map(|(b, a)| b - a).max();
                let turn_gain = gain(&next.3).unwrap_or(0);
                assert!(
                    turn_gain <= *one,
                    "level {level} seed {seed}: a turn +{turn_gain} > {one}"
                );
                // Until the next pile comes into play (its first mark) or the game ends.
                let until = marks[k + 1..]
                    .iter()
                    .find(|m| m.0 != *pile)
                    .unwrap_or(&marks[marks.len() - 1]);
                let pile_gain = gain(&until.3).unwrap_or(0);
                assert!(
                    pile_gain <= *reach,
                    "level {level} seed {seed}: +{pile_gain} > {reach}"
                );
            }
        }
    }
}

#[test]
fn a_game_in_progress_or_won_has_no_loss() {
    let sim = lost_by(1, 1, LossReason::GhostShortage);
    let mut won = sim.flow.clone();
    won.over = Some(Outcome::Won);
    assert_eq!(loss_detail(&sim.table, &sim.turn, &won), None);
    won.over = None;
    assert_eq!(loss_detail(&sim.table, &sim.turn, &won), None);
}

#[test]
fn a_pile_is_settled_when_its_threshold_is_reached_or_the_game_ends() {
    // Level 3 and 6 games with a fixed mix of options (random play scores little, so every other
    // game is lifted to the threshold in force at its tenth decision): each pile is open while in
    // play, reached once the next one is in play, and failed only by the loss that leaves it in
    // play.
    let (mut open, mut reached, mut failed) = (0, 0, 0);
    for level in [3u8, 6] {
        for seed in 0..12u64 {
            let assets = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../../assets"));
            let (cfg, tiles) =
                crate::level::load_preset(&LevelConfig::builtin_path(assets, level)).unwrap();
            let mut sim = Sim::new(cfg, &tiles, &PlayerSetup::new(2), seed).unwrap();
            let mut k = 0usize;
            while let Some(p) = sim.pending().cloned() {
                let active = sim.table.piles.active;
                assert_eq!(pile_settled(active, &sim.table, &sim.flow), None);
                open += 1;
                if active > 0 {
                    assert_eq!(pile_settled(active - 1, &sim.table, &sim.flow), Some(true));
                }
                if seed % 2 == 0 && k == 10 {
                    let th = sim.table.next_threshold();
                    sim.table.score.totals.iter_mut().for_each(|t| *t = th);
                }
                sim.decide(p.options[(seed as usize + k) % p.options.len()])
                    .unwrap();
                k += 1;
            }
            let active = sim.table.piles.active;
            if active > 0 {
                // A pile reached earlier stays reached, whatever the end.
                assert_eq!(pile_settled(active - 1, &sim.table, &sim.flow), Some(true));
            }
            match sim.outcome() {
                Some(Outcome::Won) => {
                    assert_eq!(pile_settled(active, &sim.table, &sim.flow), Some(true))
                }
                _ => {
                    assert_eq!(pile_settled(active, &sim.table, &sim.flow), Some(false));
                    failed += 1;
                }
            }
            reached += active;
        }
    }
    assert!(
        open > 0 && failed > 0 && reached > 2,
        "{open} {failed} {reached}"
    );
}
