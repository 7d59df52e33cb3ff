//! `mists-cli danger`: how early the window's danger gauges warn (issue 47). Seeded games of a
//! level are played by a bot; at each tile placement the estimate the window shows
//! (`mists_bot::odds::danger`, from the players' view) is taken. A lost game counts as warned
//! when the way it was lost stood at red at the last placement 3 or more turns before the loss;
//! a won game counts as a false alarm when either gauge stood at red at any placement. Since
//! issue 62 a loss also counts as **marked** when the placement that lost it was marked on the
//! board as losing before the click (`Sim::placement_need`) while a safe placement was offered:
//! warned before the click, in time to lay the tile elsewhere. Likewise an answer (score or
//! pacify, a hound, a meeple…) marked losing before the click (`Sim::answer_loses`) while a safe
//! answer was offered.

use crate::error::{CliError, out};
use mists_bot::Seat;
use mists_bot::odds::{Danger, danger, stays_red};
use mists_rules::level::load_preset;
use mists_rules::{
    Decision, DecisionKind, LossReason, Outcome, PlayerSetup, PlayerView, Sim, Turn,
};
use std::path::PathBuf;

/// One `danger` run.
pub struct Run {
    pub preset: PathBuf,
    pub players: u8,
    pub games: u64,
    pub seed: u64,
    pub bot: String,
    /// Continuations per estimate.
    pub tries: u32,
    /// Turns each continuation looks ahead (None: to the game's end).
    pub horizon: Option<u32>,
    pub json: bool,
}

/// `--horizon`: a number of turns, `end`, or the window's horizon when absent.
pub fn horizon(arg: Option<&str>) -> Result<Option<u32>, CliError> {
    match arg {
        None => Ok(mists_bot::odds::DANGER_HORIZON),
        Some("end") => Ok(None),
        Some(n) => n.parse::<u32>().map(Some).map_err(|_| {
            CliError::Args(format!(
                "--horizon takes a number of turns or `end`, not {n:?}"
            ))
        }),
    }
}

/// One game: its estimates (turn, ghosts' share, pile's share) and how it ended.
struct Trace {
    estimates: Vec<(u32, f64, f64)>,
    /// None: won.
    lost: Option<LossReason>,
    last_turn: u32,
    /// The game's last decision was marked losing before the click while a safe one was
    /// offered, and it lost the game: which kind of decision it was.
    marked: Option<Marked>,
}

/// The kind of decision marked losing before the click (issue 62).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Marked {
    Placement,
    Answer,
}

impl Trace {
    /// Whether the gauge of the way this game was lost showed red (from the `red` line, held as
    /// the window holds it: `odds::stays_red`) at its last placement `lead` or more turns before
    /// the loss.
    fn red_before_loss(&self, red: f64, lead: u32) -> bool {
        let Some(why) = self.lost else {
            return false;
        };
        let mut shown = false;
        let mut at_lead = false;
        for &(t, g, p) in &self.estimates {
            let share = match why {
                LossReason::GhostShortage => g,
                LossReason::TilesExhausted => p,
            };
            shown = stays_red(red, shown, share);
            if t + lead <= self.last_turn {
                at_lead = shown;
            }
        }
        at_lead
    }
    /// Warned before the loss: red `lead` turns before it, or the losing placement was marked
    /// on the board before the click (issue 62).
    fn warned_or_marked(&self, red: f64, lead: u32) -> bool {
        self.marked.is_some() || self.red_before_loss(red, lead)
    }

    /// Whether either gauge was ever red (holding red starts no new warning).
    fn ever_red(&self, red: f64) -> bool {
        self.estimates.iter().any(|(_, g, p)| g.max(*p) >= red)
    }
}

fn play(r: &Run, seed: u64) -> Result<Trace, CliError> {
    let (cfg, tiles) = load_preset(&r.preset)?;
    let mut sim = Sim::new(cfg, &tiles, &PlayerSetup::new(r.players), seed).map_err(|source| {
        CliError::Setup {
            file: r.preset.display().to_string(),
            source,
        }
    })?;
    let mut bot =
        mists_bot::by_name(&r.bot, seed).ok_or_else(|| CliError::UnknownBot(r.bot.clone()))?;
    let (mut estimates, mut marked) = (Vec::new(), None);
    while let Some(p) = sim.pending().cloned() {
        if matches!(p.kind, DecisionKind::PlaceTile { .. }) {
            let view = PlayerView::new(&sim.table, &sim.turn, &sim.flow);
            let d: Danger = danger(
                &view,
                r.tries,
                r.horizon,
                seed ^ u64::from(sim.table.turn),
                None,
            )
            .unwrap_or_default();
            estimates.push((sim.table.turn, d.ghosts_share(), d.pile_share()));
        }
        let d = bot.decide(&Seat::of_sim(&sim), &p);
        marked = marked_losing(&sim, &p.options, d);
        sim.decide(d).map_err(CliError::Refused)?;
    }
    let lost = match sim.flow.over {
        Some(Outcome::Lost(why)) => Some(why),
        _ => None,
    };
    Ok(Trace {
        estimates,
        marked: marked.filter(|_| lost.is_some()),
        lost,
        last_turn: sim.table.turn,
    })
}

