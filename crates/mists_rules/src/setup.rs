//! Setting up a game (RULES §6, §4.1, §15.1), optionally from a scenario's fixed start.

pub use crate::error::SetupError;
use crate::level::{CopyGhostCounts, Exclude, Level6Setup, LevelConfig, Scenario, cell};
use crate::model::*;
pub use crate::players::PlayerSetup;
use crate::table::Table;
use mists_board::{Board, Cell, CopyIdx, Rotation, Special, TileId, TileSet};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::sync::Arc;

fn scenario_err(msg: String) -> SetupError {
    SetupError::Scenario(msg)
}

/// Apply the tile-symbol switches of RULES §18 to a tile set.
pub fn apply_symbol_settings(tiles: &TileSet, cfg: &LevelConfig) -> TileSet {
    let mut t = tiles.clone();
    let ids: Vec<TileId> = t.copies.iter().map(|c| tiles.def(c.ty).id).collect();
    if cfg.settings.tile58_ghosts == 2 {
        for (c, id) in t.copies.iter_mut().zip(&ids) {
            let total: u32 = c.symbols.iter().map(|&n| n as u32).sum();
            if id.0 == 58 && !c.symbols.is_empty() && total < 2 {
                c.symbols[0] += (2 - total) as u8;
            }
        }
    }
    if cfg.settings.copy_ghost_counts == CopyGhostCounts::Uniform003 {
        for id in [14u16, 23, 54] {
            let best = t
                .copies
                .iter()
                .zip(&ids)
                .filter(|(_, i)| i.0 == id)
                .map(|(c, _)| c.symbols.clone())
                .max_by_key(|s| s.iter().map(|&n| n as u32).sum::<u32>());
            if let Some(best) = best {
                for (c, i) in t.copies.iter_mut().zip(&ids) {
                    if i.0 == id {
                        c.symbols = best.clone();
                    }
                }
            }
        }
    }
    t
}

/// Portable Fisher–Yates on the named RNG (independent of `rand`'s slice helpers).
pub fn shuffle(v: &mut [CopyIdx], rng: &mut ChaCha8Rng) {
    for i in (1..v.len()).rev() {
        let j = (rng.next_u64() % (i as u64 + 1)) as usize;
        v.swap(i, j);
    }
}

fn excluded(tiles: &TileSet, c: CopyIdx, cfg: &LevelConfig) -> bool {
    let s = tiles.copy_def(c).special;
    cfg.exclude.iter().any(|e| match e {
        Exclude::Castles => s == Special::Castle,
        Exclude::Cemeteries => s == Special::Cemetery,
    })
}

/// The table a new game starts with (RULES §6), from the level, the tile set, who plays and the
/// seed the piles are shuffled with; a scenario replaces parts of it (docs/levels.md).
pub fn new_table(
    cfg: LevelConfig,
    tiles: &TileSet,
    players: &PlayerSetup,
    seed: u64,
) -> Result<Table, SetupError> {
    cfg.validate()?;
    let tiles = Arc::new(apply_symbol_settings(tiles, &cfg));
    let scenario = cfg.scenario.clone().unwrap_or_default();
    let seats = players.seat_colours()?;
    let mut rng = ChaCha8Rng::seed_from_u64(seed);

    let mut used: Vec<CopyIdx> = Vec::new();
    let (board, facedown) = deal_board(&tiles, &scenario, &mut used)?;
    let piles = deal_piles(&tiles, &cfg, &scenario, &mut used, &mut rng)?;
    if scenario.active_pile >= piles.len() {
        return Err(scenario_err(format!(
            "active_pile {} but {} piles",
            scenario.active_pile,
            piles.len()
        )));
    }
    let (mut meeples, holders) = deal_meeples(&cfg, players, &seats)?;
    let score = deal_score(&cfg, &scenario, holders)?;
    let mut hounds = Hounds(vec![HoundState::OnMarker; cfg.markers()]);
    for &h in &scenario.hounds_gone {
        *hounds
            .0
            .get_mut(h as usize)
            .ok_or_else(|| scenario_err(format!("hounds_gone: no hound {h}")))? = HoundState::Lost;
    }
    place_scenario_meeples(&scenario, &board, &mut meeples, &mut hounds)?;
    let ghosts = deal_ghosts(&cfg, &tiles, &board, &scenario)?;
    let hood = cfg.cemetery_hood();
    let closed = board
        .cemeteries()
        .filter(|c| board.cemetery_closed(*c, hood))
        .collect();
    let current = scenario.current_player;
    if current >= seats.len() {
        return Err(scenario_err(format!(
            "current_player {current} but {} players",
            seats.len()
        )));
    }
    Ok(Table {
        level: Arc::new(cfg),
        board: Arc::new(board),
        ghosts,
        meeples,
        players: Arc::new(Players {
            colours: seats,
            current,
        }),
        piles: Arc::new(Piles {
            piles,
            active: scenario.active_pile,
            discarded: Vec::new(),
            facedown,
        }),
        score,
        hounds,
        closed,
        turn: 1,
        seed,
    })
}

