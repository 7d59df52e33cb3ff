//! `mists --script FILE`: a list of inputs played against the real window (clicks on board cells,
//! keys, waits), for repeatable checks of what a player sees; `DumpView` writes what is on
//! screen as JSON (docs/game.md, "Scripted runs"). The inputs go in where the mouse and the
//! keyboard would: the pointer and `BoardClick` after the input systems, keys into
//! `ButtonInput<KeyCode>` after Bevy's own input pass.

use crate::input::{BoardClick, Pointer, ReadInput};
use crate::script_keys::key_code;
use crate::shared::{AppSystems, Screen};
use bevy::input::InputSystems;
use bevy::prelude::*;
use serde::Deserialize;
use std::path::{Path, PathBuf};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ScriptKeys>();
    app.add_systems(
        Update,
        run.in_set(AppSystems::RecordInput)
            .after(ReadInput)
            .run_if(resource_exists::<Script>),
    );
    app.add_systems(
        PreUpdate,
        press_keys
            .after(InputSystems)
            .before(crate::settings::keys::KeyCapture),
    );
    app.init_resource::<crate::script_view::ShownTexts>();
    app.add_systems(
        PostUpdate,
        crate::script_view::collect_texts
            .after(bevy_egui::EguiPostUpdateSet::EndPass)
            .before(bevy_egui::EguiPostUpdateSet::ProcessOutput)
            .run_if(resource_exists::<Script>),
    );
}

/// One input of a script.
#[derive(Deserialize, Debug, Clone, PartialEq)]
pub enum Step {
    /// Run this many frames.
    Wait(u32),
    /// Run frames until it holds (at most [`WAIT_LIMIT`] frames, then the script fails).
    WaitFor(Until),
    /// The pointer rests over board cell (x, y): the drawn tile's preview follows it.
    Point(i16, i16),
    /// A left click on board cell (x, y) (the pointer moves there first).
    Click(i16, i16),
    /// A right click on board cell (x, y): turns the drawn tile.
    RightClick(i16, i16),
    /// A key pressed for one frame: a letter or digit, `Space`, `Escape`, `Enter`, `Left`,
    /// `Right`, `Home`, `F1`, `F2`.
    Key(String),
    /// The same with Ctrl held (`CtrlKey("Z")`: undo).
    CtrlKey(String),
    /// Wheel lines at the board's middle: positive zooms in, negative out (as far as the camera
    /// allows), like the mouse wheel.
    Zoom(f32),
    /// A left click on the egui widget showing this text (a button's label, say): the pointer
    /// moves to the text's centre, presses, releases. Waits for the text to be drawn (at most
    /// [`WAIT_LIMIT`] frames).
    ClickText(String),
    /// Run frames until a text containing this is drawn (at most [`WAIT_LIMIT`] frames).
    WaitForText(String),
    /// Run frames until no text containing this is drawn (the same limit).
    WaitForTextGone(String),
    /// Write what is on screen as JSON to this file.
    DumpView(PathBuf),
    /// Close the window (a script also closes it after its last step).
    Quit,
}

/// What [`Step::WaitFor`] waits for.
#[derive(Deserialize, Debug, Clone, Copy, PartialEq, Eq)]
pub enum Until {
    /// The drawn tile waits for the players' placement.
    Placement,
    /// Any decision waits.
    Decision,
    /// The game-over screen is up.
    GameOver,
}

/// Frames a `WaitFor` may take.
pub const WAIT_LIMIT: u32 = 3000;

/// A script being played.
#[derive(Resource, Debug, Clone)]
pub struct Script {
    pub file: PathBuf,
    pub steps: Vec<Step>,
    at: usize,
    waited: u32,
    pointer: Option<Vec2>,
    /// A `ClickText` under way: the screen point and the frames of its move, press, release.
    clicking: Option<(Vec2, u8)>,
    /// Close the window after the last step (a `--script`; a `--dump-view` alone leaves it).
    quit_at_end: bool,
}

/// A script that cannot be read or played, naming the file and the place.
#[derive(Debug, thiserror::Error)]
pub enum ScriptError {
    #[error("{file}: {e}")]
    Read { file: String, e: std::io::Error },
    #[error("{file}:{line}:{col}: {msg}")]
    Parse {
        file: String,
        line: usize,
        col: usize,
        msg: String,
    },
    #[error("{file}: step {step}: {msg}")]
    Step {
        file: String,
        step: usize,
        msg: String,
    },
}

impl Script {
    /// Read a script: a RON list of [`Step`]s. Keys are checked here, not when pressed.
    pub fn load(path: &Path) -> Result<Script, ScriptError> {
        let file = path.display().to_string();
        let text = std::fs::read_to_string(path).map_err(|e| ScriptError::Read {
            file: file.clone(),
            e,
        })?;
        Script::parse(&text, path)
    }

