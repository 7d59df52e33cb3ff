//! The README's own layer list ("### Layers"), read as the order the window's imports must follow:
//! the README stays the one place the order is written down, and it cannot drift from the code.

use crate::paths::arrows;
use crate::source::SourceFile;
use std::collections::{BTreeMap, BTreeSet};

/// Where the README puts each top-level module: its level (1 is the bottom) and, in the level that
/// starts with "Features:", its place in that list (0 elsewhere: a level's modules are unordered).
pub struct Layers {
    pub place: BTreeMap<String, (usize, usize)>,
}

/// The numbered items of the `### Layers` section, one string per item (its lines joined), with
/// the number each item carries.
fn items(readme: &str) -> Vec<(usize, String)> {
    let section = readme
        .split("\n### Layers\n")
        .nth(1)
        .expect("README.md has a \"### Layers\" section");
    let section = section.split("\n## ").next().unwrap_or(section);
    let mut out: Vec<(usize, String)> = Vec::new();
    let mut open = false;
    for line in section.lines() {
        let digits: String = line.chars().take_while(|c| c.is_ascii_digit()).collect();
        if !digits.is_empty() && line[digits.len()..].starts_with(". ") {
            out.push((
                digits.parse().expect("digits"),
                line[digits.len() + 2..].into(),
            ));
            open = true;
        } else if open && line.starts_with(' ') && !line.trim().is_empty() {
            let last = out.last_mut().expect("an open item");
            last.1.push(' ');
            last.1.push_str(line.trim());
        } else {
            open = false;
        }
    }
    out
}

/// The modules an item names: each lower-case word in backticks (`saves`, `ui/`); CamelCase ones
/// (`Resume`, `GameBegan`) are types the prose mentions.
fn names(item: &str) -> Vec<String> {
    item.split('`')
        .skip(1)
        .step_by(2)
        .map(|w| w.trim_end_matches('/'))
        .filter(|w| {
            !w.is_empty()
                && w.chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
        })
        .map(String::from)
        .collect()
}

/// The README's levels, checked to be numbered 1, 2, 3… with one "Features:" level.
pub fn read_layers(readme: &str) -> Layers {
    let items = items(readme);
    let numbers: Vec<usize> = items.iter().map(|(n, _)| *n).collect();
    let expected: Vec<usize> = (1..=items.len()).collect();
    assert_eq!(numbers, expected, "README Layers: levels numbered 1, 2, 3…");
    let features = items
        .iter()
        .filter(|(_, text)| text.starts_with("Features:"))
        .count();
    assert_eq!(features, 1, "README Layers: one level starts \"Features:\"");
    let mut place = BTreeMap::new();
    for (level, text) in &items {
        let ordered = text.starts_with("Features:");
        for (i, name) in names(text).into_iter().enumerate() {
            let at = (*level, if ordered { i } else { 0 });
            if let Some(before) = place.insert(name.clone(), at) {
                panic!(
                    "README Layers: `{name}` is listed twice (levels {} and {level})",
                    before.0
                );
            }
        }
    }
    Layers { place }
}

/// The top-level modules of the window (the root, `main.rs`, aside).
pub fn top_level(files: &[SourceFile]) -> BTreeSet<String> {
    files
        .iter()
        .filter_map(|f| f.module.first().cloned())
        .collect()
}

/// Modules of `src/` the README does not list, and names it lists that `src/` has no module for.
pub fn unlisted(files: &[SourceFile], layers: &Layers) -> (Vec<String>, Vec<String>) {
    let modules = top_level(files);
    let listed: BTreeSet<String> = layers.place.keys().cloned().collect();
    (
        modules.difference(&listed).cloned().collect(),
        listed.difference(&modules).cloned().collect(),
    )
}

/// Every import that goes up the README's order: to a higher level, or to a later feature. The root
/// (`main.rs`, which registers everything) and unlisted modules (reported apart) are not checked.
pub fn against_order(files: &[SourceFile], layers: &Layers) -> Vec<String> {
    let mut out = Vec::new();
    let mut seen = BTreeSet::new();
    for a in arrows(files) {
        let (Some(from), Some(to)) = (a.from.first(), a.to.first()) else {
            continue;
        };
        let (Some(&f), Some(&t)) = (layers.place.get(from), layers.place.get(to)) else {
            continue;
        };
        // Lower, earlier, or the same place (two modules of an unordered level): allowed.
        if t <= f {
            continue;
        }
        if seen.insert((from.clone(), to.clone())) {
            let why = if t.0 > f.0 {
                format!("level {} imports level {}", f.0, t.0)
            } else {
                format!("`{to}` is listed after `{from}` in level {}", f.0)
            };
            let path = format!("crate::{}", a.path.join("::"));
            out.push(format!("{from} -> {to}   ({}: {path}): {why}", a.at));
        }
    }
    out
}
