//! `mists-cli review` of a competitive record: every seat's plays judged
//! (mists_bot::competitive::review, docs/review.md): each seat's points ahead of its best rival
//! turn by turn, and the plays that gave away the most.

use crate::error::{CliError, out};
use mists_bot::competitive::review::{MatchReview, SeatStep, Value};
use mists_bot::review::Settings;
use mists_rules::competitive::file::CompetitiveRecord;
use std::path::Path;

/// Mistakes listed for each seat in the text report.
const LISTED: usize = 3;

pub fn review(file: &Path, deals: u32, seed: u64, json: bool) -> Result<(), CliError> {
    let rec = CompetitiveRecord::load(file)?;
    let name = file.display().to_string();
    let bar = crate::progress::bar(rec.plays.len(), "plays");
    let cfg = Settings {
        deals,
        seed,
        ..Settings::default()
    };
    let mut progress = |done: usize, _total: usize| bar.set_position(done as u64);
    let dir = crate::dir_of(file);
    let r = mists_bot::competitive::review::review(&rec, &dir, &name, cfg, &mut progress, None)?;
    bar.finish_and_clear();
    if json {
        return out(&to_json(&r).to_string());
    }
    print_text(&name, &r)
}

fn value(v: &Value) -> serde_json::Value {
    serde_json::json!({ "play": v.play, "points": v.points, "deals": v.deals })
}

fn step_json(s: &SeatStep) -> serde_json::Value {
    serde_json::json!({
        "index": s.index,
        "turn": s.turn,
        "seat": s.seat,
        "chosen": value(&s.chosen),
        "best": value(&s.best),
        "options": s.options.iter().map(value).collect::<Vec<_>>(),
        "cost": s.cost.map(|c| serde_json::json!({
            "mean": c.mean, "low": c.low, "high": c.high, "deals": c.deals,
        })),
        "mistake": s.mistake,
    })
}

/// Marked plays of each seat.
fn mistakes(r: &MatchReview) -> Vec<usize> {
    (0..r.players)
        .map(|seat| {
            r.steps
                .iter()
                .filter(|s| s.mistake && s.seat == seat)
                .count()
        })
        .collect()
}

/// The `--json` report of a competitive record (fields in docs/cli.md).
pub fn to_json(r: &MatchReview) -> serde_json::Value {
    serde_json::json!({
        "kind": "competitive",
        "plays": r.plays,
        "players": r.players,
        "scores": r.scores,
        "deals": r.settings.deals,
        "seed": r.settings.seed,
        "complete": r.complete,
        "mistakes": mistakes(r),
        "steps": r.steps.iter().map(step_json).collect::<Vec<_>>(),
    })
}

fn print_text(name: &str, r: &MatchReview) -> Result<(), CliError> {
    let scores = r.scores.as_ref().map_or("not over".into(), |s| {
        let s: Vec<String> = s.iter().map(u32::to_string).collect();
        format!("final scores {}", s.join("–"))
    });
    out(&format!(
        "{name}: competitive match, {} seats, {} plays, {} judged ({} deals a play), {scores}; \
         mistakes by seat: {:?}",
        r.players,
        r.plays,
        r.steps.len(),
        r.settings.deals,
        mistakes(r),
    ))?;
    for seat in 0..r.players {
        // One point a turn: the value the seat's last judged play of that turn left.
        let mut curve: Vec<(u32, f64)> = Vec::new();
        for s in r.steps.iter().filter(|s| s.seat == seat) {
            match curve.last_mut() {
                Some((t, v)) if *t == s.turn => *v = s.chosen.points,
                _ => curve.push((s.turn, s.chosen.points)),
            }
        }
        let line: Vec<String> = curve.iter().map(|(t, v)| format!("{t}:{v:+.0}")).collect();
        out(&format!(
            "seat {} ahead of the best rival, by turn: {}",
            seat + 1,
            line.join(" ")
        ))?;
        for s in r.worst(Some(seat), LISTED) {
            let c = s.cost.expect("a mistake has a cost");
            out(&format!(
                "  turn {}, play #{}: {:?} instead of {:?} gave away {:.1} points \
                 ({:.1}–{:.1} over {} fresh deals)",
                s.turn, s.index, s.chosen.play, s.best.play, c.mean, c.low, c.high, c.deals,
            ))?;
        }
    }
    Ok(())
}
