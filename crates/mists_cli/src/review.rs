//! `mists-cli review`: a finished game judged decision by decision (mists_bot::review,
//! docs/review.md): the win-chance curve, and the decisions that cost the most.

use crate::error::{CliError, out};
use mists_bot::mc::Estimate;
use mists_bot::review::{Review, Settings, Step, Why};
use mists_rules::record::Record;
use std::path::Path;

/// Mistakes listed in the text report (the window shows three).
const LISTED: usize = 5;

/// `review FILE`: judge every decision with more than one option, `deals` deals an option (the
/// kind's default if None); a competitive record is judged seat by seat (review_match.rs).
pub fn review(
    file: &Path,
    deals: Option<u32>,
    seed: u64,
    rounds: Option<u32>,
    json: bool,
) -> Result<(), CliError> {
    let text = std::fs::read_to_string(file).unwrap_or_default();
    if mists_rules::competitive::file::is_competitive_record(&text) {
        let deals = deals.unwrap_or(mists_bot::competitive::review::DEALS);
        return crate::review_match::review(file, deals, seed, json);
    }
    let deals = deals.unwrap_or(mists_bot::review::DEALS);
    let rec = Record::load(file)?;
    let name = file.display().to_string();
    let bar = crate::progress::bar(rec.decisions.len(), "decisions");
    let mut cfg = Settings {
        deals,
        seed,
        ..Settings::default()
    };
    cfg.rounds = rounds.unwrap_or(cfg.rounds);
    let mut progress = |done: usize, _total: usize| bar.set_position(done as u64);
    let r = mists_bot::review::review(&rec, &crate::dir_of(file), &name, cfg, &mut progress, None)?;
    bar.finish_and_clear();
    if json {
        return out(&to_json(&r).to_string());
    }
    print_text(&name, &r)
}

fn chance(e: &Estimate) -> serde_json::Value {
    serde_json::json!({
        "decision": e.decision,
        "meeple": e.meeple,
        "win_chance": e.win_chance(),
        "wins": e.wins,
        "playouts": e.playouts,
    })
}

fn step_json(s: &Step) -> serde_json::Value {
    serde_json::json!({
        "index": s.index,
        "turn": s.turn,
        "player": s.player,
        "kind": s.kind,
        "before": s.before,
        "chosen": chance(&s.chosen),
        "best": chance(&s.best),
        "options": s.options.iter().map(chance).collect::<Vec<_>>(),
        "cost": s.cost.map(|c| serde_json::json!({
            "mean": c.mean, "low": c.low, "high": c.high, "deals": c.deals,
            "chosen_wins": c.chosen.wins, "best_wins": c.best.wins,
        })),
        "mistake": s.mistake,
        "grade": s.grade(),
        "certainty": s.certainty(),
        "why": s.why,
    })
}

/// The `--json` report (fields in docs/cli.md).
pub fn to_json(r: &Review) -> serde_json::Value {
    serde_json::json!({
        "decisions": r.decisions,
        "outcome": r.outcome.map(|o| format!("{o:?}")),
        "deals": r.settings.deals,
        "seed": r.settings.seed,
        "complete": r.complete,
        "mistakes": r.steps.iter().filter(|s| s.mistake).count(),
        "turning_point": r.turning_point,
        "accuracy": r.accuracy,
        "steps": r.steps.iter().map(step_json).collect::<Vec<_>>(),
    })
}

fn pct(x: Option<f64>) -> String {
    x.map_or("–".into(), |x| format!("{:.0} %", 100.0 * x))
}

/// The engine's effects of the chosen and the better option, side by side.
fn why_text(why: &Why) -> String {
    let lost = |l: bool| if l { ": the game is lost at once" } else { "" };
    match why {
        Why::Placement { chosen, better } => format!(
            "laid there, the tile closes {} mist bank(s) and calls {} ghost(s) from a supply of {}{}; \
             at the better place, {} bank(s) and {} ghost(s){}",
            chosen.banks,
            chosen.needs,
            chosen.supply,
            lost(chosen.loses),
            better.banks,
            better.needs,
            lost(better.loses),
        ),
        Why::Answer { chosen, better } => format!(
            "answered so, the team has {} points and {} ghosts on the board at the next question{}; \
             with the better answer, {} and {}{}",
            chosen.points,
            chosen.ghosts,
            lost(chosen.loses),
            better.points,
            better.ghosts,
            lost(better.loses),
        ),
    }
}

/// A grade or certainty as the JSON spells it, in words ("game_losing" → "game losing").
fn words<T: serde::Serialize>(x: Option<T>) -> String {
    serde_json::to_value(x)
        .ok()
        .and_then(|v| v.as_str().map(|s| s.replace('_', " ")))
        .unwrap_or_default()
}

fn print_text(name: &str, r: &Review) -> Result<(), CliError> {
    let mistakes = r.steps.iter().filter(|s| s.mistake).count();
    out(&format!(
        "{name}: {} decisions, {} judged ({} deals an option), outcome {}; {mistakes} certain mistake(s)",
        r.decisions,
        r.steps.len(),
        r.settings.deals,
        r.outcome.map_or("not over".into(), |o| format!("{o:?}")),
    ))?;
    // The curve, one point a turn: the chance left after the turn's last judged decision.
    let mut curve = Vec::new();
    for s in &r.steps {
        match curve.last_mut() {
            Some((t, c)) if *t == s.turn => *c = s.chosen.win_chance(),
            _ => curve.push((s.turn, s.chosen.win_chance())),
        }
    }
    let line: Vec<String> = curve
        .iter()
        .map(|(t, c)| format!("{t}:{}", pct(*c).replace(' ', "")))
        .collect();
    out(&format!("win chance by turn: {}", line.join(" ")))?;
    if let Some(t) = &r.turning_point {
        let ids: Vec<String> = t.decisions.iter().map(|i| format!("#{i}")).collect();
        out(&format!(
            "turning point: turn {}, decision {}: the team's chance {} before, {} after",
            t.turn,
            ids.join(" and "),
            pct(Some(t.before)),
            pct(Some(t.after)),
        ))?;
    }
    if let Some(a) = &r.accuracy {
        let each: Vec<String> = a
            .players
            .iter()
            .enumerate()
            .map(|(p, x)| format!("player {} {}", p + 1, pct(*x)))
            .collect();
        out(&format!(
            "accuracy (the best option's chance kept): {}; {}",
            pct(Some(a.game)),
            each.join(", ")
        ))?;
    }
    for s in r.graded(LISTED) {
        let c = s.cost.expect("a graded decision has a cost");
        out(&format!(
            "turn {} (player {}), decision #{}: {} {} drop: {:?} won {} where {:?} won {}; \
             costs {:.0} % ({:.0}–{:.0} % over {} fresh deals)",
            s.turn,
            s.player + 1,
            s.index,
            words(s.certainty()),
            words(s.grade()),
            s.chosen.decision,
            pct(s.chosen.win_chance()),
            s.best.decision,
            pct(s.best.win_chance()),
            100.0 * c.mean,
            100.0 * c.low,
            100.0 * c.high,
            c.deals,
        ))?;
        if let Some(why) = &s.why {
            out(&format!("  why: {}", why_text(why)))?;
        }
    }
    Ok(())
}
