//! The `crate::`, `super::` and `self::` paths of each file, made absolute and resolved to the file
//! module they land in (following `pub use` re-exports): the import arrows.

use crate::source::{ModPath, SourceFile, ident_char, prev};
use std::collections::{BTreeMap, BTreeSet};

/// An import arrow: which module uses which, the path as written (made absolute) and where.
#[derive(Debug, Clone)]
pub struct Arrow {
    pub from: ModPath,
    pub to: ModPath,
    pub path: ModPath,
    pub at: String,
}

/// Expands a use tree that starts at `text` (after `prefix::`) into full paths.
pub fn expand_tree(
    text: &[char],
    mut i: usize,
    prefix: Vec<String>,
    out: &mut Vec<Vec<String>>,
) -> usize {
    let mut path = prefix;
    loop {
        while i < text.len() && text[i].is_whitespace() {
            i += 1;
        }
        if i < text.len() && text[i] == '{' {
            i += 1;
            loop {
                while i < text.len() && (text[i].is_whitespace() || text[i] == ',') {
                    i += 1;
                }
                if i >= text.len() || text[i] == '}' {
                    return i + 1;
                }
                i = expand_tree(text, i, path.clone(), out);
            }
        }
        if i < text.len() && text[i] == '*' {
            out.push(path);
            return i + 1;
        }
        let start = i;
        while i < text.len() && ident_char(text[i]) {
            i += 1;
        }
        let word: String = text[start..i].iter().collect();
        if word.is_empty() {
            out.push(path);
            return i;
        }
        if word != "self" {
            path.push(word);
        }
        let mut j = i;
        while j < text.len() && text[j].is_whitespace() {
            j += 1;
        }
        if text.get(j) == Some(&':') && text.get(j + 1) == Some(&':') {
            i = j + 2;
            continue;
        }
        out.push(path);
        // Skip an `as alias`.
        let rest: String = text[j..text.len().min(j + 4)].iter().collect();
        if rest.starts_with("as ") {
            j += 3;
            while j < text.len() && text[j].is_whitespace() {
                j += 1;
            }
            while j < text.len() && ident_char(text[j]) {
                j += 1;
            }
        }
        return j;
    }
}

/// Every path in the file that starts with `crate`, `super` or `self`, made absolute, with its line.
pub fn paths_in(file: &SourceFile) -> Vec<(ModPath, usize)> {
    let text: Vec<char> = file.code.chars().collect();
    let mut found = Vec::new();
    let mut i = 0;
    while i < text.len() {
        if !ident_char(prev(&text, i)) && prev(&text, i) != ':' {
            for head in ["crate", "super", "self"] {
                let h: Vec<char> = head.chars().collect();
                let after = i + h.len();
                if text[i..].starts_with(&h)
                    && text.get(after) == Some(&':')
                    && text.get(after + 1) == Some(&':')
                {
                    let line = text[..i].iter().filter(|&&c| c == '\n').count() + 1;
                    let mut paths = Vec::new();
                    let mut base = match head {
                        "crate" => Vec::new(),
                        "self" => file.module.clone(),
                        _ => {
                            let mut m = file.module.clone();
                            m.pop();
                            m
                        }
                    };
                    let mut j = after + 2;
                    // `super::super::…`
                    while text[j..].starts_with(&['s', 'u', 'p', 'e', 'r', ':', ':']) {
                        base.pop();
                        j += 7;
                    }
                    expand_tree(&text, j, base, &mut paths);
                    found.extend(paths.into_iter().map(|p| (p, line)));
                    i = after;
                    break;
                }
            }
        }
        i += 1;
    }
    found
}

/// `pub use` re-exports of each module: name → where it really lives.
pub fn reexports(files: &[SourceFile]) -> BTreeMap<ModPath, BTreeMap<String, ModPath>> {
    let mut out: BTreeMap<ModPath, BTreeMap<String, ModPath>> = BTreeMap::new();
    for f in files {
        for stmt in f.code.split(';') {
            let s = stmt.trim_start();
            let Some(tree) = s
                .strip_prefix("pub use ")
                .or_else(|| s.strip_prefix("pub(crate) use "))
            else {
                continue;
            };
            let probe = SourceFile {
                module: f.module.clone(),
                shown: String::new(),
                code: tree.to_string(),
            };
            let text: Vec<char> = tree.chars().collect();
            let mut paths = Vec::new();
            if tree.starts_with("crate::")
                || tree.starts_with("super::")
                || tree.starts_with("self::")
            {
                paths.extend(paths_in(&probe).into_iter().map(|(p, _)| p));
            } else {
                // `pub use child::Item;` names a child module of this one.
                expand_tree(&text, 0, f.module.clone(), &mut paths);
            }
            for p in paths {
                if let Some(name) = p.last() {
                    out.entry(f.module.clone())
                        .or_default()
                        .insert(name.clone(), p.clone());
                }
            }
        }
    }
    out
}

/// The file module an absolute path lands in, following re-exports.
pub fn resolve(
    path: &ModPath,
    modules: &BTreeSet<ModPath>,
    re: &BTreeMap<ModPath, BTreeMap<String, ModPath>>,
) -> ModPath {
    let mut path = path.clone();
    for _ in 0..8 {
        let owner = (0..=path.len())
            .rev()
            .map(|n| path[..n].to_vec())
            .find(|p| modules.contains(p))
            .unwrap_or_default();
        let next = path
            .get(owner.len())
            .and_then(|name| re.get(&owner).and_then(|m| m.get(name)));
        match next {
            Some(target) if target != &path => {
                let mut t = target.clone();
                t.extend(path[owner.len() + 1..].iter().cloned());
                path = t;
            }
            _ => return owner,
        }
    }
    path
}

/// Every arrow between file modules of one crate.
pub fn arrows(files: &[SourceFile]) -> Vec<Arrow> {
    // Every module and every folder above one (a folder without its `mod.rs` still names a module).
    let modules: BTreeSet<ModPath> = files
        .iter()
        .flat_map(|f| (0..=f.module.len()).map(|n| f.module[..n].to_vec()))
        .collect();
    let re = reexports(files);
    let mut out = Vec::new();
    for f in files {
        for (p, line) in paths_in(f) {
            let to = resolve(&p, &modules, &re);
            if to != f.module {
                out.push(Arrow {
                    from: f.module.clone(),
                    to,
                    path: p,
                    at: format!("{}:{line}", f.shown),
                });
            }
        }
    }
    out
}
