//! Player-facing text in four languages (English, German, French, Russian) from Fluent files:
//! `assets/i18n/<lang>/*.ftl`. Code names a message by its id (`tr!(tr, "hud-level", n = 3)`);
//! a message missing in a language falls back to English, a missing id shows the id itself (and
//! the key tests below fail). The language comes from `--lang`, else the settings, else the
//! system's locale.

use bevy::prelude::*;
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};
use std::path::Path;
use unic_langid::LanguageIdentifier;

/// The languages the game speaks.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize,
)]
pub enum Lang {
    #[default]
    En,
    De,
    Fr,
    Ru,
}

impl Lang {
    pub const ALL: [Lang; 4] = [Lang::En, Lang::De, Lang::Fr, Lang::Ru];

    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::De => "de",
            Lang::Fr => "fr",
            Lang::Ru => "ru",
        }
    }

    /// The language's own name (shown in the language menu as is).
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::De => "Deutsch",
            Lang::Fr => "Français",
            Lang::Ru => "Русский",
        }
    }

    /// `de`, `de-AT`, `fr_FR.UTF-8` … → the language, if the game speaks it.
    pub fn from_code(code: &str) -> Option<Lang> {
        let base = code
            .split(['-', '_', '.'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| l.code() == base)
    }

    /// The system's language if the game speaks it, else English.
    pub fn from_system() -> Lang {
        sys_locale::get_locale()
            .and_then(|l| Lang::from_code(&l))
            .unwrap_or_default()
    }
}

/// Why the texts could not be read.
#[derive(Debug, thiserror::Error)]
pub enum I18nError {
    #[error(transparent)]
    Read(#[from] mists_board::input::ReadError),
    #[error("{file}: {msg}")]
    Syntax { file: String, msg: String },
    #[error("{dir}: no .ftl files")]
    Empty { dir: String },
}

type Bundle = FluentBundle<FluentResource>;

/// The texts of the current language, with English behind them.
#[derive(Resource)]
pub struct Tr {
    pub lang: Lang,
    bundle: Bundle,
    english: Bundle,
    /// The keys as bound, offered to every message as `$key-<action>` (issue 48: texts that
    /// name a key name the player's); the defaults at first, then `settings::keys` sets them.
    keys: Vec<(String, String)>,
}

/// Read every `.ftl` file of `dir` into a bundle.
fn bundle(dir: &Path, lang: Lang) -> Result<Bundle, I18nError> {
    let id: LanguageIdentifier = lang.code().parse().unwrap_or_default();
    let mut b = Bundle::new_concurrent(vec![id]);
    // Bidi isolation marks would show as boxes in egui.
    b.set_use_isolating(false);
    let files = crate::asset_root::files_with_ext(dir, "ftl").map_err(|source| {
        mists_board::input::ReadError::Io {
            file: dir.display().to_string(),
            source,
        }
    })?;
    if files.is_empty() {
        return Err(I18nError::Empty {
            dir: dir.display().to_string(),
        });
    }
    for f in files {
        let text = mists_board::input::read_text(&f)?;
        let res = FluentResource::try_new(text).map_err(|(_, errs)| I18nError::Syntax {
            file: f.display().to_string(),
            msg: errs
                .iter()
                .map(|e| e.to_string())
                .collect::<Vec<_>>()
                .join("; "),
        })?;
        b.add_resource(res).map_err(|errs| I18nError::Syntax {
            file: f.display().to_string(),
            msg: format!("{} messages defined twice", errs.len()),
        })?;
    }
    Ok(b)
}

impl Tr {
    /// The texts of `lang` from `<assets>/i18n/`.
    pub fn load(assets: &Path, lang: Lang) -> Result<Tr, I18nError> {
        let dir = assets.join("i18n");
        let mut tr = Tr {
            lang,
            bundle: bundle(&dir.join(lang.code()), lang)?,
            english: bundle(&dir.join("en"), Lang::En)?,
            keys: Vec::new(),
        };
        tr.keys = tr.key_args(&crate::keymap::KeyMap::default(), false);
        Ok(tr)
    }

    /// No texts at all (the files could not be read): every message shows its id.
    pub fn empty() -> Tr {
        let id: LanguageIdentifier = "en".parse().unwrap_or_default();
        Tr {
            lang: Lang::En,
            bundle: Bundle::new_concurrent(vec![id.clone()]),
            english: Bundle::new_concurrent(vec![id]),
            keys: Vec::new(),
        }
    }

