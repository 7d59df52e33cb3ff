//! Decisions, options and places in the players' words (the decision panel, the hint, the log):
//! "the road over 3 tiles", "a tile with 2 ghosts", the side of a tile ("north-east"); never an
//! area index, a meeple number or coordinates (the board's letters point at tiles, `marks.rs`).

use crate::i18n::{Tr, colour};
use mists_board::{AreaIdx, Cell, FeatureKind, Special};
use mists_rules::{Decision, DecisionKind, MeepleLoc, Table};

/// A feature named as the rulebook would: its kind and its size.
pub fn feature(tr: &Tr, table: &Table, cell: Cell, area: AreaIdx) -> String {
    feature_on(tr, &table.board, cell, area)
}

/// A meeple option for a tile not laid yet (the hint at the placement): the feature it would
/// stand on once the drawn tile lies at `cell` turned `rot` (laid on a copy of the board).
pub fn meeple_after(
    tr: &Tr,
    table: &Table,
    placement: &Decision,
    meeple: &Decision,
    drawn: Option<mists_board::CopyIdx>,
) -> String {
    let (Decision::PlaceTile { cell, rot }, Decision::PlaceMeeple { area, colour: c }, Some(copy)) =
        (*placement, *meeple, drawn)
    else {
        return label(tr, meeple, table);
    };
    let mut board = mists_board::Board::clone(&table.board);
    let ty = board.tiles().copy(copy).ty;
    let what = match board.place(cell, ty, Some(copy), rot) {
        Ok(_) => feature_on(tr, &board, cell, area),
        Err(_) => tr!(tr, "words-the-feature"),
    };
    tr!(tr, "opt-meeple", colour = colour(tr, c), feature = what)
}

fn feature_on(tr: &Tr, board: &mists_board::Board, cell: Cell, area: AreaIdx) -> String {
    let Some(f) = board.feature_of(cell, area) else {
        return tr!(tr, "words-the-feature");
    };
    let info = board.feature(f);
    let tiles = info.cells.len();
    match info.kind {
        FeatureKind::Road => tr!(tr, "words-road", tiles = tiles),
        FeatureKind::City => tr!(tr, "words-city", tiles = tiles, arms = info.arms),
        FeatureKind::Castle => tr!(tr, "words-castle"),
        FeatureKind::MistBank => tr!(tr, "words-mist-bank", tiles = tiles),
        FeatureKind::Monastery => tr!(tr, "words-monastery"),
        FeatureKind::Field => tr!(tr, "words-field"),
    }
}

/// Which side of its tile an area lies on ("north-east", "middle"): tells apart two roads or two
/// mists of one tile, as the rings on the board do.
pub fn side(tr: &Tr, board: &mists_board::Board, cell: Cell, area: AreaIdx) -> String {
    let v = crate::board_view::pieces::area_anchor(board, cell, area) / crate::grid::CELL_SIZE;
    if v.length() < 0.12 {
        return tr!(tr, "words-side-mid");
    }
    // Eight sectors of 45°, counter-clockwise from east (board y grows north).
    match ((v.y.atan2(v.x).to_degrees() + 360.0 + 22.5) / 45.0) as usize % 8 {
        0 => tr!(tr, "words-side-e"),
        1 => tr!(tr, "words-side-ne"),
        2 => tr!(tr, "words-side-n"),
        3 => tr!(tr, "words-side-nw"),
        4 => tr!(tr, "words-side-w"),
        5 => tr!(tr, "words-side-sw"),
        6 => tr!(tr, "words-side-s"),
        _ => tr!(tr, "words-side-se"),
    }
}

