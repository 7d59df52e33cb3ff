//! Finished games, one line each in `<data folder>/results.ron` (appended as each game ends), and
//! the statistics made from them (docs/daily.md): games, wins, best result and current streak
//! per level and player count, the daily history and its streak. A damaged line is skipped and
//! named, never fatal: the other games still count.

use crate::daily::Day;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::io::Write;
use std::path::Path;

/// The file in the data folder.
pub const FILE: &str = "results.ron";

/// The game's data folder: `MISTS_DATA_DIR`, else the platform's place for application data
/// (the window keeps its progress, saves and results there).
pub fn data_dir() -> Option<std::path::PathBuf> {
    use std::path::PathBuf;
    if let Some(d) = std::env::var_os("MISTS_DATA_DIR") {
        return Some(PathBuf::from(d));
    }
    if let Some(d) = std::env::var_os("XDG_DATA_HOME").filter(|d| !d.is_empty()) {
        return Some(PathBuf::from(d).join("mists"));
    }
    if let Some(d) = std::env::var_os("APPDATA") {
        return Some(PathBuf::from(d).join("Mists"));
    }
    let home = PathBuf::from(std::env::var_os("HOME")?);
    Some(if cfg!(target_os = "macos") {
        home.join("Library/Application Support/Mists")
    } else {
        home.join(".local/share/mists")
    })
}

/// One finished cooperative game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameResult {
    /// The day it ended (UTC).
    pub day: Day,
    pub level: u8,
    pub players: u8,
    pub won: bool,
    /// The final totals (one, or three on Level 6).
    pub totals: Vec<u32>,
    /// RULES §16.1's measure: the total, or the lowest total on Level 6.
    pub result: u32,
    /// The daily game of this day.
    #[serde(default)]
    pub daily: Option<Day>,
}

/// Append one result as a line of `dir/results.ron` (the folder is made if missing).
pub fn append(dir: &Path, r: &GameResult) -> std::io::Result<()> {
    append_line(dir, FILE, r)
}

/// Every readable result of `dir/results.ron` in the order played, and a note per line that
/// could not be read (`results.ron:7: …`). No file: no games.
pub fn read(dir: &Path) -> (Vec<GameResult>, Vec<String>) {
    read_lines(dir, FILE)
}

/// `r` as a line at the end of `dir/file` (the folder is made if missing).
fn append_line<T: Serialize>(dir: &Path, file: &str, r: &T) -> std::io::Result<()> {
    std::fs::create_dir_all(dir)?;
    let line = ron::ser::to_string(r).map_err(std::io::Error::other)?;
    let mut f = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(dir.join(file))?;
    writeln!(f, "{line}")
}

/// Every readable line of `dir/file`, and a note naming each line that could not be read.
fn read_lines<T: serde::de::DeserializeOwned>(dir: &Path, file: &str) -> (Vec<T>, Vec<String>) {
    let path = dir.join(file);
    let Ok(text) = std::fs::read_to_string(&path) else {
        return (Vec::new(), Vec::new());
    };
    let (mut out, mut bad) = (Vec::new(), Vec::new());
    for (i, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        match ron::from_str::<T>(line) {
            Ok(r) => out.push(r),
            Err(e) => bad.push(format!("{}:{}: {e}", path.display(), i + 1)),
        }
    }
    (out, bad)
}

/// The file of reviewed games (issue 65), beside `results.ron`.
pub const REVIEWS: &str = "reviews.ron";

/// One reviewed cooperative game: how much of the best option's chance its choices kept.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Reviewed {
    /// The day the review was made (UTC).
    pub day: Day,
    pub level: u8,
    pub players: u8,
    pub won: bool,
    /// The record reviewed, by its seed and number of decisions: a game reviewed again counts
    /// once (the last review).
    pub seed: u64,
    pub decisions: usize,
    /// The review's accuracy over the game, 0 to 1.
    pub accuracy: f64,
}

/// Append one reviewed game to `dir/reviews.ron`.
pub fn append_reviewed(dir: &Path, r: &Reviewed) -> std::io::Result<()> {
    append_line(dir, REVIEWS, r)
}

/// The reviewed games of `dir/reviews.ron`, each game once (its last review), in the order first
/// reviewed; and a note per line that could not be read.
pub fn read_reviewed(dir: &Path) -> (Vec<Reviewed>, Vec<String>) {
    let (all, bad) = read_lines::<Reviewed>(dir, REVIEWS);
    let mut out: Vec<Reviewed> = Vec::new();
    for r in all {
        let same = |o: &Reviewed| (o.seed, o.decisions, o.level) == (r.seed, r.decisions, r.level);
        match out.iter_mut().find(|o| same(o)) {
            Some(o) => *o = r,
            None => out.push(r),
        }
    }
    (out, bad)
}

/// One level and player count.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Cell {
    pub games: u32,
    pub wins: u32,
    /// The best result (RULES §16.1's measure), won or lost.
    pub best: Option<u32>,
    /// Wins in a row up to the last game.
    pub streak: u32,
    pub best_streak: u32,
}

