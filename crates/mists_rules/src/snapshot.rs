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
}

/// The state as the CLI prints it: the table and what the flow asks.
pub fn snapshot(table: &Table, flow: &Flow) -> Snapshot {
    let level = table.cfg();
    let board = &table.board;
    let ghosts = &table.ghosts;
    let meeples = &table.meeples;
    let piles = &table.piles;
    let score = &table.score;
    let hounds = &table.hounds;
    let over = flow.over;
    let (status, reason) = match over {
        None => ("playing", None),
        Some(Outcome::Won) => ("won", Some("goal")),
        Some(Outcome::Lost(r)) => ("lost", Some(r.key())),
    };
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
        })
        .collect();
    cells.extend(board.facedown_cells().iter().map(|c| CellView {
        x: c.x,
        y: c.y,
        tile: None,
        rotation: 0,
        facedown: true,
        ghosts: 0,
    }));
    cells.sort_by_key(|c| (c.y, c.x));
    let meeples = meeples
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
        .collect();
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
        cells,
        meeples,
        piles: piles.left(),
        active_pile: piles.active,
        discarded: piles.discarded.len(),
        hounds: hounds
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
            .collect(),
        pending: flow.pending.clone(),
    }
}
