//! The short text form of a turn file, to paste into a chat (docs/online.md "Play by turns"):
//! `mists-turn:` and the file's content packed (postcard), deflated and in base64url, on one
//! line. A tile set this program ships is named by its BLAKE3 hash instead of carried whole
//! (the receiver puts its own copy back, so the signatures over the set's text still hold);
//! another set travels inline. Reading it back checks everything a file's reading checks.

use crate::turns::{TURN_VERSION, Turn, TurnError, TurnFile};
use serde::{Deserialize, Serialize};
use std::io::{Read, Write};

/// What a text form starts with.
pub const PREFIX: &str = "mists-turn:";
/// The largest text form read, and the most its content may inflate to.
const MAX_TEXT: usize = 1 << 20;
const MAX_INFLATED: u64 = 4 << 20;

#[derive(Serialize, Deserialize)]
enum Tiles {
    /// A set this program ships, by the BLAKE3 hash of its text.
    Shipped([u8; 32]),
    Inline(String),
}

#[derive(Serialize, Deserialize)]
struct Packed {
    version: u16,
    game: String,
    start: String,
    tiles: Tiles,
    keys: Vec<Option<String>>,
    turns: Vec<Turn>,
}

/// Why a text form could not be read.
fn bad(msg: impl Into<String>) -> TurnError {
    TurnError::Read {
        file: "the pasted text".into(),
        msg: msg.into(),
    }
}

/// The texts of the tile sets this program ships (`assets/tiles/*.ron`): a text form names
/// them by hash.
pub fn shipped(assets: &std::path::Path) -> Vec<String> {
    let Ok(dir) = std::fs::read_dir(assets.join("tiles")) else {
        return Vec::new();
    };
    let mut files: Vec<std::path::PathBuf> = dir
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "ron"))
        .collect();
    files.sort();
    files
        .iter()
        .filter_map(|p| std::fs::read_to_string(p).ok())
        .collect()
}

impl TurnFile {
    /// A turn file from either form: its text form (it starts with [`PREFIX`]) or the file's
    /// RON, read from `file`.
    pub fn from_either(text: &str, file: &str, shipped: &[String]) -> Result<TurnFile, TurnError> {
        match text.trim_start().starts_with(PREFIX) {
            true => TurnFile::from_text(text, shipped),
            false => TurnFile::from_ron(text, file),
        }
    }

    /// The short text form. `shipped`: the texts of the tile sets this program ships.
    pub fn to_text(&self, shipped: &[String]) -> String {
        let tiles = if shipped.contains(&self.tiles) {
            Tiles::Shipped(*blake3::hash(self.tiles.as_bytes()).as_bytes())
        } else {
            Tiles::Inline(self.tiles.clone())
        };
        let packed = Packed {
            version: self.version,
            game: self.game.clone(),
            start: self.start.clone(),
            tiles,
            keys: self.keys.clone(),
            turns: self.turns.clone(),
        };
        let bytes = postcard::to_allocvec(&packed).expect("a turn file always serialises");
        let mut z = flate2::write::DeflateEncoder::new(Vec::new(), flate2::Compression::best());
        z.write_all(&bytes).expect("writing to memory");
        let z = z.finish().expect("writing to memory");
        format!("{PREFIX}{}", data_encoding::BASE64URL_NOPAD.encode(&z))
    }