/// A daily game played.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DailyEntry {
    pub day: Day,
    pub level: u8,
    pub won: bool,
    pub totals: Vec<u32>,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Stats {
    /// By "level-players" (`"3-2"`: Level 3 with 2 players), in order.
    pub cells: BTreeMap<String, Cell>,
    /// The daily games, one per day (the first finished that day), oldest first.
    pub daily: Vec<DailyEntry>,
    /// Days in a row, up to today (or yesterday, while today's is still open), whose daily game
    /// was won.
    pub daily_streak: u32,
}

impl Stats {
    pub fn of(games: &[GameResult], today: Day) -> Stats {
        let mut s = Stats::default();
        for g in games {
            let c = s
                .cells
                .entry(format!("{}-{}", g.level, g.players))
                .or_default();
            c.games += 1;
            c.best = Some(c.best.map_or(g.result, |b| b.max(g.result)));
            if g.won {
                c.wins += 1;
                c.streak += 1;
                c.best_streak = c.best_streak.max(c.streak);
            } else {
                c.streak = 0;
            }
            if let Some(day) = g.daily
                && !s.daily.iter().any(|d| d.day == day)
            {
                s.daily.push(DailyEntry {
                    day,
                    level: g.level,
                    won: g.won,
                    totals: g.totals.clone(),
                });
            }
        }
        s.daily.sort_by_key(|d| d.day);
        s.daily_streak = daily_streak(&s.daily, today);
        s
    }

    pub fn cell(&self, level: u8, players: u8) -> Option<&Cell> {
        self.cells.get(&format!("{level}-{players}"))
    }
}

fn daily_streak(daily: &[DailyEntry], today: Day) -> u32 {
    let won = |day: Day| daily.iter().any(|d| d.day == day && d.won);
    // Today's game not yet played does not break the streak.
    let mut day = if daily.iter().any(|d| d.day == today) {
        today
    } else {
        today.prev()
    };
    let mut n = 0;
    while won(day) {
        n += 1;
        day = day.prev();
    }
    n
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(day: &str, level: u8, players: u8, won: bool, result: u32, daily: bool) -> GameResult {
        let day: Day = day.parse().unwrap();
        GameResult {
            day,
            level,
            players,
            won,
            totals: vec![result],
            result,
            daily: daily.then_some(day),
        }
    }

    #[test]
    fn a_game_reviewed_again_counts_once_and_a_damaged_line_is_named() {
        let dir = std::env::temp_dir().join(format!("mists-reviews-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let r = |seed, accuracy| Reviewed {
            day: "2026-12-07".parse().unwrap(),
            level: 3,
            players: 2,
            won: false,
            seed,
            decisions: 24,
            accuracy,
        };
        append_reviewed(&dir, &r(10, 0.9)).unwrap();
        append_reviewed(&dir, &r(11, 0.8)).unwrap();
        std::fs::OpenOptions::new()
            .append(true)
            .open(dir.join(REVIEWS))
            .and_then(|mut f| writeln!(f, "(day: oops)"))
            .unwrap();
        append_reviewed(&dir, &r(10, 0.95)).unwrap();
        let (got, bad) = read_reviewed(&dir);
        assert_eq!(got, vec![r(10, 0.95), r(11, 0.8)]);
        assert_eq!(bad.len(), 1);
        assert!(bad[0].contains("reviews.ron:3"), "{bad:?}");
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn stats_count_games_wins_best_and_streaks() {
        let games = [
            game("2026-12-01", 3, 2, true, 40, true),
            game("2026-12-01", 3, 2, false, 55, false),
            game("2026-12-02", 3, 2, true, 47, true),
            game("2026-12-02", 3, 2, true, 12, false),
            game("2026-12-02", 1, 1, false, 9, false),
        ];
        let today: Day = "2026-12-03".parse().unwrap();
        let s = Stats::of(&games, today);
        let c = s.cell(3, 2).unwrap();
        assert_eq!(
            (c.games, c.wins, c.best, c.streak, c.best_streak),
            (4, 3, Some(55), 2, 2)
        );
        assert_eq!(s.cell(1, 1).unwrap().streak, 0);
        assert!(s.cell(2, 1).is_none());
        assert_eq!(s.daily.len(), 2);
        assert_eq!(
            s.daily_streak, 2,
            "yesterday and the day before; today still open"
        );
        // Today's daily lost: the streak is broken.
        let mut more = games.to_vec();
        more.push(game("2026-12-03", 4, 1, false, 3, true));
        assert_eq!(Stats::of(&more, today).daily_streak, 0);
        // A day missed breaks it too.
        let later: Day = "2026-12-05".parse().unwrap();
        assert_eq!(Stats::of(&games, later).daily_streak, 0);
    }

    #[test]
    fn results_append_and_a_damaged_line_is_named_and_skipped() {
        let dir = std::env::temp_dir().join(format!("mists-results-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let a = game("2026-12-01", 2, 1, true, 30, true);
        let b = game("2026-12-02", 5, 3, false, 70, false);
        append(&dir, &a).unwrap();
        std::fs::OpenOptions::new()
            .append(true)
            .open(dir.join(FILE))
            .unwrap()
            .write_all(b"(day: \"2026-12-0\n")
            .unwrap();
        append(&dir, &b).unwrap();
        let (games, bad) = read(&dir);
        assert_eq!(games, vec![a, b]);
        assert_eq!(bad.len(), 1);
        assert!(bad[0].contains("results.ron:2"), "{bad:?}");
        assert_eq!(read(&dir.join("none")), (Vec::new(), Vec::new()));
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
