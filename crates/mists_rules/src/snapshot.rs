//! The game state as plain data (the CLI's `--json`, documented in docs/cli.md).

use crate::decision::PendingDecision;
use crate::machine::{Flow, Outcome};
use crate::model::*;
use crate::table::Table;
use serde::Serialize;

#[derive(Serialize, Debug, Clone, PartialEq)]
pub struct CellView {
    pub x: i16,
    pub y: i16,
    /// Tile id; null for a facedown tile (its identity is hidden, RULES §4).
    pub tile: Option<u16>,
    pub rotation: u8,
    pub facedown: bool,
    pub ghosts: u8,
    /// Ghosts by slot: each mist area of the tile that holds any (RULES §10.2).
    pub mist_ghosts: Vec<AreaGhosts>,
    /// Ghosts on the tile's cemetery (Levels 2–4).
    pub cemetery_ghosts: u8,
}

#[derive(Serialize, Debug, Clone, PartialEq)]
pub struct AreaGhosts {
    pub area: u8,
    pub ghosts: u8,
}

/// A road, city, castle or mist bank on the board.
#[derive(Serialize, Debug, Clone, PartialEq)]
pub struct FeatureView {
    /// `road`, `city`, `castle` or `mist_bank`.
    pub kind: &'static str,
    /// Its cells, `[x, y]`, each once.
    pub cells: Vec<[i16; 2]>,
    /// `open`, `complete`, `blocked` (a mist bank that can never complete, RULES §9.6) or
    /// `haunted` (a road, city or castle a facedown tile touches, RULES §9.7).
    pub state: &'static str,
    /// Points it scores (RULES §12.2; 0 for mist).
    pub value: u32,
    /// Colours of the meeples on it.
    pub meeples: Vec<&'static str>,
}

#[derive(Serialize, Debug, Clone, PartialEq)]
#[serde(tag = "where", rename_all = "snake_case")]
pub enum MeepleWhere {
    Supply,
    Board {
        x: i16,
        y: i16,
        area: u8,
        feature: String,
    },
    Buried {
        x: i16,
        y: i16,
    },
    ScoringTrack {
        index: u8,
    },
}

#[derive(Serialize, Debug, Clone, PartialEq)]
pub struct MeepleView {
    pub id: u8,
    pub color: &'static str,
    #[serde(flatten)]
    pub at: MeepleWhere,
}

#[derive(Serialize, Debug, Clone, PartialEq)]
pub struct HoundView {
    pub name: &'static str,
    pub state: String,
}

#[derive(Serialize, Debug, Clone, PartialEq)]
pub struct Snapshot {
    pub status: &'static str,
    pub reason: Option<&'static str>,
    pub level: u8,
    pub turn: u32,
    pub decisions: u32,
    pub current_player: usize,
    pub totals: Vec<u32>,
    pub thresholds: Vec<u32>,
    pub ghost_supply: u8,
    pub ghost_total: u8,
    pub ghosts_on_board: u32,
    pub cells: Vec<CellView>,
    pub meeples: Vec<MeepleView>,
    pub piles: Vec<usize>,
    pub active_pile: usize,
    pub discarded: usize,
    pub hounds: Vec<HoundView>,
    pub pending: Option<PendingDecision>,
    /// The colour of each scoring meeple (Levels 1–5: the one shared meeple, a colour not in play).
    pub scoring_meeples: Vec<&'static str>,
    pub features: Vec<FeatureView>,
    /// The events of the turn in progress, in order (from its draw).
    pub turn_events: Vec<crate::event::RuleEvent>,
    /// The events of the turn before it.
    pub last_turn_events: Vec<crate::event::RuleEvent>,
}

/// The state as the CLI prints it: the table, what the flow asks, and the log's last two turns.
pub fn snapshot_with_log(table: &Table, flow: &Flow, log: &[crate::event::RuleEvent]) -> Snapshot {
    use crate::event::RuleEvent;
    let mut s = snapshot(table, flow);
    let starts: Vec<usize> = log
        .iter()
        .enumerate()
        .filter(|(_, e)| matches!(e, RuleEvent::TurnStarted { .. }))
        .map(|(i, _)| i)
        .collect();
    let (prev, now) = match starts.as_slice() {
        [.., a, b] => (*a..*b, *b..log.len()),
        [b] => (0..0, *b..log.len()),
        [] => (0..0, 0..log.len()),
    };
    s.turn_events = log[now].to_vec();
    s.last_turn_events = log[prev].to_vec();
    s
}

