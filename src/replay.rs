//! Watching a record in the window (`mists --replay FILE [--until K]`, a saved game, the game-over
//! screen): the recorded decisions go to the engine as `Decide` Messages, so the board animates as
//! in play; stepping back or jumping a turn replays the record to that point at once. Nobody else
//! answers while a replay runs.

use crate::play::answer::FromRecord;
use crate::play::start::Resume;
use crate::shared::AppSystems;
use crate::shared::Screen;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use mists_rules::record::{Record, RecordError};
use mists_rules::{Decide, Flow, Table};
use std::path::PathBuf;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            play.run_if(resource_exists::<ReplayMode>.and_then(resource_exists::<Flow>)),
            jump.run_if(resource_exists::<ReplayMode>),
        )
            .chain()
            .in_set(AppSystems::Decide)
            .in_set(crate::shared::PausableSystems),
    );
    app.add_systems(
        EguiPrimaryContextPass,
        controls.in_set(crate::shared::UiPass::Docked).run_if(
            in_state(Screen::Playing)
                .or_else(in_state(Screen::GameOver))
                .and_then(resource_exists::<ReplayMode>),
        ),
    );
    app.add_systems(OnEnter(Screen::Title), |mut commands: Commands| {
        commands.remove_resource::<ReplayMode>();
        commands.remove_resource::<FromRecord>();
    });
}

/// A record being watched.
#[derive(Resource, Debug, Clone)]
pub struct ReplayMode {
    pub record: Record,
    pub path: PathBuf,
    pub tape: Tape,
    /// A jump asked for by the controls (to this many decisions).
    jump: Option<usize>,
}

/// Where a replay stands and how it moves, shared by the cooperative replay (here) and the
/// competitive one (`competitive::watch`): a step is a decision or a play.
#[derive(Debug, Clone)]
pub struct Tape {
    /// The turn number after each number of steps (0..=n), to jump by turns.
    turns: Vec<u32>,
    pub playing: bool,
    /// Steps per second while playing.
    pub speed: f32,
    waited: f32,
}

impl Tape {
    /// A paused tape; `turns[k]` is the turn after the first k steps.
    pub fn new(turns: Vec<u32>) -> Tape {
        Tape {
            turns,
            playing: false,
            speed: 2.0,
            waited: 0.0,
        }
    }

    pub fn len(&self) -> usize {
        self.turns.len().saturating_sub(1)
    }

    /// The turn after the first `at` steps.
    pub fn turn_at(&self, at: usize) -> u32 {
        self.turns[at.min(self.len())]
    }

    /// Where a "next turn" jump from `at` lands: the first step of the next turn.
    pub(crate) fn next_turn(&self, at: usize) -> usize {
        let now = self.turn_at(at);
        (at..=self.len())
            .find(|&k| self.turns[k] > now)
            .unwrap_or(self.len())
    }

    /// Where a "previous turn" jump from `at` lands: the start of this turn, or of the one before
    /// when already at its start.
    pub(crate) fn previous_turn(&self, at: usize) -> usize {
        let now = self.turn_at(at);
        let start = |t: u32| (0..=self.len()).find(|&k| self.turns[k] >= t).unwrap_or(0);
        let this = start(now);
        if this < at {
            this
        } else {
            start(now.saturating_sub(1))
        }
    }

    /// While playing: whether the next step is due, `dt` seconds after the last frame.
    pub fn due(&mut self, dt: f32) -> bool {
        self.waited += dt;
        if self.waited * self.speed >= 1.0 {
            self.waited = 0.0;
            return true;
        }
        false
    }
}

/// What the replay controls asked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TapeAsk {
    /// Rebuild the table after this many steps.
    Jump(usize),
    /// Send the next step now.
    Step,
    TitlePage,
}