/// A tile named by what is on it (the board's letters say which one, `marks.rs`).
pub fn tile(tr: &Tr, table: &Table, cell: Cell) -> String {
    let board = &table.board;
    let new = board.placed().last().is_some_and(|p| p.cell == cell);
    if new {
        tr!(tr, "words-new-tile")
    } else {
        match board.def_at(cell).map(|d| d.special) {
            Some(Special::Cemetery) => tr!(tr, "words-cemetery"),
            Some(Special::Castle) => tr!(tr, "words-castle-tile"),
            Some(Special::Village) => tr!(tr, "words-village-tile"),
            Some(Special::Monastery) => tr!(tr, "words-monastery-tile"),
            _ => tr!(tr, "words-tile-ghosts", n = table.ghosts.on_cell(cell)),
        }
    }
}

/// Where a meeple stands, in words.
fn meeple(tr: &Tr, table: &Table, m: mists_rules::MeepleId) -> (String, String) {
    let mp = table.meeples.get(m);
    let c = colour(tr, mp.colour);
    match mp.loc {
        MeepleLoc::Board { cell, area } => (c, feature(tr, table, cell, area)),
        _ => (c, tr!(tr, "words-supply")),
    }
}

/// An option in the players' words.
pub fn label(tr: &Tr, d: &Decision, table: &Table) -> String {
    let new_cell = table.board.placed().last().map(|p| p.cell);
    match *d {
        Decision::PlaceTile { rot, .. } => tr!(tr, "opt-place", degrees = rot.degrees()),
        Decision::LeaveEmpty { area } => match new_cell {
            Some(c) => tr!(tr, "opt-leave-empty", feature = feature(tr, table, c, area)),
            None => tr!(
                tr,
                "opt-leave-empty",
                feature = tr!(tr, "words-the-feature")
            ),
        },
        Decision::CemeteryGhost { .. } => tr!(tr, "opt-cemetery-ghost"),
        Decision::HauntArea { cell, area } => {
            tr!(
                tr,
                "opt-haunt",
                feature = feature(tr, table, cell, area),
                side = side(tr, &table.board, cell, area)
            )
        }
        Decision::PlaceMeeple { area, colour: c } => {
            let what = new_cell.map_or_else(
                || tr!(tr, "words-the-feature"),
                |cell| feature(tr, table, cell, area),
            );
            tr!(tr, "opt-meeple", colour = colour(tr, c), feature = what)
        }
        Decision::SkipMeeple => tr!(tr, "opt-no-meeple"),
        Decision::ScoreNext { cell, area } => {
            tr!(
                tr,
                "opt-score-next",
                feature = feature(tr, table, cell, area)
            )
        }
        Decision::Score => tr!(tr, "opt-score"),
        Decision::Pacify { cell: None, .. } => tr!(tr, "opt-pacify-none"),
        Decision::Pacify {
            cell: Some(c),
            count,
        } => tr!(tr, "opt-pacify", n = count, tile = tile(tr, table, c)),
        Decision::AssignPoints { index } => {
            let i = index as usize;
            tr!(
                tr,
                "opt-assign",
                colour = table
                    .score
                    .holders
                    .get(i)
                    .map(|c| colour(tr, *c))
                    .unwrap_or_default(),
                total = table.score.totals.get(i).copied().unwrap_or(0)
            )
        }
        Decision::Bury { meeple: m } => {
            let (c, on) = meeple(tr, table, m);
            tr!(tr, "opt-bury", colour = c, on = on)
        }
        Decision::AttachHound { meeple: m } => {
            let (c, on) = meeple(tr, table, m);
            tr!(tr, "opt-hound-joins", colour = c, on = on)
        }
        Decision::HoundClear { cell, count } => {
            tr!(
                tr,
                "opt-hound-chases",
                n = count,
                tile = tile(tr, table, cell)
            )
        }
        Decision::HoundDone => tr!(tr, "opt-hound-done"),
        Decision::Facedown { .. } => tr!(tr, "opt-facedown"),
    }
}

