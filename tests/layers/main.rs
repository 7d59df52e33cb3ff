//! The layering check (README "Layers"): reads every `crate::`, `super::` and `self::` path in the
//! source (in `use` lines and inline), outside `#[cfg(test)]` code, and fails on an import circle:
//! - in the window (`src/`), between two different top-level modules (files or folders directly
//!   under `src/`); a parent and its own children may import each other;
//! - in `mists_rules`, `mists_bot` and `mists_net`, between two files (a module and its own
//!   ancestors aside);
//! - and `src/play/` (the bridge to the engine) imports no feature, nothing imports the screens.
//!
//! It also reads README's own layer list (`order.rs`) and fails when a window module imports one
//! listed at a higher level or later among the features, or when the list and `src/` disagree
//! on which top-level modules there are.
//!
//! It also fails when a file of `competitive/` reaches back up into its `mod.rs` (which only wires
//! its rooms). It reads text, not the compiler's view: good enough for paths written the way this
//! codebase writes them (one module per file; `#[path]` only for `#[cfg(test)]` files beside their
//! module, read as test code), and its own tests pin that down.

mod figures;
mod graph;
mod order;
mod paths;
mod source;

use graph::{crate_circles, name, report, sibling_circles, window_circles};
use order::{Layers, against_order, read_layers, unlisted};
use paths::arrows;
use source::read_crate;
use std::path::PathBuf;

fn manifest() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn readme_layers() -> Layers {
    let path = manifest().join("README.md");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    read_layers(&text)
}

#[test]
fn the_window_has_no_import_circle_between_top_level_modules() {
    let files = read_crate(&manifest().join("src"));
    assert!(files.len() > 50, "read {} files of src/", files.len());
    let (groups, list) = window_circles(&files);
    assert!(groups.is_empty(), "{}", report(&groups, &list));
}

/// Issue 66: no folder of the window has a circle between its own files or subfolders, but the
/// ones README.md's "Known circles" names with why they stay.
#[test]
fn no_folder_of_the_window_has_an_import_circle_between_its_files() {
    let files = read_crate(&manifest().join("src"));
    let (groups, list) = sibling_circles(&files);
    let known = known_circles();
    let new: Vec<Vec<String>> = groups.into_iter().filter(|g| !known.contains(g)).collect();
    assert!(
        new.is_empty(),
        "{}(cut them, or name them under README.md's \"Known circles\" with why they stay)",
        report(&new, &list)
    );
}

/// README.md's "Known circles": one line each, `- a, b, c: why`, the modules as the check
/// names them (sorted).
fn known_circles() -> Vec<Vec<String>> {
    let path = manifest().join("README.md");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let Some(section) = text.split("### Known circles").nth(1) else {
        return Vec::new();
    };
    section
        .lines()
        .skip(1)
        .take_while(|l| !l.starts_with('#'))
        .filter_map(|l| l.strip_prefix("- `"))
        .filter_map(|l| l.split('`').next())
        .map(|names| {
            let mut g: Vec<String> = names.split(", ").map(str::to_string).collect();
            g.sort();
            g
        })
        .collect()
}

#[test]
fn the_rules_bot_and_net_crates_have_no_import_circle_between_files() {
    let mut failures = String::new();
    for krate in [
        "mists_board",
        "mists_rules",
        "mists_bot",
        "mists_net",
        "mists_cli",
    ] {
        let files = read_crate(&manifest().join("crates").join(krate).join("src"));
        assert!(files.len() > 5, "read {} files of {krate}", files.len());
        let (groups, list) = crate_circles(&files);
        let known = known_circles();
        let named = |g: &Vec<String>| -> Vec<String> {
            g.iter().map(|m| format!("{krate}::{m}")).collect()
        };
        let groups: Vec<Vec<String>> = groups
            .into_iter()
            .filter(|g| !known.contains(&named(g)))
            .collect();
        if !groups.is_empty() {
            failures.push_str(&format!("{krate}:\n{}", report(&groups, &list)));
        }
    }
    assert!(failures.is_empty(), "{failures}");
}

/// Issue 66: `competitive/mod.rs` only wires its children's plugins: no file of the folder
/// reaches back up into it (its types, input and bots live in leaf files).
#[test]
fn no_file_of_the_competitive_folder_climbs_back_to_its_mod_rs() {
    let files = read_crate(&manifest().join("src"));
    let folders = figures::folders(&files);
    let competitive = &folders["competitive"];
    assert!(
        competitive.arrows > 20,
        "read {} arrows",
        competitive.arrows
    );
    assert!(
        competitive.back_up.is_empty(),
        "arrows back up to competitive/mod.rs: {:?}",
        competitive.back_up
    );
}

/// The rooms' figures for the notes (not a check): `cargo test --test layers figures --
/// --ignored --nocapture`; `LAYERS_ROOT=<another checkout>` reads that one (a before/after).
#[test]
#[ignore]
fn figures() {
    let root = std::env::var_os("LAYERS_ROOT").map_or_else(manifest, PathBuf::from);
    for (krate, dir) in [
        ("mists", root.join("src")),
        ("mists_rules", root.join("crates/mists_rules/src")),
        ("mists_bot", root.join("crates/mists_bot/src")),
        ("mists_net", root.join("crates/mists_net/src")),
        ("mists_cli", root.join("crates/mists_cli/src")),
    ] {
        println!(
            "{krate}\n{}",
            figures::table(&figures::folders(&read_crate(&dir)))
        );
    }
}

