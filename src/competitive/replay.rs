//! Watching a competitive record in the window (`mists --replay FILE [--until K]` on a record
//! that the final screen's *Save record* or `mists-cli play --record` wrote). The recorded plays
//! go to the engine as [`Choose`] messages one at a time, as a bot's would, so the board moves as
//! in play. Stepping back or jumping a turn rebuilds the match at once. Every seat is the
//! record's: nobody else plays, and nothing is saved. The controls are the cooperative replay's
//! ([`crate::replay::tape_controls`]).

use super::autosave;
use super::table::{CompetitiveArt, CompetitiveTable, at_table, finished_plays};
use crate::replay::{Tape, TapeAsk, tape_controls};
use crate::shared::Screen;
use crate::shared::{AppSystems, PausableSystems};
use bevy::prelude::*;
use bevy::window::RequestRedraw;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};
use mists_rules::competitive::Match;
use mists_rules::competitive::file::{CompetitiveRecord, FileError, apply_plays};
use mists_rules::competitive::plugin::Choose;
use std::path::{Path, PathBuf};

pub(super) fn plugin(app: &mut App) {
    let replaying = || at_table().and_then(resource_exists::<ReplayMatch>);
    app.add_systems(
        Update,
        (advance, jump)
            .chain()
            .in_set(AppSystems::Update)
            .in_set(PausableSystems)
            .run_if(replaying()),
    );
    app.add_systems(
        EguiPrimaryContextPass,
        controls
            .in_set(crate::shared::UiPass::Docked)
            .run_if(replaying()),
    );
    // Kept while the screen restarts (the pause menu's Restart starts the watch again); gone
    // once the title page is back.
    app.add_systems(OnEnter(Screen::Title), |mut commands: Commands| {
        commands.remove_resource::<ReplayMatch>();
    });
}

/// A competitive record being watched.
#[derive(Resource, Debug, Clone)]
pub struct ReplayMatch {
    pub record: CompetitiveRecord,
    pub path: PathBuf,
    pub tape: Tape,
    /// The match before the first play: every step rebuilds from it, without the files.
    start: Match,
    /// Plays shown when the screen opens.
    pub until: usize,
    /// A jump asked for by the controls (to this many plays).
    jump: Option<usize>,
}

impl ReplayMatch {
    /// Read the record at `path`, check that every play replays, and number the turns: turn k
    /// starts when the k-th tile waits to be placed.
    pub fn open(path: &Path, until: usize) -> Result<ReplayMatch, FileError> {
        ReplayMatch::of_record(CompetitiveRecord::load(path)?, path, until)
    }

    /// [`ReplayMatch::open`] for a record in memory (the match just finished); `path` names it and
    /// its preset path is relative to `path`'s folder.
    pub fn of_record(
        record: CompetitiveRecord,
        path: &Path,
        until: usize,
    ) -> Result<ReplayMatch, FileError> {
        let file = path.display().to_string();
        let start = record.replay(folder(path), &file, Some(0))?;
        let mut turns = vec![1];
        apply_plays(&mut start.clone(), &record.plays, &file, |m| {
            let ended = m.plays_this_turn() == 0;
            turns.push(turns[turns.len() - 1] + ended as u32);
        })?;
        Ok(ReplayMatch {
            until: until.min(record.plays.len()),
            record,
            path: path.to_path_buf(),
            tape: Tape::new(turns),
            start,
            jump: None,
        })
    }

    /// Stop playing and show the match after `plays` plays (the review's chosen play).
    pub fn jump_to(&mut self, plays: usize) {
        self.tape.playing = false;
        self.jump = Some(plays.min(self.record.plays.len()));
    }

    /// The match after `until` plays with its score history.
    pub fn rebuild(&self, until: usize) -> Result<(Match, Vec<Vec<u32>>), FileError> {
        let file = self.path.display().to_string();
        let n = until.min(self.record.plays.len());
        autosave::replay_from(self.start.clone(), &self.record.plays[..n], &file)
    }
}

/// Put the record's match after `w.until` plays on the table, every seat the record's (no bot
/// plays, nothing is saved).
pub(super) fn begin(
    commands: &mut Commands,
    w: &ReplayMatch,
    art: &crate::tile_textures::TileArt,
    images: &mut Assets<Image>,
) -> Result<(), FileError> {
    let (m, history) = w.rebuild(w.until)?;
    commands.insert_resource(CompetitiveArt(art.extended(m.tiles(), images)));
    commands.insert_resource(CompetitiveTable {
        noted: finished_plays(&m),
        replaying: true,
        elsewhere: Vec::new(),
        history,
        bots: vec![true; m.setup.players as usize],
        strong: vec![false; m.setup.players as usize],
        rot: mists_board::Rotation(0),
        bot_clock: 0.0,
        bot_delay: 0.0,
        preset: folder(&w.path).join(&w.record.competitive),
        whole: (w.record.whole.clone()).map(|w| std::sync::Arc::new(*w)),
        seed: w.record.seed,
    });
    commands.insert_resource(m);
    Ok(())
}

