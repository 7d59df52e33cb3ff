//! The search bot (`mists_bot::mc`) off the main thread: with the New game page's *stronger bot*
//! switch on, hints and bot seats search tile placements for up to [`BUDGET`] on a background
//! task while the window keeps drawing; other decisions stay the planner's, on the spot. The hint's
//! searches only report here ([`Searched`], [`PlayedOut`]): `hint.rs` keeps what they found.

use super::answer::Teammate;
use crate::setup::GameSetup;
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, block_on, poll_once};
use bevy::window::RequestRedraw;
use mists_bot::mc::{Budget, Estimate, SearchBot};
use mists_rules::{Decide, DecisionKind, Pending, PendingDecision, PlayerView};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// What a search may spend per placement: the 192 playouts measured in docs/balance.md (the
/// Level 6 table), but never more than 0.9 s (issue: at most a second a decision). A playout
/// budget rather than a clock makes the same hint for the same table whenever the cap is not
/// reached, and spends no more than its playouts where they are quick (docs/balance.md).
pub const BUDGET: Budget = Budget::Capped {
    playouts: 192,
    millis: 900,
};

/// The hint's win chances after the search: its placements played to the end on the review's
/// deals an option (`mists_bot::review::DEALS`), never more than 2 s. Deals rather than a clock:
/// the hint shows the numbers a review of the game finds for the same options (issue 51).
pub const CHANCE_BUDGET: Budget = Budget::Capped {
    playouts: mists_bot::review::DEALS,
    millis: 2000,
};

/// What a search and the hint's win chances may spend: [`BUDGET`] and [`CHANCE_BUDGET`] unless a
/// test asks for less (its assertions are about the answer's shape, not its strength; the
/// two-second play-outs held a core each in the game's test binary, issue 46).
#[derive(Resource, Clone, Copy, Debug)]
pub struct ThinkBudget {
    pub search: Budget,
    /// The win chances: deals an option (the playouts of a `Budget`), with its time cap if any.
    pub chances: Budget,
}

impl Default for ThinkBudget {
    fn default() -> Self {
        ThinkBudget {
            search: BUDGET,
            chances: CHANCE_BUDGET,
        }
    }
}

fn budget(world: &World) -> ThinkBudget {
    world
        .get_resource::<ThinkBudget>()
        .copied()
        .unwrap_or_default()
}

/// A search for the hint is in: its placements, best first (`hint.rs` shows them).
#[derive(Event, Debug, Clone)]
pub struct Searched {
    pub for_pending: PendingDecision,
    pub estimates: Vec<Estimate>,
    /// A bot seat plays the choice now (its decision is gone next frame).
    pub seat: bool,
}

/// The hint's placements played to the end of the game ([`play_out`]), in the order given.
#[derive(Event, Debug, Clone)]
pub struct PlayedOut {
    pub for_pending: PendingDecision,
    pub estimates: Vec<Estimate>,
}

/// Whether a decision is one the search bot thinks about (with the switch on).
pub fn searched(setup: &GameSetup, p: &PendingDecision) -> bool {
    setup.search && matches!(p.kind, DecisionKind::PlaceTile { .. })
}

/// Who asked for the search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    Hint,
    BotSeat,
}

/// A search in progress, for one pending decision: the hint and a bot seat share it.
#[derive(Resource)]
pub struct Thinking {
    pub for_pending: PendingDecision,
    /// The answer is reported to the hint ([`Searched`]).
    pub hint: bool,
    /// The answer is played (a bot seat's placement).
    pub seat: bool,
    task: Task<Vec<Estimate>>,
    stop: Arc<AtomicBool>,
}

