//! Setting up a game (RULES §6, §4.1, §15.1), optionally from a scenario's fixed start.

use crate::decision::{Inbox, LastRejection, Pending};
use crate::event::RuleLog;
use crate::game::{GameOver, Level, Turn};
use crate::level::{CopyGhostCounts, Exclude, Level6Setup, LevelConfig, Scenario, cell};
use crate::model::*;
use crate::phase::Status;
use bevy_ecs::prelude::*;
use bevy_state::prelude::*;
use mists_board::{Board, CopyIdx, Rotation, Special, TileId, TileSet};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// Who plays (RULES §4.1). Colours default to red, green, blue, yellow, black in seat order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerSetup {
    pub players: u8,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub colours: Option<Vec<Vec<Colour>>>,
    /// Level 6 (revised): the three colours whose meeples go on the track; default the first three.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scoring_colours: Option<Vec<Colour>>,
}

impl PlayerSetup {
    pub fn new(players: u8) -> Self {
        PlayerSetup {
            players,
            colours: None,
            scoring_colours: None,
        }
    }

    /// Colours per seat, checked against RULES §4.1.
    pub fn seat_colours(&self) -> Result<Vec<Vec<Colour>>, String> {
        let n = self.players as usize;
        if !(1..=5).contains(&n) {
            return Err(format!(
                "{n} players: Mists is for 1 to 5 players (RULES §4)"
            ));
        }
        let per_seat = match n {
            1 => 4,
            2 => 2,
            _ => 1,
        };
        let seats = match &self.colours {
            Some(c) => c.clone(),
            None => (0..n)
                .map(|s| Colour::ALL[s * per_seat..(s + 1) * per_seat].to_vec())
                .collect(),
        };
        if seats.len() != n || seats.iter().any(|s| s.len() != per_seat) {
            return Err(format!(
                "{n} players play {per_seat} colour(s) each (RULES §4.1)"
            ));
        }
        let mut all: Vec<Colour> = seats.iter().flatten().copied().collect();
        all.sort();
        all.dedup();
        if all.len() != n * per_seat {
            return Err("a colour is given to two seats".into());
        }
        Ok(seats)
    }
}

/// The seeded RNG all randomness comes from (ChaCha8: the same deal on every machine).
#[derive(Resource)]
pub struct RulesRng(pub ChaCha8Rng);

#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Seed(pub u64);

