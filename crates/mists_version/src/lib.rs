//! The version and git commit the Mists binaries were built from (`mists --version`,
//! `mists-cli --version`, the About box, crash reports).

/// The workspace version (Cargo.toml).
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

/// The git commit (short), with `+changes` when built from a checkout with uncommitted changes.
pub const COMMIT: &str = env!("MISTS_COMMIT");

/// `0.1.0 (commit 1a2b3c4d5e)`.
pub const LONG: &str = env!("MISTS_LONG_VERSION");

#[cfg(test)]
mod tests {
    #[test]
    fn the_long_version_names_version_and_commit() {
        let v = super::LONG;
        assert!(v.starts_with(env!("CARGO_PKG_VERSION")), "{v}");
        assert!(v.contains("commit ") && !super::COMMIT.is_empty(), "{v}");
    }
}
