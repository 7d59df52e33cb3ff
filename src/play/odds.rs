//! The pile's danger, estimated off the main thread (`mists_bot::odds`): near the end of the pile
//! in play, at each tile placement, the planner plays the game on from the players' view and
//! counts how often the threshold in force was reached before the pile ran dry. The table panel
//! shows the count and turns the pile's line red when it is low (docs/game.md "The pile in play").

use crate::setup::GameSetup;
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, block_on, poll_once};
use bevy::window::RequestRedraw;
use mists_bot::odds::{PileOdds, TRIES, pile_odds};
use mists_rules::loss::{PileNeed, pile_need};
use mists_rules::{DecisionKind, Flow, PlayerView, Table, Turn};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// The estimate runs once the pile in play holds at most this many tiles: earlier it would say
/// little (a threshold is far off but so is the pile's end) and cost more (the search bot plays on
/// to a pile's end from the same distance, `mists_bot::mc`).
pub const WATCH: usize = 12;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PileEstimate>();
    app.init_resource::<PileWatch>();
    app.add_systems(
        Update,
        (update_pile, start, collect)
            .chain()
            .in_set(crate::shared::AppSystems::Publish)
            .run_if(resource_exists::<Table>),
    );
}

/// The pile in play against its threshold (`mists_rules::loss::pile_need`), computed when the
/// table changes, not every frame (its bound walks every open feature): the table panel shows it,
/// the estimate below starts from it.
#[derive(Resource, Default, Debug, Clone, PartialEq, Eq)]
pub struct PileWatch(pub Option<PileNeed>);

fn update_pile(table: Res<Table>, flow: Res<Flow>, mut watch: ResMut<PileWatch>) {
    if !table.is_changed() && !flow.is_changed() {
        return;
    }
    let need = pile_need(&table, &flow);
    if watch.0 != need {
        watch.0 = need;
    }
}

/// What was asked: the turn, the decisions applied and the pile in play.
type Key = (u32, u32, usize);

/// The last estimate of the pile in play, and what it was made for.
#[derive(Resource, Default, Debug, Clone, PartialEq, Eq)]
pub struct PileEstimate {
    pub odds: Option<PileOdds>,
    key: Option<Key>,
}

impl PileEstimate {
    /// The estimate if it was made this turn: an older one (the next placement's estimate still
    /// running, or never finished because the placement came at once) says nothing of now.
    pub fn this_turn(&self, table: &Table) -> Option<PileOdds> {
        self.odds
            .filter(|o| self.key.is_some_and(|k| k.0 == table.turn && o.pile == k.2))
    }
}

/// An estimate on a background task.
#[derive(Resource)]
struct Estimating {
    key: Key,
    task: Task<Option<PileOdds>>,
    stop: Arc<AtomicBool>,
}