/// Whether decision `d` is marked losing on the table before the click while one of `options`
/// is safe (else the question itself lost): a placement by `Sim::placement_need`, any other
/// answer by `Sim::answer_loses` — the marks the window shows.
fn marked_losing(sim: &Sim, options: &[Decision], d: Decision) -> Option<Marked> {
    if let Turn::Draw(Some(copy)) = &sim.turn
        && matches!(d, Decision::PlaceTile { .. })
    {
        let loses = |o: &Decision| match *o {
            Decision::PlaceTile { cell, rot } => sim
                .placement_need(*copy, cell, rot)
                .is_some_and(|n| n.loses),
            _ => false,
        };
        return (loses(&d) && options.iter().any(|o| !loses(o))).then_some(Marked::Placement);
    }
    let loses = |o: &Decision| sim.answer_loses(*o).is_some();
    (loses(&d) && options.iter().any(|o| !loses(o))).then_some(Marked::Answer)
}

/// Play the run's games on every core (game i with seed `seed + i`).
fn play_all(r: &Run) -> Result<Vec<Trace>, CliError> {
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get()) as u64;
    let done = std::sync::atomic::AtomicU64::new(0);
    let results: Vec<Result<Vec<Trace>, CliError>> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads)
            .map(|k| {
                let done = &done;
                s.spawn(move || {
                    (k..r.games)
                        .step_by(threads as usize)
                        .map(|i| {
                            let t = play(r, r.seed.wrapping_add(i));
                            let n = done.fetch_add(1, std::sync::atomic::Ordering::Relaxed) + 1;
                            if !r.json {
                                eprint!("\r{n}/{} games", r.games);
                            }
                            t
                        })
                        .collect()
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().unwrap_or_else(|_| Ok(Vec::new())))
            .collect()
    });
    if !r.json {
        eprintln!();
    }
    let mut all = Vec::new();
    for part in results {
        all.extend(part?);
    }
    Ok(all)
}

/// The share of `n` counted `k`, as a percentage.
fn pct(k: usize, n: usize) -> f64 {
    100.0 * k as f64 / n.max(1) as f64
}