    pub fn parse(text: &str, path: &Path) -> Result<Script, ScriptError> {
        let file = path.display().to_string();
        let steps: Vec<Step> = ron::from_str(text).map_err(|e| ScriptError::Parse {
            file: file.clone(),
            line: e.span.start.line,
            col: e.span.start.col,
            msg: e.code.to_string(),
        })?;
        for (i, s) in steps.iter().enumerate() {
            if let Step::Key(k) | Step::CtrlKey(k) = s
                && key_code(k).is_none()
            {
                return Err(ScriptError::Step {
                    file,
                    step: i + 1,
                    msg: format!("unknown key {k:?}"),
                });
            }
        }
        Ok(Script {
            file: path.to_path_buf(),
            steps,
            at: 0,
            waited: 0,
            pointer: None,
            clicking: None,
            quit_at_end: true,
        })
    }

    /// The script the command line asks for: `--script`, with `--dump-view` as its last step;
    /// `--dump-view` alone dumps once the first screen has had time to settle.
    pub fn for_cli(cli: &crate::cli::Cli) -> Result<Option<Script>, ScriptError> {
        let mut script = match &cli.script {
            Some(path) => Script::load(path)?,
            None if cli.dump_view.is_some() => Script {
                file: PathBuf::from("--dump-view"),
                steps: vec![Step::Wait(SETTLE)],
                at: 0,
                waited: 0,
                pointer: None,
                clicking: None,
                quit_at_end: false,
            },
            None => return Ok(None),
        };
        if let Some(out) = &cli.dump_view {
            script.steps.push(Step::DumpView(out.clone()));
        }
        Ok(Some(script))
    }
}

/// Frames a `--dump-view` without a script waits for the first screen.
const SETTLE: u32 = 90;

/// Keys to press at the next input pass, and those to release after it.
#[derive(Resource, Debug, Default)]
pub struct ScriptKeys {
    press: Vec<KeyCode>,
    held: Vec<KeyCode>,
}

fn press_keys(mut keys: ResMut<ButtonInput<KeyCode>>, mut s: ResMut<ScriptKeys>) {
    for k in std::mem::take(&mut s.held) {
        keys.release(k);
    }
    let press = std::mem::take(&mut s.press);
    for &k in &press {
        keys.press(k);
    }
    s.held = press;
}

/// Whether a `WaitFor` holds.
fn holds(world: &World, until: Until) -> bool {
    match until {
        Until::Placement => world
            .get_resource::<crate::play::driver::Driver>()
            .is_some_and(|d| d.current().is_some()),
        Until::Decision => world
            .get_resource::<mists_rules::Pending>()
            .is_some_and(|p| p.0.is_some()),
        Until::GameOver => *world.resource::<State<Screen>>().get() == Screen::GameOver,
    }
}

/// Play the script's current step (one a frame; waits take their frames).
fn run(world: &mut World) {
    world.write_message(bevy::window::RequestRedraw);
    let (step, pointer) = {
        let s = world.resource::<Script>();
        (s.steps.get(s.at).cloned(), s.pointer)
    };
    if let Some(at) = pointer {
        *world.resource_mut::<Pointer>() = Pointer {
            screen: Some(Vec2::ZERO),
            world: Some(at),
            over_ui: false,
        };
    }
    let Some(step) = step else {
        if world.resource::<Script>().quit_at_end {
            world.write_message(AppExit::Success);
        }
        world.remove_resource::<Script>();
        return;
    };
    let done = match play(world, &step) {
        Ok(done) => done,
        Err(msg) => {
            fail(world, &msg);
            return;
        }
    };
    if done {
        let mut s = world.resource_mut::<Script>();
        s.at += 1;
        s.waited = 0;
    }
}

/// One frame of `step`: Ok(true) once it is done, Err(why) when the script cannot go on.
fn play(world: &mut World, step: &Step) -> Result<bool, String> {
    match step {
        Step::Wait(n) => Ok(tick(world, |s| s.waited >= *n)),
        Step::WaitFor(until) => wait_for(world, *until),
        Step::Point(x, y) | Step::Click(x, y) | Step::RightClick(x, y) => {
            Ok(point(world, step, *x, *y))
        }
        Step::Key(k) | Step::CtrlKey(k) => {
            let mut keys: Vec<KeyCode> = key_code(k).into_iter().collect();
            if matches!(step, Step::CtrlKey(_)) {
                keys.push(KeyCode::ControlLeft);
            }
            world.resource_mut::<ScriptKeys>().press = keys;
            Ok(true)
        }
        Step::Zoom(steps) => Ok(zoom(world, *steps)),
        Step::ClickText(text) => click_text(world, text),
        Step::WaitForText(text) => wait_for_text(world, text, true),
        Step::WaitForTextGone(text) => wait_for_text(world, text, false),
        Step::DumpView(path) => dump_view(world, path),
        Step::Quit => {
            world.write_message(AppExit::Success);
            Ok(true)
        }
    }
}

