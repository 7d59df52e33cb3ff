//! Losing by the pile, watched (RULES §14.1–§14.3), and why a lost game was lost, in numbers
//! (RULES §16.2): what the table panel and the game-over screen state and mark on the board.
//! Read from the table and the turn; the pile sizes are public (the piles stand on the table).

use crate::event::LossReason;
use crate::flow::{Flow, Outcome};
use crate::model::{Colour, HoundState};
use crate::table::Table;
use crate::turn::{TileStep, Turn};
use mists_board::{AreaKind, Cell, FeatureKind};

/// The cause of a loss.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LossDetail {
    /// RULES §10.6, §16.2: the tile laid at `cell` needed `needed` ghosts in step 2a and the
    /// supply held `supply`.
    Ghosts {
        cell: Cell,
        needed: u32,
        supply: u32,
    },
    /// RULES §14.3, §16.2: a tile had to be drawn from pile `pile` (0-based, of `piles`) and it
    /// was empty before `threshold` was reached; `short` lists each scoring meeple still below it
    /// with its total (one shared meeple in Levels 1–5).
    Tiles {
        pile: usize,
        piles: usize,
        threshold: u32,
        short: Vec<(Colour, u32)>,
    },
}

/// The pile in play against the threshold in force: how many tiles it still holds and how many
/// points each scoring meeple still needs before it runs dry (RULES §14.3; Levels 1–2: the one
/// pile against the goal; Level 6: each scoring meeple, §15.3).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PileNeed {
    /// The pile in play (0-based) and the tiles it holds.
    pub pile: usize,
    pub tiles_left: usize,
    pub threshold: u32,
    /// Each scoring meeple below the threshold, with the points it still needs.
    pub needs: Vec<(Colour, u32)>,
    /// An upper bound of the points any one scoring meeple (or the team) can still gain before
    /// the pile in play runs dry ([`reach_bound`]).
    pub reach: u32,
}

impl PileNeed {
    /// The scoring meeples whose need is past [`PileNeed::reach`]: the pile will run dry first,
    /// whatever is played (RULES §14.3). Empty while the threshold is still within reach.
    pub fn out_of_reach(&self) -> Vec<Colour> {
        self.needs
            .iter()
            .filter(|(_, n)| *n > self.reach)
            .map(|(c, _)| *c)
            .collect()
    }
}