    /// The keys' names the messages may use (`key-place` → "Space").
    pub fn set_keys(&mut self, keys: Vec<(String, String)>) {
        self.keys = keys;
    }

    pub fn keys(&self) -> &[(String, String)] {
        &self.keys
    }

    /// `map`'s keys named in this language (`key-name-Space` where a language has its word).
    pub fn key_args(&self, map: &crate::keymap::KeyMap, pad: bool) -> Vec<(String, String)> {
        let or = self.get("settings-key-or", None);
        let local = |name: &str| {
            let id = format!("key-name-{}", name.replace([' ', '(', ')'], ""));
            let has = [&self.bundle, &self.english]
                .iter()
                .any(|b| b.has_message(&id));
            if has {
                self.get(&id, None)
            } else {
                name.to_string()
            }
        };
        crate::keymap::key_args(map, &or, &local, pad)
    }

    /// The message `id` with its arguments: the current language, else English, else the id.
    pub fn get(&self, id: &str, args: Option<&FluentArgs>) -> String {
        for b in [&self.bundle, &self.english] {
            if let Some(pattern) = b.get_message(id).and_then(|m| m.value()) {
                let mut errors = Vec::new();
                let text = b.format_pattern(pattern, args, &mut errors);
                if errors.is_empty() || self.keys.is_empty() {
                    return text.into_owned();
                }
                // A message naming a key (`$key-…`) resolves again with the keys' names; the
                // others, nearly all, never pay for them.
                let mut all = FluentArgs::new();
                for (k, v) in &self.keys {
                    all.set(k.clone(), v.clone());
                }
                for (k, v) in args.into_iter().flat_map(|a| a.iter()) {
                    all.set(k.to_string(), v.clone());
                }
                errors.clear();
                return b
                    .format_pattern(pattern, Some(&all), &mut errors)
                    .into_owned();
            }
        }
        id.to_string()
    }

