//! Decisions and their options in the players' words (the decision panel, the hint).

use mists_board::{Cell, FeatureKind};
use mists_rules::{Decision, DecisionKind, MeepleLoc, Table};

fn kind_name(k: FeatureKind) -> &'static str {
    match k {
        FeatureKind::Road => "road",
        FeatureKind::City => "city",
        FeatureKind::Castle => "castle",
        FeatureKind::MistBank => "mist",
    }
}

/// An option in the players' words.
pub fn label(d: &Decision, table: &Table) -> String {
    let (board, meeples, score) = (&table.board, &table.meeples, &table.score);
    let at = |c: Cell| format!("({}, {})", c.x, c.y);
    match *d {
        Decision::PlaceTile { cell, rot } => {
            format!("place at {} turned {}°", at(cell), rot.degrees())
        }
        Decision::LeaveEmpty { area } => format!("leave a symbol empty in mist area {}", area.0),
        Decision::CemeteryGhost { cell } => format!("extra ghost on the cemetery at {}", at(cell)),
        Decision::HauntArea { cell, area } => {
            format!("ghost into mist area {} at {}", area.0, at(cell))
        }
        Decision::PlaceMeeple { area, colour } => {
            let cell = board.placed().last().map(|p| p.cell);
            let what = cell
                .and_then(|c| board.feature_of(c, area))
                .map(|f| kind_name(board.feature(f).kind))
                .unwrap_or("area");
            format!("{} meeple on the {what} (area {})", colour.name(), area.0)
        }
        Decision::SkipMeeple => "no meeple (N)".into(),
        Decision::ScoreNext { cell, area } => {
            let what = board
                .feature_of(cell, area)
                .map(|f| kind_name(board.feature(f).kind))
                .unwrap_or("feature");
            format!("resolve the {what} at {} first", at(cell))
        }
        Decision::Score => "take the points".into(),
        Decision::Pacify { cell: None, .. } => "pacify, removing no ghost".into(),
        Decision::Pacify {
            cell: Some(c),
            count,
        } => format!("pacify: remove {count} ghost(s) from {}", at(c)),
        Decision::AssignPoints { index } => {
            let i = index as usize;
            format!(
                "to the {} scoring meeple (total {})",
                score.holders[i].name(),
                score.totals[i]
            )
        }
        Decision::Bury { meeple } => {
            let m = meeples.get(meeple);
            match m.loc {
                MeepleLoc::Board { cell, .. } => {
                    format!("bury the {} meeple at {}", m.colour.name(), at(cell))
                }
                _ => format!("bury a {} meeple from the supply", m.colour.name()),
            }
        }
        Decision::AttachHound { meeple } => {
            let m = meeples.get(meeple);
            match m.loc {
                MeepleLoc::Board { cell, .. } => format!(
                    "the hound joins the {} meeple at {}",
                    m.colour.name(),
                    at(cell)
                ),
                _ => "the hound joins a meeple".into(),
            }
        }
        Decision::HoundClear { cell, count } => {
            format!("the hound chases {count} ghost(s) from {}", at(cell))
        }
        Decision::HoundDone => "the hound chases no more ghosts".into(),
        Decision::Facedown { cell } => format!("facedown tile at {}", at(cell)),
    }
}

pub fn title(kind: &DecisionKind) -> String {
    match kind {
        DecisionKind::PlaceTile { tile } => format!("Place tile {tile}"),
        DecisionKind::LeaveEmpty { .. } => {
            "One ghost less: which symbol stays empty? (A-21)".into()
        }
        DecisionKind::CemeteryGhost => {
            "Which open cemetery takes the extra ghost? (RULES §13.2)".into()
        }
        DecisionKind::HauntArea { .. } => "Which mist area takes the ghost? (RULES §13.3)".into(),
        DecisionKind::PlaceMeeple { .. } => "Place a meeple on the new tile? (RULES §11.1)".into(),
        DecisionKind::ScoringOrder => "Several features are complete: which first? (A-29)".into(),
        DecisionKind::ScoreOrPacify { value, colours, .. } => {
            let names: Vec<&str> = colours.iter().map(|c| c.name()).collect();
            format!(
                "Complete! {value} points for each of: {} — or pacify up to 3 ghosts of one tile instead (RULES §12.4)",
                if names.is_empty() {
                    "nobody".to_string()
                } else {
                    names.join(", ")
                }
            )
        }
        DecisionKind::AssignPoints { colour, points } => {
            format!(
                "{points} points for {}: which scoring meeple takes them? (A-25)",
                colour.name()
            )
        }
        DecisionKind::Bury { cemetery } => {
            format!("The cemetery at {cemetery} is closed: bury a meeple (RULES §13.1)")
        }
        DecisionKind::AttachHound { hound } => {
            format!(
                "{} is deployed: which meeple does it join? (RULES §14.4)",
                mists_rules::HOUND_NAMES[*hound as usize % 2]
            )
        }
        DecisionKind::HoundClear { .. } => {
            "The hound may chase up to 3 ghosts from each of 2 tiles nearby".into()
        }
        DecisionKind::Facedown => {
            "Lay the facedown tile next to an open cemetery (RULES §13.3)".into()
        }
    }
}