/// The start tile (RULES §3), then the scenario's tiles; `used` collects the copies they take.
fn deal_board(
    tiles: &Arc<TileSet>,
    scenario: &Scenario,
    used: &mut Vec<CopyIdx>,
) -> Result<(Board, Vec<(Cell, CopyIdx)>), SetupError> {
    let mut board = Board::with_start(tiles.clone());
    let mut facedown = Vec::new();
    for t in &scenario.board {
        let at = cell(t.cell);
        if !board.is_empty(at) {
            return Err(scenario_err(format!(
                "board: cell {at} is given twice or is part of the start tile"
            )));
        }
        let copy = take_copy(tiles, t.tile, used);
        if t.facedown {
            board.place_facedown(at);
            if let Some(c) = copy {
                facedown.push((at, c));
            }
            continue;
        }
        let ty = tiles
            .by_id(t.tile)
            .ok_or_else(|| scenario_err(format!("board: no tile {} in the tile set", t.tile)))?;
        if t.rot > 3 {
            return Err(scenario_err(format!(
                "board: rotation {} at {at} (0 to 3)",
                t.rot
            )));
        }
        board.place_unchecked(at, ty, copy, Rotation(t.rot));
    }
    Ok((board, facedown))
}

/// The first copy of tile `id` not used yet.
pub(crate) fn take_copy(tiles: &TileSet, id: TileId, used: &mut Vec<CopyIdx>) -> Option<CopyIdx> {
    let c = tiles
        .copy_indices()
        .find(|c| tiles.copy_def(*c).id == id && !used.contains(c))?;
    used.push(c);
    Some(c)
}

/// Piles (RULES §6 step 2, §14.1): the scenario's order, or the level's pool shuffled and split.
fn deal_piles(
    tiles: &TileSet,
    cfg: &LevelConfig,
    scenario: &Scenario,
    used: &mut Vec<CopyIdx>,
    rng: &mut ChaCha8Rng,
) -> Result<Vec<Vec<CopyIdx>>, SetupError> {
    let Some(lists) = &scenario.piles else {
        let mut pool: Vec<CopyIdx> = tiles
            .copy_indices()
            .filter(|c| !excluded(tiles, *c, cfg) && !used.contains(c))
            .collect();
        shuffle(&mut pool, rng);
        let p = cfg.piles as usize;
        let n = pool.len();
        return Ok((0..p)
            .map(|k| pool[k * n / p..(k + 1) * n / p].to_vec())
            .collect());
    };
    if lists.len() != cfg.piles as usize {
        return Err(scenario_err(format!(
            "piles: {} piles given, the level has {}",
            lists.len(),
            cfg.piles
        )));
    }
    lists
        .iter()
        .map(|list| {
            list.iter()
                .map(|&id| {
                    take_copy(tiles, id, used).ok_or_else(|| {
                        scenario_err(format!("piles: no copy of tile {id} left in the tile set"))
                    })
                })
                .collect()
        })
        .collect()
}

/// Meeples (RULES §4.1) and the scoring meeples' colours (§6 step 4, §15.1).
fn deal_meeples(
    cfg: &LevelConfig,
    players: &PlayerSetup,
    seats: &[Vec<Colour>],
) -> Result<(Meeples, Vec<Colour>), SetupError> {
    let per_colour = if seats.len() <= 2 { 3 } else { 5 };
    let in_play: Vec<Colour> = seats.iter().flatten().copied().collect();
    let mut meeples = Meeples::default();
    for &c in &in_play {
        for _ in 0..per_colour {
            meeples.0.push(Meeple {
                colour: c,
                loc: MeepleLoc::Supply,
            });
        }
    }
    if !cfg.individual_scoring {
        // One shared scoring meeple of a colour not in play (at most 5 of the 6 are).
        let free = Colour::ALL.iter().find(|c| !in_play.contains(c));
        return Ok((meeples, free.copied().into_iter().collect()));
    }
    let chosen = match cfg.settings.level6_setup {
        Level6Setup::Revised2023 => players
            .scoring_colours
            .clone()
            .unwrap_or_else(|| in_play.iter().copied().take(3).collect()),
        Level6Setup::Original2022 => in_play.clone(),
    };
    if cfg.settings.level6_setup == Level6Setup::Revised2023 {
        let mut distinct = chosen.clone();
        distinct.sort();
        distinct.dedup();
        if chosen.len() != 3 || distinct.len() != 3 {
            return Err(SetupError::ScoringMeeples);
        }
    }
    if chosen.iter().any(|c| !in_play.contains(c)) {
        return Err(SetupError::ScoringColour);
    }
    // 3–5 players: from the personal supplies; solo and 2 players: from the box.
    if seats.len() >= 3 {
        for (i, &c) in chosen.iter().enumerate() {
            if let Some(m) = meeples.in_supply(c) {
                meeples.0[m.0 as usize].loc = MeepleLoc::Scoring { index: i as u8 };
            }
        }
    }
    Ok((meeples, chosen))
}