/// The replay controls at the bottom of the window: the file, the step `at` of the tape and the
/// `turn`; turn and step jumps, play or pause, the speed. `can_step`: the next step may go now.
pub fn tape_controls(
    ctx: &egui::Context,
    dock: &mut crate::layout::dock::Dock,
    tr: &crate::i18n::Tr,
    tape: &mut Tape,
    (at, turn): (usize, u32),
    can_step: bool,
) -> Option<TapeAsk> {
    let n = tape.len();
    let mut ask = None;
    dock.show(ctx, crate::layout::dock::Slot::Bar, "replay", |ui| {
        ui.strong(tr!(tr, "replay-title"));
        // The turn and the step in the players' words: no file name, no engine's numbering.
        ui.label(tr!(tr, "replay-where", at = at, n = n, turn = turn));
        ui.horizontal_wrapped(|ui| {
            if ui.button(tr!(tr, "replay-turn-back")).clicked() {
                ask = Some(TapeAsk::Jump(tape.previous_turn(at)));
                tape.playing = false;
            }
            if ui
                .add_enabled(at > 0, egui::Button::new(tr!(tr, "replay-back")))
                .clicked()
            {
                ask = Some(TapeAsk::Jump(at - 1));
                tape.playing = false;
            }
            let label = if tape.playing {
                tr!(tr, "replay-pause")
            } else {
                tr!(tr, "replay-play")
            };
            if ui.add_enabled(at < n, egui::Button::new(label)).clicked() {
                tape.playing = !tape.playing;
            }
            if ui
                .add_enabled(
                    at < n && can_step,
                    egui::Button::new(tr!(tr, "replay-forward")),
                )
                .clicked()
            {
                ask = Some(TapeAsk::Step);
            }
            if ui
                .add_enabled(at < n, egui::Button::new(tr!(tr, "replay-turn-forward")))
                .clicked()
            {
                ask = Some(TapeAsk::Jump(tape.next_turn(at)));
                tape.playing = false;
            }
            // A slider is a group that never wraps by itself: it starts a new line when what is
            // left of this one cannot hold it with its value and words (`available_width` would
            // give a whole line's width in a wrapping layout).
            let words = tr!(tr, "replay-speed");
            let need = ui.spacing().slider_width
                + 2.0 * ui.spacing().interact_size.x
                + 7.0 * words.chars().count() as f32;
            if ui.available_size_before_wrap().x < need {
                ui.end_row();
            }
            ui.add(egui::Slider::new(&mut tape.speed, 0.5..=10.0).text(words));
            if ui.button(tr!(tr, "menu-title-page")).clicked() {
                ask = Some(TapeAsk::TitlePage);
            }
        });
    });
    ask
}

impl ReplayMode {
    /// Watch `record` (its file at `path`): the turn of every step is worked out once.
    pub fn new(record: Record, path: PathBuf) -> Result<ReplayMode, RecordError> {
        let dir = path.parent().map(PathBuf::from).unwrap_or_default();
        let file = path.display().to_string();
        let mut sim = record.replay_sim(&dir, &file, Some(0))?;
        let mut turns = vec![sim.table.turn];
        for (index, &decision) in record.decisions.iter().enumerate() {
            sim.decide(decision)
                .map_err(|reason| RecordError::Illegal {
                    file: file.clone(),
                    index,
                    decision,
                    reason,
                })?;
            turns.push(sim.table.turn);
        }
        Ok(ReplayMode {
            record,
            path,
            tape: Tape::new(turns),
            jump: None,
        })
    }

    pub fn len(&self) -> usize {
        self.record.decisions.len()
    }

    /// Rebuild the game after the first `k` decisions (paused there).
    pub fn jump_to(&mut self, k: usize) {
        self.jump = Some(k.min(self.len()));
        self.tape.playing = false;
    }
}