impl Drop for Thinking {
    /// A search nobody waits for any more stops at its next playout.
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

/// The hint's searched placements being played to the end of the game for their win chances.
#[derive(Resource)]
pub struct PlayingOut {
    pub for_pending: PendingDecision,
    task: Task<Vec<Estimate>>,
    stop: Arc<AtomicBool>,
}

impl Drop for PlayingOut {
    /// Win chances nobody waits for any more stop at their next playout.
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

/// Ask for the search of `p`: joins the search already running for it, or starts one from the
/// players' view.
pub fn start(world: &mut World, p: &PendingDecision, purpose: Purpose) {
    if let Some(mut th) = world.get_resource_mut::<Thinking>()
        && th.for_pending == *p
    {
        match purpose {
            Purpose::Hint => th.hint = true,
            Purpose::BotSeat => th.seat = true,
        }
        return;
    }
    let view = PlayerView::of_world(world);
    let seed = world.resource::<mists_rules::Flow>().applied as u64;
    let opts = p.options.clone();
    let stop = Arc::new(AtomicBool::new(false));
    let flag = stop.clone();
    let budget = budget(world);
    let task = AsyncComputeTaskPool::get().spawn(async move {
        // Every core (issue 51): the same answer for a playout budget, sooner; the 0.9 s cap
        // buys more playouts on a slow machine.
        let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
        SearchBot::new(seed, budget.search)
            .tuned()
            .with_threads(threads)
            .stop_when(flag)
            .analyse(&view, &opts)
    });
    world.insert_resource(Thinking {
        for_pending: p.clone(),
        hint: purpose == Purpose::Hint,
        seat: purpose == Purpose::BotSeat,
        task,
        stop,
    });
}

/// A search on a background task for one pending decision ([`Thinking`], [`PlayingOut`]).
trait Searching: Resource + Sized {
    fn parts(&mut self) -> (&PendingDecision, &mut Task<Vec<Estimate>>);
}

impl Searching for Thinking {
    fn parts(&mut self) -> (&PendingDecision, &mut Task<Vec<Estimate>>) {
        (&self.for_pending, &mut self.task)
    }
}

impl Searching for PlayingOut {
    fn parts(&mut self) -> (&PendingDecision, &mut Task<Vec<Estimate>>) {
        (&self.for_pending, &mut self.task)
    }
}

/// Take a finished search out of the world with its estimates. None while it runs (it stays,
/// and the window redraws to look again) and when its decision is no longer pending (undo, a
/// restart): then it is dropped, which stops it.
fn collect<S: Searching>(world: &mut World) -> Option<(S, Vec<Estimate>)> {
    let mut s = world.remove_resource::<S>()?;
    let (for_pending, task) = s.parts();
    if world.resource::<Pending>().0.as_ref() != Some(for_pending) {
        return None;
    }
    match block_on(poll_once(task)) {
        Some(estimates) => Some((s, estimates)),
        None => {
            world.write_message(RequestRedraw);
            world.insert_resource(s);
            None
        }
    }
}

/// Collect a finished search: reported to the hint ([`Searched`]), played for a bot seat.
pub fn finish(world: &mut World) {
    let Some((th, estimates)) = collect::<Thinking>(world) else {
        return;
    };
    let Some(&Estimate {
        decision: best,
        meeple,
        ..
    }) = estimates.first()
    else {
        return;
    };
    // Level 6: the meeple was searched with the placement; it answers the meeple decision that
    // follows this placement (a bot seat's or the hint's).
    if let (Some(m), Some(copy)) = (meeple, world.resource::<mists_rules::Turn>().drawn()) {
        world.resource_mut::<Teammate>().plan_meeple(copy, best, m);
    }
    if th.hint {
        world.trigger(Searched {
            for_pending: th.for_pending.clone(),
            estimates,
            seat: th.seat,
        });
    }
    if th.seat {
        world
            .resource_mut::<Teammate>()
            .answered_with(th.for_pending.clone());
        world.write_message(Decide(best));
    }
}

/// Play the hint's placements `top` to the end of the game for their win chances, as a second
/// task (collected by [`finish_chances`]): `mists_bot::review::chances` at the review's seed for
/// this decision, so a review of the game (seed 0, the same deals) shows the same numbers.
pub fn play_out(world: &mut World, for_pending: PendingDecision, top: Vec<Estimate>) {
    let view = PlayerView::of_world(world);
    let stop = Arc::new(AtomicBool::new(false));
    let flag = stop.clone();
    let budget = budget(world).chances;
    let deals = budget.playouts().unwrap_or(mists_bot::review::DEALS);
    let options: Vec<_> = top.iter().map(|e| (e.decision, e.meeple)).collect();
    let task = AsyncComputeTaskPool::get().spawn(async move {
        let seed = mists_bot::review::Settings::default().seed;
        let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
        mists_bot::review::chances(
            &view,
            &options,
            deals,
            seed,
            threads,
            budget.millis(),
            Some(flag),
        )
    });
    world.insert_resource(PlayingOut {
        for_pending,
        task,
        stop,
    });
}

/// Collect the hint's win chances, reported as [`PlayedOut`] (dropped, and so stopped, once the
/// decision is no longer pending).
pub fn finish_chances(world: &mut World) {
    let Some((po, estimates)) = collect::<PlayingOut>(world) else {
        return;
    };
    world.trigger(PlayedOut {
        for_pending: po.for_pending.clone(),
        estimates,
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::play::hint::{AskHint, HINT_LINES, Hint};
    use crate::shared::Screen;
    use crate::testing::rules_app;

    /// Less than the game spends, enough for every line to be searched and played out.
    const QUICK: ThinkBudget = ThinkBudget {
        search: Budget::Capped {
            playouts: 48,
            millis: 900,
        },
        chances: Budget::Playouts(8),
    };

    fn placements(app: &App) -> usize {
        app.world()
            .resource::<mists_rules::RuleLog>()
            .0
            .iter()
            .filter(|e| matches!(e, mists_rules::RuleEvent::TilePlaced { .. }))
            .count()
    }

    #[test]
    fn with_the_stronger_bot_a_bot_seat_places_from_a_background_search() {
        let mut app = rules_app(1, 21);
        app.insert_resource(QUICK);
        {
            let mut setup = app.world_mut().resource_mut::<GameSetup>();
            setup.bots = vec![true; 5];
            setup.bot_delay = 0.0;
            setup.search = true;
        }
        app.world_mut().resource_mut::<Teammate>().auto = false;
        // Bounded by time, not frames: each search takes up to BUDGET of wall clock.
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(120);
        let (start, mut searched) = (placements(&app), 0);
        while placements(&app) < start + 2 && std::time::Instant::now() < deadline {
            app.update();
            searched += app.world().contains_resource::<Thinking>() as u32;
            if *app.world().resource::<State<Screen>>().get() == Screen::GameOver {
                break;
            }
        }
        assert!(
            placements(&app) >= start + 2,
            "the bot seat stopped placing"
        );
        assert!(searched > 0, "no placement was searched in the background");
        assert!(
            !app.world()
                .resource::<mists_rules::RuleLog>()
                .0
                .iter()
                .any(|e| matches!(e, mists_rules::RuleEvent::Rejected { .. }))
        );
    }

    #[test]
    fn the_hint_shows_the_searched_alternatives_with_their_ratings() {
        let mut app = rules_app(1, 5);
        app.insert_resource(QUICK);
        app.world_mut().resource_mut::<GameSetup>().search = true;
        let p = app
            .world()
            .resource::<Pending>()
            .0
            .clone()
            .expect("a placement is pending");
        // The Hint button, as the decision panel asks.
        app.world_mut().write_message(AskHint);
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(120);
        while std::time::Instant::now() < deadline {
            app.update();
            if app.world().resource::<Hint>().decision.is_some() {
                break;
            }
        }
        let hint = app.world().resource::<Hint>();
        let d = hint.decision.expect("the search answered");
        assert!(p.options.contains(&d));
        assert_eq!(hint.for_pending.as_ref(), Some(&p));
        // Several placements were played out, each with a rating.
        let played = hint.lines.iter().filter(|l| l.rating.is_some()).count();
        assert!(played >= 2, "{:?}", hint.lines);
        assert!(hint.lines.iter().all(|l| l.chance.is_none()));
        // Then their win chances: the listed placements, each played to the end of the game.
        while std::time::Instant::now() < deadline {
            app.update();
            if app.world().resource::<Hint>().lines[0].chance.is_some() {
                break;
            }
        }
        let hint = app.world().resource::<Hint>();
        let (listed, rest) = hint.lines.split_at(HINT_LINES.min(hint.lines.len()));
        assert!(
            listed.iter().all(|l| l
                .chance
                .is_some_and(|(won, games)| games >= 1 && won <= games)),
            "{:?}",
            hint.lines
        );
        assert!(rest.iter().all(|l| l.chance.is_none()));
        assert!(!app.world().contains_resource::<PlayingOut>());
    }

    #[test]
    fn in_level_6_the_hint_names_the_searched_meeple_and_the_planner_answers_with_it() {
        // RULES §15.2: in Level 6 the meeple's colour is half the placement; the search
        // chooses both, and after that placement the meeple hint (the planner) carries it out.
        let mut app = rules_app(6, 4);
        app.insert_resource(QUICK);
        app.world_mut().resource_mut::<GameSetup>().search = true;
        app.world_mut().resource_mut::<Teammate>().auto = false;
        let pending = |app: &App| app.world().resource::<Pending>().0.clone();
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(300);
        let (mut checked, mut planned) = (0, None);
        while checked < 4 && std::time::Instant::now() < deadline {
            let Some(p) = pending(&app) else {
                app.update();
                continue;
            };
            let d = match p.kind {
                DecisionKind::PlaceTile { .. } => {
                    app.world_mut().write_message(AskHint);
                    // The last placement's hint stands until this one's search is in.
                    let answered = |app: &App| {
                        let hint = app.world().resource::<Hint>();
                        hint.for_pending.as_ref() == Some(&p) && hint.decision.is_some()
                    };
                    while !answered(&app) && std::time::Instant::now() < deadline {
                        app.update();
                    }
                    let hint = app.world().resource::<Hint>();
                    planned = Some(hint.meeple.expect("Level 6: a meeple searched with it"));
                    hint.decision.expect("the search answered")
                }
                DecisionKind::PlaceMeeple { .. } => {
                    let d = crate::play::answer::suggest(app.world_mut(), &p);
                    if let Some(m) = planned.take() {
                        assert_eq!(d, m, "the meeple searched with the placement");
                        checked += 1;
                    }
                    d
                }
                _ => crate::play::answer::suggest(app.world_mut(), &p),
            };
            app.world_mut().write_message(Decide(d));
            app.update();
            if *app.world().resource::<State<Screen>>().get() == Screen::GameOver {
                break;
            }
        }
        assert!(checked >= 4, "searched meeples checked: {checked}");
    }
}
