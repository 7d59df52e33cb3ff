//! The daily game (issue 36, docs/daily.md): one game a day, the same for everyone. Its level and
//! seed come from the date (UTC) and the tile set's version alone, so every copy of the game
//! deals the same piles on the same day. A finished daily game can be shared as a
//! [`DailyRecord`]: the record with the day, the set's version and the claimed result, which
//! [`DailyRecord::verify`] refuses unless it is that day's game on that set and replays to it.

use crate::level::LevelConfig;
use crate::machine::Outcome;
use crate::record::{PresetRef, Record, RecordError};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::path::Path;

/// A calendar day (proleptic Gregorian, UTC), written `2026-12-03`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Day {
    /// Days since 1970-01-01.
    days: i64,
}

impl Day {
    pub fn from_days(days: i64) -> Day {
        Day { days }
    }

    pub fn days(self) -> i64 {
        self.days
    }

    /// Today in UTC, by the system clock.
    pub fn today() -> Day {
        let secs = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs() as i64);
        Day::from_days(secs.div_euclid(86_400))
    }

    pub fn next(self) -> Day {
        Day::from_days(self.days + 1)
    }

    pub fn prev(self) -> Day {
        Day::from_days(self.days - 1)
    }

    /// Year, month (1–12) and day (1–31): Howard Hinnant's `civil_from_days`.
    pub fn ymd(self) -> (i64, u32, u32) {
        let z = self.days + 719_468;
        let era = z.div_euclid(146_097);
        let doe = z.rem_euclid(146_097);
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        let mp = (5 * doy + 2) / 153;
        let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
        let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
        let y = yoe + era * 400 + i64::from(m <= 2);
        (y, m, d)
    }

    /// The day of a date, if it exists (`days_from_civil`).
    pub fn from_ymd(y: i64, m: u32, d: u32) -> Option<Day> {
        if !(1..=12).contains(&m) || d == 0 || d > days_in_month(y, m) {
            return None;
        }
        let y = if m <= 2 { y - 1 } else { y };
        let era = y.div_euclid(400);
        let yoe = y.rem_euclid(400);
        let mp = i64::from(if m > 2 { m - 3 } else { m + 9 });
        let doy = (153 * mp + 2) / 5 + i64::from(d) - 1;
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        Some(Day::from_days(era * 146_097 + doe - 719_468))
    }

    /// 0 = Monday … 6 = Sunday (1970-01-01 was a Thursday).
    pub fn weekday(self) -> u8 {
        (self.days + 3).rem_euclid(7) as u8
    }
}

fn days_in_month(y: i64, m: u32) -> u32 {
    let leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
    match m {
        2 if leap => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

impl fmt::Display for Day {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (y, m, d) = self.ymd();
        write!(f, "{y:04}-{m:02}-{d:02}")
    }
}

/// Why a text is not a date.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0:?} is not a date written YYYY-MM-DD")]
pub struct BadDay(pub String);

impl std::str::FromStr for Day {
    type Err = BadDay;
    fn from_str(s: &str) -> Result<Day, BadDay> {
        let bad = || BadDay(s.to_string());
        let mut parts = s.trim().split('-');
        let (Some(y), Some(m), Some(d), None) =
            (parts.next(), parts.next(), parts.next(), parts.next())
        else {
            return Err(bad());
        };
        let (y, m, d) = (
            y.parse().map_err(|_| bad())?,
            m.parse().map_err(|_| bad())?,
            d.parse().map_err(|_| bad())?,
        );
        Day::from_ymd(y, m, d).ok_or_else(bad)
    }
}

impl Serialize for Day {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.to_string())
    }
}

