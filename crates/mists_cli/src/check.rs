//! `mists-cli check FILE`: what a file is, decided by parsing it as each kind (the kinds' keys
//! are disjoint and unknown keys are refused), then validated as far as a game can start.

use crate::dir_of;
use crate::error::{CliError, out};
use mists_board::TileSet;
use mists_board::input::read_text;
use mists_board::tileset::{RonError, TileSetSpec, parse_ron};
use mists_rules::competitive::file::CompetitiveRecord;
use mists_rules::competitive::lesson::CompetitiveLesson;
use mists_rules::lesson::Lesson;
use mists_rules::level::{LevelConfig, LevelError, load_tiles_for};
use mists_rules::record::Record;
use mists_rules::{Engine, PlayerSetup};
use std::path::Path;

pub fn check(file: &Path) -> Result<(), CliError> {
    let text = read_text(file)?;
    let name = file.display().to_string();
    // A competitive lesson holds a competitive preset (and its `variant`): it is told first, and is
    // valid when its expected plays play through from its start.
    if parse_ron::<CompetitiveLesson>(&text, &name).is_ok() {
        CompetitiveLesson::from_ron(&text, &name)?.play_through(&dir_of(file), &name)?;
        return out(&format!("ok: {name} (competitive lesson)"));
    }
    // A competitive record (one carrying its preset whole names a variant inside) is told first.
    if let Ok(rec) = parse_ron::<CompetitiveRecord>(&text, &name) {
        rec.replay(&dir_of(file), &name, None)?;
        return out(&format!("ok: {name} (competitive record)"));
    }
    // A competitive preset names its variant: its own parse error says what is wrong with it.
    if mists_rules::competitive::file::is_competitive(&text) || text.contains("variant") {
        parse_ron::<mists_rules::competitive::file::CompetitivePreset>(&text, &name)
            .map_err(mists_board::TileSetError::Syntax)?;
        let kind = crate::competitive::check_preset(file)?;
        return out(&format!("ok: {name} ({kind})"));
    }
    let kind = match (
        parse_ron::<TileSetSpec>(&text, &name),
        parse_ron::<LevelConfig>(&text, &name),
        parse_ron::<Record>(&text, &name),
        parse_ron::<Lesson>(&text, &name),
    ) {
        (Ok(spec), _, _, _) => {
            TileSet::from_spec(spec, &name)?;
            "tile set"
        }
        (_, Ok(cfg), _, _) => {
            cfg.validate().map_err(|source| LevelError::Invalid {
                file: name.clone(),
                source,
            })?;
            let tiles = load_tiles_for(&cfg, &dir_of(file))?;
            // A preset is only valid if a game can start from it (scenario included), with the
            // players it names (its meeples may be of their colours).
            let players = cfg.players.clone().unwrap_or_else(|| PlayerSetup::new(1));
            Engine::new(cfg, &tiles, &players, 0).map_err(|source| CliError::Setup {
                file: name.clone(),
                source,
            })?;
            "level preset"
        }
        (_, _, Ok(rec), _) => {
            rec.replay(&dir_of(file), &name, None)?;
            "record"
        }
        // A lesson is valid when its expected decisions play through from its start.
        (_, _, _, Ok(_)) => {
            Lesson::from_ron(&text, &name)?.play_through(&dir_of(file), &name)?;
            "lesson"
        }
        // None fits: the kind whose parse got furthest into the file says what is wrong.
        (Err(a), Err(b), Err(c), Err(d)) => {
            let mut furthest: RonError = a;
            for e in [b, c, d] {
                if (e.line, e.col) > (furthest.line, furthest.col) {
                    furthest = e;
                }
            }
            return Err(mists_board::TileSetError::Syntax(furthest).into());
        }
    };
    out(&format!("ok: {name} ({kind})"))
}
