//! Issue 64's words: a count of one reads in the singular in every language (Fluent's plural
//! selectors), and no player's text names a bot by its code name.

use crate::i18n::{Lang, Tr};

fn assets() -> std::path::PathBuf {
    concat!(env!("CARGO_MANIFEST_DIR"), "/assets").into()
}

#[test]
fn a_count_of_one_reads_in_the_singular_in_every_language() {
    for lang in Lang::ALL {
        let tr = Tr::load(&assets(), lang).unwrap();
        let bank = |n: usize| tr!(tr, "hint-why-bank", banks = 1usize, n = n);
        let pile = |n: usize| tr!(tr, "table-gauge-pile", left = n);
        // One and five differ by more than the digit: the noun (or verb) agrees ("Plättchen"
        // is both in German).
        let mut pairs = vec![(bank(1), bank(5))];
        if lang != Lang::De {
            pairs.push((pile(1), pile(5)));
        }
        for (one, five) in pairs {
            assert_ne!(one.replace('1', "5"), five, "{lang:?}: {one} / {five}");
        }
    }
    let tr = Tr::load(&assets(), Lang::En).unwrap();
    assert!(tr!(tr, "hint-why-bank", banks = 1usize, n = 1usize).contains("1 ghost leaves"));
    assert!(tr!(tr, "table-gauge-pile", left = 1usize).ends_with("1 tile left"));
}

#[test]
fn no_players_text_names_the_planner() {
    let code_names = ["planner", "planer", "planificateur", "планировщик"];
    for lang in Lang::ALL {
        let file = assets().join(format!("i18n/{}/ui.ftl", lang.code()));
        let text = std::fs::read_to_string(&file).unwrap().to_lowercase();
        for line in text.lines().filter(|l| !l.trim_start().starts_with('#')) {
            assert!(
                !code_names.iter().any(|n| line.contains(n)),
                "{}: {line}",
                file.display()
            );
        }
    }
}

#[test]
fn points_for_one_colour_are_not_for_each_of_it() {
    let tr = Tr::load(&assets(), Lang::En).unwrap();
    let ask = |colours: usize, who: &str| {
        tr!(
            tr,
            "ask-score-or-pacify",
            feature = "a road",
            points = 6usize,
            who = who,
            colours = colours
        )
    };
    assert!(
        ask(1, "green").contains("6 points for green,"),
        "{}",
        ask(1, "green")
    );
    assert!(ask(2, "green, red").contains("for each of green, red"));
    for lang in Lang::ALL {
        let tr = Tr::load(&assets(), lang).unwrap();
        let one = tr!(
            tr,
            "ask-score-or-pacify",
            feature = "x",
            points = 6usize,
            who = "W",
            colours = 1usize
        );
        let two = tr!(
            tr,
            "ask-score-or-pacify",
            feature = "x",
            points = 6usize,
            who = "W",
            colours = 2usize
        );
        assert_ne!(one, two, "{lang:?}");
    }
}

#[test]
fn the_replay_says_turn_and_step_not_a_file_or_a_decision_number() {
    for lang in Lang::ALL {
        let tr = Tr::load(&assets(), lang).unwrap();
        let s = tr!(tr, "replay-where", at = 0usize, n = 65usize, turn = 1u32);
        assert!(s.contains("65") && !s.contains(".ron"), "{lang:?}: {s}");
        let decision = ["decision", "entscheidung", "décision", "решение"];
        for id in [
            "replay-where",
            "replay-back",
            "replay-forward",
            "replay-speed",
        ] {
            let text = tr.get(id, None).to_lowercase();
            assert!(
                !decision.iter().any(|d| text.contains(d)),
                "{lang:?} {id}: {text}"
            );
        }
    }
}