/// One frame of a `WaitForText` (`drawn`) or `WaitForTextGone`: Ok(true) once a text holding
/// `text` is drawn (or none is), Err after [`WAIT_LIMIT`] frames.
fn wait_for_text(world: &mut World, text: &str, drawn: bool) -> Result<bool, String> {
    let shown = world
        .get_resource::<crate::script_view::ShownTexts>()
        .is_some_and(|t| t.0.iter().any(|t| t.text.contains(text)));
    if shown == drawn {
        Ok(true)
    } else if world.resource::<Script>().waited >= WAIT_LIMIT {
        let what = if drawn { "was drawn" } else { "was gone" };
        Err(format!("no frame where a text with {text:?} {what}"))
    } else {
        Ok(tick(world, |_| false))
    }
}

/// One frame of a `WaitFor`: Ok(true) once it holds, Err after [`WAIT_LIMIT`] frames.
fn wait_for(world: &mut World, until: Until) -> Result<bool, String> {
    if holds(world, until) {
        Ok(true)
    } else if world.resource::<Script>().waited >= WAIT_LIMIT {
        Err(format!("waited {WAIT_LIMIT} frames for {until:?}"))
    } else {
        Ok(tick(world, |_| false))
    }
}

/// The pointer moves to board cell (x, y); a click step clicks there.
fn point(world: &mut World, step: &Step, x: i16, y: i16) -> bool {
    let at = crate::grid::cell_centre(mists_board::Cell::new(x, y));
    world.resource_mut::<Script>().pointer = Some(at);
    *world.resource_mut::<Pointer>() = Pointer {
        screen: Some(Vec2::ZERO),
        world: Some(at),
        over_ui: false,
    };
    let button = match step {
        Step::Click(..) => Some(MouseButton::Left),
        Step::RightClick(..) => Some(MouseButton::Right),
        _ => None,
    };
    if let Some(button) = button {
        world.write_message(BoardClick { button, world: at });
    }
    true
}

/// Wheel lines at the window's middle.
fn zoom(world: &mut World, steps: f32) -> bool {
    let mut q = world.query_filtered::<&Window, With<bevy::window::PrimaryWindow>>();
    let centre = q
        .iter(world)
        .next()
        .map(|w| w.size() / 2.0)
        .unwrap_or_default();
    world.write_message(crate::input::ZoomAt {
        screen: centre,
        steps,
    });
    true
}

/// Write what is on screen as JSON to `path`.
fn dump_view(world: &mut World, path: &Path) -> Result<bool, String> {
    let view = crate::script_view::dump(world);
    let text = serde_json::to_string_pretty(&view).unwrap_or_default();
    if let Err(e) = std::fs::write(path, text + "\n") {
        return Err(format!("{}: {e}", path.display()));
    }
    Ok(true)
}

/// One frame of a click on the egui widget drawn with `text`: find it, move, press, release.
/// Ok(true) once released.
fn click_text(world: &mut World, text: &str) -> Result<bool, String> {
    use bevy::input::ButtonState;
    use bevy::input::mouse::MouseButtonInput;
    use bevy::window::{CursorMoved, PrimaryWindow, WindowEvent};
    let Some(window) = world
        .query_filtered::<Entity, With<PrimaryWindow>>()
        .iter(world)
        .next()
    else {
        return Err("no window to click in".into());
    };
    let clicking = world.resource::<Script>().clicking;
    let (at, phase) = match clicking {
        Some(c) => c,
        None => {
            let found = world
                .get_resource::<crate::script_view::ShownTexts>()
                .and_then(|t| t.0.iter().find(|t| t.text == text).map(|t| t.rect));
            let Some(r) = found else {
                if world.resource::<Script>().waited >= WAIT_LIMIT {
                    return Err(format!("no text {text:?} was drawn"));
                }
                world.resource_mut::<Script>().waited += 1;
                return Ok(false);
            };
            (Vec2::new((r[0] + r[2]) / 2.0, (r[1] + r[3]) / 2.0), 0)
        }
    };
    let event = match phase {
        0 => WindowEvent::CursorMoved(CursorMoved {
            window,
            position: at,
            delta: None,
        }),
        n => WindowEvent::MouseButtonInput(MouseButtonInput {
            button: MouseButton::Left,
            state: if n == 1 {
                ButtonState::Pressed
            } else {
                ButtonState::Released
            },
            window,
        }),
    };
    world.write_message(event);
    let done = phase >= 2;
    world.resource_mut::<Script>().clicking = (!done).then_some((at, phase + 1));
    Ok(done)
}

/// One more frame of waiting; true when `enough` says the wait is over.
fn tick(world: &mut World, enough: impl Fn(&Script) -> bool) -> bool {
    let mut s = world.resource_mut::<Script>();
    if enough(&s) {
        return true;
    }
    s.waited += 1;
    false
}

/// A script that cannot go on: say where and quit with an error.
fn fail(world: &mut World, msg: &str) {
    let s = world.resource::<Script>();
    let e = ScriptError::Step {
        file: s.file.display().to_string(),
        step: s.at + 1,
        msg: msg.to_string(),
    };
    error!("{e}");
    world.write_message(AppExit::error());
    world.remove_resource::<Script>();
}