pub fn run(r: &Run) -> Result<(), CliError> {
    let traces = play_all(r)?;
    let lost: Vec<&Trace> = traces.iter().filter(|t| t.lost.is_some()).collect();
    let won: Vec<&Trace> = traces.iter().filter(|t| t.lost.is_none()).collect();
    // Red lines from 0.3 to 0.9, so the table shows the trade-off (the window's: odds::RED).
    let rows: Vec<_> = [0.3, 0.35, 0.4, 0.45, 0.5, 0.6, 0.7, 0.8, 0.9]
        .iter()
        .map(|&red| {
            let warned = lost.iter().filter(|t| t.red_before_loss(red, 3)).count();
            let or_marked = (lost.iter()).filter(|t| t.warned_or_marked(red, 3)).count();
            let alarmed = won.iter().filter(|t| t.ever_red(red)).count();
            let n = lost.len();
            (
                red,
                pct(warned, n),
                pct(or_marked, n),
                pct(alarmed, won.len()),
            )
        })
        .collect();
    let by = |k: Marked| lost.iter().filter(|t| t.marked == Some(k)).count();
    let (marked, answered) = (by(Marked::Placement), by(Marked::Answer));
    if r.json {
        let v = serde_json::json!({
            "games": traces.len(), "lost": lost.len(), "won": won.len(),
            "horizon": r.horizon, "tries": r.tries,
            "lost_by_a_marked_placement": marked,
            "lost_by_a_marked_answer": answered,
            "rows": rows.iter().map(|(red, w, m, a)| serde_json::json!({
                "red": red, "warned_3_turns_before": w,
                "warned_3_turns_before_or_marked": m, "red_in_won_games": a,
            })).collect::<Vec<_>>(),
        });
        return out(&v.to_string());
    }
    out(&format!(
        "{} games: {} lost, {} won ({} continuations an estimate, {})",
        traces.len(),
        lost.len(),
        won.len(),
        r.tries,
        r.horizon
            .map_or("to the game's end".to_string(), |h| format!(
                "{h} turns ahead"
            ))
    ))?;
    out(&format!(
        "{marked} of {n} losses came by a placement marked losing before the click (a safe one offered), \
         {answered} by an answer marked so",
        n = lost.len()
    ))?;
    out(
        "red at   lost games red 3 turns before   or marked before the click   won games ever red",
    )?;
    for (red, w, m, a) in rows {
        out(&format!(
            "{red:>6.2}   {w:>27.1} %   {m:>26.1} %   {a:>17.1} %"
        ))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn trace(lost: Option<LossReason>, estimates: Vec<(u32, f64, f64)>, last: u32) -> Trace {
        Trace {
            estimates,
            lost,
            last_turn: last,
            marked: None,
        }
    }

    #[test]
    fn a_loss_reads_its_own_gauge_three_turns_before() {
        let t = trace(
            Some(LossReason::GhostShortage),
            vec![(5, 0.9, 0.1), (6, 0.2, 0.95), (8, 0.1, 0.1)],
            9,
        );
        // Turn 6 is the last at least 3 turns before turn 9: the ghosts' gauge had fallen below
        // amber there, so it no longer held red.
        assert!(!t.red_before_loss(0.4, 3));
        let t = trace(Some(LossReason::TilesExhausted), t.estimates, 9);
        assert!(t.red_before_loss(0.4, 3));
        assert!(!t.red_before_loss(0.4, 5), "no placement 5 turns before");
        assert!(!trace(None, vec![(1, 0.5, 0.7)], 3).red_before_loss(0.4, 1));
        let won = trace(None, vec![(1, 0.5, 0.7), (2, 0.1, 0.2)], 3);
        assert!(won.ever_red(0.7) && !won.ever_red(0.71));
        // A loss by a placement marked losing before the click was warned, red or not.
        let mut sudden = trace(Some(LossReason::GhostShortage), vec![(8, 0.1, 0.0)], 9);
        assert!(!sudden.warned_or_marked(0.4, 3));
        sudden.marked = Some(Marked::Answer);
        assert!(sudden.warned_or_marked(0.4, 3) && !sudden.red_before_loss(0.4, 3));
    }

    /// A gauge that turned red holds red above amber (the window's `Alarm::after`): a share
    /// wavering from 0.45 to 0.3 three turns before the loss still counts as warned; from 0.45 to
    /// 0.2 (below amber) it does not.
    #[test]
    fn red_holds_above_amber_as_the_window_shows_it() {
        let held = trace(
            Some(LossReason::GhostShortage),
            vec![(4, 0.45, 0.0), (6, 0.3, 0.0), (8, 0.5, 0.0)],
            9,
        );
        assert!(held.red_before_loss(0.4, 3));
        let fell = trace(
            Some(LossReason::GhostShortage),
            vec![(4, 0.45, 0.0), (6, 0.2, 0.0)],
            9,
        );
        assert!(!fell.red_before_loss(0.4, 3));
        use mists_bot::odds::Alarm;
        assert_eq!(Alarm::after(Alarm::Red, 0.3, 32), Alarm::Red);
        assert_eq!(Alarm::after(Alarm::Amber, 0.3, 32), Alarm::Amber);
        assert_eq!(Alarm::after(Alarm::Red, 0.2, 32), Alarm::Calm);
        assert_eq!(Alarm::after(Alarm::Calm, 0.45, 32), Alarm::Red);
    }

    /// An answer that loses at once beside a safe one is marked; the safe one is not; a
    /// placement is judged by its own test (issue 62: the marks the window shows).
    #[test]
    fn a_losing_answer_beside_a_safe_one_counts_as_marked() {
        let assets = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../assets");
        let (mut answers, mut placements) = (0, 0);
        for (level, seed) in [6, 3, 4]
            .into_iter()
            .flat_map(|l| (0..40u64).map(move |s| (l, s)))
        {
            if answers > 0 && placements > 0 {
                break;
            }
            let path = mists_rules::LevelConfig::builtin_path(&assets, level);
            let (cfg, tiles) = load_preset(&path).unwrap();
            let mut sim = Sim::new(cfg.clone(), &tiles, &PlayerSetup::new(2), seed).unwrap();
            let mut k = seed as usize + level as usize;
            while let Some(p) = sim.pending().cloned() {
                k = k.wrapping_mul(31).wrapping_add(7);
                let placing = matches!(p.kind, DecisionKind::PlaceTile { .. });
                let loses = |d: &Decision| match (d, &sim.turn) {
                    (Decision::PlaceTile { cell, rot }, Turn::Draw(Some(c))) => {
                        sim.placement_need(*c, *cell, *rot).is_some_and(|n| n.loses)
                    }
                    _ => sim.answer_loses(*d).is_some(),
                };
                let safe = p.options.iter().find(|d| !loses(d));
                if let (Some(bad), Some(good)) = (p.options.iter().find(|d| loses(d)), safe) {
                    let kind = if placing {
                        Marked::Placement
                    } else {
                        Marked::Answer
                    };
                    assert_eq!(marked_losing(&sim, &p.options, *bad), Some(kind));
                    assert_eq!(marked_losing(&sim, &p.options, *good), None);
                    *(if placing {
                        &mut placements
                    } else {
                        &mut answers
                    }) += 1;
                }
                if safe.is_none() {
                    // Every answer loses: the question lost the game, no warning was possible.
                    assert_eq!(marked_losing(&sim, &p.options, p.options[0]), None);
                }
                sim.decide(p.options[k % p.options.len()]).unwrap();
            }
        }
        assert!(
            answers > 0 && placements > 0,
            "{answers} answers, {placements} placements"
        );
    }
}
