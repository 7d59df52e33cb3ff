//! Records the git commit the binaries are built from (`mists --version`). Outside a git checkout
//! (a source archive) the commit is "unknown"; `MISTS_COMMIT` overrides it.

use std::process::Command;

fn main() {
    let commit = std::env::var("MISTS_COMMIT").ok().or_else(|| {
        let out = Command::new("git")
            .args(["rev-parse", "--short=10", "HEAD"])
            .output()
            .ok()?;
        out.status
            .success()
            .then(|| String::from_utf8_lossy(&out.stdout).trim().to_string())
    });
    let dirty = Command::new("git")
        .args(["status", "--porcelain", "--untracked-files=no"])
        .output()
        .ok()
        .is_some_and(|o| o.status.success() && !o.stdout.is_empty());
    let commit = match commit {
        Some(c) if dirty && std::env::var("MISTS_COMMIT").is_err() => format!("{c}+changes"),
        Some(c) => c,
        None => "unknown".into(),
    };
    println!("cargo:rustc-env=MISTS_COMMIT={commit}");
    let version = std::env::var("CARGO_PKG_VERSION").unwrap_or_default();
    println!("cargo:rustc-env=MISTS_LONG_VERSION={version} (commit {commit})");
    println!("cargo:rerun-if-env-changed=MISTS_COMMIT");
    // A new commit moves HEAD or the branch it names.
    for f in [
        "../../.git/HEAD",
        "../../.git/index",
        "../../.git/packed-refs",
    ] {
        println!("cargo:rerun-if-changed={f}");
    }
    if let Ok(head) = std::fs::read_to_string("../../.git/HEAD")
        && let Some(r) = head.strip_prefix("ref: ")
    {
        println!("cargo:rerun-if-changed=../../.git/{}", r.trim());
    }
}