/// The folder a record's preset path is relative to.
fn folder(path: &Path) -> &Path {
    path.parent().unwrap_or(Path::new("."))
}

/// While playing, send the next recorded play when its time comes.
fn advance(
    mut w: ResMut<ReplayMatch>,
    m: Res<Match>,
    time: Res<Time>,
    mut choose: MessageWriter<Choose>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    if !w.tape.playing {
        return;
    }
    redraw.write(RequestRedraw);
    let at = m.plays.len();
    if at >= w.record.plays.len() {
        w.tape.playing = false;
        return;
    }
    if w.tape.due(time.delta_secs()) {
        choose.write(Choose(w.record.plays[at]));
    }
}

/// Rebuild the match at a jump's target (a step back, or by turns).
fn jump(mut commands: Commands, mut w: ResMut<ReplayMatch>, mut v: ResMut<CompetitiveTable>) {
    let Some(target) = w.jump.take() else {
        return;
    };
    match w.rebuild(target) {
        Ok((m, history)) => {
            v.noted = finished_plays(&m);
            v.history = history;
            commands.insert_resource(m);
        }
        Err(e) => error!("replay: {e}"),
    }
}

fn controls(
    mut contexts: EguiContexts,
    mut w: ResMut<ReplayMatch>,
    m: Res<Match>,
    tr: Res<crate::i18n::Tr>,
    mut choose: MessageWriter<Choose>,
    mut next: ResMut<NextState<Screen>>,
    mut dock: ResMut<crate::layout::dock::Dock>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let at = m.plays.len();
    let w = &mut *w;
    let turn = w.tape.turn_at(at);
    // One play forward while paused (playing, `advance` sends the plays).
    let can_step = !w.tape.playing;
    match tape_controls(ctx, &mut dock, &tr, &mut w.tape, (at, turn), can_step) {
        Some(TapeAsk::Jump(k)) => w.jump = Some(k),
        Some(TapeAsk::Step) => {
            if let Some(&play) = w.record.plays.get(at) {
                choose.write(Choose(play));
            }
        }
        Some(TapeAsk::TitlePage) => next.set(Screen::Title),
        None => {}
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use bevy::time::TimeUpdateStrategy;
    use mists_rules::competitive::Stage;
    use mists_rules::competitive::plugin::CompetitivePlugin;
    use std::time::Duration;

    /// A 3-seat match the greedy bot played for `plays` plays, written as a record in a folder of
    /// its own, its preset named relative to the record's folder.
    fn record_file(name: &str, plays: usize) -> PathBuf {
        let levels = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/levels");
        let dir = std::env::temp_dir().join(format!("mists-watch-{name}-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let up: PathBuf = dir.components().skip(1).map(|_| "..").collect();
        let preset_path = up
            .join(levels.strip_prefix("/").unwrap())
            .join("competitive.ron");
        let (preset, tiles) =
            mists_rules::competitive::file::load_preset(&levels.join("competitive.ron")).unwrap();
        let mut m = Match::new(tiles, preset.setup(3), 11).unwrap();
        while m.plays.len() < plays && !m.is_over() {
            let play = mists_bot::competitive::choose(&m).unwrap();
            m.apply(play).unwrap();
        }
        let record = CompetitiveRecord {
            competitive: preset_path,
            players: 3,
            seed: 11,
            piles: None,
            plays: m.plays.clone(),
            whole: None,
        };
        let path = dir.join(format!("watch-test-{name}.ron"));
        std::fs::write(&path, record.to_ron()).unwrap();
        path
    }

    fn app(w: ReplayMatch) -> App {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, CompetitivePlugin));
        app.add_message::<RequestRedraw>();
        // Each frame a fifth of a second: at 10 plays a second, a recorded play every frame.
        app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
            200,
        )));
        app.add_systems(
            Update,
            (advance, jump)
                .chain()
                .before(mists_rules::RulesSet::Intake),
        );
        table(&mut app, w);
        app
    }

    /// The record's match after `w.until` plays on the table, as [`begin`] puts it.
    fn table(app: &mut App, w: ReplayMatch) {
        let (m, history) = w.rebuild(w.until).unwrap();
        app.insert_resource(CompetitiveTable {
            noted: finished_plays(&m),
            replaying: true,
            elsewhere: Vec::new(),
            history,
            bots: vec![true; 3],
            strong: vec![false; 3],
            rot: mists_board::Rotation(0),
            bot_clock: 0.0,
            bot_delay: 0.0,
            preset: PathBuf::new(),
            whole: None,
            seed: 11,
        });
        app.insert_resource(m);
        app.insert_resource(w);
    }

    #[test]
    fn a_watched_record_plays_its_plays_in_order_and_steps_back_at_once() {
        let path = record_file("plays", 60);
        let w = ReplayMatch::open(&path, 10).unwrap();
        let record = w.record.clone();
        assert_eq!(record.plays.len(), 60);
        // Turns are numbered from 1 and end when the next tile waits: a turn jump lands there.
        assert_eq!(w.tape.turn_at(0), 1);
        let mut app = app(w);
        assert_eq!(app.world().resource::<Match>().plays, record.plays[..10]);
        app.world_mut().resource_mut::<ReplayMatch>().tape.speed = 10.0;
        app.world_mut().resource_mut::<ReplayMatch>().tape.playing = true;
        for _ in 0..200 {
            app.update();
        }
        let m = app.world().resource::<Match>();
        assert_eq!(m.plays, record.plays, "every recorded play, in order");
        assert!(!app.world().resource::<ReplayMatch>().tape.playing);
        // One play back: the match after 59 plays, its score history rebuilt with it.
        app.world_mut().resource_mut::<ReplayMatch>().jump = Some(59);
        app.update();
        let m = app.world().resource::<Match>();
        assert_eq!(m.plays, record.plays[..59]);
        let ended = (1..=59)
            .filter(|&k| {
                let w = app.world().resource::<ReplayMatch>();
                w.tape.turn_at(k) > w.tape.turn_at(k - 1)
            })
            .count();
        assert_eq!(
            app.world().resource::<CompetitiveTable>().history.len(),
            ended + 1
        );
        // A turn forward from the start lands where the second seat's tile waits.
        let turn_start = app.world().resource::<ReplayMatch>().tape.next_turn(0);
        assert_eq!(
            app.world()
                .resource::<ReplayMatch>()
                .tape
                .turn_at(turn_start),
            2
        );
        app.world_mut().resource_mut::<ReplayMatch>().jump = Some(turn_start);
        app.update();
        let m = app.world().resource::<Match>();
        assert!(matches!(m.stage, Stage::Place(_)), "{:?}", m.stage);
        assert_eq!(m.current, 1, "the second seat's turn");
        std::fs::remove_dir_all(path.parent().unwrap()).unwrap();
    }

    #[test]
    fn a_restart_keeps_the_record_being_watched_and_the_level_select_drops_it() {
        let path = record_file("restart", 8);
        let w = ReplayMatch::open(&path, 4).unwrap();
        std::fs::remove_dir_all(path.parent().unwrap()).unwrap();
        let mut app = App::new();
        app.add_plugins((
            MinimalPlugins,
            bevy::state::app::StatesPlugin,
            CompetitivePlugin,
        ));
        app.add_message::<RequestRedraw>();
        app.init_state::<Screen>();
        app.init_state::<crate::shared::Menu>();
        crate::shared::configure_app_systems(&mut app);
        app.add_plugins(plugin);
        table(&mut app, w);
        // Screenshots do not wait for the record's seats as they would for bots.
        let (v, m) = (
            app.world().resource::<CompetitiveTable>(),
            app.world().resource::<Match>(),
        );
        assert!(!super::super::table::busy(Some(v), Some(m)));
        for screen in [Screen::Competitive, Screen::Competitive] {
            app.world_mut()
                .resource_mut::<NextState<Screen>>()
                .set(screen);
            app.update();
            assert!(app.world().contains_resource::<ReplayMatch>());
        }
        app.world_mut()
            .resource_mut::<NextState<Screen>>()
            .set(Screen::Title);
        app.update();
        assert!(!app.world().contains_resource::<ReplayMatch>());
    }

    #[test]
    fn a_record_with_an_illegal_play_is_refused_naming_it() {
        let path = record_file("bad", 6);
        let mut record = CompetitiveRecord::load(&path).unwrap();
        record.plays.insert(3, mists_rules::competitive::Play::Pass);
        std::fs::write(&path, record.to_ron()).unwrap();
        let err = ReplayMatch::open(&path, 0).unwrap_err().to_string();
        std::fs::remove_dir_all(path.parent().unwrap()).unwrap();
        assert!(
            err.contains("watch-test-bad") && err.contains("is illegal"),
            "{err}"
        );
    }
}
