//! `mists-cli fuzz`: hostile input against the engine and the file readers, on stable Rust.
//!
//! Decisions: seeded games on every level and player count (the App-free machine, and every
//! eighth game the App-based engine as the CLI and the window run it), answered with legal
//! options and made-up decisions (any variant, cells far away, rotations up to 255, meeples and
//! counts up to 255). A legal option must be applied; anything else must be refused with a reason
//! and change nothing.
//!
//! Files: the shipped tile set, the six presets, a scenario preset and a record, damaged (spans
//! replaced by junk, numbers by extremes, keys misspelt, lines doubled, text cut off) or generated
//! (tile sets with thousands of copies). Each is read as `check` reads it and, when it still
//! starts a game, played; an error must be one line naming the file.
//!
//! The competitive game (RULES §20) is fuzzed the same way: one game in seven is a match, and its
//! preset and a match record are among the files ([`competitive`]).
//!
//! Panics are caught and counted; a case that runs for 20 s stops the run as a hang.

use crate::error::{CliError, out};
use mists_board::TileSet;
use mists_rules::level::{LevelConfig, load_tiles_for};
use mists_rules::record::{PresetRef, Record};
use mists_rules::{PlayerSetup, Sim};
use rand::{Rng, RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

/// What to run.
pub struct Plan {
    pub decisions: u64,
    pub files: u64,
    pub seed: u64,
    pub assets: PathBuf,
    pub json: bool,
}

/// What happened.
#[derive(Default, Debug, serde::Serialize)]
pub struct Report {
    pub decisions: u64,
    pub games: u64,
    /// Of the games, competitive matches (RULES §20).
    pub matches: u64,
    pub refused: u64,
    pub files: u64,
    pub file_errors: u64,
    pub files_played: u64,
    pub panics: u64,
    /// A legal option refused, a made-up decision accepted, a refusal that changed the table, or
    /// an error message of more than one line.
    pub wrong: u64,
    pub peak_memory_mib: f64,
    pub seconds: f64,
    /// The first few panics and wrong answers.
    pub first_failures: Vec<String>,
}

#[path = "fuzz_competitive.rs"]
mod competitive;
#[path = "fuzz_moves.rs"]
mod moves;
use moves::play;

static FAILURES: Mutex<Vec<String>> = Mutex::new(Vec::new());
/// Wrong answers found while playing a damaged file's game (a legal option refused, a game with
/// nothing to do before its end): engine faults, not file errors.
static WRONG_IN_FILES: AtomicU64 = AtomicU64::new(0);

/// Count a wrong answer met while playing a file's game.
fn wrong_in_file(msg: String) {
    WRONG_IN_FILES.fetch_add(1, Ordering::Relaxed);
    note(msg);
}
/// Milliseconds since the start at which the current case began, for the hang watchdog.
static CASE_START: AtomicU64 = AtomicU64::new(0);
static CASE: Mutex<String> = Mutex::new(String::new());

fn note(msg: String) {
    if let Ok(mut f) = FAILURES.lock()
        && f.len() < 8
    {
        f.push(msg);
    }
}

fn begin_case(t0: Instant, what: String) {
    CASE_START.store(t0.elapsed().as_millis() as u64, Ordering::Relaxed);
    if let Ok(mut c) = CASE.lock() {
        *c = what;
    }
}

pub fn run(plan: &Plan) -> Result<(), CliError> {
    let t0 = Instant::now();
    std::panic::set_hook(Box::new(|info| {
        note(format!("panic: {info}").replace('\n', " "));
    }));
    watch_for_hangs(t0);
    let mut r = Report::default();
    let mut rng = ChaCha8Rng::seed_from_u64(plan.seed);
    let levels: Vec<(LevelConfig, TileSet)> = (1..=6)
        .map(|n| mists_rules::level::load_preset(&LevelConfig::builtin_path(&plan.assets, n)))
        .collect::<Result<_, _>>()?;
    let match_preset =
        mists_rules::competitive::file::load_preset(&competitive::preset_path(&plan.assets))?;
    send_decisions(plan, t0, &levels, &match_preset, &mut r, &mut rng);
    read_files(plan, t0, &levels, &mut r, &mut rng)?;
    r.wrong += WRONG_IN_FILES.swap(0, Ordering::Relaxed);
    r.seconds = t0.elapsed().as_secs_f64();
    r.peak_memory_mib = peak_memory_mib();
    r.first_failures = FAILURES.lock().map(|f| f.clone()).unwrap_or_default();
    let _ = std::panic::take_hook();
    print_report(plan, &r)?;
    if r.panics + r.wrong > 0 {
        return Err(CliError::Fuzz {
            failures: r.panics + r.wrong,
            runs: r.decisions + r.files,
        });
    }
    Ok(())
}

/// The watchdog: a case that runs for more than 20 s ends the process (exit 3) as a hang.
fn watch_for_hangs(t0: Instant) {
    std::thread::spawn(move || {
        loop {
            std::thread::sleep(std::time::Duration::from_millis(500));
            let now = t0.elapsed().as_millis() as u64;
            if now.saturating_sub(CASE_START.load(Ordering::Relaxed)) > 20_000 {
                let case = CASE.lock().map(|c| c.clone()).unwrap_or_default();
                eprintln!("error: hang: {case} ran for more than 20 s");
                std::process::exit(3);
            }
        }
    });
}

/// Seeded games (one in seven a competitive match) until the plan's decisions are sent.
fn send_decisions(
    plan: &Plan,
    t0: Instant,
    levels: &[(LevelConfig, TileSet)],
    match_preset: &(
        mists_rules::competitive::file::CompetitivePreset,
        std::sync::Arc<TileSet>,
    ),
    r: &mut Report,
    rng: &mut ChaCha8Rng,
) {
    while r.decisions < plan.decisions {
        let pick = rng.random_range(0..=levels.len());
        let seed = rng.next_u64();
        let left = plan.decisions - r.decisions;
        let res = if pick == levels.len() {
            r.matches += 1;
            let players = rng.random_range(2..=5u8);
            begin_case(
                t0,
                format!("competitive match players {players} seed {seed}"),
            );
            let (preset, tiles) = match_preset;
            catch_unwind(AssertUnwindSafe(|| {
                competitive::play(preset, tiles, players, seed, left, &mut *rng)
            }))
        } else {
            let (cfg, tiles) = &levels[pick];
            let players = rng.random_range(1..=5u8);
            let app = r.games % 8 == 7;
            begin_case(
                t0,
                format!("game level {} players {players} seed {seed}", cfg.level),
            );
            catch_unwind(AssertUnwindSafe(|| {
                play(cfg, tiles, players, seed, app, left, &mut *rng)
            }))
        };
        r.games += 1;
        match res {
            Ok(g) => {
                r.decisions += g.sent.max(1);
                r.refused += g.refused;
                r.wrong += g.wrong;
            }
            Err(_) => {
                r.decisions += 1;
                r.panics += 1;
            }
        }
    }
}

/// Damaged and generated files, each read (and played if it still starts a game).
fn read_files(
    plan: &Plan,
    t0: Instant,
    levels: &[(LevelConfig, TileSet)],
    r: &mut Report,
    rng: &mut ChaCha8Rng,
) -> Result<(), CliError> {
    let mut bases = bases(&plan.assets, levels)?;
    bases.extend(competitive::bases(&plan.assets)?);
    for i in 0..plan.files {
        let base = &bases[i as usize % bases.len()];
        let text = damage(&base.text, rng);
        begin_case(t0, format!("file {} (case {i})", base.name));
        r.files += 1;
        match catch_unwind(AssertUnwindSafe(|| read_and_play(base, &text, &mut *rng))) {
            Ok(Ok(played)) => r.files_played += played as u64,
            Ok(Err(msg)) => {
                r.file_errors += 1;
                if msg.contains('\n') || !msg.contains(&base.name) {
                    r.wrong += 1;
                    note(format!("error not one located line: {msg}"));
                }
            }
            Err(_) => r.panics += 1,
        }
    }
    Ok(())
}

/// The report: one JSON object, or two lines and the first failures.
fn print_report(plan: &Plan, r: &Report) -> Result<(), CliError> {
    if plan.json {
        out(&serde_json::to_string(r)?)?;
    } else {
        out(&format!(
            "decisions {} in {} games ({} of them competitive; {} refused as illegal); files {} \
             ({} refused, {} played)",
            r.decisions, r.games, r.matches, r.refused, r.files, r.file_errors, r.files_played
        ))?;
        out(&format!(
            "panics {}, wrong answers {}, hangs 0; peak memory {:.0} MiB; {:.1} s",
            r.panics, r.wrong, r.peak_memory_mib, r.seconds
        ))?;
        for f in &r.first_failures {
            out(&format!("  {f}"))?;
        }
    }
    Ok(())
}

/// A document to damage: its text, its name in errors, what it is and where it lies.
struct Base {
    name: String,
    text: String,
    kind: Kind,
    dir: PathBuf,
}

#[derive(Clone, Copy)]
enum Kind {
    TileSet,
    Preset,
    Record,
    Competitive,
    CompetitiveRecord,
}

fn bases(assets: &Path, levels: &[(LevelConfig, TileSet)]) -> Result<Vec<Base>, CliError> {
    let read = |p: &Path| mists_board::input::read_text(p).map_err(CliError::from);
    let tiles_path = assets.join("tiles/mists.ron");
    let levels_dir = assets.join("levels");
    let mut out = vec![
        Base {
            name: "fuzz-tiles.ron".into(),
            text: read(&tiles_path)?,
            kind: Kind::TileSet,
            dir: assets.join("tiles"),
        },
        // The base game's tiles (the competitive game's addition: no start tile of its own).
        Base {
            name: "fuzz-base-tiles.ron".into(),
            text: read(&assets.join("tiles/base.ron"))?,
            kind: Kind::TileSet,
            dir: assets.join("tiles"),
        },
    ];
    for n in 1..=6 {
        out.push(Base {
            name: format!("fuzz-level{n}.ron"),
            text: read(&LevelConfig::builtin_path(assets, n))?,
            kind: Kind::Preset,
            dir: levels_dir.clone(),
        });
    }
    // A scenario preset: Level 5 with a fixed start (docs/levels.md).
    let l5 = read(&LevelConfig::builtin_path(assets, 5))?;
    let cut = l5.rfind(')').unwrap_or(l5.len());
    out.push(Base {
        name: "fuzz-scenario.ron".into(),
        text: format!(
            "{}    scenario: (piles: [[12, 7, 30], [22, 23], [25, 26]], board: [(cell: (3, 0), tile: 1), (cell: (4, 0), tile: 5, facedown: true)], ghosts: [(cell: (0, 0), count: 2)], meeples: [(colour: Red, cell: (3, 0), area: 0, hounds: [0])], totals: [3], markers_resolved: 0, current_player: 1),\n)",
            &l5[..cut]
        ),
        kind: Kind::Preset,
        dir: levels_dir.clone(),
    });
    // A record of a whole random game.
    let (cfg, tiles) = &levels[2];
    let mut sim = Sim::new(cfg.clone(), tiles, &PlayerSetup::new(2), 7).map_err(|source| {
        CliError::Setup {
            file: "level 3".into(),
            source,
        }
    })?;
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let mut decisions = Vec::new();
    while let Some(p) = sim.pending() {
        let d = p.options[rng.random_range(0..p.options.len())];
        decisions.push(d);
        if sim.decide(d).is_err() {
            break;
        }
    }
    let preset = LevelConfig::builtin_path(assets, 3);
    let record = Record {
        preset: PresetRef::Path(std::fs::canonicalize(&preset).unwrap_or(preset)),
        players: PlayerSetup::new(2),
        seed: 7,
        decisions,
        tiles_version: None,
    };
    out.push(Base {
        name: "fuzz-record.ron".into(),
        text: record.to_ron(),
        kind: Kind::Record,
        dir: levels_dir,
    });
    // A tile set with more copies than any index can hold (generated, then damaged like the rest).
    let spec = out[0].text.clone();
    let many = spec.replacen(
        "copies: [",
        &format!("copies: [{}", "(tile: 9),".repeat(70_000)),
        1,
    );
    out.push(Base {
        name: "fuzz-many-copies.ron".into(),
        text: many,
        kind: Kind::TileSet,
        dir: assets.join("tiles"),
    });
    Ok(out)
}

const JUNK: [&str; 26] = [
    "",
    "(",
    ")",
    "[",
    "]",
    ",",
    ":",
    "\"",
    "Some(",
    "None",
    "-1",
    "0",
    "255",
    "256",
    "65536",
    "32767",
    "-32768",
    "4294967295",
    "99999999999999999999",
    "1e9",
    "x",
    "//",
    "/*",
    "true",
    "\"/dev/zero\"",
    "\"\"",
];

/// A damaged copy of `text`: one to three of the mutations below.
fn damage(text: &str, rng: &mut ChaCha8Rng) -> String {
    let mut t = text.to_string();
    for _ in 0..rng.random_range(1..=3) {
        let at = boundary(&t, rng.random_range(0..=t.len()));
        t = match rng.random_range(0..6) {
            // A span replaced by junk.
            0 => {
                let end = boundary(&t, (at + rng.random_range(0..16)).min(t.len()));
                format!(
                    "{}{}{}",
                    &t[..at],
                    JUNK[rng.random_range(0..JUNK.len())],
                    &t[end..]
                )
            }
            // The next number replaced by an extreme.
            1 | 2 => match t[at..].find(|c: char| c.is_ascii_digit()) {
                Some(i) => {
                    let s = at + i;
                    let e = s + t[s..]
                        .find(|c: char| !c.is_ascii_digit())
                        .unwrap_or(t.len() - s);
                    let n = [
                        "0",
                        "4",
                        "5",
                        "99",
                        "255",
                        "256",
                        "1000",
                        "1001",
                        "32767",
                        "65536",
                        "4294967295",
                        "-1",
                    ];
                    format!("{}{}{}", &t[..s], n[rng.random_range(0..n.len())], &t[e..])
                }
                None => t,
            },
            // The next key misspelt (case flipped, a letter doubled).
            3 => match t[at..].find(':') {
                Some(i) if at + i > 1 => {
                    let k = boundary(&t, at + i - 1);
                    let c = t[k..].chars().next().unwrap_or('x');
                    let flipped = if c.is_lowercase() {
                        c.to_uppercase().to_string()
                    } else {
                        format!("{c}{c}")
                    };
                    format!("{}{}{}", &t[..k], flipped, &t[k + c.len_utf8()..])
                }
                _ => t,
            },
            // A line doubled.
            4 => {
                let s = t[..at].rfind('\n').map_or(0, |i| i + 1);
                let e = t[at..].find('\n').map_or(t.len(), |i| at + i);
                format!("{}{}\n{}", &t[..e], &t[s..e], &t[e..])
            }
            // Cut off.
            _ => t[..at].to_string(),
        };
    }
    t
}

fn boundary(t: &str, mut i: usize) -> usize {
    i = i.min(t.len());
    while !t.is_char_boundary(i) {
        i -= 1;
    }
    i
}

/// Read `text` as `check` reads a file of its kind; play the game it starts. Ok(played).
fn read_and_play(base: &Base, text: &str, rng: &mut ChaCha8Rng) -> Result<bool, String> {
    let name = &base.name;
    match base.kind {
        Kind::TileSet => TileSet::from_ron(text, name)
            .map(|_| false)
            .map_err(|e| e.to_string()),
        Kind::Preset => {
            let cfg = LevelConfig::from_ron(text, name).map_err(|e| e.to_string())?;
            let tiles = load_tiles_for(&cfg, &base.dir).map_err(|e| format!("{name}: {e}"))?;
            let players = rng.random_range(1..=5u8);
            let mut sim = Sim::new(cfg, &tiles, &PlayerSetup::new(players), rng.next_u64())
                .map_err(|e| format!("{name}: {e}"))?;
            let mut n = 0;
            while let Some(p) = sim.pending() {
                let d = p.options[rng.random_range(0..p.options.len())];
                if let Err(e) = sim.decide(d) {
                    wrong_in_file(format!("{name}: the option {d:?} was refused: {e}"));
                    break;
                }
                n += 1;
                if n > 3000 {
                    break;
                }
            }
            if sim.pending().is_none() && sim.outcome().is_none() {
                wrong_in_file(format!(
                    "{name}: the game waits for nothing and is not over"
                ));
            }
            Ok(true)
        }
        Kind::Record => {
            let rec = Record::from_ron(text, name).map_err(|e| e.to_string())?;
            rec.replay(&base.dir, name, None)
                .map(|_| true)
                .map_err(|e| e.to_string())
        }
        Kind::Competitive | Kind::CompetitiveRecord => competitive::read_and_play(base, text, rng),
    }
}

/// The process's peak resident memory (Linux), in MiB; 0 where unknown.
fn peak_memory_mib() -> f64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmHWM:"))
                .and_then(|l| l.split_whitespace().nth(1))
                .and_then(|kb| kb.parse::<f64>().ok())
        })
        .map_or(0.0, |kb| kb / 1024.0)
}