impl Drop for Estimating {
    /// An estimate nobody waits for any more stops at its next try.
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

/// Start an estimate at a tile placement near the pile's end, when one is needed and not yet made
/// for this position. Far from the pile's end, with the aids off, or once every need is met, the
/// last estimate is dropped.
fn start(
    mut commands: Commands,
    table: Res<Table>,
    turn: Res<Turn>,
    flow: Res<Flow>,
    setup: Res<GameSetup>,
    watch: Res<PileWatch>,
    mut estimate: ResMut<PileEstimate>,
    running: Option<Res<Estimating>>,
) {
    if !table.is_changed() && !flow.is_changed() {
        return;
    }
    let placing = flow
        .pending
        .as_ref()
        .is_some_and(|p| matches!(p.kind, DecisionKind::PlaceTile { .. }));
    let watched = setup.aids
        && watch
            .0
            .as_ref()
            .is_some_and(|n| !n.needs.is_empty() && n.tiles_left <= WATCH);
    if !watched {
        if estimate.odds.is_some() {
            *estimate = PileEstimate::default();
        }
        return;
    }
    let key = (table.turn, flow.applied, table.piles.active);
    if !placing || estimate.key == Some(key) || running.is_some_and(|r| r.key == key) {
        return;
    }
    let view = PlayerView::new(&table, &turn, &flow);
    // The same position gives the same count (the decisions applied seed it).
    let seed = flow.applied as u64;
    let stop = Arc::new(AtomicBool::new(false));
    let flag = stop.clone();
    let task = AsyncComputeTaskPool::get()
        .spawn(async move { pile_odds(&view, TRIES, seed, Some(&flag)) });
    commands.insert_resource(Estimating { key, task, stop });
}

/// Take a finished estimate; one made for a position no longer on the table (an undo, a
/// restart) is dropped, which stops it.
fn collect(world: &mut World) {
    let Some(mut running) = world.remove_resource::<Estimating>() else {
        return;
    };
    let now = {
        let (table, flow) = (world.resource::<Table>(), world.resource::<Flow>());
        (table.turn, flow.applied, table.piles.active)
    };
    // Still the position asked about, or its own turn going on (the estimate stays true
    // for the turn: it is about the pile, not about this placement).
    if now.0 != running.key.0 || now.2 != running.key.2 {
        return;
    }
    match block_on(poll_once(&mut running.task)) {
        Some(odds) => {
            *world.resource_mut::<PileEstimate>() = PileEstimate {
                odds,
                key: Some(running.key),
            };
        }
        None => {
            world.write_message(RequestRedraw);
            world.insert_resource(running);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use mists_rules::record::Record;
    use std::path::Path;

    /// The planner's Level 6 game for two, seed 3 (a fixture of `mists_bot`), at its first
    /// placement with `left` tiles in the first pile.
    fn at_placement_with(left: usize) -> (Record, std::path::PathBuf, usize) {
        let path = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("crates/mists_bot/tests/fixtures/level6-seed3.ron");
        let record = Record::load(&path).unwrap();
        let dir = path.parent().unwrap();
        let until = (0..record.decisions.len())
            .find(|&n| {
                let s = record.replay_sim(dir, "fixture", Some(n)).unwrap();
                matches!(
                    s.pending().map(|p| &p.kind),
                    Some(DecisionKind::PlaceTile { .. })
                ) && s.table.piles.left()[0] == left
            })
            .unwrap();
        (record, path, until)
    }

    /// The game at that placement, the window settled on it.
    fn set_up(left: usize, aids: bool) -> App {
        let mut app = crate::testing::rules_app(6, 3);
        app.world_mut().resource_mut::<GameSetup>().aids = aids;
        let (record, path, until) = at_placement_with(left);
        app.world_mut().insert_resource(crate::play::start::Resume {
            record,
            path,
            until: Some(until),
            keep: false,
        });
        crate::testing::begin(&mut app);
        crate::testing::settle(&mut app);
        app
    }

    /// [`set_up`], then frames until the estimate is in (at most 5000, a millisecond apart).
    fn estimate_at(left: usize, aids: bool) -> App {
        let mut app = set_up(left, aids);
        for _ in 0..5000 {
            if app.world().resource::<PileEstimate>().odds.is_some() {
                break;
            }
            app.update();
            std::thread::sleep(std::time::Duration::from_millis(1));
        }
        app
    }

    #[test]
    fn near_the_pile_end_the_window_estimates_the_pile_and_finds_the_danger() {
        // The example: 4 tiles left, a meeple 8 points short of 10.
        let app = estimate_at(4, true);
        let odds = app.world().resource::<PileEstimate>().odds.unwrap();
        assert_eq!((odds.pile, odds.tried), (0, TRIES));
        assert!(odds.in_danger(), "{odds:?}");
        let estimate = app.world().resource::<PileEstimate>();
        let table = app.world().resource::<Table>();
        assert_eq!(estimate.this_turn(table), Some(odds));
        // A turn later it no longer speaks of the table.
        let mut later = table.clone();
        later.turn += 1;
        assert_eq!(estimate.this_turn(&later), None);
    }

    #[test]
    fn far_from_the_pile_end_or_with_the_aids_off_nothing_is_estimated() {
        // An estimate starts on the frame the placement is asked (the test above): none starts
        // here, on that frame or the ones after. (Waiting the positive case's 5000 frames for
        // nothing took 20 s, issue 46.)
        for (left, aids) in [(WATCH + 2, true), (4, false)] {
            let mut app = set_up(left, aids);
            for frame in 0..30 {
                let what = format!("{left} tiles left, aids {aids}, frame {frame}");
                assert_eq!(app.world().resource::<PileEstimate>().odds, None, "{what}");
                assert!(!app.world().contains_resource::<Estimating>(), "{what}");
                app.update();
            }
        }
    }
}
