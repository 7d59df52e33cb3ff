//! Import circles: the strongly connected groups of the arrows, between the window's top-level
//! modules or between a library's files.

use crate::paths::arrows;
use crate::source::{ModPath, SourceFile};
use std::collections::{BTreeMap, BTreeSet};

/// The strongly connected groups of more than one node (Tarjan), each sorted.
pub fn circles(edges: &BTreeMap<String, BTreeSet<String>>) -> Vec<Vec<String>> {
    struct T<'a> {
        edges: &'a BTreeMap<String, BTreeSet<String>>,
        index: BTreeMap<String, usize>,
        low: BTreeMap<String, usize>,
        stack: Vec<String>,
        on: BTreeSet<String>,
        out: Vec<Vec<String>>,
    }
    fn visit(t: &mut T, v: &str) {
        let n = t.index.len();
        t.index.insert(v.into(), n);
        t.low.insert(v.into(), n);
        t.stack.push(v.into());
        t.on.insert(v.into());
        for w in t.edges.get(v).cloned().unwrap_or_default() {
            if !t.index.contains_key(&w) {
                visit(t, &w);
                let lw = t.low[&w];
                let lv = t.low.get_mut(v).expect("visited");
                *lv = (*lv).min(lw);
            } else if t.on.contains(&w) {
                let iw = t.index[&w];
                let lv = t.low.get_mut(v).expect("visited");
                *lv = (*lv).min(iw);
            }
        }
        if t.low[v] == t.index[v] {
            let mut group = Vec::new();
            while let Some(w) = t.stack.pop() {
                t.on.remove(&w);
                let done = w == v;
                group.push(w);
                if done {
                    break;
                }
            }
            if group.len() > 1 {
                group.sort();
                t.out.push(group);
            }
        }
    }
    let mut t = T {
        edges,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on: BTreeSet::new(),
        out: Vec::new(),
    };
    let nodes: Vec<String> = edges.keys().cloned().collect();
    for v in nodes {
        if !t.index.contains_key(&v) {
            visit(&mut t, &v);
        }
    }
    t.out
}

pub fn name(m: &ModPath) -> String {
    if m.is_empty() {
        "(root)".into()
    } else {
        m.join("::")
    }
}

/// A failure message listing each circle with one place per arrow in it.
pub fn report(groups: &[Vec<String>], arrows: &[(String, String, String)]) -> String {
    let mut s = String::new();
    for g in groups {
        s.push_str(&format!("import circle of {}: {}\n", g.len(), g.join(", ")));
        let mut seen = BTreeSet::new();
        for (a, b, at) in arrows {
            if g.contains(a) && g.contains(b) && seen.insert((a.clone(), b.clone())) {
                s.push_str(&format!("  {a} -> {b}   ({at})\n"));
            }
        }
    }
    s
}

/// The window: arrows between top-level modules (the first path segment), the root excluded.
pub fn window_circles(files: &[SourceFile]) -> (Vec<Vec<String>>, Vec<(String, String, String)>) {
    let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut list = Vec::new();
    for a in arrows(files) {
        let (Some(from), Some(to)) = (a.from.first(), a.to.first()) else {
            continue;
        };
        if from != to {
            edges.entry(from.clone()).or_default().insert(to.clone());
            list.push((from.clone(), to.clone(), a.at));
        }
    }
    (circles(&edges), list)
}

/// A library crate: arrows between files, a module and its own ancestors aside.
pub fn crate_circles(files: &[SourceFile]) -> (Vec<Vec<String>>, Vec<(String, String, String)>) {
    let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut list = Vec::new();
    for a in arrows(files) {
        if a.from.starts_with(&a.to) || a.to.starts_with(&a.from) {
            continue;
        }
        let (from, to) = (name(&a.from), name(&a.to));
        edges.entry(from.clone()).or_default().insert(to.clone());
        list.push((from, to, a.at));
    }
    (circles(&edges), list)
}

/// Inside each folder (issue 66): arrows between sibling files or subfolders of one folder (a
/// file under a subfolder counts as the subfolder), the top level aside (`window_circles`) and
/// a module and its own ancestors aside.
pub fn sibling_circles(files: &[SourceFile]) -> (Vec<Vec<String>>, Vec<(String, String, String)>) {
    let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut list = Vec::new();
    for a in arrows(files) {
        let common = a.from.iter().zip(&a.to).take_while(|(x, y)| x == y).count();
        if common == 0 || common >= a.from.len() || common >= a.to.len() {
            continue;
        }
        let (from, to) = (
            name(&a.from[..=common].to_vec()),
            name(&a.to[..=common].to_vec()),
        );
        edges.entry(from.clone()).or_default().insert(to.clone());
        list.push((from, to, a.at));
    }
    (circles(&edges), list)
}
