//! The competitive game kept on disk (docs/competitive.md): after every play the match is written
//! as a record (its preset, seed and plays, with a first line naming the bot seats) to its own
//! file in `competitive/` in the data folder (not `saves/`, whose files are cooperative games),
//! all or nothing; a finished match removes its file. The Competitive page offers to continue
//! the newest one; a damaged file is moved aside with the reason shown, never half-read.

use super::table::{CompetitiveArt, CompetitiveTable, MatchBegan, at_table, finished_plays};
use crate::shared::Screen;
use crate::shared::{AppSystems, PausableSystems};
use crate::storage::DataDir;
use crate::tile_textures::TileArt;
use bevy::prelude::*;
use mists_rules::competitive::file::{CompetitiveRecord, FileError, apply_plays};
use mists_rules::competitive::{Match, Play};
use std::path::{Path, PathBuf};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<SavedMatch>();
    app.add_observer(choose_file);
    app.add_systems(OnEnter(Screen::Title), rescan);
    app.add_systems(
        Update,
        autosave
            .in_set(AppSystems::Publish)
            .in_set(PausableSystems)
            .run_if(at_table().and_then(resource_exists::<MatchFile>)),
    );
}

/// The first line of a competitive save: which seats bots play (not part of the record).
const SEATS: &str = "// mists competitive save, bot seats: ";
/// The second line: which of those bots are the strong (search) bot; absent in older saves.
const STRONG: &str = "// strong bots: ";

/// The folder of competitive saves in this data folder.
pub fn save_dir(data: &DataDir) -> Option<PathBuf> {
    data.0.as_ref().map(|d| d.join("competitive"))
}

/// A file for a match starting now (each match its own: starting one never replaces another).
pub fn new_save_path(dir: &Path, seed: u64) -> PathBuf {
    crate::storage::unique_path(dir, "match", seed)
}

/// Where the match on the table is saved.
#[derive(Resource, Debug, Clone)]
pub struct MatchFile(pub PathBuf);

/// Where a match that began is saved, as the cooperative saves choose theirs on `GameBegan`: a
/// new match in a file of its own (when there is a data folder), a continued one in its file;
/// a watched record, a lesson's position and an online match are not saved here (the host keeps
/// its own copy).
pub(super) fn choose_file(
    began: On<MatchBegan>,
    data: Option<Res<DataDir>>,
    mut commands: Commands,
) {
    let file = match &*began {
        MatchBegan::Fresh { seed } => data
            .as_deref()
            .and_then(save_dir)
            .map(|dir| new_save_path(&dir, *seed)),
        MatchBegan::Resumed { path } => Some(path.clone()),
        MatchBegan::Replayed | MatchBegan::Handed | MatchBegan::Followed => None,
    };
    match file {
        Some(file) => commands.insert_resource(MatchFile(file)),
        None => commands.remove_resource::<MatchFile>(),
    }
}

/// A save that cannot be continued.
#[derive(Debug, thiserror::Error)]
pub enum SaveError {
    #[error(transparent)]
    File(#[from] FileError),
    #[error("{0}: the first line does not say which seats the bot plays")]
    Seats(String),
}

/// The newest unfinished match on disk, or why a save could not be used (it was moved aside).
#[derive(Resource, Default, Debug)]
pub enum SavedMatch {
    #[default]
    None,
    Found(ResumeMatch),
    Damaged {
        error: String,
        /// Where it was moved (None: it could not be moved).
        aside: Option<PathBuf>,
    },
}

/// Continue this match when the competitive screen opens (set by the Competitive page).
#[derive(Resource, Debug, Clone)]
pub struct ResumeMatch {
    pub record: CompetitiveRecord,
    pub bots: Vec<bool>,
    pub strong: Vec<bool>,
    pub path: PathBuf,
}

/// The text of a save: the seats lines, then the record, read back first (issue 61: a save
/// that would not load is never written).
fn save_text(
    record: &CompetitiveRecord,
    bots: &[bool],
    strong: &[bool],
) -> Result<String, FileError> {
    let record = record.to_ron_checked()?;
    Ok(format!("{SEATS}{bots:?}\n{STRONG}{strong:?}\n{record}"))
}

/// Read a save: a seat line for every player, and a record that replays to its last play.
pub fn read(path: &Path) -> Result<ResumeMatch, SaveError> {
    let file = path.display().to_string();
    let text = mists_board::input::read_text(path).map_err(FileError::from)?;
    let record: CompetitiveRecord =
        mists_board::tileset::parse_ron(&text, &file).map_err(FileError::from)?;
    record.replay(path.parent().unwrap_or(Path::new(".")), &file, None)?;
    let bots = text
        .lines()
        .next()
        .and_then(|l| l.strip_prefix(SEATS))
        .and_then(|b| ron::from_str::<Vec<bool>>(b).ok())
        .filter(|b| b.len() == record.players as usize)
        .ok_or_else(|| SaveError::Seats(file.clone()))?;
    // Older saves have no strength line: their bots are the easy one.
    let strong = text
        .lines()
        .nth(1)
        .and_then(|l| l.strip_prefix(STRONG))
        .and_then(|b| ron::from_str::<Vec<bool>>(b).ok())
        .filter(|b| b.len() == bots.len())
        .unwrap_or_else(|| vec![false; bots.len()]);
    Ok(ResumeMatch {
        record,
        bots,
        strong,
        path: path.to_path_buf(),
    })
}

/// Look for competitive saves on entering the title page: the newest that reads is offered;
/// one that does not is moved aside (`.ron.damaged`), out of the way of the others.
fn rescan(data: Option<Res<DataDir>>, mut saved: ResMut<SavedMatch>) {
    *saved = SavedMatch::None;
    let Some(dir) = data.as_deref().and_then(save_dir) else {
        return;
    };
    let Ok(entries) = std::fs::read_dir(&dir) else {
        return;
    };
    let mut files: Vec<(std::time::SystemTime, PathBuf)> = entries
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "ron"))
        .filter(|p| !crate::storage::is_kept_review(p))
        .map(|p| {
            (
                std::fs::metadata(&p)
                    .and_then(|m| m.modified())
                    .unwrap_or(std::time::UNIX_EPOCH),
                p,
            )
        })
        .collect();
    files.sort();
    for (_, path) in files.into_iter().rev() {
        match read(&path) {
            Ok(found) => {
                if matches!(*saved, SavedMatch::None) {
                    *saved = SavedMatch::Found(found);
                }
            }
            Err(e) => {
                let aside = path.with_extension("ron.damaged");
                let moved = std::fs::rename(&path, &aside).ok().map(|_| aside);
                warn!("competitive save not used ({moved:?}): {e}");
                if !matches!(*saved, SavedMatch::Found(_)) {
                    *saved = SavedMatch::Damaged {
                        error: e.to_string(),
                        aside: moved,
                    };
                }
            }
        }
    }
}

