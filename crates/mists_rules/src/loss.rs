//! Losing by the pile, watched (RULES §14.1–§14.3), and why a lost game was lost, in numbers
//! (RULES §16.2): what the table panel and the game-over screen state and mark on the board.
//! Read from the table and the turn; the pile sizes are public (the piles stand on the table).

use crate::event::LossReason;
use crate::flow::{Flow, Outcome};
use crate::model::Colour;
use crate::table::Table;
use crate::turn::{TileStep, Turn};
use mists_board::Cell;

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
    Some(PileNeed {
        pile: table.piles.active,
        tiles_left: table
            .piles
            .left()
            .get(table.piles.active)
            .copied()
            .unwrap_or(0),
        threshold,
        needs,
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
        sim.flow.over = Some(Outcome::Won);
        assert_eq!(pile_need(&sim.table, &sim.flow), None);
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
