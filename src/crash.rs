//! Crash reports: a panic writes `<data>/crash-<time>.txt` with the message, where it happened, a
//! backtrace and the record of the game in progress, and says where on standard error; the next
//! start shows it in the title page. The report is a game record whose first lines are RON
//! comments, so `mists-cli replay crash-….txt` replays the game up to the crash.

use crate::play::record::{dealt_players, record_of};
use crate::storage::DataDir;
use bevy::prelude::*;
use mists_rules::{Flow, Table};
use std::path::{Path, PathBuf};
use std::sync::Mutex;

/// The record of the game in progress, as RON (kept current after every applied decision).
static GAME: Mutex<Option<String>> = Mutex::new(None);

pub(super) fn plugin(app: &mut App) {
    let dir = app.world().resource::<DataDir>().0.clone();
    install(dir.clone());
    app.insert_resource(CrashNotice(dir.as_deref().and_then(unseen_report)));
    app.add_systems(
        Update,
        keep_record.run_if(resource_exists::<Table>.and_then(resource_changed::<Flow>)),
    );
}

/// A report from an earlier session that the player has not seen yet.
#[derive(Resource, Debug, Clone, Default)]
pub struct CrashNotice(pub Option<PathBuf>);

impl CrashNotice {
    /// The player has read it: it is not shown again.
    pub fn dismiss(&mut self) {
        if let Some(report) = self.0.take()
            && let Some(dir) = report.parent()
        {
            let _ = std::fs::write(dir.join("crash-seen"), report.display().to_string());
        }
    }
}

/// The newest crash report not yet dismissed.
fn unseen_report(dir: &Path) -> Option<PathBuf> {
    let seen = std::fs::read_to_string(dir.join("crash-seen")).unwrap_or_default();
    std::fs::read_dir(dir)
        .ok()?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.starts_with("crash-") && n.ends_with(".txt"))
        })
        .max()
        .filter(|newest| newest.display().to_string() != seen.trim())
}

fn keep_record(
    table: Res<Table>,
    flow: Res<Flow>,
    setup: Res<crate::setup::GameSetup>,
    mut kept: Local<Option<(u64, Vec<mists_rules::Decision>)>>,
) {
    // The flow changes at every step of a turn; the record only with a decision (or a new game).
    if kept
        .as_ref()
        .is_some_and(|(seed, d)| *seed == table.seed && *d == flow.record)
    {
        return;
    }
    *kept = Some((table.seed, flow.record.clone()));
    let players = dealt_players(&setup, &table);
    let text = record_of(&table, &flow, players).to_ron();
    if let Ok(mut g) = GAME.lock() {
        *g = Some(text);
    }
}

/// The report for a panic: RON comments with what happened, then the game's record.
pub fn report_text(message: &str, location: &str, backtrace: &str, game: Option<&str>) -> String {
    let mut out = String::new();
    let mut say = |line: &str| {
        out.push_str("// ");
        out.push_str(line);
        out.push('\n');
    };
    say(&format!("Mists {} crashed.", mists_version::LONG));
    say(&format!("panic: {message}"));
    say(&format!("at: {location}"));
    say("backtrace:");
    for l in backtrace.lines() {
        say(&format!("  {l}"));
    }
    match game {
        Some(_) => say("The game in progress follows: `mists-cli replay THIS_FILE` replays it."),
        None => say("No game was in progress."),
    }
    out.push_str(game.unwrap_or("(preset: Path(\"\"), players: (players: 1), seed: 0)"));
    out.push('\n');
    out
}

/// Write a report into `dir`; its path.
pub fn write_report(dir: &Path, text: &str) -> std::io::Result<PathBuf> {
    std::fs::create_dir_all(dir)?;
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let mut path = dir.join(format!("crash-{secs}.txt"));
    let mut n = 1;
    while path.exists() {
        path = dir.join(format!("crash-{secs}-{n}.txt"));
        n += 1;
    }
    std::fs::write(&path, text)?;
    Ok(path)
}

/// Install the panic hook (it then calls the default one, which prints the panic as usual).
pub fn install(dir: Option<PathBuf>) {
    let default = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let message = info
            .payload()
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| info.payload().downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "(no message)".into());
        let location = info
            .location()
            .map_or("unknown".into(), |l| format!("{}:{}", l.file(), l.line()));
        let backtrace = std::backtrace::Backtrace::force_capture().to_string();
        let game = GAME.lock().ok().and_then(|g| g.clone());
        let text = report_text(&message, &location, &backtrace, game.as_deref());
        match dir.as_deref().map(|d| write_report(d, &text)) {
            Some(Ok(path)) => eprintln!(
                "Mists crashed. A report with the game so far was written to {} — please send it \
                 with a word on what you did; `mists-cli replay` replays it.",
                path.display()
            ),
            _ => eprintln!("Mists crashed and no data folder could take the report:\n{text}"),
        }
        default(info);
    }));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::rules_app;

    #[test]
    fn a_report_names_the_panic_and_replays_the_game_so_far() {
        let mut app = rules_app(2, 9);
        for _ in 0..30 {
            let mut d = app
                .world_mut()
                .resource_mut::<crate::play::driver::Driver>();
            if let Some((cell, rot)) = crate::play::autoplay::first_legal(&d) {
                let _ = d.submit(cell, rot);
            }
            app.update();
        }
        // Let the window's one-step-per-frame engine reach its next question.
        for _ in 0..50 {
            if app.world().resource::<Flow>().pending.is_some() {
                break;
            }
            app.update();
        }
        let w = app.world();
        let (table, flow) = (w.resource::<Table>(), w.resource::<Flow>());
        assert!(
            flow.record.len() > 5,
            "decisions so far: {}",
            flow.record.len()
        );
        let setup = w.resource::<crate::setup::GameSetup>().player_setup();
        let game = record_of(table, flow, setup).to_ron();
        let text = report_text("boom", "src/x.rs:1", "frame 0\nframe 1", Some(&game));
        let dir = std::env::temp_dir().join(format!("mists-crash-{}", std::process::id()));
        let path = write_report(&dir, &text).unwrap();
        let back = std::fs::read_to_string(&path).unwrap();
        assert!(back.contains("panic: boom") && back.contains("src/x.rs:1"));
        assert!(back.contains(mists_version::COMMIT));
        // The report is a record: replaying it reproduces the table at the crash.
        let rec = mists_rules::record::Record::from_ron(&back, "crash.txt").unwrap();
        let replayed = rec.replay(&dir, "crash.txt", None).unwrap();
        let snap = mists_rules::snapshot::snapshot;
        assert_eq!(snap(replayed.table(), replayed.flow()), snap(table, flow));
        // The next start shows it once; dismissed, it stays away.
        let mut notice = CrashNotice(unseen_report(&dir));
        assert_eq!(notice.0.as_deref(), Some(path.as_path()));
        notice.dismiss();
        assert_eq!(unseen_report(&dir), None);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
