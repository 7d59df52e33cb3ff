//! A refused placement in words (RULES §8.2, in the rulebook's terms): what the HUD shows after a
//! click, Space or a turn that did nothing. The reason itself comes from the board's rule
//! (`Driver::why_not`); this file only says it.

use crate::i18n::Tr;
use crate::play::placement::Why;
use mists_board::{PlacementError, Side, SideSet};

/// The sides as a player sees them on the screen (north is up).
fn sides_words(tr: &Tr, sides: SideSet) -> String {
    let names: Vec<String> = sides
        .iter()
        .map(|s| match s {
            Side::N => tr!(tr, "side-top"),
            Side::E => tr!(tr, "side-right"),
            Side::S => tr!(tr, "side-bottom"),
            Side::W => tr!(tr, "side-left"),
        })
        .collect();
    names.join(", ")
}

/// One line: why the tile did not go there, and what would help.
pub fn words(tr: &Tr, why: &Why) -> String {
    match why {
        Why::OneWayOnly => tr!(tr, "why-one-way"),
        Why::Board { error, turns } => match error {
            PlacementError::Occupied(_) => tr!(tr, "why-occupied"),
            PlacementError::NoContact(_) => tr!(tr, "why-no-contact"),
            PlacementError::OnlyFacedown(_) => tr!(tr, "why-only-facedown"),
            PlacementError::Mismatch { sides, .. } => {
                let clash = tr!(
                    tr,
                    "why-mismatch",
                    sides = sides_words(tr, *sides),
                    count = sides.iter().count()
                );
                let next = if *turns {
                    tr!(tr, "why-turn-it")
                } else {
                    tr!(tr, "why-no-turn")
                };
                format!("{clash} {next}")
            }
            // The cursor only shows the four rotations; a fifth never reaches a click.
            PlacementError::Rotation(_) => tr!(tr, "why-no-turn"),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use mists_board::Cell;

    fn tr(lang: Lang) -> Tr {
        Tr::load(
            std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/assets")),
            lang,
        )
        .unwrap()
    }

    #[test]
    fn every_kind_of_refusal_says_its_rule_in_every_language() {
        let c = Cell::new(1, 0);
        let mut two = SideSet::default();
        two.insert(Side::N);
        two.insert(Side::W);
        let board = |error, turns| Why::Board { error, turns };
        let cases = [
            board(PlacementError::Occupied(c), false),
            board(PlacementError::NoContact(c), false),
            board(PlacementError::OnlyFacedown(c), false),
            board(
                PlacementError::Mismatch {
                    cell: c,
                    sides: two,
                },
                true,
            ),
            board(
                PlacementError::Mismatch {
                    cell: c,
                    sides: two,
                },
                false,
            ),
            Why::OneWayOnly,
        ];
        for lang in [Lang::En, Lang::De, Lang::Fr, Lang::Ru] {
            let t = tr(lang);
            let said: Vec<String> = cases.iter().map(|w| words(&t, w)).collect();
            for (w, s) in cases.iter().zip(&said) {
                // A missing message shows its id; a reason never names a coordinate.
                assert!(
                    !s.contains("why-") && !s.contains("side-"),
                    "{lang:?} {w:?}: {s}"
                );
                assert!(!s.contains("(1, 0)") && !s.contains("1,0"), "{lang:?}: {s}");
            }
            let distinct: std::collections::BTreeSet<&String> = said.iter().collect();
            assert_eq!(distinct.len(), cases.len(), "{lang:?}: {said:?}");
        }
        // The clashing sides are named as the screen shows them.
        let en = tr(Lang::En);
        let s = words(&en, &cases[3]);
        assert!(s.contains("top") && s.contains("left"), "{s}");
        assert!(words(&en, &cases[2]).contains("facedown"));
    }
}