    /// A turn file from its text form (spaces and line breaks a chat added are ignored).
    /// `shipped`: the texts of the tile sets this program ships.
    pub fn from_text(text: &str, shipped: &[String]) -> Result<TurnFile, TurnError> {
        if text.len() > MAX_TEXT {
            return Err(bad(format!("longer than {MAX_TEXT} characters")));
        }
        let body: String = text.chars().filter(|c| !c.is_whitespace()).collect();
        let body = body
            .strip_prefix(PREFIX)
            .ok_or_else(|| bad(format!("a turn's text starts with {PREFIX}")))?;
        let z = data_encoding::BASE64URL_NOPAD
            .decode(body.as_bytes())
            .map_err(|_| bad("cut short or mistyped (not base64)"))?;
        let mut bytes = Vec::new();
        flate2::read::DeflateDecoder::new(&z[..])
            .take(MAX_INFLATED)
            .read_to_end(&mut bytes)
            .map_err(|_| bad("cut short or mistyped (does not unpack)"))?;
        let p: Packed = postcard::from_bytes(&bytes)
            .map_err(|_| bad("cut short or mistyped (does not read)"))?;
        if p.version != TURN_VERSION {
            return Err(TurnError::Version(p.version));
        }
        if p.game != mists_version::VERSION {
            let shown = p.game.chars().take(32).collect();
            return Err(TurnError::OtherGame(shown, mists_version::VERSION));
        }
        let tiles = match p.tiles {
            Tiles::Inline(t) => t,
            Tiles::Shipped(hash) => shipped
                .iter()
                .find(|t| blake3::hash(t.as_bytes()).as_bytes() == &hash)
                .cloned()
                .ok_or_else(|| bad("its tile set is not one this program ships"))?,
        };
        let file = TurnFile {
            version: p.version,
            game: p.game,
            start: p.start,
            tiles,
            keys: p.keys,
            turns: p.turns,
        };
        file.replay()?;
        Ok(file)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use mists_rules::record::{PresetRef, Record};
    use std::path::Path;

    fn shipped() -> Vec<String> {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../assets/tiles");
        ["mists.ron", "base.ron"]
            .iter()
            .map(|f| std::fs::read_to_string(dir.join(f)).unwrap())
            .collect()
    }

    fn game(turns: usize) -> TurnFile {
        let assets = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../assets");
        let preset = mists_rules::LevelConfig::builtin_path(&assets, 3);
        let cfg = mists_rules::level::LevelConfig::load(&preset).unwrap();
        let (_, tiles) =
            mists_rules::level::load_tiles_and_text_for(&cfg, preset.parent().unwrap()).unwrap();
        let start = Record {
            preset: PresetRef::Inline(Box::new(cfg)),
            players: mists_rules::PlayerSetup::new(3),
            seed: 5,
            decisions: Vec::new(),
            tiles_version: None,
        };
        let mut f = TurnFile::new(&start, tiles).unwrap();
        let keys: Vec<_> = (1..=3u8)
            .map(|k| iroh::SecretKey::from_bytes(&[k; 32]))
            .collect();
        let mut bot = mists_bot::by_name("greedy", 1).unwrap();
        for t in 0..turns {
            f.play(&keys[t % 3], bot.as_mut()).unwrap();
        }
        f
    }

    #[test]
    fn the_text_form_reads_back_as_the_same_file_and_is_short() {
        let f = game(6);
        let text = f.to_text(&shipped());
        assert!(text.starts_with(PREFIX));
        let file_len = f.to_ron().len();
        eprintln!(
            "turn file {file_len} bytes, text form {} characters",
            text.len()
        );
        assert!(text.len() * 8 < file_len, "{} vs {file_len}", text.len());
        // As a chat might break it into lines.
        let wrapped: String = text
            .as_bytes()
            .chunks(60)
            .map(|c| std::str::from_utf8(c).unwrap().to_string() + "\n ")
            .collect();
        let back = TurnFile::from_text(&wrapped, &shipped()).unwrap();
        assert_eq!(back, f);
        // Without the shipped set at hand, the text names what is missing.
        let e = TurnFile::from_text(&text, &[]).unwrap_err().to_string();
        assert!(e.contains("not one this program ships"), "{e}");
    }

    #[test]
    fn a_changed_or_cut_text_is_refused_with_its_reason() {
        let f = game(4);
        let text = f.to_text(&shipped());
        let cut = &text[..text.len() - 20];
        let e = TurnFile::from_text(cut, &shipped())
            .unwrap_err()
            .to_string();
        assert!(e.contains("cut short or mistyped"), "{e}");
        let e = TurnFile::from_text("hello", &shipped())
            .unwrap_err()
            .to_string();
        assert!(e.contains("starts with mists-turn:"), "{e}");
        // A turn changed inside a well-formed text: the signature check refuses it.
        let mut changed = f.clone();
        changed.turns[1].decisions.swap(0, 1);
        let e = TurnFile::from_text(&changed.to_text(&shipped()), &shipped())
            .unwrap_err()
            .to_string();
        assert!(e.contains("turn 2"), "{e}");
    }
}