/// The state without the log's turns (see [`snapshot_with_log`]).
pub fn snapshot(table: &Table, flow: &Flow) -> Snapshot {
    let level = table.cfg();
    let ghosts = &table.ghosts;
    let piles = &table.piles;
    let score = &table.score;
    let over = flow.over;
    let (status, reason) = match over {
        None => ("playing", None),
        Some(Outcome::Won) => ("won", Some("goal")),
        Some(Outcome::Lost(r)) => ("lost", Some(r.key())),
    };
    Snapshot {
        status,
        reason,
        level: level.level,
        turn: table.turn,
        decisions: flow.applied,
        current_player: table.players.current,
        totals: score.totals.clone(),
        thresholds: level.thresholds.clone(),
        ghost_supply: ghosts.supply,
        ghost_total: ghosts.total,
        ghosts_on_board: ghosts.on_board(),
        cells: cell_views(table),
        meeples: meeple_views(table),
        piles: piles.left(),
        active_pile: piles.active,
        discarded: piles.discarded.len(),
        hounds: hound_views(table),
        pending: flow.pending.clone(),
        scoring_meeples: score.holders.iter().map(|c| c.name()).collect(),
        features: features(table),
        turn_events: Vec::new(),
        last_turn_events: Vec::new(),
    }
}

/// Every placed and facedown cell with its ghosts, row by row.
fn cell_views(table: &Table) -> Vec<CellView> {
    let board = &table.board;
    let ghosts = &table.ghosts;
    let mut cells: Vec<CellView> = board
        .placed()
        .iter()
        .map(|p| CellView {
            x: p.cell.x,
            y: p.cell.y,
            tile: Some(board.tiles().def(p.ty).id.0),
            rotation: p.rot.0,
            facedown: false,
            ghosts: ghosts.on_cell(p.cell),
            mist_ghosts: ghosts
                .mist
                .range((p.cell, mists_board::AreaIdx(0))..=(p.cell, mists_board::AreaIdx(u8::MAX)))
                .filter(|(_, n)| **n > 0)
                .map(|((_, a), n)| AreaGhosts {
                    area: a.0,
                    ghosts: *n,
                })
                .collect(),
            cemetery_ghosts: ghosts.cemetery.get(&p.cell).copied().unwrap_or(0),
        })
        .collect();
    cells.extend(board.facedown_cells().iter().map(|c| CellView {
        x: c.x,
        y: c.y,
        tile: None,
        rotation: 0,
        facedown: true,
        ghosts: 0,
        mist_ghosts: Vec::new(),
        cemetery_ghosts: 0,
    }));
    cells.sort_by_key(|c| (c.y, c.x));
    cells
}

/// Every meeple with its colour and where it is.
fn meeple_views(table: &Table) -> Vec<MeepleView> {
    let board = &table.board;
    table
        .meeples
        .0
        .iter()
        .enumerate()
        .map(|(i, m)| MeepleView {
            id: i as u8,
            color: m.colour.name(),
            at: match m.loc {
                MeepleLoc::Supply => MeepleWhere::Supply,
                MeepleLoc::Board { cell, area } => MeepleWhere::Board {
                    x: cell.x,
                    y: cell.y,
                    area: area.0,
                    feature: board
                        .feature_of(cell, area)
                        .map(|f| format!("{:?}", board.feature(f).kind).to_lowercase())
                        .unwrap_or_default(),
                },
                MeepleLoc::Buried { cell } => MeepleWhere::Buried {
                    x: cell.x,
                    y: cell.y,
                },
                MeepleLoc::Scoring { index } => MeepleWhere::ScoringTrack { index },
            },
        })
        .collect()
}

/// The hounds by name and state.
fn hound_views(table: &Table) -> Vec<HoundView> {
    table
        .hounds
        .0
        .iter()
        .enumerate()
        .map(|(i, h)| HoundView {
            name: HOUND_NAMES[i.min(1)],
            state: match h {
                HoundState::OnMarker => "on_marker".into(),
                HoundState::Attached(m) => format!("attached:{}", m.0),
                HoundState::Lost => "lost".into(),
                HoundState::Scored => "scored".into(),
            },
        })
        .collect()
}

fn features(table: &Table) -> Vec<FeatureView> {
    use mists_board::FeatureKind;
    let board = &table.board;
    board
        .features()
        .into_iter()
        .map(|f| {
            let info = board.feature(f);
            FeatureView {
                kind: match info.kind {
                    FeatureKind::Road => "road",
                    FeatureKind::City => "city",
                    FeatureKind::Castle => "castle",
                    FeatureKind::MistBank => "mist_bank",
                    FeatureKind::Monastery => "monastery",
                    FeatureKind::Field => "field",
                },
                cells: info.cells.iter().map(|c| [c.x, c.y]).collect(),
                state: match (info.complete(), info.blocked > 0, info.kind) {
                    (true, _, _) => "complete",
                    (_, true, FeatureKind::MistBank) => "blocked",
                    (_, true, _) => "haunted",
                    _ => "open",
                },
                value: board.value(f),
                meeples: table
                    .meeples_on(f)
                    .into_iter()
                    .map(|m| table.meeples.get(m).colour.name())
                    .collect(),
            }
        })
        .collect()
}