/// What is being decided, and the rules section that explains it.
pub fn title(tr: &Tr, kind: &DecisionKind, table: &Table) -> (String, &'static str) {
    match kind {
        DecisionKind::PlaceTile { .. } => (tr!(tr, "ask-place"), "place-tile"),
        DecisionKind::LeaveEmpty { .. } => (tr!(tr, "ask-leave-empty"), "ghosts"),
        DecisionKind::CemeteryGhost => (tr!(tr, "ask-cemetery-ghost"), "ghosts"),
        DecisionKind::HauntArea { .. } => (tr!(tr, "ask-haunt"), "ghosts"),
        DecisionKind::PlaceMeeple { .. } => (tr!(tr, "ask-meeple"), "meeple"),
        DecisionKind::ScoringOrder => (tr!(tr, "ask-order"), "scoring"),
        DecisionKind::ScoreOrPacify {
            cell,
            area,
            value,
            colours,
        } => {
            let names: Vec<String> = colours.iter().map(|c| colour(tr, *c)).collect();
            let who = if names.is_empty() {
                tr!(tr, "words-nobody")
            } else {
                names.join(", ")
            };
            (
                tr!(
                    tr,
                    "ask-score-or-pacify",
                    feature = feature(tr, table, *cell, *area),
                    points = *value,
                    who = who,
                    colours = names.len()
                ),
                "scoring",
            )
        }
        DecisionKind::AssignPoints { colour: c, points } => (
            tr!(tr, "ask-assign", points = *points, colour = colour(tr, *c)),
            "scoring",
        ),
        DecisionKind::Bury { .. } => (tr!(tr, "ask-bury"), "burial"),
        DecisionKind::AttachHound { hound } => (
            tr!(
                tr,
                "ask-hound",
                hound = crate::i18n::hound(tr, *hound as usize)
            ),
            "hounds",
        ),
        DecisionKind::HoundClear { .. } => (tr!(tr, "ask-hound-clear"), "hounds"),
        DecisionKind::Facedown => (tr!(tr, "ask-facedown"), "facedown"),
    }
}

/// What a placement does before the next question, in the hint's words: the banks it closes
/// and the ghosts they take off, the ghosts it brings and what stays in the supply (the hint's
/// reason and the card by a pointed cell, issue 62, say it alike).
pub fn placement_effects(tr: &Tr, banks: u32, back: u32, arrive: u32, left: u32) -> Vec<String> {
    let mut parts = Vec::new();
    if banks > 0 {
        parts.push(tr!(
            tr,
            "hint-why-bank",
            banks = banks as usize,
            n = back as usize
        ));
    }
    parts.push(tr!(
        tr,
        "hint-why-arrive",
        n = arrive as usize,
        supply = left as usize
    ));
    parts
}

/// Why the hint suggests its placement: what it does before the next question.
pub fn hint_why(tr: &Tr, e: &crate::play::hint::Effects) -> String {
    let mut parts = placement_effects(tr, e.banks, e.pacified, e.arrive, e.supply);
    parts.push(if e.supply >= e.neediest {
        tr!(tr, "hint-why-enough", worst = e.neediest as usize)
    } else {
        tr!(tr, "hint-why-short", worst = e.neediest as usize)
    });
    tr!(tr, "hint-why", why = parts.join("; "))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::play::hint::Effects;

    #[test]
    fn the_hints_reason_says_what_the_placement_does_and_whether_the_supply_holds() {
        let root = std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/assets"));
        let tr = Tr::load(root, crate::i18n::Lang::En).unwrap();
        let safe = Effects {
            banks: 1,
            pacified: 3,
            arrive: 2,
            supply: 9,
            neediest: 4,
        };
        let s = hint_why(&tr, &safe);
        assert!(
            s.contains("closes a mist bank") && s.contains("3 ghosts leave"),
            "{s}"
        );
        assert!(
            s.contains("2 ghosts") && s.contains("9 stay") && s.contains("enough"),
            "{s}"
        );
        let short = Effects { supply: 2, ..safe };
        let s = hint_why(&tr, &short);
        assert!(s.contains("fewer than the 4"), "{s}");
        assert!(!hint_why(&tr, &Effects { banks: 0, ..safe }).contains("bank"));
    }
}
