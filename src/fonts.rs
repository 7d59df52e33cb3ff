//! The window's fonts, read once from `assets/fonts/`: egui's own faces (Ubuntu Light for text,
//! Hack for monospace, two symbol faces), set up as egui's defaults are, and EB Garamond for
//! titles and headings (the `display` family). They ship as files
//! beside the game instead of inside it (1.4 MB of the binary, README "Release"); the game does
//! not start without them (`main` says which file is missing).

use bevy_egui::egui::{FontData, FontDefinitions, FontFamily, FontTweak};
use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock};

/// A font that could not be read.
#[derive(Debug, thiserror::Error)]
#[error("cannot read the font {path}: {source}")]
pub struct FontError {
    path: PathBuf,
    source: std::io::Error,
}

/// The faces: egui's name, the file, the scale egui gives it. EB Garamond is the display face
/// of titles and headings (issue 49), a little larger to match Ubuntu's height.
const FACES: [(&str, &str, f32); 5] = [
    ("Ubuntu-Light", "Ubuntu-Light.ttf", 1.0),
    ("Hack", "Hack-Regular.ttf", 1.0),
    ("NotoEmoji-Regular", "NotoEmoji-Regular.ttf", 0.81),
    ("emoji-icon-font", "emoji-icon-font.ttf", 0.90),
    ("EBGaramond", "EBGaramond12-Regular.otf", 1.12),
];

/// The family of titles and headings: EB Garamond, then the text's faces for what it lacks.
pub const DISPLAY: &str = "display";

/// The fonts as read, and egui's definitions over them.
pub struct Fonts {
    /// Ubuntu Light's bytes (the numbers drawn on pieces use it too).
    pub text_face: &'static [u8],
    pub definitions: FontDefinitions,
}

static FONTS: OnceLock<Result<Fonts, FontError>> = OnceLock::new();

/// The fonts of this process's asset folder, read on first use.
pub fn fonts() -> Result<&'static Fonts, &'static FontError> {
    FONTS
        .get_or_init(|| read(&crate::asset_root::asset_root().join("fonts")))
        .as_ref()
}

/// Read every face of `dir` into egui's families: text, then the symbols as fallbacks.
fn read(dir: &Path) -> Result<Fonts, FontError> {
    let mut defs = FontDefinitions::empty();
    let mut text_face: &'static [u8] = &[];
    for (name, file, scale) in FACES {
        let path = dir.join(file);
        let bytes = std::fs::read(&path).map_err(|source| FontError { path, source })?;
        // Read once per process and kept for its life, as egui's built-in faces were.
        let bytes: &'static [u8] = Box::leak(bytes.into_boxed_slice());
        if name == "Ubuntu-Light" {
            text_face = bytes;
        }
        let tweak = FontTweak {
            scale,
            ..Default::default()
        };
        defs.font_data.insert(
            name.to_owned(),
            Arc::new(FontData::from_static(bytes).tweak(tweak)),
        );
    }
    let symbols = ["NotoEmoji-Regular", "emoji-icon-font"];
    let family = |first: &[&str]| -> Vec<String> {
        first
            .iter()
            .chain(&symbols)
            .map(|s| s.to_string())
            .collect()
    };
    defs.families
        .insert(FontFamily::Proportional, family(&["Ubuntu-Light"]));
    defs.families
        .insert(FontFamily::Monospace, family(&["Hack", "Ubuntu-Light"]));
    defs.families.insert(
        FontFamily::Name(DISPLAY.into()),
        family(&["EBGaramond", "Ubuntu-Light"]),
    );
    Ok(Fonts {
        text_face,
        definitions: defs,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_face_is_read_and_bound_as_egui_binds_its_own() {
        let fonts = fonts().expect("assets/fonts");
        let defs = &fonts.definitions;
        assert_eq!(defs.font_data.len(), FACES.len());
        assert_eq!(
            defs.families[&FontFamily::Proportional],
            ["Ubuntu-Light", "NotoEmoji-Regular", "emoji-icon-font"]
        );
        assert_eq!(defs.families[&FontFamily::Monospace][0], "Hack");
        assert_eq!(
            defs.families[&FontFamily::Name(DISPLAY.into())][..2],
            ["EBGaramond", "Ubuntu-Light"]
        );
        assert!(skrifa::FontRef::new(fonts.text_face).is_ok());
    }

    #[test]
    fn a_missing_font_is_named() {
        let dir = std::env::temp_dir().join("mists-no-fonts");
        let e = read(&dir).err().expect("no fonts there");
        assert!(e.to_string().contains("Ubuntu-Light.ttf"), "{e}");
    }
}