/// After every play: write the match (or remove its file once it is over). Nothing is written
/// before the first play, and a first play undone removes the file again.
fn autosave(
    m: Res<Match>,
    v: Res<CompetitiveTable>,
    file: Res<MatchFile>,
    mut written: Local<Option<(PathBuf, usize)>>,
) {
    let key = (file.0.clone(), m.plays.len());
    let started = written.as_ref().is_some_and(|(f, _)| *f == file.0);
    if written.as_ref() == Some(&key) || (m.plays.is_empty() && !started) {
        return;
    }
    let done = if m.is_over() || m.plays.is_empty() {
        match std::fs::remove_file(&file.0) {
            Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(e),
            _ => Ok(()),
        }
    } else {
        save_text(&v.record(&m), &v.bots, &v.strong)
            .map_err(std::io::Error::other)
            .and_then(|text| crate::storage::write_atomic(&file.0, &text))
    };
    match done {
        Ok(()) => *written = Some(key),
        // Tried again after the next play.
        Err(e) => error!(
            "cannot save the competitive game to {}: {e}",
            file.0.display()
        ),
    }
}

/// A record's match after its first `until` plays (all if None) with its score history (one
/// entry per finished turn, as the screen notes it), built by replaying the plays. The preset is
/// found from `dir`; `file` names the record in errors.
pub(super) fn rebuild(
    record: &CompetitiveRecord,
    dir: &Path,
    file: &str,
    until: Option<usize>,
) -> Result<(Match, Vec<Vec<u32>>), FileError> {
    let start = record.replay(dir, file, Some(0))?;
    let n = until.unwrap_or(record.plays.len()).min(record.plays.len());
    replay_from(start, &record.plays[..n], file)
}

/// `plays` applied to the match `m` with the score history they make.
pub(super) fn replay_from(
    mut m: Match,
    plays: &[Play],
    file: &str,
) -> Result<(Match, Vec<Vec<u32>>), FileError> {
    let mut history = vec![m.scores.clone()];
    apply_plays(&mut m, plays, file, |m| {
        if m.placed_cell().is_none() {
            history.push(m.scores.clone());
        }
    })?;
    Ok((m, history))
}

/// The match of a save, on the table with its score history.
pub(super) fn resume(
    commands: &mut Commands,
    r: &ResumeMatch,
    art: &TileArt,
    images: &mut Assets<Image>,
    bot_delay: f32,
) -> Result<(), FileError> {
    let file = r.path.display().to_string();
    let dir = r.path.parent().unwrap_or(Path::new("."));
    let (m, history) = rebuild(&r.record, dir, &file, None)?;
    commands.insert_resource(CompetitiveArt(art.extended(m.tiles(), images)));
    commands.insert_resource(CompetitiveTable {
        history,
        bots: r.bots.clone(),
        strong: r.strong.clone(),
        rot: mists_board::Rotation(0),
        bot_clock: 0.0,
        bot_delay,
        preset: r.record.competitive.clone(),
        // Its saves go on carrying the preset whole, read now if an older save did not.
        whole: (r.record.made_whole(dir, &file).ok())
            .and_then(|r| r.whole)
            .map(|w| std::sync::Arc::new(*w)),
        seed: r.record.seed,
        // A save may stand mid-turn: its turn is noted when it ends (or is undone).
        noted: finished_plays(&m),
        replaying: false,
        elsewhere: Vec::new(),
    });
    commands.insert_resource(m);
    Ok(())
}