/// The README's list is the order: lower levels and earlier features only.
#[test]
fn the_window_imports_follow_the_readme_layers() {
    let files = read_crate(&manifest().join("src"));
    let bad = against_order(&files, &readme_layers());
    assert!(
        bad.is_empty(),
        "imports against README.md's Layers order (move the code, or the module in the list):\n  {}",
        bad.join("\n  ")
    );
}

/// Every top-level module of `src/` has its place in the README's list, so all are checked.
#[test]
fn the_readme_layers_list_every_top_level_module() {
    let files = read_crate(&manifest().join("src"));
    let (missing, stale) = unlisted(&files, &readme_layers());
    assert!(
        missing.is_empty() && stale.is_empty(),
        "README.md's Layers list and src/ disagree:\n  not listed: {}\n  listed, not in src/: {}",
        missing.join(", "),
        stale.join(", ")
    );
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
    fn test_only_files_are_found_whatever_their_visibility() {
        use crate::source::test_modules;
        let code = "#[cfg(test)]\npub(crate) mod a;\n#[cfg(test)] pub mod b;\n#[cfg(test)] mod c;";
        assert_eq!(test_modules(code), ["a", "b", "c"]);
    }

    #[test]
    fn the_readme_order_is_read_and_checked() {
        let readme = "intro\n### Layers\n\nText.\n\n1. `low` (`Type`) — and `low2/`, `gone`.\n\
                      2. Features: `f1`, `f2`,\n   `f3/` (a later one never).\n\nThe crates: `x`.\n\
                      ## Next\n1. `y`\n";
        let layers = read_layers(readme);
        let got: Vec<(&str, (usize, usize))> =
            layers.place.iter().map(|(k, v)| (k.as_str(), *v)).collect();
        assert_eq!(
            got,
            [
                ("f1", (2, 0)),
                ("f2", (2, 1)),
                ("f3", (2, 2)),
                ("gone", (1, 0)),
                ("low", (1, 0)),
                ("low2", (1, 0))
            ]
        );
        let files = vec![
            file(&["low"], "use crate::low2::x;"),
            file(&["low2"], "use crate::low::y;"),
            file(&["f2"], "use crate::f1::a; use crate::low::b;"),
            file(&["f1"], "use crate::f3::c;"),
            file(&["low2", "deep"], "fn g() { crate::f2::d(); }"),
            file(&["f3"], "use crate::f2::e;"),
            file(&["other"], "use crate::f3::e;"),
        ];
        let bad = against_order(&files, &layers);
        assert_eq!(bad.len(), 2, "{bad:?}");
        assert!(bad[0].starts_with("f1 -> f3   (x.rs:1: crate::f3::c): `f3` is listed after"));
        assert!(bad[1].starts_with("low2 -> f2   (x.rs:1: crate::f2::d): level 1 imports level 2"));
        assert_eq!(
            unlisted(&files, &layers),
            (vec!["other".into()], vec!["gone".into()])
        );
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

    #[test]
    fn a_circle_between_sibling_files_of_a_folder_is_found() {
        let files = vec![
            file(&["online", "seats"], "use super::host::Host;"),
            file(&["online", "host"], "use crate::online::seats::Seat;"),
            file(&["online", "deep", "x"], "use crate::online::host::y;"),
            // A child and its parent: no circle.
            file(&["online"], "use self::seats::Seat;"),
            file(&["play", "a"], "use crate::play::b::c;"),
        ];
        let (groups, _) = sibling_circles(&files);
        assert_eq!(
            groups,
            [vec![
                "online::host".to_string(),
                "online::seats".to_string()
            ]]
        );
        // A subfolder counts as one sibling.
        let sub = vec![
            file(&["t", "a"], "use super::b::deep::x;"),
            file(&["t", "b", "deep"], "use crate::t::a::y;"),
        ];
        assert_eq!(
            sibling_circles(&sub).0,
            [vec!["t::a".to_string(), "t::b".to_string()]]
        );
    }

    #[test]
    fn a_test_file_named_by_a_path_attribute_is_test_code() {
        let text = "fn f() {}\n#[cfg(test)]\n#[path = \"review_tests.rs\"]\nmod tests;\n\
                    #[path = \"shipped.rs\"]\nmod shipped;\n#[cfg(test)]\nmod inline {}";
        assert_eq!(crate::source::test_paths(text), ["review_tests.rs"]);
        // The real one: `competitive/review.rs` declares its tests so; they are not read.
        let files = read_crate(&manifest().join("src"));
        assert!(
            files
                .iter()
                .any(|f| name(&f.module) == "competitive::review")
        );
        assert!(
            !files
                .iter()
                .any(|f| name(&f.module) == "competitive::review_tests")
        );
    }

    #[test]
    fn a_folders_arrows_back_up_and_circles_are_counted() {
        let files = vec![
            file(&["c"], "pub use self::table::T; fn f() {}"),
            file(&["c", "table"], "pub struct T;"),
            // Through the re-export: lands in `table`, not back up.
            file(&["c", "view"], "use super::T; use super::panel::who;"),
            file(&["c", "panel"], "use crate::c::view::x; use super::f;"),
        ];
        let folders = crate::figures::folders(&files);
        let c = &folders["c"];
        assert_eq!(
            c.back_up,
            [("c::panel".to_string(), "c".to_string())],
            "{c:?}"
        );
        // c->table, view->table, view->panel, panel->view, panel->c
        assert_eq!(c.arrows, 5, "{c:?}");
        assert_eq!(
            c.circles,
            [vec!["c::panel".to_string(), "c::view".to_string()]]
        );
    }
}