fn deal_score(
    cfg: &LevelConfig,
    scenario: &Scenario,
    holders: Vec<Colour>,
) -> Result<Score, SetupError> {
    let mut score = Score {
        totals: vec![0; holders.len()],
        holders,
        markers_resolved: scenario.markers_resolved,
    };
    if let Some(t) = &scenario.totals {
        if t.len() != score.totals.len() {
            return Err(scenario_err(format!(
                "totals: {} given, {} scoring meeples",
                t.len(),
                score.totals.len()
            )));
        }
        score.totals = t.clone();
    }
    if score.markers_resolved > cfg.markers() {
        return Err(scenario_err(format!(
            "markers_resolved {} but the level has {} markers",
            score.markers_resolved,
            cfg.markers()
        )));
    }
    Ok(score)
}

/// Ghosts (RULES §6 step 6): the start tile's symbols, or the scenario's.
fn deal_ghosts(
    cfg: &LevelConfig,
    tiles: &TileSet,
    board: &Board,
    scenario: &Scenario,
) -> Result<Ghosts, SetupError> {
    let mut ghosts = Ghosts {
        total: cfg.ghosts,
        supply: cfg.ghosts,
        ..Default::default()
    };
    let Some(list) = &scenario.ghosts else {
        for q in &tiles.start {
            for (area, n) in tiles.def(q.ty).mist_areas().zip(q.symbols.iter().copied()) {
                if n > ghosts.supply {
                    return Err(SetupError::StartGhosts);
                }
                if n > 0 {
                    ghosts.add_mist(q.cell, area, n);
                }
            }
        }
        return Ok(ghosts);
    };
    for g in list {
        let at = cell(g.cell);
        if g.count > ghosts.supply {
            return Err(scenario_err(format!("ghosts: not enough ghosts for {at}")));
        }
        let def = board
            .def_at(at)
            .ok_or_else(|| scenario_err(format!("ghosts: no face-up tile at {at}")))?;
        if def.special == Special::Cemetery {
            ghosts.add_cemetery(at, g.count);
        } else if let Some(area) = def.mist_areas().next() {
            ghosts.add_mist(at, area, g.count);
        } else {
            return Err(scenario_err(format!(
                "ghosts: the tile at {at} has no mist and is no cemetery (RULES §10.2)"
            )));
        }
    }
    Ok(ghosts)
}

fn place_scenario_meeples(
    scenario: &Scenario,
    board: &Board,
    meeples: &mut Meeples,
    hounds: &mut Hounds,
) -> Result<(), SetupError> {
    for sm in &scenario.meeples {
        let at = cell(sm.cell);
        let def = board
            .def_at(at)
            .ok_or_else(|| scenario_err(format!("meeple: no face-up tile at {at}")))?;
        let area = mists_board::AreaIdx(sm.area);
        if sm.area as usize >= def.areas.len() || !def.area(area).kind.is_meeple_spot() {
            return Err(scenario_err(format!(
                "meeple at {at}: area {} is not a road, city or castle (RULES §11.1)",
                sm.area
            )));
        }
        let m = meeples.in_supply(sm.colour).ok_or_else(|| {
            scenario_err(format!(
                "meeple at {at}: no {} meeple left in supply",
                sm.colour.name()
            ))
        })?;
        meeples.0[m.0 as usize].loc = MeepleLoc::Board { cell: at, area };
        for &h in &sm.hounds {
            *hounds
                .0
                .get_mut(h as usize)
                .ok_or_else(|| scenario_err(format!("meeple at {at}: no hound {h}")))? =
                HoundState::Attached(m);
        }
    }
    for (colour, c) in &scenario.buried {
        let at = cell(*c);
        if board
            .def_at(at)
            .is_none_or(|d| d.special != Special::Cemetery)
        {
            return Err(scenario_err(format!("buried meeple: no cemetery at {at}")));
        }
        let m = meeples.in_supply(*colour).ok_or_else(|| {
            scenario_err(format!("buried meeple: no {} meeple left", colour.name()))
        })?;
        meeples.0[m.0 as usize].loc = MeepleLoc::Buried { cell: at };
    }
    Ok(())
}
