//! The search bot (`mists_bot::mc`) off the main thread: with the level select's *stronger bot*
//! switch on, hints and bot seats search tile placements for up to [`BUDGET`] on a background
//! task while the window keeps drawing; other decisions stay the planner's, on the spot.

use super::rules::Teammate;
use crate::setup::GameSetup;
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, block_on, poll_once};
use bevy::window::RequestRedraw;
use mists_bot::mc::{Budget, Estimate, SearchBot};
use mists_rules::{Decide, DecisionKind, Pending, PendingDecision, PlayerView};

/// Time a search may take per placement (issue: at most a second a decision).
pub const BUDGET: Budget = Budget::Millis(800);

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

/// A search in progress, for one pending decision.
#[derive(Resource)]
pub struct Thinking {
    pub for_pending: PendingDecision,
    pub purpose: Purpose,
    task: Task<Vec<Estimate>>,
}

/// Start searching the pending decision from the players' view.
pub fn start(world: &mut World, p: &PendingDecision, purpose: Purpose) {
    let view = PlayerView::of_world(world);
    let seed = world.resource::<mists_rules::Flow>().applied as u64;
    let opts = p.options.clone();
    let task = AsyncComputeTaskPool::get()
        .spawn(async move { SearchBot::new(seed, BUDGET).analyse(&view, &opts) });
    world.insert_resource(Thinking {
        for_pending: p.clone(),
        purpose,
        task,
    });
}

/// Collect a finished search: the hint shows it, a bot seat plays it. A search for a decision
/// no longer pending (undo, a restart) is dropped.
pub fn finish(world: &mut World) {
    let Some(mut th) = world.remove_resource::<Thinking>() else {
        return;
    };
    if world.resource::<Pending>().0.as_ref() != Some(&th.for_pending) {
        return;
    }
    let Some(estimates) = block_on(poll_once(&mut th.task)) else {
        world.write_message(RequestRedraw);
        world.insert_resource(th);
        return;
    };
    let Some(best) = estimates.first().map(|e| e.decision) else {
        return;
    };
    match th.purpose {
        Purpose::Hint => {
            let mut hint = world.resource_mut::<crate::ui::decisions::Hint>();
            hint.for_pending = Some(th.for_pending);
            hint.decision = Some(best);
            hint.estimates = estimates
                .iter()
                .map(|e| (e.decision, e.win_chance()))
                .collect();
        }
        Purpose::BotSeat => {
            world
                .resource_mut::<Teammate>()
                .answered_with(th.for_pending);
            world.write_message(Decide(best));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::play::tests::rules_app;
    use crate::screens::Screen;
    use crate::ui::decisions::Hint;

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
        {
            let mut setup = app.world_mut().resource_mut::<GameSetup>();
            setup.bots = vec![true; 5];
            setup.bot_delay = 0.0;
            setup.search = true;
        }
        app.world_mut().resource_mut::<Teammate>().auto = false;
        let (start, mut searched, mut frames) = (placements(&app), 0, 0);
        while placements(&app) < start + 2 && frames < 200_000 {
            app.update();
            frames += 1;
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
    fn the_hint_shows_the_searched_alternatives_with_win_chances() {
        let mut app = rules_app(1, 5);
        app.world_mut().resource_mut::<GameSetup>().search = true;
        let p = app
            .world()
            .resource::<Pending>()
            .0
            .clone()
            .expect("a placement is pending");
        // As the Hint button does (ui::decisions::compute_hint) with the switch on.
        app.world_mut().init_resource::<Hint>();
        assert!(searched(app.world().resource::<GameSetup>(), &p));
        start(app.world_mut(), &p, Purpose::Hint);
        for _ in 0..200_000 {
            app.update();
            if app.world().resource::<Hint>().decision.is_some() {
                break;
            }
        }
        let hint = app.world().resource::<Hint>();
        let d = hint.decision.expect("the search answered");
        assert!(p.options.contains(&d));
        assert_eq!(hint.estimates.first().map(|e| e.0), Some(d));
        assert!(hint.estimates.len() >= 2, "{:?}", hint.estimates);
        assert!(
            hint.estimates
                .iter()
                .filter_map(|e| e.1)
                .all(|c| (0.0..=1.0).contains(&c))
        );
    }
}
