//! Reading files that come from outside (tile sets, presets, records, saves): only regular files,
//! at most [`MAX_FILE_BYTES`], and RON with located, one-line errors that suggest the nearest valid
//! key for a misspelt one. Every byte from outside is treated as hostile.

use std::io::Read;
use std::path::Path;

/// The largest data file we read (the shipped tile set is 20 KiB).
pub const MAX_FILE_BYTES: u64 = 4 * 1024 * 1024;

/// Why a file could not be read.
#[derive(Debug, thiserror::Error)]
pub enum ReadError {
    #[error("{file}: cannot read: {source}")]
    Io {
        file: String,
        #[source]
        source: std::io::Error,
    },
    #[error("{file}: not a regular file (a data file must be an ordinary file)")]
    NotAFile { file: String },
    #[error("{file}: larger than {max} bytes: not a Mists data file")]
    TooLarge { file: String, max: u64 },
    #[error("{file}: not UTF-8 text")]
    NotText { file: String },
}

/// Read a text file from outside: a regular file (not a device, FIFO or folder, which could
/// block or never end) of at most [`MAX_FILE_BYTES`].
pub fn read_text(path: &Path) -> Result<String, ReadError> {
    let file = path.display().to_string();
    let io = |source| ReadError::Io {
        file: file.clone(),
        source,
    };
    if path.as_os_str().is_empty() {
        return Err(io(std::io::Error::new(
            std::io::ErrorKind::NotFound,
            "the path is empty",
        )));
    }
    // Looked at before opening: opening a FIFO would block until a writer comes.
    let meta = std::fs::metadata(path).map_err(io)?;
    if !meta.is_file() {
        return Err(ReadError::NotAFile { file });
    }
    if meta.len() > MAX_FILE_BYTES {
        return Err(ReadError::TooLarge {
            file,
            max: MAX_FILE_BYTES,
        });
    }
    let mut bytes = Vec::new();
    std::fs::File::open(path)
        .map_err(io)?
        .take(MAX_FILE_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(io)?;
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(ReadError::TooLarge {
            file,
            max: MAX_FILE_BYTES,
        });
    }
    String::from_utf8(bytes).map_err(|_| ReadError::NotText { file })
}

/// For "Unexpected field named `x` in `S`, expected one of `a`, `b`" (RON) or "unknown field `x`,
/// expected one of …" (serde): the expected key nearest to `x`, when it is near enough to be a
/// misspelling (case, a letter or two).
pub fn did_you_mean(msg: &str) -> Option<String> {
    let rest = msg
        .split("field named `")
        .nth(1)
        .or_else(|| msg.split("unknown field `").nth(1))?;
    let (unknown, rest) = rest.split_once('`')?;
    let (_, rest) = rest.split_once("expected")?;
    let expected: Vec<&str> = rest.split('`').skip(1).step_by(2).collect();
    let (best, d) = expected
        .iter()
        .map(|k| {
            (
                *k,
                edit_distance(&unknown.to_lowercase(), &k.to_lowercase()),
            )
        })
        .min_by_key(|(_, d)| *d)?;
    (d <= 2.max(unknown.len() / 4)).then(|| best.to_string())
}

fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut prev = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let cur = row[j + 1];
            row[j + 1] = (prev + (ca != *cb) as usize).min(row[j] + 1).min(cur + 1);
            prev = cur;
        }
    }
    row[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn misspelt_keys_get_the_nearest_valid_one() {
        let m = "unknown field `tile58ghosts`, expected one of `jointScoring`, `tile58Ghosts`, `houndVicinity`";
        assert_eq!(did_you_mean(m).as_deref(), Some("tile58Ghosts"));
        let m = "unknown field `houndsVicinity`, expected one of `jointScoring`, `houndVicinity`";
        assert_eq!(did_you_mean(m).as_deref(), Some("houndVicinity"));
        let m = "Unexpected field named `scenaro` in `LevelConfig`, expected one of `level`, `name`, or `scenario` instead";
        assert_eq!(did_you_mean(m).as_deref(), Some("scenario"));
        let m = "unknown field `zzzzzz`, expected one of `level`, `name`";
        assert_eq!(did_you_mean(m), None);
        assert_eq!(did_you_mean("expected a comma"), None);
    }

    #[test]
    fn only_regular_files_of_bounded_size_are_read() {
        let dir = std::env::temp_dir().join(format!("mists-input-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        assert!(matches!(read_text(&dir), Err(ReadError::NotAFile { .. })));
        assert!(matches!(
            read_text(Path::new("/dev/zero")),
            Err(ReadError::NotAFile { .. })
        ));
        let big = dir.join("big.ron");
        std::fs::write(&big, vec![b' '; MAX_FILE_BYTES as usize + 1]).unwrap();
        assert!(matches!(read_text(&big), Err(ReadError::TooLarge { .. })));
        let ok = dir.join("ok.ron");
        std::fs::write(&ok, "()").unwrap();
        assert_eq!(read_text(&ok).unwrap(), "()");
        let e = read_text(Path::new("")).unwrap_err().to_string();
        assert!(e.contains("empty"), "{e}");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[cfg(unix)]
    #[test]
    fn a_fifo_is_refused_without_blocking() {
        let dir = std::env::temp_dir().join(format!("mists-fifo-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let fifo = dir.join("pipe.ron");
        let made = std::process::Command::new("mkfifo").arg(&fifo).status();
        if made.is_ok_and(|s| s.success()) {
            assert!(matches!(read_text(&fifo), Err(ReadError::NotAFile { .. })));
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