/// Start watching: the game is rebuilt up to `until` decisions (0: the start) and shown.
pub fn watch(world: &mut World, mode: ReplayMode, until: usize) {
    let record = mode.record.clone();
    let path = mode.path.clone();
    world.insert_resource(mode);
    world.insert_resource(FromRecord);
    world.insert_resource(Resume {
        record,
        path,
        until: Some(until),
        keep: false,
    });
    world
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Playing);
}

/// While playing, send the next recorded decision whenever the engine waits for one.
fn play(
    mut mode: ResMut<ReplayMode>,
    flow: Res<Flow>,
    time: Res<Time>,
    mut decide: MessageWriter<Decide>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
) {
    if !mode.tape.playing {
        return;
    }
    redraw.write(bevy::window::RequestRedraw);
    let at = flow.applied as usize;
    if at >= mode.len() || flow.pending.is_none() || !flow.inbox.is_empty() {
        mode.tape.playing = at < mode.len() && flow.over.is_none();
        return;
    }
    if mode.tape.due(time.delta_secs()) {
        decide.write(Decide(mode.record.decisions[at]));
    }
}

/// Rebuild the game at a jump's target (stepping back, or by turns): the game screen starts again
/// from the record replayed to there, as for a saved game.
fn jump(mut commands: Commands, mut mode: ResMut<ReplayMode>, mut next: ResMut<NextState<Screen>>) {
    let Some(target) = mode.jump.take() else {
        return;
    };
    commands.insert_resource(Resume {
        record: mode.record.clone(),
        path: mode.path.clone(),
        until: Some(target),
        keep: false,
    });
    next.set(Screen::Playing);
}

fn controls(
    mut contexts: EguiContexts,
    mut mode: ResMut<ReplayMode>,
    flow: Res<Flow>,
    table: Res<Table>,
    mut decide: MessageWriter<Decide>,
    mut next: ResMut<NextState<Screen>>,
    tr: Res<crate::i18n::Tr>,
    mut dock: ResMut<crate::layout::dock::Dock>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let at = flow.applied as usize;
    let waiting = flow.pending.is_some() && flow.inbox.is_empty();
    let mode = &mut *mode;
    match tape_controls(
        ctx,
        &mut dock,
        &tr,
        &mut mode.tape,
        (at, table.turn),
        waiting,
    ) {
        Some(TapeAsk::Jump(k)) => mode.jump = Some(k),
        Some(TapeAsk::Step) => {
            decide.write(Decide(mode.record.decisions[at]));
        }
        Some(TapeAsk::TitlePage) => next.set(Screen::Title),
        None => {}
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn turn_jumps_land_on_turn_starts() {
        let assets = std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/assets"));
        let (cfg, tiles) =
            mists_rules::level::load_preset(&mists_rules::LevelConfig::builtin_path(assets, 2))
                .unwrap();
        let mut sim =
            mists_rules::Sim::new(cfg, &tiles, &mists_rules::PlayerSetup::new(2), 4).unwrap();
        while sim.outcome().is_none() && sim.flow.applied < 40 {
            let d = sim.pending().unwrap().options[0];
            sim.decide(d).unwrap();
        }
        let record = Record {
            preset: mists_rules::record::PresetRef::Path(mists_rules::LevelConfig::builtin_path(
                assets, 2,
            )),
            players: mists_rules::PlayerSetup::new(2),
            seed: 4,
            decisions: sim.flow.record.clone(),
            tiles_version: None,
        };
        let mode = ReplayMode::new(record, assets.join("r.ron")).unwrap();
        let mode = mode.tape;
        assert_eq!(mode.turns.len(), mode.len() + 1);
        let next = mode.next_turn(0);
        assert!(next > 0 && mode.turns[next] == mode.turns[0] + 1);
        assert_eq!(mode.previous_turn(next), 0);
        let later = mode.next_turn(next);
        assert_eq!(mode.previous_turn(later), next);
        if mode.turns.get(later + 1) == Some(&mode.turns[later]) {
            assert_eq!(mode.previous_turn(later + 1), later);
        }
    }
}
