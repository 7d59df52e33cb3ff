//! The competitive game kept on disk (docs/competitive.md): after every play the match is written
//! as a record (its preset, seed and plays, with a first line naming the bot seats) to
//! `competitive/save.ron` in the data folder (not `saves/`, whose files are cooperative games),
//! all or nothing; a finished match removes it. The level select offers
//! to continue it; a damaged file is moved aside with the reason shown, never half-read.

use super::{Versus, VersusArt};
use crate::progress::DataDir;
use crate::screens::Screen;
use crate::tile_textures::TileArt;
use crate::{AppSystems, PausableSystems};
use bevy::prelude::*;
use mists_rules::competitive::Match;
use mists_rules::competitive::file::{CompetitiveRecord, FileError};
use std::path::{Path, PathBuf};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<SavedMatch>();
    app.add_systems(OnEnter(Screen::Title), rescan);
    app.add_systems(
        Update,
        autosave
            .in_set(AppSystems::Publish)
            .in_set(PausableSystems)
            .run_if(
                in_state(Screen::Versus)
                    .and_then(resource_exists::<Versus>)
                    .and_then(resource_exists::<Match>),
            ),
    );
}

/// The first line of a competitive save: which seats bots play (not part of the record).
const SEATS: &str = "// mists competitive save, bot seats: ";

/// The competitive save of this data folder.
pub fn save_path(data: &DataDir) -> Option<PathBuf> {
    data.0.as_ref().map(|d| d.join("competitive").join("save.ron"))
}

/// An unfinished match found on disk, or why the file could not be used (it was moved aside).
#[derive(Resource, Default, Debug)]
pub enum SavedMatch {
    #[default]
    None,
    Found {
        record: CompetitiveRecord,
        bots: Vec<bool>,
    },
    Damaged(String),
}

/// Continue this match when the competitive screen opens (set by the level select).
#[derive(Resource, Debug, Clone)]
pub struct ResumeMatch {
    pub record: CompetitiveRecord,
    pub bots: Vec<bool>,
}

/// The text of a save: the seats line, then the record.
fn save_text(record: &CompetitiveRecord, bots: &[bool]) -> String {
    format!("{SEATS}{bots:?}\n{}", record.to_ron())
}

/// Read a save: the record must replay to the end (a bad play is a damaged save).
pub fn read(path: &Path) -> Result<(CompetitiveRecord, Vec<bool>), FileError> {
    let record = CompetitiveRecord::load(path)?;
    let file = path.display().to_string();
    record.replay(Path::new(""), &file, None)?;
    let text = mists_board::input::read_text(path)?;
    let bots = text
        .lines()
        .next()
        .and_then(|l| l.strip_prefix(SEATS))
        .and_then(|b| ron::from_str::<Vec<bool>>(b).ok())
        .unwrap_or_default();
    Ok((record, bots))
}

/// Look for a competitive save on entering the level select.
fn rescan(data: Option<Res<DataDir>>, mut saved: ResMut<SavedMatch>) {
    let Some(path) = data.as_deref().and_then(save_path) else {
        *saved = SavedMatch::None;
        return;
    };
    *saved = match path.exists().then(|| read(&path)) {
        None => SavedMatch::None,
        Some(Ok((record, bots))) => SavedMatch::Found { record, bots },
        Some(Err(e)) => {
            // Kept for a look, out of the way of the next autosave.
            let aside = path.with_extension("ron.damaged");
            let _ = std::fs::rename(&path, &aside);
            warn!("competitive save moved aside: {e}");
            SavedMatch::Damaged(e.to_string())
        }
    };
}

/// After every play: write the match (or remove the save once it is over).
fn autosave(
    m: Res<Match>,
    v: Res<Versus>,
    data: Option<Res<DataDir>>,
    mut written: Local<Option<usize>>,
) {
    if *written == Some(m.plays.len()) {
        return;
    }
    *written = Some(m.plays.len());
    let Some(path) = data.as_deref().and_then(save_path) else {
        return;
    };
    let done = if m.is_over() {
        match std::fs::remove_file(&path) {
            Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(e),
            _ => Ok(()),
        }
    } else {
        crate::saves::write_atomic(&path, &save_text(&v.record(&m), &v.bots))
    };
    if let Err(e) = done {
        warn!(
            "cannot save the competitive game to {}: {e}",
            path.display()
        );
    }
}

/// The match of a save with its score history (one entry per finished turn, as the screen notes
/// it), built by replaying the plays.
pub(super) fn resume(
    commands: &mut Commands,
    r: &ResumeMatch,
    art: &TileArt,
    images: &mut Assets<Image>,
    bot_delay: f32,
) -> Result<(), FileError> {
    let file = r.record.competitive.display().to_string();
    let mut m = r.record.replay(Path::new(""), &file, Some(0))?;
    let mut history = vec![m.scores.clone()];
    for (index, &play) in r.record.plays.iter().enumerate() {
        m.apply(play).map_err(|source| FileError::Illegal {
            file: file.clone(),
            index,
            play,
            source,
        })?;
        if m.placed_cell().is_none() {
            history.push(m.scores.clone());
        }
    }
    let mut bots = r.bots.clone();
    bots.resize(m.setup.players as usize, true);
    commands.insert_resource(VersusArt(art.extended(m.tiles(), images)));
    commands.insert_resource(Versus {
        history,
        bots,
        rot: mists_board::Rotation(0),
        bot_clock: 0.0,
        bot_delay,
        preset: r.record.competitive.clone(),
        seed: r.record.seed,
        noted: m.plays.len(),
    });
    commands.insert_resource(m);
    Ok(())
}
