//! Both ways to lose, estimated off the main thread (`mists_bot::odds`), at each tile placement
//! while the player aids are on: the danger (issue 47), continuations to the game's end from the
//! players' view counted by how they were lost (the table panel's gauges); and near the end of
//! the pile in play, how often the planner reached the threshold in force before the pile ran dry
//! (docs/game.md "The pile in play").

use crate::setup::GameSetup;
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, block_on, poll_once};
use bevy::window::RequestRedraw;
use mists_bot::odds::{
    Alarm, DANGER_HORIZON, DANGER_TRIES, Danger, PileOdds, TRIES, danger, pile_odds,
};
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
    app.init_resource::<DangerTries>();
    app.init_resource::<PileWatch>();
    // Every game begins with calm gauges (a red one held along the last game must not carry).
    app.add_observer(
        |_: On<super::start::GameBegan>, mut e: ResMut<PileEstimate>| {
            *e = PileEstimate::default();
        },
    );
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

/// Continuations a danger estimate plays (`mists_bot::odds::DANGER_TRIES`); the window tests'
/// harness asks for fewer (their estimates run in the background of every test game).
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct DangerTries(pub u32);

impl Default for DangerTries {
    fn default() -> Self {
        DangerTries(DANGER_TRIES)
    }
}

/// What was asked: the turn, the decisions applied and the pile in play.
type Key = (u32, u32, usize);

/// The last estimates, and what they were made for.
#[derive(Resource, Default, Debug, Clone, PartialEq, Eq)]
pub struct PileEstimate {
    /// The pile in play near its end.
    pub odds: Option<PileOdds>,
    /// Both ways to lose, for the rest of the game.
    pub danger: Option<Danger>,
    /// The gauges' alarms for it, ghosts then pile: a red one holds above amber
    /// (`Alarm::after`), so they depend on the estimate before.
    pub alarms: [Alarm; 2],
    key: Option<Key>,
}

impl PileEstimate {
    /// The estimate if it was made this turn: an older one (the next placement's estimate still
    /// running, or never finished because the placement came at once) says nothing of now.
    pub fn this_turn(&self, table: &Table) -> Option<PileOdds> {
        self.odds
            .filter(|o| self.key.is_some_and(|k| k.0 == table.turn && o.pile == k.2))
    }

    /// The danger if it was estimated this turn (as [`Self::this_turn`]), with the gauges'
    /// alarms (ghosts, pile).
    pub fn danger_this_turn(&self, table: &Table) -> Option<(Danger, [Alarm; 2])> {
        self.danger
            .filter(|_| self.key.is_some_and(|k| k.0 == table.turn))
            .map(|d| (d, self.alarms))
    }
}

/// What one background task estimates.
type Estimates = (Option<PileOdds>, Option<Danger>);

/// An estimate on a background task.
#[derive(Resource)]
struct Estimating {
    key: Key,
    task: Task<Estimates>,
    stop: Arc<AtomicBool>,
}