impl<'de> Deserialize<'de> for Day {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Day, D::Error> {
        let text = String::deserialize(d)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

/// The day's game: which level and which seed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DailyGame {
    pub day: Day,
    pub level: u8,
    pub seed: u64,
}

/// SplitMix64's finaliser: a well-mixed 64-bit value from a counter.
fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

impl DailyGame {
    /// The game of `day` on tile set version `tiles_version`: the week climbs, Monday Level 1 to
    /// Saturday Level 6; Sunday's level is drawn like the seed.
    pub fn of(day: Day, tiles_version: u32) -> DailyGame {
        let seed = mix((day.days() as u64) ^ (u64::from(tiles_version) << 40));
        let level = match day.weekday() {
            6 => 1 + (mix(seed) % 6) as u8,
            w => w + 1,
        };
        DailyGame { day, level, seed }
    }
}

impl DailyGame {
    /// Whether a game of preset `cfg` dealt from `seed` is this day's: its level, its seed and
    /// the level's own preset `shipped` (the tile file's path aside: it is each player's own,
    /// and the set is checked by its version); why not, in words.
    pub fn played_as(
        &self,
        cfg: &LevelConfig,
        seed: u64,
        shipped: &LevelConfig,
    ) -> Result<(), String> {
        if cfg.level != self.level {
            return Err(format!("that day is Level {}", self.level));
        }
        if seed != self.seed {
            return Err("its tiles were dealt from another seed".into());
        }
        let mut theirs = cfg.clone();
        theirs.tiles = shipped.tiles.clone();
        if theirs != *shipped {
            return Err(format!(
                "it is not played on Level {}'s own rules",
                self.level
            ));
        }
        Ok(())
    }
}

/// The claimed end of a daily game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Claim {
    pub won: bool,
    /// The final totals (one, or three on Level 6).
    pub totals: Vec<u32>,
}

/// A shared daily game (`mists-daily-2026-12-03.ron`): what another player opens to watch it
/// and check its result.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DailyRecord {
    pub day: Day,
    /// The tile set's version it was played on.
    pub tiles_version: u32,
    pub level: u8,
    pub claim: Claim,
    pub record: Record,
}

/// Why a shared daily game is refused.
#[derive(Debug, thiserror::Error)]
pub enum DailyError {
    #[error(transparent)]
    Read(#[from] mists_board::input::ReadError),
    #[error(transparent)]
    Syntax(#[from] mists_board::tileset::RonError),
    #[error("{file}: this is the daily game of {day}, not of {today}")]
    OtherDay { file: String, day: Day, today: Day },
    #[error(
        "{file}: it was played on tile set version {theirs}; this program has version {ours}, so it cannot be checked here"
    )]
    TileVersion {
        file: String,
        theirs: u32,
        ours: u32,
    },
    #[error("{file}: it is not the daily game of {day} ({why})")]
    NotTheDaily { file: String, day: Day, why: String },
    #[error(transparent)]
    Record(#[from] RecordError),
    #[error(
        "{file}: it does not replay to its claimed result: it claims {claimed}, the replay gives {replayed}"
    )]
    Claim {
        file: String,
        claimed: String,
        replayed: String,
    },
}

fn said(won: bool, totals: &[u32]) -> String {
    format!("{} with {totals:?}", if won { "won" } else { "lost" })
}

impl DailyRecord {
    pub fn load(path: &Path) -> Result<DailyRecord, DailyError> {
        let file = path.display().to_string();
        let text = mists_board::input::read_text(path)?;
        Ok(mists_board::tileset::parse_ron(&text, &file)?)
    }

    pub fn to_ron(&self) -> String {
        let pretty = ron::ser::PrettyConfig::default()
            .struct_names(false)
            .depth_limit(3);
        ron::ser::to_string_pretty(self, pretty).expect("daily records always serialise")
    }

    /// [`DailyRecord::to_ron`], read back first (issue 61): a text that would not load as this
    /// very record is never written. None then.
    pub fn to_ron_checked(&self) -> Option<String> {
        let text = self.to_ron();
        let back: DailyRecord = mists_board::tileset::parse_ron(&text, "the daily record").ok()?;
        (back == *self).then_some(text)
    }

