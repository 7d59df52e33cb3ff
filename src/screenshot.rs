//! `--screenshot OUT.png`: once the first screen has settled (the title page, or the board after
//! `--autoplay`), save the window to OUT.png and exit. Counts frames, never wall-clock time.
//! F12 saves `mists-screenshot-N.png` in the working directory at any time.

use crate::play::autoplay::Autoplay;
use crate::shared::Screen;
use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured, save_to_disk};
use bevy::window::RequestRedraw;
use std::path::PathBuf;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Last,
        take_when_settled.run_if(resource_exists::<ScreenshotRequest>),
    );
    app.add_systems(Update, (screenshot_on_f12, keep_awake_while_capturing));
}

fn screenshot_on_f12(
    mut commands: Commands,
    keys: Res<ButtonInput<KeyCode>>,
    map: Option<Res<crate::keymap::KeyMap>>,
    mut counter: Local<u32>,
) {
    if crate::keymap::pressed(map.as_deref(), &keys, crate::keymap::Action::Screenshot) {
        let path = format!("mists-screenshot-{}.png", *counter);
        *counter += 1;
        commands
            .spawn((Name::new("Screenshot"), Screenshot::primary_window()))
            .observe(save_to_disk(path));
    }
}

/// A capture completes a frame or two later: keep frames coming until it has.
fn keep_awake_while_capturing(
    pending: Query<(), With<Screenshot>>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    if !pending.is_empty() {
        redraw.write(RequestRedraw);
    }
}

/// Frames to wait on a settled screen before capturing (egui lays out over a couple of frames).
const SETTLE_FRAMES: u32 = 12;
/// Give up waiting for a settled screen after this many frames and capture what is there.
const MAX_FRAMES: u32 = 3000;

#[derive(Resource, Debug, Clone)]
pub struct ScreenshotRequest {
    pub path: PathBuf,
    settled: u32,
    frames: u32,
    taken: bool,
}

impl ScreenshotRequest {
    pub fn new(path: PathBuf) -> Self {
        ScreenshotRequest {
            path,
            settled: 0,
            frames: 0,
            taken: false,
        }
    }
}

fn take_when_settled(
    mut commands: Commands,
    mut req: ResMut<ScreenshotRequest>,
    screen: Res<State<Screen>>,
    autoplay: Option<Res<Autoplay>>,
    load_error: Option<Res<crate::tile_textures::LoadError>>,
    faces: Option<Res<crate::tile_textures::FacesInFlight>>,
    table: Option<Res<crate::competitive::CompetitiveTable>>,
    matched: Option<Res<mists_rules::competitive::Match>>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    if req.taken {
        return;
    }
    redraw.write(RequestRedraw);
    req.frames += 1;
    // Busy while autoplay places tiles or the tile faces are still being drawn.
    let busy = autoplay.is_some_and(|a| a.remaining > 0) || faces.is_some();
    let settled = match screen.get() {
        Screen::Loading => load_error.is_some(),
        Screen::Title | Screen::GameOver => faces.is_none(),
        Screen::Playing => !busy,
        Screen::Competitive => {
            !busy && !crate::competitive::busy(table.as_deref(), matched.as_deref())
        }
    };
    req.settled = if settled { req.settled + 1 } else { 0 };
    if req.settled < SETTLE_FRAMES && req.frames < MAX_FRAMES {
        return;
    }
    req.taken = true;
    let path = req.path.clone();
    info!("saving screenshot to {}", path.display());
    let mut save = save_to_disk(path);
    commands
        .spawn((Name::new("Screenshot"), Screenshot::primary_window()))
        .observe(
            move |captured: On<ScreenshotCaptured>, mut exit: MessageWriter<AppExit>| {
                save(captured);
                exit.write(AppExit::Success);
            },
        );
}
