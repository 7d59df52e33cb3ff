use super::*;
use crate::i18n::Lang;
use mists_rules::Colour;

#[test]
fn a_scoring_meeple_stands_at_its_total_after_the_numbers_and_within_the_bar() {
    // 300 px bar, numbers 60 px wide, figure 20 px.
    assert_eq!(figure_x(0.0, 300.0, 0.5, 60.0, 20.0), 150.0);
    // Far back: just after the numbers; at the goal or past it: at the end.
    assert_eq!(figure_x(0.0, 300.0, 0.05, 60.0, 20.0), 80.0);
    assert_eq!(figure_x(0.0, 300.0, 1.4, 60.0, 20.0), 290.0);
    // A bar narrower than its numbers: at its end, no panic.
    assert_eq!(figure_x(0.0, 50.0, 0.5, 60.0, 20.0), 40.0);
}

#[test]
fn the_pile_need_names_the_tiles_the_threshold_and_each_shortfall() {
    let need = PileNeed {
        pile: 0,
        tiles_left: 4,
        threshold: 10,
        needs: vec![(Colour::Blue, 8), (Colour::Red, 3)],
        reach: 100,
    };
    let root = std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/assets"));
    for lang in [Lang::En, Lang::De, Lang::Fr, Lang::Ru] {
        let tr = Tr::load(root, lang).unwrap();
        let each = pile_need_words(&tr, &need, true);
        for part in ["4", "10", "8", "3"] {
            assert!(each.contains(part), "{lang:?}: {each}");
        }
        assert!(each.contains(&colour(&tr, Colour::Blue)), "{each}");
        let team = pile_need_words(&tr, &need, false);
        assert!(!team.contains(&colour(&tr, Colour::Blue)), "{team}");
        assert!(
            !each.contains("table-") && !team.contains('{'),
            "{each} / {team}"
        );
    }
}
