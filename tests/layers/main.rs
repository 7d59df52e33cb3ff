//! The layering check (README "Layers"): reads every `crate::`, `super::` and `self::` path in the
//! source (in `use` lines and inline), outside `#[cfg(test)]` code, and fails on an import circle:
//! - in the window (`src/`), between two different top-level modules (files or folders directly
//!   under `src/`); a parent and its own children may import each other;
//! - in `mists_rules` and `mists_bot`, between two files (a module and its own ancestors aside);
//! - and `src/play/` (the bridge to the engine) imports no feature, nothing imports the screens.
//!
//! It reads text, not the compiler's view: good enough for paths written the way this codebase
//! writes them (one module per file, no `#[path]`), and its own tests pin that down.

mod graph;
mod paths;
mod source;

use graph::{crate_circles, name, report, window_circles};
use paths::arrows;
use source::read_crate;
use std::path::PathBuf;

fn manifest() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn the_window_has_no_import_circle_between_top_level_modules() {
    let files = read_crate(&manifest().join("src"));
    assert!(files.len() > 50, "read {} files of src/", files.len());
    let (groups, list) = window_circles(&files);
    assert!(groups.is_empty(), "{}", report(&groups, &list));
}

#[test]
fn the_rules_and_bot_crates_have_no_import_circle_between_files() {
    let mut failures = String::new();
    for krate in ["mists_rules", "mists_bot"] {
        let files = read_crate(&manifest().join("crates").join(krate).join("src"));
        assert!(files.len() > 5, "read {} files of {krate}", files.len());
        let (groups, list) = crate_circles(&files);
        if !groups.is_empty() {
            failures.push_str(&format!("{krate}:\n{}", report(&groups, &list)));
        }
    }
    assert!(failures.is_empty(), "{failures}");
}

/// `play/` is the bridge to the engine: features build on it, never the other way.
#[test]
fn play_imports_no_feature() {
    const FEATURES: [&str; 9] = [
        "ui",
        "screens",
        "level_select",
        "online",
        "saves",
        "replay",
        "tutorial",
        "crash",
        "competitive",
    ];
    let files = read_crate(&manifest().join("src"));
    let bad: Vec<String> = arrows(&files)
        .into_iter()
        .filter(|a| a.from.first().is_some_and(|m| m == "play"))
        .filter(|a| a.to.first().is_some_and(|m| FEATURES.contains(&m.as_str())))
        .map(|a| format!("{} -> {}   ({})", name(&a.from), name(&a.to), a.at))
        .collect();
    assert!(
        bad.is_empty(),
        "play/ imports features:\n{}",
        bad.join("\n")
    );
}

/// The screens and menus put features on screen; no module below them imports them (the states
/// they switch between live in `shared`). `main.rs` (the root) registers them.
#[test]
fn nothing_imports_the_screens_or_menus() {
    let files = read_crate(&manifest().join("src"));
    let bad: Vec<String> = arrows(&files)
        .into_iter()
        .filter(|a| {
            a.from
                .first()
                .is_some_and(|m| m != "screens" && m != "menus")
        })
        .filter(|a| a.to.first().is_some_and(|m| m == "screens" || m == "menus"))
        .map(|a| format!("{} -> {}   ({})", name(&a.from), name(&a.to), a.at))
        .collect();
    assert!(
        bad.is_empty(),
        "imports of screens/menus:\n{}",
        bad.join("\n")
    );
}

// The checker's own reading, on small texts: these fail if it stops seeing a kind of path.
mod reading {
    use super::*;
    use crate::paths::paths_in;
    use crate::source::{SourceFile, strip_noise, strip_test_items};

    fn file(module: &[&str], code: &str) -> SourceFile {
        SourceFile {
            module: module.iter().map(|s| s.to_string()).collect(),
            shown: "x.rs".into(),
            code: strip_test_items(&strip_noise(code)),
        }
    }

    fn paths(module: &[&str], code: &str) -> Vec<String> {
        paths_in(&file(module, code))
            .into_iter()
            .map(|(p, _)| p.join("::"))
            .collect()
    }

    #[test]
    fn use_trees_inline_paths_and_super_are_read() {
        let got = paths(
            &["play", "rules"],
            "use crate::{saves::{self, CurrentSave}, ui::decisions::Hint as H};\n\
             use super::driver::*;\nfn f() { crate::online::began(); super::super::x::y(); }",
        );
        assert_eq!(
            got,
            [
                "saves",
                "saves::CurrentSave",
                "ui::decisions::Hint",
                "play::driver",
                "online::began",
                "x::y"
            ]
        );
    }

    #[test]
    fn comments_strings_and_test_code_are_not_read() {
        let got = paths(
            &["a"],
            "// use crate::b;\n/* crate::c::d */ const S: &str = \"crate::e::f\";\n\
             const R: &str = r#\"crate::g\"#; fn h<'a>(c: char) -> bool { c == '\"' }\n\
             #[cfg(test)]\nmod tests { use crate::i; }\n#[cfg(test)] use crate::{j, k};\nuse crate::l;",
        );
        assert_eq!(got, ["l"]);
    }

    #[test]
    fn a_circle_through_a_reexport_is_found() {
        let files = vec![
            file(&[], "mod a; mod b; pub use a::Thing;"),
            file(&["a"], "use crate::b::other;"),
            file(&["b"], "use crate::Thing;"),
        ];
        let (groups, _) = crate_circles(&files);
        assert_eq!(groups, [vec!["a".to_string(), "b".to_string()]]);
        // Children and their parent may import each other; no circle then.
        let nested = vec![
            file(&["a"], "use self::b::x;"),
            file(&["a", "b"], "use super::y;"),
        ];
        assert!(crate_circles(&nested).0.is_empty());
        // In the window, files under one top-level module form one node.
        let window = vec![
            file(&["play", "rules"], "use crate::online::began;"),
            file(&["online"], "use crate::play::Elsewhere;"),
        ];
        assert_eq!(
            window_circles(&window).0,
            [vec!["online".to_string(), "play".to_string()]]
        );
    }
}
