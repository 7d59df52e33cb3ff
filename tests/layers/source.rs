//! Reading a crate's source as the layering check needs it: each file's module path and its code
//! with comments, strings and `#[cfg(test)]` items blanked out.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// A module's path below its crate root (`["play", "rules"]`); the root is empty.
pub type ModPath = Vec<String>;

/// One source file: its module path and its text with comments, strings and test code removed.
pub struct SourceFile {
    pub module: ModPath,
    pub shown: String,
    pub code: String,
}

/// Blanks comments, string and char literals (keeping line breaks, so positions stay true).
pub fn strip_noise(src: &str) -> String {
    let b: Vec<char> = src.chars().collect();
    let mut out = String::with_capacity(src.len());
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        let next = b.get(i + 1).copied();
        i = if c == '/' && next == Some('/') {
            blank_line_comment(&b, i, &mut out)
        } else if c == '/' && next == Some('*') {
            blank_block_comment(&b, i, &mut out)
        } else if c == 'r' && matches!(next, Some('"') | Some('#')) && !ident_char(prev(&b, i)) {
            blank_raw_string(&b, i, &mut out)
        } else if c == '"' {
            blank_string(&b, i, &mut out)
        } else if c == '\'' {
            blank_char_literal(&b, i, &mut out)
        } else {
            out.push(c);
            i + 1
        };
    }
    out
}

/// A blank in place of `c`: line breaks stay.
fn blank(c: char) -> char {
    if c == '\n' { '\n' } else { ' ' }
}

/// Blanks the `//` comment at `i` up to its line break; returns where it ends.
fn blank_line_comment(b: &[char], mut i: usize, out: &mut String) -> usize {
    while i < b.len() && b[i] != '\n' {
        out.push(' ');
        i += 1;
    }
    i
}

/// Blanks the (possibly nested) `/* */` comment at `i`; returns where it ends.
fn blank_block_comment(b: &[char], mut i: usize, out: &mut String) -> usize {
    let mut depth = 0;
    while i < b.len() {
        if b[i] == '/' && b.get(i + 1) == Some(&'*') {
            depth += 1;
            out.push_str("  ");
            i += 2;
        } else if b[i] == '*' && b.get(i + 1) == Some(&'/') {
            depth -= 1;
            out.push_str("  ");
            i += 2;
            if depth == 0 {
                break;
            }
        } else {
            out.push(blank(b[i]));
            i += 1;
        }
    }
    i
}

/// Blanks the raw string at `i` (`r"…"`, `r#"…"#`); an `r` that starts none is kept.
fn blank_raw_string(b: &[char], i: usize, out: &mut String) -> usize {
    let mut j = i + 1;
    let mut hashes = 0;
    while b.get(j) == Some(&'#') {
        hashes += 1;
        j += 1;
    }
    if b.get(j) != Some(&'"') {
        out.push(b[i]);
        return i + 1;
    }
    j += 1;
    loop {
        if j >= b.len() {
            break;
        }
        if b[j] == '"' && (0..hashes).all(|k| b.get(j + 1 + k) == Some(&'#')) {
            j += 1 + hashes;
            break;
        }
        j += 1;
    }
    for &ch in &b[i..j.min(b.len())] {
        out.push(blank(ch));
    }
    j
}

/// Blanks the string literal at `i`, escapes included; returns where it ends.
fn blank_string(b: &[char], i: usize, out: &mut String) -> usize {
    let mut j = i + 1;
    while j < b.len() && b[j] != '"' {
        j += if b[j] == '\\' { 2 } else { 1 };
    }
    for &ch in &b[i..(j + 1).min(b.len())] {
        out.push(blank(ch));
    }
    j + 1
}

/// A char literal ('x', '\n', '\u{..}') or a lifetime ('a) at `i`: only literals are blanked.
fn blank_char_literal(b: &[char], i: usize, out: &mut String) -> usize {
    let end = if b.get(i + 1) == Some(&'\\') {
        (i + 2..b.len()).find(|&j| b[j] == '\'')
    } else if b.get(i + 2) == Some(&'\'') {
        Some(i + 2)
    } else {
        None
    };
    match end {
        Some(e) => {
            for _ in i..=e {
                out.push(' ');
            }
            e + 1
        }
        None => {
            out.push(b[i]);
            i + 1
        }
    }
}

pub fn prev(b: &[char], i: usize) -> char {
    if i == 0 { ' ' } else { b[i - 1] }
}

