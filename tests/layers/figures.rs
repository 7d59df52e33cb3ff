//! The rooms' figures (issue 66): per folder, the arrows between its files, how many of them
//! climb back to the folder's own `mod.rs`, and its circles between sibling files.

use crate::graph::{circles, name};
use crate::paths::arrows;
use crate::source::{ModPath, SourceFile};
use std::collections::{BTreeMap, BTreeSet};

/// One folder's figures.
#[derive(Debug, Default, PartialEq)]
pub struct Folder {
    /// Distinct (from, to) pairs of files inside the folder, its `mod.rs` included.
    pub arrows: usize,
    /// Those from a file below the folder to its `mod.rs`.
    pub back_up: Vec<(String, String)>,
    /// The circles between its direct children (a file under a subfolder counts as the subfolder).
    pub circles: Vec<Vec<String>>,
}

/// Every folder (a module with children) of a crate, by name.
pub fn folders(files: &[SourceFile]) -> BTreeMap<String, Folder> {
    let parents: BTreeSet<ModPath> = files
        .iter()
        .filter(|f| !f.module.is_empty())
        .map(|f| f.module[..f.module.len() - 1].to_vec())
        .filter(|p| !p.is_empty())
        .collect();
    let all = arrows(files);
    let mut out = BTreeMap::new();
    for folder in parents {
        let inside = |m: &ModPath| m.starts_with(&folder);
        let pairs: BTreeSet<(ModPath, ModPath)> = all
            .iter()
            .filter(|a| inside(&a.from) && inside(&a.to) && a.from != a.to)
            .map(|a| (a.from.clone(), a.to.clone()))
            .collect();
        let back_up = pairs
            .iter()
            .filter(|(from, to)| *to == folder && from.len() > folder.len())
            .map(|(from, to)| (name(from), name(to)))
            .collect();
        // Between the folder's direct children only (the same reading as `sibling_circles`).
        let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        for (from, to) in &pairs {
            if from.len() > folder.len() && to.len() > folder.len() {
                let (f, t) = (&from[..=folder.len()], &to[..=folder.len()]);
                if f != t {
                    edges
                        .entry(name(&f.to_vec()))
                        .or_default()
                        .insert(name(&t.to_vec()));
                }
            }
        }
        out.insert(
            name(&folder),
            Folder {
                arrows: pairs.len(),
                back_up,
                circles: circles(&edges),
            },
        );
    }
    out
}

/// The figures as a table, one folder a line.
pub fn table(folders: &BTreeMap<String, Folder>) -> String {
    let mut s = String::from("folder | arrows | back to mod.rs | circles (files)\n");
    for (n, f) in folders {
        let c: Vec<String> = f.circles.iter().map(|g| g.len().to_string()).collect();
        s.push_str(&format!(
            "{n} | {} | {} | {} ({})\n",
            f.arrows,
            f.back_up.len(),
            f.circles.len(),
            c.join(", ")
        ));
    }
    s
}