    /// Check it against `today` (None: any day) and this program's shipped level presets in
    /// `assets`: the day's game on the same tile set version, the level's own preset, and a
    /// replay that ends as claimed. Returns the replayed game's record (its preset the shipped
    /// file) for watching.
    pub fn verify(
        &self,
        assets: &Path,
        today: Option<Day>,
        file: &str,
    ) -> Result<Record, DailyError> {
        if let Some(today) = today
            && today != self.day
        {
            return Err(DailyError::OtherDay {
                file: file.into(),
                day: self.day,
                today,
            });
        }
        let preset_path = LevelConfig::builtin_path(assets, self.level);
        let (shipped, tiles) =
            crate::level::load_preset(&preset_path).map_err(|source| RecordError::Preset {
                file: preset_path.display().to_string(),
                source,
            })?;
        if tiles.version != self.tiles_version {
            return Err(DailyError::TileVersion {
                file: file.into(),
                theirs: self.tiles_version,
                ours: tiles.version,
            });
        }
        let game = DailyGame::of(self.day, self.tiles_version);
        let not = |why: String| DailyError::NotTheDaily {
            file: file.into(),
            day: self.day,
            why,
        };
        if game.level != self.level {
            return Err(not(format!("that day is Level {}", game.level)));
        }
        let Some(played) = self.record.preset.carried() else {
            return Err(not(format!(
                "it is not played on Level {}'s own rules",
                self.level
            )));
        };
        game.played_as(played, self.record.seed, &shipped)
            .map_err(not)?;
        // By its full path, so the record replays from wherever it is watched.
        let preset_path = std::fs::canonicalize(&preset_path).unwrap_or(preset_path);
        let replayed = Record {
            preset: PresetRef::Path(preset_path),
            ..self.record.clone()
        };
        let sim = replayed.replay_sim(Path::new("."), file, None)?;
        let (won, totals) = (
            sim.outcome() == Some(Outcome::Won),
            sim.table.score.totals.clone(),
        );
        if sim.outcome().is_none() || won != self.claim.won || totals != self.claim.totals {
            let replayed = match sim.outcome() {
                None => "a game not yet over".to_string(),
                Some(_) => said(won, &totals),
            };
            return Err(DailyError::Claim {
                file: file.into(),
                claimed: said(self.claim.won, &self.claim.totals),
                replayed,
            });
        }
        Ok(replayed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_round_trip_and_weekdays_are_right() {
        let d: Day = "2026-12-03".parse().unwrap();
        assert_eq!(d.to_string(), "2026-12-03");
        assert_eq!(d.weekday(), 3, "a Thursday");
        assert_eq!("1970-01-01".parse::<Day>().unwrap().days(), 0);
        assert_eq!(
            "2000-03-01".parse::<Day>().unwrap().prev().to_string(),
            "2000-02-29"
        );
        assert_eq!(
            "1900-03-01".parse::<Day>().unwrap().prev().to_string(),
            "1900-02-28"
        );
        for days in -700_000..800_000i64 {
            if days % 997 == 0 {
                let day = Day::from_days(days);
                assert_eq!(day.to_string().parse::<Day>().unwrap(), day);
            }
        }
        for bad in [
            "2026-02-30",
            "2026-13-01",
            "2026-1",
            "tomorrow",
            "2026-01-01-1",
        ] {
            assert!(bad.parse::<Day>().is_err(), "{bad}");
        }
    }

    #[test]
    fn the_same_day_gives_the_same_game_and_the_week_climbs() {
        let monday: Day = "2026-11-30".parse().unwrap();
        let mut day = monday;
        for level in 1..=6 {
            let g = DailyGame::of(day, 1);
            assert_eq!(g, DailyGame::of(day, 1), "the same day, the same game");
            assert_eq!(g.level, level, "{day}");
            day = day.next();
        }
        // Every day its own seed; another tile set version deals another game.
        let seeds: std::collections::BTreeSet<u64> = (0..400)
            .map(|k| DailyGame::of(Day::from_days(20_000 + k), 1).seed)
            .collect();
        assert_eq!(seeds.len(), 400);
        assert_ne!(DailyGame::of(monday, 1).seed, DailyGame::of(monday, 2).seed);
        let sundays: std::collections::BTreeSet<u8> = (0..60)
            .map(|w| DailyGame::of(Day::from_days(monday.days() + 6 + 7 * w), 1).level)
            .collect();
        assert!(sundays.len() >= 4, "Sunday's level varies: {sundays:?}");
    }
}