/// An upper bound of the points one scoring meeple (or the team's total) can still gain before
/// the pile in play runs dry, from what the players see (docs/game.md "The pile in play"):
/// points come only from features completed by a face-up tile and from hounds (RULES §12, §14.5).
/// With `n` = the tiles left in the pile in play plus the tile of this turn:
/// - an open road, city or castle completes only once every empty cell its open edges face holds a
///   tile, so only those facing at most `n` such cells count, each once (merged ones once in
///   all): at most the sum of their values now, plus what `n` tiles can add, each at most `g`,
///   the largest value one tile still unseen can bring (a road area 1, a city area 2 + 2 per coat
///   of arms, a castle 18 if some empty cell has 9 - n face-up neighbours already, and 2 for
///   each castle on the board whose block a misty tile may join);
/// - each award is multiplied at most by the colours in play (joint scoring, §12.3); a Level 6
///   meeple takes its own colour's award and may be given those of colours without a scoring
///   meeple, so at most 1 + those colours;
/// - each hound already with a meeple scores at most every ghost of the game (§14.5).
pub fn reach_bound(table: &Table, tiles: usize) -> u32 {
    let board = &table.board;
    let cfg = table.cfg();
    let n = tiles as u32 + 1;
    // A feature completes only once every empty cell its open edges face holds a tile.
    let open: u32 = board
        .features()
        .into_iter()
        .filter(|&f| {
            let info = board.feature(f);
            matches!(
                info.kind,
                FeatureKind::Road | FeatureKind::City | FeatureKind::Castle
            ) && !info.complete()
                && info.blocked == 0
                && board.open_cells(f).len() as u32 <= n
        })
        .map(|f| board.value(f))
        .sum();
    let castles = board
        .features()
        .into_iter()
        .filter(|&f| board.feature(f).kind == FeatureKind::Castle)
        .count() as u32;
    // Only the kinds still unseen can come (their number is public; their order is not).
    let set = board.tiles();
    let piles = &table.piles;
    let unseen = piles
        .piles
        .iter()
        .flatten()
        .chain(piles.facedown.iter().map(|(_, c)| c));
    // A new castle scores only once its 8 neighbours hold tiles (RULES §9.3): some empty cell must
    // already have 9 - n of them, the other tiles filling the rest.
    let castle_fits = board.placed().iter().any(|p| {
        p.cell.n8().into_iter().any(|c| {
            board.is_empty(c)
                && c.n8().into_iter().filter(|x| board.is_face_up(*x)).count() as u32 + n >= 9
        })
    });
    let g = unseen
        .map(|&c| set.copy_def(c))
        .map(|def| {
            let areas: u32 = def
                .areas
                .iter()
                .map(|a| match a.kind {
                    AreaKind::Road { .. } => 1,
                    AreaKind::City { arms } => 2 + 2 * arms as u32,
                    AreaKind::Castle if castle_fits => 18,
                    _ => 0,
                })
                .sum();
            areas + if def.misty() { 2 * castles } else { 0 }
        })
        .max()
        .unwrap_or(0);
    let in_play: Vec<Colour> = table.players.colours.iter().flatten().copied().collect();
    let mult = if cfg.individual_scoring {
        1 + in_play
            .iter()
            .filter(|c| !table.score.holders.contains(c))
            .count() as u32
    } else {
        in_play.len().max(1) as u32
    };
    let hounds = table
        .hounds
        .0
        .iter()
        .filter(|h| matches!(h, HoundState::Attached(_)))
        .count() as u32;
    mult.saturating_mul(open.saturating_add(n.saturating_mul(g)))
        .saturating_add(hounds.saturating_mul(table.ghosts.total as u32))
}

/// The pile in play and what it still needs; None once the game is over.
pub fn pile_need(table: &Table, flow: &Flow) -> Option<PileNeed> {
    if flow.over.is_some() {
        return None;
    }
    let threshold = table.next_threshold();
    let score = &table.score;
    let needs = score
        .holders
        .iter()
        .zip(&score.totals)
        .filter(|(_, t)| **t < threshold)
        .map(|(c, t)| (*c, threshold - t))
        .collect();
    let tiles_left = table
        .piles
        .left()
        .get(table.piles.active)
        .copied()
        .unwrap_or(0);
    Some(PileNeed {
        pile: table.piles.active,
        tiles_left,
        threshold,
        needs,
        reach: reach_bound(table, tiles_left),
    })
}

/// The cause of the game's loss; None while it goes on or after a win.
pub fn loss_detail(table: &Table, turn: &Turn, flow: &Flow) -> Option<LossDetail> {
    match flow.over? {
        Outcome::Won => None,
        Outcome::Lost(LossReason::GhostShortage) => match turn {
            Turn::Tile(tile, TileStep::Ghosts(plan)) => Some(LossDetail::Ghosts {
                cell: tile.cell,
                needed: plan.needed(),
                supply: table.ghosts.supply as u32,
            }),
            _ => None,
        },
        Outcome::Lost(LossReason::TilesExhausted) => {
            let threshold = table.next_threshold();
            let score = &table.score;
            let short = score
                .holders
                .iter()
                .zip(&score.totals)
                .filter(|(_, t)| **t < threshold)
                .map(|(c, t)| (*c, *t))
                .collect();
            Some(LossDetail::Tiles {
                pile: table.piles.active,
                piles: table.piles.piles.len(),
                threshold,
                short,
            })
        }
    }
}

#[cfg(test)]
mod tests {
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
                let mut sim =
                    Sim::new(cfg.clone(), &tiles, &PlayerSetup::new(players), seed).unwrap();
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
        let (cfg, tiles) =
            crate::level::load_preset(&LevelConfig::builtin_path(assets, 6)).unwrap();
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
        let (cfg, tiles) =
            crate::level::load_preset(&LevelConfig::builtin_path(assets, 6)).unwrap();
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
}