    /// Whether the current language (or English) has message `id`.
    #[cfg(test)]
    pub fn has(&self, id: &str) -> bool {
        self.bundle.has_message(id) || self.english.has_message(id)
    }
}

/// `tr!(tr, "id")` or `tr!(tr, "id", name = value, …)`: the message in the current language.
#[macro_export]
macro_rules! tr {
    ($tr:expr, $id:literal) => {
        $tr.get($id, None)
    };
    ($tr:expr, $id:literal, $($name:ident = $val:expr),+ $(,)?) => {{
        let mut args = fluent_bundle::FluentArgs::new();
        $( args.set(stringify!($name), $val); )+
        $tr.get($id, Some(&args))
    }};
}

/// A meeple colour's name.
pub fn colour(tr: &Tr, c: mists_rules::Colour) -> String {
    use mists_rules::Colour::*;
    match c {
        Red => tr!(tr, "colour-red"),
        Green => tr!(tr, "colour-green"),
        Blue => tr!(tr, "colour-blue"),
        Yellow => tr!(tr, "colour-yellow"),
        Black => tr!(tr, "colour-black"),
        Pink => tr!(tr, "colour-pink"),
    }
}

/// A hound's name (0 Rufus, 1 Ronja), written in the language's script.
pub fn hound(tr: &Tr, h: usize) -> String {
    if h.is_multiple_of(2) {
        tr!(tr, "hound-rufus")
    } else {
        tr!(tr, "hound-ronja")
    }
}

/// What a built-in level adds to the one before (the New game page).
pub fn level_blurb(tr: &Tr, level: u8) -> String {
    match level {
        1 => tr!(tr, "level-1-blurb"),
        2 => tr!(tr, "level-2-blurb"),
        3 => tr!(tr, "level-3-blurb"),
        4 => tr!(tr, "level-4-blurb"),
        5 => tr!(tr, "level-5-blurb"),
        _ => tr!(tr, "level-6-blurb"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::{BTreeMap, BTreeSet};
    use std::path::PathBuf;

    fn assets() -> PathBuf {
        PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/assets"))
    }

    /// Every message id of a language, with the variables each one uses (`{ $name }`): a message
    /// starts at a line `id = …` and runs on over its indented lines.
    fn ids(lang: Lang) -> BTreeMap<String, BTreeSet<String>> {
        let dir = assets().join("i18n").join(lang.code());
        let mut out: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        for f in std::fs::read_dir(&dir).unwrap() {
            let f = f.unwrap().path();
            if f.extension().and_then(|e| e.to_str()) != Some("ftl") {
                continue;
            }
            let text = std::fs::read_to_string(&f).unwrap();
            if let Err((_, e)) = FluentResource::try_new(text.clone()) {
                panic!("{}: {e:?}", f.display());
            }
            let mut current: Option<String> = None;
            for line in text.lines() {
                let starts = line.chars().next().is_some_and(|c| c.is_ascii_alphabetic());
                if starts && let Some((id, _)) = line.split_once('=') {
                    let id = id.trim().to_string();
                    assert!(
                        out.insert(id.clone(), BTreeSet::new()).is_none(),
                        "{id} twice"
                    );
                    current = Some(id);
                } else if !line.starts_with([' ', '}']) && !line.is_empty() {
                    current = None;
                }
                if let Some(id) = &current {
                    for v in line.split('$').skip(1) {
                        let name: String = v
                            .chars()
                            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '-')
                            .collect();
                        if let Some(vars) = out.get_mut(id) {
                            vars.insert(name);
                        }
                    }
                }
            }
        }
        out
    }

    #[test]
    fn every_language_has_every_message_with_the_same_variables() {
        let en = ids(Lang::En);
        assert!(en.len() > 100, "{} English messages", en.len());
        for lang in [Lang::De, Lang::Fr, Lang::Ru] {
            let other = ids(lang);
            let missing: Vec<_> = en.keys().filter(|k| !other.contains_key(*k)).collect();
            let extra: Vec<_> = other.keys().filter(|k| !en.contains_key(*k)).collect();
            assert!(missing.is_empty(), "{lang:?} lacks {missing:?}");
            assert!(extra.is_empty(), "{lang:?} has unknown ids {extra:?}");
            for (k, vars) in &en {
                assert_eq!(&other[k], vars, "{lang:?} {k}: variables differ");
            }
        }
    }

    /// Message ids the code names: `tr!(…, "id"…)`.
    fn used_ids() -> BTreeSet<String> {
        let mut out = BTreeSet::new();
        // This file names `tr!` in its docs and tests, not as uses.
        for p in source_files().iter().filter(|p| !p.ends_with("i18n.rs")) {
            let text = std::fs::read_to_string(p).unwrap();
            for part in text.split("tr!(").skip(1) {
                if let Some(id) = part.split('"').nth(1) {
                    out.insert(id.to_string());
                }
            }
        }
        out
    }

    /// Every file under `src/`.
    fn source_files() -> Vec<PathBuf> {
        let mut files = Vec::new();
        let mut stack = vec![PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/src"))];
        while let Some(dir) = stack.pop() {
            for e in std::fs::read_dir(dir).unwrap() {
                let p = e.unwrap().path();
                if p.is_dir() {
                    stack.push(p);
                } else {
                    files.push(p);
                }
            }
        }
        files
    }

    #[test]
    fn every_message_the_code_uses_exists_in_english() {
        let en = ids(Lang::En);
        let used = used_ids();
        assert!(used.len() > 80, "only {} ids found in the code", used.len());
        let missing: Vec<_> = used.iter().filter(|k| !en.contains_key(*k)).collect();
        assert!(missing.is_empty(), "used but not in en: {missing:?}");
    }

    /// Whether a message shows a place by coordinates: a variable named like a coordinate, a
    /// count followed by a compass word ("2 west", "{ $n } к югу") or a pair "(x, y)".
    fn shows_coordinates(message: &str) -> bool {
        const COMPASS: [&str; 16] = [
            "east",
            "west",
            "north",
            "south",
            "östlich",
            "westlich",
            "nördlich",
            "südlich",
            "à l’est",
            "à l’ouest",
            "au nord",
            "au sud",
            "к востоку",
            "к западу",
            "к северу",
            "к югу",
        ];
        let coordinate_var = message.split('$').skip(1).any(|v| {
            let name: String = v
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '-')
                .collect();
            ["x", "y", "cell", "dx", "dy", "col", "row", "ew", "ns"].contains(&name.as_str())
        });
        let counted_compass = COMPASS.iter().any(|w| {
            message.match_indices(w).any(|(i, _)| {
                let before = message[..i].trim_end();
                before.ends_with('}') || before.ends_with(|c: char| c.is_ascii_digit())
            })
        });
        let pair = message.split('(').skip(1).any(|rest| {
            let inner = rest.split(')').next().unwrap_or("");
            let parts: Vec<&str> = inner.split(',').map(str::trim).collect();
            parts.len() == 2
                && parts.iter().all(|p| {
                    let p = p.trim_start_matches('-');
                    let placeable = p.starts_with("{ $")
                        && p.ends_with('}')
                        && !p[3..p.len() - 1].trim().contains(' ');
                    !p.is_empty() && (p.chars().all(|c| c.is_ascii_digit()) || placeable)
                })
        });
        coordinate_var || counted_compass || pair
    }

    #[test]
    fn no_text_shows_the_player_coordinates() {
        assert!(shows_coordinates(
            "a tile { $n } west, { $m } north of the start"
        ));
        assert!(shows_coordinates("тайл (3, -1)"));
        assert!(shows_coordinates("at ({ $x }, { $y })"));
        assert!(!shows_coordinates(
            "the ghost into { $feature } ({ $side })"
        ));
        for lang in Lang::ALL {
            let dir = assets().join("i18n").join(lang.code());
            for e in std::fs::read_dir(&dir).unwrap() {
                let f = e.unwrap().path();
                let text = std::fs::read_to_string(&f).unwrap();
                for (n, line) in text.lines().enumerate() {
                    assert!(
                        line.starts_with('#') || !shows_coordinates(line),
                        "{}:{}: {line}",
                        f.display(),
                        n + 1
                    );
                }
            }
        }
    }

    #[test]
    fn languages_load_and_fall_back_to_english() {
        for lang in Lang::ALL {
            let tr = Tr::load(&assets(), lang).unwrap_or_else(|e| panic!("{e}"));
            assert!(tr.has("app-title"));
        }
        let de = Tr::load(&assets(), Lang::De).unwrap();
        assert_ne!(
            de.get("menu-resume", None),
            Tr::load(&assets(), Lang::En)
                .unwrap()
                .get("menu-resume", None)
        );
        assert_eq!(de.get("no-such-message", None), "no-such-message");
        assert_eq!(Lang::from_code("de_AT.UTF-8"), Some(Lang::De));
        assert_eq!(Lang::from_code("ru-RU"), Some(Lang::Ru));
        assert_eq!(Lang::from_code("ja"), None);
    }

    /// egui draws a missing glyph as a box: every character of every message and of the code's
    /// own strings must be in one of the fonts of egui's proportional family (Ubuntu Light and
    /// the emoji fonts; Hack serves only monospace text).
    #[test]
    fn every_character_shown_has_a_glyph_in_the_fonts() {
        use skrifa::{FontRef, MetadataProvider};
        let defs = &crate::fonts::fonts().expect("assets/fonts").definitions;
        let fonts: Vec<FontRef> = defs.families[&bevy_egui::egui::FontFamily::Proportional]
            .iter()
            .map(|name| FontRef::new(&defs.font_data[name].font).expect("egui's fonts parse"))
            .collect();
        let covered = |c: char| fonts.iter().any(|f| f.charmap().map(c).is_some());
        let mut texts: Vec<(String, String)> = Vec::new();
        for lang in Lang::ALL {
            let dir = assets().join("i18n").join(lang.code());
            for f in std::fs::read_dir(&dir).unwrap() {
                let f = f.unwrap().path();
                let text = std::fs::read_to_string(&f).unwrap();
                for line in text.lines().filter(|l| !l.starts_with('#')) {
                    texts.push((f.display().to_string(), line.to_string()));
                }
            }
        }
        for p in source_files() {
            // String literals only (comments may use any character).
            let text = std::fs::read_to_string(&p).unwrap();
            for line in text.lines().filter(|l| !l.trim_start().starts_with("//")) {
                for lit in line.split('"').skip(1).step_by(2) {
                    texts.push((p.display().to_string(), lit.to_string()));
                }
            }
        }
        let mut missing = BTreeSet::new();
        for (file, line) in &texts {
            for c in line.chars().filter(|c| !c.is_control() && !c.is_ascii()) {
                if !covered(c) {
                    missing.insert(format!("{c:?} U+{:04X} in {file}", c as u32));
                }
            }
        }
        assert!(missing.is_empty(), "no glyph for {missing:#?}");
    }

    #[test]
    fn numbers_of_every_width_are_formatted() {
        for lang in Lang::ALL {
            let tr = Tr::load(&assets(), lang).unwrap();
            for text in [
                tr!(tr, "ago-minutes", n = 7u64),
                tr!(tr, "ago-minutes", n = 7usize),
                tr!(tr, "ago-minutes", n = 7u32),
            ] {
                assert!(text.contains('7'), "{lang:?}: {text:?}");
                eprintln!("{lang:?}: {text:?}");
            }
        }
    }
}