impl Drop for Estimating {
    /// An estimate nobody waits for any more stops at its next try.
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

/// Start the estimates at a tile placement, when the aids are on and they are not yet made for this
/// position: the danger always, the pile's odds near the pile's end while a need is open. With the
/// aids off the last estimates are dropped.
fn start(
    mut commands: Commands,
    table: Res<Table>,
    turn: Res<Turn>,
    flow: Res<Flow>,
    setup: Res<GameSetup>,
    watch: Res<PileWatch>,
    mut estimate: ResMut<PileEstimate>,
    running: Option<Res<Estimating>>,
    tries: Res<DangerTries>,
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
    if !setup.aids {
        if *estimate != PileEstimate::default() {
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
    let tries = tries.0;
    let task = AsyncComputeTaskPool::get().spawn(async move {
        let odds = watched
            .then(|| pile_odds(&view, TRIES, seed, Some(&flag)))
            .flatten();
        (
            odds,
            danger(&view, tries, DANGER_HORIZON, seed, Some(&flag)),
        )
    });
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
        Some((odds, danger)) => {
            let mut estimate = world.resource_mut::<PileEstimate>();
            let alarms = alarms_after(&estimate, running.key, danger);
            *estimate = PileEstimate {
                odds,
                danger,
                alarms,
                key: Some(running.key),
            };
        }
        None => {
            world.write_message(RequestRedraw);
            world.insert_resource(running);
        }
    }
}

/// The gauges' alarms (ghosts, pile) for `danger`, estimated at `key`, after the estimate
/// `before`. Red holds only along a game going forward: after an undo, a restart or in a new
/// game the gauges start afresh.
fn alarms_after(before: &PileEstimate, key: Key, danger: Option<Danger>) -> [Alarm; 2] {
    let before = match before.key {
        Some(k) if k.0 < key.0 => before.alarms,
        _ => [Alarm::Calm; 2],
    };
    danger.map_or([Alarm::Calm; 2], |d| {
        [
            Alarm::after(before[0], d.ghosts_share(), d.tried),
            Alarm::after(before[1], d.pile_share(), d.tried),
        ]
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use mists_rules::record::Record;

    /// Issue 47: a gauge that turned red stays red while its danger wavers above amber on the
    /// next turns, goes amber or calm below, and starts afresh after an undo.
    #[test]
    fn a_red_gauge_holds_above_amber_while_the_game_goes_forward() {
        let d = |ghosts, pile| Danger {
            ghosts,
            pile,
            tried: 32,
        };
        let at = |turn| (turn, 0, 0);
        let mut e = PileEstimate::default();
        let next = |e: &mut PileEstimate, turn, danger| {
            e.alarms = alarms_after(e, at(turn), Some(danger));
            e.key = Some(at(turn));
            e.alarms
        };
        // 14/32 = 0.44: red; 10/32 = 0.31: held red; 9/32 for the pile never reached red.
        assert_eq!(next(&mut e, 5, d(14, 9)), [Alarm::Red, Alarm::Amber]);
        assert_eq!(next(&mut e, 6, d(10, 10)), [Alarm::Red, Alarm::Amber]);
        // 7/32 = 0.22, under amber: calm, and red must be earned again.
        assert_eq!(next(&mut e, 7, d(7, 10)), [Alarm::Calm, Alarm::Amber]);
        assert_eq!(next(&mut e, 8, d(10, 10)), [Alarm::Amber, Alarm::Amber]);
        assert_eq!(next(&mut e, 9, d(14, 10)), [Alarm::Red, Alarm::Amber]);
        // Undone to turn 8: the same share as the held one shows amber.
        assert_eq!(next(&mut e, 8, d(10, 10)), [Alarm::Amber, Alarm::Amber]);
    }
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
        // The window's own number of tries here (the harness asks for fewer).
        app.insert_resource(DangerTries::default());
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
    fn with_the_aids_off_nothing_is_estimated() {
        // An estimate starts on the frame the placement is asked (the test above): none starts
        // here, on that frame or the ones after. (Waiting the positive case's 5000 frames for
        // nothing took 20 s, issue 46.)
        let mut app = set_up(4, false);
        for frame in 0..30 {
            assert_eq!(
                *app.world().resource::<PileEstimate>(),
                PileEstimate::default(),
                "frame {frame}"
            );
            assert!(
                !app.world().contains_resource::<Estimating>(),
                "frame {frame}"
            );
            app.update();
        }
    }

    #[test]
    fn far_from_the_pile_end_only_the_danger_is_estimated() {
        let app = estimate_danger_at(WATCH + 2);
        let estimate = app.world().resource::<PileEstimate>();
        assert_eq!(estimate.odds, None, "no pile odds far from the pile's end");
        let d = estimate.danger.expect("the danger");
        assert_eq!(d.tried, DANGER_TRIES);
        assert!(d.ghosts + d.pile <= d.tried, "{d:?}");
        let table = app.world().resource::<Table>();
        assert_eq!(estimate.danger_this_turn(table).map(|(d, _)| d), Some(d));
    }

    /// [`set_up`] with the aids on, then frames until the danger is in.
    fn estimate_danger_at(left: usize) -> App {
        let mut app = set_up(left, true);
        for _ in 0..5000 {
            if app.world().resource::<PileEstimate>().danger.is_some() {
                break;
            }
            app.update();
            std::thread::sleep(std::time::Duration::from_millis(1));
        }
        app
    }
}