/// Apply the tile-symbol switches of RULES §18 to a tile set.
pub fn apply_symbol_settings(tiles: &TileSet, cfg: &LevelConfig) -> TileSet {
    let mut t = tiles.clone();
    let ids: Vec<TileId> = t.copies.iter().map(|c| tiles.def(c.ty).id).collect();
    if cfg.settings.tile58_ghosts == 2 {
        for (c, id) in t.copies.iter_mut().zip(&ids) {
            let total: u8 = c.symbols.iter().sum();
            if id.0 == 58 && !c.symbols.is_empty() && total < 2 {
                c.symbols[0] += 2 - total;
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
fn shuffle(v: &mut [CopyIdx], rng: &mut ChaCha8Rng) {
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

/// Build every game resource and start play (RULES §6). Errors name the rule or scenario entry.
pub fn start_game(
    world: &mut World,
    cfg: LevelConfig,
    tiles: &TileSet,
    players: &PlayerSetup,
    seed: u64,
) -> Result<(), String> {
    cfg.validate()?;
    let tiles = Arc::new(apply_symbol_settings(tiles, &cfg));
    let scenario = cfg.scenario.clone().unwrap_or_default();
    let seats = players.seat_colours()?;
    let mut rng = ChaCha8Rng::seed_from_u64(seed);

    // Board: start tile (RULES §3), then the scenario's tiles.
    let mut board = Board::with_start(tiles.clone());
    let mut used: Vec<CopyIdx> = Vec::new();
    let take_copy = |id: TileId, used: &mut Vec<CopyIdx>| -> Option<CopyIdx> {
        let c = tiles
            .copy_indices()
            .find(|c| tiles.copy_def(*c).id == id && !used.contains(c))?;
        used.push(c);
        Some(c)
    };
    let mut facedown = Vec::new();
    for t in &scenario.board {
        let at = cell(t.cell);
        if !board.is_empty(at) {
            return Err(format!(
                "scenario board: cell {at} is given twice or is part of the start tile"
            ));
        }
        let copy = take_copy(t.tile, &mut used);
        if t.facedown {
            board.place_facedown(at);
            if let Some(c) = copy {
                facedown.push((at, c));
            }
        } else {
            let ty = tiles
                .by_id(t.tile)
                .ok_or_else(|| format!("scenario board: no tile {} in the tile set", t.tile))?;
            if t.rot > 3 {
                return Err(format!(
                    "scenario board: rotation {} at {at} (0 to 3)",
                    t.rot
                ));
            }
            board.place_unchecked(at, ty, copy, Rotation(t.rot));
        }
    }

    // Piles (RULES §6 step 2, §14.1): the scenario's order, or the level's pool shuffled and split.
    let piles: Vec<Vec<CopyIdx>> = match &scenario.piles {
        Some(lists) => {
            if lists.len() != cfg.piles as usize {
                return Err(format!(
                    "scenario piles: {} piles given, the level has {}",
                    lists.len(),
                    cfg.piles
                ));
            }
            let mut out = Vec::new();
            for list in lists {
                let mut pile = Vec::new();
                for &id in list {
                    pile.push(take_copy(id, &mut used).ok_or_else(|| {
                        format!("scenario piles: no copy of tile {id} left in the tile set")
                    })?);
                }
                out.push(pile);
            }
            out
        }
        None => {
            let mut pool: Vec<CopyIdx> = tiles
                .copy_indices()
                .filter(|c| !excluded(&tiles, *c, &cfg) && !used.contains(c))
                .collect();
            shuffle(&mut pool, &mut rng);
            let p = cfg.piles as usize;
            let n = pool.len();
            (0..p)
                .map(|k| pool[k * n / p..(k + 1) * n / p].to_vec())
                .collect()
        }
    };
    if scenario.active_pile >= piles.len() {
        return Err(format!(
            "scenario active_pile {} but {} piles",
            scenario.active_pile,
            piles.len()
        ));
    }

    // Meeples (RULES §4.1) and scoring meeples (§6 step 4, §15.1).
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
    let holders: Vec<Colour> = if cfg.individual_scoring {
        let chosen = match cfg.settings.level6_setup {
            Level6Setup::Revised2023 => players
                .scoring_colours
                .clone()
                .unwrap_or_else(|| in_play.iter().copied().take(3).collect()),
            Level6Setup::Original2022 => in_play.clone(),
        };
        if cfg.settings.level6_setup == Level6Setup::Revised2023 && chosen.len() != 3 {
            return Err("Level 6 uses exactly 3 scoring meeples (RULES §15.1)".into());
        }
        if chosen.iter().any(|c| !in_play.contains(c)) {
            return Err("scoring meeples must be of colours in play (RULES §15.1)".into());
        }
        // 3–5 players: from the personal supplies; solo and 2 players: from the box.
        if seats.len() >= 3 {
            for (i, &c) in chosen.iter().enumerate() {
                let m = meeples.in_supply(c).expect("5 per colour");
                meeples.0[m.0 as usize].loc = MeepleLoc::Scoring { index: i as u8 };
            }
        }
        chosen
    } else {
        // One shared meeple of a colour not in play.
        vec![
            *Colour::ALL
                .iter()
                .find(|c| !in_play.contains(c))
                .expect("at most 5 colours in play"),
        ]
    };
    let mut score = Score {
        totals: vec![0; holders.len()],
        holders,
        markers_resolved: scenario.markers_resolved,
    };
    if let Some(t) = &scenario.totals {
        if t.len() != score.totals.len() {
            return Err(format!(
                "scenario totals: {} given, {} scoring meeples",
                t.len(),
                score.totals.len()
            ));
        }
        score.totals = t.clone();
    }
    let markers = cfg.thresholds.len() - 1;
    if score.markers_resolved > markers {
        return Err(format!(
            "scenario markers_resolved {} but the level has {markers} markers",
            score.markers_resolved
        ));
    }
    let mut hounds = Hounds(vec![HoundState::OnMarker; markers]);
    for &h in &scenario.hounds_gone {
        *hounds
            .0
            .get_mut(h as usize)
            .ok_or_else(|| format!("scenario hounds_gone: no hound {h}"))? = HoundState::Lost;
    }
    place_scenario_meeples(&scenario, &board, &mut meeples, &mut hounds)?;

    // Ghosts (RULES §6 step 6): the start tile's symbols, or the scenario's.
    let mut ghosts = Ghosts {
        total: cfg.ghosts,
        supply: cfg.ghosts,
        ..Default::default()
    };
    match &scenario.ghosts {
        None => {
            for q in &tiles.start {
                for (area, n) in tiles.def(q.ty).mist_areas().zip(q.symbols.iter().copied()) {
                    if n > ghosts.supply {
                        return Err(
                            "the level has fewer ghosts than the start tile's symbols".into()
                        );
                    }
                    if n > 0 {
                        ghosts.add_mist(q.cell, area, n);
                    }
                }
            }
        }
        Some(list) => {
            for g in list {
                let at = cell(g.cell);
                if g.count > ghosts.supply {
                    return Err(format!("scenario ghosts: not enough ghosts for {at}"));
                }
                let def = board
                    .def_at(at)
                    .ok_or_else(|| format!("scenario ghosts: no face-up tile at {at}"))?;
                if def.special == Special::Cemetery {
                    ghosts.add_cemetery(at, g.count);
                } else if let Some(area) = def.mist_areas().next() {
                    ghosts.add_mist(at, area, g.count);
                } else {
                    return Err(format!(
                        "scenario ghosts: the tile at {at} has no mist and is no cemetery (RULES §10.2)"
                    ));
                }
            }
        }
    }

    let hood = cfg.cemetery_hood();
    let closed = ClosedCemeteries(
        board
            .cemeteries()
            .filter(|c| board.cemetery_closed(*c, hood))
            .collect(),
    );
    let current = scenario.current_player;
    if current >= seats.len() {
        return Err(format!(
            "scenario current_player {current} but {} players",
            seats.len()
        ));
    }
    let mut piles = Piles {
        piles,
        active: scenario.active_pile,
        discarded: Vec::new(),
        facedown,
    };
    piles.active = scenario.active_pile;

    world.insert_resource(Level(cfg));
    world.insert_resource(BoardRes(board));
    world.insert_resource(ghosts);
    world.insert_resource(meeples);
    world.insert_resource(Players {
        colours: seats,
        current,
    });
    world.insert_resource(piles);
    world.insert_resource(score);
    world.insert_resource(hounds);
    world.insert_resource(closed);
    world.insert_resource(TurnCount {
        turn: 1,
        decisions: 0,
    });
    world.insert_resource(Turn::default());
    world.insert_resource(Pending::default());
    world.insert_resource(Inbox::default());
    world.insert_resource(LastRejection::default());
    world.insert_resource(RuleLog::default());
    world.insert_resource(GameOver::default());
    world.insert_resource(RulesRng(rng));
    world.insert_resource(Seed(seed));
    world
        .resource_mut::<NextState<Status>>()
        .set(Status::Playing);
    Ok(())
}

fn place_scenario_meeples(
    scenario: &Scenario,
    board: &Board,
    meeples: &mut Meeples,
    hounds: &mut Hounds,
) -> Result<(), String> {
    for sm in &scenario.meeples {
        let at = cell(sm.cell);
        let def = board
            .def_at(at)
            .ok_or_else(|| format!("scenario meeple: no face-up tile at {at}"))?;
        let area = mists_board::AreaIdx(sm.area);
        if sm.area as usize >= def.areas.len() || !def.area(area).kind.is_meeple_spot() {
            return Err(format!(
                "scenario meeple at {at}: area {} is not a road, city or castle (RULES §11.1)",
                sm.area
            ));
        }
        let m = meeples.in_supply(sm.colour).ok_or_else(|| {
            format!(
                "scenario meeple at {at}: no {} meeple left in supply",
                sm.colour.name()
            )
        })?;
        meeples.0[m.0 as usize].loc = MeepleLoc::Board { cell: at, area };
        for &h in &sm.hounds {
            *hounds
                .0
                .get_mut(h as usize)
                .ok_or_else(|| format!("scenario meeple at {at}: no hound {h}"))? =
                HoundState::Attached(m);
        }
    }
    for (colour, c) in &scenario.buried {
        let at = cell(*c);
        if board
            .def_at(at)
            .is_none_or(|d| d.special != Special::Cemetery)
        {
            return Err(format!("scenario buried meeple: no cemetery at {at}"));
        }
        let m = meeples
            .in_supply(*colour)
            .ok_or_else(|| format!("scenario buried meeple: no {} meeple left", colour.name()))?;
        meeples.0[m.0 as usize].loc = MeepleLoc::Buried { cell: at };
    }
    Ok(())
}
