//! Where the `assets/` folder is, however the binary was started.

use std::path::{Path, PathBuf};

/// The files of `dir` ending in `.ext`, sorted by name (lessons, presets, translations, saves).
pub fn files_with_ext(dir: &Path, ext: &str) -> std::io::Result<Vec<PathBuf>> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().and_then(|x| x.to_str()) == Some(ext))
        .collect();
    files.sort();
    Ok(files)
}

/// The asset folder: `BEVY_ASSET_ROOT` (the folder that *contains* `assets/`, as Bevy reads it) if
/// set, else the first of `assets/` next to the executable, in the crate's manifest dir (cargo runs
/// and tests) or in the working directory that holds a tile set. Falls back to the manifest dir.
pub fn find_asset_root(
    env_root: Option<&Path>,
    exe_dir: Option<&Path>,
    manifest_dir: &Path,
    cwd: Option<&Path>,
) -> PathBuf {
    if let Some(root) = env_root {
        return root.join("assets");
    }
    let candidates = exe_dir
        .into_iter()
        .chain(std::iter::once(manifest_dir))
        .chain(cwd)
        .map(|d| d.join("assets"));
    for dir in candidates {
        if dir.join("tiles").is_dir() {
            return dir;
        }
    }
    manifest_dir.join("assets")
}

/// [`find_asset_root`] for this process.
pub fn asset_root() -> PathBuf {
    let env_root = std::env::var_os("BEVY_ASSET_ROOT").map(PathBuf::from);
    let exe_dir = std::env::current_exe()
        .ok()
        .and_then(|p| p.parent().map(Path::to_path_buf));
    let cwd = std::env::current_dir().ok();
    find_asset_root(
        env_root.as_deref(),
        exe_dir.as_deref(),
        Path::new(env!("CARGO_MANIFEST_DIR")),
        cwd.as_deref(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn env_wins_then_exe_then_manifest_then_cwd() {
        let base = std::env::temp_dir().join(format!("mists-assets-{}", std::process::id()));
        let (exe, manifest, cwd) = (base.join("exe"), base.join("manifest"), base.join("cwd"));
        for d in [&exe, &manifest, &cwd] {
            std::fs::create_dir_all(d.join("assets/tiles")).unwrap();
        }
        let env = base.join("env");
        assert_eq!(
            find_asset_root(Some(&env), Some(&exe), &manifest, Some(&cwd)),
            env.join("assets")
        );
        assert_eq!(
            find_asset_root(None, Some(&exe), &manifest, Some(&cwd)),
            exe.join("assets")
        );
        std::fs::remove_dir_all(exe.join("assets")).unwrap();
        assert_eq!(
            find_asset_root(None, Some(&exe), &manifest, Some(&cwd)),
            manifest.join("assets")
        );
        std::fs::remove_dir_all(manifest.join("assets")).unwrap();
        assert_eq!(
            find_asset_root(None, Some(&exe), &manifest, Some(&cwd)),
            cwd.join("assets")
        );
        std::fs::remove_dir_all(cwd.join("assets")).unwrap();
        assert_eq!(
            find_asset_root(None, None, &manifest, None),
            manifest.join("assets")
        );
        std::fs::remove_dir_all(&base).unwrap();
    }

    #[test]
    fn this_checkout_has_its_assets() {
        assert!(asset_root().join("tiles/mists.ron").is_file());
    }
}