pub fn ident_char(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// Blanks every item marked `#[cfg(test)]` (a `use …;`, `mod x;` or a braced item).
pub fn strip_test_items(code: &str) -> String {
    let mut b: Vec<char> = code.chars().collect();
    let marker: Vec<char> = "#[cfg(test)]".chars().collect();
    let mut i = 0;
    while i + marker.len() <= b.len() {
        if b[i..i + marker.len()] != marker[..] {
            i += 1;
            continue;
        }
        let start = i;
        let mut j = i + marker.len();
        let rest: String = b[j..b.len().min(j + 200)].iter().collect();
        let is_use =
            rest.trim_start().starts_with("use ") || rest.trim_start().starts_with("pub use ");
        let mut depth = 0;
        while j < b.len() {
            match b[j] {
                ';' if depth == 0 => break,
                '{' if !is_use => depth += 1,
                '}' if !is_use => {
                    depth -= 1;
                    if depth == 0 {
                        break;
                    }
                }
                _ => {}
            }
            j += 1;
        }
        for ch in &mut b[start..(j + 1).min(code.chars().count())] {
            if *ch != '\n' {
                *ch = ' ';
            }
        }
        i = j + 1;
    }
    b.into_iter().collect()
}

/// The modules declared `#[cfg(test)] mod name;` in a file: test-only files.
pub fn test_modules(code: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = code;
    while let Some(at) = rest.find("#[cfg(test)]") {
        rest = &rest[at + "#[cfg(test)]".len()..];
        let item = without_visibility(rest.trim_start());
        if let Some(decl) = item.strip_prefix("mod ") {
            let name: String = decl.chars().take_while(|&c| ident_char(c)).collect();
            if decl[name.len()..].trim_start().starts_with(';') {
                out.push(name);
            }
        }
    }
    out
}

/// The files of modules declared `#[cfg(test)] #[path = "file.rs"] mod name;` in a file's raw
/// text (its strings kept): test-only files named by their path, beside the declaring file.
pub fn test_paths(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(at) = rest.find("#[cfg(test)]") {
        rest = &rest[at + "#[cfg(test)]".len()..];
        let Some(attr) = rest.trim_start().strip_prefix("#[path = \"") else {
            continue;
        };
        let Some((file, after)) = attr.split_once("\"]") else {
            continue;
        };
        if without_visibility(after.trim_start()).starts_with("mod ") {
            out.push(file.to_string());
        }
    }
    out
}

/// `item` without a leading `pub`, `pub(crate)`, `pub(super)`…
fn without_visibility(item: &str) -> &str {
    match item.strip_prefix("pub") {
        Some(rest) if rest.starts_with('(') => {
            rest.find(')').map_or(item, |e| rest[e + 1..].trim_start())
        }
        Some(rest) if rest.starts_with(' ') => rest.trim_start(),
        _ => item,
    }
}

/// The module path of a file below `root` (`play/mod.rs` → `play`, `main.rs`/`lib.rs` → root).
pub fn module_of(root: &Path, file: &Path) -> ModPath {
    let rel = file.strip_prefix(root).expect("file under root");
    let mut parts: Vec<String> = rel
        .iter()
        .map(|p| p.to_string_lossy().into_owned())
        .collect();
    let last = parts.pop().expect("a file name");
    let stem = last.trim_end_matches(".rs");
    if !(stem == "mod" || (parts.is_empty() && (stem == "main" || stem == "lib"))) {
        parts.push(stem.to_string());
    }
    parts
}

/// Every `.rs` file of a crate's `src/` that is compiled outside tests.
pub fn read_crate(root: &Path) -> Vec<SourceFile> {
    let mut files = Vec::new();
    let mut path_tests: BTreeSet<ModPath> = BTreeSet::new();
    let mut stack = vec![root.to_path_buf()];
    while let Some(dir) = stack.pop() {
        let mut entries: Vec<PathBuf> = std::fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
            .map(|e| e.expect("a directory entry").path())
            .collect();
        entries.sort();
        for path in entries {
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path)
                    .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
                let code = strip_noise(&text);
                // `#[cfg(test)] #[path = "x_tests.rs"] mod tests;`: the file beside this one.
                let beside = path.parent().expect("a file's folder");
                for file in test_paths(&text) {
                    path_tests.insert(module_of(root, &beside.join(file)));
                }
                files.push((module_of(root, &path), path, code));
            }
        }
    }
    // Files declared `#[cfg(test)] mod x;` (and everything below them) are test code.
    let mut test_only: BTreeSet<ModPath> = path_tests;
    for (module, _, code) in &files {
        for name in test_modules(code) {
            let mut m = module.clone();
            m.push(name);
            test_only.insert(m);
        }
    }
    files
        .into_iter()
        .filter(|(m, _, _)| !test_only.iter().any(|t| m.starts_with(t)))
        .map(|(module, path, code)| SourceFile {
            module,
            shown: path.display().to_string(),
            code: strip_test_items(&code),
        })
        .collect()
}
